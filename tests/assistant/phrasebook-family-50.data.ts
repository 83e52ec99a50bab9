// Phrasebook (training set): families in eight voices: 160 WhatsApp messages from parents, each with the tool and
// the key slots the assistant should read from it. Written from the tools' contract (tools/*.ts: each tool, its zod
// input and the .describe() texts) and the harness conventions (phrasebook.ts: partial inputs, text slots matched by
// containment ignoring case, `null` must be null) by someone who had not read the engine.
// Voices, 20 rows each, in this order: (1) a Ghanaian English parent ("please I want to", "PTA", "by God's grace",
// "extra classes", "chop bar", "I beg"); (2) a British Pakistani parent (mosque classes, Nani, Eid, madrassa, "innit",
// formal and casual mixed); (3) a dad dictating by voice: no punctuation, long run-on messages, sometimes two requests
// in one; (4) a mum who only sends two-to-four-word fragments; (5) a parent who speaks of themselves and the other
// parent in the third person ("Mum has…", "Dad's away…"; the parents are not members, so their own things have no
// member); (6) a grandparent who holds the account and arranges things for the grandchildren, polite and a little
// unsure of the technology; (7) numbered or lettered multi-part messages (only the first request is checked; parts
// that are all items of one list are one request); (8) corrections and follow-ups to what the assistant just did
// (where nothing earlier can be known, the tool the message asks for with the slots it gives, or a question back when
// it gives nothing at all).
// Mix: 45 new events, 30 changes (updateEvent / undo), 15 cancels, 20 calendar questions (agenda / findEvent /
// freeBusy), 20 reminders and to-dos (addTodo / completeTodo / clearTodos / listTodos / listReminders), 20 shared-list
// rows (addListItems / showList / tickListItems / clearList / createList), 10 where the assistant should ask back.
// Two named kids give member + alsoMembers; "the kids" leaves member unchecked; where a message has two requests, the
// first is the one checked.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children. Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 ·
// Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next
// week 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours
// 1-6 are pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) A Ghanaian English parent
  p("Please I want to add my daughter's PTA meeting on Saturday at 10am", 'createEvent', { title: 'PTA', date: '2026-03-07', time: '10:00' }),
  p("The kids' extra classes start this Saturday, 8am to 11am, every week by God's grace", 'createEvent', {
    title: 'extra classes',
    date: '2026-03-07',
    time: '08:00',
    durationMinutes: 180,
    recurrence: 'weekly',
  }),
  p("I beg put Sam's football match for Sunday 3pm", 'createEvent', { title: 'football', date: '2026-03-08', time: '15:00', member: SAM }),
  p('Please add lunch at the chop bar with Auntie Efua on Friday 1pm', 'createEvent', { title: 'lunch', date: '2026-03-06', time: '13:00' }),
  p('Mia has her church choir practice every Thursday 5pm, please put it in', 'createEvent', {
    title: 'choir',
    date: '2026-03-05',
    time: '17:00',
    recurrence: 'weekly',
    member: MIA,
  }),
  p("Leo's vaccination at the polyclinic is next Tuesday 9:30am, please add it for him", 'createEvent', {
    title: 'vaccination',
    date: '2026-03-10',
    time: '09:30',
    member: LEO,
  }),
  p('Please my husband and I have a funeral to attend in Kumasi on Saturday 14th, the whole day', 'createEvent', {
    title: 'funeral',
    date: '2026-03-14',
    allDay: true,
  }),
  p('Please the PTA meeting has been moved to 11am', 'updateEvent', { target: { words: 'PTA' }, changes: { time: '11:00' } }),
  p("I beg shift Sam's football from Sunday to Saturday, same time", 'updateEvent', {
    target: { words: 'football' },
    changes: { date: '2026-03-07' },
  }),
  p('Please the extra classes will now close at 12 noon', 'updateEvent', { target: { words: 'extra classes' }, changes: { endTime: '12:00' } }),
  p('Please cancel the chop bar lunch, Auntie Efua has travelled', 'cancelEvent', { target: { words: 'lunch' } }),
  p("By God's grace no extra classes this Saturday, the teacher is sick. Remove only this week's one", 'cancelEvent', {
    target: { words: 'extra classes', fromDate: '2026-03-07' },
    series: false,
  }),
  p('Please what do we have on Saturday?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("When is Leo's vaccination again? I have forgotten the day", 'findEvent', { words: 'vaccination' }),
  p('Is Mia free on Friday after 3pm? I want to take her to the market', 'freeBusy', { date: '2026-03-06', fromTime: '15:00', member: MIA }),
  p('I beg remind me to pay the school fees before they sack the children', 'addTodo', { tasks: ['school fees'], reminder: true }),
  p('Please I have paid the school fees, you can tick it', 'completeTodo', { text: 'school fees' }),
  p('Please add gari, shito and tin tomatoes to the shopping list', 'addListItems', { items: ['gari', 'shito', 'tin tomatoes'] }),
  p('What is on the shopping list please, I am at the market now', 'showList'),
  ask("Please add my cousin's wedding, by God's grace we will all go"),

  // (2) A British Pakistani parent
  p('Can you add mosque classes for Sam, Monday to Thursday at 5pm? Starts this Monday innit', 'createEvent', {
    title: 'mosque',
    date: '2026-03-09',
    time: '17:00',
    recurrence: 'weekly',
    alsoWeekdays: [2, 3, 4],
    member: SAM,
  }),
  p("Nani's coming over Saturday for lunch, 1pm", 'createEvent', { title: 'Nani', date: '2026-03-07', time: '13:00' }),
  p('Please add Eid prayers at the masjid on Friday 20th March at 8am, whole family going', 'createEvent', {
    title: 'Eid',
    date: '2026-03-20',
    time: '08:00',
  }),
  p('Mia and Sam madrassa every Saturday and Sunday 10 till 12', 'createEvent', {
    title: 'madrassa',
    date: '2026-03-07',
    time: '10:00',
    durationMinutes: 120,
    recurrence: 'weekly',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p("Leo's got his nursery stay and play tomorrow at half 9", 'createEvent', {
    title: 'stay and play',
    date: '2026-03-05',
    time: '09:30',
    member: LEO,
  }),
  p("I've got the GP at 4:20 tomorrow, stick it in please", 'createEvent', { title: 'GP', date: '2026-03-05', time: '16:20', member: null }),
  p("Iftar at Khala's on Sunday at 7.30pm", 'createEvent', { title: 'iftar', date: '2026-03-08', time: '19:30' }),
  p("Sam's mosque class is half 5 from now on, not 5", 'updateEvent', { target: { words: 'mosque' }, changes: { time: '17:30' } }),
  p("Nani's lunch on Saturday, push it back an hour innit", 'updateEvent', {
    target: { date: '2026-03-07' },
    changes: { shiftMinutes: 60 },
  }),
  p("Could you add Leo to the madrassa one as well, he's old enough now apparently", 'updateEvent', {
    target: { words: 'madrassa' },
    changes: { addMembers: [LEO] },
  }),
  p("Cancel the GP tomorrow please, I'm feeling much better", 'cancelEvent', { target: { words: 'GP', fromDate: '2026-03-05' } }),
  p('No more madrassa at all, take the whole thing off the calendar', 'cancelEvent', { target: { words: 'madrassa' }, series: true }),
  p("What's on for the kids this weekend?", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("When's Eid prayers, did I even put it in?", 'findEvent', { words: 'Eid' }),
  p('Are we free Sunday afternoon? Nani wants to take the kids out', 'freeBusy', { date: '2026-03-08', member: null }),
  p('Remind me to ring Nani about the Eid clothes', 'addTodo', { tasks: ['ring Nani'], reminder: true }),
  p("What's on my to-do list innit", 'listTodos'),
  p('Add dates, samosa pastry and Rooh Afza to shopping', 'addListItems', { items: ['dates', 'samosa pastry', 'Rooh Afza'] }),
  p('Got the dates, tick them off', 'tickListItems', { items: ['dates'], remove: false }),
  ask("Can you put Mia's Quran competition in? Not sure of the date yet innit"),

  // (3) A dad dictating by voice, no punctuation
  p('can you add mia swimming saturday nine oclock and then remind me friday to pay for the term', 'createEvent', {
    title: 'swimming',
    date: '2026-03-07',
    time: '09:00',
    member: MIA,
  }),
  p('sam has a birthday party at the trampoline place on sunday from two till four its his mate jacksons', 'createEvent', {
    title: 'party',
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 120,
    member: SAM,
  }),
  p('right so leo needs to go to the dentist next thursday at quarter past ten can you put that in for him', 'createEvent', {
    title: 'dentist',
    date: '2026-03-12',
    time: '10:15',
    member: LEO,
  }),
  p('im playing futsal tonight at eight put that in the calendar for me would you', 'createEvent', {
    title: 'futsal',
    date: '2026-03-04',
    time: '20:00',
    member: null,
  }),
  p('mia and sam have the school photos on tuesday morning at half eight so put that in for both of them', 'createEvent', {
    title: 'photo',
    date: '2026-03-10',
    time: '08:30',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('add parents evening thursday the twelfth at six thirty and make it an hour and a half long', 'createEvent', {
    title: 'parents evening',
    date: '2026-03-12',
    time: '18:30',
    durationMinutes: 90,
  }),
  p('mias got tennis every monday after school at four can you add that until the end of march', 'createEvent', {
    title: 'tennis',
    date: '2026-03-09',
    time: '16:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
    member: MIA,
  }),
  p('the swimming on saturday has been moved to ten thirty so change that and tell me if it clashes with anything', 'updateEvent', {
    target: { words: 'swimming', date: '2026-03-07' },
    changes: { time: '10:30' },
  }),
  p('change sams party on sunday so it finishes at five instead of four because the parents asked us to stay', 'updateEvent', {
    target: { words: 'party' },
    changes: { endTime: '17:00' },
  }),
  p('move the futsal from tonight to tomorrow night same time', 'updateEvent', { target: { words: 'futsal' }, changes: { date: '2026-03-05' } }),
  p('cancel leos dentist next thursday we are going to rebook it when i know my shifts', 'cancelEvent', {
    target: { words: 'dentist', fromDate: '2026-03-12' },
  }),
  p('take off everything on saturday we are going away for the day and also let the swimming coach know', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-07' },
  }),
  p('whats everyone doing next week i need to plan my shifts around the kids', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('is sam busy on friday afternoon from three to five because his nan wants to have him', 'freeBusy', {
    date: '2026-03-06',
    fromTime: '15:00',
    toTime: '17:00',
    member: SAM,
  }),
  p('remind me to renew the car rego and book the car service and get the bins out', 'addTodo', {
    tasks: ['car rego', 'car service', 'bins'],
    reminder: true,
  }),
  p('clear my whole to do list its all sorted now', 'clearTodos'),
  p('i did the car rego this morning so tick that one off', 'completeTodo', { text: 'car rego' }),
  p('add nappies wipes and a big tin of formula to the shopping list and also bin bags', 'addListItems', {
    items: ['nappies', 'wipes', 'formula', 'bin bags'],
  }),
  p('whats on the hardware list i am at the shop now', 'showList', { list: 'hardware' }),
  ask('can you put that thing in for the weekend that i told you about the other day'),

  // (4) A mum who only sends fragments
  p('leo haircut fri 4', 'createEvent', { title: 'haircut', date: '2026-03-06', time: '16:00', member: LEO }),
  p('mia sleepover sat', 'createEvent', { title: 'sleepover', date: '2026-03-07', member: MIA }),
  p('school assembly tmrw 9', 'createEvent', { title: 'assembly', date: '2026-03-05', time: '09:00' }),
  p('book club tue 7.30pm', 'createEvent', { title: 'book club', date: '2026-03-10', time: '19:30' }),
  p('sam mia footy photos sat 8am', 'createEvent', { title: 'photos', date: '2026-03-07', time: '08:00', member: SAM, alsoMembers: [MIA] }),
  p('pilates 6 tonight', 'createEvent', { title: 'pilates', date: '2026-03-04', time: '18:00' }),
  p('haircut -> 4.30', 'updateEvent', { target: { words: 'haircut' }, changes: { time: '16:30' } }),
  p('assembly now 10', 'updateEvent', { target: { words: 'assembly' }, changes: { time: '10:00' } }),
  p('book club wed not tue', 'updateEvent', { target: { words: 'book club' }, changes: { date: '2026-03-11' } }),
  p('cancel pilates', 'cancelEvent', { target: { words: 'pilates' } }),
  p('no piano this wk', 'cancelEvent', { target: { words: 'piano', fromDate: '2026-03-04', toDate: '2026-03-10' }, series: false }),
  p('sam free fri arvo?', 'freeBusy', { date: '2026-03-06', member: SAM }),
  p('tmrw plans?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('next swim when', 'findEvent', { words: 'swim' }),
  p('todo: school form', 'addTodo', { tasks: ['school form'] }),
  p('form done', 'completeTodo', { text: 'form' }),
  p('bread, bananas, nappies', 'addListItems', { items: ['bread', 'bananas', 'nappies'] }),
  p('got bananas', 'tickListItems', { items: ['bananas'], remove: false }),
  p('shopping list?', 'showList'),
  ask('bday party leo'),

  // (5) A parent who speaks of themselves and the other parent in the third person
  p('Mum has physio Tuesday at 11:15', 'createEvent', { title: 'physio', date: '2026-03-10', time: '11:15', member: null }),
  p("Dad's away Mon to Wed for work, pop it in as all day", 'createEvent', {
    title: 'away',
    date: '2026-03-09',
    allDay: true,
    durationMinutes: 4320,
    member: null,
  }),
  p("Mummy's taking Mia to the orthodontist Friday at 3:45", 'createEvent', {
    title: 'orthodontist',
    date: '2026-03-06',
    time: '15:45',
    member: MIA,
  }),
  p('Daddy and Sam have cricket nets Saturday 8am', 'createEvent', { title: 'cricket', date: '2026-03-07', time: '08:00', member: SAM }),
  p("Mum's girls' night out is Friday the 13th, 7pm", 'createEvent', { title: 'night out', date: '2026-03-13', time: '19:00', member: null }),
  p('Dad is doing pick-up for all three kids Thursday 3pm', 'createEvent', { title: 'pick', date: '2026-03-05', time: '15:00' }),
  p("Mum's book launch at the library Sunday 2-4pm", 'createEvent', {
    title: 'book launch',
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 120,
  }),
  p("Mum's physio has moved to Thursday 12th, same time", 'updateEvent', { target: { words: 'physio' }, changes: { date: '2026-03-12' } }),
  p("Dad's cricket with Sam is 9 now, not 8", 'updateEvent', { target: { words: 'cricket' }, changes: { time: '09:00' } }),
  p('Mum needs a reminder an hour before the orthodontist', 'updateEvent', {
    target: { words: 'orthodontist' },
    changes: { reminderMinutes: 60 },
  }),
  p("Put a note on Thursday's pick-up: Dad's collecting, not Mum", 'updateEvent', { target: { words: 'pick' }, changes: { note: 'Dad' } }),
  p("Mum's not going to book club Tuesday, scrap it", 'cancelEvent', { target: { words: 'book club', fromDate: '2026-03-10' } }),
  p("Dad's trip is off, delete the away days", 'cancelEvent', { target: { words: 'away' } }),
  p('What has Mum got on tomorrow?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: null }),
  p("When is Sam's cricket with Dad?", 'findEvent', { words: 'cricket' }),
  p('Dad needs to fix the fence and call the plumber, add them to his list', 'addTodo', { tasks: ['fix the fence', 'call the plumber'] }),
  p("Mum's done the tax return, tick it off", 'completeTodo', { text: 'tax return' }),
  p('Mum says add coffee pods and oat milk to the shopping', 'addListItems', { items: ['coffee pods', 'oat milk'] }),
  p('Dad wants a new list for the camping trip', 'createList', { name: 'camping' }),
  ask("Dad's got that work thing again, add it please"),

  // (6) A grandparent who holds the account
  p("Hello, this is Grandma. Could you please put in Mia's ballet concert on Saturday at 2 o'clock. Thank you.", 'createEvent', {
    title: 'ballet',
    date: '2026-03-07',
    time: '14:00',
    member: MIA,
  }),
  p('I am taking Sam and Leo to the zoo on Monday the 9th, we will leave at 9.30 in the morning. I hope I am doing this right.', 'createEvent', {
    title: 'zoo',
    date: '2026-03-09',
    time: '09:30',
    member: SAM,
    alsoMembers: [LEO],
  }),
  p('Dear, please add my hearing appointment on Thursday 12 March at 10.45am', 'createEvent', {
    title: 'hearing',
    date: '2026-03-12',
    time: '10:45',
    member: null,
  }),
  p("Could you kindly note that Leo has playgroup every Friday at 10 o'clock", 'createEvent', {
    title: 'playgroup',
    date: '2026-03-06',
    time: '10:00',
    recurrence: 'weekly',
    member: LEO,
  }),
  p("Grandpa's birthday lunch is on Sunday at half past twelve, for the whole family please", 'createEvent', {
    title: 'birthday lunch',
    date: '2026-03-08',
    time: '12:30',
  }),
  p('I would like to take Mia for a haircut tomorrow afternoon at 3. Is that how you do it?', 'createEvent', {
    title: 'haircut',
    date: '2026-03-05',
    time: '15:00',
    member: MIA,
  }),
  p("I'm so sorry, the zoo trip needs to be on Tuesday instead of Monday. Can you change it?", 'updateEvent', {
    target: { words: 'zoo' },
    changes: { date: '2026-03-10' },
  }),
  p('The ballet concert starts at half past one, not two. My mistake, dear.', 'updateEvent', {
    target: { words: 'ballet' },
    changes: { time: '13:30' },
  }),
  p('Could you make my hearing appointment two hours long please, they said it might take a while', 'updateEvent', {
    target: { words: 'hearing' },
    changes: { durationMinutes: 120 },
  }),
  p("I'm afraid Leo will have to miss playgroup this Friday, I have a cold. Just this week please.", 'cancelEvent', {
    target: { words: 'playgroup', fromDate: '2026-03-06' },
    series: false,
  }),
  p("Please delete the haircut tomorrow, Mia's mother says she will take her herself", 'cancelEvent', {
    target: { words: 'haircut', fromDate: '2026-03-05' },
  }),
  p('Could you tell me what the children have on this week? I would like to know when I am needed.', 'agenda', {
    fromDate: '2026-03-04',
    toDate: '2026-03-10',
  }),
  p("Is Leo free on Wednesday the 11th in the morning? I'd like to take him to story time at the library", 'freeBusy', {
    date: '2026-03-11',
    member: LEO,
  }),
  p("When is the ballet concert again, dear? I've forgotten already", 'findEvent', { words: 'ballet' }),
  p('Please remind me to buy a birthday card for Sam', 'addTodo', { tasks: ['birthday card'], reminder: true }),
  p("Which reminders have I set? I'm not sure any of them went through", 'listReminders'),
  p("I have bought Sam's card now, please tick it off for me", 'completeTodo', { text: 'card' }),
  p('Could you add custard, jelly crystals and ice cream to the shopping please, for the grandchildren', 'addListItems', {
    items: ['custard', 'jelly', 'ice cream'],
  }),
  p('Please can you take the jelly off the shopping list, I found some in the pantry', 'tickListItems', { items: ['jelly'], remove: true }),
  ask('Hello? Is this working? I want to put something in for the children'),

  // (7) Numbered or lettered multi-part messages (only the first request is checked)
  p('1) Sam swim lesson sat 9.30 2) pick up bread on the way home', 'createEvent', {
    title: 'swim',
    date: '2026-03-07',
    time: '09:30',
    member: SAM,
  }),
  p('a) Mia drama club thurs 4pm b) remind me about the permission slip', 'createEvent', {
    title: 'drama',
    date: '2026-03-05',
    time: '16:00',
    member: MIA,
  }),
  p('1. Dinner at the Nguyens Saturday 6.30pm 2. Need a babysitter for that', 'createEvent', { title: 'dinner', date: '2026-03-07', time: '18:30' }),
  p('(1) Leo + Sam flu shots Tues 11am (2) Mia next week sometime', 'createEvent', {
    title: 'flu',
    date: '2026-03-10',
    time: '11:00',
    member: LEO,
    alsoMembers: [SAM],
  }),
  p('i. school cross country Friday all day ii. pack lunches the night before', 'createEvent', {
    title: 'cross country',
    date: '2026-03-06',
    allDay: true,
  }),
  p("1) move Sam's swim to 10 2) add goggles to shopping", 'updateEvent', { target: { words: 'swim' }, changes: { time: '10:00' } }),
  p('a. drama club is in the hall now, not room 4 b. Mia needs a snack for it', 'updateEvent', {
    target: { words: 'drama' },
    changes: { location: 'hall' },
  }),
  p('1 - cancel dinner Sat, the Nguyens are sick 2 - rebook for next week', 'cancelEvent', { target: { words: 'dinner', fromDate: '2026-03-07' } }),
  p("1) what's on tomorrow 2) who's doing pick up", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('a) when is the cross country? b) does Mia need her hat', 'findEvent', { words: 'cross country' }),
  p('1. remind me to sign the permission slip 2. what time is swimming sat', 'addTodo', { tasks: ['permission slip'], reminder: true }),
  p("a) to do: renew library books b) Sam's reader is due back Mon", 'addTodo', { tasks: ['library books'] }),
  p("1) what's on my todo list 2) which ones are overdue", 'listTodos'),
  p('1. done: library books 2. done: permission slip', 'completeTodo', { text: 'library books' }),
  p('shopping: a. weetbix b. yoghurt pouches c. apples', 'addListItems', { items: ['weetbix', 'yoghurt pouches', 'apples'] }),
  p('1) new list: school holidays 2) add zoo, museum, beach', 'createList', { name: 'school holidays' }),
  p('1. got the apples 2. can you add pears', 'tickListItems', { items: ['apples'], remove: false }),
  p('a) clear the shopping list b) start fresh with milk and eggs', 'clearList'),
  ask('1) put the appointment in 2) remind me the day before'),
  ask('a) add the party b) Mia needs a present for it'),

  // (8) Corrections and follow-ups to what the assistant just did
  p('no, the Sunday swimming, not the Saturday one, make it 11', 'updateEvent', {
    target: { words: 'swimming', date: '2026-03-08' },
    changes: { time: '11:00' },
  }),
  p('sorry, make it 5.30 not 4.30', 'updateEvent', { changes: { time: '17:30' } }),
  p("actually that's for Mia, not Sam", 'updateEvent', { changes: { member: MIA } }),
  p('no no, undo that last one', 'undo'),
  p('wrong day, should be Friday', 'updateEvent', { changes: { date: '2026-03-06' } }),
  p('can you make the dentist one 45 minutes instead', 'updateEvent', { target: { words: 'dentist' }, changes: { durationMinutes: 45 } }),
  p('oops, I meant next Thursday for the school tour, not this one', 'updateEvent', {
    target: { words: 'school tour' },
    changes: { date: '2026-03-12' },
  }),
  p('add Sam to that as well', 'updateEvent', { changes: { addMembers: [SAM] } }),
  p("and change the name to Mia's cello lesson", 'updateEvent', { changes: { title: 'cello lesson' } }),
  p("actually just delete it, we're not going to the party after all", 'cancelEvent', { target: { words: 'party' } }),
  p('no, delete all of the netball ones, not just this week', 'cancelEvent', { target: { words: 'netball' }, series: true }),
  p('did that save? when is the orthodontist now?', 'findEvent', { words: 'orthodontist' }),
  p('so what does Saturday look like now?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('no, I meant as a to-do, not in the calendar: order the school jumper', 'addTodo', { tasks: ['school jumper'] }),
  p('sorry, tick off number 3 not 2', 'completeTodo', { number: 3 }),
  p('not the shopping list, put the sunscreen on the camping list', 'addListItems', { list: 'camping', items: ['sunscreen'] }),
  p("take the eggs back off, we've got plenty", 'tickListItems', { items: ['eggs'], remove: true }),
  p("I didn't get the bread, I meant the rolls, tick those off instead", 'tickListItems', { items: ['rolls'], remove: false }),
  ask('no, the other one'),
  ask("that's not right, fix it"),
];
