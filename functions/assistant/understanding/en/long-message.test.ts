import { describe, expect, it } from 'vitest';
import { interpret, readingsOf } from '../engine';
import type { EngineContext } from '../message';
import { pickReading, type Candidate } from './long-message';
import MODEL from './long-message-model.json';

const SYD: EngineContext = { timezone: 'Australia/Sydney', now: new Date('2026-03-04T03:00:00Z'), memberNames: ['Mia Okafor', 'Sam Okafor', 'Leo'] };
const reading = (tool: string): Candidate['reading'] => ({ tool: tool as 'agenda', input: {} });

describe('the reader of messages of several sentences', () => {
  it('leaves a message of one sentence to the rules', () => {
    expect(readingsOf('swimming for mia tomorrow at 4pm', SYD)).toBeNull();
    expect(readingsOf('', SYD)).toBeNull();
  });

  it('reads the whole message and runs of its sentences, one candidate per distinct reading', () => {
    const candidates = readingsOf("Sam's sick. Cancel his swimming tomorrow.", SYD)!;
    expect(candidates.filter((c) => c.features.whole === 1)).toHaveLength(1);
    const keys = candidates.map((c) => JSON.stringify(c.reading));
    expect(new Set(keys).size).toBe(keys.length);
    // The member told in the first sentence is offered to the request in the second.
    const merged = candidates.find((c) => c.features.merged === 1 && 'tool' in c.reading && c.reading.tool === 'cancelEvent');
    expect((merged?.reading as { input: { target: { member: string } } }).input.target.member).toBe('Sam Okafor');
  });

  it('picks the best-scored reading, and the whole message on a tie', () => {
    const whole: Candidate = { reading: reading('agenda'), features: { whole: 1, coverage: 1 } };
    const part: Candidate = { reading: reading('findEvent'), features: { whole: 0, coverage: 0.5, questionAnswered: 1 } };
    expect(pickReading([part, whole], { whole: 1 })).toBe(whole.reading);
    expect(pickReading([part, whole], { coverage: 2 })).toBe(whole.reading);
    expect(pickReading([whole, part], { whole: 1, questionAnswered: 2 })).toBe(part.reading);
    expect(pickReading([part, whole], { whole: 1, questionAnswered: 1 })).toBe(whole.reading);
  });

  it('has a weight for every feature a reading is given (the committed model is not stale)', () => {
    const named = new Set(Object.keys(MODEL.weights));
    const said = [
      "We had a lovely weekend, thanks for asking! Could you add Leo's speech therapy on Thursday at 10:45? The clinic has moved.",
      "Sam's sick. Cancel his swimming tomorrow.",
      "I'm minding the kids this weekend. What do they have on Saturday and Sunday? Thanks.",
    ];
    const features = new Set(said.flatMap((text) => readingsOf(text, SYD)!.flatMap((c) => Object.keys(c.features).filter((k) => !k.includes('|')))));
    for (const f of features) expect(named.has(f), f).toBe(true);
  });

  it('files the event asked for between news and an aside, not a change built from all of it', () => {
    expect(
      interpret(
        "We had a lovely weekend, thanks for asking! Could you add Leo's speech therapy on Thursday at 10:45? The clinic has moved to a new building.",
        SYD,
      ),
    ).toMatchObject({ tool: 'createEvent', input: { title: 'Speech therapy', date: '2026-03-05', time: '10:45', member: 'Leo' } });
  });

  it('reads a request that points back ("can you put it in for him?") as the thing another sentence told', () => {
    const candidates = readingsOf("Big news from school today. Sam's class is visiting the aquarium on Tuesday at 9:15. Can you put it in for him?", SYD)!;
    const referred = candidates.filter((c) => c.features.referred === 1).map((c) => c.reading);
    expect(referred).toContainEqual(
      expect.objectContaining({ tool: 'createEvent', input: expect.objectContaining({ date: '2026-03-10', time: '09:15', member: 'Sam Okafor' }) }),
    );
    // A request with a thing of its own to add is not one that points back.
    expect(readingsOf("Lovely day today. Can you add Leo's swimming on Friday at 4?", SYD)!.some((c) => c.features.referred === 1)).toBe(false);
  });
});
