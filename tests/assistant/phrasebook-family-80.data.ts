// Phrasebook 80: a mother who runs a small business, typing in bullet-like fragments with colons and slashes; a father who double-checks everything and asks lots of yes/no questions
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: mother with a small business (a café), fragments with colons and slashes
  // new events
  p('Fri: Sam swim carnival 9:30am / til 12', 'createEvent', {
    title: 'swim carnival',
    member: SAM,
    date: '2026-03-06',
    time: '09:30',
    durationMinutes: 150,
  }),
  p('Mia: orthodontist / Tue 10 Mar / 3:15pm / remind me 1hr before', 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    date: '2026-03-10',
    time: '15:15',
    reminderMinutes: 60,
  }),
  p('Leo: kindy gym / every Mon 9:30am / from next wk', 'createEvent', {
    title: 'gym',
    member: LEO,
    date: '2026-03-09',
    time: '09:30',
    recurrence: 'weekly',
  }),
  p("Sat: Mia bday party @ Zoe's 11-1", 'createEvent', { title: 'party', member: MIA, date: '2026-03-07', time: '11:00', durationMinutes: 120 }),
  p('supplier mtg: Thurs 8am / 45 min', 'createEvent', { title: 'supplier', date: '2026-03-05', time: '08:00', durationMinutes: 45 }),
  p('remind me: 4:30 today / ring Bec re catering order', 'createEvent', { title: 'catering', date: '2026-03-04', time: '16:30', reminderMinutes: 0 }),
  p('Sam: tennis every Thurs 4:15 / starting tmrw', 'createEvent', { title: 'tennis', member: SAM, date: '2026-03-05', time: '16:15', recurrence: 'weekly' }),
  p('Sun 15th: markets stall 6am-2pm (me)', 'createEvent', { title: 'markets', date: '2026-03-15', time: '06:00', durationMinutes: 480 }),
  // changes
  p('Mia piano: now 5pm not 4:30 / from this wk on', 'updateEvent', { target: { words: 'piano', member: MIA }, changes: { time: '17:00' } }),
  p('Sam dentist: moved to Fri / same time (they rang)', 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { date: '2026-03-06' } }),
  p('Leo swim Sat: 30 min later this wk / pool maintenance', 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-07' },
    changes: { shiftMinutes: 30 },
  }),
  p('Mia netball: new venue Pioneer Park / rest of season', 'updateEvent', {
    target: { words: 'netball', member: MIA },
    changes: { location: 'Pioneer Park' },
  }),
  p('accountant: Thurs → Mon 9th / same time pls', 'updateEvent', { target: { words: 'accountant' }, changes: { date: '2026-03-09' } }),
  p('rename: Fri 2pm meeting → bank loan meeting', 'updateEvent', {
    target: { words: 'meeting', date: '2026-03-06' },
    changes: { title: 'bank loan' },
  }),
  p('Leo speech: remind me day before / I always forget it', 'updateEvent', {
    target: { words: 'speech', member: LEO },
    changes: { reminderMinutes: 1440 },
  }),
  // cancels
  p('Mia ballet: no class Sat 7th / teacher away', 'cancelEvent', {
    target: { words: 'ballet', member: MIA, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p("Sam chess club: he's done / delete all of them", 'cancelEvent', { target: { words: 'chess', member: SAM }, series: true }),
  p('cancel: my haircut tmrw / flat out at the shop', 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p("Leo playgroup Fri: not going / he's got a temp", 'cancelEvent', {
    target: { words: 'playgroup', member: LEO, fromDate: '2026-03-06', toDate: '2026-03-06' },
    series: false,
  }),
  // lists
  p('shopping: milk / bread / eggs x2 doz / bin bags', 'addListItems', { items: ['milk', 'bread', 'eggs', 'bin bags'] }),
  p('got: bananas / cheese / wraps', 'tickListItems', { items: ['bananas', 'cheese', 'wraps'], remove: false }),
  p('shopping: remove chips / kids have enough', 'tickListItems', { items: ['chips'], remove: true }),
  p('Mia camp list: + torch / sleeping bag / raincoat', 'addListItems', { list: 'camp', items: ['torch', 'sleeping bag', 'raincoat'] }),
  p('shopping list?', 'showList'),
  p("Bunnings list: what's on it / heading there now", 'showList', { list: 'bunnings' }),
  p('dishwasher tabs: on the list already?', 'showList', { check: ['dishwasher'] }),
  // to-dos
  p("to do: renew business rego / order EFTPOS rolls / email Sam's teacher", 'addTodo', { tasks: ['rego', 'eftpos', 'teacher'] }),
  p('done: BAS lodged!!', 'completeTodo', { text: 'bas' }),
  p('to-dos?', 'listTodos'),
  p('to do: book Leo flu shot / before winter', 'addTodo', { tasks: ['flu shot'] }),
  p('water bill: paid / tick off', 'completeTodo', { text: 'water bill' }),
  p('Sam excursion form: signed + in his bag / done', 'completeTodo', { text: 'excursion' }),
  // questions
  p("Sat: what's on? / need to sort shop roster", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("Sam / next wk / what's he got on", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM }),
  p('Mia school photos: when?', 'findEvent', { words: 'photo', member: MIA }),
  p('Thurs 2-4pm: am I free? / sales rep wants to drop in', 'freeBusy', { date: '2026-03-05', fromTime: '14:00', toTime: '16:00' }),
  p("reminders: what's set atm?", 'listReminders'),
  p("rest of this wk: what's on", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),

  // Voice 2: father who double-checks everything, lots of yes/no questions
  // new events
  p("can you put Sam's dentist in for Tuesday at 3.45? that's the 10th, right?", 'createEvent', {
    title: 'dentist',
    member: SAM,
    date: '2026-03-10',
    time: '15:45',
  }),
  p("Leo's got a hearing test friday at 10.30, can you add it? goes for about an hour I think", 'createEvent', {
    title: 'hearing',
    member: LEO,
    date: '2026-03-06',
    time: '10:30',
    durationMinutes: 60,
  }),
  p("Mia's starting swim squad next Monday at 6am, every Monday. can you put it in with a reminder 30 minutes before?", 'createEvent', {
    title: 'swim',
    member: MIA,
    date: '2026-03-09',
    time: '06:00',
    recurrence: 'weekly',
    reminderMinutes: 30,
  }),
  p('school working bee saturday 8 till 12, can you pop that in? this saturday, not next', 'createEvent', {
    title: 'working bee',
    date: '2026-03-07',
    time: '08:00',
    durationMinutes: 240,
  }),
  p("can you set a reminder for 5.15 today to grab Sam's birthday cake from the bakery?", 'createEvent', {
    title: 'cake',
    date: '2026-03-04',
    time: '17:15',
    reminderMinutes: 0,
  }),
  p("Sam's got a sleepover at Josh's on Saturday, we drop him off at 4. can you add that?", 'createEvent', {
    title: 'sleepover',
    member: SAM,
    date: '2026-03-07',
    time: '16:00',
  }),
  p("dinner at Mum and Dad's next Thursday the 12th, 6.30. can you put that in?", 'createEvent', { title: 'dinner', date: '2026-03-12', time: '18:30' }),
  // changes
  p("can you move Mia's tennis to 4.45? it was 4.15 but the coach changed it for the whole term", 'updateEvent', {
    target: { words: 'tennis', member: MIA },
    changes: { time: '16:45' },
  }),
  p('the plumbers coming friday now instead of thursday, same time. can you move it?', 'updateEvent', {
    target: { words: 'plumber' },
    changes: { date: '2026-03-06' },
  }),
  p("can we push Leo's doctor back half an hour tomorow? they're running behind apparently", 'updateEvent', {
    target: { words: 'doctor', member: LEO, date: '2026-03-05' },
    changes: { shiftMinutes: 30 },
  }),
  p("Sam's soccer gala day on Saturday says an hour in the calendar but it's actually 3 hours. can you make it 3 hours?", 'updateEvent', {
    target: { words: 'gala', member: SAM },
    changes: { durationMinutes: 180 },
  }),
  p("can you put a reminder an hour before Mia's orthodontist? that's Monday isn't it?", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { reminderMinutes: 60 },
  }),
  p('the parent teacher thing on Tuesday, can you rename it to Sam parent teacher interview? so I know which kid its for', 'updateEvent', {
    target: { words: 'parent teacher', date: '2026-03-10' },
    changes: { title: 'interview' },
  }),
  p("Leo's swimming this Saturday is at the Aquatic Centre, not the usual pool. can you change the location just for this week?", 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-07' },
    changes: { location: 'Aquatic Centre' },
  }),
  p("Sam's cricket on Sunday starts at 9 instead of 8, just this Sunday. can you change it?", 'updateEvent', {
    target: { words: 'cricket', member: SAM, date: '2026-03-08' },
    changes: { time: '09:00' },
  }),
  // cancels
  p("Mia's not doing gymnastics anymore. can you take all of them off, every week?", 'cancelEvent', {
    target: { words: 'gymnastics', member: MIA },
    series: true,
  }),
  p('can you cancel the car service on Monday? the garage rang, they cant fit us in', 'cancelEvent', {
    target: { words: 'car service', fromDate: '2026-03-09', toDate: '2026-03-09' },
  }),
  p("coach says no training for Sam tomorow, the ovals flooded. can you take just tomorrow's off?", 'cancelEvent', {
    target: { words: 'training', member: SAM, fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p('can you delete the meeting with the bank on Friday? they cancelled on me', 'cancelEvent', {
    target: { words: 'bank', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  // lists
  p('did the milk go on the shopping list?', 'showList', { check: ['milk'] }),
  p("have we got nappies on the list? don't want to double up", 'showList', { check: ['nappies'] }),
  p("can you add toothpaste and sunscreen to the shopping? the kids' sunscreen, the pink one", 'addListItems', { items: ['toothpaste', 'sunscreen'] }),
  p('got the mince and the pasta, can you tick those off?', 'tickListItems', { items: ['mince', 'pasta'], remove: false }),
  p("can you take the avocados off the list? we don't need them after all", 'tickListItems', { items: ['avocado'], remove: true }),
  p("what's on the hardware list? am I missing anything?", 'showList', { list: 'hardware' }),
  p("could you put AA batteries on the shopping list? the remote's dead again", 'addListItems', { items: ['batteries'] }),
  p("do we have any other lists apart from shopping? can't remember what I set up", 'listLists'),
  // to-dos
  p("can you add book Mia's eye test to my to-dos?", 'addTodo', { tasks: ['eye test'] }),
  p("add to my to do list: ring the insurance about the car, and renew Leo's library card. got that?", 'addTodo', {
    tasks: ['insurance', 'library card'],
  }),
  p("I've paid the school fees, can you mark that one done?", 'completeTodo', { text: 'school fees' }),
  p('is the rego still on my to-do list? or did I already tick it off?', 'listTodos'),
  p("can you read me the to-do list? want to make sure nothing's slipped", 'listTodos'),
  // questions
  p("Sam's dentist is still Thursday, yeah? what time again?", 'findEvent', { words: 'dentist', member: SAM }),
  p('am I free friday arvo? bloke wants to come look at the car', 'freeBusy', { date: '2026-03-06', fromTime: '12:00', toTime: '17:00' }),
  p("is Mia free saturday morning? her friend's asked her over", 'freeBusy', { date: '2026-03-07', fromTime: '08:00', toTime: '12:00', member: MIA }),
  p('have I got any reminders set up at the moment? just checking they work', 'listReminders'),
  p("what time's Leo's swimming on Saturday? is it 9 or 9.30?", 'findEvent', { words: 'swim', member: LEO }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'Fri: Sam swim carnival 9:30am / til 12': {
    events: [
      { title: 'Swimming lessons', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'School assembly', date: '2026-03-06', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  'Mia: orthodontist / Tue 10 Mar / 3:15pm / remind me 1hr before': {
    events: [
      { title: 'Tennis', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-10', time: '09:00', durationMinutes: 30, member: SAM },
    ],
  },
  'Leo: kindy gym / every Mon 9:30am / from next wk': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Staff meeting', date: '2026-03-02', time: '07:30', durationMinutes: 30, weekly: true },
    ],
  },
  "Sat: Mia bday party @ Zoe's 11-1": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Cricket', date: '2026-03-07', time: '13:00', durationMinutes: 180, member: SAM },
    ],
  },
  'supplier mtg: Thurs 8am / 45 min': {
    events: [
      { title: 'Supplier meeting', date: '2026-02-19', time: '08:00', durationMinutes: 45 },
      { title: 'Swimming lessons', date: '2026-02-26', time: '16:00', member: SAM, weekly: true },
    ],
    todos: ['order new menu boards'],
  },
  'remind me: 4:30 today / ring Bec re catering order': {
    events: [
      { title: 'School pickup', date: '2026-03-04', time: '15:10', durationMinutes: 20 },
      { title: 'Catering delivery', date: '2026-03-07', time: '07:00', durationMinutes: 60 },
    ],
  },
  'Sam: tennis every Thurs 4:15 / starting tmrw': {
    events: [
      { title: 'Tennis', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'Sun 15th: markets stall 6am-2pm (me)': {
    events: [
      { title: 'Markets stall', date: '2026-03-01', time: '06:00', durationMinutes: 480 },
      { title: 'Cricket', date: '2026-03-15', time: '08:00', durationMinutes: 120, member: SAM },
    ],
  },
  'Mia piano: now 5pm not 4:30 / from this wk on': {
    events: [
      { title: 'Piano lesson', date: '2026-02-26', time: '16:30', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'Sam dentist: moved to Fri / same time (they rang)': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-19', time: '09:00', durationMinutes: 30, member: MIA },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', member: LEO, weekly: true },
    ],
  },
  'Leo swim Sat: 30 min later this wk / pool maintenance': {
    events: [
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Mia netball: new venue Pioneer Park / rest of season': {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true, location: 'Kensington Courts' },
      { title: 'Cricket', date: '2026-03-01', time: '08:00', durationMinutes: 180, member: SAM, weekly: true },
    ],
  },
  'accountant: Thurs → Mon 9th / same time pls': {
    events: [
      { title: 'Accountant', date: '2026-03-05', time: '10:00', durationMinutes: 60 },
      { title: 'Dentist', date: '2026-03-09', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  'rename: Fri 2pm meeting → bank loan meeting': {
    events: [
      { title: 'Meeting', date: '2026-03-06', time: '14:00', durationMinutes: 60 },
      { title: 'Staff meeting', date: '2026-03-02', time: '07:30', durationMinutes: 30, weekly: true },
    ],
  },
  'Leo speech: remind me day before / I always forget it': {
    events: [
      { title: 'Speech therapy', date: '2026-03-10', time: '14:30', durationMinutes: 45, member: LEO },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Mia ballet: no class Sat 7th / teacher away': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Sam chess club: he's done / delete all of them": {
    events: [
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano lesson', date: '2026-02-26', time: '16:30', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'cancel: my haircut tmrw / flat out at the shop': {
    events: [
      { title: 'Haircut', date: '2026-03-05', time: '11:00', durationMinutes: 45 },
      { title: 'Haircut', date: '2026-03-12', time: '16:00', durationMinutes: 30, member: SAM },
    ],
  },
  "Leo playgroup Fri: not going / he's got a temp": {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'shopping: milk / bread / eggs x2 doz / bin bags': {
    lists: { Shopping: ['bananas', 'cheese slices'], 'Cafe supplies': ['takeaway cups', 'milk crates'] },
  },
  'got: bananas / cheese / wraps': {
    lists: { Shopping: ['bananas', 'cheese', 'wraps', 'yoghurt pouches'] },
  },
  'shopping: remove chips / kids have enough': {
    lists: { Shopping: ['chips', 'apples', 'muesli bars'] },
  },
  'Mia camp list: + torch / sleeping bag / raincoat': {
    lists: { 'Mia camp': ['hat', 'water bottle'], Shopping: ['milk', 'torch batteries'] },
  },
  'shopping list?': {
    lists: { Shopping: ['milk', 'bread', 'coffee pods', 'toilet paper'], 'Cafe supplies': ['napkins'] },
  },
  "Bunnings list: what's on it / heading there now": {
    lists: { Bunnings: ['sandpaper', 'picture hooks', 'potting mix'], Shopping: ['milk', 'bread'] },
  },
  'dishwasher tabs: on the list already?': {
    lists: { Shopping: ['dishwasher tablets', 'rice', 'coffee pods'] },
  },
  "to do: renew business rego / order EFTPOS rolls / email Sam's teacher": {
    todos: ['pay council rates', 'book car service'],
  },
  'done: BAS lodged!!': {
    todos: ['lodge BAS', 'pay water bill', 'sign Mia excursion form'],
  },
  'to-dos?': {
    todos: ['pay council rates', 'order school shoes for Sam', 'call Telstra'],
  },
  'to do: book Leo flu shot / before winter': {
    todos: ['pay water bill', 'order school shoes'],
  },
  'water bill: paid / tick off': {
    todos: ['pay water bill', 'renew business rego', 'call Telstra'],
  },
  'Sam excursion form: signed + in his bag / done': {
    todos: ['sign Sam excursion form', 'book Leo flu shot'],
  },
  "Sat: what's on? / need to sort shop roster": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Birthday party', date: '2026-03-07', time: '14:00', durationMinutes: 120, member: SAM },
      { title: 'Cricket', date: '2026-03-08', time: '08:00', durationMinutes: 180, member: SAM },
    ],
  },
  "Sam / next wk / what's he got on": {
    events: [
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Dentist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Piano lesson', date: '2026-02-26', time: '16:30', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Mia school photos: when?': {
    events: [
      { title: 'School photos', date: '2026-03-12', time: '09:00', durationMinutes: 60, member: MIA },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Thurs 2-4pm: am I free? / sales rep wants to drop in': {
    events: [
      { title: 'School pickup', date: '2026-03-05', time: '15:10', durationMinutes: 20 },
      { title: 'Swimming lessons', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "reminders: what's set atm?": {
    events: [
      { title: 'Accountant', date: '2026-03-09', time: '10:00', durationMinutes: 60 },
      { title: 'Speech therapy', date: '2026-03-10', time: '14:30', durationMinutes: 45, member: LEO },
    ],
    todos: ['pay water bill'],
  },
  "rest of this wk: what's on": {
    events: [
      { title: 'Supplier meeting', date: '2026-03-05', time: '08:00', durationMinutes: 45 },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Markets stall', date: '2026-03-08', time: '06:00', durationMinutes: 480 },
    ],
    todos: ['lodge BAS'],
  },

  // Voice 2
  "can you put Sam's dentist in for Tuesday at 3.45? that's the 10th, right?": {
    events: [
      { title: 'Dentist', date: '2026-03-17', time: '09:00', durationMinutes: 30, member: MIA },
      { title: 'Footy training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Leo's got a hearing test friday at 10.30, can you add it? goes for about an hour I think": {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:00', durationMinutes: 60, member: LEO, weekly: true },
      { title: 'Car service', date: '2026-03-09', time: '08:00', durationMinutes: 180 },
    ],
  },
  "Mia's starting swim squad next Monday at 6am, every Monday. can you put it in with a reminder 30 minutes before?": {
    events: [
      { title: 'Gymnastics', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'school working bee saturday 8 till 12, can you pop that in? this saturday, not next': {
    events: [
      { title: 'Soccer gala day', date: '2026-03-14', time: '09:00', durationMinutes: 180, member: SAM },
      { title: 'Tennis', date: '2026-02-28', time: '13:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "can you set a reminder for 5.15 today to grab Sam's birthday cake from the bakery?": {
    events: [
      { title: "Sam's birthday party", date: '2026-03-07', time: '14:00', durationMinutes: 120, member: SAM },
      { title: 'Footy training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
    lists: { Shopping: ['candles', 'party bags'] },
  },
  "Sam's got a sleepover at Josh's on Saturday, we drop him off at 4. can you add that?": {
    events: [
      { title: 'Tennis', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Birthday party', date: '2026-03-07', time: '11:00', durationMinutes: 120, member: MIA },
    ],
  },
  "dinner at Mum and Dad's next Thursday the 12th, 6.30. can you put that in?": {
    events: [
      { title: 'Dinner with the Hendersons', date: '2026-03-05', time: '18:30', durationMinutes: 150 },
      { title: 'Footy training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "can you move Mia's tennis to 4.45? it was 4.15 but the coach changed it for the whole term": {
    events: [
      { title: 'Tennis', date: '2026-03-03', time: '16:15', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Tennis', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'the plumbers coming friday now instead of thursday, same time. can you move it?': {
    events: [
      { title: 'Plumber', date: '2026-03-05', time: '08:00', durationMinutes: 120 },
      { title: 'Electrician', date: '2026-03-10', time: '10:00', durationMinutes: 60 },
    ],
  },
  "can we push Leo's doctor back half an hour tomorow? they're running behind apparently": {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:00', durationMinutes: 15, member: LEO },
      { title: 'Doctor', date: '2026-03-12', time: '16:00', durationMinutes: 15, member: MIA },
    ],
  },
  "Sam's soccer gala day on Saturday says an hour in the calendar but it's actually 3 hours. can you make it 3 hours?": {
    events: [
      { title: 'Soccer gala day', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Soccer training', date: '2026-02-25', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "can you put a reminder an hour before Mia's orthodontist? that's Monday isn't it?": {
    events: [
      { title: 'Orthodontist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Gymnastics', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'the parent teacher thing on Tuesday, can you rename it to Sam parent teacher interview? so I know which kid its for': {
    events: [
      { title: 'Parent teacher', date: '2026-03-10', time: '16:00', durationMinutes: 15 },
      { title: 'Parent teacher', date: '2026-03-11', time: '16:30', durationMinutes: 15 },
    ],
  },
  "Leo's swimming this Saturday is at the Aquatic Centre, not the usual pool. can you change the location just for this week?": {
    events: [
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true, location: 'Maroubra pool' },
      { title: 'Tennis', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Sam's cricket on Sunday starts at 9 instead of 8, just this Sunday. can you change it?": {
    events: [
      { title: 'Cricket', date: '2026-03-01', time: '08:00', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Brunch with the Lees', date: '2026-03-08', time: '10:00', durationMinutes: 90 },
    ],
  },
  "Mia's not doing gymnastics anymore. can you take all of them off, every week?": {
    events: [
      { title: 'Gymnastics', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Tennis', date: '2026-03-03', time: '16:15', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'can you cancel the car service on Monday? the garage rang, they cant fit us in': {
    events: [
      { title: 'Car service', date: '2026-03-09', time: '08:00', durationMinutes: 180 },
      { title: 'Orthodontist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  "coach says no training for Sam tomorow, the ovals flooded. can you take just tomorrow's off?": {
    events: [
      { title: 'Footy training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball training', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'can you delete the meeting with the bank on Friday? they cancelled on me': {
    events: [
      { title: 'Meeting with the bank', date: '2026-03-06', time: '11:00', durationMinutes: 60 },
      { title: 'Meeting with the accountant', date: '2026-03-06', time: '15:00', durationMinutes: 60 },
    ],
  },
  'did the milk go on the shopping list?': {
    lists: { Shopping: ['milk', 'bread', 'weet-bix'], Hardware: ['screws'] },
  },
  "have we got nappies on the list? don't want to double up": {
    lists: { Shopping: ['wipes', 'formula', 'bananas'] },
  },
  "can you add toothpaste and sunscreen to the shopping? the kids' sunscreen, the pink one": {
    lists: { Shopping: ['milk', 'bread', 'dishwashing liquid'] },
  },
  'got the mince and the pasta, can you tick those off?': {
    lists: { Shopping: ['mince', 'pasta', 'passata', 'parmesan'] },
  },
  "can you take the avocados off the list? we don't need them after all": {
    lists: { Shopping: ['avocados', 'limes', 'tortillas'] },
  },
  "what's on the hardware list? am I missing anything?": {
    lists: { Hardware: ['gutter guard', 'screws', 'hose fitting'], Shopping: ['milk', 'eggs'] },
  },
  "could you put AA batteries on the shopping list? the remote's dead again": {
    lists: { Shopping: ['milk', 'apples'], Hardware: ['light globes'] },
  },
  "do we have any other lists apart from shopping? can't remember what I set up": {
    lists: { Shopping: ['milk', 'bread'], Hardware: ['screws', 'sandpaper'], "Mia's party": ['balloons'] },
  },
  "can you add book Mia's eye test to my to-dos?": {
    todos: ['pay school fees', 'clean the gutters'],
  },
  "add to my to do list: ring the insurance about the car, and renew Leo's library card. got that?": {
    todos: ['pay school fees', 'fix the side gate'],
  },
  "I've paid the school fees, can you mark that one done?": {
    todos: ['pay school fees', 'clean the gutters', "book Mia's eye test"],
  },
  'is the rego still on my to-do list? or did I already tick it off?': {
    todos: ['renew car rego', 'fix the side gate'],
  },
  "can you read me the to-do list? want to make sure nothing's slipped": {
    todos: ['clean the gutters', 'ring the insurance about the car', "renew Leo's library card"],
  },
  "Sam's dentist is still Thursday, yeah? what time again?": {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-19', time: '09:00', durationMinutes: 30, member: MIA },
    ],
  },
  'am I free friday arvo? bloke wants to come look at the car': {
    events: [
      { title: 'Meeting with the bank', date: '2026-03-06', time: '11:00', durationMinutes: 60 },
      { title: 'School pickup', date: '2026-03-06', time: '15:10', durationMinutes: 20 },
    ],
  },
  "is Mia free saturday morning? her friend's asked her over": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Tennis', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'have I got any reminders set up at the moment? just checking they work': {
    events: [
      { title: 'Orthodontist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Car service', date: '2026-03-09', time: '08:00', durationMinutes: 180 },
    ],
  },
  "what time's Leo's swimming on Saturday? is it 9 or 9.30?": {
    events: [
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
};
