import type { DbRow, DbResult } from './db-measure';
import { budget, table, type Budget } from './report';

/** The db section's judgement and printout: the round-trip budgets over the measured rows, and the table. */

export function dbBudgets(rows: DbRow[]): Budget[] {
  const failed = rows.filter((r) => r.flags.some((f) => f.startsWith('HTTP')));
  // The budget is for reads (GET): session + data, in sequential round trips (calls made in parallel share one).
  // Other routes above 2 are flagged in the table only; GET routes making more than 2 calls are named in the note.
  const gets = rows.filter((r) => r.route.startsWith('GET '));
  const over = gets.filter((r) => r.readRoundTrips > 2);
  const manyReads = gets.filter((r) => r.reads > 2);
  const scans = rows.filter((r) => r.ops.includes('Scan'));
  return [
    ...(failed.length
      ? [
          budget(
            'routes that answered an unexpected status (not measured properly)',
            failed.length,
            0,
            'routes',
            false,
            failed.map((r) => `${r.route} ${r.status}`).join(', '),
          ),
        ]
      : []),
    budget(
      'GET routes with more than 2 DynamoDB read round trips',
      over.length,
      0,
      'routes',
      over.length === 0,
      [
        over.length ? `over: ${over.map((r) => `${r.route.slice(4)} ${r.readRoundTrips}`).join(', ')}` : '',
        manyReads.length ? `more than 2 reads (in parallel): ${manyReads.map((r) => `${r.route.slice(4)} ${r.reads}`).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ') || undefined,
    ),
    budget('Scan in a request path (routes)', scans.length, 0, 'routes', scans.length === 0, scans.map((r) => r.route).join(', ') || undefined),
  ];
}

const compact = (ops: string[]) => {
  const out: string[] = [];
  for (const op of ops) {
    const last = out[out.length - 1];
    const m = last ? /^(\w+)(?: x(\d+))?$/.exec(last) : null;
    if (m && m[1] === op) out[out.length - 1] = `${op} x${Number(m[2] ?? 1) + 1}`;
    else out.push(op);
  }
  return out.join(', ');
};

export function dbTable(result: DbResult): string {
  return table(
    ['route', 'read trips', 'all trips', 'reads', 'writes', 'flag', 'operations (in order)'],
    result.rows.map((r) => [r.route, r.readRoundTrips, r.roundTrips, r.reads, r.writes, r.flags.join(' '), compact(r.ops)]),
    [0, 5, 6],
  );
}
