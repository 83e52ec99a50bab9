// Phrasebook 20 (changes, training set): 160 messages about changing things that already exist — moving,
// renaming, shortening/lengthening, relocating events and adding reminders to them; cancelling one occurrence,
// a whole series or everything on a day; ticking off, removing and clearing to-dos; ticking/removing shopping
// and other shared-list items and clearing lists; cancelling reminders; undo; and questions back when the target
// or the change is unclear. Half are written in the style of public chatbot / voice-assistant request corpora
// (short requests to a phone assistant, polite, terse or indirect, speech-to-text without punctuation, the odd
// typo); half as parents type on WhatsApp.
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. Expectations come from the tool contract only
// (zod input schemas and .describe() texts in functions/assistant/tools/*.ts, tool descriptions in tools.ts) and
// the harness (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines; text slots are checked by "contains, ignoring
// case", so only key word(s) are given. Where a list is named "shopping"/"grocery" the list slot is left unchecked
// (null and "shopping" both fit the contract); where no list is named it is null. Moves by an amount use
// changes.shiftMinutes (negative = earlier). Cancelling a free-standing reminder ("remind me to…" may have made a
// to-do or a timed event) accepts completeTodo or cancelEvent with no inputs checked.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (40)
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  // voice-assistant style
  p('reschedual my dentist appointment to friday', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-06' } }),
  p('move my meeting with the accountant to 3 pm', 'updateEvent', { target: { words: 'accountant' }, changes: { time: '15:00' } }),
  p('please push back my haircut by thirty minutes', 'updateEvent', { target: { words: 'haircut' }, changes: { shiftMinutes: 30 } }),
  p('can you move the school assembly an hour earlier', 'updateEvent', { target: { words: 'assembly' }, changes: { shiftMinutes: -60 } }),
  p('change my doctors appointment from thursday to monday', 'updateEvent', {
    target: { words: 'doctor', date: '2026-03-05' },
    changes: { date: '2026-03-09' },
  }),
  p('rename my event gym to pilates', 'updateEvent', { target: { words: 'gym' }, changes: { title: 'pilates' } }),
  p('make the parent teacher interview forty five minutes long', 'updateEvent', {
    target: { words: 'parent teacher' },
    changes: { durationMinutes: 45 },
  }),
  p('set a reminder for the vet appointment one hour before', 'updateEvent', { target: { words: 'vet' }, changes: { reminderMinutes: 60 } }),
  p('move tomorrows team meeting to ten thirty', 'updateEvent', {
    target: { words: 'team meeting', date: '2026-03-05' },
    changes: { time: '10:30' },
  }),
  p('bring my physio forward to 8 am', 'updateEvent', { target: { words: 'physio' }, changes: { time: '08:00' } }),
  p('delay book club by one day', 'updateEvent', { target: { words: 'book club' }, changes: { shiftMinutes: 1440 } }),
  p('hey change the location of swimming to the aquatic centre', 'updateEvent', {
    target: { words: 'swim' },
    changes: { location: 'aquatic centre' },
  }),
  p('reschedule lunch with dale to one pm', 'updateEvent', { target: { words: 'lunch' }, changes: { time: '13:00' } }),
  p('move my 4 pm to 5 pm', 'updateEvent', { target: { time: '16:00' }, changes: { time: '17:00' } }),
  p('could you move sams football training to saturday morning at nine', 'updateEvent', {
    target: { words: 'football', member: SAM },
    changes: { date: '2026-03-07', time: '09:00' },
  }),
  p('i need to change the time of the plumber to 11', 'updateEvent', { target: { words: 'plumber' }, changes: { time: '11:00' } }),
  p('remind me 15 minutes before mias piano lesson', 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { reminderMinutes: 15 },
  }),
  p('extend the birthday party to three hours', 'updateEvent', { target: { words: 'party' }, changes: { durationMinutes: 180 } }),
  p('only this fridays swimming lesson move it to four thirty', 'updateEvent', {
    target: { words: 'swim', date: '2026-03-06' },
    changes: { time: '16:30' },
  }),
  p('change the title of dinner with the smiths to dinner at nonnas', 'updateEvent', {
    target: { words: 'dinner' },
    changes: { title: 'nonna' },
  }),
  // WhatsApp style
  p('add sam to leos dentist appointment, might as well do both', 'updateEvent', {
    target: { words: 'dentist', member: LEO },
    changes: { addMembers: [SAM] },
  }),
  p('dentist got moved to 3.15', 'updateEvent', { target: { words: 'dentist' }, changes: { time: '15:15' } }),
  p("Mia's piano is now at Mrs Chen's house not the school", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { location: 'chen' },
  }),
  p('push sams playdate back 30 min pls', 'updateEvent', { target: { words: 'playdate', member: SAM }, changes: { shiftMinutes: 30 } }),
  p("Can we move Leo's swimming to Saturday? Pool's shut for maintenance", 'updateEvent', {
    target: { words: 'swim', member: LEO },
    changes: { date: '2026-03-07' },
  }),
  p('can u change "work drinks" to "farewell drinks"', 'updateEvent', { target: { words: 'work drinks' }, changes: { title: 'farewell' } }),
  p("the physio rang, thursday's appt is now 9am", 'updateEvent', {
    target: { words: 'physio', date: '2026-03-05' },
    changes: { time: '09:00' },
  }),
  p('move the haircut from sat to sun same time', 'updateEvent', {
    target: { words: 'haircut', date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p('bring the school run forward 15 mins tomorrow', 'updateEvent', {
    target: { words: 'school run', date: '2026-03-05' },
    changes: { shiftMinutes: -15 },
  }),
  p('Soccer for Sam has been changed to Tuesday 4:30', 'updateEvent', {
    target: { words: 'soccer', member: SAM },
    changes: { date: '2026-03-10', time: '16:30' },
  }),
  p('put a reminder on the vaccination appt, day before', 'updateEvent', { target: { words: 'vaccin' }, changes: { reminderMinutes: 1440 } }),
  p("add a 10 min reminder to leo's daycare pick up", 'updateEvent', {
    target: { words: 'daycare', member: LEO },
    changes: { reminderMinutes: 10 },
  }),
  p('swap the dentist to the 12th please, they had a cancellation', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-12' } }),
  p("can you make friday's netball an hour earlier", 'updateEvent', {
    target: { words: 'netball', date: '2026-03-06' },
    changes: { shiftMinutes: -60 },
  }),
  p("Change Mia's orthodontist to 4pm not 3:30", 'updateEvent', {
    target: { words: 'orthodont', member: MIA },
    changes: { time: '16:00' },
  }),
  p('The assembly is in the hall now not the oval', 'updateEvent', { target: { words: 'assembly' }, changes: { location: 'hall' } }),
  p('reading group for sam is only 30 mins from now on', 'updateEvent', {
    target: { words: 'reading', member: SAM },
    changes: { durationMinutes: 30 },
  }),
  p('make the bbq at the park an all day thing', 'updateEvent', { target: { words: 'bbq' }, changes: { allDay: true } }),
  p('rename leos doctor thing to 3 year checkup', 'updateEvent', { target: { words: 'doctor', member: LEO }, changes: { title: 'checkup' } }),
  p("push tonight's dinner with Jen back to 7.30", 'updateEvent', {
    target: { words: 'dinner', date: '2026-03-04' },
    changes: { time: '19:30' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (35)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  // voice-assistant style
  p('cancel my dentist appointment tommorow', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-05' }, series: false }),
  p('delete the meeting at 3 pm today', 'cancelEvent', {
    target: { words: 'meeting', fromDate: '2026-03-04', time: '15:00' },
    series: false,
  }),
  p('cancel all my events on friday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' }, series: false }),
  p('please remove yoga from my calendar permanently', 'cancelEvent', { target: { words: 'yoga' }, series: true }),
  p('cancel just this mondays tennis lesson', 'cancelEvent', { target: { words: 'tennis', fromDate: '2026-03-09' }, series: false }),
  p('clear my calendar for tomorrow', 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' }, series: false }),
  p('i wont be going to book club tonight take it off', 'cancelEvent', { target: { words: 'book club', fromDate: '2026-03-04' }, series: false }),
  p('cancel every piano lesson for mia', 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p('delete the recurring gym session', 'cancelEvent', { target: { words: 'gym' }, series: true }),
  p('get rid of the haircut on saturday', 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-07' }, series: false }),
  p('remove the 9 30 meeting tomorrow', 'cancelEvent', {
    target: { words: 'meeting', fromDate: '2026-03-05', time: '09:30' },
    series: false,
  }),
  p('cancel lunch with dale', 'cancelEvent', { target: { words: 'lunch' } }),
  p('ok google cancel everything on sunday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-08' }, series: false }),
  p('cancel sams football training this saturday but keep the rest', 'cancelEvent', {
    target: { words: 'football', member: SAM, fromDate: '2026-03-07' },
    series: false,
  }),
  p('stop the weekly swimming lessons altogether', 'cancelEvent', { target: { words: 'swim' }, series: true }),
  p('delete my events for the weekend', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08' },
    series: false,
  }),
  p('can you cancel the parent teacher interview', 'cancelEvent', { target: { words: 'parent teacher' } }),
  // WhatsApp style
  p("Leo's sick, cancel swimming tomorrow", 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-05' },
    series: false,
  }),
  p("No more ballet for Mia, she's quit. Delete it", 'cancelEvent', { target: { words: 'ballet', member: MIA }, series: true }),
  p('playdate w/ the Nguyens is off', 'cancelEvent', { target: { words: 'playdate' } }),
  p("school's shut friday so cancel everything that day", 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' }, series: false }),
  p('cancel tutoring on tuesday only, not the whole thing', 'cancelEvent', { target: { words: 'tutor', fromDate: '2026-03-10' }, series: false }),
  p('Physio cancelled on me, pls take it out of the cal', 'cancelEvent', { target: { words: 'physio' } }),
  p("Take nippers off the calendar for good, season's over", 'cancelEvent', { target: { words: 'nippers' }, series: true }),
  p("we're not doing the bbq on sunday anymore", 'cancelEvent', { target: { words: 'bbq', fromDate: '2026-03-08' }, series: false }),
  p('can u delete the 4pm on thursday', 'cancelEvent', { target: { fromDate: '2026-03-05', time: '16:00' }, series: false }),
  p("cancel mias orthodontist, we'll rebook", 'cancelEvent', { target: { words: 'orthodont', member: MIA } }),
  p('scrap drinks tonight', 'cancelEvent', { target: { words: 'drinks', fromDate: '2026-03-04' }, series: false }),
  p("Sam's soccer is cancelled Sat due to rain", 'cancelEvent', {
    target: { words: 'soccer', member: SAM, fromDate: '2026-03-07' },
    series: false,
  }),
  p("Wipe everything off monday, we're going away", 'cancelEvent', { target: { words: null, fromDate: '2026-03-09' }, series: false }),
  p('Kill the daily reading session, it never happens', 'cancelEvent', { target: { words: 'reading' }, series: true }),
  p("Delete all of Leo's daycare days next week", 'cancelEvent', {
    target: { words: 'daycare', member: LEO, fromDate: '2026-03-09', toDate: '2026-03-15' },
    series: false,
  }),
  p('dentist for sam on the 12th isnt happening, cancel pls', 'cancelEvent', {
    target: { words: 'dentist', member: SAM, fromDate: '2026-03-12' },
    series: false,
  }),
  p('Just the one on Wed the 11th - cancel swim that day', 'cancelEvent', { target: { words: 'swim', fromDate: '2026-03-11' }, series: false }),
  p("nothing's on tomorrow anymore, clear the whole day", 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' }, series: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// completeTodo (25)
// ---------------------------------------------------------------------------------------------------------------
const COMPLETE: Phrase[] = [
  // voice-assistant style
  p('mark call the bank as done', 'completeTodo', { text: 'bank' }),
  p('cross off pay the electricity bill', 'completeTodo', { text: 'electricity' }),
  p('i finished the tax return', 'completeTodo', { text: 'tax' }),
  p('remove book car service from my to do list', 'completeTodo', { text: 'car service' }),
  p('check off number three', 'completeTodo', { number: 3 }),
  p('i no longer need to renew the passport', 'completeTodo', { text: 'passport' }),
  p('done with the school forms', 'completeTodo', { text: 'form' }),
  p('complete the task email the teacher', 'completeTodo', { text: 'teacher' }),
  p('scratch return library books off my to do list', 'completeTodo', { text: 'library' }),
  p('the first item on my to do list is done', 'completeTodo', { number: 1 }),
  p('tick off to do number 2', 'completeTodo', { number: 2 }),
  p('ive done the permission slip', 'completeTodo', { text: 'permission slip' }),
  // WhatsApp style
  p('Booked the vet ✅ tick it off', 'completeTodo', { text: 'vet' }),
  p('done 4', 'completeTodo', { number: 4 }),
  p("Sam's library bag sorted, cross that off", 'completeTodo', { text: 'library bag' }),
  p("finished mia's costume for book week!!", 'completeTodo', { text: 'costume' }),
  p("I don't need to call the council anymore, they rang me", 'completeTodo', { text: 'council' }),
  p('Paid the swimming fees', 'completeTodo', { text: 'swim' }),
  p('Nix "organise babysitter" - mum\'s doing it', 'completeTodo', { text: 'babysitter' }),
  p('label the uniforms is done', 'completeTodo', { text: 'uniform' }),
  p('Can you tick off the dentist forms', 'completeTodo', { text: 'dentist form' }),
  p('Done with number 6 on my list', 'completeTodo', { number: 6 }),
  p("RSVP'd to Olivia's party so that one's done", 'completeTodo', { text: 'rsvp' }),
  p('Got the car rego done finally, take it off my jobs', 'completeTodo', { text: 'rego' }),
  p('Scratch the gutter cleaning off my to-dos', 'completeTodo', { text: 'gutter' }),
];

// ---------------------------------------------------------------------------------------------------------------
// clearTodos (8)
// ---------------------------------------------------------------------------------------------------------------
const CLEAR_TODOS: Phrase[] = [
  p('wipe my to do lsit', 'clearTodos'),
  p('clear all my tasks', 'clearTodos'),
  p('mark everything on my to do list as done', 'clearTodos'),
  p('delete all my to dos please', 'clearTodos'),
  p('Clear the to-do list, fresh start for the week', 'clearTodos'),
  p("I've done every single to do, tick them all off", 'clearTodos'),
  p('empty my todo list', 'clearTodos'),
  p('All my jobs are done, clear the lot off my to do list', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// tickListItems (25)
// ---------------------------------------------------------------------------------------------------------------
const TICK: Phrase[] = [
  // voice-assistant style
  p('remve milk from my shopping list', 'tickListItems', { items: ['milk'], remove: true }),
  p('take eggs and butter off the shopping list', 'tickListItems', { items: ['eggs', 'butter'], remove: true }),
  p('i got the bread', 'tickListItems', { list: null, items: ['bread'], remove: false }),
  p('check off bananas on the grocery list', 'tickListItems', { items: ['banana'], remove: false }),
  p('delete toilet paper from the list', 'tickListItems', { list: null, items: ['toilet paper'], remove: true }),
  p('cross apples off my shopping list', 'tickListItems', { items: ['apple'] }),
  p('i bought the nappies and the wipes', 'tickListItems', { list: null, items: ['nappies', 'wipes'], remove: false }),
  p('mark coffee as bought', 'tickListItems', { list: null, items: ['coffee'], remove: false }),
  p('take sunscreen off the packing list', 'tickListItems', { list: 'packing', items: ['sunscreen'], remove: true }),
  p('we no longer need cheese on the shopping list', 'tickListItems', { items: ['cheese'], remove: true }),
  p('got rice pasta and tinned tomatoes', 'tickListItems', { list: null, items: ['rice', 'pasta', 'tomatoes'], remove: false }),
  p('remove chicken thighs from groceries', 'tickListItems', { items: ['chicken'], remove: true }),
  // WhatsApp style
  p('Got the milk 👍', 'tickListItems', { list: null, items: ['milk'], remove: false }),
  p('Picked up yoghurt and the lunchbox snacks', 'tickListItems', { list: null, items: ['yoghurt', 'snacks'], remove: false }),
  p("Don't need avocados anymore, take them off the shopping", 'tickListItems', { items: ['avocado'], remove: true }),
  p('remove dishwasher tablets from shopping, found a box in the cupboard', 'tickListItems', { items: ['dishwasher'], remove: true }),
  p('Tick off school shoes on the back to school list', 'tickListItems', { list: 'back to school', items: ['shoes'], remove: false }),
  p('Already have nappies, scratch them off the shopping list', 'tickListItems', { items: ['nappies'] }),
  p('grabbed bread, milk & eggs on the way home', 'tickListItems', { list: null, items: ['bread', 'milk', 'eggs'], remove: false }),
  p("Leo's birthday list - got the balloons", 'tickListItems', { list: 'birthday', items: ['balloon'], remove: false }),
  p("take tim tams off the list, we're cutting back", 'tickListItems', { list: null, items: ['tim tam'], remove: true }),
  p('Bought the sausages for the bbq', 'tickListItems', { list: null, items: ['sausage'], remove: false }),
  p('nix the chips from the shopping', 'tickListItems', { items: ['chips'], remove: true }),
  p('found the batteries in the drawer, remove them from the list', 'tickListItems', { list: null, items: ['batteries'], remove: true }),
  p('Dog food ✔️ got it', 'tickListItems', { list: null, items: ['dog food'], remove: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// clearList (8)
// ---------------------------------------------------------------------------------------------------------------
const CLEAR_LIST: Phrase[] = [
  p('clear my shopping list', 'clearList'),
  p('empty the grocery list', 'clearList'),
  p('delete everything on the packing list', 'clearList', { list: 'packing' }),
  p('Did the big shop, you can wipe the shopping list', 'clearList'),
  p("clear the whole shopping list we're starting over", 'clearList'),
  p("Empty the party list, the party's done", 'clearList', { list: 'party' }),
  p('remove all items from my shopping list', 'clearList'),
  p('Wipe the camping list pls', 'clearList', { list: 'camping' }),
];

// ---------------------------------------------------------------------------------------------------------------
// other (19): undo, cancelling free-standing reminders, questions back when the target or change is unclear
// ---------------------------------------------------------------------------------------------------------------
const OTHER: Phrase[] = [
  p('undo', 'undo'),
  p('undo that', 'undo'),
  p('oops undo the last change', 'undo'),
  p('no no put it back how it was', 'undo'),
  p('take that back please', 'undo'),
  p('Wait that was wrong, undo!', 'undo'),
  p('reverse what you just did', 'undo'),
  p('cancel my reminder to ring the insurance company', ['completeTodo', 'cancelEvent']),
  p("Don't need the reminder about putting the bins out tonight anymore", ['completeTodo', 'cancelEvent']),
  p('turn off the reminder to give leo his antibiotics', ['completeTodo', 'cancelEvent']),
  p('nix the reminder to call grandma', ['completeTodo', 'cancelEvent']),
  ask('move it to friday'),
  ask('reschedule my appointment'),
  ask('can you change the time'),
  ask('cancel it'),
  ask('rename it'),
  ask('push it back'),
  ask('cross it off'),
  ask('change mias thing'),
];

export const PHRASES: Phrase[] = [...UPDATE, ...CANCEL, ...COMPLETE, ...CLEAR_TODOS, ...TICK, ...CLEAR_LIST, ...OTHER];
