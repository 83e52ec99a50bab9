// Phrasebook: 200 short requests of the kind people type or say to a voice assistant (Siri, Alexa, Google) about
// their calendar, reminders, to-dos and lists, for TRAINING. Written from the tools' contract (the tool names, zod
// input schemas and their .describe() texts) by someone who had not read the engine, and never run against it.
// Style: short commands and questions, mostly lowercase, some terse ("delete my 3pm"), some wordy and polite, some
// indirect ("i'm out of eggs"), odd word orders, the odd typo; colleagues and friends by first name only.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney.
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Expectations are partial: only the tool and the inputs the message clearly determines. Where several tools would
// be right, any of them is accepted and only inputs they share (or none) are given.
import { p, type Phrase } from './phrasebook.data';

const CAL_Q = ['agenda', 'findEvent', 'freeBusy'];
const REMIND_LATER = ['createEvent', 'addTodo'];

// ---------------------------------------------------------------------------------------------------------------
// Calendar questions (35): agenda, findEvent, freeBusy
const calendarQuestions: Phrase[] = [
  p("what's on today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('do i have anything going on saturday', CAL_Q),
  p('whats happening tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('when is the dentist', 'findEvent', { words: 'dentist' }),
  p('am i free friday afternoon', 'freeBusy', { date: '2026-03-06' }),
  p('calendar for next week please', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('is parent teacher night on thursday?', 'findEvent', { words: 'parent teacher', yesNo: true }),
  p('what time is soccer on saturday', 'findEvent', { words: 'soccer' }),
  p('anything on this weekend', ['agenda', 'findEvent'], { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("when's my next haircut", 'findEvent', { words: 'haircut' }),
  p('am i busy at 3 tomorrow', 'freeBusy', { date: '2026-03-05', fromTime: '15:00' }),
  p('whats my week look like', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('agenda', ['agenda', 'findEvent']),
  p('what have i got on monday morning', ['agenda', 'freeBusy']),
  p('when do i see dan next', 'findEvent', { words: 'dan' }),
  p('is there a meeting with priya this week', 'findEvent', { words: 'priya', yesNo: true }),
  p("what's coming up", ['findEvent', 'agenda']),
  p('free wednesday next week between 10 and 12?', 'freeBusy', { date: '2026-03-11', fromTime: '10:00', toTime: '12:00' }),
  p("could you tell me what's on my calendar for thursday the 12th please", 'agenda', { fromDate: '2026-03-12', toDate: '2026-03-12' }),
  p('when is book club', 'findEvent', { words: 'book club' }),
  p('do we have anything sunday arvo', ['freeBusy', 'agenda']),
  p('whens the car service', 'findEvent', { words: 'service' }),
  p('what else is on today', ['agenda', 'freeBusy']),
  p('schedule tmr?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('is the plumber still coming friday', 'findEvent', { words: 'plumber', yesNo: true }),
  p('how busy am i next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('can i fit in a coffee at 11 on tuesday', 'freeBusy', { date: '2026-03-10', fromTime: '11:00' }),
  p('what day is the school concert', 'findEvent', { words: 'concert' }),
  p('show me my appointments for the 20th', 'agenda', { fromDate: '2026-03-20', toDate: '2026-03-20' }),
  p('calender today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('is anything on between 5 and 7 tonight', 'freeBusy', { date: '2026-03-04', fromTime: '17:00', toTime: '19:00' }),
  p('when am i flying to melbourne', 'findEvent', { words: 'melbourne' }),
  p('appointments this month', ['agenda', 'findEvent']),
  p("what's the date of dan's party again", 'findEvent', { words: 'party' }),
  p("i'm free saturday night right?", 'freeBusy', { date: '2026-03-07' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Creating events (30)
const createEvents: Phrase[] = [
  p('add dentist friday at 10am', 'createEvent', { title: 'dentist', date: '2026-03-06', time: '10:00' }),
  p('meeting with dan tomorrow 2pm', 'createEvent', { title: 'dan', date: '2026-03-05', time: '14:00' }),
  p('put soccer training on tuesdays at 4:30', 'createEvent', { title: 'soccer', date: '2026-03-10', time: '16:30', recurrence: 'weekly' }),
  p('book haircut for saturday 9:15', 'createEvent', { title: 'haircut', date: '2026-03-07', time: '09:15' }),
  p('schedule a call with the accountant on monday at 11', 'createEvent', { title: 'accountant', date: '2026-03-09', time: '11:00' }),
  p('new event lunch with sarah thursday 12:30', 'createEvent', { title: 'lunch', date: '2026-03-05', time: '12:30' }),
  p('pls add vet appt fri 3', 'createEvent', { title: 'vet', date: '2026-03-06', time: '15:00' }),
  p('can you put in the calendar that the plumber is coming monday between 8 and 10', 'createEvent', {
    title: 'plumber',
    date: '2026-03-09',
    time: '08:00',
    durationMinutes: 120,
  }),
  p('school photos on the 12th', 'createEvent', { title: 'photos', date: '2026-03-12' }),
  p('yoga every wednesday at 6pm', 'createEvent', { title: 'yoga', time: '18:00', recurrence: 'weekly' }),
  p('add gym 7am tomorrow', 'createEvent', { title: 'gym', date: '2026-03-05', time: '07:00' }),
  p("dinner at mum's sunday 6.30", 'createEvent', { title: 'dinner', date: '2026-03-08', time: '18:30' }),
  p("I need to book in a doctor's appointment for tuesday at quarter past nine", 'createEvent', { title: 'doctor', date: '2026-03-10', time: '09:15' }),
  p('block out friday afternoon for packing', 'createEvent', { title: 'packing', date: '2026-03-06' }),
  p('bin night every thursday', 'createEvent', { title: 'bin', date: '2026-03-05', recurrence: 'weekly' }),
  p('add flight to melbourne march 20 at 7:45am', 'createEvent', { title: 'flight', date: '2026-03-20', time: '07:45' }),
  p('swimming tuesdays and thursdays at 5', 'createEvent', { title: 'swimming', time: '17:00', recurrence: 'weekly' }),
  p('coffee w/ jess tmrw 10:30', 'createEvent', { title: 'jess', date: '2026-03-05', time: '10:30' }),
  p('put a 2 hour meeting with the builder on wednesday the 11th at 1pm', 'createEvent', {
    title: 'builder',
    date: '2026-03-11',
    time: '13:00',
    durationMinutes: 120,
  }),
  p('mums birthday is on the 28th, every year', 'createEvent', { title: 'birthday', date: '2026-03-28', recurrence: 'yearly' }),
  p('add an event: parent teacher interviews, thursday 12 march, 4:15pm', 'createEvent', { title: 'interviews', date: '2026-03-12', time: '16:15' }),
  p('sched massage sat 11am for 90 mins', 'createEvent', { title: 'massage', date: '2026-03-07', time: '11:00', durationMinutes: 90 }),
  p('footy game 8am sunday', 'createEvent', { title: 'footy', date: '2026-03-08', time: '08:00' }),
  p('rent is due on the 1st of every month', 'createEvent', { title: 'rent', date: '2026-04-01', recurrence: 'monthly' }),
  p('dinner reservation at 7 tonight', 'createEvent', { title: 'dinner', date: '2026-03-04', time: '19:00' }),
  p('put me down for the school working bee saturday 9 till 12', 'createEvent', {
    title: 'working bee',
    date: '2026-03-07',
    time: '09:00',
    durationMinutes: 180,
  }),
  p('piano lesson monday 3:30pm', 'createEvent', { title: 'piano', date: '2026-03-09', time: '15:30' }),
  p('hey could you please add a catch up with tom and alex this saturday at noon, thanks!', 'createEvent', { title: 'tom', date: '2026-03-07', time: '12:00' }),
  p('calendar: physio 4pm', 'createEvent', { title: 'physio', date: '2026-03-04', time: '16:00' }),
  p('conference all day tuesday', 'createEvent', { title: 'conference', date: '2026-03-10', allDay: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// Cancelling events (25)
const cancelEvents: Phrase[] = [
  p('delete my 3pm', 'cancelEvent', { target: { time: '15:00' } }),
  p('cancel the dentist', 'cancelEvent', { target: { words: 'dentist' } }),
  p('cancel dinner with dan on friday', 'cancelEvent', { target: { words: 'dinner', fromDate: '2026-03-06' } }),
  p('remove soccer from saturday', 'cancelEvent', { target: { words: 'soccer', fromDate: '2026-03-07' }, series: false }),
  p('get rid of yoga altogether', 'cancelEvent', { target: { words: 'yoga' }, series: true }),
  p('clear my calendar tomorrow', 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' } }),
  p("the plumber isn't coming anymore", 'cancelEvent', { target: { words: 'plumber' } }),
  p('scrap the meeting with the accountant', 'cancelEvent', { target: { words: 'accountant' } }),
  p('cancel everything on sunday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-08' } }),
  p('no more piano lessons, delete them all', 'cancelEvent', { target: { words: 'piano' }, series: true }),
  p("haircut's off", 'cancelEvent', { target: { words: 'haircut' } }),
  p('cancel my 10:30 on monday', 'cancelEvent', { target: { time: '10:30', fromDate: '2026-03-09' } }),
  p('pls delete book club this week only', 'cancelEvent', { target: { words: 'book club' }, series: false }),
  p('take the vet appointment out of the calendar', 'cancelEvent', { target: { words: 'vet' } }),
  p('remove the gym session tomorrow morning', 'cancelEvent', { target: { words: 'gym', fromDate: '2026-03-05' } }),
  p("we're not going to the concert any more, can you delete it", 'cancelEvent', { target: { words: 'concert' } }),
  p('cancel all my events next week', 'cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-15' } }),
  p('delete lunch thursday', 'cancelEvent', { target: { words: 'lunch', fromDate: '2026-03-05' } }),
  p('cancel swimming on tuesday', 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-10' }, series: false }),
  p('delete bin night, the whole series', 'cancelEvent', { target: { words: 'bin' }, series: true }),
  p('erase the 9am meeting friday', 'cancelEvent', { target: { time: '09:00', fromDate: '2026-03-06' } }),
  p('call off the catch up with tom', 'cancelEvent', { target: { words: 'tom' } }),
  p('the massage on saturday is cancelled', 'cancelEvent', { target: { words: 'massage', fromDate: '2026-03-07' } }),
  p('delete my next event', 'cancelEvent', { target: { words: null } }),
  p('cancle the physio', 'cancelEvent', { target: { words: 'physio' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Changing events (15)
const changeEvents: Phrase[] = [
  p('move the dentist to friday', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-06' } }),
  p('push my 4pm back an hour', 'updateEvent', { target: { time: '16:00' } }),
  p('change soccer to 5:30', 'updateEvent', { target: { words: 'soccer' }, changes: { time: '17:30' } }),
  p('the meeting with dan is now at 3', 'updateEvent', { target: { words: 'dan' }, changes: { time: '15:00' } }),
  p('reschedule haircut to monday 10am', 'updateEvent', { target: { words: 'haircut' }, changes: { date: '2026-03-09', time: '10:00' } }),
  p('make book club 2 hours', 'updateEvent', { target: { words: 'book club' }, changes: { durationMinutes: 120 } }),
  p('rename the team meeting to project kickoff', 'updateEvent', { target: { words: 'team meeting' }, changes: { title: 'project kickoff' } }),
  p('bring lunch with sarah forward 30 min', 'updateEvent', { target: { words: 'lunch' }, changes: { shiftMinutes: -30 } }),
  p('gym tomorrow should be 6am not 7', 'updateEvent', { target: { words: 'gym', date: '2026-03-05' }, changes: { time: '06:00' } }),
  p('can we shift the plumber to tuesday', 'updateEvent', { target: { words: 'plumber' }, changes: { date: '2026-03-10' } }),
  p('change the flight on the 20th to 9:10am', 'updateEvent', { target: { words: 'flight', date: '2026-03-20' }, changes: { time: '09:10' } }),
  p('make the working bee all day', 'updateEvent', { target: { words: 'working bee' }, changes: { allDay: true } }),
  p('move my 11am tomorrow to 2pm', 'updateEvent', { target: { time: '11:00', date: '2026-03-05' }, changes: { time: '14:00' } }),
  p('physio moved to thursday same time', 'updateEvent', { target: { words: 'physio' }, changes: { date: '2026-03-05' } }),
  p('piano is 45 minutes not an hour', 'updateEvent', { target: { words: 'piano' }, changes: { durationMinutes: 45 } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions about reminders (20)
const reminderQuestions: Phrase[] = [
  p('what reminders do i have', 'listReminders'),
  p('reminders of mine are what', 'listReminders'),
  p('did you set that reminder about the vet', 'listReminders', { check: ['vet'] }),
  p('show my remidners', 'listReminders'),
  p('any reminders for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what am i being reminded about this week', 'listReminders', { toDate: '2026-03-10' }),
  p('is pick up dry cleaning in my reminders?', 'listReminders', { check: ['dry cleaning'] }),
  p('list my reminders pls', 'listReminders'),
  p('remind list', 'listReminders'),
  p('have i got a reminder set for the dentist', 'listReminders', { check: ['dentist'] }),
  p('what did i ask you to remind me about', 'listReminders'),
  p('reminders?', 'listReminders'),
  p('read out my reminders', 'listReminders'),
  p('which reminders are coming up next week', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("did the reminder for mum's birthday go in", 'listReminders', { check: ['birthday'] }),
  p('upcoming reminders', 'listReminders'),
  p('do i have any reminders set for saturday', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('what are all my alerts', 'listReminders'),
  p("check you've got reminders for the rent and the car rego", 'listReminders', { check: ['rent', 'rego'] }),
  p('anything i need reminding of today', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Setting reminders (20): with a time an event, without one a to-do marked as a reminder, on an event a change
const setReminders: Phrase[] = [
  p('remind me to call the bank', 'addTodo', { tasks: ['call the bank'], reminder: true }),
  p('remind me at 5pm to pick up the dry cleaning', 'createEvent', { title: 'dry cleaning', date: '2026-03-04', time: '17:00' }),
  p('remind me tomorrow at 8 to take the bins out', 'createEvent', { title: 'bins', date: '2026-03-05', time: '08:00' }),
  p("don't let me forget to pay the electricity bill", 'addTodo', { tasks: ['electricity'] }),
  p('set a reminder for friday 9am: renew rego', 'createEvent', { title: 'rego', date: '2026-03-06', time: '09:00' }),
  p('remind me 30 minutes before the dentist', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 30 } }),
  p('reminder to water the plants', 'addTodo', { tasks: ['water the plants'], reminder: true }),
  p('remind me in the morning to email dan', REMIND_LATER),
  p('remind me to buy a birthday card on saturday', REMIND_LATER),
  p('set reminder 6:30pm order pizza', 'createEvent', { title: 'pizza', date: '2026-03-04', time: '18:30' }),
  p('alert me the day before the school concert', 'updateEvent', { target: { words: 'concert' }, changes: { reminderMinutes: 1440 } }),
  p('remind me to ring the vet at 10 tomorrow', 'createEvent', { title: 'vet', date: '2026-03-05', time: '10:00' }),
  p('nudge me about the rent on the 1st', REMIND_LATER),
  p('remind me abt the parking fine', 'addTodo', { tasks: ['parking fine'], reminder: true }),
  p('remind me every sunday at 7pm to put the bins out', 'createEvent', { title: 'bins', date: '2026-03-08', time: '19:00', recurrence: 'weekly' }),
  p('could you remind me an hour before my flight', 'updateEvent', { target: { words: 'flight' }, changes: { reminderMinutes: 60 } }),
  p('remind me 4pm to move the car', 'createEvent', { title: 'move the car', date: '2026-03-04', time: '16:00' }),
  p('reminder: return library books', 'addTodo', { tasks: ['library books'], reminder: true }),
  p('remind me to cancel the netflix trial on the 15th at noon', 'createEvent', { title: 'netflix', date: '2026-03-15', time: '12:00' }),
  p('i need a reminder to book the car service', 'addTodo', { tasks: ['car service'], reminder: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// Showing lists (15)
const showLists: Phrase[] = [
  p('list please', ['showList', 'listTodos', 'listLists']),
  p("what's on the shopping list", 'showList'),
  p('shoping list', 'showList'),
  p('show me the packing list', 'showList', { list: 'packing' }),
  p('is milk on the list?', 'showList', { check: ['milk'] }),
  p('what do we need from the shops', 'showList'),
  p('read me the groceries', 'showList'),
  p('do we have bread on the list already', 'showList', { check: ['bread'] }),
  p('what lists do i have', 'listLists'),
  p('open the hardware store list', 'showList', { list: 'hardware' }),
  p('whats left on the christmas list', 'showList', { list: 'christmas' }),
  p('has anyone put coffee on the shopping list', 'showList', { check: ['coffee'] }),
  p('show all my lists', 'listLists'),
  p('groceries?', 'showList'),
  p("what's on the camping list", 'showList', { list: 'camping' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Adding to lists (15)
const addToLists: Phrase[] = [
  p("i'm out of eggs", 'addListItems', { items: ['eggs'] }),
  p('add milk', 'addListItems', { items: ['milk'] }),
  p('put bread, butter and jam on the shopping list', 'addListItems', { items: ['bread', 'butter', 'jam'] }),
  p('we need toilet paper', 'addListItems', { items: ['toilet paper'] }),
  p('add sunscreen to the packing list', 'addListItems', { list: 'packing', items: ['sunscreen'] }),
  p('shopping: bananas, apples, yoghurt', 'addListItems', { items: ['bananas', 'apples', 'yoghurt'] }),
  p('running low on dishwasher tablets', 'addListItems', { items: ['dishwasher tablets'] }),
  p('can you add 2 litres of milk to the list', 'addListItems', { items: ['milk'] }),
  p('add tent and sleeping bags to camping', 'addListItems', { list: 'camping', items: ['tent', 'sleeping bags'] }),
  p('chuck some coffee pods on the list', 'addListItems', { items: ['coffee pods'] }),
  p('need: chicken, rice, broccoli', 'addListItems', { items: ['chicken', 'rice', 'broccoli'] }),
  p('add a hammer to the hardware list', 'addListItems', { list: 'hardware', items: ['hammer'] }),
  p("we've run out of olive oil and salt", 'addListItems', { items: ['olive oil', 'salt'] }),
  p('pls add nappies', 'addListItems', { items: ['nappies'] }),
  p('put a new phone charger on the christmas list', 'addListItems', { list: 'christmas', items: ['phone charger'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// Ticking off, removing and clearing list items (15)
const takeFromLists: Phrase[] = [
  p('got the milk', 'tickListItems', { items: ['milk'], remove: false }),
  p('remove eggs from the list', 'tickListItems', { items: ['eggs'], remove: true }),
  p('take bread off the shopping list', 'tickListItems', { items: ['bread'] }),
  p('clear the shopping list', 'clearList'),
  p('bought bananas and apples', 'tickListItems', { items: ['bananas', 'apples'], remove: false }),
  p('empty the packing list', 'clearList', { list: 'packing' }),
  p("we don't need rice anymore", 'tickListItems', { items: ['rice'] }),
  p('tick off coffee', 'tickListItems', { items: ['coffee'], remove: false }),
  p('delete sunscreen from packing', 'tickListItems', { list: 'packing', items: ['sunscreen'], remove: true }),
  p('start a fresh shopping list, wipe the old one', 'clearList'),
  p('picked up the toilet paper', 'tickListItems', { items: ['toilet paper'], remove: false }),
  p('cross off chicken', 'tickListItems', { items: ['chicken'], remove: false }),
  p('clear out the camping list', 'clearList', { list: 'camping' }),
  p('scratch the olive oil', 'tickListItems', { items: ['olive oil'] }),
  p("the hammer's sorted, take it off the hardware list", 'tickListItems', { list: 'hardware', items: ['hammer'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos (10)
const todos: Phrase[] = [
  p('my to do list', 'listTodos'),
  p("what's on my todo", 'listTodos'),
  p('add fix the gate to my to-do list', 'addTodo', { tasks: ['fix the gate'] }),
  p('todo: book flights, renew passport', 'addTodo', { tasks: ['book flights', 'renew passport'] }),
  p('done 3', 'completeTodo', { number: 3 }),
  p('i finished the tax return', 'completeTodo', { text: 'tax return' }),
  p('mark call the insurer as done', 'completeTodo', { text: 'insurer' }),
  p('things i need to do?', 'listTodos'),
  p('clear my to do list', 'clearTodos'),
  p("i gotta clean the gutters at some point, stick it on my to do's", 'addTodo', { tasks: ['gutters'] }),
];

export const PHRASES: Phrase[] = [
  ...calendarQuestions,
  ...createEvents,
  ...cancelEvents,
  ...changeEvents,
  ...reminderQuestions,
  ...setReminders,
  ...showLists,
  ...addToLists,
  ...takeFromLists,
  ...todos,
];
