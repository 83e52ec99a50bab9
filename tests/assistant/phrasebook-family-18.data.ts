// Phrasebook 18 (family, training set): 160 messages sent to Simplify, the family assistant, by busy parents.
// Half are voice notes as the phone transcribed them (no punctuation, run-on, "um", numbers as words, "full stop"
// spoken out, the odd mis-heard word such as "passed" for "past" or "do" for "due"); the rest are rushed typed
// messages of a few sentences (some context and then the request, or the request and then a reason).
// 45 createEvent, 15 updateEvent, 12 cancelEvent, 22 questions (agenda, findEvent, freeBusy, listReminders),
// 24 list messages (addListItems, tickListItems, showList, clearList, createList), 22 to-dos (addTodo incl.
// "remind me to…" with no time as reminder true, completeTodo, listTodos), 8 homework, 2 member facts and
// 10 others (questions back for an event with no day, thanks, undo, one out-of-scope question, two requests in
// one message where the first is expected).
// Written by an AI helper session (asked by the project's main session), each message written fresh for this file:
// nothing copied or paraphrased from another file or data set. The expectations come from the tool contract only
// (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Inputs are partial: only what the message clearly determines; text slots give the key word(s) only.

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (45)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('um can you put in swimming for mia on saturday at nine thirty', 'createEvent', { title: 'swimming', member: MIA, date: '2026-03-07', time: '09:30' }),
  p('Leo has his eye test on Monday. 3:15pm at the optometrist on King St, can you add it', 'createEvent', {
    title: 'eye test',
    member: LEO,
    date: '2026-03-09',
    time: '15:15',
  }),
  p('sam has cricket training every tuesday at for thirty full stop put it in please', 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-10',
    time: '16:30',
    recurrence: 'weekly',
  }),
  p('School assembly on Friday at 2. Mia is getting an award so I want to be there', 'createEvent', { title: 'assembly', date: '2026-03-06', time: '14:00' }),
  p('parent teacher interviews thursday the twelfth at six fifteen pm', 'createEvent', { title: 'parent teacher', date: '2026-03-12', time: '18:15' }),
  p('work drinks friday at five thirty', 'createEvent', { title: 'drinks', date: '2026-03-06', time: '17:30' }),
  p("Grandma is flying up from Melbourne. Put grandma's visit in for Saturday the 14th, she lands at 11am", 'createEvent', {
    title: 'grandma',
    date: '2026-03-14',
    time: '11:00',
  }),
  p('dentist for sam and leo tuesday at three forty five', 'createEvent', {
    title: 'dentist',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-10',
    time: '15:45',
  }),
  p('mias netball game saturday eight am', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '08:00' }),
  p('Leo has a birthday party at Jump Zone on Sunday 1 till 3', 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-08',
    time: '13:00',
    durationMinutes: 120,
  }),
  p('GP appointment tomorrow 10:40', 'createEvent', { title: 'GP', date: '2026-03-05', time: '10:40' }),
  p('um physio for me on monday at twenty passed eight in the morning', 'createEvent', { title: 'physio', date: '2026-03-09', time: '08:20' }),
  p('Mia has a school excursion to the museum on Thursday the 12th. All day. She needs a packed lunch', 'createEvent', {
    title: 'excursion',
    member: MIA,
    date: '2026-03-12',
    allDay: true,
  }),
  p('piano lessons for sam every monday at four fifteen starting next week', 'createEvent', {
    title: 'piano',
    member: SAM,
    date: '2026-03-09',
    time: '16:15',
    recurrence: 'weekly',
  }),
  p('haircut for leo friday at half past three remind me an hour before', 'createEvent', {
    title: 'haircut',
    member: LEO,
    date: '2026-03-06',
    time: '15:30',
    reminderMinutes: 60,
  }),
  p('Can you add the plumber coming tomorrow between 8 and 10. Someone needs to be home', 'createEvent', {
    title: 'plumber',
    date: '2026-03-05',
    time: '08:00',
    durationMinutes: 120,
  }),
  p('Sam has his orthodontist check up on the 19th at 9.15am. Remind me the day before please', 'createEvent', {
    title: 'orthodontist',
    member: SAM,
    date: '2026-03-19',
    time: '09:15',
    reminderMinutes: 1440,
  }),
  p('meeting with the bank on tuesday at eleven for half an hour', 'createEvent', { title: 'bank', date: '2026-03-10', time: '11:00', durationMinutes: 30 }),
  p('mia has gymnastics tuesdays and thursdays at five', 'createEvent', { title: 'gymnastics', member: MIA, time: '17:00', recurrence: 'weekly' }),
  p('Swimming carnival for Sam and Mia on Friday 20 March. All day, they need their hats', 'createEvent', {
    title: 'carnival',
    member: SAM,
    alsoMembers: [MIA],
    date: '2026-03-20',
    allDay: true,
  }),
  p('date night saturday at seven pm at the thai place', 'createEvent', { title: 'date night', date: '2026-03-07', time: '19:00' }),
  p('put in leos footy training every wednesday at five thirty', 'createEvent', { title: 'footy', member: LEO, time: '17:30', recurrence: 'weekly' }),
  p('Flight to Brisbane on Monday the 16th. Leaves at 6:50am, remind me 2 hours before', 'createEvent', {
    title: 'flight',
    date: '2026-03-16',
    time: '06:50',
    reminderMinutes: 120,
  }),
  p('school photos on wednesday the eleventh', 'createEvent', { title: 'photos', date: '2026-03-11' }),
  p('bin night is every tuesday put it on the calendar at seven pm', 'createEvent', {
    title: 'bin',
    date: '2026-03-10',
    time: '19:00',
    recurrence: 'weekly',
  }),
  p('Mia needs her flu shot. Booked at the chemist Thursday 4.20pm', 'createEvent', { title: 'flu', member: MIA, date: '2026-03-05', time: '16:20' }),
  p('coffee with rach tomorrow at ten thirty full stop', 'createEvent', { title: 'coffee', date: '2026-03-05', time: '10:30' }),
  p('leo speech therapy every second friday at nine am starting this friday', 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-06',
    time: '09:00',
    recurrence: 'fortnightly',
  }),
  p('Put in the car service. Dropping it off Monday at 7.30 before work', 'createEvent', { title: 'service', date: '2026-03-09', time: '07:30' }),
  p('sam sleepover at jacks friday night from six', 'createEvent', { title: 'sleepover', member: SAM, date: '2026-03-06', time: '18:00' }),
  p('Work conference Tuesday to Thursday next week, all day every day. Can you block it out', 'createEvent', {
    title: 'conference',
    date: '2026-03-10',
    allDay: true,
  }),
  p('mias best friends birthday is on the twenty second of march put it in as a yearly thing', 'createEvent', {
    title: 'birthday',
    date: '2026-03-22',
    recurrence: 'yearly',
  }),
  p('Easter egg hunt at school on Thursday April 2 at 3pm. Leo and Mia are both going', 'createEvent', {
    title: 'easter',
    member: LEO,
    alsoMembers: [MIA],
    date: '2026-04-02',
    time: '15:00',
  }),
  p('uh i have a dentist appointment on the twenty sixth at two', 'createEvent', { title: 'dentist', date: '2026-03-26', time: '14:00' }),
  p('soccer photos for leo saturday morning at eight fifteen', 'createEvent', { title: 'photos', member: LEO, date: '2026-03-07', time: '08:15' }),
  p('Mia starts drama club next Monday. It runs 3.30 to 4.30 every week', 'createEvent', {
    title: 'drama',
    member: MIA,
    date: '2026-03-09',
    time: '15:30',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p('call with the insurance company at 4', 'createEvent', { title: 'insurance', date: '2026-03-04', time: '16:00' }),
  p('vaccination for leo at the clinic at nine tomorrow remind me thirty minutes before', 'createEvent', {
    title: 'vaccination',
    member: LEO,
    date: '2026-03-05',
    time: '09:00',
    reminderMinutes: 30,
  }),
  p("Can you add Sam's guitar lesson. It's Saturdays 10am, every week", 'createEvent', {
    title: 'guitar',
    member: SAM,
    date: '2026-03-07',
    time: '10:00',
    recurrence: 'weekly',
  }),
  p('school disco for mia and leo 27/3 six till eight pm', 'createEvent', {
    title: 'disco',
    member: MIA,
    alsoMembers: [LEO],
    date: '2026-03-27',
    time: '18:00',
    durationMinutes: 120,
  }),
  p("Mum's birthday lunch on Sunday the 15th at 12. Whole family is going", 'createEvent', { title: 'lunch', date: '2026-03-15', time: '12:00' }),
  p('open night at the high school thursday at seven in the evening for sam', 'createEvent', {
    title: 'open night',
    member: SAM,
    date: '2026-03-05',
    time: '19:00',
  }),
  p('Book Mia in for her tutoring. Wednesdays 4pm starting the 11th', 'createEvent', {
    title: 'tutoring',
    member: MIA,
    date: '2026-03-11',
    time: '16:00',
    recurrence: 'weekly',
  }),
  p('staff meeting monday at 8.45. goes for 2 hours', 'createEvent', { title: 'staff meeting', date: '2026-03-09', time: '08:45', durationMinutes: 120 }),
  p('leos kinder pick up is at one fifteen on friday can you put that in', 'createEvent', { title: 'kinder', member: LEO, date: '2026-03-06', time: '13:15' }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (15)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('move mias swimming on saturday to ten am', 'updateEvent', { target: { words: 'swimming', member: MIA, date: '2026-03-07' }, changes: { time: '10:00' } }),
  p('The dentist on Tuesday has been pushed back. Can you change it to 4.30', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-10' },
    changes: { time: '16:30' },
  }),
  p('um can you make the plumber tomorrow half an hour earlier', 'updateEvent', {
    target: { words: 'plumber', date: '2026-03-05' },
    changes: { shiftMinutes: -30 },
  }),
  p("Leo's haircut needs to move to Thursday the 12th, same time", 'updateEvent', {
    target: { words: 'haircut', member: LEO },
    changes: { date: '2026-03-12' },
  }),
  p('rename date night to dinner with the smiths', 'updateEvent', { target: { words: 'date night' }, changes: { title: 'smiths' } }),
  p('the staff meeting on monday is only going to be an hour now', 'updateEvent', {
    target: { words: 'staff meeting', date: '2026-03-09' },
    changes: { durationMinutes: 60 },
  }),
  p("Work drinks got moved. It's Thursday now instead of Friday", 'updateEvent', {
    target: { words: 'drinks', date: '2026-03-06' },
    changes: { date: '2026-03-05' },
  }),
  p('add leo to the dentist on tuesday', 'updateEvent', { target: { words: 'dentist', date: '2026-03-10' }, changes: { addMembers: [LEO] } }),
  p('Netball is at the indoor centre on Smith Rd now, not the usual courts. Can you update it', 'updateEvent', {
    target: { words: 'netball' },
    changes: { location: 'smith' },
  }),
  p('change the reminder for sams orthodontist to two hours before', 'updateEvent', {
    target: { words: 'orthodontist', member: SAM },
    changes: { reminderMinutes: 120 },
  }),
  p('push footy training back half an hour to night', 'updateEvent', { target: { words: 'footy', date: '2026-03-04' }, changes: { shiftMinutes: 30 } }),
  p("Can you put a note on Mia's excursion: she needs a hat and $10", 'updateEvent', { target: { words: 'excursion', member: MIA }, changes: { note: 'hat' } }),
  p('move coffee with rach from tomorrow to friday', 'updateEvent', { target: { words: 'coffee', date: '2026-03-05' }, changes: { date: '2026-03-06' } }),
  p('The GP rang. The appointment tomorrow is now 11.20 not 10.40', 'updateEvent', {
    target: { words: 'GP', date: '2026-03-05', time: '10:40' },
    changes: { time: '11:20' },
  }),
  p('the piano lesson on monday is for sam not mia can you fix that', 'updateEvent', { target: { words: 'piano' }, changes: { member: SAM } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (12)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancel the bank meeting on tuesday', 'cancelEvent', { target: { words: 'bank', fromDate: '2026-03-10' }, series: false }),
  p("Mia's sick so no gymnastics tomorrow. Please take it off", 'cancelEvent', {
    target: { words: 'gymnastics', member: MIA, fromDate: '2026-03-05' },
    series: false,
  }),
  p('um delete cricket training altogether sam quit', 'cancelEvent', { target: { words: 'cricket', member: SAM }, series: true }),
  p('date night is off full stop babysitter cancelled', 'cancelEvent', { target: { words: 'date night' } }),
  p("Clear everything on Sunday. We're going away", 'cancelEvent', { target: { words: null, fromDate: '2026-03-08' } }),
  p('cancel leos speech therapy this friday only', 'cancelEvent', { target: { words: 'speech', member: LEO, fromDate: '2026-03-06' }, series: false }),
  p('The car service is off, the garage is closed Monday', 'cancelEvent', { target: { words: 'service', fromDate: '2026-03-09' } }),
  p('get rid of bin night off the calendar completely we have a different system now', 'cancelEvent', { target: { words: 'bin' }, series: true }),
  p("Sam isn't going to the sleepover on Friday anymore. Delete it", 'cancelEvent', { target: { words: 'sleepover', member: SAM, fromDate: '2026-03-06' } }),
  p('uh cancel the call with the insurance company at four', 'cancelEvent', { target: { words: 'insurance', time: '16:00' } }),
  p('no swimming for anyone next week cancel it all', 'cancelEvent', {
    target: { words: 'swimming', fromDate: '2026-03-09', toDate: '2026-03-15' },
    series: false,
  }),
  p('Delete the flight on the 16th, the trip got postponed', 'cancelEvent', { target: { words: 'flight', fromDate: '2026-03-16' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// questions (22): agenda, findEvent, freeBusy, listReminders
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('whats on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what does mia have on this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p('Trying to plan the weekend. What have we got on Saturday and Sunday?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('um what is on for leo on friday', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: LEO }),
  p("what's happening next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('anything else on today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("What's Sam got on Monday? I need to work out the driving", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09', member: SAM }),
  p('when is mias netball', 'findEvent', { words: 'netball', member: MIA }),
  p('what time is the dentist on tuesday', 'findEvent', { words: 'dentist' }),
  p("Is Leo's haircut on Friday? Can't remember", 'findEvent', { words: 'haircut', member: LEO, yesNo: true }),
  p('when is the next parent teacher night', 'findEvent', { words: 'parent teacher' }),
  p('what have we got coming up', ['findEvent', 'agenda']),
  p('when do the kids have the swimming carnival', 'findEvent', { words: 'carnival' }),
  p('are we free saturday afternoon', 'freeBusy', { date: '2026-03-07' }),
  p('Someone wants a meeting with me. Am I free Thursday between 2 and 4?', 'freeBusy', { date: '2026-03-05', fromTime: '14:00', toTime: '16:00' }),
  p('is sam free on sunday morning his mate wants him to come over', 'freeBusy', { date: '2026-03-08', member: SAM }),
  p('do we have anything on friday night', ['freeBusy', 'agenda']),
  p('is mia busy on the thirteenth after school', 'freeBusy', { date: '2026-03-13', member: MIA }),
  p('what reminders have i got', 'listReminders'),
  p('Did I set a reminder for the orthodontist? Just want to make sure', 'listReminders', { check: ['orthodontist'] }),
  p('show me my reminders for this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('um which reminders are coming up', 'listReminders'),
];

// ---------------------------------------------------------------------------------------------------------------
// lists (24): addListItems, tickListItems, showList, clearList, createList
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add milk bread and bananas to the shopping list', 'addListItems', { items: ['milk', 'bread', 'bananas'] }),
  p("We're out of nappies, wipes and dishwasher tablets. Can you add them", 'addListItems', { items: ['nappies', 'wipes', 'dishwasher tablets'] }),
  p('put sunscreen hats and goggles on the camping list', 'addListItems', { list: 'camping', items: ['sunscreen', 'hats', 'goggles'] }),
  p('um add chicken thighs rice coconut milk and limes full stop', 'addListItems', { items: ['chicken', 'rice', 'coconut milk', 'limes'] }),
  p("Need stuff for Mia's party. Add balloons, candles, party bags and a cake to the party list", 'addListItems', {
    list: 'party',
    items: ['balloons', 'candles', 'party bags', 'cake'],
  }),
  p('shopping list apples yoghurt cheese slices and toilet paper', 'addListItems', { items: ['apples', 'yoghurt', 'cheese', 'toilet paper'] }),
  p('add pencils glue sticks and a ruler to the school list', 'addListItems', { list: 'school', items: ['pencils', 'glue', 'ruler'] }),
  p("Can you add eggs and flour. I'm baking for the school fete on Friday", 'addListItems', { items: ['eggs', 'flour'] }),
  p('put passports chargers and the kids tablets on the holiday packing list', 'addListItems', {
    list: 'holiday',
    items: ['passports', 'chargers', 'tablets'],
  }),
  p('got the milk and bread', 'tickListItems', { items: ['milk', 'bread'], remove: false }),
  p('Take the goggles off the camping list, we found the old ones in the cupboard', 'tickListItems', { list: 'camping', items: ['goggles'] }),
  p('remove the limes from the shopping list', 'tickListItems', { items: ['limes'], remove: true }),
  p('um i grabbed the dish washer tablets and the wipes tick them off', 'tickListItems', { items: ['tablets', 'wipes'], remove: false }),
  p('Balloons and candles are bought, tick them off the party list', 'tickListItems', { list: 'party', items: ['balloons', 'candles'], remove: false }),
  p('whats on the shopping list', 'showList'),
  p('Heading to Woolies now. Send me the list', 'showList'),
  p('is toilet paper on the list', 'showList', { check: ['toilet paper'] }),
  p('show me the camping list', 'showList', { list: 'camping' }),
  p('clear the shopping list i did the big shop', 'clearList'),
  p('Camping trip is over. Empty the camping list please', 'clearList', { list: 'camping' }),
  p('wipe the party list', 'clearList', { list: 'party' }),
  p('make a new list for the beach house', 'createList', { name: 'beach' }),
  p('Can you start a Christmas presents list. I want to get organised early this year', 'createList', { name: 'christmas' }),
  p('new list please', 'createList', { name: null }),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos (22): addTodo, completeTodo, listTodos
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('add to my to do list renew the car rego', 'addTodo', { tasks: ['rego'] }),
  p('remind me to call the school about the excursion', 'addTodo', { tasks: ['call the school'], reminder: true }),
  p('I keep forgetting this. Remind me to return the library books', 'addTodo', { tasks: ['library books'], reminder: true }),
  p('to do book the vet for the cat and pay the water bill', 'addTodo', { tasks: ['vet', 'water bill'] }),
  p('um remind me to email leos teacher full stop', 'addTodo', { tasks: ['email'], reminder: true }),
  p("Todo: sort out the kids' winter clothes", 'addTodo', { tasks: ['winter clothes'] }),
  p('put fix the gate on my to do list', 'addTodo', { tasks: ['fix the gate'] }),
  p('remind me to order mias school shoes', 'addTodo', { tasks: ['school shoes'], reminder: true }),
  p('Need to sign the permission slip and pay for the excursion. Add both to my to dos', 'addTodo', { tasks: ['permission slip', 'pay'] }),
  p('remind me to pick up the dry cleaning', 'addTodo', { tasks: ['dry cleaning'], reminder: true }),
  p('add a to do to ring the council about the bins', 'addTodo', { tasks: ['council'] }),
  p('remind me to move the car for street sweeping', 'addTodo', { tasks: ['move the car'], reminder: true }),
  p('done 3', 'completeTodo', { number: 3, text: null }),
  p('I paid the water bill, tick it off', 'completeTodo', { number: null, text: 'water bill' }),
  p('rego is done', 'completeTodo', { text: 'rego' }),
  p('um number two is finished', 'completeTodo', { number: 2 }),
  p('Finally fixed the gate! Cross it off', 'completeTodo', { text: 'gate' }),
  p('mark the library books as done', 'completeTodo', { text: 'library books' }),
  p('whats on my to do list', 'listTodos'),
  p('What do I still need to do? Got a free hour', 'listTodos'),
  p('show my todos', 'listTodos'),
  p('um read me my to do list', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// homework (8) and member facts (2)
// ---------------------------------------------------------------------------------------------------------------
const HOMEWORK: Phrase[] = [
  p('sam has a science project do friday the thirteenth', 'addHomework', { task: 'science', member: SAM, dueDate: '2026-03-13' }),
  p('Mia has spelling words to learn for Friday. Can you add it to her homework', 'addHomework', { task: 'spelling', member: MIA, dueDate: '2026-03-06' }),
  p('leo reading log due monday', 'addHomework', { task: 'reading', member: LEO, dueDate: '2026-03-09' }),
  p('um homework for sam maths worksheet due tomorrow', 'addHomework', { task: 'maths', member: SAM, dueDate: '2026-03-05' }),
  p("Mia has to make a poster about the water cycle for homework. Not sure when it's due", 'addHomework', { task: 'poster', member: MIA, dueDate: null }),
  p('what homework has leo got', 'listHomework', { member: LEO }),
  p("Does Mia have any homework left? She says she's finished", 'listHomework', { member: MIA }),
  p('show sams homework', 'listHomework', { member: SAM }),
];

const FACTS: Phrase[] = [
  p('what is mias learning style', 'memberFacts', { member: MIA, fact: 'learningStyle' }),
  p("When is Leo's birthday again? Need to book his party", 'memberFacts', { member: LEO, fact: 'birthday' }),
];

// ---------------------------------------------------------------------------------------------------------------
// others (10): no day given, thanks, undo, out of scope, two requests in one
// ---------------------------------------------------------------------------------------------------------------
const OTHERS: Phrase[] = [
  ask('add a dentist appointment for sam'),
  ask("Mia has a sleepover at Ava's. Can you put it in the calendar"),
  ask('um book in a haircut for me full stop'),
  ask("Leo's got a footy game. Can you add it"),
  p('undo that', 'undo'),
  p('Oops, wrong day. Undo the last thing you did', 'undo'),
  p('thanks heaps thats perfect', 'help', { reason: 'thanks' }),
  p("what's the capital of peru leo wants to know", 'help', { reason: 'not-understood' }),
  p('add yoghurt to the shopping list and remind me to call mum', 'addListItems', { items: ['yoghurt'] }),
  p("Mia has ballet on Saturday at 11. Also what's on tomorrow?", 'createEvent', { title: 'ballet', member: MIA, date: '2026-03-07', time: '11:00' }),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...LISTS, ...TODOS, ...HOMEWORK, ...FACTS, ...OTHERS];
