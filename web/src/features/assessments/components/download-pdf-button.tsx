import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import './print.css';
import { LineIcon } from '../../../components/ui/line-icon';

function PrinterIcon() {
  return (
    <LineIcon>
      <path d="M6 9V2h12v7" />
      <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v8H6z" />
    </LineIcon>
  );
}

/**
 * Download PDF (docs/decisions/0004): opens the browser's print dialog, where the report can be
 * saved as a PDF. print.css hides the navigation and buttons, so the printout is only the report.
 */
export function DownloadPdfButton() {
  const { _ } = useLingui();
  return (
    <Button variant="outline" onClick={() => window.print()} data-print-hide="">
      <PrinterIcon />
      {_('assessments.downloadPdf')}
    </Button>
  );
}
