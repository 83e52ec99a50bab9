import { describe, expect, it } from 'vitest';
import { arbitrate, type Reading } from './arbiter';
import { english } from './en/language';
import { messageOf } from './en/read-message';
import type { IntentClass } from './intent-classes';
import type { IntentGuess } from './intent-model';

const ctx = { timezone: 'Australia/Sydney', now: new Date('2026-03-04T03:00:00Z'), memberNames: ['Mia Okafor'] };
const guess = (ranked: Array<[IntentClass, number]>): IntentGuess => ({
  label: ranked[0][0],
  p: ranked[0][1],
  ranked: ranked.map(([label, p]) => ({ label, p })),
});
const cancel = (fromDate: string | null): Reading => ({
  row: 'cancelEvent',
  kind: 'event_remove',
  meant: { tool: 'cancelEvent', input: { target: { words: 'barbecue', fromDate, toDate: fromDate, time: null, member: null }, series: false } },
});

describe('the arbiter', () => {
  const lang = english(messageOf('get rid of the barbecue', ctx));
  const sureOfAList = guess([
    ['list_remove', 0.94],
    ['event_add', 0.05],
    ['event_remove', 0.01],
  ]);

  it('keeps a removal from a named day on the calendar, however sure the model is of a list', () => {
    expect(arbitrate([cancel('2026-03-08')], sureOfAList, lang, ctx.now)).toEqual(cancel('2026-03-08').meant);
  });

  it('asks which was meant when the removal names no day', () => {
    expect(arbitrate([cancel(null)], sureOfAList, lang, ctx.now)).toEqual(expect.objectContaining({ clarify: expect.stringMatching(/Reply 1 or 2/) }));
  });

  it("answers a question about something else with what it can do, not the day's calendar", () => {
    const agenda: Reading = {
      row: 'agenda',
      kind: 'event_query',
      meant: { tool: 'agenda', input: { fromDate: '2026-03-04', toDate: '2026-03-04', member: null } },
    };
    const offTopic = guess([
      ['other', 0.99],
      ['event_query', 0.005],
      ['list_query', 0.005],
    ]);
    expect(arbitrate([agenda], offTopic, lang, ctx.now)).toEqual({ tool: 'help', input: { reason: 'not-understood' } });
  });
});
