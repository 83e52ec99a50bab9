// TRAINING phrasebook, part 33: school holidays and weekends (Okafor household).
// Written by a helper session from the tool contract only (the zod input schemas and their descriptions in
// functions/assistant/tools/*.ts, and the harness in tests/assistant/phrasebook.ts); the engine was not read or run.
// Every message was written fresh for this file: two parents (one terse, one chatty with typos and "tmrw", "pls",
// "u", "thx", "arvo"), a grandparent with long polite messages where the request comes last, and voice-note run-ons.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 · Sat 03-07 · Sun 03-08 · next week 03-09..03-15 · next weekend 03-14..03-15
//   the rest of the month 03-04..03-31 · Easter 2026: Good Friday 04-03, Easter Sunday 04-05, Easter Monday 04-06.
// Member conventions:
//   one named child -> member; "the boys" -> member SAM, alsoMembers [LEO] (Sam named first);
//   "both kids" (ambiguous with three children), "all three", "the kids", "everyone" -> no member key is checked.
//   agenda/findEvent/freeBusy take one member only, so "the boys" there leaves member unchecked.
// Multi-day conventions:
//   several days with daily hours (holiday camp 9 till 3, Mon to Thu) -> ONE createEvent: date = first day,
//     time = daily start, durationMinutes = one day's length, recurrence 'daily', repeatUntil = last day;
//   several whole days away (trip, stay at grandparents) -> ONE all-day createEvent: date = first day,
//     allDay true, durationMinutes = number of days × 1440.
// A day with no time (sleepover "friday night") is checked on title/member/date only.
// A question back (ask) only where the day or the thing is truly missing.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent: holiday camps, play dates, sleepovers, trips, grandparents, weekend sport, carpools, parties
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('holiday camp for sam 13th to 16th april, 9 till 3 each day', 'createEvent', {
    title: 'camp',
    member: SAM,
    date: '2026-04-13',
    time: '09:00',
    durationMinutes: 360,
    recurrence: 'daily',
    repeatUntil: '2026-04-16',
  }),
  p('Mia: art camp Tue 7 Apr - Thu 9 Apr, 8.30-12.30', 'createEvent', {
    title: 'art camp',
    member: MIA,
    date: '2026-04-07',
    time: '08:30',
    durationMinutes: 240,
    recurrence: 'daily',
    repeatUntil: '2026-04-09',
  }),
  p('can u put the boys in for holiday swim school tues 7th n wed 8th april, 10 til 11 both days thx', 'createEvent', {
    title: 'swim',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-04-07',
    time: '10:00',
    durationMinutes: 60,
    recurrence: 'daily',
    repeatUntil: '2026-04-08',
  }),
  p('vac care for mia wed 8 apr to fri 10 apr, drop off 8am pick up 6pm', 'createEvent', {
    title: 'vac care',
    member: MIA,
    date: '2026-04-08',
    time: '08:00',
    durationMinutes: 600,
    recurrence: 'daily',
    repeatUntil: '2026-04-10',
  }),
  p('Tennis camp. Sam. 14-17 April. 9am-1pm daily.', 'createEvent', {
    title: 'tennis camp',
    member: SAM,
    date: '2026-04-14',
    time: '09:00',
    durationMinutes: 240,
    recurrence: 'daily',
    repeatUntil: '2026-04-17',
  }),
  p(
    'so theres this lego robotics thing at the library for mia every day from monday the thirteenth of april through to wednesday the fifteenth and it runs from half past nine until twelve can you chuck that in',
    'createEvent',
    { title: 'robotics', member: MIA, date: '2026-04-13', time: '09:30', durationMinutes: 150, recurrence: 'daily', repeatUntil: '2026-04-15' },
  ),
  p(
    'Good afternoon, it is Nana Okafor writing. Grandad and I would love to have the three children come and stay with us during the Easter break, as they did last year. Would you please put it in the calendar from Thursday the ninth of April until Sunday the twelfth? We will collect them in the morning.',
    'createEvent',
    { title: 'nana', date: '2026-04-09', allDay: true, durationMinutes: 5760 },
  ),
  p('camping at jervis bay fri 17 - sun 19 april', 'createEvent', { title: 'camping', date: '2026-04-17', allDay: true, durationMinutes: 4320 }),
  p('put in a long weekend at the beach house from good friday the 3rd to easter monday the 6th', 'createEvent', {
    title: 'beach house',
    date: '2026-04-03',
    allDay: true,
    durationMinutes: 5760,
  }),
  p('add a day trip to the blue mountains on easter sunday the fifth of april, all day', 'createEvent', {
    title: 'blue mountains',
    date: '2026-04-05',
    allDay: true,
  }),
  p('leo playdate with archie tmrw 10-12 at ours', 'createEvent', { title: 'playdate', member: LEO, date: '2026-03-05', time: '10:00', durationMinutes: 120 }),
  p('Playdate Sam + Hugo, Sat 3-5pm.', 'createEvent', { title: 'playdate', member: SAM, date: '2026-03-07', time: '15:00', durationMinutes: 120 }),
  p("mia's having a sleepover at ruby's on the 13th, drop off at six", 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-13', time: '18:00' }),
  p("we're hosting a sleepover for mia and her friends saturday the twenty first from 5 pm", 'createEvent', {
    title: 'sleepover',
    member: MIA,
    date: '2026-03-21',
    time: '17:00',
  }),
  p('sleepover at gran and pops for the boys fri 10 april', 'createEvent', { title: 'sleepover', member: SAM, alsoMembers: [LEO], date: '2026-04-10' }),
  p('sam has his footy game sat 8.15am at kellyville oval', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-07', time: '08:15' }),
  p('netball training mia thursdays 4.30 until the end of march', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-05',
    time: '16:30',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
  }),
  p('Im driving the netball carpool saturday, pick up the girls at 7.40', 'createEvent', { title: 'carpool', date: '2026-03-07', time: '07:40' }),
  p("it's my turn to drive the swimming carpool every sunday at 8am starting this sunday", 'createEvent', {
    title: 'carpool',
    date: '2026-03-08',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p("Ava's 7th birthday party sunday the 15th 11am to 1 at the trampoline place, sam's invited", 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-15',
    time: '11:00',
    durationMinutes: 120,
  }),
  p('leo bday party invite - Poppy turns 4 - sat 21st, 10 - 11.30', 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-21',
    time: '10:00',
    durationMinutes: 90,
  }),
  p("Mia - Zara's laser tag party friday 4pm. remind me forty five minutes before", 'createEvent', {
    title: 'laser tag',
    member: MIA,
    date: '2026-03-06',
    time: '16:00',
    reminderMinutes: 45,
  }),
  p("lunch at grandma's sunday 12.30", 'createEvent', { title: 'grandma', date: '2026-03-08', time: '12:30' }),
  p(
    'so the kids have the easter egg hunt at the community centre on saturday the fourth of april at ten and it goes for about an hour and a half can you put that in',
    'createEvent',
    { title: 'egg hunt', date: '2026-04-04', time: '10:00', durationMinutes: 90 },
  ),
  p('Zoo trip with all three mon 6 april, leaving 9', 'createEvent', { title: 'zoo', date: '2026-04-06', time: '09:00' }),
  p('both kids have the cricket come and try on the 14th at 9.30', 'createEvent', { title: 'cricket', date: '2026-03-14', time: '09:30' }),
  p('pls add sams soccer trials tmrw arvo 4.15 thx', 'createEvent', { title: 'soccer', member: SAM, date: '2026-03-05', time: '16:15' }),
  p(
    'Hello, this is Grandpa. I have been meaning to take young Leo to see the steam trains at the museum for some time now, and I believe Thursday the second of April suits us both. Could you kindly add it for half past nine?',
    'createEvent',
    { title: 'museum', member: LEO, date: '2026-04-02', time: '09:30' },
  ),
  p('dance rehearsal for mia sunday at 2, remind me an hour and a half before', 'createEvent', {
    title: 'dance',
    member: MIA,
    date: '2026-03-08',
    time: '14:00',
    reminderMinutes: 90,
  }),
  p('park day with the Nguyens sat arvo from 2', 'createEvent', { title: 'park', date: '2026-03-07', time: '14:00' }),
  p('swimming lessons for leo every saturday 9.30am', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-07', time: '09:30', recurrence: 'weekly' }),
  p('Sam basketball game Sunday 22 March 1:40pm', 'createEvent', { title: 'basketball', member: SAM, date: '2026-03-22', time: '13:40' }),
  p('movie w the kids tmrw night 6.30', 'createEvent', { title: 'movie', date: '2026-03-05', time: '18:30' }),
  p('book the boys haircuts friday 3.30 before the holidays kick in', 'createEvent', {
    title: 'haircut',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-06',
    time: '15:30',
  }),
  p('Its my mums 70th on saturday the 28th, family lunch from 12 for three hours', 'createEvent', {
    title: 'lunch',
    date: '2026-03-28',
    time: '12:00',
    durationMinutes: 180,
  }),
  p("Drop Leo at Nana's Thursday 8am", 'createEvent', { title: 'nana', member: LEO, date: '2026-03-05', time: '08:00' }),
  p("Mia - Ella's pool party - Sun 29th, 2 to 4.30", 'createEvent', {
    title: 'pool party',
    member: MIA,
    date: '2026-03-29',
    time: '14:00',
    durationMinutes: 150,
  }),
  p('Saturday the 14th: mia netball grading 7.50am. Remind me a day before.', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-14',
    time: '07:50',
    reminderMinutes: 1440,
  }),
  p('can u add leos swimming lesson mon 9th at quarter past 4 n remind me 20 mins b4', 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-09',
    time: '16:15',
    reminderMinutes: 20,
  }),
  p('footy presentation day sunday the twenty ninth at eleven thirty, all three are coming', 'createEvent', {
    title: 'presentation',
    date: '2026-03-29',
    time: '11:30',
  }),
  p("Bowling with Sam's class Fri 13th 3:15–5:15", 'createEvent', { title: 'bowling', member: SAM, date: '2026-03-13', time: '15:15', durationMinutes: 120 }),
  p('piano holiday workshop for mia thursday 16 april 1.30', 'createEvent', { title: 'piano', member: MIA, date: '2026-04-16', time: '13:30' }),
  p("Uncle Tobi's visiting, dinner here friday 7pm", 'createEvent', { title: 'dinner', date: '2026-03-06', time: '19:00' }),
  p("ice skating sunday arvo with the kids 3 o'clock", 'createEvent', { title: 'skating', date: '2026-03-08', time: '15:00' }),
  p(
    'sam got invited to jacks party its on the 21st at the bowling alley starting one thirty finishing three thirty put it in for him and ill sort the present later',
    'createEvent',
    { title: 'party', member: SAM, date: '2026-03-21', time: '13:30', durationMinutes: 120 },
  ),
  p(
    'Dear all, I hope the week is treating you kindly. The church is holding its Easter morning service on Sunday the fifth of April and I would be so pleased if the whole family came along with me. Would you mind adding it for everyone at nine o’clock?',
    'createEvent',
    { title: 'service', date: '2026-04-05', time: '09:00' },
  ),
  p('daycare closed tuesday the 17th, leo home all day', 'createEvent', { title: 'daycare', member: LEO, date: '2026-03-17', allDay: true }),
  p('cinema sat 4 apr 10.45 for both kids', 'createEvent', { title: 'cinema', date: '2026-04-04', time: '10:45' }),
  p('Mia training every Wed and Fri 5-6.30 from next week', 'createEvent', {
    title: 'training',
    member: MIA,
    date: '2026-03-11',
    time: '17:00',
    durationMinutes: 90,
    recurrence: 'weekly',
    alsoWeekdays: [5],
  }),
  p('family bike ride round the lake saturday 21st at 8', 'createEvent', { title: 'bike', date: '2026-03-21', time: '08:00' }),
  p("LEO'S BIRTHDAY PARTY at ours Sat 11 April 10am to 12", 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-04-11',
    time: '10:00',
    durationMinutes: 120,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions back: the day or the thing is truly missing
// ---------------------------------------------------------------------------------------------------------------
const ASK: Phrase[] = [
  ask('book sam into the holiday soccer camp pls'),
  ask('mias got a sleepover at her friends place can u add it'),
  ask('ok so mia wants to do the horse riding camp, its the first three days of the second week of the hols, can you put it in'),
  ask(
    'Hello dear. Your Aunty Florence has asked whether we might all come out to the farm for a few days at some stage these holidays. I said I would check with you first before saying yes. Could you please pencil it in for us?',
  ),
  ask('can u move it to the sunday instead'),
  ask('add a playdate for leo with the twins'),
  ask("need to change the time of sam's party"),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: changed plans, times, places, members, reminders
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p("move sam's footy game saturday to 9.30", 'updateEvent', { target: { words: 'footy', member: SAM, date: '2026-03-07' }, changes: { time: '09:30' } }),
  p('playdate tmrw is now at the park not ours', 'updateEvent', { target: { words: 'playdate', date: '2026-03-05' }, changes: { location: 'park' } }),
  p("push leo's swimming back half an hour on monday", 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-09' },
    changes: { shiftMinutes: 30 },
  }),
  p("ava's party is now sunday the 22nd instead", 'updateEvent', { target: { words: 'party' }, changes: { date: '2026-03-22' } }),
  p('netball grading finishes at 10 now', 'updateEvent', { target: { words: 'netball' }, changes: { endTime: '10:00' } }),
  p('Camp Sam: 8.30 start all days.', 'updateEvent', { target: { words: 'camp', member: SAM }, changes: { time: '08:30' } }),
  p(
    'Good morning. I have just found out that the museum is closed on Thursdays during the school holidays, which rather spoils my plan. Could we please shift my outing with Leo to Wednesday the first of April instead?',
    'updateEvent',
    { target: { words: 'museum', member: LEO }, changes: { date: '2026-04-01' } },
  ),
  p("add mia to the boys' haircuts on friday", 'updateEvent', { target: { words: 'haircut', date: '2026-03-06' }, changes: { addMembers: [MIA] } }),
  p("sleepover at ruby's is friday the 20th now not the 13th", 'updateEvent', {
    target: { words: 'sleepover', date: '2026-03-13' },
    changes: { date: '2026-03-20' },
  }),
  p('remind me half an hour before the egg hunt', 'updateEvent', { target: { words: 'egg hunt' }, changes: { reminderMinutes: 30 } }),
  p("put a note on saturday's footy: we're on oranges duty", 'updateEvent', {
    target: { words: 'footy', date: '2026-03-07' },
    changes: { note: 'oranges' },
  }),
  p('actually the pool party on the 29th is going till five not four thirty so can you change that', 'updateEvent', {
    target: { words: 'pool party', date: '2026-03-29' },
    changes: { endTime: '17:00' },
  }),
  p('Tennis camp is for Mia now, not Sam.', 'updateEvent', { target: { words: 'tennis camp', member: SAM }, changes: { member: MIA } }),
  p('bring dinner with tobi forward to 6.30', 'updateEvent', { target: { words: 'dinner' }, changes: { time: '18:30' } }),
  p('can u rename the bball game to grand final thx', 'updateEvent', { target: { words: 'game' }, changes: { title: 'grand final' } }),
  p('Park day sat: 1 hour earlier', 'updateEvent', { target: { words: 'park', date: '2026-03-07' }, changes: { shiftMinutes: -60 } }),
  p('change leos playdate tmrw to start at 11 instead of 10', 'updateEvent', {
    target: { words: 'playdate', member: LEO, date: '2026-03-05', time: '10:00' },
    changes: { time: '11:00' },
  }),
  p("remind me forty minutes before sam's soccer trials tomorrow", 'updateEvent', {
    target: { words: 'soccer', member: SAM, date: '2026-03-05' },
    changes: { reminderMinutes: 40 },
  }),
  p('the bowling is at the new place in castle hill now', 'updateEvent', { target: { words: 'bowling' }, changes: { location: 'castle hill' } }),
  p("make mia's dance rehearsal three hours not one", 'updateEvent', { target: { words: 'dance', member: MIA }, changes: { durationMinutes: 180 } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: called-off games, quitting a sport, a cleared weekend
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p("cancel sam's footy this saturday, it's a bye round", 'cancelEvent', {
    target: { words: 'footy', member: SAM, fromDate: '2026-03-07' },
    series: false,
  }),
  p("no more netball training for mia, she's quit", 'cancelEvent', { target: { words: 'netball', member: MIA }, series: true }),
  p('the ice skating is off', 'cancelEvent', { target: { words: 'skating' }, series: false }),
  p("cancel everything on saturday the 21st, we're going away", 'cancelEvent', { target: { words: null, fromDate: '2026-03-21' }, series: false }),
  p("leo's swimming won't be on over the holidays 6th to the 17th of april so delete those", 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-04-06', toDate: '2026-04-17' },
    series: false,
  }),
  p(
    "I'm so sorry to do this, dear, but my knee has been playing up again and the doctor has told me to rest it properly. I'm afraid we'll have to call off the children staying with us over Easter. Please take it out of the calendar.",
    'cancelEvent',
  ),
  p('scrap the carpool sunday', 'cancelEvent', { target: { words: 'carpool', fromDate: '2026-03-08' }, series: false }),
  p('delete the camping trip', 'cancelEvent', { target: { words: 'camping' } }),
  p('Wipe next weekend. All plans off.', 'cancelEvent', { target: { words: null, fromDate: '2026-03-14', toDate: '2026-03-15' }, series: false }),
  p('jacks party is cancelled hes got chicken pox', 'cancelEvent', { target: { words: 'party' }, series: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// agenda / findEvent / freeBusy: what is on over a range, when is the next thing, who is free
// ---------------------------------------------------------------------------------------------------------------
const ASKING: Phrase[] = [
  p("what's on next weekend", 'agenda', { fromDate: '2026-03-14', toDate: '2026-03-15' }),
  p('whats on for the rest of the month', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-31' }),
  p('what have we got over the easter holidays, 3rd to the 19th of april', 'agenda', { fromDate: '2026-04-03', toDate: '2026-04-19' }),
  p("mia's schedule this weekend?", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: MIA }),
  p("what's on for sam next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM }),
  p(
    "Hello love. Grandad and I are trying to work out when we might pop over to see the children, and I don't want to get in the way of all their activities. Could you tell me what they have on in the week starting Monday the sixth of April?",
    'agenda',
    { fromDate: '2026-04-06', toDate: '2026-04-12' },
  ),
  p('anything on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('Sat + Sun?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('what does leo have on from now till the end of next week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-15', member: LEO }),
  p("can you just read me out everything we've got between the tenth and the twentieth because i'm trying to plan around the school stuff", 'agenda', {
    fromDate: '2026-03-10',
    toDate: '2026-03-20',
  }),
  p('holiday plan for all three pls, april 4 to april 12', 'agenda', { fromDate: '2026-04-04', toDate: '2026-04-12' }),
  p("when's sam's next footy game", 'findEvent', { words: 'footy', member: SAM }),
  p('is the egg hunt on the 4th of april?', 'findEvent', { words: 'egg hunt', yesNo: true }),
  p("what time is ava's party again", 'findEvent', { words: 'party' }),
  p("when does mia's art camp start", 'findEvent', { words: 'art camp', member: MIA }),
  p('do the boys have swimming this saturday?', 'findEvent', { words: 'swim', yesNo: true, fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("when are we at grandma's next", 'findEvent', { words: 'grandma' }),
  p('Next netball?', 'findEvent', { words: 'netball' }),
  p('when is the beach house weekend, i forget', 'findEvent', { words: 'beach house' }),
  p('is anyone free to drive sam to footy sat 8am', 'freeBusy', { date: '2026-03-07', fromTime: '08:00' }),
  p("who's free sunday arvo", 'freeBusy', { date: '2026-03-08' }),
  p('are we free on the 28th for a bbq', 'freeBusy', { date: '2026-03-28', member: null }),
  p('Mia free Fri 13th after 4?', 'freeBusy', { date: '2026-03-13', fromTime: '16:00', member: MIA }),
  p('jen asked can we drive the netball carpool saturday the fourteenth at half seven, have we got anything on then', 'freeBusy', {
    date: '2026-03-14',
    fromTime: '07:30',
  }),
  p('is leo free between 10 and 12 on tuesday for a playdate', 'freeBusy', { date: '2026-03-10', fromTime: '10:00', toTime: '12:00', member: LEO }),
  p(
    'Dear, the garden club is having its open day and I would love to bring one of the grandchildren along for company. Is Mia busy on Saturday the twenty-first between nine and eleven?',
    'freeBusy',
    { date: '2026-03-21', fromTime: '09:00', toTime: '11:00', member: MIA },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// listReminders
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('what reminders have i got this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('show my reminders', 'listReminders'),
  p('did i set a reminder for the egg hunt?', 'listReminders', { check: ['egg hunt'] }),
  p('any reminders over the weekend?', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos: RSVPs, bookings and forms with due days
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p("rsvp to ava's party by friday", 'addTodo', { tasks: ['rsvp'] }),
  p('todo: book vac care before the 20th', 'addTodo', { tasks: ['vac care'] }),
  p("remind me to pay for sam's tennis camp", 'addTodo', { tasks: ['tennis camp'], reminder: true }),
  p("need to sign mia's permission form for the camp, due monday", 'addTodo', { tasks: ['permission form'] }),
  p("add to my to do list: renew leo's swim enrolment, order the birthday cake and email the footy coach", 'addTodo', {
    tasks: ['swim', 'cake', 'coach'],
  }),
  p("Reply to Poppy's mum re party. By Tues.", 'addTodo', { tasks: ['poppy'] }),
  p(
    'Hello dear, just a small thing. I promised Sam I would find out about the junior cricket sign-ups before the season starts. Could you add it to your jobs so that one of us remembers to ring the club by Friday?',
    'addTodo',
    { tasks: ['cricket'] },
  ),
  p("remind me to find sam's footy boots", 'addTodo', { tasks: ['boots'], reminder: true }),
  p('done the rsvp', 'completeTodo', { text: 'rsvp' }),
  p('done 3', 'completeTodo', { number: 3 }),
  p("what's on my to do list", 'listTodos'),
  p('clear all my to-dos, holidays are here', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// Lists: shopping (presents, party things), packing, holiday
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add a present for ava to the shopping list', 'addListItems', { list: null, items: ['present'] }),
  p('shopping: wrapping paper, birthday card, sticky tape', 'addListItems', { list: null, items: ['wrapping paper', 'birthday card', 'sticky tape'] }),
  p("packing list: sunscreen, hats, swimmers, leo's bunny", 'addListItems', { list: 'packing', items: ['sunscreen', 'hats', 'swimmers', 'bunny'] }),
  p('put the tent and the camp chairs on the holiday list', 'addListItems', { list: 'holiday', items: ['tent', 'chairs'] }),
  p('we need easter eggs x 30 and hot cross buns', 'addListItems', { list: null, items: ['easter eggs', 'hot cross buns'] }),
  p("can you add to the packing list the charger for the ipad and mia's retainer and some snacks for the car", 'addListItems', {
    list: 'packing',
    items: ['charger', 'retainer', 'snacks'],
  }),
  p('pls add lego gift voucher 4 jack to shopping', 'addListItems', { list: null, items: ['lego'] }),
  p('holiday list - book the dog sitter, stop the paper', 'addListItems', { list: 'holiday', items: ['dog sitter', 'paper'] }),
  p(
    "I was at the shops this morning and noticed there were no party bags left in the cupboard for Leo's birthday. Would you be so kind as to put party bags and balloons on the family shopping list?",
    'addListItems',
    { list: null, items: ['party bags', 'balloons'] },
  ),
  p("what's on the packing list", 'showList', { list: 'packing' }),
  p('shopping list?', 'showList', { list: null }),
  p('is sunscreen on the packing list already', 'showList', { list: 'packing', check: ['sunscreen'] }),
  p('show me the holiday list', 'showList', { list: 'holiday' }),
  p('got the wrapping paper and the card', 'tickListItems', { items: ['wrapping paper', 'card'], remove: false }),
  p("take the tent off the holiday list, we're borrowing one", 'tickListItems', { list: 'holiday', items: ['tent'], remove: true }),
  p('packed the swimmers', 'tickListItems', { items: ['swimmers'], remove: false }),
  p('start a holiday list', 'createList', { name: 'holiday' }),
  p('new list called easter camping pls', 'createList', { name: 'easter camping' }),
  p("clear the packing list we're home", 'clearList', { list: 'packing' }),
  p('what lists do we have', 'listLists'),
];

export const PHRASES: Phrase[] = [...CREATE, ...ASK, ...UPDATE, ...CANCEL, ...ASKING, ...REMINDERS, ...TODOS, ...LISTS];
