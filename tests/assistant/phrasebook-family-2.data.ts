// Family phrasebook, second part: questions about a member's week, changes and cancels, and events with no day or time.
// Written from the tool contract by someone who had not read the engine (see phrasebook-family.data.ts for the header and
// the reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo").
// Morning is 08:00–12:00, afternoon ("arvo") 12:00–17:00, evening 17:00–21:00. `input` is partial.

import { ask, LEO, MIA, p, SAM, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// agenda: a member's day or week, the kids' weekend
// ---------------------------------------------------------------------------------------------------------------
const AGENDA: Phrase[] = [
  p('what has sam got on this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),
  p('whats mia doing tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: MIA }),
  p('what have the kids got on this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('leos week?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p("what's on for sam next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM }),
  p('what does mia have on fri', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: MIA }),
  p('anything on for leo on the 10th', ['agenda', 'findEvent'], { fromDate: '2026-03-10', member: LEO }),
  p("what's everyone doing saturday", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07', member: null }),
  p('run me thru sams monday', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09', member: SAM }),
  p("what've we got on 2moro", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("can u send me mia's schedule for next week pls", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p('whats happening this sat for the boys', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("what's leo got on today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04', member: LEO }),
  p('sams weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: SAM }),
];

// ---------------------------------------------------------------------------------------------------------------
// findEvent and freeBusy: when is a member's thing, is a member free
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  // findEvent
  p("when is sam's next orthodontist", 'findEvent', { words: 'orthodontist', member: SAM }),
  p('what time is mias netball on sat', 'findEvent', { words: 'netball', member: MIA, fromDate: '2026-03-07' }),
  p("when's leo's swimming this week", 'findEvent', { words: 'swimming', member: LEO }),
  p("is mia's dentist on friday?", 'findEvent', { words: 'dentist', member: MIA, yesNo: true }),
  p('what time do i need to pick the boys up from scouts', 'findEvent', { words: 'scouts' }),
  p('when is the school disco', 'findEvent', { words: 'disco' }),
  p('does sam have cricket this saturday', 'findEvent', { words: 'cricket', member: SAM, fromDate: '2026-03-07', yesNo: true }),
  p('wen is leos party', 'findEvent', { words: 'party', member: LEO }),
  // freeBusy
  p('is mia free saturday morning', 'freeBusy', { date: '2026-03-07', fromTime: '08:00', toTime: '12:00', member: MIA }),
  p('is sam free after school on thurs', 'freeBusy', { date: '2026-03-05', member: SAM }),
  p('r the kids free sunday arvo', 'freeBusy', { date: '2026-03-08', fromTime: '12:00', toTime: '17:00' }),
  p('is leo free tmrw at 4', 'freeBusy', { date: '2026-03-05', fromTime: '16:00', toTime: '17:00', member: LEO }),
  p('can mia do 10am monday', 'freeBusy', { date: '2026-03-09', fromTime: '10:00', member: MIA }),
  p('is sam busy fri evening', 'freeBusy', { date: '2026-03-06', fromTime: '17:00', toTime: '21:00', member: SAM }),
  p('is leo free on the 14th', 'freeBusy', { date: '2026-03-14', fromTime: null, toTime: null, member: LEO }),
  p('is mia around 3-5 tomorrow', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '17:00', member: MIA }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: a member's event moved, retimed, lengthened, handed to another child
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p("move leo's swimming to 5", 'updateEvent', { target: { words: 'swimming', member: LEO }, changes: { time: '17:00' } }),
  p("mia's dentist moved to friday at 10", 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { date: '2026-03-06', time: '10:00' } }),
  p('sams footy is at half 4 now', 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { time: '16:30' } }),
  p('can u push leos party back half an hour', 'updateEvent', { target: { words: 'party', member: LEO }, changes: { shiftMinutes: 30 } }),
  p('piano for mia is 4.15 from now on', 'updateEvent', { target: { words: 'piano', member: MIA }, changes: { time: '16:15' } }),
  p("change sam's tutor to wednesdays", 'updateEvent', { target: { words: 'tutor', member: SAM } }),
  p('mias netball this sat is 9.30 not 8.30', 'updateEvent', { target: { words: 'netball', member: MIA, date: '2026-03-07' }, changes: { time: '09:30' } }),
  p('the boys haircut is now 2moro at 3.30', 'updateEvent', { target: { words: 'haircut' }, changes: { date: '2026-03-05', time: '15:30' } }),
  p("leo's speech moved to 10am", 'updateEvent', { target: { words: 'speech', member: LEO }, changes: { time: '10:00' } }),
  p('make sams cricket 4 hours', 'updateEvent', { target: { words: 'cricket', member: SAM }, changes: { durationMinutes: 240 } }),
  p('change the dentist to sam not mia', 'updateEvent', { target: { words: 'dentist' }, changes: { member: SAM } }),
  p('the swim carnival got moved to the 19th', 'updateEvent', { target: { words: 'carnival' }, changes: { date: '2026-03-19' } }),
  p("mia's ballet is 5-6 now", 'updateEvent', { target: { words: 'ballet', member: MIA }, changes: { time: '17:00', durationMinutes: 60 } }),
  p("move tomorrow's dentist for leo to 9am", 'updateEvent', { target: { words: 'dentist', member: LEO, date: '2026-03-05' }, changes: { time: '09:00' } }),
  p('sams physio moved to tues 3pm thx', 'updateEvent', { target: { words: 'physio', member: SAM }, changes: { date: '2026-03-10', time: '15:00' } }),
  p('bring leos swimming forward 15 mins', 'updateEvent', { target: { words: 'swimming', member: LEO }, changes: { shiftMinutes: -15 } }),
  p("the kids' dentist is on the 11th now not the 10th", 'updateEvent', { target: { words: 'dentist', date: '2026-03-10' }, changes: { date: '2026-03-11' } }),
  p('rename mias tutor to maths tutor', 'updateEvent', { target: { words: 'tutor', member: MIA }, changes: { title: 'maths tutor' } }),
  p('remind me half an hour before sams orthodontist', 'updateEvent', { target: { words: 'orthodontist', member: SAM }, changes: { reminderMinutes: 30 } }),
  p('put leo on the playdate instead of mia', 'updateEvent', { target: { words: 'playdate' }, changes: { member: LEO } }),
  p('guitar is quarter past 5 now', 'updateEvent', { target: { words: 'guitar' }, changes: { time: '17:15' } }),
  p("mia's sleepover is sat not fri", 'updateEvent', { target: { words: 'sleepover', member: MIA }, changes: { date: '2026-03-07' } }),
  p('change scouts to 7.15pm', 'updateEvent', { target: { words: 'scouts' }, changes: { time: '19:15' } }),
  p("push sam's tutor to 6.30 tonight", 'updateEvent', { target: { words: 'tutor', member: SAM }, changes: { time: '18:30' } }),
  p('mias school musical is 6.30 not 7', 'updateEvent', { target: { words: 'musical', member: MIA }, changes: { time: '18:30' } }),
  p('make the boys basketball an hour and a half', 'updateEvent', { target: { words: 'basketball' }, changes: { durationMinutes: 90 } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: one occurrence for one child, a child's whole series, a child's day
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('swimming is cancelled tomorrow', 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-05', toDate: '2026-03-05' }, series: false }),
  p("cancel leo's party", 'cancelEvent', { target: { words: 'party', member: LEO } }),
  p('no footy for sam this sat, hes sick', 'cancelEvent', {
    target: { words: 'footy', member: SAM, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p('mia quit piano, delete it', 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p("cancel the kids' dentist on the 10th", 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-10', toDate: '2026-03-10' } }),
  p('no school care for leo next week', 'cancelEvent', {
    target: { words: 'school care', member: LEO, fromDate: '2026-03-09', toDate: '2026-03-15' },
    series: false,
  }),
  p('sams tutor cancelled tonight', 'cancelEvent', { target: { words: 'tutor', member: SAM, fromDate: '2026-03-04', toDate: '2026-03-04' }, series: false }),
  p("take mia's dance comp off the calendar", 'cancelEvent', { target: { words: 'dance', member: MIA } }),
  p("cancel all of leo's stuff tmrw", 'cancelEvent', { target: { member: LEO, fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p("scrap sam's cricket for the rest of the season", 'cancelEvent', { target: { words: 'cricket', member: SAM }, series: true }),
  p('no netball this weekend', 'cancelEvent', { target: { words: 'netball', fromDate: '2026-03-07', toDate: '2026-03-08' }, series: false }),
  p('remove the boys basketball completely', 'cancelEvent', { target: { words: 'basketball' }, series: true }),
  p("mia's orthodontist is off", 'cancelEvent', { target: { words: 'orthodontist', member: MIA } }),
  p('cancel leos swimming on tues', 'cancelEvent', { target: { words: 'swimming', member: LEO, fromDate: '2026-03-10', toDate: '2026-03-10' }, series: false }),
  p('delete the 4pm dentist tmrw', 'cancelEvent', { target: { words: 'dentist', time: '16:00', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p('the school disco has been cancelled', 'cancelEvent', { target: { words: 'disco' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// Clarify: a child's event with a day but no time (added all day, the reply asks the time), or with no day at all
// ---------------------------------------------------------------------------------------------------------------
const CLARIFY: Phrase[] = [
  p("mia's sleepover at ruby's on the 14th", 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-14', allDay: true, askTime: true }),
  p('sam has a cricket game saturday', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-07', allDay: true, askTime: true }),
  p("leo's school photos next tues", 'createEvent', { title: 'photo', member: LEO, date: '2026-03-10', allDay: true, askTime: true }),
  p('both kids have the dentist on friday', 'createEvent', { title: 'dentist', date: '2026-03-06', allDay: true, askTime: true }),
  p('mias excursion tmrw', 'createEvent', { title: 'excursion', member: MIA, date: '2026-03-05', allDay: true, askTime: true }),
  p("sam's camp thurs", 'createEvent', { title: 'camp', member: SAM, date: '2026-03-05', allDay: true, askTime: true }),
  p('all the kids have a pupil free day on the 16th', 'createEvent', { title: 'pupil free', date: '2026-03-16', allDay: true }),
  ask('add swimming for the boys'),
  ask('put sams tutor in pls'),
  ask('mia has a party'),
  ask("leo's got a doctors appt"),
  ask('can u add the boys footy'),
];

export const FAMILY_PHRASES_2: Phrase[] = [...AGENDA, ...QUESTIONS, ...UPDATE, ...CANCEL, ...CLARIFY];
