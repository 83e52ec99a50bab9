// Held-out phrasebook: fresh phrasings written without reading the engine or the main phrasebook.
// Reference context (see the assistant contract): now = Wednesday 4 March 2026, 14:00 Australia/Sydney,
// members "Mia Okafor", "Sam Okafor", "Leo". Expectations are partial: only the keys given are checked.
import { ask, LEO, MIA, p, SAM, type Phrase } from './phrasebook.data';

// Dates used below (2026): Wed 4 Mar today, Thu 5, Fri 6, Sat 7, Sun 8, Mon 9, Tue 10, Wed 11, Thu 12, Mon 16, Tue 17,
// Thu 19, Fri 20, Sat 21, Mon 23, Thu 26, Sat 28 March; Thu 2, Fri 3, Thu 9, Sat 18 April; Sun 10 May.

// ---------------------------------------------------------------------------------------------------------------
// createEvent (35)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('set a reminder for the nineteenth at ten am that i have coffee with priya', 'createEvent', { title: 'coffee', date: '2026-03-19', time: '10:00' }),
  p('book physio for me monday eight fifteen in the morning', 'createEvent', { title: 'physio', date: '2026-03-09', time: '08:15' }),
  p('olly put mias ballet exam on saturday the twenty first at nine thirty', 'createEvent', {
    title: 'ballet exam',
    member: MIA,
    date: '2026-03-21',
    time: '09:30',
  }),
  p('Sam has cricket on Saturday at 8am', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-07', time: '08:00' }),
  p('can u add a school excursion for leo on the 17th', 'createEvent', { title: 'excursion', member: LEO, date: '2026-03-17', allDay: true }),
  p("dinner at nonna's sunday 6:30pm", 'createEvent', { title: 'dinner', date: '2026-03-08', time: '18:30' }),
  p('remind me to ring the council at 3', 'createEvent', { title: 'council', date: '2026-03-04', time: '15:00', reminderMinutes: 0 }),
  p('remind me to take the bins out at 7 tonight', 'createEvent', { title: 'bins', date: '2026-03-04', time: '19:00', reminderMinutes: 0 }),
  p('remind me at 9am tomorrow to pay the electricity bill', 'createEvent', { title: 'electricity', date: '2026-03-05', time: '09:00', reminderMinutes: 0 }),
  p('pls add hair appt for leo thurs 4pm', 'createEvent', { title: 'hair', member: LEO, date: '2026-03-05', time: '16:00' }),
  p('piano every tuesday at 4 for mia', 'createEvent', { title: 'piano', member: MIA, time: '16:00' }),
  p('swimming lessons for sam every saturday morning at 9', 'createEvent', { title: 'swimming', member: SAM, time: '09:00' }),
  p('meeting with the accountant next tuesday from 2 to 3:30', 'createEvent', { title: 'accountant', date: '2026-03-10', time: '14:00', durationMinutes: 90 }),
  p('parents evening at school on the 26th from half six till eight', 'createEvent', {
    title: 'parents evening',
    date: '2026-03-26',
    time: '18:30',
    durationMinutes: 90,
  }),
  p('leos bday party sat 18 april 11am to 2pm', 'createEvent', { title: 'party', member: LEO, date: '2026-04-18', time: '11:00', durationMinutes: 180 }),
  p('flight to melbourne friday 6am', 'createEvent', { title: 'flight', date: '2026-03-06', time: '06:00' }),
  p('add a 30 min call with the bank tomorrow at 11', 'createEvent', { title: 'bank', date: '2026-03-05', time: '11:00', durationMinutes: 30 }),
  p("I've got a work dinner on the 20th at 7pm, can you put it in", 'createEvent', { title: 'work dinner', date: '2026-03-20', time: '19:00' }),
  p('mia dentist 3/4 at 10:45', 'createEvent', { title: 'dentist', member: MIA, date: '2026-04-03', time: '10:45' }),
  p("ok so mias got her school photos on thursday and i need to remember that, it's all day i think", 'createEvent', {
    title: 'school photos',
    member: MIA,
    date: '2026-03-05',
    allDay: true,
  }),
  p('soccer training tuesdays and thursdays 5pm for sam', 'createEvent', { title: 'soccer', member: SAM, time: '17:00' }),
  p('Put "Grandma visiting" in for the whole weekend', 'createEvent', { title: 'grandma', date: '2026-03-07', allDay: true }),
  p('yoga at 6.45 tmrw morning', 'createEvent', { title: 'yoga', date: '2026-03-05', time: '06:45' }),
  p('add appointment with dr patel on monday the 16th at quarter past two', 'createEvent', { title: 'patel', date: '2026-03-16', time: '14:15' }),
  p('school assembly friday at 9 remind me half an hour before', 'createEvent', { title: 'assembly', date: '2026-03-06', time: '09:00', reminderMinutes: 30 }),
  p('plumber coming tomorrow between 8 and 10', 'createEvent', { title: 'plumber', date: '2026-03-05', time: '08:00', durationMinutes: 120 }),
  p('leo has a playdate with oscar at 3:30 on sunday', 'createEvent', { title: 'playdate', member: LEO, date: '2026-03-08', time: '15:30' }),
  p('anniversary dinner on the 28th at seven thirty', 'createEvent', { title: 'anniversary dinner', date: '2026-03-28', time: '19:30' }),
  p('car service at the garage on 2 april 8am', 'createEvent', { title: 'car service', date: '2026-04-02', time: '08:00' }),
  p("hey olly mum's birthday is on may the tenth", 'createEvent', { title: 'birthday', date: '2026-05-10', allDay: true }),
  p('olly dentist for sam on the twenty third at twenty past three', 'createEvent', { title: 'dentist', member: SAM, date: '2026-03-23', time: '15:20' }),
  p('netball for mia every thursday 4.15', 'createEvent', { title: 'netball', member: MIA, time: '16:15' }),
  p('conference call at 1 tomorrow for 45 minutes', 'createEvent', { title: 'conference call', date: '2026-03-05', time: '13:00', durationMinutes: 45 }),
  p('add date night to the calendar for saturday 7:30pm pls', 'createEvent', { title: 'date night', date: '2026-03-07', time: '19:30' }),
  p('Remind me at 5:45 to pick up Leo from karate', 'createEvent', { title: 'karate', date: '2026-03-04', time: '17:45', reminderMinutes: 0 }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (18)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('move mias ballet exam to 10am', 'updateEvent', { target: { words: 'ballet exam', member: MIA }, changes: { time: '10:00' } }),
  p('can u push the plumber back to friday', 'updateEvent', { target: { words: 'plumber' }, changes: { date: '2026-03-06' } }),
  p('physio is now at 9 not 8.15', 'updateEvent', { target: { words: 'physio' }, changes: { time: '09:00' } }),
  p('change book club to thursday', 'updateEvent', { target: { words: 'book club' }, changes: { date: '2026-03-05' } }),
  p('rename the accountant meeting to tax meeting', 'updateEvent', { target: { words: 'accountant' }, changes: { title: 'tax meeting' } }),
  p('make sams cricket 2 hours long', 'updateEvent', { target: { words: 'cricket', member: SAM }, changes: { durationMinutes: 120 } }),
  p('reschedule the car service to the 9th of april', 'updateEvent', { target: { words: 'car service' }, changes: { date: '2026-04-09' } }),
  p("bring dinner at nonna's forward to 5.30", 'updateEvent', { target: { words: 'dinner' }, changes: { time: '17:30' } }),
  p('remind me an hour before the anniversary dinner', 'updateEvent', { target: { words: 'anniversary dinner' }, changes: { reminderMinutes: 60 } }),
  p('the school excursion is for sam not leo', 'updateEvent', { target: { words: 'excursion' }, changes: { member: SAM } }),
  p('the flight has been moved to 7:15am', 'updateEvent', { target: { words: 'flight' }, changes: { time: '07:15' } }),
  p("change tomorrow's call with the bank to 2pm", 'updateEvent', { target: { words: 'bank', date: '2026-03-05' }, changes: { time: '14:00' } }),
  p("move friday's assembly to monday", 'updateEvent', { target: { words: 'assembly', date: '2026-03-06' }, changes: { date: '2026-03-09' } }),
  p('can you change the haircut to 4:30 on thursday instead', 'updateEvent', { target: { words: 'haircut' }, changes: { date: '2026-03-05', time: '16:30' } }),
  p("remind me the day before leo's party", 'updateEvent', { target: { words: 'party', member: LEO }, changes: { reminderMinutes: 1440 } }),
  p('date night is at 8 now', 'updateEvent', { target: { words: 'date night' }, changes: { time: '20:00' } }),
  p("shift leo's playdate to saturday", 'updateEvent', { target: { words: 'playdate', member: LEO }, changes: { date: '2026-03-07' } }),
  p('make the conference call half an hour', 'updateEvent', { target: { words: 'conference call' }, changes: { durationMinutes: 30 } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (17)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancle the plumber', 'cancelEvent', { target: { words: 'plumber' } }),
  p("delete mia's ballet exam", 'cancelEvent', { target: { words: 'ballet exam', member: MIA } }),
  p("sam's not doing cricket anymore, take it off", 'cancelEvent', { target: { words: 'cricket', member: SAM }, series: true }),
  p('no piano next week', 'cancelEvent', { target: { words: 'piano', fromDate: '2026-03-09', toDate: '2026-03-15' } }),
  p('cancel all of leos swimming lessons', 'cancelEvent', { target: { words: 'swimming', member: LEO }, series: true }),
  p("scrap thursday's haircut", 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p('clear everything on saturday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-07' } }),
  p('the book club is off this week', 'cancelEvent', { target: { words: 'book club', fromDate: '2026-03-04', toDate: '2026-03-10' } }),
  p('pls remove the dentist on the 3rd of april', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-04-03' } }),
  p("we're not going to dinner at nonna's anymore can u get rid of it", 'cancelEvent', { target: { words: 'dinner' } }),
  p('call off the work dinner', 'cancelEvent', { target: { words: 'work dinner' } }),
  p('stop the tuesday piano lessons for mia', 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p('cancel my 3pm tomorrow', 'cancelEvent', { target: { words: null, time: '15:00', fromDate: '2026-03-05' } }),
  p('wipe my calendar for next monday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-09' } }),
  p('take the flight out of the calendar', 'cancelEvent', { target: { words: 'flight' } }),
  p('cancel swimming for sam this saturday', 'cancelEvent', { target: { words: 'swimming', member: SAM, fromDate: '2026-03-07', toDate: '2026-03-07' } }),
  p("delete tomorrow's conference call", 'cancelEvent', { target: { words: 'conference call', fromDate: '2026-03-05' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// undo (8)
// ---------------------------------------------------------------------------------------------------------------
const UNDO: Phrase[] = [
  p('undo that pls', 'undo'),
  p('oops undo', 'undo'),
  p('no no thats wrong', 'undo'),
  p('scratch that', 'undo'),
  p('can you reverse what you just did', 'undo'),
  p('that was a mistake, put it back how it was', 'undo'),
  p('nope wrong day undo', 'undo'),
  p('revert the last change', 'undo'),
];

// ---------------------------------------------------------------------------------------------------------------
// questions (28): agenda, freeBusy, findEvent, listReminders; questions never create
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('what have we got on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what does sam have this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: SAM }),
  p('anything on for leo on thursday?', ['agenda', 'findEvent'], { fromDate: '2026-03-05', member: LEO }),
  p('how busy am i next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('read me my schedule for today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('whats happening on the 14th', 'agenda', { fromDate: '2026-03-14', toDate: '2026-03-14' }),
  p('show me the family calendar for the rest of the week', 'agenda', { fromDate: '2026-03-04' }),
  p('where does mia need to be on saturday', ['agenda', 'findEvent'], { fromDate: '2026-03-07', member: MIA }),
  p('am i free thursday arvo', 'freeBusy', { date: '2026-03-05', fromTime: '12:00', toTime: '17:00' }),
  p('is sam free at 10 on saturday', 'freeBusy', { date: '2026-03-07', fromTime: '10:00', toTime: '11:00', member: SAM }),
  p('do i have anything at 3pm tomorrow', ['freeBusy', 'findEvent', 'agenda']),
  p('is the 21st clear for me', 'freeBusy', { date: '2026-03-21', fromTime: null, toTime: null }),
  p('r we free sunday evening', 'freeBusy', { date: '2026-03-08', fromTime: '17:00', toTime: '21:00' }),
  p('can leo do a playdate friday morning or is he busy', 'freeBusy', { date: '2026-03-06', fromTime: '08:00', toTime: '12:00', member: LEO }),
  p("when is sam's cricket", 'findEvent', { words: 'cricket', member: SAM }),
  p('whens the next book club', 'findEvent', { words: 'book club' }),
  p('what time is the plumber coming', 'findEvent', { words: 'plumber' }),
  p('do we have anything with the school coming up', 'findEvent', { words: 'school' }),
  p('when did i put the car service in for', 'findEvent', { words: 'car service' }),
  p("is mia's ballet exam this month or next", 'findEvent', { words: 'ballet exam', member: MIA }),
  p('what day is leos party again', 'findEvent', { words: 'party', member: LEO }),
  p('what reminders have i got', 'listReminders'),
  p('list all my reminders pls', 'listReminders'),
  p('did i set a reminder for anything tomorrow', 'listReminders'),
  p('which reminders are coming up', 'listReminders'),
  p('is mia busy on the 12th between 3 and 5', 'freeBusy', { date: '2026-03-12', fromTime: '15:00', toTime: '17:00', member: MIA }),
  p("what's on for the rest of today", 'agenda', { fromDate: '2026-03-04' }),
  p('whens leos next karate', 'findEvent', { words: 'karate', member: LEO }),
];

// ---------------------------------------------------------------------------------------------------------------
// lists and to-dos (42)
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  // addListItems (10)
  p('add bananas, oat milk and dishwasher tablets to the shoping list', 'addListItems', { list: null, items: ['bananas', 'oat milk', 'dishwasher tablets'] }),
  p("we're out of loo roll", 'addListItems', { list: null, items: ['loo roll'] }),
  p('olly add coffee pods to shopping', 'addListItems', { list: null, items: ['coffee pods'] }),
  p('put passports and chargers on the packing list', 'addListItems', { list: 'packing', items: ['passports', 'chargers'] }),
  p('need butter and self raising flour', 'addListItems', { list: null, items: ['butter', 'self raising flour'] }),
  p('add sausages to the bbq list', 'addListItems', { list: 'bbq', items: ['sausages'] }),
  p('can u chuck some avocados on the list', 'addListItems', { list: null, items: ['avocados'] }),
  p('add tinfoil to costco list', 'addListItems', { list: 'costco', items: ['tinfoil'] }),
  p('grocery list: apples, yoghurt, cheese', 'addListItems', { items: ['apples', 'yoghurt', 'cheese'] }),
  p('add nappies size 4 and wipes', 'addListItems', { list: null, items: ['nappies', 'wipes'] }),
  // showList (5)
  p('what do we need from the shops', 'showList', { list: null }),
  p('can i see the camping list', 'showList', { list: 'camping' }),
  p('shopping list pls', 'showList', { list: null }),
  p("what's on the costco list?", 'showList', { list: 'costco' }),
  p('send me the grocery list', 'showList'),
  // tickListItems (6)
  p('got the bread and eggs', 'tickListItems', { items: ['bread', 'eggs'], remove: false }),
  p('bought the oat milk', 'tickListItems', { items: ['oat milk'], remove: false }),
  p('take avocados off the shopping list', 'tickListItems', { list: null, items: ['avocados'], remove: true }),
  p('tick off passports on the packing list', 'tickListItems', { list: 'packing', items: ['passports'], remove: false }),
  p('remove sausages from bbq list, we have heaps', 'tickListItems', { list: 'bbq', items: ['sausages'], remove: true }),
  p('picked up the loo roll', 'tickListItems', { items: ['loo roll'], remove: false }),
  // clearList (3)
  p('empty the shopping list', 'clearList', { list: null }),
  p("clear out the packing list we're back", 'clearList', { list: 'packing' }),
  p('wipe the costco list', 'clearList', { list: 'costco' }),
  // createList (3)
  p('start a new list for christmas presents', 'createList', { name: 'christmas presents' }),
  p('make a list called school uniform', 'createList', { name: 'school uniform' }),
  p('create a camping list', 'createList', { name: 'camping' }),
  // listLists (3)
  p('what lists have we got', 'listLists'),
  p('show all my lists', 'listLists'),
  p('which lists are there', 'listLists'),
  // addTodo (4)
  p('todo: renew car rego', 'addTodo', { tasks: ['renew car rego'] }),
  p('add book the vet to my to do list', 'addTodo', { tasks: ['book the vet'] }),
  p('remind me to sign the permission slip', 'addTodo', { tasks: ['sign the permission slip'] }),
  p('to do list: return library books, order school shoes', 'addTodo', { tasks: ['return library books', 'order school shoes'] }),
  // listTodos (2)
  p('what do i still need to do', 'listTodos'),
  p('read me my list', 'listTodos'),
  // completeTodo (4)
  p('finished number 4', 'completeTodo', { number: 4 }),
  p('mark renew car rego as done', 'completeTodo', { text: 'renew car rego' }),
  p('tick off 3 on my to do list', 'completeTodo', { number: 3 }),
  p('signed the permission slip, cross it off my list', 'completeTodo', { text: 'permission slip' }),
  p('add sunscreen and hats to the beach list', 'addListItems', { list: 'beach', items: ['sunscreen', 'hats'] }),
  p("we've got the dishwasher tablets now", 'tickListItems', { items: ['dishwasher tablets'], remove: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// clarify and other (12): help, sign-in, plan, member facts, events with no day
// ---------------------------------------------------------------------------------------------------------------
const OTHER: Phrase[] = [
  p('what can you do', 'help'),
  p('how do i use this thing', 'help'),
  p('log me in', 'signInLink'),
  p('send me the link to the website', 'signInLink'),
  p('what plan am i on', 'planStatus'),
  p('am i on the free plan or premium', 'planStatus'),
  p("whats leo's birthday", 'memberFacts', { member: LEO, fact: 'birthday' }),
  p('which school does sam go to', 'memberFacts', { member: SAM, fact: 'school' }),
  p('how does mia learn best', 'memberFacts', { member: MIA, fact: 'learningStyle' }),
  ask('put dentist in the calendar'),
  ask('book a haircut for leo'),
  ask('add mias orthodontist appointment'),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...UNDO, ...QUESTIONS, ...LISTS, ...OTHER];
