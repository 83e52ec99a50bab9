import { describe, expect, it } from 'vitest';
import { interpret } from '../engine';
import type { EngineContext } from '../message';

// "mon-fri next week" said on a Monday (or any day of the span) is the week after this one, not the days still ahead in it.
const on = (iso: string): EngineContext => ({ timezone: 'Australia/Sydney', now: new Date(iso), memberNames: ['Mia'], childNames: ['Mia'] });
const dates = (said: string, ctx: EngineContext) => {
  const read = interpret(said, ctx);
  return 'tool' in read ? [read, ...(read.then ?? [])].map((x) => ('input' in x ? (x.input as { date?: string }).date : null)) : [];
};
const MONDAY = on('2026-03-08T23:00:00Z'); // Monday 9 March 2026, 10:00 in Sydney
const WEDNESDAY = on('2026-03-03T23:00:00Z'); // Wednesday 4 March 2026, 10:00

describe('a span of weekdays said with next week', () => {
  it('is the days of the week after this one, said on a Monday', () => {
    expect(dates('holiday camp for mia mon-fri next week 9 to 3', MONDAY)).toEqual(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20']);
    expect(interpret("what's on mon-wed next week", MONDAY)).toMatchObject({ tool: 'agenda', input: { fromDate: '2026-03-16', toDate: '2026-03-18' } });
    // (a span whose end comes round again wraps into the week after)
    expect(interpret("what's on thu to tue next week", MONDAY)).toMatchObject({ tool: 'agenda', input: { fromDate: '2026-03-19', toDate: '2026-03-24' } });
  });

  it('is the same days said midweek, and "thursday next week" is still one day', () => {
    expect(dates('holiday camp mon to fri next week 9 to 3', WEDNESDAY)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    expect(interpret('dentist thursday next week at 10am', MONDAY)).toMatchObject({ tool: 'createEvent', input: { date: '2026-03-19', time: '10:00' } });
  });
});
