// Phrasebook 14 (voice): 160 requests to the family assistant as people say them to a phone's voice assistant or
// type them into the chat box in full sentences: polite, indirect, wordy or terse; speech-to-text with no
// punctuation and numbers as words ("at four thirty", "on the twenty first"), filler ("ok so", "um"), a few typos.
// 35 createEvent, 12 updateEvent, 15 cancelEvent, 30 calendar questions (agenda, findEvent, freeBusy), 10 listReminders,
// 28 list requests, 25 to-do requests and 5 events with no day (a question back).
// Written by an AI helper session (asked by the project's main session), each message written fresh for this file:
// none copied or paraphrased from another file or data set. Expectations come from the tool contract only (tool names,
// zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly settles; text slots are "contains, ignoring case", so only key
// words are given. "remind me at <time> to …" is an event at that time with reminderMinutes 0; "remind me to …" with
// no time is a to-do with reminder true. A shopping/grocery list is left without `list` (null or "shopping" both fit);
// "take X off" leaves `remove` open; "next <weekday>" leaves the date open; "tuesday and thursday" leaves the first
// date open. Where more than one tool would honestly be right, the tools are listed and no inputs are given.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (35)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('could you pop a meeting with jenny in for thursday at ten', 'createEvent', { title: 'jenny', date: '2026-03-05', time: '10:00' }),
  p('i need to book in a catch up with marcus on friday at two thirty', 'createEvent', { title: 'marcus', date: '2026-03-06', time: '14:30' }),
  p('remind me at six to call mum', 'createEvent', { title: 'mum', date: '2026-03-04', time: '18:00', reminderMinutes: 0 }),
  p('remind me tomorrow at 8 to put the bins out', 'createEvent', { title: 'bins', date: '2026-03-05', time: '08:00', reminderMinutes: 0 }),
  p('ok so leo has a dentist appointment on the twenty first at nine fifteen', 'createEvent', {
    title: 'dentist',
    member: LEO,
    date: '2026-03-21',
    time: '09:15',
  }),
  p("would you mind adding mia's swimming lesson every saturday at nine", 'createEvent', {
    title: 'swimming',
    member: MIA,
    date: '2026-03-07',
    time: '09:00',
    recurrence: 'weekly',
  }),
  p('I was hoping you could schedule a call with the bank on Monday at 11:30.', 'createEvent', { title: 'bank', date: '2026-03-09', time: '11:30' }),
  p('um add parent teacher interviews tuesday from four to five thirty', 'createEvent', {
    title: 'parent teacher',
    date: '2026-03-10',
    time: '16:00',
    durationMinutes: 90,
  }),
  p('please set up an appointmnet with doctor patel on march 18 at 3pm', 'createEvent', { title: 'patel', date: '2026-03-18', time: '15:00' }),
  p("put sam's footy training in every tuesday and thursday at five", 'createEvent', { title: 'footy', member: SAM, time: '17:00', recurrence: 'weekly' }),
  p('remind me at four thirty to pick up the dry cleaning', 'createEvent', { title: 'dry cleaning', date: '2026-03-04', time: '16:30', reminderMinutes: 0 }),
  p('can u add a haircut for me on saturday at ten am', 'createEvent', { title: 'haircut', date: '2026-03-07', time: '10:00' }),
  p('book a vet visit for the cat next thursday at five fifteen', 'createEvent', { title: 'vet', time: '17:15' }),
  p("I'd like to add lunch with Sarah on the 13th at 12.30 please", 'createEvent', { title: 'lunch', date: '2026-03-13', time: '12:30' }),
  p('add a team meeting every monday at nine am', 'createEvent', { title: 'team meeting', date: '2026-03-09', time: '09:00', recurrence: 'weekly' }),
  p('mias birthday party on sunday from one till four', 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-08',
    time: '13:00',
    durationMinutes: 180,
  }),
  p('could you add an eye test for sam on the seventeenth at quarter past three', 'createEvent', {
    title: 'eye test',
    member: SAM,
    date: '2026-03-17',
    time: '15:15',
  }),
  p('set up a fortnightly cleaner visit starting friday at eight thirty', 'createEvent', {
    title: 'cleaner',
    date: '2026-03-06',
    time: '08:30',
    recurrence: 'fortnightly',
  }),
  p('add pay the rent on the first of every month starting april', 'createEvent', { title: 'rent', date: '2026-04-01', recurrence: 'monthly' }),
  p('dinner with the hendersons saturday night at seven thirty', 'createEvent', { title: 'hendersons', date: '2026-03-07', time: '19:30' }),
  p('remind me on friday at 3 to buy a card for grandma', 'createEvent', { title: 'card', date: '2026-03-06', time: '15:00', reminderMinutes: 0 }),
  p('physio tommorow at ten to eleven', 'createEvent', { title: 'physio', date: '2026-03-05', time: '10:50' }),
  p('Could you please add a meeting with the school principal on Thursday at 8:45 and remind me half an hour before?', 'createEvent', {
    title: 'principal',
    date: '2026-03-05',
    time: '08:45',
    reminderMinutes: 30,
  }),
  p("leo's got a party at the trampoline park on saturday at 2 for two hours", 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('add a zoom call with the accountant on the 10th at 1pm for forty five minutes', 'createEvent', {
    title: 'accountant',
    date: '2026-03-10',
    time: '13:00',
    durationMinutes: 45,
  }),
  p('put yoga in my calendar every day at seven am', 'createEvent', { title: 'yoga', time: '07:00', recurrence: 'daily' }),
  p('hey can you schedule a coffee with rachel on tuesday morning at nine thirty', 'createEvent', { title: 'coffee', date: '2026-03-10', time: '09:30' }),
  p('remind me tonight at nine to lock the car', 'createEvent', { title: 'lock', date: '2026-03-04', time: '21:00', reminderMinutes: 0 }),
  p('um dentist for mia and leo on the nineteenth at three forty five', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [LEO],
    date: '2026-03-19',
    time: '15:45',
  }),
  p('i have a job interview on monday at two pm can you put it in', 'createEvent', { title: 'interview', date: '2026-03-09', time: '14:00' }),
  p('add a meting with paul at four', 'createEvent', { title: 'paul', date: '2026-03-04', time: '16:00' }),
  p('sams piano exam is on april second at eleven', 'createEvent', { title: 'piano', member: SAM, date: '2026-04-02', time: '11:00' }),
  p('book mia in for a hair cut on the 14th at 10 and remind me the day before', 'createEvent', {
    title: 'hair',
    member: MIA,
    date: '2026-03-14',
    time: '10:00',
    reminderMinutes: 1440,
  }),
  p('school assembly every friday at nine', 'createEvent', { title: 'assembly', date: '2026-03-06', time: '09:00', recurrence: 'weekly' }),
  p('our wedding anniversary is on the twenty eighth of march every year can you add that', 'createEvent', {
    title: 'anniversary',
    date: '2026-03-28',
    recurrence: 'yearly',
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (12)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('can you move the dentist on thursday to friday same time', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-05' },
    changes: { date: '2026-03-06' },
  }),
  p('push my meeting with paul back half an hour', 'updateEvent', { target: { words: 'paul' }, changes: { shiftMinutes: 30 } }),
  p("change leo's swimming on saturday to ten thirty", 'updateEvent', {
    target: { words: 'swimming', member: LEO, date: '2026-03-07' },
    changes: { time: '10:30' },
  }),
  p('actually the haircut tomorrow is at four not three', 'updateEvent', { target: { words: 'haircut', date: '2026-03-05' }, changes: { time: '16:00' } }),
  p('rename the catch up on monday to budget review', 'updateEvent', {
    target: { words: 'catch up', date: '2026-03-09' },
    changes: { title: 'budget review' },
  }),
  p('Would you make the team dinner on Friday two hours long?', 'updateEvent', {
    target: { words: 'team dinner', date: '2026-03-06' },
    changes: { durationMinutes: 120 },
  }),
  p('i need the parent teacher interview moved to wednesday the eleventh at four', 'updateEvent', {
    target: { words: 'parent teacher' },
    changes: { date: '2026-03-11', time: '16:00' },
  }),
  p("could you set a reminder fifteen minutes before mia's piano lesson", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { reminderMinutes: 15 },
  }),
  p('bring the physio forward by an hour', 'updateEvent', { target: { words: 'physio' }, changes: { shiftMinutes: -60 } }),
  p('swimming on tuesday is at the leisure centre now', 'updateEvent', {
    target: { words: 'swimming', date: '2026-03-10' },
    changes: { location: 'leisure centre' },
  }),
  p('add sam to the dentist appointment on thursday', 'updateEvent', { target: { words: 'dentist', date: '2026-03-05' }, changes: { addMembers: [SAM] } }),
  p("ok so move friday's book club to saturday", 'updateEvent', { target: { words: 'book club', date: '2026-03-06' }, changes: { date: '2026-03-07' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (15)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('get rid of the catch up with priya on monday', 'cancelEvent', { target: { words: 'priya', fromDate: '2026-03-09' }, series: false }),
  p('cancel my dentist appointment tomorrow', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-05' }, series: false }),
  p("please delete leo's soccer practice this saturday", 'cancelEvent', {
    target: { words: 'soccer', member: LEO, fromDate: '2026-03-07' },
    series: false,
  }),
  p("we're not doing piano anymore so remove all of mia's piano lessons", 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p('clear everything off sunday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-08' }, series: false }),
  p('take the gym sessions off my calendar for good', 'cancelEvent', { target: { words: 'gym' }, series: true }),
  p("i won't make yoga on the ninth can you cancel it", 'cancelEvent', { target: { words: 'yoga', fromDate: '2026-03-09' }, series: false }),
  p('scratch the haircut at four thirty today', 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-04', time: '16:30' }, series: false }),
  p('Cancel everything for next week please.', 'cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-15' }, series: false }),
  p('the plumber isnt coming friday anymore so delete that', 'cancelEvent', { target: { words: 'plumber', fromDate: '2026-03-06' }, series: false }),
  p('um remove the bbq on saturday', 'cancelEvent', { target: { words: 'bbq', fromDate: '2026-03-07' } }),
  p("could you cancel sam's orthodontist on the twelfth", 'cancelEvent', {
    target: { words: 'orthodontist', member: SAM, fromDate: '2026-03-12' },
    series: false,
  }),
  p('stop the weekly team standup altogether', 'cancelEvent', { target: { words: 'standup' }, series: true }),
  p('delete lunch with grandma', 'cancelEvent', { target: { words: 'grandma' } }),
  p('call off the playdate tomorrow afternoon', 'cancelEvent', { target: { words: 'playdate', fromDate: '2026-03-05' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Calendar questions (30): agenda, findEvent, freeBusy
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('what have i got on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("could you tell me what's happening this weekend", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("i need to know what's on for leo on friday", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: LEO }),
  p('what does next week look like', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("let me know what's on today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('whats the plan for saturday', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('can you read me my schedule for monday', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p("What's Mia got on this week?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p("what's on the calender on the twelfth", 'agenda', { fromDate: '2026-03-12', toDate: '2026-03-12' }),
  p("i'd like to find out when sam's next orthodontist appointment is", 'findEvent', { words: 'orthodontist', member: SAM }),
  p('when is the school concert', 'findEvent', { words: 'concert' }),
  p("can you find out when leo's swimming lessons are", 'findEvent', { words: 'swimming', member: LEO }),
  p('i was wondering if the plumber is still booked for friday', 'findEvent', { words: 'plumber', yesNo: true }),
  p('do you know when my next haircut is', 'findEvent', { words: 'haircut' }),
  p('what time is parent teacher night', 'findEvent', { words: 'parent teacher' }),
  p('is book club on thursday', 'findEvent', { words: 'book club', yesNo: true }),
  p("what's coming up over the next couple of weeks", ['findEvent', 'agenda']),
  p('remind me when the dentist is again', 'findEvent', { words: 'dentist' }),
  p('when do we have the vet next', 'findEvent', { words: 'vet' }),
  p("can you check if anything's booked for thursday afternoon", ['freeBusy', 'agenda']),
  p('am i free on saturday morning', 'freeBusy', { date: '2026-03-07' }),
  p('is mia free after school on friday', 'freeBusy', { date: '2026-03-06', member: MIA }),
  p('i was wondering if sam is busy tomorrow at four', 'freeBusy', { date: '2026-03-05', member: SAM, fromTime: '16:00' }),
  p('are we free sunday', 'freeBusy', { date: '2026-03-08' }),
  p('do i have anything between two and four on monday', 'freeBusy', { date: '2026-03-09', fromTime: '14:00', toTime: '16:00' }),
  p('let me know if leo is free on the twenty first', 'freeBusy', { date: '2026-03-21', member: LEO }),
  p('is there anything on at six tonight', 'freeBusy', { date: '2026-03-04', fromTime: '18:00' }),
  p('Can you find out if the family is free this Saturday?', 'freeBusy', { date: '2026-03-07', member: null }),
  p('do we have anything on tomorrow evening', ['freeBusy', 'agenda']),
  p('have i got any gaps on wednesday the eleventh', 'freeBusy', { date: '2026-03-11' }),
];

// ---------------------------------------------------------------------------------------------------------------
// listReminders (10)
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('what reminders have i got', 'listReminders'),
  p('show me my reminders please', 'listReminders'),
  p('do i have any reminders set for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('is there a reminder for the vet', 'listReminders', { check: ['vet'] }),
  p('read out my reminders for this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('um what am i being reminded about', 'listReminders'),
  p("I'd like to see all my upcoming reminders.", 'listReminders', { fromDate: null, toDate: null }),
  p('did i set a reminder to pick up the cake', 'listReminders', { check: ['cake'] }),
  p('any reminders for the weekend', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('can you list the remiders coming up', 'listReminders'),
];

// ---------------------------------------------------------------------------------------------------------------
// Shared lists (28): addListItems, tickListItems, clearList, showList, createList, listLists
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('can you put milk and bread on the shopping list', 'addListItems', { items: ['milk', 'bread'] }),
  p('add eggs to the grocery list', 'addListItems', { items: ['eggs'] }),
  p("we're out of toilet paper add it to the shopping list", 'addListItems', { items: ['toilet paper'] }),
  p('i need bananas apples and yoghurt on the shopping list', 'addListItems', { items: ['bananas', 'apples', 'yoghurt'] }),
  p('could you add sunscreen to the packing list', 'addListItems', { list: 'packing', items: ['sunscreen'] }),
  p('Please add dog food to my shopping list.', 'addListItems', { items: ['dog food'] }),
  p('put screws and sandpaper on the hardware list', 'addListItems', { list: 'hardware', items: ['screws', 'sandpaper'] }),
  p('add lego to the gift ideas list', 'addListItems', { list: 'gift', items: ['lego'] }),
  p('ok so we need coffee pods on the shopping list', 'addListItems', { items: ['coffee pods'] }),
  p('stick tomato sauce on the grocery list would you', 'addListItems', { items: ['tomato sauce'] }),
  p('i got the milk you can tick it off the shopping list', 'tickListItems', { items: ['milk'], remove: false }),
  p('remove eggs from the shopping list', 'tickListItems', { items: ['eggs'], remove: true }),
  p('take bananas off the grocery list', 'tickListItems', { items: ['bananas'] }),
  p('cross off bread and cheese on the shopping list', 'tickListItems', { items: ['bread', 'cheese'], remove: false }),
  p("we've already got sunscreen please delete it from the packing list", 'tickListItems', { list: 'packing', items: ['sunscreen'], remove: true }),
  p('i bought the dog food so tick that off the shoping list', 'tickListItems', { items: ['dog food'], remove: false }),
  p('empty the shopping list please', 'clearList'),
  p('can you clear out the whole grocery list', 'clearList'),
  p("wipe the packing list we're back from holidays", 'clearList', { list: 'packing' }),
  p("what's still on the shopping list", 'showList'),
  p('read me the grocery list', 'showList'),
  p('is there milk on the shopping list', 'showList', { check: ['milk'] }),
  p('show me the hardware list', 'showList', { list: 'hardware' }),
  p("i was wondering what's on the packing list", 'showList', { list: 'packing' }),
  p('make a new list called camping gear', 'createList', { name: 'camping' }),
  p('Could you start a new list for the school fete?', 'createList', { name: 'fete' }),
  p('what lists have we got', 'listLists'),
  p('show me all my lists', 'listLists'),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos (25): addTodo, completeTodo, listTodos, clearTodos
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('put a note to renew the car rego on my to do list', 'addTodo', { tasks: ['rego'] }),
  p('add call the plumber to my to-dos', 'addTodo', { tasks: ['plumber'] }),
  p('i need to remember to email the school add that to my to do list', 'addTodo', { tasks: ['email the school'] }),
  p('can you add book flights and pay the water bill to my to do list', 'addTodo', { tasks: ['flights', 'water bill'] }),
  p('remind me to pick up the prescription', 'addTodo', { tasks: ['prescription'], reminder: true }),
  p('please add fix the fence to my todo list', 'addTodo', { tasks: ['fence'] }),
  p('To-do list: return the library books', 'addTodo', { tasks: ['library books'] }),
  p('um add sort out the tax return to my list of things to do', 'addTodo', { tasks: ['tax return'] }),
  p('remind me to ring grandma', 'addTodo', { tasks: ['grandma'], reminder: true }),
  p('new to do clean the gutters', 'addTodo', { tasks: ['gutters'] }),
  p('mark pay the water bill as done', 'completeTodo', { text: 'water bill' }),
  p("i've called the plumber you can tick that off my to dos", 'completeTodo', { text: 'plumber' }),
  p('tick off number three on my to do list', 'completeTodo', { number: 3 }),
  p('cross the gutters off my to do list', 'completeTodo', { text: 'gutters' }),
  p('the library books are back you can mark that to do done', 'completeTodo', { text: 'library' }),
  p("I've finished the first thing on my to-do list.", 'completeTodo', { number: 1 }),
  p("what's on my to do list", 'listTodos'),
  p('can you show me my to-dos', 'listTodos'),
  p('what do i still have left on my todo list', 'listTodos'),
  p('read out my to do list please', 'listTodos'),
  p("i'd like to see my tasks on the to do list", 'listTodos'),
  p('how many things are left on my to-do list', 'listTodos'),
  p('clear my to do list', 'clearTodos'),
  p('mark everything on my to do list as done', 'clearTodos'),
  p("wipe all my to-dos i've done them all", 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// An event with no day (5): the assistant asks which day
// ---------------------------------------------------------------------------------------------------------------
const NO_DAY: Phrase[] = [
  ask('can you add a dentist appointment for leo'),
  ask('i need to schedule a meeting with the landlord'),
  ask('put lunch with auntie grace in the calendar'),
  ask('Would you book me a haircut at the usual place please?'),
  ask('um can you set up a parent teacher interview for mia'),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...REMINDERS, ...LISTS, ...TODOS, ...NO_DAY];
