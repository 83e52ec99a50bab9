// Phrasebook 77: an American military-spouse mother (military time, PCS/TDY/FRG, 'roger', 'copy that'); a Vietnamese-Australian mother writing English as her second language
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: American military-spouse mother (military time, PCS/TDY/FRG acronyms, 'roger', 'copy that')
  // new events
  p("Sam's got his well-child check at the clinic Monday 0930, pls put it on the calendar", 'createEvent', {
    title: 'check',
    member: SAM,
    date: '2026-03-09',
    time: '09:30',
  }),
  p('Mia signed up for soccer. Practice is every Tuesday 1630-1800 starting next week, add it pls', 'createEvent', {
    title: 'soccer',
    member: MIA,
    date: '2026-03-10',
    time: '16:30',
    durationMinutes: 90,
    recurrence: 'weekly',
  }),
  p('FRG meeting Thurs 1900 at the community center. Remind me 2 hrs prior so I can line up a sitter', 'createEvent', {
    title: 'frg',
    date: '2026-03-05',
    time: '19:00',
    reminderMinutes: 120,
  }),
  p("Dan's TDY got extended AGAIN 🙄 new return is Sat. Add airport pickup Sat 2215", 'createEvent', { title: 'airport', date: '2026-03-07', time: '22:15' }),
  p('Leo dentist March 12th @ 1015', 'createEvent', { title: 'dentist', member: LEO, date: '2026-03-12', time: '10:15' }),
  p('Date night w/ Dan Fri 1830-2100. Sitter is locked in 👍', 'createEvent', { title: 'date night', date: '2026-03-06', time: '18:30', durationMinutes: 150 }),
  p('Sam joined Cub Scouts!! Every Wed at 1800, first one is next week', 'createEvent', {
    title: 'scouts',
    member: SAM,
    date: '2026-03-11',
    time: '18:00',
    recurrence: 'weekly',
  }),
  p('Remind me at 1700 to call the TRICARE office back', 'createEvent', { title: 'tricare', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  // changes
  p("Heads up, ortho called. Mia's appt tmrw is 1545 now, same place", 'updateEvent', { target: { words: 'ortho', member: MIA }, changes: { time: '15:45' } }),
  p("Copy that on the pool schedule. Sam's swim is Thursday this week instead of Friday, same time", 'updateEvent', {
    target: { words: 'swim', member: SAM },
    changes: { date: '2026-03-05' },
  }),
  p('Move the car inspection from Monday to Tues 0800, Dan needs the truck Monday', 'updateEvent', {
    target: { words: 'inspection' },
    changes: { date: '2026-03-10', time: '08:00' },
  }),
  p("Change 'Coffee w/ Jen' to 'Coffee w/ Jen & Marisol', she's tagging along", 'updateEvent', { target: { words: 'coffee' }, changes: { title: 'marisol' } }),
  p("Leo's speech eval is 90 min not 60, can you fix", 'updateEvent', { target: { words: 'speech', member: LEO }, changes: { durationMinutes: 90 } }),
  p("Set a reminder 1 hr before Mia's dentist tmrw, she WILL try to get out of it lol", 'updateEvent', {
    target: { words: 'dentist', member: MIA },
    changes: { reminderMinutes: 60 },
  }),
  p('PTA mtg Thurs got moved to the chapel annex, not the school library anymore', 'updateEvent', {
    target: { words: 'pta' },
    changes: { location: 'chapel annex' },
  }),
  p("Sam's tee ball game Sat got pushed back 30 min, the field's double booked", 'updateEvent', {
    target: { words: 'tee ball', member: SAM },
    changes: { shiftMinutes: 30 },
  }),
  // cancels
  p("Leo's running a fever so he's out for playgroup tmrw, cancel that one", 'cancelEvent', {
    target: { words: 'playgroup', member: LEO, fromDate: '2026-03-05' },
    series: false,
  }),
  p("We PCS end of the month so go ahead and kill Mia's gymnastics, all of them", 'cancelEvent', {
    target: { words: 'gymnastics', member: MIA },
    series: true,
  }),
  p('Hair appt Fri is a no-go, scrap it', 'cancelEvent', { target: { words: 'hair', fromDate: '2026-03-06' } }),
  p('Negative on the squadron BBQ Sunday, it got canceled. Delete pls', 'cancelEvent', { target: { words: 'bbq', fromDate: '2026-03-08' } }),
  // lists
  p('Add to shoping: diapers (size 5), wipes, goldfish crackers, string cheese', 'addListItems', { items: ['diapers', 'wipes', 'goldfish', 'string cheese'] }),
  p('Roger, got the ground beef + tortillas, check em off', 'tickListItems', { items: ['ground beef', 'tortillas'], remove: false }),
  p('Is ranch on the list?', 'showList', { check: ['ranch'] }),
  p('Take coffee creamer off the list, found 2 in the garage fridge', 'tickListItems', { items: ['creamer'], remove: true }),
  p('Add sunscreen and bug spray to the Camping list', 'addListItems', { list: 'camping', items: ['sunscreen', 'bug spray'] }),
  p("Headed to Woolies bc the closest commissary is a whole ocean away lol. What's on the list?", 'showList'),
  p('Moving list: add packing tape and sharpies', 'addListItems', { list: 'moving', items: ['packing tape', 'sharpies'] }),
  // to-dos
  p('To-do: call TMO re household goods pickup date', 'addTodo', { tasks: ['tmo'] }),
  p("Add to my to-dos: update DEERS for Leo, renew Mia's ID card", 'addTodo', { tasks: ['deers', 'id card'] }),
  p('Housing office paperwork = DONE. Check it off', 'completeTodo', { text: 'housing' }),
  p('Gimme a sitrep on my to-do list', 'listTodos'),
  p('Finally got the POA notarized, mark that one done ✅', 'completeTodo', { text: 'poa' }),
  // questions
  p("What's on tmrw? Need to plan around Dan's duty day", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("When's Sam's next swim lesson?", 'findEvent', { words: 'swim', member: SAM }),
  p('Am I free Fri 1300-1500? Spouses club wants to do coffee', 'freeBusy', { date: '2026-03-06', fromTime: '13:00', toTime: '15:00' }),
  p('What reminders do I have set rn?', 'listReminders'),
  p("What's Leo got going on this week?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p("When's the FRG meeting again?", 'findEvent', { words: 'frg' }),
  // Voice 2: Vietnamese-Australian mother, English as second language (tense and plural slips, 'please help me', 'ok ah')
  // new events
  p('Please help me put Leo vaccination on Tuesday 10th, 9.30 in the morning', 'createEvent', {
    title: 'vaccination',
    member: LEO,
    date: '2026-03-10',
    time: '09:30',
  }),
  p('Sam have Vietnamese class every Saturday 9am, start this week. Please add ok ah', 'createEvent', {
    title: 'vietnamese',
    member: SAM,
    date: '2026-03-07',
    time: '09:00',
    recurrence: 'weekly',
  }),
  p('Mia friend have birthday party Sunday 1pm to 4pm at Bankstown, she is invite. Please put in calendar', 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-08',
    time: '13:00',
    durationMinutes: 180,
  }),
  p('Tommorow 6pm we go dinner at my sister house, please remind me 1 hour before', 'createEvent', {
    title: 'dinner',
    date: '2026-03-05',
    time: '18:00',
    reminderMinutes: 60,
  }),
  p('Please remind me 4pm today take out the pork from freezer', 'createEvent', { title: 'pork', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p('Leo have swimming lesson every Monday 10am start next week, only 30 minute', 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-09',
    time: '10:00',
    durationMinutes: 30,
    recurrence: 'weekly',
  }),
  p('Add parent teacher meeting for Sam, Thurday 3.30pm pls', 'createEvent', { title: 'parent teacher', member: SAM, date: '2026-03-05', time: '15:30' }),
  // changes
  p('Sam dentist tomorrow is change to 4pm, the clinic call me this morning', 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { time: '16:00' },
  }),
  p('Mia maths tutor on Friday move to Saturday 10am, please help me', 'updateEvent', {
    target: { words: 'tutor', member: MIA },
    changes: { date: '2026-03-07', time: '10:00' },
  }),
  p('Sorry, Leo doctor is on Monday not Friday, I put wrong day before', 'updateEvent', {
    target: { words: 'doctor', member: LEO },
    changes: { date: '2026-03-09' },
  }),
  p('Grandma visit is Sunday now, not Saturday. She come by train, please change', 'updateEvent', {
    target: { words: 'grandma' },
    changes: { date: '2026-03-08' },
  }),
  p('Sam football training now at Bankstown Oval ok ah, the school field is close for fixing', 'updateEvent', {
    target: { words: 'football', member: SAM },
    changes: { location: 'Bankstown Oval' },
  }),
  p('Please make Mia piano lesson 45 minute, not 30 minute anymore', 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { durationMinutes: 45 },
  }),
  p('Remind me 30 min before Leo swimming on Monday please, I always forget bring the towel', 'updateEvent', {
    target: { words: 'swim', member: LEO },
    changes: { reminderMinutes: 30 },
  }),
  // cancels
  p('Mia cannot go drama class this Thursday, she have school camp. Please cancel only this one', 'cancelEvent', {
    target: { words: 'drama', member: MIA, fromDate: '2026-03-05' },
    series: false,
  }),
  p('Sam stop karate already, he dont like it. Delete all the karate please', 'cancelEvent', { target: { words: 'karate', member: SAM }, series: true }),
  p('Cancel the haircut tommorow 11am for me please', 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-05' } }),
  p('Today 5pm meeting with the builder is cancel, please delete it', 'cancelEvent', { target: { words: 'builder', fromDate: '2026-03-04' } }),
  // lists
  p('Please add rice noodle, fish sauce, bean sprout and 2 bag rice to shopping list', 'addListItems', {
    items: ['noodle', 'fish sauce', 'bean sprout', 'rice'],
  }),
  p('I buy milk and bread already, tick them', 'tickListItems', { items: ['milk', 'bread'], remove: false }),
  p('Egg is on shopping list already or not ah?', 'showList', { check: ['egg'] }),
  p('Please remove chicken wing from the list, my husband buy it yesterday', 'tickListItems', { items: ['chicken wing'] }),
  p('What on the shopping list now? I am at Bankstown market', 'showList'),
  p('Please put on Mia birthday list: balloon, candle and paper plate', 'addListItems', { list: 'birthday', items: ['balloon', 'candle', 'paper plate'] }),
  p('Add toilet paper please, nearly run out', 'addListItems', { items: ['toilet paper'] }),
  p('Take off the coriander, my neighbour give me a lot from her garden', 'tickListItems', { items: ['coriander'], remove: true }),
  // to-dos
  p('Please add to my to do list: pay water bill and book Leo haircut', 'addTodo', { tasks: ['water bill', 'haircut'] }),
  p('I pay the water bill already, you can tick off', 'completeTodo', { text: 'water bill' }),
  p('What I still need to do? Show my to do list please', 'listTodos'),
  p('To do: buy new school shoe for Sam, his one is broken', 'addTodo', { tasks: ['school shoe'] }),
  p('Medicare form for Mia done already, I send it yesterday', 'completeTodo', { text: 'medicare' }),
  p('Remind me call Centrelink about the payment', 'addTodo', { tasks: ['centrelink'] }),
  // questions
  p('What we have on Saturday? I want to take the kids go Cabramatta', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('When is Mia school photo day?', 'findEvent', { words: 'photo', member: MIA }),
  p('Sunday afternoon we free or not? My auntie want to come visit', 'freeBusy', { date: '2026-03-08' }),
  p('Please help me check what reminder I have', 'listReminders'),
  p('Sam next week have what activity? ok ah', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1: American military-spouse mother (military time, PCS/TDY/FRG acronyms, 'roger', 'copy that')
  // new events
  "Sam's got his well-child check at the clinic Monday 0930, pls put it on the calendar": {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  'Mia signed up for soccer. Practice is every Tuesday 1630-1800 starting next week, add it pls': {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Tee ball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'FRG meeting Thurs 1900 at the community center. Remind me 2 hrs prior so I can line up a sitter': {
    events: [
      { title: 'Orthodontist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Spouses club coffee', date: '2026-03-06', time: '10:00', durationMinutes: 90 },
    ],
  },
  "Dan's TDY got extended AGAIN 🙄 new return is Sat. Add airport pickup Sat 2215": {
    events: [
      { title: 'Tee ball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Date night', date: '2026-03-06', time: '18:30', durationMinutes: 150 },
    ],
  },
  'Leo dentist March 12th @ 1015': {
    events: [
      { title: 'Dentist', date: '2026-03-10', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'Date night w/ Dan Fri 1830-2100. Sitter is locked in 👍': {
    events: [
      { title: 'Spouses club coffee', date: '2026-03-06', time: '10:00', durationMinutes: 90 },
      { title: 'Tee ball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
    ],
  },
  'Sam joined Cub Scouts!! Every Wed at 1800, first one is next week': {
    events: [
      { title: 'Swim lesson', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Remind me at 1700 to call the TRICARE office back': {
    events: [{ title: 'Swim lesson', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true }],
    todos: ['order name tapes for Dan', 'schedule vet for Rocky'],
  },
  // changes
  "Heads up, ortho called. Mia's appt tmrw is 1545 now, same place": {
    events: [
      { title: 'Orthodontist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-10', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  "Copy that on the pool schedule. Sam's swim is Thursday this week instead of Friday, same time": {
    events: [
      { title: 'Swim lesson', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'Move the car inspection from Monday to Tues 0800, Dan needs the truck Monday': {
    events: [
      { title: 'Car inspection', date: '2026-03-09', time: '10:00', durationMinutes: 60 },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Change 'Coffee w/ Jen' to 'Coffee w/ Jen & Marisol', she's tagging along": {
    events: [
      { title: 'Coffee w/ Jen', date: '2026-03-06', time: '10:00', durationMinutes: 60 },
      { title: 'Spouses club meeting', date: '2026-03-10', time: '19:00', durationMinutes: 90 },
    ],
  },
  "Leo's speech eval is 90 min not 60, can you fix": {
    events: [
      { title: 'Speech eval', date: '2026-03-09', time: '09:00', durationMinutes: 60, member: LEO },
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  "Set a reminder 1 hr before Mia's dentist tmrw, she WILL try to get out of it lol": {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '14:30', durationMinutes: 30, member: MIA },
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'PTA mtg Thurs got moved to the chapel annex, not the school library anymore': {
    events: [
      { title: 'PTA meeting', date: '2026-03-05', time: '18:30', durationMinutes: 60, location: 'School library' },
      { title: 'FRG meeting', date: '2026-03-12', time: '19:00', durationMinutes: 90 },
    ],
  },
  "Sam's tee ball game Sat got pushed back 30 min, the field's double booked": {
    events: [
      { title: 'Tee ball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Swim lesson', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  // cancels
  "Leo's running a fever so he's out for playgroup tmrw, cancel that one": {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Speech eval', date: '2026-03-09', time: '09:00', durationMinutes: 60, member: LEO },
    ],
  },
  "We PCS end of the month so go ahead and kill Mia's gymnastics, all of them": {
    events: [
      { title: 'Gymnastics', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Hair appt Fri is a no-go, scrap it': {
    events: [
      { title: 'Hair appt', date: '2026-03-06', time: '11:00', durationMinutes: 60 },
      { title: 'Date night', date: '2026-03-06', time: '18:30', durationMinutes: 150 },
    ],
  },
  'Negative on the squadron BBQ Sunday, it got canceled. Delete pls': {
    events: [
      { title: 'Squadron BBQ', date: '2026-03-08', time: '12:00', durationMinutes: 180 },
      { title: 'Chapel', date: '2026-03-01', time: '09:00', durationMinutes: 60, weekly: true },
    ],
  },
  // lists
  'Add to shoping: diapers (size 5), wipes, goldfish crackers, string cheese': { lists: { Shopping: ['milk', 'bananas', 'coffee creamer'] } },
  'Roger, got the ground beef + tortillas, check em off': { lists: { Shopping: ['ground beef', 'tortillas', 'sour cream', 'ranch'] } },
  'Is ranch on the list?': { lists: { Shopping: ['ranch', 'milk', 'paper towels'], Camping: ['lantern'] } },
  'Take coffee creamer off the list, found 2 in the garage fridge': { lists: { Shopping: ['coffee creamer', 'eggs', 'bread'] } },
  'Add sunscreen and bug spray to the Camping list': { lists: { Shopping: ['milk', 'eggs'], Camping: ['tent stakes', 'lantern'] } },
  "Headed to Woolies bc the closest commissary is a whole ocean away lol. What's on the list?": {
    lists: { Shopping: ['milk', 'ranch', 'tortillas', 'diapers'], Moving: ['bubble wrap'] },
  },
  'Moving list: add packing tape and sharpies': { lists: { Moving: ['bubble wrap', 'boxes'], Shopping: ['milk'] } },
  // to-dos
  'To-do: call TMO re household goods pickup date': { todos: ['get POA notarized', 'schedule vet for Rocky'] },
  "Add to my to-dos: update DEERS for Leo, renew Mia's ID card": { todos: ['call TMO re household goods', 'get POA notarized'] },
  'Housing office paperwork = DONE. Check it off': { todos: ['drop off housing office paperwork', 'call TMO re household goods', 'renew Mia ID card'] },
  'Gimme a sitrep on my to-do list': { todos: ['update DEERS for Leo', 'renew Mia ID card', 'call TMO re household goods'] },
  'Finally got the POA notarized, mark that one done ✅': { todos: ['get POA notarized', 'update DEERS for Leo', 'schedule vet for Rocky'] },
  // questions
  "What's on tmrw? Need to plan around Dan's duty day": {
    events: [
      { title: 'Orthodontist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'FRG meeting', date: '2026-03-05', time: '19:00', durationMinutes: 90 },
    ],
  },
  "When's Sam's next swim lesson?": {
    events: [
      { title: 'Swim lesson', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Tee ball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
    ],
  },
  'Am I free Fri 1300-1500? Spouses club wants to do coffee': {
    events: [
      { title: 'Hair appt', date: '2026-03-06', time: '11:00', durationMinutes: 60 },
      { title: 'Date night', date: '2026-03-06', time: '18:30', durationMinutes: 150 },
    ],
  },
  'What reminders do I have set rn?': {
    events: [
      { title: 'FRG meeting', date: '2026-03-05', time: '19:00', durationMinutes: 90 },
      { title: 'Dentist', date: '2026-03-05', time: '14:30', durationMinutes: 30, member: MIA },
    ],
  },
  "What's Leo got going on this week?": {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Speech eval', date: '2026-03-09', time: '09:00', durationMinutes: 60, member: LEO },
      { title: 'Swim lesson', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "When's the FRG meeting again?": {
    events: [
      { title: 'FRG meeting', date: '2026-03-12', time: '19:00', durationMinutes: 90 },
      { title: 'PTA meeting', date: '2026-03-05', time: '18:30', durationMinutes: 60 },
    ],
  },
  // Voice 2: Vietnamese-Australian mother, English as second language (tense and plural slips, 'please help me', 'ok ah')
  // new events
  'Please help me put Leo vaccination on Tuesday 10th, 9.30 in the morning': {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Doctor', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: SAM },
    ],
  },
  'Sam have Vietnamese class every Saturday 9am, start this week. Please add ok ah': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 45, member: MIA, weekly: true },
    ],
  },
  'Mia friend have birthday party Sunday 1pm to 4pm at Bankstown, she is invite. Please put in calendar': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 45, member: MIA, weekly: true },
      { title: 'Pagoda', date: '2026-03-08', time: '08:00', durationMinutes: 120 },
    ],
  },
  'Tommorow 6pm we go dinner at my sister house, please remind me 1 hour before': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Drama class', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Please remind me 4pm today take out the pork from freezer': {
    events: [{ title: 'School pickup', date: '2026-02-25', time: '15:00', durationMinutes: 30, weekly: true }],
    lists: { Shopping: ['fish sauce', 'rice'] },
  },
  'Leo have swimming lesson every Monday 10am start next week, only 30 minute': {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'Add parent teacher meeting for Sam, Thurday 3.30pm pls': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Parent teacher meeting', date: '2026-03-11', time: '16:00', durationMinutes: 15, member: MIA },
    ],
  },
  // changes
  'Sam dentist tomorrow is change to 4pm, the clinic call me this morning': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Mia maths tutor on Friday move to Saturday 10am, please help me': {
    events: [
      { title: 'Maths tutoring', date: '2026-03-06', time: '16:00', durationMinutes: 60, member: MIA },
      { title: 'Ballet', date: '2026-02-28', time: '08:30', durationMinutes: 45, member: MIA, weekly: true },
    ],
  },
  'Sorry, Leo doctor is on Monday not Friday, I put wrong day before': {
    events: [
      { title: 'Doctor', date: '2026-03-06', time: '10:30', durationMinutes: 30, member: LEO },
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'Grandma visit is Sunday now, not Saturday. She come by train, please change': {
    events: [
      { title: 'Grandma visit', date: '2026-03-07', time: '11:00', durationMinutes: 180 },
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 45, member: MIA, weekly: true },
    ],
  },
  'Sam football training now at Bankstown Oval ok ah, the school field is close for fixing': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true, location: 'School field' },
      { title: 'Karate', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Please make Mia piano lesson 45 minute, not 30 minute anymore': {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 45, member: MIA, weekly: true },
    ],
  },
  'Remind me 30 min before Leo swimming on Monday please, I always forget bring the towel': {
    events: [
      { title: 'Swimming lesson', date: '2026-03-02', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  // cancels
  'Mia cannot go drama class this Thursday, she have school camp. Please cancel only this one': {
    events: [
      { title: 'Drama class', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Sam stop karate already, he dont like it. Delete all the karate please': {
    events: [
      { title: 'Karate', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Cancel the haircut tommorow 11am for me please': {
    events: [
      { title: 'Haircut', date: '2026-03-05', time: '11:00', durationMinutes: 45 },
      { title: 'Haircut', date: '2026-03-12', time: '16:00', durationMinutes: 30, member: LEO },
    ],
  },
  'Today 5pm meeting with the builder is cancel, please delete it': {
    events: [
      { title: 'Meeting with builder', date: '2026-03-04', time: '17:00', durationMinutes: 60 },
      { title: 'School pickup', date: '2026-02-25', time: '15:00', durationMinutes: 30, weekly: true },
    ],
  },
  // lists
  'Please add rice noodle, fish sauce, bean sprout and 2 bag rice to shopping list': { lists: { Shopping: ['milk', 'eggs', 'lemongrass'] } },
  'I buy milk and bread already, tick them': { lists: { Shopping: ['milk', 'bread', 'fish sauce', 'bok choy'] } },
  'Egg is on shopping list already or not ah?': { lists: { Shopping: ['eggs', 'rice', 'bok choy'] } },
  'Please remove chicken wing from the list, my husband buy it yesterday': { lists: { Shopping: ['chicken wings', 'pork mince', 'lemongrass'] } },
  'What on the shopping list now? I am at Bankstown market': {
    lists: { Shopping: ['pork mince', 'bok choy', 'limes', 'rice paper'], 'Mia birthday': ['cake'] },
  },
  'Please put on Mia birthday list: balloon, candle and paper plate': { lists: { 'Mia birthday': ['cake', 'party bags'], Shopping: ['milk'] } },
  'Add toilet paper please, nearly run out': { lists: { Shopping: ['rice', 'milk'] } },
  'Take off the coriander, my neighbour give me a lot from her garden': { lists: { Shopping: ['coriander', 'mint', 'limes'] } },
  // to-dos
  'Please add to my to do list: pay water bill and book Leo haircut': {
    todos: ['return library book'],
    events: [{ title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true }],
  },
  'I pay the water bill already, you can tick off': { todos: ['pay water bill', 'book Leo haircut', 'return library book'] },
  'What I still need to do? Show my to do list please': { todos: ['book Leo haircut', 'return library book'], lists: { Shopping: ['rice'] } },
  'To do: buy new school shoe for Sam, his one is broken': { todos: ['pay water bill'], lists: { Shopping: ['milk', 'bread'] } },
  'Medicare form for Mia done already, I send it yesterday': { todos: ['send Medicare form for Mia', 'buy school shoe for Sam', 'pay water bill'] },
  'Remind me call Centrelink about the payment': { todos: ['pay water bill', 'return library book'] },
  // questions
  'What we have on Saturday? I want to take the kids go Cabramatta': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 45, member: MIA, weekly: true },
      { title: 'Vietnamese class', date: '2026-02-28', time: '09:00', durationMinutes: 120, member: SAM, weekly: true },
      { title: 'Grandma visit', date: '2026-03-08', time: '11:00', durationMinutes: 180 },
    ],
  },
  'When is Mia school photo day?': {
    events: [
      { title: 'School photos', date: '2026-03-12', time: '08:30', durationMinutes: 60, member: MIA },
      { title: 'Swimming carnival', date: '2026-03-06', time: '09:00', durationMinutes: 300, member: MIA },
    ],
  },
  'Sunday afternoon we free or not? My auntie want to come visit': {
    events: [
      { title: 'Pagoda', date: '2026-03-08', time: '08:00', durationMinutes: 120 },
      { title: 'Birthday party', date: '2026-03-08', time: '13:00', durationMinutes: 180, member: MIA },
    ],
  },
  'Please help me check what reminder I have': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Sam next week have what activity? ok ah': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Karate', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
};
