// Phrasebook (speaker 18): 160 commands as people say them to a kitchen smart speaker (wake word "olly"),
// lowercase, unpunctuated, often clumsy or slightly mis-heard ("calender", "at" for "add", "least" for "list").
// Written fresh by a helper session from the tool contract only (the zod input schemas and their describe texts
// in functions/assistant/tools), the harness in phrasebook.ts and the reference context in phrasebook.data.ts;
// the engine was not read or run. Expectations are partial: only the tool and the inputs each message clearly
// determines; text slots give key words only.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//   A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (45): one event by name and/or day, a whole day or week, a series, a reminder
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('olly cancel the dentist on thursday', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-05' }, series: false }),
  p('delete my haircut tomorrow', 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-05' }, series: false }),
  p('remove the christening from the calender', 'cancelEvent', { target: { words: 'christening', fromDate: null } }),
  p('get rid of everything on friday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' }, series: false }),
  p('clear all my events this weekend', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08' }, series: false }),
  p('olly cancel everything next week', 'cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-15' }, series: false }),
  p('wipe tomorrows calendar', 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' }, series: false }),
  p('cancel all of sams swimming lessons', 'cancelEvent', { target: { words: 'swimming', member: SAM }, series: true }),
  p('stop the weekly yoga', 'cancelEvent', { target: { words: 'yoga' }, series: true }),
  p('delete the piano lessons for good every one of them', 'cancelEvent', { target: { words: 'piano' }, series: true }),
  p('cancel the reminder to call the plumber', 'cancelEvent', { target: { words: 'plumber' } }),
  p('olly delete my reminder about the bins', 'cancelEvent', { target: { words: 'bins' } }),
  p('take the vet appointment off on the twenty third', 'cancelEvent', { target: { words: 'vet', fromDate: '2026-03-23' }, series: false }),
  p('remove lunch with priya friday', 'cancelEvent', { target: { words: 'lunch', fromDate: '2026-03-06' }, series: false }),
  p('cancel my three oclock tomorrow', 'cancelEvent', { target: { fromDate: '2026-03-05', time: '15:00' }, series: false }),
  p('cancel leos soccer on saturday', 'cancelEvent', { target: { words: 'soccer', member: LEO, fromDate: '2026-03-07' }, series: false }),
  p('i dont need the car service on tuesday anymore delete it', 'cancelEvent', { target: { words: 'car service', fromDate: '2026-03-10' }, series: false }),
  p('cancel the meeting at ten on monday', 'cancelEvent', { target: { words: 'meeting', fromDate: '2026-03-09', time: '10:00' }, series: false }),
  p('delete all the events for today', 'cancelEvent', { target: { words: null, fromDate: '2026-03-04' }, series: false }),
  p('mias not doing netball no more cancel it every week', 'cancelEvent', { target: { words: 'netball', member: MIA }, series: true }),
  p('olly scrap the barbecue sunday', 'cancelEvent', { target: { words: 'barbecue', fromDate: '2026-03-08' }, series: false }),
  p('remove the school photos thing', 'cancelEvent', { target: { words: 'photos' } }),
  p('cancel everything on the thirteenth', 'cancelEvent', { target: { words: null, fromDate: '2026-03-13' }, series: false }),
  p('delete my doctors appointment', 'cancelEvent', { target: { words: 'doctor' } }),
  p('can you cancel the hairdresser please', 'cancelEvent', { target: { words: 'hairdresser' } }),
  p('cancel sams tutoring this tuesday', 'cancelEvent', { target: { words: 'tutoring', member: SAM, fromDate: '2026-03-10' }, series: false }),
  p('delete the book club on the nineteenth', 'cancelEvent', { target: { words: 'book club', fromDate: '2026-03-19' }, series: false }),
  p('cancel the entire series of gym sessions', 'cancelEvent', { target: { words: 'gym' }, series: true }),
  p('remove all the bin night reminders', 'cancelEvent', { target: { words: 'bin' } }),
  p('olly cancel dinner tonight', 'cancelEvent', { target: { words: 'dinner', fromDate: '2026-03-04' }, series: false }),
  p('clear my calendar from monday to thursday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-12' }, series: false }),
  p('cancel the parent teacher interview for leo', 'cancelEvent', { target: { words: 'interview', member: LEO } }),
  p('get rid of the fishing trip', 'cancelEvent', { target: { words: 'fishing' } }),
  p('remove the four thirty dentist on the twentieth', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-20', time: '16:30' }, series: false }),
  p('stop my daily run altogether', 'cancelEvent', { target: { words: 'run' }, series: true }),
  p('delete the reminder for grandmas birthday', 'cancelEvent', { target: { words: 'birthday' } }),
  p('cancel coffee with rachel tomorrow', 'cancelEvent', { target: { words: 'coffee', fromDate: '2026-03-05' }, series: false }),
  p('clear out saturday on the calendar', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07' }, series: false }),
  p('can you take off all of mias stuff on friday', 'cancelEvent', { target: { words: null, member: MIA, fromDate: '2026-03-06' }, series: false }),
  p('delete the plumber visit on monday', 'cancelEvent', { target: { words: 'plumber', fromDate: '2026-03-09' }, series: false }),
  p('cancel the movie night', 'cancelEvent', { target: { words: 'movie' } }),
  p('olly cancel the rent reminder', 'cancelEvent', { target: { words: 'rent' } }),
  p('remove all events this week', 'cancelEvent', { target: { words: null, fromDate: '2026-03-04', toDate: '2026-03-10' }, series: false }),
  p('cancel swimming just this monday not the rest', 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-09' }, series: false }),
  p('delete the eye test on friday at two', 'cancelEvent', { target: { words: 'eye test', fromDate: '2026-03-06', time: '14:00' }, series: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// createEvent (40): with and without times, people, places, repeats, durations; "remind me at …"
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('olly put a lunch with tom on friday at noon', 'createEvent', { title: 'lunch', date: '2026-03-06', time: '12:00' }),
  p('add dentist for leo on the twentieth at four thirty', 'createEvent', { title: 'dentist', member: LEO, date: '2026-03-20', time: '16:30' }),
  p('set a reminder for grandmas birthday on the twenty first', 'createEvent', { title: 'birthday', date: '2026-03-21' }),
  p('remind me to take the bins out at five', 'createEvent', { title: 'bins', date: '2026-03-04', time: '17:00' }),
  p('olly remind me at ten thirty to ring the bank', 'createEvent', { title: 'bank', date: '2026-03-05', time: '10:30' }),
  p('mia has got netball on saturday at nine', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '09:00' }),
  p('put swimming for sam every monday at four', 'createEvent', { title: 'swimming', member: SAM, date: '2026-03-09', time: '16:00', recurrence: 'weekly' }),
  p('book the car service for tuesday morning at eight fifteen', 'createEvent', { title: 'car service', date: '2026-03-10', time: '08:15' }),
  p('add a doctors appointment tomorrow at quarter past eleven', 'createEvent', { title: 'doctor', date: '2026-03-05', time: '11:15' }),
  p('olly schedule barbecue at daves place sunday at one', 'createEvent', { title: 'barbecue', date: '2026-03-08', time: '13:00' }),
  p('dinner at the thai place saturday seven thirty pm', 'createEvent', { title: 'dinner', date: '2026-03-07', time: '19:30' }),
  p('leos soccer game sunday morning half past nine down at the oval', 'createEvent', { title: 'soccer', member: LEO, date: '2026-03-08', time: '09:30' }),
  p('remind me to call the plumber tomorrow at nine', 'createEvent', { title: 'plumber', date: '2026-03-05', time: '09:00' }),
  p('add bin night every tuesday', 'createEvent', { title: 'bin', date: '2026-03-10', recurrence: 'weekly' }),
  p('put mias school photos on thursday', 'createEvent', { title: 'photos', member: MIA, date: '2026-03-05', time: null }),
  p('olly at a meeting with the builder on monday at two', 'createEvent', { title: 'builder', date: '2026-03-09', time: '14:00' }),
  p('gym every tuesday and thursday at six am', 'createEvent', { title: 'gym', time: '06:00', recurrence: 'weekly' }),
  p('take out the recycling every second friday', 'createEvent', { title: 'recycling', recurrence: 'fortnightly' }),
  p('pay the rent on the first of every month', 'createEvent', { title: 'rent', date: '2026-04-01', recurrence: 'monthly' }),
  p('add sams birthday april the fourteenth every year', 'createEvent', { title: 'birthday', date: '2026-04-14', recurrence: 'yearly' }),
  p('parent teacher interview for leo on the twelfth at three forty five', 'createEvent', {
    title: 'interview',
    member: LEO,
    date: '2026-03-12',
    time: '15:45',
  }),
  p('olly put the hairdresser in for friday at eleven for an hour and a half', 'createEvent', {
    title: 'hairdresser',
    date: '2026-03-06',
    time: '11:00',
    durationMinutes: 90,
  }),
  p('book a call with the insurance people tomorrow at two for half an hour', 'createEvent', {
    title: 'insurance',
    date: '2026-03-05',
    time: '14:00',
    durationMinutes: 30,
  }),
  p('add a reminder to pick up the dry cleaning at four', 'createEvent', { title: 'dry cleaning', date: '2026-03-04', time: '16:00' }),
  p('olly remind me at six to defrost the chicken', 'createEvent', { title: 'chicken', date: '2026-03-04', time: '18:00' }),
  p('piano exam for mia on the nineteenth at nine in the morning remind me an hour before', 'createEvent', {
    title: 'piano',
    member: MIA,
    date: '2026-03-19',
    time: '09:00',
    reminderMinutes: 60,
  }),
  p('physio monday at ten and remind me fifteen minutes before', 'createEvent', { title: 'physio', date: '2026-03-09', time: '10:00', reminderMinutes: 15 }),
  p('family movie night saturday at seven pm', 'createEvent', { title: 'movie', date: '2026-03-07', time: '19:00' }),
  p('put leos excursion on tuesday all day', 'createEvent', { title: 'excursion', member: LEO, date: '2026-03-10', allDay: true }),
  p('fishing trip from friday to sunday', 'createEvent', { title: 'fishing', date: '2026-03-06' }),
  p('schedule the school pick up for sam at three fifteen', 'createEvent', { title: 'pick up', member: SAM, date: '2026-03-04', time: '15:15' }),
  p('olly add coffee with rachel at the cafe tomorrow morning at ten', 'createEvent', { title: 'coffee', date: '2026-03-05', time: '10:00' }),
  p('new event vet for the cat on the twenty third at five past four', 'createEvent', { title: 'vet', date: '2026-03-23', time: '16:05' }),
  p('put in a dentist for mia and sam on the sixteenth at quarter to four', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-16',
    time: '15:45',
  }),
  p('add going to the bank tomorrow twelve thirty', 'createEvent', { title: 'bank', date: '2026-03-05', time: '12:30' }),
  p('olly plumber coming on monday between eight and ten', 'createEvent', { title: 'plumber', date: '2026-03-09', time: '08:00', durationMinutes: 120 }),
  p('create an appointment called eye test friday at two', 'createEvent', { title: 'eye test', date: '2026-03-06', time: '14:00' }),
  p('add leos karate thursdays at five', 'createEvent', { title: 'karate', member: LEO, date: '2026-03-05', time: '17:00', recurrence: 'weekly' }),
  p('set a reminder four the school fees on friday', 'createEvent', { title: 'school fees', date: '2026-03-06' }),
  p('put mums anniversary dinner on the eighth of april at six thirty', 'createEvent', { title: 'anniversary', date: '2026-04-08', time: '18:30' }),
];

// ---------------------------------------------------------------------------------------------------------------
// list questions (40): showList with and without a name, "is X on my list" checks, listLists, listTodos
// ---------------------------------------------------------------------------------------------------------------
const LIST_QUESTIONS: Phrase[] = [
  // showList, the Shopping list (no name given)
  p('read me the shopping list', 'showList'),
  p('whats on the shopping list', 'showList'),
  p('what do we need from the shops', 'showList'),
  p('olly whats on my grocery list', 'showList'),
  p('tell me the shopping', 'showList'),
  p('what have i got on the list for the supermarket', 'showList'),
  p('go through the shopping list with me', 'showList'),
  p('is there anything on my list', ['showList', 'listTodos']),
  // showList, a named list
  p('show me the list called packing', 'showList', { list: 'packing' }),
  p('read the hardware list', 'showList', { list: 'hardware' }),
  p('olly whats on the christmas list', 'showList', { list: 'christmas' }),
  p('open the list named holiday', 'showList', { list: 'holiday' }),
  p('whats in the beach list', 'showList', { list: 'beach' }),
  p('read out my costco list', 'showList', { list: 'costco' }),
  p('whats on the party list for leo', 'showList', { list: 'party' }),
  p('tell me whats on the chemist list', 'showList', { list: 'chemist' }),
  p('show the least called school', 'showList', { list: 'school' }),
  p('what is on the bunnings list', 'showList', { list: 'bunnings' }),
  // showList with a yes/no check
  p('is milk on my list', 'showList', { check: ['milk'] }),
  p('do we have eggs on the shopping list', 'showList', { check: ['eggs'] }),
  p('did someone put bread on the list', 'showList', { check: ['bread'] }),
  p('are bananas and apples on the shopping list', 'showList', { check: ['bananas', 'apples'] }),
  p('olly is toilet paper on the list', 'showList', { check: ['toilet paper'] }),
  p('is sunscreen on the packing list', 'showList', { list: 'packing', check: ['sunscreen'] }),
  p('is coffee already on the shopping list', 'showList', { check: ['coffee'] }),
  p('check if dog food is on the list', 'showList', { check: ['dog food'] }),
  p('is batteries on the hardware list', 'showList', { list: 'hardware', check: ['batteries'] }),
  p('olly is there cheese on my grocery list', 'showList', { check: ['cheese'] }),
  // listLists
  p('what lists have we got', 'listLists'),
  p('how many lists do i have', 'listLists'),
  p('tell me all my lists', 'listLists'),
  p('which lists are there', 'listLists'),
  p('olly name my lists', 'listLists'),
  p('read out all the lists', 'listLists'),
  // listTodos
  p('whats on my to do list', 'listTodos'),
  p('what do i still have to do', 'listTodos'),
  p('read me my todos', 'listTodos'),
  p('olly what are my tasks', 'listTodos'),
  p('whats on the too do list', 'listTodos'),
  p('any jobs left on my to do', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// list changes (15): addListItems, tickListItems, createList
// ---------------------------------------------------------------------------------------------------------------
const LIST_CHANGES: Phrase[] = [
  p('add milk and bread to the shopping list', 'addListItems', { items: ['milk', 'bread'] }),
  p('put apples on the shopping list', 'addListItems', { items: ['apples'] }),
  p('olly we need toilet paper', 'addListItems', { items: ['toilet paper'] }),
  p('add tent pegs to the packing list', 'addListItems', { list: 'packing', items: ['tent pegs'] }),
  p('stick eggs butter and flour on the grocery list', 'addListItems', { items: ['eggs', 'butter', 'flour'] }),
  p('add sausages to the barbecue list', 'addListItems', { list: 'barbecue', items: ['sausages'] }),
  p('take milk off the list', 'tickListItems', { items: ['milk'] }),
  p('i got the bread', 'tickListItems', { items: ['bread'], remove: false }),
  p('delete bananas from the shopping list', 'tickListItems', { items: ['bananas'], remove: true }),
  p('cross off dog food', 'tickListItems', { items: ['dog food'], remove: false }),
  p('olly tick sunscreen off the packing list', 'tickListItems', { list: 'packing', items: ['sunscreen'], remove: false }),
  p('make a new list called road trip', 'createList', { name: 'road trip' }),
  p('start a list for the school fete', 'createList', { name: 'fete' }),
  p('create a list named gifts', 'createList', { name: 'gifts' }),
  p('olly new list', 'createList', { name: null }),
];

// ---------------------------------------------------------------------------------------------------------------
// calendar questions (15): agenda, findEvent, freeBusy
// ---------------------------------------------------------------------------------------------------------------
const CALENDAR_QUESTIONS: Phrase[] = [
  p('whats on today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('what have we got on this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('what is sam doing tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: SAM }),
  p('read me next weeks calendar', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('olly whats happening on friday', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('whats on for leo on saturday', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07', member: LEO }),
  p('when is mias piano exam', 'findEvent', { words: 'piano', member: MIA }),
  p('when is the next dentist', 'findEvent', { words: 'dentist' }),
  p('is the book club on thursday', 'findEvent', { words: 'book club', yesNo: true }),
  p('what time is the plumber coming', 'findEvent', { words: 'plumber' }),
  p('when do we go fishing', 'findEvent', { words: 'fishing' }),
  p('am i free tomorrow afternoon', 'freeBusy', { date: '2026-03-05' }),
  p('is sam free on saturday at ten', 'freeBusy', { date: '2026-03-07', fromTime: '10:00', member: SAM }),
  p('are we busy sunday', 'freeBusy', { date: '2026-03-08' }),
  p('olly am i free between two and four on friday', 'freeBusy', { date: '2026-03-06', fromTime: '14:00', toTime: '16:00' }),
];

// ---------------------------------------------------------------------------------------------------------------
// an event with no day (5): the assistant should ask when
// ---------------------------------------------------------------------------------------------------------------
const NO_DAY: Phrase[] = [
  ask('add a dentist appointment for leo'),
  ask('put soccer training in the calendar'),
  ask('olly make an event called team dinner'),
  ask('schedule a visit from the electrician'),
  ask('new appointment with the accountant'),
];

export const PHRASES: Phrase[] = [...CANCEL, ...CREATE, ...LIST_QUESTIONS, ...LIST_CHANGES, ...CALENDAR_QUESTIONS, ...NO_DAY];
