import { describe, expect, it } from 'vitest';
import { fixLearntSpelling } from './learnt-spelling';

describe('slips read as the words requests use most', () => {
  it.each([
    ['chnage mias piano to 4:30', 'change mias piano to 4:30'],
    ['what homwork has mia got', 'what homework has mia got'],
    ['ok thnaks', 'ok thanks'],
    ['swimming is at 5 this week onyl', 'swimming is at 5 this week only'],
  ])('%s', (typed, meant) => expect(fixLearntSpelling(typed)).toBe(meant));

  it.each([
    // real words one slip from a frequent one, forms of a word, names
    'charge the ipad',
    'put the plate in the dishwasher',
    'meeting with Marco on friday',
    'scheduled it already',
  ])('keeps %s', (text) => expect(fixLearntSpelling(text)).toBe(text));

  it("keeps a member's name however it is typed", () => {
    expect(fixLearntSpelling('dinner with lulu', ['Lulu Okafor'])).toBe('dinner with lulu');
  });
});
