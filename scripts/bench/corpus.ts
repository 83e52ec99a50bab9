import { readFileSync } from 'node:fs';
import { round, table } from './report';
import { fieldChecks, gotOf, has, isRight, type CorpusRecord, type Got } from './corpus-score';
import { corpusFile, corpusPresent, MISSING_CORPUS } from '../corpus/files';
import { splitOf, type Split } from '../corpus/split';
import type { IntentModelFile } from '../../functions/assistant/understanding/intent-model';

/**
 * Does the built-in engine do what was asked? `interpret()` on every calendar and lists request of the
 * training split of a public corpus of spoken assistant requests (MASSIVE en-US, SLURP's text; CC BY 4.0, see
 * the README next to the data file). The data is not part of this repository: CORPUS_FILE points to a copy kept
 * beside it (ASSISTANT_CORPUS overrides the path); without it the bench says so and skips, one fixed context, and a
 * score per SLURP intent. A measurement, not a test: it never fails the run, whatever the score.
 *
 * What counts as done right: corpus-score.ts.
 */

export interface CorpusIntentRow {
  intent: string;
  count: number;
  right: number;
  /** The same, for each part of the fixed split (scripts/corpus/split.ts). */
  parts: Record<Split, { count: number; right: number }>;
  /** What the engine returned for this intent: tool name (or "clarify", "threw") → count. */
  got: Record<string, number>;
}
export interface CorpusFieldRow {
  check: string;
  applicable: number;
  passed: number;
}
export interface CorpusMiss {
  text: string;
  gold: string;
  got: string;
}
export interface CorpusResult {
  file: string;
  context: { timezone: string; now: string; memberNames: string[] };
  records: number;
  intents: CorpusIntentRow[];
  overall: { count: number; right: number };
  fields: CorpusFieldRow[];
  /** createEvent results of calendar_set requests, and those with every applicable field check right. */
  createEvents: { scored: number; allRight: number };
  /** calendar_set requests with a date slot and no time slot, and those answered with a question (the contract's rule; a miss here). */
  dayNoTime: { count: number; clarified: number };
  /** Up to `misses` wrong answers per intent, spread evenly over that intent's misses. */
  misses: Record<string, CorpusMiss[]>;
  error?: string;
}

/** Built by `npm run corpus:fetch` in a folder beside the checkout; ASSISTANT_CORPUS names another file. */
export const CORPUS_FILE = process.env.ASSISTANT_CORPUS ?? corpusFile('calendar-lists');
/** Wednesday 4 March 2026, 14:00 in New York (EST, before the March 8 change to EDT). */
export const CORPUS_CONTEXT = { timezone: 'America/New_York', now: new Date('2026-03-04T19:00:00Z'), memberNames: ['Mia', 'Sam'] };

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const describe = (got: Got) =>
  'tool' in got ? clip(`${got.tool} ${JSON.stringify(got.input)}`, 180) : 'clarify' in got ? clip(`clarify "${got.clarify}"`, 180) : got.error;
const gold = (r: CorpusRecord) => `${r.intent}${r.slots.length ? ` [${r.slots.map((s) => `${s.type}: ${s.text}`).join(', ')}]` : ''}`;

/** `count` items spread evenly over `items` (first, last and in between), so a sample is not just the head. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  if (count <= 1) return items.slice(0, count);
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]);
}

/** `corpus`: which built file to read (HWU64's calendar and list requests by default, or CLINC150's task requests). */
export async function corpusBench(
  opts: {
    file?: string;
    corpus?: 'calendar-lists' | 'tasks';
    misses?: number;
    log?: (line: string) => void;
    /** The model that reads a request (cross-fit.ts); the committed one when it gives none. */
    modelFor?: (text: string) => IntentModelFile | undefined;
  } = {},
): Promise<CorpusResult> {
  const corpus = opts.corpus ?? 'calendar-lists';
  const file = opts.file ?? (corpus === 'tasks' ? corpusFile('tasks') : CORPUS_FILE);
  const result: CorpusResult = {
    file,
    context: { ...CORPUS_CONTEXT, now: CORPUS_CONTEXT.now.toISOString() },
    records: 0,
    intents: [],
    overall: { count: 0, right: 0 },
    fields: [],
    createEvents: { scored: 0, allRight: 0 },
    dayNoTime: { count: 0, clarified: 0 },
    misses: {},
  };
  if (!opts.file && !(corpus === 'calendar-lists' && process.env.ASSISTANT_CORPUS) && !corpusPresent(corpus)) return { ...result, error: MISSING_CORPUS };
  try {
    // Imported here, not at the top: an engine that does not load is this section's error, not the whole run's.
    const { interpret } = await import('../../functions/assistant/understanding/engine');
    const { useIntentModel } = await import('../../functions/assistant/understanding/intent');
    const records = JSON.parse(readFileSync(file, 'utf8')) as CorpusRecord[];
    result.records = records.length;
    opts.log?.(`interpreting ${records.length} requests...`);
    const rows = new Map<string, CorpusIntentRow>();
    const allMisses = new Map<string, CorpusMiss[]>();
    const fields = new Map<string, CorpusFieldRow>();
    for (const r of records) {
      let got: Got;
      useIntentModel('en', opts.modelFor?.(r.text));
      try {
        got = gotOf(interpret(r.text, { ...CORPUS_CONTEXT, now: new Date(CORPUS_CONTEXT.now) }));
      } catch (error) {
        got = { error: `threw: ${error instanceof Error ? error.message : String(error)}` };
      } finally {
        useIntentModel('en');
      }
      const row = rows.get(r.intent) ?? {
        intent: r.intent,
        count: 0,
        right: 0,
        parts: { training: { count: 0, right: 0 }, validation: { count: 0, right: 0 } },
        got: {},
      };
      rows.set(r.intent, row);
      const part = row.parts[splitOf(r.text)];
      row.count++;
      part.count++;
      const kind = 'tool' in got ? got.tool : 'clarify' in got ? 'clarify' : 'threw';
      row.got[kind] = (row.got[kind] ?? 0) + 1;
      if (isRight(r, got)) {
        row.right++;
        part.right++;
      } else if (splitOf(r.text) === 'training')
        // Only training requests are ever shown: the validation part is read as a rate, never as failures.
        allMisses.set(r.intent, [...(allMisses.get(r.intent) ?? []), { text: r.text, gold: gold(r), got: describe(got) }]);
      if (r.intent === 'calendar_set' && has(r, 'date') && !has(r, 'time')) {
        result.dayNoTime.count++;
        if ('clarify' in got) result.dayNoTime.clarified++;
      }
      if (r.intent === 'calendar_set' && 'tool' in got && got.tool === 'createEvent') {
        const checks = fieldChecks(r, (got.input ?? {}) as Record<string, unknown>);
        result.createEvents.scored++;
        if (Object.values(checks).every(Boolean)) result.createEvents.allRight++;
        for (const [check, passed] of Object.entries(checks)) {
          const f = fields.get(check) ?? { check, applicable: 0, passed: 0 };
          fields.set(check, f);
          f.applicable++;
          if (passed) f.passed++;
        }
      }
    }
    result.intents = [...rows.values()].sort((a, b) => a.intent.localeCompare(b.intent));
    result.overall = { count: records.length, right: result.intents.reduce((n, r) => n + r.right, 0) };
    result.fields = [...fields.values()];
    for (const [intent, misses] of allMisses) if (opts.misses) result.misses[intent] = spread(misses, opts.misses);
  } catch (error) {
    result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  return result;
}

const pct = (part: number, whole: number) => (whole ? `${round((100 * part) / whole, 1)}%` : '-');

export function corpusTable(r: CorpusResult): string {
  if (r.error) return `Not measured: ${r.error}`;
  const gotCell = (got: Record<string, number>) =>
    Object.entries(got)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  const sum = (part: Split) =>
    r.intents.reduce((n, i) => ({ count: n.count + i.parts[part].count, right: n.right + i.parts[part].right }), { count: 0, right: 0 });
  const gap = (t: { count: number; right: number }, v: { count: number; right: number }) =>
    t.count && v.count ? `${round((100 * t.right) / t.count - (100 * v.right) / v.count, 1)}` : '-';
  const line = (name: string, all: { count: number; right: number }, t: { count: number; right: number }, v: { count: number; right: number }, got: string) => [
    name,
    all.count,
    pct(all.right, all.count),
    t.count,
    pct(t.right, t.count),
    v.count,
    pct(v.right, v.count),
    gap(t, v),
    got,
  ];
  const intents = table(
    ['intent', 'count', 'done right', 'training', 'training rate', 'validation', 'validation rate', 'gap (points)', 'engine returned'],
    [
      ...r.intents.map((i) => line(i.intent, i, i.parts.training, i.parts.validation, gotCell(i.got))),
      line('overall', r.overall, sum('training'), sum('validation'), ''),
    ],
    [0, 8],
  );
  const applicable = r.fields.reduce((n, f) => n + f.applicable, 0);
  const passed = r.fields.reduce((n, f) => n + f.passed, 0);
  const fields = table(
    ['field check (createEvent results of calendar_set)', 'applicable', 'passed', '%'],
    [
      ...r.fields.map((f) => [f.check, f.applicable, f.passed, pct(f.passed, f.applicable)]),
      ['field accuracy (all checks)', applicable, passed, pct(passed, applicable)],
      ['createEvent results with every check right', r.createEvents.scored, r.createEvents.allRight, pct(r.createEvents.allRight, r.createEvents.scored)],
    ],
  );
  const misses = Object.entries(r.misses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([intent, list]) =>
      [`### ${intent}: ${list.length} misses shown`, ...list.map((m) => `- text: ${m.text}\n  gold: ${m.gold}\n  got:  ${m.got}`)].join('\n'),
    )
    .join('\n\n');
  const note = `calendar_set requests with a date but no time slot: ${r.dayNoTime.count}; answered with a question (as the contract asks, a miss by the rule above): ${r.dayNoTime.clarified}.`;
  // Requests with no slots (CLINC150's) have no field checks: only the intent table and its misses.
  const slotted = r.createEvents.scored > 0 || r.dayNoTime.count > 0;
  return [intents, slotted && note, slotted && fields, misses].filter(Boolean).join('\n\n');
}
