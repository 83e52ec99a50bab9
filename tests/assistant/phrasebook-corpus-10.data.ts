// Phrasebook corpus 10 (voice): 200 short requests ordinary adults say to a phone voice assistant or smart speaker,
// written down as a speech recogniser would (lowercase, no punctuation, numbers often as words, a few mis-heard
// words), about meetings with colleagues and family appointments, reminders and alarms, the shared lists and the
// to-do list; some are terse, some wordy, some questions, some vague, some ask for two things, and ten ask for
// things the assistant does not do.
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract
// only (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines; text slots are checked by "contains, ignoring case",
// so only the key word(s) are given. Reminders and alarms with a time are events with reminderMinutes 0; without a
// time they are to-dos with reminder true. Cancelling a reminder that may be either accepts cancelEvent or
// completeTodo, no input. Where several tools would honestly be right, any of them is accepted and only the inputs
// they share (here: none) are given. A message asking for two different kinds of change lists both tools and no
// inputs. There is no tool to delete a list: "delete the X list" accepts clearList (the nearest) or help, no input.
// Requests the assistant does not handle (weather, music, smart home…) are expected as `help`, no input.
// Vague requests with nothing to act on expect a question back (`ask`).
// "next <weekday>" and a bare "wednesday" are ambiguous here, so no date is expected for them.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// Calendar (80): create, move and change, cancel, look up (when/where/who), free or busy
// ---------------------------------------------------------------------------------------------------------------
const CALENDAR: Phrase[] = [
  // create
  p('meeting with priya tomorrow at ten', 'createEvent', { title: 'priya', date: '2026-03-05', time: '10:00' }),
  p('i would like you to please set up a meeting with the marketing team on friday at eleven thirty', 'createEvent', {
    title: 'marketing',
    date: '2026-03-06',
    time: '11:30',
  }),
  p('put a one on one with daniel in for monday nine am', 'createEvent', { title: 'daniel', date: '2026-03-09', time: '09:00' }),
  p('schedule a call with the supplier at four', 'createEvent', { title: 'supplier', date: '2026-03-04', time: '16:00' }),
  p('book project review thursday the twelfth from ten till eleven thirty', 'createEvent', {
    title: 'project review',
    date: '2026-03-12',
    time: '10:00',
    durationMinutes: 90,
  }),
  p('budget meeting on the twenty first at 9 am', 'createEvent', { title: 'budget', date: '2026-03-21', time: '09:00' }),
  p('create an event called offsite planning for next tuesday at two', 'createEvent', { title: 'offsite', time: '14:00' }),
  p('team standup every monday at nine fifteen', 'createEvent', { title: 'standup', date: '2026-03-09', time: '09:15', recurrence: 'weekly' }),
  p('fortnightly catch up with my manager starting tuesday at three', 'createEvent', {
    title: 'manager',
    date: '2026-03-10',
    time: '15:00',
    recurrence: 'fortnightly',
  }),
  p('lunch with the new grads friday twelve thirty for an hour and a half', 'createEvent', {
    title: 'lunch',
    date: '2026-03-06',
    time: '12:30',
    durationMinutes: 90,
  }),
  p('dentist for leo on the 16th at three fifteen', 'createEvent', { title: 'dentist', member: LEO, date: '2026-03-16', time: '15:15' }),
  p('mia has netball on saturday at eight in the morning', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '08:00' }),
  p('sams parent teacher interview tuesday at half past four', 'createEvent', {
    title: 'interview',
    member: SAM,
    date: '2026-03-10',
    time: '16:30',
  }),
  p('conference all day on the nineteenth', 'createEvent', { title: 'conference', date: '2026-03-19', allDay: true }),
  p('block out thursday afternoon for the quarterly report from one to five', 'createEvent', {
    title: 'report',
    date: '2026-03-05',
    time: '13:00',
    durationMinutes: 240,
  }),
  p('new meeting with legal tomorrow at eleven remind me fifteen minutes before', 'createEvent', {
    title: 'legal',
    date: '2026-03-05',
    time: '11:00',
    reminderMinutes: 15,
  }),
  p('put the board meeting in for the first of april at nine', 'createEvent', { title: 'board', date: '2026-04-01', time: '09:00' }),
  p('leo soccer training every thursday at five', 'createEvent', {
    title: 'soccer',
    member: LEO,
    date: '2026-03-05',
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('can you add a coffee with marcus this afternoon at three', 'createEvent', { title: 'marcus', date: '2026-03-04', time: '15:00' }),
  p('car service friday', 'createEvent', { title: 'service', date: '2026-03-06', askTime: true }),
  p('team drinks tonight six to eight', 'createEvent', { title: 'drinks', date: '2026-03-04', time: '18:00', durationMinutes: 120 }),
  p('quick sync with jo and ahmed in twenty minutes', 'createEvent', { title: 'sync', date: '2026-03-04', time: '14:20' }),
  p('performance review with my boss on the thirteenth at quarter past two', 'createEvent', {
    title: 'review',
    date: '2026-03-13',
    time: '14:15',
  }),
  p('pencil in a client call monday morning eight thirty', 'createEvent', { title: 'client', date: '2026-03-09', time: '08:30' }),
  p('school assembly for mia and leo friday at nine', 'createEvent', {
    title: 'assembly',
    member: MIA,
    alsoMembers: [LEO],
    date: '2026-03-06',
    time: '09:00',
  }),
  p('schedule a meting with the design team wensday at ten', 'createEvent', { title: 'design', time: '10:00' }),
  p('weekly one to one with kate every friday at 2 pm', 'createEvent', { title: 'kate', date: '2026-03-06', time: '14:00', recurrence: 'weekly' }),
  ask('book a meeting with tom'),
  ask('put something in my calender'),
  ask('i need to schedule a meeting'),
  p('dentist check up friday at ten and add toothpaste to the shopping list', ['createEvent', 'addListItems']),

  // move and change
  p('move the dentist to thursday at four', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-05', time: '16:00' } }),
  p('push my three oclock back half an hour', 'updateEvent', { target: { time: '15:00' }, changes: { shiftMinutes: 30 } }),
  p('can you bring the budget meeting forward by an hour', 'updateEvent', { target: { words: 'budget' }, changes: { shiftMinutes: -60 } }),
  p('reschedule the call with the supplier to monday at 10 am', 'updateEvent', {
    target: { words: 'supplier' },
    changes: { date: '2026-03-09', time: '10:00' },
  }),
  p('the project review on the twelfth should start at eleven instead', 'updateEvent', {
    target: { words: 'review', date: '2026-03-12' },
    changes: { time: '11:00' },
  }),
  p('make the team lunch on friday two hours long', 'updateEvent', {
    target: { words: 'lunch', date: '2026-03-06' },
    changes: { durationMinutes: 120 },
  }),
  p('rename the sync meeting to sprint planning', 'updateEvent', { target: { words: 'sync' }, changes: { title: 'sprint planning' } }),
  p('the offsite is now at the city office', 'updateEvent', { target: { words: 'offsite' }, changes: { location: 'city office' } }),
  p('add leo to the dentist on monday', 'updateEvent', { target: { words: 'dentist', date: '2026-03-09' }, changes: { addMembers: [LEO] } }),
  p('that netball on saturday is for sam now', 'updateEvent', {
    target: { words: 'netball', date: '2026-03-07' },
    changes: { member: SAM },
  }),
  p('shift tomorrows nine am with daniel to one thirty', 'updateEvent', {
    target: { words: 'daniel', date: '2026-03-05', time: '09:00' },
    changes: { time: '13:30' },
  }),
  p('put a note on the board meeting saying bring the printed slides', 'updateEvent', {
    target: { words: 'board' },
    changes: { note: 'slides' },
  }),
  p('just this week the standup has to be on tuesday', 'updateEvent', { target: { words: 'standup' }, changes: { date: '2026-03-10' } }),
  ask('move my meeting'),

  // cancel
  p('delete my four thirty', 'cancelEvent', { target: { time: '16:30' } }),
  p('cancel the dentist on monday', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-09' } }),
  p('scrap tomorrows meeting with legal', 'cancelEvent', { target: { words: 'legal', fromDate: '2026-03-05' } }),
  p('clear everything on friday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' } }),
  p('take the standup off my calendar for good every single one of them', 'cancelEvent', { target: { words: 'standup' }, series: true }),
  p('leo isnt doing soccer anymore so get rid of all of it', 'cancelEvent', { target: { words: 'soccer' }, series: true }),
  p('pull the client call from monday', 'cancelEvent', { target: { words: 'client', fromDate: '2026-03-09' } }),
  p('please cancel all my meetings next week', 'cancelEvent', { target: { fromDate: '2026-03-09', toDate: '2026-03-15' } }),
  p('kill the interview at ten thirty tomorrow', 'cancelEvent', { target: { words: 'interview', fromDate: '2026-03-05', time: '10:30' } }),
  ask('cancel it'),
  p('mias netball is off this saturday', 'cancelEvent', {
    target: { words: 'netball', fromDate: '2026-03-07', member: MIA },
    series: false,
  }),
  p('drinks tonight arent happening and remind me to text everyone', ['cancelEvent', 'addTodo']),

  // look up: agenda, when / where / who
  p('what is on my calendar for friday', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('whats happening tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('read me my schedule for next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('anything on for leo this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: LEO }),
  p('what does sam have on today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04', member: SAM }),
  p('the eighteenth what have i got then', 'agenda', { fromDate: '2026-03-18', toDate: '2026-03-18' }),
  p('when is my next meeting with daniel', 'findEvent', { words: 'daniel' }),
  p('board meeting when is it', 'findEvent', { words: 'board' }),
  p('where is the offsite', 'findEvent', { words: 'offsite' }),
  p('who am i meeting at eleven on friday', ['agenda', 'findEvent', 'freeBusy']),
  p('is the dentist on monday', 'findEvent', { words: 'dentist', yesNo: true }),
  p('whens leos next swimming lesson', 'findEvent', { words: 'swimming', member: LEO }),
  p('whats coming up', ['findEvent', 'agenda']),
  p('what time does the project review finish', 'findEvent', { words: 'review' }),
  ask('when is it'),
  p('whats on tomorrow and is anything on the shopping list', ['agenda', 'showList']),

  // free or busy
  p('am i free thursday at three', 'freeBusy', { date: '2026-03-05', fromTime: '15:00' }),
  p('is sam free between three and five on friday', 'freeBusy', { date: '2026-03-06', fromTime: '15:00', toTime: '17:00', member: SAM }),
  p('do i have anything on saturday morning', ['freeBusy', 'agenda']),
  p('are we busy on sunday', 'freeBusy', { date: '2026-03-08', member: null }),
  p('got any gaps on monday for a half hour call', 'freeBusy', { date: '2026-03-09' }),
  p('is there anything in the calender for the twenty first', ['agenda', 'freeBusy']),
  p('check if im free tomorrow from one to two thirty', 'freeBusy', { date: '2026-03-05', fromTime: '13:00', toTime: '14:30' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders (40): set with and without a time, alarms, on an existing event, list, cancel, change
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('remind me at five to call the plumber', 'createEvent', { title: 'plumber', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('tomorrow at eight thirty i need to take the bins out', 'createEvent', {
    title: 'bins',
    date: '2026-03-05',
    time: '08:30',
    reminderMinutes: 0,
  }),
  p('set a reminder for friday at noon to pay the electricity bill', 'createEvent', {
    title: 'electricity',
    date: '2026-03-06',
    time: '12:00',
    reminderMinutes: 0,
  }),
  p('reminder sunday 7 pm put the recycling out', 'createEvent', { title: 'recycling', date: '2026-03-08', time: '19:00', reminderMinutes: 0 }),
  p('can you remind sam at four to take his medicine', 'createEvent', {
    title: 'medicine',
    member: SAM,
    date: '2026-03-04',
    time: '16:00',
    reminderMinutes: 0,
  }),
  p('wake me up at six tomorrow for the airport', 'createEvent', { title: 'airport', date: '2026-03-05', time: '06:00', reminderMinutes: 0 }),
  p('set an alarm for seven fifteen on monday to call the bank', 'createEvent', {
    title: 'bank',
    date: '2026-03-09',
    time: '07:15',
    reminderMinutes: 0,
  }),
  p('alarm at half past three pick up leo', 'createEvent', { title: 'pick up', date: '2026-03-04', time: '15:30', reminderMinutes: 0 }),
  p('in an hour give me a nudge to check the oven', 'createEvent', { title: 'oven', date: '2026-03-04', time: '15:00', reminderMinutes: 0 }),
  p('on the twentieth at nine i have to renew the car rego so remind me', 'createEvent', {
    title: 'rego',
    date: '2026-03-20',
    time: '09:00',
    reminderMinutes: 0,
  }),
  p('every morning at seven tell me to take my vitamins', 'createEvent', {
    title: 'vitamins',
    time: '07:00',
    recurrence: 'daily',
    reminderMinutes: 0,
  }),
  p('set a remainder for ten tomorrow submit the timesheet', 'createEvent', {
    title: 'timesheet',
    date: '2026-03-05',
    time: '10:00',
    reminderMinutes: 0,
  }),
  p('alarm for six thirty tomorrow morning gym', 'createEvent', { title: 'gym', date: '2026-03-05', time: '06:30', reminderMinutes: 0 }),
  p('thursday five pm reminder book the restaurant for mums birthday', 'createEvent', {
    title: 'restaurant',
    date: '2026-03-05',
    time: '17:00',
    reminderMinutes: 0,
  }),
  p('remind me to buy a birthday card', 'addTodo', { tasks: ['birthday card'], reminder: true }),
  p('set a reminder to ring the school', 'addTodo', { tasks: ['school'], reminder: true }),
  p('dont let me forget to sign leos permission slip', 'addTodo', { tasks: ['permission slip'], reminder: true }),
  p('i need a reminder to return the library books', 'addTodo', { tasks: ['library books'], reminder: true }),
  p('could you remind me to email the landlord about the leak', 'addTodo', { tasks: ['landlord'], reminder: true }),
  p('i want a reminder thirty minutes before the dentist', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 30 } }),
  p('give me a heads up an hour before the board meeting', 'updateEvent', { target: { words: 'board' }, changes: { reminderMinutes: 60 } }),
  p('add a reminder the day before mias netball', 'updateEvent', {
    target: { words: 'netball', member: MIA },
    changes: { reminderMinutes: 1440 },
  }),
  p('any reminders coming up', 'listReminders'),
  p('list my reminders for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('read out this weeks reminders', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('is pick up the dry cleaning in my reminders', 'listReminders', { check: ['dry cleaning'] }),
  p('have i got any reminders set for the weekend', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('did i set a reminder for the plumber', 'listReminders', { check: ['plumber'] }),
  p('which alarms are set', 'listReminders'),
  p('cancel my reminder about the bins', ['cancelEvent', 'completeTodo']),
  p('delete the reminder at five today', 'cancelEvent', { target: { fromDate: '2026-03-04', time: '17:00' } }),
  p('turn off the seven fifteen alarm on monday', 'cancelEvent', { target: { fromDate: '2026-03-09', time: '07:15' } }),
  p('stop the vitamin reminders for good', 'cancelEvent', { target: { words: 'vitamin' }, series: true }),
  p('never mind about the birthday card reminder', ['cancelEvent', 'completeTodo']),
  p('change the plumber reminder to six', 'updateEvent', { target: { words: 'plumber' }, changes: { time: '18:00' } }),
  p('my bank reminder should be tuesday not monday', 'updateEvent', { target: { words: 'bank' }, changes: { date: '2026-03-10' } }),
  p('snooze the oven reminder ten minutes', 'updateEvent', { target: { words: 'oven' }, changes: { shiftMinutes: 10 } }),
  ask('set a reminder'),
  ask('remind me at four'),
  p('tomorrow at nine remind me to ring the vet and also add dog food to the shopping list', ['createEvent', 'addListItems']),
];

// ---------------------------------------------------------------------------------------------------------------
// Lists (50): make a list, add, tick off or remove, read out, empty, delete, which lists exist
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('new list hardware store', 'createList', { name: 'hardware' }),
  p('start a packing list for the beach trip', 'createList', { name: 'packing' }),
  p('can you make a list called christmas gifts', 'createList', { name: 'christmas' }),
  p('create a new list', 'createList', { name: null }),
  p('i want a list for the camping weekend', 'createList', { name: 'camping' }),
  p('add milk eggs and bread', 'addListItems', { list: null, items: ['milk', 'eggs', 'bread'] }),
  p('put bananas on the shopping lust', 'addListItems', { items: ['bananas'] }),
  p('add sunscreen and towels to the packing list', 'addListItems', { list: 'packing', items: ['sunscreen', 'towels'] }),
  p('we need toilet paper', 'addListItems', { list: null, items: ['toilet paper'] }),
  p('tent on the camping list', 'addListItems', { list: 'camping', items: ['tent'] }),
  p('stick dishwasher tablets on the shopping', 'addListItems', { items: ['dishwasher'] }),
  p('could you please add two litres of milk a dozen eggs and some baby spinach to my shopping list', 'addListItems', {
    items: ['milk', 'eggs', 'spinach'],
  }),
  p('screws and a paint roller for the hardware list', 'addListItems', { list: 'hardware', items: ['screws', 'roller'] }),
  p('lego set for leo goes on the christmas gifts list', 'addListItems', { list: 'christmas', items: ['lego'] }),
  p('were out of coffee', 'addListItems', { list: null, items: ['coffee'] }),
  p('avocados', 'addListItems', { list: null, items: ['avocado'] }),
  p('chuck cheese on the list', ['addListItems', 'addTodo']),
  p('nappies wipes and formula onto shopping please', 'addListItems', { items: ['nappies', 'wipes', 'formula'] }),
  p('pasta sauce needs to go on the shopping list', 'addListItems', { items: ['pasta sauce'] }),
  p('take eggs off the shopping list', 'tickListItems', { items: ['eggs'], remove: true }),
  p('got the bread', 'tickListItems', { items: ['bread'], remove: false }),
  p('remove the tent from the camping list', 'tickListItems', { list: 'camping', items: ['tent'], remove: true }),
  p('i picked up the bananas and the milk', 'tickListItems', { items: ['bananas', 'milk'], remove: false }),
  p('cross off sunscreen on the packing list', 'tickListItems', { list: 'packing', items: ['sunscreen'], remove: false }),
  p('delete dishwasher tablets from shopping', 'tickListItems', { items: ['dishwasher'], remove: true }),
  p('we dont need the spinach anymore', 'tickListItems', { items: ['spinach'], remove: true }),
  p('what items are on the shopping list', 'showList'),
  p('read me the packing list', 'showList', { list: 'packing' }),
  p('hardware list please', 'showList', { list: 'hardware' }),
  p('is milk on the list', 'showList', { check: ['milk'] }),
  p('do we have coffee on the shopping list already', 'showList', { check: ['coffee'] }),
  p('what do i need from the shops', 'showList'),
  p('show me the christmas list', 'showList', { list: 'christmas' }),
  p('empty the shopping list', 'clearList'),
  p('clear out the packing list', 'clearList', { list: 'packing' }),
  p('wipe everything off the hardware list', 'clearList', { list: 'hardware' }),
  p('start the shopping list over from scratch', 'clearList'),
  p('delete the camping list', ['clearList', 'help']),
  p('get rid of the christmas gifts list altogether', ['clearList', 'help']),
  p('what lists do i have', 'listLists'),
  p('which lists have we got', 'listLists'),
  p('how many lists are there', 'listLists'),
  p('tell me all my list names', 'listLists'),
  p('is there a list for the holiday yet', 'listLists'),
  ask('add something to the list'),
  ask('put it on there'),
  ask('take that off'),
  p('make a list for the school fete and put cupcakes on it', ['createList', 'addListItems']),
  p('clear the shopping list then read me my to dos', ['clearList', 'listTodos']),
  p('add wine to the shopping list and remind me at five to pick it up', ['addListItems', 'createEvent']),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos (20): add, done, remove, read out, clear
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('new to do renew passport', 'addTodo', { tasks: ['passport'] }),
  p('to do fix the gate latch', 'addTodo', { tasks: ['gate'] }),
  p('put call the insurance company and book a haircut on my to dos', 'addTodo', { tasks: ['insurance', 'haircut'] }),
  p('i need to clean the gutters add that to my tasks', 'addTodo', { tasks: ['gutters'] }),
  p('on my list sort out the tax return', 'addTodo', { tasks: ['tax'] }),
  p('go through my to do list', 'listTodos'),
  p('read my tasks', 'listTodos'),
  p('what else have i got to do', 'listTodos'),
  p('is walk the dog on my to do list', 'listTodos'),
  p('done number two', 'completeTodo', { number: 2, text: null }),
  p('i fixed the gate', 'completeTodo', { text: 'gate' }),
  p('mark renew passport as done', 'completeTodo', { text: 'passport' }),
  p('tick off the gutters', 'completeTodo', { text: 'gutters' }),
  p('remove book a haircut from my to do list', 'completeTodo', { text: 'haircut' }),
  p('finished the third one', 'completeTodo', { number: 3, text: null }),
  p('clear my whole to do list', 'clearTodos'),
  p('mark all my to dos as done', 'clearTodos'),
  ask('add a to do'),
  ask('done'),
  p('pay the school fees goes on my to dos and whats on tomorrow', ['addTodo', 'agenda']),
];

// ---------------------------------------------------------------------------------------------------------------
// Not something this assistant does (10)
// ---------------------------------------------------------------------------------------------------------------
const ELSEWHERE: Phrase[] = [
  p('whats the weather going to be like tomorrow', 'help'),
  p('play some jazz in the kitchen', 'help'),
  p('how many grams in a cup of flour', 'help'),
  p('turn the lights off in the lounge room', 'help'),
  p('order us a large pepperoni pizza', 'help'),
  p('ring mum on speaker', 'help'),
  p('whats the score in the cricket', 'help'),
  p('translate good morning into spanish', 'help'),
  p('how long will it take to drive to the airport right now', 'help'),
  p('tell me a joke', 'help'),
];

export const PHRASES: Phrase[] = [...CALENDAR, ...REMINDERS, ...LISTS, ...TODOS, ...ELSEWHERE];
