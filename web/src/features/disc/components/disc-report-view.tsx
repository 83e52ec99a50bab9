import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { DISC_LETTERS, DISC_STYLES, type DiscReport } from '../../../../../shared/assessments/types';
import { discStyleName } from '../lib/disc-names';

const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** A usable structured report (the server's reportSections). */
export function isDiscReport(value: unknown): value is DiscReport {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.title === 'string' &&
    typeof r.styleDescription === 'string' &&
    isTextList(r.strengths) &&
    isTextList(r.challenges) &&
    isTextList(r.motivators) &&
    isTextList(r.stressors) &&
    Boolean(r.workingWithOthers) &&
    typeof r.workingWithOthers === 'object'
  );
}

/**
 * The DiSC report rendered as React from its structured sections. The HTML copy the server also
 * keeps is never injected: every value here is plain text.
 */
export function DiscReportView({ report }: { report: DiscReport }) {
  const { _ } = useLingui();
  const lists: Array<[string, string[]]> = [
    [_('assessments.disc.section.strengths'), report.strengths],
    [_('assessments.disc.section.challenges'), report.challenges],
    [_('assessments.disc.section.motivators'), report.motivators],
    [_('assessments.disc.section.stressors'), report.stressors],
  ];
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h3" size="lg">
          {report.title}
        </Heading>
        <Text lineHeight="tall">{report.styleDescription}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {lists.map(([title, items]) => (
          <Box as="section" key={title}>
            <Heading as="h4" size="md" mb="2">
              {title}
            </Heading>
            <List.Root as="ul" ps="5" gap="1">
              {items.map((item, i) => (
                <List.Item key={i}>{item}</List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      </SimpleGrid>
      <Box as="section">
        <Heading as="h4" size="md" mb="2">
          {_('assessments.disc.workingWith')}
        </Heading>
        <List.Root as="ul" ps="5" gap="2">
          {DISC_STYLES.map((style) => {
            const tip = report.workingWithOthers?.[style];
            if (typeof tip !== 'string' || !tip) return null;
            return (
              <List.Item key={style}>
                <Text as="span" fontWeight="semibold">
                  {_('assessments.disc.withStyle', { style: discStyleName(style), letter: DISC_LETTERS[style] })}
                </Text>{' '}
                {tip}
              </List.Item>
            );
          })}
        </List.Root>
      </Box>
    </Stack>
  );
}
