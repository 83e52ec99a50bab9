// Phrasebook 76: a Lebanese-Australian father (yalla, inshallah, habibi); a father who types everything in CAPITALS with little punctuation
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: Lebanese-Australian father
  p('habibi put in soccer training for sam every tuesday 4.30, coach finally called me yalla', 'createEvent', {
    title: 'soccer',
    member: SAM,
    time: '16:30',
    recurrence: 'weekly',
  }),
  p("Teta's birthday dinner saturday 7pm at her place, inshallah everyone comes. put it in habibi", 'createEvent', {
    title: 'birthday',
    date: '2026-03-07',
    time: '19:00',
  }),
  p('mia has dentist friday 3.15 habibi, remind me an hour before or i forget wallah', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-06',
    time: '15:15',
    reminderMinutes: 60,
  }),
  p('yalla add swimming lessons for leo every saturday 9am starting this saturday', 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-07',
    time: '09:00',
    recurrence: 'weekly',
  }),
  p('mechanic monday 8am for the ute habibi, takes like 2 hours', 'createEvent', {
    title: 'mechanic',
    date: '2026-03-09',
    time: '08:00',
    durationMinutes: 120,
  }),
  p('remind me at 5 to call uncle tony about the bbq habibi', 'createEvent', { title: 'tony', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('sam got a birthday party sunday 11 till 1 at kidz zone, inshallah he behaves lol', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-08',
    time: '11:00',
    durationMinutes: 120,
  }),
  p("habibi my cousin joey's engagement party is on the 21st at 6pm, put it in. whole family going yalla", 'createEvent', {
    title: 'engagement',
    date: '2026-03-21',
    time: '18:00',
  }),
  p("habibi sam's soccer is at 5 now not 4.30, coach changed it for the whole term", 'updateEvent', {
    target: { words: 'soccer', member: SAM },
    changes: { time: '17:00' },
  }),
  p("yalla move mia's dentist to thursday same time, she's got the excursion friday", 'updateEvent', {
    target: { words: 'dentist', member: MIA },
    changes: { date: '2026-03-05' },
  }),
  p("the bbq at jiddo's is sunday now habibi not saturday, inshallah the weather holds", 'updateEvent', {
    target: { words: 'bbq' },
    changes: { date: '2026-03-08' },
  }),
  p("leo's haircut tmrw is only 20 mins habibi not an hour, the barber told me", 'updateEvent', {
    target: { words: 'haircut', member: LEO },
    changes: { durationMinutes: 20 },
  }),
  p("habibi rename mia's 'sport' thing on thursdays to netball training, she keeps asking me what sport lol", 'updateEvent', {
    target: { words: 'sport', member: MIA },
    changes: { title: 'netball' },
  }),
  p("habibi sam's swimming is at auburn aquatic centre from now on, same time", 'updateEvent', {
    target: { words: 'swim', member: SAM },
    changes: { location: 'auburn' },
  }),
  p("remind me 30 min before leo's doctor tmrw pls habibi", 'updateEvent', { target: { words: 'doctor', member: LEO }, changes: { reminderMinutes: 30 } }),
  p('push the parent teacher interview back half an hour habibi, stuck at work. inshallah i make it', 'updateEvent', {
    target: { words: 'parent teacher' },
    changes: { shiftMinutes: 30 },
  }),
  p('no soccer for sam on tuesday habibi, he sprained his ankle poor thing', 'cancelEvent', {
    target: { words: 'soccer', member: SAM, fromDate: '2026-03-10', toDate: '2026-03-10' },
    series: false,
  }),
  p('cancel the mechanic monday habibi, i fixed the ute myself yalla', 'cancelEvent', {
    target: { words: 'mechanic', fromDate: '2026-03-09', toDate: '2026-03-09' },
  }),
  p('mia is finished with tutoring, khalas. take them all out habibi', 'cancelEvent', { target: { words: 'tutoring', member: MIA }, series: true }),
  p("dinner at auntie rania's tonight is off, she's sick habibi. cancel it", 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-04', toDate: '2026-03-04' },
  }),
  p('habibi add labneh, pita bread, zaatar and cucumbers to the shopping', 'addListItems', { items: ['labneh', 'pita', 'zaatar', 'cucumber'] }),
  p('we out of garlic and lemons again habibi, put them on the list', 'addListItems', { items: ['garlic', 'lemon'] }),
  p('got the labneh and the bread habibi tick them off', 'tickListItems', { items: ['labneh', 'bread'], remove: false }),
  p('take the coke off the list, no more soft drink for the kids wallah', 'tickListItems', { items: ['coke'], remove: true }),
  p('is there olive oil on the shopping list habibi?', 'showList', { check: ['olive oil'] }),
  p("what's on the shopping list habibi, i'm at the shops now yalla", 'showList'),
  p('habibi add charcoal, skewers and garlic sauce to the bbq list', 'addListItems', { list: 'bbq', items: ['charcoal', 'skewers', 'garlic sauce'] }),
  p('do we have nappies on the list already or no', 'showList', { check: ['nappies'] }),
  p('to do list habibi: renew the rego for the ute, call the plumber about the hot water', 'addTodo', { tasks: ['rego', 'plumber'] }),
  p("habibi remind me to get a present for joey's engagement", 'addTodo', { tasks: ['present'], reminder: true }),
  p('called the plumber habibi, cross it off my to do list yalla', 'completeTodo', { text: 'plumber' }),
  p("what's on my to do list habibi, got a free hour inshallah i knock some off", 'listTodos'),
  p('fixed the gate finally, mark it done on my todos habibi', 'completeTodo', { text: 'gate' }),
  p("wat time is mia's netball saturday habibi", 'findEvent', { words: 'netball', member: MIA }),
  p('what we got on this weekend habibi, teta wants to come over', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('am i free friday arvo habibi? my mates want a game of touch footy', 'freeBusy', { date: '2026-03-06', fromTime: '12:00', toTime: '17:00' }),
  p('habibi what reminders i got set', 'listReminders'),
  p("yalla what's leo got tmrw, teta is minding him", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: LEO }),
  // Voice 2: father in capitals, little punctuation
  p('PUT MIAS SCHOOL CONCERT IN THURSDAY 6PM', 'createEvent', { title: 'concert', member: MIA, date: '2026-03-05', time: '18:00' }),
  p('GOLF WITH DAVE SATURDAY 7AM TEE OFF', 'createEvent', { title: 'golf', date: '2026-03-07', time: '07:00' }),
  p('SAM HAS CRICKET EVERY SATURDAY 8 30AM STARTING THE 14TH', 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-14',
    time: '08:30',
    recurrence: 'weekly',
  }),
  p('REMIND ME 4PM TO BOOK THE CAR IN FOR A SERVICE', 'createEvent', { title: 'car', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p('LEO SPEECH THERAPY TUESDAY 10AM FOR 45 MINS REMIND ME A DAY BEFORE', 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-10',
    time: '10:00',
    durationMinutes: 45,
    reminderMinutes: 1440,
  }),
  p('SWANS GAME AT THE SCG SUNDAY 4 TILL 7', 'createEvent', { title: 'swans', date: '2026-03-08', time: '16:00', durationMinutes: 180 }),
  p('BOOK IN THE ELECTRICIAN FRIDAY 9 TO 11 FOR THE SMOKE ALARMS', 'createEvent', {
    title: 'electrician',
    date: '2026-03-06',
    time: '09:00',
    durationMinutes: 120,
  }),
  p('GOLF MOVED TO 8 NOT 7', 'updateEvent', { target: { words: 'golf' }, changes: { time: '08:00' } }),
  p('SAMS CRICKET SATURDAY IS AT 9 THIS WEEK NOT 8 30', 'updateEvent', {
    target: { words: 'cricket', member: SAM, date: '2026-03-07' },
    changes: { time: '09:00' },
  }),
  p('ELECTRICIAN CANT DO FRIDAY HES COMING MONDAY SAME TIME', 'updateEvent', { target: { words: 'electrician' }, changes: { date: '2026-03-09' } }),
  p('MAKE LEOS SPEECH AN HOUR NOT 45 MINS', 'updateEvent', { target: { words: 'speech', member: LEO }, changes: { durationMinutes: 60 } }),
  p('REMIND ME 2 HOURS BEFORE THE SWANS GAME GOTTA PICK UP DAVE', 'updateEvent', { target: { words: 'swans' }, changes: { reminderMinutes: 120 } }),
  p('SAMS SOCCER TRAINING IS AT MARRICKVILLE OVAL NOW NOT HENSON PARK', 'updateEvent', {
    target: { words: 'soccer', member: SAM },
    changes: { location: 'marrickville' },
  }),
  p('DENTIST TOMOROW PUSHED BACK AN HOUR', 'updateEvent', { target: { words: 'dentist', date: '2026-03-05' }, changes: { shiftMinutes: 60 } }),
  p('CANCEL GOLF SATURDAY DAVE PULLED OUT', 'cancelEvent', { target: { words: 'golf', fromDate: '2026-03-07', toDate: '2026-03-07' } }),
  p('NO MORE PIANO FOR MIA SHE QUIT DELETE ALL OF THEM', 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p('NO SWIMMING FOR LEO THIS SATURDAY HES GOT A COLD', 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p('CANCEL THE ELECTRICIAN', 'cancelEvent', { target: { words: 'electrician' } }),
  p('ADD MILK BREAD EGGS AND BACON TO SHOPPING', 'addListItems', { items: ['milk', 'bread', 'eggs', 'bacon'] }),
  p('NEED WEETBIX AND DISHWASHER TABLETS', 'addListItems', { items: ['weetbix', 'dishwasher tablets'] }),
  p('GOT THE BACON AND EGGS', 'tickListItems', { items: ['bacon', 'eggs'] }),
  p('TAKE THE BEER OFF THE LIST DOCTOR SAYS NO MORE', 'tickListItems', { items: ['beer'], remove: true }),
  p('IS COFFEE ON THE LIST', 'showList', { check: ['coffee'] }),
  p('WHATS ON THE CAMPING LIST', 'showList', { list: 'camping' }),
  p('ADD GAS BOTTLE AND SLEEPING BAGS TO THE CAMPING LIST', 'addListItems', { list: 'camping', items: ['gas bottle', 'sleeping bag'] }),
  p('TODO RING THE INSURANCE MOB ABOUT THE CAR WINDSCREEN', 'addTodo', { tasks: ['insurance'] }),
  p('ADD TO MY TODOS CLEAN THE GUTTERS AND FIX LEOS BIKE', 'addTodo', { tasks: ['gutters', 'bike'] }),
  p('WATER BILL PAID TICK IT OFF THE TO DO LIST', 'completeTodo', { text: 'water bill' }),
  p('MOWED THE LAWN MARK IT DONE ON MY TODOS', 'completeTodo', { text: 'lawn' }),
  p('SEND ME THE TODO LIST', 'listTodos'),
  p('REMIND ME TO GET SAM A NEW CRICKET BAT HIS ONE CRACKED', 'addTodo', { tasks: ['cricket bat'], reminder: true }),
  p('WHAT TIME IS SAMS CRICKET SATURDAY', 'findEvent', { words: 'cricket', member: SAM }),
  p('WAHT HAVE WE GOT THURSDAY', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('AM I FREE MONDAY 10AM DOCTOR WANTS TO SEE ME', 'freeBusy', { date: '2026-03-09', fromTime: '10:00' }),
  p('WHEN IS LEOS SPEECH', 'findEvent', { words: 'speech', member: LEO }),
  p('ANY REMINDERS SET', 'listReminders'),
  p('SHOW ME EVERYTHING MIA HAS ON NEXT WEEK', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
];

export const BEFORE: Record<string, Before> = {
  'habibi put in soccer training for sam every tuesday 4.30, coach finally called me yalla': {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  "Teta's birthday dinner saturday 7pm at her place, inshallah everyone comes. put it in habibi": {
    events: [
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: "Lunch at Jiddo's", date: '2026-03-08', time: '12:00', durationMinutes: 120 },
    ],
  },
  'mia has dentist friday 3.15 habibi, remind me an hour before or i forget wallah': {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-10', time: '10:00', durationMinutes: 30, member: SAM },
    ],
  },
  'yalla add swimming lessons for leo every saturday 9am starting this saturday': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  'mechanic monday 8am for the ute habibi, takes like 2 hours': {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Tutoring', date: '2026-02-23', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'remind me at 5 to call uncle tony about the bbq habibi': {
    events: [{ title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true }],
    lists: { Shopping: ['charcoal', 'lamb chops'] },
  },
  'sam got a birthday party sunday 11 till 1 at kidz zone, inshallah he behaves lol': {
    events: [
      { title: "Lunch at Teta's", date: '2026-03-08', time: '12:30', durationMinutes: 120 },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "habibi my cousin joey's engagement party is on the 21st at 6pm, put it in. whole family going yalla": {
    events: [
      { title: "Teta's birthday dinner", date: '2026-03-07', time: '19:00', durationMinutes: 180 },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "habibi sam's soccer is at 5 now not 4.30, coach changed it for the whole term": {
    events: [
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "yalla move mia's dentist to thursday same time, she's got the excursion friday": {
    events: [
      { title: 'Dentist', date: '2026-03-06', time: '15:15', durationMinutes: 30, member: MIA },
      { title: 'Dentist', date: '2026-03-10', time: '10:00', durationMinutes: 30, member: SAM },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "the bbq at jiddo's is sunday now habibi not saturday, inshallah the weather holds": {
    events: [
      { title: "BBQ at Jiddo's", date: '2026-03-07', time: '12:00', durationMinutes: 240 },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "leo's haircut tmrw is only 20 mins habibi not an hour, the barber told me": {
    events: [
      { title: 'Haircut', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: LEO },
      { title: 'Haircut', date: '2026-03-05', time: '16:30', durationMinutes: 30, member: SAM },
    ],
  },
  "habibi rename mia's 'sport' thing on thursdays to netball training, she keeps asking me what sport lol": {
    events: [
      { title: 'Sport', date: '2026-02-26', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "habibi sam's swimming is at auburn aquatic centre from now on, same time": {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true, location: 'Parramatta pool' },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "remind me 30 min before leo's doctor tmrw pls habibi": {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:30', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  'push the parent teacher interview back half an hour habibi, stuck at work. inshallah i make it': {
    events: [
      { title: 'Parent teacher interview', date: '2026-03-04', time: '16:00', durationMinutes: 15 },
      { title: 'School assembly', date: '2026-03-06', time: '09:00', durationMinutes: 60 },
    ],
  },
  'no soccer for sam on tuesday habibi, he sprained his ankle poor thing': {
    events: [
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'cancel the mechanic monday habibi, i fixed the ute myself yalla': {
    events: [
      { title: 'Mechanic', date: '2026-03-09', time: '08:00', durationMinutes: 120 },
      { title: 'Dentist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  'mia is finished with tutoring, khalas. take them all out habibi': {
    events: [
      { title: 'Tutoring', date: '2026-02-23', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "dinner at auntie rania's tonight is off, she's sick habibi. cancel it": {
    events: [
      { title: "Dinner at Auntie Rania's", date: '2026-03-04', time: '19:00', durationMinutes: 120 },
      { title: "Dinner at Teta's", date: '2026-03-08', time: '18:00', durationMinutes: 120 },
    ],
  },
  'habibi add labneh, pita bread, zaatar and cucumbers to the shopping': { lists: { Shopping: ['milk', 'eggs', 'tomatoes'] } },
  'we out of garlic and lemons again habibi, put them on the list': { lists: { Shopping: ['labneh', 'rice'] } },
  'got the labneh and the bread habibi tick them off': { lists: { Shopping: ['labneh', 'lebanese bread', 'tomatoes', 'olive oil'] } },
  'take the coke off the list, no more soft drink for the kids wallah': { lists: { Shopping: ['coke', 'rice', 'chicken thighs', 'nappies'] } },
  'is there olive oil on the shopping list habibi?': { lists: { Shopping: ['rice', 'olive oil', 'hummus'] } },
  "what's on the shopping list habibi, i'm at the shops now yalla": { lists: { Shopping: ['pita bread', 'garlic', 'lemons', 'parsley'], BBQ: ['charcoal'] } },
  'habibi add charcoal, skewers and garlic sauce to the bbq list': { lists: { Shopping: ['milk', 'bread'], BBQ: ['lamb', 'chicken'] } },
  'do we have nappies on the list already or no': { lists: { Shopping: ['wipes', 'bananas', 'milk'] } },
  'to do list habibi: renew the rego for the ute, call the plumber about the hot water': { todos: ['pay council rates', 'fix the side gate'] },
  "habibi remind me to get a present for joey's engagement": {
    events: [{ title: "Joey's engagement party", date: '2026-03-21', time: '18:00', durationMinutes: 240 }],
    todos: ['renew the rego for the ute'],
  },
  'called the plumber habibi, cross it off my to do list yalla': {
    todos: ['call the plumber about the hot water', 'renew the rego for the ute', 'fix the side gate'],
  },
  "what's on my to do list habibi, got a free hour inshallah i knock some off": {
    todos: ['renew the rego for the ute', 'fix the side gate'],
    lists: { Shopping: ['milk'] },
  },
  'fixed the gate finally, mark it done on my todos habibi': { todos: ['fix the side gate', 'pay council rates'] },
  "wat time is mia's netball saturday habibi": {
    events: [
      { title: 'Netball', date: '2026-03-07', time: '08:30', durationMinutes: 60, member: MIA },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'what we got on this weekend habibi, teta wants to come over': {
    events: [
      { title: "BBQ at Jiddo's", date: '2026-03-07', time: '12:00', durationMinutes: 240 },
      { title: 'Netball', date: '2026-03-07', time: '08:30', durationMinutes: 60, member: MIA },
      { title: "Dinner at Teta's", date: '2026-03-08', time: '18:00', durationMinutes: 120 },
    ],
  },
  'am i free friday arvo habibi? my mates want a game of touch footy': {
    events: [
      { title: 'School assembly', date: '2026-03-06', time: '09:00', durationMinutes: 60 },
      { title: 'Dentist', date: '2026-03-06', time: '15:15', durationMinutes: 30, member: MIA },
    ],
  },
  'habibi what reminders i got set': {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:30', durationMinutes: 30, member: LEO },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "yalla what's leo got tmrw, teta is minding him": {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:30', durationMinutes: 30, member: LEO },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'PUT MIAS SCHOOL CONCERT IN THURSDAY 6PM': {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Soccer training', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'GOLF WITH DAVE SATURDAY 7AM TEE OFF': {
    events: [
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-03-07', time: '10:00', durationMinutes: 60, member: MIA },
    ],
  },
  'SAM HAS CRICKET EVERY SATURDAY 8 30AM STARTING THE 14TH': {
    events: [
      { title: 'Soccer training', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'REMIND ME 4PM TO BOOK THE CAR IN FOR A SERVICE': {
    events: [{ title: 'Soccer training', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: SAM, weekly: true }],
    todos: ['pay water bill'],
  },
  'LEO SPEECH THERAPY TUESDAY 10AM FOR 45 MINS REMIND ME A DAY BEFORE': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Dentist', date: '2026-03-10', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  'SWANS GAME AT THE SCG SUNDAY 4 TILL 7': {
    events: [
      { title: "BBQ at Dave's", date: '2026-03-08', time: '12:00', durationMinutes: 180 },
      { title: 'Golf with Dave', date: '2026-03-07', time: '07:00', durationMinutes: 240 },
    ],
  },
  'BOOK IN THE ELECTRICIAN FRIDAY 9 TO 11 FOR THE SMOKE ALARMS': {
    events: [
      { title: 'School assembly', date: '2026-03-06', time: '09:00', durationMinutes: 60 },
      { title: 'Plumber', date: '2026-03-10', time: '08:00', durationMinutes: 120 },
    ],
  },
  'GOLF MOVED TO 8 NOT 7': {
    events: [
      { title: 'Golf with Dave', date: '2026-03-07', time: '07:00', durationMinutes: 240 },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'SAMS CRICKET SATURDAY IS AT 9 THIS WEEK NOT 8 30': {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Golf with Dave', date: '2026-03-07', time: '07:00', durationMinutes: 240 },
    ],
  },
  'ELECTRICIAN CANT DO FRIDAY HES COMING MONDAY SAME TIME': {
    events: [
      { title: 'Electrician', date: '2026-03-06', time: '09:00', durationMinutes: 120 },
      { title: 'Physio', date: '2026-03-09', time: '10:00', durationMinutes: 45 },
    ],
  },
  'MAKE LEOS SPEECH AN HOUR NOT 45 MINS': {
    events: [
      { title: 'Speech therapy', date: '2026-03-10', time: '10:00', durationMinutes: 45, member: LEO },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'REMIND ME 2 HOURS BEFORE THE SWANS GAME GOTTA PICK UP DAVE': {
    events: [
      { title: 'Swans game', date: '2026-03-08', time: '16:00', durationMinutes: 180 },
      { title: "BBQ at Dave's", date: '2026-03-08', time: '12:00', durationMinutes: 180 },
    ],
  },
  'SAMS SOCCER TRAINING IS AT MARRICKVILLE OVAL NOW NOT HENSON PARK': {
    events: [
      { title: 'Soccer training', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: SAM, weekly: true, location: 'Henson Park' },
      { title: 'Netball', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'DENTIST TOMOROW PUSHED BACK AN HOUR': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '11:00', durationMinutes: 30 },
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  'CANCEL GOLF SATURDAY DAVE PULLED OUT': {
    events: [
      { title: 'Golf with Dave', date: '2026-03-07', time: '07:00', durationMinutes: 240 },
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
    ],
  },
  'NO MORE PIANO FOR MIA SHE QUIT DELETE ALL OF THEM': {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Tutoring', date: '2026-02-23', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'NO SWIMMING FOR LEO THIS SATURDAY HES GOT A COLD': {
    events: [
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'CANCEL THE ELECTRICIAN': {
    events: [
      { title: 'Electrician', date: '2026-03-06', time: '09:00', durationMinutes: 120 },
      { title: 'Plumber', date: '2026-03-10', time: '08:00', durationMinutes: 120 },
    ],
  },
  'ADD MILK BREAD EGGS AND BACON TO SHOPPING': { lists: { Shopping: ['bananas', 'coffee'] } },
  'NEED WEETBIX AND DISHWASHER TABLETS': { lists: { Shopping: ['milk', 'bread'] } },
  'GOT THE BACON AND EGGS': { lists: { Shopping: ['bacon', 'eggs', 'milk', 'bread'] } },
  'TAKE THE BEER OFF THE LIST DOCTOR SAYS NO MORE': { lists: { Shopping: ['beer', 'chips', 'sausages'] } },
  'IS COFFEE ON THE LIST': { lists: { Shopping: ['coffee', 'milk', 'sugar'] } },
  'WHATS ON THE CAMPING LIST': { lists: { Shopping: ['milk', 'bread'], Camping: ['tent pegs', 'torch', 'esky'] } },
  'ADD GAS BOTTLE AND SLEEPING BAGS TO THE CAMPING LIST': { lists: { Shopping: ['milk'], Camping: ['tent pegs', 'esky'] } },
  'TODO RING THE INSURANCE MOB ABOUT THE CAR WINDSCREEN': { todos: ['mow the lawn', 'pay water bill'] },
  'ADD TO MY TODOS CLEAN THE GUTTERS AND FIX LEOS BIKE': { todos: ['ring the insurance'] },
  'WATER BILL PAID TICK IT OFF THE TO DO LIST': { todos: ['pay water bill', 'mow the lawn', 'ring the insurance'] },
  'MOWED THE LAWN MARK IT DONE ON MY TODOS': { todos: ['mow the lawn', 'clean the gutters'] },
  'SEND ME THE TODO LIST': { todos: ['clean the gutters', 'fix leos bike'], lists: { Shopping: ['milk'] } },
  'REMIND ME TO GET SAM A NEW CRICKET BAT HIS ONE CRACKED': {
    events: [{ title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true }],
    todos: ['clean the gutters'],
  },
  'WHAT TIME IS SAMS CRICKET SATURDAY': {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Golf with Dave', date: '2026-03-07', time: '07:00', durationMinutes: 240 },
    ],
  },
  'WAHT HAVE WE GOT THURSDAY': {
    events: [
      { title: 'Soccer training', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Dentist', date: '2026-03-05', time: '11:00', durationMinutes: 30 },
      { title: 'School concert', date: '2026-03-05', time: '18:00', durationMinutes: 90, member: MIA },
    ],
  },
  'AM I FREE MONDAY 10AM DOCTOR WANTS TO SEE ME': {
    events: [
      { title: 'Physio', date: '2026-03-09', time: '10:00', durationMinutes: 45 },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'WHEN IS LEOS SPEECH': {
    events: [
      { title: 'Speech therapy', date: '2026-03-10', time: '10:00', durationMinutes: 45, member: LEO },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'ANY REMINDERS SET': {
    events: [
      { title: 'Swans game', date: '2026-03-08', time: '16:00', durationMinutes: 180 },
      { title: 'Dentist', date: '2026-03-05', time: '11:00', durationMinutes: 30 },
    ],
  },
  'SHOW ME EVERYTHING MIA HAS ON NEXT WEEK': {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
    ],
  },
};
