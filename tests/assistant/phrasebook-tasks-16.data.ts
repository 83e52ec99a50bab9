// Phrasebook (training set 16): reminders, to-do lists, shopping lists and meetings, phrased the way people type or
// speak to a personal assistant (polite, indirect, terse, speech-recognition style, the odd typo).
// Written by a helper session from the tools' contract only (tools.ts and the zod input schemas with their
// .describe() texts in todo-tools.ts, list-tools.ts, calendar-tools.ts, change-tools.ts, cancel-tools.ts,
// event-question-tools.ts) and the harness (phrasebook.ts); the engine was not read or run. Every message is new.
// Reference context (as in phrasebook.data.ts): now = Wednesday 4 March 2026, 14:00 Australia/Sydney;
// members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only the keys given are checked; text slots (title, words, tasks, text, items, check) must be
// contained in the engine's value, ignoring case. `list: null` is the family's Shopping list (also "groceries").
// "remind me at 5 to …" is an event at that time with reminderMinutes 0; "remind me to …" with no time is a to-do
// with reminder true. Two list operations in one message accept either list tool for the first, checking only `list`.

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// To-do changes: addTodo (reminder true for "remind me to…" with no time), completeTodo, clearTodos
// ---------------------------------------------------------------------------------------------------------------
const TODO_CHANGES: Phrase[] = [
  p('could you jot down that i need to book the car service', 'addTodo', { tasks: ['car service'] }),
  p('add call the insurance company to my to do list', 'addTodo', { tasks: ['insurance'] }),
  p('todo: fix the gate latch', 'addTodo', { tasks: ['gate latch'] }),
  p("i'd like you to put sort out the tax return on my list of things to do", 'addTodo', { tasks: ['tax return'] }),
  p('new task return the library books', 'addTodo', { tasks: ['library books'] }),
  p('can you add email the landlord and pay the water bill to my todos', 'addTodo', { tasks: ['landlord', 'water bill'] }),
  p('put wash the car, mow the lawn and clean the gutters on my to-do list', 'addTodo', { tasks: ['car', 'lawn', 'gutters'] }),
  p('would it be possible to add order new school shoes to the todo list', 'addTodo', { tasks: ['school shoes'] }),
  p('add to to do list ring grandma about easter', 'addTodo', { tasks: ['grandma'] }),
  p('i keep forgetting to cancel the gym membership, can you add that as a task', 'addTodo', { tasks: ['gym membership'] }),
  p('stick renew the rego on my todo lsit', 'addTodo', { tasks: ['rego'] }),
  p('remind me to defrost the chicken', 'addTodo', { tasks: ['chicken'], reminder: true }),
  p('please remind me to sign the permission slip for leo', 'addTodo', { tasks: ['permission slip'], reminder: true }),
  p('can you remind me to water the tomatoes', 'addTodo', { tasks: ['tomatoes'], reminder: true }),
  p('remind me to text the babysitter back', 'addTodo', { tasks: ['babysitter'], reminder: true }),
  p('rmind me to pick up the dry cleaning', 'addTodo', { tasks: ['dry cleaning'], reminder: true }),
  p('i booked the car service, tick it off', 'completeTodo', { text: 'car service' }),
  p('mark number 3 as done', 'completeTodo', { number: 3 }),
  p('done 2', 'completeTodo', { number: 2 }),
  p('cross off pay the water bill from my to do list', 'completeTodo', { text: 'water bill' }),
  p('the gutters are cleaned so you can tick that off my todos', 'completeTodo', { text: 'gutters' }),
  p('finished the first thing on my to do list', 'completeTodo', { number: 1 }),
  p('can you check off email the landlord', 'completeTodo', { text: 'landlord' }),
  p('ive done the tax return finally, mark it complete', 'completeTodo', { text: 'tax return' }),
  p('task four is complete', 'completeTodo', { number: 4 }),
  p('fixed the gate latch', 'completeTodo', { text: 'gate latch' }),
  p('wipe my whole to do list', 'clearTodos'),
  p('can you mark all my to-dos as done', 'clearTodos'),
  p("i'd like a fresh start, clear out every task on my to do list", 'clearTodos'),
  p('tick off everything on the todo list please', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// To-do questions: listTodos
// ---------------------------------------------------------------------------------------------------------------
const TODO_QUESTIONS: Phrase[] = [
  p('what do i still need to do', 'listTodos'),
  p('show me my to do list', 'listTodos'),
  p('whats on my todo list', 'listTodos'),
  p('can you read out my tasks', 'listTodos'),
  p('how many things are left on my to-do list', 'listTodos'),
  p('list my todos', 'listTodos'),
  p("what's outstanding on my list of jobs", 'listTodos'),
  p('any tasks i havent finished yet', 'listTodos'),
  p('remind me what my to dos are', 'listTodos'),
  p('open tasks?', 'listTodos'),
  p('could you tell me whats left on the to do list', 'listTodos'),
  p('my list please', 'listTodos'),
  p('what have i got to get done', 'listTodos'),
  p('pull up my task list', 'listTodos'),
  p('wat r my todos', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// Shopping-list changes: addListItems, tickListItems, clearList, and a few with two operations
// ---------------------------------------------------------------------------------------------------------------
const LIST_CHANGES: Phrase[] = [
  p('put oat milk on the shopping list', 'addListItems', { list: null, items: ['oat milk'] }),
  p("we're out of eggs butter and flour add them to the shopping list", 'addListItems', { list: null, items: ['eggs', 'butter', 'flour'] }),
  p('add toilet paper to the groceries', 'addListItems', { list: null, items: ['toilet paper'] }),
  p('could you add two loaves of bread to the shopping list', 'addListItems', { list: null, items: ['bread'] }),
  p('shopping list add bananas apples and grapes', 'addListItems', { list: null, items: ['bananas', 'apples', 'grapes'] }),
  p("i'd like you to add dishwasher tablets to our shopping list", 'addListItems', { list: null, items: ['dishwasher tablets'] }),
  p('can u put nappies on the shoping list', 'addListItems', { list: null, items: ['nappies'] }),
  p('add sunscreen to the packing list', 'addListItems', { list: 'packing', items: ['sunscreen'] }),
  p('grocery list: coffee beans', 'addListItems', { list: null, items: ['coffee beans'] }),
  p("we've run out of dog food, stick it on the shopping list", 'addListItems', { list: null, items: ['dog food'] }),
  p('would it be possible to add cheese, crackers and hummus to the grocery list', 'addListItems', {
    list: null,
    items: ['cheese', 'crackers', 'hummus'],
  }),
  p('add tinned tomatoes to shopping', 'addListItems', { list: null, items: ['tinned tomatoes'] }),
  p('need more shampoo pop it on the shopping list', 'addListItems', { list: null, items: ['shampoo'] }),
  p('picked up the bananas and the bread', 'tickListItems', { items: ['bananas', 'bread'], remove: false }),
  p('remove coffee beans from the shopping list', 'tickListItems', { list: null, items: ['coffee beans'], remove: true }),
  p('tick off toilet paper on the shopping list', 'tickListItems', { list: null, items: ['toilet paper'], remove: false }),
  p('we dont need flour anymore, delete it from the grocery list', 'tickListItems', { list: null, items: ['flour'], remove: true }),
  p('i bought the nappies', 'tickListItems', { items: ['nappies'], remove: false }),
  p('cross dishwasher tablets off the shopping list', 'tickListItems', { list: null, items: ['dishwasher tablets'], remove: false }),
  p('take the sunscreen off the packing list', 'tickListItems', { list: 'packing', items: ['sunscreen'] }),
  p('already got shampoo and dog food', 'tickListItems', { items: ['shampoo', 'dog food'], remove: false }),
  p('can you get rid of the cheese on the shopping list, we dont need it', 'tickListItems', { list: null, items: ['cheese'], remove: true }),
  p('scratch grapes off the grocery list we have heaps', 'tickListItems', { list: null, items: ['grapes'] }),
  p('empty the shopping list', 'clearList', { list: null }),
  p('clear the whole grocery list please', 'clearList', { list: null }),
  p('wipe everything off the packing list', 'clearList', { list: 'packing' }),
  p('can you delete all the items from our shopping list', 'clearList', { list: null }),
  p('swap the white bread on the shopping list for wholemeal', ['tickListItems', 'addListItems'], { list: null }),
  p('remove the butter from the shopping list and put margarine on instead', ['tickListItems', 'addListItems'], { list: null }),
  p('add yoghurt to the grocery list and take off the apples', ['addListItems', 'tickListItems'], { list: null }),
];

// ---------------------------------------------------------------------------------------------------------------
// Shopping-list questions: showList (check for "is X on …")
// ---------------------------------------------------------------------------------------------------------------
const LIST_QUESTIONS: Phrase[] = [
  p("what's on the shopping list", 'showList', { list: null }),
  p('show me the grocery list', 'showList', { list: null }),
  p('can you read me the shopping list', 'showList', { list: null }),
  p('what do we need from the shops', 'showList', { list: null }),
  p('whats on the packing list', 'showList', { list: 'packing' }),
  p('how long is the shopping list looking', 'showList', { list: null }),
  p('shopping list?', 'showList', { list: null }),
  p("i'm at the supermarket now, what's on our list to grab", 'showList', { list: null }),
  p('is butter on the shopping list', 'showList', { list: null, check: ['butter'] }),
  p('can you check whether eggs are already on the grocery list', 'showList', { list: null, check: ['eggs'] }),
  p('did someone put coffee on the shopping list', 'showList', { list: null, check: ['coffee'] }),
  p('are bananas and yoghurt on the shopping list', 'showList', { list: null, check: ['bananas', 'yoghurt'] }),
  p('have i added nappies to the shoping list yet', 'showList', { list: null, check: ['nappies'] }),
  p('is sunscreen on the packing list', 'showList', { list: 'packing', check: ['sunscreen'] }),
  p('quick q is toothpaste on our shopping list', 'showList', { list: null, check: ['toothpaste'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminder requests: createEvent with reminderMinutes, updateEvent of a reminder's time, cancelEvent of a reminder
// ---------------------------------------------------------------------------------------------------------------
const REMINDER_CHANGES: Phrase[] = [
  p('remind me at 5 to ring the plumber', 'createEvent', { title: 'plumber', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('set a reminder for 7 tonight to put the bins out', 'createEvent', { title: 'bins', date: '2026-03-04', time: '19:00', reminderMinutes: 0 }),
  p('can you remind me tomorrow at 9am to call the school', 'createEvent', { title: 'school', date: '2026-03-05', time: '09:00', reminderMinutes: 0 }),
  p('remind me friday at noon to transfer the rent', 'createEvent', { title: 'rent', date: '2026-03-06', time: '12:00', reminderMinutes: 0 }),
  p('at 8 remind me to take my tablets', 'createEvent', { title: 'tablets', date: '2026-03-05', time: '08:00', reminderMinutes: 0 }),
  p('please could you remind me on monday at 3.30 to collect leo from footy', 'createEvent', {
    title: 'footy',
    date: '2026-03-09',
    time: '15:30',
    reminderMinutes: 0,
  }),
  p('reminder sunday 6pm iron the school uniforms', 'createEvent', { title: 'uniforms', date: '2026-03-08', time: '18:00', reminderMinutes: 0 }),
  p("i'd like a reminder at quarter past four to move the car", 'createEvent', { title: 'car', date: '2026-03-04', time: '16:15', reminderMinutes: 0 }),
  p('remind me saturday morning at 10 to book the vet', 'createEvent', { title: 'vet', date: '2026-03-07', time: '10:00', reminderMinutes: 0 }),
  p('remind me thursday at 2 to send the invoice', 'createEvent', { title: 'invoice', date: '2026-03-05', time: '14:00', reminderMinutes: 0 }),
  p('move my reminder about the plumber to 6pm', 'updateEvent', { target: { words: 'plumber' }, changes: { time: '18:00' } }),
  p('can you push the bins reminder back to 8 pm', 'updateEvent', { target: { words: 'bins' }, changes: { time: '20:00' } }),
  p('change the call the school reminder to 11am', 'updateEvent', { target: { words: 'school' }, changes: { time: '11:00' } }),
  p("i'd like the rent reminder moved to thursday instead", 'updateEvent', { target: { words: 'rent' }, changes: { date: '2026-03-05' } }),
  p('make my tablets reminder half an hour earlier', 'updateEvent', { target: { words: 'tablets' }, changes: { shiftMinutes: -30 } }),
  p('cancel the reminder about moving the car', 'cancelEvent', { target: { words: 'car' } }),
  p('delete my invoice reminder', 'cancelEvent', { target: { words: 'invoice' } }),
  p('i dont need the reminder to book the vet any more', 'cancelEvent', { target: { words: 'vet' } }),
  p('get rid of the uniforms reminder on sunday', 'cancelEvent', { target: { words: 'uniforms', fromDate: '2026-03-08' } }),
  p('scrap the reminder for the bins tonight', 'cancelEvent', { target: { words: 'bins', fromDate: '2026-03-04' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminder questions: listReminders (range, or check for "is there a reminder to …")
// ---------------------------------------------------------------------------------------------------------------
const REMINDER_QUESTIONS: Phrase[] = [
  p('what reminders do i have', 'listReminders', { fromDate: null, toDate: null }),
  p('any reminders for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('show me my reminders for this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('what am i being reminded about today', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('list all upcoming reminders', 'listReminders', { fromDate: null, toDate: null }),
  p('do i have a reminder set for the plumber', 'listReminders', { check: ['plumber'] }),
  p('have i got any reminders on the weekend', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('what reminders are coming up next week', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('is there a reminder to take my tablets', 'listReminders', { check: ['tablets'] }),
  p('can you check whether i set a reminder about the rent', 'listReminders', { check: ['rent'] }),
  p('read me my reminders', 'listReminders', { fromDate: null, toDate: null }),
  p('reminders friday', 'listReminders', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('whats the next reminder i have', 'listReminders'),
  p('did i ask you to remind me about the school call', 'listReminders', { check: ['school'] }),
  p('how many reminders have i got between now and sunday', 'listReminders', { toDate: '2026-03-08' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Meetings: createEvent with a person, findEvent, freeBusy ("am i free"), and a question back when there is no day
// ---------------------------------------------------------------------------------------------------------------
const MEETINGS: Phrase[] = [
  p('set up a meeting with priya on friday at 11', 'createEvent', { title: 'priya', date: '2026-03-06', time: '11:00' }),
  p('book a catch up with sam tomorrow at 4pm', 'createEvent', { title: 'catch up', member: SAM, date: '2026-03-05', time: '16:00' }),
  p("i'd like to schedule a meeting with the bank manager on tuesday at 10am", 'createEvent', {
    title: 'bank manager',
    date: '2026-03-10',
    time: '10:00',
  }),
  p("could you put in a meeting with mia's teacher thursday 3.15pm", 'createEvent', { title: 'teacher', member: MIA, date: '2026-03-05', time: '15:15' }),
  p('meeting w/ the builder monday 8am for half an hour', 'createEvent', { title: 'builder', date: '2026-03-09', time: '08:00', durationMinutes: 30 }),
  p('organise a meeting with leo and his coach on saturday at 9', 'createEvent', { title: 'coach', member: LEO, date: '2026-03-07', time: '09:00' }),
  p('pencil in coffee with rachel tomorrow at half ten', 'createEvent', { title: 'rachel', date: '2026-03-05', time: '10:30' }),
  p('can you set up a meeting with the renovation crew on friday', 'createEvent', { title: 'renovation', date: '2026-03-06', askTime: true }),
  p('zoom call with the lawyer wednesday the 11th at 1pm', 'createEvent', { title: 'lawyer', date: '2026-03-11', time: '13:00' }),
  p('sched meeting with accountant 2pm tmrw', 'createEvent', { title: 'accountant', date: '2026-03-05', time: '14:00' }),
  p('when is my meeting with the bank manager', 'findEvent', { words: 'bank manager' }),
  p('what time am i seeing priya on friday', 'findEvent', { words: 'priya', fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('do i have a meeting with the builder on monday', 'findEvent', { words: 'builder', fromDate: '2026-03-09', toDate: '2026-03-09', yesNo: true }),
  p("is sam's parent teacher interview next week", 'findEvent', {
    words: 'parent teacher',
    member: SAM,
    fromDate: '2026-03-09',
    toDate: '2026-03-15',
    yesNo: true,
  }),
  p("when's the next team meeting", 'findEvent', { words: 'team meeting' }),
  p('can you find my catch up with rachel', 'findEvent', { words: 'rachel' }),
  p('am i free at 3 tomorrow', 'freeBusy', { date: '2026-03-05', fromTime: '15:00' }),
  p('is mia free on saturday', 'freeBusy', { date: '2026-03-07', member: MIA }),
  p('am i free friday between 10 and 12', 'freeBusy', { date: '2026-03-06', fromTime: '10:00', toTime: '12:00' }),
  p('can you check whether sam is busy monday afternoon', 'freeBusy', { date: '2026-03-09', member: SAM }),
  p('are we all free on sunday', 'freeBusy', { date: '2026-03-08', member: null }),
  p('would thursday at 11 work for me or am i booked', 'freeBusy', { date: '2026-03-05', fromTime: '11:00' }),
  ask('book a meeting with the school principal'),
  ask('i need to set up a meeting with the real estate agent'),
  ask('organise a meeting with the swim coach please'),
];

// ---------------------------------------------------------------------------------------------------------------
// Calendar changes: updateEvent, cancelEvent
// ---------------------------------------------------------------------------------------------------------------
const CALENDAR_CHANGES: Phrase[] = [
  p('move my meeting with priya to 2pm', 'updateEvent', { target: { words: 'priya' }, changes: { time: '14:00' } }),
  p('push the builder meeting to tuesday', 'updateEvent', { target: { words: 'builder' }, changes: { date: '2026-03-10' } }),
  p('can the accountant meeting be an hour later', 'updateEvent', { target: { words: 'accountant' }, changes: { shiftMinutes: 60 } }),
  p('make the bank manager meeting 45 minutes long', 'updateEvent', { target: { words: 'bank manager' }, changes: { durationMinutes: 45 } }),
  p('rename the team meeting to weekly sync', 'updateEvent', { target: { words: 'team meeting' }, changes: { title: 'weekly sync' } }),
  p('the coffee with rachel on thursday is now at 11', 'updateEvent', { target: { words: 'rachel', date: '2026-03-05' }, changes: { time: '11:00' } }),
  p('cancel my meeting with the lawyer', 'cancelEvent', { target: { words: 'lawyer' } }),
  p("call off friday's meeting with priya", 'cancelEvent', { target: { words: 'priya', fromDate: '2026-03-06' } }),
  p('clear everything in my calendar on monday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-09' } }),
  p('the weekly team meeting is finished for good, delete the whole series', 'cancelEvent', { target: { words: 'team meeting' }, series: true }),
];

export const PHRASES: Phrase[] = [
  ...TODO_CHANGES,
  ...TODO_QUESTIONS,
  ...LIST_CHANGES,
  ...LIST_QUESTIONS,
  ...REMINDER_CHANGES,
  ...REMINDER_QUESTIONS,
  ...MEETINGS,
  ...CALENDAR_CHANGES,
];
