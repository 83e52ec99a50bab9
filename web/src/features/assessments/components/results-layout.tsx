import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadPdfButton } from './download-pdf-button';

/** The frame of a completed assessment: "Results for ...", a detail line, the cards, then the back link (hidden in print). */
export function ResultsLayout({
  name,
  details,
  backHref,
  backLabel,
  children,
}: {
  name: string;
  details: ReactNode;
  backHref: string;
  backLabel: string;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <Stack gap="6" data-print-root="">
      <Stack gap="1">
        <Text fontSize="lg" fontWeight="semibold">
          {_('assessments.results.for', { name })}
        </Text>
        {details}
      </Stack>
      {children}
      <Box data-print-hide="">
        <Button asChild variant="outline">
          <RouterLink to={backHref}>{backLabel}</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}

/** A white card section named by its h2. */
export function ResultsCard({ title, gap, children }: { title: string; gap: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} bg="white">
      <Card.Body gap={gap}>
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The report card: its heading with Download PDF beside it, then the report. */
export function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} bg="white">
      <Card.Body gap="5">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
          <DownloadPdfButton />
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
