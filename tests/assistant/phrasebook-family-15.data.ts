// Phrasebook 15 (family WhatsApp, training set): 160 messages sent to Simplify, the family assistant, by parents and
// carers who are not the usual chatty native speakers: Gulf and South-Asian expat parents writing English as a second
// language (formal or slightly unusual phrasing: "kindly add", "please do the needful", "what is the program of
// Saturday", "remember me to…", "evening 6", "8 o'clock"), a grandparent or nanny helping out on a parent's behalf,
// and a co-parent sending longer messages with context around the request.
// 45 createEvent, 14 updateEvent, 12 cancelEvent, 22 questions (agenda, findEvent, freeBusy, listReminders),
// 25 list messages (addListItems, tickListItems, showList, clearList, createList), 20 to-dos (addTodo, completeTodo,
// listTodos), 8 homework, 4 member facts and 10 others (questions back for an event with no day, thanks, help, one
// out-of-scope question, two requests in one message where the first is expected).
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract only
// (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//   "coming Sunday" = 03-08 · "day after tomorrow" = 03-06 · "on 12th" = 03-12.
//   A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Expectations are partial: only the inputs a message clearly determines are given; text slots hold key words only.

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (45)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p("Tomorrow morning 8 o'clock Mia has dentist, kindly add", 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-05', time: '08:00' }),
  p('Please add Sam football practice on 12th evening 6', 'createEvent', { title: 'football', member: SAM, date: '2026-03-12', time: '18:00' }),
  p('Kindly put Leo vaccination 12 March at 10:30 am', 'createEvent', { title: 'vaccination', member: LEO, date: '2026-03-12', time: '10:30' }),
  p('Coming Sunday we have family lunch at my brother house at 1 pm', 'createEvent', { title: 'lunch', date: '2026-03-08', time: '13:00' }),
  p('Day after tomorrow Sam has school trip, bus is leaving 7:15 morning', 'createEvent', { title: 'trip', member: SAM, date: '2026-03-06', time: '07:15' }),
  p('Add Quran class for Mia every Sunday and Tuesday at 4:30 pm', 'createEvent', {
    title: 'quran',
    member: MIA,
    date: '2026-03-08',
    time: '16:30',
    recurrence: 'weekly',
    alsoWeekdays: [2],
  }),
  p("Mia and Sam both have eye checkup on Saturday 11 o'clock", 'createEvent', {
    title: 'eye',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-07',
    time: '11:00',
  }),
  p('Please do the needful and add parents meeting at school on 10th March 3:30 pm', 'createEvent', { title: 'meeting', date: '2026-03-10', time: '15:30' }),
  p('I have doctor appointment Monday at 9 in morning, remind me 1 hour before', 'createEvent', {
    title: 'doctor',
    date: '2026-03-09',
    time: '09:00',
    reminderMinutes: 60,
  }),
  p("Sam's mum asked me to put swimming in for thursday, 4 o'clock", 'createEvent', { title: 'swimming', date: '2026-03-05', time: '16:00' }),
  p("Leo has tuition daily evening 5 o'clock from tomorrow", 'createEvent', {
    title: 'tuition',
    member: LEO,
    date: '2026-03-05',
    time: '17:00',
    recurrence: 'daily',
  }),
  p("Add Mia's ballet every Saturday 9 am", 'createEvent', { title: 'ballet', member: MIA, date: '2026-03-07', time: '09:00', recurrence: 'weekly' }),
  p('My husband flight is landing on 20th night 11:45 pm, please save it', 'createEvent', { title: 'flight', date: '2026-03-20', time: '23:45' }),
  p('Birthday party of Sam friend on coming Friday from 5 to 7 pm', 'createEvent', { title: 'party', date: '2026-03-06', time: '17:00', durationMinutes: 120 }),
  p('Please add Eid prayer on 20 March morning 6:30', 'createEvent', { title: 'eid', date: '2026-03-20', time: '06:30' }),
  p('Mia has dance competition 15th April, whole day', 'createEvent', { title: 'dance', member: MIA, date: '2026-04-15', allDay: true, time: null }),
  p('Add car service tomorrow 8:30 am for 2 hours', 'createEvent', { title: 'car service', date: '2026-03-05', time: '08:30', durationMinutes: 120 }),
  p('Sam has cricket match on Saturday at 2 in afternoon', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-07', time: '14:00' }),
  p("Dinner at Al Baik with cousins tonight 8 o'clock", 'createEvent', { title: 'dinner', date: '2026-03-04', time: '20:00' }),
  p('put Leo nursery orientation on 9th at 10 am', 'createEvent', { title: 'orientation', member: LEO, date: '2026-03-09', time: '10:00' }),
  p('Add gym for me daily 6 in the morning', 'createEvent', { title: 'gym', date: '2026-03-05', time: '06:00', recurrence: 'daily' }),
  p('Nanny here. Madam told me Mia piano class is on 11th at 5:30 pm, please add it', 'createEvent', {
    title: 'piano',
    member: MIA,
    date: '2026-03-11',
    time: '17:30',
  }),
  p('Sam dentist checkup day after tomorrow 4:30 pm, remind me one day before', 'createEvent', {
    title: 'dentist',
    member: SAM,
    date: '2026-03-06',
    time: '16:30',
    reminderMinutes: 1440,
  }),
  p("Kindly add visa renewal appointment at immigration on 16 March 9 o'clock", 'createEvent', { title: 'visa', date: '2026-03-16', time: '09:00' }),
  p('Add Leo speech therapy every Monday and Thursday 3 pm', 'createEvent', { title: 'speech therapy', member: LEO, time: '15:00', recurrence: 'weekly' }),
  p('Please add airport pickup Saturday morning 7, my mother in law is coming from Karachi', 'createEvent', {
    title: 'airport',
    date: '2026-03-07',
    time: '07:00',
  }),
  p('Family picnic at the beach coming Friday evening 4', 'createEvent', { title: 'picnic', date: '2026-03-06', time: '16:00' }),
  p('Mia school sports day on 13th, full day event', 'createEvent', { title: 'sports day', member: MIA, date: '2026-03-13', allDay: true }),
  p('Add Sam Arabic tuition every Saturday and Monday evening 6, remind 15 minutes before', 'createEvent', {
    title: 'arabic',
    member: SAM,
    date: '2026-03-07',
    time: '18:00',
    recurrence: 'weekly',
    alsoWeekdays: [1],
    reminderMinutes: 15,
  }),
  p("Tomorrow 1 o'clock I have lunch meeting with the landlord", 'createEvent', { title: 'landlord', date: '2026-03-05', time: '13:00' }),
  p('Add Leo playdate at Ayesha house on Sunday 3-5 pm', 'createEvent', {
    title: 'playdate',
    member: LEO,
    date: '2026-03-08',
    time: '15:00',
    durationMinutes: 120,
  }),
  p('Kindly save: Mia orthodontist 12 March, 4:15 pm', 'createEvent', { title: 'orthodontist', member: MIA, date: '2026-03-12', time: '16:15' }),
  p('Please add Sam and Leo haircut Friday after Asr, 4:30 pm', 'createEvent', {
    title: 'haircut',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-06',
    time: '16:30',
  }),
  p('Water bill due on 25th, add in calendar please', 'createEvent', { title: 'water bill', date: '2026-03-25' }),
  p('Add my yoga class every Tuesday at 7:30 pm', 'createEvent', { title: 'yoga', date: '2026-03-10', time: '19:30', recurrence: 'weekly' }),
  p(
    "Hi, this is Sam's dad. Just so we're all on the same page, the school rang and Sam has been picked for the inter-school debate, it's on Thursday 12th at 1:30pm at the other campus. Can you pop it in please",
    'createEvent',
    { title: 'debate', member: SAM, date: '2026-03-12', time: '13:30' },
  ),
  p(
    "Hey, I've swapped weekends with my sister so I'll have the kids on the 14th instead of this weekend. Can you put kids with dad on Saturday 14th, all day",
    'createEvent',
    { title: 'dad', date: '2026-03-14', allDay: true },
  ),
  p('Monthly Mia allergy injection, next one on 18th at 11 am', 'createEvent', {
    title: 'allergy',
    member: MIA,
    date: '2026-03-18',
    time: '11:00',
    recurrence: 'monthly',
  }),
  p("Sam's teacher wants to see us on Monday after school 3:15", 'createEvent', { title: 'teacher', date: '2026-03-09', time: '15:15' }),
  p('Add iftar at my sister home on coming Sunday, evening 6:15', 'createEvent', { title: 'iftar', date: '2026-03-08', time: '18:15' }),
  p('Every day 8 pm Mia must take her medicine, please add with reminder 10 minutes before', 'createEvent', {
    title: 'medicine',
    member: MIA,
    date: '2026-03-04',
    time: '20:00',
    recurrence: 'daily',
    reminderMinutes: 10,
  }),
  p("Grandma here. Leo swimming lesson is Friday 10 o'clock, his mother asked me to put it", 'createEvent', {
    title: 'swimming',
    member: LEO,
    date: '2026-03-06',
    time: '10:00',
  }),
  p('Please add football for Sam every Wednesday evening 5, start from 11th', 'createEvent', {
    title: 'football',
    member: SAM,
    date: '2026-03-11',
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('Book Mia and Leo for flu vaccine on 17th at 9:30 morning', 'createEvent', {
    title: 'flu',
    member: MIA,
    alsoMembers: [LEO],
    date: '2026-03-17',
    time: '09:30',
  }),
  p(
    "Hi, just letting you know work is sending me to a conference so I'll be away. Please add my Melbourne trip starting Monday the 9th, all day, so everyone knows I won't be doing pickup that week.",
    'createEvent',
    { title: 'melbourne', date: '2026-03-09', allDay: true },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (14)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('Please change Mia dentist from tomorrow to Friday, same time', 'updateEvent', {
    target: { words: 'dentist', member: MIA, date: '2026-03-05' },
    changes: { date: '2026-03-06' },
  }),
  p('Sam football on 12th is now at 7 evening instead of 6', 'updateEvent', {
    target: { words: 'football', member: SAM, date: '2026-03-12' },
    changes: { time: '19:00' },
  }),
  p('Kindly shift the parents meeting to 4 pm', 'updateEvent', { target: { words: 'meeting' }, changes: { time: '16:00' } }),
  p('Make Leo tuition half hour late today', 'updateEvent', {
    target: { words: 'tuition', member: LEO, date: '2026-03-04' },
    changes: { shiftMinutes: 30 },
  }),
  p('Move the family lunch on Sunday one hour earlier', 'updateEvent', { target: { words: 'lunch', date: '2026-03-08' }, changes: { shiftMinutes: -60 } }),
  p('The Quran class is at the masjid now, not at home', 'updateEvent', { target: { words: 'quran' }, changes: { location: 'masjid' } }),
  p('Please add reminder 30 minutes before for the car service', 'updateEvent', { target: { words: 'car service' }, changes: { reminderMinutes: 30 } }),
  p('Rename the eye checkup to eye test', 'updateEvent', { target: { words: 'eye' }, changes: { title: 'eye test' } }),
  p('Add Leo also to the haircut on Friday', 'updateEvent', { target: { words: 'haircut', date: '2026-03-06' }, changes: { addMembers: [LEO] } }),
  p('The orthodontist for Mia is postponed to 19 March, 4:15 same', 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { date: '2026-03-19' },
  }),
  p('Put note on Saturday cricket: uncle Imran will take him', 'updateEvent', { target: { words: 'cricket', date: '2026-03-07' }, changes: { note: 'imran' } }),
  p('Airport pickup please make it 2 hours, flight may be late', 'updateEvent', { target: { words: 'airport' }, changes: { durationMinutes: 120 } }),
  p('Nanny here, Mia ballet this Saturday is changed to 10:30 instead of 9', 'updateEvent', {
    target: { words: 'ballet', member: MIA, date: '2026-03-07' },
    changes: { time: '10:30' },
  }),
  p('Picnic coming Friday, change it to Saturday same time please', 'updateEvent', {
    target: { words: 'picnic', date: '2026-03-06' },
    changes: { date: '2026-03-07' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (12)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('Please cancel Mia dentist tomorrow', 'cancelEvent', { target: { words: 'dentist', member: MIA, fromDate: '2026-03-05' }, series: false }),
  p('Remove the Quran class totally, we stopped it', 'cancelEvent', { target: { words: 'quran' }, series: true }),
  p('No swimming for Leo this Friday, he is sick', 'cancelEvent', { target: { words: 'swimming', member: LEO, fromDate: '2026-03-06' }, series: false }),
  p('Kindly delete the landlord meeting', 'cancelEvent', { target: { words: 'landlord' } }),
  p('Cancel all on Saturday, we are travelling to Al Ain', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07' } }),
  p('Sam football practice is finished for the season, remove all of them', 'cancelEvent', { target: { words: 'football', member: SAM }, series: true }),
  p('The visa appointment is cancelled by the office, please remove', 'cancelEvent', { target: { words: 'visa' } }),
  p('Cancel the picnic', 'cancelEvent', { target: { words: 'picnic' } }),
  p('Tuition not happening tomorrow, teacher is on leave', 'cancelEvent', { target: { words: 'tuition', fromDate: '2026-03-05' }, series: false }),
  p('Please delete everything from Monday to Wednesday next week, we will be in Umrah', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-11' },
  }),
  p("Grandpa here. Mia's mother said cancel the piano on 11th", 'cancelEvent', { target: { words: 'piano', member: MIA, fromDate: '2026-03-11' } }),
  p('Remove my yoga class from calendar, gym is enough', 'cancelEvent', { target: { words: 'yoga' }, series: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// questions (22): agenda, findEvent, freeBusy, listReminders
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('What is the program of Saturday?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('Kindly tell me today schedule', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('What all we have tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('What is plan for this week for Mia', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p('Please send the weekend program', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('What Sam is having on Monday?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09', member: SAM }),
  p('Next week what are the activities', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('Show me the day after tomorrow', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('When is Mia orthodontist?', 'findEvent', { words: 'orthodontist' }),
  p('What time is the Quran class on Sunday?', 'findEvent', { words: 'quran' }),
  p('Is Leo swimming on Friday?', 'findEvent', { words: 'swimming', yesNo: true }),
  p('When is the next parents meeting', 'findEvent', { words: 'meeting' }),
  p('Which day is Sam debate', 'findEvent', { words: 'debate' }),
  p('When my husband flight is coming', 'findEvent', { words: 'flight' }),
  p('Do we have iftar at my sister place this Sunday?', 'findEvent', { words: 'iftar', yesNo: true }),
  p('Is Sam free on Friday evening?', 'freeBusy', { date: '2026-03-06', member: SAM }),
  p('Are we free on Sunday 3 to 5 pm, my friends want to visit', 'freeBusy', { date: '2026-03-08', fromTime: '15:00', toTime: '17:00' }),
  p('Tomorrow morning anything is there? I want to call the plumber', ['freeBusy', 'agenda']),
  p('Is Mia busy on 12th afternoon?', 'freeBusy', { date: '2026-03-12', member: MIA }),
  p('Which reminders are set?', 'listReminders'),
  p('Show my reminders for this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('Did I put reminder for the car service?', 'listReminders', { check: ['car service'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// lists (25): addListItems, tickListItems, showList, clearList, createList
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('Kindly add labneh, khubz and dates to shopping list', 'addListItems', { items: ['labneh', 'khubz', 'dates'] }),
  p('Please add 5 kg basmati rice', 'addListItems', { items: ['rice'] }),
  p('Add ghee and chicken in list', 'addListItems', { items: ['ghee', 'chicken'] }),
  p('We need laban and zaatar, add please', 'addListItems', { items: ['laban', 'zaatar'] }),
  p('Add to the Ramadan list: vimto, samosa pastry, dates', 'addListItems', { list: 'ramadan', items: ['vimto', 'samosa', 'dates'] }),
  p('Nanny here, pampers are finished, put in the list', 'addListItems', { items: ['pampers'] }),
  p('Put halloumi and cucumbers in shopping', 'addListItems', { items: ['halloumi', 'cucumber'] }),
  p('Add to Umrah list ihram, slippers and small bags', 'addListItems', { list: 'umrah', items: ['ihram', 'slippers', 'bags'] }),
  p('Also add tahina and pita bread to the shopping', 'addListItems', { items: ['tahina', 'pita'] }),
  p('Add onion, tomato, coriander and mint for the salad', 'addListItems', { items: ['onion', 'tomato', 'coriander', 'mint'] }),
  p('Remove the milk from list', 'tickListItems', { items: ['milk'], remove: true }),
  p('I have bought the rice and ghee', 'tickListItems', { items: ['rice', 'ghee'], remove: false }),
  p('Got labneh', 'tickListItems', { items: ['labneh'], remove: false }),
  p('Please delete chicken from shopping, we have in freezer', 'tickListItems', { items: ['chicken'], remove: true }),
  p('Khubz and dates taken, tick them', 'tickListItems', { items: ['khubz', 'dates'], remove: false }),
  p('Remove vimto from Ramadan list', 'tickListItems', { list: 'ramadan', items: ['vimto'], remove: true }),
  p('What is there in shopping list?', 'showList'),
  p('Send me the Ramadan list', 'showList', { list: 'ramadan' }),
  p('Is rice in the list or not?', 'showList', { check: ['rice'] }),
  p('What items we have to buy', 'showList'),
  p('Please clear the shopping list, I did all shopping', 'clearList'),
  p('Empty the Umrah list, trip is done', 'clearList', { list: 'umrah' }),
  p('Make one new list for Eid gifts', 'createList', { name: 'eid' }),
  p('Create list name School supplies', 'createList', { name: 'school' }),
  p('Kindly make new list called Pakistan trip', 'createList', { name: 'pakistan' }),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos (20): addTodo, completeTodo, listTodos
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('Remind me to pay the school fees', 'addTodo', { tasks: ['school fees'], reminder: true }),
  p('Add to do: renew Emirates ID', 'addTodo', { tasks: ['emirates id'] }),
  p('Please add task call AC maintenance', 'addTodo', { tasks: ['ac maintenance'] }),
  p('Need to book Mia passport renewal, add in my tasks', 'addTodo', { tasks: ['passport'] }),
  p('Add to-dos: pay DEWA bill, send money to home, buy gift for teacher', 'addTodo', { tasks: ['dewa', 'send money', 'gift'] }),
  p('Remind me to call the maid agency', 'addTodo', { tasks: ['maid agency'], reminder: true }),
  p('I need to return the library books, put as task', 'addTodo', { tasks: ['library books'] }),
  p('Kindly add in to do list: fix the car tyre', 'addTodo', { tasks: ['tyre'] }),
  p('Put on my tasks to collect dry cleaning', 'addTodo', { tasks: ['dry cleaning'] }),
  p('Remember me to send the school form', 'addTodo', { tasks: ['school form'] }),
  p('Done 2', 'completeTodo', { number: 2, text: null }),
  p('School fees is paid', 'completeTodo', { text: 'school fees' }),
  p('I already called the maid agency, you can mark it', 'completeTodo', { text: 'maid agency' }),
  p('Number 3 is finished', 'completeTodo', { number: 3, text: null }),
  p('Emirates ID renewal completed alhamdulillah', 'completeTodo', { text: 'emirates id' }),
  p('Dry cleaning collected, tick it', 'completeTodo', { text: 'dry cleaning' }),
  p('What is my pending tasks?', 'listTodos'),
  p('Show to do list', 'listTodos'),
  p('Which jobs are still remaining for me', 'listTodos'),
  p('Kindly send my to-do', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// homework (8): addHomework, listHomework
// ---------------------------------------------------------------------------------------------------------------
const HOMEWORK: Phrase[] = [
  p('Mia has maths worksheet for Monday', 'addHomework', { task: 'maths', member: MIA, dueDate: '2026-03-09' }),
  p('Sam homework: English essay about my family, submit on Thursday 12th', 'addHomework', { task: 'essay', member: SAM, dueDate: '2026-03-12' }),
  p('Add homework for Leo colouring page, due tomorrow', 'addHomework', { task: 'colouring', member: LEO, dueDate: '2026-03-05' }),
  p('Mia teacher gave science project homework, last date 20 March', 'addHomework', { task: 'science project', member: MIA, dueDate: '2026-03-20' }),
  p('Sam must learn Arabic spelling for Sunday test, add as homework', 'addHomework', { task: 'arabic spelling', member: SAM, dueDate: '2026-03-08' }),
  p('Homework for Mia: read chapter 4 of the story book', 'addHomework', { task: 'chapter 4', member: MIA, dueDate: null }),
  p('What homework Sam has pending?', 'listHomework', { member: SAM }),
  p('Show Mia homework please', 'listHomework', { member: MIA }),
];

// ---------------------------------------------------------------------------------------------------------------
// member facts (4)
// ---------------------------------------------------------------------------------------------------------------
const FACTS: Phrase[] = [
  p('When is Leo birthday?', 'memberFacts', { member: LEO, fact: 'birthday' }),
  p('Which school Mia is going, I need for the form', 'memberFacts', { member: MIA, fact: 'school' }),
  p('What is learning style of Sam', 'memberFacts', { member: SAM, fact: 'learningStyle' }),
  p('Mia DISC result what it says?', 'memberFacts', { member: MIA, fact: 'discStyle' }),
];

// ---------------------------------------------------------------------------------------------------------------
// others (10): questions back, thanks, help, out of scope, two requests in one (the first is expected)
// ---------------------------------------------------------------------------------------------------------------
const OTHERS: Phrase[] = [
  ask('Kindly add Sam football match'),
  ask('Please put Mia dentist appointment in calendar'),
  ask('Grandma here, Leo has a party at his friend house, please add'),
  p('Jazakallah khair, very helpful', 'help', { reason: 'thanks' }),
  p('Ok noted, thank you', 'help', { reason: 'thanks' }),
  p('What all you can do for me?', 'help', { reason: 'asked' }),
  p('What is the gold rate today in Dubai?', 'help'),
  p('Add khubz to list and also remind me to call the plumber', 'addListItems', { items: ['khubz'] }),
  p('Cancel Sam swimming on Friday and put tennis on same time', 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-06' } }),
  p('Mia has dentist on 12th at 4 pm, and please add toothpaste in shopping list', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-12',
    time: '16:00',
  }),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...LISTS, ...TODOS, ...HOMEWORK, ...FACTS, ...OTHERS];
