// Phrasebook 23 (family, training set): 160 WhatsApp messages about shared care and helpers. Senders are
// separated parents sharing the kids (handover days, alternate weekends, "my week"/"his week"), grandparents
// staying for a span of days, a nanny and an au pair writing English as a second language, a step-parent and a
// neighbour doing pickups. Content: who has the kids when, pickups and drop-offs by a named adult, events for one
// child, two, "both kids", "the kids" or all three, holiday care over several days, medical appointments, sport,
// birthday parties; changes, cancels, questions, reminders, to-dos and shopping. Forms vary: terse, polite,
// rambling, typos, emoji, voice notes as the phone transcribed them.
// Mix: 57 createEvent (2 of them timed reminders), 37 calendar questions (12 agenda, 11 findEvent, 7 freeBusy,
// 4 agenda-or-findEvent, 1 agenda-or-freeBusy, 2 listReminders), 20 updateEvent (2 of them reminders on events),
// 14 cancelEvent, 16 to-dos (9 addTodo, 3 of them "remind me to…"; 4 completeTodo, 2 listTodos, 1 clearTodos),
// 8 shared-list messages, 8 questions back.
// member/alsoMembers are given only when the message names the children or says both kids / the kids / all three
// (all three are children: member the first, alsoMembers the rest in the order Mia, Sam, Leo). "The boys" names
// nobody the assistant can know (profiles hold no gender), so those rows give no member. Other adults (dad, nana,
// the nanny, the neighbour) are not members. Range questions give fromDate/toDate; a multi-day event gives its
// first date, allDay true and durationMinutes (days × 1440).
// Written by an AI helper session (asked by the project's main session), each message written fresh for this file:
// nothing copied or paraphrased from another file or data set. The expectations come from the tool contract only
// (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

const KIDS = { member: MIA, alsoMembers: [SAM, LEO] };

// ---------------------------------------------------------------------------------------------------------------
// createEvent: who has the kids, pickups, stays, holiday care, appointments, sport, parties
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('kids with their dad fri to sun', 'createEvent', { title: 'dad', date: '2026-03-06', allDay: true, durationMinutes: 4320, ...KIDS }),
  p('nana and pop are staying with us thursday till tuesday 🙌', 'createEvent', {
    title: 'nana',
    date: '2026-03-05',
    allDay: true,
    durationMinutes: 8640,
  }),
  p('dad is picking up leo from daycare tmrw at 5', 'createEvent', { title: 'pick', member: LEO, date: '2026-03-05', time: '17:00' }),
  p('Hello! Please put in calendar: I bring Sam to swimming lesson Saturday 9.30 morning', 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-07',
    time: '09:30',
  }),
  p("mia has a bday party at zoe's sat 11-1", 'createEvent', { title: 'party', member: MIA, date: '2026-03-07', time: '11:00', durationMinutes: 120 }),
  p('mia and sam are booked into the holiday program 7th to 10th april', 'createEvent', {
    title: 'holiday program',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-04-07',
    allDay: true,
    durationMinutes: 5760,
  }),
  p('leo vaccinations at the gp monday 10.15am', 'createEvent', { title: 'vaccination', member: LEO, date: '2026-03-09', time: '10:15' }),
  p("grandma's got the kids wed 11th after school, she'll grab them at 3", 'createEvent', {
    title: 'grandma',
    date: '2026-03-11',
    time: '15:00',
    ...KIDS,
  }),
  p('my week starts monday - kids with me mon 9th to sun 15th', 'createEvent', { date: '2026-03-09', allDay: true, durationMinutes: 10080, ...KIDS }),
  p("hi its karen (sam's stepmum) - sam's soccer presentation night is fri 20th at 6pm, we'll take him", 'createEvent', {
    title: 'presentation',
    member: SAM,
    date: '2026-03-20',
    time: '18:00',
  }),
  p('jo next door is doing pickup for mia and sam tomorrow 3.10, pls add', 'createEvent', {
    title: 'pickup',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-05',
    time: '15:10',
  }),
  p('handover sunday 5pm at the maccas in penrith', 'createEvent', { title: 'handover', date: '2026-03-08', time: '17:00' }),
  p('Good morning, please add to calender: tomorrow I take Leo to library story time 10.30', 'createEvent', {
    title: 'story time',
    member: LEO,
    date: '2026-03-05',
    time: '10:30',
  }),
  p('sam dentist tues 3:45', 'createEvent', { title: 'dentist', member: SAM, date: '2026-03-10', time: '15:45' }),
  p('both kids (mia + sam) have school photos thursday', 'createEvent', { title: 'photo', member: MIA, alsoMembers: [SAM], date: '2026-03-05' }),
  p('mia netball every saturday 8am starting this sat', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p("kids at their dad's every second weekend, fri to sun, starting fri 13th", 'createEvent', {
    title: 'dad',
    date: '2026-03-13',
    allDay: true,
    durationMinutes: 4320,
    recurrence: 'fortnightly',
    ...KIDS,
  }),
  p("leo's swimming lessons wednesdays 4.30 from next week", 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-11',
    time: '16:30',
    recurrence: 'weekly',
  }),
  p("grandad's taking sam to the footy sat arvo, 3pm bounce", 'createEvent', { title: 'footy', member: SAM, date: '2026-03-07', time: '15:00' }),
  p('pls add: parent teacher interview for mia thurs 12th 4.20pm', 'createEvent', {
    title: 'interview',
    member: MIA,
    date: '2026-03-12',
    time: '16:20',
  }),
  p('okay so um can you add that sam has a birthday party on sunday at the trampoline place from two til four', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('au pair day off saturday', 'createEvent', { title: 'day off', date: '2026-03-07' }),
  p('oma staying with us mon 9th to sun 15th, she can do the school runs', 'createEvent', {
    title: 'oma',
    date: '2026-03-09',
    allDay: true,
    durationMinutes: 10080,
  }),
  p("his week: kids at their father's mon 16th to sun 22nd", 'createEvent', {
    title: 'father',
    date: '2026-03-16',
    allDay: true,
    durationMinutes: 10080,
    ...KIDS,
  }),
  p('leo daycare excursion to the farm tuesday, needs a hat', 'createEvent', { title: 'excursion', member: LEO, date: '2026-03-10' }),
  p('soccer trials for sam and mia sat 14th 9am', 'createEvent', { title: 'trials', member: MIA, alsoMembers: [SAM], date: '2026-03-14', time: '09:00' }),
  p('Mia orthodontist 8.15 friday', 'createEvent', { title: 'orthodontist', member: MIA, date: '2026-03-06', time: '08:15' }),
  p('dad doing pickup for all three friday 3pm', 'createEvent', { title: 'pickup', date: '2026-03-06', time: '15:00', ...KIDS }),
  p("can you put the kids' flu shots in for the 18th at 9.40", 'createEvent', { title: 'flu', date: '2026-03-18', time: '09:40', ...KIDS }),
  p('priya babysitting sat night 6pm til 11pm', 'createEvent', { title: 'babysit', date: '2026-03-07', time: '18:00', durationMinutes: 300 }),
  p("sam's footy camp in the hols, 13th to 15th april", 'createEvent', {
    title: 'camp',
    member: SAM,
    date: '2026-04-13',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('Hi, Mia have the piano exam on 21 March at 11am, I will bring her', 'createEvent', {
    title: 'piano',
    member: MIA,
    date: '2026-03-21',
    time: '11:00',
  }),
  p('gran and grandpa having all three overnight saturday', 'createEvent', { title: 'gran', date: '2026-03-07', ...KIDS }),
  p('Leo 3yo check up at the clinic 23rd march 2.30', 'createEvent', { title: 'check', member: LEO, date: '2026-03-23', time: '14:30' }),
  p("sam's mates party next sat 21st, 1 til 3 at the bowling alley", 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-21',
    time: '13:00',
    durationMinutes: 120,
  }),
  p('mias swimmign carnival fri 13th all day', 'createEvent', { title: 'carnival', member: MIA, date: '2026-03-13', allDay: true }),
  p('drop off leo at his dads 9am sat', 'createEvent', { title: 'drop', member: LEO, date: '2026-03-07', time: '09:00' }),
  p("ian's mum doing school pick up for the boys tmrw, 3pm", 'createEvent', { title: 'pick', date: '2026-03-05', time: '15:00' }),
  p('⚽️ sam game sunday 8.30am at parklea', 'createEvent', { title: 'game', member: SAM, date: '2026-03-08', time: '08:30' }),
  p("Add: Mia sleepover at Ella's fri night", 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-06' }),
  p('grandma picking up the kids every tuesday at 3 from now on', 'createEvent', {
    title: 'grandma',
    date: '2026-03-10',
    time: '15:00',
    recurrence: 'weekly',
    ...KIDS,
  }),
  p("so the plan is their dad has the kids from after school thurs (he's collecting) and i get them back sun 6pm, can you pop that in", 'createEvent', {
    title: 'dad',
    date: '2026-03-05',
    ...KIDS,
  }),
  p("leo's speech therapy every mon and wed 9.30am", 'createEvent', { title: 'speech', member: LEO, time: '09:30', recurrence: 'weekly' }),
  p('step dad here (rob) - taking sam to cricket sat 8am', 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-07', time: '08:00' }),
  p('dentist for all 3 kids thu 19th 3.30', 'createEvent', { title: 'dentist', date: '2026-03-19', time: '15:30', ...KIDS }),
  p('ballet concert for mia sun 29th 2pm, dad and nana coming', 'createEvent', { title: 'concert', member: MIA, date: '2026-03-29', time: '14:00' }),
  p('book leo in for daycare holiday care 7th-9th april', 'createEvent', {
    title: 'holiday care',
    member: LEO,
    date: '2026-04-07',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('uncle dev minding both kids tonight 6.30', 'createEvent', { title: 'dev', date: '2026-03-04', time: '18:30', ...KIDS }),
  p('airport pickup for lena (new au pair) sun 15th 7pm', 'createEvent', { title: 'airport', date: '2026-03-15', time: '19:00' }),
  p('Mia and Leo - haircuts sat 10am', 'createEvent', { title: 'haircut', member: MIA, alsoMembers: [LEO], date: '2026-03-07', time: '10:00' }),
  p('sams excursion to the museum tues 17th', 'createEvent', { title: 'excursion', member: SAM, date: '2026-03-17' }),
  p("put in: kids at dad's mon 9th - thu 12th while im in melbourne", 'createEvent', {
    title: 'dad',
    date: '2026-03-09',
    allDay: true,
    durationMinutes: 5760,
    ...KIDS,
  }),
  p("sam's mate max coming over for a playdate tomorrow 3.30-5.30", 'createEvent', {
    title: 'playdate',
    member: SAM,
    date: '2026-03-05',
    time: '15:30',
    durationMinutes: 120,
  }),
  p('mia tutoring thursdays 4pm with ms tan, starts tmrw', 'createEvent', {
    title: 'tutor',
    member: MIA,
    date: '2026-03-05',
    time: '16:00',
    recurrence: 'weekly',
  }),
  p('nana staying 2 nights from friday, pls add', 'createEvent', { title: 'nana', date: '2026-03-06' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Calendar questions: who has whom, what's on over a span, free or busy, when is it
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('who is getting leo today', ['agenda', 'findEvent'], { member: LEO }),
  p('what have the kids got while im away mon to thu', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-12' }),
  p('is sam free saturday arvo', 'freeBusy', { date: '2026-03-07', member: SAM }),
  p('whats on this weekend for the kids', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("when is mia's orthodontist", 'findEvent', { words: 'orthodontist', member: MIA }),
  p('Hello, what time I must pick Leo from daycare tomorrow?', ['agenda', 'findEvent'], { member: LEO }),
  p('whose weekend is it this weekend, mine or his?', ['agenda', 'findEvent'], { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("what's leo got next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: LEO }),
  p("when's the next handover", 'findEvent', { words: 'handover' }),
  p('are we free sunday afternoon for a bbq', 'freeBusy', { date: '2026-03-08' }),
  p("hi darling, what are the children doing while we're there thursday to tuesday?", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-10' }),
  p('is mias party on saturday or sunday?', 'findEvent', { words: 'party', member: MIA }),
  p('whats on tomorrow for the boys', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what have the kids got on fri 13th', 'agenda', { fromDate: '2026-03-13', toDate: '2026-03-13' }),
  p('is sam free after school thursday? his mate asked him over', 'freeBusy', { date: '2026-03-05', member: SAM }),
  p('When is Sam swimming this week?', 'findEvent', { words: 'swim', member: SAM }),
  p("what's on for mia mon to wed", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-11', member: MIA }),
  p('am i free tues 10th between 9 and 11', 'freeBusy', { date: '2026-03-10', fromTime: '09:00', toTime: '11:00' }),
  p("Who's doing drop off tomorrow?", ['agenda', 'findEvent']),
  p('which days is sam booked into the holiday program', 'findEvent', { words: 'holiday program', member: SAM }),
  p("Hi it's Nana, when is Leo's birthday party? Want to get him something", 'findEvent', { words: 'party', member: LEO }),
  p('whats happening next week with the kids', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('is leo free saturday morning for a playdate', 'freeBusy', { date: '2026-03-07', member: LEO }),
  p('when does oma arrive', 'findEvent', { words: 'oma' }),
  p('sorry whats on today again for the kids, lost track', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('anything on for mia on sunday 15th?', ['agenda', 'freeBusy'], { member: MIA }),
  p('when is the dentist for the kids', 'findEvent', { words: 'dentist' }),
  p("hey um what's what's the plan for the rest of the week", 'agenda', { fromDate: '2026-03-04' }),
  p('is friday 6th free for all of us? thinking of going down the coast', 'freeBusy', { date: '2026-03-06' }),
  p("when is sam's next soccer game", 'findEvent', { words: 'soccer', member: SAM }),
  p('what have we got on 21st to 22nd march', 'agenda', { fromDate: '2026-03-21', toDate: '2026-03-22' }),
  p('step-mum here – does mia have netball this saturday?', 'findEvent', { words: 'netball', member: MIA, yesNo: true }),
  p('is leo booked into holiday care in april?', 'findEvent', { words: 'holiday care', member: LEO, yesNo: true }),
  p("what's everyone doing between the 16th and 20th", 'agenda', { fromDate: '2026-03-16', toDate: '2026-03-20' }),
  p('Is Sam free Saturday 14th from 1 to 3pm?', 'freeBusy', { date: '2026-03-14', fromTime: '13:00', toTime: '15:00', member: SAM }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: swaps, new times, who is doing it, notes, places
// ---------------------------------------------------------------------------------------------------------------
const CHANGES: Phrase[] = [
  p('dad is doing pickup thursday instead', 'updateEvent', { target: { words: 'pickup', date: '2026-03-05' } }),
  p("move sam's dentist to wed 11th same time", 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { date: '2026-03-11' } }),
  p('handover sunday is now 4 not 5', 'updateEvent', { target: { words: 'handover', date: '2026-03-08' }, changes: { time: '16:00' } }),
  p('mias party is now 12 till 2', 'updateEvent', { target: { words: 'party', member: MIA }, changes: { time: '12:00', durationMinutes: 120 } }),
  p('nana and pop are staying an extra day, leaving wed now', 'updateEvent', { target: { words: 'nana' } }),
  p("push leo's swimming back half an hour on the 11th", 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-11' },
    changes: { shiftMinutes: 30 },
  }),
  p('Hi, the library story time is 11 not 10.30 tomorrow, please change', 'updateEvent', {
    target: { words: 'story time', date: '2026-03-05' },
    changes: { time: '11:00' },
  }),
  p('change the sleepover to saturday', 'updateEvent', { target: { words: 'sleepover' }, changes: { date: '2026-03-07' } }),
  p('add leo to the dentist on the 19th', 'updateEvent', { target: { words: 'dentist', date: '2026-03-19' }, changes: { addMembers: [LEO] } }),
  p('grandma pickup tomorrow - make it 3.30', 'updateEvent', { target: { date: '2026-03-05' }, changes: { time: '15:30' } }),
  p("kids' weekend at dad's starts sat now not fri", 'updateEvent', { target: { words: 'dad' }, changes: { date: '2026-03-07' } }),
  p("put a note on the handover: bring leo's puffer", 'updateEvent', { target: { words: 'handover' }, changes: { note: 'puffer' } }),
  p('the parent teacher interview got moved to 5pm', 'updateEvent', { target: { words: 'interview' }, changes: { time: '17:00' } }),
  p('soccer trials are at the other oval now, jubilee park', 'updateEvent', { target: { words: 'trials' }, changes: { location: 'jubilee' } }),
  p("sam's playdate tmrw is only an hour now", 'updateEvent', {
    target: { words: 'playdate', member: SAM, date: '2026-03-05' },
    changes: { durationMinutes: 60 },
  }),
  p('make the haircuts sat 11am instead', 'updateEvent', { target: { words: 'haircut' }, changes: { time: '11:00' } }),
  p('flu shots moved from the 18th to the 25th', 'updateEvent', { target: { words: 'flu', date: '2026-03-18' }, changes: { date: '2026-03-25' } }),
  p('footy with grandad sat is now 4.40 bounce', 'updateEvent', { target: { words: 'footy', date: '2026-03-07' }, changes: { time: '16:40' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: sick kids, changed plans, stopped arrangements
// ---------------------------------------------------------------------------------------------------------------
const CANCELS: Phrase[] = [
  p("cancel mia's party saturday, she's sick", 'cancelEvent', { target: { words: 'party', member: MIA, fromDate: '2026-03-07' }, series: false }),
  p("scrap the handover sunday, he's keeping them til monday", 'cancelEvent', { target: { words: 'handover', fromDate: '2026-03-08' } }),
  p('no swimming for leo on wed 11th', 'cancelEvent', { target: { words: 'swim', member: LEO, fromDate: '2026-03-11' }, series: false }),
  p("sam's dentist is off, cancel it", 'cancelEvent', { target: { words: 'dentist', member: SAM } }),
  p("nana's visit is cancelled 😢 flights got changed", 'cancelEvent', { target: { words: 'nana' } }),
  p('Please delete the babysitting saturday, we stay home', 'cancelEvent', { target: { words: 'babysit', fromDate: '2026-03-07' } }),
  p("stop mia's tutoring, we're done with it", 'cancelEvent', { target: { words: 'tutor', member: MIA }, series: true }),
  p('cancel everything on friday 13th, kids are with their dad interstate', 'cancelEvent', { target: { words: null, fromDate: '2026-03-13' } }),
  p('take out the playdate tomorrow', 'cancelEvent', { target: { words: 'playdate', fromDate: '2026-03-05' } }),
  p("grandma's not doing the tuesday pickups anymore", 'cancelEvent', { target: { words: 'grandma' }, series: true }),
  p('holiday program cancelled for sam', 'cancelEvent', { target: { words: 'holiday program', member: SAM } }),
  p("cancel all of leo's stuff mon 9th to wed 11th he's at his dads", 'cancelEvent', {
    target: { words: null, member: LEO, fromDate: '2026-03-09', toDate: '2026-03-11' },
  }),
  p('the excursion on tuesday got cancelled', 'cancelEvent', { target: { words: 'excursion', fromDate: '2026-03-10' } }),
  p('No more netball for mia this season, delete all of them', 'cancelEvent', { target: { words: 'netball', member: MIA }, series: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders: "remind me to…" without a time, reminders on events, asking about reminders
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p("remind me to sign sam's excursion note", 'addTodo', { tasks: ['excursion note'], reminder: true }),
  p("remind me to pack leo's bag for his dad's", 'addTodo', { tasks: ['bag'], reminder: true }),
  p("remind me fri at 8am to transfer priya's pay", 'createEvent', { title: 'pay', date: '2026-03-06', time: '08:00' }),
  p("sam's dentist on tues - remind me the day before", 'updateEvent', {
    target: { words: 'dentist', member: SAM, date: '2026-03-10' },
    changes: { reminderMinutes: 1440 },
  }),
  p('can you remind me an hour before the handover on sunday', 'updateEvent', {
    target: { words: 'handover', date: '2026-03-08' },
    changes: { reminderMinutes: 60 },
  }),
  p('what reminders have i got this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('remind me to ask dad about the easter weekend', 'addTodo', { tasks: ['easter'], reminder: true }),
  p("leo's immunisation 10am monday 16th, remind me 30 mins before", 'createEvent', {
    title: 'immunisation',
    member: LEO,
    date: '2026-03-16',
    time: '10:00',
    reminderMinutes: 30,
  }),
  p("reminder: order mia's new school shoes", 'addTodo', { tasks: ['shoes'] }),
  p('have i set a reminder for sams party?', 'listReminders', { check: ['party'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos: adding, ticking off, listing, clearing
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p("add to my list: pay priya, book leo's 4yo check", 'addTodo', { tasks: ['priya', 'check'] }),
  p('todo: fill in the holiday program forms', 'addTodo', { tasks: ['holiday program form'] }),
  p('need to email dad the school newsletter, add that to my to dos', 'addTodo', { tasks: ['newsletter'] }),
  p('done with the excursion note', 'completeTodo', { text: 'excursion note' }),
  p('whats on my todo list', 'listTodos'),
  p('Hi, I finish ironing the school uniforms, please tick it', 'completeTodo', { text: 'uniform' }),
  p("add: label sam's drink bottle, sew name tags in mia's jumper", 'addTodo', { tasks: ['drink bottle', 'name tags'] }),
  p('done no 2 👍', 'completeTodo', { number: 2 }),
  p("what do i still need to do before the kids go to their dad's", 'listTodos'),
  p('to do: organise a sitter for the 21st', 'addTodo', { tasks: ['sitter'] }),
  p('clear my todo list, all done', 'clearTodos'),
  p("ticked off buying the present for zoe's party", 'completeTodo', { text: 'present' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Shared lists: shopping for visitors and the kids, packing for dad's weekend
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add nappies wipes and rice crackers to the shopping', 'addListItems', { items: ['nappies', 'wipes', 'rice crackers'] }),
  p('nana needs decaf coffee and soy milk, pop them on the shopping list', 'addListItems', { items: ['decaf coffee', 'soy milk'] }),
  p('whats on the shopping list', 'showList'),
  p('got the wipes', 'tickListItems', { items: ['wipes'], remove: false }),
  p("make a packing list for dad's weekend", 'createList', { name: 'packing' }),
  p("add sam's footy boots and leo's blankie to the packing list", 'addListItems', { list: 'packing', items: ['boots', 'blankie'] }),
  p('Is there milk on the list already?', 'showList', { check: ['milk'] }),
  p("remove the soy milk from shopping, nana's bringing her own", 'tickListItems', { items: ['soy milk'], remove: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions back: no day, no details, nothing to go on
// ---------------------------------------------------------------------------------------------------------------
const ASKS: Phrase[] = [
  ask("put sam's party in the calendar pls"),
  ask("grandma's coming to stay, can you add it"),
  ask('can we swap the handover'),
  ask('Please book Leo dentist'),
  ask("add the au pair's first day"),
  ask('move it later'),
  ask('add a pickup for mia'),
  ask('Hello, I want take the kids to the aquarium one day, please put in calendar'),
];

export const PHRASES: Phrase[] = [...CREATE, ...QUESTIONS, ...CHANGES, ...CANCELS, ...REMINDERS, ...TODOS, ...LISTS, ...ASKS];
