// TRAINING phrasebook, part 36: the end of Term 1 and the Easter holidays, March to mid April 2026 (Okafor household).
// Written by a helper session from the tool contract only (the zod input schemas and their .describe() texts in
// functions/assistant/tools/*.ts, and the harness in tests/assistant/phrasebook.ts); the engine, its tests and the
// other phrasebooks' messages were not read, and nothing was run on these rows. Every message was written fresh.
// Four voices: a terse parent (abbreviations and typos: "tmrw", "wk", "b4", "pls", "w/", "sat", "hols"), a parent who
// writes whole sentences (often news first, the request last), Nana (long, polite, signed-off messages) and the
// nanny, whose English is a second language ("Leo have...", "please you add").
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//   Good Friday 04-03 · Easter Sunday 04-05 · Easter Monday 04-06. Messages name the dates of term's end and the holidays.
//   A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Conventions:
//   - Expectations are partial: only what the message clearly determines; text slots hold key word(s) only.
//   - One named child -> member; two named children -> member (first named) + alsoMembers [the other].
//   - "both kids" (three children), "all three", "the kids", "the boys" (the system does not know who is a boy)
//     and the parents' or Nana's or the nanny's own appointments -> no member key is checked.
//   - A span of whole days -> allDay true, date = first day, durationMinutes = days × 1440.
//   - A daily camp (same hours on several days) -> date = first day, time = daily start, durationMinutes = one
//     day's length, recurrence 'daily', repeatUntil = last day.
//   - A weekly activity -> recurrence 'weekly' (first occurrence as date); "until"/"last one" -> repeatUntil.
//   - A day with no time -> date only (allDay not checked unless the message says all day); no day at all -> ask.
//   - A to-do "by <day>" with no homework framing -> addTodo or createEvent accepted, no input checked;
//     a child's schoolwork with a due day -> addHomework with dueDate.
//   - list null = the family's Shopping list.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  // one child
  p('mia dentist thurs 19th 3.15pm', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-19', time: '15:15' }),
  p(
    "Sam's class is doing their item at assembly on Friday the 13th. It starts at 9.30 and I'd love to be there, so could you pop it in the calendar for him?",
    'createEvent',
    {
      title: 'assembly',
      member: SAM,
      date: '2026-03-13',
      time: '09:30',
    },
  ),
  p('Leo daycare tell me they have photo day Tuesday 17 March. Please put in calendar for him', 'createEvent', {
    title: 'photo',
    member: LEO,
    date: '2026-03-17',
  }),
  p(
    'Good evening dear. I have arranged for Mia to have an extra ballet practice with Miss Helen on Saturday the 21st of March at half past ten. It should take about forty-five minutes. Could you please put it in the family calendar? With love, Nana',
    'createEvent',
    {
      title: 'ballet',
      member: MIA,
      date: '2026-03-21',
      time: '10:30',
      durationMinutes: 45,
    },
  ),
  p('leo swim lessons sat 8.30 starting 14 mar, wkly', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-14', time: '08:30', recurrence: 'weekly' }),
  p("Sam has been picked for the interschool chess day! It's on Wednesday 25 March and goes all day. Can you add it for him?", 'createEvent', {
    title: 'chess',
    member: SAM,
    date: '2026-03-25',
    allDay: true,
  }),
  p('haircut mia fri 4pm', 'createEvent', { title: 'haircut', member: MIA, date: '2026-03-06', time: '16:00' }),
  p("Sam have tooth doctor Monday 23 at 11 o'clock in morning, I take him. Please add and remind me one hour before", 'createEvent', {
    title: 'tooth',
    member: SAM,
    date: '2026-03-23',
    time: '11:00',
    reminderMinutes: 60,
  }),
  p(
    "Leo's daycare are having their Easter hat parade on Thursday 2 April at 10am, and he's already asked if he can wear bunny ears. Please add it for him.",
    'createEvent',
    {
      title: 'hat parade',
      member: LEO,
      date: '2026-04-02',
      time: '10:00',
    },
  ),
  p("The note finally came home: Mia's Year 5 camp is from Wednesday 18 to Friday 20 March. Could you block out those three days for her?", 'createEvent', {
    title: 'camp',
    member: MIA,
    date: '2026-03-18',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('sams bday party at zone bowling sun 22nd 1-3', 'createEvent', { title: 'party', member: SAM, date: '2026-03-22', time: '13:00', durationMinutes: 120 }),
  p(
    "Hello darling. Pop and I would love to have Leo to stay with us over the second weekend of the holidays, from Friday the 10th to Sunday the 12th of April. Would you put it down as 'Leo at Nana's' so nobody books him for anything else? Many thanks, Nana",
    'createEvent',
    {
      title: 'nana',
      member: LEO,
      date: '2026-04-10',
      allDay: true,
      durationMinutes: 4320,
    },
  ),
  p('mia tennis camp 7-9 april, 9am-3pm each day', 'createEvent', {
    title: 'tennis camp',
    member: MIA,
    date: '2026-04-07',
    time: '09:00',
    durationMinutes: 360,
    recurrence: 'daily',
    repeatUntil: '2026-04-09',
  }),
  p('From 12 March Leo go to daycare also on Thursday, every week, 8am until 5pm. Can you add please', 'createEvent', {
    title: 'daycare',
    member: LEO,
    date: '2026-03-12',
    time: '08:00',
    durationMinutes: 540,
    recurrence: 'weekly',
  }),
  p(
    'School has started a swimming block for Year 2. Sam goes every Tuesday at 11.30, from 10 March up to and including 31 March. Could you set that up as a weekly event?',
    'createEvent',
    {
      title: 'swim',
      member: SAM,
      date: '2026-03-10',
      time: '11:30',
      recurrence: 'weekly',
      repeatUntil: '2026-03-31',
    },
  ),
  p('mia drama club thurs 3.30 wkly til end of term (thu 2 apr)', 'createEvent', {
    title: 'drama',
    member: MIA,
    date: '2026-03-05',
    time: '15:30',
    recurrence: 'weekly',
    repeatUntil: '2026-04-02',
  }),
  p('orthodontist for mia tue 31 mar 8.45am, remind me a day b4', 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    date: '2026-03-31',
    time: '08:45',
    reminderMinutes: 1440,
  }),
  p("Mia's piano exam is Saturday 28 March at 11.20am. She gets nervous, so a reminder an hour before would help.", 'createEvent', {
    title: 'piano',
    member: MIA,
    date: '2026-03-28',
    time: '11:20',
    reminderMinutes: 60,
  }),
  p('Sam have party from his friend Sunday 15 March, 2 until 4pm at trampoline place', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-15',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('leo speech therapy every 2nd wed 9am starting 11 mar', 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-11',
    time: '09:00',
    recurrence: 'fortnightly',
  }),
  p(
    "Dear all, Mia will be singing with the children's choir at the Good Friday service on the 3rd of April, at nine o'clock in the morning. I would be grateful if you could add it so that everyone remembers to come and listen.",
    'createEvent',
    {
      title: 'choir',
      member: MIA,
      date: '2026-04-03',
      time: '09:00',
    },
  ),
  p('mia tennis sats 8am, last one 28/3', 'createEvent', {
    title: 'tennis',
    member: MIA,
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-28',
  }),
  p('The council is running an egg hunt in the park on Saturday 4 April at 10 and Leo would be over the moon. Put it in for him?', 'createEvent', {
    title: 'egg hunt',
    member: LEO,
    date: '2026-04-04',
    time: '10:00',
  }),
  p(
    "Sam's teacher only has ten-minute slots, so I've taken 5.40pm on Thursday 26 March for his parent-teacher interview. Please add it under Sam.",
    'createEvent',
    {
      title: 'interview',
      member: SAM,
      date: '2026-03-26',
      time: '17:40',
      durationMinutes: 10,
    },
  ),
  p('Leo has doctor at 11, please add', 'createEvent', { title: 'doctor', member: LEO, date: '2026-03-05', time: '11:00' }),
  p(
    "One more school thing: Sam's class excursion to the museum is on Thursday 12 March. He'll need a packed lunch, but for now just the excursion in the calendar please.",
    'createEvent',
    {
      title: 'excursion',
      member: SAM,
      date: '2026-03-12',
    },
  ),

  // two or all children
  p('Good news, the dentist can see Mia and Sam back to back on Thursday 26 March at 4pm, so please book it in for the two of them.', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-26',
    time: '16:00',
  }),
  p('both kids have school photos fri 27th', 'createEvent', { title: 'photo', date: '2026-03-27' }),
  p(
    'I am taking all three grandchildren to the Easter Show on Thursday the 9th of April. We shall set off at 9 in the morning and should be home by about four. Would you kindly put that in the calendar? Love, Nana',
    'createEvent',
    {
      title: 'easter show',
      date: '2026-04-09',
      time: '09:00',
    },
  ),
  p('Sam and Leo have haircut together Saturday 14 at 10am, please add for both', 'createEvent', {
    title: 'haircut',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-14',
    time: '10:00',
  }),
  p('the boys footy clinic tue 7 + wed 8 apr, 9-12 both days', 'createEvent', {
    title: 'footy',
    date: '2026-04-07',
    time: '09:00',
    durationMinutes: 180,
    recurrence: 'daily',
    repeatUntil: '2026-04-08',
  }),
  p('Mia and Sam are both running in the school cross country on Tuesday 24 March, 9am till 1pm. Could you add it for the pair of them?', 'createEvent', {
    title: 'cross country',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-24',
    time: '09:00',
    durationMinutes: 240,
  }),
  p('flu shots all 3 kids sat 28th 9.15', 'createEvent', { title: 'flu', date: '2026-03-28', time: '09:15' }),
  p(
    "I've booked Mia and Sam into the YMCA holiday program from Monday 13 to Thursday 16 April. Drop-off is 8.30 and pick-up 3.30 each day. Can you add it?",
    'createEvent',
    {
      title: 'ymca',
      member: MIA,
      alsoMembers: [SAM],
      date: '2026-04-13',
      time: '08:30',
      durationMinutes: 420,
      recurrence: 'daily',
      repeatUntil: '2026-04-16',
    },
  ),
  p(
    'Harmony Day at school is Friday 20 March and the kids have to wear something orange. Please add it, ideally with a heads-up the day before.',
    'createEvent',
    {
      title: 'harmony',
      date: '2026-03-20',
    },
  ),

  // for a parent (or Nana, or the nanny)
  p('my physio mon 9th 7.30am', 'createEvent', { title: 'physio', date: '2026-03-09', time: '07:30' }),
  p('Work has finally confirmed my conference in Melbourne, Monday 30 March to Wednesday 1 April. Could you block out those days?', 'createEvent', {
    title: 'conference',
    date: '2026-03-30',
    allDay: true,
    durationMinutes: 4320,
  }),
  p(
    "I have an eye appointment at the hospital on Tuesday the 17th of March at 2pm, which means I shan't be able to collect Sam from school that afternoon. Please put my appointment in the calendar so that everybody knows.",
    'createEvent',
    {
      title: 'eye',
      date: '2026-03-17',
      time: '14:00',
    },
  ),
  p('dinner w/ the nguyens sat 21st 7pm', 'createEvent', { title: 'dinner', date: '2026-03-21', time: '19:00' }),
  p('gym class tues n thurs 6am from next wk', 'createEvent', { title: 'gym', date: '2026-03-10', time: '06:00', recurrence: 'weekly', alsoWeekdays: [4] }),
  p('I start English class every Monday evening from 9 March, 6.30 to 8.30pm, so that time I cannot babysit. Please put in calendar', 'createEvent', {
    title: 'english',
    date: '2026-03-09',
    time: '18:30',
    durationMinutes: 120,
    recurrence: 'weekly',
  }),
  p('car service thu 19th 8am, reminder 2 hrs b4 pls', 'createEvent', { title: 'car service', date: '2026-03-19', time: '08:00', reminderMinutes: 120 }),
  p('pick up parcel frm post office 5.15', 'createEvent', { title: 'parcel', date: '2026-03-04', time: '17:15' }),

  // family, holidays and Easter
  p("We're starting a family movie night on Fridays at 6.30, beginning this Friday. Can you put it in as something that repeats every week?", 'createEvent', {
    title: 'movie',
    date: '2026-03-06',
    time: '18:30',
    recurrence: 'weekly',
  }),
  p(
    'Easter Sunday lunch will be at our house at half past twelve, the 5th of April. Please let everybody know by putting it in the calendar. Lots of love, Nana',
    'createEvent',
    {
      title: 'lunch',
      date: '2026-04-05',
      time: '12:30',
    },
  ),
  p('good fri fish n chips at the beach w/ the smiths 5pm', 'createEvent', { title: 'fish', date: '2026-04-03', time: '17:00' }),
  p(
    'School finishes for the term on Thursday 2 April, and the holidays then run from Friday 3 April to Sunday 19 April. Could you put the holidays in as one long block?',
    'createEvent',
    {
      title: 'holiday',
      date: '2026-04-03',
      allDay: true,
      durationMinutes: 24480,
    },
  ),
  p('camping at seal rocks sat 18 - sun 19 apr', 'createEvent', { title: 'camping', date: '2026-04-18', allDay: true, durationMinutes: 2880 }),
  p(
    "I am pleased to say Pop and I will be coming up to stay from Sunday the 29th of March until Thursday the 2nd of April. Perhaps you could put 'Nana's visit' across those days. Warmly, Nana",
    'createEvent',
    {
      title: 'visit',
      date: '2026-03-29',
      allDay: true,
      durationMinutes: 7200,
    },
  ),
  ask("Could you please pop Leo's four-year-old vaccinations in? The clinic only said it would be sometime after Easter."),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: move, shift, rename, length/end, member, location, note, reminder
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('push mia dentist back 30 min', 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { shiftMinutes: 30 } }),
  p("The school rang this morning. Sam's assembly item has been moved to Friday 20 March, same time. Could you change it?", 'updateEvent', {
    target: { words: 'assembly', member: SAM },
    changes: { date: '2026-03-20' },
  }),
  p("Leo swimming now start at 9 o'clock, not 8.30", 'updateEvent', { target: { words: 'swim', member: LEO }, changes: { time: '09:00' } }),
  p(
    "Would you be so kind as to change the name of 'Leo at Nana's' to 'Leo's holiday with Nana and Pop'? It sounds much more exciting for him.",
    'updateEvent',
    {
      target: { words: 'nana' },
      changes: { title: 'holiday with nana' },
    },
  ),
  p('rename movie night -> pizza n movie night', 'updateEvent', { target: { words: 'movie' }, changes: { title: 'pizza' } }),
  p("Miss Helen says Mia's extra ballet practice will need an hour and a half rather than forty-five minutes.", 'updateEvent', {
    target: { words: 'ballet', member: MIA },
    changes: { durationMinutes: 90 },
  }),
  p('cross country finishes 2pm now not 1', 'updateEvent', { target: { words: 'cross country' }, changes: { endTime: '14:00' } }),
  p('Sam party on Sunday 15 finish at 5pm now, not 4', 'updateEvent', {
    target: { words: 'party', member: SAM, date: '2026-03-15' },
    changes: { endTime: '17:00' },
  }),
  p("The garage can't do the 19th after all. Can we move the car service to Monday 23 March at 7.30am?", 'updateEvent', {
    target: { words: 'car service' },
    changes: { date: '2026-03-23', time: '07:30' },
  }),
  p('add a reminder 1 day b4 mias camp', 'updateEvent', { target: { words: 'camp', member: MIA }, changes: { reminderMinutes: 1440 } }),
  p("A small change for Easter Sunday: lunch will now begin at one o'clock instead of half past twelve, as your uncle's flight lands late.", 'updateEvent', {
    target: { words: 'lunch' },
    changes: { time: '13:00' },
  }),
  p('They can squeeze Leo in at the dentist on the 26th as well, so add him to that one please.', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-26' },
    changes: { addMembers: [LEO] },
  }),
  p('The haircut on Saturday is only for Leo now, Sam go with his father another day', 'updateEvent', {
    target: { words: 'haircut' },
    changes: { member: LEO },
  }),
  p('sams school swimming is at the aquatic centre now, not the school pool', 'updateEvent', {
    target: { words: 'swim', member: SAM },
    changes: { location: 'aquatic centre' },
  }),
  p("Please put a note on Mia's orthodontist appointment: bring the retainer case and the referral letter.", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { note: 'retainer' },
  }),
  p('physio on the 9th, 15 min earlier', 'updateEvent', { target: { words: 'physio', date: '2026-03-09' }, changes: { shiftMinutes: -15 } }),
  p("Mia's drama club on Thursday 12 March is running late for the dress rehearsal, it goes until 5pm that day.", 'updateEvent', {
    target: { words: 'drama', member: MIA, date: '2026-03-12' },
    changes: { endTime: '17:00' },
  }),
  p('Leo speech therapy on 25 March they move it to 26 March, same time', 'updateEvent', {
    target: { words: 'speech', member: LEO, date: '2026-03-25' },
    changes: { date: '2026-03-26' },
  }),
  p("I believe I called it the 'Easter Show', but it is properly the Royal Easter Show. Would you correct the name for me, please?", 'updateEvent', {
    target: { words: 'easter show' },
    changes: { title: 'royal easter show' },
  }),
  p("The clinic just texted that Dr Patel is running behind, so Leo's doctor appointment tomorrow is now at 11.45.", 'updateEvent', {
    target: { words: 'doctor', member: LEO, date: '2026-03-05' },
    changes: { time: '11:45' },
  }),
  p('My English class is now only one hour and half', 'updateEvent', { target: { words: 'english' }, changes: { durationMinutes: 90 } }),
  p("Mia's camp has been pushed back because of the bushfire warnings. It now starts on Wednesday 25 March instead, still three days.", 'updateEvent', {
    target: { words: 'camp', member: MIA },
    changes: { date: '2026-03-25' },
  }),
  p("Could you please set a reminder for Mia's choir a full day ahead? Her father is hopeless with these things, bless him.", 'updateEvent', {
    target: { words: 'choir', member: MIA },
    changes: { reminderMinutes: 1440 },
  }),
  p('bowling party now 2-4 not 1-3', 'updateEvent', { target: { words: 'party' }, changes: { time: '14:00' } }),
  p("They've trimmed the conference programme, so it's just the Monday and Tuesday now. Please shorten it to two days.", 'updateEvent', {
    target: { words: 'conference' },
    changes: { durationMinutes: 2880 },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: one occurrence, a range, a whole series, a day
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancel mias haircut fri', 'cancelEvent', { target: { words: 'haircut', member: MIA, fromDate: '2026-03-06' }, series: false }),
  p('Sadly the Nguyens have all come down with covid, so dinner on Saturday the 21st is off.', 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-21' },
    series: false,
  }),
  p('No swimming for Leo on 4 April because of Easter, please delete only that one', 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-04-04' },
    series: false,
  }),
  p("I'm afraid the hospital has cancelled my eye appointment and will write with a new date. Please take it out of the calendar for now.", 'cancelEvent', {
    target: { words: 'eye' },
  }),
  p('no more movie nights, delete the lot', 'cancelEvent', { target: { words: 'movie' }, series: true }),
  p("Leo's speech therapist says he's doing brilliantly and doesn't need to keep going. Please remove all of his sessions.", 'cancelEvent', {
    target: { words: 'speech', member: LEO },
    series: true,
  }),
  p('clear everything on good friday', 'cancelEvent', { target: { words: null, fromDate: '2026-04-03' } }),
  p('Sam no school swimming next week, teacher say the pool is closed. Cancel please', 'cancelEvent', {
    target: { words: 'swim', member: SAM, fromDate: '2026-03-09', toDate: '2026-03-15' },
    series: false,
  }),
  p("The YMCA emailed to say Thursday 16 April's session won't run, so just that day needs to come out.", 'cancelEvent', {
    target: { words: 'ymca', fromDate: '2026-04-16' },
    series: false,
  }),
  p(
    "It grieves me to say it, but Pop's hip is playing up and we will have to call off the Easter Show outing with the children. Please remove it.",
    'cancelEvent',
    {
      target: { words: 'easter show' },
    },
  ),
  p('wipe all sams stuff mon 23rd to tue 24th', 'cancelEvent', { target: { words: null, member: SAM, fromDate: '2026-03-23', toDate: '2026-03-24' } }),
  p("Mia's decided drama isn't for her, so she's quitting altogether. Please take the whole thing out of the calendar.", 'cancelEvent', {
    target: { words: 'drama', member: MIA },
    series: true,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// agenda, findEvent, freeBusy: a day, a range, a child's next thing, free time
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("I'm sitting down to plan the week ahead. What does next week look like for all of us?", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('Could you tell me what Sam has on during the Easter holidays, from the 3rd to the 19th of April? I would like to plan a day out with him.', 'agenda', {
    fromDate: '2026-04-03',
    toDate: '2026-04-19',
    member: SAM,
  }),
  p('What Leo have on Friday?', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: LEO }),
  p('anything on sat?', ['agenda', 'findEvent'], { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('Can you show me everything Mia has for the rest of March?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-31', member: MIA }),
  p('wk after easter, whats in it', 'agenda', { fromDate: '2026-04-06', toDate: '2026-04-12' }),
  p('What is happening on the weekend of the 28th and 29th of March? I should like to know before I book our train tickets.', 'agenda', {
    fromDate: '2026-03-28',
    toDate: '2026-03-29',
  }),
  p('when is leos next swim', 'findEvent', { words: 'swim', member: LEO }),
  p("I've completely lost track. When is Sam's next thing?", 'findEvent', { words: null, member: SAM }),
  p('When is the photo day for Leo?', 'findEvent', { words: 'photo', member: LEO }),
  p("Could you refresh my memory as to which day Mia's piano exam falls on?", 'findEvent', { words: 'piano', member: MIA }),
  p('is the cross country on tue?', 'findEvent', { words: 'cross country', fromDate: '2026-03-10', toDate: '2026-03-10', yesNo: true }),
  p('Is there anything for Mia on the 3rd of April, or is she free that day?', ['freeBusy', 'agenda', 'findEvent'], { member: MIA }),
  p('r we free sun arvo?', 'freeBusy', { date: '2026-03-08', member: null }),
  p('Sam is busy Saturday 14 from 1 until 5pm? His friend mother ask for playdate', 'freeBusy', {
    date: '2026-03-14',
    fromTime: '13:00',
    toTime: '17:00',
    member: SAM,
  }),
  p('Would Leo be free on the morning of Wednesday the 8th of April? I thought we might take him to the aquarium.', 'freeBusy', {
    date: '2026-04-08',
    member: LEO,
  }),
  p('Friends have asked us over this Friday. Are we free from 6 to 9pm?', 'freeBusy', { date: '2026-03-06', fromTime: '18:00', toTime: '21:00' }),
  p('mia free thurs after 3?', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', member: MIA }),
  p('Remind me, when do the school holidays actually start? I keep forgetting.', 'findEvent', { words: 'holiday' }),
  p("when's parent teacher", 'findEvent', { words: 'parent teacher' }),
  p('Please tell me all the things for this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('What has Mia got on tomorrow, dear? I may be the one collecting her.', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: MIA }),
  p("Did I already put Leo's Easter hat parade in? I can't remember doing it.", 'findEvent', { words: 'hat parade', member: LEO, yesNo: true }),
  p('next dentist?', 'findEvent', { words: 'dentist' }),
  p('whats on for the boys this wknd', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('Tomorrow 9 to 12 everybody is free? I want take the kids to library', 'freeBusy', {
    date: '2026-03-05',
    fromTime: '09:00',
    toTime: '12:00',
    member: null,
  }),
  p("Has anything at all been planned for the children between Good Friday and Easter Monday? I don't wish to double-book them.", ['agenda', 'findEvent'], {
    fromDate: '2026-04-03',
    toDate: '2026-04-06',
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// listReminders
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('what reminders have i got', 'listReminders'),
  p('Which reminders are set for next week? I want to be sure nothing sneaks up on me.', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("Is there a reminder on Mia's choir on Good Friday? I would hate for her to miss it.", 'listReminders', { check: ['choir'] }),
  p('Show me reminders for tomorrow please', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('any reminders over easter', 'listReminders'),
  p('Have I got a reminder on for the orthodontist, or do I need to set one?', 'listReminders', { check: ['orthodontist'] }),
  p('reminders rest of march', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-31' }),
  p('Can you check the piano exam has reminder?', 'listReminders', { check: ['piano'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos and homework
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('todo: renew leos medicare card', 'addTodo', { tasks: ['medicare'] }),
  p(
    "Before the holidays I need to sort a few things: book the dog into the kennel, order Mia's new school shoes and return the library books. Could you add those as to-dos?",
    'addTodo',
    {
      tasks: ['kennel', 'shoes', 'library'],
    },
  ),
  p('Please add to my jobs: post the Easter cards to the cousins in Lagos. Thank you, dear.', 'addTodo', { tasks: ['easter cards'] }),
  p('pay camp deposit by fri', ['addTodo', 'createEvent']),
  p('Mia have project about volcanoes, teacher say it is due Friday 27 March', 'addHomework', { task: 'volcano', member: MIA, dueDate: '2026-03-27' }),
  p('Sam has to finish his reading log by Monday. Can you put that down as homework for him?', 'addHomework', {
    task: 'reading log',
    member: SAM,
    dueDate: '2026-03-09',
  }),
  p('done medicare card', 'completeTodo', { text: 'medicare' }),
  p("I finally rang the kennel and the dog's booked in, so that one can come off.", 'completeTodo', { text: 'kennel' }),
  p('Number 2 is done', 'completeTodo', { number: 2 }),
  p('Could you show me the list of things that are still to be done?', 'listTodos'),
  p('remind me to call the school about the camp form', 'addTodo', { tasks: ['call the school'], reminder: true }),
  p('Everything on my to-do list is sorted at last, so you can clear the whole lot.', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// shopping list and other lists
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add milk bread n eggs', 'addListItems', { list: null, items: ['milk', 'bread', 'eggs'] }),
  p("We're out of dishwasher tablets and nearly out of coffee. Could you put both on the shopping list?", 'addListItems', {
    list: null,
    items: ['dishwasher', 'coffee'],
  }),
  p('Shopping: hot cross buns 2 packet, bananas, weet-bix. Please you add', 'addListItems', { list: null, items: ['hot cross buns', 'bananas', 'weet-bix'] }),
  p('For Easter Sunday, could you add a leg of lamb, mint sauce and some chocolate eggs for the hunt to the shopping list?', 'addListItems', {
    list: null,
    items: ['lamb', 'mint', 'chocolate eggs'],
  }),
  p('got the milk and coffee', 'tickListItems', { list: null, items: ['milk', 'coffee'], remove: false }),
  p('Nana already brought a big bunch of bananas, so take them off the list.', 'tickListItems', { list: null, items: ['bananas'] }),
  p('shopping list?', 'showList', { list: null }),
  p('Weet-bix is on the list already?', 'showList', { list: null, check: ['weet-bix'] }),
  p("Let's start a packing list for the camping trip.", 'createList', { name: 'packing' }),
  p('add to packing list: tent pegs, torch, sunscreen', 'addListItems', { list: 'packing', items: ['tent pegs', 'torch', 'sunscreen'] }),
  p('What is on the Easter list so far, dear?', 'showList', { list: 'easter' }),
  p('Can you add a bike ride at Centennial Park to the holiday ideas list?', 'addListItems', { list: 'holiday ideas', items: ['bike ride'] }),
  p('what lists do we have', 'listLists'),
  p('Torch I already pack, please tick from the packing list', 'tickListItems', { list: 'packing', items: ['torch'], remove: false }),
  p('remove mint sauce', 'tickListItems', { list: null, items: ['mint sauce'], remove: true }),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...REMINDERS, ...TODOS, ...LISTS];
