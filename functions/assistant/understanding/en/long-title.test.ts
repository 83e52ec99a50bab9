import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../message';
import type { Interpretation } from '../types';
import { pickTitle, retitled, titleOptions } from './long-title';
import MODEL from './long-title-model.json';

const SYD: EngineContext = { timezone: 'Australia/Sydney', now: new Date('2026-03-04T03:00:00Z'), memberNames: ['Mia Okafor', 'Sam Okafor', 'Leo'] };
const SAID = "Sam's going to a sleepover at his cousin's on Friday. Dropping him at 5, picking up Saturday. Can you pop that in for him?";
const event = (title: string): Interpretation => ({ tool: 'createEvent', input: { title, date: '2026-03-06', time: '17:00', member: 'Sam Okafor' } });

describe('the title of a new event told over several sentences', () => {
  it('offers the reading’s own title first, then runs of up to three words that name no member, day, time or request', () => {
    const options = titleOptions(SAID, 'Dropping him, picking up', SYD, {});
    expect(options[0]).toMatchObject({ title: 'Dropping him, picking up', features: { current: 1 } });
    const titles = options.slice(1).map((o) => o.title.toLowerCase());
    expect(titles).toContain('sleepover');
    for (const t of titles) {
      expect(t.split(' ').length).toBeLessThanOrEqual(3);
      expect(t).not.toMatch(/\b(?:sam|friday|saturday|pop|can|you|him|5)\b/);
    }
  });

  it('keeps the reading’s own title on a tie and takes the best-scored option otherwise', () => {
    const options = titleOptions(SAID, 'Dropping him, picking up', SYD, { sleepover: 2, dropping: -1 });
    expect(pickTitle(options, {})).toBe(options[0]);
    expect(pickTitle(options, { max: 1 }).title).toBe('Sleepover');
    expect(retitled(SAID, event('Dropping him, picking up'), SYD, { weights: { max: 1 }, things: { sleepover: 2 } })).toMatchObject({
      input: { title: 'Sleepover', date: '2026-03-06', time: '17:00', member: 'Sam Okafor' },
    });
  });

  it('chooses the words a change or a cancel looks for with weights of their own, and never narrows a cancel of everything', () => {
    const said = "Ruby's mum messaged, Ruby has gastro so the sleepover on Friday is off. Can u delete it, also Mia's pretty sad.";
    const cancel = (words: string | null): Interpretation => ({
      tool: 'cancelEvent',
      input: { target: { words, fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false },
    });
    const model = { weights: { 'target:max': 1 }, things: { sleepover: 2 } };
    expect(retitled(said, cancel('also pretty sad'), SYD, model)).toMatchObject({ input: { target: { words: 'sleepover', fromDate: '2026-03-06' } } });
    // a title's weights do not move a cancel's words
    expect(retitled(said, cancel('also pretty sad'), SYD, { ...model, weights: { max: 1 } })).toMatchObject({
      input: { target: { words: 'also pretty sad' } },
    });
    const everything = cancel(null);
    expect(retitled(said, everything, SYD, model)).toBe(everything);
  });

  it('leaves any other reading as it is', () => {
    const question: Interpretation = { tool: 'agenda', input: { fromDate: '2026-03-06', toDate: '2026-03-06', member: null } };
    expect(retitled(SAID, question, SYD, { weights: { max: 1 }, things: { sleepover: 2 } })).toBe(question);
    const same = event('Sleepover');
    expect(retitled(SAID, same, SYD, { weights: {}, things: {} })).toBe(same);
  });

  it('has a weight for every feature an option is given (the committed model is not stale)', () => {
    const named = new Set(Object.keys(MODEL.weights));
    const given = titleOptions(SAID, 'Dropping him, picking up', SYD, MODEL.things).flatMap((o) => Object.keys(o.features));
    expect([...new Set(given)].filter((k) => !named.has(k))).toEqual([]);
    expect(Object.keys(MODEL.things).length).toBeGreaterThan(100);
  });
});
