// Phrasebook 20 (family, training set): 160 WhatsApp messages about family members and ranges, as parents,
// co-parents, grandparents and nannies type them (lowercase, tmrw/pls/u, missing apostrophes, typos, emoji,
// reasons and chatter, the odd voice note as the phone transcribed it).
// Covers one child, two children, "both kids", "the kids", "the boys" (Sam and Leo), "all three", "me and mia",
// "sam and his dad"; events over a range of days; school-day patterns; questions about a member or a range;
// changes and cancels naming members; to-dos and shopping for a member.
// 60 createEvent, 35 calendar questions (agenda, findEvent, freeBusy, listReminders), 15 updateEvent,
// 15 cancelEvent, 15 to-dos (addTodo, completeTodo, listTodos), 12 list messages, 8 questions back.
// Corrected after writing: profiles hold no gender, so "the boys" names nobody the assistant can know; those rows
// expect no member. member/alsoMembers are given only when the message determines who (all three =
// Mia + Sam + Leo; "both kids" and "the kids" are left open); range questions give fromDate/toDate.
// Written by an AI helper session (asked by the project's main session), each message written fresh for this file:
// nothing copied or paraphrased from another file or data set. The expectations come from the tool contract only
// (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// An all-day event over several days: durationMinutes = days × 1440 (Mon to Wed = 4320).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (60): one child, two children, the boys, all three, ranges of days, school-day patterns
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  // one child
  p('mia has netball trials sat 8.30 dont let me forget her water bottle this time', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '08:30',
  }),
  p('leo hearing test tues 11am at the community health centre', 'createEvent', { title: 'hearing test', member: LEO, date: '2026-03-10', time: '11:00' }),
  p('sams got a playdate at archies fri after school 3.30-5', 'createEvent', {
    title: 'playdate',
    member: SAM,
    date: '2026-03-06',
    time: '15:30',
    durationMinutes: 90,
  }),
  p('mias book week parade thurs 19th at 9, shes going as hermione lol', 'createEvent', { title: 'book week', member: MIA, date: '2026-03-19', time: '09:00' }),
  p('assembly fri 2pm sams class is presenting!! 🎉', 'createEvent', { title: 'assembly', member: SAM, date: '2026-03-06', time: '14:00' }),
  p('leo doctors mon 9.15 for his ears again 🙄', 'createEvent', { title: 'doctor', member: LEO, date: '2026-03-09', time: '09:15' }),
  p('sam has his swimming assessment on tuesday at four thirty', 'createEvent', { title: 'swimming', member: SAM, date: '2026-03-10', time: '16:30' }),
  p('mia excursion to the museum on the 18th, has to be at school by 8', 'createEvent', { title: 'excursion', member: MIA, date: '2026-03-18', time: '08:00' }),
  p('um can you put in that mia has a sleepover at rubys on saturday night from six', 'createEvent', {
    title: 'sleepover',
    member: MIA,
    date: '2026-03-07',
    time: '18:00',
  }),
  p('SAM TENNIS FRI 4PM', 'createEvent', { title: 'tennis', member: SAM, date: '2026-03-06', time: '16:00' }),
  p('mias school musical opening night fri 27th 6.30pm, need to get tix', 'createEvent', { title: 'musical', member: MIA, date: '2026-03-27', time: '18:30' }),
  p('parent teacher interview for mia wed 11th 6.10pm', 'createEvent', { title: 'parent teacher', member: MIA, date: '2026-03-11', time: '18:10' }),
  p('sams bday party at the trampoline park sat 28th 2-4 🎂', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-28',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('leo has kindy orientation fri 9 am, ill take him', 'createEvent', { title: 'orientation', member: LEO, date: '2026-03-06', time: '09:00' }),
  p('excursion to the zoo for sams class on the 24th, bus leaves 8.30', 'createEvent', { title: 'excursion', member: SAM, date: '2026-03-24', time: '08:30' }),
  p('mia cross country tomorrow morning 9, shes nervous', 'createEvent', { title: 'cross country', member: MIA, date: '2026-03-05', time: '09:00' }),
  p('leo swim lesson tmrw 9.30 only 30 min', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-05', time: '09:30', durationMinutes: 30 }),
  p('sam eye test mon 3pm remind me an hour before pls', 'createEvent', {
    title: 'eye test',
    member: SAM,
    date: '2026-03-09',
    time: '15:00',
    reminderMinutes: 60,
  }),
  p('mia piano exam 21st march 10:40', 'createEvent', { title: 'piano', member: MIA, date: '2026-03-21', time: '10:40' }),
  p('leos birthday is 22nd july, every year obvs', 'createEvent', { title: 'birthday', member: LEO, date: '2026-07-22', recurrence: 'yearly' }),
  // two children, the boys, all three, me and mia, sam and his dad
  p('dentist for mia and leo tmrw 3.40', 'createEvent', { title: 'dentist', member: MIA, alsoMembers: [LEO], date: '2026-03-05', time: '15:40' }),
  p('haircuts sam + leo sat 10am', 'createEvent', { title: 'haircut', member: SAM, alsoMembers: [LEO], date: '2026-03-07', time: '10:00' }),
  p('the boys have swimming sunday 9.30 at the aquatic centre', 'createEvent', {
    title: 'swimming',
    date: '2026-03-08',
    time: '09:30',
  }),
  p('both kids have the flu jab thurs 4pm at the chemist', 'createEvent', { title: 'flu', date: '2026-03-05', time: '16:00' }),
  p('school photo day for the kids mon 16th, hair brushed for once pls', 'createEvent', { title: 'photo', date: '2026-03-16' }),
  p('all three have dentist check ups fri 13th at 2, back to back so make it 90 mins', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-13',
    time: '14:00',
    durationMinutes: 90,
  }),
  p('me and mia mani pedi sat 1pm, her bday treat 💅', 'createEvent', { title: 'mani', member: MIA, date: '2026-03-07', time: '13:00' }),
  p('sam and his dad are going to the footy sun 2pm', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-08', time: '14:00' }),
  p('the boys are invited to jacks party sat 11-1', 'createEvent', {
    title: 'party',
    date: '2026-03-07',
    time: '11:00',
    durationMinutes: 120,
  }),
  p('mia and sam orthodontist consult tue 17th 8.15am', 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-17',
    time: '08:15',
  }),
  p('sam and leo having dinner at nanas tonight 5.30', 'createEvent', { title: 'dinner', member: SAM, alsoMembers: [LEO], date: '2026-03-04', time: '17:30' }),
  p('all 3 kids to the optometrist wed 11th 4pm', 'createEvent', {
    title: 'optometrist',
    member: MIA,
    alsoMembers: [SAM, LEO],
    date: '2026-03-11',
    time: '16:00',
  }),
  p('leo and mia swimming lessons every sat at 8', 'createEvent', {
    title: 'swimming',
    member: LEO,
    alsoMembers: [MIA],
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p('leo and sam vaccinations thursday week at 10.30', 'createEvent', {
    title: 'vaccination',
    member: LEO,
    alsoMembers: [SAM],
    date: '2026-03-12',
    time: '10:30',
  }),
  p('grandpa is taking the boys fishing sun morning at 7 🎣', 'createEvent', {
    title: 'fishing',
    date: '2026-03-08',
    time: '07:00',
  }),
  p('sports carnival for mia and sam fri 20th all day', 'createEvent', {
    title: 'sports carnival',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-20',
    allDay: true,
  }),
  p('swimming carnival tue 10th all day, mia and sam both competing', 'createEvent', {
    title: 'swimming carnival',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-10',
    allDay: true,
  }),
  p('the boys have a haircut booked at 4', 'createEvent', { title: 'haircut', date: '2026-03-04', time: '16:00' }),
  // ranges of days
  p('sam school camp mon to wed next week', 'createEvent', { title: 'camp', member: SAM, date: '2026-03-09', allDay: true, durationMinutes: 4320 }),
  p('leo is staying at grandmas from the 9th till the 13th while daycare is shut', 'createEvent', {
    title: 'grandma',
    member: LEO,
    date: '2026-03-09',
    allDay: true,
    durationMinutes: 7200,
  }),
  p('sams at his dads all next week fyi', 'createEvent', { title: 'dad', member: SAM, date: '2026-03-09', allDay: true }),
  p('nanny starting early each day this week, 7am', 'createEvent', { title: 'nanny', time: '07:00' }),
  p('mia has rehearsals every day next week 3.30 to 5 for the musical', 'createEvent', {
    title: 'rehearsal',
    member: MIA,
    date: '2026-03-09',
    time: '15:30',
    durationMinutes: 90,
  }),
  p('swim school intensive for the boys 9am daily mon 13th april to fri 17th', 'createEvent', {
    title: 'swim',
    date: '2026-04-13',
    time: '09:00',
  }),
  p('leos daycare closed tue to thu next week (staff training day thing)', 'createEvent', {
    title: 'daycare',
    member: LEO,
    date: '2026-03-10',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('mia basketball camp 14-16 april', 'createEvent', { title: 'basketball camp', member: MIA, date: '2026-04-14', allDay: true, durationMinutes: 4320 }),
  p('grandparents visiting from the 20th to the 24th, kids are so excited', 'createEvent', {
    title: 'grandparents',
    date: '2026-03-20',
    allDay: true,
    durationMinutes: 7200,
  }),
  p('school holidays start fri 3rd april', 'createEvent', { title: 'holidays', date: '2026-04-03', allDay: true }),
  p('pupil free day on the 16th so both kids r home', 'createEvent', { title: 'pupil free', date: '2026-03-16', allDay: true }),
  p('term ends thurs 2nd april 👏👏', 'createEvent', { title: 'term', date: '2026-04-02' }),
  p('harmony day thurs 19th, kids wear orange', 'createEvent', { title: 'harmony day', date: '2026-03-19' }),
  p('me n the kids are at the easter show all day sat 11th april, no work calls pls', 'createEvent', { title: 'show', date: '2026-04-11', allDay: true }),
  p('nanny minding leo tmrw 8 to 12', 'createEvent', { title: 'nanny', date: '2026-03-05', time: '08:00', durationMinutes: 240 }),
  // school-day patterns and repeats
  p('pick up sam every school day at 3.15', 'createEvent', { title: 'pick', member: SAM, time: '15:15', recurrence: 'weekly' }),
  p('leo speech therapy weekdays at 8am until further notice', 'createEvent', { title: 'speech', member: LEO, time: '08:00', recurrence: 'weekly' }),
  p('nanny does school pickup mon wed fri 3pm', 'createEvent', { title: 'pickup', time: '15:00', recurrence: 'weekly' }),
  p('mia before school care tuesdays and thursdays 7.30am', 'createEvent', { title: 'before school care', member: MIA, time: '07:30', recurrence: 'weekly' }),
  p('sam reading group every tuesday 8.45 at school', 'createEvent', {
    title: 'reading',
    member: SAM,
    date: '2026-03-10',
    time: '08:45',
    recurrence: 'weekly',
  }),
  p('leo daycare mon tue thu 8am-4pm', 'createEvent', { title: 'daycare', member: LEO, time: '08:00', durationMinutes: 480, recurrence: 'weekly' }),
  p('drop sam at cubs every mon 6.30pm', 'createEvent', { title: 'cubs', member: SAM, date: '2026-03-09', time: '18:30', recurrence: 'weekly' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Calendar questions (35): about a member, about a range, free or busy, when is, reminders
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('whats leo got on this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p('anything for the kids on the weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('is sam free thurs arvo', 'freeBusy', { date: '2026-03-05', member: SAM }),
  p("what's on mon-wed", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-11' }),
  p('what does mia have on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: MIA }),
  p('whats on for the boys next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('when is sams camp again', 'findEvent', { words: 'camp', member: SAM }),
  p('whens the pupil free day', 'findEvent', { words: 'pupil free' }),
  p('is leo free sat morning? his mate wants a playdate', 'freeBusy', { date: '2026-03-07', member: LEO }),
  p('what have the kids got on from the 9th to the 13th', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-13' }),
  p('mias week?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p('hows friday looking for sam', ['agenda', 'freeBusy'], { member: SAM }),
  p('when do school holidays start again', 'findEvent', { words: 'holidays' }),
  p('is the excursion this thurs or next? cant remember', 'findEvent', { words: 'excursion' }),
  p('whats everyone doing today', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('any dentist for the kids coming up?', 'findEvent', { words: 'dentist' }),
  p('what time is leos swimming on sunday', 'findEvent', { words: 'swimming', member: LEO }),
  p('do the boys have anything sat?', ['agenda', 'freeBusy', 'findEvent']),
  p('what reminders have i got set this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('whats sam got on over the weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: SAM }),
  p('is mia busy on the 16th', 'freeBusy', { date: '2026-03-16', member: MIA }),
  p('whats on next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('what days is leo at daycare', 'findEvent', { words: 'daycare', member: LEO }),
  p('whens book week parade', 'findEvent', { words: 'book week' }),
  p('whats the plan thurs and fri', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-06' }),
  p('can sam do a playdate tues after school or has he got something on', 'freeBusy', { date: '2026-03-10', member: SAM }),
  p('is mias sports carnival on friday?', 'findEvent', { words: 'sports carnival', member: MIA, yesNo: true }),
  p('whats leo doing between mon and thurs', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-12', member: LEO }),
  p('remind me what the kids have on each day this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('when is the next assembly', 'findEvent', { words: 'assembly' }),
  p('is everyone free sunday for a bbq at ours', 'freeBusy', { date: '2026-03-08', member: null }),
  p('hey what has mia got on the rest of this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p('does sam have swimming this week', ['findEvent', 'agenda'], { member: SAM }),
  p('what reminders have i got coming up', 'listReminders'),
  p('what have the kids got from fri 13th to fri 20th', 'agenda', { fromDate: '2026-03-13', toDate: '2026-03-20' }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (15): changes naming members
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('move both kids dentist to friday', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-06' } }),
  p('sams swimming tmrw is now 5pm not 4.30', 'updateEvent', { target: { words: 'swimming', member: SAM, date: '2026-03-05' }, changes: { time: '17:00' } }),
  p('leos doctors moved to tues same time', 'updateEvent', { target: { words: 'doctor', member: LEO }, changes: { date: '2026-03-10' } }),
  p('push the boys haircut back half an hour, running late from work', 'updateEvent', { target: { words: 'haircut' }, changes: { shiftMinutes: 30 } }),
  p('sams camp is now tue to thu not mon to wed', 'updateEvent', { target: { words: 'camp', member: SAM }, changes: { date: '2026-03-10' } }),
  p('mias piano exam got moved to the 28th', 'updateEvent', { target: { words: 'piano', member: MIA }, changes: { date: '2026-03-28' } }),
  p('add leo to the dentist on friday, might as well do all of them', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-06' },
    changes: { addMembers: [LEO] },
  }),
  p('sams playdate fri is actually 4 till 6', 'updateEvent', {
    target: { words: 'playdate', member: SAM, date: '2026-03-06' },
    changes: { time: '16:00', durationMinutes: 120 },
  }),
  p('the boys swimming sunday is at the indoor pool at bondi now', 'updateEvent', {
    target: { words: 'swimming', date: '2026-03-08' },
    changes: { location: 'bondi' },
  }),
  p('put a note on mias excursion: needs a hat and packed lunch', 'updateEvent', { target: { words: 'excursion', member: MIA }, changes: { note: 'hat' } }),
  p('sports carnival moved to the 27th cos of the rain forecast', 'updateEvent', { target: { words: 'sports carnival' }, changes: { date: '2026-03-27' } }),
  p('change leos swim lesson tmrw to 45 mins', 'updateEvent', { target: { words: 'swim', member: LEO, date: '2026-03-05' }, changes: { durationMinutes: 45 } }),
  p('remind me 30 mins before sams eye test', 'updateEvent', { target: { words: 'eye test', member: SAM }, changes: { reminderMinutes: 30 } }),
  p('mias netball sat is 9.15 now', 'updateEvent', { target: { words: 'netball', member: MIA, date: '2026-03-07' }, changes: { time: '09:15' } }),
  p('the parent teacher thing on wed 11th is for sam not mia, my mistake', 'updateEvent', {
    target: { words: 'parent teacher', date: '2026-03-11' },
    changes: { member: SAM },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (15): cancels naming members, one day or a range, one occurrence or the whole series
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('sams swimming is cancelled this week', 'cancelEvent', {
    target: { words: 'swimming', member: SAM, fromDate: '2026-03-04', toDate: '2026-03-10' },
    series: false,
  }),
  p('cancel leos swim lesson tmrw hes got a temp 🤒', 'cancelEvent', { target: { words: 'swim', member: LEO, fromDate: '2026-03-05' }, series: false }),
  p('mia quit piano so delete piano altogether', 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p('the boys haircut isnt happening, scrap it', 'cancelEvent', { target: { words: 'haircut' } }),
  p('cancel everything for leo on friday, were going away', 'cancelEvent', { target: { words: null, member: LEO, fromDate: '2026-03-06' }, series: false }),
  p('no netball for mia sat - washed out', 'cancelEvent', { target: { words: 'netball', member: MIA, fromDate: '2026-03-07' }, series: false }),
  p('clear out all the kids stuff mon to wed next week, we are off to the coast', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-11' },
    series: false,
  }),
  p('remove the pupil free day, i put it in the wrong week', 'cancelEvent', { target: { words: 'pupil free' } }),
  p('sam wont be doing cubs anymore, take it off for good', 'cancelEvent', { target: { words: 'cubs', member: SAM }, series: true }),
  p('dentist for all three on the 13th is off, dentist is sick', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-13' }, series: false }),
  p('cancel mias rehearsals all next week', 'cancelEvent', {
    target: { words: 'rehearsal', member: MIA, fromDate: '2026-03-09', toDate: '2026-03-15' },
    series: false,
  }),
  p('leos daycare is closed from the 9th till the 13th so cancel his daycare those days', 'cancelEvent', {
    target: { words: 'daycare', member: LEO, fromDate: '2026-03-09', toDate: '2026-03-13' },
    series: false,
  }),
  p('sams reading group tues is cancelled', 'cancelEvent', { target: { words: 'reading', member: SAM, fromDate: '2026-03-10' }, series: false }),
  p('delete the fishing trip with grandpa on sunday, hes done his back', 'cancelEvent', { target: { words: 'fishing', fromDate: '2026-03-08' } }),
  p('the boys swimming sunday isnt on, pool closed for maintenance', 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-08' }, series: false }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos (15): for a member, reminders without a time, ticking off, listing
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('get mia new school shoes', 'addTodo', { tasks: ['school shoes'] }),
  p('need to sign sams excursion permission note', 'addTodo', { tasks: ['permission'] }),
  p('todo: book leo in for his 4yr vaccinations', 'addTodo', { tasks: ['vaccination'] }),
  p('remind me to pay for mias camp', 'addTodo', { tasks: ['camp'], reminder: true }),
  p('label all the kids new uniforms b4 monday', 'addTodo', { tasks: ['label'] }),
  p('order the boys book club books', 'addTodo', { tasks: ['book club'] }),
  p('return leos library bag to daycare and email sams teacher', 'addTodo', { tasks: ['library bag', 'email'] }),
  p('make sams costume for book week (he wants to be a dinosaur 🦖)', 'addTodo', { tasks: ['costume'] }),
  p('remind me to fill in leos daycare enrolment form', 'addTodo', { tasks: ['enrolment'], reminder: true }),
  p('add to my list: buy a present for jacks party, rsvp for mias sleepover', 'addTodo', { tasks: ['present', 'rsvp'] }),
  p('done mias school shoes finally', 'completeTodo', { text: 'school shoes' }),
  p('paid for camp ✅', 'completeTodo', { text: 'camp' }),
  p('number 3 is done', 'completeTodo', { number: 3 }),
  p('whats on my todo list', 'listTodos'),
  p('show me my to dos pls', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// Lists (12): shopping for a member, a packing list, ticking off
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add lunchbox stuff for the boys to shopping - muesli bars, apples, yoghurt pouches', 'addListItems', {
    list: null,
    items: ['muesli bars', 'apples', 'yoghurt'],
  }),
  p('we need nappies and wipes for leo', 'addListItems', { list: null, items: ['nappies', 'wipes'] }),
  p('mia needs glue sticks and a ruler for school, pls add to shopping', 'addListItems', { list: null, items: ['glue', 'ruler'] }),
  p('put sunscreen and hats on the shopping list for the kids carnival', 'addListItems', { list: null, items: ['sunscreen', 'hat'] }),
  p('whats on the shopping list', 'showList', { list: null }),
  p('is weetbix on the list? the boys smashed the last box', 'showList', { list: null, check: ['weetbix'] }),
  p('got the nappies', 'tickListItems', { items: ['nappies'], remove: false }),
  p('take the ruler off the list, mia found hers', 'tickListItems', { items: ['ruler'], remove: true }),
  p('make a camp packing list for sam', 'createList', { name: 'camp' }),
  p('add sleeping bag, torch and gumboots to sams camp list', 'addListItems', { list: 'camp', items: ['sleeping bag', 'torch', 'gumboots'] }),
  p('what lists have we got', 'listLists'),
  p('clear the shopping list, did a big shop today', 'clearList', { list: null }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions back (8): an event with no day, a change that does not say what or to when
// ---------------------------------------------------------------------------------------------------------------
const ASK: Phrase[] = [
  ask('leo has a party'),
  ask('mia has an excursion coming up'),
  ask('put in sams camp'),
  ask('add swimming for the boys'),
  ask('move the kids thing'),
  ask('sam has a sleepover at jakes'),
  ask('can u change mias appointment'),
  ask('book week parade for the kids'),
];

export const PHRASES: Phrase[] = [...CREATE, ...QUESTIONS, ...UPDATE, ...CANCEL, ...TODOS, ...LISTS, ...ASK];
