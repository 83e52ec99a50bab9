// Phrasebook 74: a grandfather typing slowly with one finger; a pregnant mother on bed rest planning weeks ahead from her phone
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: grandfather, one finger, sometimes ALL CAPS, odd punctuation, old-fashioned words
  // new events
  p('PLEASE PUT IN.  Sam ,, cricket match SATURDAY 1 oclock. I will drive him in the motor car', 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-07',
    time: '13:00',
  }),
  p('bowls club every thursday at 10 in the morning . starting tomorrow', 'createEvent', {
    title: 'bowls',
    date: '2026-03-05',
    time: '10:00',
    recurrence: 'weekly',
  }),
  p('EYE TEST monday 9.30 am,, the old spectacles are no good any more', 'createEvent', { title: 'eye test', date: '2026-03-09', time: '09:30' }),
  p('Taking Leo to the pictures friday 10am . for 2 hours . put it in the diary please', 'createEvent', {
    title: 'picture',
    member: LEO,
    date: '2026-03-06',
    time: '10:00',
    durationMinutes: 120,
  }),
  p('remind me at 4 oclock to ring the chemist about my tablets', 'createEvent', {
    title: 'chemist',
    date: '2026-03-04',
    time: '16:00',
    reminderMinutes: 0,
  }),
  p('Luncheon with the Rotary fellows wednesday 11th march 12 noon. REMIND ME THE DAY BEFORE', 'createEvent', {
    title: 'luncheon',
    date: '2026-03-11',
    time: '12:00',
    reminderMinutes: 1440,
  }),
  p('Mia piano recital,, Sunday the 22nd at 3. Grandma and I will be there with bells on', 'createEvent', {
    title: 'recital',
    member: MIA,
    date: '2026-03-22',
    time: '15:00',
  }),
  p('podiatrist for my feet tuesday 11.15 ... half an hour', 'createEvent', {
    title: 'podiatrist',
    date: '2026-03-10',
    time: '11:15',
    durationMinutes: 30,
  }),
  // changes
  p('The CHEMIST telephoned. my flu injection is thursday now not friday . same time', 'updateEvent', {
    target: { words: 'flu' },
    changes: { date: '2026-03-05' },
  }),
  p('Sams cricket saturday is half past 1 not 1 o clock', 'updateEvent', {
    target: { words: 'cricket', member: SAM, date: '2026-03-07' },
    changes: { time: '13:30' },
  }),
  p('BOWLS thursday 9.30 this week only , the green keeper is mowing at 10', 'updateEvent', {
    target: { words: 'bowls', date: '2026-03-05' },
    changes: { time: '09:30' },
  }),
  p('the doctor on the 17th,, call it HEART SPECIALIST instead so I know which one it is', 'updateEvent', {
    target: { words: 'doctor' },
    changes: { title: 'heart specialist' },
  }),
  p('The podiatrist is only 30 minutes. not the hour you have put down', 'updateEvent', {
    target: { words: 'podiatrist' },
    changes: { durationMinutes: 30 },
  }),
  p('put a reminder 1 hour before Leos swimming please . I ALWAYS forget', 'updateEvent', {
    target: { words: 'swimming', member: LEO },
    changes: { reminderMinutes: 60 },
  }),
  p('The lodge meeting has moved to the church hall.. please alter it', 'updateEvent', {
    target: { words: 'lodge' },
    changes: { location: 'church hall' },
  }),
  p('my haircut at the barbers friday,, push it back half an hour', 'updateEvent', {
    target: { words: 'barber', date: '2026-03-06' },
    changes: { shiftMinutes: 30 },
  }),
  // cancels
  p('NO BOWLS THIS THURSDAY. rain forecast on the wireless', 'cancelEvent', {
    target: { words: 'bowls', fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p('I have given up the lodge after 40 years. take ALL of them out of the diary', 'cancelEvent', {
    target: { words: 'lodge' },
    series: true,
  }),
  p('cancel the barbers friday .  Grandma will cut it', 'cancelEvent', {
    target: { words: 'barber', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  p('Sam is not going to cricket nets on tuesday, he has a cold. Just that one', 'cancelEvent', {
    target: { words: 'cricket', member: SAM, fromDate: '2026-03-10', toDate: '2026-03-10' },
    series: false,
  }),
  // lists
  p('add to shopping,, bread . milk . TEA BAGS', 'addListItems', { items: ['bread', 'milk', 'tea bags'] }),
  p('need BOOT POLISH and a new hot water bottle from the shops', 'addListItems', { items: ['boot polish', 'hot water bottle'] }),
  p('is MARMALADE on the list?', 'showList', { check: ['marmalade'] }),
  p('got the sardines and the marmalade from the grocer.. tick them', 'tickListItems', { items: ['sardines', 'marmalade'] }),
  p('take the biscuits off the list. doctor says no more', 'tickListItems', { items: ['biscuits'], remove: true }),
  p('what is on the shopping list . I am going to the shops in the motor car', 'showList'),
  p('Add batteries for the wireless to the Hardware list', 'addListItems', { list: 'hardware', items: ['batteries'] }),
  // to-dos
  p('PUT ON MY TO DO LIST.. post letter to the council,, renew drivers licence', 'addTodo', { tasks: ['council', 'licence'] }),
  p('I have renewed the licence. cross it off', 'completeTodo', { text: 'licence' }),
  p('WHAT IS ON MY TO DO LIST', 'listTodos'),
  p('the gate latch is fixed. tick it off my jobs', 'completeTodo', { text: 'gate' }),
  p('remind me to post the birthday card to my brother Reg .. no particular time', 'addTodo', { tasks: ['birthday card'] }),
  // questions
  p('WHEN IS MY HEART SPECIALIST', 'findEvent', { words: 'heart' }),
  p('what have I got on tomorow . Grandma wants to know', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('am I free saturday morning,, Leo wants to feed the ducks', 'freeBusy', { date: '2026-03-07', fromTime: '08:00', toTime: '12:00' }),
  p('WHAT REMINDERS HAVE I GOT SET', 'listReminders'),
  p('what is Sam doing this week.. I would like to come and watch something', 'agenda', {
    fromDate: '2026-03-04',
    toDate: '2026-03-10',
    member: SAM,
  }),
  p('has Leo got anything on friday', ['agenda', 'findEvent'], { fromDate: '2026-03-06', toDate: '2026-03-06', member: LEO }),

  // Voice 2: pregnant mother on bed rest, chatty, planning weeks ahead from her phone
  // new events
  p('Ok news!! OB wants to see me weekly now so can you add obstetrician every tuesday at 10.30am starting the 10th 🙏', 'createEvent', {
    title: 'obstetrician',
    date: '2026-03-10',
    time: '10:30',
    recurrence: 'weekly',
  }),
  p("Mum's coming to help!! Can you add Nana's flight landing Sat 21 March at 3.40pm, Chidi's doing the airport run", 'createEvent', {
    title: 'flight',
    date: '2026-03-21',
    time: '15:40',
  }),
  p("Leo's daycare Easter hat parade is Thursday 2 April at 9am, pls pop it in so Chidi knows", 'createEvent', {
    title: 'hat parade',
    member: LEO,
    date: '2026-04-02',
    time: '09:00',
  }),
  p("Can you remind Mia on Monday the 16th at 7.30am to take her library bag back — I won't be up to nag her 😅", 'createEvent', {
    title: 'library',
    member: MIA,
    date: '2026-03-16',
    time: '07:30',
  }),
  p("Hospital tour of the maternity ward Thursday 19 March at 2pm, about an hour and a half. Chidi's coming with", 'createEvent', {
    title: 'tour',
    date: '2026-03-19',
    time: '14:00',
    durationMinutes: 90,
  }),
  p("Sam's got swimming every Wednesday from the 18th at 4.15pm, and remind me 30 mins before each time so I can ring whoever's driving him", 'createEvent', {
    title: 'swimming',
    member: SAM,
    date: '2026-03-18',
    time: '16:15',
    recurrence: 'weekly',
    reminderMinutes: 30,
  }),
  p("pls add baby shower at Auntie Grace's Sunday 29 March 1pm to 4pm — if I'm allowed off the couch by then 🤞", 'createEvent', {
    title: 'baby shower',
    date: '2026-03-29',
    time: '13:00',
    durationMinutes: 180,
  }),
  p('Midwife home visit Friday 27 March 11am, remind me the day before so I can get Chidi to tidy lol', 'createEvent', {
    title: 'midwife',
    date: '2026-03-27',
    time: '11:00',
    reminderMinutes: 1440,
  }),
  // changes
  p("ugh the growth scan got moved, it's Thursday the 26th now not the 24th, same time", 'updateEvent', {
    target: { words: 'scan' },
    changes: { date: '2026-03-26' },
  }),
  p("Mia's netball gala day on the 28th starts at 8 now instead of 9 (coach just emailed)", 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-28' },
    changes: { time: '08:00' },
  }),
  p("Chidi can only do the hospital tour if it's later so I've moved it to 3.30, can you change it", 'updateEvent', {
    target: { words: 'tour' },
    changes: { time: '15:30' },
  }),
  p("Can Nana's flight have a reminder 2 hours before? Chidi forgets everything 🙄", 'updateEvent', {
    target: { words: 'flight' },
    changes: { reminderMinutes: 120 },
  }),
  p("Leo's speech therapy on the 17th is telehealth now, so put the location as online pls", 'updateEvent', {
    target: { words: 'speech', member: LEO },
    changes: { location: 'online' },
  }),
  p("rename 'Appt' on the 31st to 'Glucose test' — I couldn't remember what it was when I put it in haha", 'updateEvent', {
    target: { words: 'appt' },
    changes: { title: 'glucose test' },
  }),
  p("Sam's dentist on 2 April — can you make it 45 mins, they're doing a clean as well", 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { durationMinutes: 45 },
  }),
  // cancels
  p('no more pregnancy pilates obviously 😩 delete all of them', 'cancelEvent', { target: { words: 'pilates' }, series: true }),
  p("Cancel Mia's playdate at Zara's on the 14th, Zara's got chickenpox and I can't risk it", 'cancelEvent', {
    target: { words: 'playdate', member: MIA, fromDate: '2026-03-14', toDate: '2026-03-14' },
  }),
  p("Can you delete the cleaner on Tuesday 24th, Mum says she'll do it herself 🙄", 'cancelEvent', {
    target: { words: 'cleaner', fromDate: '2026-03-24', toDate: '2026-03-24' },
    series: false,
  }),
  p("no swimming for Leo on Saturday the 14th, the pool's closed for a carnival", 'cancelEvent', {
    target: { words: 'swimming', member: LEO, fromDate: '2026-03-14', toDate: '2026-03-14' },
    series: false,
  }),
  // lists
  p("Adding to shopping for Chidi's Saturday run: maternity pads, breast pads, decaf coffee and heaps of ginger biscuits", 'addListItems', {
    items: ['maternity pads', 'breast pads', 'decaf coffee', 'ginger biscuits'],
  }),
  p('Are newborn nappies already on the hospital bag list?', 'showList', { list: 'hospital bag', check: ['newborn nappies'] }),
  p('add to the hospital bag list: lip balm, hair ties, going home outfit', 'addListItems', {
    list: 'hospital bag',
    items: ['lip balm', 'hair ties', 'going home outfit'],
  }),
  p('Chidi got teh decaf and the ginger biscuits yay, tick those off', 'tickListItems', { items: ['decaf', 'ginger biscuits'] }),
  p('take the brie off the shopping list, what was I thinking 🤦‍♀️', 'tickListItems', { items: ['brie'], remove: true }),
  p("what's on the shopping list? Mum's heading to Woolies", 'showList'),
  p('Is there ice cream on the list? asking for a friend (the friend is me)', 'showList', { check: ['ice cream'] }),
  // to-dos
  p("To-do for me: order the pram, book the car seat fitting, sort Mia's school holiday care", 'addTodo', {
    tasks: ['pram', 'car seat', 'holiday care'],
  }),
  p("Pram's been ordered!! 🎉 tick it off", 'completeTodo', { text: 'pram' }),
  p("whats still on my todo list, I've got nothing but time lol", 'listTodos'),
  p("don't let me forget to write thank you cards after the baby shower", 'addTodo', { tasks: ['thank you cards'] }),
  p('booked the car seat fitting, cross it off', 'completeTodo', { text: 'car seat' }),
  p("add 'pack hospital bag' to my todos — midwife says by 36 weeks", 'addTodo', { tasks: ['hospital bag'] }),
  // questions
  p('When is my glucose test again? Need to know when to start fasting', 'findEvent', { words: 'glucose' }),
  p("what have we got on next week, trying to work out who's driving who", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("What reminders have I set up? want to make sure nothing slips while I'm horizontal", 'listReminders'),
  p('Are we free Saturday 28th in the afternoon? the Nguyens want to drop off a meal', 'freeBusy', {
    date: '2026-03-28',
    fromTime: '12:00',
    toTime: '17:00',
  }),
  p("What's Mia got on the week of the 23rd?", 'agenda', { fromDate: '2026-03-23', toDate: '2026-03-29', member: MIA }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'PLEASE PUT IN.  Sam ,, cricket match SATURDAY 1 oclock. I will drive him in the motor car': {
    events: [
      { title: 'Cricket nets', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'bowls club every thursday at 10 in the morning . starting tomorrow': {
    events: [
      { title: 'Lodge meeting', date: '2026-03-02', time: '19:30', durationMinutes: 120, weekly: true },
      { title: 'Flu injection', date: '2026-03-06', time: '10:30', durationMinutes: 15 },
    ],
  },
  'EYE TEST monday 9.30 am,, the old spectacles are no good any more': {
    events: [
      { title: 'Lodge meeting', date: '2026-03-02', time: '19:30', durationMinutes: 120, weekly: true },
      { title: 'Doctor', date: '2026-03-17', time: '10:00', durationMinutes: 30 },
    ],
  },
  'Taking Leo to the pictures friday 10am . for 2 hours . put it in the diary please': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Barber', date: '2026-03-06', time: '14:00', durationMinutes: 30 },
    ],
  },
  'remind me at 4 oclock to ring the chemist about my tablets': {
    events: [
      { title: 'Flu injection at the chemist', date: '2026-03-06', time: '10:30', durationMinutes: 15 },
      { title: 'Bowls club', date: '2026-02-26', time: '10:00', durationMinutes: 180, weekly: true },
    ],
  },
  'Luncheon with the Rotary fellows wednesday 11th march 12 noon. REMIND ME THE DAY BEFORE': {
    events: [
      { title: 'Rotary meeting', date: '2026-03-18', time: '19:00', durationMinutes: 90 },
      { title: 'Bowls club', date: '2026-02-26', time: '10:00', durationMinutes: 180, weekly: true },
    ],
  },
  'Mia piano recital,, Sunday the 22nd at 3. Grandma and I will be there with bells on': {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'podiatrist for my feet tuesday 11.15 ... half an hour': {
    events: [
      { title: 'Doctor', date: '2026-03-17', time: '10:00', durationMinutes: 30 },
      { title: 'Cricket nets', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'The CHEMIST telephoned. my flu injection is thursday now not friday . same time': {
    events: [
      { title: 'Flu injection at the chemist', date: '2026-03-06', time: '10:30', durationMinutes: 15 },
      { title: 'Bowls club', date: '2026-02-26', time: '10:00', durationMinutes: 180, weekly: true },
      { title: 'Barber', date: '2026-03-06', time: '14:00', durationMinutes: 30 },
    ],
  },
  'Sams cricket saturday is half past 1 not 1 o clock': {
    events: [
      { title: 'Cricket match', date: '2026-03-07', time: '13:00', durationMinutes: 240, member: SAM },
      { title: 'Cricket nets', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'BOWLS thursday 9.30 this week only , the green keeper is mowing at 10': {
    events: [
      { title: 'Bowls club', date: '2026-02-26', time: '10:00', durationMinutes: 180, weekly: true },
      { title: 'Flu injection at the chemist', date: '2026-03-06', time: '10:30', durationMinutes: 15 },
    ],
  },
  'the doctor on the 17th,, call it HEART SPECIALIST instead so I know which one it is': {
    events: [
      { title: 'Doctor', date: '2026-03-17', time: '10:00', durationMinutes: 45 },
      { title: 'Eye test', date: '2026-03-09', time: '09:30', durationMinutes: 30 },
      { title: 'Podiatrist', date: '2026-03-10', time: '11:15', durationMinutes: 30 },
    ],
  },
  'The podiatrist is only 30 minutes. not the hour you have put down': {
    events: [
      { title: 'Podiatrist', date: '2026-03-10', time: '11:15', durationMinutes: 60 },
      { title: 'Eye test', date: '2026-03-09', time: '09:30', durationMinutes: 60 },
    ],
  },
  'put a reminder 1 hour before Leos swimming please . I ALWAYS forget': {
    events: [
      { title: 'Swimming lesson', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Cricket match', date: '2026-03-07', time: '13:00', durationMinutes: 240, member: SAM },
    ],
  },
  'The lodge meeting has moved to the church hall.. please alter it': {
    events: [
      { title: 'Lodge meeting', date: '2026-03-02', time: '19:30', durationMinutes: 120, weekly: true, location: 'Masonic hall' },
      { title: 'Rotary meeting', date: '2026-03-18', time: '19:00', durationMinutes: 90, location: 'RSL club' },
    ],
  },
  'my haircut at the barbers friday,, push it back half an hour': {
    events: [
      { title: 'Barber', date: '2026-03-06', time: '10:00', durationMinutes: 30 },
      { title: 'Flu injection at the chemist', date: '2026-03-06', time: '11:30', durationMinutes: 15 },
      { title: 'Barber', date: '2026-04-03', time: '10:00', durationMinutes: 30 },
    ],
  },
  'NO BOWLS THIS THURSDAY. rain forecast on the wireless': {
    events: [
      { title: 'Bowls club', date: '2026-02-26', time: '10:00', durationMinutes: 180, weekly: true },
      { title: 'Lodge meeting', date: '2026-03-02', time: '19:30', durationMinutes: 120, weekly: true },
    ],
  },
  'I have given up the lodge after 40 years. take ALL of them out of the diary': {
    events: [
      { title: 'Lodge meeting', date: '2026-03-02', time: '19:30', durationMinutes: 120, weekly: true },
      { title: 'Bowls club', date: '2026-02-26', time: '10:00', durationMinutes: 180, weekly: true },
      { title: 'Rotary meeting', date: '2026-03-18', time: '19:00', durationMinutes: 90 },
    ],
  },
  'cancel the barbers friday .  Grandma will cut it': {
    events: [
      { title: 'Barber', date: '2026-03-06', time: '10:00', durationMinutes: 30 },
      { title: 'Flu injection at the chemist', date: '2026-03-06', time: '11:30', durationMinutes: 15 },
    ],
  },
  'Sam is not going to cricket nets on tuesday, he has a cold. Just that one': {
    events: [
      { title: 'Cricket nets', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Cricket match', date: '2026-03-07', time: '13:00', durationMinutes: 240, member: SAM },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'add to shopping,, bread . milk . TEA BAGS': {
    lists: { Shopping: ['sardines', 'eggs', 'marmalade'] },
  },
  'need BOOT POLISH and a new hot water bottle from the shops': {
    lists: { Shopping: ['tea bags', 'sardines'], Hardware: ['fuse wire'] },
  },
  'is MARMALADE on the list?': {
    lists: { Shopping: ['bread', 'marmalade', 'sardines'] },
  },
  'got the sardines and the marmalade from the grocer.. tick them': {
    lists: { Shopping: ['sardines', 'marmalade', 'tea bags', 'milk'] },
  },
  'take the biscuits off the list. doctor says no more': {
    lists: { Shopping: ['biscuits', 'bread', 'tea bags'] },
  },
  'what is on the shopping list . I am going to the shops in the motor car': {
    lists: { Shopping: ['bread', 'milk', 'boot polish', 'sardines'], Hardware: ['fuse wire'] },
  },
  'Add batteries for the wireless to the Hardware list': {
    lists: { Hardware: ['sandpaper', 'fuse wire'], Shopping: ['bread', 'milk'] },
  },
  'PUT ON MY TO DO LIST.. post letter to the council,, renew drivers licence': {
    todos: ['fix the gate latch', 'ring about the guttering'],
  },
  'I have renewed the licence. cross it off': {
    todos: ['renew drivers licence', 'post letter to the council', 'fix the gate latch'],
  },
  'WHAT IS ON MY TO DO LIST': {
    todos: ['post letter to the council', 'fix the gate latch'],
    lists: { Shopping: ['bread', 'tea bags'] },
  },
  'the gate latch is fixed. tick it off my jobs': {
    todos: ['fix the gate latch', 'renew drivers licence', 'ring about the guttering'],
  },
  'remind me to post the birthday card to my brother Reg .. no particular time': {
    todos: ['fix the gate latch', 'post letter to the council'],
  },
  'WHEN IS MY HEART SPECIALIST': {
    events: [
      { title: 'Heart specialist', date: '2026-03-17', time: '10:00', durationMinutes: 45 },
      { title: 'Eye test', date: '2026-03-09', time: '09:30', durationMinutes: 30 },
    ],
  },
  'what have I got on tomorow . Grandma wants to know': {
    events: [
      { title: 'Bowls club', date: '2026-02-26', time: '10:00', durationMinutes: 180, weekly: true },
      { title: 'Flu injection at the chemist', date: '2026-03-05', time: '15:00', durationMinutes: 15 },
      { title: 'Barber', date: '2026-03-06', time: '10:00', durationMinutes: 30 },
    ],
  },
  'am I free saturday morning,, Leo wants to feed the ducks': {
    events: [
      { title: 'Swimming lesson', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Cricket match', date: '2026-03-07', time: '13:00', durationMinutes: 240, member: SAM },
    ],
  },
  'WHAT REMINDERS HAVE I GOT SET': {
    events: [
      { title: 'Eye test', date: '2026-03-09', time: '09:30', durationMinutes: 30 },
      { title: 'Rotary luncheon', date: '2026-03-11', time: '12:00', durationMinutes: 120 },
    ],
  },
  'what is Sam doing this week.. I would like to come and watch something': {
    events: [
      { title: 'Cricket nets', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Cricket match', date: '2026-03-07', time: '13:00', durationMinutes: 240, member: SAM },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'has Leo got anything on friday': {
    events: [
      { title: 'Pictures with Grandad', date: '2026-03-06', time: '10:00', durationMinutes: 120, member: LEO },
      { title: 'Swimming lesson', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Barber', date: '2026-03-06', time: '14:00', durationMinutes: 30 },
    ],
  },

  // Voice 2
  'Ok news!! OB wants to see me weekly now so can you add obstetrician every tuesday at 10.30am starting the 10th 🙏': {
    events: [
      { title: 'Growth scan', date: '2026-03-24', time: '09:15', durationMinutes: 45 },
      { title: 'Cleaner', date: '2026-03-03', time: '09:00', durationMinutes: 180, weekly: true },
    ],
  },
  "Mum's coming to help!! Can you add Nana's flight landing Sat 21 March at 3.40pm, Chidi's doing the airport run": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Leo's daycare Easter hat parade is Thursday 2 April at 9am, pls pop it in so Chidi knows": {
    events: [
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
      { title: 'Dentist', date: '2026-04-02', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  "Can you remind Mia on Monday the 16th at 7.30am to take her library bag back — I won't be up to nag her 😅": {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Library day', date: '2026-03-12', time: '09:00', durationMinutes: 60, member: SAM },
    ],
  },
  "Hospital tour of the maternity ward Thursday 19 March at 2pm, about an hour and a half. Chidi's coming with": {
    events: [
      { title: 'Obstetrician', date: '2026-03-10', time: '10:30', durationMinutes: 30, weekly: true },
      { title: 'Growth scan', date: '2026-03-24', time: '09:15', durationMinutes: 45 },
    ],
  },
  "Sam's got swimming every Wednesday from the 18th at 4.15pm, and remind me 30 mins before each time so I can ring whoever's driving him": {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Soccer training', date: '2026-03-05', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "pls add baby shower at Auntie Grace's Sunday 29 March 1pm to 4pm — if I'm allowed off the couch by then 🤞": {
    events: [
      { title: 'Midwife home visit', date: '2026-03-27', time: '11:00', durationMinutes: 60 },
      { title: 'Netball gala day', date: '2026-03-28', time: '09:00', durationMinutes: 360, member: MIA },
    ],
  },
  'Midwife home visit Friday 27 March 11am, remind me the day before so I can get Chidi to tidy lol': {
    events: [
      { title: 'Obstetrician', date: '2026-03-10', time: '10:30', durationMinutes: 30, weekly: true },
      { title: 'Midwife phone call', date: '2026-03-13', time: '11:00', durationMinutes: 20 },
    ],
  },
  "ugh the growth scan got moved, it's Thursday the 26th now not the 24th, same time": {
    events: [
      { title: 'Growth scan', date: '2026-03-24', time: '09:15', durationMinutes: 45 },
      { title: 'Obstetrician', date: '2026-03-10', time: '10:30', durationMinutes: 30, weekly: true },
      { title: 'Cleaner', date: '2026-03-03', time: '09:00', durationMinutes: 180, weekly: true },
    ],
  },
  "Mia's netball gala day on the 28th starts at 8 now instead of 9 (coach just emailed)": {
    events: [
      { title: 'Netball gala day', date: '2026-03-28', time: '09:00', durationMinutes: 360, member: MIA },
      { title: 'Netball training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Chidi can only do the hospital tour if it's later so I've moved it to 3.30, can you change it": {
    events: [
      { title: 'Hospital tour', date: '2026-03-19', time: '14:00', durationMinutes: 90 },
      { title: 'Soccer training', date: '2026-03-05', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Can Nana's flight have a reminder 2 hours before? Chidi forgets everything 🙄": {
    events: [
      { title: "Nana's flight", date: '2026-03-21', time: '15:40', durationMinutes: 60 },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Leo's speech therapy on the 17th is telehealth now, so put the location as online pls": {
    events: [
      { title: 'Speech therapy', date: '2026-03-17', time: '10:00', durationMinutes: 45, member: LEO, location: 'Bondi Junction clinic' },
      { title: 'Obstetrician', date: '2026-03-10', time: '10:30', durationMinutes: 30, weekly: true },
    ],
  },
  "rename 'Appt' on the 31st to 'Glucose test' — I couldn't remember what it was when I put it in haha": {
    events: [
      { title: 'Appt', date: '2026-03-31', time: '08:30', durationMinutes: 120 },
      { title: 'Obstetrician', date: '2026-03-10', time: '10:30', durationMinutes: 30, weekly: true },
    ],
  },
  "Sam's dentist on 2 April — can you make it 45 mins, they're doing a clean as well": {
    events: [
      { title: 'Dentist', date: '2026-04-02', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Soccer training', date: '2026-03-05', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'no more pregnancy pilates obviously 😩 delete all of them': {
    events: [
      { title: 'Pregnancy pilates', date: '2026-02-23', time: '18:00', durationMinutes: 60, weekly: true },
      { title: 'Obstetrician', date: '2026-03-10', time: '10:30', durationMinutes: 30, weekly: true },
    ],
  },
  "Cancel Mia's playdate at Zara's on the 14th, Zara's got chickenpox and I can't risk it": {
    events: [
      { title: "Playdate at Zara's", date: '2026-03-14', time: '10:00', durationMinutes: 180, member: MIA },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Can you delete the cleaner on Tuesday 24th, Mum says she'll do it herself 🙄": {
    events: [
      { title: 'Cleaner', date: '2026-03-03', time: '09:00', durationMinutes: 180, weekly: true },
      { title: 'Growth scan', date: '2026-03-24', time: '09:15', durationMinutes: 45 },
    ],
  },
  "no swimming for Leo on Saturday the 14th, the pool's closed for a carnival": {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: "Playdate at Zara's", date: '2026-03-14', time: '10:00', durationMinutes: 180, member: MIA },
    ],
  },
  "Adding to shopping for Chidi's Saturday run: maternity pads, breast pads, decaf coffee and heaps of ginger biscuits": {
    lists: { Shopping: ['milk', 'weetbix', 'bananas'], 'Hospital bag': ['newborn nappies'] },
  },
  'Are newborn nappies already on the hospital bag list?': {
    lists: { 'Hospital bag': ['newborn nappies', 'muslin wraps', 'phone charger'], Shopping: ['milk', 'nappies'] },
  },
  'add to the hospital bag list: lip balm, hair ties, going home outfit': {
    lists: { 'Hospital bag': ['newborn nappies', 'muslin wraps'], Shopping: ['decaf coffee', 'milk'] },
  },
  'Chidi got teh decaf and the ginger biscuits yay, tick those off': {
    lists: { Shopping: ['decaf coffee', 'ginger biscuits', 'maternity pads', 'milk'] },
  },
  'take the brie off the shopping list, what was I thinking 🤦‍♀️': {
    lists: { Shopping: ['brie', 'crackers', 'grapes'] },
  },
  "what's on the shopping list? Mum's heading to Woolies": {
    lists: { Shopping: ['milk', 'bread', 'ginger biscuits', 'maternity pads'], 'Hospital bag': ['lip balm'] },
  },
  'Is there ice cream on the list? asking for a friend (the friend is me)': {
    lists: { Shopping: ['milk', 'ice cream', 'pickles'] },
  },
  "To-do for me: order the pram, book the car seat fitting, sort Mia's school holiday care": {
    todos: ['pack hospital bag', 'wash the baby clothes'],
  },
  "Pram's been ordered!! 🎉 tick it off": {
    todos: ['order the pram', 'book the car seat fitting', 'wash the baby clothes'],
  },
  "whats still on my todo list, I've got nothing but time lol": {
    todos: ['book the car seat fitting', "sort Mia's school holiday care"],
    lists: { Shopping: ['milk'] },
  },
  "don't let me forget to write thank you cards after the baby shower": {
    todos: ['order the pram', 'pack hospital bag'],
  },
  'booked the car seat fitting, cross it off': {
    todos: ['book the car seat fitting', 'order the pram', "sort Mia's school holiday care"],
  },
  "add 'pack hospital bag' to my todos — midwife says by 36 weeks": {
    todos: ['book the car seat fitting', 'wash the baby clothes'],
    lists: { 'Hospital bag': ['newborn nappies'] },
  },
  'When is my glucose test again? Need to know when to start fasting': {
    events: [
      { title: 'Glucose test', date: '2026-03-31', time: '08:30', durationMinutes: 120 },
      { title: 'Growth scan', date: '2026-03-24', time: '09:15', durationMinutes: 45 },
    ],
  },
  "what have we got on next week, trying to work out who's driving who": {
    events: [
      { title: 'Obstetrician', date: '2026-03-10', time: '10:30', durationMinutes: 30, weekly: true },
      { title: 'Soccer training', date: '2026-03-05', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: "Playdate at Zara's", date: '2026-03-14', time: '10:00', durationMinutes: 180, member: MIA },
    ],
  },
  "What reminders have I set up? want to make sure nothing slips while I'm horizontal": {
    events: [
      { title: 'Midwife home visit', date: '2026-03-27', time: '11:00', durationMinutes: 60 },
      { title: "Nana's flight", date: '2026-03-21', time: '15:40', durationMinutes: 60 },
    ],
  },
  'Are we free Saturday 28th in the afternoon? the Nguyens want to drop off a meal': {
    events: [
      { title: 'Netball gala day', date: '2026-03-28', time: '08:00', durationMinutes: 360, member: MIA },
      { title: 'Swimming', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "What's Mia got on the week of the 23rd?": {
    events: [
      { title: 'Netball training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Netball gala day', date: '2026-03-28', time: '08:00', durationMinutes: 360, member: MIA },
      { title: 'Soccer training', date: '2026-03-05', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
};
