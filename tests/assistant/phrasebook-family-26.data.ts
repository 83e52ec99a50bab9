// Phrasebook 26 (family, training set): 160 WhatsApp messages from a parent running the family from their phone
// between meetings. Written by a helper session from the tools' contract only (the zod input schemas and their
// descriptions in functions/assistant/tools), without reading the engine or any test; every message is new.
// Forms: very short texts, fragments without verbs ("mia dentist thurs 4"), several things in one message (the
// first is expected), shorthand (tmrw, wk, thurs, arvo, 2nite, b4, w/, pls, thx, asap), dictation with missing
// punctuation, corrections inside the message ("no wait make that 4.30"), and questions as fragments ("mia free sat?").
// Content: one child, two, both kids, the kids, all three; spans of days, school days, changes, cancels,
// reminders, to-dos and shopping.
// Mix: 55 createEvent, 35 calendar questions (15 agenda, 12 findEvent, 7 freeBusy, 1 agenda-or-freeBusy),
// 18 updateEvent, 15 cancelEvent, 8 reminders (2 updateEvent with reminderMinutes, 3 addTodo "remind me…",
// 2 listReminders, 1 timed reminder as createEvent), 12 to-dos (7 addTodo, 2 completeTodo, 2 listTodos,
// 1 clearTodos), 10 shared-list messages, 7 questions back.
// member/alsoMembers are given only when the message names the children or says both kids / the kids / all three
// (all three are children: member the first, alsoMembers the rest in the order Mia, Sam, Leo). "The boys" names
// nobody the assistant can know, so that row gives no member. Range questions give fromDate/toDate; a multi-day
// event gives its first date, allDay true and durationMinutes (days × 1440).
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; a time with no day is today if after
// 14:00, otherwise tomorrow; bare hours 1–6 are pm, 7–11 am, 12 noon.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (55)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('mia dentist thurs 4', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-05', time: '16:00' }),
  p('kids swim sat 9-10', 'createEvent', {
    title: 'swim',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-07',
    time: '09:00',
    durationMinutes: 60,
  }),
  p('leo - daycare closed fri', 'createEvent', { title: 'daycare closed', member: LEO, date: '2026-03-06', allDay: true }),
  p('sam footy trials mon 4.15', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-09', time: '16:15' }),
  p('mia dentist thurs 4 no wait make that 4.30', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-05', time: '16:30' }),
  p('haircut sat 10.30 for leo', 'createEvent', { title: 'haircut', member: LEO, date: '2026-03-07', time: '10:30' }),
  p('sam bday party @ jacks sun 2-4', 'createEvent', { title: 'party', member: SAM, date: '2026-03-08', time: '14:00', durationMinutes: 120 }),
  p('mia school camp wed to fri next wk', 'createEvent', { title: 'camp', member: MIA, date: '2026-03-11', allDay: true, durationMinutes: 4320 }),
  p('leo at nanas sat-sun', 'createEvent', { title: 'nana', member: LEO, date: '2026-03-07', allDay: true, durationMinutes: 2880 }),
  p('parent teacher interview tues 3.40 - mia', 'createEvent', { title: 'parent teacher', member: MIA, date: '2026-03-10', time: '15:40' }),
  p('photo day fri all 3 kids', 'createEvent', { title: 'photo', member: MIA, alsoMembers: [SAM, LEO], date: '2026-03-06', allDay: true }),
  p('this wk: sam excursion thurs, mia netball sat 8, leo party sun', 'createEvent', {
    title: 'excursion',
    member: SAM,
    date: '2026-03-05',
    allDay: true,
  }),
  p('mia piano every tues 4.30', 'createEvent', { title: 'piano', member: MIA, date: '2026-03-10', time: '16:30', recurrence: 'weekly' }),
  p('leo swim lessons weds 9.30 weekly', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-11', time: '09:30', recurrence: 'weekly' }),
  p('sam footy training every tues and thurs 5', 'createEvent', { title: 'footy', member: SAM, time: '17:00', recurrence: 'weekly' }),
  p('dinner w/ the hendersons sat 7pm', 'createEvent', { title: 'dinner', date: '2026-03-07', time: '19:00' }),
  p('mia & sam dentist 13th 3.15', 'createEvent', { title: 'dentist', member: MIA, alsoMembers: [SAM], date: '2026-03-13', time: '15:15' }),
  p('sam + leo haircuts sat 11', 'createEvent', { title: 'haircut', member: SAM, alsoMembers: [LEO], date: '2026-03-07', time: '11:00' }),
  p('mia netball sat 8.30 then sam footy 10', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '08:30' }),
  p('swim carnival fri - mia', 'createEvent', { title: 'swim carnival', member: MIA, date: '2026-03-06', allDay: true }),
  p('leo daycare orientation mon 9-11', 'createEvent', { title: 'orientation', member: LEO, date: '2026-03-09', time: '09:00', durationMinutes: 120 }),
  p('book club 2nite 7.30pm', 'createEvent', { title: 'book club', date: '2026-03-04', time: '19:30' }),
  p('gp for sam tmrw 10.15', 'createEvent', { title: 'gp', member: SAM, date: '2026-03-05', time: '10:15' }),
  p('mia sleepover at avas fri night', 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-06' }),
  p('the kids to grandmas sun lunch 12', 'createEvent', { title: 'grandma', member: MIA, alsoMembers: [SAM, LEO], date: '2026-03-08', time: '12:00' }),
  p('assembly thurs 9 sams class is running it', 'createEvent', { title: 'assembly', member: SAM, date: '2026-03-05', time: '09:00' }),
  p('leo speech therapy tues 2 fortnightly', 'createEvent', { title: 'speech', member: LEO, date: '2026-03-10', time: '14:00', recurrence: 'fortnightly' }),
  p('mia tutoring every mon 3.45-4.45', 'createEvent', {
    title: 'tutoring',
    member: MIA,
    date: '2026-03-09',
    time: '15:45',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p('physio for me fri 8am', 'createEvent', { title: 'physio', date: '2026-03-06', time: '08:00' }),
  p('sam cubs camp 20-22 mar', 'createEvent', { title: 'camp', member: SAM, date: '2026-03-20', allDay: true, durationMinutes: 4320 }),
  p('leo vax 18th 11.30', 'createEvent', { title: 'vax', member: LEO, date: '2026-03-18', time: '11:30' }),
  p('mia early finish thurs 1.30 need to grab her', 'createEvent', { title: 'early finish', member: MIA, date: '2026-03-05', time: '13:30' }),
  p('mia school disco fri 6-8', 'createEvent', { title: 'disco', member: MIA, date: '2026-03-06', time: '18:00', durationMinutes: 120 }),
  p('sam reading assessment mon 11', 'createEvent', { title: 'reading', member: SAM, date: '2026-03-09', time: '11:00' }),
  p('dentist check ups 12th 4pm all three', 'createEvent', { title: 'dentist', member: MIA, alsoMembers: [SAM, LEO], date: '2026-03-12', time: '16:00' }),
  p('mia rep netball trials sun 9-12', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-08', time: '09:00', durationMinutes: 180 }),
  p('sam swim 4.30', 'createEvent', { title: 'swim', member: SAM, date: '2026-03-04', time: '16:30' }),
  p('leo haircut 10', 'createEvent', { title: 'haircut', member: LEO, date: '2026-03-05', time: '10:00' }),
  p('dentist for mia tues 3.30 remind me 1hr b4', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-10',
    time: '15:30',
    reminderMinutes: 60,
  }),
  p('sam footy presentation night fri 6.30pm', 'createEvent', { title: 'presentation', member: SAM, date: '2026-03-06', time: '18:30' }),
  p('mia orthodontist mon 16th 8.40', 'createEvent', { title: 'orthodontist', member: MIA, date: '2026-03-16', time: '08:40' }),
  p('working bee at school sat 9-12', 'createEvent', { title: 'working bee', date: '2026-03-07', time: '09:00', durationMinutes: 180 }),
  p('sam playdate w/ noah tmrw arvo 3.30-5.30', 'createEvent', { title: 'playdate', member: SAM, date: '2026-03-05', time: '15:30', durationMinutes: 120 }),
  p('leo swimming sat 9 sorry 9.30', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-07', time: '09:30' }),
  p('mia and sam holiday program 13-17 apr', 'createEvent', {
    title: 'holiday program',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-04-13',
    allDay: true,
    durationMinutes: 7200,
  }),
  p('date night sat 7.30pm', 'createEvent', { title: 'date night', date: '2026-03-07', time: '19:30' }),
  p('sam eye test thurs 12', 'createEvent', { title: 'eye test', member: SAM, date: '2026-03-05', time: '12:00' }),
  p('mia sam leo flu shots fri 9.15', 'createEvent', { title: 'flu', member: MIA, alsoMembers: [SAM, LEO], date: '2026-03-06', time: '09:15' }),
  p('mia + leo library sat 10', 'createEvent', { title: 'library', member: MIA, alsoMembers: [LEO], date: '2026-03-07', time: '10:00' }),
  p('both kids haircuts mon 4', 'createEvent', { title: 'haircut', member: MIA, alsoMembers: [SAM, LEO], date: '2026-03-09', time: '16:00' }),
  p('the boys footy photos sat 8.30', 'createEvent', { title: 'footy photos', date: '2026-03-07', time: '08:30' }),
  p('work drinks fri 5', 'createEvent', { title: 'drinks', date: '2026-03-06', time: '17:00' }),
  p('leo doctor 2nite 5.45', 'createEvent', { title: 'doctor', member: LEO, date: '2026-03-04', time: '17:45' }),
  p('mia maths comp thurs all day', 'createEvent', { title: 'maths', member: MIA, date: '2026-03-05', allDay: true }),
  p('plumber coming tmrw between 8 and 10', 'createEvent', { title: 'plumber', date: '2026-03-05', time: '08:00', durationMinutes: 120 }),
];

// ---------------------------------------------------------------------------------------------------------------
// Calendar questions (35): agenda, findEvent, freeBusy
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  // agenda (15)
  p('anything tmrw?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('kids this wk?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('whats on sat', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('wkend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('mia this wk?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p('sam next wk?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM }),
  p('what have we got 2nite', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('mon?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p('whats happening next wk', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('schedule thurs pls', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('rest of the wk look like?', 'agenda', { fromDate: '2026-03-04' }),
  p('whats on sun for the kids', 'agenda', { fromDate: '2026-03-08', toDate: '2026-03-08' }),
  p('anything on the 13th', 'agenda', { fromDate: '2026-03-13', toDate: '2026-03-13' }),
  p('leo fri?', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: LEO }),
  p('sat and sun for sam', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: SAM }),
  // agenda or freeBusy (1)
  p('mia tmrw?', ['agenda', 'freeBusy'], { member: MIA }),
  // findEvent (12)
  p("when's sam's thing again", 'findEvent', { member: SAM }),
  p('mia dentist when?', 'findEvent', { words: 'dentist', member: MIA }),
  p("when's leo's next swim", 'findEvent', { words: 'swim', member: LEO }),
  p('photo day - what day?', 'findEvent', { words: 'photo' }),
  p('is sam footy sat?', 'findEvent', { words: 'footy', member: SAM, fromDate: '2026-03-07', yesNo: true }),
  p('what time is mia piano', 'findEvent', { words: 'piano', member: MIA }),
  p('camp dates again?', 'findEvent', { words: 'camp' }),
  p('when r the parent teacher interviews', 'findEvent', { words: 'parent teacher' }),
  p('is the disco this fri?', 'findEvent', { words: 'disco', fromDate: '2026-03-06', yesNo: true }),
  p('next orthodontist appt for mia?', 'findEvent', { words: 'orthodontist', member: MIA }),
  p('whens sams bday party', 'findEvent', { words: 'party', member: SAM }),
  p('any birthdays coming up?', 'findEvent', { words: 'birthday' }),
  // freeBusy (7)
  p('mia free sat?', 'freeBusy', { date: '2026-03-07', member: MIA }),
  p('sam free thurs arvo?', 'freeBusy', { date: '2026-03-05', member: SAM }),
  p('are we free sun?', 'freeBusy', { date: '2026-03-08', member: null }),
  p('fri 3-5 free?', 'freeBusy', { date: '2026-03-06', fromTime: '15:00', toTime: '17:00' }),
  p('leo free mon morning?', 'freeBusy', { date: '2026-03-09', member: LEO }),
  p('am i free tmrw at 10', 'freeBusy', { date: '2026-03-05', fromTime: '10:00' }),
  p('free 2nite after 6?', 'freeBusy', { date: '2026-03-04', fromTime: '18:00' }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (18)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('sam footy moved to 5.30', 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { time: '17:30' } }),
  p('mia dentist now fri', 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { date: '2026-03-06' } }),
  p('leo swim sat -> sun', 'updateEvent', { target: { words: 'swim', member: LEO, date: '2026-03-07' }, changes: { date: '2026-03-08' } }),
  p('piano push back 30 mins', 'updateEvent', { target: { words: 'piano' }, changes: { shiftMinutes: 30 } }),
  p('mia piano tues moved to 5', 'updateEvent', { target: { words: 'piano', member: MIA, date: '2026-03-10' }, changes: { time: '17:00' } }),
  p('swap sams haircut to 11.30', 'updateEvent', { target: { words: 'haircut', member: SAM }, changes: { time: '11:30' } }),
  p('dentist thurs - make it 3 not 4', 'updateEvent', { target: { words: 'dentist', date: '2026-03-05', time: '16:00' }, changes: { time: '15:00' } }),
  p('netball earlier by an hr', 'updateEvent', { target: { words: 'netball' }, changes: { shiftMinutes: -60 } }),
  p('add leo to the dentist on the 12th', 'updateEvent', { target: { words: 'dentist', date: '2026-03-12' }, changes: { addMembers: [LEO] } }),
  p('sam party sun now 3-5', 'updateEvent', {
    target: { words: 'party', member: SAM, date: '2026-03-08' },
    changes: { time: '15:00', durationMinutes: 120 },
  }),
  p('mia tutoring moved to thurs same time', 'updateEvent', { target: { words: 'tutoring', member: MIA }, changes: { date: '2026-03-05' } }),
  p('orthodontist is at the city clinic now', 'updateEvent', { target: { words: 'orthodontist' }, changes: { location: 'city clinic' } }),
  p('leo speech therapy 2.30 not 2', 'updateEvent', { target: { words: 'speech', member: LEO }, changes: { time: '14:30' } }),
  p('book club 2nite pushed to 8pm', 'updateEvent', { target: { words: 'book club', date: '2026-03-04' }, changes: { time: '20:00' } }),
  p('sams footy sat is at north oval', 'updateEvent', { target: { words: 'footy', member: SAM, date: '2026-03-07' }, changes: { location: 'north oval' } }),
  p('mia swim carnival moved to thurs', 'updateEvent', { target: { words: 'swim carnival', member: MIA }, changes: { date: '2026-03-05' } }),
  p('put a note on leo haircut: nana taking him', 'updateEvent', { target: { words: 'haircut', member: LEO }, changes: { note: 'nana' } }),
  p('physio fri back to 9am pls', 'updateEvent', { target: { words: 'physio', date: '2026-03-06' }, changes: { time: '09:00' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (15)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('no footy sat', 'cancelEvent', { target: { words: 'footy', fromDate: '2026-03-07' } }),
  p('cancel mia piano tmrw', 'cancelEvent', { target: { words: 'piano', member: MIA, fromDate: '2026-03-05' } }),
  p('sam party sun cancelled', 'cancelEvent', { target: { words: 'party', member: SAM, fromDate: '2026-03-08' } }),
  p('leo swim off this wk', 'cancelEvent', { target: { words: 'swim', member: LEO } }),
  p('mia tutoring finished for good - delete', 'cancelEvent', { target: { words: 'tutoring', member: MIA }, series: true }),
  p('scrap date night', 'cancelEvent', { target: { words: 'date night' } }),
  p('dentist thurs not happening', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-05' } }),
  p('plumber tmrw cancelled', 'cancelEvent', { target: { words: 'plumber', fromDate: '2026-03-05' } }),
  p('clear fri everything off', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' } }),
  p('kids swim sat cancelled pool closed', 'cancelEvent', { target: { words: 'swim', fromDate: '2026-03-07' } }),
  p('no netball this wkend rained out', 'cancelEvent', { target: { words: 'netball', fromDate: '2026-03-07', toDate: '2026-03-08' } }),
  p('cancel leo speech therapy all of them', 'cancelEvent', { target: { words: 'speech', member: LEO }, series: true }),
  p('sam cubs camp is off', 'cancelEvent', { target: { words: 'camp', member: SAM } }),
  p('work drinks fri scrapped', 'cancelEvent', { target: { words: 'drinks', fromDate: '2026-03-06' } }),
  p('take the library thing sat out', 'cancelEvent', { target: { words: 'library', fromDate: '2026-03-07' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders (8)
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('remind me abt mia dentist 1hr b4', 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { reminderMinutes: 60 } }),
  p('reminder for sam footy sat 30 min b4 pls', 'updateEvent', {
    target: { words: 'footy', member: SAM, date: '2026-03-07' },
    changes: { reminderMinutes: 30 },
  }),
  p('remind me to order sams bday cake', 'addTodo', { tasks: ['cake'], reminder: true }),
  p('remind me sign mias excursion note', 'addTodo', { tasks: ['excursion'], reminder: true }),
  p('remind me re daycare fees', 'addTodo', { tasks: ['daycare'], reminder: true }),
  p('what reminders have i got', 'listReminders'),
  p('any reminders tmrw?', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('remind me tmrw 9am call school', 'createEvent', { title: 'call school', date: '2026-03-05', time: '09:00' }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos (12)
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('todo - renew mia passport', 'addTodo', { tasks: ['passport'] }),
  p('add to my todos: pay daycare, email sams teacher, book car service', 'addTodo', { tasks: ['daycare', 'teacher', 'car service'] }),
  p('todo call daycare asap', 'addTodo', { tasks: ['call daycare'] }),
  p('todo buy sam footy boots', 'addTodo', { tasks: ['boots'] }),
  p('to do: return library books, sign permission slip', 'addTodo', { tasks: ['library', 'permission'] }),
  p('note to self fill in mia camp form', 'addTodo', { tasks: ['camp form'] }),
  p('add todo ring nana re sat', 'addTodo', { tasks: ['nana'] }),
  p('done - daycare fees', 'completeTodo', { text: 'daycare' }),
  p('done 2', 'completeTodo', { number: 2 }),
  p('todo list pls', 'listTodos'),
  p('my todos?', 'listTodos'),
  p('clear all my todos', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// Shared lists (10)
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('shopping: milk, bread, nappies', 'addListItems', { list: null, items: ['milk', 'bread', 'nappies'] }),
  p('add weetbix + bananas to shopping', 'addListItems', { list: null, items: ['weetbix', 'bananas'] }),
  p('shopping list - yoghurt pouches, crackers', 'addListItems', { list: null, items: ['yoghurt', 'crackers'] }),
  p('pls add sunscreen to the shopping list', 'addListItems', { list: null, items: ['sunscreen'] }),
  p('packing list for camp: sleeping bag, torch', 'addListItems', { list: 'packing', items: ['sleeping bag', 'torch'] }),
  p('add party bags to shopping thx', 'addListItems', { list: null, items: ['party bags'] }),
  p('got the milk', 'tickListItems', { items: ['milk'], remove: false }),
  p('take nappies off shopping', 'tickListItems', { list: null, items: ['nappies'], remove: true }),
  p('shopping list?', 'showList', { list: null }),
  p('is bread on the shopping list', 'showList', { list: null, check: ['bread'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions back (7)
// ---------------------------------------------------------------------------------------------------------------
const ASK: Phrase[] = [
  ask('mia orthodontist - add pls'),
  ask('sam playdate w/ jack need to lock in'),
  ask('leo flu shot, put it in'),
  ask("move mia's dentist"),
  ask('kids haircuts sometime next wk'),
  ask('reschedule sam footy'),
  ask('add parent teacher interview'),
];

export const PHRASES: Phrase[] = [...CREATE, ...QUESTIONS, ...UPDATE, ...CANCEL, ...REMINDERS, ...TODOS, ...LISTS, ...ASK];
