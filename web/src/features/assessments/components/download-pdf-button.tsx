import { Button } from '@chakra-ui/react';
import './print.css';

function PrinterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9V2h12v7" />
      <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v8H6z" />
    </svg>
  );
}

/**
 * Download PDF (docs/decisions/0004): opens the browser's print dialog, where the report can be
 * saved as a PDF. print.css hides the navigation and buttons, so the printout is only the report.
 */
export function DownloadPdfButton() {
  return (
    <Button variant="outline" onClick={() => window.print()} data-print-hide="">
      <PrinterIcon />
      Download PDF
    </Button>
  );
}
