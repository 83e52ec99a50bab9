// Phrasebook (training set): families in eight voices, second set: a term of sport, sickness and appointments, visitors
// and shared lists. 200 WhatsApp messages to the family assistant with the tool and key slots expected.
// Written from the tools' contract (functions/assistant/tools: each tool and its zod input) and the harness conventions
// (phrasebook.ts: partial inputs, contained text, null must be null) by someone who had not read the engine.
//
// Voices, 25 rows each, in this order:
//   (1) a busy working mum typing fast on a phone: lower case, abbreviations, no punctuation
//   (2) a father in Doha or Jeddah writing fluent English with Gulf-English turns ("kindly", "same timing", "do the needful", "revert")
//   (3) a separated co-parent: two to four sentences, the news first and then the request, sometimes pointing back
//   (4) a grandfather helping out: formal, long-winded, full dates
//   (5) a nanny or au pair writing on the parents' behalf, some non-native English
//   (6) a parent who writes several requests in one message (the expectation is the FIRST request's tool and slots)
//   (7) a parent dictating by voice-to-text: no punctuation, numbers spelt out, homophones, fillers
//   (8) a parent forwarding a school, club or doctor's notice in their own words and then asking
// Mix across the 200: 70 new events, 30 changes to existing events, 20 cancels, 30 calendar questions,
// 20 reminders/to-dos, 20 shared-list rows, 10 where the assistant should ask back.
//
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children. Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 ·
// Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next
// week 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours
// 1-6 are pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member).

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) busy working mum, fast phone typing
  p('mia netball trials sat 9am pls add', 'createEvent', { title: 'netball', date: '2026-03-07', time: '09:00', member: MIA }),
  p('sam footy training every tue 4.30 til end of term 2 apr pls', 'createEvent', {
    title: 'footy',
    date: '2026-03-10',
    time: '16:30',
    recurrence: 'weekly',
    repeatUntil: '2026-04-02',
    member: SAM,
  }),
  p('leo gp appt tmrw 10.15 remind me 30 min b4', 'createEvent', { title: 'gp', date: '2026-03-05', time: '10:15', reminderMinutes: 30, member: LEO }),
  p('dentist for mia n sam fri 3pm', 'createEvent', { title: 'dentist', date: '2026-03-06', time: '15:00', member: MIA, alsoMembers: [SAM] }),
  p('my physio mon 7.30am 45 mins', 'createEvent', { title: 'physio', date: '2026-03-09', time: '07:30', durationMinutes: 45, member: null }),
  p('nana n pop staying fri to sun pls put in cal', 'createEvent', { title: 'nana', date: '2026-03-06', allDay: true, durationMinutes: 4320 }),
  p('swim carnival thu 12 mar all day both kids', 'createEvent', { title: 'swim carnival', date: '2026-03-12', allDay: true }),
  p('mia piano every wed 5 to 5.45 starting nxt wk', 'createEvent', {
    title: 'piano',
    date: '2026-03-11',
    time: '17:00',
    durationMinutes: 45,
    recurrence: 'weekly',
    member: MIA,
  }),
  p('leo bday party sun 11-1 at the park', 'createEvent', { title: 'party', date: '2026-03-08', time: '11:00', durationMinutes: 120, member: LEO }),
  p('move sams footy this tue to wed same time', 'updateEvent', { target: { words: 'footy', date: '2026-03-10' }, changes: { date: '2026-03-11' } }),
  p('leo gp appt now 11.30 not 10.15', 'updateEvent', { target: { words: 'gp' }, changes: { time: '11:30' } }),
  p('dentist fri add leo too', 'updateEvent', { target: { words: 'dentist', date: '2026-03-06' }, changes: { addMembers: [LEO] } }),
  p('mias piano 15 min longer from now on pls', 'updateEvent', { target: { words: 'piano' }, changes: { lengthenMinutes: 15 } }),
  p('cancel mia netball sat shes sick', 'cancelEvent', { target: { words: 'netball', fromDate: '2026-03-07' }, series: false }),
  p('scrap sams footy altogether hes quit', 'cancelEvent', { target: { words: 'footy' }, series: true }),
  p('no swim lesson for leo tmrw pls cancel', 'cancelEvent', { target: { words: 'swim', fromDate: '2026-03-05' }, series: false }),
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('when is mias dentist', 'findEvent', { words: 'dentist' }),
  p('r we free sat arvo', 'freeBusy', { date: '2026-03-07' }),
  p('anything on for sam next wk', ['agenda', 'findEvent'], { member: SAM }),
  p('add to my todo list ring school re excursion form', 'addTodo', { tasks: ['ring school'] }),
  p('done 3', 'completeTodo', { number: 3 }),
  p('add bread milk and nurofen to shopping', 'addListItems', { items: ['bread', 'milk', 'nurofen'] }),
  p('take panadol off shopping already have heaps', 'tickListItems', { items: ['panadol'] }),
  ask('can u add sams orthodontist appt'),

  // (2) father in the Gulf, Gulf-English turns
  p("Kindly add Mia's swimming class every Saturday at 8 am until 28 March.", 'createEvent', {
    title: 'swimming',
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-28',
    member: MIA,
  }),
  p("Please put Sam's eye test on Monday 9 March, 4:30 pm. Remind me one hour before.", 'createEvent', {
    title: 'eye test',
    date: '2026-03-09',
    time: '16:30',
    reminderMinutes: 60,
    member: SAM,
  }),
  p("My brother's family is visiting us from Tuesday 10th to Thursday 12th, kindly block the days.", 'createEvent', {
    date: '2026-03-10',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('Leo has his vaccination at the clinic on Friday at 10:30 am, kindly add.', 'createEvent', {
    title: 'vaccination',
    date: '2026-03-06',
    time: '10:30',
    member: LEO,
  }),
  p('Kindly schedule tennis coaching for Sam and Mia every Thursday 5 pm, one hour, till end of March.', 'createEvent', {
    title: 'tennis',
    date: '2026-03-05',
    time: '17:00',
    durationMinutes: 60,
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
    member: SAM,
    alsoMembers: [MIA],
  }),
  p('I have a meeting with the school principal tomorrow 8:15 am, please add it for me.', 'createEvent', {
    title: 'principal',
    date: '2026-03-05',
    time: '08:15',
    member: null,
  }),
  p("Please add Mia's dental cleaning on Tuesday the 17th at 3 pm, only 30 minutes, and remind me one day before.", 'createEvent', {
    title: 'dental',
    date: '2026-03-17',
    time: '15:00',
    durationMinutes: 30,
    reminderMinutes: 1440,
    member: MIA,
  }),
  p('Kindly note the football tournament for the kids on Saturday 14 and Sunday 15 March.', 'createEvent', {
    title: 'football',
    date: '2026-03-14',
    allDay: true,
    durationMinutes: 2880,
  }),
  p('Add Arabic tuition for Sam, Sundays 4 to 5:30 pm, every week until 29 March.', 'createEvent', {
    title: 'arabic',
    date: '2026-03-08',
    time: '16:00',
    durationMinutes: 90,
    recurrence: 'weekly',
    repeatUntil: '2026-03-29',
    member: SAM,
  }),
  p('The eye test for Sam has been shifted to Wednesday 11 March, same timing. Kindly update.', 'updateEvent', {
    target: { words: 'eye test' },
    changes: { date: '2026-03-11' },
  }),
  p('Swimming this Saturday will start 9 am instead of 8, kindly do the needful.', 'updateEvent', {
    target: { words: 'swimming', date: '2026-03-07' },
    changes: { time: '09:00' },
  }),
  p("Kindly put a note on Leo's vaccination: bring the yellow card.", 'updateEvent', { target: { words: 'vaccination' }, changes: { note: 'yellow card' } }),
  p('The tennis coaching is now at the Pymble courts, please update the place.', 'updateEvent', {
    target: { words: 'tennis' },
    changes: { location: 'pymble' },
  }),
  p('Kindly cancel the Arabic tuition for this Sunday only, the teacher is travelling.', 'cancelEvent', {
    target: { words: 'arabic', fromDate: '2026-03-08' },
    series: false,
  }),
  p('Please remove my meeting with the principal, it is postponed. I will revert with the new date.', 'cancelEvent', { target: { words: 'principal' } }),
  p('Kindly revert with the programme for this weekend.', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("What time is Mia's swimming on Saturday?", ['findEvent', 'agenda'], { member: MIA }),
  p('Is Sam free on Thursday 12 March between 4 and 6 pm?', 'freeBusy', { date: '2026-03-12', fromTime: '16:00', toTime: '18:00', member: SAM }),
  p('Please share the schedule of Leo for next week.', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: LEO }),
  p("Kindly add to my to do: renew the kids' visas, pay the school fees.", 'addTodo', { tasks: ['visas', 'school fees'] }),
  p('Please send me my to-do list.', 'listTodos'),
  p('School fees are paid, kindly mark it as done.', 'completeTodo', { text: 'school fees' }),
  p('Kindly add dates, laban and Arabic bread to the shopping list.', 'addListItems', { items: ['dates', 'laban', 'arabic bread'] }),
  p('Is labneh already on the shopping list?', 'showList', { check: ['labneh'] }),
  ask('Kindly add a parent-teacher meeting for Mia, I will confirm the timing later.'),

  // (3) separated co-parent: news first, then the request
  p("Just heard from Dan, he's got the kids this weekend after all. Can you put Dad's weekend in from Friday to Sunday?", 'createEvent', {
    title: 'dad',
    date: '2026-03-06',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('Sam finishes early on Monday because of the staff meeting. Can you add a school pickup for him at 12:30?', 'createEvent', {
    title: 'pickup',
    date: '2026-03-09',
    time: '12:30',
    member: SAM,
  }),
  p("Mia told me she made the rep netball team. Training's Wednesdays 6 to 7:30 until 1 April, can you add it for her.", 'createEvent', {
    title: 'netball',
    time: '18:00',
    durationMinutes: 90,
    recurrence: 'weekly',
    repeatUntil: '2026-04-01',
    member: MIA,
  }),
  p("Leo's got an ear infection again. Book him a follow up with Dr Nguyen on Friday at 9.45.", 'createEvent', {
    date: '2026-03-06',
    time: '09:45',
    member: LEO,
  }),
  p("I'm taking Sam to the Sharks game on Sunday the 15th, kick-off is 4pm. Put it in for 3 hours so Dan knows.", 'createEvent', {
    title: 'sharks',
    date: '2026-03-15',
    time: '16:00',
    durationMinutes: 180,
    member: SAM,
  }),
  p('Grandma is flying in on Thursday the 12th and staying with me until Monday the 16th. Can you add her visit?', 'createEvent', {
    title: 'grandma',
    date: '2026-03-12',
    allDay: true,
    durationMinutes: 7200,
  }),
  p('The school photos are on Tuesday. Mia and Sam both need full uniform, can you add it?', 'createEvent', {
    title: 'photo',
    date: '2026-03-10',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p("Sam's got his first OT session on Thursday the 12th at 4. It's 50 minutes, remind me an hour before please.", 'createEvent', {
    title: 'ot session',
    date: '2026-03-12',
    time: '16:00',
    durationMinutes: 50,
    reminderMinutes: 60,
    member: SAM,
  }),
  p(
    "Dan's agreed I do Tuesday swimming for Leo from now on. Lessons are 10am every Tuesday, can you add them until the end of term on 2 April.",
    'createEvent',
    {
      title: 'swimming',
      date: '2026-03-10',
      time: '10:00',
      recurrence: 'weekly',
      repeatUntil: '2026-04-02',
      member: LEO,
    },
  ),
  p("Dan can't do the 12:30 pickup on Monday, so I'll get Sam but not until 1. Can you move that one?", 'updateEvent', {
    target: { words: 'pickup', date: '2026-03-09' },
    changes: { time: '13:00' },
  }),
  p('Mia wants to come to the Sharks game too. Can you add her to it?', 'updateEvent', { target: { words: 'sharks' }, changes: { addMembers: [MIA] } }),
  p("Dr Nguyen's rooms rang, they've moved to the Epping clinic. Can you put that as the place for Leo's follow up?", 'updateEvent', {
    changes: { location: 'epping' },
  }),
  p('The OT session is actually for Mia, not Sam, I mixed them up. Can you swap it over?', 'updateEvent', {
    target: { words: 'ot' },
    changes: { member: MIA },
  }),
  p("Leo's still got a temperature, so no swimming for him on Tuesday the 10th. Can you cancel that one?", 'cancelEvent', {
    target: { words: 'swimming', fromDate: '2026-03-10' },
    series: false,
  }),
  p('Mia has decided to quit rep netball. Can you delete all the trainings?', 'cancelEvent', { target: { words: 'netball' }, series: true }),
  p("The Sharks game got moved to an away ground we can't get to. Please cancel it.", 'cancelEvent', { target: { words: 'sharks' } }),
  p("Dan's asking what the kids have got on Saturday the 14th. What's in the calendar?", 'agenda', { fromDate: '2026-03-14', toDate: '2026-03-14' }),
  p("Dan wants to know when Leo's next swimming lesson is. Can you tell me?", 'findEvent', { words: 'swimming', member: LEO }),
  p('I might have to work late tomorrow. Is Mia free after 5?', 'freeBusy', { date: '2026-03-05', fromTime: '17:00', member: MIA }),
  p("Mia's permission slip for the excursion still needs signing. Can you add it to my to-dos?", 'addTodo', { tasks: ['permission slip'] }),
  p('I signed the permission slip and gave it to Dan. Tick that off please.', 'completeTodo', { text: 'permission slip' }),
  p('The kids are at mine next week and the fridge is empty. Add yoghurt pouches, bananas and fish fingers to shopping.', 'addListItems', {
    items: ['yoghurt pouches', 'bananas', 'fish fingers'],
  }),
  p("Dan started a handover list for us. Can you add Sam's puffer and the Nintendo charger to the handover list?", 'addListItems', {
    list: 'handover',
    items: ['puffer', 'charger'],
  }),
  p('Dan grabbed the bananas on his way over. Can you take them off the shopping list?', 'tickListItems', { items: ['bananas'] }),
  ask("Sam's got a school excursion coming up at some point. Can you put it in?"),

  // (4) grandfather, formal and long-winded
  p(
    'Good afternoon. I should be grateful if you would enter in the calendar that I shall be collecting young Leo from day care on Thursday the 5th of March at half past three.',
    'createEvent',
    { date: '2026-03-05', time: '15:30', member: LEO },
  ),
  p(
    'Would you kindly record that Mia has an appointment with the orthodontist on Tuesday the 10th of March at a quarter to four in the afternoon, and remind her mother a full day in advance.',
    'createEvent',
    { title: 'orthodontist', date: '2026-03-10', time: '15:45', reminderMinutes: 1440, member: MIA },
  ),
  p(
    'Please be so good as to note that my wife and I shall be staying with the family from Saturday the 21st of March until Wednesday the 25th of March inclusive.',
    'createEvent',
    { date: '2026-03-21', allDay: true, durationMinutes: 7200 },
  ),
  p(
    "I have undertaken to take Sam to his cricket practice each Friday at four o'clock in the afternoon until Friday the 27th of March. Kindly enter this as a weekly engagement.",
    'createEvent',
    { title: 'cricket', date: '2026-03-06', time: '16:00', recurrence: 'weekly', repeatUntil: '2026-03-27', member: SAM },
  ),
  p(
    "I would be obliged if you would add my own appointment with the cardiologist on Monday the 16th of March at eleven o'clock in the morning. It is expected to last an hour and a half.",
    'createEvent',
    { title: 'cardiologist', date: '2026-03-16', time: '11:00', durationMinutes: 90, member: null },
  ),
  p(
    "Would you be so kind as to add a concert at the Town Hall for Mia and Sam on Sunday the 22nd of March, commencing at two o'clock and finishing at four.",
    'createEvent',
    { title: 'concert', date: '2026-03-22', time: '14:00', durationMinutes: 120, member: MIA, alsoMembers: [SAM] },
  ),
  p("It would please me greatly if you would note Leo's fourth birthday party on Saturday the 28th of March, at eleven in the morning.", 'createEvent', {
    title: 'birthday',
    date: '2026-03-28',
    time: '11:00',
    member: LEO,
  }),
  p('Kindly enter that all three grandchildren are to accompany me to the Easter Show on Friday the 3rd of April, for the entire day.', 'createEvent', {
    title: 'easter show',
    date: '2026-04-03',
    allDay: true,
  }),
  p(
    'Please record that I shall take Mia to her hockey match on Saturday the 7th of March; the match begins at twenty past eight in the morning, and I should like a reminder forty-five minutes beforehand.',
    'createEvent',
    { title: 'hockey', date: '2026-03-07', time: '08:20', reminderMinutes: 45, member: MIA },
  ),
  p(
    "I regret that the orthodontist's receptionist has telephoned to say that Mia's appointment must be moved from Tuesday the 10th to Thursday the 12th of March, at the same hour.",
    'updateEvent',
    { target: { words: 'orthodontist', date: '2026-03-10' }, changes: { date: '2026-03-12' } },
  ),
  p("Might I ask you to alter the concert at the Town Hall so that it finishes at half past four rather than at four o'clock.", 'updateEvent', {
    target: { words: 'concert' },
    changes: { endTime: '16:30' },
  }),
  p("Would you be kind enough to rename Leo's birthday party to 'Leo's dinosaur party', as the children have taken to calling it that.", 'updateEvent', {
    target: { words: 'birthday' },
    changes: { title: 'dinosaur party' },
  }),
  p("Please append a note to Sam's cricket practice to the effect that he must bring his own helmet.", 'updateEvent', {
    target: { words: 'cricket' },
    changes: { note: 'helmet' },
  }),
  p('I am sorry to report that I am rather unwell, and so the cricket practice on Friday the 13th of March must be cancelled.', 'cancelEvent', {
    target: { words: 'cricket', fromDate: '2026-03-13' },
    series: false,
  }),
  p('My appointment with the cardiologist on Monday the 16th has been cancelled by the clinic; would you kindly remove it from the calendar.', 'cancelEvent', {
    target: { words: 'cardiologist' },
  }),
  p('Would you be so kind as to tell me what engagements the children have on Thursday the 5th of March?', 'agenda', {
    fromDate: '2026-03-05',
    toDate: '2026-03-05',
  }),
  p("On what date, precisely, is Mia's hockey match to be played?", 'findEvent', { words: 'hockey', member: MIA }),
  p("Could you advise whether the family is free on the afternoon of Sunday the 8th of March, between one and five o'clock?", 'freeBusy', {
    date: '2026-03-08',
    fromTime: '13:00',
    toTime: '17:00',
  }),
  p('I should be glad to know what is in the diary for the coming week, that is to say Monday the 9th through Sunday the 15th.', 'agenda', {
    fromDate: '2026-03-09',
    toDate: '2026-03-15',
  }),
  p("Please add to the list of things to be done: 'post the birthday card to Auntie Joan'.", 'addTodo', { tasks: ['birthday card'] }),
  p('I should be grateful if you would remind me to buy a new battery for my hearing aid.', 'addTodo', { tasks: ['hearing aid'], reminder: true }),
  p('Would you kindly read me the reminders that are presently set?', 'listReminders'),
  p('Kindly add to the shopping list a tin of shortbread, a jar of marmalade and some barley sugar for the grandchildren.', 'addListItems', {
    items: ['shortbread', 'marmalade', 'barley sugar'],
  }),
  p('Would you be good enough to show me what remains on the shopping list?', 'showList'),
  ask('I have promised Sam that I shall take him fishing one of these days; please put it in the diary.'),

  // (5) nanny / au pair writing for the parents
  p('Hi, is Anna the nanny. Mrs Okafor ask me to put Sam football training on Thursday 4.30pm, every week until 26 March please.', 'createEvent', {
    title: 'football',
    date: '2026-03-05',
    time: '16:30',
    recurrence: 'weekly',
    repeatUntil: '2026-03-26',
    member: SAM,
  }),
  p('Leo have the doctor tomorrow 9 o clock for his cough, please add in calendar', 'createEvent', {
    title: 'doctor',
    date: '2026-03-05',
    time: '09:00',
    member: LEO,
  }),
  p('Please put for Mia the gymnastic on Saturday from 10 until 11.30', 'createEvent', {
    title: 'gymnastic',
    date: '2026-03-07',
    time: '10:00',
    durationMinutes: 90,
    member: MIA,
  }),
  p('The parents want I write the playdate of Leo with Oscar on Monday 3pm, at Oscar house', 'createEvent', {
    title: 'playdate',
    date: '2026-03-09',
    time: '15:00',
    member: LEO,
  }),
  p('Mia and Sam has the school disco Friday 13 march 6pm to 8pm, please to add', 'createEvent', {
    title: 'disco',
    date: '2026-03-13',
    time: '18:00',
    durationMinutes: 120,
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('I am go to my country for holiday from 16 march until 20 march, please put in calendar so the family know', 'createEvent', {
    title: 'holiday',
    date: '2026-03-16',
    allDay: true,
    durationMinutes: 7200,
  }),
  p('Please add Sam speech therapy every Monday 8am until end of March and remind 15 minutes before', 'createEvent', {
    title: 'speech',
    date: '2026-03-09',
    time: '08:00',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
    reminderMinutes: 15,
    member: SAM,
  }),
  p('For Leo the swimming is Sunday at 9.30 for 30 minute', 'createEvent', {
    title: 'swimming',
    date: '2026-03-08',
    time: '09:30',
    durationMinutes: 30,
    member: LEO,
  }),
  p('Mrs Okafor say she have the hairdresser Tuesday 10 at 12, please add for her', 'createEvent', {
    title: 'hairdresser',
    date: '2026-03-10',
    time: '12:00',
    member: null,
  }),
  p('Sorry, the doctor for Leo is not 9, is 9.40 tomorrow. Please change', 'updateEvent', { target: { words: 'doctor' }, changes: { time: '09:40' } }),
  p('The gymnastic of Mia on Saturday now finish at 12 not 11.30', 'updateEvent', { target: { words: 'gymnastic' }, changes: { endTime: '12:00' } }),
  p('Playdate with Oscar move to Tuesday same hour please', 'updateEvent', { target: { words: 'playdate' }, changes: { date: '2026-03-10' } }),
  p('Please put also Sam in the swimming of Sunday together with Leo', 'updateEvent', { target: { words: 'swimming' }, changes: { addMembers: [SAM] } }),
  p('Sam is sick with fever, no football tomorrow, please cancel only tomorrow', 'cancelEvent', {
    target: { words: 'football', fromDate: '2026-03-05' },
    series: false,
  }),
  p('Mrs Okafor cancel the hairdresser, please delete', 'cancelEvent', { target: { words: 'hairdresser' } }),
  p('Please delete all the speech therapy, they finish it', 'cancelEvent', { target: { words: 'speech' }, series: true }),
  p('What Leo have tomorrow? I need to know for plan the day', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: LEO }),
  p('When is the school disco please?', 'findEvent', { words: 'disco' }),
  p('Is Mia busy Sunday? Her friend invite her', 'freeBusy', { date: '2026-03-08', member: MIA }),
  p('Please put in the to do: buy present for Oscar birthday', 'addTodo', { tasks: ['present'] }),
  p('What is on the to do list now?', 'listTodos'),
  p('We need more nappies and wipes and baby panadol, add in shopping please', 'addListItems', { items: ['nappies', 'wipes', 'baby panadol'] }),
  p('I bought the wipes already, you can tick', 'tickListItems', { items: ['wipes'], remove: false }),
  p('Please add to the school list: hat, drink bottle, library bag', 'addListItems', { list: 'school', items: ['hat', 'drink bottle', 'library bag'] }),
  ask('Mrs Okafor say Mia has the dentist check up, please add it'),

  // (6) several requests in one message: the first request is expected
  p("Add Sam's tennis lesson Saturday at 9 and also put bread on the shopping list", 'createEvent', {
    title: 'tennis',
    date: '2026-03-07',
    time: '09:00',
    member: SAM,
  }),
  p("Put Mia's flu shot in for Tuesday at 4:15, and cancel her piano that day", 'createEvent', {
    title: 'flu',
    date: '2026-03-10',
    time: '16:15',
    member: MIA,
  }),
  p("Can you add the kids' cross country on Thursday 19 March, and remind me to pack their spikes, and add muesli bars to shopping", 'createEvent', {
    title: 'cross country',
    date: '2026-03-19',
  }),
  p('Auntie Rose is coming for lunch Saturday at 12:30, add that, and also put prawns and lemons on the list', 'createEvent', {
    title: 'rose',
    date: '2026-03-07',
    time: '12:30',
  }),
  p("Book Leo's hearing test Wednesday 11 March 10am for 45 minutes and then tell me what else is on that day", 'createEvent', {
    title: 'hearing',
    date: '2026-03-11',
    time: '10:00',
    durationMinutes: 45,
    member: LEO,
  }),
  p('Add basketball for Sam and Mia every Friday 5 to 6pm until 27 March, and also add a water bottle to shopping', 'createEvent', {
    title: 'basketball',
    date: '2026-03-06',
    time: '17:00',
    durationMinutes: 60,
    recurrence: 'weekly',
    repeatUntil: '2026-03-27',
    member: SAM,
    alsoMembers: [MIA],
  }),
  p('Put our anniversary dinner on Saturday 14th at 7pm and remind me 2 hours before, and add a card to my to-dos', 'createEvent', {
    title: 'anniversary',
    date: '2026-03-14',
    time: '19:00',
    reminderMinutes: 120,
    member: null,
  }),
  p("Sam's school camp is Wednesday 18 to Friday 20 March, add it please, and add a sleeping bag and torch to the camping list", 'createEvent', {
    title: 'camp',
    date: '2026-03-18',
    allDay: true,
    durationMinutes: 4320,
    member: SAM,
  }),
  p("Move Leo's hearing test to 11am and add a note to bring his old reports, and what time is Sam's tennis?", 'updateEvent', {
    target: { words: 'hearing' },
    changes: { time: '11:00' },
  }),
  p('Make the anniversary dinner 7:30 instead, and also add flowers to the shopping list', 'updateEvent', {
    target: { words: 'anniversary' },
    changes: { time: '19:30' },
  }),
  p('Rename basketball to Junior Hoops and set a reminder 30 mins before each one, also is anyone free Sunday afternoon?', 'updateEvent', {
    target: { words: 'basketball' },
    changes: { title: 'junior hoops' },
  }),
  p("Cancel Mia's flu shot, she already had it at school, and add a school hat to the shopping list", 'cancelEvent', {
    target: { words: 'flu', member: MIA },
  }),
  p("Cancel tennis this Saturday, Sam's got a cold, and remind me to email the coach", 'cancelEvent', {
    target: { words: 'tennis', fromDate: '2026-03-07' },
    series: false,
  }),
  p("Get rid of all the Junior Hoops sessions, the club folded, and add 'chase refund' to my to-do list", 'cancelEvent', {
    target: { words: 'hoops' },
    series: true,
  }),
  p("What's on this weekend, and can you add sausages to the shopping list", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("When is Sam's camp, and is Mia free that Wednesday?", 'findEvent', { words: 'camp', member: SAM }),
  p('Are we free Sunday 8 March after 2, and if so add a playdate with the Lees at 3', 'freeBusy', { date: '2026-03-08', fromTime: '14:00' }),
  p("What has Mia got on tomorrow and what's on the shopping list?", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: MIA }),
  p("Add 'book Leo's 4 year check' and 'renew car rego' to my to-dos, and add coffee to shopping", 'addTodo', { tasks: ['4 year check', 'car rego'] }),
  p("Tick off renew car rego and show me what's left on my to-do list", 'completeTodo', { text: 'car rego' }),
  p('What reminders have I got coming up, and add a reminder about the camp payment', 'listReminders'),
  p("Add sunscreen, zinc and rashies to the beach list, and put the kids' swim carnival in for Thursday 12th", 'addListItems', {
    list: 'beach',
    items: ['sunscreen', 'zinc', 'rashies'],
  }),
  p('Remove the prawns from shopping, Rose is bringing them, and add more lemons', 'tickListItems', { items: ['prawns'], remove: true }),
  p('Is milk on the shopping list and do we have anything on Friday?', 'showList', { check: ['milk'] }),
  ask('Add a haircut for Sam and a haircut for Leo, and put their names down for the holiday program'),

  // (7) voice-to-text dictation
  p('okay so Sam has rugby training every Tuesday at four thirty until the thirty first of March', 'createEvent', {
    title: 'rugby',
    date: '2026-03-10',
    time: '16:30',
    recurrence: 'weekly',
    repeatUntil: '2026-03-31',
    member: SAM,
  }),
  p('um put in a doctors appointment four Leo on Friday at ten fifteen', 'createEvent', {
    title: 'doctor',
    date: '2026-03-06',
    time: '10:15',
    member: LEO,
  }),
  p("add Mia's ballet exam on Saturday the fourteenth at eleven forty five and remind me an hour before", 'createEvent', {
    title: 'ballet',
    date: '2026-03-14',
    time: '11:45',
    reminderMinutes: 60,
    member: MIA,
  }),
  p('okay the cousins are coming to stay from Friday the twentieth to Sunday the twenty second can you put that in', 'createEvent', {
    title: 'cousins',
    date: '2026-03-20',
    allDay: true,
    durationMinutes: 4320,
  }),
  p('Sam and Leo have there flu shots on Monday at three fifteen', 'createEvent', {
    title: 'flu',
    date: '2026-03-09',
    time: '15:15',
    member: SAM,
    alsoMembers: [LEO],
  }),
  p("um I've got the dentist tomorrow at eight for an hour and a half", 'createEvent', {
    title: 'dentist',
    date: '2026-03-05',
    time: '08:00',
    durationMinutes: 90,
    member: null,
  }),
  p("put in Mia's swimming squad Thursdays from five to six thirty every weak", 'createEvent', {
    title: 'swimming',
    date: '2026-03-05',
    time: '17:00',
    durationMinutes: 90,
    recurrence: 'weekly',
    member: MIA,
  }),
  p("okay so school assembly Friday the thirteenth at nine Mia's getting an award", 'createEvent', {
    title: 'assembly',
    date: '2026-03-13',
    time: '09:00',
    member: MIA,
  }),
  p("add Leo's kindy orientation on Wednesday the eleventh from nine till twelve", 'createEvent', {
    title: 'orientation',
    date: '2026-03-11',
    time: '09:00',
    durationMinutes: 180,
    member: LEO,
  }),
  p("okay move Sam's rugby on Tuesday the tenth to Wednesday the eleventh", 'updateEvent', {
    target: { words: 'rugby', date: '2026-03-10' },
    changes: { date: '2026-03-11' },
  }),
  p('um the dentist tomorrow is now at nine not eight', 'updateEvent', { target: { words: 'dentist', date: '2026-03-05' }, changes: { time: '09:00' } }),
  p('the ballet exam is going to run half an hour longer', 'updateEvent', { target: { words: 'ballet' }, changes: { lengthenMinutes: 30 } }),
  p("can you add a note to Mia's ballet exam hair in a bun and bring the pink tights", 'updateEvent', {
    target: { words: 'ballet' },
    changes: { note: 'pink tights' },
  }),
  p('okay cancel rugby altogether Sam broke his wrist', 'cancelEvent', { target: { words: 'rugby' }, series: true }),
  p("cancel the swimming squad this Thursday Mia's got gastro", 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-05' }, series: false }),
  p('what have we got on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("um when is Leo's kindy orientation", 'findEvent', { words: 'orientation' }),
  p('is Sam free on Saturday after lunch', 'freeBusy', { date: '2026-03-07', member: SAM }),
  p("what's on next weak for Mia", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p("okay add to my to do list call the insurance about Sam's wrist", 'addTodo', { tasks: ['insurance'] }),
  p('mark number two as done', 'completeTodo', { number: 2 }),
  p('add milk eggs and to loaves of bread to the shopping list', 'addListItems', { items: ['milk', 'eggs', 'bread'] }),
  p("what's on the shopping list", 'showList'),
  ask("um put Mia's hair cut in the calendar"),
  ask('okay so Sam needs a follow up with the physio can you put that in'),

  // (8) forwarding a school, club or doctor's notice, then asking
  p('School newsletter says the athletics carnival is Friday 13 March at Mackey Park, all day. Can you add it for Mia and Sam?', 'createEvent', {
    title: 'athletics',
    date: '2026-03-13',
    allDay: true,
    member: MIA,
    alsoMembers: [SAM],
  }),
  p(
    "Got a text from the GP clinic: Leo's booked in for his 4-year immunisations on Tuesday 10 March at 11:20am. Please add it and remind me the day before.",
    'createEvent',
    { title: 'immunisation', date: '2026-03-10', time: '11:20', reminderMinutes: 1440, member: LEO },
  ),
  p(
    'The footy club emailed: under 8s training for Sam is Wednesdays at 5pm, starting 11 March, last session 1 April. Can you put the series in?',
    'createEvent',
    { title: 'training', date: '2026-03-11', time: '17:00', recurrence: 'weekly', repeatUntil: '2026-04-01', member: SAM },
  ),
  p("Note from the school: the Year 5 camp runs Monday 23 to Wednesday 25 March. Mia's going, please block it out.", 'createEvent', {
    title: 'camp',
    date: '2026-03-23',
    allDay: true,
    durationMinutes: 4320,
    member: MIA,
  }),
  p("The dentist's reminder text says Mia has a check-up on Thursday 19 March at 3:40, 30 minutes. Can you put it in?", 'createEvent', {
    title: 'check',
    date: '2026-03-19',
    time: '15:40',
    durationMinutes: 30,
    member: MIA,
  }),
  p("The swim school says Leo's make-up lesson is this Saturday at 8:30am. Add it please.", 'createEvent', {
    title: 'lesson',
    date: '2026-03-07',
    time: '08:30',
    member: LEO,
  }),
  p("Sam's teacher emailed: parent-teacher interviews are Tuesday 17 March and our slot is 4:10 for 15 minutes. Please add.", 'createEvent', {
    title: 'interview',
    date: '2026-03-17',
    time: '16:10',
    durationMinutes: 15,
  }),
  p('P&C notice: Harmony Day dress-up is Friday 20 March and the kids wear orange. Add it for all three?', 'createEvent', {
    title: 'harmony',
    date: '2026-03-20',
  }),
  p('The physio clinic messaged that my appointment tomorrow is pushed back half an hour. Can you shift it?', 'updateEvent', {
    target: { words: 'physio', date: '2026-03-05' },
    changes: { shiftMinutes: 30 },
  }),
  p("Club email: Sam's footy training has moved to the top oval at Petersham Park. Can you update where it is?", 'updateEvent', {
    changes: { location: 'petersham' },
  }),
  p("The GP's office rang: Leo's immunisations will be at 11:50 rather than 11:20 because the nurse is running late. Please change it.", 'updateEvent', {
    target: { words: 'immunisation' },
    changes: { time: '11:50' },
  }),
  p("Swim school texted that the pool is closed for maintenance this Saturday, so Leo's make-up lesson is off. Please cancel it.", 'cancelEvent', {
    target: { fromDate: '2026-03-07' },
    series: false,
  }),
  p("The footy club says training is off for the rest of the season because of the oval works. Delete all of Sam's sessions please.", 'cancelEvent', {
    target: { member: SAM },
    series: true,
  }),
  p('School says Monday 16 March is a pupil-free day. What have we got on that day?', 'agenda', { fromDate: '2026-03-16', toDate: '2026-03-16' }),
  p("Got a notice that Mia's camp payment is due a week before camp. When exactly does camp start?", 'findEvent', { words: 'camp' }),
  p('The club wants volunteers for the sausage sizzle on Saturday 21 March from 10 to 12. Are we free then?', 'freeBusy', {
    date: '2026-03-21',
    fromTime: '10:00',
    toTime: '12:00',
  }),
  p("The dentist said they'd text a reminder, but is Mia's check-up still on the 19th?", 'findEvent', { words: 'check', yesNo: true }),
  p('Library notice says Sam has an overdue book, The Bad Guys. Add returning it to my to-dos.', 'addTodo', { tasks: ['bad guys'] }),
  p("The school office says the excursion money came through. Tick off 'pay excursion' from my list.", 'completeTodo', { text: 'excursion' }),
  p('The canteen notice reminded me about the lunch order forms. Show me my reminders.', 'listReminders'),
  p("Camp gear list from the school: sleeping bag, torch, raincoat, gumboots. Please add them to Mia's camp list.", 'addListItems', {
    list: 'camp',
    items: ['sleeping bag', 'torch', 'raincoat', 'gumboots'],
  }),
  p('Kindy sent home a note asking for a spare set of clothes and a box of tissues. Add both to shopping.', 'addListItems', {
    items: ['clothes', 'tissues'],
  }),
  p('The school says no nuts at all this term. Can you take the peanut butter off the shopping list?', 'tickListItems', { items: ['peanut butter'] }),
  ask('Netball club email says trials for next season are coming up and Mia should register. Can you put trials in the calendar?'),
  ask('The orthodontist wants to see Sam again for an adjustment. Please add it.'),
];
