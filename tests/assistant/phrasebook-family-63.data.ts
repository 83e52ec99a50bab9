// Phrasebook 63: a Canadian hockey mom (rinks, ice times, tournaments, carpools); a Welsh grandmother who minds the grandchildren
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // Voice 1: a Canadian hockey mom
  // changes
  p("heads up, Sam's ice time got bumped to Friday", 'updateEvent', {
    target: { words: 'ice', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p("Mia's practice is at 6:45 now not 6, rink double booked us again", 'updateEvent', {
    target: { words: 'practice', member: MIA },
    changes: { time: '18:45' },
  }),
  p('push the carpool pickup tmrw 20 min later pls', 'updateEvent', {
    target: { words: 'carpool', date: '2026-03-05' },
    changes: { shiftMinutes: 20 },
  }),
  p("coach just texted, Sam's tournament game sat got moved up an hour", 'updateEvent', {
    target: { words: 'tournament', member: SAM, date: '2026-03-07' },
    changes: { shiftMinutes: -60 },
  }),
  p("parents' team meeting thursday is gonna run an extra 30 mins, can you make it longer eh", 'updateEvent', {
    target: { words: 'team meeting', date: '2026-03-05' },
    changes: { lengthenMinutes: 30 },
  }),
  p("rename Mia's skating to power skating", 'updateEvent', {
    target: { words: 'skating', member: MIA },
    changes: { title: 'power skating' },
  }),
  p("Sunday's skills clinic is at Memorial Arena now, not the Civic Centre", 'updateEvent', {
    target: { words: 'skills clinic', date: '2026-03-08' },
    changes: { location: 'Memorial Arena' },
  }),
  p("can we do Leo's playdate with the Tremblays Tuesday instead of Monday", 'updateEvent', {
    target: { words: 'playdate', member: LEO, date: '2026-03-09' },
    changes: { date: '2026-03-10' },
  }),
  p("Sam's game tonight starts at 7:30 now eh, ref situation", 'updateEvent', {
    target: { words: 'game', member: SAM, date: '2026-03-04' },
    changes: { time: '19:30' },
  }),
  p("dryland training's been moved to Thursday 4pm", 'updateEvent', {
    target: { words: 'dryland' },
    changes: { date: '2026-03-05', time: '16:00' },
  }),
  // cancels
  p("no practice for Mia tomorrow, zamboni's broke lol", 'cancelEvent', {
    target: { words: 'practice', member: MIA, fromDate: '2026-03-05' },
    series: false,
  }),
  p("Sam's done with ringette, take it off for good", 'cancelEvent', { target: { words: 'ringette', member: SAM }, series: true }),
  p("cancel the carpool Friday, Dave's driving his own kids", 'cancelEvent', {
    target: { words: 'carpool', fromDate: '2026-03-06' },
    series: false,
  }),
  p('tournament dinner saturday is off, the restaurant cancelled on us', 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-07' },
    series: false,
  }),
  p("no more goalie sessions, we're switching clubs", 'cancelEvent', { target: { words: 'goalie' }, series: true }),
  // new events
  p("Mia's got a tournament in Barrie Saturday, first game's at 8am", 'createEvent', {
    title: 'tournament',
    member: MIA,
    date: '2026-03-07',
    time: '08:00',
  }),
  p('add Sam hockey practice every Monday at 5:30', 'createEvent', {
    title: 'hockey',
    member: SAM,
    date: '2026-03-09',
    time: '17:30',
    recurrence: 'weekly',
  }),
  p("carpool to early ice thurs 6am, I'm driving", 'createEvent', { title: 'carpool', date: '2026-03-05', time: '06:00' }),
  p('skate sharpening for Sam tomorrow at 4, remind me an hour before', 'createEvent', {
    title: 'sharpening',
    member: SAM,
    date: '2026-03-05',
    time: '16:00',
    reminderMinutes: 60,
  }),
  p('team photo day Friday 5:45, jerseys on', 'createEvent', { title: 'photo', date: '2026-03-06', time: '17:45' }),
  p('Mia has a birthday skate party Sunday at 1 at the outdoor rink', 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-08',
    time: '13:00',
  }),
  p('hockey bottle drive fundraiser next Wednesday 10 to 2', 'createEvent', {
    title: 'bottle drive',
    date: '2026-03-11',
    time: '10:00',
    durationMinutes: 240,
  }),
  p("Leo's learn to skate starts Saturday 9:30, every week till the end of March", 'createEvent', {
    title: 'skate',
    member: LEO,
    date: '2026-03-07',
    time: '09:30',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
  }),
  // reminders
  p("remind me to pack Sam's hockey bag tonight at 8", 'createEvent', {
    title: 'hockey bag',
    date: '2026-03-04',
    time: '20:00',
    reminderMinutes: 0,
  }),
  p('remind me to sign Sam up for spring hockey', 'addTodo', { tasks: ['spring hockey'], reminder: true }),
  p('ping me 2 hrs before the tournament on Saturday', 'updateEvent', {
    target: { words: 'tournament', date: '2026-03-07' },
    changes: { reminderMinutes: 120 },
  }),
  p("set a reminder 45 min before Mia's game Friday so we're not late for warm up", 'updateEvent', {
    target: { words: 'game', member: MIA, date: '2026-03-06' },
    changes: { reminderMinutes: 45 },
  }),
  // lists
  p('add timbits, gatorade and hockey tape to the list', 'addListItems', { items: ['timbits', 'gatorade', 'hockey tape'] }),
  p('got the tape', 'tickListItems', { items: ['tape'], remove: false }),
  p('take mouthguard off the tournament packing list, found the old one in the van', 'tickListItems', {
    list: 'packing',
    items: ['mouthguard'],
    remove: true,
  }),
  p('are hand warmers on the list already?', 'showList', { check: ['hand warmers'] }),
  p('put a new toque and mitts on the shopping list for Leo, he lost his again', 'addListItems', { items: ['toque', 'mitts'] }),
  // questions
  p("what's on for the kids this weekend, eh?", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("when's Sam's next away game", 'findEvent', { words: 'game', member: SAM }),
  p('are we free Sunday morning for a family skate?', 'freeBusy', { date: '2026-03-08' }),
  // to-dos
  p('todo: e-transfer the team manager for tournament fees', 'addTodo', { tasks: ['tournament fees'] }),
  p('done the jersey order', 'completeTodo', { text: 'jersey' }),
  p("what's left on my to do list", 'listTodos'),

  // Voice 2: a Welsh grandmother who minds the grandchildren
  // changes
  p("Mia's Urdd practice has been moved to Thursday cariad, same time as always", 'updateEvent', {
    target: { words: 'Urdd', member: MIA },
    changes: { date: '2026-03-05' },
  }),
  p('The chapel coffee morning is half ten now, not ten', 'updateEvent', {
    target: { words: 'coffee morning' },
    changes: { time: '10:30' },
  }),
  p("Sam's swimming on Friday is going to be an hour later, so that's tidy, I can get my hair done first", 'updateEvent', {
    target: { words: 'swimming', member: SAM, date: '2026-03-06' },
    changes: { shiftMinutes: 60 },
  }),
  p("make Leo's nursery pick up tomorrow fifteen minutes later will you, I'll be at the chemist first", 'updateEvent', {
    target: { words: 'nursery', member: LEO, date: '2026-03-05' },
    changes: { shiftMinutes: 15 },
  }),
  p('The eisteddfod rehearsal Saturday is going on an extra hour, the poor dabs', 'updateEvent', {
    target: { words: 'rehearsal', date: '2026-03-07' },
    changes: { lengthenMinutes: 60 },
  }),
  p('change choir to Cymanfa Ganu practice love', 'updateEvent', {
    target: { words: 'choir' },
    changes: { title: 'Cymanfa Ganu' },
  }),
  p("Mia's recitation lesson is at Mrs Pritchard's house now, not the vestry", 'updateEvent', {
    target: { words: 'recitation', member: MIA },
    changes: { location: 'Pritchard' },
  }),
  p("Sam's dentist, can we have it Monday instead of Tuesday? I'll be there now, I'll take him", 'updateEvent', {
    target: { words: 'dentist', member: SAM, date: '2026-03-10' },
    changes: { date: '2026-03-09' },
  }),
  p('Sunday school this Sunday is starting half an hour earlier, the minister wants them for the anthem', 'updateEvent', {
    target: { words: 'Sunday school', date: '2026-03-08' },
    changes: { shiftMinutes: -30 },
  }),
  p("rugby for Sam is 5 o'clock now instead of half four, the coach rang me", 'updateEvent', {
    target: { words: 'rugby', member: SAM },
    changes: { time: '17:00' },
  }),
  // cancels
  p("No chapel Sunday cariad, the minister's poorly, take it off", 'cancelEvent', {
    target: { words: 'chapel', fromDate: '2026-03-08' },
    series: false,
  }),
  p("Leo's finished with the tumble tots now, no more of that", 'cancelEvent', {
    target: { words: 'tumble', member: LEO },
    series: true,
  }),
  p("Mia's dance tomorrow is off, she's full of cold bless her", 'cancelEvent', {
    target: { words: 'dance', member: MIA, fromDate: '2026-03-05' },
    series: false,
  }),
  p("no Welsh lessons for Sam this week, the teacher's away in Cardiff", 'cancelEvent', {
    target: { words: 'Welsh', member: SAM, fromDate: '2026-03-04', toDate: '2026-03-10' },
    series: false,
  }),
  p("cancel Merched y Wawr on Tuesday, I'm minding the little ones", 'cancelEvent', {
    target: { words: 'Merched', fromDate: '2026-03-10' },
    series: false,
  }),
  // new events
  p('Mia has got the Urdd eisteddfod Saturday at 9 in Aberystwyth', 'createEvent', {
    title: 'eisteddfod',
    member: MIA,
    date: '2026-03-07',
    time: '09:00',
  }),
  p('put chapel in every Sunday at half ten for all of us', 'createEvent', {
    title: 'chapel',
    date: '2026-03-08',
    time: '10:30',
    recurrence: 'weekly',
  }),
  p("Sam's got a party Friday, 4 o'clock, up the leisure centre", 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-06',
    time: '16:00',
  }),
  p("I'm taking Leo for his jabs Monday at twenty past eleven, remind me an hour before", 'createEvent', {
    title: 'jabs',
    member: LEO,
    date: '2026-03-09',
    time: '11:20',
    reminderMinutes: 60,
  }),
  p("Mia's piano with Mr Evans, Tuesdays at 4, every week now", 'createEvent', {
    title: 'piano',
    member: MIA,
    date: '2026-03-10',
    time: '16:00',
    recurrence: 'weekly',
  }),
  p("St David's concert in the school Thrusday at 2, put it in for me", 'createEvent', {
    title: 'concert',
    date: '2026-03-05',
    time: '14:00',
  }),
  p('Sam and Mia are off to the Urdd camp next Wednesday, all day', 'createEvent', {
    title: 'camp',
    date: '2026-03-11',
    allDay: true,
    member: SAM,
    alsoMembers: [MIA],
  }),
  p("every other Saturday I've got the grandchildren for tea, starting this Saturday at 5", 'createEvent', {
    title: 'tea',
    date: '2026-03-07',
    time: '17:00',
    recurrence: 'fortnightly',
  }),
  // reminders
  p("remind me to ring the doctor's about Leo's prescription in the morning, 9 o'clock", 'createEvent', {
    title: 'doctor',
    date: '2026-03-05',
    time: '09:00',
    reminderMinutes: 0,
  }),
  p('remind me to take the bara brith out the oven at quarter past four', 'createEvent', {
    title: 'bara brith',
    date: '2026-03-04',
    time: '16:15',
    reminderMinutes: 0,
  }),
  p("give me a nudge the day before Sam's dentist cariad, or I'll forget, I know I will", 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { reminderMinutes: 1440 },
  }),
  p('remind me half an hour before the eisteddfod on Saturday', 'updateEvent', {
    target: { words: 'eisteddfod', date: '2026-03-07' },
    changes: { reminderMinutes: 30 },
  }),
  // lists
  p("put self raising flour, currants and milk on the shopping, I'm doing welshcakes with the children", 'addListItems', {
    items: ['flour', 'currants', 'milk'],
  }),
  p("I've had the bread and the butter now, tick them off", 'tickListItems', { items: ['bread', 'butter'], remove: false }),
  p("what's on the shopping list? I'm going down Tesco now in a minute", 'showList'),
  p('take the squash off the list love, their Mam says they have got plenty', 'tickListItems', { items: ['squash'], remove: true }),
  // questions
  p('what have the children got on tomorrow?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("when is Mia's Urdd competition again?", 'findEvent', { words: 'Urdd', member: MIA }),
  p('am I free Friday afternoon to have Leo?', 'freeBusy', { date: '2026-03-06' }),
  // to-dos
  p("put on my jobs: knit Leo a new cardigan and post Sam's birthday card", 'addTodo', { tasks: ['cardigan', 'birthday card'] }),
  p("I've done the cardigan, tidy", 'completeTodo', { text: 'cardigan' }),
  p('what jobs have I got left to do?', 'listTodos'),
];
