// Assistant phrasebook 6: requests in the style people use with phone and smart-speaker assistants and chatbots —
// short commands and questions, mostly lowercase, some wordy and indirect ("i was wondering if you could…"), some with
// speech-to-text slips or missing words. 240 requests: calendar adds (58, two of them with no day, so a question back),
// calendar questions (38), cancels (24), moves and changes (24); reminders set (24), asked about (14), changed or
// cancelled (9); shopping list (25); to-do list (19); 5 out-of-scope requests (weather, music, trivia) expected as `help`.
// Written fresh by an AI helper (Claude) at the request of a project session, from the tool contract only (the tool
// names and the zod input schemas with their .describe() texts in functions/assistant/tools), the harness
// (phrasebook.ts) and the format of phrasebook.data.ts; without reading the engine and without running it on these.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the words clearly settle is given; text slots are "contains, ignoring case", so only
// key words are given. Where several tools would honestly be right, the acceptable tools are listed with only the
// inputs they share. "next thursday"-style days are left without a date; a shopping/grocery list is left without `list`;
// "take X off"/"scratch X" leave `remove` open. A reminder with a time is read as an event at that time; "remind me to…"
// with no time is a to-do with reminder true; "remind me N minutes before <event>" changes that event's reminder.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent: adding events, meetings and appointments (56) and two with no day at all (question back)
// ---------------------------------------------------------------------------------------------------------------
const ADD: Phrase[] = [
  p('dentist on the 21st at quarter to five', 'createEvent', { title: 'dentist', date: '2026-03-21', time: '16:45' }),
  p('book a meeting with priya next thursday at 10', 'createEvent', { title: 'meeting', time: '10:00' }),
  p('pencil in a haircut for sam on march 12 at noon', 'createEvent', { title: 'haircut', member: SAM, date: '2026-03-12', time: '12:00' }),
  p('can you put parents night in the calendar for tuesday 17:30', 'createEvent', { title: 'parents night', date: '2026-03-10', time: '17:30' }),
  p('i was wondering if you could add my physio appointment on the 17th at half past 10', 'createEvent', {
    title: 'physio',
    date: '2026-03-17',
    time: '10:30',
  }),
  p('block out friday afternoon from 1 to 5 for the tax return', 'createEvent', { title: 'tax', date: '2026-03-06', time: '13:00', durationMinutes: 240 }),
  p('jot down leos soccer game saturday 9am', 'createEvent', { title: 'soccer', member: LEO, date: '2026-03-07', time: '09:00' }),
  p('add team standup every weekday at 9.15', 'createEvent', { title: 'standup', time: '09:15' }),
  p('swimming for mia and leo on sunday at 11', 'createEvent', { title: 'swimming', member: MIA, alsoMembers: [LEO], date: '2026-03-08', time: '11:00' }),
  p('put in a call with the bank manager at 3', 'createEvent', { title: 'bank', date: '2026-03-04', time: '15:00' }),
  p('gym at 7', 'createEvent', { title: 'gym', date: '2026-03-05', time: '07:00' }),
  p('flight to brisbane in two weeks at 6am', 'createEvent', { title: 'flight', date: '2026-03-18', time: '06:00' }),
  p('schedule a catch up with tom and anita monday quarter past 8', 'createEvent', { title: 'catch up', date: '2026-03-09', time: '08:15' }),
  p('mias birthday march 30 all day', 'createEvent', { title: 'birthday', member: MIA, date: '2026-03-30', allDay: true }),
  p('school photos thursday', 'createEvent', { title: 'school photos', date: '2026-03-05' }),
  p("add a doctor's appointment for leo on april 2 at twenty to four", 'createEvent', { title: 'doctor', member: LEO, date: '2026-04-02', time: '15:40' }),
  p('please add choir practice every wednesday at 4pm starting next week', 'createEvent', { title: 'choir', time: '16:00', recurrence: 'weekly' }),
  p('book the car in for a service tuesday 8 in the morning', 'createEvent', { title: 'service', date: '2026-03-10', time: '08:00' }),
  p('hey could u add date night saturday 7 at night', 'createEvent', { title: 'date night', date: '2026-03-07', time: '19:00' }),
  p('piano lesson for sam 3:45pm fri', 'createEvent', { title: 'piano', member: SAM, date: '2026-03-06', time: '15:45' }),
  p('add a 2 hour workshop on the 25th from 9', 'createEvent', { title: 'workshop', date: '2026-03-25', time: '09:00', durationMinutes: 120 }),
  p('conference call with the sydney office tmrw at 11:30', 'createEvent', { title: 'conference call', date: '2026-03-05', time: '11:30' }),
  p('new event plumber coming day after tomorrow between 8 and 10', 'createEvent', {
    title: 'plumber',
    date: '2026-03-06',
    time: '08:00',
    durationMinutes: 120,
  }),
  p('put the school fete on the calendar for the 28th', 'createEvent', { title: 'fete', date: '2026-03-28' }),
  p('coffee with marcus at half past three', 'createEvent', { title: 'coffee', date: '2026-03-04', time: '15:30' }),
  p('add interview with the recruiter at ten past eleven thursday', 'createEvent', { title: 'interview', date: '2026-03-05', time: '11:10' }),
  p("i need to add an event. pickup from grandma's in 3 days at 5", 'createEvent', { title: 'grandma', date: '2026-03-07', time: '17:00' }),
  p('dinner at the nguyens a week from today at 6.30', 'createEvent', { title: 'dinner', date: '2026-03-11', time: '18:30' }),
  p('can you schedule a zoom with the lawyers on march 19 at 2', 'createEvent', { title: 'zoom', date: '2026-03-19', time: '14:00' }),
  p("add mia's netball every saturday at 8:40am", 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '08:40', recurrence: 'weekly' }),
  p('sams orthodontist on the 9th at 10 past 2', 'createEvent', { title: 'orthodontist', member: SAM, date: '2026-03-09', time: '14:10' }),
  p('put down a one on one with jordan at 1', 'createEvent', { title: 'one on one', date: '2026-03-05', time: '13:00' }),
  p('add an appointment at the bank for the 31st at 9:30', 'createEvent', { title: 'bank', date: '2026-03-31', time: '09:30' }),
  p('eye test april 10 at 12', 'createEvent', { title: 'eye test', date: '2026-04-10', time: '12:00' }),
  p('add yoga class daily at 6:15am', 'createEvent', { title: 'yoga', time: '06:15', recurrence: 'daily' }),
  p("could you please add the kids' swimming carnival on friday 13 march", 'createEvent', { title: 'swimming carnival', date: '2026-03-13' }),
  p('sams graduation ceremony may 4th 11 am', 'createEvent', { title: 'ceremony', member: SAM, date: '2026-05-04', time: '11:00' }),
  p('add a meeting with the principal at 8:45 tomorrow morning and remind me 15 minutes before', 'createEvent', {
    title: 'meeting',
    date: '2026-03-05',
    time: '08:45',
    reminderMinutes: 15,
  }),
  p('new appointment: vet, thurs 9 am, 30 mins', 'createEvent', { title: 'vet', date: '2026-03-05', time: '09:00', durationMinutes: 30 }),
  p('add lunch with the in-laws on sunday at 1pm for 3 hours', 'createEvent', { title: 'lunch', date: '2026-03-08', time: '13:00', durationMinutes: 180 }),
  p('add bin night every tuesday at 7pm', 'createEvent', { title: 'bin', date: '2026-03-10', time: '19:00', recurrence: 'weekly' }),
  p('pay rent on the 1st of every month starting april', 'createEvent', { title: 'rent', date: '2026-04-01', recurrence: 'monthly' }),
  p('add anniversary dinner march 14 at 7:30pm', 'createEvent', { title: 'anniversary', date: '2026-03-14', time: '19:30' }),
  p("put sam's footy training on the calendar thursday 5 til 6:30", 'createEvent', {
    title: 'footy',
    member: SAM,
    date: '2026-03-05',
    time: '17:00',
    durationMinutes: 90,
  }),
  p('add a dennist appointment for leo on monday at 9', 'createEvent', { title: 'appointment', member: LEO, date: '2026-03-09', time: '09:00' }),
  p('ad meeting with carla friday at two thirty', 'createEvent', { title: 'meeting', date: '2026-03-06', time: '14:30' }),
  p('school assembly tomorrow 9', 'createEvent', { title: 'assembly', date: '2026-03-05', time: '09:00' }),
  p('can u book me in for a massage on the 20th at 4 oclock', 'createEvent', { title: 'massage', date: '2026-03-20', time: '16:00' }),
  p('parent interview for leo march 18 17:15', 'createEvent', { title: 'interview', member: LEO, date: '2026-03-18', time: '17:15' }),
  p('hold next monday morning 9 to 12 for the offsite', 'createEvent', { title: 'offsite', time: '09:00', durationMinutes: 180 }),
  p('add drinks after work on friday at 5:30pm with kate and ben', 'createEvent', { title: 'drinks', date: '2026-03-06', time: '17:30' }),
  p('add the book club meeting to my calendar in ten days at 7pm', 'createEvent', { title: 'book club', date: '2026-03-14', time: '19:00' }),
  p("uhh can you add a thing for tomorrow at 4, leo's playdate with ollie", 'createEvent', {
    title: 'playdate',
    member: LEO,
    date: '2026-03-05',
    time: '16:00',
  }),
  p('mia has a science excursion on the 11th', 'createEvent', { title: 'excursion', member: MIA, date: '2026-03-11' }),
  p('add work dinner thurs half six', 'createEvent', { title: 'dinner', date: '2026-03-05', time: '18:30' }),
  p("i'd like to schedule a haircut at 10 to 9 on saturday", 'createEvent', { title: 'haircut', date: '2026-03-07', time: '08:50' }),
  ask('put a dentist appointment in'),
  ask('can you book something in with the plumber'),
];

// ---------------------------------------------------------------------------------------------------------------
// Calendar questions: agenda, findEvent, freeBusy
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p("what's on tomorrow", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('whats happening this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('what does mia have on friday', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: MIA }),
  p('when is the dentist', 'findEvent', { words: 'dentist' }),
  p("when's leo's next swimming lesson", 'findEvent', { words: 'swimming', member: LEO }),
  p('do i have anything on saturday morning', ['agenda', 'freeBusy']),
  p('am i free thursday at 2', 'freeBusy', { date: '2026-03-05', fromTime: '14:00' }),
  p('is sam free on the 21st', 'freeBusy', { date: '2026-03-21', member: SAM }),
  p("what's my week look like", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('anything on next week?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('do we have the school fete on the calendar', 'findEvent', { words: 'fete', yesNo: true }),
  p('is the parent teacher interview on tuesday', 'findEvent', { words: 'interview', yesNo: true }),
  p('what time is the meeting with priya tomorrow', 'findEvent', { words: 'priya' }),
  p('what have i got on today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('show me the calendar for march 12', 'agenda', { fromDate: '2026-03-12', toDate: '2026-03-12' }),
  p('how busy is monday', ['agenda', 'freeBusy']),
  p('when do i see the physio next', 'findEvent', { words: 'physio' }),
  p('is there anything in the diary for the 17th', ['agenda', 'freeBusy']),
  p('whens sams footy', 'findEvent', { words: 'footy', member: SAM }),
  p('do i have a haircut booked', 'findEvent', { words: 'haircut', yesNo: true }),
  p('are we free sunday afternoon', 'freeBusy', { date: '2026-03-08', member: null }),
  p('can leo do a playdate on saturday or is he busy', 'freeBusy', { date: '2026-03-07', member: LEO }),
  p("what's coming up", ['findEvent', 'agenda']),
  p("tell me what mia's got on this week", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p('when is mums birthday', 'findEvent', { words: 'birthday' }),
  p('am i busy between 3 and 5 tomorrow', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '17:00' }),
  p("what's on the calendar for the day after tomorrow", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('do i have any meetings on friday', ['findEvent', 'agenda'], { fromDate: '2026-03-06' }),
  p("what time's the vet on thursday", 'findEvent', { words: 'vet' }),
  p("is mia's recital this month", 'findEvent', { words: 'recital', member: MIA, yesNo: true }),
  p("when's the next bin night", 'findEvent', { words: 'bin' }),
  p('check if im free on march 19 at 10 30', 'freeBusy', { date: '2026-03-19', fromTime: '10:30' }),
  p("what's sam doing tomorrow afternoon", 'agenda', { fromDate: '2026-03-05', member: SAM }),
  p('how many things have i got on this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('whats on 2day', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('hey when is the flight to brisbane', 'findEvent', { words: 'flight' }),
  p("could you let me know if there's room in my schedule tuesday morning", 'freeBusy', { date: '2026-03-10' }),
  p('what do i have on the 18th', 'agenda', { fromDate: '2026-03-18', toDate: '2026-03-18' }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancel the dentist tomorrow', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-05' } }),
  p('scrap my meeting with priya', 'cancelEvent', { target: { words: 'priya' } }),
  p('axe the gym session on monday', 'cancelEvent', { target: { words: 'gym', fromDate: '2026-03-09' } }),
  p("delete leo's playdate on saturday", 'cancelEvent', { target: { words: 'playdate', member: LEO, fromDate: '2026-03-07' } }),
  p('remove the 3pm call', 'cancelEvent', { target: { words: 'call', time: '15:00' } }),
  p('clear everything on friday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' } }),
  p('stop the weekly piano lessons altogether', 'cancelEvent', { target: { words: 'piano' }, series: true }),
  p("cancel just this week's choir", 'cancelEvent', { target: { words: 'choir' }, series: false }),
  p("we're not going to the fete anymore, take it off", 'cancelEvent', { target: { words: 'fete' } }),
  p("can you get rid of sam's haircut", 'cancelEvent', { target: { words: 'haircut', member: SAM } }),
  p('cancel yoga for good', 'cancelEvent', { target: { words: 'yoga' }, series: true }),
  p('drop tennis on the 17th', 'cancelEvent', { target: { words: 'tennis', fromDate: '2026-03-17' }, series: false }),
  p('please cancel all my appointments next week', 'cancelEvent', { target: { fromDate: '2026-03-09', toDate: '2026-03-15' } }),
  p('cancle the vet thursday', 'cancelEvent', { target: { words: 'vet', fromDate: '2026-03-05' } }),
  p('i need to cancel mias ballet class tomorrow', 'cancelEvent', { target: { words: 'ballet', member: MIA, fromDate: '2026-03-05' } }),
  p('kill the 10am on the 12th', 'cancelEvent', { target: { time: '10:00', fromDate: '2026-03-12' } }),
  p('call off date night', 'cancelEvent', { target: { words: 'date night' } }),
  p("the plumber isn't coming anymore so delete that", 'cancelEvent', { target: { words: 'plumber' } }),
  p('wipe my calendar for the weekend', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08' } }),
  p('cancel the conference call', 'cancelEvent', { target: { words: 'conference call' } }),
  p('football training for sam is cancelled this saturday', 'cancelEvent', { target: { words: 'football', member: SAM, fromDate: '2026-03-07' } }),
  p('erase the massage on the 20th', 'cancelEvent', { target: { words: 'massage', fromDate: '2026-03-20' } }),
  p("get rid of the standup meetings they're not happening anymore", 'cancelEvent', { target: { words: 'standup' }, series: true }),
  p('take lunch with the in-laws off the calendar', 'cancelEvent', { target: { words: 'lunch' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: moving and changing events
// ---------------------------------------------------------------------------------------------------------------
const MOVE: Phrase[] = [
  p('move the dentist to friday', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-06' } }),
  p('push my haircut back an hour', 'updateEvent', { target: { words: 'haircut' }, changes: { shiftMinutes: 60 } }),
  p('bump the 3pm to 4', 'updateEvent', { target: { time: '15:00' }, changes: { time: '16:00' } }),
  p('slide the team meeting to thursday at 11', 'updateEvent', { target: { words: 'team meeting' }, changes: { date: '2026-03-05', time: '11:00' } }),
  p('can we reschedule the physio to march 20', 'updateEvent', { target: { words: 'physio' }, changes: { date: '2026-03-20' } }),
  p('make the vet appointment half an hour earlier', 'updateEvent', { target: { words: 'vet' }, changes: { shiftMinutes: -30 } }),
  p("change leo's swimming from saturday to sunday", 'updateEvent', {
    target: { words: 'swimming', member: LEO, date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p("move friday's meeting with carla to monday at quarter past nine", 'updateEvent', {
    target: { words: 'carla', date: '2026-03-06' },
    changes: { date: '2026-03-09', time: '09:15' },
  }),
  p('reschedule date night to the 21st', 'updateEvent', { target: { words: 'date night' }, changes: { date: '2026-03-21' } }),
  p('push everything tomorrow back 30 mins', 'updateEvent', { target: { words: null, date: '2026-03-05' }, changes: { shiftMinutes: 30 } }),
  p('the zoom with the lawyers is now at 3:30', 'updateEvent', { target: { words: 'zoom' }, changes: { time: '15:30' } }),
  p('rename the offsite to planning day', 'updateEvent', { target: { words: 'offsite' }, changes: { title: 'planning day' } }),
  p('make book club 2 hours long', 'updateEvent', { target: { words: 'book club' }, changes: { durationMinutes: 120 } }),
  p('change the location of swimming to the aquatic centre', 'updateEvent', { target: { words: 'swimming' }, changes: { location: 'aquatic' } }),
  p("move sam's orthodontist to next week same time", 'updateEvent', { target: { words: 'orthodontist', member: SAM } }),
  p('can the interview be shifted to 1 pm', 'updateEvent', { target: { words: 'interview' }, changes: { time: '13:00' } }),
  p('delay the conference call by 15 minutes', 'updateEvent', { target: { words: 'conference call' }, changes: { shiftMinutes: 15 } }),
  p('bring the school tour forward a day', 'updateEvent', { target: { words: 'school tour' }, changes: { shiftMinutes: -1440 } }),
  p('put the massage back to 5', 'updateEvent', { target: { words: 'massage' }, changes: { time: '17:00' } }),
  p("change mia's piano to 4:15", 'updateEvent', { target: { words: 'piano', member: MIA }, changes: { time: '16:15' } }),
  p('switch the anniversary dinner to saturday the 14th', 'updateEvent', { target: { words: 'anniversary' }, changes: { date: '2026-03-14' } }),
  p('the plumber can only come at noon now', 'updateEvent', { target: { words: 'plumber' }, changes: { time: '12:00' } }),
  p('add leo to the dentist', 'updateEvent', { target: { words: 'dentist' }, changes: { addMembers: [LEO] } }),
  p('moove the gym to 6 in the evening', 'updateEvent', { target: { words: 'gym' }, changes: { time: '18:00' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders: setting them (a timed one is an event, an untimed one a to-do, one on an event changes that event)
// ---------------------------------------------------------------------------------------------------------------
const REMIND: Phrase[] = [
  p('remind me to take the bins out', 'addTodo', { tasks: ['bins'], reminder: true }),
  p('remind me to call mum at 6', 'createEvent', { title: 'mum', date: '2026-03-04', time: '18:00' }),
  p('set a reminder to pay the electricity bill on friday', 'createEvent', { title: 'electricity', date: '2026-03-06' }),
  p('remind me 30 minutes before the dentist', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 30 } }),
  p('remind me to pick up leo at 3:15 tomorrow', 'createEvent', { title: 'leo', date: '2026-03-05', time: '15:15' }),
  p('dont let me forget to buy a birthday present for sam', 'addTodo', { tasks: ['present'] }),
  p('can you remind me about mias recital the day before', 'updateEvent', { target: { words: 'recital' }, changes: { reminderMinutes: 1440 } }),
  p('i need a reminder to renew the car rego', 'addTodo', { tasks: ['rego'], reminder: true }),
  p('remind me to water the plants every sunday at 8am', 'createEvent', { title: 'plants', date: '2026-03-08', time: '08:00', recurrence: 'weekly' }),
  p('remind me in 2 hours to check the oven', 'createEvent', { title: 'oven', date: '2026-03-04', time: '16:00' }),
  p('set a reminder for 5 to 7 tomorrow morning to leave for the airport', 'createEvent', { title: 'airport', date: '2026-03-05', time: '06:55' }),
  p("remind me tonight at 9 to pack leo's lunch", 'createEvent', { title: 'lunch', date: '2026-03-04', time: '21:00' }),
  p('ping me an hour before the flight', 'updateEvent', { target: { words: 'flight' }, changes: { reminderMinutes: 60 } }),
  p('remind me to send the invoice to anita on the 31st', 'createEvent', { title: 'invoice', date: '2026-03-31' }),
  p('reminder: sign the permission slip', 'addTodo', { tasks: ['permission slip'], reminder: true }),
  p("give me a heads up 15 min before sam's piano lesson", 'updateEvent', { target: { words: 'piano', member: SAM }, changes: { reminderMinutes: 15 } }),
  p('remind me at noon on saturday to book the restaurant', 'createEvent', { title: 'restaurant', date: '2026-03-07', time: '12:00' }),
  p('pls remind me to ring the school', 'addTodo', { tasks: ['school'], reminder: true }),
  p('remind me to take my tablets every day at 8 am', 'createEvent', { title: 'tablets', time: '08:00', recurrence: 'daily' }),
  p('can u set a reminder for the 12th to cancel the gym membership', 'createEvent', { title: 'gym membership', date: '2026-03-12' }),
  p('remind me to email jordan in half an hour', 'createEvent', { title: 'jordan', date: '2026-03-04', time: '14:30' }),
  p('remind me to defrost the chicken', 'addTodo', { tasks: ['chicken'], reminder: true }),
  p('dentist for mia on the 19th at 2:30, remind me 1 hour before', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-19',
    time: '14:30',
    reminderMinutes: 60,
  }),
  p('remind me 2 days before the anniversary dinner', 'updateEvent', { target: { words: 'anniversary' }, changes: { reminderMinutes: 2880 } }),
];

// ---------------------------------------------------------------------------------------------------------------
// listReminders: asking about reminders
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS_ASKED: Phrase[] = [
  p('what reminders do i have', 'listReminders'),
  p('show me my reminders', 'listReminders'),
  p('any reminders for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('did i set a reminder for the plumber', 'listReminders', { check: ['plumber'] }),
  p('is pick up the dry cleaning in my reminders', 'listReminders', { check: ['dry cleaning'] }),
  p('what am i being reminded about this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('list reminders', 'listReminders'),
  p('have i got a reminder to call mum', 'listReminders', { check: ['mum'] }),
  p('reminders for the weekend?', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('what did i ask you to remind me about', 'listReminders'),
  p('are there any reminders set for friday', 'listReminders', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('do i have a reminder about the bins', 'listReminders', { check: ['bins'] }),
  p('read out my upcoming reminders please', 'listReminders'),
  p('whats my next reminder', 'listReminders'),
];

// ---------------------------------------------------------------------------------------------------------------
// Changing or cancelling a reminder
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS_CHANGED: Phrase[] = [
  p('change the dentist reminder to 2 hours before', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 120 } }),
  p('make the reminder for book club 10 minutes before instead', 'updateEvent', { target: { words: 'book club' }, changes: { reminderMinutes: 10 } }),
  p('move my reminder to call mum to 7pm', 'updateEvent', { target: { words: 'mum' }, changes: { time: '19:00' } }),
  p('remind me about the flight a day ahead instead of an hour', 'updateEvent', { target: { words: 'flight' }, changes: { reminderMinutes: 1440 } }),
  p('cancel the reminder to check the oven', ['cancelEvent', 'completeTodo']),
  p('delete my reminder about the bins', ['cancelEvent', 'completeTodo']),
  p('push the plants reminder to 9', 'updateEvent', { target: { words: 'plants' }, changes: { time: '09:00' } }),
  p("i don't need the reminder for the rego anymore", ['completeTodo', 'cancelEvent']),
  p("change my reminder for sam's piano to half an hour before", 'updateEvent', { target: { words: 'piano', member: SAM }, changes: { reminderMinutes: 30 } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Shopping list: add, remove/tick, check, show, clear
// ---------------------------------------------------------------------------------------------------------------
const SHOPPING: Phrase[] = [
  p('add milk to the shopping list', 'addListItems', { items: ['milk'] }),
  p('we need eggs bread and bananas', 'addListItems', { items: ['eggs', 'bread', 'bananas'] }),
  p('put toilet paper on the list', 'addListItems', { items: ['toilet paper'] }),
  p('can you add 2 litres of milk and a dozen eggs to shopping', 'addListItems', { items: ['milk', 'eggs'] }),
  p('shopping list add coffee', 'addListItems', { items: ['coffee'] }),
  p('jot down dishwasher tablets for the shops', 'addListItems', { items: ['dishwasher tablets'] }),
  p("oh and we're out of butter", 'addListItems', { items: ['butter'] }),
  p('add chicken, rice, broccoli and soy sauce to my shopping list', 'addListItems', { items: ['chicken', 'rice', 'broccoli', 'soy sauce'] }),
  p('ad apples to the shoping list', 'addListItems', { items: ['apples'] }),
  p('take eggs off the shopping list', 'tickListItems', { items: ['eggs'] }),
  p('remove the bananas from the list', 'tickListItems', { items: ['bananas'], remove: true }),
  p('got the bread', 'tickListItems', { items: ['bread'], remove: false }),
  p('scratch coffee we still have heaps', 'tickListItems', { items: ['coffee'] }),
  p('delete milk and butter from shopping', 'tickListItems', { items: ['milk', 'butter'], remove: true }),
  p('i picked up the milk and the eggs', 'tickListItems', { items: ['milk', 'eggs'], remove: false }),
  p('is milk on the shopping list', 'showList', { check: ['milk'] }),
  p('did i already add toothpaste to the list', 'showList', { check: ['toothpaste'] }),
  p('have we got cereal on the list already', 'showList', { check: ['cereal'] }),
  p('whats on the shopping list', 'showList'),
  p('show me the shopping', 'showList'),
  p('read me the grocery list', 'showList'),
  p('what do i need from the supermarket', 'showList'),
  p('clear the shopping list', 'clearList'),
  p('empty my shopping list please, did the shop', 'clearList'),
  p('wipe the grocery list', 'clearList'),
];

// ---------------------------------------------------------------------------------------------------------------
// To-do list: add, mark done, remove, show, clear
// ---------------------------------------------------------------------------------------------------------------
const TODO: Phrase[] = [
  p('add fix the fence to my to do list', 'addTodo', { tasks: ['fence'] }),
  p('new task: book flights for easter', 'addTodo', { tasks: ['flights'] }),
  p('put call the insurance company and renew passport on my todo list', 'addTodo', { tasks: ['insurance', 'passport'] }),
  p('to do: clean out the garage', 'addTodo', { tasks: ['garage'] }),
  p('i need to add something to my to-dos, return the library books', 'addTodo', { tasks: ['library books'] }),
  p('add mow the lawn to my tasks', 'addTodo', { tasks: ['lawn'] }),
  p('add to my todo: sort the tax receipts, email the school and buy stamps', 'addTodo', { tasks: ['tax receipts', 'school', 'stamps'] }),
  p('mark fix the fence as done', 'completeTodo', { text: 'fence' }),
  p('done 3', 'completeTodo', { number: 3 }),
  p('i finished the garage', 'completeTodo', { text: 'garage' }),
  p('tick off number 2 on my to do list', 'completeTodo', { number: 2 }),
  p('the library books have been returned, cross that off', 'completeTodo', { text: 'library books' }),
  p('remove mow the lawn from my to do list', 'completeTodo', { text: 'lawn' }),
  p('get rid of the passport task', 'completeTodo', { text: 'passport' }),
  p('show my to do list', 'listTodos'),
  p("what's left on my todo list", 'listTodos'),
  p('what tasks do i have', 'listTodos'),
  p('my list', 'listTodos'),
  p('clear my to-do list', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// Out of scope: weather, music, trivia
// ---------------------------------------------------------------------------------------------------------------
const OUT_OF_SCOPE: Phrase[] = [
  p('whats the weather like tomorrow', 'help', { reason: 'not-understood' }),
  p('play some taylor swift', 'help', { reason: 'not-understood' }),
  p('how tall is the eiffel tower', 'help', { reason: 'not-understood' }),
  p('will it rain on saturday', 'help', { reason: 'not-understood' }),
  p('who won the footy last night', 'help', { reason: 'not-understood' }),
];

export const PHRASES: Phrase[] = [
  ...ADD,
  ...QUESTIONS,
  ...CANCEL,
  ...MOVE,
  ...REMIND,
  ...REMINDERS_ASKED,
  ...REMINDERS_CHANGED,
  ...SHOPPING,
  ...TODO,
  ...OUT_OF_SCOPE,
];
