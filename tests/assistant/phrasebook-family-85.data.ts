// Phrasebook 85: a Russian-born grandmother who minds the grandkids (English her second language); a cricket-mad Australian dad
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: Russian-born grandmother minding the grandkids (no articles, Russian word order, "is need", "nu", "davai")
  // new events
  p("Sam has dentist on Friday, 10 o'clock morning. Put in calender please.", 'createEvent', {
    title: 'dentist',
    member: SAM,
    date: '2026-03-06',
    time: '10:00',
  }),
  p('Nu, Mia is invited to birthday of friend Saturday, from 1 until 4. I take her there. Write in calendar.', 'createEvent', {
    title: 'birthday',
    member: MIA,
    date: '2026-03-07',
    time: '13:00',
    durationMinutes: 180,
  }),
  p('Every Thursday me and Leo go to library for story time, half past 10 morning. Start tomorow, davai put it in.', 'createEvent', {
    title: 'story time',
    member: LEO,
    date: '2026-03-05',
    time: '10:30',
    recurrence: 'weekly',
  }),
  p('I have appointment with my own doctor Monday 9:15, is need one hour. Put in calendar so Ada knows I come later that day.', 'createEvent', {
    title: 'doctor',
    date: '2026-03-09',
    time: '09:15',
    durationMinutes: 60,
  }),
  p("Sam has school concert Thursday 12 March, 6 o'clock evening. Put it and remind me one day before, I must iron shirt.", 'createEvent', {
    title: 'concert',
    member: SAM,
    date: '2026-03-12',
    time: '18:00',
    reminderMinutes: 1440,
  }),
  p("Remind me at 4 o'clock take pelmeni out from freezer", 'createEvent', { title: 'pelmeni', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p("Mia starts swimming lessons from next week, every Tuesday 5 o'clock, half hour each time.", 'createEvent', {
    title: 'swim',
    member: MIA,
    date: '2026-03-10',
    time: '17:00',
    durationMinutes: 30,
    recurrence: 'weekly',
  }),
  p('Tomorow plumber comes for kitchen tap, between 8 and 10 in morning. I will be home with Leo, no problem.', 'createEvent', {
    title: 'plumber',
    date: '2026-03-05',
    time: '08:00',
    durationMinutes: 120,
  }),
  // changes
  p("Piano of Mia is move to 5 o'clock, teacher call me. Day is same, Monday.", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '17:00' },
  }),
  p('Doctor for Leo on Tuesday, they call and move it to Wednesday next week. Time is same.', 'updateEvent', {
    target: { words: 'doctor', member: LEO },
    changes: { date: '2026-03-11' },
  }),
  p('Football of Sam tomorow is on other field, at Queens Park. Only tomorow, coach say.', 'updateEvent', {
    target: { words: 'football', member: SAM, date: '2026-03-05' },
    changes: { location: 'Queens Park' },
  }),
  p('Ballet this Saturday start half hour later, 9:30 not 9. Only this one time, teacher has wedding.', 'updateEvent', {
    target: { words: 'ballet', date: '2026-03-07' },
    changes: { time: '09:30' },
  }),
  p('Remind me one hour before Leo dentist. I always forget, old head.', 'updateEvent', {
    target: { words: 'dentist', member: LEO },
    changes: { reminderMinutes: 60 },
  }),
  p("In calendar is 'Kruzhok' on Wednesday, this is Russian word. Please change name to Chess club, Ada not understand.", 'updateEvent', {
    target: { words: 'kruzhok' },
    changes: { title: 'chess' },
  }),
  p('Party of Oliver on Sunday is one hour longer now, his mother tell me at school gate.', 'updateEvent', {
    target: { words: 'party' },
    changes: { lengthenMinutes: 60 },
  }),
  p('Haircut on Friday is for Sam. I forget to write his name, put it please.', 'updateEvent', {
    target: { words: 'haircut' },
    changes: { member: SAM },
  }),
  // cancels
  p('No swimming for Leo this Saturday, he has cold, nose is running like tap.', 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p('Mia not go to tennis anymore, she say is boring. Remove all of it, davai.', 'cancelEvent', {
    target: { words: 'tennis', member: MIA },
    series: true,
  }),
  p('Cancel plumber tomorow, my husband fix tap himself already.', 'cancelEvent', {
    target: { words: 'plumber', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  p('Playgroup on Friday is not happen, hall is closed. Only this week, next week is normal.', 'cancelEvent', {
    target: { words: 'playgroup', fromDate: '2026-03-06', toDate: '2026-03-06' },
    series: false,
  }),
  // lists
  p('Put on shoping list: buckwheat, kefir and dill, big bunch.', 'addListItems', { items: ['buckwheat', 'kefir', 'dill'] }),
  p('Smetana is on list already? I not want buy two times.', 'showList', { check: ['smetana'] }),
  p('I bought already eggs and potatoes, tick off.', 'tickListItems', { items: ['eggs', 'potatoes'], remove: false }),
  p('What is on shopping list? I go now to Coles with Leo.', 'showList'),
  p('Remove chocolate from list. Sam put it there himself, is not need.', 'tickListItems', { items: ['chocolate'], remove: true }),
  p('On list for Mia party put balloons and candles.', 'addListItems', { list: 'party', items: ['balloons', 'candles'] }),
  p('Nappies for Leo is need, put on list', 'addListItems', { items: ['nappies'] }),
  // to-dos
  p('To-do for me: call school about Sam lost hat, and pay for excursion of Mia.', 'addTodo', { tasks: ['hat', 'excursion'] }),
  p('I pay for excursion already, mark done.', 'completeTodo', { text: 'excursion' }),
  p('Read me my to-do list please, what is left?', 'listTodos'),
  p('Remind me to bring back library books.', 'addTodo', { tasks: ['library'] }),
  p('Nu, camp form of Sam I sign already. Tick off.', 'completeTodo', { text: 'camp' }),
  p('Add in to-do: buy present for Oliver birthday, and wash ballet dress of Mia.', 'addTodo', { tasks: ['present', 'ballet dress'] }),
  // questions
  p('When is next swimming of Leo?', 'findEvent', { words: 'swim', member: LEO }),
  p('Tomorow what we have? I need know who I pick up and when.', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('I am free Friday morning? My friend Galina invite me for tea.', 'freeBusy', { date: '2026-03-06', fromTime: '08:00', toTime: '12:00' }),
  p('Which reminders I have? Show me, I not want miss something.', 'listReminders'),
  p('What Mia has on weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: MIA }),

  // Voice 2: cricket-mad Australian dad (padded up, stumps, declare, rain delay; arvo, mate, crook)
  // new events
  p("Sam's got cricket trials saterday, padded up at 8 and stumps at 12", 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-07',
    time: '08:00',
    durationMinutes: 240,
  }),
  p('Club bbq Sunday, first ball at 3. Stick it in the calendar mate', 'createEvent', { title: 'bbq', date: '2026-03-08', time: '15:00' }),
  p("Mia's got netball every Thursday 4:30 from tomorrow, hour long", 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-05',
    time: '16:30',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p('Remind me at 6 to get the washing in, rain delay forecast for tonight', 'createEvent', {
    title: 'washing',
    date: '2026-03-04',
    time: '18:00',
    reminderMinutes: 0,
  }),
  p("Leo's got his first swim lesson Monday at 9, remind me half an hour before so we're padded up and out the door", 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-09',
    time: '09:00',
    reminderMinutes: 30,
  }),
  p("Sam's parent teacher interview next tues 3:45, only a 15 min innings", 'createEvent', {
    title: 'interview',
    member: SAM,
    date: '2026-03-10',
    time: '15:45',
    durationMinutes: 15,
  }),
  p('Shield game at the SCG on the 14th, taking Mia and Sam, all day job', 'createEvent', { title: 'shield', date: '2026-03-14', allDay: true }),
  // changes
  p("Rain delay on Sam's cricket this saturday, they've pushed it back an hour", 'updateEvent', {
    target: { words: 'cricket', member: SAM, date: '2026-03-07' },
    changes: { shiftMinutes: 60 },
  }),
  p("Mia's netball tomorrow is at Moore Park, not the usual courts", 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-05' },
    changes: { location: 'Moore Park' },
  }),
  p("Leo's dentist friday, they've declared early - 2:30 now not 3:30", 'updateEvent', {
    target: { words: 'dentist', member: LEO },
    changes: { time: '14:30' },
  }),
  p("Put a reminder on my physio monday, hour before. Hammy's still crook", 'updateEvent', {
    target: { words: 'physio' },
    changes: { reminderMinutes: 60 },
  }),
  p("Rename 'Nets' to 'Cricket training', Ada reckons nobody knows what nets is", 'updateEvent', {
    target: { words: 'nets' },
    changes: { title: 'cricket training' },
  }),
  p("Mia's swimming carnival got rained out, it's monday now not friday", 'updateEvent', {
    target: { words: 'carnival', member: MIA },
    changes: { date: '2026-03-09' },
  }),
  p("Leo's kindy orientation tuesday runs 90 mins, not an hour", 'updateEvent', {
    target: { words: 'orientation', member: LEO },
    changes: { durationMinutes: 90 },
  }),
  p("Move tomorrow's 6am gym to 7, late one at the club tonight", 'updateEvent', {
    target: { words: 'gym', date: '2026-03-05' },
    changes: { time: '07:00' },
  }),
  // cancels
  p("Ground's under water, Sam's cricket this saturday is washed out. Scratch it", 'cancelEvent', {
    target: { words: 'cricket', member: SAM, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p("Mia's declared on piano, she's done with it. Kill all the lessons", 'cancelEvent', {
    target: { words: 'piano', member: MIA },
    series: true,
  }),
  p("cancel the accountant thursday, he's crook", 'cancelEvent', {
    target: { words: 'accountant', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  p('Drinks with Davo friday are off, rain delay, his missus has other plans', 'cancelEvent', {
    target: { words: 'drinks', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  // lists
  p('Add snags, bread rolls and ginger beer to the shopping for the bbq', 'addListItems', { items: ['snags', 'bread rolls', 'ginger beer'] }),
  p('got the milk and the weetbix, tick em off', 'tickListItems', { items: ['milk', 'weetbix'], remove: false }),
  p('Is sunscreen on the list? Off to the SCG saturday, cant get caught without it', 'showList', { check: ['sunscreen'] }),
  p('whats on the shopping list, heading to woolies at the tea break', 'showList'),
  p("Take the chips off the list, we're all on a diet till end of season", 'tickListItems', { items: ['chips'], remove: true }),
  p('Pop zinc cream, new batting gloves for Sam and a box of tennis balls on the cricket gear list', 'addListItems', {
    list: 'cricket',
    items: ['zinc', 'gloves', 'tennis balls'],
  }),
  p('Grabbed the snags, tick em off', 'tickListItems', { items: ['snags'], remove: false }),
  // to-dos
  p("Jobs for me: mow the lawn before the rain delay, and fix Mia's bike chain", 'addTodo', { tasks: ['lawn', 'bike'] }),
  p("Bike chain's sorted, tick it off", 'completeTodo', { text: 'bike' }),
  p('whats on my to do list mate', 'listTodos'),
  p('To do: renew the rego and book the club nets for Sam', 'addTodo', { tasks: ['rego', 'nets'] }),
  p("Rego's paid, knock it off the to do list", 'completeTodo', { text: 'rego' }),
  // questions
  p("whats the batting order tmrw, what've we all got on", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("When's Sam's next cricket game?", 'findEvent', { words: 'cricket', member: SAM }),
  p('Am I free saturday arvo? Davo wants a hit in the nets', 'freeBusy', { date: '2026-03-07', fromTime: '12:00', toTime: '17:00' }),
  p("Give us the draw for the weekend, what's everyone got on", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("Reminders, what've I got set?", 'listReminders'),
  p("What time's Mia's netball tomorrow?", 'findEvent', { words: 'netball', member: MIA }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  "Sam has dentist on Friday, 10 o'clock morning. Put in calender please.": {
    events: [
      { title: 'Dentist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: MIA },
      { title: 'Football training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Nu, Mia is invited to birthday of friend Saturday, from 1 until 4. I take her there. Write in calendar.': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Every Thursday me and Leo go to library for story time, half past 10 morning. Start tomorow, davai put it in.': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Doctor', date: '2026-03-10', time: '11:00', durationMinutes: 30, member: LEO },
    ],
  },
  'I have appointment with my own doctor Monday 9:15, is need one hour. Put in calendar so Ada knows I come later that day.': {
    events: [
      { title: 'Doctor', date: '2026-03-10', time: '11:00', durationMinutes: 30, member: LEO },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Sam has school concert Thursday 12 March, 6 o'clock evening. Put it and remind me one day before, I must iron shirt.": {
    events: [
      { title: 'Football training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Remind me at 4 o'clock take pelmeni out from freezer": {
    events: [
      { title: 'Swimming', date: '2026-03-04', time: '16:30', durationMinutes: 45, member: SAM },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Mia starts swimming lessons from next week, every Tuesday 5 o'clock, half hour each time.": {
    events: [
      { title: 'Football training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Tomorow plumber comes for kitchen tap, between 8 and 10 in morning. I will be home with Leo, no problem.': {
    events: [
      { title: 'Story time at library', date: '2026-02-26', time: '10:30', durationMinutes: 60, member: LEO, weekly: true },
      { title: 'Electrician', date: '2026-03-12', time: '09:00', durationMinutes: 60 },
    ],
  },
  "Piano of Mia is move to 5 o'clock, teacher call me. Day is same, Monday.": {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Doctor for Leo on Tuesday, they call and move it to Wednesday next week. Time is same.': {
    events: [
      { title: 'Doctor', date: '2026-03-10', time: '11:00', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: SAM },
    ],
  },
  'Football of Sam tomorow is on other field, at Queens Park. Only tomorow, coach say.': {
    events: [
      { title: 'Football training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true, location: 'Heffron Park' },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Ballet this Saturday start half hour later, 9:30 not 9. Only this one time, teacher has wedding.': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Remind me one hour before Leo dentist. I always forget, old head.': {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '09:30', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: SAM },
    ],
  },
  "In calendar is 'Kruzhok' on Wednesday, this is Russian word. Please change name to Chess club, Ada not understand.": {
    events: [
      { title: 'Kruzhok', date: '2026-02-25', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Party of Oliver on Sunday is one hour longer now, his mother tell me at school gate.': {
    events: [
      { title: "Oliver's birthday party", date: '2026-03-08', time: '15:00', durationMinutes: 120, member: SAM },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Haircut on Friday is for Sam. I forget to write his name, put it please.': {
    events: [
      { title: 'Haircut', date: '2026-03-06', time: '15:30', durationMinutes: 30 },
      { title: 'Dentist', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: SAM },
    ],
  },
  'No swimming for Leo this Saturday, he has cold, nose is running like tap.': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Mia not go to tennis anymore, she say is boring. Remove all of it, davai.': {
    events: [
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Football training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Cancel plumber tomorow, my husband fix tap himself already.': {
    events: [
      { title: 'Plumber', date: '2026-03-05', time: '08:00', durationMinutes: 120 },
      { title: 'Story time at library', date: '2026-02-26', time: '10:30', durationMinutes: 60, member: LEO, weekly: true },
    ],
  },
  'Playgroup on Friday is not happen, hall is closed. Only this week, next week is normal.': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Put on shoping list: buckwheat, kefir and dill, big bunch.': {
    lists: { Shopping: ['milk', 'bread', 'apples'] },
  },
  'Smetana is on list already? I not want buy two times.': {
    lists: { Shopping: ['smetana', 'eggs', 'potatoes'] },
  },
  'I bought already eggs and potatoes, tick off.': {
    lists: { Shopping: ['eggs', 'potatoes', 'dill', 'black tea'] },
  },
  'What is on shopping list? I go now to Coles with Leo.': {
    lists: { Shopping: ['kefir', 'bread', 'bananas'], "Mia's party": ['paper plates'] },
  },
  'Remove chocolate from list. Sam put it there himself, is not need.': {
    lists: { Shopping: ['chocolate', 'milk', 'rice'] },
  },
  'On list for Mia party put balloons and candles.': {
    lists: { Shopping: ['milk', 'bread'], "Mia's party": ['paper plates', 'cake'] },
  },
  'Nappies for Leo is need, put on list': {
    lists: { Shopping: ['wipes', 'milk', 'buckwheat'] },
  },
  'To-do for me: call school about Sam lost hat, and pay for excursion of Mia.': {
    todos: ['buy stamps', 'return library books'],
  },
  'I pay for excursion already, mark done.': {
    todos: ["pay for Mia's excursion", 'buy stamps', "call school about Sam's hat"],
  },
  'Read me my to-do list please, what is left?': {
    todos: ['buy stamps', "call school about Sam's hat", 'wash ballet dress'],
  },
  'Remind me to bring back library books.': {
    todos: ['buy stamps', "pay for Mia's excursion"],
  },
  'Nu, camp form of Sam I sign already. Tick off.': {
    todos: ['sign camp form for Sam', 'call dentist', 'buy present for Oliver'],
  },
  'Add in to-do: buy present for Oliver birthday, and wash ballet dress of Mia.': {
    todos: ['sign camp form for Sam', 'call dentist'],
  },
  'When is next swimming of Leo?': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming lessons', date: '2026-03-03', time: '17:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Tomorow what we have? I need know who I pick up and when.': {
    events: [
      { title: 'Story time at library', date: '2026-02-26', time: '10:30', durationMinutes: 60, member: LEO, weekly: true },
      { title: 'Football training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Dentist', date: '2026-03-06', time: '10:00', durationMinutes: 30, member: MIA },
    ],
  },
  'I am free Friday morning? My friend Galina invite me for tea.': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Haircut', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  'Which reminders I have? Show me, I not want miss something.': {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '09:30', durationMinutes: 30, member: LEO },
      { title: 'School concert', date: '2026-03-12', time: '18:00', durationMinutes: 90, member: SAM },
    ],
  },
  'What Mia has on weekend?': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: "Oliver's birthday party", date: '2026-03-08', time: '15:00', durationMinutes: 120, member: SAM },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },

  // Voice 2
  "Sam's got cricket trials saterday, padded up at 8 and stumps at 12": {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Club bbq Sunday, first ball at 3. Stick it in the calendar mate': {
    events: [
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Mia's got netball every Thursday 4:30 from tomorrow, hour long": {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Remind me at 6 to get the washing in, rain delay forecast for tonight': {
    events: [
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Leo's got his first swim lesson Monday at 9, remind me half an hour before so we're padded up and out the door": {
    events: [
      { title: 'Swimming', date: '2026-03-03', time: '17:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Physio', date: '2026-03-09', time: '08:00', durationMinutes: 45 },
    ],
  },
  "Sam's parent teacher interview next tues 3:45, only a 15 min innings": {
    events: [
      { title: 'Kindy orientation', date: '2026-03-10', time: '10:00', durationMinutes: 60, member: LEO },
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Shield game at the SCG on the 14th, taking Mia and Sam, all day job': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Drinks with Davo', date: '2026-03-13', time: '18:00', durationMinutes: 120 },
    ],
  },
  "Rain delay on Sam's cricket this saturday, they've pushed it back an hour": {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Mia's netball tomorrow is at Moore Park, not the usual courts": {
    events: [
      { title: 'Netball', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: MIA, weekly: true, location: 'Kensington courts' },
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Leo's dentist friday, they've declared early - 2:30 now not 3:30": {
    events: [
      { title: 'Dentist', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  "Put a reminder on my physio monday, hour before. Hammy's still crook": {
    events: [
      { title: 'Physio', date: '2026-03-09', time: '08:00', durationMinutes: 45 },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Rename 'Nets' to 'Cricket training', Ada reckons nobody knows what nets is": {
    events: [
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Mia's swimming carnival got rained out, it's monday now not friday": {
    events: [
      { title: 'Swimming carnival', date: '2026-03-06', time: '09:00', durationMinutes: 360, member: MIA },
      { title: 'Netball', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Leo's kindy orientation tuesday runs 90 mins, not an hour": {
    events: [
      { title: 'Kindy orientation', date: '2026-03-10', time: '10:00', durationMinutes: 60, member: LEO },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Move tomorrow's 6am gym to 7, late one at the club tonight": {
    events: [
      { title: 'Gym', date: '2026-03-05', time: '06:00', durationMinutes: 60 },
      { title: 'Gym', date: '2026-03-06', time: '06:00', durationMinutes: 60 },
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Ground's under water, Sam's cricket this saturday is washed out. Scratch it": {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Mia's declared on piano, she's done with it. Kill all the lessons": {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Netball', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "cancel the accountant thursday, he's crook": {
    events: [
      { title: 'Accountant', date: '2026-03-05', time: '10:00', durationMinutes: 60 },
      { title: 'Physio', date: '2026-03-09', time: '08:00', durationMinutes: 45 },
    ],
  },
  'Drinks with Davo friday are off, rain delay, his missus has other plans': {
    events: [
      { title: 'Drinks with Davo', date: '2026-03-06', time: '18:00', durationMinutes: 120 },
      { title: 'Club bbq', date: '2026-03-08', time: '15:00', durationMinutes: 180 },
    ],
  },
  'Add snags, bread rolls and ginger beer to the shopping for the bbq': {
    lists: { Shopping: ['milk', 'weetbix', 'bananas'] },
  },
  'got the milk and the weetbix, tick em off': {
    lists: { Shopping: ['milk', 'weetbix', 'snags', 'tomato sauce'] },
  },
  'Is sunscreen on the list? Off to the SCG saturday, cant get caught without it': {
    lists: { Shopping: ['sunscreen', 'bread', 'eggs'] },
  },
  'whats on the shopping list, heading to woolies at the tea break': {
    lists: { Shopping: ['snags', 'bread rolls', 'ginger beer'], 'Cricket gear': ['zinc cream'] },
  },
  "Take the chips off the list, we're all on a diet till end of season": {
    lists: { Shopping: ['chips', 'bananas', 'milk'] },
  },
  'Pop zinc cream, new batting gloves for Sam and a box of tennis balls on the cricket gear list': {
    lists: { Shopping: ['milk', 'bread'], 'Cricket gear': ['whites', 'helmet'] },
  },
  'Grabbed the snags, tick em off': {
    lists: { Shopping: ['snags', 'bread rolls', 'onions'] },
  },
  "Jobs for me: mow the lawn before the rain delay, and fix Mia's bike chain": {
    todos: ['clean the gutters', 'renew rego'],
  },
  "Bike chain's sorted, tick it off": {
    todos: ["fix Mia's bike chain", 'mow the lawn', 'renew rego'],
  },
  'whats on my to do list mate': {
    todos: ['mow the lawn', 'renew rego'],
  },
  'To do: renew the rego and book the club nets for Sam': {
    todos: ['clean the gutters', 'mow the lawn'],
  },
  "Rego's paid, knock it off the to do list": {
    todos: ['renew the rego', 'book nets for Sam', 'clean the gutters'],
  },
  "whats the batting order tmrw, what've we all got on": {
    events: [
      { title: 'Netball', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Accountant', date: '2026-03-05', time: '10:00', durationMinutes: 60 },
      { title: 'Gym', date: '2026-03-05', time: '06:00', durationMinutes: 60 },
    ],
  },
  "When's Sam's next cricket game?": {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Am I free saturday arvo? Davo wants a hit in the nets': {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Give us the draw for the weekend, what's everyone got on": {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:30', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Club bbq', date: '2026-03-08', time: '15:00', durationMinutes: 180 },
      { title: 'Swimming', date: '2026-02-28', time: '10:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "Reminders, what've I got set?": {
    events: [
      { title: 'Physio', date: '2026-03-09', time: '08:00', durationMinutes: 45 },
      { title: 'Shield game at the SCG', date: '2026-03-14' },
    ],
  },
  "What time's Mia's netball tomorrow?": {
    events: [
      { title: 'Netball', date: '2026-02-26', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Nets', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
};
