import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  HALF_AN_HOUR_AND_A_BIT,
  INTERNAL_ID,
  TZ,
  api,
  at,
  calendar,
  conversationState,
  day,
  dueAt,
  eventTitled,
  eventsOf,
  family,
  inNextWeek,
  itemsOf,
  reminderOf,
  reply,
  replyAt,
  say,
  shown,
  today,
  weekdayIn,
} from '../helpers/whatsapp-chat';

describe('the WhatsApp assistant in conversation', () => {
  it('moves an event by message: "move the dentist to 11am" keeps the day and names date, time and timezone', async () => {
    const u = await family();
    const tomorrow = day(1);
    expect(await reply(u.number, 'add dentist for Mia tomorrow at 10am')).toBe(
      `Added to your calendar: Dentist for Mia, on ${at(tomorrow, '10:00')}. It lasts 1 hour.`,
    );
    expect(await reply(u.number, 'move the dentist to 11am')).toBe(
      `Changed Dentist (Mia): now ${at(tomorrow, '11:00')}, 60 minutes. Send "undo" to take it back.`,
    );
    expect(await eventTitled(u, 'Dentist')).toMatchObject({ date: tomorrow, time: '11:00', duration: 60, allDay: false, familyMemberId: u.mia.id });
    const listed = (await calendar(u, tomorrow, tomorrow)).filter((e) => e.title === 'Dentist');
    expect(listed.map((e) => [e.date, e.time])).toEqual([[tomorrow, '11:00']]);
  });

  it('changes told as news move or cancel the event: "the dentist called and moved me to …", "book club\'s been canceled"', async () => {
    const u = await family();
    const [tomorrow, later] = [day(1), day(5)];
    await reply(u.number, 'add dentist tomorrow at 10am');
    await reply(u.number, `book club on ${DateTime.fromISO(later).toFormat('d LLLL')} at 7pm`);
    const movedTo = DateTime.fromISO(day(3)).day;
    const ordinal = `${movedTo}${[11, 12, 13].includes(movedTo) ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[movedTo % 10] ?? 'th')}`;
    expect(await reply(u.number, `the dentist called and moved me to the ${ordinal} at two thirty`)).toBe(
      `Changed Dentist: now ${at(day(3), '14:30')}, 60 minutes. Send "undo" to take it back.`,
    );
    expect(await eventTitled(u, 'Dentist')).toMatchObject({ date: day(3), time: '14:30' });
    expect(await reply(u.number, "book club's been canceled")).toMatch(/^Deleted Book club/);
    expect((await eventsOf(u)).map((e) => e.title)).toEqual(['Dentist']);
    expect((await calendar(u, tomorrow, later)).map((e) => e.title)).toEqual(['Dentist']);
  });

  it('asks which one when several match, "2" picks the second, and an unrelated message drops the question', async () => {
    const u = await family();
    const [d1, d2] = [day(1), day(2)];
    await reply(u.number, 'add dentist for Mia tomorrow at 10am');
    // Sam's is added in the web app: the assistant finds events wherever they were made.
    expect((await api.post('/api/calendar/events', { title: 'Dentist', date: d2, time: '09:00', familyMemberId: u.sam.id }, { token: u.token })).status).toBe(
      201,
    );

    const question = [
      'Which one do you mean?',
      `1. Dentist (Mia), ${at(d1, '10:00')}`,
      `2. Dentist (Sam), ${at(d2, '09:00')}`,
      '',
      'Reply with the number (1 to 2).',
    ].join('\n');
    expect(await reply(u.number, 'move the dentist to 3pm')).toBe(question);
    expect((await conversationState(u))?.pending).toMatchObject({ kind: 'assistant', ask: 'choice', tool: 'updateEvent' });
    expect(await reply(u.number, '2')).toBe(`Changed Dentist (Sam): now ${at(d2, '15:00')}, 60 minutes. Send "undo" to take it back.`);
    const times = async () => Object.fromEntries((await eventsOf(u)).map((e) => [String(e.familyMemberId), [e.date, e.time]]));
    expect(await times()).toEqual({ [u.mia.id]: [d1, '10:00'], [u.sam.id]: [d2, '15:00'] });
    // The answer used the question up.
    expect((await conversationState(u))?.pending).toBeUndefined();

    expect(await reply(u.number, 'move the dentist to 4pm')).toBe(question.replace('9:00 AM', '3:00 PM'));
    expect(await reply(u.number, "what's on tomorrow")).toMatch(/^Your calendar, Tomorrow \(.+\):\n• 10:00 AM Dentist \(Mia\)/);
    expect((await conversationState(u))?.pending).toBeUndefined();
    // "1" is no longer an answer: nothing moves.
    expect(await reply(u.number, '1')).not.toMatch(/^Changed/);
    expect(await times()).toEqual({ [u.mia.id]: [d1, '10:00'], [u.sam.id]: [d2, '15:00'] });
  });

  it('a repeating event picked from the numbered list is changed as a whole, as it is when only one matches', async () => {
    const u = await family();
    const [mias, sams] = [day(3), day(4)];
    await reply(u.number, `swimming for Mia every ${weekdayIn(3)} at 4:30pm`);
    await reply(u.number, `swimming for Sam every ${weekdayIn(4)} at 4:30pm`);
    expect(await reply(u.number, 'swimming is at 5 now')).toBe(
      [
        'Which one do you mean?',
        `1. Swimming (Mia), ${at(mias, '16:30')} ↻`,
        `2. Swimming (Sam), ${at(sams, '16:30')} ↻`,
        '',
        'Reply with the number (1 to 2).',
      ].join('\n'),
    );
    expect(await reply(u.number, '1')).toBe(
      `Changed Swimming (Mia): now every time from now on, ${at(mias, '17:00')}, 60 minutes. Send "undo" to take it back.`,
    );
    const series = await eventsOf(u);
    expect(series.map((e) => [e.familyMemberId, e.recurrence, e.date, e.time, e.exdates]).sort()).toEqual(
      [
        [u.mia.id, 'weekly', mias, '17:00', []],
        [u.sam.id, 'weekly', sams, '16:30', []],
      ].sort(),
    );
    const times = (await calendar(u, day(0), day(30))).filter((e) => e.familyMemberId === u.mia.id).map((e) => e.time);
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(new Set(times)).toEqual(new Set(['17:00']));
  });

  it('cancels one occurrence of a weekly series: that date goes on the series’ exdates and the series stays', async () => {
    const u = await family();
    const first = day(3);
    const skipped = inNextWeek(first);
    expect(await reply(u.number, `swimming every ${weekdayIn(3)} at 4:30pm`)).toBe(
      `Added to your calendar: Swimming, every ${DateTime.fromISO(first).toFormat('cccc')}, starting ${at(first, '16:30')}. It lasts 1 hour.`,
    );
    expect(await reply(u.number, 'no swimming next week')).toBe(
      `Deleted Swimming on ${at(skipped, '16:30')}.\nSend "undo" within 30 minutes to bring it back.`,
    );
    const series = await eventTitled(u, 'Swimming');
    expect(series).toMatchObject({ recurrence: 'weekly', date: first, time: '16:30', exdates: [skipped] });
    const dates = (await calendar(u, day(0), day(30))).filter((e) => e.title === 'Swimming').map((e) => e.date);
    const expected = [0, 1, 2, 3, 4].map((w) => DateTime.fromISO(first).plus({ weeks: w }).toISODate()!).filter((d) => d <= day(30) && d !== skipped);
    expect(dates).toEqual(expected);
  });

  it('cancelling a whole series asks first; "no" keeps it, and a later "yes" deletes it and its reminder', async () => {
    const u = await family();
    const first = day(3);
    await reply(u.number, `swimming every ${weekdayIn(3)} at 4:30pm, remind me 15 minutes before`);
    const series = await eventTitled(u, 'Swimming');
    expect(await reminderOf(u, series.id)).toMatchObject({ occurrence: first, dueAt: dueAt(first, '16:30', 15) });
    // Every weekly date from the first up to a year from today.
    const yearOn = today().plus({ years: 1 }).toISODate()!;
    let n = 0;
    for (let d = DateTime.fromISO(first); d.toISODate()! <= yearOn; d = d.plus({ weeks: 1 })) n++;
    const ask = `Delete all ${n} Swimming sessions in the next 12 months (the whole repeating event, from ${at(first, '16:30')})? Reply YES to delete, or NO to keep them.`;

    expect(await reply(u.number, 'stop swimming')).toBe(ask);
    expect(await eventsOf(u)).toHaveLength(1);
    expect(await reply(u.number, 'no')).toBe('OK, I didn’t delete anything.');
    expect(await eventTitled(u, 'Swimming')).toEqual(series);
    // The "no" used the question up: a "yes" now is not a confirmation.
    expect(await reply(u.number, 'yes')).not.toMatch(/^Deleted/);
    expect(await eventsOf(u)).toHaveLength(1);

    expect(await reply(u.number, 'stop swimming')).toBe(ask);
    expect(await reply(u.number, 'yes')).toBe(
      `Deleted Swimming, every occurrence (it started ${at(first, '16:30')}).\nSend "undo" within 30 minutes to bring it back.`,
    );
    expect(await eventsOf(u)).toEqual([]);
    expect(await reminderOf(u, series.id)).toBeUndefined();
    expect((await calendar(u, day(0), day(40))).filter((e) => e.title === 'Swimming')).toEqual([]);
  });
});

describe('undo by message', () => {
  it('after adding: the event is removed', async () => {
    const u = await family();
    const tomorrow = day(1);
    await reply(u.number, 'add dentist for Mia tomorrow at 10am');
    expect(await eventsOf(u)).toHaveLength(1);
    expect(await reply(u.number, 'undo')).toBe(`Undone: adding Dentist on ${at(tomorrow, '10:00')}.`);
    expect(await eventsOf(u)).toEqual([]);
    expect(await calendar(u, tomorrow, tomorrow)).toEqual([]);
  });

  it('weekly on two days is a series each, and one "undo" removes both', async () => {
    const u = await family();
    // Two weekdays from 3 and 4 days on: never today, so neither has passed.
    const [a, b] = [day(3), day(4)];
    const [dayA, dayB] = [weekdayIn(3), weekdayIn(4)];
    const said = await reply(u.number, `piano for Mia every ${dayB} and ${dayA} at 5pm`);
    const name = (d: string) => DateTime.fromISO(d).toFormat('cccc');
    expect(said).toBe(`Added to your calendar: Piano for Mia, every ${name(a)} and ${name(b)}, starting ${at(a, '17:00')}. It lasts 1 hour.`);
    const series = await eventsOf(u);
    expect(series.map((e) => [e.date, e.time, e.recurrence, e.familyMemberId]).sort()).toEqual([
      [a, '17:00', 'weekly', u.mia.id],
      [b, '17:00', 'weekly', u.mia.id],
    ]);
    const week = await calendar(u, a, DateTime.fromISO(a).plus({ days: 7 }).toISODate()!);
    expect(week.map((e) => e.date)).toEqual([a, b, DateTime.fromISO(a).plus({ days: 7 }).toISODate()]);
    expect(await reply(u.number, 'undo')).toBe(`Undone: adding Piano on ${at(a, '17:00')}.`);
    expect(await eventsOf(u)).toEqual([]);
  });

  it('after cancelling a series: it comes back with its exdates, reminder minutes, member and reminder', async () => {
    const u = await family();
    const first = day(3);
    const skipped = inNextWeek(first);
    await reply(u.number, `swimming for Mia every ${weekdayIn(3)} at 4:30pm, remind me 15 minutes before`);
    await reply(u.number, 'no swimming next week');
    const before = await eventTitled(u, 'Swimming');
    expect(before).toMatchObject({ exdates: [skipped], reminderMinutes: 15, familyMemberId: u.mia.id, recurrence: 'weekly' });
    const reminderBefore = await reminderOf(u, before.id);
    // The reminder is for the first date the series still has.
    const next = first === skipped ? DateTime.fromISO(first).plus({ weeks: 1 }).toISODate()! : first;
    expect(reminderBefore).toMatchObject({ occurrence: next, dueAt: dueAt(next, '16:30', 15) });

    expect(await reply(u.number, 'stop swimming')).toMatch(/^Delete all \d+ Swimming \(Mia\) sessions/);
    expect(await reply(u.number, 'yes')).toMatch(/^Deleted Swimming \(Mia\), every occurrence/);
    expect(await eventsOf(u)).toEqual([]);
    expect(await reminderOf(u, before.id)).toBeUndefined();

    expect(await reply(u.number, 'undo')).toBe(
      [
        `Undone: the deletion of Swimming (Mia), every occurrence (it started ${at(first, '16:30')}).`,
        'Now in your calendar:',
        `• Swimming, ${at(first, '16:30')}`,
      ].join('\n'),
    );
    const restored = await eventTitled(u, 'Swimming');
    expect(restored).toEqual({ ...before, updated_at: restored.updated_at });
    expect(await reminderOf(u, before.id)).toEqual(reminderBefore);
    const dates = (await calendar(u, day(0), day(30))).filter((e) => e.title === 'Swimming').map((e) => e.date);
    expect(dates).not.toContain(skipped);
    expect(dates).toContain(next);
  });

  it('after a move: the time goes back; a second "undo" has nothing to undo', async () => {
    const u = await family();
    const tomorrow = day(1);
    await reply(u.number, 'add dentist for Mia tomorrow at 10am');
    await reply(u.number, 'move the dentist to 11am');
    expect((await eventTitled(u, 'Dentist')).time).toBe('11:00');
    expect(await reply(u.number, 'undo')).toBe(
      ['Undone: the change to Dentist (Mia).', 'Now in your calendar:', `• Dentist, ${at(tomorrow, '10:00')}`].join('\n'),
    );
    expect(await eventTitled(u, 'Dentist')).toMatchObject({ date: tomorrow, time: '10:00', familyMemberId: u.mia.id });
    expect(await reply(u.number, 'undo')).toBe('There is nothing for me to undo.');
    expect(await eventTitled(u, 'Dentist')).toMatchObject({ date: tomorrow, time: '10:00' });
  });

  it('refuses when the event was changed in the web app since, and leaves the web’s change', async () => {
    const u = await family();
    const tomorrow = day(1);
    await reply(u.number, 'add dentist for Mia tomorrow at 10am');
    const added = await eventTitled(u, 'Dentist');
    const put = await api.put(`/api/calendar/events/${String(added.id)}`, { title: 'Dentist check-up', time: '09:30' }, { token: u.token });
    expect(put.status).toBe(200);
    expect(await reply(u.number, 'undo')).toBe(
      `I can't undo adding Dentist on ${at(tomorrow, '10:00')}: it was changed again since (in the app or by someone else), so I left it as it is.`,
    );
    expect(await eventTitled(u, 'Dentist check-up')).toMatchObject({ id: added.id, date: tomorrow, time: '09:30' });
  });

  it('refuses after 30 minutes', async () => {
    const u = await family();
    const tomorrow = day(1);
    await reply(u.number, 'add dentist for Mia tomorrow at 10am');
    const later = new Date(Date.now() + HALF_AN_HOUR_AND_A_BIT);
    expect(await replyAt(u.number, 'undo', later)).toBe(
      `It's more than 30 minutes since adding Dentist on ${at(tomorrow, '10:00')}, so I can't undo it by message. You can change it in the calendar in the app.`,
    );
    expect(await eventTitled(u, 'Dentist')).toMatchObject({ date: tomorrow, time: '10:00' });
  });
});

describe('follow-up questions', () => {
  it('a day without a time is added all day and asks the time; "6pm" sets it on the same event', async () => {
    const u = await family();
    const date = day(3);
    expect(await reply(u.number, `parents evening ${weekdayIn(3)}`)).toBe(
      `Added to your calendar: Parents evening, on ${shown(date)}, all day.\nWhat time is it? Reply with a time, e.g. "4pm", and I'll set it; or leave it as all day.`,
    );
    expect(await eventTitled(u, 'Parents evening')).toMatchObject({ date, allDay: true, time: null });
    expect(await reply(u.number, '6pm')).toBe(`Changed Parents evening: now ${at(date, '18:00')}, 60 minutes. Send "undo" to take it back.`);
    expect(await eventsOf(u)).toHaveLength(1);
    expect(await eventTitled(u, 'Parents evening')).toMatchObject({ date, allDay: false, time: '18:00', duration: 60 });
  });

  it('an all-day event with a reminder says when the reminder is until the time is given, then moves it with the time', async () => {
    const u = await family();
    const date = day(3);
    expect(await reply(u.number, `parents evening ${weekdayIn(3)}, remind me 1 hour before`)).toBe(
      `Added to your calendar: Parents evening, on ${shown(date)}, all day. I’ll remind you 1 hour before.\nWhat time is it? Reply with a time, e.g. "4pm", and I'll set it (the reminder is at 8:00 AM that day until then); or leave it as all day.`,
    );
    const evening = await eventTitled(u, 'Parents evening');
    // All day counts from 9:00 AM: an hour before is 8:00 AM, as the reply says.
    expect(await reminderOf(u, evening.id)).toMatchObject({ occurrence: date, dueAt: dueAt(date, '09:00', 60) });
    await reply(u.number, '6pm');
    expect(await reminderOf(u, evening.id)).toMatchObject({ occurrence: date, dueAt: dueAt(date, '18:00', 60) });
    expect(await reply(u.number, 'undo')).toBe(
      ['Undone: the change to Parents evening.', 'Now in your calendar:', `• Parents evening, ${shown(date)}, all day`].join('\n'),
    );
    expect(await eventTitled(u, 'Parents evening')).toMatchObject({ allDay: true, time: null, reminderMinutes: 60 });
    expect(await reminderOf(u, evening.id)).toMatchObject({ occurrence: date, dueAt: dueAt(date, '09:00', 60) });
  });

  it('"add football" asks when, and "tomorrow at 5" adds it', async () => {
    const u = await family();
    expect(await reply(u.number, 'add football')).toBe('When is Football? For example: "football tomorrow at 4pm".');
    expect(await eventsOf(u)).toEqual([]);
    expect(await reply(u.number, 'tomorrow at 5')).toBe(`Added to your calendar: Football, on ${at(day(1), '17:00')}. It lasts 1 hour.`);
    expect(await eventTitled(u, 'Football')).toMatchObject({ date: day(1), time: '17:00', allDay: false });
  });

  it('a question left more than 30 minutes is no longer answered', async () => {
    const u = await family();
    const date = day(3);
    await reply(u.number, `parents evening ${weekdayIn(3)}`);
    const late = await replyAt(u.number, '6pm', new Date(Date.now() + HALF_AN_HOUR_AND_A_BIT));
    expect(late).not.toMatch(/^Changed/);
    expect((await conversationState(u))?.pending).toBeUndefined();
    expect(await eventsOf(u)).toHaveLength(1);
    expect(await eventTitled(u, 'Parents evening')).toMatchObject({ date, allDay: true, time: null });
  });
});

describe('questions, reminders and clashes', () => {
  it('questions are answered and never create anything', async () => {
    const u = await family();
    const tomorrow = day(1);
    await reply(u.number, 'add dentist for Mia tomorrow at 10am');
    await reply(u.number, 'piano for Mia tomorrow at 3pm, remind me 30 minutes before');
    const events = await eventsOf(u);
    const todos = await itemsOf(u, 'todo');
    expect(events).toHaveLength(2);

    expect(await reply(u.number, 'is Mia free tomorrow afternoon')).toBe(
      [`Mia has this on ${shown(tomorrow)} from 12:00 PM to 5:00 PM:`, '• 3:00 PM–4:00 PM Piano (Mia)', `(${TZ} time)`].join('\n'),
    );
    // Asked the other way round, the same facts: the answer must not say "No" to "is Mia busy" when she is.
    expect(await reply(u.number, 'is Mia busy tomorrow afternoon')).toBe(
      [`Mia has this on ${shown(tomorrow)} from 12:00 PM to 5:00 PM:`, '• 3:00 PM–4:00 PM Piano (Mia)', `(${TZ} time)`].join('\n'),
    );
    expect(await reply(u.number, 'is Sam free tomorrow afternoon')).toBe(`Sam is free on ${shown(tomorrow)} from 12:00 PM to 5:00 PM (${TZ} time).`);
    expect(await reply(u.number, 'am i free at four pm')).toMatch(
      new RegExp(`^You are free on (${shown(day(0))}|${shown(tomorrow)}) from 4:00 PM to 5:00 PM \\(${TZ} time\\)\\.$`),
    );
    expect(await reply(u.number, 'when is the dentist')).toBe(`Dentist (Mia) is on ${at(tomorrow, '10:00')}.`);
    expect(await reply(u.number, 'what reminders did i set')).toBe(
      ['Your reminders (1):', `• Piano (Mia), ${at(tomorrow, '15:00')}: reminder 30 minutes before`].join('\n'),
    );

    expect(await eventsOf(u)).toEqual(events);
    expect(await itemsOf(u, 'todo')).toEqual(todos);
  });

  it('"remind me to take out the garbage at six pm" is an event with a reminder when it starts', async () => {
    const u = await family();
    // A time without a day is the next time it comes round on the account's clock.
    const now = DateTime.now().setZone(TZ);
    const date = now.toFormat('HH:mm') < '18:00' ? day(0) : day(1);
    expect(await reply(u.number, 'remind me to take out the garbage at six pm')).toBe(
      `Added to your calendar: Take out the garbage, on ${at(date, '18:00')}. It lasts 1 hour. I’ll remind you when it starts.`,
    );
    const garbage = await eventTitled(u, 'Take out the garbage');
    expect(garbage).toMatchObject({ date, time: '18:00', reminderMinutes: 0, recurrence: 'none' });
    expect(await reminderOf(u, garbage.id)).toMatchObject({ occurrence: date, dueAt: dueAt(date, '18:00', 0) });
  });

  it('adding an event over another of the same member notes the clash; someone else’s does not', async () => {
    const u = await family();
    await reply(u.number, 'add dentist for Mia tomorrow at 10am');
    await reply(u.number, 'add haircut for Sam tomorrow at 10:30am');
    expect(await reply(u.number, 'add piano for Mia tomorrow at 10:30am')).toBe(
      `Added to your calendar: Piano for Mia, on ${at(day(1), '10:30')}. It lasts 1 hour. Note: Mia also has Dentist 10:00 AM–11:00 AM.`,
    );
    expect(await eventsOf(u)).toHaveLength(3);
  });
});

describe('safety', () => {
  it('another account’s events are never found, and no reply shows an internal id or a fault', async () => {
    const them = await family();
    const us = await family();
    await reply(them.number, 'add violin lesson tomorrow at 3pm');
    const theirs = await eventTitled(them, 'Violin lesson');

    for (const message of ['cancel violin lesson', 'cancel the violin lesson tomorrow', 'move violin lesson to 5pm', 'when is the violin lesson'])
      expect(await reply(us.number, message)).toBe(
        `I couldn't find "violin lesson" in your calendar. Send "this week" to see what's on, or check the calendar in the app.`,
      );
    expect(await reply(us.number, 'undo')).toBe('There is nothing for me to undo.');
    expect(await eventTitled(them, 'Violin lesson')).toEqual(theirs);

    // Replies that name events (lists, questions, confirmations) carry no ids; the ids are of the shape checked.
    await reply(us.number, 'add dentist for Mia tomorrow at 10am');
    await reply(us.number, 'add dentist for Sam tomorrow at 2pm');
    await reply(us.number, `swimming every ${weekdayIn(3)} at 4:30pm`);
    for (const e of await eventsOf(us)) expect(String(e.id)).toMatch(INTERNAL_ID);
    const replies = [
      ...(await say(us.number, 'move the dentist to 3pm')),
      ...(await say(us.number, '7')),
      ...(await say(us.number, '1')),
      ...(await say(us.number, 'stop swimming')),
      ...(await say(us.number, 'yes')),
      ...(await say(us.number, 'undo')),
      ...(await say(us.number, 'this week')),
      ...(await say(us.number, 'what reminders did i set')),
      ...(await say(us.number, 'x'.repeat(5000))),
    ];
    expect(replies).toHaveLength(9);
    // Each step reached what it was meant to: the list, its out-of-range answer, the confirmation, the undo.
    expect(replies[0]).toMatch(/^Which one do you mean\?\n1\. Dentist \(Mia\)/);
    expect(replies[1]).toBe('Please reply with a number from 1 to 2.');
    expect(replies[2]).toMatch(/^Changed Dentist \(Mia\): now /);
    expect(replies[3]).toMatch(/^Delete all \d+ Swimming sessions/);
    expect(replies[4]).toMatch(/^Deleted Swimming, every occurrence/);
    expect(replies[5]).toMatch(/^Undone: the deletion of Swimming/);
    const ids = [...(await eventsOf(us)), ...(await eventsOf(them))].map((e) => String(e.id));
    for (const r of replies) for (const id of [...ids, us.user.id, them.user.id]) expect(r).not.toContain(id);
  });
});

describe('shared lists', () => {
  type Item = { text: string; done: boolean; aisle: string | null };
  const shopping = async (u: Awaited<ReturnType<typeof family>>) =>
    ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Item[] }).items;
  const open = async (u: Awaited<ReturnType<typeof family>>) =>
    (await shopping(u))
      .filter((i) => !i.done)
      .map((i) => i.text)
      .sort();

  it('adds several items to the Shopping list at once, never twice, reads it back by aisle, and undoes the add', async () => {
    const u = await family();
    expect(await reply(u.number, 'add milk, eggs and bread to the shopping list')).toBe('Added to Shopping: milk, eggs, bread.');
    expect(await open(u)).toEqual(['bread', 'eggs', 'milk']);
    expect(await reply(u.number, 'we need nappies and milk')).toBe('Added to Shopping: nappies. Already on Shopping: milk.');
    const list = await reply(u.number, "what's on the shopping list");
    expect(list).toMatch(/^Shopping \(4\):/);
    // Grouped by aisle, in the aisles' order.
    expect(list.indexOf('Dairy')).toBeGreaterThan(0);
    expect(list.indexOf('• milk')).toBeGreaterThan(list.indexOf('Dairy'));
    expect(list.indexOf('Bakery')).toBeGreaterThan(list.indexOf('Dairy'));
    expect(list.indexOf('• bread')).toBeGreaterThan(list.indexOf('Bakery'));
    expect(await reply(u.number, 'undo')).toMatch(/^Undone: adding nappies to Shopping/);
    expect(await open(u)).toEqual(['bread', 'eggs', 'milk']);
  });

  it('"got the milk" ticks it off and "remove eggs" takes it off, each undone by "undo"; the to-do commands stay the to-dos', async () => {
    const u = await family();
    await reply(u.number, 'add milk, eggs and bread to the shopping list');
    expect(await reply(u.number, 'got the milk')).toBe('Ticked off on Shopping: milk. 2 left.');
    expect((await shopping(u)).find((i) => i.text === 'milk')?.done).toBe(true);
    expect(await reply(u.number, 'undo')).toMatch(/^Undone: ticking off milk/);
    expect((await shopping(u)).find((i) => i.text === 'milk')?.done).toBe(false);
    expect(await reply(u.number, 'remove eggs')).toBe('Removed from Shopping: eggs. 2 left.');
    expect(await open(u)).toEqual(['bread', 'milk']);
    expect(await reply(u.number, 'todo call the plumber')).toMatch(/^Added to your list: call the plumber/);
    expect(await reply(u.number, 'my list')).toMatch(/^Your list \(1 open\):\n1\. call the plumber/);
    expect(await open(u)).toEqual(['bread', 'milk']);
  });

  it('"clear the shopping list" asks first: NO keeps it, YES clears it, and "undo" brings the items back', async () => {
    const u = await family();
    await reply(u.number, 'add milk and eggs to the shopping list');
    expect(await reply(u.number, 'clear the shopping list')).toBe('Clear Shopping? All 2 items will be removed. Reply YES to clear it, or NO to keep it.');
    expect(await reply(u.number, 'no')).toBe('OK, I left the list as it is.');
    expect(await open(u)).toEqual(['eggs', 'milk']);
    await reply(u.number, 'clear the shopping list');
    expect(await reply(u.number, 'yes')).toMatch(/^Cleared Shopping \(2 items\)/);
    expect(await open(u)).toEqual([]);
    expect(await reply(u.number, 'undo')).toMatch(/^Undone: clearing Shopping/);
    expect(await open(u)).toEqual(['eggs', 'milk']);
  });

  it('emoji and a request asked as a question read as plainly said: "can you add…? 🙏", "👎" keeps, "yes 👍" clears', async () => {
    const u = await family();
    expect(await reply(u.number, 'can you add milk and eggs to the shopping list? 🙏')).toMatch(/^Added to Shopping: /);
    expect(await open(u)).toEqual(['eggs', 'milk']);
    expect(await reply(u.number, 'could you clear the shopping list?')).toBe(
      'Clear Shopping? All 2 items will be removed. Reply YES to clear it, or NO to keep it.',
    );
    expect(await reply(u.number, '👎')).toBe('OK, I left the list as it is.');
    expect(await open(u)).toEqual(['eggs', 'milk']);
    await reply(u.number, 'clear the shopping list 😅');
    expect(await reply(u.number, 'yes 👍')).toMatch(/^Cleared Shopping \(2 items\)/);
    expect(await open(u)).toEqual([]);
  });

  it('makes a named list (also by answering "what should it be called?"), adds to it by name and names the lists', async () => {
    const u = await family();
    expect(await reply(u.number, 'new list for the holiday')).toMatch(/^Made a new list: Holiday\./);
    expect(await reply(u.number, 'put sun cream on the holiday list')).toBe('Added to Holiday: sun cream.');
    // No name: the list is made at once and the answer to "what should it be called?" names it.
    expect(await reply(u.number, 'create a new list')).toMatch(/^Made a new list: New list\. What should it be called\?/);
    expect(await reply(u.number, 'Camping')).toMatch(/^Renamed it Camping\./);
    const lists = await reply(u.number, 'what lists do i have');
    expect(lists).toMatch(/^Your lists \(3\):/);
    expect(lists).toContain('• Shopping: 0 open');
    expect(lists).toContain('• Holiday: 1 open');
    expect(lists).toContain('• Camping: 0 open');
    expect(await reply(u.number, "what's on the costco list")).toMatch(/^I couldn't find a list called "costco"/);
    // A new list said with its first items: made, and the items on it.
    const bach = await reply(u.number, 'new list for the bach: sunscreen, board games, chilly bin');
    expect(bach).toMatch(/^Made a new list: Bach\./);
    expect(bach).toContain('Added to Bach: sunscreen, board games, chilly bin.');
    expect(await reply(u.number, 'what lists do i have')).toContain('• Bach: 3 open');
  });
});
