// Phrasebook: how parents actually type and speak to the assistant, with the tool and key slots we expect.
// Written from the tools' contract (tools.ts: each tool and its input) by someone who had not read the engine;
// when shared lists arrived, the shopping-list phrasings moved from the to-do tools to the list tools.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only the keys given are checked; title/words/tasks must be contained in the engine's value.

export type Expectation =
  | { tool: string | string[]; input?: Record<string, unknown> } // tool: one name, or the names any of which is acceptable
  | { clarify: true }; // the assistant should ask a question back (e.g. an event with no day)
export interface Phrase {
  say: string;
  expect: Expectation;
}

export const MIA = 'Mia Okafor';
export const SAM = 'Sam Okafor';
export const LEO = 'Leo';

export function p(say: string, tool: string | string[], input?: Record<string, unknown>): Phrase {
  return input ? { say, expect: { tool, input } } : { say, expect: { tool } };
}
export function ask(say: string): Phrase {
  return { say, expect: { clarify: true } };
}

// ---------------------------------------------------------------------------------------------------------------
// createEvent: spoken and typed times, dates, ranges, durations, repeats, reminders, members, typos
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('dentist tomorrow at ten am', 'createEvent', { title: 'dentist', date: '2026-03-05', time: '10:00' }),
  p('swim lesson for mia friday two thirty pm', 'createEvent', { title: 'swim', member: MIA, date: '2026-03-06', time: '14:30' }),
  p('parent teacher night thursday half past five', 'createEvent', { title: 'parent teacher', date: '2026-03-05', time: '17:30' }),
  p('football training for sam saturday at quarter to six', 'createEvent', { title: 'football', member: SAM, date: '2026-03-07', time: '17:45' }),
  p('lunch with dale on the thirteenth at noon', 'createEvent', { title: 'lunch', date: '2026-03-13', time: '12:00' }),
  p('team lunch friday midday', 'createEvent', { title: 'team lunch', date: '2026-03-06', time: '12:00' }),
  p('haircut tomorrow 5.30', 'createEvent', { title: 'haircut', date: '2026-03-05', time: '17:30' }),
  p('gym 17:30 on monday', 'createEvent', { title: 'gym', date: '2026-03-09', time: '17:30' }),
  p('mias recital april twelfth 6pm', 'createEvent', { title: 'recital', member: MIA, date: '2026-04-12', time: '18:00' }),
  p('vet appointment for the dog on the 13th at 9am', 'createEvent', { title: 'vet', date: '2026-03-13', time: '09:00' }),
  p('dinner with the neighbours tonight at 8', 'createEvent', { title: 'dinner', date: '2026-03-04', time: '20:00' }),
  p('drinks with jess tonight at 7pm', 'createEvent', { title: 'drinks', date: '2026-03-04', time: '19:00' }),
  p('school tour in two days at 9.30am', 'createEvent', { title: 'school tour', date: '2026-03-06', time: '09:30' }),
  p('book club next friday at 7.30pm', 'createEvent', { title: 'book club', time: '19:30' }),
  p('leo has a playdate 2-4pm saturday', 'createEvent', { title: 'playdate', member: LEO, date: '2026-03-07', time: '14:00', durationMinutes: 120 }),
  p('bday party for sam sunday from four to six in the evening', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-08',
    time: '16:00',
    durationMinutes: 120,
  }),
  p('meeting with the accountant tuesday 10am for 90 minutes', 'createEvent', { title: 'accountant', date: '2026-03-10', time: '10:00', durationMinutes: 90 }),
  p('tennis every tuesday at 4pm', 'createEvent', { title: 'tennis', time: '16:00' }),
  p('piano for mia every thursday at 3.45', 'createEvent', { title: 'piano', member: MIA, time: '15:45' }),
  p('yoga 6am every monday', 'createEvent', { title: 'yoga', time: '06:00' }),
  p('dentist for sam thursday 3pm remind me 30 minutes before', 'createEvent', {
    title: 'dentist',
    member: SAM,
    date: '2026-03-05',
    time: '15:00',
    reminderMinutes: 30,
  }),
  p('hair appt friday 11am remind me an hour before', 'createEvent', { title: 'hair', date: '2026-03-06', time: '11:00', reminderMinutes: 60 }),
  p('flight to melbourne sunday 7am with a reminder the day before', 'createEvent', {
    title: 'flight',
    date: '2026-03-08',
    time: '07:00',
    reminderMinutes: 1440,
  }),
  p("pls add sam's orthodontist tmrw at 2.15", 'createEvent', { title: 'orthodontist', member: SAM, date: '2026-03-05', time: '14:15' }),
  p('can you put Sams football on saterday at 10', 'createEvent', { title: 'football', member: SAM, date: '2026-03-07', time: '10:00' }),
  p('physio thurs 11am', 'createEvent', { title: 'physio', date: '2026-03-05', time: '11:00' }),
  p('Date night Saturday 7:30pm', 'createEvent', { title: 'date night', date: '2026-03-07', time: '19:30' }),
  p('Mia - netball game - Sat 9am', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '09:00' }),
  p('put in a call with the bank at 4', 'createEvent', { title: 'bank', date: '2026-03-04', time: '16:00' }),
  p('conference call at 9', 'createEvent', { title: 'conference call', date: '2026-03-05', time: '09:00' }),
  p('coffee with priya 3/4 at 10am', 'createEvent', { title: 'coffee', date: '2026-04-03', time: '10:00' }),
  p('leo swimming carnival 14/3 all day', 'createEvent', { title: 'swimming carnival', member: LEO, date: '2026-03-14', allDay: true }),
  p('school photo day friday all day', 'createEvent', { title: 'photo', date: '2026-03-06', allDay: true }),
  p('mums birthday lunch march 28 at 12:30', 'createEvent', { title: 'birthday lunch', date: '2026-03-28', time: '12:30' }),
  p('feb four dentist check up 10am', 'createEvent', { title: 'dentist', time: '10:00' }),
  p('add soccer practice for leo every wednesday 4:30pm', 'createEvent', { title: 'soccer', member: LEO, time: '16:30' }),
  p('book a massage for 45 minutes tomorrow at 1pm', 'createEvent', { title: 'massage', date: '2026-03-05', time: '13:00', durationMinutes: 45 }),
  p('car service monday 8am, takes about 3 hours', 'createEvent', { title: 'car service', date: '2026-03-09', time: '08:00', durationMinutes: 180 }),
  p('work drinks thursday 5 till 7', 'createEvent', { title: 'drinks', date: '2026-03-05', time: '17:00', durationMinutes: 120 }),
  p('dentist for mia next monday at 3:30pm', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-09', time: '15:30' }),
  p('footy presentation night on the 20th at 6.30pm', 'createEvent', { title: 'presentation', date: '2026-03-20', time: '18:30' }),
  p('i have a job interview tomorrow at quarter past ten', 'createEvent', { title: 'interview', date: '2026-03-05', time: '10:15' }),
  p('sams excursion to the zoo friday 8.45am', 'createEvent', { title: 'excursion', member: SAM, date: '2026-03-06', time: '08:45' }),
  p("Add Leo's speech therapy Tuesday at 2.30pm", 'createEvent', { title: 'speech therapy', member: LEO, date: '2026-03-10', time: '14:30' }),
  p('add parents evening at school on thursday at 6pm', 'createEvent', { title: 'parents evening', date: '2026-03-05', time: '18:00' }),
  p('bins out tonight 9pm', 'createEvent', { title: 'bins', date: '2026-03-04', time: '21:00' }),
  p('playgroup every friday 9:30am', 'createEvent', { title: 'playgroup', time: '09:30' }),
  p('mia has ballet every monday and wednesday at 4pm', 'createEvent', { title: 'ballet', member: MIA, time: '16:00' }),
  p('plumber coming between 8 and 10 tomorrow morning', 'createEvent', { title: 'plumber', date: '2026-03-05', time: '08:00', durationMinutes: 120 }),
  p('doctor in 3 days at 11:15am', 'createEvent', { title: 'doctor', date: '2026-03-07', time: '11:15' }),
  p('sams cricket match saturday 1pm to 5pm', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-07', time: '13:00', durationMinutes: 240 }),
  p('baby shower sunday at two', 'createEvent', { title: 'baby shower', date: '2026-03-08', time: '14:00' }),
  p('schedule a zoom with the school counsellor at 3pm on the 11th', 'createEvent', { title: 'counsellor', date: '2026-03-11', time: '15:00' }),
  p('PTA meeting on 18 March 7pm', 'createEvent', { title: 'pta', date: '2026-03-18', time: '19:00' }),
  p('grandparents visiting saturday from 10 until 3', 'createEvent', { title: 'grandparents', date: '2026-03-07', time: '10:00', durationMinutes: 300 }),
  p('put leos assembly in the calendar friday 9am', 'createEvent', { title: 'assembly', member: LEO, date: '2026-03-06', time: '09:00' }),
  p('eye test noon on monday', 'createEvent', { title: 'eye test', date: '2026-03-09', time: '12:00' }),
  p('family movie night tonight half past seven', 'createEvent', { title: 'movie night', date: '2026-03-04', time: '19:30' }),
  p('add a 2 hour study session for mia on sunday at 10am', 'createEvent', {
    title: 'study',
    member: MIA,
    date: '2026-03-08',
    time: '10:00',
    durationMinutes: 120,
  }),
  p("can you add mia's rowing regatta on april twelfth at 7am", 'createEvent', { title: 'regatta', member: MIA, date: '2026-04-12', time: '07:00' }),
  p('hey can u book in a haircut for leo on the 13th at 4pm', 'createEvent', { title: 'haircut', member: LEO, date: '2026-03-13', time: '16:00' }),
  p('breakfast meeting friday 7am remind me 15 mins before', 'createEvent', { title: 'breakfast', date: '2026-03-06', time: '07:00', reminderMinutes: 15 }),
  p('Sam: guitar lesson Tuesday 5pm (weekly)', 'createEvent', { title: 'guitar', member: SAM, time: '17:00' }),
  p('mow the lawn saturday at 8 in the morning', 'createEvent', { title: 'mow', date: '2026-03-07', time: '08:00' }),
  p('school pickup at 3.15 today', 'createEvent', { title: 'pickup', date: '2026-03-04', time: '15:15' }),
  p('council clean up collection on the thirteenth at 6am', 'createEvent', { title: 'clean up', date: '2026-03-13', time: '06:00' }),
  p('swimming lessons for leo every saturday 9am starting this week', 'createEvent', { title: 'swimming', member: LEO, date: '2026-03-07', time: '09:00' }),
  p('going to the footy with dad sunday 3pm', 'createEvent', { title: 'footy', date: '2026-03-08', time: '15:00' }),
  p('dinner at the Browns saturday 6.30pm for 3 hours', 'createEvent', { title: 'dinner', date: '2026-03-07', time: '18:30', durationMinutes: 180 }),
  p('dentist check up on the 2nd of april at 10 am', 'createEvent', { title: 'dentist', date: '2026-04-02', time: '10:00' }),
  p("Mia's friend's party next Tuesday 1-3pm", 'createEvent', { title: 'party', member: MIA, date: '2026-03-10', time: '13:00', durationMinutes: 120 }),
  p('mias parent teacher interview on wednesday 11 march 4.10pm', 'createEvent', { title: 'interview', member: MIA, date: '2026-03-11', time: '16:10' }),
  p('book in a call with the builder at 3pm', 'createEvent', { title: 'builder', date: '2026-03-04', time: '15:00' }),
  p('rugby 5:30pm next tuesday for sam', 'createEvent', { title: 'rugby', member: SAM, date: '2026-03-10', time: '17:30' }),
  p('Leo - doctors - 21st March - 11.45am', 'createEvent', { title: 'doctor', member: LEO, date: '2026-03-21', time: '11:45' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders: with a time they are events with reminderMinutes 0; without a time they are to-dos
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('remind me to call grandma at six pm', 'createEvent', { title: 'grandma', date: '2026-03-04', time: '18:00', reminderMinutes: 0 }),
  p('set a reminder for 7am tomorrow to put the bins out', 'createEvent', { title: 'bins', date: '2026-03-05', time: '07:00', reminderMinutes: 0 }),
  p('remind me at 5 to pick up leo from soccer', 'createEvent', { title: 'pick up', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('reminder: pay the electricity bill friday 9am', 'createEvent', { title: 'electricity', date: '2026-03-06', time: '09:00', reminderMinutes: 0 }),
  p('remind me tomorrow at noon to order the birthday cake', 'createEvent', { title: 'cake', date: '2026-03-05', time: '12:00', reminderMinutes: 0 }),
  p('pls remind me to move the car at 4.30', 'createEvent', { title: 'move the car', date: '2026-03-04', time: '16:30', reminderMinutes: 0 }),
  p('can you remind me at quarter to three to leave for pickup', 'createEvent', { title: 'pickup', date: '2026-03-04', time: '14:45', reminderMinutes: 0 }),
  p('set a reminder for the thirteenth at 8am to renew the rego', 'createEvent', { title: 'rego', date: '2026-03-13', time: '08:00', reminderMinutes: 0 }),
  p('remind me monday 9am to book the flu shots', 'createEvent', { title: 'flu shot', date: '2026-03-09', time: '09:00', reminderMinutes: 0 }),
  p('remind sam to take his library books thursday at 7:30am', 'createEvent', { title: 'library books', member: SAM, date: '2026-03-05', time: '07:30' }),
  p('remind me in two days at 10am to check the tax return', 'createEvent', { title: 'tax return', date: '2026-03-06', time: '10:00', reminderMinutes: 0 }),
  p('set a reminder at 17:00 to start dinner', 'createEvent', { title: 'dinner', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('remind me to water the plants tonight at 8pm', 'createEvent', { title: 'water the plants', date: '2026-03-04', time: '20:00', reminderMinutes: 0 }),
  p('reminder for midday saturday - collect dry cleaning', 'createEvent', { title: 'dry cleaning', date: '2026-03-07', time: '12:00', reminderMinutes: 0 }),
  p("remind me about mia's permission slip tomorrow at 8am", 'createEvent', {
    title: 'permission slip',
    date: '2026-03-05',
    time: '08:00',
    reminderMinutes: 0,
  }),
  p('remind me 6pm take the chicken out of the freezer', 'createEvent', { title: 'chicken', date: '2026-03-04', time: '18:00', reminderMinutes: 0 }),
  p('Remind me to text Jo back at 3pm', 'createEvent', { title: 'text jo', date: '2026-03-04', time: '15:00', reminderMinutes: 0 }),
  p('set reminder 9.15 am friday call the dentist', 'createEvent', { title: 'dentist', date: '2026-03-06', time: '09:15', reminderMinutes: 0 }),
  p('remind me at 10 tomorrow to call the vet', 'createEvent', { title: 'vet', date: '2026-03-05', time: '10:00', reminderMinutes: 0 }),
  p('remind me to buy stamps', 'addTodo', { tasks: ['stamps'] }),
  p('remind me to book the car service', 'addTodo', { tasks: ['car service'] }),
  p("remind me to sign mia's excursion form", 'addTodo', { tasks: ['excursion form'] }),
  p('set a reminder to ring the council', 'addTodo', { tasks: ['council'] }),
  p("don't let me forget to order school shoes", 'addTodo', { tasks: ['school shoes'] }),
  p('reminder to email the teacher', 'addTodo', { tasks: ['teacher'] }),
  p('remind me to get a present for jacks party', 'addTodo', { tasks: ['present'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: move, reschedule, push, change time, rename, length, member, reminders on existing events
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p("move sam's dentist to 11am", 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { time: '11:00' } }),
  p('can you change piano to 4.30', 'updateEvent', { target: { words: 'piano' }, changes: { time: '16:30' } }),
  p("reschedule mia's swimming to thursday", 'updateEvent', { target: { words: 'swimming', member: MIA }, changes: { date: '2026-03-05' } }),
  p('push the haircut to friday', 'updateEvent', { target: { words: 'haircut' }, changes: { date: '2026-03-06' } }),
  p('football is at 10 now', 'updateEvent', { target: { words: 'football' }, changes: { time: '10:00' } }),
  p('the vet is actually on monday', 'updateEvent', { target: { words: 'vet' }, changes: { date: '2026-03-09' } }),
  p('rename soccer to soccer training', 'updateEvent', { target: { words: 'soccer' }, changes: { title: 'soccer training' } }),
  p('rename book club to wine night', 'updateEvent', { target: { words: 'book club' }, changes: { title: 'wine night' } }),
  p('make the accountant meeting 30 minutes', 'updateEvent', { target: { words: 'accountant' }, changes: { durationMinutes: 30 } }),
  p("extend sam's cricket to 5 hours", 'updateEvent', { target: { words: 'cricket', member: SAM }, changes: { durationMinutes: 300 } }),
  p('make the playdate an hour and a half', 'updateEvent', { target: { words: 'playdate' }, changes: { durationMinutes: 90 } }),
  p("move tomorrow's 3pm meeting to 4", 'updateEvent', { target: { words: 'meeting', date: '2026-03-05', time: '15:00' }, changes: { time: '16:00' } }),
  p('the school concert got moved to the 18th', 'updateEvent', { target: { words: 'concert' }, changes: { date: '2026-03-18' } }),
  p('shift yoga to 6.15pm', 'updateEvent', { target: { words: 'yoga' }, changes: { time: '18:15' } }),
  p('reschedule the vet from friday to monday', 'updateEvent', { target: { words: 'vet', date: '2026-03-06' }, changes: { date: '2026-03-09' } }),
  p('change the plumber to 9am tomorrow', 'updateEvent', { target: { words: 'plumber' }, changes: { date: '2026-03-05', time: '09:00' } }),
  p('add a reminder 15 minutes before piano', 'updateEvent', { target: { words: 'piano' }, changes: { reminderMinutes: 15 } }),
  p("remind me the day before grandma's visit", 'updateEvent', { target: { words: 'visit' }, changes: { reminderMinutes: 1440 } }),
  p('remind me an hour before my flight', 'updateEvent', { target: { words: 'flight' }, changes: { reminderMinutes: 60 } }),
  p("mia's ballet is now at 4:30", 'updateEvent', { target: { words: 'ballet', member: MIA }, changes: { time: '16:30' } }),
  p('the haircut is for sam not leo', 'updateEvent', { target: { words: 'haircut' }, changes: { member: SAM } }),
  p('make book club all day', 'updateEvent', { target: { words: 'book club' }, changes: { allDay: true } }),
  p('push dinner with the browns to 7pm', 'updateEvent', { target: { words: 'dinner' }, changes: { time: '19:00' } }),
  p('can we move tennis to saturday at 9am', 'updateEvent', { target: { words: 'tennis' }, changes: { date: '2026-03-07', time: '09:00' } }),
  p('postpone the dentist to the 20th', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-20' } }),
  p('bring the meeting with the accountant forward to 9', 'updateEvent', { target: { words: 'accountant' }, changes: { time: '09:00' } }),
  p("change mia's netball to 10am", 'updateEvent', { target: { words: 'netball', member: MIA }, changes: { time: '10:00' } }),
  p("sam's orthodontist has been moved to april twelfth", 'updateEvent', { target: { words: 'orthodontist', member: SAM }, changes: { date: '2026-04-12' } }),
  p('change guitar from tuesday to thursday', 'updateEvent', { target: { words: 'guitar' } }),
  p('the parent teacher interview is only 15 minutes long', 'updateEvent', { target: { words: 'interview' }, changes: { durationMinutes: 15 } }),
  p('actually make the drinks 6 instead', 'updateEvent', { target: { words: 'drinks' }, changes: { time: '18:00' } }),
  p('swimming is at 5.30 now not 5', 'updateEvent', { target: { words: 'swimming' }, changes: { time: '17:30' } }),
  p('change the name of the gym session to pilates', 'updateEvent', { target: { words: 'gym' }, changes: { title: 'pilates' } }),
  p('haircut is 45 mins not an hour', 'updateEvent', { target: { words: 'haircut' }, changes: { durationMinutes: 45 } }),
  p('remind me 2 hours before the flight', 'updateEvent', { target: { words: 'flight' }, changes: { reminderMinutes: 120 } }),
  p("set a reminder for 30 mins before sam's cricket", 'updateEvent', { target: { words: 'cricket', member: SAM }, changes: { reminderMinutes: 30 } }),
  p('move my 10am tomorrow to 11', 'updateEvent', { target: { date: '2026-03-05', time: '10:00' }, changes: { time: '11:00' } }),
  p('push the bbq back to sunday', 'updateEvent', { target: { words: 'bbq' }, changes: { date: '2026-03-08' } }),
  p("move friday's dentist to next monday", 'updateEvent', { target: { words: 'dentist', date: '2026-03-06' }, changes: { date: '2026-03-09' } }),
  p("change the time of leo's assembly to 9:30", 'updateEvent', { target: { words: 'assembly', member: LEO }, changes: { time: '09:30' } }),
  p("the doctor's appointment is at quarter past 3 instead", 'updateEvent', { target: { words: 'doctor' }, changes: { time: '15:15' } }),
  p('reschedule the zoom call to tomorrow at 2pm', 'updateEvent', { target: { words: 'zoom' }, changes: { date: '2026-03-05', time: '14:00' } }),
  p('mias regatta starts at 6am not 7', 'updateEvent', { target: { words: 'regatta', member: MIA }, changes: { time: '06:00' } }),
  p("update the plumber visit, it's now thursday 8am", 'updateEvent', { target: { words: 'plumber' }, changes: { date: '2026-03-05', time: '08:00' } }),
  p('change the netball to sam instead of mia', 'updateEvent', { target: { words: 'netball' }, changes: { member: SAM } }),
  p('can the dinner reservation go an hour later', 'updateEvent', { target: { words: 'dinner' } }),
  p('make football 2 hours long', 'updateEvent', { target: { words: 'football' }, changes: { durationMinutes: 120 } }),
  p("Mia's piano lesson is moving to 5pm", 'updateEvent', { target: { words: 'piano', member: MIA }, changes: { time: '17:00' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: one occurrence, whole series, single event, a whole day
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p("cancel mia's dentist", 'cancelEvent', { target: { words: 'dentist', member: MIA } }),
  p('can you cancel swimming this saturday', 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-07', toDate: '2026-03-07' }, series: false }),
  p('no piano next week', 'cancelEvent', { target: { words: 'piano', fromDate: '2026-03-09', toDate: '2026-03-15' }, series: false }),
  p('stop tennis', 'cancelEvent', { target: { words: 'tennis' }, series: true }),
  p('delete all the guitar lessons', 'cancelEvent', { target: { words: 'guitar' }, series: true }),
  p('leo has quit soccer, take it off the calendar', 'cancelEvent', { target: { words: 'soccer' }, series: true }),
  p("we're not doing netball anymore", 'cancelEvent', { target: { words: 'netball' }, series: true }),
  p("cancel tuesday's yoga", 'cancelEvent', { target: { words: 'yoga', fromDate: '2026-03-10', toDate: '2026-03-10' } }),
  p('clear everything tomorrow', 'cancelEvent', { target: { words: null, fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p('wipe my calendar on friday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06', toDate: '2026-03-06' } }),
  p('delete my meeting at 3pm today', 'cancelEvent', { target: { words: 'meeting', time: '15:00', fromDate: '2026-03-04', toDate: '2026-03-04' } }),
  p("delete my catch up for two o'clock pm tomorrow", 'cancelEvent', {
    target: { words: 'catch up', time: '14:00', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  p('scrap the bbq on sunday', 'cancelEvent', { target: { words: 'bbq', fromDate: '2026-03-08', toDate: '2026-03-08' } }),
  p("cancel all of sam's stuff next week", 'cancelEvent', { target: { member: SAM, fromDate: '2026-03-09', toDate: '2026-03-15' } }),
  p('cancel everything on the weekend', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08' } }),
  p("the plumber isn't coming anymore", 'cancelEvent', { target: { words: 'plumber' } }),
  p('drop the haircut', 'cancelEvent', { target: { words: 'haircut' } }),
  p('cancel footy training for good', 'cancelEvent', { target: { words: 'footy' }, series: true }),
  p('get rid of the vet appointment', 'cancelEvent', { target: { words: 'vet' } }),
  p("mia's party is cancelled", 'cancelEvent', { target: { words: 'party', member: MIA } }),
  p('delete the 4pm on thursday', 'cancelEvent', { target: { time: '16:00', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p("cancel leo's swimming this week", 'cancelEvent', {
    target: { words: 'swimming', member: LEO, fromDate: '2026-03-04', toDate: '2026-03-10' },
    series: false,
  }),
  p('cancel book club', 'cancelEvent', { target: { words: 'book club' } }),
  p('remove the school tour', 'cancelEvent', { target: { words: 'tour' } }),
  p("cancel tonight's dinner", 'cancelEvent', { target: { words: 'dinner', fromDate: '2026-03-04', toDate: '2026-03-04' } }),
  p("no ballet on monday, mia's sick", 'cancelEvent', { target: { words: 'ballet', fromDate: '2026-03-09', toDate: '2026-03-09' }, series: false }),
  p('cancel all piano lessons from now on', 'cancelEvent', { target: { words: 'piano' }, series: true }),
  p('cancel everything on the 13th', 'cancelEvent', { target: { words: null, fromDate: '2026-03-13', toDate: '2026-03-13' } }),
  p('delete rugby', 'cancelEvent', { target: { words: 'rugby' } }),
  p('kill the 9am meeting tomorrow', 'cancelEvent', { target: { words: 'meeting', time: '09:00', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p('we cancelled the playdate on saturday', 'cancelEvent', { target: { words: 'playdate', fromDate: '2026-03-07', toDate: '2026-03-07' } }),
  p("cancel sam's orthodontist", 'cancelEvent', { target: { words: 'orthodontist', member: SAM } }),
  p('clear my afternoon tomorrow', 'cancelEvent', { target: { fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p('take the flight off the calendar', 'cancelEvent', { target: { words: 'flight' } }),
  p('cancel the drinks thursday', 'cancelEvent', { target: { words: 'drinks', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p('pls cancel gym tmrw', 'cancelEvent', { target: { words: 'gym', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p('no more swimming lessons for leo', 'cancelEvent', { target: { words: 'swimming', member: LEO }, series: true }),
  p("cancel this friday's music class", 'cancelEvent', { target: { words: 'music', fromDate: '2026-03-06', toDate: '2026-03-06' }, series: false }),
  p('skip yoga next monday', 'cancelEvent', { target: { words: 'yoga', fromDate: '2026-03-09', toDate: '2026-03-09' }, series: false }),
  p('remove all events on sunday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-08', toDate: '2026-03-08' } }),
  p('cancel the next tennis lesson', 'cancelEvent', { target: { words: 'tennis' }, series: false }),
  p('the school concert is off', 'cancelEvent', { target: { words: 'concert' } }),
  p('delete the accountant meeting', 'cancelEvent', { target: { words: 'accountant' } }),
  p('cancel mias netball for the rest of the season', 'cancelEvent', { target: { words: 'netball', member: MIA }, series: true }),
  p('cancel the dentist on the 20th', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-20', toDate: '2026-03-20' } }),
  p('cancel date night', 'cancelEvent', { target: { words: 'date night' } }),
  p('scratch the car service on monday', 'cancelEvent', { target: { words: 'car service', fromDate: '2026-03-09', toDate: '2026-03-09' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// undo
// ---------------------------------------------------------------------------------------------------------------
const UNDO: Phrase[] = [
  p('undo pls', 'undo'),
  p('oops undo that', 'undo'),
  p("no that's wrong", 'undo'),
  p('take that back', 'undo'),
  p('undo the last thing', 'undo'),
  p('revert that', 'undo'),
  p('scratch that', 'undo'),
  p("that's not right", 'undo'),
  p('nope wrong one, undo', 'undo'),
  p('can you undo that please', 'undo'),
  p('Undo!', 'undo'),
  p('reverse that', 'undo'),
  p("i didn't mean that, undo it", 'undo'),
  p('whoops undo', 'undo'),
  p('get rid of what you just added', ['undo', 'cancelEvent']),
  p('no no no undo', 'undo'),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions: freeBusy, findEvent, listReminders (never createEvent)
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  // freeBusy
  p('am i free at 4.30', 'freeBusy', { date: '2026-03-04', fromTime: '16:30', toTime: '17:30' }),
  p('is sam free saturday morning', 'freeBusy', { date: '2026-03-07', fromTime: '08:00', toTime: '12:00', member: SAM }),
  p('am i busy tomorrow afternoon', 'freeBusy', { date: '2026-03-05', fromTime: '12:00', toTime: '17:00' }),
  p('are we free sunday', 'freeBusy', { date: '2026-03-08', fromTime: null, toTime: null }),
  p('is mia free between 3 and 5 on thursday', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '17:00', member: MIA }),
  p('do i have time for a coffee at 10am friday', 'freeBusy', { date: '2026-03-06', fromTime: '10:00', toTime: '11:00' }),
  p('is leo free friday evening', 'freeBusy', { date: '2026-03-06', fromTime: '17:00', toTime: '21:00', member: LEO }),
  p('am i free tonight', 'freeBusy', { date: '2026-03-04', fromTime: '17:00', toTime: '21:00' }),
  p('am i available at noon on the 13th', 'freeBusy', { date: '2026-03-13', fromTime: '12:00', toTime: '13:00' }),
  p('is my saturday completely free', 'freeBusy', { date: '2026-03-07', fromTime: null, toTime: null }),
  p('r we free next tuesday at 6pm', 'freeBusy', { date: '2026-03-10', fromTime: '18:00', toTime: '19:00' }),
  p('can sam do 9am monday?', 'freeBusy', { date: '2026-03-09', fromTime: '09:00', member: SAM }),
  p('is anything on at 5 tomorrow', ['freeBusy', 'findEvent', 'agenda']),
  p('am i free april twelfth', 'freeBusy', { date: '2026-04-12', fromTime: null, toTime: null }),
  p('is mia busy on wednesday afternoon', 'freeBusy', { date: '2026-03-04', fromTime: '12:00', toTime: '17:00', member: MIA }),
  p('do i have a gap friday afternoon', 'freeBusy', { date: '2026-03-06', fromTime: '12:00', toTime: '17:00' }),
  // findEvent
  p("when's mia's next dentist appointment", 'findEvent', { words: 'dentist', member: MIA }),
  p('when is swimming', 'findEvent', { words: 'swimming' }),
  p("what time is leo's football", 'findEvent', { words: 'football', member: LEO }),
  p("when's the school play", 'findEvent', { words: 'play' }),
  p('what day is the parent teacher interview', 'findEvent', { words: 'interview' }),
  p('do i have any appointments next week', ['findEvent', 'agenda'], { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('when is the vet', 'findEvent', { words: 'vet' }),
  p('have i got a meeting on friday', 'findEvent', { words: 'meeting', fromDate: '2026-03-06' }),
  p('whens grandmas visit', 'findEvent', { words: 'visit' }),
  p('what time is pickup tomorrow', 'findEvent', { words: 'pickup', fromDate: '2026-03-05' }),
  p('when do i next have yoga', 'findEvent', { words: 'yoga' }),
  p("is sam's cricket this saturday or next", 'findEvent', { words: 'cricket', member: SAM }),
  p("when's my haircut", 'findEvent', { words: 'haircut' }),
  p("what time's the flight on sunday", 'findEvent', { words: 'flight' }),
  p("when is leo's next swimming lesson", 'findEvent', { words: 'swimming', member: LEO }),
  p('do i have anything coming up', ['findEvent', 'agenda']),
  p('when did we book the plumber for', 'findEvent', { words: 'plumber' }),
  p('how long is the car service', 'findEvent', { words: 'car service' }),
  // listReminders
  p('show me my reminders', 'listReminders'),
  p('list reminders', 'listReminders'),
  p('which reminders have i got', 'listReminders'),
  p('what am i being reminded about', 'listReminders'),
  p('can u show all my reminders pls', 'listReminders'),
  p('reminders?', 'listReminders'),
  p('what reminders are set', 'listReminders'),
  p('have i got any reminders set up', 'listReminders'),
];

// ---------------------------------------------------------------------------------------------------------------
// agenda
// ---------------------------------------------------------------------------------------------------------------
const AGENDA: Phrase[] = [
  p('what have i got today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("what's happening tomorrow", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what have we got on this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('show me next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('anything on this weekend?', ['agenda', 'findEvent'], { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('what does sam have on saturday', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07', member: SAM }),
  p("what's leo got on this week", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p('my day tomorrow?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("what's on friday", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('calendar for monday pls', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p("what's mia doing on sunday", 'agenda', { fromDate: '2026-03-08', toDate: '2026-03-08', member: MIA }),
  p('how busy is next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("what's on the 13th", 'agenda', { fromDate: '2026-03-13', toDate: '2026-03-13' }),
  p("what's on april twelfth", 'agenda', { fromDate: '2026-04-12', toDate: '2026-04-12' }),
  p("what's the plan for the weekend", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('run me through tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("what's in the diary for thursday", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('whats on 3/4', 'agenda', { fromDate: '2026-04-03', toDate: '2026-04-03' }),
  p('anything on for the kids tomorrow', ['agenda', 'findEvent'], { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("show me sam's week", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),
  p('what have i got on in two days', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p("what's on for the rest of today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('give me the rundown for tuesday', 'agenda', { fromDate: '2026-03-10', toDate: '2026-03-10' }),
  p('schedule for tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("what's mia got next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p("what's coming up this week for leo", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p('agenda', 'agenda'),
  p("what's on the calendar today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('what are we doing saturday', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("tell me what's on next monday", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p('whats happening on the 20th', 'agenda', { fromDate: '2026-03-20', toDate: '2026-03-20' }),
  p('what do the kids have this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("what's on tonight", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('do we have anything on sunday', ['agenda', 'findEvent'], { fromDate: '2026-03-08', toDate: '2026-03-08' }),
  p("what's my week look like", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p("day after tomorrow, what's on?", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos and lists
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  // addTodo
  p('todo pick up dry cleaning', 'addTodo', { tasks: ['dry cleaning'] }),
  p('add bread, butter and jam to the shopping list', 'addListItems', { items: ['bread', 'butter', 'jam'] }),
  p('put nappies, wipes, and formula on the list', 'addListItems', { items: ['nappies', 'wipes', 'formula'] }),
  p('add to my to do list: ring the school, renew passport', 'addTodo', { tasks: ['school', 'passport'] }),
  p('shopping list add toilet paper', 'addListItems', { items: ['toilet paper'] }),
  p('need to get batteries', 'addListItems', { items: ['batteries'] }),
  p('add apples bananas and grapes to shopping', 'addListItems', { items: ['apples', 'bananas', 'grapes'] }),
  p('to do: fix the gate', 'addTodo', { tasks: ['gate'] }),
  p('add milk to the list', 'addListItems', { items: ['milk'] }),
  p('can you add sunscreen and hats to the list', 'addListItems', { items: ['sunscreen', 'hats'] }),
  p("add book mia's haircut to my todos", 'addTodo', { tasks: ['haircut'] }),
  p('groceries: eggs, flour, sugar, vanilla', 'addListItems', { items: ['eggs', 'flour', 'sugar', 'vanilla'] }),
  p('add cat food to the shopping list pls', 'addListItems', { items: ['cat food'] }),
  p('we need more dishwasher tablets, add to list', 'addListItems', { items: ['dishwasher tablets'] }),
  // listTodos
  p('show my list', 'listTodos'),
  p("what's on the to do list", 'listTodos'),
  p("what's left on the shopping list", 'showList'),
  p('read me my todos', 'listTodos'),
  p('what do i need to buy', 'showList'),
  p('to do list?', 'listTodos'),
  p('show me the groceries list', 'showList'),
  p("what's still on my list", 'listTodos'),
  // completeTodo
  p('3 done', 'completeTodo', { number: 3 }),
  p('tick off number 1', 'completeTodo', { number: 1 }),
  p('bought the bread', 'tickListItems', { items: ['bread'] }),
  p('cross off eggs', 'completeTodo', { text: 'eggs' }),
  p('finished number 2', 'completeTodo', { number: 2 }),
  p('got the nappies', 'tickListItems', { items: ['nappies'] }),
  p('take milk off the list', 'tickListItems', { items: ['milk'] }),
  p('#4 done', 'completeTodo', { number: 4 }),
  p('mark the passport one as done', 'completeTodo', { text: 'passport' }),
  p('picked up the dry cleaning', 'tickListItems', { items: ['dry cleaning'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// Clarify: an event with no day, or no detail at all (a day without a time is added all day, and the reply asks for the time)
// ---------------------------------------------------------------------------------------------------------------
const CLARIFY: Phrase[] = [
  p('dentist friday', 'createEvent', { allDay: true, askTime: true }),
  p('add swimming on saturday for mia', 'createEvent', { allDay: true, askTime: true }),
  p('book the vet for next tuesday', 'createEvent', { allDay: true, askTime: true }),
  p('piano lesson tomorrow', 'createEvent', { allDay: true, askTime: true }),
  ask('put an event in'),
  ask('add something to the calendar'),
  ask('new appointment'),
  ask('schedule a meeting'),
  p("mia's party is on the 20th", 'createEvent', { allDay: true, askTime: true }),
  p("can you add sam's excursion on thursday", 'createEvent', { allDay: true, askTime: true }),
  ask('create event'),
  p('book the hairdresser for april twelfth', 'createEvent', { allDay: true, askTime: true }),
  p('we have drinks at the neighbours on saturday', 'createEvent', { allDay: true, askTime: true }),
  ask('add a thing to the calendar pls'),
  p("put leo's assembly in for friday", 'createEvent', { allDay: true, askTime: true }),
  p('doctors appt on the thirteenth', 'createEvent', { allDay: true, askTime: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// Other: help, sign-in, plan, member facts, homework, thanks
// ---------------------------------------------------------------------------------------------------------------
const OTHER: Phrase[] = [
  p('help?', 'help'),
  p('what can you do', 'help'),
  p('how does this work?', 'help'),
  p('what sort of things can i ask you', 'help'),
  p('log me in', 'signInLink'),
  p('send me a login link', 'signInLink'),
  p('how do i log in to the website', 'signInLink'),
  p('sign in', 'signInLink'),
  p('which plan am i on', 'planStatus'),
  p('my subscription', 'planStatus'),
  p('how long is left on my trial', 'planStatus'),
  p('when is leos birthday', 'memberFacts', { member: LEO, fact: 'birthday' }),
  p('what school does sam go to', 'memberFacts', { member: SAM, fact: 'school' }),
  p("what's sam's disc style", 'memberFacts', { member: SAM, fact: 'discStyle' }),
  p('how does mia learn best', 'memberFacts', { member: MIA, fact: 'learningStyle' }),
  p('tell me about leo', 'memberFacts', { member: LEO }),
  p('homework for mia: spelling list due monday', 'addHomework'),
  p('what homework does leo have', 'listHomework'),
  p('thanks!', 'help'),
  p('cheers mate', 'help'),
];

export const PHRASES: Phrase[] = [...CREATE, ...REMINDERS, ...UPDATE, ...CANCEL, ...UNDO, ...QUESTIONS, ...AGENDA, ...TODOS, ...CLARIFY, ...OTHER];
