// Phrasebook 25 (family, training set): 160 WhatsApp messages from a family living in the Gulf (Dubai, Abu Dhabi,
// Doha, Riyadh), written in Gulf English by the parents, a housemaid/nanny from the Philippines or South Asia and the
// family driver ("kindly add", "please note", "inshallah", "madam said", "the driver will pick", "pls", typos).
// Content: tuition class, Quran class, swimming academy, school bus, majlis, mall, iftar, Umrah and Eid holidays,
// spring break as spans of days, every school day (Mon–Fri), weekend Saturday–Sunday; changes and cancels with
// reasons ("teacher on leave", "Leo has fever"); calendar questions; reminders; to-dos; shopping (khubz, laban,
// dates, rice, diapers).
// Written by a helper from the tools' contract only (the zod input schemas and their descriptions in
// functions/assistant/tools and the harness in phrasebook.ts); the engine was neither read nor run on these.
// Mix: 57 createEvent (2 of them timed reminders), 30 calendar questions (10 agenda, 11 findEvent, 5 freeBusy,
// 4 accepting two tools), 2 listReminders, 17 updateEvent (2 of them reminders on events), 15 cancelEvent,
// 19 to-do messages (13 addTodo, 4 of them "remind me to…"; 3 completeTodo, 2 listTodos, 1 clearTodos),
// 12 shared-list messages, 8 questions back.
// Rules used: "after maghrib / after isha / after asr / after jumma" is not a clock time: with a day the event is
// added for that day with no time (time null); without a day it is a question back; a clock time said with it counts.
// member/alsoMembers only when the message names the children or says both kids / the kids / all three (member
// the first, alsoMembers the rest in the order Mia, Sam, Leo). Other adults (madam, sir, the driver, the nanny) are
// not members. Range questions give fromDate/toDate; a multi-day event gives its first date, allDay true and
// durationMinutes = days × 1440. "Every school day" is weekly Monday–Friday: the first school day as date and the
// other weekdays in alsoWeekdays.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (55)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('Kindly add Mia tuition class tomorrow 5pm', 'createEvent', { title: 'tuition', member: MIA, date: '2026-03-05', time: '17:00' }),
  p('please note Sam has Quran class on saturday at 10am', 'createEvent', { title: 'quran', member: SAM, date: '2026-03-07', time: '10:00' }),
  p('swimming academy for both kids sunday 4 to 5pm', 'createEvent', {
    title: 'swim',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-08',
    time: '16:00',
    durationMinutes: 60,
  }),
  p('Leo vaccination at the health centre monday 9.30am inshallah', 'createEvent', { title: 'vaccin', member: LEO, date: '2026-03-09', time: '09:30' }),
  p('Mia quran class thursday after maghrib', 'createEvent', { title: 'quran', member: MIA, date: '2026-03-05', time: null }),
  p('majlis at uncle Saeed house friday after isha, pls add', 'createEvent', { title: 'majlis', date: '2026-03-06', time: null }),
  p('Eid holidays from 19 march to 22 march, school closed', 'createEvent', { title: 'eid', date: '2026-03-19', allDay: true, durationMinutes: 5760 }),
  p('spring break for the kids 23rd to 27th march', 'createEvent', {
    title: 'spring break',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-23',
    allDay: true,
    durationMinutes: 7200,
  }),
  p('school bus comes 6.40am every school day from monday for mia and sam', 'createEvent', {
    title: 'bus',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-09',
    time: '06:40',
    recurrence: 'weekly',
    alsoWeekdays: [2, 3, 4, 5],
  }),
  p('Sam football academy every tuesday 5pm', 'createEvent', { title: 'football', member: SAM, date: '2026-03-10', time: '17:00', recurrence: 'weekly' }),
  p('mia art class every wednesday 4.30', 'createEvent', { title: 'art', member: MIA, time: '16:30', recurrence: 'weekly' }),
  p('dentist for all three on the 12th at 3pm', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-12',
    time: '15:00',
  }),
  p('Hi madam, Leo nursery teacher said open day tuesday 10am, kindly add', 'createEvent', {
    title: 'open day',
    member: LEO,
    date: '2026-03-10',
    time: '10:00',
  }),
  p('Sir the driver will pick mia from tuition 7pm tomorrow', 'createEvent', { title: 'pick', member: MIA, date: '2026-03-05', time: '19:00' }),
  p('Sam birthday party at kidzania saturday 3 to 6pm', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-07',
    time: '15:00',
    durationMinutes: 180,
  }),
  p('mia school trip to louvre abu dhabi on 11 march', 'createEvent', { title: 'trip', member: MIA, date: '2026-03-11' }),
  p('my mother flight lands DXB sunday 11.45pm', 'createEvent', { title: 'flight', date: '2026-03-08', time: '23:45' }),
  p('Mia and Sam sports day thursday 8am till 12', 'createEvent', {
    title: 'sports day',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-05',
    time: '08:00',
    durationMinutes: 240,
  }),
  p('Leo swimming academy trial class friday 9am', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-06', time: '09:00' }),
  p('pls add parents meeting at Mia school monday 2.30pm', 'createEvent', { title: 'meeting', member: MIA, date: '2026-03-09', time: '14:30' }),
  p('quran class for sam and leo every saturday and sunday 11am', 'createEvent', {
    title: 'quran',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-07',
    time: '11:00',
    recurrence: 'weekly',
    alsoWeekdays: [7],
  }),
  p('Mia exams from 16 to 19 march', 'createEvent', { title: 'exam', member: MIA, date: '2026-03-16', allDay: true, durationMinutes: 5760 }),
  p('Sam is having temperature, doctor appointment at aster clinic today 6pm', 'createEvent', {
    title: 'doctor',
    member: SAM,
    date: '2026-03-04',
    time: '18:00',
  }),
  p('kindly put mall trip with the kids saturday after asr', 'createEvent', {
    title: 'mall',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-07',
    time: null,
  }),
  p('tuition for mia sundays 6pm to 7.30pm', 'createEvent', {
    title: 'tuition',
    member: MIA,
    date: '2026-03-08',
    time: '18:00',
    durationMinutes: 90,
    recurrence: 'weekly',
  }),
  p('Sam arabic tuition mon and wed 4pm', 'createEvent', { title: 'arabic', member: SAM, time: '16:00', recurrence: 'weekly' }),
  p("Leo's daycare closed on friday for staff training", 'createEvent', { title: 'daycare', member: LEO, date: '2026-03-06', allDay: true }),
  p('desert safari for all the family saturday 3pm', 'createEvent', { title: 'safari', date: '2026-03-07', time: '15:00' }),
  p('Umrah trip 24 to 28 march inshallah', 'createEvent', { title: 'umrah', date: '2026-03-24', allDay: true, durationMinutes: 7200 }),
  p('mia reading competition wed 11 march 9am', 'createEvent', { title: 'reading', member: MIA, date: '2026-03-11', time: '09:00' }),
  p('Sam karate academy thursday 5.30pm, remind 1 hour before', 'createEvent', {
    title: 'karate',
    member: SAM,
    date: '2026-03-05',
    time: '17:30',
    reminderMinutes: 60,
  }),
  p('both kids eye test at magrabi saturday 12', 'createEvent', { title: 'eye', member: MIA, alsoMembers: [SAM], date: '2026-03-07', time: '12:00' }),
  p('please note nanny day off this sunday', 'createEvent', { title: 'day off', date: '2026-03-08' }),
  p('going abu dhabi to see the in laws 20 to 22 march', 'createEvent', { title: 'abu dhabi', date: '2026-03-20', allDay: true, durationMinutes: 4320 }),
  p('leo birthday 13 march, cake at home 5pm 🎂', 'createEvent', { title: 'birthday', member: LEO, date: '2026-03-13', time: '17:00' }),
  p('school photo day for mia and sam on tuesday', 'createEvent', { title: 'photo', member: MIA, alsoMembers: [SAM], date: '2026-03-10' }),
  p('Sam swimming academy every sunday 5pm starting this week', 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-08',
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('Mia ballet recital at ductac 15 march 6.30pm', 'createEvent', { title: 'recital', member: MIA, date: '2026-03-15', time: '18:30' }),
  p('iftar at Khalid majlis saturday 6.15pm', 'createEvent', { title: 'iftar', date: '2026-03-07', time: '18:15' }),
  p('Leo speech therapy every thursday 10am', 'createEvent', { title: 'speech', member: LEO, date: '2026-03-05', time: '10:00', recurrence: 'weekly' }),
  p('the driver will take sam to football academy 4pm on sunday', 'createEvent', { title: 'football', member: SAM, date: '2026-03-08', time: '16:00' }),
  p('all 3 kids dental checkup monday 4.15pm', 'createEvent', {
    title: 'dental',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-09',
    time: '16:15',
  }),
  p('Mia maths olympiad on the 17th at 8am', 'createEvent', { title: 'olympiad', member: MIA, date: '2026-03-17', time: '08:00' }),
  p('Sam and Leo haircut at the barber friday after jumma prayer', 'createEvent', {
    title: 'haircut',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-06',
    time: null,
  }),
  p('quran competition for mia 3 days, 10 to 12 march', 'createEvent', {
    title: 'quran',
    member: MIA,
    date: '2026-03-10',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('school iftar for all three kids friday 6pm', 'createEvent', {
    title: 'iftar',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-06',
    time: '18:00',
  }),
  p('Mia sleepover at Fatima house saturday after isha around 8.30pm', 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-07', time: '20:30' }),
  p('car service al futtaim tuesday 8am, driver will drop the car', 'createEvent', { title: 'service', date: '2026-03-10', time: '08:00' }),
  p('Sam school camp in hatta 17 to 19 march', 'createEvent', { title: 'camp', member: SAM, date: '2026-03-17', allDay: true, durationMinutes: 4320 }),
  p('leo playgroup every tuesday and thursday 9.30am from next week', 'createEvent', {
    title: 'playgroup',
    member: LEO,
    date: '2026-03-10',
    time: '09:30',
    recurrence: 'weekly',
    alsoWeekdays: [4],
  }),
  p('family lunch at grandpa villa every friday 1.30pm', 'createEvent', { title: 'lunch', date: '2026-03-06', time: '13:30', recurrence: 'weekly' }),
  p('tuition for mia and sam every school day 4 to 5pm starting monday', 'createEvent', {
    title: 'tuition',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-09',
    time: '16:00',
    durationMinutes: 60,
    recurrence: 'weekly',
    alsoWeekdays: [2, 3, 4, 5],
  }),
  p('Mia piano exam 14 march 11am, inshallah she will pass', 'createEvent', { title: 'piano', member: MIA, date: '2026-03-14', time: '11:00' }),
  p('doha trip for all of us 2nd april to 5th april', 'createEvent', { title: 'doha', date: '2026-04-02', allDay: true, durationMinutes: 5760 }),
  p('Leo check up at sidra pediatric 10 march 8.45am', 'createEvent', { title: 'check', member: LEO, date: '2026-03-10', time: '08:45' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders (10): "remind me to…" to-dos, timed reminders, reminders on events, reminder questions
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('remind me to pay the school bus fees', 'addTodo', { tasks: ['bus fee'], reminder: true }),
  p('pls remind me to renew Leo emirates id', 'addTodo', { tasks: ['emirates id'], reminder: true }),
  p('remind me to call the tuition teacher', 'addTodo', { tasks: ['tuition teacher'], reminder: true }),
  p("remind me to sign Mia's school trip form", 'addTodo', { tasks: ['trip form'], reminder: true }),
  p('remind me tomorrow 7am to give Leo his medicine', 'createEvent', { title: 'medicine', member: LEO, date: '2026-03-05', time: '07:00' }),
  p('set a reminder saturday 9am to book swimming academy slots', 'createEvent', { title: 'swim', date: '2026-03-07', time: '09:00' }),
  p('remind me 30 min before the majlis on friday', 'updateEvent', {
    target: { words: 'majlis', date: '2026-03-06' },
    changes: { reminderMinutes: 30 },
  }),
  p("remind me one hour before Mia's piano exam", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { reminderMinutes: 60 },
  }),
  p('what reminders do i have this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('is leo medicine in my reminders?', 'listReminders', { check: ['medicine'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// Calendar questions (30)
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('what is there tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('is Sam free sunday evening?', 'freeBusy', { date: '2026-03-08', member: SAM }),
  p('when is Mia exam', 'findEvent', { words: 'exam', member: MIA }),
  p('what do the kids have on saturday', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('madam asking what is Leo schedule this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p('any plans this weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('when is the next quran class', 'findEvent', { words: 'quran' }),
  p('is swimming academy on saturday?', 'findEvent', { words: 'swim', yesNo: true }),
  p('what time is Sam tuition tomorrow', ['findEvent', 'agenda'], { member: SAM }),
  p('are we free friday after 4pm', 'freeBusy', { date: '2026-03-06', fromTime: '16:00' }),
  p("what's on next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('when are the eid holidays', 'findEvent', { words: 'eid' }),
  p('when does spring break start', 'findEvent', { words: 'spring break' }),
  p("what's happening today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('does mia have anything thursday', ['agenda', 'freeBusy'], { member: MIA }),
  p('can leo go for a playdate tuesday 4pm, is he free?', 'freeBusy', { date: '2026-03-10', fromTime: '16:00', member: LEO }),
  p('when is sam birthday party', 'findEvent', { words: 'party', member: SAM }),
  p('what time the school bus is coming', 'findEvent', { words: 'bus' }),
  p('show me mia schedule for next week pls', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p("what's on 19 march", 'agenda', { fromDate: '2026-03-19', toDate: '2026-03-19' }),
  p('anything on sunday? we want to go to the mall', 'freeBusy', { date: '2026-03-08' }),
  p('sir asking when is the umrah trip', 'findEvent', { words: 'umrah' }),
  p('what do we have from 16 to 20 march', 'agenda', { fromDate: '2026-03-16', toDate: '2026-03-20' }),
  p("when is leo's next swimming", 'findEvent', { words: 'swim', member: LEO }),
  p('is the dentist on thursday 12th?', 'findEvent', { words: 'dentist', yesNo: true }),
  p("what's coming up", ['findEvent', 'agenda']),
  p('driver asking what is there tomorrow evening, he wants to leave early', ['agenda', 'freeBusy']),
  p('is Mia busy saturday 10 to 12', 'freeBusy', { date: '2026-03-07', fromTime: '10:00', toTime: '12:00', member: MIA }),
  p('what is there for the kids this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('when is the parents meeting', 'findEvent', { words: 'meeting' }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (15)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('madam said move Mia tuition tomorrow to 6pm', 'updateEvent', {
    target: { words: 'tuition', date: '2026-03-05', member: MIA },
    changes: { time: '18:00' },
  }),
  p('shift sam quran class to sunday same time', 'updateEvent', {
    target: { words: 'quran', member: SAM },
    changes: { date: '2026-03-08' },
  }),
  p('swimming academy saturday is 11am now not 10', 'updateEvent', {
    target: { words: 'swim', date: '2026-03-07' },
    changes: { time: '11:00' },
  }),
  p('push the dentist on the 12th one hour later', 'updateEvent', { target: { words: 'dentist', date: '2026-03-12' } }),
  p('majlis friday is at uncle Saeed house now', 'updateEvent', {
    target: { words: 'majlis', date: '2026-03-06' },
    changes: { location: 'saeed' },
  }),
  p('add leo to the eye test on saturday', 'updateEvent', {
    target: { words: 'eye', date: '2026-03-07' },
    changes: { addMembers: [LEO] },
  }),
  p('Sir the driver will pick mia 7.30pm instead, not 7, tomorrow', 'updateEvent', {
    target: { words: 'pick', date: '2026-03-05', member: MIA },
    changes: { time: '19:30' },
  }),
  p('Mia exams are moved, now starting 17 march', 'updateEvent', {
    target: { words: 'exam', member: MIA },
    changes: { date: '2026-03-17' },
  }),
  p('sports day thursday will finish at 1 not 12', 'updateEvent', {
    target: { words: 'sports day', date: '2026-03-05' },
    changes: { durationMinutes: 300 },
  }),
  p('rename sam karate to taekwondo', 'updateEvent', {
    target: { words: 'karate', member: SAM },
    changes: { title: 'taekwondo' },
  }),
  p('put a note on leo vaccination: bring the vaccine card', 'updateEvent', {
    target: { words: 'vaccin', member: LEO },
    changes: { note: 'vaccine card' },
  }),
  p('change sam football on sunday to 5pm', 'updateEvent', {
    target: { words: 'football', date: '2026-03-08', member: SAM },
    changes: { time: '17:00' },
  }),
  p('desert safari postponed to sunday, same timing', 'updateEvent', {
    target: { words: 'safari' },
    changes: { date: '2026-03-08' },
  }),
  p('this sunday only mia tuition at 5pm, teacher asked', 'updateEvent', {
    target: { words: 'tuition', date: '2026-03-08', member: MIA },
    changes: { time: '17:00' },
  }),
  p('leo birthday cake move to 6 pm', 'updateEvent', {
    target: { words: 'birthday', member: LEO },
    changes: { time: '18:00' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (15)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancel swimming academy saturday, coach on leave', 'cancelEvent', { target: { words: 'swim', fromDate: '2026-03-07' }, series: false }),
  p('Leo has fever, pls cancel his speech therapy tomorrow', 'cancelEvent', {
    target: { words: 'speech', fromDate: '2026-03-05', member: LEO },
    series: false,
  }),
  p('no tuition class for mia on sunday, teacher on leave', 'cancelEvent', {
    target: { words: 'tuition', fromDate: '2026-03-08', member: MIA },
    series: false,
  }),
  p('stop the quran class for sam completely, we found another teacher', 'cancelEvent', {
    target: { words: 'quran', member: SAM },
    series: true,
  }),
  p('cancel everything on friday, we are travelling', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' }, series: false }),
  p('remove the mall trip', 'cancelEvent', { target: { words: 'mall' } }),
  p('Sam karate cancelled this thursday, he has fever', 'cancelEvent', {
    target: { words: 'karate', fromDate: '2026-03-05', member: SAM },
    series: false,
  }),
  p("delete art class for mia, she don't want to go anymore", 'cancelEvent', { target: { words: 'art', member: MIA }, series: true }),
  p('cancel the desert safari, sandstorm warning', 'cancelEvent', { target: { words: 'safari' } }),
  p('the umrah trip is cancelled', 'cancelEvent', { target: { words: 'umrah' } }),
  p('no school bus from 19 to 22 march for eid', 'cancelEvent', {
    target: { words: 'bus', fromDate: '2026-03-19', toDate: '2026-03-22' },
    series: false,
  }),
  p("cancel Leo's check up on the 10th, doctor on leave", 'cancelEvent', { target: { words: 'check', fromDate: '2026-03-10', member: LEO } }),
  p('remove all events on sunday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-08' }, series: false }),
  p('cancel family lunch this friday, grandpa is travelling', 'cancelEvent', { target: { words: 'lunch', fromDate: '2026-03-06' }, series: false }),
  p('please cancel the car service on tuesday', 'cancelEvent', { target: { words: 'service', fromDate: '2026-03-10' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos (15)
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('add to my to do: renew the maid visa', 'addTodo', { tasks: ['visa'] }),
  p('todo: pay dewa bill, top up salik, book ac service', 'addTodo', { tasks: ['dewa', 'salik', 'ac service'] }),
  p('kindly add to the to-do list, iron the school uniforms', 'addTodo', { tasks: ['uniform'] }),
  p('to do: get passport photos for mia', 'addTodo', { tasks: ['passport photo'] }),
  p('to do: send the tuition fees to ms Rani', 'addTodo', { tasks: ['tuition fee'] }),
  p('add a task: register sam for summer camp', 'addTodo', { tasks: ['summer camp'] }),
  p('todo book the tailor for eid clothes', 'addTodo', { tasks: ['tailor'] }),
  p('add to my tasks: call the AC guy and fix the majlis curtains', 'addTodo', { tasks: ['ac guy', 'curtain'] }),
  p('to do list: renew mulkiya for the car', 'addTodo', { tasks: ['mulkiya'] }),
  p('done with the maid visa', 'completeTodo', { text: 'visa' }),
  p('done 2', 'completeTodo', { number: 2 }),
  p('paid the dewa bill ✅', 'completeTodo', { text: 'dewa' }),
  p('what is on my to do list', 'listTodos'),
  p('show my tasks pls', 'listTodos'),
  p('clear all my to dos', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// Shared lists (12)
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add khubz, laban and dates to the shopping', 'addListItems', { list: null, items: ['khubz', 'laban', 'dates'] }),
  p('madam please add diapers size 4 and wet wipes', 'addListItems', { list: null, items: ['diaper', 'wipes'] }),
  p('we need basmati rice 5kg', 'addListItems', { list: null, items: ['rice'] }),
  p('pls add to list: labneh, zaatar, olive oil, cucumbers', 'addListItems', { list: null, items: ['labneh', 'zaatar', 'olive oil', 'cucumber'] }),
  p('add dates and arabic coffee to the ramadan list', 'addListItems', { list: 'ramadan', items: ['dates', 'coffee'] }),
  p('add chicken, frozen paratha and milk powder', 'addListItems', { list: null, items: ['chicken', 'paratha', 'milk powder'] }),
  p('got the khubz and laban', 'tickListItems', { list: null, items: ['khubz', 'laban'], remove: false }),
  p('take the diapers off the list, madam already bought from carrefour', 'tickListItems', { list: null, items: ['diaper'] }),
  p('what is on the shopping list', 'showList', { list: null }),
  p('is rice on the list already?', 'showList', { list: null, check: ['rice'] }),
  p('make a new list for eid gifts', 'createList', { name: 'eid' }),
  p('show me the eid gifts list', 'showList', { list: 'eid' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions back (8)
// ---------------------------------------------------------------------------------------------------------------
const ASKS: Phrase[] = [
  ask('kindly add Sam tuition class'),
  ask('quran class for mia after isha'),
  ask('madam said change the timing'),
  ask('please note Mia has exam'),
  ask('cancel it'),
  ask('add swimming academy for leo'),
  ask('the driver will pick the kids'),
  ask('put majlis gathering after maghrib'),
];

export const PHRASES: Phrase[] = [...CREATE, ...REMINDERS, ...QUESTIONS, ...UPDATE, ...CANCEL, ...TODOS, ...LISTS, ...ASKS];
