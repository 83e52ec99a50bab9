// Phrasebook 73: a police officer mother on rotating shifts (clipped, radio-style, 24-hour times, abbreviations); a very organised stay-at-home dad who runs the lists and to-dos (friendly, detailed, sometimes two things in one message)
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: police officer mother on rotating shifts - new events
  p('Add: night shift Thu 2200-0600.', 'createEvent', { title: 'night shift', date: '2026-03-05', time: '22:00', durationMinutes: 480 }),
  p('Court Mon 0930, Downing Centre. Remind 1hr prior.', 'createEvent', { title: 'court', date: '2026-03-09', time: '09:30', reminderMinutes: 60 }),
  p('Mia - orthodontist - Tue 10/3 1615.', 'createEvent', { title: 'orthodontist', member: MIA, date: '2026-03-10', time: '16:15' }),
  p('Sam swim squad. Every Sat 0730 from this wk. 45 min sessions.', 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-07',
    time: '07:30',
    recurrence: 'weekly',
    durationMinutes: 45,
  }),
  p('Firearms requal Fri 13th, 0800-1200.', 'createEvent', { title: 'firearms', date: '2026-03-13', time: '08:00', durationMinutes: 240 }),
  p('Remind me 1745 today - call Mum re Sun lunch.', 'createEvent', { title: 'mum', date: '2026-03-04', time: '17:45', reminderMinutes: 0 }),
  p("RDO Sat. BBQ at Nan's 1230, all of us. Put it in.", 'createEvent', { title: 'bbq', date: '2026-03-07', time: '12:30' }),
  p('Gym Tue + Thu 0600, weekly, starting next wk.', 'createEvent', {
    title: 'gym',
    date: '2026-03-10',
    time: '06:00',
    recurrence: 'weekly',
    alsoWeekdays: [4],
  }),
  // Voice 1: police officer mother on rotating shifts - changes
  p('Sam dentsit Fri now 1530. Amend pls.', 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { time: '15:30' } }),
  p('Mia netball Sat -> Sun, same time.', 'updateEvent', { target: { words: 'netball', member: MIA }, changes: { date: '2026-03-08' } }),
  p('Parent-teacher interview Tue: now 1610 (was 1540).', 'updateEvent', { target: { words: 'interview' }, changes: { time: '16:10' } }),
  p('Court Mon pushed back 2 hrs.', 'updateEvent', { target: { words: 'court', date: '2026-03-09' }, changes: { shiftMinutes: 120 } }),
  p('Leo swim lesson 30 min now, not 45.', 'updateEvent', { target: { words: 'swim', member: LEO }, changes: { durationMinutes: 30 } }),
  p("Rename Sat shift to 'Overtime - crowd control'.", 'updateEvent', { target: { words: 'shift', date: '2026-03-07' }, changes: { title: 'crowd control' } }),
  p('Add 30 min reminder to Mia piano.', 'updateEvent', { target: { words: 'piano', member: MIA }, changes: { reminderMinutes: 30 } }),
  p('Vet now tmrw 1100, not Fri.', 'updateEvent', { target: { words: 'vet' }, changes: { date: '2026-03-05', time: '11:00' } }),
  p('Sam footy trg now at Heffron Pk. Permanent.', 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { location: 'Heffron' } }),
  // Voice 1: police officer mother on rotating shifts - cancels
  p('Scratch Tue gym. Called in early.', 'cancelEvent', { target: { words: 'gym', fromDate: '2026-03-10', toDate: '2026-03-10' }, series: false }),
  p('Mia tutoring - cancel all. Finished w/ it.', 'cancelEvent', { target: { words: 'tutoring', member: MIA }, series: true }),
  p('Cancel Thu dinner w/ the Parks. Rostered on.', 'cancelEvent', { target: { words: 'dinner', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p("Leo playgroup Fri - cancel, he's crook.", 'cancelEvent', {
    target: { words: 'playgroup', member: LEO, fromDate: '2026-03-06', toDate: '2026-03-06' },
    series: false,
  }),
  // Voice 1: police officer mother on rotating shifts - lists
  p('Shopping: milk 2L, bread, Panadol.', 'addListItems', { items: ['milk', 'bread', 'panadol'] }),
  p('Got milk + eggs. Tick off.', 'tickListItems', { items: ['milk', 'eggs'], remove: false }),
  p('Coffee pods on list y/n?', 'showList', { check: ['coffee pods'] }),
  p('Shopping list. Read back.', 'showList'),
  p("Remove chips from shopping. Not req'd.", 'tickListItems', { items: ['chips'], remove: true }),
  p('Camping list: add torch, tarp, gas canister.', 'addListItems', { list: 'camping', items: ['torch', 'tarp', 'gas'] }),
  // Voice 1: police officer mother on rotating shifts - to-dos
  p('To-do: renew WWCC.', 'addTodo', { tasks: ['wwcc'] }),
  p('Todo - pay rego, due 20/3.', 'addTodo', { tasks: ['rego'] }),
  p('Dry cleaning pickup done. Tick.', 'completeTodo', { text: 'dry cleaning' }),
  p('Todos?', 'listTodos'),
  p('Done - called school re Sam excursion.', 'completeTodo', { text: 'excursion' }),
  // Voice 1: police officer mother on rotating shifts - questions
  p('Am I free Sat 1400-1700?', 'freeBusy', { date: '2026-03-07', fromTime: '14:00', toTime: '17:00' }),
  p("What's on tmrw. Need it before D/S.", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("When's Sam's dentist?", 'findEvent', { words: 'dentist', member: SAM }),
  p('Reminders - list.', 'listReminders'),
  p('Sitrep for the weekend pls.', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('Leo free Mon a.m.?', 'freeBusy', { date: '2026-03-09', fromTime: '08:00', toTime: '12:00', member: LEO }),
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - lists
  p(
    'Morning! Could you pop a few things on the shopping list please - sourdough, free-range eggs, baby spinach and a big tub of Greek yoghurt. Cheers!',
    'addListItems',
    { items: ['sourdough', 'eggs', 'spinach', 'yoghurt'] },
  ),
  p('Just got back from Woolies, grabbed the bananas, oat milk and nappies - can you tick those off for me?', 'tickListItems', {
    items: ['bananas', 'oat milk', 'nappies'],
    remove: false,
  }),
  p("Is dishwasher powder alredy on the shopping list? Don't want to end up with three boxes again 😅", 'showList', { check: ['dishwasher powder'] }),
  p("Can you add name labels and a new lunchbox to the Back to School list? Mia's lost hers again, of course.", 'addListItems', {
    list: 'back to school',
    items: ['name labels', 'lunchbox'],
  }),
  p("Please take the salmon off the shopping list - change of plan, we're doing tacos this week instead.", 'tickListItems', {
    items: ['salmon'],
    remove: true,
  }),
  p("Could you read me the Party list? Want to see where we're at for Sam's birthday on the 21st.", 'showList', { list: 'party' }),
  p("What lists have we got on the go at the moment? I feel like I've made a few!", 'listLists'),
  p('Two things - can you add toilet paper to the shopping, and cross off the coffee beans, I picked them up this morning.', 'addListItems', {
    items: ['toilet paper'],
  }),
  p("Could you start a new list called Easter for me? I'll fill it up over the next few weeks.", 'createList'),
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - to-dos
  p("A few for my to-do list please: book Leo's 3-year check-up, return the library books, and order Sam's new school shoes.", 'addTodo', {
    tasks: ['check', 'library', 'shoes'],
  }),
  p('Returned the library books this morning, finally! Can you mark that one done?', 'completeTodo', { text: 'library' }),
  p("What's left on my to-do list? Want to knock a couple off while Leo naps.", 'listTodos'),
  p("Could you add 'clean out the gutters' to my to-dos, and 'get quotes for the side fence' as well?", 'addTodo', { tasks: ['gutters', 'fence'] }),
  p('Rang the plumber about the leaky tap, all sorted - you can tick that to-do off 👍', 'completeTodo', { text: 'plumber' }),
  p("Put 'renew Mia's passport' on my to-do list please - just realised it expires in June!", 'addTodo', { tasks: ['passport'] }),
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - new events
  p(
    "Sam's been invited to Ollie's birthday party on Saturday, 1 till 3:30. Could you put it in and remind me an hour before so we remember to wrap the present?",
    'createEvent',
    { title: 'party', member: SAM, date: '2026-03-07', time: '13:00', durationMinutes: 150, reminderMinutes: 60 },
  ),
  p("Mia's starting guitar next Tuesday - 4:15 every week, half-hour lessons. Can you add that for her?", 'createEvent', {
    title: 'guitar',
    member: MIA,
    date: '2026-03-10',
    time: '16:15',
    recurrence: 'weekly',
    durationMinutes: 30,
  }),
  p("Leo's 3-year check-up with Dr Patel is Thursday the 12th at 10:40 - could you pop it in the calendar?", 'createEvent', {
    title: 'check',
    member: LEO,
    date: '2026-03-12',
    time: '10:40',
  }),
  p("Could you remind me at 3:15 to bring the washing in? Radar's looking grim.", 'createEvent', {
    title: 'washing',
    date: '2026-03-04',
    time: '15:15',
    reminderMinutes: 0,
  }),
  p('The grocery delivery is coming tommorow between 8 and 9am - can you add it so I remember to be home?', 'createEvent', {
    title: 'delivery',
    date: '2026-03-05',
    time: '08:00',
    durationMinutes: 60,
  }),
  p("Leo's starting swimming lessons next Monday at 9:30 - every week - and could I get a reminder 30 mins before each one?", 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-09',
    time: '09:30',
    recurrence: 'weekly',
    reminderMinutes: 30,
  }),
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - changes
  p("Quick one - the orthodontist rang and Mia's appointment on Tuesday is now 3:45 instead of 4:15.", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { time: '15:45' },
  }),
  p("Sam's soccer training has moved from the school oval to Waverley Park, from this week on.", 'updateEvent', {
    target: { words: 'soccer', member: SAM },
    changes: { location: 'Waverley Park' },
  }),
  p("Can you push Leo's playdate with Ruby back half an hour? Her mum's running a bit behind.", 'updateEvent', {
    target: { words: 'playdate', member: LEO },
    changes: { shiftMinutes: 30 },
  }),
  p('The school working bee on Saturday has been moved to Sunday the 15th, same time.', 'updateEvent', {
    target: { words: 'working bee' },
    changes: { date: '2026-03-15' },
  }),
  p("Mia's piano recital is going to run longer than we thought - could you make it two hours?", 'updateEvent', {
    target: { words: 'recital', member: MIA },
    changes: { durationMinutes: 120 },
  }),
  p("Could you rename 'Swimming' on Fridays to 'Sam - squad training'? I keep mixing it up with Leo's lessons.", 'updateEvent', {
    target: { words: 'swimming' },
    changes: { title: 'squad training' },
  }),
  p("Can you set a reminder for the day before Sam's excursion? He needs a packed lunch and his hat.", 'updateEvent', {
    target: { words: 'excursion', member: SAM },
    changes: { reminderMinutes: 1440 },
  }),
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - cancels
  p("Bad news, Sam's come down with a cold so no soccer training tomorrow - can you take that one off?", 'cancelEvent', {
    target: { words: 'soccer', member: SAM, fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p("We've decided to stop Mia's Saturday art class altogether - she'd rather do netball next term. Please remove all of them.", 'cancelEvent', {
    target: { words: 'art', member: MIA },
    series: true,
  }),
  p("Can you cancel the carpet cleaner on Friday? We're rebooking for after Easter.", 'cancelEvent', {
    target: { words: 'carpet', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  p("Leo's music class this afternoon is off, the teacher's unwell - can you take it out? Just today's one.", 'cancelEvent', {
    target: { words: 'music', member: LEO, fromDate: '2026-03-04', toDate: '2026-03-04' },
    series: false,
  }),
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - questions
  p("When's the school photo day again? Want to get the kids' hair cut before it.", 'findEvent', { words: 'photo' }),
  p('Are we all free on Sunday afternoon? Thinking of a beach trip if the weather holds.', 'freeBusy', {
    date: '2026-03-08',
    fromTime: '12:00',
    toTime: '17:00',
  }),
  p("What's Sam got on next week? Trying to find a night for the dentist.", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM }),
  p('What reminders have I got set up at the moment?', 'listReminders'),
  p("What time is Leo's swimming lesson on Monday?", 'findEvent', { words: 'swim', member: LEO }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1: police officer mother on rotating shifts - new events
  'Add: night shift Thu 2200-0600.': {
    events: [
      { title: 'Day shift', date: '2026-03-04', time: '07:00', durationMinutes: 600 },
      { title: 'Piano', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Court Mon 0930, Downing Centre. Remind 1hr prior.': {
    events: [
      { title: 'Gym', date: '2026-03-02', time: '06:00', durationMinutes: 60, weekly: true },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'Mia - orthodontist - Tue 10/3 1615.': {
    events: [
      { title: 'Netball training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: SAM },
    ],
  },
  'Sam swim squad. Every Sat 0730 from this wk. 45 min sessions.': {
    events: [
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
      { title: 'Swim lesson', date: '2026-02-27', time: '09:30', durationMinutes: 45, member: LEO, weekly: true },
    ],
  },
  'Firearms requal Fri 13th, 0800-1200.': {
    events: [
      { title: 'School assembly', date: '2026-03-13', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Day shift', date: '2026-03-06', time: '07:00', durationMinutes: 600 },
    ],
  },
  'Remind me 1745 today - call Mum re Sun lunch.': {
    events: [
      { title: "Lunch at Mum's", date: '2026-03-08', time: '12:00', durationMinutes: 120 },
      { title: 'Gym', date: '2026-03-03', time: '06:00', durationMinutes: 60, weekly: true },
    ],
  },
  "RDO Sat. BBQ at Nan's 1230, all of us. Put it in.": {
    events: [
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'Gym Tue + Thu 0600, weekly, starting next wk.': {
    events: [
      { title: 'Day shift', date: '2026-03-10', time: '07:00', durationMinutes: 600 },
      { title: 'Tennis', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  // Voice 1: police officer mother on rotating shifts - changes
  'Sam dentsit Fri now 1530. Amend pls.': {
    events: [
      { title: 'Dentist', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  'Mia netball Sat -> Sun, same time.': {
    events: [
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'Parent-teacher interview Tue: now 1610 (was 1540).': {
    events: [
      { title: 'Parent-teacher interview', date: '2026-03-10', time: '15:40', durationMinutes: 15, member: MIA },
      { title: 'Netball training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Court Mon pushed back 2 hrs.': {
    events: [
      { title: 'Court - Downing Centre', date: '2026-03-09', time: '09:30', durationMinutes: 180 },
      { title: 'Gym', date: '2026-03-02', time: '06:00', durationMinutes: 60, weekly: true },
    ],
  },
  'Leo swim lesson 30 min now, not 45.': {
    events: [
      { title: 'Swim lesson', date: '2026-02-27', time: '09:30', durationMinutes: 45, member: LEO, weekly: true },
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Rename Sat shift to 'Overtime - crowd control'.": {
    events: [
      { title: 'Shift', date: '2026-03-07', time: '14:00', durationMinutes: 600 },
      { title: 'Shift', date: '2026-03-05', time: '07:00', durationMinutes: 600 },
    ],
  },
  'Add 30 min reminder to Mia piano.': {
    events: [
      { title: 'Piano', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Tennis', date: '2026-02-24', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Vet now tmrw 1100, not Fri.': {
    events: [
      { title: 'Vet - Bluey vaccinations', date: '2026-03-06', time: '10:00', durationMinutes: 30 },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'Sam footy trg now at Heffron Pk. Permanent.': {
    events: [
      { title: 'Footy training', date: '2026-02-25', time: '16:30', durationMinutes: 90, member: SAM, weekly: true, location: 'Snape Park' },
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  // Voice 1: police officer mother on rotating shifts - cancels
  'Scratch Tue gym. Called in early.': {
    events: [
      { title: 'Gym', date: '2026-03-03', time: '06:00', durationMinutes: 60, weekly: true },
      { title: 'Netball training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Mia tutoring - cancel all. Finished w/ it.': {
    events: [
      { title: 'Tutoring', date: '2026-02-25', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Cancel Thu dinner w/ the Parks. Rostered on.': {
    events: [
      { title: 'Dinner with the Parks', date: '2026-03-05', time: '18:30', durationMinutes: 120 },
      { title: "Dinner at Nan's", date: '2026-03-08', time: '17:30', durationMinutes: 120 },
    ],
  },
  "Leo playgroup Fri - cancel, he's crook.": {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swim lesson', date: '2026-02-27', time: '11:00', durationMinutes: 45, member: LEO, weekly: true },
    ],
  },
  // Voice 1: police officer mother on rotating shifts - lists
  'Shopping: milk 2L, bread, Panadol.': {
    lists: { Shopping: ['eggs', 'coffee pods', 'sunscreen'] },
  },
  'Got milk + eggs. Tick off.': {
    lists: { Shopping: ['milk', 'eggs', 'bread', 'sunscreen'] },
  },
  'Coffee pods on list y/n?': {
    lists: { Shopping: ['coffee pods', 'milk', 'weet-bix'] },
  },
  'Shopping list. Read back.': {
    lists: { Shopping: ['bread', 'chicken thighs', 'rice', 'batteries'], Camping: ['tent pegs', 'esky'] },
  },
  "Remove chips from shopping. Not req'd.": {
    lists: { Shopping: ['chips', 'apples', 'milk'] },
  },
  'Camping list: add torch, tarp, gas canister.': {
    lists: { Camping: ['tent pegs', 'esky'], Shopping: ['milk', 'bread'] },
  },
  // Voice 1: police officer mother on rotating shifts - to-dos
  'To-do: renew WWCC.': {
    todos: ['pay rego', 'book flu shots'],
  },
  'Todo - pay rego, due 20/3.': {
    todos: ['renew WWCC', 'book flu shots'],
  },
  'Dry cleaning pickup done. Tick.': {
    todos: ['pick up uniforms from dry cleaning', 'renew WWCC', 'book flu shots'],
  },
  'Todos?': {
    todos: ['renew WWCC', 'pay rego', 'book flu shots'],
  },
  'Done - called school re Sam excursion.': {
    lists: { Shopping: ['milk'] },
    todos: ["call school re Sam's excursion", 'pay rego'],
  },
  // Voice 1: police officer mother on rotating shifts - questions
  'Am I free Sat 1400-1700?': {
    events: [
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
      { title: 'Shift', date: '2026-03-07', time: '19:00', durationMinutes: 600 },
    ],
  },
  "What's on tmrw. Need it before D/S.": {
    events: [
      { title: 'Day shift', date: '2026-03-05', time: '07:00', durationMinutes: 600 },
      { title: 'Piano', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: SAM },
    ],
  },
  "When's Sam's dentist?": {
    events: [
      { title: 'Dentist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: MIA },
    ],
  },
  'Reminders - list.': {
    events: [
      { title: 'Court - Downing Centre', date: '2026-03-09', time: '09:30', durationMinutes: 180 },
      { title: 'Piano', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Sitrep for the weekend pls.': {
    events: [
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
      { title: "Dinner at Nan's", date: '2026-03-08', time: '17:30', durationMinutes: 120 },
    ],
  },
  'Leo free Mon a.m.?': {
    events: [
      { title: 'Swim lesson', date: '2026-03-09', time: '09:30', durationMinutes: 45, member: LEO },
      { title: 'Gym', date: '2026-03-02', time: '06:00', durationMinutes: 60, weekly: true },
    ],
  },
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - lists
  'Morning! Could you pop a few things on the shopping list please - sourdough, free-range eggs, baby spinach and a big tub of Greek yoghurt. Cheers!': {
    lists: { Shopping: ['milk', 'bananas', 'rice crackers'] },
  },
  'Just got back from Woolies, grabbed the bananas, oat milk and nappies - can you tick those off for me?': {
    lists: { Shopping: ['bananas', 'oat milk', 'nappies', 'rice crackers', 'dishwasher powder'] },
  },
  "Is dishwasher powder alredy on the shopping list? Don't want to end up with three boxes again 😅": {
    lists: { Shopping: ['dishwasher powder', 'milk', 'rice crackers'], Party: ['balloons'] },
  },
  "Can you add name labels and a new lunchbox to the Back to School list? Mia's lost hers again, of course.": {
    lists: { 'Back to School': ['library bag', 'pencils'], Shopping: ['milk', 'bread'] },
  },
  "Please take the salmon off the shopping list - change of plan, we're doing tacos this week instead.": {
    lists: { Shopping: ['salmon', 'tortillas', 'avocados', 'milk'] },
  },
  "Could you read me the Party list? Want to see where we're at for Sam's birthday on the 21st.": {
    lists: { Party: ['balloons', 'candles', 'lolly bags'], Shopping: ['milk', 'bread'] },
  },
  "What lists have we got on the go at the moment? I feel like I've made a few!": {
    lists: { Shopping: ['milk', 'bread'], Party: ['balloons', 'candles'], 'Back to School': ['name labels'] },
  },
  'Two things - can you add toilet paper to the shopping, and cross off the coffee beans, I picked them up this morning.': {
    lists: { Shopping: ['coffee beans', 'bread', 'apples'] },
  },
  "Could you start a new list called Easter for me? I'll fill it up over the next few weeks.": {
    lists: { Shopping: ['milk', 'eggs'], Party: ['balloons'] },
  },
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - to-dos
  "A few for my to-do list please: book Leo's 3-year check-up, return the library books, and order Sam's new school shoes.": {
    todos: ['clean out the gutters', 'call the plumber about the tap'],
  },
  'Returned the library books this morning, finally! Can you mark that one done?': {
    todos: ['return the library books', 'order school shoes for Sam', 'clean out the gutters'],
  },
  "What's left on my to-do list? Want to knock a couple off while Leo naps.": {
    todos: ['clean out the gutters', 'order school shoes for Sam', 'get quotes for the side fence'],
  },
  "Could you add 'clean out the gutters' to my to-dos, and 'get quotes for the side fence' as well?": {
    todos: ['return the library books', 'order school shoes for Sam'],
  },
  'Rang the plumber about the leaky tap, all sorted - you can tick that to-do off 👍': {
    todos: ['call the plumber about the leaky tap', 'clean out the gutters', 'return the library books'],
  },
  "Put 'renew Mia's passport' on my to-do list please - just realised it expires in June!": {
    todos: ['clean out the gutters', 'get quotes for the side fence'],
  },
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - new events
  "Sam's been invited to Ollie's birthday party on Saturday, 1 till 3:30. Could you put it in and remind me an hour before so we remember to wrap the present?":
    {
      events: [
        { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
        { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
      ],
    },
  "Mia's starting guitar next Tuesday - 4:15 every week, half-hour lessons. Can you add that for her?": {
    events: [
      { title: 'Tennis', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Soccer training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Leo's 3-year check-up with Dr Patel is Thursday the 12th at 10:40 - could you pop it in the calendar?": {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: MIA },
    ],
    todos: ["book Leo's 3-year check-up"],
  },
  "Could you remind me at 3:15 to bring the washing in? Radar's looking grim.": {
    events: [{ title: 'School pickup', date: '2026-02-25', time: '15:00', durationMinutes: 30, weekly: true }],
    todos: ['clean out the gutters'],
  },
  'The grocery delivery is coming tommorow between 8 and 9am - can you add it so I remember to be home?': {
    events: [{ title: 'Soccer training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true }],
    lists: { Shopping: ['milk', 'bread'] },
  },
  "Leo's starting swimming lessons next Monday at 9:30 - every week - and could I get a reminder 30 mins before each one?": {
    events: [
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - changes
  "Quick one - the orthodontist rang and Mia's appointment on Tuesday is now 3:45 instead of 4:15.": {
    events: [
      { title: 'Orthodontist', date: '2026-03-10', time: '16:15', durationMinutes: 30, member: MIA },
      { title: 'Tennis', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Sam's soccer training has moved from the school oval to Waverley Park, from this week on.": {
    events: [
      { title: 'Soccer training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true, location: 'School oval' },
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Can you push Leo's playdate with Ruby back half an hour? Her mum's running a bit behind.": {
    events: [
      { title: 'Playdate with Ruby', date: '2026-03-04', time: '15:30', durationMinutes: 90, member: LEO },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'The school working bee on Saturday has been moved to Sunday the 15th, same time.': {
    events: [
      { title: 'School working bee', date: '2026-03-07', time: '08:00', durationMinutes: 180 },
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  "Mia's piano recital is going to run longer than we thought - could you make it two hours?": {
    events: [
      { title: 'Piano recital', date: '2026-03-14', time: '14:00', durationMinutes: 60, member: MIA },
      { title: 'Piano', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Could you rename 'Swimming' on Fridays to 'Sam - squad training'? I keep mixing it up with Leo's lessons.": {
    events: [
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swim lessons', date: '2026-03-02', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Can you set a reminder for the day before Sam's excursion? He needs a packed lunch and his hat.": {
    events: [
      { title: 'Excursion - Taronga Zoo', date: '2026-03-11', time: '08:45', durationMinutes: 420, member: SAM },
      { title: 'Excursion - museum', date: '2026-03-18', time: '09:00', durationMinutes: 360, member: MIA },
    ],
  },
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - cancels
  "Bad news, Sam's come down with a cold so no soccer training tomorrow - can you take that one off?": {
    events: [
      { title: 'Soccer training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "We've decided to stop Mia's Saturday art class altogether - she'd rather do netball next term. Please remove all of them.": {
    events: [
      { title: 'Art class', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  "Can you cancel the carpet cleaner on Friday? We're rebooking for after Easter.": {
    events: [
      { title: 'Carpet cleaner', date: '2026-03-06', time: '09:00', durationMinutes: 120 },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  "Leo's music class this afternoon is off, the teacher's unwell - can you take it out? Just today's one.": {
    events: [
      { title: 'Music class', date: '2026-02-25', time: '15:00', durationMinutes: 45, member: LEO, weekly: true },
      { title: 'School pickup', date: '2026-02-25', time: '15:00', durationMinutes: 30, weekly: true },
    ],
  },
  // Voice 2: organised stay-at-home dad who runs the lists and to-dos - questions
  "When's the school photo day again? Want to get the kids' hair cut before it.": {
    events: [
      { title: 'School photos', date: '2026-03-19' },
      { title: 'Haircut', date: '2026-03-14', time: '10:00', durationMinutes: 30, member: MIA },
    ],
  },
  'Are we all free on Sunday afternoon? Thinking of a beach trip if the weather holds.': {
    events: [
      { title: "Dinner at Nan's", date: '2026-03-08', time: '17:30', durationMinutes: 120 },
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  "What's Sam got on next week? Trying to find a night for the dentist.": {
    events: [
      { title: 'Soccer training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'What reminders have I got set up at the moment?': {
    events: [
      { title: 'Excursion - Taronga Zoo', date: '2026-03-11', time: '08:45', durationMinutes: 420, member: SAM },
      { title: 'Piano recital', date: '2026-03-14', time: '14:00', durationMinutes: 60, member: MIA },
    ],
  },
  "What time is Leo's swimming lesson on Monday?": {
    events: [
      { title: 'Swim lessons', date: '2026-03-02', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swim squad', date: '2026-02-28', time: '07:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
};
