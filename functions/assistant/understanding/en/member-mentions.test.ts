import { describe, expect, it } from 'vitest';
import { withMembersApostrophes, withMembersNicknames, withoutKidsLeftOut } from './member-mentions';

describe("a member's name and an 's' without the apostrophe", () => {
  it('reads as the member\'s "\'s", only for whole words', () => {
    expect(withMembersApostrophes('mias home sick, leos too', ['Mia Okafor', 'Leo'])).toBe("mia's home sick, leo's too");
    expect(withMembersApostrophes('miasma and leotard', ['Mia Okafor', 'Leo'])).toBe('miasma and leotard');
  });

  it('leaves a name alone when it is another member’s name', () => {
    expect(withMembersApostrophes('james has footy', ['Jame', 'James Lee'])).toBe('james has footy');
  });
});

describe('a member named fondly, and the children left out', () => {
  it('reads "sammy" and "tommie" as the member, not a member\'s own name nor a longer word', () => {
    expect(withMembersNicknames('does sammy have anything sunday, and tommie?', ['Sam Okafor', 'Tom'])).toBe('does Sam have anything sunday, and Tom?');
    expect(withMembersNicknames('sammy and samuel', ['Sam', 'Sammy'])).toBe('sammy and samuel');
    expect(withMembersNicknames('buy tommyhilfiger socks', ['Tom'])).toBe('buy tommyhilfiger socks');
  });

  it('drops "not the kids" and "without the kids" said of who goes, and nothing else', () => {
    expect(withoutKidsLeftOut("i've got a mediation appt tues 10am, just me not the kids")).toBe("i've got a mediation appt tues 10am");
    expect(withoutKidsLeftOut('dinner sat 7pm without the kids.')).toBe('dinner sat 7pm.');
    expect(withoutKidsLeftOut('take the kids to the park')).toBe('take the kids to the park');
  });
});
