// Phrasebook 70: a Korean-Australian mum (English second language, polite, article slips) and a 15-year-old daughter texting fast about her own and her brothers' activities
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: Korean-Australian mum, English second language, polite, some article slips
  // cancels
  p("Hello, please cancel Mia's piano lesson tomorrow. Teacher is sick, thank you.", 'cancelEvent', {
    target: { words: 'piano', member: MIA, fromDate: '2026-03-05' },
    series: false,
  }),
  p('No more tennis for Mia please. She does not want to go anymore, so delete all of them.', 'cancelEvent', {
    target: { words: 'tennis', member: MIA },
    series: true,
  }),
  p('The birthday party on Saturday is off, Chloe mum just messaged me. Please remove it.', 'cancelEvent', {
    target: { words: 'party', fromDate: '2026-03-07' },
    series: false,
  }),
  p('Pool is closed for the repair next Monday, so please cancel Sam swimming that day.', 'cancelEvent', {
    target: { words: 'swim', member: SAM, fromDate: '2026-03-09' },
    series: false,
  }),
  p("Can you delete tomorrow's 3 o'clock please? We don't need it anymore.", 'cancelEvent', {
    target: { fromDate: '2026-03-05', time: '15:00' },
    series: false,
  }),
  p('Please cancel the one at community hall on Friday, the hall is closed for painting.', 'cancelEvent', {
    target: { words: 'hall', fromDate: '2026-03-06' },
    series: false,
  }),
  p('We stopped the Korean school for Sam. Please delete every Saturday one.', 'cancelEvent', {
    target: { words: 'korean', member: SAM },
    series: true,
  }),
  p("Mia's dentist on the Tuesday is not happening, clinic cancelled it. Thank you for removing.", 'cancelEvent', {
    target: { words: 'dentist', member: MIA, fromDate: '2026-03-10' },
    series: false,
  }),
  p('We are going to the Grandma in Canberra on Sunday, so please clear everything that day.', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-08' },
    series: false,
  }),
  p('Sorry, school cancelled the parent teacher interview at 4:15 today. Please take off.', 'cancelEvent', {
    target: { words: 'interview', fromDate: '2026-03-04', time: '16:15' },
    series: false,
  }),
  p('We finish with speech therapy for Leo, no more appointment. Please delete all the future one.', 'cancelEvent', {
    target: { words: 'speech', member: LEO },
    series: true,
  }),
  // changes
  p("Mia's piano is move to Friday this week, same time please.", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { date: '2026-03-06' },
  }),
  p("Can you change Leo's doctor appointment to 10:30 please? Same day.", 'updateEvent', {
    target: { words: 'doctor', member: LEO },
    changes: { time: '10:30' },
  }),
  p('Tennis for Mia start half hour later today, coach is running late.', 'updateEvent', {
    target: { words: 'tennis', member: MIA, date: '2026-03-04' },
    changes: { shiftMinutes: 30 },
  }),
  p("Sam's birthday party at the trampoline place, can you make it one hour longer please?", 'updateEvent', {
    target: { words: 'party', member: SAM },
    changes: { lengthenMinutes: 60 },
  }),
  p("Mia's swimming carnival is not at Ryde pool anymore, it is at the Macquarie Uni pool now.", 'updateEvent', {
    target: { words: 'carnival', member: MIA },
    changes: { location: 'Macquarie' },
  }),
  p("Please change name of 'Hagwon' to 'Maths tutoring', my husband don't understand what is it.", 'updateEvent', {
    target: { words: 'hagwon' },
    changes: { title: 'maths tutoring' },
  }),
  p("Dentist called, Sam's check-up is now on the 12th at 9am instead of Friday.", 'updateEvent', {
    target: { member: SAM, date: '2026-03-06' },
    changes: { date: '2026-03-12', time: '09:00' },
  }),
  p("Leo's swimming on Saturday, can we move it 15 minutes earlier? Thank you.", 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-07' },
    changes: { shiftMinutes: -15 },
  }),
  p('Sorry, soccer training for Sam is now at 5:30, not 4:30. Coach changed it for whole term.', 'updateEvent', {
    target: { words: 'soccer', member: SAM },
    changes: { time: '17:30' },
  }),
  // ticks and removals from lists
  p('I bought the yoghurts and bananas, please tick.', 'tickListItems', { items: ['yoghurt', 'banana'], remove: false }),
  p('Please remove kimchi from shopping list, my mother will bring some.', 'tickListItems', { items: ['kimchi'], remove: true }),
  p('Got the spring onions, tofu and the eggs.', 'tickListItems', { items: ['spring onion', 'tofu', 'egg'], remove: false }),
  p('Please take off sunscreen and the hat from school camp list, Mia already has.', 'tickListItems', {
    list: 'camp',
    items: ['sunscreen', 'hat'],
    remove: true,
  }),
  p('Costco is done: toilet paper, dishwasher tablet, olive oil. Tick them please.', 'tickListItems', {
    list: 'costco',
    items: ['toilet paper', 'dishwasher', 'olive oil'],
    remove: false,
  }),
  p("Don't need the rice anymore, delete from the list please. And sesame oil also.", 'tickListItems', {
    items: ['rice', 'sesame oil'],
    remove: true,
  }),
  // to-dos done
  p('Car rego is finished, I paid it this morning.', 'completeTodo', { number: null, text: 'rego' }),
  p("Leo's flu shot booking is done, thank you.", 'completeTodo', { number: null, text: 'flu' }),
  p('I already paid the excursion money for Mia, please mark it done.', 'completeTodo', { number: null, text: 'excursion' }),
  p('The library books I returned yesterday, you can tick.', 'completeTodo', { number: null, text: 'library' }),
  p('Called the plumber already. Done.', 'completeTodo', { number: null, text: 'plumber' }),
  // new events
  p('Mia has birthday party this Saturday at 2pm, at Chloe house.', 'createEvent', {
    title: 'party',
    date: '2026-03-07',
    time: '14:00',
    member: MIA,
  }),
  p('Please add Korean school for Sam every Saturday 10am, starting this week.', 'createEvent', {
    title: 'korean',
    date: '2026-03-07',
    time: '10:00',
    recurrence: 'weekly',
    member: SAM,
  }),
  p('Leo has vaccination on Tuesday 10th at 11am, please remind me one day before.', 'createEvent', {
    title: 'vaccin',
    date: '2026-03-10',
    time: '11:00',
    reminderMinutes: 1440,
    member: LEO,
  }),
  p('Parent teacher meeting for Sam, tomorrow 3:40pm.', 'createEvent', { title: 'teacher', date: '2026-03-05', time: '15:40', member: SAM }),
  p('My husband and me have dinner with his work people on Friday 7pm.', 'createEvent', { title: 'dinner', date: '2026-03-06', time: '19:00' }),
  p("Mia's violin lesson is start from next Monday, 4:30 every week.", 'createEvent', {
    title: 'violin',
    date: '2026-03-09',
    time: '16:30',
    recurrence: 'weekly',
    member: MIA,
  }),
  p("Sam got invite to sleepover at Jayden's on Friday night, drop off is at 6.", 'createEvent', {
    title: 'sleepover',
    date: '2026-03-06',
    time: '18:00',
    member: SAM,
  }),

  // Voice 2: 15-year-old daughter managing her own and her brothers' stuff, fast texting
  // cancels
  p("scrap tmrw's 3pm, leo's not going", 'cancelEvent', { target: { fromDate: '2026-03-05', time: '15:00' }, series: false }),
  p('no more tennis for me lol im quitting. delete all of em', 'cancelEvent', { target: { words: 'tennis' }, series: true }),
  p("the party's off 😭 jess got covid", 'cancelEvent', { target: { words: 'party' }, series: false }),
  p("sams footy sat is cancelled, ground's flooded", 'cancelEvent', {
    target: { words: 'footy', member: SAM, fromDate: '2026-03-07' },
    series: false,
  }),
  p('can u cancel leo swim thurs pls mum said', 'cancelEvent', { target: { words: 'swim', member: LEO, fromDate: '2026-03-05' }, series: false }),
  p('sam quit karate so bin the whole thing', 'cancelEvent', { target: { words: 'karate', member: SAM }, series: true }),
  p("wipe everything on mon, pupil free day n we're going away", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-09' },
    series: false,
  }),
  p('cancel the 5:30 today', 'cancelEvent', { target: { fromDate: '2026-03-04', time: '17:30' }, series: false }),
  p('ms lee cancelled my tutoring thurs, take it off', 'cancelEvent', { target: { words: 'tutor', fromDate: '2026-03-05' }, series: false }),
  p("leo's thing at archie's house tmrw isnt happening anymore", 'cancelEvent', {
    target: { words: 'archie', member: LEO, fromDate: '2026-03-05' },
    series: false,
  }),
  p("sam's not doing guitar anymore, remove all his guitar lessons", 'cancelEvent', { target: { words: 'guitar', member: SAM }, series: true }),
  // changes
  p('sam swim moved to fri same time', 'updateEvent', { target: { words: 'swim', member: SAM }, changes: { date: '2026-03-06' } }),
  p("my netball's at 6 now not 5", 'updateEvent', { target: { words: 'netball' }, changes: { time: '18:00' } }),
  p("push leo's swim back 30 mins on sat", 'updateEvent', {
    target: { words: 'swim', member: LEO, date: '2026-03-07' },
    changes: { shiftMinutes: 30 },
  }),
  p('sams dentist is now 11 instead of 9.30', 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { time: '11:00' } }),
  p('driving lesson tmrw goes til 6 now, instructor added extra', 'updateEvent', {
    target: { words: 'driving', date: '2026-03-05' },
    changes: { endTime: '18:00' },
  }),
  p("rename leo's 'appt' on tues to speech therapy", 'updateEvent', {
    target: { member: LEO, date: '2026-03-10' },
    changes: { title: 'speech therapy' },
  }),
  p("dance rehearsal's in the school hall now not the gym", 'updateEvent', { target: { words: 'rehearsal' }, changes: { location: 'hall' } }),
  p("sam's cricket on sun is 2 hrs earlier", 'updateEvent', {
    target: { words: 'cricket', member: SAM, date: '2026-03-08' },
    changes: { shiftMinutes: -120 },
  }),
  p('move my orthodontist from wed next wk to mon 9th, 3:45', 'updateEvent', {
    target: { words: 'ortho', date: '2026-03-11' },
    changes: { date: '2026-03-09', time: '15:45' },
  }),
  // ticks and removals from lists
  p('got the yoghurts + chips', 'tickListItems', { items: ['yoghurt', 'chip'], remove: false }),
  p('take muesli bars n juice boxes off the list we have heaps', 'tickListItems', { items: ['muesli bar', 'juice box'], remove: true }),
  p('bought sams new mouthguard and leos hat', 'tickListItems', { items: ['mouthguard', 'hat'], remove: false }),
  p('rm glue sticks n the red pens frm school list, mia found some', 'tickListItems', {
    list: 'school',
    items: ['glue stick', 'red pen'],
    remove: true,
  }),
  p('grabbed the strawbs and avo', 'tickListItems', { items: ['strawb', 'avo'], remove: false }),
  p('got everything for camp except the torch - sleeping bag, pillow, thongs', 'tickListItems', {
    list: 'camp',
    items: ['sleeping bag', 'pillow', 'thong'],
    remove: false,
  }),
  // to-dos done
  p("sorted sam's excursion form", 'completeTodo', { number: null, text: 'excursion' }),
  p("done leo's library bag thing", 'completeTodo', { number: null, text: 'library' }),
  p('done - emailed the coach', 'completeTodo', { number: null, text: 'coach' }),
  p('booked sams haircut, tick it off', 'completeTodo', { number: null, text: 'haircut' }),
  p('finished my science assignment finally 🙌 cross it off', 'completeTodo', { number: null, text: 'science' }),
  // new events
  p("sam's got a bday party sat at 2", 'createEvent', { title: 'party', date: '2026-03-07', time: '14:00', member: SAM }),
  p('add my netball every tues 5pm', 'createEvent', { title: 'netball', date: '2026-03-10', time: '17:00', recurrence: 'weekly' }),
  p('leo kindy photo day fri', 'createEvent', { title: 'photo', date: '2026-03-06', member: LEO }),
  p('driving lesson mon 4.30 remind me 1hr b4', 'createEvent', { title: 'driving', date: '2026-03-09', time: '16:30', reminderMinutes: 60 }),
  p('sam soccer training tues n thurs 4:30 weekly', 'createEvent', { title: 'soccer', time: '16:30', recurrence: 'weekly', member: SAM }),
  p("jess's 16th sat 7pm at her place", 'createEvent', { title: 'jess', date: '2026-03-07', time: '19:00' }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  "Hello, please cancel Mia's piano lesson tomorrow. Teacher is sick, thank you.": {
    events: [
      { title: 'Piano lesson', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: MIA, weekly: true },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', member: SAM, weekly: true },
    ],
  },
  'No more tennis for Mia please. She does not want to go anymore, so delete all of them.': {
    events: [
      { title: 'Tennis coaching', date: '2026-03-03', time: '16:30', member: MIA, weekly: true },
      { title: 'Piano lesson', date: '2026-02-26', time: '16:00', member: MIA, weekly: true },
    ],
  },
  'The birthday party on Saturday is off, Chloe mum just messaged me. Please remove it.': {
    events: [
      { title: "Chloe's birthday party", date: '2026-03-07', time: '13:00', durationMinutes: 180, member: MIA },
      { title: 'Korean school', date: '2026-02-28', time: '10:00', durationMinutes: 120, member: SAM, weekly: true },
    ],
  },
  'Pool is closed for the repair next Monday, so please cancel Sam swimming that day.': {
    events: [
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: SAM, weekly: true, location: 'Ryde Aquatic Centre' },
      { title: 'Hagwon', date: '2026-03-03', time: '17:00', member: MIA, weekly: true },
    ],
  },
  "Can you delete tomorrow's 3 o'clock please? We don't need it anymore.": {
    events: [
      { title: 'Physio', date: '2026-03-05', time: '15:00', durationMinutes: 45 },
      { title: 'Playgroup', date: '2026-03-05', time: '09:30', member: LEO },
      { title: 'Piano lesson', date: '2026-02-26', time: '16:30', member: MIA, weekly: true },
    ],
  },
  'Please cancel the one at community hall on Friday, the hall is closed for painting.': {
    events: [
      {
        title: 'Playgroup at community hall',
        date: '2026-02-27',
        time: '09:30',
        durationMinutes: 90,
        member: LEO,
        weekly: true,
        location: 'Gladesville Community Hall',
      },
      { title: 'Guitar lesson', date: '2026-03-06', time: '15:30', member: SAM },
    ],
  },
  'We stopped the Korean school for Sam. Please delete every Saturday one.': {
    events: [
      { title: 'Korean school', date: '2026-02-28', time: '10:00', durationMinutes: 120, member: SAM, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', member: LEO, weekly: true },
    ],
  },
  "Mia's dentist on the Tuesday is not happening, clinic cancelled it. Thank you for removing.": {
    events: [
      { title: 'Dentist check-up', date: '2026-03-10', time: '15:45', member: MIA },
      { title: 'Dentist', date: '2026-03-06', time: '09:30', member: SAM },
    ],
  },
  'We are going to the Grandma in Canberra on Sunday, so please clear everything that day.': {
    events: [
      { title: 'Soccer match', date: '2026-03-08', time: '09:00', member: MIA },
      { title: "BBQ at the Parks'", date: '2026-03-08', time: '12:30', durationMinutes: 180 },
      { title: 'Korean school', date: '2026-03-07', time: '10:00', member: SAM },
    ],
  },
  'Sorry, school cancelled the parent teacher interview at 4:15 today. Please take off.': {
    events: [
      { title: 'Parent teacher interview - Sam', date: '2026-03-04', time: '16:15', durationMinutes: 15, member: SAM },
      { title: 'Tennis coaching', date: '2026-02-25', time: '16:30', member: MIA, weekly: true },
    ],
  },
  'We finish with speech therapy for Leo, no more appointment. Please delete all the future one.': {
    events: [
      { title: 'Speech therapy', date: '2026-02-25', time: '11:00', durationMinutes: 45, member: LEO, weekly: true },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', member: LEO, weekly: true },
    ],
  },
  "Mia's piano is move to Friday this week, same time please.": {
    events: [{ title: 'Piano lesson', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: MIA, weekly: true }],
  },
  "Can you change Leo's doctor appointment to 10:30 please? Same day.": {
    events: [
      { title: 'Leo doctor appointment (Dr Kim)', date: '2026-03-06', time: '09:00', durationMinutes: 20, member: LEO },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', member: LEO, weekly: true },
    ],
  },
  'Tennis for Mia start half hour later today, coach is running late.': {
    events: [{ title: 'Tennis coaching', date: '2026-02-25', time: '16:30', member: MIA, weekly: true }],
  },
  "Sam's birthday party at the trampoline place, can you make it one hour longer please?": {
    events: [
      { title: "Sam's birthday party - Bounce", date: '2026-03-07', time: '14:00', durationMinutes: 120, member: SAM, location: 'Bounce Alexandria' },
      { title: "Chloe's birthday party", date: '2026-03-07', time: '11:00', member: MIA },
    ],
  },
  "Mia's swimming carnival is not at Ryde pool anymore, it is at the Macquarie Uni pool now.": {
    events: [{ title: 'Swimming carnival', date: '2026-03-10', member: MIA, location: 'Ryde Aquatic Centre' }],
  },
  "Please change name of 'Hagwon' to 'Maths tutoring', my husband don't understand what is it.": {
    events: [
      { title: 'Hagwon', date: '2026-03-03', time: '17:00', durationMinutes: 90, member: MIA, weekly: true },
      { title: 'Korean school', date: '2026-02-28', time: '10:00', member: SAM, weekly: true },
    ],
  },
  "Dentist called, Sam's check-up is now on the 12th at 9am instead of Friday.": {
    events: [
      { title: 'Dentist check-up', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist check-up', date: '2026-03-10', time: '15:45', member: MIA },
    ],
  },
  "Leo's swimming on Saturday, can we move it 15 minutes earlier? Thank you.": {
    events: [
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Korean school', date: '2026-02-28', time: '10:00', member: SAM, weekly: true },
    ],
  },
  'Sorry, soccer training for Sam is now at 5:30, not 4:30. Coach changed it for whole term.': {
    events: [{ title: 'Soccer training', date: '2026-03-03', time: '16:30', member: SAM, weekly: true }],
  },
  'I bought the yoghurts and bananas, please tick.': {
    lists: { Shopping: ['greek yoghurt', 'bananas', 'rice 10kg', 'sesame oil', 'milk'] },
  },
  'Please remove kimchi from shopping list, my mother will bring some.': {
    lists: { Shopping: ['Jongga kimchi', 'eggs', 'spring onion'] },
  },
  'Got the spring onions, tofu and the eggs.': {
    lists: { Shopping: ['spring onion', 'firm tofu', 'free range eggs 12', 'gochujang'] },
  },
  'Please take off sunscreen and the hat from school camp list, Mia already has.': {
    lists: { 'School camp': ['SPF 50 sunscreen', 'bucket hat', 'torch', 'sleeping bag'], Shopping: ['sunscreen'] },
  },
  'Costco is done: toilet paper, dishwasher tablet, olive oil. Tick them please.': {
    lists: { Costco: ['toilet paper 48 pack', 'dishwasher tablets', 'extra virgin olive oil', 'salmon'], Shopping: ['milk'] },
  },
  "Don't need the rice anymore, delete from the list please. And sesame oil also.": {
    lists: { Shopping: ['rice 10kg (Sunrice)', 'sesame oil', 'milk', 'apples'] },
  },
  'Car rego is finished, I paid it this morning.': {
    todos: ['Renew car registration', 'Book flu vaccine for Leo', 'Return library books'],
  },
  "Leo's flu shot booking is done, thank you.": {
    todos: ['Book flu vaccine for Leo', 'Pay school excursion'],
  },
  'I already paid the excursion money for Mia, please mark it done.': {
    todos: ["Pay Mia's excursion fee - Taronga Zoo", 'Buy birthday present for Chloe'],
  },
  'The library books I returned yesterday, you can tick.': {
    todos: ['Return library books (due Fri)', 'Call plumber'],
  },
  'Called the plumber already. Done.': {
    todos: ['Call plumber about kitchen tap leak', 'Buy birthday present for Chloe'],
  },

  // Voice 2
  "scrap tmrw's 3pm, leo's not going": {
    events: [
      { title: 'Kindy gym', date: '2026-03-05', time: '15:00', durationMinutes: 45, member: LEO },
      { title: 'Soccer training', date: '2026-03-05', time: '16:30', member: SAM },
    ],
  },
  'no more tennis for me lol im quitting. delete all of em': {
    events: [
      { title: 'Tennis squad', date: '2026-03-02', time: '17:00', durationMinutes: 90, weekly: true },
      { title: 'Netball training', date: '2026-03-03', time: '17:00', weekly: true },
    ],
  },
  "the party's off 😭 jess got covid": {
    events: [
      { title: "Jess's 16th party", date: '2026-03-07', time: '19:00', durationMinutes: 240 },
      { title: 'Footy - Sam', date: '2026-02-28', time: '08:30', member: SAM, weekly: true },
    ],
  },
  "sams footy sat is cancelled, ground's flooded": {
    events: [
      { title: 'Footy - Sam', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-28', time: '09:00', member: LEO, weekly: true },
    ],
  },
  'can u cancel leo swim thurs pls mum said': {
    events: [
      { title: 'Leo swimming', date: '2026-02-26', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', member: SAM, weekly: true },
    ],
  },
  'sam quit karate so bin the whole thing': {
    events: [
      { title: 'Karate', date: '2026-02-25', time: '17:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Footy - Sam', date: '2026-02-28', time: '08:30', member: SAM, weekly: true },
    ],
  },
  "wipe everything on mon, pupil free day n we're going away": {
    events: [
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', member: SAM, weekly: true },
      { title: 'Piano lesson', date: '2026-03-09', time: '17:00', member: MIA },
      { title: 'Netball training', date: '2026-03-10', time: '17:00' },
    ],
  },
  'cancel the 5:30 today': {
    events: [
      { title: 'Driving lesson', date: '2026-03-04', time: '17:30', durationMinutes: 60 },
      { title: 'Karate', date: '2026-03-04', time: '16:00', member: SAM },
    ],
  },
  'ms lee cancelled my tutoring thurs, take it off': {
    events: [
      { title: 'Maths tutoring w Ms Lee', date: '2026-02-26', time: '16:00', durationMinutes: 60, weekly: true },
      { title: 'Leo swimming', date: '2026-02-26', time: '10:00', member: LEO, weekly: true },
    ],
  },
  "leo's thing at archie's house tmrw isnt happening anymore": {
    events: [
      { title: "Playdate at Archie's", date: '2026-03-05', time: '10:00', durationMinutes: 120, member: LEO },
      { title: 'Kindy gym', date: '2026-03-05', time: '15:00', member: LEO },
    ],
  },
  "sam's not doing guitar anymore, remove all his guitar lessons": {
    events: [
      { title: 'Guitar lesson - Sam', date: '2026-02-27', time: '15:30', durationMinutes: 30, member: SAM, weekly: true },
      { title: 'Karate', date: '2026-02-25', time: '17:30', member: SAM, weekly: true },
    ],
  },
  'sam swim moved to fri same time': {
    events: [{ title: 'Swimming lessons', date: '2026-02-26', time: '16:00', durationMinutes: 30, member: SAM, weekly: true }],
  },
  "my netball's at 6 now not 5": {
    events: [
      { title: 'Netball training', date: '2026-03-03', time: '17:00', durationMinutes: 90, weekly: true },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', member: SAM, weekly: true },
    ],
  },
  "push leo's swim back 30 mins on sat": {
    events: [
      { title: 'Swim lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Footy - Sam', date: '2026-02-28', time: '08:30', member: SAM, weekly: true },
    ],
  },
  'sams dentist is now 11 instead of 9.30': {
    events: [{ title: 'Dentist - Sam', date: '2026-03-06', time: '09:30', durationMinutes: 30, member: SAM }],
  },
  'driving lesson tmrw goes til 6 now, instructor added extra': {
    events: [{ title: 'Driving lesson', date: '2026-03-05', time: '16:30', durationMinutes: 60 }],
  },
  "rename leo's 'appt' on tues to speech therapy": {
    events: [
      { title: 'appt', date: '2026-03-10', time: '10:00', durationMinutes: 45, member: LEO },
      { title: 'Netball training', date: '2026-03-10', time: '17:00' },
    ],
  },
  "dance rehearsal's in the school hall now not the gym": {
    events: [{ title: 'Dance rehearsal', date: '2026-03-06', time: '15:30', durationMinutes: 90, location: 'School gym' }],
  },
  "sam's cricket on sun is 2 hrs earlier": {
    events: [
      { title: 'Cricket - Sam', date: '2026-03-08', time: '13:00', durationMinutes: 180, member: SAM },
      { title: 'Soccer match', date: '2026-03-08', time: '09:00', member: MIA },
    ],
  },
  'move my orthodontist from wed next wk to mon 9th, 3:45': {
    events: [{ title: 'Orthodontist', date: '2026-03-11', time: '16:15', durationMinutes: 30 }],
  },
  'got the yoghurts + chips': {
    lists: { Shopping: ['greek yoghurt', 'salt n vinegar chips', 'bread', 'milk'] },
  },
  'take muesli bars n juice boxes off the list we have heaps': {
    lists: { Shopping: ['muesli bars (nut free)', 'apple juice boxes', 'wraps'] },
  },
  'bought sams new mouthguard and leos hat': {
    lists: { 'School stuff': ['mouthguard (Sam)', 'sun hat for Leo', 'glue sticks'] },
  },
  'rm glue sticks n the red pens frm school list, mia found some': {
    lists: { 'School supplies': ['glue sticks x3', 'red pens (x2)', 'A4 exercise books'] },
  },
  'grabbed the strawbs and avo': {
    lists: { Shopping: ['strawberries', 'avocados x3', 'pasta'] },
  },
  'got everything for camp except the torch - sleeping bag, pillow, thongs': {
    lists: { Camp: ['sleeping bag', 'pillow', 'thongs', 'torch + batteries'] },
  },
  "sorted sam's excursion form": {
    todos: ["Sign + return Sam's excursion permission note", 'Buy Leo new shoes'],
  },
  "done leo's library bag thing": {
    todos: ['Pack library bag for Leo (Fri)', 'Buy Leo new shoes'],
  },
  'done - emailed the coach': {
    todos: ['Email netball coach re trials', 'Book haircut for Sam'],
  },
  'booked sams haircut, tick it off': {
    todos: ['Book haircut for Sam', "Buy Mia's birthday card"],
  },
  'finished my science assignment finally 🙌 cross it off': {
    todos: ['Science assignment - ecosystems report', 'Return library book'],
  },
};
