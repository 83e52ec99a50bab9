// TRAINING phrasebook, part 34: a working parent's week (Okafor household).
// Written by a helper session from the tool contract only (the zod input schemas and their descriptions in
// functions/assistant/tools/*.ts, and the harness in tests/assistant/phrasebook.ts); the engine was not read or run.
// Every message was written fresh for this file. Writers: one parent who is terse ("tmrw", "mtg", "appt", "w/",
// "b4", "pls", "fri"), one parent who writes whole sentences (often context first, the request last or pointing
// back: "...can you put that in"), and sometimes the nanny (Grace). School notices are forwarded or pasted in.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//   A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Member conventions:
//   one named child -> member (MIA / SAM / LEO); "the boys" -> member SAM, alsoMembers [LEO] (Sam named first);
//   "both kids", "the kids" (ambiguous with three children) -> no member key is checked;
//   the parents' own appointments ("me", "my", "I") -> no member key is checked (the parents are not members);
//   a school notice addressed to a year group without naming the child -> no member key is checked;
//   agenda/findEvent/freeBusy take one member only; "for me" there leaves member unchecked.
// Other conventions:
//   corrections inside a message ("no wait, 4:30", "actually 5") -> the corrected value;
//   a range ("9 till 12") -> time = start, durationMinutes = length; "back by 3" -> durationMinutes to 3;
//   to-dos have no day slot: "by thursday" only shows in the task words;
//   "ping me N min before" on an existing event -> updateEvent changes.reminderMinutes;
//   list null = the family's Shopping list; where the parent names "shopping" the list key is not checked;
//   "who's doing pick-up" questions accept findEvent or agenda with no input checked;
//   ask('...') where the day, the time or the thing is truly missing.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent: parents' appointments, kids' activities, school notices, corrections, ranges, repeats, reminders
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('GP appt for me fri 9.15, ping me 15 min b4', 'createEvent', { title: 'gp', date: '2026-03-06', time: '09:15', reminderMinutes: 15 }),
  p('Could you put my car service in for Tuesday morning at eight? They said to allow about three hours.', 'createEvent', {
    title: 'service',
    date: '2026-03-10',
    time: '08:00',
    durationMinutes: 180,
  }),
  p(
    'FWD: Dear Year 2 families, our class assembly will be held on Friday 13th March at 9am in the school hall. Parents are most welcome to attend.',
    'createEvent',
    {
      title: 'assembly',
      date: '2026-03-13',
      time: '09:00',
    },
  ),
  p('From the school newsletter: "The Years 3-6 swimming carnival is on Thursday 12 March, all day at the aquatic centre." thats mia', 'createEvent', {
    title: 'carnival',
    member: MIA,
    date: '2026-03-12',
    allDay: true,
  }),
  p('gym 6am tmrw', 'createEvent', { title: 'gym', date: '2026-03-05', time: '06:00' }),
  p('team mtg thurs 10-11:30', 'createEvent', { title: 'team', date: '2026-03-05', time: '10:00', durationMinutes: 90 }),
  p('mia dentist 3:30 thursday no wait 4:30', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-05', time: '16:30' }),
  p('Leo is due for his flu shot, the clinic has him down for Monday at quarter past ten.', 'createEvent', {
    title: 'flu',
    member: LEO,
    date: '2026-03-09',
    time: '10:15',
  }),
  p('sam - footy training tues & thurs 4.30 from next wk', 'createEvent', {
    title: 'footy',
    member: SAM,
    date: '2026-03-10',
    time: '16:30',
    recurrence: 'weekly',
    alsoWeekdays: [4],
  }),
  p('Parent-teacher interview for Mia next Wednesday at 4:10pm, it is only a ten minute slot.', 'createEvent', {
    title: 'parent',
    member: MIA,
    date: '2026-03-11',
    time: '16:10',
    durationMinutes: 10,
  }),
  p('dinner w/ Ade & Funmi sat 7.30', 'createEvent', { title: 'dinner', date: '2026-03-07', time: '19:30' }),
  p('haircuts for the boys sunday 11', 'createEvent', { title: 'haircut', member: SAM, alsoMembers: [LEO], date: '2026-03-08', time: '11:00' }),
  p("Hi, it's Grace. Leo's daycare is having a pyjama day on Friday. Could that go in the calendar so nobody forgets?", 'createEvent', {
    title: 'pyjama',
    member: LEO,
    date: '2026-03-06',
    allDay: true,
  }),
  p('work drinks tonight 5:30 til 7', 'createEvent', { title: 'drinks', date: '2026-03-04', time: '17:30', durationMinutes: 90 }),
  p('Please book in a 30 minute call with the bank tomorrow at 1.', 'createEvent', { title: 'bank', date: '2026-03-05', time: '13:00', durationMinutes: 30 }),
  p('yoga every sat 8am', 'createEvent', { title: 'yoga', date: '2026-03-07', time: '08:00', recurrence: 'weekly' }),
  p('pick up mia from netball 5.15 fri', 'createEvent', { title: 'pick', member: MIA, date: '2026-03-06', time: '17:15' }),
  p("Sam's class is going to the zoo on the 12th. The bus leaves at 8:30 sharp and they're back by 3. Please add it for him.", 'createEvent', {
    title: 'zoo',
    member: SAM,
    date: '2026-03-12',
    time: '08:30',
    durationMinutes: 390,
  }),
  p('I have a dentist check-up of my own on the eleventh at twenty past nine.', 'createEvent', { title: 'dentist', date: '2026-03-11', time: '09:20' }),
  p('leo daycare drop off 7.45 tmrw', 'createEvent', { title: 'drop', member: LEO, date: '2026-03-05', time: '07:45' }),
  p('board meeting monday 9 to 12, block it out', 'createEvent', { title: 'board', date: '2026-03-09', time: '09:00', durationMinutes: 180 }),
  p('mia piano exam sat the 7th 10:40', 'createEvent', { title: 'piano', member: MIA, date: '2026-03-07', time: '10:40' }),
  p("Sam's library books have to go back on Tuesday. Remind me the day before, he always forgets them.", 'createEvent', {
    title: 'library',
    member: SAM,
    date: '2026-03-10',
    reminderMinutes: 1440,
  }),
  p('physio 12.30 fri 45 mins', 'createEvent', { title: 'physio', date: '2026-03-06', time: '12:30', durationMinutes: 45 }),
  p('Book the Subaru in for its service on Friday the thirteenth, drop-off is 7:30am, and ping me an hour before.', 'createEvent', {
    title: 'service',
    date: '2026-03-13',
    time: '07:30',
    reminderMinutes: 60,
  }),
  p('run club thursdays 6:15pm', 'createEvent', { title: 'run', date: '2026-03-05', time: '18:15', recurrence: 'weekly' }),
  p("Mia's been invited to a sleepover at Chloe's on Saturday night. I'll drop her at 5, can you put that in?", 'createEvent', {
    title: 'sleepover',
    member: MIA,
    date: '2026-03-07',
    time: '17:00',
  }),
  p('leo swimming lessons thursdays 9:30 for 8 weeks', 'createEvent', { title: 'swim', member: LEO, date: '2026-03-05', time: '09:30', recurrence: 'weekly' }),
  p('FWD from Greenfield P&C: Working bee this Sunday 8th March, 9am–12pm. Please bring gloves and a water bottle.', 'createEvent', {
    title: 'working bee',
    date: '2026-03-08',
    time: '09:00',
    durationMinutes: 180,
  }),
  p("Lunch with Priya on Tuesday at 12:30, we're going to the Italian place on King St.", 'createEvent', { title: 'lunch', date: '2026-03-10', time: '12:30' }),
  p('conf call w/ Singapore 8pm tmrw 1hr', 'createEvent', { title: 'call', date: '2026-03-05', time: '20:00', durationMinutes: 60 }),
  p('Sam has a birthday party at Kingpin bowling on Sunday, two till four.', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('fortnightly catch-up with my manager, starting Monday at 11', 'createEvent', {
    title: 'catch',
    date: '2026-03-09',
    time: '11:00',
    recurrence: 'fortnightly',
  }),
  p('mia orthodontist consult on the 10th at half four', 'createEvent', { title: 'orthodontist', member: MIA, date: '2026-03-10', time: '16:30' }),
  p("I'm on the 6:40 flight to Melbourne on Thursday morning. Can you put the flight in?", 'createEvent', {
    title: 'flight',
    date: '2026-03-05',
    time: '06:40',
  }),
  p('school disco fri 6-8 both kids', 'createEvent', { title: 'disco', date: '2026-03-06', time: '18:00', durationMinutes: 120 }),
  p("Sam's got speech therapy every Monday at 3.15 starting next week.", 'createEvent', {
    title: 'speech',
    member: SAM,
    date: '2026-03-09',
    time: '15:15',
    recurrence: 'weekly',
  }),
  p('gym 4pm.. actually 5', 'createEvent', { title: 'gym', date: '2026-03-04', time: '17:00' }),
  p("Mum's birthday dinner, Sunday at 6pm.", 'createEvent', { title: 'dinner', date: '2026-03-08', time: '18:00' }),
  p("Hi, Grace here. Oscar's mum has invited Leo for a playdate at the park tomorrow, 3:30 to 5. Could you pop that in?", 'createEvent', {
    title: 'playdate',
    member: LEO,
    date: '2026-03-05',
    time: '15:30',
    durationMinutes: 90,
  }),
  p('mtg w/ accountant 2 wks from today 10am', 'createEvent', { title: 'accountant', date: '2026-03-18', time: '10:00' }),
  p('Mia has cross country on the thirteenth from nine till one.', 'createEvent', {
    title: 'cross country',
    member: MIA,
    date: '2026-03-13',
    time: '09:00',
    durationMinutes: 240,
  }),
  p('Book a GP appointment for Sam on Monday at 4:45, with Dr Lee.', 'createEvent', { title: 'gp', member: SAM, date: '2026-03-09', time: '16:45' }),
  p('bins out every tues night 8pm', 'createEvent', { title: 'bins', date: '2026-03-10', time: '20:00', recurrence: 'weekly' }),
  p("I'll be in Brisbane for work Tuesday to Thursday next week, add it as an all day thing please.", 'createEvent', {
    title: 'brisbane',
    date: '2026-03-10',
    allDay: true,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: moving by amounts, to other days and times, renaming, notes, places, end times, members, reminders
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('push the dentist back half an hour', 'updateEvent', { target: { words: 'dentist' }, changes: { shiftMinutes: 30 } }),
  p('bring thurs team mtg fwd 15', 'updateEvent', { target: { words: 'team', date: '2026-03-05' }, changes: { shiftMinutes: -15 } }),
  p("The orthodontist's office rang. They need to move Mia to Wednesday the 11th, same time.", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { date: '2026-03-11' },
  }),
  p('can we make gym tmrw 7 instead of 6', 'updateEvent', { target: { words: 'gym', date: '2026-03-05' }, changes: { time: '07:00' } }),
  p('Rename Monday\'s board meeting to "Q1 planning".', 'updateEvent', { target: { words: 'board', date: '2026-03-09' }, changes: { title: 'Q1 planning' } }),
  p("put a note on leo's flu shot: bring his blue book", 'updateEvent', { target: { words: 'flu', member: LEO }, changes: { note: 'blue book' } }),
  p("They've told us the parent teacher interview is in room 14. Can you add that to it?", 'updateEvent', {
    target: { words: 'parent' },
    changes: { location: 'room 14' },
  }),
  p("sam's zoo trip - back at 3:30 now not 3", 'updateEvent', { target: { words: 'zoo', member: SAM }, changes: { endTime: '15:30' } }),
  p('make the bank call forty five minutes', 'updateEvent', { target: { words: 'bank' }, changes: { durationMinutes: 45 } }),
  p("add leo to mia's dentist on thursday", 'updateEvent', { target: { words: 'dentist', member: MIA, date: '2026-03-05' }, changes: { addMembers: [LEO] } }),
  p("Sorry, the piano exam is Sam's, not Mia's.", 'updateEvent', { target: { words: 'piano' }, changes: { member: SAM } }),
  p('ping me 15 min before physio', 'updateEvent', { target: { words: 'physio' }, changes: { reminderMinutes: 15 } }),
  p("Could I get a reminder a day ahead of Sam's speech therapy?", 'updateEvent', {
    target: { words: 'speech', member: SAM },
    changes: { reminderMinutes: 1440 },
  }),
  p('dinner sat -> 8pm', 'updateEvent', { target: { words: 'dinner', date: '2026-03-07' }, changes: { time: '20:00' } }),
  p("The service centre just called and they can't do Tuesday after all. Shift the car service to Wednesday, same time.", 'updateEvent', {
    target: { words: 'service', date: '2026-03-10' },
    changes: { date: '2026-03-11' },
  }),
  p('work drinks pushed to 6', 'updateEvent', { target: { words: 'drinks' }, changes: { time: '18:00' } }),
  p('yoga sat at 9 this week only', 'updateEvent', { target: { words: 'yoga', date: '2026-03-07' }, changes: { time: '09:00' } }),
  p('The working bee is at the back oval, not the hall, if you could update it.', 'updateEvent', {
    target: { words: 'working bee' },
    changes: { location: 'back oval' },
  }),
  p("rename tmrw's 8pm call to Singapore sync", 'updateEvent', { target: { date: '2026-03-05', time: '20:00' }, changes: { title: 'Singapore sync' } }),
  p('pick-up fri, add a note: Aunty Bisi is collecting Mia', 'updateEvent', { target: { words: 'pick', date: '2026-03-06' }, changes: { note: 'Bisi' } }),
  p("Lunch with Priya has moved to one o'clock.", 'updateEvent', { target: { words: 'lunch' }, changes: { time: '13:00' } }),
  p('sleepover drop-off is 5:30 now', 'updateEvent', { target: { words: 'sleepover' }, changes: { time: '17:30' } }),
  p("Could you move Sam's footy on Tuesday an hour earlier? The coach double-booked the field.", 'updateEvent', {
    target: { words: 'footy', member: SAM, date: '2026-03-10' },
    changes: { shiftMinutes: -60 },
  }),
  p('board mtg will run till 1 now', 'updateEvent', { target: { words: 'board' }, changes: { endTime: '13:00' } }),
  p('FWD: Please note the Year 2 assembly will now begin at 9:30am.', 'updateEvent', { target: { words: 'assembly' }, changes: { time: '09:30' } }),
  p('GP on fri is at the Bondi Junction clinic btw, add that', 'updateEvent', {
    target: { words: 'gp', date: '2026-03-06' },
    changes: { location: 'Bondi Junction' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: one day, a whole series, a whole day, pasted notices
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancel gym tmrw', 'cancelEvent', { target: { words: 'gym', fromDate: '2026-03-05' }, series: false }),
  p('Sam has stopped speech therapy for good, so please delete all of those sessions.', 'cancelEvent', {
    target: { words: 'speech', member: SAM },
    series: true,
  }),
  p('dinner sat is off', 'cancelEvent', { target: { words: 'dinner', fromDate: '2026-03-07' }, series: false }),
  p('Scrap the bank call.', 'cancelEvent', { target: { words: 'bank' } }),
  p('no yoga this weekend', 'cancelEvent', { target: { words: 'yoga', fromDate: '2026-03-07' }, series: false }),
  p("Leo's got a temperature so no swimming tomorrow. Just cancel that one lesson.", 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-05' },
    series: false,
  }),
  p("clear everything on monday, I'm taking the day off", 'cancelEvent', { target: { words: null, fromDate: '2026-03-09' } }),
  p('bins thing can go completely, the council collects from the kerb now', 'cancelEvent', { target: { words: 'bins' }, series: true }),
  p('The zoo excursion has been called off because of the heat warning. Take it out please.', 'cancelEvent', { target: { words: 'zoo' } }),
  p('From the newsletter: "Due to the forecast storms, Sunday\'s working bee is postponed until further notice." so delete it', 'cancelEvent', {
    target: { words: 'working bee' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// agenda / findEvent / freeBusy: what's on, when is, who's doing pick-up, any gaps
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('What does Thursday look like for me?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('anything on tonight?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("What's happening this week for Leo?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p('fri schedule pls', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('What have the kids got on over the weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('mon morning - whats on', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p('next week at a glance', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("Sam's day tomorrow?", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: SAM }),
  p('I have a feeling the 12th is busy. What is on that day?', 'agenda', { fromDate: '2026-03-12', toDate: '2026-03-12' }),
  p('sat morning, what have we got', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("when's the parent teacher thing", 'findEvent', { words: 'parent' }),
  p("What time is Mia's netball pick-up on Friday?", 'findEvent', { words: 'netball', member: MIA }),
  p("who's doing pick-up friday", ['findEvent', 'agenda']),
  p("Is Leo's swimming still on tomorrow?", 'findEvent', { words: 'swim', member: LEO, yesNo: true }),
  p('when is the car service again', 'findEvent', { words: 'service' }),
  p('Have I actually got the dentist booked for this month?', 'findEvent', { words: 'dentist', yesNo: true }),
  p('Who is on drop-off tomorrow morning, me or Grace?', ['findEvent', 'agenda']),
  p('next flight?', 'findEvent', { words: 'flight' }),
  p('any gap tomorrow morning for a 30 min call?', 'freeBusy', { date: '2026-03-05' }),
  p('am I free fri 12-1', 'freeBusy', { date: '2026-03-06', fromTime: '12:00', toTime: '13:00' }),
  p("I'm thinking of taking the kids to the beach on Saturday. Is anything on between two and five?", 'freeBusy', {
    date: '2026-03-07',
    fromTime: '14:00',
    toTime: '17:00',
  }),
  p('is leo free monday arvo', 'freeBusy', { date: '2026-03-09', member: LEO }),
  p('Could I squeeze a haircut in on Tuesday around lunchtime, or is the day full?', 'freeBusy', { date: '2026-03-10' }),
  p('free tmrw btwn 3 and 4:30?', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '16:30' }),
];

// ---------------------------------------------------------------------------------------------------------------
// listReminders (reminders on new and existing events are above, with createEvent and updateEvent)
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('what reminders have I set', 'listReminders'),
  p('Did I set a reminder for the car service?', 'listReminders', { check: ['car service'] }),
  p('any reminders for tmrw', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
];

// ---------------------------------------------------------------------------------------------------------------
// to-dos: with and without days, several in one message, ticking off, listing, clearing
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('renew car rego by thursday', 'addTodo', { tasks: ['rego'] }),
  p("todo: sign mia's permission note, top up canteen acct, email coach re sat", 'addTodo', { tasks: ['permission', 'canteen', 'coach'] }),
  p('remind me to call the plumber', 'addTodo', { tasks: ['plumber'], reminder: true }),
  p("I need to book Leo's health check at some point. Stick it on my to-do list so it doesn't slip.", 'addTodo', { tasks: ['health check'] }),
  p("Add to my to-dos: return the Kmart stuff and order Mia's new school shoes.", 'addTodo', { tasks: ['kmart', 'shoes'] }),
  p('must pay the electricity bill b4 fri', 'addTodo', { tasks: ['electricity'] }),
  p("Put RSVP to Sam's party invite on my list, it's due by Friday.", 'addTodo', { tasks: ['rsvp'] }),
  p('to do - sort tax receipts', 'addTodo', { tasks: ['tax'] }),
  p('need to fill in the excursion form, add it to my todos', 'addTodo', { tasks: ['excursion form'] }),
  p('rego done', 'completeTodo', { text: 'rego' }),
  p('I rang the plumber this morning, so you can tick that one off.', 'completeTodo', { text: 'plumber' }),
  p('done 2', 'completeTodo', { number: 2 }),
  p("what's on my to do list", 'listTodos'),
  p('todos?', 'listTodos'),
  p('Please clear my whole to-do list, I want to start the week fresh.', 'clearTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// shared lists: Shopping (list null), hardware, pharmacy, camp gear
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add milk, bread and nappies', 'addListItems', { list: null, items: ['milk', 'bread', 'nappies'] }),
  p('hardware list: cable ties, 2 hooks, sandpaper', 'addListItems', { list: 'hardware', items: ['cable ties', 'hooks', 'sandpaper'] }),
  p('Could you put sunscreen and Panadol on the pharmacy list?', 'addListItems', { list: 'pharmacy', items: ['sunscreen', 'panadol'] }),
  p("we're out of weetbix", 'addListItems', { list: null, items: ['weetbix'] }),
  p("Grace here. Leo's nappy wipes have run out and we're nearly out of bananas too.", 'addListItems', { list: null, items: ['wipes', 'bananas'] }),
  p('shopping: eggs x12, chicken thighs, rice', 'addListItems', { items: ['eggs', 'chicken', 'rice'] }),
  p('lightbulbs on hardware', 'addListItems', { list: 'hardware', items: ['lightbulb'] }),
  p("Please add children's Nurofen to the pharmacy list, the strawberry one.", 'addListItems', { list: 'pharmacy', items: ['nurofen'] }),
  p('for the shopping: yoghurt pouches, crackers, apples for lunchboxes', 'addListItems', { items: ['yoghurt', 'crackers', 'apples'] }),
  p('got the milk and bread', 'tickListItems', { items: ['milk', 'bread'], remove: false }),
  p('take sandpaper off the hardware list, found some in the shed', 'tickListItems', { list: 'hardware', items: ['sandpaper'], remove: true }),
  p('Picked up the Panadol on the way home.', 'tickListItems', { items: ['panadol'], remove: false }),
  p('remove rice', 'tickListItems', { items: ['rice'], remove: true }),
  p("What's on the shopping list at the moment?", 'showList'),
  p('pharmacy list?', 'showList', { list: 'pharmacy' }),
  p('Is weetbix already on the list?', 'showList', { check: ['weetbix'] }),
  p('start a list for school camp gear', 'createList', { name: 'camp' }),
  p("Can you make a hardware list? I'm going to Bunnings on Saturday.", 'createList', { name: 'hardware' }),
  p('Clear the hardware list, got everything at Bunnings.', 'clearList', { list: 'hardware' }),
  p('which lists have we got', 'listLists'),
];

// ---------------------------------------------------------------------------------------------------------------
// questions back: the day, the time or the thing is truly missing
// ---------------------------------------------------------------------------------------------------------------
const ASKS: Phrase[] = [
  ask('put a meeting in for me'),
  ask('move it to 4:30'),
  ask('Need to get the tyres changed sometime, mornings suit me best. Can you pop it in?'),
  ask("add sam's thing at 9"),
  ask('Remind me 15 minutes before.'),
  ask("dentist for mia 11:15 but I don't know which day yet"),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...REMINDERS, ...TODOS, ...LISTS, ...ASKS];
