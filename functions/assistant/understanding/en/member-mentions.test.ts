import { describe, expect, it } from 'vitest';
import { withMembersApostrophes } from './member-mentions';

describe("a member's name and an 's' without the apostrophe", () => {
  it('reads as the member\'s "\'s", only for whole words', () => {
    expect(withMembersApostrophes('mias home sick, leos too', ['Mia Okafor', 'Leo'])).toBe("mia's home sick, leo's too");
    expect(withMembersApostrophes('miasma and leotard', ['Mia Okafor', 'Leo'])).toBe('miasma and leotard');
  });

  it('leaves a name alone when it is another member’s name', () => {
    expect(withMembersApostrophes('james has footy', ['Jame', 'James Lee'])).toBe('james has footy');
  });
});
