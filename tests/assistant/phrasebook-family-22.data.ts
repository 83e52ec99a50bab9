// Phrasebook family 22 (TRAINING): a school term in the life of the Okafor family, 160 WhatsApp messages sent by
// the two parents and the nanny (Priya). School notices pasted from the Greenfield Primary newsletter or retyped from
// notes in the school bag (excursions, permission slips, book week parade, sports / swimming carnival, cross country,
// pupil-free days, school photos, parent-teacher interviews, term dates, holidays, reports), each child's weekly
// activities, things for two or all three kids, spans of days, "every school day" / "weekdays" / "mon wed fri",
// one-week-only changes, cancels for sickness, questions about a day / week / child / span, the to-dos the notices
// create (pay, sign, buy, label, pack) and the lunchbox shopping. Forms: one-liners, long chatty messages, newsletter
// pastes, voice notes with um/uh, and about ten messages asking for two things (the first is expected).
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract only
// (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Members: given only when the message names the children or says "the kids" / "all three" (all three are children:
// member the first, alsoMembers the rest in the order Mia, Sam, Leo); "the boys" names nobody the assistant can know,
// so no member is expected there. A multi-day event gives its first date, allDay true and durationMinutes (days × 1440).
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines; text slots are checked by "contains, ignoring case".
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (60): notices, weekly activities, spans, several kids, voice notes, two requests (first expected)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p(
    "From the Greenfield newsletter:\n'Year 5 excursion to the Australian Museum – Thursday 19 March. Students must be at school by 8.30am. Cost $32, permission slips due Friday 13th.'\npls add for mia",
    'createEvent',
    { title: 'excursion', member: MIA, date: '2026-03-19', time: '08:30' },
  ),
  p('school photos for mia and sam thursday 12/3', 'createEvent', { title: 'photo', member: MIA, alsoMembers: [SAM], date: '2026-03-12' }),
  p('pupil free day monday 16 march, no school for mia or sam', 'createEvent', {
    title: 'pupil free',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-16',
    allDay: true,
  }),
  p("swimming carnival is tuesday 17 march at the aquatic centre, starts 9.15. mia's swimming in it", 'createEvent', {
    title: 'swimming carnival',
    member: MIA,
    date: '2026-03-17',
    time: '09:15',
  }),
  p("Cross country for years 2-6 friday 27 march 10am at the oval, that's mia and sam", 'createEvent', {
    title: 'cross country',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-27',
    time: '10:00',
  }),
  p('book week parade tuesday 24th 9am, sam is going as the very hungry caterpillar lol', 'createEvent', {
    title: 'book week',
    member: SAM,
    date: '2026-03-24',
    time: '09:00',
  }),
  p('parent teacher interview for mia wed 1 april 3.40pm, 15 mins', 'createEvent', {
    title: 'interview',
    member: MIA,
    date: '2026-04-01',
    time: '15:40',
    durationMinutes: 15,
  }),
  p('sams interview with mrs nguyen is wednesday 1 april at 4.10pm', 'createEvent', { title: 'interview', member: SAM, date: '2026-04-01', time: '16:10' }),
  p('last day of term is thursday 2 april', 'createEvent', { title: 'last day', date: '2026-04-02', allDay: true }),
  p('school holidays 6–17 april, put them in as one block', 'createEvent', { title: 'holiday', date: '2026-04-06', allDay: true, durationMinutes: 17280 }),
  p('Term 2 starts Tuesday 21 April (Monday 20th is a staff development day)', 'createEvent', { title: 'term 2', date: '2026-04-21', allDay: true }),
  p("Mia's camp is 25-27 march at Point Wolstonecraft", 'createEvent', { title: 'camp', member: MIA, date: '2026-03-25', allDay: true, durationMinutes: 4320 }),
  p('mia has netball training every tuesday 4pm from next week', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-10',
    time: '16:00',
    recurrence: 'weekly',
  }),
  p('sam swimming lessons wednesdays 5.30, starting today', 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-04',
    time: '17:30',
    recurrence: 'weekly',
  }),
  p("leo's daycare music class every thursday at 10, first one is tomorrow", 'createEvent', {
    title: 'music',
    member: LEO,
    date: '2026-03-05',
    time: '10:00',
    recurrence: 'weekly',
  }),
  p('before school care for sam mon wed fri 7.30am from monday', 'createEvent', {
    title: 'before school care',
    member: SAM,
    date: '2026-03-09',
    time: '07:30',
    recurrence: 'weekly',
    alsoWeekdays: [3, 5],
  }),
  p('homework club for mia every school day 3.15-4.15, starting monday the 9th', 'createEvent', {
    title: 'homework club',
    member: MIA,
    date: '2026-03-09',
    time: '15:15',
    durationMinutes: 60,
    recurrence: 'weekly',
    alsoWeekdays: [2, 3, 4, 5],
  }),
  p('um so leo has uh daycare pick up at 5 on weekdays, starting monday, can you uh put that in', 'createEvent', {
    title: 'pick',
    member: LEO,
    date: '2026-03-09',
    time: '17:00',
    recurrence: 'weekly',
    alsoWeekdays: [2, 3, 4, 5],
  }),
  p('Sports carnival Friday 20 March, all day at Bicentennial Park. mia and sam wear house colours', 'createEvent', {
    title: 'sports carnival',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-20',
    allDay: true,
  }),
  p("add sam's class assembly thu 26 march 2pm (he has a speaking part!!) and tell me what else is on that day", 'createEvent', {
    title: 'assembly',
    member: SAM,
    date: '2026-03-26',
    time: '14:00',
  }),
  p('mia and sam free dress day fri 13/3, gold coin donation', 'createEvent', { title: 'free dress', member: MIA, alsoMembers: [SAM], date: '2026-03-13' }),
  p('easter hat parade wed 1 april 9am for sam', 'createEvent', { title: 'hat parade', member: SAM, date: '2026-04-01', time: '09:00' }),
  p('mias violin lesson every monday 3.30 at school from the 9th', 'createEvent', {
    title: 'violin',
    member: MIA,
    date: '2026-03-09',
    time: '15:30',
    recurrence: 'weekly',
  }),
  p('sam has soccer training tues and thurs 5pm starting tuesday next week', 'createEvent', {
    title: 'soccer',
    member: SAM,
    date: '2026-03-10',
    time: '17:00',
    recurrence: 'weekly',
    alsoWeekdays: [4],
  }),
  p('leo swimming saturdays 9.30am from this saturday', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-07', time: '09:30', recurrence: 'weekly' }),
  p('gymnastics come and try for all three kids sunday 10am', 'createEvent', {
    title: 'gymnastics',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-08',
    time: '10:00',
  }),
  p('dentist check up for the kids friday 13th 3.30', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-13',
    time: '15:30',
  }),
  p(
    "Hi! Just found the note in Sam's bag – the Year 2 excursion to Taronga Zoo is Wednesday 25 March, they leave at 9 and are back by 2.45. He'll need a packed lunch and a hat. Could you pop it in the calendar for him? Thanks x",
    'createEvent',
    { title: 'zoo', member: SAM, date: '2026-03-25', time: '09:00', durationMinutes: 345 },
  ),
  p("Hi it's Priya – Leo's daycare is closed Friday 27 March for staff training, I'll have him all day. Can you add it?", 'createEvent', {
    title: 'daycare',
    member: LEO,
    date: '2026-03-27',
    allDay: true,
  }),
  p('Mia has choir friday mornings at 8, starting this friday', 'createEvent', {
    title: 'choir',
    member: MIA,
    date: '2026-03-06',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p("I'm on canteen duty thursday 19 march 11.30-1.30", 'createEvent', { title: 'canteen', date: '2026-03-19', time: '11:30', durationMinutes: 120 }),
  p('P&C meeting tuesday 17 march 7pm in the library', 'createEvent', { title: 'P&C', date: '2026-03-17', time: '19:00' }),
  p('uh put in the uh school disco for mia and sam friday the 27th uh six till eight', 'createEvent', {
    title: 'disco',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-27',
    time: '18:00',
    durationMinutes: 120,
  }),
  p("leo's daycare photos tuesday 10th, get him there by 9", 'createEvent', { title: 'photo', member: LEO, date: '2026-03-10', time: '09:00' }),
  p('reports come home on the last day of term, thursday 2 april', 'createEvent', { title: 'report', date: '2026-04-02' }),
  p('the boys have haircuts saturday 11am', 'createEvent', { title: 'haircut', date: '2026-03-07', time: '11:00' }),
  p('put sams science incursion in thursday 12/3 at 11 and remind me to pay the $8', 'createEvent', {
    title: 'science',
    member: SAM,
    date: '2026-03-12',
    time: '11:00',
  }),
  p('Year 5 leadership day for mia tuesday 31 march, 9 to 3', 'createEvent', {
    title: 'leadership',
    member: MIA,
    date: '2026-03-31',
    time: '09:00',
    durationMinutes: 360,
  }),
  p('open classroom in sams room wed 11 march 2.30-3.15', 'createEvent', {
    title: 'open classroom',
    member: SAM,
    date: '2026-03-11',
    time: '14:30',
    durationMinutes: 45,
  }),
  p('Mia tutoring thursdays 4.30 for an hour, starting tomorrow', 'createEvent', {
    title: 'tutor',
    member: MIA,
    date: '2026-03-05',
    time: '16:30',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p("Hey, Sam's got a playdate at Oscar's friday after school – I'll drop him at 3.30 and grab him at 5.30. Priya", 'createEvent', {
    title: 'playdate',
    member: SAM,
    date: '2026-03-06',
    time: '15:30',
    durationMinutes: 120,
  }),
  p('zone swimming for mia monday 30 march, bus leaves 8am', 'createEvent', { title: 'zone', member: MIA, date: '2026-03-30', time: '08:00' }),
  p('mia and sam are marching in the anzac assembly fri 24 april 9am', 'createEvent', {
    title: 'anzac',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-04-24',
    time: '09:00',
  }),
  p("sam's booked into vacation care monday 6 april to thursday 9 april", 'createEvent', {
    title: 'vacation care',
    member: SAM,
    date: '2026-04-06',
    allDay: true,
    durationMinutes: 5760,
  }),
  p("Mia's holiday tennis camp 13–15 April", 'createEvent', { title: 'tennis', member: MIA, date: '2026-04-13', allDay: true, durationMinutes: 4320 }),
  p('okay um can you add uh harmony day on uh thursday the nineteenth, the kids wear something orange', 'createEvent', {
    title: 'harmony',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-19',
  }),
  p("grandparents morning tea at school fri 6/3 10am, nana's coming", 'createEvent', { title: 'grandparents', date: '2026-03-06', time: '10:00' }),
  p('library day for sam is every monday, put it in weekly so I remember the library bag', 'createEvent', {
    title: 'library',
    member: SAM,
    date: '2026-03-09',
    recurrence: 'weekly',
  }),
  p("Newsletter bit: 'Kindergarten 2027 information evening – Tuesday 10 March, 6:30pm, school hall.' That's for Leo, can u add", 'createEvent', {
    title: 'information evening',
    member: LEO,
    date: '2026-03-10',
    time: '18:30',
  }),
  p('mias orthodontist fri 13 march 8.15, she will miss the start of school', 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    date: '2026-03-13',
    time: '08:15',
  }),
  p('sam has speech therapy every second monday at 4, first one monday 9 march', 'createEvent', {
    title: 'speech',
    member: SAM,
    date: '2026-03-09',
    time: '16:00',
    recurrence: 'fortnightly',
  }),
  p('naplan for mia wed 11 and thu 12 march', 'createEvent', { title: 'naplan', member: MIA, date: '2026-03-11', allDay: true, durationMinutes: 2880 }),
  p("I'm taking sam and leo to the library holiday storytime tues 7 april 10.30 – Priya", 'createEvent', {
    title: 'storytime',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-04-07',
    time: '10:30',
  }),
  p("mia's piano exam saturday 28 march 1.45pm, remind me the day before", 'createEvent', {
    title: 'piano exam',
    member: MIA,
    date: '2026-03-28',
    time: '13:45',
    reminderMinutes: 1440,
  }),
  p("leo's birthday party sunday 22 march 11 till 1 at the park", 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-22',
    time: '11:00',
    durationMinutes: 120,
  }),
  p("mia is going to ella's party saturday 21 march 2pm til 4", 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-21',
    time: '14:00',
    durationMinutes: 120,
  }),
  p("Sam's year 2 splash day at the school pool thursday 19/3 at 11", 'createEvent', { title: 'splash', member: SAM, date: '2026-03-19', time: '11:00' }),
  p('school working bee saturday 14 march 8am-12', 'createEvent', { title: 'working bee', date: '2026-03-14', time: '08:00', durationMinutes: 240 }),
  p('uniform shop is only open tuesday 10 march 8.30 to 9.30 this term, put it in and remind me 30 mins before', 'createEvent', {
    title: 'uniform shop',
    date: '2026-03-10',
    time: '08:30',
    durationMinutes: 60,
    reminderMinutes: 30,
  }),
  p('the boys have a footy clinic in the holidays, wed 8 april 9-12', 'createEvent', {
    title: 'footy',
    date: '2026-04-08',
    time: '09:00',
    durationMinutes: 180,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// calendar questions (30): a day, a week, a child, a span; when is…; is … free
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p("what's on next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("when's the swimming carnival", 'findEvent', { words: 'swimming carnival' }),
  p('what does mia have on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: MIA }),
  p('is sam free friday afternoon? oscars mum asked about a playdate', 'freeBusy', { date: '2026-03-06', member: SAM }),
  p('when are the school holidays again', 'findEvent', { words: 'holiday' }),
  p("what's happening the last week of term, 30 march to 2 april", 'agenda', { fromDate: '2026-03-30', toDate: '2026-04-02' }),
  p('anything on for leo over the weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: LEO }),
  p('is cross country this friday or the one after?', 'findEvent', { words: 'cross country' }),
  p("what time is sam's interview", 'findEvent', { words: 'interview', member: SAM }),
  p("what's on tmrw", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("what's mia got on in the holidays, 6 to 17 april", 'agenda', { fromDate: '2026-04-06', toDate: '2026-04-17', member: MIA }),
  p('are we free saturday morning? thinking of booking the car in', 'freeBusy', { date: '2026-03-07' }),
  p('when is the book week parade', 'findEvent', { words: 'book week' }),
  p("when's mia's camp", 'findEvent', { words: 'camp', member: MIA }),
  p('is the pupil free day on monday?', 'findEvent', { words: 'pupil free', yesNo: true }),
  p("what's on for sam the week of the 16th", 'agenda', { fromDate: '2026-03-16', toDate: '2026-03-22', member: SAM }),
  p("what's on this week", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p("um what's uh what's leo doing on tuesday", 'agenda', { fromDate: '2026-03-10', toDate: '2026-03-10', member: LEO }),
  p('is mia busy wednesday 1 april after 3', 'freeBusy', { date: '2026-04-01', member: MIA, fromTime: '15:00' }),
  p('when does term 2 start', 'findEvent', { words: 'term 2' }),
  p('when are school photos', 'findEvent', { words: 'photo' }),
  p("what's on between the 23rd and the 27th", 'agenda', { fromDate: '2026-03-23', toDate: '2026-03-27' }),
  p("is sam's zoo excursion on the 25th?", 'findEvent', { words: 'zoo', member: SAM, yesNo: true }),
  p('whats on for mia friday 20th', 'agenda', { fromDate: '2026-03-20', toDate: '2026-03-20', member: MIA }),
  p('what has mia got after school next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p("when's the next P&C meeting", 'findEvent', { words: 'P&C' }),
  p("what's happening today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('can sam do thursday 3.30 to 5 or has he got something on', 'freeBusy', { date: '2026-03-05', member: SAM, fromTime: '15:30', toTime: '17:00' }),
  p('when is the sports carnival and what do they need to wear', 'findEvent', { words: 'sports carnival' }),
  p('whats on friday, and can you add a hat for sam to the shopping', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (15): moved notices, one week only, longer camp, members, notes, reminders
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p("mia's netball is at 5 instead of 4 on tuesday next week only, and add knee pads to shopping", 'updateEvent', {
    target: { words: 'netball', date: '2026-03-10', member: MIA },
    changes: { time: '17:00' },
  }),
  p('swimming carnival has been moved to thursday 19th because of the forecast', 'updateEvent', {
    target: { words: 'swimming carnival' },
    changes: { date: '2026-03-19' },
  }),
  p('school photos got pushed back to friday 13th', 'updateEvent', { target: { words: 'photo' }, changes: { date: '2026-03-13' } }),
  p("sam's interview is now 4.30 not 4.10", 'updateEvent', { target: { words: 'interview', member: SAM, time: '16:10' }, changes: { time: '16:30' } }),
  p("just this week sam's swimming is tomorrow instead of today, pool's closed for maintenance", 'updateEvent', {
    target: { words: 'swim', member: SAM, date: '2026-03-04' },
    changes: { date: '2026-03-05' },
  }),
  p("mia's camp is now 25 to 28 march, they've added a night", 'updateEvent', {
    target: { words: 'camp', member: MIA },
    changes: { durationMinutes: 5760 },
  }),
  p('cross country starts at 9.30 now not 10', 'updateEvent', { target: { words: 'cross country', time: '10:00' }, changes: { time: '09:30' } }),
  p('add leo to the gymnastics on sunday', 'updateEvent', { target: { words: 'gymnastics', date: '2026-03-08' }, changes: { addMembers: [LEO] } }),
  p('book week parade is in the hall now, not the quad', 'updateEvent', { target: { words: 'book week' }, changes: { location: 'hall' } }),
  p("push leo's daycare pick up tomorrow half an hour later, I'm stuck at work", 'updateEvent', {
    target: { words: 'pick', date: '2026-03-05', member: LEO },
    changes: { shiftMinutes: 30 },
  }),
  p("sam's soccer on thursday the 12th starts at 4.30 that week only", 'updateEvent', {
    target: { words: 'soccer', date: '2026-03-12', member: SAM },
    changes: { time: '16:30' },
  }),
  p("put a note on mia's museum excursion: bring $5 for the gift shop", 'updateEvent', {
    target: { words: 'excursion', member: MIA },
    changes: { note: 'gift shop' },
  }),
  p("remind me an hour before mia's parent teacher interview", 'updateEvent', {
    target: { words: 'interview', member: MIA },
    changes: { reminderMinutes: 60 },
  }),
  p('um so the uh music class for leo tomorrow is at 11 this week, not 10', 'updateEvent', {
    target: { words: 'music', date: '2026-03-05', member: LEO, time: '10:00' },
    changes: { time: '11:00' },
  }),
  p('the disco is 5.30 now, school just emailed', 'updateEvent', { target: { words: 'disco' }, changes: { time: '17:30' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (15): sick days, dropped activities, a span of weeks, everything on a day
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('sam has a temperature, cancel his swimming today', 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-04', member: SAM },
    series: false,
  }),
  p("leo's got gastro, no music class tomorrow, pls delete", 'cancelEvent', {
    target: { words: 'music', fromDate: '2026-03-05', member: LEO },
    series: false,
  }),
  p("mia's home sick, cancel everything for her tomorrow", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-05', member: MIA },
    series: false,
  }),
  p("scrap mia's netball altogether, she's quit", 'cancelEvent', { target: { words: 'netball', member: MIA }, series: true }),
  p('cross country is cancelled, too wet', 'cancelEvent', { target: { words: 'cross country' }, series: false }),
  p("sam's playdate friday is off, oscar's sick", 'cancelEvent', {
    target: { words: 'playdate', fromDate: '2026-03-06', member: SAM },
    series: false,
  }),
  p("everyone's got the flu, wipe monday", 'cancelEvent', { target: { words: null, fromDate: '2026-03-09' }, series: false }),
  p("no violin for mia on the 9th or the 16th, the teacher's on leave", 'cancelEvent', {
    target: { words: 'violin', fromDate: '2026-03-09', toDate: '2026-03-16', member: MIA },
    series: false,
  }),
  p("cancel before school care for sam all next week, I'm off work", 'cancelEvent', {
    target: { words: 'before school care', fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM },
    series: false,
  }),
  p("delete sam's speech therapy, we've finished with it", 'cancelEvent', { target: { words: 'speech', member: SAM }, series: true }),
  p("tutoring's off tomorrow, mia's got a migraine", 'cancelEvent', {
    target: { words: 'tutor', fromDate: '2026-03-05', member: MIA },
    series: false,
  }),
  p("Hi, Leo's running a fever so we won't make swimming on saturday – can you take it off? Priya", 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-07', member: LEO },
    series: false,
  }),
  p("cancel the open classroom on wednesday the 11th, can't get out of work", 'cancelEvent', {
    target: { words: 'open classroom', fromDate: '2026-03-11' },
    series: false,
  }),
  p('homework club is not running the last week of term, 30 march to 2 april', 'cancelEvent', {
    target: { words: 'homework club', fromDate: '2026-03-30', toDate: '2026-04-02' },
    series: false,
  }),
  p('uh cancel the uh the choir for mia this friday, she is still coughing, and add cough drops to shopping', 'cancelEvent', {
    target: { words: 'choir', fromDate: '2026-03-06', member: MIA },
    series: false,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos (20): what the notices create (pay, sign, buy, label, pack), ticking off, the list
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p("add to my to do list: pay mia's museum excursion $32 and sign her permission slip", 'addTodo', { tasks: ['excursion', 'permission slip'] }),
  p("to do: label all of sam's new uniform", 'addTodo', { tasks: ['label'] }),
  p('need to order the school photos online before friday, put it on my to-dos', 'addTodo', { tasks: ['photo'] }),
  p('paid the excursion, tick it off', 'completeTodo', { text: 'excursion' }),
  p("what's left on my to do list", 'listTodos'),
  p('to do: buy a caterpillar costume for book week', 'addTodo', { tasks: ['costume'] }),
  p("signed mia's permission slip ✅", 'completeTodo', { text: 'permission' }),
  p("add pay the canteen account, return the library books and sign sam's reader log", 'addTodo', { tasks: ['canteen', 'library', 'reader'] }),
  p("pack mia's bag for camp – add that to my jobs", 'addTodo', { tasks: ['camp'] }),
  p('done number 2', 'completeTodo', { number: 2 }),
  p("um add uh renew leo's daycare enrolment form to my to dos", 'addTodo', { tasks: ['enrolment'] }),
  p('what have I still got to do?', 'listTodos'),
  p("book sam's parent teacher interview online, put it on the to do list", 'addTodo', { tasks: ['interview'] }),
  p('labelled everything, cross off the labels one', 'completeTodo', { text: 'label' }),
  p('remind me to send in the gold coin for free dress day', 'addTodo', { tasks: ['gold coin'], reminder: true }),
  p('to do: fill in the swimming carnival medical form, and pay the $5 bus', 'addTodo', { tasks: ['medical form', 'bus'] }),
  p('ticked off the uniform shop order', 'completeTodo', { text: 'uniform' }),
  p('add buy new school shoes for mia to my to-do list', 'addTodo', { tasks: ['school shoes'] }),
  p("remind me to print sam's book week character sheet", 'addTodo', { tasks: ['book week'], reminder: true }),
  p("paid for mia's camp, and what else is on my list?", 'completeTodo', { text: 'camp' }),
];

// ---------------------------------------------------------------------------------------------------------------
// lists (12): lunchbox shopping, a camp packing list
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add to shopping: muesli bars, sultanas, cheese sticks and sandwich bags for the lunchboxes', 'addListItems', {
    list: null,
    items: ['muesli bars', 'sultanas', 'cheese sticks', 'sandwich bags'],
  }),
  p('need a new lunchbox for sam and a drink bottle for mia, put them on the shopping list', 'addListItems', {
    list: null,
    items: ['lunchbox', 'drink bottle'],
  }),
  p("what's on the shopping list", 'showList', { list: null }),
  p('got the sandwich bags and the sultanas', 'tickListItems', { items: ['sandwich bags', 'sultanas'], remove: false }),
  p("start a camp packing list for mia's camp", 'createList', { name: 'camp' }),
  p('add sleeping bag, torch and gumboots to the camp list', 'addListItems', { list: 'camp', items: ['sleeping bag', 'torch', 'gumboots'] }),
  p('are yoghurt pouches on the list?', 'showList', { list: null, check: ['yoghurt'] }),
  p("take popcorn off the shopping list, school's gone junk free", 'tickListItems', { list: null, items: ['popcorn'], remove: true }),
  p('uh can you add um rice crackers and uh cheese triangles for the lunchboxes to the shopping', 'addListItems', {
    list: null,
    items: ['rice crackers', 'cheese'],
  }),
  p('what lists have we got', 'listLists'),
  p('show me the camp list', 'showList', { list: 'camp' }),
  p("put yoghurt pouches and apples on the shopping list for lunchboxes, also what's on tomorrow?", 'addListItems', {
    list: null,
    items: ['yoghurt', 'apples'],
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// ask-backs (8): no day for a school event, nothing to go on for a change or cancel
// ---------------------------------------------------------------------------------------------------------------
const ASK_BACK: Phrase[] = [
  ask("put in mia's excursion"),
  ask('parent teacher interviews for sam, can you add'),
  ask('cancel it'),
  ask("sam's got a pupil free day coming up, add it"),
  ask('move the swimming thing'),
  ask('add the school disco'),
  ask("change mia's interview"),
  ask('book week parade is on a tuesday sometime next month, put it in'),
];

export const PHRASES: Phrase[] = [...CREATE, ...QUESTIONS, ...UPDATE, ...CANCEL, ...TODOS, ...LISTS, ...ASK_BACK];
