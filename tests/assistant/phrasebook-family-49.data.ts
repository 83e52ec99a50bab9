// Phrasebook (training set): families in eight voices: 160 WhatsApp messages from parents, each with the tool and the
// key slots the assistant should read from it. Written from the tools' contract (tools/*.ts: each tool, its zod input
// and the .describe() texts) and the harness conventions (phrasebook.ts: partial inputs, text slots matched by
// containment ignoring case, `null` must be null) by someone who had not read the engine.
// Voices, 20 rows each, in this order: (1) a Welsh parent ("tidy", "now in a minute", "cwtch", "Nain", "rugby club",
// "Eisteddfod"); (2) a Malaysian English parent ("can or not", "lah", "already", "tuition class", "off day");
// (3) a sleep-deprived parent of a newborn and a toddler (typos, missing words, half-finished messages, corrections);
// (4) a parent who also looks after their own elderly mother (her GP, hospital and pharmacy visits have no member);
// (5) a Texan / southern US parent ("y'all", "fixing to", "Wednesday next", "carpool line", "little league");
// (6) a mum who writes in brackets, ellipses and dashed or line-broken lists; (7) a dad who pastes or paraphrases the
// school app / club emails and then adds a request; (8) questions and checks about what is already there.
// Mix: 45 new events, 30 changes, 15 cancels, 20 calendar questions (agenda / findEvent / freeBusy), 20 reminders and
// to-dos (addTodo / completeTodo / listTodos / listReminders), 20 shared-list rows (addListItems / showList /
// tickListItems / clearList / createList), 10 where the assistant should ask back. Two named kids give member +
// alsoMembers; "the kids" leaves member unchecked; where a message has two requests, the first is the one checked.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children. Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 ·
// Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next
// week 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours
// 1-6 are pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) A Welsh parent
  p("Sam's got rugby club training Saturday morning half nine, stick it in for me, tidy", 'createEvent', {
    title: 'rugby',
    date: '2026-03-07',
    time: '09:30',
    member: SAM,
  }),
  p('Mia is reciting at the Eisteddfod on Friday the 13th at 11, can you pop that in', 'createEvent', {
    title: 'Eisteddfod',
    date: '2026-03-13',
    time: '11:00',
    member: MIA,
  }),
  p("Taking the kids up to Nain's for Sunday dinner, 1 o'clock", 'createEvent', { title: 'Nain', date: '2026-03-08', time: '13:00' }),
  p("Leo's story time at the library tomorrow half ten, he'll want a cwtch after so don't book anything straight after", 'createEvent', {
    title: 'story time',
    date: '2026-03-05',
    time: '10:30',
    member: LEO,
  }),
  p('Quiz night at the rugby club Friday 7.30pm, just me and Gareth going', 'createEvent', {
    title: 'quiz',
    date: '2026-03-06',
    time: '19:30',
    member: null,
  }),
  p("Mia's got Eisteddfod recitation practice every Tuesday at 5 from now till the end of March", 'createEvent', {
    title: 'recitation',
    date: '2026-03-10',
    time: '17:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
    member: MIA,
  }),
  p("Dinner at Nain's on Sunday is 2 now not 1, she's doing a full roast bless her", 'updateEvent', {
    target: { words: 'Nain' },
    changes: { time: '14:00' },
  }),
  p("Sam's rugby on Saturday has been shifted to the Sunday, same time mind", 'updateEvent', {
    target: { words: 'rugby', member: SAM },
    changes: { date: '2026-03-08' },
  }),
  p('The quiz night at the club is starting at 8 now, not half 7', 'updateEvent', {
    target: { words: 'quiz' },
    changes: { time: '20:00' },
  }),
  p("Mia's Eisteddfod on the 13th is in the Pavilion now, not the school hall", 'updateEvent', {
    target: { words: 'Eisteddfod' },
    changes: { location: 'Pavilion' },
  }),
  p("Cancel Leo's story time tomorrow, he's full of cold, poor dab", 'cancelEvent', {
    target: { words: 'story', fromDate: '2026-03-05', member: LEO },
  }),
  p("Sam's packed in the rugby club altogether, delete all his training from the calendar", 'cancelEvent', {
    target: { words: 'rugby', member: SAM },
    series: true,
  }),
  p("What have we got on Saturday? I'll sort the lifts now in a minute", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("Remind me to phone Nain about Mother's Day", 'addTodo', { tasks: ['phone Nain'], reminder: true }),
  p('Sent the Eisteddfod entry form off at last, tick it off', 'completeTodo', { text: 'Eisteddfod' }),
  p('Add Welsh cakes, bara brith and a tidy bit of Caerphilly to the shopping', 'addListItems', {
    items: ['Welsh cakes', 'bara brith', 'Caerphilly'],
  }),
  p('Got the leeks and the milk, you can tick them off', 'tickListItems', { items: ['leeks', 'milk'], remove: false }),
  p('Start a new list for the Eisteddfod, costumes and that', 'createList', { name: 'Eisteddfod' }),
  ask('Can you put that in for me now in a minute, tidy'),
  ask('Book the rugby club thing in for Sam please'),

  // (2) A Malaysian English parent
  p('Mia tuition class every Saturday 10am, add can or not', 'createEvent', {
    title: 'tuition',
    date: '2026-03-07',
    time: '10:00',
    recurrence: 'weekly',
    member: MIA,
  }),
  p('Sam got badminton tomorrow 4.30pm lah, pls add', 'createEvent', { title: 'badminton', date: '2026-03-05', time: '16:30', member: SAM }),
  p('My off day is Monday, want to bring the kids go dentist 11am', 'createEvent', { title: 'dentist', date: '2026-03-09', time: '11:00' }),
  p('Leo kindy got sports day Friday 8am, whole morning one', 'createEvent', {
    title: 'sports day',
    date: '2026-03-06',
    time: '08:00',
    member: LEO,
  }),
  p('Aunty Mei birthday dinner Sunday 7pm at the restaurant, put in already', 'createEvent', {
    title: 'birthday dinner',
    date: '2026-03-08',
    time: '19:00',
  }),
  p('Mia and Sam both got swimming test Thursday next week 3pm', 'createEvent', {
    title: 'swimming',
    date: '2026-03-12',
    time: '15:00',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('Sam badminton tomorrow change to 5pm already, coach say one', 'updateEvent', {
    target: { words: 'badminton', member: SAM },
    changes: { time: '17:00' },
  }),
  p('Tuition class this Saturday postpone to Sunday same time can?', 'updateEvent', {
    target: { words: 'tuition', date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p('Dentist Monday move to Tuesday lah, my off day change already', 'updateEvent', {
    target: { words: 'dentist' },
    changes: { date: '2026-03-10' },
  }),
  p('Aunty Mei dinner push one hour later', 'updateEvent', { target: { words: 'dinner' }, changes: { shiftMinutes: 60 } }),
  p('Mia tuition rename to maths tuition, the other one is separate', 'updateEvent', {
    target: { words: 'tuition', member: MIA },
    changes: { title: 'maths tuition' },
  }),
  p('Cancel Leo sports day Friday, kindy say postpone until further notice', 'cancelEvent', {
    target: { words: 'sports day', fromDate: '2026-03-06', member: LEO },
  }),
  p('Mia tuition no more already, teacher stop teaching. Delete all', 'cancelEvent', {
    target: { words: 'tuition', member: MIA },
    series: true,
  }),
  p('Saturday morning we free or not? Want to go Ikea', 'freeBusy', { date: '2026-03-07' }),
  p('Remind me pay Sam tuition fee', 'addTodo', { tasks: ['tuition fee'], reminder: true }),
  p('School bus fee I pay already, tick it', 'completeTodo', { text: 'bus fee' }),
  p('Add to shopping list: Milo, eggs, kaya, bread', 'addListItems', { items: ['Milo', 'eggs', 'kaya', 'bread'] }),
  p('Kaya dont want already, remove from list', 'tickListItems', { items: ['kaya'], remove: true }),
  p('Shopping list got what ah?', 'showList'),
  ask('Add for me lah'),

  // (3) A sleep-deprived parent of a newborn and a toddler
  p('leos kindy photo day thrusday', 'createEvent', { title: 'photo', date: '2026-03-05', member: LEO }),
  p('baby 6 week check fri 10.15 at the gp', 'createEvent', { title: 'week check', date: '2026-03-06', time: '10:15' }),
  p('mias netball sat 8am sorry 8.30', 'createEvent', { title: 'netball', date: '2026-03-07', time: '08:30', member: MIA }),
  p('health nurse home visit tmrw at 11 i think', 'createEvent', { title: 'health nurse', date: '2026-03-05', time: '11:00' }),
  p('sam playdate at jacks mon after school 3.30', 'createEvent', { title: 'playdate', date: '2026-03-09', time: '15:30', member: SAM }),
  p('6 wk check moved to 11.15 same day', 'updateEvent', { target: { words: 'check' }, changes: { time: '11:15' } }),
  p('netball is sunday not sat ugh', 'updateEvent', { target: { words: 'netball' }, changes: { date: '2026-03-08' } }),
  p('leos photo day is actualy next thurs not tmrw', 'updateEvent', { target: { words: 'photo' }, changes: { date: '2026-03-12' } }),
  p('sams playdate monday make it 4 instaed', 'updateEvent', { target: { words: 'playdate' }, changes: { time: '16:00' } }),
  p('cancel health nurse tmrw shes sick', 'cancelEvent', { target: { words: 'health nurse', fromDate: '2026-03-05' } }),
  p('cant do mums group fri, delete it', 'cancelEvent', { target: { words: 'mums group', fromDate: '2026-03-06' } }),
  p('just clear everything on sunday were not leaving the house', 'cancelEvent', { target: { words: null, fromDate: '2026-03-08' } }),
  p('what time is sams playdate', 'findEvent', { words: 'playdate', member: SAM }),
  p('remind me to ring the hospital about the babys hearing test', 'addTodo', { tasks: ['hearing test'], reminder: true }),
  p('todo: birth certificate, medicare, centrelink', 'addTodo', { tasks: ['birth certificate', 'medicare', 'centrelink'] }),
  p('done the medicare one', 'completeTodo', { text: 'medicare' }),
  p('nappies size 1 wipes and panadol on the shoping list', 'addListItems', { items: ['nappies', 'wipes', 'panadol'] }),
  p('got nappies', 'tickListItems', { items: ['nappies'], remove: false }),
  p('is formula on the list alredy', 'showList', { check: ['formula'] }),
  ask('can u put in the thing for the'),

  // (4) A parent who also looks after their elderly mother
  p("Mum's GP appointment Friday 10:40, I'm taking her", 'createEvent', { title: 'GP', date: '2026-03-06', time: '10:40', member: null }),
  p('Mum has her cardiology appointment at Royal North Shore on Tuesday at 9.15am', 'createEvent', {
    title: 'cardiology',
    date: '2026-03-10',
    time: '09:15',
    member: null,
  }),
  p("Pick up Mum's scripts from the pharmacy tomorrow at 3", 'createEvent', { title: 'pharmacy', date: '2026-03-05', time: '15:00' }),
  p("Sam's cricket Saturday 8am, then I'm going straight over to Mum's", 'createEvent', {
    title: 'cricket',
    date: '2026-03-07',
    time: '08:00',
    member: SAM,
  }),
  p("Mum's eye clinic follow-up is on the 12th at 2.30", 'createEvent', { title: 'eye clinic', date: '2026-03-12', time: '14:30', member: null }),
  p('Mia has the orthodontist Monday 4:15', 'createEvent', { title: 'orthodontist', date: '2026-03-09', time: '16:15', member: MIA }),
  p("Mum's blood test every Monday at 8am for the next six weeks", 'createEvent', {
    title: 'blood test',
    date: '2026-03-09',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p("Mum's GP on Friday has been pushed to 11:20, they rang to say they're running behind", 'updateEvent', {
    target: { words: 'GP' },
    changes: { time: '11:20' },
  }),
  p("Move Mum's cardiology to Thursday the 12th, same time", 'updateEvent', {
    target: { words: 'cardiology' },
    changes: { date: '2026-03-12' },
  }),
  p("Sam's cricket this Saturday starts at 9 instead", 'updateEvent', { target: { words: 'cricket', member: SAM }, changes: { time: '09:00' } }),
  p("Put a note on Mum's eye clinic: bring her glasses and the referral letter", 'updateEvent', {
    target: { words: 'eye clinic' },
    changes: { note: 'glasses' },
  }),
  p("Cancel the pharmacy pickup tomorrow, my brother's collecting Mum's scripts", 'cancelEvent', {
    target: { words: 'pharmacy', fromDate: '2026-03-05' },
  }),
  p("Mia's orthodontist on Monday is off, I can't be in two places at once", 'cancelEvent', {
    target: { words: 'orthodontist', fromDate: '2026-03-09', member: MIA },
  }),
  p('Am I free Tuesday morning? The hospital might need me to stay with Mum', 'freeBusy', { date: '2026-03-10', member: null }),
  p("Remind me to reorder Mum's blood pressure tablets", 'addTodo', { tasks: ['blood pressure tablets'], reminder: true }),
  p("Add to my to-dos: book Mum's podiatrist, sign Leo's kindy form", 'addTodo', { tasks: ['podiatrist', 'kindy form'] }),
  p('Podiatrist is booked for her, tick that one off', 'completeTodo', { text: 'podiatrist' }),
  p('Shopping list: Ensure drinks, tissues, prune juice (for Mum)', 'addListItems', { items: ['Ensure', 'tissues', 'prune juice'] }),
  p("Make a new list called Mum's hospital bag", 'createList', { name: 'hospital bag' }),
  ask("Mum's got another appointment, can you add it"),

  // (5) A Texan / southern US parent
  p("Sam's got little league practice Wednesday next at 5:30, y'all put it on there", 'createEvent', {
    title: 'little league',
    date: '2026-03-11',
    time: '17:30',
    member: SAM,
  }),
  p("I'm fixing to take Leo for his shots Friday at 9", 'createEvent', { title: 'shots', date: '2026-03-06', time: '09:00', member: LEO }),
  p("Mia's got a sleepover at the Hendersons' Saturday night, drop off at 6", 'createEvent', {
    title: 'sleepover',
    date: '2026-03-07',
    time: '18:00',
    member: MIA,
  }),
  p('Church potluck Sunday after the late service, call it 12:30', 'createEvent', { title: 'potluck', date: '2026-03-08', time: '12:30' }),
  p("I'm on carpool line duty every Thursday at 3:15 through the end of the month", 'createEvent', {
    title: 'carpool',
    date: '2026-03-05',
    time: '15:15',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
  }),
  p('Little league opening day is Saturday the 14th, all day, Sam and Mia are both playing', 'createEvent', {
    title: 'opening day',
    date: '2026-03-14',
    allDay: true,
    member: SAM,
    alsoMembers: [MIA],
  }),
  p("Y'all, Leo's shots got bumped to Monday, same time", 'updateEvent', {
    target: { words: 'shots', member: LEO },
    changes: { date: '2026-03-09' },
  }),
  p("That potluck's fixing to run long, have it end at 3", 'updateEvent', { target: { words: 'potluck' }, changes: { endTime: '15:00' } }),
  p("Sam's little league practice Wednesday next got moved up to 4:30", 'updateEvent', {
    target: { words: 'little league', date: '2026-03-11' },
    changes: { time: '16:30' },
  }),
  p("Change Mia's sleepover drop off to 7 instead of 6", 'updateEvent', { target: { words: 'sleepover' }, changes: { time: '19:00' } }),
  p("Cancel carpool line just for tomorrow, my sister's covering", 'cancelEvent', {
    target: { words: 'carpool', fromDate: '2026-03-05' },
    series: false,
  }),
  p('Little league practice Wednesday next is rained out, take it off', 'cancelEvent', {
    target: { words: 'little league', fromDate: '2026-03-11' },
  }),
  p("When's Sam's next little league game?", 'findEvent', { words: 'little league', member: SAM }),
  p("Is there anything on for y'all this weekend?", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('Remind me to get the snack sign-up sheet back to Coach Dale', 'addTodo', { tasks: ['snack'], reminder: true }),
  p("Put 'buy new cleats for Sam' on my to-do list", 'addTodo', { tasks: ['cleats'] }),
  p("Add brisket, tortillas and a big ol' jar of pickles to the grocery list", 'addListItems', {
    items: ['brisket', 'tortillas', 'pickles'],
  }),
  p('Take the Dr Pepper off the list, we got plenty', 'tickListItems', { items: ['Dr Pepper'], remove: true }),
  p("Fixing to head to H-E-B, what's on the grocery list?", 'showList'),
  ask("Add a game for Sam, I'll tell ya when later"),

  // (6) A mum who writes in brackets, ellipses and dashed or line-broken lists
  p('- Mia ballet sat 9.15\n- Sam footy sun 10', 'createEvent', { title: 'ballet', date: '2026-03-07', time: '09:15', member: MIA }),
  p("Leo's kindy excursion (the farm one...) is Tuesday, bus leaves 8.45", 'createEvent', {
    title: 'excursion',
    date: '2026-03-10',
    time: '08:45',
    member: LEO,
  }),
  p('book club... my turn to host... Thursday 12th, 7.30pm', 'createEvent', { title: 'book club', date: '2026-03-12', time: '19:30' }),
  p('Sam (and Mia) have the school disco Friday 6-8pm', 'createEvent', {
    title: 'disco',
    date: '2026-03-06',
    time: '18:00',
    durationMinutes: 120,
    member: SAM,
    alsoMembers: [MIA],
  }),
  p('hair appt for me (finally...) Mon 1pm', 'createEvent', { title: 'hair', date: '2026-03-09', time: '13:00', member: null }),
  p('ballet on sat -> now 10am (studio emailed)', 'updateEvent', { target: { words: 'ballet' }, changes: { time: '10:00' } }),
  p('the farm excursion... moved to Wed 11th (rain forecast)', 'updateEvent', {
    target: { words: 'excursion' },
    changes: { date: '2026-03-11' },
  }),
  p('book club - moving it to Friday 13th instead (same time)', 'updateEvent', {
    target: { words: 'book club' },
    changes: { date: '2026-03-13' },
  }),
  p("disco... they've said it finishes at 7.30 now, not 8", 'updateEvent', { target: { words: 'disco' }, changes: { endTime: '19:30' } }),
  p('hair appt -> make it 2pm (they double booked...)', 'updateEvent', { target: { words: 'hair' }, changes: { time: '14:00' } }),
  p('cancel:\n- Sam footy sun\n- Mia ballet sat', 'cancelEvent', { target: { words: 'footy', fromDate: '2026-03-08', member: SAM } }),
  p('no swimming this week for Leo (ear infection...)', 'cancelEvent', { target: { words: 'swimming', member: LEO }, series: false }),
  p("what's on next week... (need to plan dinners)", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("to do:\n- renew rego\n- RSVP Ava's party\n- library books back", 'addTodo', { tasks: ['rego', 'RSVP', 'library books'] }),
  p('rego... done (finally)', 'completeTodo', { text: 'rego' }),
  p('shopping:\nbananas\nyoghurt pouches\nrice crackers\nbin bags', 'addListItems', {
    items: ['bananas', 'yoghurt pouches', 'rice crackers', 'bin bags'],
  }),
  p('got the bananas + yoghurt (tick)', 'tickListItems', { items: ['bananas', 'yoghurt'], remove: false }),
  p('clear the shopping list (all done...)', 'clearList'),
  ask('um... can you move it? (the one we talked about)'),
  ask('for Leo... (add it pls, the usual)'),

  // (7) A dad who pastes from the school app / club emails, then asks
  p("Compass: 'Year 5 excursion to the museum, Thursday 12 March, depart 8:30am.' That's Mia's year, can you add", 'createEvent', {
    title: 'excursion',
    date: '2026-03-12',
    time: '08:30',
    member: MIA,
  }),
  p("From the club email: 'U8 training resumes Tuesday 10th March, 5:00-6:00pm at Oval 2.' That's Sam, pls add", 'createEvent', {
    title: 'training',
    date: '2026-03-10',
    time: '17:00',
    member: SAM,
  }),
  p("School app says: 'Harmony Day dress up - Friday. Students wear orange.' Pop that in for Sam and Mia", 'createEvent', {
    title: 'Harmony Day',
    date: '2026-03-06',
    member: SAM,
    alsoMembers: [MIA],
  }),
  p("Kindy newsletter: dental van visiting Leo's room Mon 9 March 10am. Add it", 'createEvent', {
    title: 'dental',
    date: '2026-03-09',
    time: '10:00',
    member: LEO,
  }),
  p("'Parent information evening, Wednesday 11 March, 6:30pm in the library.' That one's for me, add it", 'createEvent', {
    title: 'information evening',
    date: '2026-03-11',
    time: '18:30',
    member: null,
  }),
  p('Nippers email: Sunday sessions start 8 March, 9am at Bronte, every Sunday through the season. For Mia', 'createEvent', {
    title: 'Nippers',
    date: '2026-03-08',
    time: '09:00',
    recurrence: 'weekly',
    member: MIA,
  }),
  p("Copied from Seesaw: 'Year 2 Learning Journey afternoon Thu 3:15pm.' Sam's class, add pls", 'createEvent', {
    title: 'Learning Journey',
    date: '2026-03-05',
    time: '15:15',
    member: SAM,
  }),
  p("Club email: 'Photo day for all junior teams Saturday 14 March from 8am.' Sam and Mia both need to be there", 'createEvent', {
    title: 'photo day',
    date: '2026-03-14',
    time: '08:00',
    member: SAM,
    alsoMembers: [MIA],
  }),
  p("Reminder: swimming carnival Friday 13th, all day. Mia's competing. can u add", 'createEvent', {
    title: 'swimming carnival',
    date: '2026-03-13',
    allDay: true,
    member: MIA,
  }),
  p("From the kindy app: 'Teddy bears' picnic tomorrow at 11, bring a teddy.' Leo", 'createEvent', {
    title: 'picnic',
    date: '2026-03-05',
    time: '11:00',
    member: LEO,
  }),
  p("Update from the club: 'Due to ground closures, Saturday's U8 game now kicks off at 10:30.' Can you change Sam's game", 'updateEvent', {
    target: { words: 'game', member: SAM },
    changes: { time: '10:30' },
  }),
  p("School app: 'The Year 5 museum excursion has been postponed to Thursday 19 March.' Move it please", 'updateEvent', {
    target: { words: 'excursion' },
    changes: { date: '2026-03-19' },
  }),
  p('Email says the parent info evening is in the hall now, not the library. update it', 'updateEvent', {
    target: { words: 'evening' },
    changes: { location: 'hall' },
  }),
  p("Nippers: 'This Sunday's session will start 30 minutes later due to the tides.' Can you shift Mia's", 'updateEvent', {
    target: { words: 'Nippers' },
    changes: { shiftMinutes: 30 },
  }),
  p("Compass: 'Harmony Day dress up has been cancelled.' Take it off", 'cancelEvent', { target: { words: 'Harmony Day' } }),
  p("Club email: 'No training Tuesday 10 March due to oval maintenance.' Remove Sam's", 'cancelEvent', {
    target: { words: 'training', fromDate: '2026-03-10', member: SAM },
    series: false,
  }),
  p("School app: 'Excursion permission slips due Monday.' Add 'sign Mia's permission slip' to my to-dos", 'addTodo', {
    tasks: ['permission slip'],
  }),
  p("Canteen email says lunch orders close Thursday. remind me to do Sam's lunch order", 'addTodo', {
    tasks: ['lunch order'],
    reminder: true,
  }),
  p('Paid the excursion money on the app, tick that off', 'completeTodo', { text: 'excursion' }),
  ask('Another one from the school app, can u add'),

  // (8) Questions and checks about what is already there
  p("Is Mia's swimming on Friday?", 'findEvent', { words: 'swimming', member: MIA, fromDate: '2026-03-06', yesNo: true }),
  p('When is the dentist?', 'findEvent', { words: 'dentist' }),
  p('Are we free Saturday afternoon?', 'freeBusy', { date: '2026-03-07', member: null }),
  p('Is Sam free tomorrow after 3?', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', member: SAM }),
  p("What's on today?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('What does Leo have on next week?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: LEO }),
  p("What's the plan for the weekend?", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('Is parent teacher night this Thursday or next?', 'findEvent', { words: 'parent teacher' }),
  p("Did I put Sam's haircut in?", 'findEvent', { words: 'haircut', member: SAM, yesNo: true }),
  p("When's Mia's next orthodontist appointment", 'findEvent', { words: 'orthodontist', member: MIA }),
  p('Are we free on the 14th? Got a birthday party invite', 'freeBusy', { date: '2026-03-14' }),
  p('Are we busy Thursday night?', 'freeBusy', { date: '2026-03-05' }),
  p("What's coming up for the kids in the next couple of weeks?", ['findEvent', 'agenda']),
  p('Is milk on the shopping list?', 'showList', { check: ['milk'] }),
  p('Did anyone add nappies and sunscreen to the list?', 'showList', { check: ['nappies', 'sunscreen'] }),
  p("What's on the camping list?", 'showList', { list: 'camping' }),
  p("What did I say I'd do?", 'listTodos'),
  p("What's left on my to-dos?", 'listTodos'),
  p('Is ringing the plumber in my reminders?', 'listReminders', { check: ['plumber'] }),
  ask('Is that still happening?'),
];
