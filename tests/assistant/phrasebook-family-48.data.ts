// Phrasebook (training set): families in eight voices, fourth set: 200 WhatsApp messages from parents, each with the
// tool and the key slots the assistant should read from it. Written from the tools' contract (tools/*.ts: each tool,
// its zod input and the .describe() texts) and the harness conventions (phrasebook.ts: partial inputs, text slots
// matched by containment ignoring case, `null` must be null) by someone who had not read the engine.
// Voices, 25 rows each, in this order: (1) a Kiwi parent ("togs", "jandals", "chur", "sweet as", "tramping", "kindy");
// (2) a parent writing in Canadian English ("hockey practice", "March break", "PD day", "eh", "March 12th");
// (3) a dad who writes everything as questions or half-questions; (4) a mum who over-explains in three or four
// sentences and asks at the end; (5) a parent who corrects themselves mid-message (the correction wins);
// (6) short replies to a reminder or an earlier answer, out of context (the ones with nothing to go on get a question
// back); (7) news about something already in the calendar (moved, renamed, called off), in the passive or as news;
// (8) shared lists and to-dos in full sentences (ticking off, taking off, adding several at once, clearing).
// Mix: 60 new events, 40 changes, 20 cancels, 25 calendar questions (agenda / findEvent / freeBusy), 25 reminders and
// to-dos (addTodo / completeTodo / clearTodos / listTodos / listReminders), 20 shared-list rows (addListItems /
// showList / tickListItems / clearList / createList), 10 where the assistant should ask back. Two named kids give
// member + alsoMembers; "the kids" / "all three" leave member unchecked; where a message has two requests, the first
// is the one checked.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children. Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 ·
// Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next
// week 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours
// 1-6 are pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) A Kiwi parent
  p("Leo's swimming lesson sat 9.30am, chur", 'createEvent', { title: 'swimming', date: '2026-03-07', time: '09:30', member: LEO }),
  p('kindy working bee sunday 10 till 12, sweet as if u can pop it in', 'createEvent', {
    title: 'working bee',
    date: '2026-03-08',
    time: '10:00',
    durationMinutes: 120,
  }),
  p("we're going tramping in the Tararuas fri to sun, whole whanau", 'createEvent', {
    title: 'tramping',
    date: '2026-03-06',
    allDay: true,
    durationMinutes: 4320,
  }),
  p("Mia's got touch rugby every tues 5pm til the end of term which is 10 April", 'createEvent', {
    title: 'touch',
    date: '2026-03-10',
    time: '17:00',
    recurrence: 'weekly',
    repeatUntil: '2026-04-10',
    member: MIA,
  }),
  p('Sam n Mia both have the dentist thurs 3.15 pls add chur', 'createEvent', {
    title: 'dentist',
    date: '2026-03-05',
    time: '15:15',
    member: SAM,
    alsoMembers: [MIA],
  }),
  p('kindy beach trip for Leo on fri, he needs his togs n jandals', 'createEvent', { title: 'beach', date: '2026-03-06', member: LEO }),
  p('bach weekend w the cousins 14th-15th march, pop it in as all day pls', 'createEvent', {
    title: 'bach',
    date: '2026-03-14',
    allDay: true,
    durationMinutes: 2880,
  }),
  p("add Sam's mate's birthday party sat 2-4pm at the trampoline park", 'createEvent', {
    title: 'party',
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 120,
    member: SAM,
  }),
  p("kids' swimming every Monday 4pm thru til 30 March, sweet as", 'createEvent', {
    title: 'swimming',
    date: '2026-03-09',
    time: '16:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-30',
  }),
  p("pop in Mia's netball grading tmrw 6pm and remind me an hr before chur", 'createEvent', {
    title: 'netball',
    date: '2026-03-05',
    time: '18:00',
    reminderMinutes: 60,
    member: MIA,
  }),
  p("Leo's kindy is closed mon and tue for teacher only days", 'createEvent', {
    title: 'kindy',
    date: '2026-03-09',
    allDay: true,
    durationMinutes: 2880,
    member: LEO,
  }),
  p('all three kids have school photos thurs 12th, full uniform not jandals lol', 'createEvent', { title: 'photo', date: '2026-03-12' }),
  p("can u shift Leo's kindy pickup tmrw to 3 instead, chur", 'updateEvent', {
    target: { words: 'pickup', member: LEO },
    changes: { time: '15:00' },
  }),
  p("touch rugby's moved to Hataitai park from now on, sweet as", 'updateEvent', {
    target: { words: 'touch' },
    changes: { location: 'hataitai' },
  }),
  p('swimming on sat is now 10 not 9.30', 'updateEvent', { target: { words: 'swimming', date: '2026-03-07' }, changes: { time: '10:00' } }),
  p('netball grading is gonna run til 8pm now', 'updateEvent', { target: { words: 'netball' }, changes: { endTime: '20:00' } }),
  p("scrap the working bee, it's been called off cos of the weather", 'cancelEvent', { target: { words: 'working bee' } }),
  p("no swimming for Sam this sat, he's crook", 'cancelEvent', {
    target: { words: 'swimming', fromDate: '2026-03-07', member: SAM },
    series: false,
  }),
  p("what've we got on this arvo?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("when's Leo's next kindy trip?", 'findEvent', { words: 'trip', member: LEO }),
  p('r we free sunday arvo for a bbq at the Smiths?', 'freeBusy', { date: '2026-03-08', member: null }),
  p("what's on for the kids next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('remind me to buy Sam new togs, his are munted. oh and add milk to the list', 'addTodo', { tasks: ['togs'], reminder: true }),
  p('chuck sunblock, jandals for Leo and a box of weetbix on the shopping list', 'addListItems', {
    items: ['sunblock', 'jandals', 'weetbix'],
  }),
  ask('can u add a haircut for Mia sometime, sweet as'),

  // (2) A parent writing in Canadian English
  p('Sam has hockey practice Saturday at 7am, eh. Please add it.', 'createEvent', {
    title: 'hockey',
    date: '2026-03-07',
    time: '07:00',
    member: SAM,
  }),
  p("We're away for March break, the 16th to the 20th, put it in as all day", 'createEvent', {
    title: 'march break',
    date: '2026-03-16',
    allDay: true,
    durationMinutes: 7200,
  }),
  p('PD day on Friday March 13th, no school for Mia or Sam', 'createEvent', {
    title: 'PD day',
    date: '2026-03-13',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('Hockey practice for Sam every Thursday at 5:30 until March 26th', 'createEvent', {
    title: 'hockey',
    date: '2026-03-05',
    time: '17:30',
    recurrence: 'weekly',
    repeatUntil: '2026-03-26',
    member: SAM,
  }),
  p("Mia's skating lesson Tuesday the 10th from 4 to 5:15, thanks", 'createEvent', {
    title: 'skating',
    date: '2026-03-10',
    time: '16:00',
    durationMinutes: 75,
    member: MIA,
  }),
  p("Put in a doctor's appointment for me Monday March 9th at 10:30", 'createEvent', {
    title: 'doctor',
    date: '2026-03-09',
    time: '10:30',
    member: null,
  }),
  p("Leo has a playdate at the Tremblays' on Sunday at 2, eh", 'createEvent', {
    title: 'playdate',
    date: '2026-03-08',
    time: '14:00',
    member: LEO,
  }),
  p("Can you add Sam's tournament, it runs Saturday the 14th through Sunday the 15th, all day both days", 'createEvent', {
    title: 'tournament',
    date: '2026-03-14',
    allDay: true,
    durationMinutes: 2880,
    member: SAM,
  }),
  p('French immersion parent night Thursday March 12th at 6:30pm, remind me the day before', 'createEvent', {
    title: 'parent night',
    date: '2026-03-12',
    time: '18:30',
    reminderMinutes: 1440,
  }),
  p('Swim lessons for Mia and Leo Sundays at 11, going until the end of March', 'createEvent', {
    title: 'swim',
    date: '2026-03-08',
    time: '11:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
    member: MIA,
    alsoMembers: [LEO],
  }),
  p('Before-school care for the kids every school day starting Monday the 9th, 7:30 to 8:30', 'createEvent', {
    title: 'care',
    date: '2026-03-09',
    time: '07:30',
    durationMinutes: 60,
    recurrence: 'weekly',
    alsoWeekdays: [2, 3, 4, 5],
  }),
  p('Dentist for all three on March 19th at 9, eh, first thing', 'createEvent', { title: 'dentist', date: '2026-03-19', time: '09:00' }),
  p("Move Sam's hockey practice on Saturday to 8 instead of 7", 'updateEvent', {
    target: { words: 'hockey', date: '2026-03-07', member: SAM },
    changes: { time: '08:00' },
  }),
  p('The skating lesson got pushed to Wednesday March 11th, same time', 'updateEvent', {
    target: { words: 'skating' },
    changes: { date: '2026-03-11' },
  }),
  p("Add Leo to Mia's skating on Tuesday, he's trying it out, eh", 'updateEvent', {
    target: { words: 'skating' },
    changes: { addMembers: [LEO] },
  }),
  p("Can you make my doctor's appointment on the 9th an hour earlier", 'updateEvent', {
    target: { words: 'doctor' },
    changes: { shiftMinutes: -60 },
  }),
  p("Cancel hockey practice on March 12th, the rink's closed", 'cancelEvent', {
    target: { words: 'hockey', fromDate: '2026-03-12' },
    series: false,
  }),
  p("Take the playdate on Sunday off the calendar, they've all got the flu", 'cancelEvent', { target: { words: 'playdate' } }),
  p('What have we got on Friday March 13th?', 'agenda', { fromDate: '2026-03-13', toDate: '2026-03-13' }),
  p("When is Mia's next skating lesson?", 'findEvent', { words: 'skating', member: MIA }),
  p('Is Sam free Saturday afternoon for a birthday party, or does he have hockey?', 'freeBusy', { date: '2026-03-07', member: SAM }),
  p("What's on during March break? The 16th to the 20th", 'agenda', { fromDate: '2026-03-16', toDate: '2026-03-20' }),
  p("Add sharpen Sam's skates and sign the field trip form to my to-do list", 'addTodo', { tasks: ['skates', 'field trip form'] }),
  p('Remind me to book the cottage for the long weekend, and put sunscreen on the shopping list too', 'addTodo', {
    tasks: ['cottage'],
    reminder: true,
  }),
  ask('Please add a hockey tryout for Mia, eh'),

  // (3) A dad who writes everything as questions or half-questions
  p("could mia's swim squad go in for thursday at 4.15?", 'createEvent', {
    title: 'swim',
    date: '2026-03-05',
    time: '16:15',
    member: MIA,
  }),
  p("could you put leo's vaccinations in for tuesday 10am?", 'createEvent', {
    title: 'vaccination',
    date: '2026-03-10',
    time: '10:00',
    member: LEO,
  }),
  p("can sam's cricket go in every saturday at 8.30 until the 28th?", 'createEvent', {
    title: 'cricket',
    date: '2026-03-07',
    time: '08:30',
    recurrence: 'weekly',
    repeatUntil: '2026-03-28',
    member: SAM,
  }),
  p('maybe put the school disco in for friday the 13th, 6 till 8pm?', 'createEvent', {
    title: 'disco',
    date: '2026-03-13',
    time: '18:00',
    durationMinutes: 120,
  }),
  p("can we block out sat 7th to mon 9th? we're away at nan's?", 'createEvent', {
    date: '2026-03-07',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('can you add parent-teacher interviews for sam and mia wednesday the 11th at 3.40?', 'createEvent', {
    title: 'interview',
    date: '2026-03-11',
    time: '15:40',
    member: SAM,
    alsoMembers: [MIA],
  }),
  p('would you add footy for all three, sundays at 9 from the 8th?', 'createEvent', {
    title: 'footy',
    date: '2026-03-08',
    time: '09:00',
    recurrence: 'weekly',
  }),
  p("can i get leo's speech therapy in tomorrow at 11, with a reminder 15 min before?", 'createEvent', {
    title: 'speech',
    date: '2026-03-05',
    time: '11:00',
    reminderMinutes: 15,
    member: LEO,
  }),
  p('are we still booked at the dentist on friday, or did that get changed? and could you move it to monday if so?', 'findEvent', {
    words: 'dentist',
  }),
  p("can we push sam's cricket back half an hour this saturday?", 'updateEvent', {
    target: { words: 'cricket', date: '2026-03-07' },
    changes: { shiftMinutes: 30 },
  }),
  p('could the school disco be 6.30 instead of 6?', 'updateEvent', { target: { words: 'disco' }, changes: { time: '18:30' } }),
  p("can we shift mia's swim squad from thursday to friday?", 'updateEvent', {
    target: { words: 'swim', member: MIA },
    changes: { date: '2026-03-06' },
  }),
  p('can we make the parent-teacher interviews 20 mins long, not an hour?', 'updateEvent', {
    target: { words: 'interview' },
    changes: { durationMinutes: 20 },
  }),
  p('can footy be at the oval on Fisher st from now on?', 'updateEvent', { target: { words: 'footy' }, changes: { location: 'fisher' } }),
  p("can we cancel leo's speech therapy tomorrow? the therapist's sick?", 'cancelEvent', {
    target: { words: 'speech', fromDate: '2026-03-05', member: LEO },
  }),
  p("do we still need cricket on there? season's over, can you delete the lot?", 'cancelEvent', {
    target: { words: 'cricket' },
    series: true,
  }),
  p("what's everyone doing tomorrow?", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('are we free saturday night? the Nguyens want us over for dinner?', 'freeBusy', { date: '2026-03-07', member: null }),
  p("when's mia's next piano lesson?", 'findEvent', { words: 'piano', member: MIA }),
  p('does sam have anything on thursday after school?', ['freeBusy', 'agenda'], { member: SAM }),
  p("what's leo got on this week?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p("can you add 'renew the car rego' to the to-do list?", 'addTodo', { tasks: ['rego'] }),
  p("what's still on my to-do list?", 'listTodos'),
  p('can you put nappies and wipes on the shopping list?', 'addListItems', { items: ['nappies', 'wipes'] }),
  ask('can we book in a hearing test for sam? not sure when yet?'),

  // (4) A mum who over-explains, then asks at the end
  p(
    "Hi! So Mia has been asking for ages to do gymnastics and we finally found a club near school. The first class is this Friday and then it's every Friday after that until the end of term. It starts at 4.15. Could you put it in for her please?",
    'createEvent',
    { title: 'gymnastics', date: '2026-03-06', time: '16:15', recurrence: 'weekly', member: MIA },
  ),
  p(
    "Morning. Sam's best friend is turning 8 and they're having a party at the bowling alley. It's on Saturday the 14th from 11 until 1. Can you add that for Sam?",
    'createEvent',
    { title: 'party', date: '2026-03-14', time: '11:00', durationMinutes: 120, member: SAM },
  ),
  p(
    "Leo's had a bit of a cough that won't shift so I've booked him in with the GP. They could only fit us in on Monday at 9.45. Would you pop that in the calendar?",
    'createEvent',
    { title: 'GP', date: '2026-03-09', time: '09:45', member: LEO },
  ),
  p(
    "We're heading to my sister's in Newcastle for a few days. We'll leave on Thursday the 12th and come back Sunday the 15th. Can you mark those days as away for all of us?",
    'createEvent',
    { date: '2026-03-12', allDay: true, durationMinutes: 5760 },
  ),
  p(
    'The school sent a note home about the Harmony Day assembly. It is on Friday the 20th at 9am and parents are welcome. Mia and Sam are both in it, so could you add it for them?',
    'createEvent',
    { title: 'assembly', date: '2026-03-20', time: '09:00', member: MIA, alsoMembers: [SAM] },
  ),
  p(
    "I've finally got around to booking my own mammogram, it's been on my list forever. It's Tuesday at 1.30 at the imaging place in Chatswood. Can you put it in and remind me an hour before?",
    'createEvent',
    { title: 'mammogram', date: '2026-03-10', time: '13:30', reminderMinutes: 60, member: null },
  ),
  p(
    "Sam wants to try Auskick this year, so I've signed him up. It's Sunday mornings at 9, starting this Sunday, and the season runs until the 26th of April. Can you add it as a weekly thing?",
    'createEvent',
    { title: 'auskick', date: '2026-03-08', time: '09:00', recurrence: 'weekly', repeatUntil: '2026-04-26', member: SAM },
  ),
  p(
    "Just so you know, the school has a pupil free day on Monday the 16th. None of the kids will be at school so I'll need to sort something out. Could you put it in as an all day thing?",
    'createEvent',
    { title: 'pupil free', date: '2026-03-16', allDay: true },
  ),
  p(
    "Leo's kindy is doing a teddy bears' picnic tomorrow. He needs to bring a teddy and a small plate of food to share. It starts at 10. Can you add that so I don't forget?",
    'createEvent',
    { title: 'picnic', date: '2026-03-05', time: '10:00', member: LEO },
  ),
  p(
    "My husband and I have a wedding to go to on Saturday the 21st. The ceremony is at 3 and we'll be out until late, so the kids are going to Grandma's. Can you add the wedding from 3pm?",
    'createEvent',
    { title: 'wedding', date: '2026-03-21', time: '15:00' },
  ),
  p(
    "So the GP rang me this morning because the doctor is going to be away on Monday. They've moved Leo to Tuesday at the same time, 9.45. Could you update it please?",
    'updateEvent',
    { target: { words: 'GP' }, changes: { date: '2026-03-10' } },
  ),
  p(
    "Mia's gymnastics coach messaged the parents' group last night. Because of a competition, the class on Friday the 13th is going to be at 5 instead of 4.15. Only that one, the others stay the same. Can you change it?",
    'updateEvent',
    { target: { words: 'gymnastics', date: '2026-03-13' }, changes: { time: '17:00' } },
  ),
  p(
    "The bowling party for Sam's friend is going to run longer than we thought because they've added lunch. The mum said it'll finish at 2 now instead of 1. Could you change the end time?",
    'updateEvent',
    { target: { words: 'party' }, changes: { endTime: '14:00' } },
  ),
  p(
    "I'm going to be at work when Auskick finishes on Sunday, so Dad will be doing pick up. I don't want anyone getting confused. Could you put a note on Auskick saying Dad is collecting Sam?",
    'updateEvent',
    { target: { words: 'auskick' }, changes: { note: 'dad' } },
  ),
  p(
    "Sadly the wedding has been postponed because the groom broke his leg skiing. We don't have a new date yet. Could you take it out of the calendar?",
    'cancelEvent',
    { target: { words: 'wedding' } },
  ),
  p(
    "Mia has decided gymnastics isn't for her after all, which I half expected. I've let the club know and we won't be going back. Can you remove all of the gymnastics classes?",
    'cancelEvent',
    { target: { words: 'gymnastics' }, series: true },
  ),
  p(
    "Leo's kindy just let us know the picnic is off because of the storms forecast. They'll try again another week. Can you delete it for tomorrow?",
    'cancelEvent',
    { target: { words: 'picnic', fromDate: '2026-03-05' } },
  ),
  p(
    "I'm trying to work out if I can squeeze in a haircut this week. I know things are busy with the kids after school. What have we got on between now and Tuesday?",
    'agenda',
    { fromDate: '2026-03-04', toDate: '2026-03-10' },
  ),
  p(
    'My mum wants to take Sam to the movies on Saturday afternoon. I think he has something on but I cannot remember what. Is he free Saturday between 12 and 5?',
    'freeBusy',
    { date: '2026-03-07', fromTime: '12:00', toTime: '17:00', member: SAM },
  ),
  p(
    "The school newsletter mentioned the swimming carnival but I've lost track of which day it ended up on. I think I put it in a while ago. When is the swimming carnival?",
    'findEvent',
    { words: 'carnival' },
  ),
  p(
    'There are a few things I keep forgetting to do. I need to return the library books, order Mia new school shoes and call the council about the bin. Could you add those to my to-dos?',
    'addTodo',
    { tasks: ['library books', 'shoes', 'council'] },
  ),
  p("I've finally paid the school excursion fees online, which was a whole saga with the portal. Could you tick that off my to-do list?", 'completeTodo', {
    text: 'excursion',
  }),
  p(
    "I'm not sure if I set a reminder for the car service or not. I have a feeling I did last week. Can you show me what reminders I've got coming up?",
    'listReminders',
  ),
  p(
    "We're doing a big Costco run on the weekend since we're low on everything. I want to make sure we don't double up. What's on the shopping list at the moment?",
    'showList',
  ),
  ask(
    "Sam's teacher wants to have a quick meeting with me about his reading. She said any afternoon works for her. Could you put a meeting with his teacher in the calendar?",
  ),

  // (5) A parent who corrects themselves mid-message
  p('add guitar for mia thurs at 4, hang on, 4.45', 'createEvent', { title: 'guitar', date: '2026-03-05', time: '16:45', member: MIA }),
  p('Sam has the dentist Friday at 10 — sorry I meant Mia not Sam', 'createEvent', {
    title: 'dentist',
    date: '2026-03-06',
    time: '10:00',
    member: MIA,
  }),
  p('swimming for Leo on saturday at 9, actually make that sunday', 'createEvent', {
    title: 'swimming',
    date: '2026-03-08',
    time: '09:00',
    member: LEO,
  }),
  p('put in soccer training for sam every tues at 5 until 24 march, no the 31st', 'createEvent', {
    title: 'soccer',
    date: '2026-03-10',
    time: '17:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
    member: SAM,
  }),
  p("school camp for mia mon 16th to wed 18th. wait no it's tues 17 to thurs 19", 'createEvent', {
    title: 'camp',
    date: '2026-03-17',
    allDay: true,
    durationMinutes: 4320,
    member: MIA,
  }),
  p('eye test for me tomorrow at 2, sorry 3pm', 'createEvent', { title: 'eye test', date: '2026-03-05', time: '15:00', member: null }),
  p('Book Sam and Leo in for haircuts sat 11am, oh and Mia too, all three', 'createEvent', {
    title: 'haircut',
    date: '2026-03-07',
    time: '11:00',
  }),
  p('drama club for mia mondays 3.30-4.30, oops 3.45 to 4.45', 'createEvent', {
    title: 'drama',
    date: '2026-03-09',
    time: '15:45',
    durationMinutes: 60,
    recurrence: 'weekly',
    member: MIA,
  }),
  p("the kids' cousins are staying fri 6th til sun 8th, sorry til mon 9th", 'createEvent', {
    title: 'cousins',
    date: '2026-03-06',
    allDay: true,
    durationMinutes: 5760,
  }),
  p("Sam's library day is Tuesday the 10th, no hang on, Thursday the 12th. pls add", 'createEvent', {
    title: 'library',
    date: '2026-03-12',
    member: SAM,
  }),
  p('orthodontist for Mia on the 18th at 8.15 — sorry 8.45, and remind me 30 mins before', 'createEvent', {
    title: 'orthodontist',
    date: '2026-03-18',
    time: '08:45',
    reminderMinutes: 30,
    member: MIA,
  }),
  p("Leo's kindy orientation is friday at 9.30, no sorry, 10.30", 'createEvent', {
    title: 'orientation',
    date: '2026-03-06',
    time: '10:30',
    member: LEO,
  }),
  p('move piano to 5 on thurs — sorry, 5.15', 'updateEvent', { target: { words: 'piano' }, changes: { time: '17:15' } }),
  p("change Leo's swimming to 10am, I mean Sam's swimming not Leo's", 'updateEvent', {
    target: { words: 'swimming', member: SAM },
    changes: { time: '10:00' },
  }),
  p('push soccer training back an hour, no, 45 minutes', 'updateEvent', { target: { words: 'soccer' }, changes: { shiftMinutes: 45 } }),
  p("the dentist on friday is just Mia's — wait, add Sam to it as well, they're both going", 'updateEvent', {
    target: { words: 'dentist' },
    changes: { addMembers: [SAM] },
  }),
  p('move the eye test to monday, no tuesday, same time', 'updateEvent', { target: { words: 'eye test' }, changes: { date: '2026-03-10' } }),
  p("cancel drama on monday — actually cancel it altogether, she's quitting", 'cancelEvent', {
    target: { words: 'drama' },
    series: true,
  }),
  p("delete Mia's orthodontist, sorry, Sam's orthodontist, Mia's is still on", 'cancelEvent', {
    target: { words: 'orthodontist', member: SAM },
  }),
  p("what's on saturday, I mean sunday", 'agenda', { fromDate: '2026-03-08', toDate: '2026-03-08' }),
  p("when's Sam's next soccer game, oops, I mean training", 'findEvent', { words: 'training', member: SAM }),
  p('add buy birthday present for Zara to my to-dos, no, Zoe. its Zoe', 'addTodo', { tasks: ['zoe'] }),
  p("tick off 'pay swimming fees', sorry i mean 'pay soccer fees'", 'completeTodo', { text: 'soccer fees' }),
  p('put 2L milk on the shopping list, no make it 3L, and bread', 'addListItems', { items: ['milk', 'bread'] }),
  ask('add a physio appt for me, no sorry, for Mia'),

  // (6) Short replies to a reminder or an earlier answer, out of context
  ask('shift it to half 5'),
  ask('the two of them pls'),
  ask('nah not that one, the other lesson'),
  ask('yep do that for sam too'),
  ask('make it earlier'),
  p("swimming's at 5 now", 'updateEvent', { target: { words: 'swimming' }, changes: { time: '17:00' } }),
  p('push piano back 15 mins', 'updateEvent', { target: { words: 'piano' }, changes: { shiftMinutes: 15 } }),
  p('dentist is thurs now not fri', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-05' } }),
  p('remind me an hour before ballet', 'updateEvent', { target: { words: 'ballet' }, changes: { reminderMinutes: 60 } }),
  p("footy's only till 10 this wk", 'updateEvent', { target: { words: 'footy' }, changes: { endTime: '10:00' } }),
  p('put leo on the swimming too', 'updateEvent', { target: { words: 'swimming' }, changes: { addMembers: [LEO] } }),
  p('netball at 4.30 this week only', 'updateEvent', { target: { words: 'netball' }, changes: { time: '16:30' } }),
  p('scrap piano today', 'cancelEvent', { target: { words: 'piano', fromDate: '2026-03-04' } }),
  p('no tennis tmrw', 'cancelEvent', { target: { words: 'tennis', fromDate: '2026-03-05' } }),
  p('kill the whole series of ballet', 'cancelEvent', { target: { words: 'ballet' }, series: true }),
  p("ok and add sam's footy sat 8am", 'createEvent', { title: 'footy', date: '2026-03-07', time: '08:00', member: SAM }),
  p('also mia, guitar fri 4', 'createEvent', { title: 'guitar', date: '2026-03-06', time: '16:00', member: MIA }),
  p("k add leo's checkup mon 11", 'createEvent', { title: 'checkup', date: '2026-03-09', time: '11:00', member: LEO }),
  p('thx. oh and bday party sun 1-3 for mia', 'createEvent', {
    title: 'party',
    date: '2026-03-08',
    time: '13:00',
    durationMinutes: 120,
    member: MIA,
  }),
  p("what time's that on again? the ballet", 'findEvent', { words: 'ballet' }),
  p('what about tmrw?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('anything on sat?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('done 2', 'completeTodo', { number: 2 }),
  p('and my to-dos?', 'listTodos'),
  p('remind me to ring the school re that', 'addTodo', { tasks: ['school'], reminder: true }),

  // (7) News about something already in the calendar
  p("mia's orthodontist called — her appointment's now thursday the 12th", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { date: '2026-03-12' },
  }),
  p('FYI swimming lessons are at the Leisure Centre pool from now on', 'updateEvent', {
    target: { words: 'swimming' },
    changes: { location: 'leisure centre' },
  }),
  p("Sam's footy training has been shifted to 5.30 on Tuesdays", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { time: '17:30' },
  }),
  p("The school concert's been brought forward to Thursday the 12th", 'updateEvent', {
    target: { words: 'concert' },
    changes: { date: '2026-03-12' },
  }),
  p("piano's running half an hour longer this week because of exams", 'updateEvent', {
    target: { words: 'piano' },
    changes: { lengthenMinutes: 30 },
  }),
  p("Just heard Leo's speech therapy has gone to 11.30 tomorrow", 'updateEvent', {
    target: { words: 'speech', date: '2026-03-05' },
    changes: { time: '11:30' },
  }),
  p('the coach says netball on Saturday starts an hour earlier', 'updateEvent', {
    target: { words: 'netball', date: '2026-03-07' },
    changes: { shiftMinutes: -60 },
  }),
  p("Mia's art class has been renamed 'Art & Design', can you change it", 'updateEvent', {
    target: { words: 'art' },
    changes: { title: 'design' },
  }),
  p('Heads up, the physio is now at the new clinic on King St', 'updateEvent', {
    target: { words: 'physio' },
    changes: { location: 'king st' },
  }),
  p("grandpa's picking Sam up from cricket on Saturday, can you note that on it", 'updateEvent', {
    target: { words: 'cricket' },
    changes: { note: 'grandpa' },
  }),
  p("Sam's hearing test has been moved to Monday the 16th at 2", 'updateEvent', {
    target: { words: 'hearing', member: SAM },
    changes: { date: '2026-03-16', time: '14:00' },
  }),
  p('No piano this week, Mrs Lee is unwell', 'cancelEvent', { target: { words: 'piano' }, series: false }),
  p("the swimming carnival's been called off", 'cancelEvent', { target: { words: 'carnival' } }),
  p("Mia's guitar lessons have finished for good, the teacher's moved away", 'cancelEvent', {
    target: { words: 'guitar', member: MIA },
    series: true,
  }),
  p("Leo's kindy excursion on friday isn't happening anymore", 'cancelEvent', {
    target: { words: 'excursion', fromDate: '2026-03-06', member: LEO },
  }),
  p("dinner at the Patels' tomorrow is off, they've got covid", 'cancelEvent', { target: { words: 'dinner', fromDate: '2026-03-05' } }),
  p('tennis is off on the 10th and the 17th, the courts are being resurfaced', 'cancelEvent', {
    target: { words: 'tennis', fromDate: '2026-03-10' },
  }),
  p('the school said the athletics carnival was changed, what day have we got it on now?', 'findEvent', { words: 'athletics' }),
  p('I heard soccer might be moved — is it still on Saturday?', 'findEvent', { words: 'soccer', yesNo: true }),
  p('parent interviews got rescheduled to thursday the 12th, are we free that day after 3?', 'freeBusy', {
    date: '2026-03-12',
    fromTime: '15:00',
  }),
  p("the school's just announced a pupil free day on Friday 27th, can you add it", 'createEvent', {
    title: 'pupil free',
    date: '2026-03-27',
  }),
  p('the club has added an extra netball game Sunday at 10 for Mia', 'createEvent', {
    title: 'netball',
    date: '2026-03-08',
    time: '10:00',
    member: MIA,
  }),
  p("the permission slip's been handed in, tick it off. and add the excursion for friday", 'completeTodo', { text: 'permission slip' }),
  p('the library rang, the books are overdue, remind me to return the library books', 'addTodo', {
    tasks: ['library books'],
    reminder: true,
  }),
  p("Mia's mate isn't gluten free after all, so the GF bread can come off the shopping list", 'tickListItems', { items: ['bread'] }),

  // (8) Shared lists and to-dos in full sentences
  p("Nana brought round a dozen eggs, so we won't be needing eggs on the shopping list any more.", 'tickListItems', {
    items: ['eggs'],
    remove: true,
  }),
  p('Which bits are still on the hardware list?', 'showList', { list: 'hardware' }),
  p('Please add sandpaper, wood glue and two hinges to the hardware list.', 'addListItems', {
    list: 'hardware',
    items: ['sandpaper', 'wood glue', 'hinges'],
  }),
  p("I've bought the milk and the bananas, so you can tick those off the shopping list.", 'tickListItems', {
    items: ['milk', 'bananas'],
    remove: false,
  }),
  p('Could you start a new list called Camping for the Easter trip?', 'createList', { name: 'camping' }),
  p('Add tent pegs, the gas bottle and marshmallows to the camping list please.', 'addListItems', {
    list: 'camping',
    items: ['tent pegs', 'gas', 'marshmallows'],
  }),
  p('Is toothpaste already on the shopping list, or should I add it?', 'showList', { check: ['toothpaste'] }),
  p('Please take the dishwasher tablets off the shopping list, I found a box in the laundry.', 'tickListItems', {
    items: ['dishwasher tablets'],
  }),
  p('The hardware run is done, so you can clear the whole hardware list.', 'clearList', { list: 'hardware' }),
  p("Can you show me the camping list so I can check what we've still got to pack?", 'showList', { list: 'camping' }),
  p('Put nappies, apple juice, a birthday card for Nana and some rice crackers on the list.', 'addListItems', {
    list: null,
    items: ['nappies', 'apple juice', 'card', 'rice crackers'],
  }),
  p("We need a list for Leo's birthday party, could you make one called Leo's party?", 'createList', { name: 'party' }),
  p('Got the sausages and the bread rolls for the sausage sizzle, you can tick them off.', 'tickListItems', {
    items: ['sausages', 'bread rolls'],
    remove: false,
  }),
  p("Let's start the shopping list fresh, please clear everything off it.", 'clearList'),
  p('Remove the paint rollers from the hardware list, Dad already has some.', 'tickListItems', {
    list: 'hardware',
    items: ['paint rollers'],
    remove: true,
  }),
  p("Add to my to-do list: renew Mia's passport, book the car in for a service, and email the swim school.", 'addTodo', {
    tasks: ['passport', 'car', 'swim school'],
  }),
  p("I've renewed Mia's passport, so you can tick that one off my to-dos.", 'completeTodo', { text: 'passport' }),
  p('Everything on my to-do list is finished now, please tick them all off.', 'clearTodos'),
  p("What's left on my to-do list?", 'listTodos'),
  p('Number 3 on my to-dos is done.', 'completeTodo', { number: 3 }),
  p("Please put 'sort out the school photo order' on my to-do list.", 'addTodo', { tasks: ['school photo'] }),
  p('Clear my to-do list, all of those jobs are done.', 'clearTodos'),
  p('The swim school email has been sent, so cross that off my to-dos.', 'completeTodo', { text: 'swim school' }),
  p('Remind me to cancel the Stan subscription before the free trial runs out.', 'addTodo', { tasks: ['stan'], reminder: true }),
  p('What reminders have I got set for this week?', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
];
