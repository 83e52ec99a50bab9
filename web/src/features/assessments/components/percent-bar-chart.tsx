import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLanguage } from '../../../i18n/language';

export interface ChartBar {
  key: string;
  label: string;
  /** 0-100. */
  percent: number;
  /** A fill with at least 3:1 contrast on white. */
  color: string;
}

const ROW = 44;
const LABEL_WIDTH = 150;
const BAR_WIDTH = 300;
const VALUE_WIDTH = 56;

function clamp(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * A horizontal bar chart in plain SVG. Screen readers get one image whose name lists every
 * percentage; the drawn labels are for sighted readers only. In Arabic the chart is drawn mirrored: labels
 * on the right, bars growing leftwards (SVG coordinates do not follow the page's direction).
 */
export function PercentBarChart({ title, bars }: { title: string; bars: readonly ChartBar[] }) {
  const { _ } = useLingui();
  const rtl = useLanguage() === 'ar';
  const values = bars.map((b) => _('assessments.chart.bar_same', { label: b.label, percent: clamp(b.percent) })).join(_('assessments.chart.separator'));
  const summary = _('assessments.chart.summary_same', { title, values });
  const height = bars.length * ROW;
  const width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH;
  /** The x of something `w` wide that starts at `x` in the left-to-right drawing. */
  const at = (x: number, w = 0) => (rtl ? width - x - w : x);
  return (
    <Box overflowX="auto">
      <svg
        role="img"
        aria-label={summary}
        direction={rtl ? 'rtl' : 'ltr'}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: `${width}px`, display: 'block' }}
      >
        {bars.map((bar, i) => {
          const y = i * ROW;
          const pct = clamp(bar.percent);
          const fill = (BAR_WIDTH * pct) / 100;
          return (
            <g key={bar.key} data-bar={bar.key}>
              <text x={at(LABEL_WIDTH - 10)} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize="14" fill="#1f2937">
                {bar.label}
              </text>
              <rect x={at(LABEL_WIDTH, BAR_WIDTH)} y={y + 10} width={BAR_WIDTH} height={ROW - 20} rx="4" fill="#f3f4f6" stroke="#9ca3af" strokeWidth="1" />
              <rect x={at(LABEL_WIDTH, fill)} y={y + 10} width={fill} height={ROW - 20} rx="4" fill={bar.color} data-fill="" />
              <text x={at(LABEL_WIDTH + BAR_WIDTH + 8)} y={y + ROW / 2} dominantBaseline="middle" fontSize="14" fontWeight="600" fill="#111827">
                {pct}%
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
