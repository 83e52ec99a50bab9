// Phrasebook 29 (family, training data): 150 WhatsApp messages as the Okafor parents (and their nanny) would type
// them across a busy school term, each with the tool call it should produce. Written by a helper session from the
// tool contract only (the zod input schemas and their .describe() texts in functions/assistant/tools), without
// reading the engine, its conversation or reply code, or any test; every message is new wording.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members Mia Okafor (10, Year 5),
// Sam Okafor (7, Year 2), Leo (3, daycare). tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09.
// Styles: about a third typed fast on a phone (typos, tmrw, thurs, pls, w/), a third polite full sentences, a sixth
// with news or a reason around the request, a sixth by a parent or nanny writing English as a second language.
// Mix: 55 createEvent, 25 updateEvent, 20 cancelEvent, 25 questions (agenda, findEvent, freeBusy, listReminders),
// 25 to-dos, homework and shared lists.
// Conventions:
//   members: a child named gives member; two named give member (the first said) and alsoMembers (the other).
//     "the kids" / "the children" / "all three" name all three children: member Mia, alsoMembers [Sam, Leo].
//     "both kids" in this three-child family is left open: no member is given. "the boys" names nobody: profiles
//     hold no gender, so no member is given. A parent and a child ("me and Leo") give only the child as member.
//   multi-day events (camps, holidays, stays at the other parent's): date = the first day, allDay true,
//     durationMinutes = days × 1440 (both ends counted).
//   Repeating events give recurrence and, when the first day is clear, date; repeatUntil only when an end date is said.
//   Inputs are partial: only what the message clearly determines; text slots give the key word only.
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (55)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('sam excursion to the museum fri, needs packed lunch', 'createEvent', { title: 'excursion', member: SAM, date: '2026-03-06' }),
  p("Could you please add Mia's school photo day on Tuesday the 17th of March?", 'createEvent', { title: 'photo', member: MIA, date: '2026-03-17' }),
  p('Just got the newsletter — the school athletics carnival is on Friday 20 March, 9am till 2:30. Please put it in for both kids.', 'createEvent', {
    title: 'carnival',
    date: '2026-03-20',
    time: '09:00',
    durationMinutes: 330,
  }),
  p('Please to add swimming class for Leo on Saturday morning 9 o clock', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-07', time: '09:00' }),
  p('parent teacher interviews tues 24th 4.10pm for mia 10 mins', 'createEvent', {
    title: 'interview',
    member: MIA,
    date: '2026-03-24',
    time: '16:10',
    durationMinutes: 10,
  }),
  p('Please add a pupil-free day on Monday the 27th of April for Mia and Sam.', 'createEvent', {
    title: 'pupil',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-04-27',
    allDay: true,
  }),
  p('mia yr5 camp 25-27 march', 'createEvent', { title: 'camp', member: MIA, date: '2026-03-25', allDay: true, durationMinutes: 4320 }),
  p('The children stay with their father from Friday 13 until Sunday 15 March', 'createEvent', {
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-13',
    allDay: true,
    durationMinutes: 4320,
  }),
  p("Leo's daycare is closed for staff training on Friday the 13th so he'll be home with me all day, pop it in the calendar", 'createEvent', {
    title: 'daycare',
    member: LEO,
    date: '2026-03-13',
    allDay: true,
  }),
  p('sam tennis tues 3.30 starting 17th', 'createEvent', { title: 'tennis', member: SAM, date: '2026-03-17', time: '15:30', recurrence: 'weekly' }),
  p('Mia has netball every Saturday at 8:30am until the end of the winter season on 27 June.', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '08:30',
    recurrence: 'weekly',
    repeatUntil: '2026-06-27',
  }),
  p('Sam go to his dad every second weekend, start this Friday after school 3pm', 'createEvent', {
    member: SAM,
    date: '2026-03-06',
    time: '15:00',
    recurrence: 'fortnightly',
  }),
  p('school disco thurs 26th 5-7 both kids', 'createEvent', { title: 'disco', date: '2026-03-26', time: '17:00', durationMinutes: 120 }),
  p("Please add the Harmony Day assembly on Thursday 19 March at 2:15pm; Mia's class is performing.", 'createEvent', {
    title: 'assembly',
    member: MIA,
    date: '2026-03-19',
    time: '14:15',
  }),
  p("Sam got picked for the zone swimming carnival!! It's Tues 31st March, whole day at Homebush", 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-31',
    allDay: true,
  }),
  p('school hols 4-19 april', 'createEvent', { title: 'school', date: '2026-04-04', allDay: true, durationMinutes: 23040 }),
  p('Holiday camp for Mia and Sam at the YMCA 7 to 10 April', 'createEvent', {
    title: 'camp',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-04-07',
    allDay: true,
    durationMinutes: 5760,
  }),
  p("Could you set up Leo's speech therapy every other Thursday at 10:30, starting tomorrow?", 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-05',
    time: '10:30',
    recurrence: 'fortnightly',
  }),
  p('footy trials for sam sun 8am pls remind me 1hr before', 'createEvent', {
    title: 'footy',
    member: SAM,
    date: '2026-03-08',
    time: '08:00',
    reminderMinutes: 60,
  }),
  p('Please add the Year 2 excursion to Taronga Zoo for Sam on Wednesday 25 March. He needs to be at school by 8:15.', 'createEvent', {
    title: 'excursion',
    member: SAM,
    date: '2026-03-25',
    time: '08:15',
  }),
  p('all 3 kids flu shots sat 10.20', 'createEvent', { title: 'flu', member: MIA, alsoMembers: [SAM, LEO], date: '2026-03-07', time: '10:20' }),
  p('Leo have birthday party of his friend Sunday 11am to 1pm', 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-08',
    time: '11:00',
    durationMinutes: 120,
  }),
  p("Please put in Mia's orthodontist appointment on Thursday 12 March at 4:40pm and remind me two hours before.", 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    date: '2026-03-12',
    time: '16:40',
    reminderMinutes: 120,
  }),
  p('cross country mia n sam thurs 2nd april', 'createEvent', { title: 'cross country', member: MIA, alsoMembers: [SAM], date: '2026-04-02' }),
  p("Term 2 starts back on Tuesday 21 April (Monday's a pupil free day), can you add it so I don't forget", 'createEvent', {
    title: 'term',
    date: '2026-04-21',
  }),
  p("Please add Sam's karate on Mondays and Wednesdays at 5pm, every week.", 'createEvent', {
    title: 'karate',
    member: SAM,
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('Please add the Easter hat parade for Leo at daycare on Thursday 2 April at 9:30am.', 'createEvent', {
    title: 'parade',
    member: LEO,
    date: '2026-04-02',
    time: '09:30',
  }),
  p('grandma staying w us 20th-24th', 'createEvent', { title: 'grandma', date: '2026-03-20', allDay: true, durationMinutes: 7200 }),
  p('Mia starts guitar lessons on Monday 16 March, 4:15 to 4:45, every week until the end of term on 2 April.', 'createEvent', {
    title: 'guitar',
    member: MIA,
    date: '2026-03-16',
    time: '16:15',
    durationMinutes: 30,
    recurrence: 'weekly',
    repeatUntil: '2026-04-02',
  }),
  p('Tomorrow is the photo day at school for Sam and Mia, need the full uniform', 'createEvent', {
    title: 'photo',
    member: SAM,
    alsoMembers: [MIA],
    date: '2026-03-05',
  }),
  p('Bad news, Sam broke his glasses at lunch. Optometrist can see him Saturday 9.15, please book it in', 'createEvent', {
    title: 'optometrist',
    member: SAM,
    date: '2026-03-07',
    time: '09:15',
  }),
  p('leo vaccinations tues 10th 11am', 'createEvent', { title: 'vaccination', member: LEO, date: '2026-03-10', time: '11:00' }),
  p('Please add a school working bee on Saturday 28 March from 8am to midday.', 'createEvent', {
    title: 'working bee',
    date: '2026-03-28',
    time: '08:00',
    durationMinutes: 240,
  }),
  p('mias bday party 11-2 sat 21st at the bowling alley', 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-21',
    time: '11:00',
    durationMinutes: 180,
  }),
  p('My son Sam have the assembly award on Friday, 2.30 in the hall, please put', 'createEvent', {
    title: 'assembly',
    member: SAM,
    date: '2026-03-06',
    time: '14:30',
  }),
  p('Could you add the Year 5 Canberra trip for Mia, leaving Wednesday 6 May and back Friday 8 May?', 'createEvent', {
    title: 'canberra',
    member: MIA,
    date: '2026-05-06',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('swim scl every sat 9 for leo n sam', 'createEvent', {
    title: 'swim',
    member: LEO,
    alsoMembers: [SAM],
    date: '2026-03-07',
    time: '09:00',
    recurrence: 'weekly',
  }),
  p("We're finally doing the beach trip! Jervis Bay from Good Friday 3 April to Monday 6 April, all of us", 'createEvent', {
    title: 'jervis bay',
    date: '2026-04-03',
    allDay: true,
    durationMinutes: 5760,
  }),
  p("Mia's been asking for ages and we finally said yes: sleepover at Ava's on Saturday from 5pm, can you add it?", 'createEvent', {
    title: 'sleepover',
    member: MIA,
    date: '2026-03-07',
    time: '17:00',
  }),
  p('Please add a parent meeting for Leo at daycare on Tuesday 10 March at 6pm, for half an hour.', 'createEvent', {
    title: 'meeting',
    member: LEO,
    date: '2026-03-10',
    time: '18:00',
    durationMinutes: 30,
  }),
  p('mia chess club every wed 12.30 starting the 11th', 'createEvent', {
    title: 'chess',
    member: MIA,
    date: '2026-03-11',
    time: '12:30',
    recurrence: 'weekly',
  }),
  p('cricket presentation night fri 27th 6pm sam', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-27', time: '18:00' }),
  p('Leo will be in the hospital for grommets Monday 23 March, we must arrive 7am', 'createEvent', {
    title: 'grommets',
    member: LEO,
    date: '2026-03-23',
    time: '07:00',
  }),
  p("Please put in a playdate for Sam and Leo at the Nguyens' on Sunday from 2 until 4.", 'createEvent', {
    title: 'playdate',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 120,
  }),
  p("Mia's been invited to the regional choir festival, Thursday 26 March 10am to 1pm at the Town Hall. Please add", 'createEvent', {
    title: 'choir',
    member: MIA,
    date: '2026-03-26',
    time: '10:00',
    durationMinutes: 180,
  }),
  p('kids @ nanas all day sun', 'createEvent', { title: 'nana', member: MIA, alsoMembers: [SAM, LEO], date: '2026-03-08', allDay: true }),
  p('haircuts for the boys sat 9.30', 'createEvent', { title: 'haircut', date: '2026-03-07', time: '09:30' }),
  p('Please also put in the Easter raffle draw at the school assembly on Wednesday 1 April at 2pm.', 'createEvent', {
    title: 'raffle',
    date: '2026-04-01',
    time: '14:00',
  }),
  p('mia+sam dentist check up 2moro 3.15 & 3.45', 'createEvent', { title: 'dentist', date: '2026-03-05', time: '15:15' }),
  p("Leo's starting at the new daycare on Monday 16 March. First day is a short one, 9 till 12. Add it please", 'createEvent', {
    title: 'daycare',
    member: LEO,
    date: '2026-03-16',
    time: '09:00',
    durationMinutes: 180,
  }),
  p('Please add 20 minutes of reading for Mia every evening at 7pm.', 'createEvent', {
    title: 'reading',
    member: MIA,
    time: '19:00',
    durationMinutes: 20,
    recurrence: 'daily',
  }),
  p("Please add Sam's soccer gala day on Sunday 22 March, all day.", 'createEvent', { title: 'gala', member: SAM, date: '2026-03-22', allDay: true }),
  p('mia 2nd wk of hols at her dads 13-19 apr', 'createEvent', { member: MIA, date: '2026-04-13', allDay: true, durationMinutes: 10080 }),
  p('Could you add the P&C meeting every month at 7pm, starting Tuesday 7 April?', 'createEvent', {
    title: 'P&C',
    date: '2026-04-07',
    time: '19:00',
    recurrence: 'monthly',
  }),
  p('Me and Leo we go to the playgroup Tuesday 10 clock', 'createEvent', { title: 'playgroup', member: LEO, date: '2026-03-10', time: '10:00' }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (25): moves, new times, new end times, new places, members added or changed, notes, reminders
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('mia dentist moved to fri same time', 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { date: '2026-03-06' } }),
  p("Sam's excursion has been moved to Thursday 26 March, could you update it please?", 'updateEvent', {
    target: { words: 'excursion', member: SAM },
    changes: { date: '2026-03-26' },
  }),
  p("Coach just messaged, training's at 5:30 from now on instead of 5. Can you change Sam's footy?", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { time: '17:30' },
  }),
  p('The athletics carnival now finish at 1pm not 2.30', 'updateEvent', { target: { words: 'carnival' }, changes: { endTime: '13:00' } }),
  p('add sam to mias ortho appt on the 12th', 'updateEvent', {
    target: { words: 'ortho', date: '2026-03-12', member: MIA },
    changes: { addMembers: [SAM] },
  }),
  p("Please change the location of Mia's netball to the Pittwater Park courts.", 'updateEvent', {
    target: { words: 'netball', member: MIA },
    changes: { location: 'pittwater' },
  }),
  p('swimming this sat is at 10 not 9, just this week', 'updateEvent', { target: { words: 'swim', date: '2026-03-07' }, changes: { time: '10:00' } }),
  p('The teacher interview for Mia, please move 30 minutes later', 'updateEvent', {
    target: { words: 'interview', member: MIA },
    changes: { shiftMinutes: 30 },
  }),
  p("Leo's not coming to the playdate after all, he's got a cold. Make it just Sam", 'updateEvent', {
    target: { words: 'playdate' },
    changes: { member: SAM },
  }),
  p("Could you rename 'school thing' on Friday to 'Harmony Day assembly'?", 'updateEvent', {
    target: { words: 'school thing', date: '2026-03-06' },
    changes: { title: 'harmony' },
  }),
  p('guitar going to 45 mins from now on', 'updateEvent', { target: { words: 'guitar' }, changes: { durationMinutes: 45 } }),
  p('Put a note on the Canberra trip: need sleeping bag and $50 pocket money', 'updateEvent', {
    target: { words: 'canberra' },
    changes: { note: 'sleeping bag' },
  }),
  p('Please move the school disco an hour earlier.', 'updateEvent', { target: { words: 'disco' }, changes: { shiftMinutes: -60 } }),
  p('camp now 26-28 not 25-27', 'updateEvent', { target: { words: 'camp' } }),
  p("Grandma's flight got delayed so she now lands on the 21st instead of the 20th, can you push her visit back a day?", 'updateEvent', {
    target: { words: 'grandma' },
  }),
  p('Sam karate on Monday change to 6pm only this week', 'updateEvent', {
    target: { words: 'karate', date: '2026-03-09', member: SAM },
    changes: { time: '18:00' },
  }),
  p("Please set a reminder the day before for Mia's school camp.", 'updateEvent', {
    target: { words: 'camp', member: MIA },
    changes: { reminderMinutes: 1440 },
  }),
  p('speech therapy tmrw pushed to 11.15', 'updateEvent', { target: { words: 'speech', date: '2026-03-05' }, changes: { time: '11:15' } }),
  p("Turns out Mia's orthodontist is at their other practice now, the one in Chatswood. Can you update where it is", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { location: 'chatswood' },
  }),
  p("Please add Mia to Sam's optometrist appointment on Saturday; she needs her eyes checked too.", 'updateEvent', {
    target: { words: 'optometrist', date: '2026-03-07', member: SAM },
    changes: { addMembers: [MIA] },
  }),
  p("Sam's cricket presentation night now starts at 6:30pm; could you update it, please?", 'updateEvent', {
    target: { words: 'cricket', member: SAM },
    changes: { time: '18:30' },
  }),
  p('tennis moved to the 4pm slot', 'updateEvent', { target: { words: 'tennis' }, changes: { time: '16:00' } }),
  p('Could you make the school working bee all day instead of just the morning?', 'updateEvent', {
    target: { words: 'working bee' },
    changes: { allDay: true },
  }),
  p('mias party moved to the park behind school', 'updateEvent', { target: { words: 'party', member: MIA }, changes: { location: 'park' } }),
  p('The grommets operation for Leo, hospital say now come at 6.30 in morning', 'updateEvent', {
    target: { words: 'grommets', member: LEO },
    changes: { time: '06:30' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (20): one occurrence, a range, a whole series, a whole day
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancel mia guitar on the 23rd', 'cancelEvent', { target: { words: 'guitar', member: MIA, fromDate: '2026-03-23' }, series: false }),
  p("Please delete Leo's speech therapy altogether, we've finished with it.", 'cancelEvent', {
    target: { words: 'speech', member: LEO },
    series: true,
  }),
  p("Rain's bucketing down and the council closed the fields, so no netball for Mia this Saturday. Take it off", 'cancelEvent', {
    target: { words: 'netball', member: MIA, fromDate: '2026-03-07' },
    series: false,
  }),
  p('The school disco is cancel, please remove', 'cancelEvent', { target: { words: 'disco' }, series: false }),
  p('no karate for sam whole of the hols 4th-19th apr', 'cancelEvent', {
    target: { words: 'karate', member: SAM, fromDate: '2026-04-04', toDate: '2026-04-19' },
    series: false,
  }),
  p("Please cancel Mia's orthodontist appointment on the 12th.", 'cancelEvent', {
    target: { words: 'orthodontist', member: MIA, fromDate: '2026-03-12' },
    series: false,
  }),
  p('scrap everything on sat', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07' }, series: false }),
  p("Sam has quit footy, his knee's been playing up, so please get rid of all his training sessions", 'cancelEvent', {
    target: { words: 'training', member: SAM },
    series: true,
  }),
  p('Please cancel playgroup of Leo this Tuesday, we are sick', 'cancelEvent', {
    target: { words: 'playgroup', member: LEO, fromDate: '2026-03-10' },
    series: false,
  }),
  p('Could you remove the chess club series for Mia? The school has stopped running it.', 'cancelEvent', {
    target: { words: 'chess', member: MIA },
    series: true,
  }),
  p('kill the working bee', 'cancelEvent', { target: { words: 'working bee' }, series: false }),
  p("The pool's closed for repairs so there's no swimming for the kids tomorrow, please cancel it", 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-05' },
    series: false,
  }),
  p("Please take the sleepover off the calendar; Mia's friend is unwell.", 'cancelEvent', {
    target: { words: 'sleepover', member: MIA },
    series: false,
  }),
  p("Ugh, the clinic rang, Dr Lee is away so Leo's check-up on Tuesday isn't happening. Please remove it.", 'cancelEvent', {
    target: { words: 'check', member: LEO, fromDate: '2026-03-10' },
    series: false,
  }),
  p('cancel all of leos swim lessons', 'cancelEvent', { target: { words: 'swim', member: LEO }, series: true }),
  p("Please clear everything from Monday the 16th to Wednesday the 18th; we'll be away.", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-16', toDate: '2026-03-18' },
    series: false,
  }),
  p('The parent meeting in daycare on 10 March is not happening anymore', 'cancelEvent', {
    target: { words: 'meeting', fromDate: '2026-03-10' },
    series: false,
  }),
  p('dads weekends r off for now, delete them all', 'cancelEvent', { series: true }),
  p("Please cancel the P&C meetings from now on; I've stepped down from the committee.", 'cancelEvent', { target: { words: 'P&C' }, series: true }),
  p("The bus company pulled out so the Year 2 excursion on the 25th is off. Please delete it from Sam's calendar.", 'cancelEvent', {
    target: { words: 'excursion', member: SAM, fromDate: '2026-03-25' },
    series: false,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions (25): agenda, findEvent, freeBusy, listReminders
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('Could you tell me what Mia has on next week?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p('What the kids have this weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('when is sams excursion', 'findEvent', { words: 'excursion', member: SAM }),
  p('When does the school camp start?', 'findEvent', { words: 'camp' }),
  p("I'm trying to book a haircut for myself. Is Saturday morning free, 9 to 12?", 'freeBusy', {
    date: '2026-03-07',
    fromTime: '09:00',
    toTime: '12:00',
    member: null,
  }),
  p('Is Leo free Thursday afternoon for the doctor?', 'freeBusy', { date: '2026-03-05', member: LEO }),
  p('any reminders set for this wk?', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p("What's on the calendar over the Easter long weekend, 3 to 6 April?", 'agenda', { fromDate: '2026-04-03', toDate: '2026-04-06' }),
  p('is the athletics carnival fri 20th?', 'findEvent', { words: 'carnival', yesNo: true }),
  p('When is the next parent teacher interview please?', 'findEvent', { words: 'interview' }),
  p('Does Sam have anything on after school on Tuesday?', ['freeBusy', 'agenda'], { member: SAM }),
  p('Mum wants to take the kids to the Easter show, what have we got on between the 4th and the 19th of April?', 'agenda', {
    fromDate: '2026-04-04',
    toDate: '2026-04-19',
  }),
  p('wen is leos next swim', 'findEvent', { words: 'swim', member: LEO }),
  p('Which reminders have I got coming up?', 'listReminders'),
  p('Mia is busy on Saturday 14 in the afternoon? I want to make the party', 'freeBusy', { date: '2026-03-14', member: MIA }),
  p('sams stuff today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04', member: SAM }),
  p("When is Mia's next guitar lesson?", 'findEvent', { words: 'guitar', member: MIA }),
  p("I've lost the school newsletter, do you have the date of the cross country?", 'findEvent', { words: 'cross country' }),
  p('Could you show me everything Leo has on in March?', 'agenda', { member: LEO }),
  p('r we free sun arvo', 'freeBusy', { date: '2026-03-08' }),
  p("Is there a reminder set for Sam's optometrist appointment?", 'listReminders', { check: ['optometrist'] }),
  p('wats happening fri', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('When the term is finish for the Easter holidays?', 'findEvent', { words: 'term' }),
  p('What does the family have on between Monday and Wednesday next week?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-11' }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos, homework and shared lists (25): notes and money to send, uniforms, homework, packing and shopping
// ---------------------------------------------------------------------------------------------------------------
const TASKS: Phrase[] = [
  p('need to send $12 excursion money w sam by fri', 'addTodo', { tasks: ['excursion'] }),
  p("Please add to my to-do list: sign Mia's camp permission note and label Sam's new jumper.", 'addTodo', { tasks: ['permission', 'jumper'] }),
  p("Sam's grown out of his school shorts again, add 'buy 2 pairs of grey shorts from the uniform shop' to my to-dos", 'addTodo', {
    tasks: ['shorts'],
  }),
  p('Remind me to give Leo the medicine form to daycare', 'addTodo', { tasks: ['medicine'], reminder: true }),
  p('todo: return library bags, pay canteen acct', 'addTodo', { tasks: ['library', 'canteen'] }),
  p('Could you add a to-do to order the school photos before the 20th?', 'addTodo', { tasks: ['photo'] }),
  p('Write on my list to buy the hat for the Easter parade for Leo', ['addTodo', 'addListItems']),
  p('done w the permission note', 'completeTodo', { text: 'permission' }),
  p("I've paid the canteen account, please tick that off.", 'completeTodo', { text: 'canteen' }),
  p('number 2 is done thx', 'completeTodo', { number: 2 }),
  p("What's still on my to-do list?", 'listTodos'),
  p('Would you read out my to-dos for me, please?', 'listTodos'),
  p("Term's nearly over and I've sorted all of it, tick off every to-do on my list", 'clearTodos'),
  p('mia homework spelling list due fri', 'addHomework', { task: 'spelling', member: MIA, dueDate: '2026-03-06' }),
  p("Please add Sam's reader homework; he needs to read two books by Monday.", 'addHomework', { task: 'read', member: SAM, dueDate: '2026-03-09' }),
  p('Mia have a science project about volcanoes, due 27 March', 'addHomework', { task: 'volcano', member: MIA, dueDate: '2026-03-27' }),
  p("Mia's teacher says she never handed in her maths mastery sheet, add it as homework due tomorrow", 'addHomework', {
    task: 'maths',
    member: MIA,
    dueDate: '2026-03-05',
  }),
  p('wat homework has sam got', 'listHomework', { member: SAM }),
  p("Can you show me Mia's outstanding homework?", 'listHomework', { member: MIA }),
  p('add zooper doogers n fruit tubs to shopping for the excursion', 'addListItems', { list: null, items: ['zooper dooger', 'fruit'] }),
  p('Please add sunscreen, a new drink bottle and name labels to the camp packing list.', 'addListItems', {
    list: 'camp',
    items: ['sunscreen', 'drink bottle', 'label'],
  }),
  p('We need for the party: balloons, candles and paper plates, put on shopping please', 'addListItems', {
    list: null,
    items: ['balloon', 'candle', 'plate'],
  }),
  p('got the sunscreen', 'tickListItems', { items: ['sunscreen'], remove: false }),
  p("What's on the shopping list at the moment?", 'showList', { list: null }),
  p("Mia's camp is only a few weeks off, so could you start a new list called Camp Gear?", 'createList', { name: 'camp gear' }),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...TASKS];
