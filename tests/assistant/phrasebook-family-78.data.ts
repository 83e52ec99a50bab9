// Phrasebook 78: a father who coaches junior football and writes in sports shorthand; a mother who corrects herself mid-message
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: junior football coach dad, sports shorthand (U8s, trng, GF, arvo, sesh), lowercase, terse
  // new events
  p("new sesh for Sam's U8s - every Thurs 4.30pm from tmrw, 1hr, Kensington Oval", 'createEvent', {
    title: 'u8',
    member: SAM,
    date: '2026-03-05',
    time: '16:30',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p("Mia's futsal GF sat 9am at the PCYC. remind me 1hr b4", 'createEvent', {
    title: 'futsal',
    member: MIA,
    date: '2026-03-07',
    time: '09:00',
    reminderMinutes: 60,
  }),
  p('coaches mtg mon 7pm @ clubhouse', 'createEvent', { title: 'coach', date: '2026-03-09', time: '19:00' }),
  p("Leo's preschool sports day fri, all day thing", 'createEvent', { title: 'sport', member: LEO, date: '2026-03-06', allDay: true }),
  p('physio for my hammy tmrw 8am, 45 min', 'createEvent', { title: 'physio', date: '2026-03-05', time: '08:00', durationMinutes: 45 }),
  p("Sam's got a party at Bounce sun 11-1", 'createEvent', { title: 'party', member: SAM, date: '2026-03-08', time: '11:00', durationMinutes: 120 }),
  p('reminder 6pm tonight - wash the bibs', 'createEvent', { title: 'bibs', date: '2026-03-04', time: '18:00', reminderMinutes: 0 }),
  p("grading day for Mia's U11s sat 14th, 8 till 12", 'createEvent', {
    title: 'grading',
    member: MIA,
    date: '2026-03-14',
    time: '08:00',
    durationMinutes: 240,
  }),
  // changes
  p("U8s trng tmrw pushed to 5, ground's booked till then", 'updateEvent', {
    target: { words: 'u8', date: '2026-03-05' },
    changes: { time: '17:00' },
  }),
  p("Mia's netball game sat is at Heffron Park now not Moore Park", 'updateEvent', {
    target: { words: 'netball', member: MIA },
    changes: { location: 'Heffron Park' },
  }),
  p('holiday clinic sun arvo - make it 90 mins not 60', 'updateEvent', { target: { words: 'clinic' }, changes: { durationMinutes: 90 } }),
  p("Sam's futsal fri brought fwd half hr, ref shortage", 'updateEvent', {
    target: { words: 'futsal', member: SAM },
    changes: { shiftMinutes: -30 },
  }),
  p("rename sun's footy to Gala Day pls, it's the round robin", 'updateEvent', {
    target: { words: 'footy', date: '2026-03-08' },
    changes: { title: 'gala day' },
  }),
  p("fri swim sesh - that's Leo's, pls put it under him", 'updateEvent', { target: { words: 'swim' }, changes: { member: LEO } }),
  p("put a 2hr reminder on sat's GF, need to pack oranges + cones", 'updateEvent', {
    target: { words: 'gf', date: '2026-03-07' },
    changes: { reminderMinutes: 120 },
  }),
  // cancels
  p("no U8s trng tmrw, ground's waterlogged", 'cancelEvent', {
    target: { words: 'u8', fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p("Mia's quit netball, bin the lot", 'cancelEvent', { target: { words: 'netball', member: MIA }, series: true }),
  p("coaches mtg mon is off, club prez says we'll do it over email", 'cancelEvent', {
    target: { words: 'coach', fromDate: '2026-03-09', toDate: '2026-03-09' },
  }),
  p("cancel Sam's swim this arvo, he's crook", 'cancelEvent', {
    target: { words: 'swim', member: SAM, fromDate: '2026-03-04', toDate: '2026-03-04' },
    series: false,
  }),
  // lists
  p('add oranges, zooper doopers n sunscreen to shopping - my turn for half time snacks sat', 'addListItems', {
    items: ['oranges', 'zooper', 'sunscreen'],
  }),
  p('kit bag list: cones, bibs, pump', 'addListItems', { list: 'kit bag', items: ['cones', 'bibs', 'pump'] }),
  p('got the oranegs', 'tickListItems', { items: ['oranges'] }),
  p('grabbed bread + milk on the way home from trng', 'tickListItems', { items: ['bread', 'milk'] }),
  p('take the pump off the kit bag list, found the old one in the shed', 'tickListItems', { list: 'kit bag', items: ['pump'], remove: true }),
  p('sunscreen on the shopping list already?', 'showList', { check: ['sunscreen'] }),
  p('shopping list pls', 'showList'),
  p('whats on the kit bag list', 'showList', { list: 'kit bag' }),
  // to-dos
  p('todo: rego the U8s on PlayHQ, order trophies for pres night', 'addTodo', { tasks: ['playhq', 'trophies'] }),
  p('remind me to chase the Hendersons for fees', 'addTodo', { tasks: ['fees'] }),
  p('trophies ordered ✔', 'completeTodo', { text: 'trophies' }),
  p('done - booked the ref course', 'completeTodo', { text: 'ref course' }),
  p('my todos?', 'listTodos'),
  p('to do list: fix the goal nets + drop the spare pump back at the club', 'addTodo', { tasks: ['nets', 'pump'] }),
  // questions
  p("what've we got on sat", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("when's Mia's grading", 'findEvent', { words: 'grading', member: MIA }),
  p('am i free mon arvo? want to run an extra sesh', 'freeBusy', { date: '2026-03-09', fromTime: '12:00', toTime: '17:00' }),
  p('what reminders have i got set', 'listReminders'),
  p("Sam's week?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),

  // Voice 2: mother who corrects herself mid-message ("wait no", "make that", "scratch that"), full sentences
  // new events
  p("Can you add Mia's dentist on Thursday at 3:30, wait no, Friday. Friday at 3:30.", 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-06',
    time: '15:30',
  }),
  p("Leo has a birthday party on Saturday at 10, sorry, 11, the invite says 11am. It's at Centennial Park.", 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-07',
    time: '11:00',
  }),
  p("Please put Sam's swimming lessons in, every Tuesday at 4, make that 4:15, starting next week. Half an hour each.", 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-10',
    time: '16:15',
    durationMinutes: 30,
    recurrence: 'weekly',
  }),
  p('Haircut for me on Monday at 9, no, scratch that, 9:30. And remind me an hour before please.', 'createEvent', {
    title: 'haircut',
    date: '2026-03-09',
    time: '09:30',
    reminderMinutes: 60,
  }),
  p('Remind me at 4 to take the mince out of the freezer. Actually make it 5, 4 is too early.', 'createEvent', {
    title: 'mince',
    date: '2026-03-04',
    time: '17:00',
    reminderMinutes: 0,
  }),
  p('Parent teacher interview for Sam on the 12th, sorry, the 11th, at 4:10pm.', 'createEvent', {
    title: 'interview',
    member: SAM,
    date: '2026-03-11',
    time: '16:10',
  }),
  p('Dinner with Karen and Phil on Saturday 7 till 10, oh wait, they said 6:30. So 6:30 till 10.', 'createEvent', {
    title: 'dinner',
    date: '2026-03-07',
    time: '18:30',
    durationMinutes: 210,
  }),
  // changes
  p("Mia's piano exam got moved to Friday, no hang on, Monday. Same time.", 'updateEvent', {
    target: { words: 'piano exam', member: MIA },
    changes: { date: '2026-03-09' },
  }),
  p('The vet is at 2 tomorrow now, not 1. Actually make that 2:30, I misread the text.', 'updateEvent', {
    target: { words: 'vet' },
    changes: { time: '14:30' },
  }),
  p("Can you push Sam's speech therapy back 15 minutes, sorry, 20, on Monday?", 'updateEvent', {
    target: { words: 'speech', member: SAM, date: '2026-03-09' },
    changes: { shiftMinutes: 20 },
  }),
  p("Leo's swim assessment on Saturady is 45 minutes not 30. Wait, no, 40. It's 40.", 'updateEvent', {
    target: { words: 'swim', member: LEO },
    changes: { durationMinutes: 40 },
  }),
  p("The school disco on Friday is in the hall now, scratch that, the library. They've changed it twice this week!", 'updateEvent', {
    target: { words: 'disco' },
    changes: { location: 'library' },
  }),
  p("Can you rename the 'Appointment' on Tuesday to physio, no, chiro. It's the chiro.", 'updateEvent', {
    target: { words: 'appointment', date: '2026-03-10' },
    changes: { title: 'chiro' },
  }),
  p("Can you remind me an hour before Leo's immunisation, no, make that 2 hours, I have to grab him from daycare first.", 'updateEvent', {
    target: { words: 'immunisation', member: LEO },
    changes: { reminderMinutes: 120 },
  }),
  p('Can you put the haircut on Friday under Mia, wait, no, Leo. Mia had hers last week.', 'updateEvent', {
    target: { words: 'haircut' },
    changes: { member: LEO },
  }),
  // cancels
  p("Cancel Leo's swimming this Saturday, no wait, next Saturday, the 14th. We're away that weekend.", 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-14', toDate: '2026-03-14' },
    series: false,
  }),
  p("We're done with tutoring, can you delete all of them. Actually just Mia's, Sam's is still going.", 'cancelEvent', {
    target: { words: 'tutoring', member: MIA },
    series: true,
  }),
  p("Please cancel the plumber on Thursday, sorry, he's Friday. Friday's plumber, cancel that one.", 'cancelEvent', {
    target: { words: 'plumber', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  p("Sam's footy photos on Sunday are cancelled. Well, postponed, they haven't said to when. Just take it off for now.", 'cancelEvent', {
    target: { words: 'photo', member: SAM },
  }),
  // lists
  p('Add eggs, milk and 4 lemons, make that 5 lemons, to the shopping list.', 'addListItems', { items: ['eggs', 'milk', 'lemon'] }),
  p("Can you add nappies to the list, no scratch that, pull ups. Leo's moved up to pull ups.", 'addListItems', { items: ['pull'] }),
  p('Got the bread and the yoghurt, oh and the bananas too.', 'tickListItems', { items: ['bread', 'yoghurt', 'bananas'] }),
  p("Take the chocolate off the shopping list, sorry, not the chocolate, the chips. Mia's on a health kick.", 'tickListItems', {
    items: ['chips'],
    remove: true,
  }),
  p('Is there rice on the shopping list? Brown rice I mean.', 'showList', { check: ['rice'] }),
  p('Add a torch and 2 pairs of socks, make that 3, to the school camp list.', 'addListItems', { list: 'school camp', items: ['torch', 'socks'] }),
  p("What's on the shopping list? Actually, just tell me if we need milk.", 'showList', { check: ['milk'] }),
  // to-dos
  p("Add to my to-do list: book the car service, and call the school about Sam's reader, no, his library bag.", 'addTodo', {
    tasks: ['car service', 'library bag'],
  }),
  p("Remind me to renew Mia's passport. Not Mia's, sorry, Leo's.", 'addTodo', { tasks: ['passport'] }),
  p("I've paid the swimming fees, tick that off. And the electricity bill too, no wait, not that one yet, just the swimming.", 'completeTodo', {
    text: 'swimming',
  }),
  p('Done number 2, wait, number 3', 'completeTodo', { number: 3 }),
  p('Can you read me my to-do list? The to-do one, not the shopping.', 'listTodos'),
  // questions
  p("What's on Thursday, no sorry, Friday?", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p("When's Sam's dentist again? Sam's, not Mia's.", 'findEvent', { words: 'dentist', member: SAM }),
  p('Am I free Tuesday at 11, I mean 11:30?', 'freeBusy', { date: '2026-03-10', fromTime: '11:30' }),
  p("What's on my to-do list, wait no, I mean the reminders. What reminders have I got set?", 'listReminders'),
  p('Is Mia free Saturday morning, wait, Sunday morning? Her friend wants a playdate.', 'freeBusy', {
    date: '2026-03-08',
    fromTime: '08:00',
    toTime: '12:00',
    member: MIA,
  }),
  p('What has Leo got on next week? Sorry, this week.', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  "new sesh for Sam's U8s - every Thurs 4.30pm from tmrw, 1hr, Kensington Oval": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Toddler swim', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Mia's futsal GF sat 9am at the PCYC. remind me 1hr b4": {
    events: [
      { title: 'Futsal training', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'U8s training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'coaches mtg mon 7pm @ clubhouse': {
    events: [
      { title: 'U8s training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Committee meeting', date: '2026-03-16', time: '19:00', durationMinutes: 90 },
    ],
  },
  "Leo's preschool sports day fri, all day thing": {
    events: [
      { title: 'Toddler swim', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'School assembly', date: '2026-03-06', time: '09:00', durationMinutes: 60, member: SAM },
    ],
  },
  'physio for my hammy tmrw 8am, 45 min': {
    events: [
      { title: 'U8s training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Orthodontist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  "Sam's got a party at Bounce sun 11-1": {
    events: [
      { title: 'Gala day', date: '2026-03-08', time: '08:00', durationMinutes: 150, member: SAM },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'reminder 6pm tonight - wash the bibs': {
    events: [{ title: 'Swimming', date: '2026-02-25', time: '16:00', durationMinutes: 45, member: SAM, weekly: true }],
    todos: ['order trophies for pres night', 'book ref course'],
  },
  "grading day for Mia's U11s sat 14th, 8 till 12": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'U8s training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "U8s trng tmrw pushed to 5, ground's booked till then": {
    events: [
      { title: 'Sam U8s training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true, location: 'Kensington Oval' },
      { title: 'Netball training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Mia's netball game sat is at Heffron Park now not Moore Park": {
    events: [
      { title: 'Netball game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA, location: 'Moore Park' },
      { title: 'Netball training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'U8s futsal', date: '2026-03-07', time: '08:30', durationMinutes: 50, member: SAM },
    ],
  },
  'holiday clinic sun arvo - make it 90 mins not 60': {
    events: [
      { title: 'Holiday skills clinic', date: '2026-03-08', time: '14:00', durationMinutes: 60 },
      { title: "BBQ at Nonna's", date: '2026-03-08', time: '12:00', durationMinutes: 120 },
    ],
  },
  "Sam's futsal fri brought fwd half hr, ref shortage": {
    events: [
      { title: 'Futsal', date: '2026-03-06', time: '17:30', durationMinutes: 50, member: SAM },
      { title: 'Futsal', date: '2026-03-07', time: '09:00', durationMinutes: 50, member: MIA },
    ],
  },
  "rename sun's footy to Gala Day pls, it's the round robin": {
    events: [
      { title: 'Footy', date: '2026-03-08', time: '08:00', durationMinutes: 180, member: SAM },
      { title: 'Footy training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "fri swim sesh - that's Leo's, pls put it under him": {
    events: [
      { title: 'Swim lesson', date: '2026-03-06', time: '15:30', durationMinutes: 30 },
      { title: 'U8s training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "put a 2hr reminder on sat's GF, need to pack oranges + cones": {
    events: [
      { title: 'U8s futsal GF', date: '2026-03-07', time: '08:30', durationMinutes: 60, member: SAM },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "no U8s trng tmrw, ground's waterlogged": {
    events: [
      { title: 'U8s training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Mia's quit netball, bin the lot": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Futsal', date: '2026-02-27', time: '17:30', durationMinutes: 50, member: SAM, weekly: true },
    ],
  },
  "coaches mtg mon is off, club prez says we'll do it over email": {
    events: [
      { title: 'Coaches meeting', date: '2026-03-09', time: '19:00', durationMinutes: 90 },
      { title: 'Committee meeting', date: '2026-03-16', time: '19:00', durationMinutes: 90 },
    ],
  },
  "cancel Sam's swim this arvo, he's crook": {
    events: [
      { title: 'Swimming', date: '2026-02-25', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Toddler swim', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'add oranges, zooper doopers n sunscreen to shopping - my turn for half time snacks sat': {
    lists: { Shopping: ['milk', 'bread', 'weet-bix'], 'Kit bag': ['cones', 'bibs'] },
  },
  'kit bag list: cones, bibs, pump': {
    lists: { Shopping: ['milk', 'eggs'], 'Kit bag': ['whistle', 'first aid kit'] },
  },
  'got the oranegs': {
    lists: { Shopping: ['oranges', 'milk', 'zooper doopers'] },
  },
  'grabbed bread + milk on the way home from trng': {
    lists: { Shopping: ['bread', 'milk', 'sunscreen', 'eggs'] },
  },
  'take the pump off the kit bag list, found the old one in the shed': {
    lists: { Shopping: ['milk', 'pump spray sunscreen'], 'Kit bag': ['cones', 'bibs', 'pump'] },
  },
  'sunscreen on the shopping list already?': {
    lists: { Shopping: ['sunscreen', 'eggs', 'bread'], 'Kit bag': ['cones', 'first aid kit'] },
  },
  'shopping list pls': {
    lists: { Shopping: ['milk', 'bread', 'oranges', 'bin bags'], 'Kit bag': ['bibs'] },
  },
  'whats on the kit bag list': {
    lists: { Shopping: ['milk', 'bread'], 'Kit bag': ['cones', 'bibs', 'whistle', 'first aid kit'] },
  },
  'todo: rego the U8s on PlayHQ, order trophies for pres night': {
    todos: ['book ref course'],
    lists: { Shopping: ['oranges'] },
  },
  'remind me to chase the Hendersons for fees': {
    todos: ['order trophies for pres night', 'book ref course'],
  },
  'trophies ordered ✔': {
    todos: ['order trophies for pres night', 'chase Hendersons for fees', 'book ref course'],
  },
  'done - booked the ref course': {
    todos: ['order trophies for pres night', 'book ref course', 'fix the goal nets'],
  },
  'my todos?': {
    todos: ['chase Hendersons for fees', 'book ref course', 'fix the goal nets'],
    lists: { Shopping: ['oranges', 'milk'] },
  },
  'to do list: fix the goal nets + drop the spare pump back at the club': {
    todos: ['book ref course'],
    lists: { Shopping: ['milk', 'bread'] },
  },
  "what've we got on sat": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'U8s futsal', date: '2026-03-07', time: '08:30', durationMinutes: 50, member: SAM },
      { title: 'Gala day', date: '2026-03-08', time: '08:00', durationMinutes: 150, member: SAM },
    ],
  },
  "when's Mia's grading": {
    events: [
      { title: 'Grading day', date: '2026-03-14', time: '08:00', durationMinutes: 240, member: MIA },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'am i free mon arvo? want to run an extra sesh': {
    events: [
      { title: 'Coaches meeting', date: '2026-03-09', time: '19:00', durationMinutes: 90 },
      { title: 'Dentist', date: '2026-03-09', time: '13:30', durationMinutes: 30 },
    ],
  },
  'what reminders have i got set': {
    events: [
      { title: 'U8s futsal GF', date: '2026-03-07', time: '08:30', durationMinutes: 60, member: SAM },
      { title: 'Coaches meeting', date: '2026-03-09', time: '19:00', durationMinutes: 90 },
    ],
    todos: ['order trophies for pres night'],
  },
  "Sam's week?": {
    events: [
      { title: 'U8s training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-25', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },

  // Voice 2
  "Can you add Mia's dentist on Thursday at 3:30, wait no, Friday. Friday at 3:30.": {
    events: [
      { title: 'Dentist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Leo has a birthday party on Saturday at 10, sorry, 11, the invite says 11am. It's at Centennial Park.": {
    events: [
      { title: 'Toddler swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Please put Sam's swimming lessons in, every Tuesday at 4, make that 4:15, starting next week. Half an hour each.": {
    events: [
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Football training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Haircut for me on Monday at 9, no, scratch that, 9:30. And remind me an hour before please.': {
    events: [
      { title: 'Playgroup', date: '2026-03-02', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Speech therapy', date: '2026-02-23', time: '15:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'Remind me at 4 to take the mince out of the freezer. Actually make it 5, 4 is too early.': {
    events: [{ title: 'Swimming', date: '2026-02-25', time: '16:00', durationMinutes: 45, member: SAM, weekly: true }],
    todos: ['pay swimming fees', 'book car service'],
  },
  'Parent teacher interview for Sam on the 12th, sorry, the 11th, at 4:10pm.': {
    events: [
      { title: 'Parent teacher interview', date: '2026-03-12', time: '16:30', durationMinutes: 15, member: MIA },
      { title: 'Football training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Dinner with Karen and Phil on Saturday 7 till 10, oh wait, they said 6:30. So 6:30 till 10.': {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: "Dinner at Mum's", date: '2026-03-08', time: '18:00', durationMinutes: 120 },
    ],
  },
  "Mia's piano exam got moved to Friday, no hang on, Monday. Same time.": {
    events: [
      { title: 'Piano exam', date: '2026-03-05', time: '10:00', durationMinutes: 60, member: MIA },
      { title: 'Piano lesson', date: '2026-02-23', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'The vet is at 2 tomorrow now, not 1. Actually make that 2:30, I misread the text.': {
    events: [
      { title: 'Vet', date: '2026-03-05', time: '13:00', durationMinutes: 30 },
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  "Can you push Sam's speech therapy back 15 minutes, sorry, 20, on Monday?": {
    events: [
      { title: 'Speech therapy', date: '2026-02-23', time: '15:30', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Playgroup', date: '2026-03-02', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  "Leo's swim assessment on Saturady is 45 minutes not 30. Wait, no, 40. It's 40.": {
    events: [
      { title: 'Swim assessment', date: '2026-03-07', time: '10:00', durationMinutes: 30, member: LEO },
      { title: 'Swimming', date: '2026-02-25', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "The school disco on Friday is in the hall now, scratch that, the library. They've changed it twice this week!": {
    events: [
      { title: 'School disco', date: '2026-03-06', time: '18:00', durationMinutes: 120, location: 'Gym' },
      { title: 'Swimming carnival', date: '2026-03-06', time: '09:00', durationMinutes: 360, member: MIA },
    ],
  },
  "Can you rename the 'Appointment' on Tuesday to physio, no, chiro. It's the chiro.": {
    events: [
      { title: 'Appointment', date: '2026-03-10', time: '10:00', durationMinutes: 45 },
      { title: 'Appointment', date: '2026-03-17', time: '11:00', durationMinutes: 30 },
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Can you remind me an hour before Leo's immunisation, no, make that 2 hours, I have to grab him from daycare first.": {
    events: [
      { title: 'Immunisation', date: '2026-03-10', time: '11:00', durationMinutes: 15, member: LEO },
      { title: 'Daycare', date: '2026-03-03', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
    ],
  },
  'Can you put the haircut on Friday under Mia, wait, no, Leo. Mia had hers last week.': {
    events: [
      { title: 'Haircut', date: '2026-03-06', time: '15:00', durationMinutes: 30 },
      { title: 'Haircut', date: '2026-02-27', time: '15:00', durationMinutes: 30, member: MIA },
      { title: 'Swimming', date: '2026-02-25', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Cancel Leo's swimming this Saturday, no wait, next Saturday, the 14th. We're away that weekend.": {
    events: [
      { title: 'Toddler swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "We're done with tutoring, can you delete all of them. Actually just Mia's, Sam's is still going.": {
    events: [
      { title: 'Maths tutoring', date: '2026-02-24', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Reading tutoring', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Please cancel the plumber on Thursday, sorry, he's Friday. Friday's plumber, cancel that one.": {
    events: [
      { title: 'Plumber', date: '2026-03-06', time: '08:00', durationMinutes: 120 },
      { title: 'Electrician', date: '2026-03-05', time: '08:00', durationMinutes: 120 },
    ],
  },
  "Sam's footy photos on Sunday are cancelled. Well, postponed, they haven't said to when. Just take it off for now.": {
    events: [
      { title: 'Footy photos', date: '2026-03-08', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Footy training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Add eggs, milk and 4 lemons, make that 5 lemons, to the shopping list.': {
    lists: { Shopping: ['bread', 'bananas'], 'School camp': ['sleeping bag'] },
  },
  "Can you add nappies to the list, no scratch that, pull ups. Leo's moved up to pull ups.": {
    lists: { Shopping: ['wipes', 'bread', 'milk'] },
  },
  'Got the bread and the yoghurt, oh and the bananas too.': {
    lists: { Shopping: ['bread', 'yoghurt', 'bananas', 'lemons'] },
  },
  "Take the chocolate off the shopping list, sorry, not the chocolate, the chips. Mia's on a health kick.": {
    lists: { Shopping: ['chocolate', 'chips', 'milk'] },
  },
  'Is there rice on the shopping list? Brown rice I mean.': {
    lists: { Shopping: ['brown rice', 'pasta', 'tinned tomatoes'] },
  },
  'Add a torch and 2 pairs of socks, make that 3, to the school camp list.': {
    lists: { Shopping: ['milk', 'bread'], 'School camp': ['sleeping bag', 'raincoat'] },
  },
  "What's on the shopping list? Actually, just tell me if we need milk.": {
    lists: { Shopping: ['milk', 'bread', 'cheese'] },
  },
  "Add to my to-do list: book the car service, and call the school about Sam's reader, no, his library bag.": {
    todos: ['pay swimming fees'],
    lists: { Shopping: ['milk'] },
  },
  "Remind me to renew Mia's passport. Not Mia's, sorry, Leo's.": {
    todos: ['book car service', 'pay swimming fees'],
  },
  "I've paid the swimming fees, tick that off. And the electricity bill too, no wait, not that one yet, just the swimming.": {
    todos: ['pay swimming fees', 'pay electricity bill', 'book car service'],
  },
  'Done number 2, wait, number 3': {
    todos: ['book car service', 'pay electricity bill', 'return library books', "renew Leo's passport"],
  },
  'Can you read me my to-do list? The to-do one, not the shopping.': {
    todos: ['book car service', 'pay electricity bill'],
    lists: { Shopping: ['milk', 'bread', 'lemons'] },
  },
  "What's on Thursday, no sorry, Friday?": {
    events: [
      { title: 'Vet', date: '2026-03-05', time: '13:00', durationMinutes: 30 },
      { title: 'School disco', date: '2026-03-06', time: '18:00', durationMinutes: 120 },
      { title: 'Haircut', date: '2026-03-06', time: '15:00', durationMinutes: 30, member: LEO },
    ],
  },
  "When's Sam's dentist again? Sam's, not Mia's.": {
    events: [
      { title: 'Dentist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: MIA },
    ],
  },
  'Am I free Tuesday at 11, I mean 11:30?': {
    events: [
      { title: 'Immunisation', date: '2026-03-10', time: '11:00', durationMinutes: 15, member: LEO },
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "What's on my to-do list, wait no, I mean the reminders. What reminders have I got set?": {
    events: [
      { title: 'Immunisation', date: '2026-03-10', time: '11:00', durationMinutes: 15, member: LEO },
      { title: 'Haircut', date: '2026-03-09', time: '09:30', durationMinutes: 30 },
    ],
    todos: ['book car service'],
  },
  'Is Mia free Saturday morning, wait, Sunday morning? Her friend wants a playdate.': {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming carnival training', date: '2026-03-08', time: '08:00', durationMinutes: 60, member: SAM },
    ],
  },
  'What has Leo got on next week? Sorry, this week.': {
    events: [
      { title: 'Toddler swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Playgroup', date: '2026-03-02', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Immunisation', date: '2026-03-10', time: '11:00', durationMinutes: 15, member: LEO },
    ],
  },
};
