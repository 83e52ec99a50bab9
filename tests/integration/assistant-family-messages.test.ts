import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { childMember } from '../helpers/family';
import { api, at, calendar, day, eventsOf, eventTitled, family, reminderOf, reply, shown, today, weekdayIn } from '../helpers/whatsapp-chat';

// Messages as parents write them (kids named after the event, a stay over several days, corrections, homework
// without the word), through the signed webhook and the real worker; the effect is read back through the API.

describe('family messages', () => {
  it('files an event both kids go to, a stay over several days, and moves them as corrected', async () => {
    const u = await family();
    await reply(u.number, `school disco ${weekdayIn(3)} 6 to 8 pm, mia & sam going`);
    const disco = await calendar(u, day(3), day(3));
    expect(disco.map((e) => [e.title, e.time, e.memberIds])).toEqual([['School disco', '18:00', [u.mia.id, u.sam.id]]]);
    expect((await eventTitled(u, 'School disco')).duration).toBe(120);

    await reply(u.number, `cousins staying with us ${weekdayIn(3)} to ${weekdayIn(5)}`);
    const stay = await eventTitled(u, 'Cousins staying with us');
    expect([stay.date, stay.allDay, stay.duration]).toEqual([day(3), true, 3 * 1440]);
    // A whole day later: an all-day event moves by its date.
    expect(await reply(u.number, 'push the cousins staying back a day')).toMatch(/Cousins staying with us/);
    expect((await eventTitled(u, 'Cousins staying with us')).date).toBe(day(4));

    await reply(u.number, `orthodontist for sam ${weekdayIn(4)} at 8am`);
    await reply(u.number, "sam's orthodontist is 8:30 not 8");
    expect((await calendar(u, day(4), day(4))).find((e) => e.title === 'Orthodontist')?.time).toBe('08:30');
    await reply(u.number, 'make the school disco 3 hours instead');
    expect((await eventTitled(u, 'School disco')).duration).toBe(180);
  });

  it('reads times as speech to text writes them, spans of dates, lengths in words, a push by an amount and a to-do said as done', async () => {
    const u = await family();
    await reply(u.number, `lunch with ben ${weekdayIn(3)} at 12 30`);
    expect((await eventTitled(u, 'Lunch with ben')).time).toBe('12:30');
    await reply(u.number, 'push back lunch with ben 30 mins');
    expect((await eventTitled(u, 'Lunch with ben')).time).toBe('13:00');

    await reply(u.number, `meeting with the lawyer ${weekdayIn(4)} at 11 for forty five minutes`);
    expect((await eventTitled(u, 'Meeting with the lawyer')).duration).toBe(45);

    const said = (n: number) => today().plus({ days: n }).toFormat('d LLLL').toLowerCase();
    await reply(u.number, `mia school camp ${said(10)} to ${said(12)}`);
    const camp = await eventTitled(u, 'School camp');
    expect([camp.date, camp.allDay, camp.duration, camp.memberIds]).toEqual([day(10), true, 3 * 1440, [u.mia.id]]);

    await reply(u.number, 'need to pay the school fees');
    await reply(u.number, 'paid the school fees');
    const todos = (await api.get('/api/todos', { token: u.token })).body as Array<{ task: string; isCompleted: boolean }>;
    expect(todos.map((t) => [t.task, t.isCompleted])).toEqual([['pay the school fees', true]]);
  });

  it('takes homework said without the word, and answers hours of a day as free or busy', async () => {
    const u = await family();
    await reply(u.number, `mia has a maths worksheet due ${weekdayIn(3)}`);
    const todos = (await api.get('/api/todos', { token: u.token })).body as Array<{ task: string; category: string; dueDate?: string }>;
    expect(todos.map((t) => [t.task, t.category, t.dueDate])).toEqual([['maths worksheet', 'homework', day(3)]]);

    await reply(u.number, `swimming for mia ${weekdayIn(3)} at 4pm`);
    expect(await reply(u.number, `is mia free ${weekdayIn(3)} after 3`)).toMatch(/Swimming/);
    expect(await reply(u.number, `r we busy ${weekdayIn(3)} between 10 and 12`)).not.toMatch(/Swimming/);
  });

  it('changes who an event is for, where it is and what it says, and undo takes each back', async () => {
    const u = await family();
    await reply(u.number, `dentist for mia ${weekdayIn(3)} at 10am`);
    expect(await reply(u.number, `add sam to the dentist on ${weekdayIn(3)}`)).toMatch(/Dentist \(Mia & Sam\)/);
    expect((await eventTitled(u, 'Dentist')).memberIds).toEqual([u.mia.id, u.sam.id]);
    await reply(u.number, 'undo');
    expect((await eventTitled(u, 'Dentist')).memberIds).toEqual([u.mia.id]);
    await reply(u.number, 'make mias dentist for sam instead');
    expect((await eventTitled(u, 'Dentist')).memberIds).toEqual([u.sam.id]);

    await reply(u.number, `footy training for sam ${weekdayIn(4)} at 5pm`);
    expect(await reply(u.number, 'sams footy training is at the other oval now')).toMatch(/at the other oval/);
    expect((await eventTitled(u, 'Footy training')).location).toBe('the other oval');
    await reply(u.number, 'move footy training to the indoor centre');
    expect((await eventTitled(u, 'Footy training')).location).toBe('the indoor centre');
    // A time of day is never a place, nor a new name.
    expect(await reply(u.number, 'move footy training to the afternoon')).toMatch(/When should I move/);
    expect((await eventTitled(u, 'Footy training')).title).toBe('Footy training');

    await reply(u.number, `school pick up ${weekdayIn(3)} at 3pm`);
    await reply(u.number, `put a note on the school pick up ${weekdayIn(3)} that grandpa is collecting`);
    await reply(u.number, 'note on school pick up: bring the booster seat');
    expect((await eventTitled(u, 'School pick up')).description).toBe('Grandpa is collecting\nBring the booster seat');
    // The chat shows the place and the notes where the event is asked about.
    expect(await reply(u.number, 'when is school pick up')).toMatch(/Note: Grandpa is collecting · Bring the booster seat/);
    expect(await reply(u.number, `whats on ${weekdayIn(3)}`)).toMatch(/School pick up\n {3}📝 Grandpa is collecting · Bring the booster seat/);
    expect(await reply(u.number, 'when is footy training')).toMatch(/ at the indoor centre/);
    // Someone who is not in the family is never added.
    expect(await reply(u.number, 'add zed to the school pick up')).not.toMatch(/Changed/);
    expect((await eventTitled(u, 'School pick up')).memberIds).toEqual([]);
  });

  it('takes a child off an event the others still go to, and asks before deleting one nobody is left going to', async () => {
    const u = await family();
    await reply(u.number, `dentist for mia and sam ${weekdayIn(3)} at 10am`);
    expect((await eventTitled(u, 'Dentist')).memberIds).toEqual([u.mia.id, u.sam.id]);
    expect(await reply(u.number, `take mia off the dentist on ${weekdayIn(3)}, it's just sam going`)).toMatch(/Dentist \(Sam\)/);
    expect((await eventTitled(u, 'Dentist')).memberIds).toEqual([u.sam.id]);
    // The last one going: the event itself would go, so only after YES.
    expect(await reply(u.number, `sam isn't going to the dentist on ${weekdayIn(3)}`)).toMatch(/Reply YES/i);
    expect((await eventTitled(u, 'Dentist')).memberIds).toEqual([u.sam.id]);
    await reply(u.number, 'YES');
    expect(await calendar(u, day(3), day(3))).toEqual([]);
  });

  it('renames a thing the news says it really is, and ends a series whose weekday is part of its name', async () => {
    const u = await family();
    await reply(u.number, `appointment for sam ${weekdayIn(3)} at 10am`);
    expect(await reply(u.number, `sam's appointment on ${weekdayIn(3)} is actually the optometrist not the GP`)).toMatch(/Optometrist/);
    expect((await eventTitled(u, 'Optometrist')).memberIds).toEqual([u.sam.id]);
    await reply(u.number, `swimming for mia every ${weekdayIn(2)} at 4pm`);
    const cancelled = await reply(u.number, `mia isn't doing ${weekdayIn(2)} swimming anymore`);
    if (/Reply YES/i.test(cancelled)) await reply(u.number, 'YES');
    // Not only the next one: none of the weeks after it have swimming either.
    expect((await calendar(u, day(0), day(30))).filter((e) => /swimming/i.test(String(e.title)))).toEqual([]);
    expect((await calendar(u, day(0), day(30))).map((e) => e.title)).toContain('Optometrist');
  });

  it('takes off only the reminder of an appointment reminded ahead, and deletes an event that is only a reminder', async () => {
    const u = await family();
    await reply(u.number, `dentist for sam ${weekdayIn(3)} at 10am, remind me 30 minutes before`);
    expect((await eventTitled(u, 'Dentist')).reminderMinutes).toBe(30);
    expect(await reply(u.number, 'cancel my reminder for the dentist')).toMatch(/No reminder for it now/);
    const dentist = await eventTitled(u, 'Dentist');
    expect(dentist.reminderMinutes).toBeNull();
    expect(await reminderOf(u, dentist.id)).toBeUndefined();
    await reply(u.number, 'undo');
    expect((await eventTitled(u, 'Dentist')).reminderMinutes).toBe(30);

    await reply(u.number, `remind me to call mum ${weekdayIn(2)} at 5pm`);
    expect((await calendar(u, day(2), day(2))).map((e) => e.title)).toContain('Call mum');
    await reply(u.number, 'cancel the reminder to call mum');
    expect((await calendar(u, day(2), day(2))).map((e) => e.title)).not.toContain('Call mum');
  });

  it('files days of one week said by name as one event on each, and a whole week as one', async () => {
    const u = await family();
    await reply(u.number, 'holiday camp for mia mon-fri next week 9 to 3');
    const monday = today().startOf('week').plus({ weeks: 1 });
    const iso = (n: number) => monday.plus({ days: n }).toISODate()!;
    const camp = (await calendar(u, day(0), iso(13))).filter((e) => e.title === 'Holiday camp');
    expect(camp.map((e) => [e.date, e.time, e.duration, e.recurrence, e.memberIds])).toEqual(
      [0, 1, 2, 3, 4].map((n) => [iso(n), '09:00', 360, 'none', [u.mia.id]]),
    );
    await reply(u.number, 'kids are at their dads all next week');
    const away = await eventTitled(u, 'Kids are at their dads');
    expect([away.date, away.allDay, away.duration]).toEqual([iso(0), true, 7 * 1440]);
  });

  it('files a fortnightly activity every other week in the calendar', async () => {
    const u = await family();
    expect(await reply(u.number, `speech for mia every other ${weekdayIn(2)} at 11am`)).toMatch(new RegExp(`every other ${weekdayIn(2)}`, 'i'));
    const dates = (await calendar(u, day(0), day(35))).filter((e) => e.title === 'Speech').map((e) => e.date);
    expect(dates).toEqual([day(2), day(16), day(30)]);
    expect((await eventTitled(u, 'Speech')).recurrence).toBe('fortnightly');
  });

  it('ends a series on the day said, or after the weeks said, and a daily one with its week', async () => {
    const u = await family();
    const said = (n: number) => today().plus({ days: n }).toFormat('d LLLL').toLowerCase();
    expect(await reply(u.number, `swimming for sam every ${weekdayIn(2)} at 4pm until ${said(16)}`)).toMatch(
      new RegExp(`every ${weekdayIn(2)} until ${shown(day(16))}`, 'i'),
    );
    expect((await eventTitled(u, 'Swimming')).recurrenceEnd).toBe(day(16));
    const swims = (await calendar(u, day(0), day(40))).filter((e) => e.title === 'Swimming').map((e) => e.date);
    expect(swims).toEqual([day(2), day(9), day(16)]);

    await reply(u.number, `tennis for mia every ${weekdayIn(3)} at 5pm for 2 weeks`);
    const tennis = (await calendar(u, day(0), day(40))).filter((e) => e.title === 'Tennis').map((e) => e.date);
    expect(tennis).toEqual([day(3), day(10)]);

    await reply(u.number, 'rehearsals for mia every day next week 3.30 to 5');
    const monday = today().startOf('week').plus({ weeks: 1 });
    const rehearsals = (await calendar(u, day(0), day(40))).filter((e) => e.title === 'Rehearsals');
    expect(rehearsals.map((e) => [e.date, e.time, e.duration])).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => [monday.plus({ days: n }).toISODate(), '15:30', 90]));
  });

  it('does one request on each of two days named together, and two days in a row without a time as one event', async () => {
    const u = await family();
    const said = (n: number) => today().plus({ days: n }).toFormat('d LLLL').toLowerCase();
    await reply(u.number, `violin for mia at 4pm on ${said(3)} and ${said(10)}`);
    const violin = () => calendar(u, day(0), day(20)).then((all) => all.filter((e) => e.title === 'Violin').map((e) => e.date));
    expect(await violin()).toEqual([day(3), day(10)]);
    await reply(u.number, `no violin on ${said(3)} or ${said(10)}`);
    expect(await violin()).toEqual([]);

    await reply(u.number, `naplan for mia ${said(5)} and ${said(6)}`);
    const naplan = await eventTitled(u, 'Naplan');
    expect([naplan.date, naplan.allDay, naplan.duration, naplan.memberIds]).toEqual([day(5), true, 2 * 1440, [u.mia.id]]);
  });

  it('gives an event a new end and keeps its start, and a stay new days', async () => {
    const u = await family();
    const said = (n: number) => today().plus({ days: n }).toFormat('d LLLL').toLowerCase();
    await reply(u.number, `sports day for sam ${said(4)} 9am to 12`);
    await reply(u.number, 'sports day will finish at 1 not 12');
    const sports = await eventTitled(u, 'Sports day');
    expect([sports.date, sports.time, sports.duration]).toEqual([day(4), '09:00', 240]);
    await reply(u.number, `birthday party for mia ${said(5)} at 4pm`);
    await reply(u.number, 'the birthday party now ends at 7');
    expect((await eventTitled(u, 'Birthday party')).duration).toBe(180);

    await reply(u.number, `school camp for mia ${said(10)} to ${said(12)}`);
    await reply(u.number, `mias school camp is now ${said(11)} to ${said(14)}`);
    const camp = await eventTitled(u, 'School camp');
    expect([camp.date, camp.allDay, camp.duration]).toEqual([day(11), true, 4 * 1440]);
  });

  it('makes an event longer or shorter by an amount, its start kept, and a late start a later one', async () => {
    const u = await family();
    const said = (n: number) => today().plus({ days: n }).toFormat('d LLLL').toLowerCase();
    await reply(u.number, `board meeting ${said(2)} 10am to 11am`);
    expect(await reply(u.number, 'the board meeting is running an extra half hour')).toMatch(/Board meeting/);
    const meeting = await eventTitled(u, 'Board meeting');
    expect([meeting.date, meeting.time, meeting.duration]).toEqual([day(2), '10:00', 90]);
    await reply(u.number, 'shorten the board meeting by 15 minutes');
    expect((await eventTitled(u, 'Board meeting')).duration).toBe(75);
    await reply(u.number, 'make the board meeting 10 mins longer');
    expect((await eventTitled(u, 'Board meeting')).duration).toBe(85);

    await reply(u.number, `piano for mia ${said(3)} at 4pm`);
    await reply(u.number, 'the piano is running 20 mins late');
    const piano = await eventTitled(u, 'Piano');
    expect([piano.date, piano.time, piano.duration]).toEqual([day(3), '16:20', 60]);
  });

  it('takes what the other sentences of a message tell: a length, a reminder, the last of a series, the children named', async () => {
    const u = await family();
    const said = (n: number) => today().plus({ days: n }).toFormat('d LLLL').toLowerCase();
    await reply(
      u.number,
      `Good news, Sam got a place in the junior swim squad! It's every ${weekdayIn(3)} at 5pm, starting ${said(3)}. Each session is only 45 minutes. The last one is ${said(24)}. Please remind me 30 minutes before. Can you add it for him?`,
    );
    const squad = (await eventsOf(u)).find((e) => /swim squad/i.test(String(e.title)));
    expect([squad?.date, squad?.time, squad?.duration, squad?.recurrence, squad?.recurrenceEnd, squad?.reminderMinutes, squad?.memberIds]).toEqual([
      day(3),
      '17:00',
      45,
      'weekly',
      day(24),
      30,
      [u.sam.id],
    ]);

    await reply(
      u.number,
      `Both Mia and Sam are running in the athletics carnival. It's on ${said(5)}, all day at the school oval. Add it for the pair of them please.`,
    );
    const carnival = (await calendar(u, day(5), day(5))).find((e) => /athletics carnival/i.test(String(e.title)));
    expect([carnival?.allDay, carnival?.memberIds]).toEqual([true, [u.mia.id, u.sam.id]]);

    await reply(u.number, `So the pest control guy is coming ${weekdayIn(2)} at 8am. Everyone has to be out for like 2 hours. Can you put it in the calendar?`);
    expect((await calendar(u, day(2), day(2))).find((e) => /pest control/i.test(String(e.title)))?.duration).toBe(120);
  });

  it("finds a child's event filed for nobody when the child is named", async () => {
    const u = await family();
    await reply(u.number, `choir ${weekdayIn(4)} at 3:30pm`);
    expect((await eventTitled(u, 'Choir')).memberIds).toEqual([]);
    await reply(u.number, `cancel mia's choir on ${weekdayIn(4)}`);
    expect((await calendar(u, day(4), day(4))).filter((e) => e.title === 'Choir')).toEqual([]);
    // Named for another child, it is not someone else's.
    await reply(u.number, `piano for sam ${weekdayIn(5)} at 4pm`);
    expect(await reply(u.number, `cancel mia's piano on ${weekdayIn(5)}`)).not.toMatch(/^(?:Cancelled|Deleted|Removed)/);
    expect((await calendar(u, day(5), day(5))).map((e) => e.title)).toEqual(['Piano']);
  });

  it('files a stay every other weekend as a weekend-long series', async () => {
    const u = await family();
    expect(await reply(u.number, 'kids at their dads every other weekend')).toMatch(/every other Saturday/);
    const stay = await eventTitled(u, 'Kids at their dads');
    expect([stay.recurrence, stay.allDay, stay.duration]).toEqual(['fortnightly', true, 2 * 1440]);
    const starts = (await calendar(u, day(0), day(30))).filter((e) => e.title === 'Kids at their dads').map((e) => String(e.date));
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(starts.slice(1).map((d, i) => DateTime.fromISO(d).diff(DateTime.fromISO(starts[i]), 'days').days)).toEqual(starts.slice(1).map(() => 14));
    expect(DateTime.fromISO(starts[0]).weekday).toBe(6);
  });

  it('files the thing told first when the request only points back, and takes it off again', async () => {
    const u = await family();
    const said = (n: number) => today().plus({ days: n }).toFormat('d LLLL').toLowerCase();
    await reply(
      u.number,
      `Good morning. On ${said(6)} Grandma is taking Sam to the ballet. It begins at two o'clock and lasts two and a half hours. Please add it for him. Thank you x`,
    );
    const ballet = await eventTitled(u, 'Ballet');
    expect([ballet.date, ballet.time, ballet.duration, ballet.memberIds]).toEqual([day(6), '14:00', 150, [u.sam.id]]);

    await reply(u.number, 'The theatre has called off the ballet because of a burst pipe. Please take it off the calendar.');
    expect((await calendar(u, day(6), day(6))).filter((e) => e.title === 'Ballet')).toEqual([]);

    await reply(u.number, "rsvp to ava's party by friday");
    const todos = (await api.get('/api/todos', { token: u.token })).body as Array<{ task: string }>;
    expect(todos.map((t) => t.task)).toEqual(["rsvp to ava's party by friday"]);
  });

  it('does a change or a cancel told over sentences when the request only points back at the thing', async () => {
    const u = await family();
    await reply(u.number, `sleepover at ruby's for mia ${weekdayIn(3)} at 6pm`);
    await reply(u.number, `basketball for sam ${weekdayIn(4)} at 4pm`);
    await reply(u.number, `parent teacher interview ${weekdayIn(5)} at 3pm`);

    await reply(u.number, `sam's basketball on ${weekdayIn(4)}, mia wants to come and the coach said she can join the warmup. can u add her to it?`);
    expect(((await eventTitled(u, 'Basketball')).memberIds as string[]).toSorted()).toEqual([u.mia.id, u.sam.id].toSorted());
    await reply(u.number, `the parent teacher interview on ${weekdayIn(5)} is going to run long, the teacher said 45 minutes. can u make it 45 min`);
    expect((await eventTitled(u, 'Parent teacher interview')).duration).toBe(45);
    // An afterthought naming another child is not whose the thing is.
    await reply(u.number, `hey so ruby's mum messaged, ruby has gastro so the sleepover on ${weekdayIn(3)} is off. can u delete it. also leo lost a tooth lol`);
    expect((await calendar(u, day(3), day(3))).map((e) => e.title)).toEqual([]);
  });

  it('asks the day of an event the message says is not known yet, and files it on the day answered', async () => {
    const u = await family();
    expect(await reply(u.number, "Sam has a party at the trampoline park at 11 but I can't remember which day. Can you add it?")).toMatch(
      /Which day is Party at the trampoline park\?/,
    );
    expect(await calendar(u, day(0), day(14))).toEqual([]);
    await reply(u.number, weekdayIn(3));
    const party = await eventTitled(u, 'Party at the trampoline park');
    expect([party.date, party.time, party.memberIds]).toEqual([day(3), '11:00', [u.sam.id]]);
  });

  it('asks the name of something not named yet and files it with the answer; a reason after a cancel is not its name', async () => {
    const u = await family();
    expect(await reply(u.number, `add sam's thing ${weekdayIn(4)} at 9am`)).toMatch(/What is the event called\?/);
    expect(await calendar(u, day(4), day(4))).toEqual([]);
    await reply(u.number, "it's called cricket trials");
    const trials = await eventTitled(u, 'Cricket trials');
    expect([trials.date, trials.time, trials.memberIds]).toEqual([day(4), '09:00', [u.sam.id]]);

    await reply(u.number, `take mia to the doctor ${weekdayIn(5)} at 11am`);
    const doctor = (await calendar(u, day(5), day(5))).find((e) => /doctor/i.test(String(e.title)));
    expect([doctor?.time, doctor?.memberIds]).toEqual(['11:00', [u.mia.id]]);

    await reply(u.number, `no cricket trials for sam ${weekdayIn(4)}, he's sick`);
    expect(await calendar(u, day(4), day(4))).toEqual([]);
  });

  it('asks what a reminder with only a time is about, and files it at that time with the answer', async () => {
    const u = await family();
    expect(await reply(u.number, `remind me ${weekdayIn(4)} at 4pm`)).toMatch(/What should I remind you about\?/);
    expect(await calendar(u, day(4), day(4))).toEqual([]);
    await reply(u.number, 'to call the plumber');
    const call = await eventTitled(u, 'Call the plumber');
    expect([call.date, call.time, call.reminderMinutes]).toEqual([day(4), '16:00', 0]);
  });

  it("files each member's own event told in turn on the day said first", async () => {
    const u = await family();
    await reply(u.number, `sam has a game at 8.30 ${weekdayIn(3)} at the oval, then mia has netball at 11`);
    const both = await calendar(u, day(3), day(3));
    expect(both.map((e) => [e.title, e.time, e.memberIds]).sort()).toEqual([
      ['Game at the oval', '08:30', [u.sam.id]],
      ['Netball', '11:00', [u.mia.id]],
    ]);
    // Asked for both by name: each one's day, in one reply
    const answer = await reply(u.number, `whats on for mia and sam ${weekdayIn(3)}`);
    expect(answer).toMatch(/Game at the oval/);
    expect(answer).toMatch(/Netball/);
  });

  it('does the request among news and asides in a message of several sentences, and nothing made of the news', async () => {
    const u = await family();
    await reply(u.number, `Lovely to see you all on the weekend. Could you add Sam's eye test on ${weekdayIn(3)} at 3:15? The optometrist moved to the mall.`);
    const test = await eventTitled(u, 'Eye test');
    expect([test.date, test.time, test.memberIds]).toEqual([day(3), '15:15', [u.sam.id]]);
    expect(await eventsOf(u)).toHaveLength(1);

    const answer = await reply(u.number, `Things are hectic at work this week. What's on for Sam on ${weekdayIn(3)}? Just his things please.`);
    expect(answer).toMatch(/Eye test/);
    // The news is nothing to look for.
    expect(answer).not.toMatch(/couldn't find|Shopping|list/i);
  });

  it('takes a name put in quotes, news a club passed on, news said as fact before "update it", and what a notice asks for', async () => {
    const u = await family();
    const on = (n: number) => today().plus({ days: n }).toFormat('cccc d LLLL');
    await reply(u.number, `I'm minding Mia and Sam on ${on(5)} from 10 till 4 while their parents are away, could you note that down as 'Nana minding'?`);
    const minding = await eventTitled(u, 'Nana minding');
    expect([minding.date, minding.time, minding.duration, (minding.memberIds as string[]).toSorted()]).toEqual([
      day(5),
      '10:00',
      360,
      [u.mia.id, u.sam.id].toSorted(),
    ]);

    await reply(u.number, `The swim club emailed: Sam's squad trials are ${on(6)} at 7:30am, about 2 hours. Please add.`);
    const trials = await eventTitled(u, 'Squad trials');
    expect([trials.date, trials.time, trials.duration, trials.memberIds]).toEqual([day(6), '07:30', 120, [u.sam.id]]);
    await reply(u.number, `Squad trials are at 8:30am on ${weekdayIn(6)}. Please update it.`);
    expect((await eventTitled(u, 'Squad trials')).time).toBe('08:30');

    await reply(u.number, 'Kindy sent home a note asking for sunscreen and a spare hat. Add both to shopping.');
    const items = ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Array<{ text: string }> }).items;
    expect(items.map((i) => i.text).toSorted()).toEqual(['spare hat', 'sunscreen']);
    expect(await eventsOf(u)).toHaveLength(2);
  });

  it('files a stay until a time on a later day, a note told in the next sentence, a change said as what it should be, and things listed without commas', async () => {
    const u = await family();
    await reply(u.number, `mia has a sleepover at ella's on ${weekdayIn(3)}, drop off 6pm and pick up ${weekdayIn(4)} 10am`);
    const sleepover = await eventTitled(u, "Sleepover at ella's");
    expect([sleepover.date, sleepover.time, sleepover.duration, sleepover.memberIds]).toEqual([day(3), '18:00', 16 * 60, [u.mia.id]]);

    await reply(u.number, `school concert for sam ${weekdayIn(5)} at 2pm`);
    await reply(u.number, "Could you put a quick note on Sam's school concert? He needs a white shirt. Thank you!");
    expect((await eventTitled(u, 'School concert')).description).toBe('He needs a white shirt');
    await reply(u.number, 'Might I ask you to alter the school concert so that it finishes at half past three?');
    expect([(await eventTitled(u, 'School concert')).time, (await eventTitled(u, 'School concert')).duration]).toEqual(['14:00', 90]);

    await reply(u.number, 'new list school');
    expect(await reply(u.number, 'add pencils glue sticks and a ruler to the school list')).toMatch(/pencils/i);
    const lists = (await api.get('/api/lists', { token: u.token })).body as { lists: Array<{ id: string; name: string }> };
    const school = lists.lists.find((l) => /school/i.test(l.name))!;
    const items = ((await api.get(`/api/lists/${school.id}/items`, { token: u.token })).body as { items: Array<{ text: string }> }).items;
    expect(items.map((i) => i.text).toSorted()).toEqual(['glue sticks', 'pencils', 'ruler']);
    expect(await eventsOf(u)).toHaveLength(2);
  });

  it('changes only the next time of a series said of this week only, and keeps the day news names for what is cancelled', async () => {
    const u = await family();
    await reply(u.number, `netball for sam every ${weekdayIn(2)} at 4pm`);
    await reply(u.number, 'netball is at 5 this week only');
    const netball = (await calendar(u, day(0), day(13))).filter((e) => e.title === 'Netball').map((e) => [e.date, e.time]);
    expect(netball).toEqual([
      [day(2), '17:00'],
      [day(9), '16:00'],
    ]);

    await reply(u.number, `art class for mia ${weekdayIn(1)} at 4pm`);
    await reply(u.number, `piano for mia ${weekdayIn(3)} at 4pm`);
    await reply(u.number, `swimming for sam ${weekdayIn(3)} at 5pm`);
    await reply(u.number, `mia is sick ${weekdayIn(3)}, cancel her stuff`);
    const left = (await calendar(u, day(1), day(3))).filter((e) => e.title !== 'Netball').map((e) => e.title);
    expect(left).toEqual(['Art class', 'Swimming']);
  });

  it('does both requests when one names two members, asks the day once for an event of two, and leaves "add for both" out of titles', async () => {
    const u = await family();
    await reply(u.number, 'new list beach');
    await reply(u.number, `add sunscreen and hats to the beach list, and put swimming for mia and sam in for ${weekdayIn(3)} at 4pm`);
    const lists = (await api.get('/api/lists', { token: u.token })).body as { lists: Array<{ id: string; name: string }> };
    const beach = lists.lists.find((l) => /beach/i.test(l.name))!;
    const items = ((await api.get(`/api/lists/${beach.id}/items`, { token: u.token })).body as { items: Array<{ text: string }> }).items;
    expect(items.map((i) => i.text).toSorted()).toEqual(['hats', 'sunscreen']);
    const swimming = await eventTitled(u, 'Swimming');
    expect([swimming.date, swimming.time, swimming.memberIds]).toEqual([day(3), '16:00', [u.mia.id, u.sam.id]]);

    expect(await reply(u.number, 'add piano for mia and sam')).toMatch(/When is Piano\?/);
    await reply(u.number, `${weekdayIn(4)} at 5pm`);
    const piano = await eventTitled(u, 'Piano');
    expect([piano.date, piano.time, piano.memberIds]).toEqual([day(4), '17:00', [u.mia.id, u.sam.id]]);

    await reply(u.number, `haircut for mia and sam ${weekdayIn(5)} at 10, add for both pls`);
    expect((await eventTitled(u, 'Haircut')).memberIds).toEqual([u.mia.id, u.sam.id]);
  });

  it('reads news of an event already filed as a change: "X\'s at 5 now", a new place with no "the", a note told with the news, who was meant', async () => {
    const u = await family();
    await reply(u.number, `swimming for mia ${weekdayIn(2)} at 4pm`);
    await reply(u.number, "swimming's at 5 now");
    await reply(u.number, 'the swimming is at Leichhardt pool now, not the school');
    const swimming = await eventTitled(u, 'Swimming');
    expect([swimming.date, swimming.time, swimming.location]).toEqual([day(2), '17:00', 'Leichhardt pool']);

    await reply(u.number, `cricket for sam ${weekdayIn(3)} at 8am`);
    await reply(u.number, `grandpa's picking Sam up from cricket on ${weekdayIn(3)}, can you note that on it`);
    expect((await eventTitled(u, 'Cricket')).description).toBe(`Grandpa is picking Sam up from cricket on ${weekdayIn(3)}`);

    await reply(u.number, `Sam has the dentist ${weekdayIn(4)} at 10 — sorry I meant Mia not Sam`);
    expect((await eventTitled(u, 'Dentist')).memberIds).toEqual([u.mia.id]);
    expect((await calendar(u, day(0), day(13))).map((e) => e.title).toSorted()).toEqual(['Cricket', 'Dentist', 'Swimming']);
  });

  it('takes off the shopping what the news says is not needed, and ticks what was bought', async () => {
    const u = await family();
    await reply(u.number, 'add GF bread, eggs, milk and bananas to the shopping list');
    await reply(u.number, "Mia's mate isn't gluten free after all, so the GF bread can come off the shopping list");
    await reply(u.number, "Nana brought round a dozen eggs, so we won't be needing eggs on the shopping list any more.");
    await reply(u.number, "I've bought the milk and the bananas, so you can tick those off the shopping list.");
    const items = ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Array<{ text: string; done: boolean }> })
      .items;
    expect(items.map((i) => [i.text, i.done]).toSorted()).toEqual([
      ['bananas', true],
      ['milk', true],
    ]);
  });

  it('reads a request among words said around it: "Is it?", "please update", "off to" a place for days, "can?"', async () => {
    const u = await family();
    await reply(u.number, `netball for sam ${weekdayIn(2)} at 4pm`);
    await reply(u.number, 'Is it? Netball is moving to the Bryanston courts, please update');
    expect((await eventTitled(u, 'Netball')).location).toBe('the Bryanston courts');

    await reply(u.number, `Me and herself are off to Galway ${weekdayIn(3)} to ${weekdayIn(5)}, put it in as all day`);
    const trip = await eventTitled(u, 'Me and herself are off to Galway');
    expect([trip.date, trip.allDay, trip.duration]).toEqual([day(3), true, 3 * 1440]);

    await reply(u.number, `Mia science tuition ${weekdayIn(4)} 9am, remind me 30 min before can?`);
    const tuition = await eventTitled(u, 'Science tuition');
    expect([tuition.date, tuition.time, tuition.memberIds]).toEqual([day(4), '09:00', [u.mia.id]]);
  });

  it('changes the event already filed when news of it reads as a new one, and adds one when the family has none of that name', async () => {
    const u = await family();
    await reply(u.number, `piano for mia ${weekdayIn(3)} at 4pm`);
    expect(await reply(u.number, `piano for mia on ${weekdayIn(3)} at 5 not 4`)).toMatch(/Piano/);
    const piano = (await eventsOf(u)).filter((e) => /piano/i.test(String(e.title)));
    expect(piano.map((e) => [e.title, e.date, e.time])).toEqual([['Piano', day(3), '17:00']]);

    await reply(u.number, `hockey for sam ${weekdayIn(4)} at 5pm`);
    await reply(u.number, `hockey for sam ${weekdayIn(5)} 5.30 instead, coach said`);
    const hockey = (await eventsOf(u)).filter((e) => /hockey/i.test(String(e.title)));
    expect(hockey.map((e) => [e.date, e.time, e.memberIds])).toEqual([[day(5), '17:30', [u.sam.id]]]);
    // Undo takes the change back, as for any change.
    await reply(u.number, 'undo');
    expect((await eventTitled(u, 'Hockey')).date).toBe(day(4));

    // Another child's piano is not Mia's: it is added beside hers.
    await reply(u.number, `piano for sam on ${weekdayIn(3)} at 6 not 5`);
    const pianos = (await calendar(u, day(3), day(3))).filter((e) => /piano/i.test(String(e.title)));
    expect(pianos.map((e) => [e.time, e.memberIds])).toEqual([
      ['17:00', [u.mia.id]],
      ['18:00', [u.sam.id]],
    ]);
  });

  it('reads a request the same with a greeting before it, "&" for "and", and kisses or thanks after it', async () => {
    const u = await family();
    await reply(u.number, `Hi Simplify, dentist for mia & sam ${weekdayIn(3)} at 3:30 x`);
    const dentist = await eventTitled(u, 'Dentist');
    expect([dentist.date, dentist.time, dentist.memberIds]).toEqual([day(3), '15:30', [u.mia.id, u.sam.id]]);
    await reply(u.number, `sorry to bother you, the dentist on ${weekdayIn(3)} is now at 4. Thank you!`);
    expect((await eventTitled(u, 'Dentist')).time).toBe('16:00');
    expect((await eventsOf(u)).filter((e) => e.title === 'Dentist')).toHaveLength(1);
    await reply(u.number, 'quick one - milk & eggs on the shopping list pls');
    const items = ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Array<{ text: string }> }).items;
    expect(items.map((i) => i.text).sort()).toEqual(['eggs', 'milk']);
  });
  it('does two changes to one event said in one message, a correction said first, and both list requests of one message', async () => {
    const u = await family();
    await reply(u.number, `piano for mia ${weekdayIn(3)} at 4pm`);
    expect(await reply(u.number, "move mia's piano to 5 and add sam to it")).toMatch(/Piano/);
    const piano = await eventTitled(u, 'Piano');
    expect([piano.date, piano.time, piano.memberIds]).toEqual([day(3), '17:00', [u.mia.id, u.sam.id]]);

    await reply(u.number, `sorry i meant ${weekdayIn(4)} not ${weekdayIn(3)} for the piano`);
    const moved = (await eventsOf(u)).filter((e) => /piano/i.test(String(e.title)));
    expect(moved.map((e) => [e.date, e.time])).toEqual([[day(4), '17:00']]);

    await reply(u.number, 'add chips and milk to the shopping list');
    await reply(u.number, 'remove the chips from the list, and add crackers');
    const items = ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Array<{ text: string }> }).items;
    expect(items.map((i) => i.text).sort()).toEqual(['crackers', 'milk']);
  });
  it("reads my son, the boys and the girls from the profiles' relationships, and leaves the boys alone without sons", async () => {
    const u = await family();
    const member = async (name: string, relationship: string) =>
      ((await api.post('/api/family-members', childMember({ name, relationship }), { token: u.token })).body as { id: string }).id;
    await reply(u.number, `golf with the boys ${weekdayIn(2)} at 8am`);
    expect((await eventTitled(u, 'Golf with the boys')).memberIds ?? []).toEqual([]);
    const leo = await member('Leo Okafor', 'son');
    await reply(u.number, `my son's swimming ${weekdayIn(2)} at 5pm`);
    expect((await eventTitled(u, 'Swimming')).memberIds).toEqual([leo]);
    const ben = await member('Ben Okafor', 'son');
    await reply(u.number, `haircuts for the boys ${weekdayIn(3)} at 11`);
    expect((await eventTitled(u, 'Haircuts')).memberIds).toEqual([leo, ben]);
    const zoe = await member('Zoe Okafor', 'daughter');
    await reply(u.number, `dance class for the girls ${weekdayIn(4)} at 4pm`);
    expect((await eventTitled(u, 'Dance class')).memberIds).toEqual([u.mia.id, zoe]);
  });

  it('does the clear request of two and asks the day of the other, whose answer files it; a bare cancel is the next time only', async () => {
    const u = await family();
    const asked = await reply(u.number, "could you please add Mia's haircut, and also add hairspray to the shopping list?");
    expect(asked).toMatch(/hairspray/);
    expect(asked).toMatch(/When is Haircut\?/);
    const items = ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Array<{ text: string }> }).items;
    expect(items.map((i) => i.text)).toEqual(['hairspray']);
    await reply(u.number, `${weekdayIn(3)} at 4pm`);
    const haircut = await eventTitled(u, 'Haircut');
    expect([haircut.date, haircut.time, haircut.memberIds]).toEqual([day(3), '16:00', [u.mia.id]]);

    await reply(u.number, `piano for sam every ${weekdayIn(2)} at 4pm`);
    const cancelled = await reply(u.number, 'cancel piano');
    if (/Reply YES/i.test(cancelled)) await reply(u.number, 'YES');
    const pianos = (await calendar(u, day(0), day(20))).filter((e) => e.title === 'Piano').map((e) => e.date);
    expect(pianos).toEqual([day(9), day(16)]);
  });

  it('changes how a series repeats and its last day, for the whole series; a one-off has no last day', async () => {
    const u = await family();
    await reply(u.number, `swimming for mia ${weekdayIn(2)} at 4pm`);
    expect(await reply(u.number, 'make swimming weekly')).toMatch(/Changed Swimming \(Mia\): now every \w+, 4:00 PM–5:00 PM\./);
    expect((await calendar(u, day(0), day(16))).filter((e) => e.title === 'Swimming').map((e) => e.date)).toEqual([day(2), day(9), day(16)]);
    // Its last day: no session after it, the earlier ones kept.
    const last = today().plus({ days: 9 });
    expect(await reply(u.number, `the last swimming is on ${last.toFormat('d LLLL')}`)).toMatch(/until/);
    expect((await eventTitled(u, 'Swimming')).recurrenceEnd).toBe(day(9));
    expect((await calendar(u, day(0), day(30))).filter((e) => e.title === 'Swimming').map((e) => e.date)).toEqual([day(2), day(9)]);
    // An end the calendar has no date for is asked, and the answer is the series' last day.
    expect(await reply(u.number, 'swimming stops at the end of term')).toMatch(/^Which day is the last swimming\?/);
    expect(await reply(u.number, last.minus({ days: 7 }).toFormat('d LLLL'))).toMatch(/until/);
    expect((await eventTitled(u, 'Swimming')).recurrenceEnd).toBe(day(2));
    await reply(u.number, 'undo');
    expect((await eventTitled(u, 'Swimming')).recurrenceEnd).toBe(day(9));
    await reply(u.number, 'swimming is fortnightly now');
    expect((await eventTitled(u, 'Swimming')).recurrence).toBe('fortnightly');
    await reply(u.number, 'undo');
    expect((await eventTitled(u, 'Swimming')).recurrence).toBe('weekly');

    await reply(u.number, `dentist for sam ${weekdayIn(3)} at 10am`);
    expect(await reply(u.number, 'no more dentist after december')).toMatch(/Dentist doesn't repeat/);
    expect((await eventTitled(u, 'Dentist')).recurrence).toBe('none');
  });

  it('reads a terse note that names the event first and the change after, and a reminder for an event already planned', async () => {
    const u = await family();
    await reply(u.number, `swim lesson for sam ${weekdayIn(3)} at 3pm`);
    await reply(u.number, `Sam swim lesson ${weekdayIn(3)} 3pm. Change 4pm.`);
    expect(await eventTitled(u, 'Swim lesson')).toMatchObject({ date: day(3), time: '16:00' });
    await reply(u.number, 'swim lesson sam runs another 30 minutes');
    expect((await eventTitled(u, 'Swim lesson')).duration).toBe(90);
    await reply(u.number, 'swim lesson sam rename. new name swim squad');
    const squad = await eventTitled(u, 'Swim squad');
    expect(squad).toMatchObject({ date: day(3), time: '16:00' });
    // Already on the calendar: the reminder goes on it, and nothing new is filed.
    await reply(u.number, `Swim squad ${weekdayIn(3)}, text me an hour before`);
    expect(await reminderOf(u, squad.id)).toMatchObject({ occurrence: day(3) });
    expect(await eventsOf(u)).toHaveLength(1);
    // Not on it yet: filed on the day said with the reminder, and its time asked.
    expect(await reply(u.number, `book fair ${weekdayIn(4)}, remind me 30 min before`)).toMatch(
      /^Added to your calendar: Book fair, on .*all day\. I’ll remind you 30 minutes before\.\nWhat time is it\?/,
    );
    expect(await eventTitled(u, 'Book fair')).toMatchObject({ date: day(4), allDay: true });
    expect(await eventsOf(u)).toHaveLength(2);
  });

  it('finds the event a long message names among its news or by its day and time, and asks before clearing a day', async () => {
    const u = await family();
    const add = async (title: string, date: string, time: string, memberId: string | null = null) =>
      expect(
        (
          await api.post(
            '/api/calendar/events',
            { title, date, time, allDay: false, duration: 60, recurrence: 'none', familyMemberId: memberId, memberIds: memberId ? [memberId] : [] },
            { token: u.token },
          )
        ).status,
      ).toBe(201);
    await add('Footy', day(3), '09:00', u.sam.id);
    await add('Piano', day(1), '15:00', u.mia.id);
    await add('Swimming', day(1), '17:00', u.sam.id);
    await add('Excursion', day(2), '10:00');
    await add('Dentist', day(2), '14:00');
    const titles = async () => (await eventsOf(u)).map((e) => e.title).sort();

    // The change is told inside news: the words read for the event ("long chat coach … footy") hold its title.
    await reply(
      u.number,
      `had a long chat with the coach after training, lovely bloke. ${weekdayIn(3)}'s footy is an away game so they want the boys there at 8 instead`,
    );
    expect(await eventTitled(u, 'Footy')).toMatchObject({ date: day(3), time: '08:00' });
    // A day and a time name the event, whatever else the words say.
    expect(await reply(u.number, "scrap tomorrow's 3pm, mia's not going")).toMatch(/^Deleted Piano \(Mia\)/);
    expect(await titles()).toEqual(['Dentist', 'Excursion', 'Footy', 'Swimming']);
    // A day said with nothing else is asked about, not emptied.
    expect(await reply(u.number, `cancel ${weekdayIn(2)}`)).toMatch(/^Which one do you mean\?\n1\. Excursion, .*\n2\. Dentist, /);
    expect(await titles()).toEqual(['Dentist', 'Excursion', 'Footy', 'Swimming']);
    await reply(u.number, '1');
    expect(await titles()).toEqual(['Dentist', 'Footy', 'Swimming']);
    // Four figures after a day of the month are its time, not a year.
    const date = DateTime.fromISO(day(5));
    await reply(u.number, `ortho for mia ${date.day}/${date.month} 1545`);
    expect(await eventTitled(u, 'Ortho')).toMatchObject({ date: day(5), time: '15:45', allDay: false });
  });

  it('offers a change to an event the calendar does not have as a new event that day, and adds it on YES', async () => {
    const u = await family();
    const offer = await reply(u.number, `the vet's been moved to ${weekdayIn(3)} at 8am`);
    expect(offer).toBe(`I couldn't find "Vet" in your calendar. Add it as a new event, ${at(day(3), '08:00')}? Reply YES to add it, or NO to leave it.`);
    expect(await eventsOf(u)).toHaveLength(0);
    expect(await reply(u.number, 'yes')).toMatch(/^Added to your calendar: Vet, on /);
    expect(await eventTitled(u, 'Vet')).toMatchObject({ date: day(3), time: '08:00', allDay: false });
    // Offered again and declined: nothing more is filed.
    await reply(u.number, `move the piano recital to ${weekdayIn(4)} at 6pm`);
    expect(await reply(u.number, 'no')).toBe('OK, I didn’t add anything.');
    expect(await eventsOf(u)).toHaveLength(1);
    // With no time said, YES adds it all day and asks its time; the answer sets it.
    expect(await reply(u.number, `move the school disco to ${weekdayIn(5)}`)).toMatch(
      /^I couldn't find "School disco" in your calendar\. Add it as a new event, .*, all day\?/,
    );
    expect(await reply(u.number, 'yes')).toMatch(/all day\.\nWhat time is it\?/);
    await reply(u.number, '6pm');
    expect(await eventTitled(u, 'School disco')).toMatchObject({ date: day(5), time: '18:00', allDay: false });
  });
});
