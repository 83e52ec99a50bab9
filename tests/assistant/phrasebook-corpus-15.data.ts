// Phrasebook corpus 15: 160 short requests to a personal assistant, in the manner of public intent-classification
// corpora for voice assistants and banking/productivity chatbots: one sentence each, often clipped, indirect or oddly
// worded, sometimes polite ("i'd love it if you could…"), sometimes speech-recogniser style (lowercase, numbers as
// words), with a few typos. Areas: creating events (meetings with named people, appointments, timed reminders,
// repeats), changing and cancelling them, calendar questions (agenda, findEvent, freeBusy), reminders, the shared
// lists, the to-do list, and events with no day (the assistant should ask back).
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract only
// (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines; text slots are checked by "contains, ignoring case",
// so only the key word(s) are given. "Remind me at <time> to …" is an event at that time with reminderMinutes 0;
// "remind me to …" with no time is a to-do with reminder true.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (35)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('i want a catch up put in with priya on the ninth at half ten', 'createEvent', { title: 'priya', date: '2026-03-09', time: '10:30' }),
  p('hey assistant can you book me in with the physio monday at four fifteen', 'createEvent', { title: 'physio', date: '2026-03-09', time: '16:15' }),
  p('remind me at 7 to put the bins out', 'createEvent', { title: 'bins', date: '2026-03-05', time: '07:00', reminderMinutes: 0 }),
  p('remind me tonight at nine thirty to take my tablets', 'createEvent', { title: 'tablets', date: '2026-03-04', time: '21:30', reminderMinutes: 0 }),
  p("i'd love it if you could pop lunch with grandma into saturday at twelve thirty", 'createEvent', { title: 'lunch', date: '2026-03-07', time: '12:30' }),
  p('team standup every monday at nine', 'createEvent', { title: 'standup', date: '2026-03-09', time: '09:00', recurrence: 'weekly' }),
  p('leos soccer every saturday morning at 8', 'createEvent', { title: 'soccer', member: LEO, date: '2026-03-07', time: '08:00', recurrence: 'weekly' }),
  p('mia has the orthodontist on thursday the twelfth at three', 'createEvent', { title: 'orthodontist', member: MIA, date: '2026-03-12', time: '15:00' }),
  p('set up a call with rajesh tomorow at 11', 'createEvent', { title: 'rajesh', date: '2026-03-05', time: '11:00' }),
  p('i was hoping to get a haircut booked for friday at ten to five', 'createEvent', { title: 'haircut', date: '2026-03-06', time: '16:50' }),
  p('car service tuesday all day', 'createEvent', { title: 'car service', date: '2026-03-10', allDay: true }),
  p('put in bins night every tuesday', 'createEvent', { title: 'bins', date: '2026-03-10', recurrence: 'weekly' }),
  p('sams swimming tuesdays and thursdays at four thirty', 'createEvent', { title: 'swim', member: SAM, time: '16:30', recurrence: 'weekly' }),
  p('book a meeting with anna and george for the eleventh at 2 for an hour and a half', 'createEvent', {
    title: 'anna',
    date: '2026-03-11',
    time: '14:00',
    durationMinutes: 90,
  }),
  p('coffee with marcus thursday 8am', 'createEvent', { title: 'marcus', date: '2026-03-05', time: '08:00' }),
  p('mums birthday dinner on the twentieth at seven pm', 'createEvent', { title: 'birthday', date: '2026-03-20', time: '19:00' }),
  p('yearly reminder for our anniversary march 28', 'createEvent', { title: 'anniversary', date: '2026-03-28', recurrence: 'yearly' }),
  p('pay the rent on the first of every month', 'createEvent', { title: 'rent', date: '2026-04-01', recurrence: 'monthly' }),
  p('remind me at quarter past six tomorrow to call the plumber', 'createEvent', { title: 'plumber', date: '2026-03-05', time: '18:15', reminderMinutes: 0 }),
  p('dentist for mia and leo on monday at 3 30', 'createEvent', { title: 'dentist', member: MIA, alsoMembers: [LEO], date: '2026-03-09', time: '15:30' }),
  p('can u add a parent interview fri 4.10pm', 'createEvent', { title: 'interview', date: '2026-03-06', time: '16:10' }),
  p('flu shots for the whole family saturday ten am', 'createEvent', { title: 'flu', date: '2026-03-07', time: '10:00' }),
  p('one on one with my manager next wednesday at two', 'createEvent', { title: 'manager', date: '2026-03-11', time: '14:00' }),
  p('pick up leo from cricket at 5 every wednesday', 'createEvent', { title: 'cricket', time: '17:00', recurrence: 'weekly' }),
  p('fortnightly cleaner on fridays at 9', 'createEvent', { title: 'cleaner', date: '2026-03-06', time: '09:00', recurrence: 'fortnightly' }),
  p('schedule a zoom with the landlord the day after tomorrow at 1pm', 'createEvent', { title: 'landlord', date: '2026-03-06', time: '13:00' }),
  p('meeting w/ helen 10 til 11.30 tuesday', 'createEvent', { title: 'helen', date: '2026-03-10', time: '10:00', durationMinutes: 90 }),
  p('remind me 2 hours before sams school concert thursday at 6pm', 'createEvent', {
    title: 'concert',
    member: SAM,
    date: '2026-03-05',
    time: '18:00',
    reminderMinutes: 120,
  }),
  p('gp appointment for leo tomorrow morning at nine fifteen', 'createEvent', { title: 'gp', member: LEO, date: '2026-03-05', time: '09:15' }),
  p('please put leos birthday party on the fourteenth from 2 til 5', 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-14',
    time: '14:00',
    durationMinutes: 180,
  }),
  p('set an alarm six thirty tomorrow morning for the gym', 'createEvent', { title: 'gym', date: '2026-03-05', time: '06:30', reminderMinutes: 0 }),
  p('school camp for sam from monday to wednesday', 'createEvent', { title: 'camp', member: SAM, date: '2026-03-09', allDay: true }),
  p('mia netball sat 9 45 am', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '09:45' }),
  p('could you slot in a quick chat with olivia today at 4, like 15 mins', 'createEvent', {
    title: 'olivia',
    date: '2026-03-04',
    time: '16:00',
    durationMinutes: 15,
  }),
  p('remind me on sunday at 10 to water the veggie garden', 'createEvent', { title: 'water', date: '2026-03-08', time: '10:00', reminderMinutes: 0 }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (10)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('move the physio to five', 'updateEvent', { target: { words: 'physio' }, changes: { time: '17:00' } }),
  p('push mias orthodontist back half an hour', 'updateEvent', { target: { words: 'orthodontist', member: MIA }, changes: { shiftMinutes: 30 } }),
  p('can the catch up with priya be on tuesday instead', 'updateEvent', { target: { words: 'priya' }, changes: { date: '2026-03-10' } }),
  p("i'd like the dentist on monday moved to thursday the twelfth, same time", 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-09' },
    changes: { date: '2026-03-12' },
  }),
  p('make book club go for two hours', 'updateEvent', { target: { words: 'book club' }, changes: { durationMinutes: 120 } }),
  p('bring lunch with grandma forward an hour', 'updateEvent', { target: { words: 'lunch' }, changes: { shiftMinutes: -60 } }),
  p('rename the zoom with the landlord to property inspection', 'updateEvent', { target: { words: 'landlord' }, changes: { title: 'inspection' } }),
  p('set a reminder one day before the car service', 'updateEvent', { target: { words: 'car service' }, changes: { reminderMinutes: 1440 } }),
  p('swap leos gp to friday at 3', 'updateEvent', { target: { words: 'gp', member: LEO }, changes: { date: '2026-03-06', time: '15:00' } }),
  p('add sam to the flu shots on saturday', 'updateEvent', { target: { words: 'flu', date: '2026-03-07' }, changes: { addMembers: [SAM] } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (20)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancel the meeting with helen', 'cancelEvent', { target: { words: 'helen' } }),
  p('scrap tomorrows coffee with marcus', 'cancelEvent', { target: { words: 'marcus', fromDate: '2026-03-05' } }),
  p('leo isnt doing soccer anymore, get rid of it', 'cancelEvent', { target: { words: 'soccer', member: LEO }, series: true }),
  p('clear everything off my calendar on friday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' } }),
  p('delete the haircut', 'cancelEvent', { target: { words: 'haircut' } }),
  p('the cleaner isnt coming this friday, take it off', 'cancelEvent', { target: { words: 'cleaner', fromDate: '2026-03-06' }, series: false }),
  p("i won't make it to the physio on monday so could you cancel it", 'cancelEvent', { target: { words: 'physio', fromDate: '2026-03-09' } }),
  p("i'm sick, cancel all my stuff tomorrow", 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' } }),
  p('stop the monday standup for good', 'cancelEvent', { target: { words: 'standup' }, series: true }),
  p('cancel sams swimming on thursday', 'cancelEvent', { target: { words: 'swim', member: SAM, fromDate: '2026-03-05' }, series: false }),
  p('remove the 3pm appointment tomorrow', 'cancelEvent', { target: { fromDate: '2026-03-05', time: '15:00' } }),
  p("we're not going to mums birthday dinner anymore so take it off", 'cancelEvent', { target: { words: 'birthday' } }),
  p('take the parent interview out of the calendar', 'cancelEvent', { target: { words: 'interview' } }),
  p('cancel evrything this weekend', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08' } }),
  p('drop the one on one with my manager', 'cancelEvent', { target: { words: 'manager' } }),
  p('get rid of mias netball this saturday', 'cancelEvent', { target: { words: 'netball', member: MIA, fromDate: '2026-03-07' } }),
  p('no more fortnightly cleaner, cancel all of them', 'cancelEvent', { target: { words: 'cleaner' }, series: true }),
  p('cancel the zoom on friday', 'cancelEvent', { target: { words: 'zoom', fromDate: '2026-03-06' } }),
  p('delete leos party on the 14th', 'cancelEvent', { target: { words: 'party', member: LEO, fromDate: '2026-03-14' } }),
  p('hey assistant please kill the flu shots appointment', 'cancelEvent', { target: { words: 'flu' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// calendar questions (30): agenda (11), findEvent (11), freeBusy (8)
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('what have i got on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("how's next week looking", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('whats happening this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('show me mias schedule for friday', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: MIA }),
  p('whats on today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('rundown of the week please', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('what does sam have on monday', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09', member: SAM }),
  p('read me my day', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("i was hoping you could tell me what's on thursday", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('calender for the thirteenth', 'agenda', { fromDate: '2026-03-13', toDate: '2026-03-13' }),
  p('what is leo up to on the weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: LEO }),

  p('when is the orthodontist', 'findEvent', { words: 'orthodontist' }),
  p('whens leos next soccer game', 'findEvent', { words: 'soccer', member: LEO }),
  p('is the car service on tuesday', 'findEvent', { words: 'car service', yesNo: true }),
  p('have i booked the vet yet', 'findEvent', { words: 'vet', yesNo: true }),
  p('what time is lunch with grandma', 'findEvent', { words: 'lunch' }),
  p("what's coming up", 'findEvent', { words: null }),
  p('when am i next seeing priya', 'findEvent', { words: 'priya' }),
  p('is there anything in the calendar about a school concert', 'findEvent', { words: 'concert', yesNo: true }),
  p('what day is mums birthday dinner', 'findEvent', { words: 'birthday' }),
  p('when does sam have swimming next', 'findEvent', { words: 'swim', member: SAM }),
  p('next appointment?', 'findEvent'),

  p('am i free tomorrow afternoon', 'freeBusy', { date: '2026-03-05' }),
  p('is mia free on saturday', 'freeBusy', { date: '2026-03-07', member: MIA }),
  p('are we free between 2 and 4 on friday', 'freeBusy', { date: '2026-03-06', fromTime: '14:00', toTime: '16:00' }),
  p('can i fit something in at 10 on monday', 'freeBusy', { date: '2026-03-09', fromTime: '10:00' }),
  p('is sam busy thursday evening', 'freeBusy', { date: '2026-03-05', member: SAM }),
  p('any clashes if i book something wednesday the 11th from 9 to 11', 'freeBusy', { date: '2026-03-11', fromTime: '09:00', toTime: '11:00' }),
  p('is leo available sunday morning', 'freeBusy', { date: '2026-03-08', member: LEO }),
  p('do i have a free slot on the sixteenth', 'freeBusy', { date: '2026-03-16' }),
];

// ---------------------------------------------------------------------------------------------------------------
// listReminders (12)
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('what reminders have i got', 'listReminders'),
  p('any reminders set for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('read out my reminders for the week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('is the bins in my reminders', 'listReminders', { check: ['bins'] }),
  p('do i have a reminder to call the plumber', 'listReminders', { check: ['plumber'] }),
  p('show reminders', 'listReminders'),
  p('what am i being reminded about this weekend', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('list upcoming alerts', 'listReminders'),
  p("i'd love to see which reminders i've set up", 'listReminders'),
  p('reminders for next week?', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('have i got a reminder set for the tablets tonight', 'listReminders', { check: ['tablets'] }),
  p('whats the next reminder going off', 'listReminders'),
];

// ---------------------------------------------------------------------------------------------------------------
// shared lists (28): addListItems (9), tickListItems (7), clearList (3), showList (5), createList (2), listLists (2)
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('put milk on the shopping list', 'addListItems', { items: ['milk'] }),
  p('we need bread, bananas and dishwashing liquid', 'addListItems', { items: ['bread', 'bananas', 'dishwash'] }),
  p('add sunscreen and a beach towel to the packing list', 'addListItems', { list: 'packing', items: ['sunscreen', 'towel'] }),
  p('chuck tomato paste on the list', 'addListItems', { items: ['tomato paste'] }),
  p('can you add two litres of milk to groceries', 'addListItems', { items: ['milk'] }),
  p('add a birthday card to the shoping list', 'addListItems', { items: ['card'] }),
  p("i was hoping you'd add nappies and wipes for leo", 'addListItems', { items: ['nappies', 'wipes'] }),
  p('hardware list add screws, sandpaper', 'addListItems', { list: 'hardware', items: ['screws', 'sandpaper'] }),
  p('out of coffee pods', 'addListItems', { items: ['coffee'] }),

  p('got the bread', 'tickListItems', { items: ['bread'], remove: false }),
  p('remove the sunscreen from the packing list', 'tickListItems', { list: 'packing', items: ['sunscreen'], remove: true }),
  p('tick bananas and milk off the shopping list', 'tickListItems', { items: ['bananas', 'milk'], remove: false }),
  p("scratch the tomato paste, we've got heaps", 'tickListItems', { items: ['tomato paste'] }),
  p('bought the screws', 'tickListItems', { items: ['screws'], remove: false }),
  p('delete wipes off the list', 'tickListItems', { items: ['wipes'], remove: true }),
  p('picked up coffee pods and a birthday card', 'tickListItems', { items: ['coffee', 'card'], remove: false }),

  p('wipe the shopping list', 'clearList'),
  p('empty the packing list please', 'clearList', { list: 'packing' }),
  p('start the grocery list fresh, clear it all', 'clearList'),

  p('whats on the shopping list', 'showList'),
  p('show me the hardware list', 'showList', { list: 'hardware' }),
  p('is toilet paper on the list', 'showList', { check: ['toilet paper'] }),
  p('do i need to buy anything', 'showList'),
  p("what's left on the packing list", 'showList', { list: 'packing' }),

  p('make a new list called camping', 'createList', { name: 'camping' }),
  p("i'd like to start a list for the school fete", 'createList', { name: 'fete' }),

  p('what lists do we have', 'listLists'),
  p('show all my lists', 'listLists'),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos (20): addTodo (8), completeTodo (5), listTodos (4), clearTodos (3)
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('add renew passport to my to do list', 'addTodo', { tasks: ['passport'] }),
  p('todo: ring the council about the footpath', 'addTodo', { tasks: ['council'] }),
  p('remind me to book the vet', 'addTodo', { tasks: ['vet'], reminder: true }),
  p('i need to return the library books and pay the water bill', 'addTodo', { tasks: ['library books', 'water bill'] }),
  p('note to self email the school about the excursion', 'addTodo', { tasks: ['excursion'] }),
  p('add to my todos fix the gate', 'addTodo', { tasks: ['gate'] }),
  p('remind me to grab stamps sometime', 'addTodo', { tasks: ['stamps'], reminder: true }),
  p('to do list add call nana', 'addTodo', { tasks: ['nana'] }),

  p('done 2', 'completeTodo', { number: 2 }),
  p('ive renewed the passport', 'completeTodo', { text: 'passport' }),
  p('mark call nana as done', 'completeTodo', { text: 'nana' }),
  p('tick number five off my todo list', 'completeTodo', { number: 5 }),
  p('finished fixing the gate', 'completeTodo', { text: 'gate' }),

  p("what's on my to do list", 'listTodos'),
  p('what do i still have to do', 'listTodos'),
  p('show todos', 'listTodos'),
  p('read me my tasks', 'listTodos'),

  p('clear my to do list', 'clearTodos'),
  p('mark every todo as done', 'clearTodos'),
  p("i'd like a clean slate on my to-dos, wipe them all", 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// an event with no day: the assistant should ask back (5)
// ---------------------------------------------------------------------------------------------------------------
const NO_DAY: Phrase[] = [
  ask('set up a meeting with kevin'),
  ask('add a dentist appointment for sam'),
  ask('schedule a call with the bank'),
  ask("i'd love it if you could book a catch up with jo"),
  ask('new event parent teacher night'),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...REMINDERS, ...LISTS, ...TODOS, ...NO_DAY];
