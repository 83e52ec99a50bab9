// Phrasebook 68: a bakery-owning mum firing off 5am bursts by place or person; a shift-working paramedic dad in 24h time and abbreviations
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: mum who runs a small bakery, messages at 5am in quick bursts, names events by the place or the person
  // changes
  p("orthodontist rang, they've pushed Mia to friday 10.30", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { date: '2026-03-06', time: '10:30' },
  }),
  p('Mrs Patels is 4 not 3.30 this tuesday', 'updateEvent', { target: { words: 'Patel' }, changes: { time: '16:00' } }),
  p("pool's running half an hour late on sat", 'updateEvent', {
    target: { words: 'pool', date: '2026-03-07' },
    changes: { shiftMinutes: 30 },
  }),
  p("Leo's kindy photos got moved to next wed", 'updateEvent', { target: { words: 'photo', member: LEO }, changes: { date: '2026-03-11' } }),
  p('the dentist wants a full hour for Sam, not half an hour', 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { durationMinutes: 60 },
  }),
  p("lunch at Nana's sunday is at the Crown Hotel now, not at hers", 'updateEvent', {
    target: { words: 'nana' },
    changes: { location: 'Crown Hotel' },
  }),
  p('the school meeting thurs, can u rename it Mia parent teacher interview', 'updateEvent', {
    target: { words: 'school' },
    changes: { title: 'parent teacher' },
  }),
  p("Dr Lim's office rang. Leo's now the 12th at 9.15", 'updateEvent', {
    target: { words: 'Lim', member: LEO },
    changes: { date: '2026-03-12', time: '09:15' },
  }),
  p("Sam's footy fri at 5 instead of 4, 4 clashes with the flour drop", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { time: '17:00' },
  }),
  p('hairdresser brought me forward an hour tmrw', 'updateEvent', { target: { words: 'hairdresser' }, changes: { shiftMinutes: -60 } }),
  // cancels
  p("no Mrs Patel's next week, she's away", 'cancelEvent', { target: { words: 'Patel' }, series: false }),
  p("cancel the physio fri, Mia's ankle is fine now", 'cancelEvent', {
    target: { words: 'physio', member: MIA, fromDate: '2026-03-06' },
    series: false,
  }),
  p("no more pool for Leo, we've stopped lessons for good", 'cancelEvent', { target: { words: 'pool', member: LEO }, series: true }),
  p("Aunty Grace's dinner sat is off", 'cancelEvent', { target: { words: 'Grace', fromDate: '2026-03-07' }, series: false }),
  p("scrap the Harrisons bbq sun, they've all got covid", 'cancelEvent', {
    target: { words: 'Harrison', fromDate: '2026-03-08' },
    series: false,
  }),
  // new events
  p("Mia's got a party at Ruby's sat 2 till 4", 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('orthodontist for Sam 18th 8.40am', 'createEvent', { title: 'orthodontist', member: SAM, date: '2026-03-18', time: '08:40' }),
  p("Sam's starting piano at Mrs Patel's, tuesdays 3.30 from next week", 'createEvent', {
    title: 'piano',
    member: SAM,
    date: '2026-03-10',
    time: '15:30',
    recurrence: 'weekly',
  }),
  p('flour delivery every monday 6am pls', 'createEvent', { title: 'flour', date: '2026-03-09', time: '06:00', recurrence: 'weekly' }),
  p("Leo's kindy excursion to the farm fri, all day", 'createEvent', { title: 'excursion', member: LEO, date: '2026-03-06', allDay: true }),
  p('school cross country thurs 9, Mia running', 'createEvent', { title: 'cross country', member: MIA, date: '2026-03-05', time: '09:00' }),
  p('Dr Nguyen can fit me in mon 1.15', 'createEvent', { title: 'Nguyen', date: '2026-03-09', time: '13:15' }),
  p("Sam's been invited to Josh's party, sat the 14th 11am at Bounce", 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-14',
    time: '11:00',
  }),
  // reminders
  p('remind me a day before the orthodontist', 'updateEvent', { target: { words: 'orthodontist' }, changes: { reminderMinutes: 1440 } }),
  p('remind me to ring the egg supplier tmrw at 9', 'createEvent', { title: 'egg', date: '2026-03-05', time: '09:00', reminderMinutes: 0 }),
  p("remind me to order Mia's school shoes", 'addTodo', { tasks: ['school shoes'], reminder: true }),
  p('ping me 30 mins before the pool on sat', 'updateEvent', {
    target: { words: 'pool', date: '2026-03-07' },
    changes: { reminderMinutes: 30 },
  }),
  // lists
  p('shopping: butter, vanilla, baking paper', 'addListItems', { items: ['butter', 'vanilla', 'baking paper'] }),
  p('got the eggs and the cream', 'tickListItems', { items: ['eggs', 'cream'], remove: false }),
  p("take nappies off the list, Mum's bringing a box", 'tickListItems', { items: ['nappies'], remove: true }),
  p('is sugar on the list already?', 'showList', { check: ['sugar'] }),
  p("add sparklers and candles to Mia's party list", 'addListItems', { list: 'party', items: ['sparklers', 'candles'] }),
  // questions
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("when's the orthodontist again", 'findEvent', { words: 'orthodontist' }),
  p('am i free sat morning? big wedding order to bake', 'freeBusy', { date: '2026-03-07' }),
  // to-dos
  p('todo: renew food safety cert, call the oven repair guy', 'addTodo', { tasks: ['food safety', 'oven'] }),
  p('done the council form', 'completeTodo', { number: null, text: 'council' }),
  p('my todos pls', 'listTodos'),

  // Voice 2: dad who is a shift-working paramedic, 24h times, abbreviations, says what changed without naming it in full
  // changes
  p('dentist thu now 1530', 'updateEvent', { target: { words: 'dentist' }, changes: { time: '15:30' } }),
  p("Sam's footy trial -> Sat 0900 instead", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { date: '2026-03-07', time: '09:00' },
  }),
  p("swim pushed back 30min tmrw, I'm on till 1600", 'updateEvent', {
    target: { words: 'swim', date: '2026-03-05' },
    changes: { shiftMinutes: 30 },
  }),
  p('parent/teacher is 1hr not 30', 'updateEvent', { target: { words: 'teacher' }, changes: { durationMinutes: 60 } }),
  p('GP 15 min earlier Mon, clinic txt', 'updateEvent', {
    target: { words: 'GP', date: '2026-03-09' },
    changes: { shiftMinutes: -15 },
  }),
  p("Mia's b'ball game venue changed - Ryde Leisure Centre", 'updateEvent', {
    target: { words: 'ball', member: MIA },
    changes: { location: 'Ryde Leisure Centre' },
  }),
  p("Sam's cricket trng runs 45 min over on Sun", 'updateEvent', {
    target: { words: 'cricket', member: SAM, date: '2026-03-08' },
    changes: { lengthenMinutes: 45 },
  }),
  p("rename 'appt' on Tue to Leo hearing test", 'updateEvent', {
    target: { words: 'appt', date: '2026-03-10' },
    changes: { title: 'hearing test' },
  }),
  p('Fri 1700 -> 1830 pls', 'updateEvent', { target: { date: '2026-03-06', time: '17:00' }, changes: { time: '18:30' } }),
  p("heads up, Mia's concert got bumped from Thu to Fri, same time", 'updateEvent', {
    target: { words: 'concert', member: MIA },
    changes: { date: '2026-03-06' },
  }),
  // cancels
  p('no cricket this wk, ground flooded', 'cancelEvent', { target: { words: 'cricket' }, series: false }),
  p('kill the 0730 Thu', 'cancelEvent', { target: { fromDate: '2026-03-05', time: '07:30' }, series: false }),
  p("Leo's speech tx finished, rm from cal", 'cancelEvent', { target: { words: 'speech', member: LEO }, series: true }),
  p('dinner w/ Jono Sat is off, got called in', 'cancelEvent', { target: { words: 'Jono', fromDate: '2026-03-07' }, series: false }),
  p("no more Mon b'fast club for Sam", 'cancelEvent', { target: { words: 'club', member: SAM }, series: true }),
  // new events
  p('swapped w/ Dave, on a night shift Fri 1900-0700 now, pls add', 'createEvent', {
    title: 'shift',
    date: '2026-03-06',
    time: '19:00',
    durationMinutes: 720,
  }),
  p('Mia netball Sat 0830 weekly', 'createEvent', { title: 'netball', member: MIA, date: '2026-03-07', time: '08:30', recurrence: 'weekly' }),
  p("Sam's got a mate's bday party Sun 1400", 'createEvent', { title: 'party', member: SAM, date: '2026-03-08', time: '14:00' }),
  p('Leo immunisation 12/3 1010', 'createEvent', { title: 'immunisation', member: LEO, date: '2026-03-12', time: '10:10' }),
  p('recert course Tue 10/3 0800-1600', 'createEvent', { title: 'recert', date: '2026-03-10', time: '08:00', durationMinutes: 480 }),
  p('recycling bin out every 2nd Thu 1900 starting tmrw', 'createEvent', {
    title: 'bin',
    date: '2026-03-05',
    time: '19:00',
    recurrence: 'fortnightly',
  }),
  p('Mia - ortho Wed 11/3 1545, reminder 1hr before', 'createEvent', {
    title: 'ortho',
    member: MIA,
    date: '2026-03-11',
    time: '15:45',
    reminderMinutes: 60,
  }),
  p('gym 0600 tmrw', 'createEvent', { title: 'gym', date: '2026-03-05', time: '06:00' }),
  // reminders
  p("reminder 2h before Sam's footy Sat", 'updateEvent', {
    target: { words: 'footy', member: SAM, date: '2026-03-07' },
    changes: { reminderMinutes: 120 },
  }),
  p("remind me 1700 to grab Leo's script", 'createEvent', { title: 'script', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('remind me re car rego', 'addTodo', { tasks: ['rego'], reminder: true }),
  p('15 min reminder on the dentist', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 15 } }),
  // lists
  p('list: nappies, wipes, bananas x6', 'addListItems', { items: ['nappies', 'wipes', 'bananas'] }),
  p('got milk + bread', 'tickListItems', { items: ['milk', 'bread'], remove: false }),
  p("rm chips from shopping, kids don't need em", 'tickListItems', { items: ['chips'], remove: true }),
  p('shopping list?', 'showList'),
  // questions
  p("what've we got next wk", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("when's Mia's ortho", 'findEvent', { words: 'ortho', member: MIA }),
  p('what reminders have I got set', 'listReminders'),
  // to-dos
  p('todo: bleach the esky, book car svc', 'addTodo', { tasks: ['esky', 'car'] }),
  p('done #3', 'completeTodo', { number: 3, text: null }),
  p("what's left on my to do", 'listTodos'),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  "orthodontist rang, they've pushed Mia to friday 10.30": {
    events: [
      { title: 'Mia orthodontist check', date: '2026-03-05', time: '09:00', member: MIA },
      { title: 'Flour delivery', date: '2026-03-06', time: '06:00' },
    ],
  },
  'Mrs Patels is 4 not 3.30 this tuesday': {
    events: [
      { title: "Piano at Mrs Patel's", date: '2026-03-03', time: '15:30', member: MIA, weekly: true },
      { title: 'Sam swimming', date: '2026-03-10', time: '17:00', member: SAM },
    ],
  },
  "pool's running half an hour late on sat": {
    events: [
      { title: 'Swim squad - Ryde pool', date: '2026-02-28', time: '08:00', member: MIA, weekly: true },
      { title: 'Farmers market stall', date: '2026-03-07', time: '07:00' },
    ],
  },
  "Leo's kindy photos got moved to next wed": {
    events: [{ title: 'Kindy photo day', date: '2026-03-06', member: LEO }],
  },
  'the dentist wants a full hour for Sam, not half an hour': {
    events: [
      { title: 'Sam dentist', date: '2026-03-09', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Mia dentist', date: '2026-04-14', time: '15:30', durationMinutes: 30, member: MIA },
    ],
  },
  "lunch at Nana's sunday is at the Crown Hotel now, not at hers": {
    events: [{ title: "Lunch at Nana's", date: '2026-03-08', time: '12:30', durationMinutes: 120 }],
  },
  'the school meeting thurs, can u rename it Mia parent teacher interview': {
    events: [
      { title: 'School meeting', date: '2026-03-05', time: '16:15', durationMinutes: 20 },
      { title: 'School disco', date: '2026-03-13', time: '18:00' },
    ],
  },
  "Dr Lim's office rang. Leo's now the 12th at 9.15": {
    events: [{ title: 'Dr Lim - Leo', date: '2026-03-09', time: '10:00', member: LEO }],
  },
  "Sam's footy fri at 5 instead of 4, 4 clashes with the flour drop": {
    events: [
      { title: 'Footy training', date: '2026-02-27', time: '16:00', member: SAM, weekly: true },
      { title: 'Flour drop', date: '2026-03-06', time: '16:00' },
    ],
  },
  'hairdresser brought me forward an hour tmrw': {
    events: [{ title: 'Hairdresser', date: '2026-03-05', time: '11:00', durationMinutes: 45 }],
  },
  "no Mrs Patel's next week, she's away": {
    events: [{ title: "Piano at Mrs Patel's", date: '2026-03-03', time: '15:30', member: MIA, weekly: true }],
  },
  "cancel the physio fri, Mia's ankle is fine now": {
    events: [
      { title: 'Physio - Mia ankle', date: '2026-03-06', time: '15:45', member: MIA },
      { title: 'Physio - Mia ankle', date: '2026-03-13', time: '15:45', member: MIA },
    ],
  },
  "no more pool for Leo, we've stopped lessons for good": {
    events: [
      { title: 'Leo swim lessons - Epping pool', date: '2026-03-02', time: '09:30', member: LEO, weekly: true },
      { title: 'Swim squad - Ryde pool', date: '2026-02-28', time: '08:00', member: MIA, weekly: true },
    ],
  },
  "Aunty Grace's dinner sat is off": {
    events: [{ title: "Dinner at Aunty Grace's", date: '2026-03-07', time: '18:00', durationMinutes: 180 }],
  },
  "scrap the Harrisons bbq sun, they've all got covid": {
    events: [
      { title: "BBQ at the Harrisons'", date: '2026-03-08', time: '12:00', durationMinutes: 180 },
      { title: "Lunch at Nana's", date: '2026-03-15', time: '12:30' },
    ],
  },
  'remind me a day before the orthodontist': {
    events: [{ title: 'Mia orthodontist check', date: '2026-03-05', time: '09:00', member: MIA }],
  },
  'ping me 30 mins before the pool on sat': {
    events: [{ title: 'Swim squad - Ryde pool', date: '2026-02-28', time: '08:00', member: MIA, weekly: true }],
  },
  'got the eggs and the cream': {
    lists: { Shopping: ['eggs', 'thickened cream', 'bread', 'apples'] },
  },
  "take nappies off the list, Mum's bringing a box": {
    lists: { Shopping: ['nappies', 'milk', 'dishwasher tablets'] },
  },
  'is sugar on the list already?': {
    lists: { Shopping: ['caster sugar', 'butter', 'oranges'] },
  },
  "add sparklers and candles to Mia's party list": {
    lists: { Shopping: ['milk'], Party: ['balloons', 'lolly bags'] },
  },
  "when's the orthodontist again": {
    events: [
      { title: 'Mia orthodontist check', date: '2026-03-05', time: '09:00', member: MIA },
      { title: 'Dentist', date: '2026-03-09', time: '15:30', member: SAM },
    ],
  },
  'done the council form': {
    todos: ['fill in council form', 'book car service', 'order cake boxes'],
  },

  // Voice 2
  'dentist thu now 1530': {
    events: [{ title: 'Dentist', date: '2026-03-05', time: '10:00', member: SAM }],
  },
  "Sam's footy trial -> Sat 0900 instead": {
    events: [{ title: 'Sam footy trial', date: '2026-03-06', time: '16:30', member: SAM }],
  },
  "swim pushed back 30min tmrw, I'm on till 1600": {
    events: [{ title: 'Swimming - Mia', date: '2026-02-26', time: '16:00', member: MIA, weekly: true }],
  },
  'parent/teacher is 1hr not 30': {
    events: [{ title: 'Parent teacher interview - Mia', date: '2026-03-05', time: '16:15', durationMinutes: 30, member: MIA }],
  },
  'GP 15 min earlier Mon, clinic txt': {
    events: [
      { title: 'GP - Leo', date: '2026-03-09', time: '09:30', member: LEO },
      { title: 'Speech therapy - Leo', date: '2026-03-09', time: '11:00', member: LEO, weekly: true },
    ],
  },
  "Mia's b'ball game venue changed - Ryde Leisure Centre": {
    events: [{ title: 'Basketball game - Mia', date: '2026-03-07', time: '10:00', member: MIA, location: 'Epping Stadium' }],
  },
  "Sam's cricket trng runs 45 min over on Sun": {
    events: [{ title: 'Cricket training', date: '2026-03-01', time: '09:00', durationMinutes: 90, member: SAM, weekly: true }],
  },
  "rename 'appt' on Tue to Leo hearing test": {
    events: [
      { title: 'Appt', date: '2026-03-10', time: '11:00' },
      { title: 'Appt', date: '2026-03-19', time: '14:00' },
    ],
  },
  'Fri 1700 -> 1830 pls': {
    events: [
      { title: 'Mia drama rehearsal', date: '2026-03-06', time: '17:00', member: MIA },
      { title: 'Night shift', date: '2026-03-06', time: '19:00', durationMinutes: 720 },
    ],
  },
  "heads up, Mia's concert got bumped from Thu to Fri, same time": {
    events: [{ title: 'School concert - Mia', date: '2026-03-05', time: '18:00', member: MIA }],
  },
  'no cricket this wk, ground flooded': {
    events: [{ title: 'Cricket training', date: '2026-03-01', time: '09:00', member: SAM, weekly: true }],
  },
  'kill the 0730 Thu': {
    events: [
      { title: 'Car service', date: '2026-03-05', time: '07:30' },
      { title: 'Dentist', date: '2026-03-05', time: '10:00', member: SAM },
    ],
  },
  "Leo's speech tx finished, rm from cal": {
    events: [{ title: 'Speech therapy - Leo', date: '2026-02-02', time: '11:00', member: LEO, weekly: true }],
  },
  'dinner w/ Jono Sat is off, got called in': {
    events: [{ title: 'Dinner with Jono & Bec', date: '2026-03-07', time: '19:00' }],
  },
  "no more Mon b'fast club for Sam": {
    events: [
      { title: 'Breakfast club', date: '2026-02-02', time: '07:30', member: SAM, weekly: true },
      { title: 'Chess club', date: '2026-02-04', time: '15:15', member: MIA, weekly: true },
    ],
  },
  "reminder 2h before Sam's footy Sat": {
    events: [{ title: 'Footy game', date: '2026-03-07', time: '09:00', member: SAM }],
  },
  '15 min reminder on the dentist': {
    events: [{ title: 'Dentist', date: '2026-03-05', time: '10:00', member: SAM }],
  },
  'got milk + bread': {
    lists: { Shopping: ['milk', 'bread', 'nappies', 'coffee'] },
  },
  "rm chips from shopping, kids don't need em": {
    lists: { Shopping: ['chips', 'bananas', 'yoghurt'] },
  },
  'shopping list?': {
    lists: { Shopping: ['coffee', 'wipes', 'pasta'] },
  },
  "when's Mia's ortho": {
    events: [
      { title: 'Ortho - Mia', date: '2026-03-11', time: '15:45', member: MIA },
      { title: 'Ortho - Sam', date: '2026-03-25', time: '15:45', member: SAM },
    ],
  },
  'done #3': {
    todos: ['renew ambo registration', 'fix side gate', 'book car svc', 'return library books'],
  },
};
