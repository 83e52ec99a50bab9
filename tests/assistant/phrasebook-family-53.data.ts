// Phrasebook (training set): families in eight voices: 160 WhatsApp messages from parents, leaning on changes and
// cancels, each with the tool and the key slots the assistant should read from it. Written from the tools' contract
// (tools/*.ts: each tool, its zod input and the .describe() texts) and the harness conventions (phrasebook.ts: partial
// inputs, text slots matched by containment ignoring case, `null` must be null) by someone who had not read the engine.
// Voices, 20 rows each, in this order: (1) a Texan dad ("y'all", "fixin' to", "reckon"); (2) an Indian English parent
// in Bangalore ("kindly", "do one thing", "today itself", "tuition", "revert"); (3) a parent passing on the other
// parent's changes ("Jess says the dentist moved to…"); (4) a mum who refers to events by nicknames and habits ("the
// Tuesday thing", "Mia's usual", "the early one"); (5) a French parent writing English with literal turns ("displace
// the meeting", "I must annul", 24h times); (6) a parent replying to what is already planned ("that's off now", "not
// happening", "rain check on…"); (7) an abrupt dad who types fragments and symbols ("ballet. cancelled.", "swim -> 5",
// "dentist x"); (8) a cheerful Australian mum ("arvo", "brekky", "footy", "heaps", "reckon").
// Mix: 30 new events, 50 changes (moves, new times, new days, renames, longer/shorter, adding a member, notes/places),
// 25 cancels, 15 calendar questions (agenda / findEvent / freeBusy), 15 reminders and to-dos (addTodo / completeTodo /
// clearTodos / listTodos / listReminders), 10 shared-list rows (addListItems / showList / tickListItems / createList),
// 15 where the assistant should ask back. Two named kids give member + alsoMembers; "the kids" leaves member
// unchecked; where a message has two requests, the first is the one checked.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children. Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 ·
// Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next
// week 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours
// 1-6 are pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) A Texan dad
  p("Howdy, Sam's got tee-ball practice Saturday mornin' at 9, y'all put that on the calendar", 'createEvent', {
    title: 'tee-ball',
    member: SAM,
    date: '2026-03-07',
    time: '09:00',
  }),
  p("I'm fixin' to take the truck in for an oil change Friday 8am, put me down for it", 'createEvent', {
    title: 'oil change',
    date: '2026-03-06',
    time: '08:00',
    member: null,
  }),
  p("Mia and Sam got the rodeo parade downtown Saturday the 14th, it's an all day thing", 'createEvent', {
    title: 'rodeo',
    date: '2026-03-14',
    allDay: true,
    member: MIA,
    alsoMembers: [SAM],
  }),
  p("reckon we oughta do a cookout at Uncle Ray's Sunday at 4, add it would ya", 'createEvent', {
    title: 'cookout',
    date: '2026-03-08',
    time: '16:00',
  }),
  p("Mia's piano lesson tomorrow got pushed back to 5:30, y'all", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '17:30' },
  }),
  p("the vet for ol' Buster needs movin' from Thursday to Monday, same time", 'updateEvent', {
    target: { words: 'vet', date: '2026-03-05' },
    changes: { date: '2026-03-09' },
  }),
  p("Leo's checkup's gonna run long, reckon tack another half hour on it", 'updateEvent', {
    target: { words: 'checkup', member: LEO },
    changes: { lengthenMinutes: 30 },
  }),
  p("y'all, the church potluck is in the fellowship hall now, not out at the pavilion", 'updateEvent', {
    target: { words: 'potluck' },
    changes: { location: 'fellowship hall' },
  }),
  p("put Leo on Sam's haircut Saturday too, might as well get 'em both done at once", 'updateEvent', {
    target: { words: 'haircut', member: SAM, date: '2026-03-07' },
    changes: { addMembers: [LEO] },
  }),
  p("change that one called 'Mia practice' to 'Mia volleyball practice' so I quit gettin' confused", 'updateEvent', {
    target: { words: 'practice' },
    changes: { title: 'volleyball' },
  }),
  p("the fishin' trip Saturday's off, big storm rollin' in", 'cancelEvent', {
    target: { words: 'trip', fromDate: '2026-03-07' },
  }),
  p("y'all go ahead and scratch Sam's karate for good, he's done with it", 'cancelEvent', {
    target: { words: 'karate', member: SAM },
    series: true,
  }),
  p("cancel the HOA meetin' Tuesday night, I ain't goin'", 'cancelEvent', {
    target: { words: 'hoa', fromDate: '2026-03-10' },
  }),
  p("what've we got goin' on this weekend y'all", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("when's Mia's next orthodontist appointment, I plumb forgot", 'findEvent', { words: 'orthodontist', member: MIA }),
  p("remind me to call the feed store 'bout the hay", 'addTodo', { tasks: ['feed store'], reminder: true }),
  p('got the gutters cleaned finally, check that off my list', 'completeTodo', { text: 'gutters' }),
  p('add brisket, pickles and a sack of onions to the grocery list', 'addListItems', { items: ['brisket', 'pickles', 'onions'] }),
  ask("reckon we need to move that thing, can y'all sort it"),
  ask("Mia's got a sleepover comin' up at the Garzas', put it in would ya"),

  // (2) An Indian English parent in Bangalore
  p("Kindly add Mia's maths tuition every Tuesday and Thursday 5 to 6 pm", 'createEvent', {
    title: 'tuition',
    member: MIA,
    date: '2026-03-05',
    time: '17:00',
    recurrence: 'weekly',
    alsoWeekdays: [2],
  }),
  p('Sam has his annual day rehearsal today itself at 4.30, please add', 'createEvent', {
    title: 'annual day',
    member: SAM,
    date: '2026-03-04',
    time: '16:30',
  }),
  p("Do one thing, put Leo's vaccination on Saturday 11 am at the clinic", 'createEvent', {
    title: 'vaccination',
    member: LEO,
    date: '2026-03-07',
    time: '11:00',
  }),
  p("Add one family function at my cousin's place on 15th March, full day", 'createEvent', {
    title: 'function',
    date: '2026-03-15',
    allDay: true,
  }),
  p("Kindly prepone Mia's tuition tomorrow from 5 to 4 pm", 'updateEvent', {
    target: { words: 'tuition', member: MIA, date: '2026-03-05' },
    changes: { time: '16:00' },
  }),
  p("Sam's swimming class is postponed to Friday, same timing only", 'updateEvent', {
    target: { words: 'swimming', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p("Please change the PTM name to 'Parent Teacher Meeting - Sam class' so everybody understands", 'updateEvent', {
    target: { words: 'ptm' },
    changes: { title: 'parent teacher meeting' },
  }),
  p('The abacus class on Saturday will be extended by 30 minutes, kindly update', 'updateEvent', {
    target: { words: 'abacus', date: '2026-03-07' },
    changes: { lengthenMinutes: 30 },
  }),
  p('Add Leo also to the dentist appointment on Monday, both will go together', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-09' },
    changes: { addMembers: [LEO] },
  }),
  p("For Mia's tuition on Tuesday kindly put one note: teacher will come home", 'updateEvent', {
    target: { words: 'tuition', member: MIA, date: '2026-03-10' },
    changes: { note: 'teacher will come home' },
  }),
  p("Sam's cricket coaching on Sunday is at 8 am now, not 7", 'updateEvent', {
    target: { words: 'cricket', member: SAM, date: '2026-03-08' },
    changes: { time: '08:00' },
  }),
  p('Kindly cancel the plumber visit tomorrow, he will revert with a new date', 'cancelEvent', {
    target: { words: 'plumber', fromDate: '2026-03-05' },
  }),
  p("Mia's Hindi tuition is stopped from this month, please remove all the classes", 'cancelEvent', {
    target: { words: 'hindi', member: MIA },
    series: true,
  }),
  p('Remove the society meeting on Sunday evening, it is postponed indefinitely', 'cancelEvent', {
    target: { words: 'society', fromDate: '2026-03-08' },
  }),
  p('What all is there for Sam on Friday? Kindly revert', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: SAM }),
  p('Are we free on Saturday evening? Relatives are wanting to come', 'freeBusy', { date: '2026-03-07' }),
  p("Remind me to pay Mia's tuition fees and the maid's salary", 'addTodo', { tasks: ['tuition fees', 'salary'] }),
  p('Gas cylinder booking is done, tick it off', 'completeTodo', { text: 'gas cylinder' }),
  p('Add 2 kg atta, toor dal and curd to the shopping list', 'addListItems', { items: ['atta', 'toor dal', 'curd'] }),
  ask('Do one thing, shift it to some other day, whichever is convenient'),

  // (3) A parent passing on the other parent's changes
  p('Jess says she booked Sam in for the optometrist next Wednesday at 3:45', 'createEvent', {
    title: 'optometrist',
    member: SAM,
    date: '2026-03-11',
    time: '15:45',
  }),
  p("Tom just told me Mia's netball grading is Saturday 8:15, can you add it", 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '08:15',
  }),
  p('Message from Jess: her work drinks are Friday 6pm, pop it in', 'createEvent', {
    title: 'drinks',
    date: '2026-03-06',
    time: '18:00',
    member: null,
  }),
  p('Jess says the dentist moved to Friday at 10', 'updateEvent', {
    target: { words: 'dentist' },
    changes: { date: '2026-03-06', time: '10:00' },
  }),
  p("Tom says Leo's swimming has been pushed back half an hour", 'updateEvent', {
    target: { words: 'swimming', member: LEO },
    changes: { shiftMinutes: 30 },
  }),
  p('Jess rang the school, apparently the excursion is on Thursday the 12th now, not tomorrow', 'updateEvent', {
    target: { words: 'excursion' },
    changes: { date: '2026-03-12' },
  }),
  p("according to Jess, Mia's piano is at Mrs Lee's house this week, not the studio", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { location: 'mrs lee' },
  }),
  p("Tom wants Sam added to Mia's gymnastics on Saturday, he's giving it a go", 'updateEvent', {
    target: { words: 'gymnastics', member: MIA },
    changes: { addMembers: [SAM] },
  }),
  p('Jess says the parent-teacher interviews are only 15 mins now, not half an hour', 'updateEvent', {
    target: { words: 'interview' },
    changes: { durationMinutes: 15 },
  }),
  p("Tom asked if we can rename 'soccer' to 'Sam soccer - U8 Blue' so it's clearer", 'updateEvent', {
    target: { words: 'soccer' },
    changes: { title: 'u8 blue' },
  }),
  p("Jess says put a note on Friday's pick up: Nana is collecting the kids", 'updateEvent', {
    target: { words: 'pick up', date: '2026-03-06' },
    changes: { note: 'nana' },
  }),
  p('Heads up from Tom: the school concert starts at 6:30 now instead of 6', 'updateEvent', {
    target: { words: 'concert' },
    changes: { time: '18:30' },
  }),
  p("Jess says Leo's kindy photos tomorrow are cancelled, the photographer's sick", 'cancelEvent', {
    target: { words: 'photos', member: LEO, fromDate: '2026-03-05' },
  }),
  p('Tom cancelled his physio on Monday, can you take it out', 'cancelEvent', {
    target: { words: 'physio', fromDate: '2026-03-09' },
  }),
  p("Jess just told me Mia's quit drama, delete all of them", 'cancelEvent', {
    target: { words: 'drama', member: MIA },
    series: true,
  }),
  p("per Jess everything on Saturday is off, we're going to her mum's. clear the whole day", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-07' },
  }),
  p("Jess wants to know if we're free Sunday afternoon", 'freeBusy', { date: '2026-03-08' }),
  p("Jess says add 'renew Leo's passport' to the to-do list", 'addTodo', { tasks: ['passport'] }),
  ask("Jess says it's been moved"),
  ask('Tom says the thing changed, can you update it'),

  // (4) A mum who refers to events by nicknames and habits
  p("Put in Mia's usual Saturday ballet from this week, 9:30 as always", 'createEvent', {
    title: 'ballet',
    member: MIA,
    date: '2026-03-07',
    time: '09:30',
    recurrence: 'weekly',
  }),
  p("Sam's got the early one again tomorrow, swim squad 6am", 'createEvent', {
    title: 'swim squad',
    member: SAM,
    date: '2026-03-05',
    time: '06:00',
  }),
  p("add Leo's Friday thing, music and movement at the library 10:30", 'createEvent', {
    title: 'music and movement',
    member: LEO,
    date: '2026-03-06',
    time: '10:30',
  }),
  p('The Tuesday thing is on Wednesday next week instead', 'updateEvent', {
    changes: { date: '2026-03-11' },
  }),
  p("Mia's usual is at 4:30 this week instead of 4", 'updateEvent', {
    target: { member: MIA },
    changes: { time: '16:30' },
  }),
  p('the early one on Friday starts at 6:45am now', 'updateEvent', {
    target: { date: '2026-03-06' },
    changes: { time: '06:45' },
  }),
  p("put a note on Sam's Thursday footy: it's his turn to bring the oranges", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { note: 'oranges' },
  }),
  p("Leo's usual playdate with Harper, can you make it 2 hours this Sunday instead of one", 'updateEvent', {
    target: { words: 'playdate', member: LEO, date: '2026-03-08' },
    changes: { durationMinutes: 120 },
  }),
  p("Mia's usual Wednesday lift, can you rename it 'carpool with the Nguyens'", 'updateEvent', {
    target: { words: 'lift', member: MIA },
    changes: { title: 'carpool' },
  }),
  p("add Sam to the Monday thing with Mia, he's coming along too", 'updateEvent', {
    target: { member: MIA, date: '2026-03-09' },
    changes: { addMembers: [SAM] },
  }),
  p('no Tuesday thing this week, cancel it', 'cancelEvent', {
    target: { fromDate: '2026-03-10' },
    series: false,
  }),
  p("Mia's usual is cancelled tomorrow, the coach is away", 'cancelEvent', {
    target: { member: MIA, fromDate: '2026-03-05' },
  }),
  p("Leo's Friday thing has finished for good, take all of them off", 'cancelEvent', {
    target: { member: LEO },
    series: true,
  }),
  p("when's Sam's next swim squad, the early one?", 'findEvent', { words: 'swim squad', member: SAM }),
  p("what's on for the kids Thursday, apart from the usuals?", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('remind me to pack the ballet bag the night before like always', 'addTodo', { tasks: ['ballet bag'], reminder: true }),
  p('show me my to-dos, the usual mess I imagine', 'listTodos'),
  p('stick the usual Friday bits on the shopping list: fish fingers, peas, ice cream', 'addListItems', {
    items: ['fish fingers', 'peas', 'ice cream'],
  }),
  ask('can you move the usual?'),
  ask("the early one's changed again 🙄"),

  // (5) A French parent writing English with literal turns
  p('Please to add a rendez-vous at the pediatrician for Leo, Monday 9h30', 'createEvent', {
    title: 'pediatrician',
    member: LEO,
    date: '2026-03-09',
    time: '09:30',
  }),
  p('Mia has her course of judo each Wednesday at 17h, starting from today', 'createEvent', {
    title: 'judo',
    member: MIA,
    date: '2026-03-04',
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('I have a meeting with the notary Thursday 12 March at 11h', 'createEvent', {
    title: 'notary',
    date: '2026-03-12',
    time: '11:00',
    member: null,
  }),
  p('Birthday of Lucas, the copain of Sam, Saturday from 14h to 17h', 'createEvent', {
    title: 'birthday',
    member: SAM,
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 180,
  }),
  p('I must displace the meeting with the notary to Friday 13, same hour', 'updateEvent', {
    target: { words: 'notary' },
    changes: { date: '2026-03-13' },
  }),
  p('The judo of Mia of Wednesday 11 is advanced to 16h30', 'updateEvent', {
    target: { words: 'judo', member: MIA, date: '2026-03-11' },
    changes: { time: '16:30' },
  }),
  p('Can you prolong the reunion of parents of 30 minutes? It will finish later', 'updateEvent', {
    target: { words: 'reunion' },
    changes: { lengthenMinutes: 30 },
  }),
  p('For the pediatrician of Leo the place changes, it is now at the Clinique Saint-Jean', 'updateEvent', {
    target: { words: 'pediatrician', member: LEO },
    changes: { location: 'saint-jean' },
  }),
  p("Rename 'piscine' in 'swimming pool Sam' please, my wife does not understand", 'updateEvent', {
    target: { words: 'piscine' },
    changes: { title: 'swimming pool' },
  }),
  p('The violin course of Mia on Tuesday 10 is displaced to Thursday 12, at 18h', 'updateEvent', {
    target: { words: 'violin', member: MIA, date: '2026-03-10' },
    changes: { date: '2026-03-12', time: '18:00' },
  }),
  p('Add also Sam to the appointment at the hairdresser of Wednesday 11', 'updateEvent', {
    target: { words: 'hairdresser', date: '2026-03-11' },
    changes: { addMembers: [SAM] },
  }),
  p('I must annul the dinner at the Duponts on Saturday, we are sick', 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-07' },
  }),
  p('Annul all the courses of judo of Mia, she stops definitively', 'cancelEvent', {
    target: { words: 'judo', member: MIA },
    series: true,
  }),
  p('Suppress the appointment of 15h30 tomorrow', 'cancelEvent', {
    target: { fromDate: '2026-03-05', time: '15:30' },
  }),
  p('What is planned for us the next week?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('Is Sam free on Friday between 16h and 18h?', 'freeBusy', {
    date: '2026-03-06',
    fromTime: '16:00',
    toTime: '18:00',
    member: SAM,
  }),
  p('Note in my list: to buy the school furnitures for Mia', 'addTodo', { tasks: ['school furnitures'] }),
  p('The task of the insurance is made, you can cross it', 'completeTodo', { text: 'insurance' }),
  p('Add on the list of courses: baguette, camembert and butter', 'addListItems', { items: ['baguette', 'camembert', 'butter'] }),
  ask('I must annul, it is not possible for us'),

  // (6) A parent replying to what is already planned
  p("oh and we've now got Sam's school assembly Friday at 9, he's getting an award", 'createEvent', {
    title: 'assembly',
    member: SAM,
    date: '2026-03-06',
    time: '09:00',
  }),
  p("Sounds good. Also add Leo's kindy open morning Thursday the 12th at 9:30", 'createEvent', {
    title: 'open morning',
    member: LEO,
    date: '2026-03-12',
    time: '09:30',
  }),
  p("that's fine, and put in a new one: Mia's friend's party Sunday 2 to 4", 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 120,
  }),
  p("rain check on the beach today, let's make it Saturday 10am", 'updateEvent', {
    target: { words: 'beach' },
    changes: { date: '2026-03-07', time: '10:00' },
  }),
  p("that 3:30 tomorrow for Sam won't work, push it to 4:15", 'updateEvent', {
    target: { member: SAM, time: '15:30' },
    changes: { time: '16:15' },
  }),
  p('saw the reminder for the haircut, can we do 11 instead of 10 on Saturday', 'updateEvent', {
    target: { words: 'haircut', date: '2026-03-07' },
    changes: { time: '11:00' },
  }),
  p("re the school meeting: it's in the library now, not the hall", 'updateEvent', {
    target: { words: 'meeting' },
    changes: { location: 'library' },
  }),
  p("the playgroup's still on but it'll run an hour longer this week", 'updateEvent', {
    target: { words: 'playgroup' },
    changes: { lengthenMinutes: 60 },
  }),
  p("Mia's swim tomorrow, that's off now", 'cancelEvent', {
    target: { words: 'swim', member: MIA, fromDate: '2026-03-05' },
  }),
  p('the BBQ at the Hendersons Saturday? not happening', 'cancelEvent', {
    target: { words: 'bbq', fromDate: '2026-03-07' },
  }),
  p('rain check on dinner with the Parks on Friday, can you take it out', 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-06' },
  }),
  p("Sam's tennis, yeah that's finished altogether, drop the whole thing", 'cancelEvent', {
    target: { words: 'tennis', member: SAM },
    series: true,
  }),
  p("re Monday, scrap everything, we'll be away", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-09' },
  }),
  p('wait, is the dentist still on Friday?', 'findEvent', { words: 'dentist', yesNo: true }),
  p("ok so what's left for tomorrow then?", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('the car rego one is done, tick it', 'completeTodo', { text: 'rego' }),
  p('did I set a reminder for the school photos?', 'listReminders', { check: ['photos'] }),
  p('already got the bread and milk, take those off', 'tickListItems', { items: ['bread', 'milk'] }),
  ask("nah that's not going to work"),
  ask('can we do the other day instead?'),

  // (7) An abrupt dad who types fragments and symbols
  p('sam soccer sat 8:30', 'createEvent', { title: 'soccer', member: SAM, date: '2026-03-07', time: '08:30' }),
  p('mia + sam dentist thu 3:15', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-05',
    time: '15:15',
  }),
  p('me - physio mon 7:30am', 'createEvent', { title: 'physio', date: '2026-03-09', time: '07:30', member: null }),
  p('leo kindy orientation 12/3 9-11', 'createEvent', {
    title: 'orientation',
    member: LEO,
    date: '2026-03-12',
    time: '09:00',
    durationMinutes: 120,
  }),
  p('swim -> 5', 'updateEvent', { target: { words: 'swim' }, changes: { time: '17:00' } }),
  p('mia piano thu -> fri', 'updateEvent', {
    target: { words: 'piano', member: MIA, date: '2026-03-05' },
    changes: { date: '2026-03-06' },
  }),
  p('school mtg. +30 min longer', 'updateEvent', { target: { words: 'school' }, changes: { lengthenMinutes: 30 } }),
  p("rename 'gym' -> 'gym w/ dave'", 'updateEvent', { target: { words: 'gym' }, changes: { title: 'dave' } }),
  p('bday party sun + sam', 'updateEvent', {
    target: { words: 'party', date: '2026-03-08' },
    changes: { addMembers: [SAM] },
  }),
  p('ballet. cancelled.', 'cancelEvent', { target: { words: 'ballet' } }),
  p('dentist x', 'cancelEvent', { target: { words: 'dentist' } }),
  p('tues swim x. whole term.', 'cancelEvent', { target: { words: 'swim' }, series: true }),
  p('fri agenda?', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('next dentist?', 'findEvent', { words: 'dentist' }),
  p('todo: rego, bin day, call plumber', 'addTodo', { tasks: ['rego', 'bin', 'plumber'] }),
  p('done 2', 'completeTodo', { number: 2 }),
  p('shopping + eggs, bread, coffee', 'addListItems', { items: ['eggs', 'bread', 'coffee'] }),
  p('shopping list?', 'showList'),
  ask('moved.'),
  ask('-> 4'),

  // (8) A cheerful Australian mum
  p("Hiya! Sam's got cricket training Thursday arvo at 4, can you pop it in? Ta!", 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-05',
    time: '16:00',
  }),
  p('brekky with the girls Saturday 8:30 at the cafe, so excited 😊', 'createEvent', {
    title: 'brekky',
    date: '2026-03-07',
    time: '08:30',
    member: null,
  }),
  p('Mia and Sam have the swimming carnival Friday the 13th, all day, heaps of sunscreen needed haha', 'createEvent', {
    title: 'swimming carnival',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-13',
    allDay: true,
  }),
  p("Leo's got a playdate at Ruby's tomorrow arvo 3:30 till 5, reckon that's right", 'createEvent', {
    title: 'playdate',
    member: LEO,
    date: '2026-03-05',
    time: '15:30',
    durationMinutes: 90,
  }),
  p("can you chuck in Sam's footy every Saturday morning at 8 for the season? Ends 30 May", 'createEvent', {
    title: 'footy',
    member: SAM,
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
    repeatUntil: '2026-05-30',
  }),
  p("Mia's netball's been moved to the arvo on Saturday, 2:30 now instead of the morning", 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-07' },
    changes: { time: '14:30' },
  }),
  p('footy on Saturday is at the oval on Smith St this week, heaps closer!', 'updateEvent', {
    target: { words: 'footy', date: '2026-03-07' },
    changes: { location: 'smith st' },
  }),
  p("pop Leo onto Mia's swimming lesson Monday arvo too, reckon he's old enough now", 'updateEvent', {
    target: { words: 'swimming', member: MIA, date: '2026-03-09' },
    changes: { addMembers: [LEO] },
  }),
  p('the school disco finishes at 8:30pm now, not 8, how good', 'updateEvent', {
    target: { words: 'disco' },
    changes: { endTime: '20:30' },
  }),
  p("Oh no, Sam's cricket got rained out tomorrow, can you take it off? Bummer", 'cancelEvent', {
    target: { words: 'cricket', member: SAM, fromDate: '2026-03-05' },
  }),
  p("What's on for us today? Reckon it's a busy one", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('Are the kids free Sunday arvo? Thinking beach!', 'freeBusy', { date: '2026-03-08' }),
  p('Remind me to order the footy photos, heaps important!', 'addTodo', { tasks: ['footy photos'], reminder: true }),
  p('Can you clear my to-do list? Got through heaps today 🎉', 'clearTodos'),
  p('Chuck Vegemite, Weet-Bix and snags on the shopping list pls', 'addListItems', { items: ['vegemite', 'weet-bix', 'snags'] }),
  p("Make a new list for the camping trip, reckon we'll need heaps of stuff", 'createList', { name: 'camping' }),
  p("Got the Tim Tams and the milk, tick 'em off", 'tickListItems', { items: ['tim tams', 'milk'], remove: false }),
  ask('Can you move it to the arvo instead? Ta!'),
  ask("Sam's mate's birthday party, reckon you can add it? Heaps of fun"),
  ask("Cancel the thing for the kids please, can't remember what it's called haha"),
];
