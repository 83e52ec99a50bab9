import { describe, expect, it } from 'vitest';
import { addMonths, extraDays, formatTime, longDayName, monthGrid, monthTitle, todayIn } from './dates';
import { emptyEventValues, eventFormSchema, EVENT_MESSAGES, toEventBody } from './event-form';
import { colorForIndex, colorForMember, MEMBER_COLORS, NEUTRAL_COLOR } from './member-colors';
import { chosenFamily, peopleChoices, personNames } from './people';
import { canChange, isSubscribed, linkedFamily, peopleText, type CalendarOccurrence, type PeopleFamily } from '../api/calendar';

describe('calendar dates', () => {
  it("titles a month 'MMMM yyyy' and steps across years", () => {
    expect(monthTitle('2026-03')).toBe('March 2026');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('covers whole Sunday-to-Saturday weeks, 4 to 6 of them, always within the 62-day limit', () => {
    expect(monthGrid('2026-02')).toMatchObject({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(monthGrid('2026-02').days).toHaveLength(28);
    const august = monthGrid('2026-08');
    expect(august).toMatchObject({ fromDate: '2026-07-26', toDate: '2026-09-05' });
    expect(august.days).toHaveLength(42);
    expect(monthGrid('2024-03')).toMatchObject({ fromDate: '2024-02-25', toDate: '2024-04-06' });
  });

  it('names days and times for people', () => {
    expect(longDayName('2026-03-09')).toBe('Monday 9 March 2026');
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime(null)).toBe('');
  });

  it("finds today in the account's timezone", () => {
    const realNow = Date.now;
    Date.now = () => Date.parse('2026-03-09T23:30:00Z');
    try {
      expect(todayIn('UTC')).toBe('2026-03-09');
      expect(todayIn('Pacific/Auckland')).toBe('2026-03-10');
      expect(todayIn('America/New_York')).toBe('2026-03-09');
      expect(todayIn('Not/AZone')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      Date.now = realNow;
    }
  });

  it('counts the extra days an event runs past its start day', () => {
    expect(extraDays({ allDay: false, time: '09:00', duration: 60 })).toBe(0);
    expect(extraDays({ allDay: false, time: '23:00', duration: 120 })).toBe(1);
    expect(extraDays({ allDay: true, time: null, duration: 60 })).toBe(0);
    expect(extraDays({ allDay: true, time: null, duration: 2880 })).toBe(1);
  });
});

describe('family colours', () => {
  it('cycles 8 colour sets by member order; no member is neutral', () => {
    expect(MEMBER_COLORS).toHaveLength(8);
    expect(colorForIndex(8)).toBe(colorForIndex(0));
    expect(colorForIndex(9)).toBe(colorForIndex(1));
    const members = Array.from({ length: 10 }, (_, i) => ({ id: `m${i}` }));
    expect(colorForMember('m8', members)).toBe(MEMBER_COLORS[0]);
    expect(colorForMember(null, members)).toBe(NEUTRAL_COLOR);
    expect(colorForMember('gone', members)).toBe(NEUTRAL_COLOR);
    // Coloured text uses a dark shade on a light background.
    for (const c of MEMBER_COLORS) expect(c.fg).toMatch(/\.800$/);
  });
});

describe('event form', () => {
  const errorsOf = async (values: object) => {
    try {
      await eventFormSchema.validate(values, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as { errors: string[] }).errors;
    }
  };

  it("uses the server's messages", async () => {
    const values = { ...emptyEventValues('2026-03-09'), time: '' };
    expect(await errorsOf(values)).toEqual([EVENT_MESSAGES.title, EVENT_MESSAGES.time]);
    expect(await errorsOf({ ...values, title: 'Trip', allDay: true })).toEqual([]);
    expect(await errorsOf({ ...values, title: 'Trip', time: '9:30' })).toEqual(['Use a time like 09:30']);
    expect(await errorsOf({ ...values, title: 'Trip', allDay: true, duration: '0' })).toEqual(['Duration must be at least 1 minute']);
    expect(await errorsOf({ ...values, title: 'Trip', allDay: true, date: '2026-02-30' })).toEqual(['Use a real date like 2026-05-31']);
    expect(await errorsOf({ ...values, title: 'Trip', allDay: true, recurrence: 'weekly', recurrenceEnd: '2026-03-01' })).toEqual([
      EVENT_MESSAGES.recurrenceEnd,
    ]);
  });

  it('builds the body for each kind of save', () => {
    const values = {
      ...emptyEventValues('2026-03-09'),
      title: ' Swim ',
      recurrence: 'weekly' as const,
      recurrenceEnd: '2026-06-01',
      reminderMinutes: '30',
      location: '  ',
    };
    expect(toEventBody(values, 'new')).toEqual({
      title: 'Swim',
      date: '2026-03-09',
      time: '09:00',
      duration: 60,
      type: 'appointment',
      priority: 'medium',
      location: null,
      description: null,
      familyMemberId: null,
      memberIds: [],
      allDay: false,
      recurrence: 'weekly',
      recurrenceEnd: '2026-06-01',
      reminderMinutes: 30,
    });
    expect(toEventBody(values, 'occurrence')).not.toHaveProperty('recurrence');
    expect(toEventBody(values, 'series', '2026-03-09')).not.toHaveProperty('date');
    expect(toEventBody(values, 'series', '2026-03-02').date).toBe('2026-03-09');
    expect(toEventBody({ ...values, recurrence: 'none' }, 'new').recurrenceEnd).toBeNull();
    // Several people: all of them, and the first as the one member older servers know.
    expect(toEventBody({ ...values, memberIds: ['m2', 'm1'] }, 'new')).toMatchObject({ memberIds: ['m2', 'm1'], familyMemberId: 'm2' });
  });
});

describe('people of an event', () => {
  const adults = [
    { id: 'u1', name: 'Ann Lee', kind: 'adult' as const, isChild: false, isMe: true },
    { id: 'u2', name: 'Bob Park', kind: 'adult' as const, isChild: false, isMe: false },
  ];
  const own: PeopleFamily = {
    id: 'u1',
    name: 'Ann Lee',
    own: true,
    canEdit: true,
    color: '',
    people: [{ id: 'm1', name: 'Sam Lee', kind: 'member', isChild: true }, ...adults],
  };
  const linked: PeopleFamily = {
    id: 'u2',
    name: 'Bob Park',
    own: false,
    canEdit: true,
    color: '#7c3aed',
    people: [{ id: 'm9', name: 'Mia Park', kind: 'member', isChild: true }, ...adults],
  };
  const viewOnly: PeopleFamily = { ...linked, id: 'u3', name: 'Cy Ray', canEdit: false, people: [{ id: 'm8', name: 'Jo Ray', kind: 'member', isChild: true }] };

  it('offers the families the caller may change, the caller as Me; without the list, the own members', () => {
    const choices = peopleChoices([own, linked, viewOnly], [], { id: 'u1', name: 'Ann Lee' });
    expect(choices.map((f) => [f.id, f.own, f.label, f.people.map((p) => p.name)])).toEqual([
      ['u1', true, 'Your family', ['Sam Lee', 'Me', 'Bob Park']],
      ['u2', false, 'Bob Park’s family', ['Mia Park', 'Me', 'Bob Park']],
    ]);
    expect(choices[0]!.people.map((p) => p.adult)).toEqual([false, true, true]);
    // "Me" by the caller's id or, in the own family, name when the list does not mark it.
    const unmarked = { ...own, people: own.people.map(({ isMe: _, ...p }) => p) };
    expect(peopleChoices([unmarked], [], { id: 'zz', name: 'Ann Lee' })[0]!.people.map((p) => p.name)).toEqual(['Sam Lee', 'Me', 'Bob Park']);
    expect(peopleChoices(undefined, [{ id: 'm1', name: 'Sam Lee' }], null)).toEqual([
      { id: 'own', own: true, label: 'Your family', people: [{ id: 'm1', name: 'Sam Lee', adult: false }] },
    ]);
  });

  it("finds the family of the chosen members (adults go with any), and every person's name", () => {
    const choices = peopleChoices([own, linked], [], { id: 'u1', name: 'Ann Lee' });
    expect(chosenFamily(choices, [])).toBe('u1');
    expect(chosenFamily(choices, ['u1', 'm9'])).toBe('u2');
    expect(chosenFamily(choices, ['u2'])).toBe('u1');
    const names = personNames([own, linked, viewOnly], [{ id: 'm1', name: 'Sam Lee' }], { id: 'u1', name: 'Ann Lee' });
    expect(['m1', 'u1', 'u2', 'm9', 'm8'].map((id) => names.get(id))).toEqual(['Sam Lee', 'Me', 'Bob Park', 'Mia Park', 'Jo Ray']);
  });

  it("names the people, else those of its ids known; a linked family's view-only event is neither followed nor changeable", () => {
    const base = { id: 'e1', eventId: 'e1', familyMemberId: 'm1' } as CalendarOccurrence;
    const nameOf = (id: string) => ({ m1: 'Sam Lee', u1: 'Me' })[id] ?? null;
    expect(
      peopleText(
        {
          ...base,
          people: [
            { id: 'm1', name: 'Sam Lee' },
            { id: 'm2', name: 'Mia Lee' },
          ],
        },
        nameOf,
      ),
    ).toBe('Sam Lee, Mia Lee');
    expect(peopleText({ ...base, memberIds: ['m1', 'u1', 'gone'] }, nameOf)).toBe('Sam Lee, Me');
    expect(peopleText(base, nameOf)).toBe('Sam Lee');
    expect(peopleText({ ...base, familyMemberId: null }, nameOf)).toBeNull();
    const family = { id: 'u2', name: 'Bob Park', own: false, canEdit: false, color: '#16a34a' };
    const viewed = { ...base, readOnly: true, family };
    expect(isSubscribed(viewed)).toBe(false);
    expect(canChange(viewed)).toBe(false);
    expect(linkedFamily(viewed)).toBe(family);
    expect(canChange({ ...base, family: { ...family, canEdit: true } })).toBe(true);
    expect(canChange(base)).toBe(true);
    expect(linkedFamily({ ...base, family: { ...family, own: true } })).toBeNull();
  });
});
