// Phrasebook 84: a primary-school principal father who writes formally and precisely, sometimes in numbered points; a bubbly real-estate-agent mother writing in upbeat sales-speak between open homes
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: primary-school principal father, formal and precise, sometimes in numbered points
  // new events
  p('Please add the following to the calendar: Sam, dental check-up, Thursday 5 March at 3.30 pm.', 'createEvent', {
    title: 'dental',
    member: SAM,
    date: '2026-03-05',
    time: '15:30',
  }),
  p('New entry, please: (1) Mia, inter-school debating final; (2) Tuesday 10 March; (3) 6.00 pm until 8.00 pm.', 'createEvent', {
    title: 'debating',
    member: MIA,
    date: '2026-03-10',
    time: '18:00',
    durationMinutes: 120,
  }),
  p(
    'Leo commences swimming lessons this Saturday, 7 March, at 9.15 am. They will continue every Saturday during term, so please enter them as a weekly event.',
    'createEvent',
    {
      title: 'swim',
      member: LEO,
      date: '2026-03-07',
      time: '09:15',
      recurrence: 'weekly',
    },
  ),
  p('I have a meeting with the regional director on Monday at 8.00 am. Kindly add it, with a reminder 45 minutes beforehand.', 'createEvent', {
    title: 'director',
    date: '2026-03-09',
    time: '08:00',
    reminderMinutes: 45,
  }),
  p('Please remind me at 4.45 pm to collect the laminated certificates from the front office.', 'createEvent', {
    title: 'certificates',
    date: '2026-03-04',
    time: '16:45',
    reminderMinutes: 0,
  }),
  p('Sam has a cricket trial on Sunday 8 March, commencing at 10.00 am and lasting approximately two and a half hours.', 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-08',
    time: '10:00',
    durationMinutes: 150,
  }),
  p('School working bee, Saturday 14 March, 8 am.', 'createEvent', { title: 'working bee', date: '2026-03-14', time: '08:00' }),
  p('Good news: Mia has been selected for the district choir. Rehearsals are every Thursday at 3.45 pm, starting tomorrow. Please add them.', 'createEvent', {
    title: 'choir',
    member: MIA,
    date: '2026-03-05',
    time: '15:45',
    recurrence: 'weekly',
  }),
  // changes
  p("Sam's teacher has rescheduled his parent-teacher interview from Thursday to Friday, 6 March, at the same time.", 'updateEvent', {
    target: { words: 'interview', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p("Correction: Mia's piano examination on Monday begins at 4.15 pm, not 4.00 pm.", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '16:15' },
  }),
  p("Please note that Sam's soccer training has moved to Kensington Oval, effective this week.", 'updateEvent', {
    target: { words: 'soccer', member: SAM },
    changes: { location: 'Kensington Oval' },
  }),
  p('The professional development session on Friday has been extended. It will now run for three hours.', 'updateEvent', {
    target: { words: 'development' },
    changes: { durationMinutes: 180 },
  }),
  p("Kindly set a reminder one day prior to Leo's immunisation appointment.", 'updateEvent', {
    target: { words: 'immunisation', member: LEO },
    changes: { reminderMinutes: 1440 },
  }),
  p('The orthodontist appointment on 11 March is for Mia; I neglected to say so when I entered it. Please assign it to her.', 'updateEvent', {
    target: { words: 'orthodontist' },
    changes: { member: MIA },
  }),
  p("Please retitle Tuesday's 'Meeting' as 'Budget review with the business manager'.", 'updateEvent', {
    target: { words: 'meeting', date: '2026-03-10' },
    changes: { title: 'budget review' },
  }),
  p("Sam's swimming this Friday only will begin at 4.30 pm rather than 4.00 pm, owing to a pool booking clash.", 'updateEvent', {
    target: { words: 'swimming', member: SAM, date: '2026-03-06' },
    changes: { time: '16:30' },
  }),
  // cancels
  p("Mia's debating practice tomorrow is cancelled, as the coach is unwell.", 'cancelEvent', {
    target: { words: 'debating', member: MIA, fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p('Leo will no longer attend Monday playgroup. Please remove all future sesssions.', 'cancelEvent', {
    target: { words: 'playgroup', member: LEO },
    series: true,
  }),
  p('Please delete the dinner with the Hendersons on Saturday. They have had to postpone.', 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-07', toDate: '2026-03-07' },
  }),
  p('There will be no staff meeting on Thursday because of the swimming carnival. Please cancel that occurrence only.', 'cancelEvent', {
    target: { words: 'staff meeting', fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  // lists
  p('Please add the following to the shopping list: 1. wholemeal bread 2. free-range eggs 3. two litres of milk 4. baking paper', 'addListItems', {
    items: ['bread', 'eggs', 'milk', 'baking paper'],
  }),
  p('Sam requires a glue stick and an A4 exercise book for school tomorrow. Add both to the shopping list, please.', 'addListItems', {
    items: ['glue stick', 'exercise book'],
  }),
  p('Is coffee on the shopping list at present?', 'showList', { check: ['coffee'] }),
  p('I have purchased the eggs and the baking paper. Please mark them off.', 'tickListItems', { items: ['eggs', 'baking paper'], remove: false }),
  p('Remove the chocolate biscuits from the shopping list. We are attempting to reduce sugar at home.', 'tickListItems', {
    items: ['chocolate biscuits'],
    remove: true,
  }),
  p('Add a sleeping bag, a torch and a named drink bottle to the school camp list.', 'addListItems', {
    list: 'school camp',
    items: ['sleeping bag', 'torch', 'drink bottle'],
  }),
  p('What is currently on the shopping list?', 'showList'),
  // to-dos
  p("Add to my to-do list: 1. sign Mia's excursion consent form; 2. renew the car registration; 3. email the P&C president.", 'addTodo', {
    tasks: ['consent form', 'registration', 'president'],
  }),
  p('I have renewed the car registration. Please mark that task as complete.', 'completeTodo', { text: 'registration' }),
  p('Outstanding tasks, please.', 'listTodos'),
  p("Please remind me to order Leo's name labels.", 'addTodo', { tasks: ['name labels'] }),
  p('The email to the P&C president has been sent; you may tick it off.', 'completeTodo', { text: 'president' }),
  // questions
  p("When is Mia's next orthodontist appointment?", 'findEvent', { words: 'orthodontist', member: MIA }),
  p("Please provide the family's schedule for next week.", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("Is Sam free on Saturday between 1.00 pm and 3.00 pm? A classmate's parents have invited him over.", 'freeBusy', {
    date: '2026-03-07',
    fromTime: '13:00',
    toTime: '15:00',
    member: SAM,
  }),
  p('Which reminders are currently set?', 'listReminders'),
  p('What does Leo have on tomorrow?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: LEO }),
  p('At what time does the swimming carnival begin on Thursday?', 'findEvent', { words: 'carnival' }),

  // Voice 2: bubbly real-estate-agent mother, upbeat sales-speak typed between open homes
  // new events
  p("Omg just between opens!! Mia's got a netball gala day Sat 14th from 8am til 1pm, lock it in pls!! 🏐", 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-14',
    time: '08:00',
    durationMinutes: 300,
  }),
  p("Super keen to get Sam into tennis!! Every Tuesday 4pm starting next week, let's lock it in 🎾🎾", 'createEvent', {
    title: 'tennis',
    member: SAM,
    date: '2026-03-10',
    time: '16:00',
    recurrence: 'weekly',
  }),
  p('Auction Saturday 11am at 14 Ocean St!! Big one!! Pop it in and remind me 2 hrs before so I can get the signage sorted 🙌', 'createEvent', {
    title: 'auction',
    date: '2026-03-07',
    time: '11:00',
    reminderMinutes: 120,
  }),
  p("Leo's got his health check tmrw 10.30 with the clinic nurse, only 30 mins!! Easy win 😊", 'createEvent', {
    title: 'health check',
    member: LEO,
    date: '2026-03-05',
    time: '10:30',
    durationMinutes: 30,
  }),
  p('remind me at 6 to send the vendor report!!! cannot forget this one 😅', 'createEvent', {
    title: 'vendor report',
    date: '2026-03-04',
    time: '18:00',
    reminderMinutes: 0,
  }),
  p("Family dinner at Nonna's Sunday 5.30!! Whole crew, lock it in!!", 'createEvent', { title: 'dinner', date: '2026-03-08', time: '17:30' }),
  p("Sams been invited to Josh's party at Kidz Zone this saturdy 2-4!! He's super keen!!", 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 120,
  }),
  // changes
  p("Quick one!! Open home at 22 Bay Rd moved to 12.30 Sat, vendor's request, happy vendor happy life 😂", 'updateEvent', {
    target: { words: 'bay' },
    changes: { time: '12:30' },
  }),
  p("Mias dentist moved from Wed 11th to Thurs 12th, same time!! Win-win, I've got a settlement on the Wed 🙌", 'updateEvent', {
    target: { words: 'dentist', member: MIA },
    changes: { date: '2026-03-12' },
  }),
  p("Sam's footy clinic this arvo goes 2 hrs now not 90 mins, coach is super keen lol", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { durationMinutes: 120 },
  }),
  p("Leo's swimming is at the Leisure Centre now not Des Renford!! Same day same time, easy peasy!!", 'updateEvent', {
    target: { words: 'swimming', member: LEO },
    changes: { location: 'Leisure Centre' },
  }),
  p("Can u add a reminder 30 min before the awards night?? Do NOT want to be late, I'm up for agent of the year 🏆🏆", 'updateEvent', {
    target: { words: 'awards' },
    changes: { reminderMinutes: 30 },
  }),
  p("Mia's ballet tmrw pushed back 15 mins, studio's running behind!! 🩰", 'updateEvent', {
    target: { words: 'ballet', member: MIA, date: '2026-03-05' },
    changes: { shiftMinutes: 15 },
  }),
  p("Change 'Call with buyer' tmrw to 'Contract signing'!! We got there, SOLD 🎉🎉", 'updateEvent', {
    target: { words: 'buyer' },
    changes: { title: 'contract signing' },
  }),
  // cancels
  p("Noooo Sam's swimming is off this Fri, pool's closed 😩 just that one tho!!", 'cancelEvent', {
    target: { words: 'swimming', member: SAM, fromDate: '2026-03-06', toDate: '2026-03-06' },
    series: false,
  }),
  p("Mia's quitting gymnastics 😢 take em all out pls, onwards and upwards!!", 'cancelEvent', {
    target: { words: 'gymnastics', member: MIA },
    series: true,
  }),
  p('Open home at 5 Hill St Sat is cancelled, it SOLD prior!!! 🎉🎉🎉', 'cancelEvent', {
    target: { words: 'hill', fromDate: '2026-03-07', toDate: '2026-03-07' },
  }),
  p("cancle coffee w Jess tmrw, she's flat out too lol", 'cancelEvent', {
    target: { words: 'coffee', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  // lists
  p('Add avo, sourdough and a bottle of bubbly to shopping!! Celebrating a big sale tonight 🥂', 'addListItems', {
    items: ['avo', 'sourdough', 'bubbly'],
  }),
  p('Got the nappies n wipes, tick tick!! ✅', 'tickListItems', { items: ['nappies', 'wipes'], remove: false }),
  p('is milk on the list?? at woolies now between opens', 'showList', { check: ['milk'] }),
  p('Whats on shopping?? Quick dash to Coles before my 3pm!!', 'showList'),
  p("Take the prawns off the list, the BBQ's been pushed back so no need 🙅‍♀️", 'tickListItems', { items: ['prawns'], remove: true }),
  p('Open home list: add brochures, balloons and the A-frame sign!!', 'addListItems', {
    list: 'open home',
    items: ['brochures', 'balloons', 'a-frame'],
  }),
  p("Do we have dishwasher tabs on the list already? Don't want double ups!!", 'showList', { check: ['dishwasher'] }),
  p('need loo paper and lunchbox snacks for the kids, whack em on shopping!!', 'addListItems', { items: ['loo paper', 'snacks'] }),
  // to-dos
  p("To do: book Leo's haircut, call the conveyancer, pick up business cards!! Let's smash it 💪", 'addTodo', {
    tasks: ['haircut', 'conveyancer', 'business cards'],
  }),
  p('Conveyancer DONE ✅✅ tick it off!!', 'completeTodo', { text: 'conveyancer' }),
  p("what's on my to do list??", 'listTodos'),
  p('pls remind me to order new sign boards!! the old ones are looking tired lol', 'addTodo', { tasks: ['sign boards'] }),
  p('Business cards picked up, win-win!! Mark it done 🙌', 'completeTodo', { text: 'business cards' }),
  p('todos??', 'listTodos'),
  // questions
  p("What's on this weekend?? Need to plan around my opens!!", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('Am I free tmrw arvo 2-4 for a listing appt?? Fingers crossed!!', 'freeBusy', { date: '2026-03-05', fromTime: '14:00', toTime: '16:00' }),
  p("When's Leo's swimming again?? Can never remember lol", 'findEvent', { words: 'swimming', member: LEO }),
  p("Have I got any reminders set?? Feel like I'm forgetting something!!", 'listReminders'),
  p("What's Mia got on Friday?", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: MIA }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'Please add the following to the calendar: Sam, dental check-up, Thursday 5 March at 3.30 pm.': {
    events: [
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Staff meeting', date: '2026-02-26', time: '15:30', durationMinutes: 60, weekly: true },
    ],
  },
  'New entry, please: (1) Mia, inter-school debating final; (2) Tuesday 10 March; (3) 6.00 pm until 8.00 pm.': {
    events: [
      { title: 'Debating practice', date: '2026-02-26', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'School council meeting', date: '2026-03-10', time: '17:00', durationMinutes: 60 },
    ],
  },
  'Leo commences swimming lessons this Saturday, 7 March, at 9.15 am. They will continue every Saturday during term, so please enter them as a weekly event.': {
    events: [
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Playgroup', date: '2026-03-02', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'I have a meeting with the regional director on Monday at 8.00 am. Kindly add it, with a reminder 45 minutes beforehand.': {
    events: [
      { title: 'Staff meeting', date: '2026-02-26', time: '15:30', durationMinutes: 60, weekly: true },
      { title: 'Piano examination', date: '2026-03-09', time: '16:00', durationMinutes: 30, member: MIA },
    ],
  },
  'Please remind me at 4.45 pm to collect the laminated certificates from the front office.': {
    events: [{ title: 'Assembly rehearsal', date: '2026-03-05', time: '09:00', durationMinutes: 60 }],
    todos: ['order merit certificates for term 2'],
  },
  'Sam has a cricket trial on Sunday 8 March, commencing at 10.00 am and lasting approximately two and a half hours.': {
    events: [
      { title: 'Cricket training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: "Lunch at Grandma's", date: '2026-03-08', time: '13:00', durationMinutes: 120 },
    ],
  },
  'School working bee, Saturday 14 March, 8 am.': {
    events: [
      { title: 'Netball', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'School fete committee', date: '2026-03-12', time: '18:30', durationMinutes: 90 },
    ],
  },
  'Good news: Mia has been selected for the district choir. Rehearsals are every Thursday at 3.45 pm, starting tomorrow. Please add them.': {
    events: [
      { title: 'Debating practice', date: '2026-02-26', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Sam's teacher has rescheduled his parent-teacher interview from Thursday to Friday, 6 March, at the same time.": {
    events: [
      { title: 'Parent-teacher interview', date: '2026-03-05', time: '16:20', durationMinutes: 15, member: SAM },
      { title: 'Staff meeting', date: '2026-02-26', time: '15:30', durationMinutes: 60, weekly: true },
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Correction: Mia's piano examination on Monday begins at 4.15 pm, not 4.00 pm.": {
    events: [
      { title: 'Piano examination', date: '2026-03-09', time: '16:00', durationMinutes: 30, member: MIA },
      { title: 'Ballet', date: '2026-03-02', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Please note that Sam's soccer training has moved to Kensington Oval, effective this week.": {
    events: [
      { title: 'Soccer training', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: SAM, weekly: true, location: 'Queens Park' },
      { title: 'Netball', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'The professional development session on Friday has been extended. It will now run for three hours.': {
    events: [
      { title: 'Professional development session', date: '2026-03-06', time: '13:00', durationMinutes: 120 },
      { title: 'Staff meeting', date: '2026-02-26', time: '15:30', durationMinutes: 60, weekly: true },
    ],
  },
  "Kindly set a reminder one day prior to Leo's immunisation appointment.": {
    events: [
      { title: 'Immunisation', date: '2026-03-12', time: '10:00', durationMinutes: 20, member: LEO },
      { title: 'Playgroup', date: '2026-03-02', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'The orthodontist appointment on 11 March is for Mia; I neglected to say so when I entered it. Please assign it to her.': {
    events: [
      { title: 'Orthodontist', date: '2026-03-11', time: '15:00', durationMinutes: 30 },
      { title: 'Cricket training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Please retitle Tuesday's 'Meeting' as 'Budget review with the business manager'.": {
    events: [
      { title: 'Meeting', date: '2026-03-10', time: '11:00', durationMinutes: 60 },
      { title: 'Staff meeting', date: '2026-02-26', time: '15:30', durationMinutes: 60, weekly: true },
    ],
  },
  "Sam's swimming this Friday only will begin at 4.30 pm rather than 4.00 pm, owing to a pool booking clash.": {
    events: [
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-02-27', time: '17:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Mia's debating practice tomorrow is cancelled, as the coach is unwell.": {
    events: [
      { title: 'Debating practice', date: '2026-02-26', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Leo will no longer attend Monday playgroup. Please remove all future sesssions.': {
    events: [
      { title: 'Playgroup', date: '2026-03-02', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming lessons', date: '2026-03-07', time: '09:15', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Please delete the dinner with the Hendersons on Saturday. They have had to postpone.': {
    events: [
      { title: 'Dinner with the Hendersons', date: '2026-03-07', time: '18:30', durationMinutes: 150 },
      { title: "Dinner at Grandma's", date: '2026-03-08', time: '17:00', durationMinutes: 120 },
      { title: 'Netball', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'There will be no staff meeting on Thursday because of the swimming carnival. Please cancel that occurrence only.': {
    events: [
      { title: 'Staff meeting', date: '2026-02-26', time: '15:30', durationMinutes: 60, weekly: true },
      { title: 'Swimming carnival', date: '2026-03-05' },
    ],
  },
  'Please add the following to the shopping list: 1. wholemeal bread 2. free-range eggs 3. two litres of milk 4. baking paper': {
    lists: { Shopping: ['apples', 'tea bags'] },
    todos: ['renew the car registration'],
  },
  'Sam requires a glue stick and an A4 exercise book for school tomorrow. Add both to the shopping list, please.': {
    lists: { Shopping: ['bananas', 'pasta', 'coloured pencils'] },
  },
  'Is coffee on the shopping list at present?': {
    lists: { Shopping: ['coffee beans', 'milk', 'rice'] },
  },
  'I have purchased the eggs and the baking paper. Please mark them off.': {
    lists: { Shopping: ['free-range eggs', 'baking paper', 'wholemeal bread', 'milk'] },
  },
  'Remove the chocolate biscuits from the shopping list. We are attempting to reduce sugar at home.': {
    lists: { Shopping: ['chocolate biscuits', 'apples', 'yoghurt'] },
  },
  'Add a sleeping bag, a torch and a named drink bottle to the school camp list.': {
    lists: { Shopping: ['milk', 'bread'], 'School camp': ['gumboots', 'raincoat'] },
  },
  'What is currently on the shopping list?': {
    lists: { Shopping: ['wholemeal bread', 'milk', 'baking paper', 'tea bags'], 'School camp': ['torch'] },
  },
  "Add to my to-do list: 1. sign Mia's excursion consent form; 2. renew the car registration; 3. email the P&C president.": {
    todos: ['book the car service', 'order school photos'],
  },
  'I have renewed the car registration. Please mark that task as complete.': {
    todos: ['renew the car registration', "sign Mia's excursion consent form", 'email the P&C president'],
  },
  'Outstanding tasks, please.': {
    todos: ["sign Mia's excursion consent form", 'email the P&C president', 'book the car service'],
  },
  "Please remind me to order Leo's name labels.": {
    todos: ['renew the car registration'],
    lists: { Shopping: ['milk'] },
  },
  'The email to the P&C president has been sent; you may tick it off.': {
    todos: ['email the P&C president', "sign Mia's excursion consent form", 'book the car service'],
  },
  "When is Mia's next orthodontist appointment?": {
    events: [
      { title: 'Orthodontist', date: '2026-03-18', time: '15:15', durationMinutes: 30, member: MIA },
      { title: 'Orthodontist', date: '2026-03-11', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  "Please provide the family's schedule for next week.": {
    events: [
      { title: 'Piano examination', date: '2026-03-09', time: '16:00', durationMinutes: 30, member: MIA },
      { title: 'Staff meeting', date: '2026-02-26', time: '15:30', durationMinutes: 60, weekly: true },
      { title: 'Immunisation', date: '2026-03-12', time: '10:00', durationMinutes: 20, member: LEO },
    ],
  },
  "Is Sam free on Saturday between 1.00 pm and 3.00 pm? A classmate's parents have invited him over.": {
    events: [
      { title: 'Cricket', date: '2026-03-07', time: '09:00', durationMinutes: 180, member: SAM },
      { title: 'Netball', date: '2026-03-07', time: '13:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Which reminders are currently set?': {
    events: [
      { title: 'Immunisation', date: '2026-03-12', time: '10:00', durationMinutes: 20, member: LEO },
      { title: 'Meeting with the regional director', date: '2026-03-09', time: '08:00', durationMinutes: 60 },
    ],
  },
  'What does Leo have on tomorrow?': {
    events: [
      { title: 'Speech therapy', date: '2026-03-05', time: '10:00', durationMinutes: 45, member: LEO },
      { title: 'Choir', date: '2026-03-05', time: '15:45', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Playgroup', date: '2026-03-02', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'At what time does the swimming carnival begin on Thursday?': {
    events: [
      { title: 'Swimming carnival', date: '2026-03-05', time: '09:00', durationMinutes: 360 },
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },

  // Voice 2
  "Omg just between opens!! Mia's got a netball gala day Sat 14th from 8am til 1pm, lock it in pls!! 🏐": {
    events: [
      { title: 'Netball training', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Open home – 22 Bay Rd', date: '2026-03-14', time: '11:00', durationMinutes: 30 },
    ],
  },
  "Super keen to get Sam into tennis!! Every Tuesday 4pm starting next week, let's lock it in 🎾🎾": {
    events: [
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Gymnastics', date: '2026-02-24', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Auction Saturday 11am at 14 Ocean St!! Big one!! Pop it in and remind me 2 hrs before so I can get the signage sorted 🙌': {
    events: [
      { title: 'Open home – 5 Hill St', date: '2026-03-07', time: '10:00', durationMinutes: 30 },
      { title: 'Swimming lessons', date: '2026-03-07', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Leo's got his health check tmrw 10.30 with the clinic nurse, only 30 mins!! Easy win 😊": {
    events: [
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
      { title: 'Call with buyer', date: '2026-03-05', time: '09:30', durationMinutes: 30 },
    ],
  },
  'remind me at 6 to send the vendor report!!! cannot forget this one 😅': {
    events: [{ title: 'Appraisal – 9 Coral Ave', date: '2026-03-04', time: '16:00', durationMinutes: 60 }],
    todos: ['print vendor report template'],
  },
  "Family dinner at Nonna's Sunday 5.30!! Whole crew, lock it in!!": {
    events: [
      { title: 'Open home – 22 Bay Rd', date: '2026-03-08', time: '11:00', durationMinutes: 30 },
      { title: 'Dinner with the Nguyens', date: '2026-03-07', time: '18:30', durationMinutes: 120 },
    ],
  },
  "Sams been invited to Josh's party at Kidz Zone this saturdy 2-4!! He's super keen!!": {
    events: [
      { title: 'Soccer', date: '2026-03-07', time: '08:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: "Ella's party", date: '2026-03-08', time: '11:00', durationMinutes: 120, member: MIA },
    ],
  },
  "Quick one!! Open home at 22 Bay Rd moved to 12.30 Sat, vendor's request, happy vendor happy life 😂": {
    events: [
      { title: 'Open home – 22 Bay Rd', date: '2026-03-07', time: '11:00', durationMinutes: 30 },
      { title: 'Open home – 5 Hill St', date: '2026-03-07', time: '10:00', durationMinutes: 30 },
    ],
  },
  "Mias dentist moved from Wed 11th to Thurs 12th, same time!! Win-win, I've got a settlement on the Wed 🙌": {
    events: [
      { title: 'Dentist', date: '2026-03-11', time: '15:30', durationMinutes: 30, member: MIA },
      { title: 'Dentist', date: '2026-03-18', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Settlement – 3 Park Lane', date: '2026-03-11', time: '11:00', durationMinutes: 60 },
    ],
  },
  "Sam's footy clinic this arvo goes 2 hrs now not 90 mins, coach is super keen lol": {
    events: [
      { title: 'Footy clinic', date: '2026-03-04', time: '16:00', durationMinutes: 90, member: SAM },
      { title: 'Gymnastics', date: '2026-02-24', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Leo's swimming is at the Leisure Centre now not Des Renford!! Same day same time, easy peasy!!": {
    events: [
      { title: 'Swimming lessons', date: '2026-03-07', time: '09:00', durationMinutes: 30, member: LEO, weekly: true, location: 'Des Renford' },
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
    ],
  },
  "Can u add a reminder 30 min before the awards night?? Do NOT want to be late, I'm up for agent of the year 🏆🏆": {
    events: [
      { title: 'Awards night', date: '2026-03-13', time: '18:30', durationMinutes: 240 },
      { title: 'Open home – 22 Bay Rd', date: '2026-03-14', time: '11:00', durationMinutes: 30 },
    ],
  },
  "Mia's ballet tmrw pushed back 15 mins, studio's running behind!! 🩰": {
    events: [
      { title: 'Ballet', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Gymnastics', date: '2026-02-24', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Change 'Call with buyer' tmrw to 'Contract signing'!! We got there, SOLD 🎉🎉": {
    events: [
      { title: 'Call with buyer', date: '2026-03-05', time: '09:30', durationMinutes: 30 },
      { title: 'Open home – 22 Bay Rd', date: '2026-03-07', time: '11:00', durationMinutes: 30 },
    ],
  },
  "Noooo Sam's swimming is off this Fri, pool's closed 😩 just that one tho!!": {
    events: [
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Swimming lessons', date: '2026-03-07', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Mia's quitting gymnastics 😢 take em all out pls, onwards and upwards!!": {
    events: [
      { title: 'Gymnastics', date: '2026-02-24', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Ballet', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Open home at 5 Hill St Sat is cancelled, it SOLD prior!!! 🎉🎉🎉': {
    events: [
      { title: 'Open home – 5 Hill St', date: '2026-03-07', time: '10:00', durationMinutes: 30 },
      { title: 'Open home – 22 Bay Rd', date: '2026-03-07', time: '11:00', durationMinutes: 30 },
    ],
  },
  "cancle coffee w Jess tmrw, she's flat out too lol": {
    events: [
      { title: 'Coffee with Jess', date: '2026-03-05', time: '08:30', durationMinutes: 45 },
      { title: 'Coffee with Priya', date: '2026-03-06', time: '10:00', durationMinutes: 45 },
      { title: 'Call with buyer', date: '2026-03-05', time: '09:30', durationMinutes: 30 },
    ],
  },
  'Add avo, sourdough and a bottle of bubbly to shopping!! Celebrating a big sale tonight 🥂': {
    lists: { Shopping: ['milk', 'nappies', 'weet-bix'] },
  },
  'Got the nappies n wipes, tick tick!! ✅': {
    lists: { Shopping: ['nappies', 'wipes', 'bananas', 'coffee pods'] },
  },
  'is milk on the list?? at woolies now between opens': {
    lists: { Shopping: ['bread', 'milk', 'bananas'] },
  },
  'Whats on shopping?? Quick dash to Coles before my 3pm!!': {
    lists: { Shopping: ['sourdough', 'avo', 'loo paper', 'lunchbox snacks'], 'Open home': ['brochures'] },
  },
  "Take the prawns off the list, the BBQ's been pushed back so no need 🙅‍♀️": {
    lists: { Shopping: ['prawns', 'lemons', 'bread rolls', 'milk'] },
  },
  'Open home list: add brochures, balloons and the A-frame sign!!': {
    lists: { Shopping: ['milk', 'bread'], 'Open home': ['doormat', 'diffuser'] },
  },
  "Do we have dishwasher tabs on the list already? Don't want double ups!!": {
    lists: { Shopping: ['dishwasher tablets', 'coffee pods', 'bread'] },
  },
  'need loo paper and lunchbox snacks for the kids, whack em on shopping!!': {
    lists: { Shopping: ['milk', 'avocados'] },
  },
  "To do: book Leo's haircut, call the conveyancer, pick up business cards!! Let's smash it 💪": {
    todos: ['renew my agent licence', 'update LinkedIn photo'],
  },
  'Conveyancer DONE ✅✅ tick it off!!': {
    todos: ['call the conveyancer', "book Leo's haircut", 'pick up business cards'],
  },
  "what's on my to do list??": {
    todos: ["book Leo's haircut", 'pick up business cards', 'renew my agent licence'],
  },
  'pls remind me to order new sign boards!! the old ones are looking tired lol': {
    todos: ['pick up business cards', 'renew my agent licence'],
    lists: { 'Open home': ['balloons'] },
  },
  'Business cards picked up, win-win!! Mark it done 🙌': {
    todos: ['pick up business cards', "book Leo's haircut", 'renew my agent licence'],
  },
  'todos??': {
    todos: ['call the conveyancer', 'order new sign boards'],
  },
  "What's on this weekend?? Need to plan around my opens!!": {
    events: [
      { title: 'Open home – 22 Bay Rd', date: '2026-03-07', time: '11:00', durationMinutes: 30 },
      { title: 'Swimming lessons', date: '2026-03-07', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: "Family dinner at Nonna's", date: '2026-03-08', time: '17:30', durationMinutes: 150 },
    ],
  },
  'Am I free tmrw arvo 2-4 for a listing appt?? Fingers crossed!!': {
    events: [
      { title: 'Call with buyer', date: '2026-03-05', time: '09:30', durationMinutes: 30 },
      { title: 'Ballet', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "When's Leo's swimming again?? Can never remember lol": {
    events: [
      { title: 'Swimming lessons', date: '2026-03-07', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Have I got any reminders set?? Feel like I'm forgetting something!!": {
    events: [
      { title: 'Awards night', date: '2026-03-13', time: '18:30', durationMinutes: 240 },
      { title: 'Auction – 14 Ocean St', date: '2026-03-07', time: '11:00', durationMinutes: 45 },
    ],
  },
  "What's Mia got on Friday?": {
    events: [
      { title: 'Swimming carnival', date: '2026-03-06', time: '09:00', durationMinutes: 300, member: MIA },
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Coffee with Priya', date: '2026-03-06', time: '10:00', durationMinutes: 45 },
    ],
  },
};
