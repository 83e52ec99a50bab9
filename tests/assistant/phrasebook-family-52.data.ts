// Phrasebook (training set): families in eight voices: 160 WhatsApp messages from parents, each with the tool and the
// key slots the assistant should read from it. Written from the tools' contract (tools/*.ts: each tool, its zod input
// and the .describe() texts) and the harness conventions (phrasebook.ts: partial inputs, text slots matched by
// containment ignoring case, `null` must be null) by someone who had not read the engine.
// Voices, 20 rows each, in this order: (1) a Nigerian English parent ("abeg", "this evening by 5", "extra lesson",
// "I want to fix…"); (2) a Canadian hockey parent (rink times, "eh", tournaments, carpools); (3) a Hong Kong English
// parent (tutorial classes, "tmr", "pls help me book", 24-hour times mixed with am/pm); (4) a parent of twins (Mia and
// Sam as the pair: both at once, or one and not the other); (5) a parent texting in very short bursts at traffic
// lights (abbreviations, no capitals, missing words); (6) a father with shared custody on alternating weeks
// (handovers, "my week", "their mum's week"); (7) a parent of a child with medical needs (therapies, medication times,
// specialist appointments, referrals); (8) a parent who mostly asks what is already on (is X on, when is, anything
// clash, free or busy, what's left today).
// Mix: 45 new events, 30 changes, 15 cancels, 20 calendar questions (agenda / findEvent / freeBusy), 20 reminders and
// to-dos (addTodo / completeTodo / listTodos / listReminders), 20 shared-list rows (addListItems / showList /
// tickListItems / createList), 10 where the assistant should ask back. Two named kids give member + alsoMembers;
// "the kids" / "the twins" leave member unchecked; where a message has two requests, the first is the one checked.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children. Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 ·
// Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next
// week 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours
// 1-6 are pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) A Nigerian English parent
  p('Abeg put Mia extra lesson for Saturday 10am, the maths teacher is coming to the house', 'createEvent', {
    title: 'extra lesson',
    member: MIA,
    date: '2026-03-07',
    time: '10:00',
  }),
  p("I want to fix Sam's haircut for this evening by 5", 'createEvent', { title: 'haircut', member: SAM, date: '2026-03-04', time: '17:00' }),
  p('Church vigil on Friday night 10pm o, all of us are going', 'createEvent', { title: 'vigil', date: '2026-03-06', time: '22:00' }),
  p("Please add my hospital appointment next Tuesday 9am, I don't want to forget it", 'createEvent', {
    title: 'hospital',
    date: '2026-03-10',
    time: '09:00',
    member: null,
  }),
  p('Mia and Sam have extra lesson every Tuesday and Thursday 4pm, abeg put it for me', 'createEvent', {
    title: 'extra lesson',
    time: '16:00',
    recurrence: 'weekly',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p("Aunty Ngozi's wedding is on the 14th, it's a whole day affair", 'createEvent', { title: 'wedding', date: '2026-03-14', allDay: true }),
  p("I want to fix Leo's immunisation at the clinic tomorrow morning by 9", 'createEvent', {
    title: 'immunisation',
    member: LEO,
    date: '2026-03-05',
    time: '09:00',
  }),
  p("Abeg shift Mia's extra lesson from Saturday to Sunday, same time", 'updateEvent', {
    target: { words: 'extra lesson', member: MIA, date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p("The PTA meeting has been pushed to 6 o'clock this evening", 'updateEvent', { target: { words: 'PTA' }, changes: { time: '18:00' } }),
  p("Sam's football, make it 4:30 instead of 4 please", 'updateEvent', { target: { words: 'football', member: SAM }, changes: { time: '16:30' } }),
  p('Please the hospital appointment on Tuesday, they said I should come by 11 instead', 'updateEvent', {
    target: { words: 'hospital', date: '2026-03-10' },
    changes: { time: '11:00' },
  }),
  p("Cancel Sam's haircut for this evening, the barber has travelled", 'cancelEvent', {
    target: { words: 'haircut', member: SAM, fromDate: '2026-03-04' },
  }),
  p('Abeg remove the vigil on Friday, we are no longer going sha', 'cancelEvent', { target: { words: 'vigil', fromDate: '2026-03-06' } }),
  p("What time is Mia's extra lesson on Saturday again?", 'findEvent', { words: 'extra lesson', member: MIA }),
  p('Remind me to pay the school fees o', 'addTodo', { tasks: ['school fees'], reminder: true }),
  p("Add buy Sam's sandals and collect Mia's uniform from the tailor to my to-do", 'addTodo', { tasks: ['sandals', 'uniform'] }),
  p('I have paid the school fees, you can tick it off', 'completeTodo', { text: 'school fees' }),
  p('Add garri, palm oil, Maggi and 2 crates of eggs to the shopping list', 'addListItems', { items: ['garri', 'palm oil', 'maggi', 'eggs'] }),
  p('Abeg is tomato paste on the list already?', 'showList', { check: ['tomato paste'] }),
  ask('I want to fix extra lesson for Mia, abeg put it'),

  // (2) A Canadian hockey parent
  p("Sam's got hockey practice Saturday 6:15am at the Kinsmen rink, eh", 'createEvent', {
    title: 'hockey',
    member: SAM,
    date: '2026-03-07',
    time: '06:15',
  }),
  p("Mia's ringette tournament is the 13th to the 15th in Red Deer, put it in as all day", 'createEvent', {
    title: 'tournament',
    member: MIA,
    date: '2026-03-13',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('Add a skills session for Sam Thursday 5:30 to 7 at the Civic', 'createEvent', {
    title: 'skills',
    member: SAM,
    date: '2026-03-05',
    time: '17:30',
    durationMinutes: 90,
  }),
  p("I'm driving carpool to the tournament Friday, leaving at 3", 'createEvent', { title: 'carpool', date: '2026-03-06', time: '15:00' }),
  p('Team party at Boston Pizza Sunday at 5, kids are both going', 'createEvent', { title: 'team party', date: '2026-03-08', time: '17:00' }),
  p('Sam has ice time every Tuesday at 7pm until the end of March', 'createEvent', {
    title: 'ice time',
    member: SAM,
    date: '2026-03-10',
    time: '19:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
  }),
  p('Skate sharpening for Mia tomorrow after school, say 3:30', 'createEvent', {
    title: 'skate sharpening',
    member: MIA,
    date: '2026-03-05',
    time: '15:30',
  }),
  p('Practice on Saturday got bumped to 7:30am, the Zamboni broke down', 'updateEvent', {
    target: { words: 'practice', date: '2026-03-07' },
    changes: { time: '07:30' },
  }),
  p("Hockey's at the Civic Centre rink now instead of Kinsmen, eh", 'updateEvent', {
    target: { words: 'hockey' },
    changes: { location: 'Civic Centre' },
  }),
  p("Can you push Sam's ice time on Tuesday back half an hour", 'updateEvent', {
    target: { words: 'ice time', member: SAM, date: '2026-03-10' },
    changes: { shiftMinutes: 30 },
  }),
  p("Add Leo to the team party on Sunday, he's tagging along", 'updateEvent', { target: { words: 'team party' }, changes: { addMembers: [LEO] } }),
  p("Put a note on Friday's carpool: I'm grabbing Jake from the Hendersons at 2:45", 'updateEvent', {
    target: { words: 'carpool', date: '2026-03-06' },
    changes: { note: 'Jake' },
  }),
  p("Arena roof's leaking so Mia's tournament is off, cancel it", 'cancelEvent', { target: { words: 'tournament', member: MIA } }),
  p("We're done with Tuesday ice time for the season, delete all of Sam's sessions", 'cancelEvent', {
    target: { words: 'ice time' },
    series: true,
  }),
  p("What time's Sam's game on Saturday?", 'findEvent', { words: 'game', member: SAM }),
  p('Remind me to sign the hockey waiver before Saturday eh', 'addTodo', { tasks: ['hockey waiver'] }),
  p('Add pay the ringette registration and book the March break camp to my to-dos', 'addTodo', {
    tasks: ['ringette registration', 'march break camp'],
  }),
  p('Add tape, a mouthguard and Gatorade to the hockey bag list', 'addListItems', {
    list: 'hockey bag',
    items: ['tape', 'mouthguard', 'gatorade'],
  }),
  p('Got the Timbits and the coffee for the carpool, tick those off the shopping list', 'tickListItems', {
    items: ['timbits', 'coffee'],
    remove: false,
  }),
  ask('Can you put the away game in eh'),

  // (3) A Hong Kong English parent
  p('Pls help me book Mia tutorial class tmr 16:30', 'createEvent', { title: 'tutorial', member: MIA, date: '2026-03-05', time: '16:30' }),
  p('Sam piano lesson Sat 10:00-11:00 pls add', 'createEvent', { title: 'piano', member: SAM, date: '2026-03-07', time: '10:00', durationMinutes: 60 }),
  p('Family yum cha Sunday 11am with grandma', 'createEvent', { title: 'yum cha', date: '2026-03-08', time: '11:00' }),
  p('Pls help me book Leo playgroup every Mon 9:30am', 'createEvent', {
    title: 'playgroup',
    member: LEO,
    date: '2026-03-09',
    time: '09:30',
    recurrence: 'weekly',
  }),
  p('Mia Olympiad maths class 19:00 tonight, 2 hrs', 'createEvent', {
    title: 'olympiad',
    member: MIA,
    date: '2026-03-04',
    time: '19:00',
    durationMinutes: 120,
  }),
  p('Mia and Sam swimming class Fri 17:15, pls remind me 30 mins before', 'createEvent', {
    title: 'swimming',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-06',
    time: '17:15',
    reminderMinutes: 30,
  }),
  p('My hair appt next Thu 3pm', 'createEvent', { title: 'hair', date: '2026-03-12', time: '15:00' }),
  p('Tutorial class tmr change to 17:00 pls', 'updateEvent', { target: { words: 'tutorial', date: '2026-03-05' }, changes: { time: '17:00' } }),
  p('Sam piano lesson move to Sun, same time', 'updateEvent', { target: { words: 'piano', member: SAM }, changes: { date: '2026-03-08' } }),
  p('Yum cha change to 12:30 la, grandma come late', 'updateEvent', { target: { words: 'yum cha' }, changes: { time: '12:30' } }),
  p('Pls rename Mia tutorial to Chinese tutorial', 'updateEvent', {
    target: { words: 'tutorial', member: MIA },
    changes: { title: 'Chinese tutorial' },
  }),
  p('Cancel Leo playgroup next Mon, he is sick', 'cancelEvent', {
    target: { words: 'playgroup', member: LEO, fromDate: '2026-03-09' },
    series: false,
  }),
  p('Hair appt cancel pls, salon closed', 'cancelEvent', { target: { words: 'hair' } }),
  p('Mia got any class on Sat?', ['agenda', 'findEvent'], { member: MIA }),
  p('Remind me pay tutorial fee', 'addTodo', { tasks: ['tutorial fee'], reminder: true }),
  p('Add to todo: buy Mia new school shoes, renew Sam passport', 'addTodo', { tasks: ['school shoes', 'passport'] }),
  p('Tutorial fee paid already, tick off pls', 'completeTodo', { text: 'tutorial fee' }),
  p('Pls add bok choy, soy sauce and Vita lemon tea to shopping', 'addListItems', { items: ['bok choy', 'soy sauce', 'lemon tea'] }),
  p('Show me shopping list pls', 'showList'),
  ask('Pls help me book the class'),

  // (4) A parent of twins (Mia and Sam as the pair)
  p('Mia and Sam both have the dentist Friday at 3:45', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-06',
    time: '15:45',
  }),
  p("Only Sam has the birthday party on Saturday 2 to 4, Mia wasn't invited", 'createEvent', {
    title: 'birthday party',
    member: SAM,
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('School photos Monday for the twins, put it in as all day', 'createEvent', { title: 'school photos', date: '2026-03-09', allDay: true }),
  p('Sam and Mia have swimming every Wednesday at 4pm', 'createEvent', {
    title: 'swimming',
    member: SAM,
    alsoMembers: [MIA],
    time: '16:00',
    recurrence: 'weekly',
  }),
  p("Mia's got choir tomorrow at 8am, just Mia not Sam", 'createEvent', { title: 'choir', member: MIA, date: '2026-03-05', time: '08:00' }),
  p("Mia and Sam's eye test on Thursday the 12th at 11", 'createEvent', {
    title: 'eye test',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-12',
    time: '11:00',
  }),
  p("Sam isn't doing swimming anymore, make it just Mia", 'updateEvent', { target: { words: 'swimming' }, changes: { member: MIA } }),
  p("Add Sam to Mia's choir tomorrow, they both got in!", 'updateEvent', { target: { words: 'choir' }, changes: { addMembers: [SAM] } }),
  p("Move the twins' dentist to 4:15", 'updateEvent', { target: { words: 'dentist' }, changes: { time: '16:15' } }),
  p("Sam's party on Saturday is now 3 till 5", 'updateEvent', { target: { words: 'party', date: '2026-03-07' }, changes: { time: '15:00' } }),
  p('Cancel swimming for both of them next Wednesday, pool is closed', 'cancelEvent', {
    target: { words: 'swimming', fromDate: '2026-03-11' },
    series: false,
  }),
  p("Delete the school photos on Monday, they've moved them to term 2", 'cancelEvent', {
    target: { words: 'school photos', fromDate: '2026-03-09' },
  }),
  p('Are Mia and Sam both free Saturday afternoon?', 'freeBusy', { date: '2026-03-07' }),
  p('Remind me to sign both permission slips', 'addTodo', { tasks: ['permission slip'], reminder: true }),
  p("To do: buy two birthday presents, label the twins' new jumpers", 'addTodo', { tasks: ['birthday presents', 'jumpers'] }),
  p("What's on my to do list", 'listTodos'),
  p('Add 2 lunchboxes and 2 drink bottles to the shopping list', 'addListItems', { items: ['lunchboxes', 'drink bottles'] }),
  p("Make a new list for the twins' party", 'createList', { name: 'party' }),
  p('Remove the lunchboxes from the list, found the old ones', 'tickListItems', { items: ['lunchbox'], remove: true }),
  ask('Can you book both of them in'),

  // (5) A parent texting in short bursts at traffic lights
  p('dentist mia fri 3', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-06', time: '15:00' }),
  p('sam bday party sun 11-1', 'createEvent', { title: 'party', member: SAM, date: '2026-03-08', time: '11:00', durationMinutes: 120 }),
  p('pickup leo 5.30', 'createEvent', { title: 'pick', member: LEO, date: '2026-03-04', time: '17:30' }),
  p('leo kindy orientation mon 930', 'createEvent', { title: 'orientation', member: LEO, date: '2026-03-09', time: '09:30' }),
  p('bbq at smiths sat arvo 4', 'createEvent', { title: 'bbq', date: '2026-03-07', time: '16:00' }),
  p('physio me tues 8am', 'createEvent', { title: 'physio', date: '2026-03-10', time: '08:00', member: null }),
  p('mias dentist now 330', 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { time: '15:30' } }),
  p('bbq moved to sun same time', 'updateEvent', { target: { words: 'bbq' }, changes: { date: '2026-03-08' } }),
  p('swim 30 min later today', 'updateEvent', { target: { words: 'swim', date: '2026-03-04' }, changes: { shiftMinutes: 30 } }),
  p('leo orientation -> tues', 'updateEvent', { target: { words: 'orientation' }, changes: { date: '2026-03-10' } }),
  p('cancel sams party sun', 'cancelEvent', { target: { words: 'party', member: SAM, fromDate: '2026-03-08' } }),
  p('no physio tues. cancel', 'cancelEvent', { target: { words: 'physio', fromDate: '2026-03-10' } }),
  p('todo ring plumber', 'addTodo', { tasks: ['plumber'] }),
  p('remind me call school', 'addTodo', { tasks: ['call school'], reminder: true }),
  p('done plumber', 'completeTodo', { text: 'plumber' }),
  p('add milk n nappies', 'addListItems', { items: ['milk', 'nappies'] }),
  p('got milk', 'tickListItems', { items: ['milk'], remove: false }),
  p('whats on shopping list', 'showList'),
  ask('move it to 4'),
  ask('book sam in'),

  // (6) A father with shared custody on alternating weeks
  p("Handover at their mum's Friday 5pm, I'm picking them up", 'createEvent', { title: 'handover', date: '2026-03-06', time: '17:00' }),
  p("Handover every second Sunday at 6pm at the McDonald's car park, starting this Sunday", 'createEvent', {
    title: 'handover',
    date: '2026-03-08',
    time: '18:00',
    recurrence: 'fortnightly',
  }),
  p("Sam's footy on Saturday at 9, it's my week so I'm taking him", 'createEvent', {
    title: 'footy',
    member: SAM,
    date: '2026-03-07',
    time: '09:00',
  }),
  p("Put Mia's school concert in for Thursday the 12th 6:30pm, I'm going even though it's their mum's week", 'createEvent', {
    title: 'concert',
    member: MIA,
    date: '2026-03-12',
    time: '18:30',
  }),
  p('Movie night at mine with the kids Saturday 7pm', 'createEvent', { title: 'movie night', date: '2026-03-07', time: '19:00' }),
  p("Leo's got a kindy excursion on Tuesday, all day", 'createEvent', { title: 'excursion', member: LEO, date: '2026-03-10', allDay: true }),
  p('Their mum wants the Sunday handover at 4 instead of 6', 'updateEvent', {
    target: { words: 'handover', date: '2026-03-08' },
    changes: { time: '16:00' },
  }),
  p('Swap the Friday handover to Saturday morning at 10', 'updateEvent', {
    target: { words: 'handover', date: '2026-03-06' },
    changes: { date: '2026-03-07', time: '10:00' },
  }),
  p("Put a note on Friday's handover: bring Mia's school bag back", 'updateEvent', {
    target: { words: 'handover', date: '2026-03-06' },
    changes: { note: 'school bag' },
  }),
  p("Make movie night 3 hours, we're doing a double feature", 'updateEvent', { target: { words: 'movie night' }, changes: { durationMinutes: 180 } }),
  p("Sam's footy is at 8 this week only", 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { time: '08:00' }, once: true }),
  p("It's their mum's week next week so cancel everything I had on Wednesday the 11th", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-11' },
  }),
  p("Cancel the handovers altogether, we've agreed she'll drop them at school", 'cancelEvent', { target: { words: 'handover' }, series: true }),
  p("Scrap movie night Saturday, the kids are staying at their mum's", 'cancelEvent', {
    target: { words: 'movie night', fromDate: '2026-03-07' },
  }),
  p("Remind me to wash Sam's footy kit before handover", 'addTodo', { tasks: ['footy kit'], reminder: true }),
  p('To-do: get spare school uniforms for my place, buy a second booster seat', 'addTodo', { tasks: ['school uniforms', 'booster seat'] }),
  p('Add fish fingers, Weet-Bix and apple juice to the shopping for my week', 'addListItems', {
    items: ['fish fingers', 'weet-bix', 'apple juice'],
  }),
  p("Start a list called Dad's House for the stuff the kids need here", 'createList', { name: "Dad's House" }),
  p("Put toothbrushes and a nightlight for Leo on the Dad's House list", 'addListItems', {
    list: "Dad's House",
    items: ['toothbrushes', 'nightlight'],
  }),
  ask("Add the handover, she'll tell me the time later"),

  // (7) A parent of a child with medical needs
  p("Mia's OT session Thursday 10:30am at the children's hospital", 'createEvent', { title: 'OT', member: MIA, date: '2026-03-05', time: '10:30' }),
  p("Sam's speech therapy every Monday 3:15 until the end of term, that's 3 April", 'createEvent', {
    title: 'speech',
    member: SAM,
    date: '2026-03-09',
    time: '15:15',
    recurrence: 'weekly',
    repeatUntil: '2026-04-03',
  }),
  p("Sam's meds at 7:30am every day please, I keep forgetting", 'createEvent', {
    title: 'meds',
    member: SAM,
    date: '2026-03-05',
    time: '07:30',
    recurrence: 'daily',
  }),
  p('Paediatrician appointment for Leo on the 12th at 2:40, the specialist Dr Chen referred us to', 'createEvent', {
    title: 'paediatrician',
    member: LEO,
    date: '2026-03-12',
    time: '14:40',
  }),
  p('Mia has bloods at the pathology lab tomorrow 7:45am, fasting from midnight', 'createEvent', {
    title: 'blood',
    member: MIA,
    date: '2026-03-05',
    time: '07:45',
  }),
  p('Hydrotherapy for Sam Saturday 9 till 9:45', 'createEvent', {
    title: 'hydrotherapy',
    member: SAM,
    date: '2026-03-07',
    time: '09:00',
    durationMinutes: 45,
  }),
  p("The paediatrician's rooms rang, Leo's appointment is now Friday the 13th, same time", 'updateEvent', {
    target: { words: 'paediatrician', member: LEO },
    changes: { date: '2026-03-13' },
  }),
  p("Sam's speech therapy on Monday is at 4 this week instead of 3:15", 'updateEvent', {
    target: { words: 'speech', date: '2026-03-09' },
    changes: { time: '16:00' },
  }),
  p("Please set a reminder an hour before Mia's OT on Thursday", 'updateEvent', {
    target: { words: 'OT', date: '2026-03-05' },
    changes: { reminderMinutes: 60 },
  }),
  p('Hydro has moved to the Aquatic Centre pool', 'updateEvent', { target: { words: 'hydro' }, changes: { location: 'Aquatic Centre' } }),
  p("Cancel Mia's bloods tomorrow, the referral hasn't come through yet", 'cancelEvent', {
    target: { words: 'blood', member: MIA, fromDate: '2026-03-05' },
  }),
  p("Sam's finished speech therapy, the NDIS funding ran out. Delete the whole series", 'cancelEvent', {
    target: { words: 'speech' },
    series: true,
  }),
  p("When is Leo's next specialist appointment?", 'findEvent', { words: 'specialist', member: LEO }),
  p('Remind me to chase the referral letter from the GP', 'addTodo', { tasks: ['referral'], reminder: true }),
  p('What reminders have I got this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('Add Panadol, saline spray and an EpiPen to the pharmacy list', 'addListItems', {
    list: 'pharmacy',
    items: ['panadol', 'saline spray', 'epipen'],
  }),
  p('Picked up the EpiPen, tick it off the pharmacy list', 'tickListItems', { list: 'pharmacy', items: ['epipen'], remove: false }),
  p("Make a list for Mia's hospital bag", 'createList', { name: 'hospital bag' }),
  ask('Can you book the follow-up?'),
  ask('Change her meds time'),

  // (8) A parent who mostly asks what is already on
  p("Is Mia's swimming on this Friday?", 'findEvent', { words: 'swimming', member: MIA, yesNo: true }),
  p("When's Sam's next footy game?", 'findEvent', { words: 'footy', member: SAM }),
  p("What's on tomorrow?", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('Anything clash on Saturday?', 'freeBusy', { date: '2026-03-07' }),
  p('Are we free Sunday afternoon?', 'freeBusy', { date: '2026-03-08', member: null }),
  p("What's left today?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('Is Leo busy Tuesday morning?', 'freeBusy', { date: '2026-03-10', member: LEO }),
  p('What have the kids got on this week?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('What does Mia have next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p('When is the school concert?', 'findEvent', { words: 'concert' }),
  p('Have we got anything on the weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('Is the dentist still on for Friday or did I cancel it?', 'findEvent', { words: 'dentist', yesNo: true }),
  p('Am I free between 3 and 5 tomorrow?', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '17:00' }),
  p("What's coming up?", ['findEvent', 'agenda']),
  p("What's Sam doing Thursday after school?", ['agenda', 'freeBusy'], { member: SAM }),
  p('Is toilet paper on the shopping list?', 'showList', { check: ['toilet paper'] }),
  p("What's on the camping list?", 'showList', { list: 'camping' }),
  p('What reminders do I have set?', 'listReminders'),
  p('Have I got a reminder to book the vet?', 'listReminders', { check: ['vet'] }),
  ask('Is that still on?'),
];
