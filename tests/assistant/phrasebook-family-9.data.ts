// Phrasebook 9 (family): 200 WhatsApp messages from busy parents to the family assistant about Mia, Sam, Leo and
// themselves: school events, sport, lessons, appointments, pick-ups and drop-offs, carpools, parties, play dates,
// excursions, holidays and camps, homework, shopping, chores and reminders, typed in a hurry (abbreviations, emoji,
// missing apostrophes, typos, voice-note transcriptions without punctuation), plus questions, changes, cancellations,
// done items and about fifteen messages asking for two things.
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract
// only (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines; text slots are checked by "contains, ignoring case",
// so only the key word(s) are given. Reminders with a time are events with reminderMinutes 0; without a time they
// are to-dos with reminder true; with a day but no time either is accepted. Where several tools would honestly be
// right, any of them is accepted and only the inputs they share are given. A message asking for two different kinds
// of change lists both tools and no inputs. Requests the assistant does not handle are expected as `help`, no input.
// "next <weekday>", a bare "wednesday", "after school", "at lunch" and "the kids"/"the boys" (which members?) are
// taken as not determined, so no date, time or member is expected for them. An event with no day at all is a question back.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent: appointments, sport, lessons, parties, excursions, holidays, pick-ups and carpools
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('mia dentist appt tmrw 3:15', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-05', time: '15:15' }),
  p('Sam has footy training thurs 5.30 at the oval', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-05', time: '17:30' }),
  p('leo swimming lessons every saturday 9am 🏊', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-07', time: '09:00', recurrence: 'weekly' }),
  p('parent teacher interview for mia next tues 4:40pm', 'createEvent', { title: 'parent teacher', member: MIA, time: '16:40' }),
  p('grab sam from cricket at half 6 tonight', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-04', time: '18:30' }),
  p('school disco friday 6-8, both kids going 🪩', 'createEvent', { title: 'disco', date: '2026-03-06', time: '18:00', durationMinutes: 120 }),
  p('leos bday party at zone bowling sun 11.30', 'createEvent', { title: 'party', member: LEO, date: '2026-03-08', time: '11:30' }),
  p('Mia has a play date with Ruby on Saturday from 2 till 5', 'createEvent', {
    title: 'play date',
    member: MIA,
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 180,
  }),
  p('orthodontist for sam 13th march 8.45am', 'createEvent', { title: 'orthodontist', member: SAM, date: '2026-03-13', time: '08:45' }),
  p('my turn to drive the netball carpool thurs, leaving at quarter past 4', 'createEvent', { title: 'netball', date: '2026-03-05', time: '16:15' }),
  p('yr 5 excursion to the museum mon 16th, mia has to be at school by 8', 'createEvent', {
    title: 'excursion',
    member: MIA,
    date: '2026-03-16',
    time: '08:00',
  }),
  p('Sams piano lesson every tues at 4:30 pls', 'createEvent', { title: 'piano', member: SAM, date: '2026-03-10', time: '16:30', recurrence: 'weekly' }),
  p('drop leo at before school care 7.45am monday', 'createEvent', { title: 'before school care', member: LEO, date: '2026-03-09', time: '07:45' }),
  p('swim carnival for the boys tues 10th, all day', 'createEvent', { title: 'swim carnival', date: '2026-03-10', allDay: true }),
  p('netball grading for mia sat 8am - remind me the day before', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '08:00',
    reminderMinutes: 1440,
  }),
  p('gp appt for me fri quarter to 10', 'createEvent', { title: 'gp', member: null, date: '2026-03-06', time: '09:45' }),
  p('speech therapy for leo every thursday 3:45 starting next week', 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-12',
    time: '15:45',
    recurrence: 'weekly',
  }),
  p('book fair at school thurs 12 march after school', 'createEvent', { title: 'book fair', date: '2026-03-12' }),
  p('doctors for sam tomorrow at 11', 'createEvent', { title: 'doctor', member: SAM, date: '2026-03-05', time: '11:00' }),
  p('mia + leo eye tests 20/3 at 2.30', 'createEvent', { title: 'eye test', member: MIA, alsoMembers: [LEO], date: '2026-03-20', time: '14:30' }),
  p('Please add Sam’s cricket presentation night, Friday 27 March 6:30pm', 'createEvent', {
    title: 'presentation',
    member: SAM,
    date: '2026-03-27',
    time: '18:30',
  }),
  p('holiday camp for mia mon-fri next week 9 to 3 😅', 'createEvent', { title: 'camp', member: MIA, date: '2026-03-09' }),
  p('kids are at their dads all next week', 'createEvent', { title: 'dad', date: '2026-03-09', allDay: true }),
  p('footy photos 8:15 friday morning, sam in full uniform', 'createEvent', { title: 'photo', member: SAM, date: '2026-03-06', time: '08:15' }),
  p('ok so leo has got a party on saturday at 1 its at jacks house', 'createEvent', { title: 'party', member: LEO, date: '2026-03-07', time: '13:00' }),
  p('mia violin every wed and fri 7.30am before school', 'createEvent', { title: 'violin', member: MIA, time: '07:30', recurrence: 'weekly' }),
  p('school pick up every weekday at 3:10', 'createEvent', { title: 'pick up', time: '15:10', recurrence: 'weekly' }),
  p('school holidays start friday 3 april 🎉', 'createEvent', { title: 'holidays', date: '2026-04-03', allDay: true }),
  p('sleepover at ours fri night, mias 3 friends arriving at 6', 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-06', time: '18:00' }),
  p('athletics carnival all day wed 18th for leo', 'createEvent', { title: 'athletics', member: LEO, date: '2026-03-18', allDay: true }),
  p('hair cuts for the boys sat at 10', 'createEvent', { title: 'hair', date: '2026-03-07', time: '10:00' }),
  p('Leo - tutoring 4pm fortnightly on mondays', 'createEvent', { title: 'tutor', member: LEO, date: '2026-03-09', time: '16:00', recurrence: 'fortnightly' }),
  p('Mia’s birthday 22nd May, make it repeat yearly pls 🎂', 'createEvent', { title: 'birthday', member: MIA, date: '2026-05-22', recurrence: 'yearly' }),
  p('swimming for leo and sam at 4.15 today', 'createEvent', { title: 'swim', member: LEO, alsoMembers: [SAM], date: '2026-03-04', time: '16:15' }),
  p('scouts every monday 6.30pm sam', 'createEvent', { title: 'scouts', member: SAM, date: '2026-03-09', time: '18:30', recurrence: 'weekly' }),
  p('cross country for mia thurs. she needs to be there 8.30', 'createEvent', { title: 'cross country', member: MIA, date: '2026-03-05', time: '08:30' }),
  p("I've got a work dinner tonight 7pm", 'createEvent', { title: 'dinner', date: '2026-03-04', time: '19:00' }),
  p('zoo excursion leo 24/3, leave school 9 back 2:30', 'createEvent', { title: 'zoo', member: LEO, date: '2026-03-24', time: '09:00', durationMinutes: 330 }),
  p('mias school concert 26 march 6pm, doors open 5:30', 'createEvent', { title: 'concert', member: MIA, date: '2026-03-26' }),
  p('sams going to a mates bday at the trampoline park sat 3 till 5', 'createEvent', {
    title: 'trampoline',
    member: SAM,
    date: '2026-03-07',
    time: '15:00',
    durationMinutes: 120,
  }),
  p('gymnastics leo 5pm for 45 mins every friday', 'createEvent', {
    title: 'gymnastics',
    member: LEO,
    date: '2026-03-06',
    time: '17:00',
    durationMinutes: 45,
    recurrence: 'weekly',
  }),
  p('can u add carpool for mia and her friend zoe, I drive wed mornings 8:10', 'createEvent', {
    title: 'carpool',
    member: MIA,
    time: '08:10',
    recurrence: 'weekly',
  }),
  p('leos first tball game saturday 8:30 🙌', 'createEvent', { title: 'tball', member: LEO, date: '2026-03-07', time: '08:30' }),
  p('leo needs collecting from ollies at half 3', 'createEvent', { title: 'ollie', member: LEO, date: '2026-03-04', time: '15:30' }),
  p('playdate w/ the nguyen twins for sam sunday 10-12', 'createEvent', {
    title: 'playdate',
    member: SAM,
    date: '2026-03-08',
    time: '10:00',
    durationMinutes: 120,
  }),
  p('um can you put in that leo has his swimming carnival on tuesday the tenth it starts at nine', 'createEvent', {
    title: 'swimming carnival',
    member: LEO,
    date: '2026-03-10',
    time: '09:00',
  }),
  p('so mia has drama club every thursday after school from three thirty to half four', 'createEvent', {
    title: 'drama',
    member: MIA,
    date: '2026-03-05',
    time: '15:30',
    recurrence: 'weekly',
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders: with a time (events reminding at the start or with a lead), without one (to-dos), or with only a day
// ---------------------------------------------------------------------------------------------------------------
const REMIND: Phrase[] = [
  p('at 7 tmrw remind me to pack sams lunch for the excursion', 'createEvent', { title: 'lunch', date: '2026-03-05', time: '07:00', reminderMinutes: 0 }),
  p('pls remind me 8pm tonight to sign leos reader', 'createEvent', { title: 'reader', date: '2026-03-04', time: '20:00', reminderMinutes: 0 }),
  p('quarter to 8 tomorrow morning, remind me to give sam his asthma puffer', 'createEvent', {
    title: 'puffer',
    date: '2026-03-05',
    time: '07:45',
    reminderMinutes: 0,
  }),
  p('swimming assessment for mia friday 4pm, remind me an hour before', 'createEvent', {
    title: 'swim',
    member: MIA,
    date: '2026-03-06',
    time: '16:00',
    reminderMinutes: 60,
  }),
  p('dentist for leo 9:30 mon 9th, reminder 2 hrs before pls', 'createEvent', {
    title: 'dentist',
    member: LEO,
    date: '2026-03-09',
    time: '09:30',
    reminderMinutes: 120,
  }),
  p('mia getting an award at assembly fri 2pm!! remind me half an hour before', 'createEvent', {
    title: 'assembly',
    member: MIA,
    date: '2026-03-06',
    time: '14:00',
    reminderMinutes: 30,
  }),
  p('piano recital sun 2pm for sam - ping me 15 min before so we leave on time', 'createEvent', {
    title: 'recital',
    member: SAM,
    date: '2026-03-08',
    time: '14:00',
    reminderMinutes: 15,
  }),
  p('friday pls remind me to send the permission slip back', ['createEvent', 'addTodo']),
  p('pay the excursion money on the school app - remind me pls', 'addTodo', { tasks: ['excursion'], reminder: true }),
  p('i need a reminder to email mias teacher about the camp form', 'addTodo', { tasks: ['teacher'], reminder: true }),
  p('remind me to return the library books, leos are overdue 🙈', 'addTodo', { tasks: ['library books'], reminder: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// Events with no day: the assistant should ask
// ---------------------------------------------------------------------------------------------------------------
const ASK: Phrase[] = [
  ask('add mias orthodontist appt'),
  ask('leos got a birthday party to go to, need to put it in'),
  ask('put the school working bee in the calendar'),
  ask('new event: sams school camp'),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: moves, new times, shifts, places, notes, members, lengths and reminders
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('swimming’s been moved to 5pm', 'updateEvent', { target: { words: 'swim' }, changes: { time: '17:00' } }),
  p('leos dentist is now thurs not fri', 'updateEvent', { target: { words: 'dentist', member: LEO, date: '2026-03-06' }, changes: { date: '2026-03-05' } }),
  p('piano changed to 4:45 from now on', 'updateEvent', { target: { words: 'piano' }, changes: { time: '16:45' } }),
  p('can we push mias netball back half an hour', 'updateEvent', { target: { words: 'netball', member: MIA }, changes: { shiftMinutes: 30 } }),
  p('sams footy training is at the north oval now', 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { location: 'north oval' } }),
  p('move the sleepover to saturday', 'updateEvent', { target: { words: 'sleepover' }, changes: { date: '2026-03-07' } }),
  p('they bumped the parent teacher interview to 5.20', 'updateEvent', { target: { words: 'parent teacher' }, changes: { time: '17:20' } }),
  p('add leo to the orthodontist on the 13th too', 'updateEvent', { target: { words: 'orthodontist', date: '2026-03-13' }, changes: { addMembers: [LEO] } }),
  p('make the disco 6:30 instead of 6', 'updateEvent', { target: { words: 'disco', time: '18:00' }, changes: { time: '18:30' } }),
  p('tutoring on monday is gonna be 1.5 hrs not 1', 'updateEvent', { target: { words: 'tutor', date: '2026-03-09' }, changes: { durationMinutes: 90 } }),
  p('put a note on fridays pickup - nana is getting the kids', 'updateEvent', { target: { words: 'pick', date: '2026-03-06' }, changes: { note: 'nana' } }),
  p('the zoo excursion is actually for sam not leo', 'updateEvent', { target: { words: 'zoo' }, changes: { member: SAM } }),
  p('leos gym class tmrw is 15 mins earlier', 'updateEvent', { target: { words: 'gym', member: LEO, date: '2026-03-05' }, changes: { shiftMinutes: -15 } }),
  p('set a reminder 1 day before mias concert', 'updateEvent', { target: { words: 'concert', member: MIA }, changes: { reminderMinutes: 1440 } }),
  p('change the title of tuesdays lesson to guitar', 'updateEvent', { target: { words: 'lesson', date: '2026-03-10' }, changes: { title: 'guitar' } }),
  p('mias eye test moved from the 20th to the 27th same time', 'updateEvent', {
    target: { words: 'eye', member: MIA, date: '2026-03-20' },
    changes: { date: '2026-03-27' },
  }),
  p('the before school care drop off monday needs to be 8 instead', 'updateEvent', {
    target: { words: 'before school care', date: '2026-03-09' },
    changes: { time: '08:00' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: one occurrence, whole series, whole days and ranges
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('sams quit footy, take it off the calendar for good', 'cancelEvent', { target: { words: 'footy', member: SAM }, series: true }),
  p('cancel leos swimming this saturday, hes sick 🤒', 'cancelEvent', { target: { words: 'swim', member: LEO, fromDate: '2026-03-07' }, series: false }),
  p('no piano next tuesday', 'cancelEvent', { target: { words: 'piano' }, series: false }),
  p('scrap the play date sat', 'cancelEvent', { target: { words: 'play date', fromDate: '2026-03-07' } }),
  p('tutoring is finished for the term, delete it', 'cancelEvent', { target: { words: 'tutor' }, series: true }),
  p('mias off sick, can u cancel everything on friday for her', 'cancelEvent', { target: { words: null, member: MIA, fromDate: '2026-03-06' } }),
  p('my gp appt is cancelled', 'cancelEvent', { target: { words: 'gp' } }),
  p('mia quit violin 😩 take it out', 'cancelEvent', { target: { words: 'violin', member: MIA }, series: true }),
  p('wipe the weekend from the calendar, were going away', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08' } }),
  p('the 4:30 swim tomorrow isnt happening', 'cancelEvent', { target: { words: 'swim', fromDate: '2026-03-05', time: '16:30' }, series: false }),
  p('no school pickup mon-fri next week, theyre at camp', 'cancelEvent', {
    target: { words: 'pick', fromDate: '2026-03-09', toDate: '2026-03-13' },
    series: false,
  }),
  p('remove the athletics carnival from leos calendar', 'cancelEvent', { target: { words: 'athletics', member: LEO } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions: agenda, when is…, free or busy, reminders set
// ---------------------------------------------------------------------------------------------------------------
const AGENDA: Phrase[] = [
  p('whats on for the kids tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("what's sam got on this week", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),
  p('mias schedule for next week pls', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p('anything happening this weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('what do we have on today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('wats on fri', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('leo monday?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09', member: LEO }),
  p('whats the week looking like for all of us', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: null }),
  p('what have the boys got on thursday the 12th', 'agenda', { fromDate: '2026-03-12', toDate: '2026-03-12' }),
  p('how busy is mia tmrw', ['agenda', 'freeBusy'], { member: MIA }),
  p('between now and sunday what’ve we got on', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-08' }),
  p('run me through tomorrow morning', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
];

const FIND: Phrase[] = [
  p('next swim for mia - when?', 'findEvent', { words: 'swim', member: MIA }),
  p('what time is sams orthodontist', 'findEvent', { words: 'orthodontist', member: SAM }),
  p('when’s the school disco', 'findEvent', { words: 'disco' }),
  p('is the dentist on friday?', 'findEvent', { words: 'dentist', yesNo: true }),
  p('whens leos next game', 'findEvent', { words: 'game', member: LEO }),
  p('what date is the athletics carnival again', 'findEvent', { words: 'athletics' }),
  p('do we have anything coming up?', 'findEvent', { words: null }),
  p('have we got parent teacher interviews this term?', 'findEvent', { words: 'parent teacher', yesNo: true }),
  p('is sams party still on sat', 'findEvent', { words: 'party', member: SAM, yesNo: true }),
  p('what day is mias birthday party', 'findEvent', { words: 'party', member: MIA }),
];

const FREE: Phrase[] = [
  p('is leo free sat morning?', 'freeBusy', { date: '2026-03-07', member: LEO }),
  p('are we free sunday arvo for a bbq', 'freeBusy', { date: '2026-03-08', member: null }),
  p('does mia have anything on after 3 tmrw', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', member: MIA }),
  p('can sam do a play date friday 4-6', 'freeBusy', { date: '2026-03-06', fromTime: '16:00', toTime: '18:00', member: SAM }),
  p('am i clear monday between 9 and 11', 'freeBusy', { date: '2026-03-09', fromTime: '09:00', toTime: '11:00' }),
  p('any clashes if i book leo in for 5pm tuesday?', 'freeBusy', { date: '2026-03-10', fromTime: '17:00', member: LEO }),
  p('r the kids free at lunch on sat', 'freeBusy', { date: '2026-03-07' }),
];

const REMINDERS: Phrase[] = [
  p('what reminders have i got', 'listReminders'),
  p('did i set a reminder for the vet?', 'listReminders', { check: ['vet'] }),
  p('reminders for this week?', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Shared lists: add, tick off, remove, show, clear, create
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add weetbix and bananas to shopping', 'addListItems', { items: ['weetbix', 'bananas'] }),
  p('we’re out of milk 🥛', 'addListItems', { items: ['milk'] }),
  p('need glue sticks + a2 poster paper for mias project', 'addListItems', { items: ['glue sticks', 'poster paper'] }),
  p('shopping list: bread, nappies, dishwasher tabs', 'addListItems', { items: ['bread', 'nappies', 'dishwasher'] }),
  p('add swimming goggles to the camp packing list', 'addListItems', { list: 'camp', items: ['goggles'] }),
  p('pop lunchbox snacks on the list - muesli bars, popcorn, apples', 'addListItems', { items: ['muesli bars', 'popcorn', 'apples'] }),
  p('new school shoes for leo, size 13', ['addListItems', 'addTodo']),
  p('put toilet paper on the list before we run out', 'addListItems', { items: ['toilet paper'] }),
  p('costco list: nappies, paper towel, coffee pods', 'addListItems', { list: 'costco', items: ['nappies', 'paper towel', 'coffee pods'] }),
  p('need eggs, avocado x3, tortillas for taco tues 🌮', 'addListItems', { items: ['eggs', 'avocado', 'tortillas'] }),
  p('add football socks to shopping (sams got holes in all of his)', 'addListItems', { items: ['football socks'] }),
  p('chuck strawberries on the shopping', 'addListItems', { items: ['strawberries'] }),
  p('got the milk', 'tickListItems', { items: ['milk'], remove: false }),
  p('remove nappies from shopping, found a pack in the car', 'tickListItems', { items: ['nappies'], remove: true }),
  p('bought the bread and eggs ✅', 'tickListItems', { items: ['bread', 'eggs'], remove: false }),
  p('scratch the strawberries, theyre $8 a punnet 😤', 'tickListItems', { items: ['strawberries'], remove: true }),
  p('picked up the school shoes', ['tickListItems', 'completeTodo']),
  p('delete coffee pods off the costco list', 'tickListItems', { list: 'costco', items: ['coffee pods'], remove: true }),
  p('goggles packed, tick them off the camp list', 'tickListItems', { list: 'camp', items: ['goggles'], remove: false }),
  p('can i see the shopping list', 'showList'),
  p('is bread on the list?', 'showList', { check: ['bread'] }),
  p('send me the camp packing list', 'showList', { list: 'camp' }),
  p('clear the whole shopping list, did a big shop', 'clearList'),
  p('start a new list for leos party stuff', 'createList', { name: 'party' }),
  p('what lists do we have', 'listLists'),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos and chores: add, tick off, list, clear
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('todo: book sams haircut', 'addTodo', { tasks: ['haircut'] }),
  p('add renew leos passport to my to do list', 'addTodo', { tasks: ['passport'] }),
  p('need to fill in mias camp medical form', 'addTodo', { tasks: ['medical form'] }),
  p('to do - call the school re leos reader, order mias uniform, pay footy fees', 'addTodo', { tasks: ['reader', 'uniform', 'footy fees'] }),
  p('chores for this weekend: clean out the car, mow, wash the dog', 'addTodo', { tasks: ['car', 'mow', 'dog'] }),
  p('put sort the kids winter clothes on my list', 'addTodo', { tasks: ['winter clothes'] }),
  p('gotta RSVP to jacks party', 'addTodo', { tasks: ['rsvp'] }),
  p('add label everything for camp to the todos', 'addTodo', { tasks: ['label'] }),
  p('buy the teacher a thank you gift - add to todos', 'addTodo', { tasks: ['gift'] }),
  p('done 3', 'completeTodo', { number: 3, text: null }),
  p('booked the haircut ✔', 'completeTodo', { text: 'haircut', number: null }),
  p('rsvp done', 'completeTodo', { text: 'rsvp', number: null }),
  p('paid the footy fees, tick that off', 'completeTodo', { text: 'footy fees', number: null }),
  p('number 2 is done', 'completeTodo', { number: 2, text: null }),
  p('finished the medical form finally', 'completeTodo', { text: 'medical form', number: null }),
  p('my to do list pls', 'listTodos'),
  p('tick off everything on my to do list, fresh start', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// Homework and due dates
// ---------------------------------------------------------------------------------------------------------------
const HOMEWORK: Phrase[] = [
  p('sams spelling words due thursday', 'addHomework', { task: 'spelling', member: SAM, dueDate: '2026-03-05' }),
  p('Mia’s got a science poster to do, due next friday', 'addHomework', { task: 'science poster', member: MIA }),
  p('leo hw: reading log, hand in monday', 'addHomework', { task: 'reading log', member: LEO, dueDate: '2026-03-09' }),
  p('homework for mia - maths worksheet p.14, due tmrw', 'addHomework', { task: 'maths', member: MIA, dueDate: '2026-03-05' }),
  p('Leo’s diorama for school is due fri 13th 😬', 'addHomework', { task: 'diorama', member: LEO, dueDate: '2026-03-13' }),
  p('mias book report is due end of next week', 'addHomework', { task: 'book report', member: MIA }),
  p('sam - practise times tables for the test on tues', 'addHomework', { task: 'times tables', member: SAM, dueDate: '2026-03-10' }),
  p('what homework does leo have', 'listHomework', { member: LEO }),
  p('has mia got any assignments due?', 'listHomework', { member: MIA }),
  p('sams homework list pls', 'listHomework', { member: SAM }),
];

// ---------------------------------------------------------------------------------------------------------------
// Family facts, account, undo, help and things the assistant does not do
// ---------------------------------------------------------------------------------------------------------------
const OTHER: Phrase[] = [
  p('when’s leo’s birthday again', 'memberFacts', { member: LEO, fact: 'birthday' }),
  p('which school is sam at', 'memberFacts', { member: SAM, fact: 'school' }),
  p('how does mia learn best', 'memberFacts', { member: MIA, fact: 'learningStyle' }),
  p('oops undo that', 'undo'),
  p('no wait that was wrong, take it back', 'undo'),
  p('need a login link for the app', 'signInLink'),
  p('what plan am i on', 'planStatus'),
  p('what can you do?', 'help', { reason: 'asked' }),
  p('thanks heaps 🙏', 'help', { reason: 'thanks' }),
  p('gonna rain saturday?', 'help'),
];

// ---------------------------------------------------------------------------------------------------------------
// Two requests in one message: both tools accepted, no inputs
// ---------------------------------------------------------------------------------------------------------------
const TWO: Phrase[] = [
  p('add milk to shopping and remind me to call the school', ['addListItems', 'addTodo']),
  p('swimming moved to 5 tomorrow and leos dentist is cancelled', ['updateEvent', 'cancelEvent']),
  p('netball for mia sat 9am, also we need oranges for half time 🍊', ['createEvent', 'addListItems']),
  p('tmrws plan? and can you add bin night to my todos', ['agenda', 'addTodo']),
  p('cancel sams tutoring on monday and put in a dentist for him at 4 instead', ['cancelEvent', 'createEvent']),
  p('bread’s sorted. add butter tho', ['tickListItems', 'addListItems']),
  p('spelling test fri for leo so add study to his homework, and remind me to sign his diary', ['addHomework', 'addTodo']),
  p('if leos free sunday put in a play date w/ max at 10', ['freeBusy', 'createEvent']),
  p('move piano to thurs and add a new music book for sam to the shopping', ['updateEvent', 'addListItems']),
  p('mias excursion friday 9am, and remind me to pay for it', ['createEvent', 'addTodo']),
  p('when is the school disco and whats on the shopping list', ['findEvent', 'showList']),
  p('haircut’s booked (tick it off) - sat 10am for sam', ['completeTodo', 'createEvent']),
  p('clear fridays calendar and add sick day for leo', ['cancelEvent', 'createEvent']),
  p('take eggs off the list and put the camp form on my to do', ['tickListItems', 'addTodo']),
  p('gymnastics is off this week n can u add a reminder to email the coach', ['cancelEvent', 'addTodo']),
];

export const PHRASES: Phrase[] = [
  ...CREATE,
  ...REMIND,
  ...ASK,
  ...UPDATE,
  ...CANCEL,
  ...AGENDA,
  ...FIND,
  ...FREE,
  ...REMINDERS,
  ...LISTS,
  ...TODOS,
  ...HOMEWORK,
  ...OTHER,
  ...TWO,
];
