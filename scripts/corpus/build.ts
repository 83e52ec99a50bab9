import type { Split } from './split';
import type { CorpusRecord } from '../bench/corpus-score';
import type { IntentClass } from '../../functions/assistant/understanding/intent-classes';

/** Source path (owner/repo/branch/path) → its text. */
export type SourceFiles = Record<string, string>;
/** One labelled row for the intent model. */
export interface IntentRow {
  text: string;
  label: IntentClass;
  source: string;
  /** The member names the row was written with (the public corpora's and the English phrasebooks' by default). */
  names?: string[];
  /** The row's part when its own set fixes it (the Arabic phrasebooks), else by its text (split.ts). */
  split?: Split;
}

const HWU = 'xliuhw/NLU-Evaluation-Data/master/CrossValidation/autoGeneFromRealAnno/autoGene_2018_03_22-13_01_25_169/CrossValidation/';
const SLURP_HELD_OUT = ['pswietojanski/slurp/master/dataset/slurp/devel.jsonl', 'pswietojanski/slurp/master/dataset/slurp/test.jsonl'];
const CLINC = 'clinc/oos-eval/master/data/data_full.json';

const HWU_CLASSES: Record<string, IntentClass> = {
  calendar_set: 'event_add',
  calendar_query: 'event_query',
  calendar_remove: 'event_remove',
  lists_createoradd: 'list_add',
  lists_query: 'list_query',
  lists_remove: 'list_remove',
};
/** HWU64 intents that are neither calendar nor lists, nor close to them (alarms and date questions are left out). */
const HWU_OTHER = /^(?:audio|cooking|email|general|iot|music|news|play|qa|recommendation|social|takeaway|transport|weather)_/;
const OTHER_PER_INTENT = 30;

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every utterance of SLURP's held-out partitions (MASSIVE's dev and test text comes from them). */
function heldOut(files: SourceFiles): Set<string> {
  const texts = new Set<string>();
  for (const path of SLURP_HELD_OUT)
    for (const line of files[path].split('\n')) if (line.trim()) texts.add(key((JSON.parse(line) as { sentence: string }).sentence));
  return texts;
}

/** A `;`-separated HWU64 row: answerid;scenario;intent;answer_annotation;answer_from_anno;answer_from_user. */
function hwuRows(text: string): Array<{ annotation: string; plain: string }> {
  const rows: Array<{ annotation: string; plain: string }> = [];
  for (const line of text.split('\n').slice(1)) {
    const cells = line.match(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)?.map((c) => c.replace(/;$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'));
    if (!cells || cells.length < 5 || !cells[4].trim()) continue;
    rows.push({ annotation: cells[3], plain: cells[4] });
  }
  return rows;
}

/** "remind me at [time : four am]" → its slots. */
const slotsOf = (annotation: string) => [...annotation.matchAll(/\[(\w+) : ([^\]]+)\]/g)].map((m) => ({ type: m[1], text: m[2].trim() }));

const hwuFiles = (files: SourceFiles, intent: string) => Object.keys(files).filter((p) => p.startsWith(HWU) && p.endsWith(`/trainset/${intent}.csv`));

/** The calendar and lists requests of HWU64's training folds with their slots, as the corpus bench reads them. */
export function buildCalendarLists(files: SourceFiles): CorpusRecord[] {
  const skip = heldOut(files);
  const seen = new Set<string>();
  const records: CorpusRecord[] = [];
  for (const intent of Object.keys(HWU_CLASSES))
    for (const path of hwuFiles(files, intent))
      for (const row of hwuRows(files[path])) {
        const k = key(row.plain);
        if (skip.has(k) || seen.has(k)) continue;
        seen.add(k);
        records.push({ text: row.plain.trim(), intent, slots: slotsOf(row.annotation) });
      }
  return records;
}

const REMOVE =
  /\b(?:remove|delete|take (?:\w+ )*?off|take away|cross (?:\w+ )*?off|cross out|erase|scratch|no longer|don'?t need|drop|clear|get rid|strike|mark (?:\w+ )*?(?:as )?(?:done|complete))/i;
const ADD = /\b(?:add|put|include|insert|append|create|make|need|buy|get|schedule|book|set)\b/i;
const CHANGE = /\b(?:change|move|reschedul\w*|postpone|push|shift|update (?:the|my) (?:time|date))\b/i;

/** A CLINC150 "…_update" request is an add, a removal or a change; one that mixes them is left out. */
function updateClass(text: string, kind: 'event' | 'list'): IntentClass | null {
  const removes = REMOVE.test(text);
  const adds = ADD.test(text.replace(REMOVE, ''));
  if (kind === 'event' && CHANGE.test(text)) return removes ? null : 'event_change';
  if (removes && adds) return null;
  if (removes) return kind === 'event' ? 'event_remove' : 'list_remove';
  return kind === 'event' ? 'event_add' : 'list_add';
}

const CLINC_CLASSES: Record<string, (text: string) => IntentClass | null> = {
  calendar: () => 'event_query',
  calendar_update: (t) => updateClass(t, 'event'),
  // CLINC150's meeting_schedule asks about meetings ("when is my meeting with dan"); schedule_meeting books one, or
  // asks whether a room is free or how booking works.
  meeting_schedule: () => 'event_query',
  schedule_meeting: (t) => (/\b(?:available|availability|free)\b/i.test(t) ? 'event_query' : /\bhow\b/i.test(t) ? 'other' : 'event_add'),
  reminder: () => 'reminder_query',
  reminder_update: () => 'reminder_add',
  shopping_list: () => 'list_query',
  shopping_list_update: (t) => updateClass(t, 'list'),
  todo_list: () => 'list_query',
  todo_list_update: (t) => updateClass(t, 'list'),
};
/** CLINC150 intents close enough to the product's that calling them "other" would teach the wrong thing. */
const CLINC_SKIP = new Set([
  'alarm',
  'timer',
  'date',
  'time',
  'timezone',
  'next_song',
  'ingredients_list',
  'update_playlist',
  'schedule_maintenance',
  'pto_request',
]);
const CLINC_OTHER_PER_INTENT = 12;

/** CLINC150's `train` requests of the ten intents the product serves, each under its own intent (`clinc.<intent>`), for the corpus bench. */
export function buildTaskRequests(files: SourceFiles): CorpusRecord[] {
  const clinc = JSON.parse(files[CLINC]) as { train: Array<[string, string]> };
  return clinc.train.filter(([, intent]) => intent in CLINC_CLASSES).map(([text, intent]) => ({ text, intent: `clinc.${intent}`, slots: [] }));
}

/** Labelled rows for the intent model from both training splits (HWU64's folds without SLURP's held-out text; CLINC150's train). */
export function buildIntentRows(files: SourceFiles): IntentRow[] {
  const rows: IntentRow[] = buildCalendarLists(files).map((r) => ({ text: r.text, label: HWU_CLASSES[r.intent], source: 'hwu64' }));
  const skip = heldOut(files);
  const firstFold = (p: string) => p.includes('/KFold_1/');
  for (const path of Object.keys(files).filter((p) => p.startsWith(HWU) && firstFold(p))) {
    const intent = path.slice(path.lastIndexOf('/') + 1, -4);
    if (!HWU_OTHER.test(intent)) continue;
    const texts = hwuRows(files[path])
      .map((r) => r.plain.trim())
      .filter((t) => !skip.has(key(t)));
    for (const text of texts.slice(0, OTHER_PER_INTENT)) rows.push({ text, label: 'other', source: 'hwu64' });
  }
  const clinc = JSON.parse(files[CLINC]) as { train: Array<[string, string]>; oos_train: Array<[string, string]> };
  const otherCount = new Map<string, number>();
  for (const [text, intent] of clinc.train) {
    const classify = CLINC_CLASSES[intent];
    if (classify) {
      const label = classify(text);
      if (label) rows.push({ text, label, source: 'clinc150' });
      continue;
    }
    if (CLINC_SKIP.has(intent) || (otherCount.get(intent) ?? 0) >= CLINC_OTHER_PER_INTENT) continue;
    otherCount.set(intent, (otherCount.get(intent) ?? 0) + 1);
    rows.push({ text, label: 'other', source: 'clinc150' });
  }
  for (const [text] of clinc.oos_train) rows.push({ text, label: 'other', source: 'clinc150' });
  return rows;
}
