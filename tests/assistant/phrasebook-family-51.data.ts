// Phrasebook (training set): families in eight voices: 160 WhatsApp messages from parents, each with the tool and
// the key slots the assistant should read from it. Written from the tools' contract (tools/*.ts: each tool, its zod
// input and the .describe() texts) and the harness conventions (phrasebook.ts: partial inputs, text slots matched by
// containment ignoring case, `null` must be null) by someone who had not read the engine.
// Voices, 20 rows each, in this order: (1) an Irish parent ("grand", "the young one", "give us a shout", "after the
// dinner"); (2) a Singaporean English parent ("lah", "can or not", "tmr", "pls help"); (3) an older teenage sibling
// messaging on the parents' behalf ("mum says…", "dad wants…"); (4) a terse lawyer parent, clipped, semicolons, no
// pleasantries; (5) a parent with shaky spelling (phonetic misspellings of common words and weekdays, no autocorrect;
// misspelt titles are checked by a fragment both spellings share); (6) a parent who types in ALL CAPS with little
// punctuation; (7) a chatty stay-at-home dad with emoji and asides; (8) a parent organising a child's birthday party
// (invites, cake, venue, RSVPs, shopping).
// Mix: 45 new events, 30 changes, 15 cancels, 20 calendar questions (agenda / findEvent / freeBusy), 20 reminders and
// to-dos (addTodo / completeTodo / clearTodos / listTodos / listReminders), 20 shared-list rows (addListItems /
// showList / tickListItems / createList), 10 where the assistant should ask back. Two named kids give member +
// alsoMembers; "the kids" / "the young one" leave member unchecked; where a message has two requests, the first is
// the one checked.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children. Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 ·
// Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next
// week 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours
// 1-6 are pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) An Irish parent
  p('Mia has camogie training Saturday at 10, grand so pop it in there', 'createEvent', {
    title: 'camogie',
    date: '2026-03-07',
    time: '10:00',
    member: MIA,
  }),
  p('The young one has the dentist Thursday at half three', 'createEvent', { title: 'dentist', date: '2026-03-05', time: '15:30' }),
  p('Parent teacher meeting for Sam next Tuesday at 4, give us a reminder the hour before', 'createEvent', {
    title: 'parent teacher',
    date: '2026-03-10',
    time: '16:00',
    member: SAM,
    reminderMinutes: 60,
  }),
  p("Mass for Nana's anniversary Sunday at 11 o'clock, the whole lot of us are going", 'createEvent', {
    title: 'mass',
    date: '2026-03-08',
    time: '11:00',
  }),
  p('Leo has speech therapy Friday at 2, straight after the dinner', 'createEvent', {
    title: 'speech',
    date: '2026-03-06',
    time: '14:00',
    member: LEO,
  }),
  p("Paddy's Day parade is Tuesday the 17th, put it in as all day, we'll bring the kids", 'createEvent', {
    title: 'parade',
    date: '2026-03-17',
    allDay: true,
  }),
  p("Sam's hurling tomorrow is moved to half 5 instead of 5, grand", 'updateEvent', {
    target: { words: 'hurling', member: SAM },
    changes: { time: '17:30' },
  }),
  p("Could you push the young one's swimming to Saturday, they've the pool closed Friday", 'updateEvent', {
    target: { words: 'swimming' },
    changes: { date: '2026-03-07' },
  }),
  p("The residents' meeting is running an extra half hour tonight, I'll be late for the tea", 'updateEvent', {
    target: { words: 'meeting' },
    changes: { lengthenMinutes: 30 },
  }),
  p("Mia's Irish dancing is in the community hall now, not the school. Give us a shout if that's a bother", 'updateEvent', {
    target: { words: 'dancing', member: MIA },
    changes: { location: 'community hall' },
  }),
  p('Ah cancel the GAA blitz on Saturday, the pitches are waterlogged, and put in a kickabout in the park at 11 instead', 'cancelEvent', {
    target: { words: 'blitz', fromDate: '2026-03-07' },
  }),
  p("Leo's playgroup is finished for good now, take it out altogether", 'cancelEvent', {
    target: { words: 'playgroup', member: LEO },
    series: true,
  }),
  p('What have we on this weekend at all?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("When's Sam's next match, do you know?", 'findEvent', { words: 'match', member: SAM }),
  p('Are we free Sunday after the dinner, say 1 to 4? The cousins might call over', 'freeBusy', {
    date: '2026-03-08',
    fromTime: '13:00',
    toTime: '16:00',
  }),
  p("Remind me to ring the school about the young one's lunch money", 'addTodo', { tasks: ['ring the school'], reminder: true }),
  p('Sorted the car tax this morning, tick that one off', 'completeTodo', { text: 'car tax' }),
  p('Stick brown bread, rashers and a pint of milk on the shopping', 'addListItems', { items: ['brown bread', 'rashers', 'milk'] }),
  p("Did anyone put Barry's tea on the shopping list?", 'showList', { check: ['tea'] }),
  ask('Grand, can you move that one so?'),

  // (2) A Singaporean English parent
  p('Mia tuition tmr 4pm pls help add', 'createEvent', { title: 'tuition', date: '2026-03-05', time: '16:00', member: MIA }),
  p('Sam got swimming every Sat 9am until end of March lah', 'createEvent', {
    title: 'swimming',
    date: '2026-03-07',
    time: '09:00',
    member: SAM,
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
  }),
  p('Leo jab at polyclinic Fri 10.30am, can put in calendar or not', 'createEvent', {
    title: 'jab',
    date: '2026-03-06',
    time: '10:30',
    member: LEO,
  }),
  p('Dinner at grandma house Sun 6pm whole family go, also add durian to shopping list', 'createEvent', {
    title: 'dinner',
    date: '2026-03-08',
    time: '18:00',
  }),
  p('Mia and Sam both got chinese enrichment class next Mon 3.30 pm', 'createEvent', {
    title: 'chinese',
    date: '2026-03-09',
    time: '15:30',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('My PT session at the gym Thurs 7am, remind me 30 min before ok', 'createEvent', {
    title: 'PT',
    date: '2026-03-05',
    time: '07:00',
    reminderMinutes: 30,
    member: null,
  }),
  p('Sam tuition tmr shift to 5pm instead lah, teacher late', 'updateEvent', {
    target: { words: 'tuition', member: SAM },
    changes: { time: '17:00' },
  }),
  p('Mia piano lesson change to Thurs can or not', 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { date: '2026-03-05' },
  }),
  p('Leo playdate Sat postpone by one hour pls, the other mummy busy', 'updateEvent', {
    target: { words: 'playdate', member: LEO },
    changes: { shiftMinutes: 60 },
  }),
  p('The swimming tmr rename to swim assessment, coach say got test', 'updateEvent', {
    target: { words: 'swimming' },
    changes: { title: 'swim assessment' },
  }),
  p('Cancel Mia ballet this Sat, she got fever', 'cancelEvent', {
    target: { words: 'ballet', member: MIA, fromDate: '2026-03-07' },
    series: false,
  }),
  p('Sam abacus class stop already, delete all pls', 'cancelEvent', { target: { words: 'abacus', member: SAM }, series: true }),
  p('Tmr what we got ah?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('Sat afternoon we free or not? Want to go Sentosa', 'freeBusy', { date: '2026-03-07' }),
  p('Mia dentist is when ah, I forgot already', 'findEvent', { words: 'dentist', member: MIA }),
  p('Pls remind me to pay the school fees lah', 'addTodo', { tasks: ['school fees'], reminder: true }),
  p('My to do list got what now', 'listTodos'),
  p('Add kopi, milo and eggs to shopping list pls', 'addListItems', { items: ['kopi', 'milo', 'eggs'] }),
  p('Bought the rice already, tick off from shopping list', 'tickListItems', { items: ['rice'], remove: false }),
  ask('Can help me add that one or not'),

  // (3) An older teenage sibling messaging on the parents' behalf
  p("hey it's Jordan, mum says can u add Mia's orthodontist tues 3:45", 'createEvent', {
    title: 'orthodontist',
    date: '2026-03-10',
    time: '15:45',
    member: MIA,
  }),
  p("dad wants sam's footy presentation night in for friday 6pm", 'createEvent', {
    title: 'presentation',
    date: '2026-03-06',
    time: '18:00',
    member: SAM,
  }),
  p('mum says leo has daycare photos thursday morning at 9', 'createEvent', {
    title: 'photos',
    date: '2026-03-05',
    time: '09:00',
    member: LEO,
  }),
  p('mum wants her book club put in, next wednesday 7.30pm', 'createEvent', {
    title: 'book club',
    date: '2026-03-11',
    time: '19:30',
    member: null,
  }),
  p("dad says the plumber's coming tomorrow between 8 and 10", 'createEvent', {
    title: 'plumber',
    date: '2026-03-05',
    time: '08:00',
    durationMinutes: 120,
  }),
  p('mum says mia and leo both have flu shots saturday 11am at the chemist', 'createEvent', {
    title: 'flu',
    date: '2026-03-07',
    time: '11:00',
    member: MIA,
    alsoMembers: [LEO],
  }),
  p("mum says sam's swimming is at 4.30 now not 4", 'updateEvent', {
    target: { words: 'swimming', member: SAM },
    changes: { time: '16:30' },
  }),
  p('dad wants the bbq at the Nguyens moved to sunday', 'updateEvent', {
    target: { words: 'bbq' },
    changes: { date: '2026-03-08' },
  }),
  p("mum says add leo to mia's haircut on saturday", 'updateEvent', {
    target: { words: 'haircut', member: MIA },
    changes: { addMembers: [LEO] },
  }),
  p('dad says put a note on the school pickup tomorrow: aunty Grace is getting them', 'updateEvent', {
    target: { words: 'pickup' },
    changes: { note: 'aunty grace' },
  }),
  p('mum says cancel her nails appointment on friday, she cant make it', 'cancelEvent', {
    target: { words: 'nails', fromDate: '2026-03-06' },
  }),
  p("dad says scrap everything on sunday, we're all sick lol", 'cancelEvent', { target: { words: null, fromDate: '2026-03-08' } }),
  p('mum wants to know what mia has on next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p("dad's asking is sam's cricket on saturday or sunday", 'findEvent', { words: 'cricket', member: SAM }),
  p("mum says add to the to do list: renew leo's passport and book the car service", 'addTodo', {
    tasks: ['passport', 'car service'],
  }),
  p("dad says he's done the tax return so tick it off", 'completeTodo', { text: 'tax return' }),
  p('mum says add nappies and wipes to the shopping list, size 5 nappies btw', 'addListItems', { items: ['nappies', 'wipes'] }),
  p("dad wants to know what's on the shopping list before he goes to aldi", 'showList'),
  ask('mum says can u put it in for her'),
  ask('dad says move it to later'),

  // (4) A terse lawyer parent
  p('Deposition prep; Thursday 8am; 2 hours.', 'createEvent', {
    title: 'deposition',
    date: '2026-03-05',
    time: '08:00',
    durationMinutes: 120,
    member: null,
  }),
  p('Mia; orthopaedic review; 12 March, 9:15.', 'createEvent', {
    title: 'orthopaedic',
    date: '2026-03-12',
    time: '09:15',
    member: MIA,
  }),
  p('Sam and Leo: vaccinations, Monday 16:00.', 'createEvent', {
    title: 'vaccination',
    date: '2026-03-09',
    time: '16:00',
    member: SAM,
    alsoMembers: [LEO],
  }),
  p('Client dinner Friday 19:30; remind me one day prior.', 'createEvent', {
    title: 'client dinner',
    date: '2026-03-06',
    time: '19:30',
    reminderMinutes: 1440,
  }),
  p('Mia: violin, Tuesdays 17:00, through end of term (2 April).', 'createEvent', {
    title: 'violin',
    date: '2026-03-10',
    time: '17:00',
    member: MIA,
    recurrence: 'weekly',
    repeatUntil: '2026-04-02',
  }),
  p('Mediation moved; now Friday 13 March, 10:00.', 'updateEvent', {
    target: { words: 'mediation' },
    changes: { date: '2026-03-13', time: '10:00' },
  }),
  p("Sam's tennis; shift 30 minutes earlier.", 'updateEvent', {
    target: { words: 'tennis', member: SAM },
    changes: { shiftMinutes: -30 },
  }),
  p("Partners' meeting Monday; rename to 'Partners' retreat briefing'.", 'updateEvent', {
    target: { words: 'partners' },
    changes: { title: 'retreat briefing' },
  }),
  p("Leo's speech therapy: reminder 2 hours before.", 'updateEvent', {
    target: { words: 'speech', member: LEO },
    changes: { reminderMinutes: 120 },
  }),
  p('Conference call tomorrow ends 15:00 now, not 14:30.', 'updateEvent', {
    target: { words: 'conference call' },
    changes: { endTime: '15:00' },
  }),
  p("Cancel Thursday's court appearance.", 'cancelEvent', { target: { words: 'court', fromDate: '2026-03-05' } }),
  p("Mia's tutoring; discontinued. Remove the series.", 'cancelEvent', {
    target: { words: 'tutoring', member: MIA },
    series: true,
  }),
  p('Availability Tuesday 10 March, 09:00–12:00?', 'freeBusy', { date: '2026-03-10', fromTime: '09:00', toTime: '12:00' }),
  p('Agenda; tomorrow.', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('School assembly; Friday? Yes or no.', 'findEvent', { words: 'assembly', yesNo: true }),
  p("To-do: file Mia's enrolment form; renew parking permit.", 'addTodo', { tasks: ['enrolment form', 'parking permit'] }),
  p('Reminders currently set; list.', 'listReminders'),
  p('Shopping: printer paper; coffee beans; dishwasher tablets.', 'addListItems', {
    items: ['printer paper', 'coffee beans', 'dishwasher tablets'],
  }),
  p('Remove eggs from shopping; duplicate entry.', 'tickListItems', { items: ['eggs'], remove: true }),
  ask('Reschedule. Same time.'),

  // (5) A parent with shaky spelling
  p('mia has ballet on thersday at 4 pls put it in the calender', 'createEvent', {
    title: 'ballet',
    date: '2026-03-05',
    time: '16:00',
    member: MIA,
  }),
  p('sam has docter apointment fryday at 11 oclock', 'createEvent', {
    title: 'doc',
    date: '2026-03-06',
    time: '11:00',
    member: SAM,
  }),
  p("leo's kindy sports day is on tusday the 10th all day", 'createEvent', {
    title: 'sports day',
    date: '2026-03-10',
    allDay: true,
    member: LEO,
  }),
  p('footy trainning for sam evry munday at 5', 'createEvent', {
    title: 'footy',
    date: '2026-03-09',
    time: '17:00',
    member: SAM,
    recurrence: 'weekly',
  }),
  p('i got my hair apointment satday 10.30 in the mornin', 'createEvent', {
    title: 'hair',
    date: '2026-03-07',
    time: '10:30',
    member: null,
  }),
  p('skool disco for mia and sam on frieday nite 6.30', 'createEvent', {
    title: 'disco',
    date: '2026-03-06',
    time: '18:30',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('can u chang leos swiming to 10 on satday insted', 'updateEvent', {
    target: { words: 'swim', member: LEO },
    changes: { time: '10:00' },
  }),
  p('mias docter got moved to tusday', 'updateEvent', {
    target: { words: 'doc', member: MIA },
    changes: { date: '2026-03-10' },
  }),
  p('the parent teacher thing is half a hour erlier now', 'updateEvent', {
    target: { words: 'teacher' },
    changes: { shiftMinutes: -30 },
  }),
  p('sams footy on munday goes till 6.30 now', 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { endTime: '18:30' },
  }),
  p('cancle the dentist on thersday', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-05' } }),
  p('leos music class isnt on this fryday cancle it pls', 'cancelEvent', {
    target: { words: 'music', member: LEO, fromDate: '2026-03-06' },
    series: false,
  }),
  p('wats on tomorow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('is sam free on satday arvo', 'freeBusy', { date: '2026-03-07', member: SAM }),
  p('wen is mias next ballet', 'findEvent', { words: 'ballet', member: MIA }),
  p('remind me to by the skool uniform', 'addTodo', { tasks: ['uniform'], reminder: true }),
  p('ive dun the libary books one tick it off', 'completeTodo', { text: 'books' }),
  p('pls ad milk bread and weetbix to the shoping list', 'addListItems', { items: ['milk', 'bread', 'weetbix'] }),
  p('is toilet paper on the list allready', 'showList', { check: ['toilet paper'] }),
  ask('can you put that on for next weak'),

  // (6) A parent who types in ALL CAPS
  p('SAM HAS CRICKET SATURDAY 8AM AT THE OVAL', 'createEvent', {
    title: 'cricket',
    date: '2026-03-07',
    time: '08:00',
    member: SAM,
  }),
  p('PUT IN MIA SCHOOL CAMP MONDAY TO WEDNESDAY NEXT WEEK', 'createEvent', {
    title: 'camp',
    date: '2026-03-09',
    allDay: true,
    durationMinutes: 4320,
    member: MIA,
  }),
  p('MY MAMMOGRAM TUESDAY 1.15PM', 'createEvent', { title: 'mammogram', date: '2026-03-10', time: '13:15', member: null }),
  p('LEO KINDY EVERY MONDAY AND WEDNESDAY 8.30', 'createEvent', {
    title: 'kindy',
    time: '08:30',
    member: LEO,
    recurrence: 'weekly',
  }),
  p('BOOK CLUB AT JANS THURSDAY 7PM', 'createEvent', { title: 'book club', date: '2026-03-05', time: '19:00' }),
  p('SAM AND MIA EYE TEST FRIDAY 3 OCLOCK', 'createEvent', {
    title: 'eye test',
    date: '2026-03-06',
    time: '15:00',
    member: SAM,
    alsoMembers: [MIA],
  }),
  p('MOVE THE CRICKET TO SUNDAY SAME TIME', 'updateEvent', { target: { words: 'cricket' }, changes: { date: '2026-03-08' } }),
  p('MY MAMMOGRAM IS NOW 2.30 NOT 1.15', 'updateEvent', { target: { words: 'mammogram' }, changes: { time: '14:30' } }),
  p('LEO KINDY FINISHES AT 3 NOW', 'updateEvent', { target: { words: 'kindy', member: LEO }, changes: { endTime: '15:00' } }),
  p('BOOK CLUB IS AT SALLYS PLACE NOW', 'updateEvent', { target: { words: 'book club' }, changes: { location: 'sally' } }),
  p('CANCEL THE EYE TEST FRIDAY', 'cancelEvent', { target: { words: 'eye test', fromDate: '2026-03-06' } }),
  p('DELETE ALL OF SAMS CRICKET SEASON IS OVER', 'cancelEvent', { target: { words: 'cricket', member: SAM }, series: true }),
  p('WHAT IS ON THIS WEEK', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('ARE WE FREE SATURDAY NIGHT', 'freeBusy', { date: '2026-03-07' }),
  p('TODO CALL COUNCIL ABOUT THE BINS', 'addTodo', { tasks: ['council'] }),
  p('DONE NUMBER 2', 'completeTodo', { number: 2 }),
  p('CLEAR MY TODO LIST ITS ALL DONE', 'clearTodos'),
  p('ADD SAUSAGES ONIONS AND BREAD ROLLS TO SHOPPING', 'addListItems', { items: ['sausages', 'onions', 'bread rolls'] }),
  p('GOT THE SAUSAGES', 'tickListItems', { items: ['sausages'], remove: false }),
  ask('CHANGE IT'),

  // (7) A chatty stay-at-home dad
  p("Morning! 👋 So Leo's got his first ever swimming lesson (he's SO excited 🏊‍♂️) on Saturday at 9:15, can you pop that in for him?", 'createEvent', {
    title: 'swimming',
    date: '2026-03-07',
    time: '09:15',
    member: LEO,
  }),
  p('Ok random one but I finally booked myself a physio appointment for my dodgy knee 😅 Friday at 11:40', 'createEvent', {
    title: 'physio',
    date: '2026-03-06',
    time: '11:40',
    member: null,
  }),
  p("Sam's mate Archie invited him to a sleepover (eek, his first one!) on Saturday the 14th, drop-off at 5pm", 'createEvent', {
    title: 'sleepover',
    date: '2026-03-14',
    time: '17:00',
    member: SAM,
  }),
  p("Coffee with the dads group 🙌 every Thursday at 9.30 after school drop-off, it's become a thing lol", 'createEvent', {
    title: 'coffee',
    date: '2026-03-05',
    time: '09:30',
    recurrence: 'weekly',
  }),
  p("Mia's science fair is tomorrow at 1 🧪 (volcano, obviously, there'll be baking soda everywhere) — put it in for her pls", 'createEvent', {
    title: 'science fair',
    date: '2026-03-05',
    time: '13:00',
    member: MIA,
  }),
  p("Ugh, just got a call 🙄 Sam's dentist is now Wednesday the 11th at 3:30 instead of tomorrow", 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { date: '2026-03-11', time: '15:30' },
  }),
  p('Could you make the science fair 2 hours long? Apparently parents stay for the whole judging bit 😂', 'updateEvent', {
    target: { words: 'science fair' },
    changes: { durationMinutes: 120 },
  }),
  p("Quick one — can you add Mia to Leo's swimming on Saturday? She wants to go in too 🐟", 'updateEvent', {
    target: { words: 'swimming', member: LEO },
    changes: { addMembers: [MIA] },
  }),
  p("Well that's a bummer, dads coffee is off tomorrow (half of them have the flu 🤧) — cancel just this week's", 'cancelEvent', {
    target: { words: 'coffee', fromDate: '2026-03-05' },
    series: false,
  }),
  p("Sam's sleepover on the 14th is cancelled, Archie's got chickenpox 😬 poor kid", 'cancelEvent', {
    target: { words: 'sleepover', fromDate: '2026-03-14' },
  }),
  p("Right, what's on tomorrow? 😅 Need to know how much coffee to make", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('Is Mia around Friday arvo between 3 and 5? Nan wants to take her for a milkshake 🥤', 'freeBusy', {
    date: '2026-03-06',
    fromTime: '15:00',
    toTime: '17:00',
    member: MIA,
  }),
  p("When's Leo's vaccination again? I keep forgetting 🙈 (sleep deprivation is real)", 'findEvent', {
    words: 'vaccination',
    member: LEO,
  }),
  p("Oh and remind me to return the library books, they're like 3 weeks overdue 📚😬", 'addTodo', {
    tasks: ['library books'],
    reminder: true,
  }),
  p("Add 'fix the gate latch' and 'clean out the gutters' to my to-do list, the missus has been asking 😂", 'addTodo', {
    tasks: ['gate latch', 'gutters'],
  }),
  p("Which reminders have I got coming up? Feel like I'm forgetting something 🤔", 'listReminders'),
  p('Shopping list pls: avocados 🥑, sourdough, and those little yoghurt pouches Leo likes', 'addListItems', {
    items: ['avocado', 'sourdough', 'yoghurt pouches'],
  }),
  p("Make a new list called Camping ⛺ we're finally doing it at Easter", 'createList', { name: 'camping' }),
  ask('Hey mate, can you sort that thing for Friday? 👍'),
  ask('Add it for her please 🙏'),

  // (8) A parent organising a child's birthday party
  p("Sam's 8th birthday party Saturday 14 March 2pm to 5pm at Bounce trampoline park", 'createEvent', {
    title: 'party',
    date: '2026-03-14',
    time: '14:00',
    durationMinutes: 180,
    member: SAM,
  }),
  p('Pick up the cake from the bakery Saturday 14th at 12:30', 'createEvent', { title: 'cake', date: '2026-03-14', time: '12:30' }),
  p("Sam's actual birthday is the 12th, put it in as all day and repeat every year", 'createEvent', {
    title: 'birthday',
    date: '2026-03-12',
    allDay: true,
    recurrence: 'yearly',
    member: SAM,
  }),
  p('Party shop run tomorrow at 10 for the balloons and lolly bags', 'createEvent', {
    title: 'party shop',
    date: '2026-03-05',
    time: '10:00',
  }),
  p("Mia's invited to a birthday party at Chloe's on Sunday 11 till 1, I need to drop her", 'createEvent', {
    title: 'party',
    date: '2026-03-08',
    time: '11:00',
    durationMinutes: 120,
    member: MIA,
  }),
  p("Sam's party is moving to 1pm, the trampoline place had a double booking", 'updateEvent', {
    target: { words: 'party', member: SAM },
    changes: { time: '13:00' },
  }),
  p('The cake pick up is an hour earlier now', 'updateEvent', { target: { words: 'cake' }, changes: { shiftMinutes: -60 } }),
  p('Cancel the party shop run tomorrow, ordered everything online instead', 'cancelEvent', {
    target: { words: 'party shop', fromDate: '2026-03-05' },
  }),
  p('Are we free on Sunday the 15th for a birthday lunch with the grandparents?', 'freeBusy', { date: '2026-03-15' }),
  p("To-do: send invites to Sam's class, order the cake, book the magician", 'addTodo', {
    tasks: ['invites', 'cake', 'magician'],
  }),
  p("Remind me to chase up the RSVPs that haven't come back", 'addTodo', { tasks: ['rsvp'], reminder: true }),
  p('Invites are all sent! tick that one off', 'completeTodo', { text: 'invites' }),
  p('Show me my to-dos, want to see what is left for the party', 'listTodos'),
  p("Create a list called Sam's party", 'createList', { name: 'party' }),
  p('Add to the party list: paper plates, cups, napkins, candles, lolly bags', 'addListItems', {
    list: 'party',
    items: ['paper plates', 'cups', 'napkins', 'candles', 'lolly bags'],
  }),
  p('Put sausages, bread and tomato sauce on the shopping list for the party', 'addListItems', {
    items: ['sausages', 'bread', 'tomato sauce'],
  }),
  p("What's still on the party list?", 'showList', { list: 'party' }),
  p('Got the balloons and the candles, tick them off the party list', 'tickListItems', {
    list: 'party',
    items: ['balloons', 'candles'],
    remove: false,
  }),
  p("Take the piñata off the party list, the venue won't allow it", 'tickListItems', {
    list: 'party',
    items: ['piñata'],
    remove: true,
  }),
  ask("Add Leo's birthday party to the calendar pls"),
];
