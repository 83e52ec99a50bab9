import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusBench, corpusTable } from '../../scripts/bench/corpus';
import { fieldChecks, isRight, type CorpusRecord } from '../../scripts/bench/corpus-score';

/**
 * Requests in the style of a voice assistant's transcripts (lower case, numbers in words, "p. m.", wake words),
 * written for this product by someone who had not read the engine, labelled with what was asked and the spans of
 * its date, time and event name, and scored as the corpus bench scores (scripts/bench/corpus.ts, same context).
 */
/** The first set (420) was used to find what to fix; the second (360) was measured once before any fix for it: 94.2% of
 * requests done right and 93.7% of filed fields right on that first run. */
const FILES = ['spoken-requests.data.json', 'spoken-requests-2.data.json'];
const GOAL = 0.9;

const load = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as CorpusRecord[];

describe.each(FILES)('spoken requests (%s)', (file) => {
  const records = load(file);

  it('holds at least 300 labelled requests of every kind', () => {
    expect(records.length).toBeGreaterThanOrEqual(300);
    expect(new Set(records.map((r) => r.intent))).toEqual(
      new Set(['calendar_set', 'calendar_query', 'calendar_remove', 'lists_createoradd', 'lists_query', 'lists_remove']),
    );
  });

  it(`does what was asked for at least ${GOAL * 100}% of them, with at least ${GOAL * 100}% of the filed fields right`, async () => {
    const result = await corpusBench({ file: join(import.meta.dirname, file), misses: 100 });
    expect(result.error).toBeUndefined();
    const right = result.overall.right / result.overall.count;
    const fields = result.fields.reduce((n, f) => n + f.passed, 0) / result.fields.reduce((n, f) => n + f.applicable, 0);
    if (right < GOAL) console.log(corpusTable(result));
    expect(right).toBeGreaterThanOrEqual(GOAL);
    expect(fields).toBeGreaterThanOrEqual(GOAL);
  });
});

describe('the scoring rules', () => {
  const record = (text: string, intent: string, slots: CorpusRecord['slots'] = []): CorpusRecord => ({ text, intent, slots });
  it('tell a right answer from a wrong one', () => {
    const add = record('dentist friday at ten am', 'calendar_set', [{ type: 'time', text: 'ten am' }]);
    expect(isRight(add, { tool: 'createEvent', input: {} })).toBe(true);
    expect(isRight(add, { tool: 'agenda', input: {} })).toBe(false);
    expect(isRight(add, { clarify: 'What time?' })).toBe(false);
    expect(isRight(record('notify me an hour before my meeting', 'calendar_set'), { tool: 'updateEvent', input: { changes: { reminderMinutes: 60 } } })).toBe(
      true,
    );
    expect(isRight(record('add the party', 'calendar_set'), { tool: 'updateEvent', input: { changes: { title: 'x' } } })).toBe(false);
    expect(isRight(record('add new item to list', 'lists_createoradd'), { clarify: 'What should I add?' })).toBe(true);
    expect(isRight(record('add eggs to the list', 'lists_createoradd'), { clarify: 'What should I add?' })).toBe(false);
    expect(isRight(record('delete that item from my list', 'lists_remove'), { clarify: 'What should I take off?' })).toBe(true);
    expect(isRight(record('delete eggs from my list', 'lists_remove'), { clarify: 'What should I take off?' })).toBe(false);
    const chores = { tool: 'tickListItems', input: { list: 'chores', items: ['laundry'], remove: true } };
    expect(isRight(record('remove laundry from my list of chores', 'clinc.todo_list_update'), chores)).toBe(true);
    expect(
      isRight(record('remove laundry from my list of chores', 'clinc.shopping_list_update'), { ...chores, input: { ...chores.input, list: 'packing' } }),
    ).toBe(true);
    expect(isRight(record('remove laundry from my packing list', 'clinc.todo_list_update'), { ...chores, input: { ...chores.input, list: 'packing' } })).toBe(
      false,
    );
    expect(fieldChecks(add, { title: 'Dentist ten am', time: null })).toEqual({
      'time set (request has a time)': false,
      'title free of the time words': false,
    });
  });
});
