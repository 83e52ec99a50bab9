import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { VarkReport } from '../../../../../shared/assessments/types';

/** The comprehensive report as React (plain text only; nothing is injected as HTML). */
export function VarkReportView({ report }: { report: VarkReport }) {
  const { _ } = useLingui();
  const sections: Array<[string, string]> = [
    [_('assessments.vark.section.introduction'), report.introduction],
    [_('assessments.vark.section.learningProfile'), report.learningProfile],
    [_('assessments.vark.section.overview'), report.overview],
  ];
  const lists: Array<[string, string[]]> = [
    [_('assessments.vark.section.teachingTips'), report.teachingTips],
    [_('assessments.vark.section.homeSupport'), report.homeSupport],
  ];
  return (
    <Stack gap="6">
      {sections.map(([title, text]) => (
        <Stack as="section" gap="2" key={title}>
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <Text lineHeight="tall">{text}</Text>
        </Stack>
      ))}
      {lists.map(([title, items]) => (
        <Stack as="section" gap="2" key={title}>
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <List.Root as="ul" ps="5" gap="2">
            {items.map((item, i) => (
              <List.Item key={i} lineHeight="tall">
                {item}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ))}
      {report.conclusion && (
        <Stack as="section" gap="2">
          <Heading as="h3" size="md">
            {_('assessments.vark.section.conclusion')}
          </Heading>
          <Text lineHeight="tall">{report.conclusion}</Text>
        </Stack>
      )}
    </Stack>
  );
}
