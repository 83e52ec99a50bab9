// Phrasebook 71: a chef dad on late shifts (kitchen slang, short and blunt); a primary-school teacher mum (tidy sentences, stacked details)
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: chef dad, late shifts, kitchen slang, short and blunt
  // changes
  p('sams footy thrus pushed to 5. fix it', 'updateEvent', { target: { words: 'footy', member: SAM, date: '2026-03-05' }, changes: { time: '17:00' } }),
  p('leo dentist moved. fri 10 now', 'updateEvent', { target: { words: 'dentist', member: LEO }, changes: { date: '2026-03-06', time: '10:00' } }),
  p("mia's piano tmrw, push it back 30", 'updateEvent', { target: { words: 'piano', member: MIA, date: '2026-03-05' }, changes: { shiftMinutes: 30 } }),
  p("heads up leo's swim got bumped to sat 9am", 'updateEvent', { target: { words: 'swim', member: LEO }, changes: { date: '2026-03-07', time: '09:00' } }),
  p("gaz's bbq sat now 1 not 12", 'updateEvent', { target: { words: 'bbq' }, changes: { time: '13:00' } }),
  p("parent teacher tues, pull it fwd an hour. i'm on at 6", 'updateEvent', { target: { words: 'teacher' }, changes: { shiftMinutes: -60 } }),
  p("fundraiser dinner's at the rsl now not the bowlo", 'updateEvent', { target: { words: 'fundraiser' }, changes: { location: 'rsl' } }),
  p("ruby's bday sat going an extra hr", 'updateEvent', { target: { words: 'ruby' }, changes: { lengthenMinutes: 60 } }),
  p("that 'sam thing' thurs. call it speech therapy", 'updateEvent', { target: { words: 'thing' }, changes: { title: 'speech therapy' } }),
  p("swapped shifts. date night's tues now, same time", 'updateEvent', { target: { words: 'date night' }, changes: { date: '2026-03-10' } }),
  // cancels
  p('86 sams footy tmrw, ovals waterlogged', 'cancelEvent', { target: { words: 'footy', member: SAM, fromDate: '2026-03-05' }, series: false }),
  p('no more drums for mia. 86 the lot', 'cancelEvent', { target: { words: 'drum', member: MIA }, series: true }),
  p("sunday bbq's off", 'cancelEvent', { target: { words: 'bbq', fromDate: '2026-03-08' }, series: false }),
  p('no swim for leo this wk', 'cancelEvent', { target: { words: 'swim', member: LEO }, series: false }),
  p('kill the haircut fri cant make it', 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-06' }, series: false }),
  // new events
  p("mia's got a party sat at 2", 'createEvent', { title: 'party', member: MIA, date: '2026-03-07', time: '14:00' }),
  p('sam dentist mon 3:30', 'createEvent', { title: 'dentist', member: SAM, date: '2026-03-09', time: '15:30' }),
  p('work do fri night 7ish, stick it in', 'createEvent', { title: 'work', date: '2026-03-06', time: '19:00' }),
  p('leo kindy orientation tmrw 9:30', 'createEvent', { title: 'orientation', member: LEO, date: '2026-03-05', time: '09:30' }),
  p('footy for sam every sat 8am from this sat', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-07', time: '08:00', recurrence: 'weekly' }),
  p('knife guy coming tues 10am, ping me an hr before', 'createEvent', { title: 'knife', date: '2026-03-10', time: '10:00', reminderMinutes: 60 }),
  p('market run every sun 6am', 'createEvent', { title: 'market', date: '2026-03-08', time: '06:00', recurrence: 'weekly' }),
  p("mia sleepover at jess's fri, drop off 6", 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-06', time: '18:00' }),
  // reminders
  p('remind me 10:30 tonite pull the brisket', 'createEvent', { title: 'brisket', date: '2026-03-04', time: '22:30', reminderMinutes: 0 }),
  p('ping me half hr before sams footy tmrw', 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { reminderMinutes: 30 } }),
  p('remind me pay the fish guy', 'addTodo', { tasks: ['fish'], reminder: true }),
  p("mia's dentist mon, buzz me the day before", 'updateEvent', { target: { words: 'dentist', member: MIA }, changes: { reminderMinutes: 1440 } }),
  // lists
  p('shopping: 2 dozen eggs, butter, cream', 'addListItems', { items: ['eggs', 'butter', 'cream'] }),
  p('got the milk n bread', 'tickListItems', { items: ['milk', 'bread'], remove: false }),
  p('take the coriander off the list, got heaps at work', 'tickListItems', { items: ['coriander'], remove: true }),
  p('whats on the shopping', 'showList'),
  p('lemons on the list already?', 'showList', { check: ['lemon'] }),
  // questions
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("when's leo's haircut", 'findEvent', { words: 'haircut', member: LEO }),
  p('am i free sun arvo', 'freeBusy', { date: '2026-03-08' }),
  // to-dos
  p('todo: ring the landlord re the oven', 'addTodo', { tasks: ['landlord'] }),
  p('car insurance sorted, tick it', 'completeTodo', { number: null, text: 'insurance' }),
  p('to-do: fix the back gate, smoke alarm batteries', 'addTodo', { tasks: ['gate', 'smoke alarm'] }),

  // Voice 2: primary-school teacher mum, tidy complete sentences, several details stacked in one message
  // changes
  p(
    "Hi, Sam's swimming lesson on Friday has been moved to Thursday at the same time, 4:15pm, because the pool is closed for maintenance. Could you please update it?",
    'updateEvent',
    { target: { words: 'swim', member: SAM }, changes: { date: '2026-03-05' } },
  ),
  p("Mia's netball training on Tuesday will start at 5:00 instead of 4:30 this week only, as the coach is coming straight from work.", 'updateEvent', {
    target: { words: 'netball', member: MIA },
    changes: { time: '17:00' },
  }),
  p(
    'The school assembly where Mia is presenting has been moved from Friday morning to Monday 9 March at 9:15. Please change it and keep the reminder.',
    'updateEvent',
    { target: { words: 'assembly' }, changes: { date: '2026-03-09', time: '09:15' } },
  ),
  p(
    "Leo's playgroup on Thursday now finishes at 12 rather than 11, because the families are staying on for a picnic lunch in the park. Please update it.",
    'updateEvent',
    { target: { words: 'playgroup', member: LEO }, changes: { endTime: '12:00' } },
  ),
  p(
    "Could you please rename 'Sam - appointment' on Monday to 'Sam - orthodontist consult'? The clinic is on Oxford Street and it is still at 3:30.",
    'updateEvent',
    { target: { words: 'appointment' }, changes: { title: 'orthodontist' } },
  ),
  p('Ms Patel has asked to bring our parent-teacher meeting on Tuesday forward by 15 minutes, as she has a staff meeting straight afterwards.', 'updateEvent', {
    target: { words: 'teacher' },
    changes: { shiftMinutes: -15 },
  }),
  p(
    "From now on Mia's violin lesson will be in the music room at the library rather than at Mrs Chen's house. The day and time stay the same, Wednesdays at 4:30.",
    'updateEvent',
    { target: { words: 'violin', member: MIA }, changes: { location: 'library' } },
  ),
  p(
    "Please note that Sam's soccer game on Saturday is now a 10:30 start, not 8:30, at the same ground. The team photo will still be taken before the game.",
    'updateEvent',
    { target: { words: 'soccer', member: SAM }, changes: { time: '10:30' } },
  ),
  p(
    "Grandma's visit has been pushed back a day; she will now arrive on Sunday instead of Saturday, at around the same time. Could you please move it?",
    'updateEvent',
    { target: { words: 'grandma' }, changes: { date: '2026-03-08' } },
  ),
  p("Leo's vaccination at the GP is now with Dr Nguyen on Monday at 11:20 instead of Friday at 9. Please make sure it stays under Leo's name.", 'updateEvent', {
    target: { words: 'vaccination', member: LEO },
    changes: { date: '2026-03-09', time: '11:20' },
  }),
  // cancels
  p(
    "Unfortunately there is no piano for Mia this week, as Mrs Lawson is away at a conference until the 11th. Please take this week's lesson off the calendar.",
    'cancelEvent',
    { target: { words: 'piano', member: MIA }, series: false },
  ),
  p('Sam will not be continuing with chess club, so please remove all of the Monday sessions from the calendar. He told his teacher today.', 'cancelEvent', {
    target: { words: 'chess', member: SAM },
    series: true,
  }),
  p(
    "The Year 4 excursion to the Australian Museum on Tuesday has been cancelled because of the bus strike, so please delete it from Mia's calendar.",
    'cancelEvent',
    { target: { words: 'excursion', fromDate: '2026-03-10' }, series: false },
  ),
  p("Leo's playdate with Oscar tomorrow afternoon is off, as Oscar has come down with a cold. Could you remove it, please?", 'cancelEvent', {
    target: { words: 'playdate', member: LEO, fromDate: '2026-03-05' },
    series: false,
  }),
  p('Our dinner with the Hendersons on Saturday night will not go ahead now; Claire messaged to say they are all unwell. Please cancel it.', 'cancelEvent', {
    target: { words: 'henderson', fromDate: '2026-03-07' },
    series: false,
  }),
  // new events
  p(
    "Sam has been invited to Archie's birthday party on Sunday 15 March, from 11 until 1, at Lollipops Playland in Alexandria. Please add it for Sam and remind me the day before so I can buy a present.",
    'createEvent',
    { title: 'party', member: SAM, date: '2026-03-15', time: '11:00', durationMinutes: 120, reminderMinutes: 1440 },
  ),
  p('Mia has started junior choir at school. It is every Thursday at 8:00am in the school hall, beginning tomorrow, so please add it for her.', 'createEvent', {
    title: 'choir',
    member: MIA,
    date: '2026-03-05',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p(
    'I have a staff meeting on Monday after school, from 3:30 to 5:00 in the library, so someone else will need to do pick-up. Please add the meeting.',
    'createEvent',
    { title: 'staff meeting', date: '2026-03-09', time: '15:30', durationMinutes: 90 },
  ),
  p(
    "Leo's three-year check-up with the child health nurse is on Wednesday 11 March at 10:45 at the community centre. Please add it under Leo with a reminder an hour beforehand.",
    'createEvent',
    { title: 'check', member: LEO, date: '2026-03-11', time: '10:45', reminderMinutes: 60 },
  ),
  p(
    "Sam's class is running a cake stall all day on Friday, and I have promised to bake a batch of cupcakes. Please put the cake stall on the calendar for Friday.",
    'createEvent',
    { title: 'cake stall', date: '2026-03-06', allDay: true },
  ),
  p('Mia and Sam both have eye tests on Tuesday at 4:00pm at the optometrist in Newtown; please add it for the two of them.', 'createEvent', {
    title: 'eye',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-10',
    time: '16:00',
  }),
  p('From next week Sam will be doing tennis on Tuesdays and Thursdays at 4:00pm at the club on Wilson Street. Please add both days.', 'createEvent', {
    title: 'tennis',
    member: SAM,
    date: '2026-03-10',
    time: '16:00',
    recurrence: 'weekly',
    alsoWeekdays: [4],
  }),
  p('Just so you know, school photos are on Thursday morning at 9:00 for both children, and they need to wear their full winter uniform.', 'createEvent', {
    title: 'photo',
    date: '2026-03-05',
    time: '09:00',
  }),
  // reminders
  p("Please remind me on Friday at 7:30am to pack Sam's library bag, as it is library day and his books are overdue.", 'createEvent', {
    title: 'library',
    date: '2026-03-06',
    time: '07:30',
    reminderMinutes: 0,
  }),
  p(
    "Could you set a reminder two hours before Mia's orthodontist appointment on Tuesday? It is at 3:15 in Bondi Junction and we will need to leave straight from school.",
    'updateEvent',
    { target: { words: 'orthodontist', member: MIA }, changes: { reminderMinutes: 120 } },
  ),
  p('Please remind me to return the signed excursion form to Mrs Kirby.', 'addTodo', { tasks: ['excursion'], reminder: true }),
  p('Please add a reminder one day before the school assembly on Friday, as Mia needs to bring in her award certificate.', 'updateEvent', {
    target: { words: 'assembly' },
    changes: { reminderMinutes: 1440 },
  }),
  // lists
  p(
    "Please add the following to the shopping list: two litres of milk, wholemeal bread, apples for the lunchboxes, and sunscreen for Sam's sports carnival.",
    'addListItems',
    { items: ['milk', 'bread', 'apples', 'sunscreen'] },
  ),
  p('Could you add glue sticks, a 2B pencil and a scrapbook to the school supplies list? Mia needs them by Monday.', 'addListItems', {
    list: 'school supplies',
    items: ['glue', 'pencil', 'scrapbook'],
  }),
  p('I picked up the bananas and the yoghurt on the way home from school, so please tick those off the shopping list.', 'tickListItems', {
    items: ['banana', 'yoghurt'],
    remove: false,
  }),
  p("Please remove the party hats from the birthday list, since Mia has decided she doesn't want them after all.", 'tickListItems', {
    list: 'birthday',
    items: ['hats'],
    remove: true,
  }),
  // questions
  p('Could you tell me everything Mia has on next week, including her after-school activities, so I can plan around my marking?', 'agenda', {
    fromDate: '2026-03-09',
    toDate: '2026-03-15',
    member: MIA,
  }),
  p("What time is Sam's swimming carnival on Friday, and is it at the Ashfield pool or the one in Leichhardt?", 'findEvent', {
    words: 'carnival',
    member: SAM,
  }),
  p('Which reminders do I currently have set? I want to make sure nothing for school has been missed.', 'listReminders'),
  // to-dos
  p(
    "Please add two things to my to-do list: email Sam's teacher about his reading level, and book the car in for its service before the holidays.",
    'addTodo',
    { tasks: ['teacher', 'service'] },
  ),
  p('I have now paid the school camp deposit, so that one can come off my to-do list.', 'completeTodo', { number: null, text: 'camp' }),
  p("What is still on my to-do list? I'd like to get through a few jobs after marking tonight.", 'listTodos'),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'sams footy thrus pushed to 5. fix it': {
    events: [
      { title: 'Footy training', date: '2026-02-26', time: '16:00', member: SAM, weekly: true },
      { title: 'Netball', date: '2026-03-07', time: '08:00', member: MIA },
    ],
  },
  'leo dentist moved. fri 10 now': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '09:30', member: LEO },
      { title: 'Dentist', date: '2026-03-09', time: '15:00', member: MIA },
    ],
  },
  "mia's piano tmrw, push it back 30": {
    events: [{ title: 'Piano lesson', date: '2026-02-26', time: '15:30', member: MIA, weekly: true }],
  },
  "heads up leo's swim got bumped to sat 9am": {
    events: [
      { title: 'Swim class', date: '2026-02-27', time: '10:00', member: LEO, weekly: true, location: 'Aquatic centre' },
      { title: 'Swimming lessons', date: '2026-02-27', time: '16:15', member: SAM, weekly: true },
    ],
  },
  "gaz's bbq sat now 1 not 12": {
    events: [
      { title: "BBQ at Gaz's", date: '2026-03-07', time: '12:00' },
      { title: 'Netball', date: '2026-03-07', time: '08:00', member: MIA },
    ],
  },
  "parent teacher tues, pull it fwd an hour. i'm on at 6": {
    events: [{ title: 'Parent-teacher interview', date: '2026-03-10', time: '17:00' }],
  },
  "fundraiser dinner's at the rsl now not the bowlo": {
    events: [{ title: 'School fundraiser dinner', date: '2026-03-07', time: '18:30', location: 'Bowling club' }],
  },
  "ruby's bday sat going an extra hr": {
    events: [{ title: "Ruby's birthday party", date: '2026-03-07', time: '15:00', durationMinutes: 90, member: MIA }],
  },
  "that 'sam thing' thurs. call it speech therapy": {
    events: [
      { title: 'Sam thing', date: '2026-03-05', time: '10:00' },
      { title: 'Footy training', date: '2026-02-26', time: '16:00', member: SAM, weekly: true },
    ],
  },
  "swapped shifts. date night's tues now, same time": {
    events: [{ title: 'Date night', date: '2026-03-07', time: '19:00' }],
  },
  '86 sams footy tmrw, ovals waterlogged': {
    events: [{ title: 'Footy training', date: '2026-02-26', time: '16:00', member: SAM, weekly: true }],
  },
  'no more drums for mia. 86 the lot': {
    events: [
      { title: 'Drum lessons', date: '2026-03-02', time: '17:00', member: MIA, weekly: true },
      { title: 'Piano lesson', date: '2026-02-26', time: '15:30', member: MIA, weekly: true },
    ],
  },
  "sunday bbq's off": {
    events: [
      { title: 'BBQ at the Nguyens', date: '2026-03-08', time: '12:00' },
      { title: "BBQ at Gaz's", date: '2026-03-21', time: '12:00' },
    ],
  },
  'no swim for leo this wk': {
    events: [{ title: 'Swim class', date: '2026-02-28', time: '09:00', member: LEO, weekly: true }],
  },
  'kill the haircut fri cant make it': {
    events: [{ title: 'Haircut', date: '2026-03-06', time: '10:00' }],
  },
  'ping me half hr before sams footy tmrw': {
    events: [{ title: 'Footy training', date: '2026-02-26', time: '16:00', member: SAM, weekly: true }],
  },
  "mia's dentist mon, buzz me the day before": {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '15:00', member: MIA },
      { title: 'Dentist', date: '2026-03-05', time: '09:30', member: LEO },
    ],
  },
  'got the milk n bread': {
    lists: { Shopping: ['milk', 'bread', 'bananas', 'dishwasher tablets'] },
  },
  'take the coriander off the list, got heaps at work': {
    lists: { Shopping: ['coriander', 'rice', 'onions'] },
  },
  'whats on the shopping': {
    lists: { Shopping: ['milk', 'nappies', 'apples', 'toilet paper'] },
  },
  'lemons on the list already?': {
    lists: { Shopping: ['lemons', 'olive oil', 'bread'] },
  },
  "when's leo's haircut": {
    events: [
      { title: 'Haircut', date: '2026-03-07', time: '09:30', member: LEO },
      { title: 'Haircut', date: '2026-03-14', time: '10:00', member: SAM },
    ],
  },
  'car insurance sorted, tick it': {
    todos: ['renew car insurance', 'book the gas guy'],
  },

  // Voice 2
  "Hi, Sam's swimming lesson on Friday has been moved to Thursday at the same time, 4:15pm, because the pool is closed for maintenance. Could you please update it?":
    {
      events: [{ title: 'Swimming lessons', date: '2026-02-27', time: '16:15', member: SAM, weekly: true, location: 'Aquatic centre' }],
    },
  "Mia's netball training on Tuesday will start at 5:00 instead of 4:30 this week only, as the coach is coming straight from work.": {
    events: [{ title: 'Netball training', date: '2026-03-03', time: '16:30', member: MIA, weekly: true }],
  },
  'The school assembly where Mia is presenting has been moved from Friday morning to Monday 9 March at 9:15. Please change it and keep the reminder.': {
    events: [{ title: 'School assembly', date: '2026-03-06', time: '09:00', member: MIA }],
  },
  "Leo's playgroup on Thursday now finishes at 12 rather than 11, because the families are staying on for a picnic lunch in the park. Please update it.": {
    events: [{ title: 'Playgroup', date: '2026-02-26', time: '10:00', durationMinutes: 60, member: LEO, weekly: true }],
  },
  "Could you please rename 'Sam - appointment' on Monday to 'Sam - orthodontist consult'? The clinic is on Oxford Street and it is still at 3:30.": {
    events: [
      { title: 'Sam - appointment', date: '2026-03-09', time: '15:30', member: SAM },
      { title: 'Chess club', date: '2026-03-02', time: '15:15', member: SAM, weekly: true },
    ],
  },
  'Ms Patel has asked to bring our parent-teacher meeting on Tuesday forward by 15 minutes, as she has a staff meeting straight afterwards.': {
    events: [{ title: 'Parent-teacher meeting with Ms Patel', date: '2026-03-10', time: '16:00' }],
  },
  "From now on Mia's violin lesson will be in the music room at the library rather than at Mrs Chen's house. The day and time stay the same, Wednesdays at 4:30.":
    {
      events: [{ title: 'Violin lesson', date: '2026-02-25', time: '16:30', member: MIA, weekly: true, location: "Mrs Chen's house" }],
    },
  "Please note that Sam's soccer game on Saturday is now a 10:30 start, not 8:30, at the same ground. The team photo will still be taken before the game.": {
    events: [
      { title: 'Soccer game', date: '2026-02-28', time: '08:30', member: SAM, weekly: true },
      { title: 'Netball', date: '2026-03-07', time: '08:00', member: MIA },
    ],
  },
  "Grandma's visit has been pushed back a day; she will now arrive on Sunday instead of Saturday, at around the same time. Could you please move it?": {
    events: [{ title: 'Grandma arriving', date: '2026-03-07', time: '11:00' }],
  },
  "Leo's vaccination at the GP is now with Dr Nguyen on Monday at 11:20 instead of Friday at 9. Please make sure it stays under Leo's name.": {
    events: [{ title: 'Vaccination at GP', date: '2026-03-06', time: '09:00', member: LEO }],
  },
  "Unfortunately there is no piano for Mia this week, as Mrs Lawson is away at a conference until the 11th. Please take this week's lesson off the calendar.": {
    events: [{ title: 'Piano lesson', date: '2026-02-26', time: '15:30', member: MIA, weekly: true }],
  },
  'Sam will not be continuing with chess club, so please remove all of the Monday sessions from the calendar. He told his teacher today.': {
    events: [
      { title: 'Chess club', date: '2026-03-02', time: '15:15', member: SAM, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-27', time: '16:15', member: SAM, weekly: true },
    ],
  },
  "The Year 4 excursion to the Australian Museum on Tuesday has been cancelled because of the bus strike, so please delete it from Mia's calendar.": {
    events: [{ title: 'Year 4 excursion - Australian Museum', date: '2026-03-10', time: '09:00', member: MIA }],
  },
  "Leo's playdate with Oscar tomorrow afternoon is off, as Oscar has come down with a cold. Could you remove it, please?": {
    events: [
      { title: 'Playdate with Oscar', date: '2026-03-05', time: '15:00', member: LEO },
      { title: 'Playgroup', date: '2026-02-26', time: '10:00', member: LEO, weekly: true },
    ],
  },
  'Our dinner with the Hendersons on Saturday night will not go ahead now; Claire messaged to say they are all unwell. Please cancel it.': {
    events: [{ title: "Dinner at the Hendersons'", date: '2026-03-07', time: '18:30' }],
  },
  "Could you set a reminder two hours before Mia's orthodontist appointment on Tuesday? It is at 3:15 in Bondi Junction and we will need to leave straight from school.":
    {
      events: [{ title: 'Orthodontist', date: '2026-03-10', time: '15:15', member: MIA, location: 'Bondi Junction' }],
    },
  'Please add a reminder one day before the school assembly on Friday, as Mia needs to bring in her award certificate.': {
    events: [{ title: 'School assembly', date: '2026-03-06', time: '09:00', member: MIA }],
  },
  'I picked up the bananas and the yoghurt on the way home from school, so please tick those off the shopping list.': {
    lists: { Shopping: ['bananas', 'yoghurt', 'rice', 'tinned tomatoes'] },
  },
  "Please remove the party hats from the birthday list, since Mia has decided she doesn't want them after all.": {
    lists: { Birthday: ['party hats', 'balloons', 'lolly bags'], Shopping: ['milk'] },
  },
  "What time is Sam's swimming carnival on Friday, and is it at the Ashfield pool or the one in Leichhardt?": {
    events: [
      { title: 'Swimming carnival', date: '2026-03-06', time: '09:00', member: SAM, location: 'Leichhardt Park Aquatic Centre' },
      { title: 'Swimming lessons', date: '2026-02-27', time: '16:15', member: SAM, weekly: true },
    ],
  },
  'I have now paid the school camp deposit, so that one can come off my to-do list.': {
    todos: ['pay school camp deposit', "order Mia's new school shoes", 'call the council about the bins'],
  },
  "What is still on my to-do list? I'd like to get through a few jobs after marking tonight.": {
    todos: ['book the car service', "label Leo's daycare clothes", 'return library books'],
  },
};
