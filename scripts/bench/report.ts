import { cpus, loadavg, totalmem } from 'node:os';

/** Small helpers shared by the benchmark sections: statistics, a plain-text table, the machine line. */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const kb = (bytes: number) => round(bytes / 1024, 1);

/** Plain-text table: the first column (and any listed in `left`) left-aligned, numbers right-aligned. */
export function table(headers: string[], rows: Array<Array<string | number>>, left: number[] = [0]): string {
  const cells = [headers, ...rows.map((r) => r.map((c) => String(c)))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (left.includes(i) ? (c ?? '').padEnd(widths[i]) : (c ?? '').padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export interface Budget {
  name: string;
  value: number;
  limit: number;
  unit: string;
  pass: boolean;
  note?: string;
}

export const budget = (name: string, value: number, limit: number, unit: string, pass: boolean, note?: string): Budget => ({
  name,
  value: round(value, 2),
  limit,
  unit,
  pass,
  ...(note ? { note } : {}),
});

export function machine() {
  const cpu = cpus();
  return {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpu.length,
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    memoryGb: round(totalmem() / 1024 ** 3, 0),
  };
}

/** The 1-minute load average: other work on the machine (a test run, a build) skews every figure. */
export const load1 = () => round(loadavg()[0], 2);
