import { Card, Heading, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { AdminStats as Stats } from '../api/admin-dashboard';
import { statRecipe } from './admin-recipes';
import { formatCount, formatPercent, formatUsd } from '../lib/format';

/** One figure; the theme leaves out the Stat recipe, so it is passed here. */
export function StatFigure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Stat.Root recipe={statRecipe}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

/** Conversion as the spec defines it (docs/decisions/0008), for an answer that leaves the rate out. */
function conversionRate(stats: Stats): number {
  if (typeof stats.conversionRate === 'number') return stats.conversionRate;
  return stats.totalUsers ? (stats.activeSubscriptions / stats.totalUsers) * 100 : 0;
}

export function AdminStats({ stats }: { stats: Stats }) {
  const headingId = useId();
  const { _ } = useLingui();
  const figures: { label: string; value: string; help?: string }[] = [
    { label: _('admin.stats.totalUsers'), value: formatCount(stats.totalUsers) },
    { label: _('admin.stats.activeSubscriptions'), value: formatCount(stats.activeSubscriptions) },
    { label: _('admin.stats.totalRevenue'), value: formatUsd(stats.totalRevenue) },
    { label: _('admin.stats.conversionRate'), value: formatPercent(conversionRate(stats)), help: _('admin.stats.conversionHelp') },
    { label: _('admin.stats.freeUsers'), value: formatCount(stats.freeUsers) },
    { label: _('admin.stats.simplifyUsers'), value: formatCount(stats.simplifyUsers) },
    { label: _('admin.stats.simplifyPlusUsers'), value: formatCount(stats.simplifyPlusUsers) },
    { label: _('admin.stats.assessmentUsers'), value: formatCount(stats.assessmentUsers) },
  ];
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        {_('admin.stats.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        {figures.map((f) => (
          <Card.Root key={f.label} size="sm" variant="outline">
            <Card.Body>
              <StatFigure {...f} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
