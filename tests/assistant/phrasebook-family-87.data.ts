// Phrasebook 87: a Croatian-born father writing English as his second language; a midwife mother on call, writing in hurried bursts between births
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: Croatian-born father, English as second language (article slips, "is ok", direct, the odd Croatian word)
  // new events
  p('Put in calendar: Sam has dentist on Friday, 9.30 in morning. Hvala', 'createEvent', {
    title: 'dentist',
    member: SAM,
    date: '2026-03-06',
    time: '09:30',
  }),
  p('Mia is starting water polo. Every Thursday 5pm, first one is tomorow, one and half hour.', 'createEvent', {
    title: 'water polo',
    member: MIA,
    date: '2026-03-05',
    time: '17:00',
    recurrence: 'weekly',
    durationMinutes: 90,
  }),
  p('Airport pickup for baka and dida on Sunday 18:40, they fly from Split. Remind me 2 hours before, I must not be late again', 'createEvent', {
    title: 'airport',
    date: '2026-03-08',
    time: '18:40',
    reminderMinutes: 120,
  }),
  p('Leo has vaccination at GP, tuesday 10 march at 11.15. Is only 15 minutes.', 'createEvent', {
    title: 'vaccination',
    member: LEO,
    date: '2026-03-10',
    time: '11:15',
    durationMinutes: 15,
  }),
  p('I play futsal with guys from work every Monday 8 in the evening, put it for me please', 'createEvent', {
    title: 'futsal',
    date: '2026-03-09',
    time: '20:00',
    recurrence: 'weekly',
  }),
  p('School working bee is saturday from 8 until 12, I go there with Sam. Put in.', 'createEvent', {
    title: 'working bee',
    date: '2026-03-07',
    time: '08:00',
    durationMinutes: 240,
  }),
  p('Remind me at 6 today to call my brother in Zagreb, is his birthday', 'createEvent', {
    title: 'brother',
    date: '2026-03-04',
    time: '18:00',
    reminderMinutes: 0,
  }),
  p('Sam is invited to Luka birthday party, Saturday 14 march from 2 until 4. Put it in please', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-14',
    time: '14:00',
    durationMinutes: 120,
  }),
  // changes
  p('Mia swimming is now 5.30, not 5. Coach send message to parents.', 'updateEvent', {
    target: { words: 'swim', member: MIA },
    changes: { time: '17:30' },
  }),
  p('Futsal next Monday is moved to Tuesday, only for that week, hall is booked for something.', 'updateEvent', {
    target: { words: 'futsal', date: '2026-03-09' },
    changes: { date: '2026-03-10' },
  }),
  p('Dentist for Sam on friday is 45 minutes later, they called me. Same day.', 'updateEvent', {
    target: { words: 'dentist', member: SAM, date: '2026-03-06' },
    changes: { shiftMinutes: 45 },
  }),
  p('Parent teacher meeting for Mia is in room 14 now, not in library. Teacher sent email.', 'updateEvent', {
    target: { words: 'parent teacher', member: MIA },
    changes: { location: 'room 14' },
  }),
  p("My 'Training' on Monday evening, rename to 'Futsal' please, kids think is their training.", 'updateEvent', {
    target: { words: 'training' },
    changes: { title: 'futsal' },
  }),
  p('Speech therapy for Leo on tuesday, make it 30 minutes, not 45.', 'updateEvent', {
    target: { words: 'speech', member: LEO },
    changes: { durationMinutes: 30 },
  }),
  p('Put reminder one day before on Mia school camp, she must pack the bag.', 'updateEvent', {
    target: { words: 'camp', member: MIA },
    changes: { reminderMinutes: 1440 },
  }),
  p('Mechanic call me, car service next Wensday is now on Thursday 12th, same time.', 'updateEvent', {
    target: { words: 'car service' },
    changes: { date: '2026-03-12' },
  }),
  // cancels
  p('No tennis for Mia tomorrow, she has fever. Only tomorrow, next week she go normal.', 'cancelEvent', {
    target: { words: 'tennis', member: MIA, fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p("Sam is finish with chess, he don't like it anymore. Gotovo. Delete all chess from calendar.", 'cancelEvent', {
    target: { words: 'chess', member: SAM },
    series: true,
  }),
  p('Cancel plumber on Friday, I fix the tap myself, is ok.', 'cancelEvent', {
    target: { words: 'plumber', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  p('Dinner at Horvat family on saturday is off, their kid is sick.', 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-07', toDate: '2026-03-07' },
  }),
  // lists
  p('Add on shopping list: ajvar, mineral water, bread and nappies', 'addListItems', { items: ['ajvar', 'mineral water', 'bread', 'nappies'] }),
  p('I got milk and eggs, tick them off.', 'tickListItems', { items: ['milk', 'eggs'], remove: false }),
  p('Is coffee on list already? I go to Coles after work.', 'showList', { check: ['coffee'] }),
  p('Remove sausages from shopping list, we have enough in freezer.', 'tickListItems', { items: ['sausages'], remove: true }),
  p('Add passports, adapter and sunscreen to Croatia trip list', 'addListItems', { list: 'croatia', items: ['passport', 'adapter', 'sunscreen'] }),
  p('shoping list?', 'showList'),
  p('Take toilet paper off the list, Ana bought already.', 'tickListItems', { items: ['toilet paper'] }),
  // to-dos
  p('To do: car registration, call bank about the loan.', 'addTodo', { tasks: ['registration', 'bank'] }),
  p('Need to fix fence in the back yard, put on my to do list.', 'addTodo', { tasks: ['fence'] }),
  p('Bank is done, I called them this morning.', 'completeTodo', { text: 'bank' }),
  p('What I have still on to do list?', 'listTodos'),
  p('Ajme, fence is fixed, finaly! Tick off from to do.', 'completeTodo', { text: 'fence' }),
  p('Remind me to buy present for Mia teacher, she is leaving school.', 'addTodo', { tasks: ['present'] }),
  // questions
  p('When is Leo vaccination?', 'findEvent', { words: 'vaccination', member: LEO }),
  p('What we have on saturday?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('Am I free Friday after 5? Colleague ask me for beer.', 'freeBusy', { date: '2026-03-06', fromTime: '17:00' }),
  p('Which reminders I have?', 'listReminders'),
  p('What Sam has this week? Ana is away so I do all the driving.', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),

  // Voice 2: midwife mother on call, hurried bursts between births (abbreviations, "if I get called in")
  // new events
  p('on call sat 7am-7pm pls add', 'createEvent', { title: 'call', date: '2026-03-07', time: '07:00', durationMinutes: 720 }),
  p("mia netball trials mon 4.15 - if i get called in mark's taking her but pls add", 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-09',
    time: '16:15',
  }),
  p('sam swim lessons every tues 3.45 from next wk, 30 mins', 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-10',
    time: '15:45',
    recurrence: 'weekly',
    durationMinutes: 30,
  }),
  p("team mtg thurs 12.30 at work, remind me 30 min b4 or i'll 100% forget", 'createEvent', {
    title: 'team',
    date: '2026-03-05',
    time: '12:30',
    reminderMinutes: 30,
  }),
  p("leo's 3yo health check fri 10am @ the clinic", 'createEvent', { title: 'check', member: LEO, date: '2026-03-06', time: '10:00' }),
  p('remind me 5pm charge pager!!', 'createEvent', { title: 'pager', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('CPR refresher wed 18th 9-1, pls put in', 'createEvent', { title: 'cpr', date: '2026-03-18', time: '09:00', durationMinutes: 240 }),
  // changes
  p("been called in 😩 leo's playdate today → push to 5.30 pls, mark will drop him", 'updateEvent', {
    target: { words: 'playdate', member: LEO },
    changes: { time: '17:30' },
  }),
  p('sams ortho appt moved to thurs 12th, same time', 'updateEvent', {
    target: { words: 'ortho', member: SAM },
    changes: { date: '2026-03-12' },
  }),
  p('night shift sun now starts 8pm not 7', 'updateEvent', {
    target: { words: 'shift', date: '2026-03-08' },
    changes: { time: '20:00' },
  }),
  p("add reminder 1hr b4 mia's dentist tmrw pls, i'll be post nights + a zombie", 'updateEvent', {
    target: { words: 'dentist', member: MIA },
    changes: { reminderMinutes: 60 },
  }),
  p("swim carnival fri is sam's, pls put it under his name", 'updateEvent', {
    target: { words: 'carnival' },
    changes: { member: SAM },
  }),
  p('GP appt mon - make it 9.15 not 9', 'updateEvent', {
    target: { words: 'gp' },
    changes: { time: '09:15' },
  }),
  p('book club thurs - make it 2 hrs, doing dinner too this time', 'updateEvent', {
    target: { words: 'book club' },
    changes: { durationMinutes: 120 },
  }),
  // cancels
  p("on call all wknd + mark's away so cancel sam's footy sat", 'cancelEvent', {
    target: { words: 'footy', member: SAM, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p('pilates tmrw is a no, cancel just that one', 'cancelEvent', {
    target: { words: 'pilates', fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p("mia's quit piano 🙄 delete all of it", 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p('cancel drinks w/ the girls fri, got swapped onto nights', 'cancelEvent', {
    target: { words: 'drinks', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  // lists
  p('add to shopping: bread, yoghurt pouches, coffee (URGENT), tim tams', 'addListItems', { items: ['bread', 'yoghurt', 'coffee', 'tim tams'] }),
  p('is there milk on the list?', 'showList', { check: ['milk'] }),
  p('got bread + bananas, tick', 'tickListItems', { items: ['bread', 'bananas'], remove: false }),
  p('add muesli bars & spare charger to my on call bag list', 'addListItems', { list: 'bag', items: ['muesli bars', 'charger'] }),
  p('whats on the shopping list, at woolies on way home from a birth', 'showList'),
  p('take the avocados off, too $$$', 'tickListItems', { items: ['avocado'], remove: true }),
  p('add nappies size 4', 'addListItems', { items: ['nappies'] }),
  p('do we still need dishwasher tabs?', 'showList', { check: ['dishwasher'] }),
  // to-dos
  p("todo: renew AHPRA rego before end of month, book mia's eye test", 'addTodo', { tasks: ['ahpra', 'eye test'] }),
  p('to do - ring daycare abt extra days next wk', 'addTodo', { tasks: ['daycare'] }),
  p('eye test booked ✔️ cross it off', 'completeTodo', { text: 'eye test' }),
  p('my todos?', 'listTodos'),
  p('paid swim fees, tick off my to do', 'completeTodo', { text: 'swim fees' }),
  // questions
  p('am i free tmrw arvo? might get called in but want to squeeze in a haircut', 'freeBusy', {
    date: '2026-03-05',
    fromTime: '12:00',
    toTime: '17:00',
  }),
  p("when's sam's ortho again?", 'findEvent', { words: 'ortho', member: SAM }),
  p("what's on tmrw - need to know if i can sleep after nights", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('reminders?? what have i got set', 'listReminders'),
  p("what's leo got next wk", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: LEO }),
  p("when's my next on call", 'findEvent', { words: 'call' }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'Put in calendar: Sam has dentist on Friday, 9.30 in morning. Hvala': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Dentist', date: '2026-03-20', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  'Mia is starting water polo. Every Thursday 5pm, first one is tomorow, one and half hour.': {
    events: [
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming lesson', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: SAM, weekly: true },
    ],
  },
  'Airport pickup for baka and dida on Sunday 18:40, they fly from Split. Remind me 2 hours before, I must not be late again': {
    events: [
      { title: 'Sunday lunch at the Kovačs', date: '2026-03-08', time: '12:30', durationMinutes: 150 },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Leo has vaccination at GP, tuesday 10 march at 11.15. Is only 15 minutes.': {
    events: [
      { title: 'Speech therapy', date: '2026-03-10', time: '10:00', durationMinutes: 45, member: LEO },
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
    ],
  },
  'I play futsal with guys from work every Monday 8 in the evening, put it for me please': {
    events: [
      { title: 'Bins out', date: '2026-03-02', time: '19:00', durationMinutes: 15, weekly: true },
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
    ],
  },
  'School working bee is saturday from 8 until 12, I go there with Sam. Put in.': {
    events: [
      { title: 'Football game', date: '2026-03-07', time: '13:00', durationMinutes: 90, member: SAM },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Remind me at 6 today to call my brother in Zagreb, is his birthday': {
    events: [
      { title: 'Swimming lesson', date: '2026-02-25', time: '16:00', durationMinutes: 30, member: SAM, weekly: true },
      { title: 'Futsal', date: '2026-02-23', time: '20:00', durationMinutes: 60, weekly: true },
    ],
    todos: ['buy birthday card for Ivan'],
  },
  'Sam is invited to Luka birthday party, Saturday 14 march from 2 until 4. Put it in please': {
    events: [
      { title: "Ema's birthday party", date: '2026-03-07', time: '11:00', durationMinutes: 120, member: MIA },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Mia swimming is now 5.30, not 5. Coach send message to parents.': {
    events: [
      { title: 'Swimming squad', date: '2026-03-02', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming lesson', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: SAM, weekly: true },
    ],
  },
  'Futsal next Monday is moved to Tuesday, only for that week, hall is booked for something.': {
    events: [
      { title: 'Futsal', date: '2026-02-23', time: '20:00', durationMinutes: 60, weekly: true },
      { title: 'Bins out', date: '2026-03-02', time: '19:00', durationMinutes: 15, weekly: true },
    ],
  },
  'Dentist for Sam on friday is 45 minutes later, they called me. Same day.': {
    events: [
      { title: 'Dentist', date: '2026-03-06', time: '09:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-20', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  'Parent teacher meeting for Mia is in room 14 now, not in library. Teacher sent email.': {
    events: [
      { title: 'Parent teacher interview', date: '2026-03-11', time: '16:20', durationMinutes: 15, member: MIA, location: 'Library' },
      { title: 'Parent teacher interview', date: '2026-03-11', time: '16:40', durationMinutes: 15, member: SAM, location: 'Library' },
    ],
  },
  "My 'Training' on Monday evening, rename to 'Futsal' please, kids think is their training.": {
    events: [
      { title: 'Training', date: '2026-02-23', time: '20:00', durationMinutes: 60, weekly: true },
      { title: 'Soccer practice', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Speech therapy for Leo on tuesday, make it 30 minutes, not 45.': {
    events: [
      { title: 'Speech therapy', date: '2026-03-10', time: '10:00', durationMinutes: 45, member: LEO },
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
    ],
  },
  'Put reminder one day before on Mia school camp, she must pack the bag.': {
    events: [
      { title: 'School camp', date: '2026-03-16', time: '08:00', durationMinutes: 480, member: MIA },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Mechanic call me, car service next Wensday is now on Thursday 12th, same time.': {
    events: [
      { title: 'Car service', date: '2026-03-11', time: '08:00', durationMinutes: 180 },
      { title: 'Futsal', date: '2026-02-23', time: '20:00', durationMinutes: 60, weekly: true },
    ],
  },
  'No tennis for Mia tomorrow, she has fever. Only tomorrow, next week she go normal.': {
    events: [
      { title: 'Tennis', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Soccer practice', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Sam is finish with chess, he don't like it anymore. Gotovo. Delete all chess from calendar.": {
    events: [
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Cancel plumber on Friday, I fix the tap myself, is ok.': {
    events: [
      { title: 'Plumber', date: '2026-03-06', time: '08:00', durationMinutes: 120 },
      { title: 'Electrician', date: '2026-03-13', time: '10:00', durationMinutes: 60 },
    ],
  },
  'Dinner at Horvat family on saturday is off, their kid is sick.': {
    events: [
      { title: 'Dinner at the Horvats', date: '2026-03-07', time: '18:30', durationMinutes: 180 },
      { title: 'Dinner with Marko and Ivana', date: '2026-03-14', time: '19:00', durationMinutes: 150 },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Add on shopping list: ajvar, mineral water, bread and nappies': {
    lists: { Shopping: ['milk', 'bananas', 'coffee'] },
    todos: ['fix fence'],
  },
  'I got milk and eggs, tick them off.': {
    lists: { Shopping: ['milk', 'eggs', 'ajvar', 'bread'] },
  },
  'Is coffee on list already? I go to Coles after work.': {
    lists: { Shopping: ['coffee', 'milk', 'bananas'] },
  },
  'Remove sausages from shopping list, we have enough in freezer.': {
    lists: { Shopping: ['sausages', 'bread rolls', 'tomatoes'] },
  },
  'Add passports, adapter and sunscreen to Croatia trip list': {
    lists: { 'Croatia trip': ['presents for cousins', 'euros'], Shopping: ['milk', 'bread'] },
  },
  'shoping list?': {
    lists: { Shopping: ['milk', 'bread', 'ajvar'], 'Croatia trip': ['euros'] },
  },
  'Take toilet paper off the list, Ana bought already.': {
    lists: { Shopping: ['toilet paper', 'milk', 'apples'] },
  },
  'To do: car registration, call bank about the loan.': {
    todos: ['fix fence'],
    lists: { Shopping: ['milk'] },
  },
  'Need to fix fence in the back yard, put on my to do list.': {
    todos: ['car registration', 'call bank about the loan'],
    lists: { Shopping: ['screws'] },
  },
  'Bank is done, I called them this morning.': {
    todos: ['call bank about the loan', 'car registration', 'fix fence'],
  },
  'What I have still on to do list?': {
    todos: ['car registration', 'fix fence'],
    lists: { Shopping: ['milk'] },
  },
  'Ajme, fence is fixed, finaly! Tick off from to do.': {
    todos: ['fix fence', 'car registration'],
    lists: { Shopping: ['milk', 'bread'] },
  },
  'Remind me to buy present for Mia teacher, she is leaving school.': {
    todos: ['car registration'],
    events: [{ title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true }],
  },
  'When is Leo vaccination?': {
    events: [
      { title: 'Vaccination', date: '2026-03-10', time: '11:15', durationMinutes: 15, member: LEO },
      { title: 'Speech therapy', date: '2026-03-10', time: '10:00', durationMinutes: 45, member: LEO },
    ],
  },
  'What we have on saturday?': {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'School working bee', date: '2026-03-07', time: '08:00', durationMinutes: 240 },
      { title: 'Football game', date: '2026-03-14', time: '13:00', durationMinutes: 90, member: SAM },
    ],
  },
  'Am I free Friday after 5? Colleague ask me for beer.': {
    events: [
      { title: 'Plumber', date: '2026-03-06', time: '08:00', durationMinutes: 120 },
      { title: 'Soccer practice', date: '2026-02-27', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Which reminders I have?': {
    events: [
      { title: 'Airport pickup baka and dida', date: '2026-03-08', time: '18:40', durationMinutes: 60 },
      { title: 'Car service', date: '2026-03-11', time: '08:00', durationMinutes: 180 },
    ],
  },
  'What Sam has this week? Ana is away so I do all the driving.': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Tennis', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },

  // Voice 2
  'on call sat 7am-7pm pls add': {
    events: [
      { title: 'Footy', date: '2026-02-28', time: '08:30', durationMinutes: 90, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "mia netball trials mon 4.15 - if i get called in mark's taking her but pls add": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'On call', date: '2026-03-09', time: '07:00', durationMinutes: 720 },
    ],
  },
  'sam swim lessons every tues 3.45 from next wk, 30 mins': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Footy', date: '2026-02-28', time: '08:30', durationMinutes: 90, member: SAM, weekly: true },
    ],
  },
  "team mtg thurs 12.30 at work, remind me 30 min b4 or i'll 100% forget": {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Night shift', date: '2026-03-06', time: '19:00', durationMinutes: 720 },
    ],
  },
  "leo's 3yo health check fri 10am @ the clinic": {
    events: [
      { title: 'Daycare', date: '2026-02-27', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
      { title: 'Swimming carnival', date: '2026-03-06', time: '09:00', durationMinutes: 300, member: MIA },
    ],
  },
  'remind me 5pm charge pager!!': {
    events: [
      { title: 'On call', date: '2026-03-04', time: '18:00', durationMinutes: 720 },
      { title: 'Swimming', date: '2026-02-25', time: '16:00', durationMinutes: 30, member: SAM, weekly: true },
    ],
  },
  'CPR refresher wed 18th 9-1, pls put in': {
    events: [
      { title: 'Day shift', date: '2026-03-17', time: '07:00', durationMinutes: 600 },
      { title: 'Book club', date: '2026-03-19', time: '19:00', durationMinutes: 90 },
    ],
  },
  "been called in 😩 leo's playdate today → push to 5.30 pls, mark will drop him": {
    events: [
      { title: 'Playdate with Ruby', date: '2026-03-04', time: '16:00', durationMinutes: 90, member: LEO },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'sams ortho appt moved to thurs 12th, same time': {
    events: [
      { title: 'Orthodontist', date: '2026-03-09', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Orthodontist', date: '2026-03-23', time: '15:30', durationMinutes: 30, member: MIA },
    ],
  },
  'night shift sun now starts 8pm not 7': {
    events: [
      { title: 'Night shift', date: '2026-03-08', time: '19:00', durationMinutes: 720 },
      { title: 'Day shift', date: '2026-03-10', time: '07:00', durationMinutes: 600 },
    ],
  },
  "add reminder 1hr b4 mia's dentist tmrw pls, i'll be post nights + a zombie": {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Dentist', date: '2026-03-19', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  "swim carnival fri is sam's, pls put it under his name": {
    events: [
      { title: 'Swimming carnival', date: '2026-03-06', time: '09:00', durationMinutes: 300 },
      { title: 'Netball', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'GP appt mon - make it 9.15 not 9': {
    events: [
      { title: 'GP appointment', date: '2026-03-09', time: '09:00', durationMinutes: 15 },
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
    ],
  },
  'book club thurs - make it 2 hrs, doing dinner too this time': {
    events: [
      { title: 'Book club', date: '2026-03-05', time: '19:00', durationMinutes: 90 },
      { title: 'Team meeting', date: '2026-03-05', time: '12:30', durationMinutes: 60 },
    ],
  },
  "on call all wknd + mark's away so cancel sam's footy sat": {
    events: [
      { title: 'Footy', date: '2026-02-28', time: '08:30', durationMinutes: 90, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'On call', date: '2026-03-07', time: '07:00', durationMinutes: 720 },
    ],
  },
  'pilates tmrw is a no, cancel just that one': {
    events: [
      { title: 'Pilates', date: '2026-02-26', time: '06:00', durationMinutes: 45, weekly: true },
      { title: 'Tennis', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "mia's quit piano 🙄 delete all of it": {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Guitar', date: '2026-03-02', time: '17:00', durationMinutes: 30, member: SAM, weekly: true },
    ],
  },
  'cancel drinks w/ the girls fri, got swapped onto nights': {
    events: [
      { title: 'Drinks with the girls', date: '2026-03-06', time: '19:00', durationMinutes: 120 },
      { title: 'Work drinks', date: '2026-03-20', time: '17:00', durationMinutes: 120 },
    ],
  },
  'add to shopping: bread, yoghurt pouches, coffee (URGENT), tim tams': {
    lists: { Shopping: ['milk', 'nappies'], 'On call bag': ['snacks'] },
  },
  'is there milk on the list?': {
    lists: { Shopping: ['bread', 'milk', 'weetbix'] },
  },
  'got bread + bananas, tick': {
    lists: { Shopping: ['bread', 'bananas', 'coffee', 'tim tams'] },
  },
  'add muesli bars & spare charger to my on call bag list': {
    lists: { 'On call bag': ['snacks', 'hair ties'], Shopping: ['milk'] },
  },
  'whats on the shopping list, at woolies on way home from a birth': {
    lists: { Shopping: ['milk', 'bread', 'nappies size 4'], 'On call bag': ['snacks'] },
  },
  'take the avocados off, too $$$': {
    lists: { Shopping: ['avocados', 'milk', 'bread'] },
  },
  'add nappies size 4': {
    lists: { Shopping: ['wipes', 'milk'] },
    todos: ['ring daycare'],
  },
  'do we still need dishwasher tabs?': {
    lists: { Shopping: ['dishwasher tablets', 'milk', 'bread'] },
  },
  "todo: renew AHPRA rego before end of month, book mia's eye test": {
    todos: ['pay swim fees'],
    lists: { Shopping: ['milk'] },
  },
  'to do - ring daycare abt extra days next wk': {
    todos: ['pay swim fees', 'renew AHPRA rego'],
  },
  'eye test booked ✔️ cross it off': {
    todos: ["book mia's eye test", 'ring daycare', 'pay swim fees'],
  },
  'my todos?': {
    todos: ['ring daycare', 'renew AHPRA rego'],
    lists: { Shopping: ['milk'] },
  },
  'paid swim fees, tick off my to do': {
    todos: ['pay swim fees', 'ring daycare'],
    lists: { Shopping: ['goggles'] },
  },
  'am i free tmrw arvo? might get called in but want to squeeze in a haircut': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Book club', date: '2026-03-05', time: '19:00', durationMinutes: 90 },
    ],
  },
  "when's sam's ortho again?": {
    events: [
      { title: 'Orthodontist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  "what's on tmrw - need to know if i can sleep after nights": {
    events: [
      { title: 'Night shift', date: '2026-03-04', time: '19:00', durationMinutes: 720 },
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Book club', date: '2026-03-05', time: '19:00', durationMinutes: 90 },
    ],
  },
  'reminders?? what have i got set': {
    events: [
      { title: 'Team meeting', date: '2026-03-05', time: '12:30', durationMinutes: 60 },
      { title: 'On call', date: '2026-03-07', time: '07:00', durationMinutes: 720 },
    ],
  },
  "what's leo got next wk": {
    events: [
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "when's my next on call": {
    events: [
      { title: 'On call', date: '2026-03-07', time: '07:00', durationMinutes: 720 },
      { title: 'Night shift', date: '2026-03-08', time: '19:00', durationMinutes: 720 },
    ],
  },
};
