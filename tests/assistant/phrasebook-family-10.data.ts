// Phrasebook 10 (family WhatsApp): 200 messages busy parents type to the family assistant on their phones, in a
// hurry: no apostrophes, no capitals, txt abbreviations (tmrw, wk, appt, bday, pls, thx, u, b4, w/, hw), emoji,
// typos and autocorrect slips, run-on voice-note transcriptions, news told rather than asked ("sams coach cancelled
// training"), kids by name (Mia, Sam, Leo) or as "both kids" / "the kids", partners and grandparents by role, about
// sport, lessons, school events, appointments, play dates, sleepovers, parties, carpools, pick-ups, homework, the
// shopping list, chores and to-dos, questions, changes and cancellations, and about 15 messages asking for two things.
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract
// only (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines; text slots are checked by "contains, ignoring case",
// so only the key word(s) are given (for a misspelt title word, a part spelt the same both ways). Reminders with a
// time are events with reminderMinutes 0; without a time they are to-dos with reminder true. "Remind me the night
// before" gives no exact number of minutes, so none is expected. Where several tools would honestly be right, any of
// them is accepted and only the inputs they share are given. A message asking for two different kinds of thing lists
// both tools and no inputs. Requests the assistant does not handle are expected as `help`, no input. "next
// <weekday>" and a bare "wednesday" are ambiguous here, so no date is expected for them; "both kids", "the kids" and
// "the boys" name no one member for sure (there are three children), so no member is expected for them.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent: appointments, sport, lessons, school events, parties, sleepovers, carpools, timed reminders
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('sams got footy training tmrw at 4.30 can u put it in', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-05', time: '16:30' }),
  p('the school just emailed, swimming carnival is next thurs 🏊‍♀️', 'createEvent', { title: 'swimming carnival' }),
  p('mia invited to zaras bday party sat 2-4', 'createEvent', { title: 'party', member: MIA, date: '2026-03-07', time: '14:00', durationMinutes: 120 }),
  p('leo dentist fri 9.15am', 'createEvent', { title: 'dentist', member: LEO, date: '2026-03-06', time: '09:15' }),
  p('play date w/ ollie for leo tmrw after school', 'createEvent', { title: 'play', member: LEO, date: '2026-03-05' }),
  p('sleepover at avas for mia fri night 💤', 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-06' }),
  p('nana coming for lunch sun 12', 'createEvent', { title: 'lunch', date: '2026-03-08', time: '12:00' }),
  p('parent teacher interviews r on tues 3.40 for sam', 'createEvent', { title: 'parent teacher', member: SAM, date: '2026-03-10', time: '15:40' }),
  p('school photos thurs!! the kids need full uniform', 'createEvent', { title: 'photos', date: '2026-03-05' }),
  p('first guitar lesson for sam tues 5pm, its every week from now on', 'createEvent', {
    title: 'guitar',
    member: SAM,
    date: '2026-03-10',
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('fyi mias ballet is every sat 9am starting this sat', 'createEvent', {
    title: 'ballet',
    member: MIA,
    date: '2026-03-07',
    time: '09:00',
    recurrence: 'weekly',
  }),
  p('work drinks for me fri from 5.30 🍻', 'createEvent', { title: 'drinks', date: '2026-03-06', time: '17:30' }),
  p('my husband has a work dinner tmrw 7pm so its just me for bedtime', 'createEvent', { title: 'dinner', date: '2026-03-05', time: '19:00' }),
  p('eye test for mia the 12th at 11.30', 'createEvent', { title: 'eye test', member: MIA, date: '2026-03-12', time: '11:30' }),
  p('haircuts for the boys sat morning at 10', 'createEvent', { title: 'haircut', date: '2026-03-07', time: '10:00' }),
  p('zoo excursion for sam on the 13th, permission note came home today', 'createEvent', { title: 'zoo', member: SAM, date: '2026-03-13' }),
  p('can u add mia orthodontist mon 3.15 pls and remind me 1 hr b4', 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    date: '2026-03-09',
    time: '15:15',
    reminderMinutes: 60,
  }),
  p('book club at jess place tonight 7.30', 'createEvent', { title: 'book club', date: '2026-03-04', time: '19:30' }),
  p('leo starts cricket this sat at 8 and its every sat after that', 'createEvent', {
    title: 'cricket',
    member: LEO,
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p('swim school for mia tues and thurs 4.15 ongoing', 'createEvent', { title: 'swim', member: MIA, time: '16:15', recurrence: 'weekly' }),
  p('cleaner comes every second fri at 10, first one is this fri', 'createEvent', {
    title: 'cleaner',
    date: '2026-03-06',
    time: '10:00',
    recurrence: 'fortnightly',
  }),
  p('leos vaccination at the gp tmrw 10.40', 'createEvent', { title: 'vaccination', member: LEO, date: '2026-03-05', time: '10:40' }),
  p('soccer presentation night fri 6pm whole family is going', 'createEvent', { title: 'presentation', date: '2026-03-06', time: '18:00' }),
  p('mias friend lily coming over sat 1 til 4', 'createEvent', { title: 'lily', member: MIA, date: '2026-03-07', time: '13:00', durationMinutes: 180 }),
  p('their dad is collecting the kids fri at 5 for his weekend', 'createEvent', { date: '2026-03-06', time: '17:00' }),
  p('nana flies in sunday, airport pick up at 3.20pm ✈️', 'createEvent', { title: 'airport', date: '2026-03-08', time: '15:20' }),
  p('bins go out tonight, remind me at 8', 'createEvent', { title: 'bins', date: '2026-03-04', time: '20:00', reminderMinutes: 0 }),
  p('pls remind me to call the school at 9 tmrw', 'createEvent', { title: 'school', date: '2026-03-05', time: '09:00', reminderMinutes: 0 }),
  p('bday party for leo at the trampoline place the 14th 11-1 🎉', 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-14',
    time: '11:00',
    durationMinutes: 120,
  }),
  p('sam is going to joshs sleepover sat, drop off 6', 'createEvent', { title: 'sleepover', member: SAM, date: '2026-03-07', time: '18:00' }),
  p('athletics carnival fri for both kids, school hasnt said times yet', 'createEvent', { title: 'athletics', date: '2026-03-06' }),
  p('speech therapy for leo every monday 2.30', 'createEvent', { title: 'speech', member: LEO, date: '2026-03-09', time: '14:30', recurrence: 'weekly' }),
  p('im driving the netball carpool sat 7.45', 'createEvent', { title: 'netball', date: '2026-03-07', time: '07:45' }),
  p('assembly item for mia thurs 9am we should go 👏', 'createEvent', { title: 'assembly', member: MIA, date: '2026-03-05', time: '09:00' }),
  p('physio for me tmrw 12.30', 'createEvent', { title: 'physio', date: '2026-03-05', time: '12:30' }),
  p('date night sat 7pm, nana is babysitting ❤️', 'createEvent', { title: 'date night', date: '2026-03-07', time: '19:00' }),
  p('sams science fair is the 19th all day', 'createEvent', { title: 'science fair', member: SAM, date: '2026-03-19', allDay: true }),
  p('school disco thurs 5.30-7.30 mia and sam going', 'createEvent', {
    title: 'disco',
    date: '2026-03-05',
    time: '17:30',
    durationMinutes: 120,
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('dentist for mia and leo on the 10th back to back from 3.30', 'createEvent', {
    title: 'dentist',
    date: '2026-03-10',
    time: '15:30',
    member: MIA,
    alsoMembers: [LEO],
  }),
  p('tball for leo sat 9 at the oval, remind me 30 min before', 'createEvent', {
    title: 'ball',
    member: LEO,
    date: '2026-03-07',
    time: '09:00',
    reminderMinutes: 30,
  }),
  p('easter egg hunt at nanas on the 5th of april', 'createEvent', { title: 'easter', date: '2026-04-05' }),
  p('mias violin exam the 21st at 10.20 remind me the night before', 'createEvent', { title: 'violin', member: MIA, date: '2026-03-21', time: '10:20' }),
  p('house inspection tmrw between 10 and 11 ugh', 'createEvent', { title: 'inspection', date: '2026-03-05', time: '10:00', durationMinutes: 60 }),
  p('teacher wants to see me about sam fri 8.30 before school', 'createEvent', { title: 'teacher', member: SAM, date: '2026-03-06', time: '08:30' }),
  p('put mias bday in for 23 march every year', 'createEvent', { member: MIA, date: '2026-03-23', recurrence: 'yearly' }),
  p('grandads 80th lunch sun 8 march midday', 'createEvent', { title: '80th', date: '2026-03-08', time: '12:00' }),
  p('footy photos for sam tmrw morning, 8.15 at the club', 'createEvent', { title: 'photos', member: SAM, date: '2026-03-05', time: '08:15' }),
  p('leos kindy orientation is on tuesday at 9.30', 'createEvent', { title: 'orientation', member: LEO, date: '2026-03-10', time: '09:30' }),
  p('pop mias drama rehersal in tonight 6 to 8 pls', 'createEvent', { title: 'drama', member: MIA, date: '2026-03-04', time: '18:00', durationMinutes: 120 }),
  p('at 5 remind me to leave for sams game', 'createEvent', { date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('hockey training sam mon + wed 5pm every wk', 'createEvent', { title: 'hockey', member: SAM, time: '17:00', recurrence: 'weekly' }),
  p('music lessons every fortnight for leo thursday 3.30 starting tomoz', 'createEvent', {
    title: 'music',
    member: LEO,
    date: '2026-03-05',
    time: '15:30',
    recurrence: 'fortnightly',
  }),
  p('vet for biscuit sat 11 🐶', 'createEvent', { title: 'vet', date: '2026-03-07', time: '11:00' }),
  p('sam off to camp tue to thu next wk', 'createEvent', { title: 'camp', member: SAM, date: '2026-03-10' }),
  p('ok so the gp could only fit mia in on friday at 4.45 so thats booked', 'createEvent', { title: 'gp', member: MIA, date: '2026-03-06', time: '16:45' }),
  p('thrusday 3pm leo has the hearing test at the hospital', 'createEvent', { title: 'hearing', member: LEO, date: '2026-03-05', time: '15:00' }),
  p('sam and leo both have swimmng lessons sat 12 noon', 'createEvent', { title: 'swim', date: '2026-03-07', time: '12:00', member: SAM, alsoMembers: [LEO] }),
  // two requests
  p('sam has footy sat 8am, also add orange slices to the shopping list for it 🍊', ['createEvent', 'addListItems']),
  p('mias dentist tmrw 3pm and remind me to grab her referral letter', ['createEvent', 'addTodo']),
  p('if mias free fri at 4 book her a haircut', ['freeBusy', 'createEvent']),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: moves, shifts, new places, notes, people, lengths, reminders, told as news
// ---------------------------------------------------------------------------------------------------------------
const CHANGE: Phrase[] = [
  p('coach says sams training tmrw is 5.30 now', 'updateEvent', { target: { words: 'training', member: SAM, date: '2026-03-05' }, changes: { time: '17:30' } }),
  p('leos dentist needs to move to fri same time', 'updateEvent', { target: { words: 'dentist', member: LEO }, changes: { date: '2026-03-06' } }),
  p('push mias piano back 30 mins tonight', 'updateEvent', { target: { words: 'piano', member: MIA, date: '2026-03-04' }, changes: { shiftMinutes: 30 } }),
  p('swimming is at the leisure centre now not the school pool', 'updateEvent', { target: { words: 'swimming' }, changes: { location: 'leisure centre' } }),
  p('nana is picking sam up from cricket fri, pls note that on it', 'updateEvent', {
    target: { words: 'cricket', member: SAM, date: '2026-03-06' },
    changes: { note: 'nana' },
  }),
  p('add leo to mias dentist appt on tues', 'updateEvent', { target: { words: 'dentist', member: MIA, date: '2026-03-10' }, changes: { addMembers: [LEO] } }),
  p('school just rang, parent teacher thing is now 4.15 not 3.40', 'updateEvent', {
    target: { words: 'parent teacher', time: '15:40' },
    changes: { time: '16:15' },
  }),
  p('make leos soccer on sat an hour earlier', 'updateEvent', { target: { words: 'soccer', member: LEO, date: '2026-03-07' }, changes: { shiftMinutes: -60 } }),
  p('for the eye test i want a reminder the day before pls', 'updateEvent', { target: { words: 'eye test' }, changes: { reminderMinutes: 1440 } }),
  p('change the fri dinner to say dinner at the smiths', 'updateEvent', { target: { words: 'dinner', date: '2026-03-06' }, changes: { title: 'smiths' } }),
  p('hockey goes 90 mins not an hour', 'updateEvent', { target: { words: 'hockey' }, changes: { durationMinutes: 90 } }),
  p('physio moved from tmrw to mon 12.30', 'updateEvent', { target: { words: 'physio', date: '2026-03-05' }, changes: { date: '2026-03-09', time: '12:30' } }),
  p('the sleepover is sams not mias, i put it under the wrong kid 🤦‍♀️', 'updateEvent', { target: { words: 'sleepover' }, changes: { member: SAM } }),
  p('drama rehearsal tonight is starting at 6.30 instead', 'updateEvent', { target: { words: 'drama', date: '2026-03-04' }, changes: { time: '18:30' } }),
  p('guitar this tues only is at 6 not 5', 'updateEvent', { target: { words: 'guitar', date: '2026-03-10' }, changes: { time: '18:00' } }),
  p('make the athletics carnival an all day thing', 'updateEvent', { target: { words: 'athletics' }, changes: { allDay: true } }),
  p('heads up mias swimming tmrw is 15 min later than usual', 'updateEvent', {
    target: { words: 'swimming', member: MIA, date: '2026-03-05' },
    changes: { shiftMinutes: 15 },
  }),
  p('the play date w ollie got pushed to mon same time', 'updateEvent', { target: { words: 'play' }, changes: { date: '2026-03-09' } }),
  p('netball sat is at the indoor courts in glenbrook this wk', 'updateEvent', {
    target: { words: 'netball', date: '2026-03-07' },
    changes: { location: 'glenbrook' },
  }),
  p('new speech lady for leo, put a note on speech therapy: ask for rachel at reception', 'updateEvent', {
    target: { words: 'speech', member: LEO },
    changes: { note: 'rachel' },
  }),
  p('2 hrs b4 the airport pick up i want a reminder', 'updateEvent', { target: { words: 'airport' }, changes: { reminderMinutes: 120 } }),
  p('sams orthodontist is wed the 11th now not tues', 'updateEvent', {
    target: { words: 'orthodontist', member: SAM, date: '2026-03-10' },
    changes: { date: '2026-03-11' },
  }),
  p('footy training tmrw is at the other oval and starts at 4 not 4.30', 'updateEvent', {
    target: { words: 'footy', date: '2026-03-05' },
    changes: { time: '16:00', location: 'other oval' },
  }),
  p('mias bday party is a joint one w sam now, add him pls', 'updateEvent', { target: { words: 'party', member: MIA }, changes: { addMembers: [SAM] } }),
  // two requests
  p('ballet thurs is now 5pm not 4.30, and new ballet shoes on the shopping list', ['updateEvent', 'addListItems']),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: one occurrence, a whole series, a whole day, told as news
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('sams coach cancelled training', 'cancelEvent', { target: { words: 'training', member: SAM } }),
  p('mias off sick so no ballet today 🤒', 'cancelEvent', { target: { words: 'ballet', member: MIA, fromDate: '2026-03-04' }, series: false }),
  p('sam quit karate, get rid of it for good', 'cancelEvent', { target: { words: 'karate', member: SAM }, series: true }),
  p('cancel everything sat were heading to the coast 🏖️', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07' }, series: false }),
  p('leo has gastro, wipe all his stuff tmrw and fri', 'cancelEvent', {
    target: { words: null, member: LEO, fromDate: '2026-03-05', toDate: '2026-03-06' },
    series: false,
  }),
  p('dentist fri is off they rang to cancel', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-06' }, series: false }),
  p('pool is closed on the 13th so no swimming that day', 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-13' }, series: false }),
  p('lilys mum cancelled the play date sat', 'cancelEvent', { target: { words: 'play', fromDate: '2026-03-07' }, series: false }),
  p('tennis is finished for the term, delete the whole series', 'cancelEvent', { target: { words: 'tennis' }, series: true }),
  p('the cleaner cant come this fri', 'cancelEvent', { target: { words: 'cleaner', fromDate: '2026-03-06' }, series: false }),
  p('scratch sams guitar next tues, teachers away', 'cancelEvent', { target: { words: 'guitar', member: SAM }, series: false }),
  p('leos cricket sat is rained out ☔', 'cancelEvent', { target: { words: 'cricket', member: LEO, fromDate: '2026-03-07' }, series: false }),
  p('cancel the 4pm thing tmrw', 'cancelEvent', { target: { fromDate: '2026-03-05', time: '16:00' } }),
  p('delete book club tonight not feeling it', 'cancelEvent', { target: { words: 'book club', fromDate: '2026-03-04' }, series: false }),
  p('no more speech therapy for leo, hes been signed off 🎉', 'cancelEvent', { target: { words: 'speech', member: LEO }, series: true }),
  p('violin exam for mia got cancelled, examiner is sick', 'cancelEvent', { target: { words: 'violin', member: MIA } }),
  p('clear next wk for sam, hes away', 'cancelEvent', { target: { words: null, member: SAM, fromDate: '2026-03-09', toDate: '2026-03-15' }, series: false }),
  p('hockey for sam is over for the season can u remove it', 'cancelEvent', { target: { words: 'hockey', member: SAM }, series: true }),
  // two requests
  p('swimming lessons cancelled this wk, put in a makeup lesson sat 10 instead', ['cancelEvent', 'createEvent']),
  p('cancel sams tutoring tmrw and remind me to email the tutor', ['cancelEvent', 'addTodo']),
];

// ---------------------------------------------------------------------------------------------------------------
// questions: agenda, findEvent, freeBusy, listReminders
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('whos got what on sat', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('kids got much on tmrw?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what does leo have on fri', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: LEO }),
  p('whats our weekend looking like', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('run me thru this wk pls', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('anything on for mia next wk', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p('what have we got on today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('sams schedule for monday?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09', member: SAM }),
  p('sunday plans?', 'agenda', { fromDate: '2026-03-08', toDate: '2026-03-08' }),
  p('what do i need to do tmrw', ['agenda', 'listTodos']),
  p('whens the next dentist', 'findEvent', { words: 'dentist' }),
  p('when is mias next ballet', 'findEvent', { words: 'ballet', member: MIA }),
  p('is the swimming carnival this fri?', 'findEvent', { words: 'swimming carnival', yesNo: true }),
  p('what time is sams game sat', ['findEvent', 'agenda'], { member: SAM }),
  p('when does leo have swimming next', 'findEvent', { words: 'swimming', member: LEO }),
  p('whats coming up', 'findEvent', { words: null }),
  p('forgot when parent teacher night is 🙈', 'findEvent', { words: 'parent teacher' }),
  p('what day did i put the orthodontist in for', 'findEvent', { words: 'orthodontist' }),
  p('is piano still on thurs this wk?', 'findEvent', { words: 'piano', yesNo: true }),
  p('the 80th lunch, what day was that again', 'findEvent', { words: '80th' }),
  p('is mia free after school thurs', 'freeBusy', { date: '2026-03-05', member: MIA }),
  p('are we free sun arvo', 'freeBusy', { date: '2026-03-08', member: null }),
  p('r we free sat between 10 and 12 for a party', 'freeBusy', { date: '2026-03-07', fromTime: '10:00', toTime: '12:00' }),
  p('is sam busy tmrw at 4', 'freeBusy', { date: '2026-03-05', member: SAM, fromTime: '16:00' }),
  p('can leo do a play date fri or has he got stuff on', ['freeBusy', 'agenda'], { member: LEO }),
  p('any clashes on tues 3-5', 'freeBusy', { date: '2026-03-10', fromTime: '15:00', toTime: '17:00' }),
  p('hows monday looking, am i free?', 'freeBusy', { date: '2026-03-09' }),
  p('is everyone free next sat for a family photo 📸', 'freeBusy', { member: null }),
  p('list my reminders', 'listReminders'),
  p('did i set a reminder for the bins', 'listReminders', { check: ['bins'] }),
  p('any reminders for tmrw?', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('does sam have anything on thurs night', ['agenda', 'freeBusy'], { member: SAM }),
  p('whens school photos', 'findEvent', { words: 'photos' }),
  // two requests
  p('whats on sat and add sunscreen to the list', ['agenda', 'addListItems']),
  p('whos doing pick up thurs, and can u add nappies to the list', ['agenda', 'findEvent', 'addListItems']),
];

// ---------------------------------------------------------------------------------------------------------------
// shopping: the shared lists
// ---------------------------------------------------------------------------------------------------------------
const SHOPPING: Phrase[] = [
  p('were out of milk', 'addListItems', { items: ['milk'] }),
  p('add weetbix, bananas and lunch wraps pls', 'addListItems', { items: ['weetbix', 'bananas', 'wraps'] }),
  p('need nappies size 4 and wipes', 'addListItems', { items: ['nappies', 'wipes'] }),
  p('sunscreen on the list for the carnival', 'addListItems', { items: ['sunscreen'] }),
  p('mia needs new goggles stick them on shopping', 'addListItems', { items: ['goggles'] }),
  p('take the eggs off, nana brought some over', 'tickListItems', { items: ['eggs'] }),
  p('is toilet paper on the list already', 'showList', { check: ['toilet paper'] }),
  p('cake candles + a card for joshs party on the list pls', 'addListItems', { items: ['candles', 'card'] }),
  p('add to bunnings list: potting mix, hose fitting', 'addListItems', { list: 'bunnings', items: ['potting mix', 'hose'] }),
  p('add sleeping bag, torch n raincoat to sams camp list', 'addListItems', { list: 'camp', items: ['sleeping bag', 'torch', 'raincoat'] }),
  p('did the big shop, clear the shopping list', 'clearList'),
  p('get rid of everything on the costco list', 'clearList', { list: 'costco' }),
  p('grabbed milk bread and apples', 'tickListItems', { items: ['milk', 'bread', 'apples'], remove: false }),
  p('remove the chocolate from the list leo added it 🙄', 'tickListItems', { items: ['chocolate'], remove: true }),
  p('do we need butter', 'showList', { check: ['butter'] }),
  p('bunnings list pls', 'showList', { list: 'bunnings' }),
  p('avocados x3, lemons, 2l milk', 'addListItems', { items: ['avocado', 'lemons', 'milk'] }),
  p('bday present for ollie', ['addListItems', 'addTodo']),
  p('lunchbox stuff: yoghurt pouches, cheese sticks, crackers', 'addListItems', { items: ['yoghurt', 'cheese', 'crackers'] }),
  p('pls add dishwasher tablets thx', 'addListItems', { items: ['dishwasher tablets'] }),
  p('nvm the wraps, delete them', 'tickListItems', { items: ['wraps'], remove: true }),
  p('dog food and kitty litter', 'addListItems', { items: ['dog food', 'litter'] }),
  // two requests
  p('add bday present for josh to the shopping list and put his party in sat 3pm', ['addListItems', 'createEvent']),
  p('got the milk and bread, whats left on the list', ['tickListItems', 'showList']),
  p('take eggs off the list we have heaps, and add dinner at nanas sun 5.30', ['tickListItems', 'createEvent']),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos and chores
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('remind me to sign leos excursion note', 'addTodo', { tasks: ['excursion'], reminder: true }),
  p('pay the swimming fees', 'addTodo', { tasks: ['swimming fees'] }),
  p('todo: book the car service, renew leos library card', 'addTodo', { tasks: ['car service', 'library card'] }),
  p('kids need to clean their rooms b4 nana comes', 'addTodo', { tasks: ['rooms'] }),
  p('show me my todos', 'listTodos'),
  p('done 2', 'completeTodo', { number: 2, text: null }),
  p('paid the canteen money ✅', 'completeTodo', { text: 'canteen' }),
  p('dont let me forget to return the library books', 'addTodo', { tasks: ['library books'], reminder: true }),
  p('sorted the car rego, tick it off', 'completeTodo', { text: 'rego' }),
  p('clear my todo list its all done', 'clearTodos'),
  p('chores for me this wkend - fix the gate, mow, wash the car. put them on my todos', 'addTodo', { tasks: ['gate', 'mow', 'car'] }),
  p('school jumper needs ordering, remind me pls', 'addTodo', { tasks: ['jumper'], reminder: true }),
  p('number 4 is done', 'completeTodo', { number: 4, text: null }),
  // two requests
  p('add school fees to the todo list and put parent info night in for thurs 6pm', ['addTodo', 'createEvent']),
  p('done the permission slip, whats next on my todo', ['completeTodo', 'listTodos']),
];

// ---------------------------------------------------------------------------------------------------------------
// homework
// ---------------------------------------------------------------------------------------------------------------
const HOMEWORK: Phrase[] = [
  p('mia has a book report due fri', 'addHomework', { task: 'book report', member: MIA, dueDate: '2026-03-06' }),
  p('sams maths sheet is due tmrw', 'addHomework', { task: 'maths', member: SAM, dueDate: '2026-03-05' }),
  p('hw check for sam, whats outstanding', 'listHomework', { member: SAM }),
  p('add spelling words to mias homework, test is thurs', 'addHomework', { task: 'spelling', member: MIA, dueDate: '2026-03-05' }),
  p('science project for sam, due the 20th', 'addHomework', { task: 'science', member: SAM, dueDate: '2026-03-20' }),
  p('leo: reading log due next mon', 'addHomework', { task: 'reading', member: LEO }),
  p('does leo have any hw outstanding', 'listHomework', { member: LEO }),
  p('history assignment for sam, has to be done by fri 📚', 'addHomework', { task: 'history', member: SAM, dueDate: '2026-03-06' }),
  // two requests
  p('mias got a spelling test fri, add study to her hw and whats she got on tmrw', ['addHomework', 'agenda']),
  p('reader due mon for leo add it to his hw, also is he free sat arvo for a play date', ['addHomework', 'freeBusy']),
];

// ---------------------------------------------------------------------------------------------------------------
// other: undo, help, thanks, out of scope, family facts, lists, account, a missing day
// ---------------------------------------------------------------------------------------------------------------
const OTHER: Phrase[] = [
  p('oops that was wrong, undo', 'undo'),
  p('what can u actually do', 'help', { reason: 'asked' }),
  p('thx legend 🙏', 'help', { reason: 'thanks' }),
  p('whats the weather doing sat for soccer', 'help'),
  p('what school is mia at again, need it for a form', 'memberFacts', { member: MIA, fact: 'school' }),
  p('whens leos bday again', ['memberFacts', 'findEvent']),
  p('send me the link to log in on the computer', 'signInLink'),
  p('start a new list for the beach holiday', 'createList', { name: 'beach' }),
  p('which lists do we have', 'listLists'),
  ask('add sams swimming'),
];

export const PHRASES: Phrase[] = [...CREATE, ...CHANGE, ...CANCEL, ...QUESTIONS, ...SHOPPING, ...TODOS, ...HOMEWORK, ...OTHER];
