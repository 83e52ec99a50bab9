import { Box, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { REVENUE_WINDOW_DAYS } from '../lib/admin-constants';
import { formatDay, formatUsd } from '../lib/format';
import type { RevenueSeries } from '../lib/revenue-chart';

const WIDTH = 640;
const HEIGHT = 160;
const GAP = 6;
const TOP = 8;

/** Lingui's `_` (from useLingui). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** What a screen reader hears in place of the bars. */
export function chartSummary(_: Translate, series: RevenueSeries): string {
  const days = REVENUE_WINDOW_DAYS;
  if (series.count === 0) return _('admin.chart.summaryEmpty', { days });
  const best = series.bins.reduce((a, b) => (b.total > a.total ? b : a));
  return _('admin.chart.summary', { days, total: formatUsd(series.total), count: series.count, best: formatUsd(best.total), start: formatDay(best.start) });
}

/** Weekly payment totals as plain SVG bars; the summary is the accessible name. */
export function RevenueChart({ series }: { series: RevenueSeries }) {
  const max = Math.max(0, ...series.bins.map((b) => b.total));
  const n = series.bins.length;
  const barWidth = (WIDTH - GAP * (n - 1)) / n;
  const { _ } = useLingui();
  return (
    <Box>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mb="1">
        <Text>{max > 0 ? _('admin.chart.highest', { amount: formatUsd(max) }) : _('admin.chart.noneYet')}</Text>
        <Text>{_('admin.chart.perWeek')}</Text>
      </Flex>
      <Box asChild color="teal.700" display="block" width="100%" height="40">
        <svg role="img" aria-label={chartSummary(_, series)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
          {series.bins.map((bin, i) => {
            const h = max > 0 && bin.total > 0 ? Math.max(2, (bin.total / max) * (HEIGHT - TOP)) : 0;
            return (
              <rect key={bin.start} x={i * (barWidth + GAP)} y={HEIGHT - h} width={barWidth} height={h} rx="2" fill="currentColor">
                <title>{_('admin.chart.week', { start: formatDay(bin.start), total: formatUsd(bin.total), count: bin.count })}</title>
              </rect>
            );
          })}
          <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="currentColor" strokeOpacity="0.5" vectorEffect="non-scaling-stroke" />
        </svg>
      </Box>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1">
        <Text>{formatDay(series.windowStart)}</Text>
        <Text>{formatDay(series.windowEnd)}</Text>
      </Flex>
    </Box>
  );
}
