// Phrasebook 83: a Māori New Zealand father using te reo words naturally; a Hungarian-born mother writing English as her second language
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: Māori New Zealand father living in Sydney, casual, te reo words mixed in, short forms, few capitals
  // new events
  p("kia ora, Mia's started kapa haka at kura, every tuesday 3.30 from next week. chuck it in the calendar pls", 'createEvent', {
    title: 'kapa haka',
    member: MIA,
    date: '2026-03-10',
    time: '15:30',
    recurrence: 'weekly',
  }),
  p("whānau dinner at Nana's sunday 5pm, she's doing a hāngī", 'createEvent', { title: 'dinner', date: '2026-03-08', time: '17:00' }),
  p("Leo's kohanga has an open day friday 10 till 12, I'll take him", 'createEvent', {
    title: 'open day',
    member: LEO,
    date: '2026-03-06',
    time: '10:00',
    durationMinutes: 120,
  }),
  p("sam's got a touch tournament sat 8am out at Blacktown, remind me an hour before so we're not late", 'createEvent', {
    title: 'tournament',
    member: SAM,
    date: '2026-03-07',
    time: '08:00',
    reminderMinutes: 60,
  }),
  p('marae committee hui tmrw 7pm, usually goes 2 hrs', 'createEvent', { title: 'hui', date: '2026-03-05', time: '19:00', durationMinutes: 120 }),
  p('remind me at 4 to grab the kai for the kura bbq', 'createEvent', { title: 'bbq', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p("Koro's 70th is sat the 21st, 6pm at the league club. remind me the day before so I pick up the cake", 'createEvent', {
    title: '70th',
    date: '2026-03-21',
    time: '18:00',
    reminderMinutes: 1440,
  }),
  p("waka ama every thurs 6am starting tmrw. that's me, not the kids", 'createEvent', {
    title: 'waka ama',
    date: '2026-03-05',
    time: '06:00',
    recurrence: 'weekly',
  }),
  // changes
  p("Sam's touch training is 5.30 now not 5, the club changed it for the rest of the season", 'updateEvent', {
    target: { words: 'touch', member: SAM },
    changes: { time: '17:30' },
  }),
  p("Leo's doctor tmrw is at the Whānau Health clinic in Glebe now, not Redfern", 'updateEvent', {
    target: { words: 'doctor', member: LEO },
    changes: { location: 'glebe' },
  }),
  p("push mia's netball back half an hour this sat, the draw's running late", 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-07' },
    changes: { shiftMinutes: 30 },
  }),
  p('the kura hui got moved to thursday next week, same time', 'updateEvent', { target: { words: 'hui' }, changes: { date: '2026-03-12' } }),
  p("Sam's parent interview at kura is only 20 mins, not an hour like I put", 'updateEvent', {
    target: { words: 'interview', member: SAM },
    changes: { durationMinutes: 20 },
  }),
  p("rename friday's 'Meeting' to 'Iwi hui', nobody knows what meeting it is lol", 'updateEvent', {
    target: { words: 'meeting', date: '2026-03-06' },
    changes: { title: 'iwi hui' },
  }),
  p("remind me 30 min before Leo's swimming each week, I keep forgetting his togs", 'updateEvent', {
    target: { words: 'swim', member: LEO },
    changes: { reminderMinutes: 30 },
  }),
  p("the dentist on the 10th is Leo's not mine, can u put it under him", 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-10' },
    changes: { member: LEO },
  }),
  // cancels
  p("no kapa haka for Mia next tuesday, whaea's away at a tangi", 'cancelEvent', {
    target: { words: 'kapa haka', member: MIA, fromDate: '2026-03-10', toDate: '2026-03-10' },
    series: false,
  }),
  p("Sam's given up touch, all his mates went to league. take it off for good", 'cancelEvent', {
    target: { words: 'touch', member: SAM },
    series: true,
  }),
  p('cancel the marae hui tmrw night, its been called off', 'cancelEvent', {
    target: { words: 'hui', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  p("Leo's left kohanga, got him into the kindy by my mahi. delete all his kohanga days", 'cancelEvent', {
    target: { words: 'kohanga', member: LEO },
    series: true,
  }),
  // lists
  p('need pork bones, watercress, kumara n flour for the boil up sunday. add to shopping ta', 'addListItems', {
    items: ['pork bones', 'watercress', 'kumara', 'flour'],
  }),
  p('got the milk n bread, tick em off', 'tickListItems', { items: ['milk', 'bread'], remove: false }),
  p('weetbix on the list?', 'showList', { check: ['weetbix'] }),
  p('take the chips off the list, the tamariki have had heaps this week', 'tickListItems', { items: ['chips'], remove: true }),
  p("what's on the shopping? at woolies now", 'showList'),
  p('add togs, towels n sunscreen to the beach list, heading to Cronulla sat', 'addListItems', {
    list: 'beach',
    items: ['togs', 'towels', 'sunscreen'],
  }),
  p('we got eggs on the shopping list yet', 'showList', { check: ['eggs'] }),
  // to-dos
  p("to do: ring kura about Sam's reading, sort the car rego", 'addTodo', { tasks: ['reading', 'rego'] }),
  p('done the rego ka pai', 'completeTodo', { text: 'rego' }),
  p('wats on my to do list', 'listTodos'),
  p("put 'fix the gate before Leo escapes again' on my to dos", 'addTodo', { tasks: ['gate'] }),
  p("paid Mia's kapa haka fees, tick that off", 'completeTodo', { text: 'fees' }),
  p('remind me to call Nan about the tangi', 'addTodo', { tasks: ['call nan'] }),
  // questions
  p("what's the whānau got on this weekend", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("whens Leo's next immunisation", 'findEvent', { words: 'immunisation', member: LEO }),
  p('am i free friday arvo? boss wants a hui', 'freeBusy', { date: '2026-03-06', fromTime: '12:00', toTime: '17:00' }),
  p('what reminders have i got going', 'listReminders'),
  p("what's Sam got on tmrw", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: SAM }),

  // Voice 2: Hungarian-born mother, English as second language: dropped articles, topic-first word order, a few typos
  // new events
  p('Sam has from next week swimming lesson, every Wednesday 4 pm. Please put in calender.', 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-11',
    time: '16:00',
    recurrence: 'weekly',
  }),
  p('Doctor for Leo on 12 March, 9.40 in morning. Is for his ears again', 'createEvent', {
    title: 'doctor',
    member: LEO,
    date: '2026-03-12',
    time: '09:40',
  }),
  p('Please put in calendar: pick up Anyu from airport, Saturday 6.15 in morning. Remind me 2 hours before, I must not sleep over!', 'createEvent', {
    title: 'airport',
    date: '2026-03-07',
    time: '06:15',
    reminderMinutes: 120,
  }),
  p('Mia is invited to birthday party of Zoe on Sunday, from 11 until 2', 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-08',
    time: '11:00',
    durationMinutes: 180,
  }),
  p('Remind me tomorow 8 in morning to bring cake for Sam class, is his birthday', 'createEvent', {
    title: 'cake',
    date: '2026-03-05',
    time: '08:00',
    reminderMinutes: 0,
  }),
  p('Kindy parents meeting Tuesday, 6 in evening', 'createEvent', { title: 'meeting', date: '2026-03-10', time: '18:00' }),
  p('Hungarian school for Mia and Sam, every Saturday 10 until 12, begins this Saturday', 'createEvent', {
    title: 'hungarian',
    date: '2026-03-07',
    time: '10:00',
    durationMinutes: 120,
    recurrence: 'weekly',
  }),
  // changes
  p('Ballet of Mia is moved to 5 pm, not 4.30 anymore, they have new teacher', 'updateEvent', {
    target: { words: 'ballet', member: MIA },
    changes: { time: '17:00' },
  }),
  p('Leo doctor on Thursday, they called me, is now Friday same time', 'updateEvent', {
    target: { words: 'doctor', member: LEO },
    changes: { date: '2026-03-06' },
  }),
  p('Dinner at Kovács family on Saturday, please make 7 instead of 6.30, they come late from work', 'updateEvent', {
    target: { words: 'dinner', date: '2026-03-07' },
    changes: { time: '19:00' },
  }),
  p('Football training of Sam now is in Moore Park, not at school oval', 'updateEvent', {
    target: { words: 'football', member: SAM },
    changes: { location: 'moore park' },
  }),
  p('Meeting with teacher of Mia on Monday is only 15 minutes, not one hour', 'updateEvent', {
    target: { words: 'teacher', member: MIA },
    changes: { durationMinutes: 15 },
  }),
  p('For dentist of Sam on Monday please put reminder one day before', 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { reminderMinutes: 1440 },
  }),
  p('Piano of Mia this Thursday is 30 minutes later, teacher has other student before', 'updateEvent', {
    target: { words: 'piano', member: MIA, date: '2026-03-05' },
    changes: { shiftMinutes: 30 },
  }),
  // cancels
  p('Tomorrow no swimming for Sam, he is sick with cold', 'cancelEvent', {
    target: { words: 'swim', member: SAM, fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p('Chess club Mia stopped, she does not like new coach. Delete please all of them', 'cancelEvent', {
    target: { words: 'chess', member: MIA },
    series: true,
  }),
  p('Cancel please hairdresser Friday, I make new appointment later', 'cancelEvent', {
    target: { words: 'hairdresser', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  p('Playdate with Olivia on Saturday is off, her brother has chickenpox', 'cancelEvent', {
    target: { words: 'playdate', fromDate: '2026-03-07', toDate: '2026-03-07' },
  }),
  // lists
  p('Please add to shopping list sour cream, paprika and sausage, I make lecsó for weekend', 'addListItems', {
    items: ['sour cream', 'paprika', 'sausage'],
  }),
  p('Is already on shopping list toilet paper?', 'showList', { check: ['toilet paper'] }),
  p('Nappies and bananas I bought already, tick please', 'tickListItems', { items: ['nappies', 'bananas'], remove: false }),
  p('Remove chocolate from list, kids have enough from Nagymama', 'tickListItems', { items: ['chocolate'], remove: true }),
  p('What is on shopping list? I am in Aldi now', 'showList'),
  p('For camp list add torch, sleeping bag and warm jumper, Mia goes next week', 'addListItems', {
    list: 'camp',
    items: ['torch', 'sleeping bag', 'jumper'],
  }),
  p('Milk we need, and eggs. Put on list', 'addListItems', { items: ['milk', 'eggs'] }),
  p('We have on list bread or no?', 'showList', { check: ['bread'] }),
  // to-dos
  p('To do list: call insurance about car, and book passport for Leo', 'addTodo', { tasks: ['insurance', 'passport'] }),
  p('Insurance I called finally, 40 minutes waiting! Is done', 'completeTodo', { text: 'insurance' }),
  p('What I have still on to-do list?', 'listTodos'),
  p('Remind me to send photos to Nagymama, she ask every day', 'addTodo', { tasks: ['photos'] }),
  p('Form for Mia excursion I signed already, you can tick off', 'completeTodo', { text: 'form' }),
  // questions
  p('When is next time parents evening in school?', 'findEvent', { words: 'parent' }),
  p('What we have on Saturday?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('Is Sam free Friday after school, 3 until 5? His friend want to come play', 'freeBusy', {
    date: '2026-03-06',
    fromTime: '15:00',
    toTime: '17:00',
    member: SAM,
  }),
  p('Which reminders I have set?', 'listReminders'),
  p('What has Leo next week?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: LEO }),
  p('Tomorrow the dentist of Sam, what time is?', 'findEvent', { words: 'dentist', member: SAM }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  "kia ora, Mia's started kapa haka at kura, every tuesday 3.30 from next week. chuck it in the calendar pls": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Touch training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "whānau dinner at Nana's sunday 5pm, she's doing a hāngī": {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Team dinner', date: '2026-03-12', time: '18:30', durationMinutes: 120 },
    ],
    todos: ['pick up chilly bin from Koro'],
  },
  "Leo's kohanga has an open day friday 10 till 12, I'll take him": {
    events: [
      { title: 'Kohanga reo', date: '2026-02-27', time: '08:30', durationMinutes: 390, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "sam's got a touch tournament sat 8am out at Blacktown, remind me an hour before so we're not late": {
    events: [
      { title: 'Touch training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'marae committee hui tmrw 7pm, usually goes 2 hrs': {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Doctor', date: '2026-03-05', time: '10:30', durationMinutes: 20, member: LEO },
    ],
  },
  'remind me at 4 to grab the kai for the kura bbq': {
    events: [{ title: 'Touch training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: SAM, weekly: true }],
    lists: { Shopping: ['milk', 'weetbix'] },
  },
  "Koro's 70th is sat the 21st, 6pm at the league club. remind me the day before so I pick up the cake": {
    events: [{ title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true }],
    todos: ["order Koro's cake"],
  },
  "waka ama every thurs 6am starting tmrw. that's me, not the kids": {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Kapa haka', date: '2026-02-24', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Sam's touch training is 5.30 now not 5, the club changed it for the rest of the season": {
    events: [
      { title: 'Touch training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Kapa haka', date: '2026-02-24', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Leo's doctor tmrw is at the Whānau Health clinic in Glebe now, not Redfern": {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:30', durationMinutes: 20, member: LEO, location: 'Redfern Medical Centre' },
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  "push mia's netball back half an hour this sat, the draw's running late": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'the kura hui got moved to thursday next week, same time': {
    events: [
      { title: 'Kura hui', date: '2026-03-10', time: '18:00', durationMinutes: 90 },
      { title: 'Kapa haka', date: '2026-02-24', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Sam's parent interview at kura is only 20 mins, not an hour like I put": {
    events: [
      { title: 'Parent interview', date: '2026-03-11', time: '16:00', durationMinutes: 60, member: SAM },
      { title: 'Touch training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "rename friday's 'Meeting' to 'Iwi hui', nobody knows what meeting it is lol": {
    events: [
      { title: 'Meeting', date: '2026-03-06', time: '18:00', durationMinutes: 90 },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "remind me 30 min before Leo's swimming each week, I keep forgetting his togs": {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "the dentist on the 10th is Leo's not mine, can u put it under him": {
    events: [
      { title: 'Dentist', date: '2026-03-10', time: '14:30', durationMinutes: 30 },
      { title: 'Dentist check-up', date: '2026-03-20', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  "no kapa haka for Mia next tuesday, whaea's away at a tangi": {
    events: [
      { title: 'Kapa haka', date: '2026-02-24', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Touch training', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Sam's given up touch, all his mates went to league. take it off for good": {
    events: [
      { title: 'Touch training', date: '2026-02-17', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Kapa haka', date: '2026-02-24', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'cancel the marae hui tmrw night, its been called off': {
    events: [
      { title: 'Marae hui', date: '2026-03-05', time: '19:00', durationMinutes: 120 },
      { title: 'Kura hui', date: '2026-03-12', time: '18:00', durationMinutes: 90 },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Leo's left kohanga, got him into the kindy by my mahi. delete all his kohanga days": {
    events: [
      { title: 'Kohanga reo', date: '2026-02-27', time: '08:30', durationMinutes: 390, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'need pork bones, watercress, kumara n flour for the boil up sunday. add to shopping ta': {
    lists: { Shopping: ['milk', 'weetbix', 'bread'] },
  },
  'got the milk n bread, tick em off': {
    lists: { Shopping: ['milk', 'bread', 'kumara', 'butter'] },
  },
  'weetbix on the list?': {
    lists: { Shopping: ['milk', 'weetbix', 'apples'] },
  },
  'take the chips off the list, the tamariki have had heaps this week': {
    lists: { Shopping: ['chips', 'lollies', 'milk', 'eggs'] },
  },
  "what's on the shopping? at woolies now": {
    lists: { Shopping: ['mince', 'onions', 'weetbix', 'nappies'], Beach: ['togs'] },
  },
  'add togs, towels n sunscreen to the beach list, heading to Cronulla sat': {
    lists: { Beach: ['chilly bin', 'boogie board'], Shopping: ['milk', 'bread'] },
  },
  'we got eggs on the shopping list yet': {
    lists: { Shopping: ['eggs', 'milk', 'flour'] },
  },
  "to do: ring kura about Sam's reading, sort the car rego": {
    todos: ['fix the gate', 'pay the power bill'],
  },
  'done the rego ka pai': {
    todos: ['sort the car rego', "ring kura about Sam's reading", 'fix the gate'],
  },
  'wats on my to do list': {
    todos: ['fix the gate', 'pay the power bill', "ring kura about Sam's reading"],
  },
  "put 'fix the gate before Leo escapes again' on my to dos": {
    todos: ['pay the power bill', "order Koro's cake"],
  },
  "paid Mia's kapa haka fees, tick that off": {
    todos: ['pay kapa haka fees', 'fix the gate', 'ring the plumber'],
  },
  'remind me to call Nan about the tangi': {
    todos: ['fix the gate', 'pay the power bill'],
    events: [{ title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true }],
  },
  "what's the whānau got on this weekend": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: "Whānau dinner at Nana's", date: '2026-03-08', time: '17:00', durationMinutes: 180 },
    ],
  },
  "whens Leo's next immunisation": {
    events: [
      { title: 'Immunisation', date: '2026-03-12', time: '10:00', durationMinutes: 15, member: LEO },
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'am i free friday arvo? boss wants a hui': {
    events: [
      { title: 'Kohanga pickup', date: '2026-03-06', time: '15:00', durationMinutes: 15, member: LEO },
      { title: 'Meeting', date: '2026-03-06', time: '18:00', durationMinutes: 90 },
    ],
  },
  'what reminders have i got going': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: "Koro's 70th", date: '2026-03-21', time: '18:00', durationMinutes: 240 },
    ],
  },
  "what's Sam got on tmrw": {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Doctor', date: '2026-03-05', time: '10:30', durationMinutes: 20, member: LEO },
    ],
  },

  // Voice 2
  'Sam has from next week swimming lesson, every Wednesday 4 pm. Please put in calender.': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-02-26', time: '15:45', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Doctor for Leo on 12 March, 9.40 in morning. Is for his ears again': {
    events: [
      { title: 'Kindy', date: '2026-03-02', time: '08:30', durationMinutes: 420, member: LEO, weekly: true },
      { title: 'Dentist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  'Please put in calendar: pick up Anyu from airport, Saturday 6.15 in morning. Remind me 2 hours before, I must not sleep over!': {
    events: [
      { title: 'Football match', date: '2026-03-07', time: '10:00', durationMinutes: 60, member: SAM },
      { title: 'Piano', date: '2026-02-26', time: '15:45', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Mia is invited to birthday party of Zoe on Sunday, from 11 until 2': {
    events: [
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Dinner with Anyu', date: '2026-03-08', time: '18:00', durationMinutes: 120 },
    ],
  },
  'Remind me tomorow 8 in morning to bring cake for Sam class, is his birthday': {
    events: [{ title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true }],
    todos: ['buy candles'],
  },
  'Kindy parents meeting Tuesday, 6 in evening': {
    events: [
      { title: 'Kindy', date: '2026-03-02', time: '08:30', durationMinutes: 420, member: LEO, weekly: true },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Hungarian school for Mia and Sam, every Saturday 10 until 12, begins this Saturday': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Ballet', date: '2026-03-02', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Ballet of Mia is moved to 5 pm, not 4.30 anymore, they have new teacher': {
    events: [
      { title: 'Ballet', date: '2026-03-02', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Leo doctor on Thursday, they called me, is now Friday same time': {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:00', durationMinutes: 20, member: LEO },
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Dinner at Kovács family on Saturday, please make 7 instead of 6.30, they come late from work': {
    events: [
      { title: 'Dinner at Kovács family', date: '2026-03-07', time: '18:30', durationMinutes: 150 },
      { title: 'Dinner with Anyu', date: '2026-03-08', time: '18:00', durationMinutes: 120 },
    ],
  },
  'Football training of Sam now is in Moore Park, not at school oval': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true, location: 'School oval' },
      { title: 'Football match', date: '2026-03-07', time: '10:00', durationMinutes: 60, member: SAM },
    ],
  },
  'Meeting with teacher of Mia on Monday is only 15 minutes, not one hour': {
    events: [
      { title: "Meeting with Mia's teacher", date: '2026-03-09', time: '15:30', durationMinutes: 60, member: MIA },
      { title: 'Ballet', date: '2026-03-02', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'For dentist of Sam on Monday please put reminder one day before': {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-16', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  'Piano of Mia this Thursday is 30 minutes later, teacher has other student before': {
    events: [
      { title: 'Piano', date: '2026-02-26', time: '15:45', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Tomorrow no swimming for Sam, he is sick with cold': {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Chess club Mia stopped, she does not like new coach. Delete please all of them': {
    events: [
      { title: 'Chess club', date: '2026-02-18', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-02-26', time: '15:45', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Cancel please hairdresser Friday, I make new appointment later': {
    events: [
      { title: 'Hairdresser', date: '2026-03-06', time: '11:00', durationMinutes: 60 },
      { title: 'Doctor', date: '2026-03-06', time: '10:00', durationMinutes: 20, member: LEO },
    ],
  },
  'Playdate with Olivia on Saturday is off, her brother has chickenpox': {
    events: [
      { title: 'Playdate with Olivia', date: '2026-03-07', time: '10:00', durationMinutes: 120, member: MIA },
      { title: 'Playdate with Ben', date: '2026-03-14', time: '10:00', durationMinutes: 90, member: LEO },
    ],
  },
  'Please add to shopping list sour cream, paprika and sausage, I make lecsó for weekend': {
    lists: { Shopping: ['milk', 'bread', 'tomatoes'] },
  },
  'Is already on shopping list toilet paper?': {
    lists: { Shopping: ['toilet paper', 'eggs', 'rice'] },
  },
  'Nappies and bananas I bought already, tick please': {
    lists: { Shopping: ['nappies', 'bananas', 'sour cream', 'coffee'] },
  },
  'Remove chocolate from list, kids have enough from Nagymama': {
    lists: { Shopping: ['chocolate', 'milk', 'apples'] },
  },
  'What is on shopping list? I am in Aldi now': {
    lists: { Shopping: ['paprika', 'sour cream', 'bread', 'butter'], Camp: ['torch'] },
  },
  'For camp list add torch, sleeping bag and warm jumper, Mia goes next week': {
    lists: { Camp: ['pillow', 'raincoat'], Shopping: ['milk'] },
  },
  'Milk we need, and eggs. Put on list': {
    lists: { Shopping: ['bread', 'paprika'] },
  },
  'We have on list bread or no?': {
    lists: { Shopping: ['bread', 'cheese', 'yoghurt'] },
  },
  'To do list: call insurance about car, and book passport for Leo': {
    todos: ['pay gas bill', "sign Mia's excursion form"],
  },
  'Insurance I called finally, 40 minutes waiting! Is done': {
    todos: ['call insurance about car', 'book passport for Leo', 'pay gas bill'],
  },
  'What I have still on to-do list?': {
    todos: ['book passport for Leo', 'pay gas bill', 'send photos to Nagymama'],
  },
  'Remind me to send photos to Nagymama, she ask every day': {
    todos: ['book passport for Leo', 'pay gas bill'],
  },
  'Form for Mia excursion I signed already, you can tick off': {
    todos: ["sign Mia's excursion form", 'call insurance about car', 'book passport for Leo'],
  },
  'When is next time parents evening in school?': {
    events: [
      { title: 'Parents evening', date: '2026-03-18', time: '18:00', durationMinutes: 90 },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'What we have on Saturday?': {
    events: [
      { title: 'Football match', date: '2026-03-07', time: '10:00', durationMinutes: 60, member: SAM },
      { title: 'Swimming', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Dinner with Anyu', date: '2026-03-08', time: '18:00', durationMinutes: 120 },
    ],
  },
  'Is Sam free Friday after school, 3 until 5? His friend want to come play': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Dentist', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  'Which reminders I have set?': {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Ballet', date: '2026-03-02', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'What has Leo next week?': {
    events: [
      { title: 'Kindy', date: '2026-03-02', time: '08:30', durationMinutes: 420, member: LEO, weekly: true },
      { title: 'Doctor', date: '2026-03-12', time: '09:40', durationMinutes: 20, member: LEO },
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Tomorrow the dentist of Sam, what time is?': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-16', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
};
