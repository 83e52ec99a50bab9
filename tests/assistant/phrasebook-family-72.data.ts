// Phrasebook 72: a careful, polite au pair from Germany; a harried mother of three dictating by voice while driving
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: au pair from Germany, careful English with German-influenced phrasing, polite
  // changes
  p('Hello, the swimming of Sam is moved to Thursday this week, same time. Can you please change it?', 'updateEvent', {
    target: { words: 'swimming', member: SAM },
    changes: { date: '2026-03-05' },
  }),
  p("Mia's piano is now at half past four instead of four o'clock. Please change it in the calendar.", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '16:30' },
  }),
  p('The dentist for Leo on Friday is 30 minutes later, the Praxis called me this morning.', 'updateEvent', {
    target: { words: 'dentist', member: LEO, date: '2026-03-06' },
    changes: { shiftMinutes: 30 },
  }),
  p("Sam's friend's birthday party on Saturday goes one hour longer, the mother told me. Could you change this please?", 'updateEvent', {
    target: { words: 'party', member: SAM },
    changes: { lengthenMinutes: 60 },
  }),
  p('Football training from Sam is on another field now, at Centennial Park. Please put this as the new place.', 'updateEvent', {
    target: { words: 'football', member: SAM },
    changes: { location: 'Centennial Park' },
  }),
  p("Please rename 'Kinder Turnen' to 'Gymnastics', the other parents do not understand the German word.", 'updateEvent', {
    target: { words: 'turnen' },
    changes: { title: 'Gymnastics' },
  }),
  p('The parents evening at school is moved from Tuesday to Wednesday next week. The time stays the same.', 'updateEvent', {
    target: { words: 'parent' },
    changes: { date: '2026-03-11' },
  }),
  p("Mia's tennis on Tuesday begins a quarter hour earlier, so at quarter to four.", 'updateEvent', {
    target: { words: 'tennis', member: MIA, date: '2026-03-10' },
    changes: { time: '15:45' },
  }),
  p("Emma's mother asked if the playdate with Leo can be on Sunday instead of Saturday. I said yes, so please change it.", 'updateEvent', {
    target: { words: 'playdate', member: LEO },
    changes: { date: '2026-03-08' },
  }),
  p('The doctor appointment for Mia tomorrow is only 20 minutes now, not one hour. It is just a quick check.', 'updateEvent', {
    target: { words: 'doctor', member: MIA },
    changes: { durationMinutes: 20 },
  }),
  // cancels
  p('There is no ballet for Mia this Saturday, the teacher is sick.', 'cancelEvent', {
    target: { words: 'ballet', member: MIA, fromDate: '2026-03-07' },
    series: false,
  }),
  p('Sam does not want to go to chess club any more, so we stop it. Please take it out of the calendar, all the dates.', 'cancelEvent', {
    target: { words: 'chess', member: SAM },
    series: true,
  }),
  p('Please cancel the appointment at the hairdresser tomorrow, I will make a new one later.', 'cancelEvent', {
    target: { words: 'hairdresser', fromDate: '2026-03-05' },
    series: false,
  }),
  p("Leo's swimming on Monday does not take place because the pool is closed for repairs.", 'cancelEvent', {
    target: { words: 'swimming', member: LEO, fromDate: '2026-03-09' },
    series: false,
  }),
  p('The playgroup on Thursday mornings does not happen anymore, the organisers have stopped it. You can delete it completely.', 'cancelEvent', {
    target: { words: 'playgroup' },
    series: true,
  }),
  // new events
  p('Mia is invited to a birthday party on Saturday from 2 until 5. Please put it in the calendar.', 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 180,
  }),
  p('Sam has from next week on every Monday a drum lesson at half past four.', 'createEvent', {
    title: 'drum',
    member: SAM,
    date: '2026-03-09',
    time: '16:30',
    recurrence: 'weekly',
  }),
  p('Please add: Leo to the paediatrician, Tuesday the 10th of March at 9:15.', 'createEvent', {
    title: 'paediatrician',
    member: LEO,
    date: '2026-03-10',
    time: '09:15',
  }),
  p('I have my German course every Tuesday and Thursday in the evening at 7, from next week on. Can you put it in, please?', 'createEvent', {
    title: 'German',
    date: '2026-03-10',
    time: '19:00',
    recurrence: 'weekly',
    alsoWeekdays: [4],
  }),
  p("Sam's class has an excursion to the zoo on Friday, the whole day.", 'createEvent', {
    title: 'excursion',
    date: '2026-03-06',
    allDay: true,
  }),
  p("Mia has a sleepover at Charlotte's on Saturday. I bring her there at 5pm.", 'createEvent', {
    title: 'sleepover',
    member: MIA,
    date: '2026-03-07',
    time: '17:00',
  }),
  p('Sam gets an award at the school assembly next Wednesday at 9.30am. Please write it in the calendar and remind me one day before.', 'createEvent', {
    title: 'assembly',
    member: SAM,
    date: '2026-03-11',
    time: '09:30',
    reminderMinutes: 1440,
  }),
  p('Dinner with the grandparents on Sunday at 6, for the whole family.', 'createEvent', {
    title: 'dinner',
    date: '2026-03-08',
    time: '18:00',
  }),
  // reminders
  p('Can you please remind me tomorrow at 7:15 to give Leo his medicine?', 'createEvent', {
    title: 'medicine',
    date: '2026-03-05',
    time: '07:15',
    reminderMinutes: 0,
  }),
  p("For Sam's dentist on Monday I would like a reminder two hours before, please.", 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { reminderMinutes: 120 },
  }),
  p("Please remind me to buy a present for Mia's friend.", 'addTodo', { tasks: ['present'], reminder: true }),
  p("Remind me 30 minutes before Mia's ballet on Saturday, please, so that we are not late again.", 'updateEvent', {
    target: { words: 'ballet', member: MIA, date: '2026-03-07' },
    changes: { reminderMinutes: 30 },
  }),
  // lists
  p('Please put on the shopping list: Quark, rye bread and two cucumbers.', 'addListItems', { items: ['quark', 'rye bread', 'cucumber'] }),
  p('I bought the nappies and the wipes, you can tick them off.', 'tickListItems', { items: ['nappies', 'wipes'], remove: false }),
  p('Is there already toothpaste on the shopping list?', 'showList', { check: ['toothpaste'] }),
  p('Please take the sausages away from the barbecue list, on Sunday everybody eats vegetarian.', 'tickListItems', {
    list: 'barbecue',
    items: ['sausages'],
    remove: true,
  }),
  // questions
  p("Until when is Sam's football training tomorrow? I must know when to pick him up.", 'findEvent', { words: 'football', member: SAM }),
  p('What is on the plan for the children this weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("Are we free on Sunday afternoon? Mia's friend would like to visit.", 'freeBusy', { date: '2026-03-08' }),
  // to-dos
  p("On my to-do list please: wash the football uniform, and call the library about Mia's book.", 'addTodo', {
    tasks: ['football uniform', 'library'],
  }),
  p('I have done the thing with the library, you can mark it as done.', 'completeTodo'),
  p('What is still open on my to-do list?', 'listTodos'),

  // Voice 2: harried mother of three, dictating by voice while driving (no punctuation, run-ons, speech-to-text slips)
  // changes
  p("okay so mere's netball is saturday now instead of friday canyou fix that", 'updateEvent', {
    target: { words: 'netball' },
    changes: { date: '2026-03-07' },
  }),
  p('sams dentist tomorrow is now at for p.m. not three', 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { time: '16:00' },
  }),
  p('push leos daycare pickup back half an hour today im stuck on the m5', 'updateEvent', {
    target: { words: 'daycare', member: LEO },
    changes: { shiftMinutes: 30 },
  }),
  p('soccer game saturday starts an hour earlier they changed the draw canyou move it', 'updateEvent', {
    target: { words: 'soccer', date: '2026-03-07' },
    changes: { shiftMinutes: -60 },
  }),
  p('change mere piano to wednesdays from next week same time', 'updateEvent', {
    target: { words: 'piano' },
    changes: { date: '2026-03-11' },
  }),
  p('school disco got moved its on the 13th now not this friday', 'updateEvent', {
    target: { words: 'disco' },
    changes: { date: '2026-03-13' },
  }),
  p('rename the thing tuesday arvo from meeting to parent teacher interview', 'updateEvent', {
    target: { words: 'meeting', date: '2026-03-10' },
    changes: { title: 'interview' },
  }),
  p('sams physio on monday is going 15 minutes longer add that on', 'updateEvent', {
    target: { words: 'physio', member: SAM, date: '2026-03-09' },
    changes: { lengthenMinutes: 15 },
  }),
  p('soccer training for sam is at the indoor centre this week not the oval', 'updateEvent', {
    target: { words: 'soccer', member: SAM },
    changes: { location: 'indoor centre' },
  }),
  p('orthodontist rang mias appointment is moved to monday the 9th same time', 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { date: '2026-03-09' },
  }),
  // cancels
  p("no piano this week mere's teacher is away", 'cancelEvent', { target: { words: 'piano' }, series: false }),
  p('cancel the playdate at the park tomorrow its meant to bucket down', 'cancelEvent', {
    target: { words: 'playdate', fromDate: '2026-03-05' },
    series: false,
  }),
  p('no more gymnastics for sam hes quit take them all out', 'cancelEvent', { target: { words: 'gymnastics', member: SAM }, series: true }),
  p('no daycare for leo on friday the centres closed take it off', 'cancelEvent', {
    target: { words: 'daycare', member: LEO, fromDate: '2026-03-06' },
    series: false,
  }),
  p('drop the tutoring on tuesdays were done with it for good', 'cancelEvent', { target: { words: 'tutoring' }, series: true }),
  // new events
  p("mere's got a party saturday at 2 at the trampoline place", 'createEvent', { title: 'party', date: '2026-03-07', time: '14:00' }),
  p('add dentist two Sam tuesday 3 45', 'createEvent', { title: 'dentist', member: SAM, date: '2026-03-10', time: '15:45' }),
  p('swimming for leo every saturday 8 30 starting this weekend', 'createEvent', {
    title: 'swimming',
    member: LEO,
    date: '2026-03-07',
    time: '08:30',
    recurrence: 'weekly',
  }),
  p('put in work drinks thursday 6 till 8', 'createEvent', { title: 'drinks', date: '2026-03-05', time: '18:00', durationMinutes: 120 }),
  p("Sam's got cricket trials next monday for p.m.", 'createEvent', { title: 'cricket', member: SAM, date: '2026-03-09', time: '16:00' }),
  p("school photos friday morning 9 o'clock both kids mere and sam", 'createEvent', { title: 'photo', date: '2026-03-06', time: '09:00' }),
  p('mias got guitar every wednesday at 5 from next week remind me an hour before each time', 'createEvent', {
    title: 'guitar',
    member: MIA,
    date: '2026-03-11',
    time: '17:00',
    recurrence: 'weekly',
    reminderMinutes: 60,
  }),
  p('vet for the dog saturday 11am', 'createEvent', { title: 'vet', date: '2026-03-07', time: '11:00' }),
  // reminders
  p('remind me at 3 to ring the school about the excursion form', 'createEvent', {
    title: 'school',
    date: '2026-03-04',
    time: '15:00',
    reminderMinutes: 0,
  }),
  p('remind me a day before sams dentist', 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { reminderMinutes: 1440 } }),
  p("put a reminder on mere's swimming carnival 2 hours before i need to pack her bag", 'updateEvent', {
    target: { words: 'carnival' },
    changes: { reminderMinutes: 120 },
  }),
  p('remind me to grab the dry cleaning tomorrowmorning at 8', 'createEvent', {
    title: 'dry cleaning',
    date: '2026-03-05',
    time: '08:00',
    reminderMinutes: 0,
  }),
  // lists
  p('add bread milk nappies and the good coffee to shopping', 'addListItems', { items: ['bread', 'milk', 'nappies', 'coffee'] }),
  p('take the strawberries off the shopping list theyre way too dear', 'tickListItems', { items: ['strawberries'], remove: true }),
  p('got the yoghurt and bananas tickthem off', 'tickListItems', { items: ['yoghurt', 'bananas'], remove: false }),
  p('whats on the shopping list im at coles now', 'showList'),
  p('add sunscreen hats and the spare goggles to the school camp list', 'addListItems', {
    list: 'school camp',
    items: ['sunscreen', 'hats', 'goggles'],
  }),
  // questions
  p('whats on tomorrow for everyone', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('when is leos vaccination again', 'findEvent', { words: 'vaccination', member: LEO }),
  p('am i free friday between 1 and 3', 'freeBusy', { date: '2026-03-06', fromTime: '13:00', toTime: '15:00' }),
  // to-dos
  p('to do list pay the car rego and book sams haircut', 'addTodo', { tasks: ['rego', 'haircut'] }),
  p('done the permission slip tick it off my to dos', 'completeTodo'),
  p('read me my to do list', 'listTodos'),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'Hello, the swimming of Sam is moved to Thursday this week, same time. Can you please change it?': {
    events: [
      { title: 'Swimming lessons', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', member: MIA, weekly: true },
    ],
  },
  "Mia's piano is now at half past four instead of four o'clock. Please change it in the calendar.": {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Football training', date: '2026-03-03', time: '16:30', member: SAM, weekly: true },
    ],
  },
  'The dentist for Leo on Friday is 30 minutes later, the Praxis called me this morning.': {
    events: [
      { title: 'Dentist check-up', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-09', time: '15:30', member: SAM },
    ],
  },
  "Sam's friend's birthday party on Saturday goes one hour longer, the mother told me. Could you change this please?": {
    events: [
      { title: "Noah's birthday party", date: '2026-03-07', time: '15:00', durationMinutes: 120, member: SAM },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', member: MIA, weekly: true },
    ],
  },
  'Football training from Sam is on another field now, at Centennial Park. Please put this as the new place.': {
    events: [{ title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 90, member: SAM, weekly: true, location: 'Heffron Park' }],
  },
  "Please rename 'Kinder Turnen' to 'Gymnastics', the other parents do not understand the German word.": {
    events: [
      { title: 'Kinder Turnen', date: '2026-02-26', time: '09:30', durationMinutes: 45, member: LEO, weekly: true },
      { title: 'Playgroup', date: '2026-02-26', time: '11:00', member: LEO, weekly: true },
    ],
  },
  'The parents evening at school is moved from Tuesday to Wednesday next week. The time stays the same.': {
    events: [
      { title: 'Parents evening', date: '2026-03-10', time: '18:00', durationMinutes: 90 },
      { title: 'Tennis', date: '2026-03-03', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "Mia's tennis on Tuesday begins a quarter hour earlier, so at quarter to four.": {
    events: [
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Football training', date: '2026-03-03', time: '16:30', member: SAM, weekly: true },
    ],
  },
  "Emma's mother asked if the playdate with Leo can be on Sunday instead of Saturday. I said yes, so please change it.": {
    events: [{ title: 'Playdate with Emma', date: '2026-03-07', time: '10:00', durationMinutes: 120, member: LEO }],
  },
  'The doctor appointment for Mia tomorrow is only 20 minutes now, not one hour. It is just a quick check.': {
    events: [
      { title: 'Doctor check-up', date: '2026-03-05', time: '11:00', durationMinutes: 60, member: MIA },
      { title: 'Kinder Turnen', date: '2026-02-26', time: '09:30', member: LEO, weekly: true },
    ],
  },
  'There is no ballet for Mia this Saturday, the teacher is sick.': {
    events: [{ title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true }],
  },
  'Sam does not want to go to chess club any more, so we stop it. Please take it out of the calendar, all the dates.': {
    events: [
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', member: MIA, weekly: true },
    ],
  },
  'Please cancel the appointment at the hairdresser tomorrow, I will make a new one later.': {
    events: [
      { title: 'Hairdresser', date: '2026-03-05', time: '10:00', durationMinutes: 45 },
      { title: 'Doctor check-up', date: '2026-03-05', time: '11:00', member: MIA },
    ],
  },
  "Leo's swimming on Monday does not take place because the pool is closed for repairs.": {
    events: [
      { title: 'Toddler swimming', date: '2026-03-02', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-27', time: '16:00', member: SAM, weekly: true },
    ],
  },
  'The playgroup on Thursday mornings does not happen anymore, the organisers have stopped it. You can delete it completely.': {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '10:00', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Kinder Turnen', date: '2026-02-26', time: '09:30', member: LEO, weekly: true },
    ],
  },
  "For Sam's dentist on Monday I would like a reminder two hours before, please.": {
    events: [{ title: 'Dentist', date: '2026-03-09', time: '15:30', durationMinutes: 30, member: SAM }],
  },
  "Remind me 30 minutes before Mia's ballet on Saturday, please, so that we are not late again.": {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Playdate with Emma', date: '2026-03-07', time: '10:00', member: LEO },
    ],
  },
  'I bought the nappies and the wipes, you can tick them off.': {
    lists: { Shopping: ['nappies', 'wipes', 'bananas', 'milk'] },
  },
  'Is there already toothpaste on the shopping list?': {
    lists: { Shopping: ['milk', 'apples', 'toothpaste', 'rice'] },
  },
  'Please take the sausages away from the barbecue list, on Sunday everybody eats vegetarian.': {
    lists: { Barbecue: ['sausages', 'bread rolls', 'corn', 'halloumi'], Shopping: ['milk', 'eggs'] },
  },
  "Until when is Sam's football training tomorrow? I must know when to pick him up.": {
    events: [
      { title: 'Football training', date: '2026-03-05', time: '16:00', durationMinutes: 90, member: SAM },
      { title: 'Doctor check-up', date: '2026-03-05', time: '11:00', member: MIA },
    ],
  },
  'I have done the thing with the library, you can mark it as done.': {
    todos: ["call the library about Mia's book", 'wash the football uniform', 'buy stamps'],
  },
  'What is still open on my to-do list?': {
    todos: ['wash the football uniform', 'buy stamps'],
  },

  // Voice 2
  "okay so mere's netball is saturday now instead of friday canyou fix that": {
    events: [
      { title: 'Netball', date: '2026-03-06', time: '17:00', durationMinutes: 60, member: MIA },
      { title: 'Swimming', date: '2026-02-27', time: '16:00', member: SAM, weekly: true },
    ],
  },
  'sams dentist tomorrow is now at for p.m. not three': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Swim lesson', date: '2026-02-26', time: '09:30', member: LEO, weekly: true },
    ],
  },
  'push leos daycare pickup back half an hour today im stuck on the m5': {
    events: [{ title: 'Daycare pickup', date: '2026-02-25', time: '16:30', durationMinutes: 15, member: LEO, weekly: true }],
  },
  'soccer game saturday starts an hour earlier they changed the draw canyou move it': {
    events: [
      { title: 'Soccer game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Netball', date: '2026-03-07', time: '11:00', member: MIA },
    ],
  },
  'change mere piano to wednesdays from next week same time': {
    events: [{ title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true }],
  },
  'school disco got moved its on the 13th now not this friday': {
    events: [{ title: 'School disco', date: '2026-03-06', time: '18:00', durationMinutes: 120 }],
  },
  'rename the thing tuesday arvo from meeting to parent teacher interview': {
    events: [
      { title: 'Meeting', date: '2026-03-10', time: '15:30', durationMinutes: 30 },
      { title: 'Tutoring', date: '2026-03-03', time: '17:00', member: MIA, weekly: true },
    ],
  },
  'sams physio on monday is going 15 minutes longer add that on': {
    events: [{ title: 'Physio', date: '2026-03-09', time: '16:00', durationMinutes: 45, member: SAM }],
  },
  'soccer training for sam is at the indoor centre this week not the oval': {
    events: [{ title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true, location: 'Coogee Oval' }],
  },
  'orthodontist rang mias appointment is moved to monday the 9th same time': {
    events: [
      { title: 'Orthodontist', date: '2026-03-06', time: '15:45', durationMinutes: 30, member: MIA },
      { title: 'Physio', date: '2026-03-09', time: '16:00', member: SAM },
    ],
  },
  "no piano this week mere's teacher is away": {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Gymnastics', date: '2026-03-05', time: '16:00', member: SAM, weekly: true },
    ],
  },
  'cancel the playdate at the park tomorrow its meant to bucket down': {
    events: [
      { title: 'Playdate at the park with the Nguyens', date: '2026-03-05', time: '15:30', durationMinutes: 90, member: LEO },
      { title: 'Dentist', date: '2026-03-05', time: '15:00', member: SAM },
    ],
  },
  'no more gymnastics for sam hes quit take them all out': {
    events: [
      { title: 'Gymnastics', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', member: MIA, weekly: true },
    ],
  },
  'no daycare for leo on friday the centres closed take it off': {
    events: [{ title: 'Daycare', date: '2026-02-27', time: '08:00', durationMinutes: 540, member: LEO, weekly: true }],
  },
  'drop the tutoring on tuesdays were done with it for good': {
    events: [
      { title: 'Tutoring', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', member: SAM, weekly: true },
    ],
  },
  'remind me a day before sams dentist': {
    events: [{ title: 'Dentist', date: '2026-03-10', time: '15:45', durationMinutes: 30, member: SAM }],
  },
  "put a reminder on mere's swimming carnival 2 hours before i need to pack her bag": {
    events: [
      { title: 'Swimming carnival', date: '2026-03-06', time: '09:00', durationMinutes: 360, member: MIA },
      { title: 'School photos', date: '2026-03-06', time: '09:00' },
    ],
  },
  'take the strawberries off the shopping list theyre way too dear': {
    lists: { Shopping: ['strawberries', 'milk', 'yoghurt', 'weetbix'] },
  },
  'got the yoghurt and bananas tickthem off': {
    lists: { Shopping: ['yoghurt', 'bananas', 'bread', 'dishwasher tablets'] },
  },
  'whats on the shopping list im at coles now': {
    lists: { Shopping: ['milk', 'bread', 'nappies', 'coffee', 'dishwasher tablets'], 'School camp': ['sleeping bag'] },
  },
  'when is leos vaccination again': {
    events: [
      { title: 'Vaccination', date: '2026-03-12', time: '10:30', durationMinutes: 15, member: LEO },
      { title: 'Daycare', date: '2026-02-27', time: '08:00', member: LEO, weekly: true },
    ],
  },
  'done the permission slip tick it off my to dos': {
    todos: ['sign the permission slip', 'pay car rego', "book sam's haircut"],
  },
  'read me my to do list': {
    todos: ['pay car rego', "book sam's haircut"],
  },
};
