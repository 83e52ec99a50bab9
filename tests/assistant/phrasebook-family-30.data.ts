// Phrasebook family 30 (training data for the phrasebook; split into training and validation by a hash):
// 150 WhatsApp messages sent over a month by the different adults of one household, with the tool call each
// should produce. Written by a helper session from the tool contract only (the zod input schemas and their
// .describe() texts in functions/assistant/tools, and the harness in phrasebook.ts); the engine, its tests and
// the other phrasebooks' messages were not read, and the engine was not run on these rows. Every message is new.
//
// Who writes: two parents who share care (one terse, one chatty with emoji), a grandparent who writes long
// careful messages, an au pair whose English is a second language, and a parent dictating by voice (no
// punctuation, numbers sometimes as words, never "full stop").
//
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor" (10), "Sam
// Okafor" (7) and "Leo" (3); all three are children.
//   today 03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//
// Conventions:
// - Members: a named child is `member`; several named children are `member` (the first named) and `alsoMembers`
//   (the rest, in the order written). "The kids" / "all three" name all three children: member Mia, alsoMembers
//   [Sam, Leo]. "The boys" names nobody (profiles hold no gender), so those rows give no member. "Both kids" in
//   this three-child family is left open: those rows give no member. Questions about the kids as a group give
//   agenda/freeBusy member null (everyone). Grown-ups (grandparent, au pair, parents) are never members.
// - Multi-day events ("Fri to Sun", "18th to 20th"): date = the first day, allDay true, durationMinutes = number
//   of days × 1440 (both ends counted).
// - Repeats: recurrence weekly/fortnightly/yearly with the first occurrence as date; "until the end of June"
//   gives repeatUntil the last day of that month; an end given as a count ("for 8 weeks") is left unchecked.
// - Expectations are partial: only what the message clearly determines; titles/words/items are key words
//   (matched by "contains, ignoring case"). Where several tools are honestly right, the row lists them and gives
//   only inputs they share.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (48) and questions back (2)
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('mia dentist tues 3.40', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-10', time: '15:40' }),
  p(
    "Hi! Sam's been invited to a birthday party at the trampoline park on Saturday, it runs from 10 till 12 — can you pop it in for him? Thanks heaps x",
    'createEvent',
    {
      title: 'party',
      member: SAM,
      date: '2026-03-07',
      time: '10:00',
      durationMinutes: 120,
    },
  ),
  p(
    'Good morning. I have arranged to take Leo along to story time at the library on Monday the 9th at half past ten. I understand it runs for about forty-five minutes. Would you kindly put it in the family calendar for him. Thank you, Grandma June',
    'createEvent',
    { title: 'story', member: LEO, date: '2026-03-09', time: '10:30', durationMinutes: 45 },
  ),
  p("Hello, I take Leo to swimming pool on Friday morning 9 o'clock, is one hour. Please put in the calendar for him", 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-06',
    time: '09:00',
    durationMinutes: 60,
  }),
  p('add school photos for mia and sam on thursday the twelfth', 'createEvent', { title: 'photo', member: MIA, alsoMembers: [SAM], date: '2026-03-12' }),
  p('sam footy training every wed 4.30 from next week', 'createEvent', {
    title: 'footy',
    member: SAM,
    date: '2026-03-11',
    time: '16:30',
    recurrence: 'weekly',
  }),
  p(
    "Heads up — Leo's daycare is shut on Friday the 13th for staff training 🙄 can you add 'daycare closed' for him as an all day thing so I remember to sort cover",
    'createEvent',
    { title: 'daycare closed', member: LEO, date: '2026-03-13', allDay: true },
  ),
  p(
    'Dear, I will do the school pick-up for Mia and Sam on Tuesday at ten past three and give them afternoon tea at my place. Please note it on the calendar so nobody else makes the trip. With love, Granny',
    'createEvent',
    { title: 'pick', member: MIA, alsoMembers: [SAM], date: '2026-03-10', time: '15:10' },
  ),
  p('Sam have a play date with Oliver tomorrow, 3 until 5 pm, at Oliver house', 'createEvent', {
    title: 'play',
    member: SAM,
    date: '2026-03-05',
    time: '15:00',
    durationMinutes: 120,
  }),
  p('mia is going to a sleepover at rubys on saturday night', 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-07' }),
  p("kids at their dad's fri-sun", 'createEvent', {
    title: 'dad',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-06',
    allDay: true,
    durationMinutes: 3 * 1440,
  }),
  p(
    "Camp is confirmed!! Mia's Year 5 camp is Wednesday 18th to Friday 20th March, can you block it out for her so we don't book anything over the top",
    'createEvent',
    {
      title: 'camp',
      member: MIA,
      date: '2026-03-18',
      allDay: true,
      durationMinutes: 3 * 1440,
    },
  ),
  p(
    'I am planning to stay with you from Thursday the 12th until Sunday the 15th to help with the children while you are both away at the wedding. Perhaps you could put my visit on the calendar, so that everyone knows.',
    'createEvent',
    { title: 'visit', date: '2026-03-12', allDay: true, durationMinutes: 4 * 1440 },
  ),
  p('Mia has piano every Monday 4:15 pm, only until end of the term, the 2 of April', 'createEvent', {
    title: 'piano',
    member: MIA,
    date: '2026-03-09',
    time: '16:15',
    recurrence: 'weekly',
    repeatUntil: '2026-04-02',
  }),
  p('sam starts swimming lessons this saturday at nine thirty and then every saturday after that', 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-07',
    time: '09:30',
    recurrence: 'weekly',
  }),
  p('leo flu shot mon 9.15 remind me 1hr before', 'createEvent', { title: 'flu', member: LEO, date: '2026-03-09', time: '09:15', reminderMinutes: 60 }),
  p(
    "Can you add the P&C trivia night? It's Friday the 20th at 7pm in the school hall and goes till about 10. Just us grown-ups, not a kids thing 😊",
    'createEvent',
    {
      title: 'trivia',
      member: null,
      date: '2026-03-20',
      time: '19:00',
      durationMinutes: 180,
    },
  ),
  p(
    'My dear, Sam has asked me to come and watch his swimming carnival. I believe it is on Thursday the 19th of March, beginning at nine in the morning. Would you please put it in the calendar for him, with a reminder one day ahead so that I can arrange my transport.',
    'createEvent',
    { title: 'carnival', member: SAM, date: '2026-03-19', time: '09:00', reminderMinutes: 1440 },
  ),
  p('Leo need to see doctor for his ear, Thursday 11:30 am. I can take him', 'createEvent', {
    title: 'doctor',
    member: LEO,
    date: '2026-03-05',
    time: '11:30',
  }),
  p('new event mia orthodontist consult tuesday the seventeenth at quarter past four', 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    date: '2026-03-17',
    time: '16:15',
  }),
  p('drop sam at cubs thurs 6.30', 'createEvent', { title: 'cubs', member: SAM, date: '2026-03-05', time: '18:30' }),
  p('Dentist check-ups for Mia and Sam, back to back on Monday the 16th starting 3:30 — allow an hour for both', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-16',
    time: '15:30',
    durationMinutes: 60,
  }),
  p(
    'Hello. The church is holding an Easter egg hunt for the little ones on Saturday 4 April at 10 a.m. I would love to bring Leo. Please add it for him.',
    'createEvent',
    {
      title: 'egg hunt',
      member: LEO,
      date: '2026-04-04',
      time: '10:00',
    },
  ),
  p('Sam and Mia go on school excursion to the museum Wednesday 25 March, they must be at school 8:15', 'createEvent', {
    title: 'excursion',
    member: SAM,
    alsoMembers: [MIA],
    date: '2026-03-25',
    time: '08:15',
  }),
  p('mia and sam have a pupil free day on monday the thirtieth so no school', 'createEvent', {
    title: 'pupil free',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-30',
    allDay: true,
  }),
  p('ballet leo sats 8.45 till end of june', 'createEvent', {
    title: 'ballet',
    member: LEO,
    date: '2026-03-07',
    time: '08:45',
    recurrence: 'weekly',
    repeatUntil: '2026-06-30',
  }),
  p(
    'Mia got into the district netball squad 🎉 Training is Tuesdays and Thursdays at 5, starting Tuesday the 10th. Can you set it up as a regular thing for her?',
    'createEvent',
    { title: 'netball', member: MIA, date: '2026-03-10', time: '17:00', recurrence: 'weekly', alsoWeekdays: [4] },
  ),
  p(
    "I would very much like to take all three grandchildren to the Royal Easter Show on Monday the 6th of April. We would set off at nine o'clock and be home again by about four. Could you please add it for them.",
    'createEvent',
    { title: 'show', member: MIA, alsoMembers: [SAM, LEO], date: '2026-04-06', time: '09:00', durationMinutes: 420 },
  ),
  p('I have English class Tuesday and Thursday evening at 7pm so I cannot babysit then, please put every week in calendar', 'createEvent', {
    title: 'english',
    time: '19:00',
    recurrence: 'weekly',
  }),
  p('mia book week parade thursday the twenty sixth at nine am she needs a costume', 'createEvent', {
    title: 'parade',
    member: MIA,
    date: '2026-03-26',
    time: '09:00',
  }),
  p('kinder open day sat 21st 10am', 'createEvent', { title: 'open day', date: '2026-03-21', time: '10:00' }),
  p(
    "Sam's mate Jack is having a sleepover party on Saturday the 14th, drop off is 5pm and we collect him Sunday morning. Can you add it for Sam please?",
    'createEvent',
    { title: 'sleepover', member: SAM, date: '2026-03-14', time: '17:00' },
  ),
  p(
    "Leo will be spending every Wednesday morning at Nana's house from nine until twelve, starting next week and carrying on until the end of April. I thought it best to have it written down. Love, Nana",
    'createEvent',
    { title: 'nana', member: LEO, date: '2026-03-11', time: '09:00', durationMinutes: 180, recurrence: 'weekly', repeatUntil: '2026-04-30' },
  ),
  p('Please put my day off on Sunday, all the day', 'createEvent', { title: 'day off', date: '2026-03-08', allDay: true }),
  p('sams speech therapy tuesday at four remind me half an hour before', 'createEvent', {
    title: 'speech',
    member: SAM,
    date: '2026-03-10',
    time: '16:00',
    reminderMinutes: 30,
  }),
  p('mia + sam haircuts sat 11', 'createEvent', { title: 'haircut', member: MIA, alsoMembers: [SAM], date: '2026-03-07', time: '11:00' }),
  // "both kids" is left open: no member.
  p('School cross country is on Friday 27th, both kids are running! Starts 9:30, parents can come and cheer 🏃', 'createEvent', {
    title: 'cross country',
    date: '2026-03-27',
    time: '09:30',
  }),
  p(
    "Good evening. Mia's violin recital has been set for Sunday the 29th of March at two in the afternoon, in the Uniting Church hall. I should very much like to attend. Kindly enter it on the calendar with a reminder two hours beforehand.",
    'createEvent',
    { title: 'recital', member: MIA, date: '2026-03-29', time: '14:00', reminderMinutes: 120 },
  ),
  p("Leo is invite to birthday party of his friend Ava, Sunday 15, from 11 o'clock until 1", 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-15',
    time: '11:00',
    durationMinutes: 120,
  }),
  p('block out the holiday program at the rec centre for the kids monday the thirteenth of april to friday the seventeenth', 'createEvent', {
    title: 'holiday program',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-04-13',
    allDay: true,
    durationMinutes: 5 * 1440,
  }),
  p('mia tutoring mondays 5pm fortnightly from 16th', 'createEvent', {
    title: 'tutor',
    member: MIA,
    date: '2026-03-16',
    time: '17:00',
    recurrence: 'fortnightly',
  }),
  p("Can you add Leo's birthday? It's the 2nd of May — make it repeat every year so I never get caught out again 😂", 'createEvent', {
    title: 'birthday',
    member: LEO,
    date: '2026-05-02',
    allDay: true,
    recurrence: 'yearly',
  }),
  p(
    "Dearest, on Saturday the 14th I am taking Mia to the ballet matinee in the city. The performance begins at two o'clock and lasts around two and a half hours. Please add it to the calendar for her.",
    'createEvent',
    { title: 'ballet', member: MIA, date: '2026-03-14', time: '14:00', durationMinutes: 150 },
  ),
  p('Mia start after school art class on Tuesday 10, 3:30, every week', 'createEvent', {
    title: 'art',
    member: MIA,
    date: '2026-03-10',
    time: '15:30',
    recurrence: 'weekly',
  }),
  p('sam has an assembly item on friday the thirteenth at two fifteen parents are welcome', 'createEvent', {
    title: 'assembly',
    member: SAM,
    date: '2026-03-13',
    time: '14:15',
  }),
  p('school hols 3 apr - 19 apr', 'createEvent', { title: 'hol', date: '2026-04-03', allDay: true, durationMinutes: 17 * 1440 }),
  p("Sam's got his swim squad trial tomorrow at 7am!! Add it and remind me 12 hours before so I pack his bag the night before", 'createEvent', {
    title: 'trial',
    member: SAM,
    date: '2026-03-05',
    time: '07:00',
    reminderMinutes: 720,
  }),
  p('leo has a preschool visit thursday the second of april from nine till eleven', 'createEvent', {
    title: 'preschool',
    member: LEO,
    date: '2026-04-02',
    time: '09:00',
    durationMinutes: 120,
  }),
  // No day given: a question back.
  ask("book in sam's eye test"),
  ask("Would you please add Leo's hearing test to the calendar? I do not yet know which day it will be, only that it is at three o'clock."),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (25): moves, new times, new end times, shifts, renames, members, places, notes, reminders
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('mia dentist moved to wed 11th, same time', 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { date: '2026-03-11' } }),
  p("Ugh, the trampoline park double-booked so Sam's party is at 11 now instead of 10. Can you fix that?", 'updateEvent', {
    target: { words: 'party' },
    changes: { time: '11:00' },
  }),
  p(
    "I am terribly sorry, but I must alter Tuesday's school pick-up. I shall arrive at half past three rather than ten past, as I have an appointment of my own beforehand.",
    'updateEvent',
    { target: { words: 'pick', date: '2026-03-10' }, changes: { time: '15:30' } },
  ),
  p("Leo swimming on Friday, the teacher say now it is 10 o'clock, not 9", 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-06' },
    changes: { time: '10:00' },
  }),
  p('change sams footy training on the eleventh to five oclock', 'updateEvent', {
    target: { words: 'footy', member: SAM, date: '2026-03-11' },
    changes: { time: '17:00' },
  }),
  p('rename leo flu shot to vaccinations', 'updateEvent', { target: { words: 'flu', member: LEO }, changes: { title: 'vaccination' } }),
  p("Can we move Mia's orthodontist consult to the following Monday, the 23rd? Same time is fine", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { date: '2026-03-23' },
  }),
  p('I am told that the swimming carnival will now finish at midday rather than running all afternoon. Would you kindly adjust it.', 'updateEvent', {
    target: { words: 'carnival' },
    changes: { endTime: '12:00' },
  }),
  p('Please put Sam also in the Easter egg hunt, he want to come with Leo', 'updateEvent', { target: { words: 'egg hunt' }, changes: { addMembers: [SAM] } }),
  p('the school photos on the twelfth are actually first thing at nine fifteen', 'updateEvent', {
    target: { words: 'photo', date: '2026-03-12' },
    changes: { time: '09:15' },
  }),
  p('trivia night moved to the bowlo', 'updateEvent', { target: { words: 'trivia' }, changes: { location: 'bowlo' } }),
  p(
    "One more thing on Sam's speech therapy Tuesday — can you put a note on it that he has to bring his homework book? The therapist asked and I'll forget otherwise",
    'updateEvent',
    { target: { words: 'speech', member: SAM, date: '2026-03-10' }, changes: { note: 'homework book' } },
  ),
  p("Please would you change the reminder on Mia's violin recital to a full day before, rather than the two hours I asked for earlier.", 'updateEvent', {
    target: { words: 'recital', member: MIA },
    changes: { reminderMinutes: 1440 },
  }),
  p('The play date of Sam tomorrow, Oliver mum say it finish at 6 now', 'updateEvent', {
    target: { words: 'play', member: SAM, date: '2026-03-05' },
    changes: { endTime: '18:00' },
  }),
  p('push leos doctors appointment back by thirty minutes', 'updateEvent', { target: { words: 'doctor', member: LEO }, changes: { shiftMinutes: 30 } }),
  p("tutoring is sam's now not mia's", 'updateEvent', { target: { words: 'tutor', member: MIA }, changes: { member: SAM } }),
  p("Mia's netball on Thursday the 12th is starting 45 minutes earlier than usual, coach just messaged the group", 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-12' },
    changes: { shiftMinutes: -45 },
  }),
  p(
    'I find that I shall need to bring our Royal Easter Show outing forward to Sunday the 5th of April, as the Monday is expected to be dreadfully crowded. The times can remain as they are.',
    'updateEvent',
    { target: { words: 'show' }, changes: { date: '2026-04-05' } },
  ),
  p('My day off, I change from Sunday to Saturday please', 'updateEvent', {
    target: { words: 'day off', date: '2026-03-08' },
    changes: { date: '2026-03-07' },
  }),
  p('make mias piano lessons forty five minutes long from now on', 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { durationMinutes: 45 },
  }),
  p('cross country fri 27th now 10am', 'updateEvent', { target: { words: 'cross country', date: '2026-03-27' }, changes: { time: '10:00' } }),
  p("Change of plan with their dad — he's got a work thing on Friday so the kids go to him Saturday the 7th instead. Can you move it?", 'updateEvent', {
    target: { words: 'dad' },
    changes: { date: '2026-03-07' },
  }),
  p(
    'Would you be so good as to add Sam to the ballet matinee on the 14th? A spare ticket has come up and he has asked to go along with his sister.',
    'updateEvent',
    { target: { words: 'ballet', date: '2026-03-14' }, changes: { addMembers: [SAM] } },
  ),
  p('Mia art class is in room 12 now, not in the library', 'updateEvent', { target: { words: 'art', member: MIA }, changes: { location: 'room 12' } }),
  p('change the name of sams cubs to joeys', 'updateEvent', { target: { words: 'cubs', member: SAM }, changes: { title: 'joeys' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (20): one occurrence, a whole series, a day, a range
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p("cancel sam's haircut sat", 'cancelEvent', { target: { words: 'haircut', member: SAM, fromDate: '2026-03-07' }, series: false }),
  p("Mia's come down with a cold so we're skipping piano on Monday — can you take it off just for this week?", 'cancelEvent', {
    target: { words: 'piano', member: MIA, fromDate: '2026-03-09' },
    series: false,
  }),
  p(
    "I regret that I must call off Leo's Wednesday mornings with me altogether, as my knee operation has been scheduled. Please remove every one of them from the calendar.",
    'cancelEvent',
    { target: { member: LEO }, series: true },
  ),
  p('Tomorrow no play date for Sam, Oliver is sick', 'cancelEvent', { target: { words: 'play', member: SAM, fromDate: '2026-03-05' }, series: false }),
  p('delete sams swimming lessons completely he doesnt want to go anymore', 'cancelEvent', { target: { words: 'swim', member: SAM }, series: true }),
  p('scrap everything sat 14th', 'cancelEvent', { target: { words: null, fromDate: '2026-03-14' }, series: false }),
  p("Dentist rang, they need to reshuffle their day — can you delete the check-ups on the 16th for now and I'll rebook once they call back", 'cancelEvent', {
    target: { words: 'dentist', fromDate: '2026-03-16' },
    series: false,
  }),
  p('It seems the church has called off the Easter egg hunt because of the weather forecast. Please take it off the calendar.', 'cancelEvent', {
    target: { words: 'egg hunt' },
    series: false,
  }),
  p('My English class on Thursday is cancel, the teacher is sick', 'cancelEvent', { target: { words: 'english', fromDate: '2026-03-05' }, series: false }),
  p('cancel all of leos ballet from now on were stopping it', 'cancelEvent', { target: { words: 'ballet', member: LEO }, series: true }),
  p('no netball next week', 'cancelEvent', { target: { words: 'netball', fromDate: '2026-03-09', toDate: '2026-03-15' }, series: false }),
  p("We won't make the open day on the 21st after all, Leo's got a party then — bin it", 'cancelEvent', {
    target: { words: 'open day', fromDate: '2026-03-21' },
    series: false,
  }),
  p("As your plans have changed, I shan't be coming to stay from the 12th after all. Please delete my visit.", 'cancelEvent', {
    target: { words: 'visit' },
    series: false,
  }),
  p('The school stop the art program, so delete all Mia art class please', 'cancelEvent', { target: { words: 'art', member: MIA }, series: true }),
  p('the kids are all sick so cancel everything theyve got on tomorrow', 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' }, series: false }),
  p('tutoring done for good, delete the lot', 'cancelEvent', { target: { words: 'tutor' }, series: true }),
  p("Boo, Mia's camp has been postponed. Please delete it and they'll send the new dates later", 'cancelEvent', {
    target: { words: 'camp', member: MIA },
    series: false,
  }),
  p("Kindly remove the school pick-up I had down for Tuesday; the children's father will be collecting them instead.", 'cancelEvent', {
    target: { words: 'pick', fromDate: '2026-03-10' },
    series: false,
  }),
  p('Cancel the doctor for Leo, his ear is better now', 'cancelEvent', { target: { words: 'doctor', member: LEO }, series: false }),
  p('get rid of sams footy trainings during the school holidays from the fourth to the nineteenth of april', 'cancelEvent', {
    target: { words: 'footy', member: SAM, fromDate: '2026-04-04', toDate: '2026-04-19' },
    series: false,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions (30): agenda, findEvent, freeBusy, listReminders
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p("what's on tmrw", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("Morning! What's everyone got on next week? Trying to line up my work trips around it", 'agenda', {
    fromDate: '2026-03-09',
    toDate: '2026-03-15',
    member: null,
  }),
  p('Could you please tell me what Mia has on this coming Saturday? I should like to take her out for lunch if she is free.', ['agenda', 'freeBusy'], {
    member: MIA,
  }),
  p('What time Leo have swimming on Friday?', 'findEvent', { words: 'swim', member: LEO }),
  p('when is mias next dentist appointment', 'findEvent', { words: 'dentist', member: MIA }),
  p('sam free sat arvo?', 'freeBusy', { date: '2026-03-07', member: SAM }),
  p("Is anyone doing anything Sunday afternoon? Thinking beach if we're all free ☀️", 'freeBusy', { date: '2026-03-08', member: null }),
  p("Am I right in thinking that Sam's swimming carnival is on the 19th? I want to be certain before I book my train.", 'findEvent', {
    words: 'carnival',
    yesNo: true,
  }),
  p('What reminders I have for this week?', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('whats happening with the kids on the weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: null }),
  p('leo this wk?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p("When's the school cross country again? I know it's towards the end of the month but I've lost the note", 'findEvent', { words: 'cross country' }),
  p(
    "Please could you let me know whether the children are busy on Tuesday between three and six o'clock? I thought I might take them to the pool.",
    'freeBusy',
    { date: '2026-03-10', fromTime: '15:00', toTime: '18:00', member: null },
  ),
  p('Tomorrow what is the plan for the kids, who need pick up and when?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('is sam free on thursday after school', 'freeBusy', { date: '2026-03-05', member: SAM }),
  p('reminders?', 'listReminders'),
  p("Quick one — did I ever set a reminder for Mia's recital? Really don't want to miss it", 'listReminders', { check: ['recital'] }),
  p('What is on the calendar over the whole Easter weekend, from Good Friday the 3rd through to Easter Monday the 6th of April?', 'agenda', {
    fromDate: '2026-04-03',
    toDate: '2026-04-06',
  }),
  p('Mia has something Thursday after school? I need to know if I go straight home with her', ['agenda', 'findEvent', 'freeBusy'], { member: MIA }),
  p('what have we got on for the rest of march', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-31' }),
  p("ava's party for leo — what time?", 'findEvent', { words: 'party', member: LEO }),
  // "the boys" names nobody: no member.
  p("Do the boys have anything on Saturday morning? My sister's offered to take them to the zoo", ['agenda', 'freeBusy']),
  p("I wonder whether you could tell me when Sam's next swimming lesson is? I seem to have lost track.", 'findEvent', { words: 'swim', member: SAM }),
  p('Is true the pupil free day is Monday 30?', 'findEvent', { words: 'pupil free', yesNo: true }),
  p('what does mia have on next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p('anything on tonight', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("Which days is Mia's netball again? I keep thinking Mondays and getting it wrong", 'findEvent', { words: 'netball', member: MIA }),
  p('Would you kindly list the reminders you have set up for me at present?', 'listReminders'),
  p('We are free Saturday 21 in morning? Oliver family invite Sam to the beach', 'freeBusy', { date: '2026-03-21' }),
  p('do we have anything on the evening of friday the twentieth', 'freeBusy', { date: '2026-03-20' }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos, homework and shared lists (25)
// ---------------------------------------------------------------------------------------------------------------
const TODOS_AND_LISTS: Phrase[] = [
  p('todo: renew passports', 'addTodo', { tasks: ['passport'] }),
  p(
    "Can you add a few things to my to-do list: email Sam's teacher about his reader, book the car in for a service, and return the library books. Thanks!",
    'addTodo',
    { tasks: ['teacher', 'service', 'library'] },
  ),
  p(
    "I would be grateful if you could add some things to the shopping list: two litres of full cream milk, a loaf of wholemeal bread, and a jar of Vegemite for the children's sandwiches.",
    'addListItems',
    { list: null, items: ['milk', 'bread', 'vegemite'] },
  ),
  p('We need nappies for Leo and wipes, put on the shopping please', 'addListItems', { list: null, items: ['nappies', 'wipes'] }),
  p('mia has a maths worksheet due on friday', 'addHomework', { task: 'worksheet', member: MIA, dueDate: '2026-03-06' }),
  p('sam spelling words due mon', 'addHomework', { task: 'spelling', member: SAM, dueDate: '2026-03-09' }),
  p("Mia's got a science poster on the water cycle due on the 27th, can you add it to her homework so it doesn't sneak up on us", 'addHomework', {
    task: 'poster',
    member: MIA,
    dueDate: '2026-03-27',
  }),
  p('What homework does Sam have outstanding at the moment? I will be minding him tomorrow afternoon and would like to help him with it.', 'listHomework', {
    member: SAM,
  }),
  p('Which homework Mia still have to do?', 'listHomework', { member: MIA }),
  p('tick off book the car in for a service', 'completeTodo', { text: 'service' }),
  p('#2 done', 'completeTodo', { number: 2 }),
  p("What's on my to-do list right now? I feel like I'm forgetting something", 'listTodos'),
  p('Please take the Vegemite off the shopping list. I found a jar at the back of the pantry after all.', 'tickListItems', { list: null, items: ['vegemite'] }),
  p('I buy the nappies and wipes today', 'tickListItems', { list: null, items: ['nappies', 'wipes'], remove: false }),
  p('whats on the shopping list', 'showList', { list: null }),
  p('new list camp gear', 'createList', { name: 'camp' }),
  p("For Mia's camp can you put sleeping bag, torch, gumboots and a raincoat on the camp list 🏕️", 'addListItems', {
    list: 'camp',
    items: ['sleeping bag', 'torch', 'gumboots', 'raincoat'],
  }),
  p('Is there butter on the shopping list already? I do not wish to buy two lots.', 'showList', { list: null, check: ['butter'] }),
  p('Please empty all the shopping list, I did the big shop', 'clearList', { list: null }),
  p('remind me to sign mias excursion permission note', 'addTodo', { tasks: ['permission'], reminder: true }),
  p('clear my todos', 'clearTodos'),
  p('What lists have we got going? I swear I started one for the party', 'listLists'),
  p(
    'Sam needs to practise his times tables, the threes and fours, before his test on Thursday the 12th. Would you add that to his homework, please.',
    'addHomework',
    { task: 'times tables', member: SAM, dueDate: '2026-03-12' },
  ),
  p('Leo need new shoes size 9, also kids sunscreen. Put on the list', 'addListItems', { list: null, items: ['shoes', 'sunscreen'] }),
  p('add to the to do list ring the council about the bin and pay the swimming fees', 'addTodo', { tasks: ['council', 'swimming fees'] }),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...TODOS_AND_LISTS];
