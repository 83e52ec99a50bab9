// Phrasebook 14 (family WhatsApp, training set): 160 messages busy parents type to Simplify, the family assistant,
// one-handed and in a hurry, from Australia, the UK, the US and the Gulf: lowercase, typos (tmrw, thurs, wensday,
// swimmimg, appt), abbreviations (pls, arvo, wk, hols, w/, b4, u), missing apostrophes, emoji and chatter around the
// request. 40 createEvent, 15 updateEvent, 12 cancelEvent, 20 questions (agenda, findEvent, freeBusy,
// listReminders), 25 list messages, 22 to-dos, 10 homework, 6 member facts and 10 others (questions back, thanks,
// undo, out of scope, two requests in one message where the first is expected).
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract
// only (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//   "in 2 weeks" = 03-18. A time with no day: today if after 14:00, otherwise tomorrow.
//   Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines; text slots are checked by "contains, ignoring case",
// so they hold the key word(s) only. "both kids" / "the kids" name no member, so no member is expected for them.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (40)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('swimmimg for mia next wed 4pm at the rec centre', 'createEvent', { title: 'swim', member: MIA, date: '2026-03-11', time: '16:00' }),
  p('sams dentist appt the 14th at 9.30', 'createEvent', { title: 'dentist', member: SAM, date: '2026-03-14', time: '09:30' }),
  p('leo has footy trials 14/3 at 8', 'createEvent', { title: 'footy', member: LEO, date: '2026-03-14', time: '08:00' }),
  p('pls add parents evening this thurs 6.30pm', 'createEvent', { title: 'parents evening', date: '2026-03-05', time: '18:30' }),
  p('mia and sam have ortho in 2 weeks at half 4', 'createEvent', {
    title: 'ortho',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-18',
    time: '16:30',
  }),
  p('athletics carnival fri 9-3 both kids 🏃', 'createEvent', { title: 'athletics', date: '2026-03-06', time: '09:00', durationMinutes: 360 }),
  p('playdate w/ the harrisons sun from 3 till 5', 'createEvent', { title: 'playdate', date: '2026-03-08', time: '15:00', durationMinutes: 120 }),
  p('piano lessons for leo every monday 4.15', 'createEvent', { title: 'piano', member: LEO, date: '2026-03-09', time: '16:15', recurrence: 'weekly' }),
  p('sam - violin fortnightly on tues 16:15 starting next week', 'createEvent', {
    title: 'violin',
    member: SAM,
    date: '2026-03-10',
    time: '16:15',
    recurrence: 'fortnightly',
  }),
  p('hockey for mia quarter to 5 tmrw, remind me 30 min before', 'createEvent', {
    title: 'hockey',
    member: MIA,
    date: '2026-03-05',
    time: '16:45',
    reminderMinutes: 30,
  }),
  p('gp appt for me fri 10.40', 'createEvent', { title: 'gp', date: '2026-03-06', time: '10:40' }),
  p('bday party at jumpz this sat 11 till 1 for leo 🎈', 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-07',
    time: '11:00',
    durationMinutes: 120,
  }),
  p('work drinks thurs 5.30 dont let me bail', 'createEvent', { title: 'drinks', date: '2026-03-05', time: '17:30' }),
  p('school photos on the 12th. kids need full uniform', 'createEvent', { title: 'photos', date: '2026-03-12' }),
  p('netball for mia every sat 8am at the leisure centre', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p('oshc for leo every weekday from 3 till 6', 'createEvent', { title: 'oshc', member: LEO, time: '15:00', durationMinutes: 180 }),
  p('mias eye test 14/3 at 11', 'createEvent', { title: 'eye test', member: MIA, date: '2026-03-14', time: '11:00' }),
  p('tutoring w/ ms patel for sam tues 4', 'createEvent', { title: 'tutoring', member: SAM, date: '2026-03-10', time: '16:00' }),
  p('sleepover at grans for the kids fri', 'createEvent', { title: 'sleepover', date: '2026-03-06' }),
  p('flu jabs at the surgery next wed 9.15', 'createEvent', { title: 'flu', date: '2026-03-11', time: '09:15' }),
  p('cricket presentation night in 2 weeks, 6pm, sam', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-18', time: '18:00' }),
  p("yalla add mia's arabic class every sunday 5pm", 'createEvent', { title: 'arabic', member: MIA, date: '2026-03-08', time: '17:00', recurrence: 'weekly' }),
  p('car service mon 8am drop off', 'createEvent', { title: 'car service', date: '2026-03-09', time: '08:00' }),
  p("leo's kindy excursion to the zoo thurs 12th", 'createEvent', { title: 'excursion', member: LEO, date: '2026-03-12' }),
  p('omg forgot to say sam has a party sunday 2-5 at laser tag', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 180,
  }),
  p('book in mia gymnastics tmrw 16:15 - bring her leotard!!', 'createEvent', { title: 'gymnastics', member: MIA, date: '2026-03-05', time: '16:15' }),
  p('date night w hubby this sat 7.30 🍷', 'createEvent', { title: 'date night', date: '2026-03-07', time: '19:30' }),
  p('Soccer practice for Sam every Tuesday and Thursday 5pm', 'createEvent', { title: 'soccer', member: SAM, time: '17:00', recurrence: 'weekly' }),
  p('mia + sam dentist check up 23/3 at 10', 'createEvent', { title: 'dentist', member: MIA, alsoMembers: [SAM], date: '2026-03-23', time: '10:00' }),
  p('team offsite 9-5 on the 19th', 'createEvent', { title: 'offsite', date: '2026-03-19', time: '09:00', durationMinutes: 480 }),
  p('speech therapy leo fortnightly fri 9.30 from this week', 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-06',
    time: '09:30',
    recurrence: 'fortnightly',
  }),
  p('Sports day at school friday the 13th all day', 'createEvent', { title: 'sports day', date: '2026-03-13', allDay: true }),
  p('mums birthday lunch sun 12.30 at the pub', 'createEvent', { title: 'lunch', date: '2026-03-08', time: '12:30' }),
  p('chess club thurs for sam, 3.20 till 4.20 every week', 'createEvent', {
    title: 'chess',
    member: SAM,
    date: '2026-03-05',
    time: '15:20',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p('physio at 4 today', 'createEvent', { title: 'physio', date: '2026-03-04', time: '16:00' }),
  p('can u put in the school disco on the 27th 6-8pm, mia and sam going', 'createEvent', {
    title: 'disco',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-27',
    time: '18:00',
    durationMinutes: 120,
  }),
  p('Leo doctors tmrw 11:45 remind me an hour b4 pls', 'createEvent', {
    title: 'doctor',
    member: LEO,
    date: '2026-03-05',
    time: '11:45',
    reminderMinutes: 60,
  }),
  p('parent helper at canteen next wed 9 till 11.30', 'createEvent', { title: 'canteen', date: '2026-03-11', time: '09:00', durationMinutes: 150 }),
  p('ballet exam mia sat 21st 10am', 'createEvent', { title: 'ballet', member: MIA, date: '2026-03-21', time: '10:00' }),
  p('quran class for the kids every weekday at 5', 'createEvent', { title: 'quran', time: '17:00' }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (15)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('mias swimming moved to 5.30 tmrw', 'updateEvent', { target: { words: 'swim', member: MIA }, changes: { time: '17:30' } }),
  p('push sams dentist back half an hour', 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { shiftMinutes: 30 } }),
  p('footy training is 15 min earlier on thurs', 'updateEvent', { target: { words: 'footy' }, changes: { shiftMinutes: -15 } }),
  p('can u move the playdate from sat to sun', 'updateEvent', { target: { words: 'playdate', date: '2026-03-07' }, changes: { date: '2026-03-08' } }),
  p('ortho appt is now at 3.40 not 3', 'updateEvent', { target: { words: 'ortho', time: '15:00' }, changes: { time: '15:40' } }),
  p('netball is at the aquatic centre this wk not the school', 'updateEvent', { target: { words: 'netball' }, changes: { location: 'aquatic centre' } }),
  p('add leo to the dentist on the 14th', 'updateEvent', { target: { words: 'dentist', date: '2026-03-14' }, changes: { addMembers: [LEO] } }),
  p('rename book club to wine club 😂', 'updateEvent', { target: { words: 'book club' }, changes: { title: 'wine club' } }),
  p('piano on monday has been pushed to tuesday same time', 'updateEvent', {
    target: { words: 'piano', date: '2026-03-09' },
    changes: { date: '2026-03-10' },
  }),
  p('change hockey tmrw to 5pm', 'updateEvent', { target: { words: 'hockey', date: '2026-03-05' }, changes: { time: '17:00' } }),
  p('the parent teacher thing is only 30 mins not an hour', 'updateEvent', { target: { words: 'parent teacher' }, changes: { durationMinutes: 30 } }),
  p('tutoring pushed back a wk, tutor is away', 'updateEvent', { target: { words: 'tutoring' } }),
  p('the gp rang, appt moved to monday 2.15', 'updateEvent', { target: { words: 'gp' }, changes: { date: '2026-03-09', time: '14:15' } }),
  p('actually the eye test is for sam not mia', 'updateEvent', { target: { words: 'eye test' }, changes: { member: SAM } }),
  p('can u set a reminder 1 hr before the car service', 'updateEvent', { target: { words: 'car service' }, changes: { reminderMinutes: 60 } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (12)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p("cancel swimming tmrw, mia's sick 🤒", 'cancelEvent', { target: { words: 'swim', fromDate: '2026-03-05' }, series: false }),
  p('no footy this sat, ground closed', 'cancelEvent', { target: { words: 'footy', fromDate: '2026-03-07' }, series: false }),
  p("sam's quit violin so delete it completely", 'cancelEvent', { target: { words: 'violin' }, series: true }),
  p('tennis not on this week', 'cancelEvent', { target: { words: 'tennis', fromDate: '2026-03-04', toDate: '2026-03-10' }, series: false }),
  p('take the playdate off the calendar pls', 'cancelEvent', { target: { words: 'playdate' } }),
  p("cancel all of leo's piano lessons, for good", 'cancelEvent', { target: { words: 'piano', member: LEO }, series: true }),
  p('dentist on the 14th is cancelled', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-14' }, series: false }),
  p("clear everything on saturday, we're going away", 'cancelEvent', { target: { words: null, fromDate: '2026-03-07' } }),
  p('hockey is off next wensday', 'cancelEvent', { target: { words: 'hockey', fromDate: '2026-03-11' }, series: false }),
  p('get rid of the date night, babysitter bailed 🙄', 'cancelEvent', { target: { words: 'date night' } }),
  p('no more arabic class on sundays, we stopped it', 'cancelEvent', { target: { words: 'arabic' }, series: true }),
  p('drop the 4.15 tutoring on tuesday', 'cancelEvent', { target: { words: 'tutoring', fromDate: '2026-03-10', time: '16:15' }, series: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// questions (20): agenda, findEvent, freeBusy, listReminders
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what have we got this wk', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('whats sam got on next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM }),
  p('anything on this weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('mias schedule for fri pls', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: MIA }),
  p("what's on today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("when's leo's next swimming lesson", 'findEvent', { words: 'swim', member: LEO }),
  p('what time is hockey tmrw', 'findEvent', { words: 'hockey' }),
  p('is the school disco still on?', 'findEvent', { words: 'disco', yesNo: true }),
  p('when is the dentist again', 'findEvent', { words: 'dentist' }),
  p("what time does mia's party start on sun", 'findEvent', { words: 'party' }),
  p('is ballet on this sat', 'findEvent', { words: 'ballet', yesNo: true }),
  p('is sam free sat morning', 'freeBusy', { date: '2026-03-07', member: SAM }),
  p('are we free saturday arvo', 'freeBusy', { date: '2026-03-07', member: null }),
  p('is mia free tmrw from 3 to 5', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '17:00', member: MIA }),
  p('r we busy sunday?', 'freeBusy', { date: '2026-03-08', member: null }),
  p('what reminders have i got', 'listReminders'),
  p('show me my reminders for this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('did i set a reminder for the school fees?', 'listReminders', { check: ['school fees'] }),
  p("what's coming up?", ['findEvent', 'agenda']),
];

// ---------------------------------------------------------------------------------------------------------------
// lists (25): addListItems, tickListItems, clearList, showList, createList
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add milk, bread and eggs to shopping', 'addListItems', { items: ['milk', 'bread', 'eggs'] }),
  p('2 x milk and a big tub of greek yoghurt pls', 'addListItems', { items: ['milk', 'yoghurt'] }),
  p('need weetbix and vegemite', 'addListItems', { items: ['weetbix', 'vegemite'] }),
  p('put sunscreen on the camping list', 'addListItems', { list: 'camping', items: ['sunscreen'] }),
  p('add heinz beans x4 to the shopping list', 'addListItems', { items: ['beans'] }),
  p("we're out of loo roll", 'addListItems', { items: ['loo roll'] }),
  p('add to hardware list: screws, sandpaper, wood glue', 'addListItems', { list: 'hardware', items: ['screws', 'sandpaper', 'wood glue'] }),
  p('shopping: laban, khubz, 1kg chicken, dates', 'addListItems', { items: ['laban', 'khubz', 'chicken', 'dates'] }),
  p('pls add birthday candles + party bags to the party list', 'addListItems', { list: 'party', items: ['candles', 'party bags'] }),
  p('can u add nappies size 4 and wipes', 'addListItems', { items: ['nappies', 'wipes'] }),
  p('got the milk and bread', 'tickListItems', { items: ['milk', 'bread'], remove: false }),
  p('remove the yoghurt from shopping', 'tickListItems', { items: ['yoghurt'], remove: true }),
  p('bought nappies', 'tickListItems', { items: ['nappies'], remove: false }),
  p('take sandpaper off the hardware list', 'tickListItems', { list: 'hardware', items: ['sandpaper'], remove: true }),
  p('grabbed eggs 👍', 'tickListItems', { items: ['eggs'], remove: false }),
  p('clear the shopping list', 'clearList'),
  p("wipe the party list, party's done 🎉", 'clearList', { list: 'party' }),
  p('whats on the shopping list', 'showList'),
  p('do we need eggs', 'showList', { check: ['eggs'] }),
  p('show me the camping list', 'showList', { list: 'camping' }),
  p('is bread on the list already?', 'showList', { check: ['bread'] }),
  p('make a new list for the hols packing', 'createList', { name: 'packing' }),
  p('start a list called christmas presents', 'createList', { name: 'christmas' }),
  p('can u create a list for school supplies', 'createList', { name: 'school supplies' }),
  p('new list pls: bbq sat', 'createList', { name: 'bbq' }),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos (22): addTodo, completeTodo, listTodos
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('remind me to pay the school fees', 'addTodo', { tasks: ['school fees'], reminder: true }),
  p('to do: renew car rego', 'addTodo', { tasks: ['rego'] }),
  p('add to my to do list book flights for easter', 'addTodo', { tasks: ['flights'] }),
  p('remind me to call the plumber', 'addTodo', { tasks: ['plumber'], reminder: true }),
  p('need to sign sams permission slip', 'addTodo', { tasks: ['permission slip'] }),
  p('todo: return library books, buy new school shoes for leo, email coach', 'addTodo', {
    tasks: ['library books', 'school shoes', 'email coach'],
  }),
  p('rmd me to order mias birthday cake', 'addTodo', { tasks: ['cake'], reminder: true }),
  p('add a task to book the vet for the cat', 'addTodo', { tasks: ['vet'] }),
  p('pls remind me 2 transfer the rent', 'addTodo', { tasks: ['rent'], reminder: true }),
  p('put "fix the gate" on my todos', 'addTodo', { tasks: ['fix the gate'] }),
  p('reminder to renew the passports', 'addTodo', { tasks: ['passports'] }),
  p('done: school fees', 'completeTodo', { text: 'school fees' }),
  p('paid the plumber', 'completeTodo', { text: 'plumber' }),
  p('done 3', 'completeTodo', { number: 3 }),
  p('booked the flights ✅', 'completeTodo', { text: 'flights' }),
  p("rego's renewed, tick it off", 'completeTodo', { text: 'rego' }),
  p('finished the permission slip', 'completeTodo', { text: 'permission slip' }),
  p('emailed the coach', 'completeTodo', { text: 'coach' }),
  p('my list', 'listTodos'),
  p("what's on my to do list", 'listTodos'),
  p('what do i still need to do today', ['listTodos', 'agenda']),
  p('show my todos pls', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// homework (10): addHomework, listHomework
// ---------------------------------------------------------------------------------------------------------------
const HOMEWORK: Phrase[] = [
  p('sam has a maths worksheet due fri', 'addHomework', { task: 'maths worksheet', member: SAM, dueDate: '2026-03-06' }),
  p('mia - science project due the 20th', 'addHomework', { task: 'science project', member: MIA, dueDate: '2026-03-20' }),
  p('homework for leo: spelling words for monday', 'addHomework', { task: 'spelling', member: LEO, dueDate: '2026-03-09' }),
  p('sams history essay is due next wed', 'addHomework', { task: 'history essay', member: SAM, dueDate: '2026-03-11' }),
  p('add hw for mia english book review due in 2 weeks', 'addHomework', { task: 'book review', member: MIA, dueDate: '2026-03-18' }),
  p('mia has french vocab to learn by thurs', 'addHomework', { task: 'french', member: MIA, dueDate: '2026-03-05' }),
  p("Sam's got a geography poster, no due date yet", 'addHomework', { task: 'geography', member: SAM, dueDate: null }),
  p('what homework does sam have', 'listHomework', { member: SAM }),
  p('mias hw?', 'listHomework', { member: MIA }),
  p('has leo got any homework due', 'listHomework', { member: LEO }),
];

// ---------------------------------------------------------------------------------------------------------------
// member facts (6)
// ---------------------------------------------------------------------------------------------------------------
const FACTS: Phrase[] = [
  p('whats sams teacher called', 'memberFacts', { member: SAM }),
  p("when is mia's birthday", 'memberFacts', { member: MIA, fact: 'birthday' }),
  p('what school does leo go to again', 'memberFacts', { member: LEO, fact: 'school' }),
  p("what's sam's learning style", 'memberFacts', { member: SAM, fact: 'learningStyle' }),
  p('mias disc profile?', 'memberFacts', { member: MIA, fact: 'discStyle' }),
  p("mia's allergic to peanuts - is that on her profile?", 'memberFacts', { member: MIA }),
];

// ---------------------------------------------------------------------------------------------------------------
// others (10): questions back, thanks, undo, out of scope, two-in-one (the first request is expected)
// ---------------------------------------------------------------------------------------------------------------
const OTHERS: Phrase[] = [
  ask('add mias dance concert'),
  ask('can u book sam in for a haircut'),
  p('thx so much 🙏', 'help', { reason: 'thanks' }),
  p('perfect cheers', 'help', { reason: 'thanks' }),
  p('undo that', 'undo'),
  p('oops no wrong one, undo pls', 'undo'),
  p('whats the weather gonna be like in dubai', 'help', { reason: 'not-understood' }),
  p('add bread to shopping and remind me to call nana', 'addListItems', { items: ['bread'] }),
  p('sorry 1 more thing - leo has swimming fri at 4 and can u add sunscreen to the list', 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-06',
    time: '16:00',
  }),
  p('done: rego. also whats on tmrw?', 'completeTodo', { text: 'rego' }),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...LISTS, ...TODOS, ...HOMEWORK, ...FACTS, ...OTHERS];
