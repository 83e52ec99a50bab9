import type { AdminPayment } from '../api/admin-dashboard';
import { REVENUE_WINDOW_DAYS } from './admin-constants';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

export interface RevenueBin {
  /** Start of the bin, inclusive (ms). */
  start: number;
  /** End of the bin, exclusive (ms). */
  end: number;
  total: number;
  count: number;
}

export interface RevenueSeries {
  bins: RevenueBin[];
  total: number;
  count: number;
  windowStart: number;
  windowEnd: number;
}

/**
 * Payments of the last 90 days summed per week, the newest week ending now. 90 days make 12 full
 * weeks and a 6-day oldest bin. Payments outside the window are left out.
 */
export function weeklyRevenue(payments: readonly AdminPayment[], now: number = Date.now()): RevenueSeries {
  const windowEnd = now;
  const windowStart = now - REVENUE_WINDOW_DAYS * DAY_MS;
  const binCount = Math.ceil(REVENUE_WINDOW_DAYS / WEEK_DAYS);
  const bins: RevenueBin[] = Array.from({ length: binCount }, (_, i) => {
    const end = windowEnd - (binCount - 1 - i) * WEEK_DAYS * DAY_MS;
    return { start: Math.max(windowStart, end - WEEK_DAYS * DAY_MS), end, total: 0, count: 0 };
  });
  let total = 0;
  let count = 0;
  for (const p of payments) {
    const at = Number(p.created) * 1000;
    const amount = Number(p.amount);
    if (!Number.isFinite(at) || !Number.isFinite(amount) || at < windowStart || at > windowEnd) continue;
    const fromEnd = Math.floor((windowEnd - at) / (WEEK_DAYS * DAY_MS));
    const bin = bins[Math.max(0, binCount - 1 - fromEnd)];
    bin.total += amount;
    bin.count += 1;
    total += amount;
    count += 1;
  }
  // Sums of cents kept exact for display.
  for (const bin of bins) bin.total = Math.round(bin.total * 100) / 100;
  return { bins, total: Math.round(total * 100) / 100, count, windowStart, windowEnd };
}
