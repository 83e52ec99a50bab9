// Phrasebook 8 (voice): 200 things parents say to a smart speaker or phone assistant, or type to the chatbot, about
// meetings and appointments, reminders, the shared lists and the to-do list, with spoken slips, typos, misspelt
// day names, filler words, politeness, indirect requests, statements and messages asking for two things.
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract
// only (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines; text slots are checked by "contains, ignoring case",
// so only the key word(s) are given. Reminders with a time are events with reminderMinutes 0; without a time they
// are to-dos with reminder true. Where several tools would honestly be right, any of them is accepted and only the
// inputs they share (here: none) are given. A message asking for two different kinds of change lists both tools and
// no inputs. Requests the assistant does not handle (weather, music, trivia…) are expected as `help`, no input.
// "next <weekday>" and a bare "wednesday" are ambiguous here, so no date is expected for them.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// Meetings and appointments: setting them up.
const SET_UP: Phrase[] = [
  p('um can you put a meeting with robin in on thursday at 10', 'createEvent', { title: 'robin', date: '2026-03-05', time: '10:00' }),
  p('dentist for leo next tuesday 3.15', 'createEvent', { title: 'dentist', member: LEO, time: '15:15' }),
  p('ok so I have a job interview on fryday at 11am', 'createEvent', { title: 'interview', date: '2026-03-06', time: '11:00' }),
  p('book in a parent teacher meeting for mia on the 12th at quarter past 4', 'createEvent', {
    title: 'parent teacher',
    member: MIA,
    date: '2026-03-12',
    time: '16:15',
  }),
  p('Could you please add a call with the landlord tomorrow at 9:30? Thanks so much', 'createEvent', {
    title: 'landlord',
    date: '2026-03-05',
    time: '09:30',
  }),
  p('physio monday 8am', 'createEvent', { title: 'physio', date: '2026-03-09', time: '08:00' }),
  p('team catch up thrusday 2pm, only half an hour', 'createEvent', { title: 'team', date: '2026-03-05', time: '14:00', durationMinutes: 30 }),
  p('sam has the orthodontist saturday morning at 9', 'createEvent', { title: 'orthodontist', member: SAM, date: '2026-03-07', time: '09:00' }),
  p('it would be great if you could pop the school assembly in for friday 9.15am', 'createEvent', {
    title: 'assembly',
    date: '2026-03-06',
    time: '09:15',
  }),
  p('coffee w/ priya tmrw 11', 'createEvent', { title: 'priya', date: '2026-03-05', time: '11:00' }),
  p('I’ve got the mortgage broker on the 10th at 1pm, can you add that', 'createEvent', { title: 'mortgage', date: '2026-03-10', time: '13:00' }),
  p('add a zoom with the client tomorrow from 3 to 4:30', 'createEvent', { title: 'client', date: '2026-03-05', time: '15:00', durationMinutes: 90 }),
  p('vet for the cat satuday 10.30', 'createEvent', { title: 'vet', date: '2026-03-07', time: '10:30' }),
  p('leos swimming every monday at 4', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-09', time: '16:00', recurrence: 'weekly' }),
  p('Please schedule a meeting with Mr Tan at the school, Tuesday 8:45am.', 'createEvent', { title: 'tan', date: '2026-03-10', time: '08:45' }),
  p('school photos on the 13th, all day', 'createEvent', { title: 'photo', date: '2026-03-13', allDay: true }),
  p('can u add mias doctor appt tomorow at 4.45pm', 'createEvent', { title: 'doctor', member: MIA, date: '2026-03-05', time: '16:45' }),
  p('sam and mia both have the dentist on friday at 3', 'createEvent', {
    title: 'dentist',
    member: SAM,
    alsoMembers: [MIA],
    date: '2026-03-06',
    time: '15:00',
  }),
  p('hair appointment tonight 6.30', 'createEvent', { title: 'hair', date: '2026-03-04', time: '18:30' }),
  p('yoga with jen every second sunday at 8', 'createEvent', { title: 'yoga', date: '2026-03-08', time: '08:00', recurrence: 'fortnightly' }),
  p('lunch with the board on thursday 12.30, block out two hours', 'createEvent', {
    title: 'board',
    date: '2026-03-05',
    time: '12:30',
    durationMinutes: 120,
  }),
  p("ok put down leo's footy training tuesdays and thursdays at half past 5", 'createEvent', {
    title: 'footy',
    member: LEO,
    time: '17:30',
    recurrence: 'weekly',
  }),
  p('gp tomorrow 10:15 and remind me an hour before', 'createEvent', { title: 'gp', date: '2026-03-05', time: '10:15', reminderMinutes: 60 }),
  p("sam's got a meeting with his coach on the 11th at 5", 'createEvent', { title: 'coach', member: SAM, date: '2026-03-11', time: '17:00' }),
  ask('set up a meeting with robin'),
  ask('can you book me in for a haircut'),
];

// Moving and changing meetings and appointments.
const MOVE: Phrase[] = [
  p('can we move the dentist to friday', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-06' } }),
  p('push book club back half an hour', 'updateEvent', { target: { words: 'book club' }, changes: { shiftMinutes: 30 } }),
  p('the physio is at 4:15 now not 4', 'updateEvent', { target: { words: 'physio', time: '16:00' }, changes: { time: '16:15' } }),
  p('move my meeting with robin from thursday to friday at 11', 'updateEvent', {
    target: { words: 'robin', date: '2026-03-05' },
    changes: { date: '2026-03-06', time: '11:00' },
  }),
  p('bring the parents evening forward an hour', 'updateEvent', { target: { words: 'evening' }, changes: { shiftMinutes: -60 } }),
  p("physio's been moved to thursday at 2:30", 'updateEvent', { target: { words: 'physio' }, changes: { date: '2026-03-05', time: '14:30' } }),
  p('uhh change the zoom call tomorrow to 3 instead', 'updateEvent', { target: { words: 'zoom', date: '2026-03-05' }, changes: { time: '15:00' } }),
  p('make the team meeting on monday 45 mins', 'updateEvent', { target: { words: 'team', date: '2026-03-09' }, changes: { durationMinutes: 45 } }),
  p("could you shift leo's swimming to 5, just this monday", 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-09' },
    changes: { time: '17:00' },
  }),
  p('reschedule the vet for tusday same time', 'updateEvent', { target: { words: 'vet' }, changes: { date: '2026-03-10' } }),
  p('my interview got pushed to monday 10am', 'updateEvent', { target: { words: 'interview' }, changes: { date: '2026-03-09', time: '10:00' } }),
  p('meeting with the bank is at the george st branch now', 'updateEvent', { target: { words: 'bank' }, changes: { location: 'george st' } }),
  p('add leo to the dentist on friday', 'updateEvent', { target: { words: 'dentist', date: '2026-03-06' }, changes: { addMembers: [LEO] } }),
  p('delay lunch with priya by 15 min pls', 'updateEvent', { target: { words: 'priya' }, changes: { shiftMinutes: 15 } }),
];

// Cancelling meetings and appointments, asked for or just reported.
const CANCEL: Phrase[] = [
  p('cancel the dentist on friday', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-06' } }),
  p('the meeting with robin got cancelled', 'cancelEvent', { target: { words: 'robin' } }),
  p("we're not doing swimming anymore, delete the whole thing", 'cancelEvent', { target: { words: 'swim' }, series: true }),
  p('scrap tonights hair appointment', 'cancelEvent', { target: { words: 'hair', fromDate: '2026-03-04' } }),
  p('clear my diary for tomorrow please', 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' } }),
  p('no footy for leo this thursday, cancel that one', 'cancelEvent', { target: { words: 'footy', member: LEO, fromDate: '2026-03-05' }, series: false }),
  p('get rid of the 3pm on monday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-09', time: '15:00' } }),
  p('the orthodontist rang and cancelled sams appointment', 'cancelEvent', { target: { words: 'orthodontist', member: SAM } }),
  p("i can't make the board lunch, take it out", 'cancelEvent', { target: { words: 'board' } }),
  p('cancel everything on the weekend', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08' } }),
  p('call off book club tonight', 'cancelEvent', { target: { words: 'book club', fromDate: '2026-03-04' } }),
  p('pls delete coffee w priya', 'cancelEvent', { target: { words: 'priya' } }),
];

// When, where, with whom: questions about what is on the calendar (nothing created).
const ASK_WHEN: Phrase[] = [
  p('when is my next haircut', 'findEvent', { words: 'haircut' }),
  p('what time is sams footy on saturday', 'findEvent', { words: 'footy', member: SAM }),
  p('is the dentist on friday?', 'findEvent', { words: 'dentist', yesNo: true }),
  p('where is the meeting with the bank', 'findEvent', { words: 'bank' }),
  p('who am i meeting tomorrow at 10', ['findEvent', 'agenda']),
  p('hey when do i see the physio again', 'findEvent', { words: 'physio' }),
  p('remind me when the school assembly is', 'findEvent', { words: 'assembly' }),
  p('do i have a meeting with robin this week?', 'findEvent', { words: 'robin', yesNo: true }),
  p('when’s leo’s next swimming lesson', 'findEvent', { words: 'swim', member: LEO }),
  p('what day was the parent teacher thing again', 'findEvent', { words: 'parent teacher' }),
  p('whos the 11 oclock with on friday', ['findEvent', 'agenda']),
];

// "Am I free": whether a day or a slot is clear.
const FREE: Phrase[] = [
  p('am i free tomorrow afternoon', 'freeBusy', { date: '2026-03-05' }),
  p('is mia free saturday morning', 'freeBusy', { date: '2026-03-07', member: MIA }),
  p('have i got anything on at 3 on friday', 'freeBusy', { date: '2026-03-06', fromTime: '15:00' }),
  p('Am I free tonight?', 'freeBusy', { date: '2026-03-04' }),
  p('any clashes monday between 10 and 12', 'freeBusy', { date: '2026-03-09', fromTime: '10:00', toTime: '12:00' }),
  p('is sam busy on thursday after school', 'freeBusy', { date: '2026-03-05', member: SAM }),
  p('can i squeeze a coffee in on tuesday at 1 or am i booked', 'freeBusy', { date: '2026-03-10', fromTime: '13:00' }),
  p('r we free sundy', 'freeBusy', { date: '2026-03-08' }),
];

// "What's next" and what a day or a week holds.
const WHATS_ON: Phrase[] = [
  p("what's next", ['findEvent', 'agenda']),
  p('whats on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what does the weekend look like for us', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("what's leo got on this week", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p('ok so what have I got coming up', 'findEvent', { words: null }),
  p('anything else today?', ['agenda', 'findEvent']),
  p('read me my day', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('what is my next appointment', ['findEvent', 'agenda']),
];

// Reminders with a time: events with a reminder at the start.
const REMIND_AT: Phrase[] = [
  p('remind me to call the plumber at 5', 'createEvent', { title: 'plumber', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('remind me at 9 tomorrow to take the bins out', 'createEvent', { title: 'bins', date: '2026-03-05', time: '09:00', reminderMinutes: 0 }),
  p('set a reminder for friday 8am: pay the school fees', 'createEvent', { title: 'fees', date: '2026-03-06', time: '08:00', reminderMinutes: 0 }),
  p('um remind me tonight at 8 to put the chicken out to defrost', 'createEvent', {
    title: 'chicken',
    date: '2026-03-04',
    time: '20:00',
    reminderMinutes: 0,
  }),
  p('Reminder: library books back on Monday at 8.30', 'createEvent', { title: 'library', date: '2026-03-09', time: '08:30', reminderMinutes: 0 }),
  p('can you remind me to ring mum on sunday at 6pm', 'createEvent', { title: 'mum', date: '2026-03-08', time: '18:00', reminderMinutes: 0 }),
  p('i need to remember to move the car at 7am tomorrow, its street sweeping', 'createEvent', {
    title: 'car',
    date: '2026-03-05',
    time: '07:00',
    reminderMinutes: 0,
  }),
  p('remind me at 4 to get leo from karate', 'createEvent', { title: 'karate', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p('remnd me thrusday 10am renew passport', 'createEvent', { title: 'passport', date: '2026-03-05', time: '10:00', reminderMinutes: 0 }),
  p('it would be great if you could remind me at half 3 to send the invoice', 'createEvent', {
    title: 'invoice',
    date: '2026-03-04',
    time: '15:30',
    reminderMinutes: 0,
  }),
  p('reminder every sunday at 7pm to charge the kids ipads', 'createEvent', {
    title: 'ipad',
    date: '2026-03-08',
    time: '19:00',
    recurrence: 'weekly',
    reminderMinutes: 0,
  }),
  p('remind me tomorrow at noon about the parcel pickup', 'createEvent', { title: 'parcel', date: '2026-03-05', time: '12:00', reminderMinutes: 0 }),
  p('nudge me at 11 to book the restaurant for saturday', 'createEvent', { title: 'restaurant', date: '2026-03-05', time: '11:00', reminderMinutes: 0 }),
  p('Please remind me on the 9th at 9:00 that the gas bill is due.', 'createEvent', { title: 'gas', date: '2026-03-09', time: '09:00', reminderMinutes: 0 }),
  p('remind me every day at 8pm to take my tablets', 'createEvent', {
    title: 'tablets',
    date: '2026-03-04',
    time: '20:00',
    recurrence: 'daily',
    reminderMinutes: 0,
  }),
];

// Reminders without a time: to-dos kept with the reminders.
const REMIND_SOMETIME: Phrase[] = [
  p('remind me to call the bank', 'addTodo', { tasks: ['bank'], reminder: true }),
  p('i need to remember to buy a birthday card for nana', 'addTodo', { tasks: ['card'], reminder: true }),
  p("don't let me forget the permission slip", 'addTodo', { tasks: ['permission slip'], reminder: true }),
  p('remind me to email robin back', 'addTodo', { tasks: ['robin'], reminder: true }),
  p('note to self, cancel the netflix trial', 'addTodo', { tasks: ['netflix'] }),
  p('ok so remind me to check the smoke alarms and to order contact lenses', 'addTodo', {
    tasks: ['smoke alarm', 'contact lenses'],
    reminder: true,
  }),
  p('can you remember that i have to return the library books', 'addTodo', { tasks: ['library'], reminder: true }),
  p('remind me about the car rego', 'addTodo', { tasks: ['rego'], reminder: true }),
  p('i must remember to water the neighbours plants', 'addTodo', { tasks: ['plants'], reminder: true }),
  p('remind me to pay the gardener please', 'addTodo', { tasks: ['gardener'], reminder: true }),
];

// What the reminders are, and whether one was set.
const REMINDERS_ASKED: Phrase[] = [
  p('what are my reminders', 'listReminders'),
  p('what did i want to remember?', 'listReminders'),
  p('any reminders for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('show me all my reminders pls', 'listReminders'),
  p('what was i meant to remember, i forgot', 'listReminders'),
  p('did you set the reminder about the parcel?', 'listReminders', { check: ['parcel'] }),
  p('is the gas bill in my reminders', 'listReminders', { check: ['gas'] }),
  p('did i ask you to remind me about the permission slip', 'listReminders', { check: ['permission slip'] }),
  p('have i got a reminder for the bins', 'listReminders', { check: ['bins'] }),
  p('what reminders have i got this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
];

// Cancelling a reminder or changing when it goes off.
const REMINDERS_CHANGED: Phrase[] = [
  p('cancel the reminder to call mum', ['cancelEvent', 'completeTodo']),
  p('delete the 5pm reminder', 'cancelEvent', { target: { time: '17:00' } }),
  p("don't need the reminder about the plumber anymore", ['cancelEvent', 'completeTodo']),
  p('get rid of the tablets reminder, all of them', 'cancelEvent', { target: { words: 'tablets' }, series: true }),
  p('change the reminder about the bins to 7pm', 'updateEvent', { target: { words: 'bins' }, changes: { time: '19:00' } }),
  p('remind me about the parcel at 6 instead of 12', 'updateEvent', { target: { words: 'parcel', time: '12:00' }, changes: { time: '18:00' } }),
  p('push my invoice reminder back 15 minutes', 'updateEvent', { target: { words: 'invoice' }, changes: { shiftMinutes: 15 } }),
  p('remind me 30 minutes before the dentist', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 30 } }),
  p('can the passport reminder be friday instead', 'updateEvent', { target: { words: 'passport' }, changes: { date: '2026-03-06' } }),
  p('the restaurant reminder, make it 1 oclock', 'updateEvent', { target: { words: 'restaurant' }, changes: { time: '13:00' } }),
];

// Adding to the Shopping list and other shared lists.
const LIST_ADD: Phrase[] = [
  p('add milk, bread and bananas', 'addListItems', { list: null, items: ['milk', 'bread', 'bananas'] }),
  p('put nappies on the list', 'addListItems', { items: ['nappies'] }),
  p("we're out of coffee", 'addListItems', { items: ['coffee'] }),
  p('add sunscreen and hats to the packing list', 'addListItems', { list: 'packing', items: ['sunscreen', 'hats'] }),
  p('um can you add, like, dishwasher tablets and um bin bags', 'addListItems', { items: ['dishwasher tablets', 'bin bags'] }),
  p('shopping list: eggs, spinach, feta, lemons', 'addListItems', { items: ['eggs', 'spinach', 'feta', 'lemons'] }),
  p('i need to get cat food', ['addListItems', 'addTodo']),
  p('Could you add 2L of milk to the shopping please', 'addListItems', { items: ['milk'] }),
  p('add tomatos and olive oil', 'addListItems', { items: ['tomato', 'olive oil'] }),
  p('chuck some yoghurt on the list for the kids lunches', 'addListItems', { items: ['yoghurt'] }),
  p('add screws and sandpaper to the bunnings list', 'addListItems', { list: 'bunnings', items: ['screws', 'sandpaper'] }),
  p('we need toilet paper', 'addListItems', { items: ['toilet paper'] }),
  p('put balloons on the party list', 'addListItems', { list: 'party', items: ['balloons'] }),
];

// Taking things off a list: bought (ticked) or not wanted (removed).
const LIST_OFF: Phrase[] = [
  p('take the soda off the list', 'tickListItems', { items: ['soda'], remove: true }),
  p('got the bread', 'tickListItems', { items: ['bread'], remove: false }),
  p('remove eggs and butter from shopping', 'tickListItems', { items: ['eggs', 'butter'], remove: true }),
  p('cross off apples', 'tickListItems', { items: ['apples'] }),
  p('i bought the nappies and the wipes', 'tickListItems', { items: ['nappies', 'wipes'], remove: false }),
  p('actually we dont need feta anymore', 'tickListItems', { items: ['feta'], remove: true }),
  p('delete hats from the packing list', 'tickListItems', { list: 'packing', items: ['hats'], remove: true }),
  p('scratch the coffee, Sam already got some', 'tickListItems', { items: ['coffee'] }),
  p('picked up milk and lemons', 'tickListItems', { items: ['milk', 'lemons'], remove: false }),
  p('Please remove olive oil from the shopping list.', 'tickListItems', { items: ['olive oil'], remove: true }),
];

// "Is X on my list": yes/no questions.
const LIST_CHECK: Phrase[] = [
  p('is milk on my list', 'showList', { check: ['milk'] }),
  p('did i already put dishwasher tablets on the shopping list?', 'showList', { check: ['dishwasher tablets'] }),
  p('have we got toilet paper on the list', 'showList', { check: ['toilet paper'] }),
  p('are eggs and lemons on the list yet', 'showList', { check: ['eggs', 'lemons'] }),
  p('is sunscreen on the packing list', 'showList', { list: 'packing', check: ['sunscreen'] }),
  p('do we have cheese on the shopping', 'showList', { check: ['cheese'] }),
  p('is coffee on the list or not', 'showList', { check: ['coffee'] }),
];

// Showing a list, emptying one, the lists there are.
const LISTS: Phrase[] = [
  p("what's on the shopping list", 'showList'),
  p('read me the packing list', 'showList', { list: 'packing' }),
  p('show me the list', ['showList', 'listTodos']),
  p('what do i need from the shops', 'showList'),
  p("what's on the bunnings list", 'showList', { list: 'bunnings' }),
  p('empty the shopping list', 'clearList'),
  p("clear out the party list, it's over", 'clearList', { list: 'party' }),
  p('wipe the whole shopping list pls we just did a big shop', 'clearList'),
  p('start the packing list from scratch, delete everything on it', 'clearList', { list: 'packing' }),
  p('what lists do i have', 'listLists'),
  p('which lists have we got', 'listLists'),
  p('um how many lists are there', 'listLists'),
  p('start a new list for the camping trip', 'createList', { name: 'camping' }),
];

// The to-do list: add, done, remove, show.
const TODOS: Phrase[] = [
  p('add fix the fence to my to-do list', 'addTodo', { tasks: ['fence'] }),
  p('to do: book flights, call the vet', 'addTodo', { tasks: ['flights', 'vet'] }),
  p('put clean out the gutters on my todos', 'addTodo', { tasks: ['gutters'] }),
  p('new task sort the kids winter clothes', 'addTodo', { tasks: ['winter clothes'] }),
  p('done 3', 'completeTodo', { number: 3 }),
  p("i've called the vet", 'completeTodo', { text: 'vet' }),
  p('finished the tax return finally', 'completeTodo', { text: 'tax' }),
  p('number 2 is done', 'completeTodo', { number: 2 }),
  p('take book flights off my to-dos', ['completeTodo', 'tickListItems']),
  p('remove the fence one from the to do list', ['completeTodo', 'tickListItems']),
  p("what's on my to do list", 'listTodos'),
  p('show my todos', 'listTodos'),
  p('i picked up the dry cleaning', ['completeTodo', 'tickListItems']),
];

// Two requests in one message: both tools are acceptable, no inputs.
const TWO_THINGS: Phrase[] = [
  p('take soda off and add tea', ['tickListItems', 'addListItems']),
  p('no eggs but milk please', ['tickListItems', 'addListItems']),
  p('got the nappies, put wipes on', ['tickListItems', 'addListItems']),
  p('move the dentist to friday and cancel the haircut', ['updateEvent', 'cancelEvent']),
  p('cancel robins meeting and remind me to email him', ['cancelEvent', 'addTodo']),
  p('add a todo to call the bank and put cheese on the shopping list', ['addTodo', 'addListItems']),
  p('swap the white bread for wholemeal', ['tickListItems', 'addListItems']),
  p('add bread, and is there milk on it already?', ['addListItems', 'showList']),
  p('remove the 3pm meeting tomorrow and add a 4pm one with jo instead', ['cancelEvent', 'createEvent']),
  p('mark the vet as done and add book the groomer', ['completeTodo', 'addTodo']),
];

// Things the assistant does not do: expected as help.
const NOT_OURS: Phrase[] = [
  p("what's the weather tomorrow", 'help'),
  p('play some taylor swift in the kitchen', 'help'),
  p('how many grams in a cup of flour', 'help'),
  p('order me an uber to the airport', 'help'),
  p('turn the lounge lights off', 'help'),
  p('tell me a joke', 'help'),
  p('who won the footy last night', 'help'),
  p('how do you say thank you in french', 'help'),
  p("what's in the news", 'help'),
  p('how long is the drive to newcastle right now', 'help'),
];

export const PHRASES: Phrase[] = [
  ...SET_UP,
  ...MOVE,
  ...CANCEL,
  ...ASK_WHEN,
  ...FREE,
  ...WHATS_ON,
  ...REMIND_AT,
  ...REMIND_SOMETIME,
  ...REMINDERS_ASKED,
  ...REMINDERS_CHANGED,
  ...LIST_ADD,
  ...LIST_OFF,
  ...LIST_CHECK,
  ...LISTS,
  ...TODOS,
  ...TWO_THINGS,
  ...NOT_OURS,
];
