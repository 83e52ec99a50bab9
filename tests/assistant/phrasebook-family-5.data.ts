// Family phrasebook, part 5: 160 TRAINING messages as parents of several kids type them on WhatsApp, with the tool and key slots we expect.
// Written by a helper who had NOT read the engine, from the tool contract only: the zod input schemas and .describe() texts in
// functions/assistant/tools/*.ts, and the comparison rules of the harness in phrasebook.ts. Every message was invented for this file.
// Style: a different voice from the other phrasebooks — long run-on messages that give the context first ("so the school just emailed
// and…"), bare fragments ("mia - dentist - 12th - 3:15"), heavy abbreviations and emoji, and very polite full sentences. Covers new
// events with members, time and day ranges, repeats and school terms; changes and cancellations said indirectly; questions about who
// has what when, free time and next occurrences; reminders at a time, before an event and with no time; shared lists, to-dos and
// homework; and a few messages with two requests (the first is expected) or with no day (a question back is expected).
// Reference context (as in phrasebook.data.ts): now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12
//   Fri 03-13 · Sun 03-15 · Mon 03-16 · Tue 03-17 · Wed 03-18 · Thu 03-19 · Fri 03-20 · Sat 03-21 · Mon 03-23 · Tue 03-24 · Wed 03-25
//   Thu 03-26 · Fri 03-27 · Sat 03-28 · Mon 03-30 · Tue 03-31 · Wed 04-01 · Thu 04-02 · Mon 04-06 · Tue 04-07 · Wed 04-08 · Fri 04-17 · Tue 04-21
//   this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon. Dates like 23/3 are day/month.
// `input` is partial: only the keys given are checked; text slots are "contains, ignoring case", so only key words are given.
// Members: the first kid named is member, the rest alsoMembers; for "both kids", "the kids", "all 3" the member is left unchecked.
// A repeat is dated on its first occurrence; "fortnightly" has no recurrence value, so it is left unchecked there.
// A multi-day all-day event lasts whole days (1440 minutes a day, the last day included).
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent: new events with members, ranges, repeats and school terms (50)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('so the school just sent the newsletter and mia has her swimming carnival on friday the 13th, its all day, can u pop it in', 'createEvent', {
    title: 'swimming carnival',
    member: MIA,
    date: '2026-03-13',
    allDay: true,
  }),
  p('mia - dentist - 12th - 3:15', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-12', time: '15:15' }),
  p('sam ortho tues 10/3 8.40am', 'createEvent', { title: 'ortho', member: SAM, date: '2026-03-10', time: '08:40' }),
  p(
    'Hi there, could you please add a parent teacher interview for Leo on Thursday the 19th of March at 4:20pm? It should only take about 15 minutes. Thank you so much!',
    'createEvent',
    { title: 'interview', member: LEO, date: '2026-03-19', time: '16:20', durationMinutes: 15 },
  ),
  p('leo bday party @ bounce land sat 11-1 🎈🎉', 'createEvent', { title: 'party', member: LEO, date: '2026-03-07', time: '11:00', durationMinutes: 120 }),
  p(
    "ok so sam got picked for the zone cross country which is amazing, it's on tues 24 march and they leave school at 8:30, can u add it for him",
    'createEvent',
    { title: 'cross country', member: SAM, date: '2026-03-24', time: '08:30' },
  ),
  p('camp!! mia yr 6 camp mon 23/3 - wed 25/3 ⛺️', 'createEvent', { title: 'camp', member: MIA, date: '2026-03-23', allDay: true, durationMinutes: 4320 }),
  p('swimming for leo every saturday at 9.30', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-07', time: '09:30', recurrence: 'weekly' }),
  p('piano mia tues 4:45 weekly', 'createEvent', { title: 'piano', member: MIA, date: '2026-03-10', time: '16:45', recurrence: 'weekly' }),
  p(
    'Good afternoon. Sam will be starting guitar lessons on Monday afternoons at 3:30 for the rest of the term, beginning next Monday. Could you please add these?',
    'createEvent',
    { title: 'guitar', member: SAM, date: '2026-03-09', time: '15:30', recurrence: 'weekly' },
  ),
  p('footy training for sam tues and thurs 5-6:30 this term', 'createEvent', {
    title: 'footy',
    member: SAM,
    time: '17:00',
    durationMinutes: 90,
    recurrence: 'weekly',
  }),
  p("leo's kinder is mon and tue 8:30-3 starting next week", 'createEvent', {
    title: 'kinder',
    member: LEO,
    date: '2026-03-09',
    time: '08:30',
    durationMinutes: 390,
    recurrence: 'weekly',
    alsoWeekdays: [2],
  }),
  p('mia has netball thursdays and fridays at 4', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-05',
    time: '16:00',
    recurrence: 'weekly',
    alsoWeekdays: [5],
  }),
  p('dentist for all 3 kids fri 20 march 2pm, back to back so put an hour and a half', 'createEvent', {
    title: 'dentist',
    date: '2026-03-20',
    time: '14:00',
    durationMinutes: 90,
  }),
  p('mia and sam flu shots sat 9am 💉', 'createEvent', { title: 'flu', member: MIA, alsoMembers: [SAM], date: '2026-03-07', time: '09:00' }),
  p('school photo day thurs 12th for sam and leo 📸', 'createEvent', { title: 'photo', member: SAM, alsoMembers: [LEO], date: '2026-03-12' }),
  p('pupil free day mon 30 march, kids home', 'createEvent', { title: 'pupil free', date: '2026-03-30', allDay: true }),
  p('school hols mon 6 april - fri 17 april 🏖️', 'createEvent', { title: 'hol', date: '2026-04-06', allDay: true, durationMinutes: 17280 }),
  p('term 2 starts tues 21 april', 'createEvent', { title: 'term 2', date: '2026-04-21', allDay: true }),
  p("mia's birthday is 9 june, pls add it every year 🎂", 'createEvent', {
    title: 'birthday',
    member: MIA,
    date: '2026-06-09',
    allDay: true,
    recurrence: 'yearly',
  }),
  p('sam cricket sat mornings 8-10 from this weekend', 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-07',
    time: '08:00',
    durationMinutes: 120,
    recurrence: 'weekly',
  }),
  p('speech therapy for leo fortnightly on fridays at 11, first one this fri', 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-06',
    time: '11:00',
  }),
  p('tonight 7pm fundraising meeting at school', 'createEvent', { title: 'fundraising', date: '2026-03-04', time: '19:00' }),
  p('mias excursion to the museum thurs 26th, need to be at school by 8', 'createEvent', {
    title: 'excursion',
    member: MIA,
    date: '2026-03-26',
    time: '08:00',
  }),
  p("sams mate's party sun 2-5pm", 'createEvent', { title: 'party', member: SAM, date: '2026-03-08', time: '14:00', durationMinutes: 180 }),
  p('leo - hearing test - 17/3 - 11:15am', 'createEvent', { title: 'hearing', member: LEO, date: '2026-03-17', time: '11:15' }),
  p('can u add harmony day for all the kids on fri 20/3, they wear orange 🧡', 'createEvent', { title: 'harmony', date: '2026-03-20' }),
  p('athletics carnival for sam & mia tues 31 march all day', 'createEvent', {
    title: 'athletics',
    member: SAM,
    alsoMembers: [MIA],
    date: '2026-03-31',
    allDay: true,
  }),
  p('yo add mia drama 5.15 every wed from next wk', 'createEvent', { title: 'drama', member: MIA, date: '2026-03-11', time: '17:15', recurrence: 'weekly' }),
  p('pls put in sam tutoring thurs 6-7pm each week', 'createEvent', {
    title: 'tutoring',
    member: SAM,
    date: '2026-03-05',
    time: '18:00',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p("Leo's 4th birthday party on Saturday 28 March, 10am to 12 at home. Thanks!", 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-28',
    time: '10:00',
    durationMinutes: 120,
  }),
  p("so mia's got a sleepover at ella's friday night, drop off 6pm and pick up sat 10am", 'createEvent', {
    title: 'sleepover',
    member: MIA,
    date: '2026-03-06',
    time: '18:00',
    durationMinutes: 960,
  }),
  p('leo swim assessment tmrw 4pm, 30 mins', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-05', time: '16:00', durationMinutes: 30 }),
  p('bin night every tuesday 😂 add it at 7pm', 'createEvent', { title: 'bin', date: '2026-03-10', time: '19:00', recurrence: 'weekly' }),
  p('sam has maths olympiad on the 2nd of april at 9', 'createEvent', { title: 'olympiad', member: SAM, date: '2026-04-02', time: '09:00' }),
  p('reading group for mia every morning 8:15 starting monday', 'createEvent', {
    title: 'reading',
    member: MIA,
    date: '2026-03-09',
    time: '08:15',
    recurrence: 'daily',
  }),
  p('school cross country fri 27th for all 3, starts 9:30 🏃', 'createEvent', { title: 'cross country', date: '2026-03-27', time: '09:30' }),
  p('Mia has an orthodontist consultation on Monday 16 March at 3:40pm; it will take an hour and a quarter.', 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    date: '2026-03-16',
    time: '15:40',
    durationMinutes: 75,
  }),
  p('leo vaccinations at the gp 23rd 9:45', 'createEvent', { title: 'vaccination', member: LEO, date: '2026-03-23', time: '09:45' }),
  p('rent due 1st of every month', 'createEvent', { title: 'rent', date: '2026-04-01', recurrence: 'monthly' }),
  p('assembly - mia presenting - fri 9am 👏', 'createEvent', { title: 'assembly', member: MIA, date: '2026-03-06', time: '09:00' }),
  p("Hello! Sam's basketball grading is this Sunday between 1 and 3pm. Could you add it for him please?", 'createEvent', {
    title: 'basketball',
    member: SAM,
    date: '2026-03-08',
    time: '13:00',
    durationMinutes: 120,
  }),
  p('add: leo & mia - cousins bbq - sun 15th - 12:30', 'createEvent', { title: 'bbq', member: LEO, alsoMembers: [MIA], date: '2026-03-15', time: '12:30' }),
  p('mia scouts every mon 6:30-8 from 9 march', 'createEvent', {
    title: 'scouts',
    member: MIA,
    date: '2026-03-09',
    time: '18:30',
    durationMinutes: 90,
    recurrence: 'weekly',
  }),
  p('sam school concert 8 april 6pm, goes about 2 hrs', 'createEvent', {
    title: 'concert',
    member: SAM,
    date: '2026-04-08',
    time: '18:00',
    durationMinutes: 120,
  }),
  p('mufti day tmrw for the kids, gold coin 💰', 'createEvent', { title: 'mufti', date: '2026-03-05' }),
  p("leo's kindy orientation this fri 9-11", 'createEvent', { title: 'orientation', member: LEO, date: '2026-03-06', time: '09:00', durationMinutes: 120 }),
  p('mia - violin exam - sat 21 mar - 2.10pm - takes 20 min', 'createEvent', {
    title: 'violin',
    member: MIA,
    date: '2026-03-21',
    time: '14:10',
    durationMinutes: 20,
  }),
  p("family dinner at nonna's every sunday 6pm 🍝", 'createEvent', { title: 'dinner', date: '2026-03-08', time: '18:00', recurrence: 'weekly' }),
  p('sam and leo swim lessons thursdays 4:30 this term', 'createEvent', {
    title: 'swim',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-05',
    time: '16:30',
    recurrence: 'weekly',
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: changes and moves, mostly said indirectly (25)
// ---------------------------------------------------------------------------------------------------------------
const CHANGE: Phrase[] = [
  p("so the school just emailed and sam's excursion got moved to thurs next week, can u update it", 'updateEvent', {
    target: { words: 'excursion', member: SAM },
    changes: { date: '2026-03-12' },
  }),
  p('mia dentist now 4pm not 3:15', 'updateEvent', { target: { words: 'dentist', member: MIA, time: '15:15' }, changes: { time: '16:00' } }),
  p("swimming's running late this sat, leo's lesson will be 10 instead", 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-07' },
    changes: { time: '10:00' },
  }),
  p("Hi, the orthodontist's office called and asked if we could come in on Wednesday 18 March instead for Sam. Could you change that please?", 'updateEvent', {
    target: { words: 'orthodontist', member: SAM },
    changes: { date: '2026-03-18' },
  }),
  p("push leo's speech therapy back half an hr", 'updateEvent', { target: { words: 'speech', member: LEO }, changes: { shiftMinutes: 30 } }),
  p('netball starts 15 min earlier from now on for mia', 'updateEvent', { target: { words: 'netball', member: MIA }, changes: { shiftMinutes: -15 } }),
  p('coach says training is 5:30 now', 'updateEvent', { target: { words: 'training' }, changes: { time: '17:30' } }),
  p('actually make the violin exam 45 mins', 'updateEvent', { target: { words: 'violin' }, changes: { durationMinutes: 45 } }),
  p('piano this tuesday is at 5 instead of 4:45, just this once', 'updateEvent', {
    target: { words: 'piano', date: '2026-03-10' },
    changes: { time: '17:00' },
  }),
  p('the fundraising meeting got bumped to tmrw same time', 'updateEvent', { target: { words: 'fundraising' }, changes: { date: '2026-03-05' } }),
  p("leo's hearing test - they've rescheduled to the 24th same time", 'updateEvent', {
    target: { words: 'hearing', member: LEO },
    changes: { date: '2026-03-24' },
  }),
  p("the camp i put in for mia is actually sam's, my bad 🙈", 'updateEvent', { target: { words: 'camp' }, changes: { member: SAM } }),
  p("sam's tutoring is actually maths coaching now, can u call it that", 'updateEvent', {
    target: { words: 'tutoring', member: SAM },
    changes: { title: 'maths coaching' },
  }),
  p('cricket on sat got pushed an hour later coz of the heat 🥵', 'updateEvent', {
    target: { words: 'cricket', date: '2026-03-07' },
    changes: { shiftMinutes: 60 },
  }),
  p("dinner at nonna's this sunday will be at 5 not 6", 'updateEvent', {
    target: { words: 'dinner', date: '2026-03-08', time: '18:00' },
    changes: { time: '17:00' },
  }),
  p("Could you please move Leo's vaccinations from the 23rd to Friday the 27th, same time? Thank you.", 'updateEvent', {
    target: { words: 'vaccination', member: LEO, date: '2026-03-23' },
    changes: { date: '2026-03-27' },
  }),
  p("mia's drama goes for 90 min now, not an hour", 'updateEvent', { target: { words: 'drama', member: MIA }, changes: { durationMinutes: 90 } }),
  p('the museum excursion is friday 27th now, not thursday', 'updateEvent', {
    target: { words: 'excursion', date: '2026-03-26' },
    changes: { date: '2026-03-27' },
  }),
  p("sam's grading on sunday got brought forward to 12", 'updateEvent', {
    target: { words: 'grading', member: SAM, date: '2026-03-08' },
    changes: { time: '12:00' },
  }),
  p('leo swim tmrw -> 5pm pls', 'updateEvent', { target: { words: 'swim', member: LEO, date: '2026-03-05' }, changes: { time: '17:00' } }),
  p("ugh the dentist texted, can we do mia's appt on the 13th instead of the 12th", 'updateEvent', {
    target: { words: 'dentist', member: MIA, date: '2026-03-12' },
    changes: { date: '2026-03-13' },
  }),
  p('the concert on 8 april is actually starting at 6:30 now', 'updateEvent', {
    target: { words: 'concert', date: '2026-04-08' },
    changes: { time: '18:30' },
  }),
  p('athletics carnival postponed to tues 7 april bc of rain 🌧️', 'updateEvent', { target: { words: 'athletics' }, changes: { date: '2026-04-07' } }),
  p("mia's flu shot on saturday is 9:40 now, the clinic's running behind", 'updateEvent', {
    target: { words: 'flu', member: MIA, date: '2026-03-07' },
    changes: { time: '09:40' },
  }),
  p('cross country for sam got moved to wed 25th', 'updateEvent', { target: { words: 'cross country', member: SAM }, changes: { date: '2026-03-25' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: cancellations said indirectly (15)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p("sam's not doing footy anymore, he's quit 🙄 take it out", 'cancelEvent', { target: { words: 'footy', member: SAM }, series: true }),
  p("pool's closed this saturday so no swimming for leo", 'cancelEvent', { target: { words: 'swim', member: LEO, fromDate: '2026-03-07' }, series: false }),
  p("the dentist rang, mia's appointment on the 12th isn't happening", 'cancelEvent', {
    target: { words: 'dentist', member: MIA, fromDate: '2026-03-12' },
    series: false,
  }),
  p("Unfortunately Leo's kindy orientation on Friday has been called off. Could you please remove it?", 'cancelEvent', {
    target: { words: 'orientation', member: LEO, fromDate: '2026-03-06' },
    series: false,
  }),
  p('piano teacher is sick next tues, no lesson for mia', 'cancelEvent', { target: { words: 'piano', member: MIA, fromDate: '2026-03-10' }, series: false }),
  p("nonna's away so sunday dinner is off this week", 'cancelEvent', { target: { words: 'dinner', fromDate: '2026-03-08' }, series: false }),
  p("tutoring's finished for sam, we're done with it for good", 'cancelEvent', { target: { words: 'tutoring', member: SAM }, series: true }),
  p('everything on friday is off, both kids are sick 🤒', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' }, series: false }),
  p("cricket's rained out this sat ☔", 'cancelEvent', { target: { words: 'cricket', fromDate: '2026-03-07' }, series: false }),
  p('mia dropped out of netball so that can all go', 'cancelEvent', { target: { words: 'netball', member: MIA }, series: true }),
  p("The violin exam is no longer going ahead on the 21st, please take it off Mia's calendar.", 'cancelEvent', {
    target: { words: 'violin', member: MIA, fromDate: '2026-03-21' },
    series: false,
  }),
  p("tonight's fundraising meeting has been called off", 'cancelEvent', { target: { words: 'fundraising', fromDate: '2026-03-04' }, series: false }),
  p("leo won't be at speech therapy this week or next, we're away", 'cancelEvent', {
    target: { words: 'speech', member: LEO, toDate: '2026-03-15' },
    series: false,
  }),
  p("mia's not going to the sleepover fri after all", 'cancelEvent', { target: { words: 'sleepover', member: MIA, fromDate: '2026-03-06' }, series: false }),
  p("the bbq on the 15th isn't happening anymore", 'cancelEvent', { target: { words: 'bbq', fromDate: '2026-03-15' }, series: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions: who has what when, free time, next occurrences, reminders (25)
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p("what's on tmrw", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('whats sam got this week?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),
  p("when's leo's next swimming lesson", 'findEvent', { words: 'swim', member: LEO }),
  p('is mia free sat arvo?', 'freeBusy', { date: '2026-03-07', member: MIA }),
  p('Could you tell me what the children have on over the weekend, please?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('when is the athletics carnival again', 'findEvent', { words: 'athletics' }),
  p('are we free sunday between 10 and 2', 'freeBusy', { date: '2026-03-08', fromTime: '10:00', toTime: '14:00', member: null }),
  p('does sam have anything on thurs after school?', ['freeBusy', 'agenda', 'findEvent'], { member: SAM }),
  p("who's got what on friday", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p("when's mia's dentist?", 'findEvent', { words: 'dentist', member: MIA }),
  p('is the concert on the 8th of april?', 'findEvent', { words: 'concert', yesNo: true }),
  p("what time's mia's piano on tues?", ['findEvent', 'agenda'], { member: MIA }),
  p('anything on for leo next week?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: LEO }),
  p('what reminders have i got set', 'listReminders'),
  p("do i have a reminder for mia's dentist?", 'listReminders', { check: ['dentist'] }),
  p('when does sam have cricket next', 'findEvent', { words: 'cricket', member: SAM }),
  p("what does mia's week look like 👀", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p('is leo free mon morning', 'freeBusy', { date: '2026-03-09', member: LEO }),
  p('Can you check whether everyone is free on Saturday 14 March from 3pm to 5pm? Thanks', 'freeBusy', {
    date: '2026-03-14',
    fromTime: '15:00',
    toTime: '17:00',
    member: null,
  }),
  p('whats coming up', 'findEvent', { words: null }),
  p('when are the school hols', 'findEvent', { words: 'hol' }),
  p("when is leo's hearing test on", 'findEvent', { words: 'hearing', member: LEO }),
  p('whats on today for the kids', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('sam free tmrw 4-6?', 'freeBusy', { date: '2026-03-05', fromTime: '16:00', toTime: '18:00', member: SAM }),
  p('does leo have kinder on monday?', 'findEvent', { words: 'kinder', member: LEO, yesNo: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders: at a time, before an event, with no time (15)
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('remind me at 4 to grab leo from after care', 'createEvent', { title: 'after care', date: '2026-03-04', time: '16:00' }),
  p("remind me tmrw 8am to sign sam's permission note", 'createEvent', { title: 'permission', date: '2026-03-05', time: '08:00' }),
  p("can u remind me an hour before mia's dentist", 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { reminderMinutes: 60 } }),
  p("remind me to buy a present for leo's party", 'addTodo', { tasks: ['present'], reminder: true }),
  p("remind me to email sam's teacher", 'addTodo', { tasks: ['teacher'], reminder: true }),
  p('leo swim assessment — remind me 30 min before pls', 'updateEvent', { target: { words: 'swim', member: LEO }, changes: { reminderMinutes: 30 } }),
  p('new one: ortho for mia mon 30th 3:30, remind me the day before', 'createEvent', {
    title: 'ortho',
    member: MIA,
    date: '2026-03-30',
    time: '15:30',
    reminderMinutes: 1440,
  }),
  p("remind me sunday night at 7 to pack the kids' swimming bags", 'createEvent', { title: 'swim', date: '2026-03-08', time: '19:00' }),
  p('pls remind me 2 hrs before the concert', 'updateEvent', { target: { words: 'concert' }, changes: { reminderMinutes: 120 } }),
  p("Could you remind me to order Mia's new school shoes? No particular time needed. Thank you", 'addTodo', { tasks: ['shoes'], reminder: true }),
  p('remind me fri at 3:30 - library books back 📚', 'createEvent', { title: 'library', date: '2026-03-06', time: '15:30' }),
  p("for sam's grading on sunday can u set a reminder 45 mins before", 'updateEvent', {
    target: { words: 'grading', member: SAM },
    changes: { reminderMinutes: 45 },
  }),
  p("remind me to call the school about leo's enrolment", 'addTodo', { tasks: ['enrolment'], reminder: true }),
  p('haircut for sam sat 11:30, remind me 15 mins before ✂️', 'createEvent', {
    title: 'haircut',
    member: SAM,
    date: '2026-03-07',
    time: '11:30',
    reminderMinutes: 15,
  }),
  p("remind me tmrw at 7:30am to put mia's lunch order in", 'createEvent', { title: 'lunch order', date: '2026-03-05', time: '07:30' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Shared lists, to-dos and homework (20)
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add milk, bread and weetbix to the shopping', 'addListItems', { items: ['milk', 'bread', 'weetbix'] }),
  p("we're out of nappies and wipes 😩 add them to shopping", 'addListItems', { items: ['nappies', 'wipes'] }),
  p('whats on the shopping list', 'showList'),
  p('got the bananas and yoghurt', 'tickListItems', { items: ['banana', 'yoghurt'], remove: false }),
  p("take eggs off the list, nonna's bringing some", 'tickListItems', { items: ['eggs'], remove: true }),
  p('new list for camp packing pls', 'createList', { name: 'camp' }),
  p('add sleeping bag, torch and gumboots to the camp packing list', 'addListItems', { list: 'camp', items: ['sleeping bag', 'torch', 'gumboots'] }),
  p('is sunscreen on the shopping list?', 'showList', { check: ['sunscreen'] }),
  p('what lists do we have', 'listLists'),
  p("to do: renew leo's passport, book car service", 'addTodo', { tasks: ['passport', 'car service'] }),
  p('need to pay the excursion money and sign the permission slip', 'addTodo', { tasks: ['excursion', 'permission slip'] }),
  p('done with the car service one ✅', 'completeTodo', { text: 'car service' }),
  p("what's on my to do list", 'listTodos'),
  p('done 3 👍', 'completeTodo', { number: 3 }),
  p('sam has a science poster due friday', 'addHomework', { task: 'science poster', member: SAM, dueDate: '2026-03-06' }),
  p('mia hw: spelling list for tues', 'addHomework', { task: 'spelling', member: MIA, dueDate: '2026-03-10' }),
  p('Leo needs to finish his reading log by Monday, could you add that as homework please?', 'addHomework', {
    task: 'reading log',
    member: LEO,
    dueDate: '2026-03-09',
  }),
  p('what hw has sam got', 'listHomework', { member: SAM }),
  p('sam - book report - due 20/3', 'addHomework', { task: 'book report', member: SAM, dueDate: '2026-03-20' }),
  p('clear the shopping list, we did a big shop', 'clearList'),
];

// ---------------------------------------------------------------------------------------------------------------
// Two requests in one message (the first is expected) and messages with no day (a question back) (10)
// ---------------------------------------------------------------------------------------------------------------
const MIXED: Phrase[] = [
  ask('add a dentist appt for sam pls'),
  ask('mia has a party to go to, can u put it in'),
  ask("Could you please put Leo's swimming assessment in the calendar?"),
  ask('new event: school disco for mia & sam 🪩'),
  p("add sam's footy presentation sat 5pm and also put sausages on the shopping list", 'createEvent', {
    title: 'presentation',
    member: SAM,
    date: '2026-03-07',
    time: '17:00',
  }),
  p("got the milk. also what's on tmrw?", 'tickListItems', { items: ['milk'], remove: false }),
  p("mia's piano is moved to thurs this week, and can u remind me to pay the piano teacher", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { date: '2026-03-05' },
  }),
  p("cancel leo's swimming on sat and add a playdate instead at 10", 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-07' },
    series: false,
  }),
  p('whats sam got on fri, and is mia free that arvo?', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: SAM }),
  p('add eggs + flour to shopping, and sam has a spelling test tmrw', 'addListItems', { items: ['eggs', 'flour'] }),
];

export const PHRASES: Phrase[] = [...CREATE, ...CHANGE, ...CANCEL, ...QUESTIONS, ...REMINDERS, ...LISTS, ...MIXED];
