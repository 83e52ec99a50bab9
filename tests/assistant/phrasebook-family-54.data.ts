// Phrasebook (training set): families in eight voices: 160 WhatsApp messages from parents, each with the tool and the
// key slots the assistant should read from it. Written from the tools' contract (tools/*.ts: each tool, its zod input
// and the .describe() texts) and the harness conventions (phrasebook.ts: partial inputs, text slots matched by
// containment ignoring case, `null` must be null) by someone who had not read the engine.
// This set leans on changes, cancels and vague messages.
// Voices, 20 rows each, in this order: (1) a Liverpool parent ("our kid", "me mam", "dead busy", "boss");
// (2) a Brazilian parent writing English as a second language; (3) a Jewish family's parent (Shabbat, Hebrew school,
// bat/bar mitzvah lessons, "Bubbe"); (4) a Kenyan English parent ("kindly", "sasa", "I'm requesting", "by 4pm");
// (5) a new stepdad unsure of names and details ("the little one", "Mia's thing", "whatever Sam has on");
// (6) a parent who writes with arrows and symbols ("->", "@", "x", "~", "+1 hr"); (7) a parent who asks very politely
// and indirectly ("could we possibly move…", "would it be ok to…"); (8) a vague, distracted parent ("that thing",
// "the usual", "sort it", "you know the one").
// Mix: 30 new events, 45 changes (moves, new times, new days, renames, longer/shorter, adding a member, notes/places),
// 25 cancels, 15 calendar questions (agenda / findEvent / freeBusy), 15 reminders and to-dos (addTodo / completeTodo /
// listTodos / listReminders), 10 shared-list rows (addListItems / showList / tickListItems), 20 where the assistant
// should ask back because there is nothing to go on. Two named kids give member + alsoMembers; where a message has
// two requests, the first is the one checked.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children. Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 ·
// Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next
// week 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours
// 1-6 are pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) A Liverpool parent
  p("our Sam's got footy trainin sat 10am at the rec, stick it in ta", 'createEvent', {
    title: 'footy',
    date: '2026-03-07',
    time: '10:00',
    member: SAM,
  }),
  p("can u move Sam's footy to half 10 sat instead, coach has messed up", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { time: '10:30' },
  }),
  p("me mam's comin round for tea sunday at 5", 'createEvent', { title: 'tea', date: '2026-03-08', time: '17:00' }),
  p("me mam's tea is saturday now not sunday, she's got bingo", 'updateEvent', {
    target: { words: 'tea' },
    changes: { date: '2026-03-07' },
  }),
  p("cancel the parents evenin thurs, we can't make it, dead busy", 'cancelEvent', {
    target: { words: 'parents', fromDate: '2026-03-05' },
    series: false,
  }),
  p("Mia's got a party at Jump Giants friday half 5 till 7", 'createEvent', {
    title: 'party',
    date: '2026-03-06',
    time: '17:30',
    durationMinutes: 90,
    member: MIA,
  }),
  p("what've we got on this weekend?", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("Mia's party goes on til 8 now, dead late", 'updateEvent', {
    target: { words: 'party', member: MIA },
    changes: { endTime: '20:00' },
  }),
  p("dentist for me on mon at 9, boss'll kill me but there ya go", 'createEvent', {
    title: 'dentist',
    date: '2026-03-09',
    time: '09:00',
  }),
  p('boss wants me in monday so shift the dentist to tues, same time', 'updateEvent', {
    target: { words: 'dentist' },
    changes: { date: '2026-03-10' },
  }),
  p("remind me to ring the school about Leo's nursery place", 'addTodo', { tasks: ['ring the school'], reminder: true }),
  p("scrap Mia's drama club altogether, she's packed it in", 'cancelEvent', {
    target: { words: 'drama', member: MIA },
    series: true,
  }),
  p("add Leo to the swimmin on sat, he's goin with our Mia", 'updateEvent', {
    target: { words: 'swim' },
    changes: { addMembers: [LEO] },
  }),
  p('stick bread, teabags n crumpets on the shoppin list', 'addListItems', { items: ['bread', 'teabags', 'crumpets'] }),
  p("when's our Sam's next dentist?", 'findEvent', { words: 'dentist', member: SAM }),
  p("put a note on Sam's footy - me mam's takin him", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { note: 'mam' },
  }),
  p("no swimmin this sat, pool's shut for repairs", 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-07' },
    series: false,
  }),
  p('done the car tax, tick it off', 'completeTodo', { text: 'car tax' }),
  ask('can u move it to later, ta'),
  ask("our kid's got summat on next week, put it in will ya"),

  // (2) A Brazilian parent writing English as a second language
  p('Please put capoeira class for Sam in Tuesday 17h', 'createEvent', {
    title: 'capoeira',
    date: '2026-03-10',
    time: '17:00',
    member: SAM,
  }),
  p('Tomorrow I have meeting with the teacher of Mia at 8:30 of the morning', 'createEvent', {
    title: 'teacher',
    date: '2026-03-05',
    time: '08:30',
  }),
  p('Please the meeting with teacher now is 9 and not 8:30', 'updateEvent', { changes: { time: '09:00' } }),
  p('The capoeira of Sam change to thursday, same hour', 'updateEvent', {
    target: { words: 'capoeira', member: SAM },
    changes: { date: '2026-03-05' },
  }),
  p('Saturday we go to the churrasco in the house of my cousin, all the day', 'createEvent', {
    title: 'churrasco',
    date: '2026-03-07',
    allDay: true,
  }),
  p("Mia's ballet the place change, now is in the Community Hall", 'updateEvent', {
    target: { words: 'ballet', member: MIA },
    changes: { location: 'Community Hall' },
  }),
  p('Cancel the churrasco saturday, is going to rain all day', 'cancelEvent', {
    target: { words: 'churrasco', fromDate: '2026-03-07' },
  }),
  p('Leo have vaccine in the clinic friday 10 hours', 'createEvent', {
    title: 'vaccine',
    date: '2026-03-06',
    time: '10:00',
    member: LEO,
  }),
  p('The vaccine of Leo is more late, put 11:30', 'updateEvent', {
    target: { words: 'vaccine', member: LEO },
    changes: { time: '11:30' },
  }),
  p('What we have on monday?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p('My english class is more long now, finish 8pm', 'updateEvent', {
    target: { words: 'english' },
    changes: { endTime: '20:00' },
  }),
  p("Sam don't go more to capoeira, please delete all", 'cancelEvent', {
    target: { words: 'capoeira', member: SAM },
    series: true,
  }),
  p('Put in my list: pay the condominium and buy gift for the aniversary of Bruna', 'addTodo', {
    tasks: ['condominium', 'gift'],
  }),
  p("Can you change the name 'futebol' to 'football training' please", 'updateEvent', {
    target: { words: 'futebol' },
    changes: { title: 'football training' },
  }),
  p('Friday afternoon we are free? I want to marcar the hairdresser', 'freeBusy', { date: '2026-03-06' }),
  p('Tomorrow Leo no have kindy, is closed, remove all his things of tomorrow', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-05', member: LEO },
  }),
  p('Add in the shopping: feijão, farofa, 2 limes', 'addListItems', { items: ['feijão', 'farofa', 'lime'] }),
  p('Show me what is in my tasks', 'listTodos'),
  ask('I need to change the hour please'),
  ask('Please cancel, sorry'),

  // (3) A Jewish family's parent
  p("Mia's bat mitzvah lessons start Monday 4pm, every week", 'createEvent', {
    title: 'bat mitzvah',
    date: '2026-03-09',
    time: '16:00',
    recurrence: 'weekly',
    member: MIA,
  }),
  p("Shabbat dinner at Bubbe's this Friday 6:30, all of us", 'createEvent', {
    title: 'Shabbat dinner',
    date: '2026-03-06',
    time: '18:30',
  }),
  p("Bubbe wants Shabbat dinner earlier this week, 5:45 - candle lighting's early", 'updateEvent', {
    target: { words: 'Shabbat' },
    changes: { time: '17:45' },
  }),
  p('Hebrew school for Sam and Mia every Sunday 9:30 to 12', 'createEvent', {
    title: 'Hebrew school',
    date: '2026-03-08',
    time: '09:30',
    durationMinutes: 150,
    recurrence: 'weekly',
    member: SAM,
    alsoMembers: [MIA],
  }),
  p("Mia's bat mitzvah lesson on Monday is moving to Tuesday, same time, the tutor's away", 'updateEvent', {
    target: { words: 'bat mitzvah', date: '2026-03-09', member: MIA },
    changes: { date: '2026-03-10' },
  }),
  p('No Hebrew school this Sunday, the teachers have a retreat', 'cancelEvent', {
    target: { words: 'Hebrew school', fromDate: '2026-03-08' },
    series: false,
  }),
  p("cousin Ari's bar mitzvah is Saturday 14 March, 10am at the synagogue", 'createEvent', {
    title: 'bar mitzvah',
    date: '2026-03-14',
    time: '10:00',
  }),
  p("Add Leo to Hebrew school on Sunday, he's starting in the little ones' class", 'updateEvent', {
    target: { words: 'Hebrew school' },
    changes: { addMembers: [LEO] },
  }),
  p("When is Ari's bar mitzvah again?", 'findEvent', { words: 'bar mitzvah' }),
  p('Remind me to order the challah from the bakery', 'addTodo', { tasks: ['challah'], reminder: true }),
  p("Cancel Mia's bat mitzvah lessons altogether, we're switching tutors", 'cancelEvent', {
    target: { words: 'bat mitzvah', member: MIA },
    series: true,
  }),
  p("rename Sam's 'Sunday class' to Hebrew school please", 'updateEvent', {
    target: { words: 'Sunday class', member: SAM },
    changes: { title: 'Hebrew school' },
  }),
  p('Add to the Pesach list: matzah, horseradish, 2 jars gefilte fish', 'addListItems', {
    list: 'Pesach',
    items: ['matzah', 'horseradish', 'gefilte fish'],
  }),
  p("put a note on Ari's bar mitzvah: kippahs for the boys, Bubbe is bringing the challah", 'updateEvent', {
    target: { words: 'bar mitzvah' },
    changes: { note: 'kippah' },
  }),
  p('Are we free Saturday afternoon after shul? Bubbe wants to visit', 'freeBusy', { date: '2026-03-07' }),
  p("Take out dinner at the Cohens' on Friday, they've had to postpone", 'cancelEvent', {
    target: { words: 'Cohen', fromDate: '2026-03-06' },
  }),
  p('Bought the yahrzeit candle, you can tick it off', 'completeTodo', { text: 'yahrzeit candle' }),
  p('Is grape juice on the shopping list for Shabbat?', 'showList', { check: ['grape juice'] }),
  ask('Can you put it in for after Shabbat?'),
  ask("Bubbe's coming to stay with us, add it please"),

  // (4) A Kenyan English parent
  p("Kindly add Mia's swimming gala on Saturday from 8am", 'createEvent', {
    title: 'swimming gala',
    date: '2026-03-07',
    time: '08:00',
    member: MIA,
  }),
  p("I'm requesting you put Sam's school trip to the museum tomorrow, he should be at school by 7am", 'createEvent', {
    title: 'trip',
    date: '2026-03-05',
    time: '07:00',
    member: SAM,
  }),
  p("Kindly move Mia's swimming gala to Sunday, same time", 'updateEvent', {
    target: { words: 'gala', member: MIA },
    changes: { date: '2026-03-08' },
  }),
  p("Chama meeting on Sunday 2pm at Mama Wanjiru's place", 'createEvent', {
    title: 'chama',
    date: '2026-03-08',
    time: '14:00',
  }),
  p('Sasa, the chama meeting has been pushed to 4pm, kindly update', 'updateEvent', {
    target: { words: 'chama' },
    changes: { time: '16:00' },
  }),
  p('Kindly set a reminder on the chama meeting, one hour before', 'updateEvent', {
    target: { words: 'chama' },
    changes: { reminderMinutes: 60 },
  }),
  p("Kindly put Leo's clinic visit for the 12th at 10:30", 'createEvent', {
    title: 'clinic',
    date: '2026-03-12',
    time: '10:30',
    member: LEO,
  }),
  p("I'm requesting you change Leo's clinic from the 12th to the 13th", 'updateEvent', {
    target: { words: 'clinic', date: '2026-03-12', member: LEO },
    changes: { date: '2026-03-13' },
  }),
  p('Kindly tell me what Mia has this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p("The parents' meeting on Thursday will now take 2 hours, kindly adjust", 'updateEvent', {
    target: { words: 'parents', date: '2026-03-05' },
    changes: { durationMinutes: 120 },
  }),
  p('Kindly cancel the chama meeting on Sunday, Mama Wanjiru has travelled upcountry', 'cancelEvent', {
    target: { words: 'chama', fromDate: '2026-03-08' },
  }),
  p("Sasa, Sam's football is now at the Kasarani grounds, not the school field", 'updateEvent', {
    target: { words: 'football', member: SAM },
    changes: { location: 'Kasarani' },
  }),
  p('Kindly add to my to-do: pay school fees by 4pm Friday, buy airtime', 'addTodo', { tasks: ['school fees', 'airtime'] }),
  p("I'm requesting you remove Sam's tuition for the whole term, we have stopped it", 'cancelEvent', {
    target: { words: 'tuition', member: SAM },
    series: true,
  }),
  p('Are we free on Friday from 4pm to 6pm? I want to host visitors', 'freeBusy', {
    date: '2026-03-06',
    fromTime: '16:00',
    toTime: '18:00',
  }),
  p('Sasa, there will be no church choir practice this Saturday', 'cancelEvent', {
    target: { words: 'choir', fromDate: '2026-03-07' },
    series: false,
  }),
  p("I'm requesting to see my reminders for this week", 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('Sasa, we have bought the unga and the sugar, tick them off the shopping list', 'tickListItems', {
    items: ['unga', 'sugar'],
    remove: false,
  }),
  ask('Kindly change it to 4pm.'),
  ask("I'm requesting you to add the meeting"),

  // (5) A new stepdad unsure of names and details
  p("Mia's got a sleepover thing at (I think) Chloe's on Saturday, drop off 4pm", 'createEvent', {
    title: 'sleepover',
    date: '2026-03-07',
    time: '16:00',
    member: MIA,
  }),
  p("put a note on Mia's sleepover thing: I'm doing drop off, not her mum", 'updateEvent', {
    target: { words: 'sleepover', member: MIA },
    changes: { note: 'drop off' },
  }),
  p('the little one has kindy photos Friday morning at 9 apparently', 'createEvent', {
    title: 'photos',
    date: '2026-03-06',
    time: '09:00',
  }),
  p("the little one's kindy photos got moved to 9:45 I think, can you change it", 'updateEvent', {
    target: { words: 'photos' },
    changes: { time: '09:45' },
  }),
  p("whatever Sam has on Thursday arvo, his mum says it's moved to Friday", 'updateEvent', {
    target: { date: '2026-03-05', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p("what's Sam got on this weekend? I'm on duty", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: SAM }),
  p('Sam has a birthday party Sunday 11-1, some kid called Noah? put it in anyway', 'createEvent', {
    title: 'party',
    date: '2026-03-08',
    time: '11:00',
    durationMinutes: 120,
    member: SAM,
  }),
  p("not sure what Sam's party is called in there but it finishes at 1:30 now", 'updateEvent', {
    target: { member: SAM },
    changes: { endTime: '13:30' },
  }),
  p("Sam's soccer or footy or whatever it's called, it's at the other oval now, Henson Park", 'updateEvent', {
    target: { member: SAM },
    changes: { location: 'Henson Park' },
  }),
  p("whatever Mia had on tomorrow, can you take it out, she's home sick", 'cancelEvent', {
    target: { fromDate: '2026-03-05', member: MIA },
  }),
  p('remind me to ask Jess what size shoes Leo is', 'addTodo', { tasks: ['shoes'], reminder: true }),
  p("can you add Leo to Mia's dentist thing on the 12th? easier to do both", 'updateEvent', {
    target: { date: '2026-03-12', member: MIA },
    changes: { addMembers: [LEO] },
  }),
  p("apparently Sam doesn't do the Saturday music class anymore? delete the whole thing", 'cancelEvent', {
    target: { words: 'music', member: SAM },
    series: true,
  }),
  p("when's Mia's next... I think it's gymnastics? the one her mum takes her to", 'findEvent', {
    words: 'gymnastics',
    member: MIA,
  }),
  p('add those yoghurt pouches (the squeezy ones) to the shopping list', 'addListItems', { items: ['yoghurt pouches'] }),
  p("the little one's playgroup on Monday is off, the other mum told me", 'cancelEvent', {
    target: { words: 'playgroup', fromDate: '2026-03-09' },
    series: false,
  }),
  p("what's on my to-do list? pretty sure I've forgotten something", 'listTodos'),
  ask("Mia's mum says to add the thing, no idea what it is tbh"),
  ask('can you change the time on whatever Sam has on'),
  ask("the little one's got something next week I think?? put it in"),

  // (6) A parent who writes with arrows and symbols
  p('Sam swim @ 4:15 fri', 'createEvent', { title: 'swim', date: '2026-03-06', time: '16:15', member: SAM }),
  p('Sam swim fri -> 5pm', 'updateEvent', { target: { words: 'swim', member: SAM }, changes: { time: '17:00' } }),
  p('dentist Mia + Sam @ 3:30 thu', 'createEvent', {
    title: 'dentist',
    date: '2026-03-05',
    time: '15:30',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('dentist thu -> mon 9/3 @ 10', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-05' },
    changes: { date: '2026-03-09', time: '10:00' },
  }),
  p("book club @ Jen's sat ~7pm", 'createEvent', { title: 'book club', date: '2026-03-07', time: '19:00' }),
  p('book club sat -> 1 hr later', 'updateEvent', { target: { words: 'book club' }, changes: { shiftMinutes: 60 } }),
  p("sat ?? what's on", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('Leo -> swim lessons, every sat 9am, til end of term (10/4)', 'createEvent', {
    title: 'swim',
    date: '2026-03-07',
    time: '09:00',
    recurrence: 'weekly',
    repeatUntil: '2026-04-10',
    member: LEO,
  }),
  p('Leo swim sat -> + Sam too', 'updateEvent', { target: { words: 'swim', member: LEO }, changes: { addMembers: [SAM] } }),
  p('book club sat x', 'cancelEvent', { target: { words: 'book club', fromDate: '2026-03-07' } }),
  p('school mtg thu +30 min longer', 'updateEvent', {
    target: { words: 'school', date: '2026-03-05' },
    changes: { lengthenMinutes: 30 },
  }),
  p('todo: + renew rego, + book vet for the cat', 'addTodo', { tasks: ['rego', 'vet'] }),
  p('Mia tennis -> @ Rushcutters courts now', 'updateEvent', {
    target: { words: 'tennis', member: MIA },
    changes: { location: 'Rushcutters' },
  }),
  p('Mia tennis x - all of them, she quit', 'cancelEvent', { target: { words: 'tennis', member: MIA }, series: true }),
  p('Sam free sun 2-4?', 'freeBusy', { date: '2026-03-08', fromTime: '14:00', toTime: '16:00', member: SAM }),
  p('rego done ✓', 'completeTodo', { text: 'rego' }),
  p("fri -> cancel everything x, we're away", 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' } }),
  p('shopping + milk x2, + eggs, + nappies', 'addListItems', { items: ['milk', 'eggs', 'nappies'] }),
  ask('+1 hr'),
  ask('-> tues?'),

  // (7) A parent who asks very politely and indirectly
  p('Would it be ok to pop in a piano lesson for Mia on Monday at 3:45? Thank you so much', 'createEvent', {
    title: 'piano',
    date: '2026-03-09',
    time: '15:45',
    member: MIA,
  }),
  p("Could we possibly move Mia's piano lesson to 4:15 instead? Sorry for the change", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '16:15' },
  }),
  p("Could you possibly add a haircut for me on Friday at 11, if that's alright?", 'createEvent', {
    title: 'haircut',
    date: '2026-03-06',
    time: '11:00',
  }),
  p('Would it be alright to shorten my haircut to 30 minutes? They need less time than I thought', 'updateEvent', {
    target: { words: 'haircut' },
    changes: { durationMinutes: 30 },
  }),
  p("If it's not too much trouble, could we add Sam's school concert on Thursday the 12th at 6pm?", 'createEvent', {
    title: 'concert',
    date: '2026-03-12',
    time: '18:00',
    member: SAM,
  }),
  p("Would you mind adding a note to Sam's concert that he needs a white shirt?", 'updateEvent', {
    target: { words: 'concert', member: SAM },
    changes: { note: 'white shirt' },
  }),
  p("I'm so sorry, but would it be possible to cancel the haircut on Friday?", 'cancelEvent', {
    target: { words: 'haircut', fromDate: '2026-03-06' },
  }),
  p("I was wondering whether you might add a playdate for Leo with Ruby's family this Saturday, around 10?", 'createEvent', {
    title: 'playdate',
    date: '2026-03-07',
    time: '10:00',
    member: LEO,
  }),
  p("I hope this isn't a bother, but could the playdate on Saturday be changed to Sunday instead?", 'updateEvent', {
    target: { words: 'playdate', date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p("Would you be able to tell me when Mia's piano lesson is?", 'findEvent', { words: 'piano', member: MIA }),
  p("Might it be possible to rename 'appointment' on Tuesday to 'Leo hearing test'?", 'updateEvent', {
    target: { words: 'appointment', date: '2026-03-10' },
    changes: { title: 'hearing test' },
  }),
  p('Would you mind reminding me to return the library books?', 'addTodo', { tasks: ['library books'], reminder: true }),
  p("Could we perhaps take Sam's Thursday tutoring out of the calendar altogether? We've decided to stop", 'cancelEvent', {
    target: { words: 'tutoring', member: SAM },
    series: true,
  }),
  p("Could you possibly let me know if we're free on Tuesday evening?", 'freeBusy', { date: '2026-03-10' }),
  p('Could you possibly add dishwasher tablets and some bin bags to the shopping list?', 'addListItems', {
    items: ['dishwasher tablets', 'bin bags'],
  }),
  p("Would it be alright to remove Leo's playdate this weekend? Ruby is unwell", 'cancelEvent', {
    target: { words: 'playdate', fromDate: '2026-03-07', member: LEO },
  }),
  p("If it's no trouble, could you show me which reminders I've got set?", 'listReminders'),
  ask("Would it be possible to move it, if that's not too much trouble?"),
  ask("Could we possibly add something for the weekend? I'll let you know the details"),
  ask('Would it be ok to change that one to a bit later?'),

  // (8) A vague, distracted parent
  p('vet for the dog sat 11ish', 'createEvent', { title: 'vet', date: '2026-03-07', time: '11:00' }),
  p("mia's got the thing at school, the assembly, fri 9 i think", 'createEvent', {
    title: 'assembly',
    date: '2026-03-06',
    time: '09:00',
    member: MIA,
  }),
  p('the assembly thing is 9:30 not 9', 'updateEvent', { target: { words: 'assembly' }, changes: { time: '09:30' } }),
  ask('sort it'),
  p("you know the one, Sam's swimming, it's sunday now", 'updateEvent', {
    target: { words: 'swim', member: SAM },
    changes: { date: '2026-03-08' },
  }),
  p('that bbq at the Nguyens, sunday lunchtime, 12 or so', 'createEvent', { title: 'bbq', date: '2026-03-08', time: '12:00' }),
  p('the bbq, make it 1 instead', 'updateEvent', { target: { words: 'bbq' }, changes: { time: '13:00' } }),
  ask('the usual'),
  p("the usual pickup on thursday, nana's doing it, put that on it", 'updateEvent', {
    target: { words: 'pick', date: '2026-03-05' },
    changes: { note: 'nana' },
  }),
  p('whats on tmrw again', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('that dentist thing of mine, it runs an hour longer now or something', 'updateEvent', {
    target: { words: 'dentist' },
    changes: { lengthenMinutes: 60 },
  }),
  p("the bbq's off, cancel it", 'cancelEvent', { target: { words: 'bbq' } }),
  p('milk and bread, chuck em on the list', 'addListItems', { items: ['milk', 'bread'] }),
  p("mia's thing at school fri - not happening, bin it", 'cancelEvent', { target: { fromDate: '2026-03-06', member: MIA } }),
  ask('you know the one, move it'),
  p('done the thing with the bank, tick it', 'completeTodo', { text: 'bank' }),
  p('scrap the vet sat', 'cancelEvent', { target: { words: 'vet', fromDate: '2026-03-07' } }),
  p('got the nappies, take em off', 'tickListItems', { items: ['nappies'] }),
  p("just get rid of Sam's tennis, all of it, he's done with it", 'cancelEvent', {
    target: { words: 'tennis', member: SAM },
    series: true,
  }),
  ask('that thing - cancel it'),
];
