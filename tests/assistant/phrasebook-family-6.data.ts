// Family phrasebook, part 6: 200 messages as parents of several kids (Mia, Sam, Leo) really type them to the family assistant on
// WhatsApp, with the tool and the key inputs we expect.
// Written by a helper session (an AI assistant started by the project for this file) that had NOT read the engine. The expectations
// come from the tool contract only: the zod input schemas and .describe() texts in functions/assistant/tools/*.ts, and the comparison
// rules of the harness in tests/assistant/phrasebook.ts. Every message was invented fresh for this file; nothing was copied or
// paraphrased from another phrasebook, file or data set. The file was compile-checked with tsc and not run against the engine.
// Style: lowercase, typos, abbreviations (tmrw, appt, pls, arvo, thurs, wk), missing punctuation, voice-to-text run-ons, emoji,
// forwarded school notices, bare fragments and long polite requests. Covers new events with members (one, pairs, "both kids",
// "the boys"), time ranges, whole-day school events, weekly activities and term-long repeats; changes of time, day, length, member and
// place; one-off and for-good cancels; questions (what's on, when is, is X free, does Y have anything); reminders at a time and before an
// event; the shopping list; to-dos; homework; a few two-in-one messages (the first request is expected) and messages with no day
// (a question back is expected).
// Reference context (as in phrasebook.data.ts): now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12
//   Fri 03-13 · Sat 03-14 · Sun 03-15 · Mon 03-16 · Tue 03-17 · Wed 03-18 · Thu 03-19 · Fri 03-20 · Sat 03-21 · Mon 03-23 · Tue 03-24
//   Wed 03-25 · Thu 03-26 · Fri 03-27 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon. Dates like 23/3 are day/month.
// "both kids" and "the boys" do not say which members, so those expectations leave the members out.
// `input` is partial: only the keys given are checked; text slots are "contains, ignoring case", so only key words are given.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent: one member, pairs, both kids / the boys, ranges, whole-day school events, weekly and term repeats,
// reminders at a time and before the event
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('leo swim 4 thurs', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-05', time: '16:00' }),
  p('mia ortho appt tues 3.15', 'createEvent', { title: 'ortho', member: MIA, date: '2026-03-10', time: '15:15' }),
  p('can u put sams dentist in for fri 9am pls', 'createEvent', { title: 'dentist', member: SAM, date: '2026-03-06', time: '09:00' }),
  p('Hi! Could you please add a haircut for Leo on Saturday at 10:30 in the morning? Thank you so much 😊', 'createEvent', {
    title: 'haircut',
    member: LEO,
    date: '2026-03-07',
    time: '10:30',
  }),
  p("mia's invited to jaz's party sat 2-4 🎈", 'createEvent', { title: 'party', member: MIA, date: '2026-03-07', time: '14:00', durationMinutes: 120 }),
  p('ok so leo has a doctors appointment tomorrow at twenty past three can you put that in', 'createEvent', {
    title: 'doctor',
    member: LEO,
    date: '2026-03-05',
    time: '15:20',
  }),
  p('mia netball game sat 8.40am', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '08:40' }),
  p('parent teacher interviews thurs 12th 4.10pm for sam', 'createEvent', { title: 'interview', member: SAM, date: '2026-03-12', time: '16:10' }),
  p('eye test for mia 23/3 at 10', 'createEvent', { title: 'eye test', member: MIA, date: '2026-03-23', time: '10:00' }),
  p('leo to the GP 4:45 today', 'createEvent', { title: 'gp', member: LEO, date: '2026-03-04', time: '16:45' }),
  p('school disco fri 6-8pm mia', 'createEvent', { title: 'disco', member: MIA, date: '2026-03-06', time: '18:00', durationMinutes: 120 }),
  p('Good afternoon, would you kindly schedule an appointment with the paediatrician for Leo on Thursday 19 March at 11:30am. Many thanks.', 'createEvent', {
    title: 'paediatrician',
    member: LEO,
    date: '2026-03-19',
    time: '11:30',
  }),
  p('assembly mia class item fri 9am 🌟', 'createEvent', { title: 'assembly', member: MIA, date: '2026-03-06', time: '09:00' }),
  p('sam footy game sun 8.15am away at riverside', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-08', time: '08:15' }),
  p('leos swimmming lessn sat 11 🏊', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-07', time: '11:00' }),
  p('dentsit for mia thrusday 2.45', 'createEvent', { member: MIA, date: '2026-03-05', time: '14:45' }),
  p('ok so um can you put in that leo has swimming on saturday at eleven and um it goes for forty five minutes thanks', 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-07',
    time: '11:00',
    durationMinutes: 45,
  }),

  // pairs, three, both kids, the boys
  p('dentist for mia and sam tues 17th 3pm', 'createEvent', { title: 'dentist', member: MIA, alsoMembers: [SAM], date: '2026-03-17', time: '15:00' }),
  p('sam n leo haircuts sat 9.30', 'createEvent', { title: 'haircut', member: SAM, alsoMembers: [LEO], date: '2026-03-07', time: '09:30' }),
  p('Could you add flu shots for Mia, Sam and Leo on Saturday the 14th at 11am please', 'createEvent', {
    title: 'flu',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-14',
    time: '11:00',
  }),
  p('both kids have the dentist on the 19th at 2:30', 'createEvent', { title: 'dentist', date: '2026-03-19', time: '14:30' }),
  p('book both kids in for haircuts fri 4pm', 'createEvent', { title: 'haircut', date: '2026-03-06', time: '16:00' }),
  p('the boys have footy photos sat 8am', 'createEvent', { title: 'photo', date: '2026-03-07', time: '08:00' }),
  p('the boys at grandmas sun 12-5', 'createEvent', { title: 'grandma', date: '2026-03-08', time: '12:00', durationMinutes: 300 }),
  p('taking both kids to the movies sun arvo 1.30 🍿', 'createEvent', { title: 'movie', date: '2026-03-08', time: '13:30' }),

  // time ranges and lengths
  p('mia tutoring wed 11th 4:15-5:15', 'createEvent', { title: 'tutor', member: MIA, date: '2026-03-11', time: '16:15', durationMinutes: 60 }),
  p('sam cricket trials sat 9 till 12', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-07', time: '09:00', durationMinutes: 180 }),
  p('working bee at school sun 8am to 11am', 'createEvent', { title: 'working bee', date: '2026-03-08', time: '08:00', durationMinutes: 180 }),
  p('leo playdate w ollie tues 3:30 to 5', 'createEvent', { title: 'playdate', member: LEO, date: '2026-03-10', time: '15:30', durationMinutes: 90 }),
  p("mia's recital fri 13th 6.30pm, goes about 2 hrs", 'createEvent', {
    title: 'recital',
    member: MIA,
    date: '2026-03-13',
    time: '18:30',
    durationMinutes: 120,
  }),
  p('sam OT thurs 3pm 45 mins', 'createEvent', { title: 'ot', member: SAM, date: '2026-03-05', time: '15:00', durationMinutes: 45 }),
  p('leo kindy orientation mon 9-10.30', 'createEvent', { title: 'orientation', member: LEO, date: '2026-03-09', time: '09:00', durationMinutes: 90 }),

  // whole-day school events and forwarded notices
  p('pupil free day mon 9th', 'createEvent', { title: 'pupil free', date: '2026-03-09', allDay: true }),
  p(
    'FWD from school: Dear Families, Year 4 will attend an excursion to the Maritime Museum on Friday 20 March. Please return the permission slip by Monday.',
    'createEvent',
    { title: 'excursion', date: '2026-03-20' },
  ),
  p('mia school camp tues 17th to thurs 19th', 'createEvent', { title: 'camp', member: MIA, date: '2026-03-17', allDay: true }),
  p('sams class photo day thurs 12th', 'createEvent', { title: 'photo', member: SAM, date: '2026-03-12', allDay: true }),
  p('harmony day wed 18th, kids wear orange 🧡', 'createEvent', { title: 'harmony day', date: '2026-03-18', allDay: true }),
  p('🏊‍♀️ swimming carnival fri 27th all day - mia & sam', 'createEvent', {
    title: 'carnival',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-27',
    allDay: true,
  }),
  p("Message from Kinder Room: Leo's group has Teddy Bear Picnic Day on Wednesday 25 March - children may bring a favourite teddy.", 'createEvent', {
    title: 'teddy',
    member: LEO,
    date: '2026-03-25',
    allDay: true,
  }),
  p('Fwd: *Important* Whole School Athletics Carnival – Thursday 26 March. All students to wear house colours. Parents welcome from 9am.', 'createEvent', {
    title: 'athletics',
    date: '2026-03-26',
  }),
  p('>> Message from Room 4: Book Week parade is on Tuesday 24 March at 9:15am in the hall. Costumes optional!', 'createEvent', {
    title: 'parade',
    date: '2026-03-24',
    time: '09:15',
  }),

  // weekly activities and term-long repeats
  p('leo swim every thurs 4pm', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-05', time: '16:00', recurrence: 'weekly' }),
  p('mia has piano mondays 3.30, only half an hour', 'createEvent', {
    title: 'piano',
    member: MIA,
    date: '2026-03-09',
    time: '15:30',
    durationMinutes: 30,
    recurrence: 'weekly',
  }),
  p('sam has footy training tues and thurs 5-6:30', 'createEvent', { title: 'footy', member: SAM, time: '17:00', durationMinutes: 90, recurrence: 'weekly' }),
  p('mia dance every sat 9am for the rest of term', 'createEvent', { title: 'dance', member: MIA, date: '2026-03-07', time: '09:00', recurrence: 'weekly' }),
  p('Leo has speech therapy weekly on Wednesdays at 10am starting next week', 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-11',
    time: '10:00',
    recurrence: 'weekly',
  }),
  p('art class for both kids fridays 3:45-4:45 this term', 'createEvent', {
    title: 'art',
    date: '2026-03-06',
    time: '15:45',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p('boys tennis sundays 10am 🎾', 'createEvent', { title: 'tennis', date: '2026-03-08', time: '10:00', recurrence: 'weekly' }),
  p('sam scouts mon nights 6:30pm weekly', 'createEvent', { title: 'scouts', member: SAM, date: '2026-03-09', time: '18:30', recurrence: 'weekly' }),
  p('choir for mia every tuesday lunchtime 12.30 til 1', 'createEvent', {
    title: 'choir',
    member: MIA,
    date: '2026-03-10',
    time: '12:30',
    durationMinutes: 30,
    recurrence: 'weekly',
  }),
  p("add Leo's karate every Monday and Wednesday at five o'clock for the whole term", 'createEvent', {
    title: 'karate',
    member: LEO,
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('bin night every tues', 'createEvent', { title: 'bin', date: '2026-03-10', recurrence: 'weekly' }),
  p('leo library day every thurs, needs his bag', 'createEvent', { title: 'library', member: LEO, date: '2026-03-05', recurrence: 'weekly', allDay: true }),

  // reminders at a time
  p('remind me at 4 to grab leo from kindy', 'createEvent', { title: 'kindy', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p('pls remind me tmrw 8am to put the library bag in sams school bag', 'createEvent', {
    title: 'library bag',
    date: '2026-03-05',
    time: '08:00',
    reminderMinutes: 0,
  }),
  p('remind me fri 7:30am mia needs her sport uniform', 'createEvent', { title: 'sport uniform', date: '2026-03-06', time: '07:30', reminderMinutes: 0 }),
  p('reminder sun 6pm - sign the excursion note', 'createEvent', { title: 'excursion note', date: '2026-03-08', time: '18:00', reminderMinutes: 0 }),
  p('remind me at 3:15 to ring the dentist back', 'createEvent', { title: 'dentist', date: '2026-03-04', time: '15:15', reminderMinutes: 0 }),

  // events with a reminder before them
  p('mia dentist tues 4pm - pls ping me an hour b4', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-10', time: '16:00', reminderMinutes: 60 }),
  p('sam hearing test fri 13th 9:15, reminder the day before would be great', 'createEvent', {
    title: 'hearing',
    member: SAM,
    date: '2026-03-13',
    time: '09:15',
    reminderMinutes: 1440,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: time, day, length, who it is for, where it is now, notes, reminders before an event
// ---------------------------------------------------------------------------------------------------------------
const CHANGE: Phrase[] = [
  p('leo swim moved to 4:30 tmrw', 'updateEvent', { target: { words: 'swim', member: LEO, date: '2026-03-05' }, changes: { time: '16:30' } }),
  p('mias dentist is now thurs not tues', 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { date: '2026-03-05' } }),
  p('can u push sams physio back half an hour', 'updateEvent', { target: { words: 'physio', member: SAM }, changes: { shiftMinutes: 30 } }),
  p('piano is 45 mins now not 30', 'updateEvent', { target: { words: 'piano' }, changes: { durationMinutes: 45 } }),
  p('the dentist on the 19th is just for leo now', 'updateEvent', { target: { words: 'dentist', date: '2026-03-19' }, changes: { member: LEO } }),
  p('add leo to mias haircut sat', 'updateEvent', { target: { words: 'haircut', member: MIA, date: '2026-03-07' }, changes: { addMembers: [LEO] } }),
  p('sams footy training is at the high school oval now', 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { location: 'high school' } }),
  p('netball moved to court 3 this sat', 'updateEvent', { target: { words: 'netball', date: '2026-03-07' }, changes: { location: 'court 3' } }),
  p('fyi swim lessons have moved to the aquatic centre on main st', 'updateEvent', { target: { words: 'swim' }, changes: { location: 'aquatic centre' } }),
  p('change mia tutoring to 5pm', 'updateEvent', { target: { words: 'tutor', member: MIA }, changes: { time: '17:00' } }),
  p('move the boys tennis sunday to 11', 'updateEvent', { target: { words: 'tennis', date: '2026-03-08' }, changes: { time: '11:00' } }),
  p('parent teacher thing got moved to fri 13th same time', 'updateEvent', { target: { words: 'parent teacher' }, changes: { date: '2026-03-13' } }),
  p('hey so the school just rang and sams OT appointment is an hour earlier tmrw', 'updateEvent', {
    target: { words: 'ot', member: SAM, date: '2026-03-05' },
    changes: { shiftMinutes: -60 },
  }),
  p("make leo's playdate on tues 2 hrs", 'updateEvent', { target: { words: 'playdate', member: LEO, date: '2026-03-10' }, changes: { durationMinutes: 120 } }),
  p('karate is now for sam too', 'updateEvent', { target: { words: 'karate' }, changes: { addMembers: [SAM] } }),
  p('scouts is mia not sam, my mistake', 'updateEvent', { target: { words: 'scouts' }, changes: { member: MIA } }),
  p('rename the disco to school disco & bbq', 'updateEvent', { target: { words: 'disco' }, changes: { title: 'bbq' } }),
  p('choir starts at 12.45 now', 'updateEvent', { target: { words: 'choir' }, changes: { time: '12:45' } }),
  p("pls move mia's eye test from the 23rd to the 24th", 'updateEvent', {
    target: { words: 'eye test', member: MIA, date: '2026-03-23' },
    changes: { date: '2026-03-24' },
  }),
  p('dance this sat is at 10 instead of 9', 'updateEvent', { target: { words: 'dance', date: '2026-03-07' }, changes: { time: '10:00' } }),
  p('remind me an hour before mias dentist', 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { reminderMinutes: 60 } }),
  p('can you give me a reminder 30 mins before leo swim tmrw', 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-05' },
    changes: { reminderMinutes: 30 },
  }),
  p('remind me the day before the excursion', 'updateEvent', { target: { words: 'excursion' }, changes: { reminderMinutes: 1440 } }),
  p('set a reminder 15 min before sams footy game sunday', 'updateEvent', {
    target: { words: 'footy', member: SAM, date: '2026-03-08' },
    changes: { reminderMinutes: 15 },
  }),
  p('put a note on the orientation mon: bring his hat and water bottle', 'updateEvent', {
    target: { words: 'orientation', date: '2026-03-09' },
    changes: { note: 'hat' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: one-off and for good
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('no swim tmrw leo is sick 🤒', 'cancelEvent', { target: { words: 'swim', fromDate: '2026-03-05', member: LEO }, series: false }),
  p('cancel mias piano on monday', 'cancelEvent', { target: { words: 'piano', fromDate: '2026-03-09', member: MIA }, series: false }),
  p("sam's quit scouts so pls delete it for good", 'cancelEvent', { target: { words: 'scouts', member: SAM }, series: true }),
  p('tennis is finished for the boys, take it off the calendar completely', 'cancelEvent', { target: { words: 'tennis' }, series: true }),
  p('the dentist on tues is cancelled', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-10' }, series: false }),
  p('netball called off this sat due to rain ☔', 'cancelEvent', { target: { words: 'netball', fromDate: '2026-03-07' }, series: false }),
  p("cancel everything on sunday we're going away", 'cancelEvent', { target: { words: null, fromDate: '2026-03-08' }, series: false }),
  p('leo wont be doing speech therapy anymore', 'cancelEvent', { target: { words: 'speech', member: LEO }, series: true }),
  p('scratch the playdate tues', 'cancelEvent', { target: { words: 'playdate', fromDate: '2026-03-10' }, series: false }),
  p('no dance sat 14th, studio closed', 'cancelEvent', { target: { words: 'dance', fromDate: '2026-03-14' }, series: false }),
  p("mia's stopped choir, remove all of them", 'cancelEvent', { target: { words: 'choir', member: MIA }, series: true }),
  p('can u cancel sams OT thurs 3pm', 'cancelEvent', { target: { words: 'ot', fromDate: '2026-03-05', time: '15:00', member: SAM }, series: false }),
  p("clear out the boys' stuff this wkend, we're camping ⛺", 'cancelEvent', { target: { fromDate: '2026-03-07', toDate: '2026-03-08' }, series: false }),
  p('no karate next wk', 'cancelEvent', { target: { words: 'karate', fromDate: '2026-03-09', toDate: '2026-03-15' }, series: false }),
  p('pls delete the haircut on sat', 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-07' }, series: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// questions: what's on, when is, is X free, does Y have anything; reminders set
// ---------------------------------------------------------------------------------------------------------------
const ASK: Phrase[] = [
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what have we got this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("what's mia got on fri", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: MIA }),
  p("leo's schedule next week?", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: LEO }),
  p("what's the plan for sat", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('send me whats on this week pls', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('sams stuff mon?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09', member: SAM }),
  p("hey what's on for the kids thurs 12th", 'agenda', { fromDate: '2026-03-12', toDate: '2026-03-12' }),
  p("morning! what's happening today ☕", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('whats on sunday 15th for mia', 'agenda', { fromDate: '2026-03-15', toDate: '2026-03-15', member: MIA }),

  p('when is mias dentist', 'findEvent', { words: 'dentist', member: MIA }),
  p("when's the swimming carnival", 'findEvent', { words: 'carnival' }),
  p("whens sam's next footy game", 'findEvent', { words: 'footy', member: SAM }),
  p('is the excursion on fri 20th?', 'findEvent', { words: 'excursion', yesNo: true }),
  p('what time is leo swim tmrw', ['findEvent', 'agenda'], { member: LEO }),
  p('does mia have piano this monday?', 'findEvent', { words: 'piano', member: MIA, yesNo: true }),
  p('when is parent teacher night', 'findEvent', { words: 'parent teacher' }),
  p('whats coming up for leo', 'findEvent', { words: null, member: LEO }),
  p('when does mia leave for camp', 'findEvent', { words: 'camp', member: MIA }),

  p('is mia free sat arvo', 'freeBusy', { date: '2026-03-07', member: MIA }),
  p('are we free sunday 2-5', 'freeBusy', { date: '2026-03-08', fromTime: '14:00', toTime: '17:00', member: null }),
  p('is sam free fri after 3:30', 'freeBusy', { date: '2026-03-06', fromTime: '15:30', member: SAM }),
  p('is leo free tmrw morning for a playdate', 'freeBusy', { date: '2026-03-05', member: LEO }),
  p('are we free sat 21st between 10 and 2', 'freeBusy', { date: '2026-03-21', fromTime: '10:00', toTime: '14:00' }),
  p('is thurs 12th free for everyone', 'freeBusy', { date: '2026-03-12', member: null }),
  p('can mia do a playdate mon 4pm or is she busy', 'freeBusy', { date: '2026-03-09', fromTime: '16:00', member: MIA }),

  p('does leo have anything on fri', ['agenda', 'freeBusy', 'findEvent'], { member: LEO }),
  p('does sam have anything tmrw arvo', ['agenda', 'freeBusy', 'findEvent'], { member: SAM }),
  p('has mia got anything on sunday', ['agenda', 'freeBusy', 'findEvent'], { member: MIA }),

  p('what reminders have i got', 'listReminders'),
  p('show me my reminders for this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('did i set a reminder for the excursion note?', 'listReminders', { check: ['excursion'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// shopping list: add several, we're out of, got the, remove, show
// ---------------------------------------------------------------------------------------------------------------
const SHOPPING: Phrase[] = [
  p('add milk bread and bananas to shopping', 'addListItems', { items: ['milk', 'bread', 'bananas'] }),
  p("we're out of nappies", 'addListItems', { items: ['nappies'] }),
  p('out of weetbix n vegemite 😩', 'addListItems', { items: ['weetbix', 'vegemite'] }),
  p('pls add 2 x milk, eggs, sultanas, muesli bars for lunchboxes', 'addListItems', { items: ['milk', 'eggs', 'sultanas', 'muesli bars'] }),
  p('shopping: sunscreen, toothpaste, tissues', 'addListItems', { items: ['sunscreen', 'toothpaste', 'tissues'] }),
  p('Could you please add chicken thighs and rice to the shopping list, thanks', 'addListItems', { items: ['chicken', 'rice'] }),
  p("we've run out of dishwasher tablets and also laundry powder can you put them on the list", 'addListItems', { items: ['dishwasher', 'laundry'] }),
  p('add glue sticks to the list for sams project', 'addListItems', { items: ['glue sticks'] }),
  p('add tomatoes cheese and wraps', ['addListItems', 'addTodo']),
  p('add swimming goggles to the packing list', 'addListItems', { list: 'packing', items: ['goggles'] }),
  p('yoghurt pouches x2 pls 🛒', 'addListItems', { items: ['yoghurt'] }),

  p('got the milk', 'tickListItems', { items: ['milk'], remove: false }),
  p('got bread and eggs ✅', 'tickListItems', { items: ['bread', 'eggs'], remove: false }),
  p('take bananas off the list', 'tickListItems', { items: ['bananas'], remove: true }),
  p('remove vegemite we found one in the pantry', 'tickListItems', { items: ['vegemite'], remove: true }),
  p('grabbed the nappies and sunscreen', 'tickListItems', { items: ['nappies', 'sunscreen'], remove: false }),
  p('scratch chicken thighs off shopping', 'tickListItems', { items: ['chicken'] }),
  p('picked up the toothpaste', 'tickListItems', { items: ['toothpaste'], remove: false }),
  p('dont need tissues anymore delete', 'tickListItems', { items: ['tissues'], remove: true }),

  p('whats on the shopping list', 'showList'),
  p('is milk on the list?', 'showList', { check: ['milk'] }),
  p('send me the list pls im at coles', 'showList'),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos: add (also "remind me to…" with no time), list, done
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('todo: return library books', 'addTodo', { tasks: ['library books'] }),
  p("add to my list book mia's swimming lessons for next term", 'addTodo', { tasks: ['swimming lessons'] }),
  p('need to: renew leos passport, pay school fees', 'addTodo', { tasks: ['passport', 'school fees'] }),
  p('add a to do to call the plumber', 'addTodo', { tasks: ['plumber'] }),
  p("to do - fill out sam's camp form and label mia's jumper", 'addTodo', { tasks: ['camp form', 'jumper'] }),
  p('put "sort out the kids wardrobes" on my to do list', 'addTodo', { tasks: ['wardrobes'] }),
  p('add to-dos: buy birthday present for ollie, wrap it, write a card', 'addTodo', { tasks: ['present', 'wrap', 'card'] }),
  p('remind me to pay the canteen account', 'addTodo', { tasks: ['canteen'], reminder: true }),
  p("remind me to order mia's school shoes", 'addTodo', { tasks: ['school shoes'], reminder: true }),

  p('my list', 'listTodos'),
  p("what's on my to do list", 'listTodos'),

  p('done 2', 'completeTodo', { number: 2 }),
  p('paid the school fees ✔️', 'completeTodo', { text: 'school fees' }),
  p('called the plumber, tick it off', 'completeTodo', { text: 'plumber' }),
  p('returned the library books', 'completeTodo', { text: 'library books' }),
  p('#3 done', 'completeTodo', { number: 3 }),
  p("finished leo's passport renewal", 'completeTodo', { text: 'passport' }),
];

// ---------------------------------------------------------------------------------------------------------------
// homework: add with a due day, ask what is due
// ---------------------------------------------------------------------------------------------------------------
const HOMEWORK: Phrase[] = [
  p('sam has a maths sheet due fri', 'addHomework', { task: 'maths', member: SAM, dueDate: '2026-03-06' }),
  p('mia hw: spelling words due tues', 'addHomework', { task: 'spelling', member: MIA, dueDate: '2026-03-10' }),
  p('homework for leo - read 10 mins each night', 'addHomework', { task: 'read', member: LEO }),
  p("sam's science poster homework is due mon 16th", 'addHomework', { task: 'science poster', member: SAM, dueDate: '2026-03-16' }),
  p('mia has a book report due the 20th 📚', 'addHomework', { task: 'book report', member: MIA, dueDate: '2026-03-20' }),
  p('add hw for sam: geography questions p.42, due thurs', 'addHomework', { task: 'geography', member: SAM, dueDate: '2026-03-05' }),
  p('leo homework: news item something starting with b, due tmrw', 'addHomework', { task: 'news', member: LEO, dueDate: '2026-03-05' }),
  p("mia's got a french worksheet for homework", 'addHomework', { task: 'french', member: MIA }),
  p('Sam has a history assignment due on the twenty third can you add that to his homework', 'addHomework', {
    task: 'history',
    member: SAM,
    dueDate: '2026-03-23',
  }),

  p('what homework does mia have', 'listHomework', { member: MIA }),
  p('whats due for sam this week', 'listHomework', { member: SAM }),
  p('leo hw?', 'listHomework', { member: LEO }),
  p('has sam got any homework due', 'listHomework', { member: SAM }),
];

// ---------------------------------------------------------------------------------------------------------------
// two requests in one message: the first is expected
// ---------------------------------------------------------------------------------------------------------------
const TWO_IN_ONE: Phrase[] = [
  p('add milk to the list and remind me to call nan', 'addListItems', { items: ['milk'] }),
  p('cancel swim tmrw and put leo in for a doctors appt instead at 4', 'cancelEvent', { target: { words: 'swim', fromDate: '2026-03-05' } }),
  p("mia dentist fri 3pm, also we're out of bread", 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-06', time: '15:00' }),
  p('whats on sat and is sam free sun morning', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('got the eggs, add butter', 'tickListItems', { items: ['eggs'], remove: false }),
  p('done 1 and add pay swimming fees', 'completeTodo', { number: 1 }),
];

// ---------------------------------------------------------------------------------------------------------------
// an event with no day (and no time): a question back
// ---------------------------------------------------------------------------------------------------------------
const NO_DAY: Phrase[] = [
  ask('put in a dentist appt for mia'),
  ask('leo has a party at maxs house'),
  ask('add mias school concert'),
  ask('new event: sam orthodontist'),
  ask('can you book in a playdate for the boys with the jones kids'),
  ask('mia has an excursion to the zoo, pls add'),
  ask('haircut for leo pls'),
  ask('Could you please add the school working bee to the calendar'),
  ask('sam has a hospital appointment coming up, put it in'),
  ask('new term swimming lessons for both kids, pls add them'),
];

export const PHRASES: Phrase[] = [...CREATE, ...CHANGE, ...CANCEL, ...ASK, ...SHOPPING, ...TODOS, ...HOMEWORK, ...TWO_IN_ONE, ...NO_DAY];
