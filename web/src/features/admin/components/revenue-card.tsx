import { Card, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId, useMemo } from 'react';
import type { AdminRevenue } from '../api/admin-dashboard';
import { REVENUE_WINDOW_DAYS } from '../lib/admin-constants';
import { formatDay, formatUsd, planLabel } from '../lib/format';
import { weeklyRevenue } from '../lib/revenue-chart';
import { scrollAreaProps, tableRecipe } from './admin-recipes';
import { HeaderRow } from './header-row';
import { StatFigure } from './admin-stats';
import { RevenueChart } from './revenue-chart';

const LATEST_SHOWN = 5;

/** Revenue (docs/decisions/0008): totals, MRR (annual plans as monthly), ARR = MRR x 12, and the last 90 days. */
export function RevenueCard({ revenue }: { revenue: AdminRevenue }) {
  const headingId = useId();
  const chartHeadingId = useId();
  const latestId = useId();
  const { _ } = useLingui();
  const payments = useMemo(() => revenue.recentPayments ?? [], [revenue.recentPayments]);
  const series = useMemo(() => weeklyRevenue(payments), [payments]);
  const latest = useMemo(() => [...payments].sort((a, b) => b.created - a.created).slice(0, LATEST_SHOWN), [payments]);
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {_('admin.revenue.heading')}
        </Heading>
      </Card.Header>
      <Card.Body gap="6">
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
          <StatFigure label={_('admin.revenue.total')} value={formatUsd(revenue.total)} />
          <StatFigure label={_('admin.revenue.subscriptions')} value={formatUsd(revenue.subscriptionRevenue)} />
          <StatFigure label={_('admin.revenue.mrr')} value={formatUsd(revenue.mrr)} help={_('admin.revenue.mrrHelp')} />
          <StatFigure label={_('admin.revenue.arr')} value={formatUsd(revenue.arr)} help={_('admin.revenue.arrHelp')} />
        </SimpleGrid>
        <Stack gap="2" aria-labelledby={chartHeadingId} role="group">
          <Heading as="h4" size="sm" id={chartHeadingId}>
            {_('admin.revenue.window', { days: REVENUE_WINDOW_DAYS })}
          </Heading>
          <RevenueChart series={series} />
          <Text fontSize="sm">
            {series.count === 0
              ? _('admin.revenue.none', { days: REVENUE_WINDOW_DAYS })
              : _('admin.revenue.sum', { total: formatUsd(series.total), count: series.count })}
          </Text>
        </Stack>
        {latest.length > 0 && (
          <Stack gap="2">
            <Heading as="h4" size="sm" id={latestId}>
              {_('admin.revenue.latest')}
            </Heading>
            <Table.ScrollArea {...scrollAreaProps}>
              <Table.Root recipe={tableRecipe} aria-labelledby={latestId}>
                <HeaderRow
                  columns={[
                    _('admin.column.date'),
                    _('admin.column.description'),
                    _('admin.column.plan'),
                    _('admin.column.customer'),
                    _('admin.column.amount'),
                  ]}
                  end={[_('admin.column.amount')]}
                />
                <Table.Body>
                  {latest.map((p) => (
                    <Table.Row key={p.id}>
                      <Table.Cell>{formatDay(p.created * 1000)}</Table.Cell>
                      <Table.Cell>{p.description || '—'}</Table.Cell>
                      <Table.Cell>{p.plan ? planLabel(_, p.plan) : '—'}</Table.Cell>
                      <Table.Cell>{p.customer || '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{formatUsd(p.amount)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
