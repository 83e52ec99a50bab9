// Phrasebook 65: a Texan mom of four (church, youth group, rodeo, "fixin' to", "might could", "y'all"); a Deaf parent writing direct topic-first English with no filler
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // Voice 1: a Texan mom of four (church, youth group, rodeo, "fixin' to", "might could", "y'all")
  // changes
  p("Well y'all, the orthodontist office just called and they moved Sam to Friday, same time. Can you fix that on the calendar", 'updateEvent', {
    target: { words: 'orthodontist', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p('wednesday night supper at church got pushed back to 6:30 tonight', 'updateEvent', { target: { words: 'supper' }, changes: { time: '18:30' } }),
  p("Youth group is fixin' to run long Sunday, tack on another hour to it", 'updateEvent', {
    target: { words: 'youth group', date: '2026-03-08' },
    changes: { lengthenMinutes: 60 },
  }),
  p("Mia's piano on Monday got bumped up 30 minutes earlier, bless her teacher's heart", 'updateEvent', {
    target: { words: 'piano', member: MIA, date: '2026-03-09' },
    changes: { shiftMinutes: -30 },
  }),
  p('rodeo practice is out at the Johnson arena now instead of the fairgrounds', 'updateEvent', {
    target: { words: 'rodeo' },
    changes: { location: 'Johnson arena' },
  }),
  p("if you might could, slide Leo's checkup over to Tuesday at 9 in the mornin'", 'updateEvent', {
    target: { words: 'checkup', member: LEO },
    changes: { date: '2026-03-10', time: '09:00' },
  }),
  p("rename Sam's baseball to Little League, that's what his coach calls it", 'updateEvent', {
    target: { words: 'baseball', member: SAM },
    changes: { title: 'Little League' },
  }),
  p('Heads up, the rodeo Saturday is startin at 10 now, not 9. Change it please', 'updateEvent', {
    target: { words: 'rodeo', date: '2026-03-07' },
    changes: { time: '10:00' },
  }),
  p("Mia's sleepover Friday got switched to Saturday, the Hendersons had a thing come up", 'updateEvent', {
    target: { words: 'sleepover', member: MIA, date: '2026-03-06' },
    changes: { date: '2026-03-07' },
  }),
  p("push bible study back an hour tomorrow, pastor's runnin late", 'updateEvent', {
    target: { words: 'bible study', date: '2026-03-05' },
    changes: { shiftMinutes: 60 },
  }),
  // cancels
  p('No more piano for Mia, we are plumb done with it. Take it all off', 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p("youth group's called off tonight on account of the storms", 'cancelEvent', {
    target: { words: 'youth group', fromDate: '2026-03-04' },
    series: false,
  }),
  p("Cancel Sam's haircut Friday, I'm fixin' to just do it myself", 'cancelEvent', {
    target: { words: 'haircut', member: SAM, fromDate: '2026-03-06' },
    series: false,
  }),
  p('no wednesday night supper next week, church is doin revival instead', 'cancelEvent', { target: { words: 'supper' }, series: false }),
  p("go on and wipe out Leo's swim lessons, all of em. That boy hates the water", 'cancelEvent', { target: { words: 'swim', member: LEO }, series: true }),
  // new events
  p("Mia's got a rodeo Saturday at 8 in the mornin over in Fort Worth", 'createEvent', { title: 'rodeo', member: MIA, date: '2026-03-07', time: '08:00' }),
  p('Put Wednesday night supper at church on there every week at 6', 'createEvent', {
    title: 'supper',
    date: '2026-03-04',
    time: '18:00',
    recurrence: 'weekly',
  }),
  p("Sam's fixin' to start tee ball, Tuesdays and Thursdays at 5:30", 'createEvent', { title: 'tee ball', member: SAM, time: '17:30', recurrence: 'weekly' }),
  p('Leo has his well child visit at the pediatrician Monday 10:15, remind me the day before', 'createEvent', {
    title: 'pediatrician',
    member: LEO,
    date: '2026-03-09',
    time: '10:15',
    reminderMinutes: 1440,
  }),
  p('church potluck sunday after service, 12:30', 'createEvent', { title: 'potluck', date: '2026-03-08', time: '12:30' }),
  p("y'all put the rodeo cookoff on the calendar for the 21st, it's an all day thing", 'createEvent', {
    title: 'cookoff',
    date: '2026-03-21',
    allDay: true,
  }),
  p('Mia has the youth group lock-in Friday night at 7', 'createEvent', { title: 'lock-in', member: MIA, date: '2026-03-06', time: '19:00' }),
  p('Well Sam went and got himself a dentist appointment tomorrow at 3:45', 'createEvent', {
    title: 'dentist',
    member: SAM,
    date: '2026-03-05',
    time: '15:45',
  }),
  // reminders
  p('remind me to thaw the brisket tomorrow at 7', 'createEvent', { title: 'brisket', date: '2026-03-05', time: '07:00', reminderMinutes: 0 }),
  p("set me a reminder 30 minutes before Mia's rodeo Saturday", 'updateEvent', {
    target: { words: 'rodeo', member: MIA, date: '2026-03-07' },
    changes: { reminderMinutes: 30 },
  }),
  p('remind me to carry the casserole dish back to Sister Darlene', 'addTodo', { tasks: ['casserole'], reminder: true }),
  p('holler at me an hour before youth group tonite', 'updateEvent', { target: { words: 'youth group' }, changes: { reminderMinutes: 60 } }),
  // lists
  p('add tortillas, Rotel and Velveeta to the grocery list', 'addListItems', { items: ['tortillas', 'Rotel', 'Velveeta'] }),
  p('Put sweet tea bags and paper plates on the church supper list', 'addListItems', { list: 'church supper', items: ['sweet tea', 'paper plates'] }),
  p('got the brisket and the pinto beans, mark em off', 'tickListItems', { items: ['brisket', 'pinto beans'], remove: false }),
  p('take the Dr Pepper off the list, we got plenty in the garage fridge', 'tickListItems', { items: ['Dr Pepper'], remove: true }),
  p('do we already have ranch on the grocery list?', 'showList', { check: ['ranch'] }),
  // questions
  p('what all have we got goin on this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("when's Sam's next tee ball game", 'findEvent', { words: 'tee ball', member: SAM }),
  p('Is Mia free Saturday afternoon or has she got somethin?', 'freeBusy', { date: '2026-03-07', member: MIA }),
  // to-dos
  p("add to my to do list: sign Sam up for VBS, order Mia's belt buckle, call the farrier", 'addTodo', {
    tasks: ['VBS', 'buckle', 'farrier'],
  }),
  p('I finally paid the feed store, check that one off', 'completeTodo', { text: 'feed store' }),
  p("what's still on my to-do list hon", 'listTodos'),

  // Voice 2: a Deaf parent writing direct English, topic first, no filler
  // changes
  p('Sam swimming Saturday 9am. Change 10am.', 'updateEvent', {
    target: { words: 'swimming', member: SAM, date: '2026-03-07' },
    changes: { time: '10:00' },
  }),
  p('Leo daycare pickup tomorrow move 4:30', 'updateEvent', {
    target: { words: 'daycare', member: LEO, date: '2026-03-05' },
    changes: { time: '16:30' },
  }),
  p('Mia piano Monday finish later. Add 30 minutes.', 'updateEvent', {
    target: { words: 'piano', member: MIA, date: '2026-03-09' },
    changes: { lengthenMinutes: 30 },
  }),
  p('Soccer Sam Tuesday now Wednesday. Time same.', 'updateEvent', {
    target: { words: 'soccer', member: SAM, date: '2026-03-10' },
    changes: { date: '2026-03-11' },
  }),
  p('Parent teacher meeting place change. Library, not classroom.', 'updateEvent', {
    target: { words: 'meeting' },
    changes: { location: 'library' },
  }),
  p('Haircut Leo 11am. Earlier 1 hour.', 'updateEvent', {
    target: { words: 'haircut', member: LEO, time: '11:00' },
    changes: { shiftMinutes: -60 },
  }),
  p('Optometrist Sam rename. New name eye test.', 'updateEvent', {
    target: { words: 'optometrist', member: SAM },
    changes: { title: 'eye test' },
  }),
  p('Pool closed Friday. Mia swimming this week move Thursday.', 'updateEvent', {
    target: { words: 'swimming', member: MIA, date: '2026-03-06' },
    changes: { date: '2026-03-05' },
  }),
  p('My doctor Tuesday. Push back 45 min.', 'updateEvent', {
    target: { words: 'doctor', date: '2026-03-10' },
    changes: { shiftMinutes: 45 },
  }),
  p('Birthday party Saturday. Finish time now 5pm.', 'updateEvent', {
    target: { words: 'party', date: '2026-03-07' },
    changes: { endTime: '17:00' },
  }),
  // cancels
  p('Gymnastics Mia term over. Delete all.', 'cancelEvent', { target: { words: 'gymnastics', member: MIA }, series: true }),
  p('Dentist Sam tomorrow cancel. Sick.', 'cancelEvent', {
    target: { words: 'dentist', member: SAM, fromDate: '2026-03-05' },
    series: false,
  }),
  p('No playgroup Leo this week. Teacher away.', 'cancelEvent', { target: { words: 'playgroup', member: LEO }, series: false }),
  p('Music lesson Friday 4pm not happening. Remove.', 'cancelEvent', {
    target: { words: 'music', fromDate: '2026-03-06', time: '16:00' },
    series: false,
  }),
  p('Tennis Sam stop. No more.', 'cancelEvent', { target: { words: 'tennis', member: SAM }, series: true }),
  // new events
  p('Mia party Saturday 2pm. Friend house.', 'createEvent', { title: 'party', member: MIA, date: '2026-03-07', time: '14:00' }),
  p('Leo speech therapy every Tuesday 10am. Start next week.', 'createEvent', {
    title: 'speech',
    member: LEO,
    date: '2026-03-10',
    time: '10:00',
    recurrence: 'weekly',
  }),
  p('Audiology me Monday 11:30. Remind 1 day before.', 'createEvent', {
    title: 'audiology',
    date: '2026-03-09',
    time: '11:30',
    reminderMinutes: 1440,
  }),
  p('Sam school photo Friday. All day.', 'createEvent', { title: 'photo', member: SAM, date: '2026-03-06', allDay: true }),
  p('Interpreter booked. Meeting school principal Thursday 9am. Add.', 'createEvent', { title: 'principal', date: '2026-03-05', time: '09:00' }),
  p('Mia netball. Saturday 8am every week. Until end March.', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
  }),
  p('Deaf club dinner Friday 6:30pm. Whole family.', 'createEvent', { title: 'deaf club', date: '2026-03-06', time: '18:30' }),
  p('Sam and Leo vaccination Tuesday 3:15pm.', 'createEvent', {
    title: 'vaccination',
    member: SAM,
    alsoMembers: [LEO],
    date: '2026-03-10',
    time: '15:15',
  }),
  // reminders
  p('Remind me 8am tomorrow. Library books return.', 'createEvent', { title: 'library', date: '2026-03-05', time: '08:00', reminderMinutes: 0 }),
  p('Swimming Saturday Mia. Reminder 1 hour before.', 'updateEvent', {
    target: { words: 'swimming', member: MIA, date: '2026-03-07' },
    changes: { reminderMinutes: 60 },
  }),
  p('Remind me. Uniform order for Sam.', 'addTodo', { tasks: ['uniform'], reminder: true }),
  p('Physio Leo Friday. Message me 2 hours before.', 'updateEvent', {
    target: { words: 'physio', member: LEO, date: '2026-03-06' },
    changes: { reminderMinutes: 120 },
  }),
  // lists
  p('Shopping list add: bread, bananas, nappies, dishwasher tablets.', 'addListItems', { items: ['bread', 'bananas', 'nappies', 'dishwasher tablets'] }),
  p('Milk bought already. Tick.', 'tickListItems', { items: ['milk'], remove: false }),
  p('Shopping list show.', 'showList'),
  p('Camping list remove torch. Have enough.', 'tickListItems', { list: 'camping', items: ['torch'], remove: true }),
  // questions
  p('Tomorrow what happening?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('Hearing aid appointment Leo when?', 'findEvent', { words: 'hearing aid', member: LEO }),
  p('Friday family free? Need know.', 'freeBusy', { date: '2026-03-06' }),
  // to-dos
  p('Todo: renew car rego, email teacher, book interpreter.', 'addTodo', { tasks: ['rego', 'email teacher', 'interpreter'] }),
  p('Call bank about card. Put todo list.', 'addTodo', { tasks: ['bank'] }),
  p('Email teacher done.', 'completeTodo', { text: 'email teacher' }),
];
