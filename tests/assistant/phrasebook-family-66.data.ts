// Phrasebook 66: a Ghanaian mum writing Ghanaian English; a PhD-student dad juggling lab hours who hedges in parentheses
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

void ask;

export const PHRASES: Phrase[] = [
  // Voice 1: a Ghanaian mum writing Ghanaian English
  p("Please the small boy's swimming has been moved to Thursday, same time. Kindly change it for me", 'updateEvent', {
    target: { words: 'swimming' },
    changes: { date: '2026-03-05' },
  }),
  p("I beg, Mia's extra classes is now 4:30 instead of 4. Change it please", 'updateEvent', {
    target: { words: 'class', member: MIA },
    changes: { time: '16:30' },
  }),
  p("pls push Sam's football back by 30 minutes, the coach said they will start late", 'updateEvent', {
    target: { words: 'football', member: SAM },
    changes: { shiftMinutes: 30 },
  }),
  p("The church meeting on Sunday, they have brought it to 3 o'clock. Please update it", 'updateEvent', {
    target: { words: 'church', date: '2026-03-08' },
    changes: { time: '15:00' },
  }),
  p("Mia's extra classes on Friday will close at 6 now, not 5. Please change the end for me", 'updateEvent', {
    target: { words: 'class', member: MIA, date: '2026-03-06' },
    changes: { endTime: '18:00' },
  }),
  p('Please rename the salon appointment to hair braiding, I beg', 'updateEvent', {
    target: { words: 'salon' },
    changes: { title: 'braiding' },
  }),
  p("By God's grace Leo's creche party will now be at Auntie Efua's house, not the hall. Update it please", 'updateEvent', {
    target: { words: 'party', member: LEO },
    changes: { location: 'Efua' },
  }),
  p("Sam's dentist has been shifted to Monday 10 o'clock. Please change am", 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { date: '2026-03-09', time: '10:00' },
  }),
  p('Please make the PTA meeting one hour earlier', 'updateEvent', { target: { words: 'PTA' }, changes: { shiftMinutes: -60 } }),
  p("I beg, the small boy's check-up at the clinic, let it be Friday instead of tomorow", 'updateEvent', {
    target: { words: 'check' },
    changes: { date: '2026-03-06' },
  }),
  p('Please no extra classes for Mia this Friday, the teacher has travelled. Cancel it', 'cancelEvent', {
    target: { words: 'class', member: MIA, fromDate: '2026-03-06' },
    series: false,
  }),
  p('There is no more ballet for Mia, she has stopped. Remove all of it please', 'cancelEvent', {
    target: { words: 'ballet', member: MIA },
    series: true,
  }),
  p("I beg cancel the small boy's swimming tomorrow, he is not feeling fine", 'cancelEvent', {
    target: { words: 'swimming', fromDate: '2026-03-05' },
    series: false,
  }),
  p('Please the choir practice on Sunday has been called off', 'cancelEvent', { target: { words: 'choir', fromDate: '2026-03-08' }, series: false }),
  p("No more Saturday football for Sam. His leg will heal by God's grace but he is done for this season. Delete it", 'cancelEvent', {
    target: { words: 'football', member: SAM },
    series: true,
  }),
  p("Please Mia has a birthday party on Saturday by 2 o'clock at her friend's house", 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-07',
    time: '14:00',
  }),
  p('I beg add extra classes for Sam every Thursday, 3:30 to 5', 'createEvent', {
    title: 'class',
    member: SAM,
    date: '2026-03-05',
    time: '15:30',
    durationMinutes: 90,
    recurrence: 'weekly',
  }),
  p('Please put hospital appointment for Leo, Monday 9am. Remind me one hour before', 'createEvent', {
    title: 'hospital',
    member: LEO,
    date: '2026-03-09',
    time: '09:00',
    reminderMinutes: 60,
  }),
  p("Church harvest on Sunday 10 o'clock, please add it for all of us", 'createEvent', { title: 'harvest', date: '2026-03-08', time: '10:00' }),
  p('Please Sam has swimming every Saturday morning by 8, starting this Saturday. Add it', 'createEvent', {
    title: 'swimming',
    member: SAM,
    date: '2026-03-07',
    time: '08:00',
    recurrence: 'weekly',
  }),
  p("Mia's school is having open day next Wednesday, the whole day. Put it there for me", 'createEvent', {
    title: 'open day',
    member: MIA,
    date: '2026-03-11',
    allDay: true,
  }),
  p("Auntie Akosua is coming to visit on Friday, she will reach by 4 o'clock latest. Please put it in the calendar", 'createEvent', {
    title: 'Akosua',
    date: '2026-03-06',
    time: '16:00',
  }),
  p("Please add Sam's dentist on the 18th by 11 o'clock", 'createEvent', { title: 'dentist', member: SAM, date: '2026-03-18', time: '11:00' }),
  p("Please remind me to buy the small boy's school shoes", 'addTodo', { tasks: ['school shoes'], reminder: true }),
  p("Remind me tomorrow by 7 in the morning to pay Mia's extra classes fees", 'createEvent', {
    title: 'fees',
    date: '2026-03-05',
    time: '07:00',
    reminderMinutes: 0,
  }),
  p('I beg remind me one day before the PTA meeting', 'updateEvent', { target: { words: 'PTA' }, changes: { reminderMinutes: 1440 } }),
  p("Please remind me 30 minutes before Sam's swimming on Saturday", 'updateEvent', {
    target: { words: 'swimming', member: SAM, date: '2026-03-07' },
    changes: { reminderMinutes: 30 },
  }),
  p('Please add gari, palm oil, plantain and tin tomatoes to the shopping list', 'addListItems', {
    items: ['gari', 'palm oil', 'plantain', 'tomato'],
  }),
  p('I have bought the rice and the eggs, tick them please', 'tickListItems', { items: ['rice', 'eggs'], remove: false }),
  p('Is sardine on the list already?', 'showList', { check: ['sardine'] }),
  p('Please remove the Milo from the shopping list, we still have some', 'tickListItems', { items: ['Milo'], remove: true }),
  p('Add socks, toothpaste and exercise books to the school list for Mia', 'addListItems', {
    list: 'school',
    items: ['socks', 'toothpaste', 'exercise book'],
  }),
  p('Please what do we have on Saturday?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p("When is Mia's extra classes again?", 'findEvent', { words: 'class', member: MIA }),
  p('Is Sam free on Friday after school, by 3?', 'freeBusy', { date: '2026-03-06', member: SAM }),
  p("Please add to my to-do: call the landlord, renew Leo's health insurance", 'addTodo', { tasks: ['landlord', 'insurance'] }),
  p('I have called the landlord, tick it off my to-dos', 'completeTodo', { text: 'landlord' }),
  p('Please show me my to-do list', 'listTodos'),

  // Voice 2: a PhD-student dad juggling lab hours, hedging in parentheses, the request after the reasoning
  p("so I've got a group meeting that'll run long on Thursday (probably) — can we move Sam's swimming to Friday? same time", 'updateEvent', {
    target: { words: 'swimming', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p("Mia's piano, I think it's 4? maybe 4.30 actually — make it 4.30", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '16:30' },
  }),
  p("the incubation step finishes later than I thought (by ~45 min), so push Leo's daycare pickup back 45 minutes", 'updateEvent', {
    target: { words: 'daycare', member: LEO },
    changes: { shiftMinutes: 45 },
  }),
  p('parent-teacher interviews got moved to Tuesday (the email says the 10th, which is Tuesday, I checked) — can you update it', 'updateEvent', {
    target: { words: 'interview' },
    changes: { date: '2026-03-10' },
  }),
  p("turns out soccer's at the other oval now (the one on Bridge Rd, I think) — update the location", 'updateEvent', {
    target: { words: 'soccer' },
    changes: { location: 'Bridge' },
  }),
  p("Sam's dentist — I put 9 but it's actually 9.45 (misread the card). fix please", 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { time: '09:45' },
  }),
  p('the swim carnival goes 2 hours longer than they first said (ugh) — can you extend it', 'updateEvent', {
    target: { words: 'carnival' },
    changes: { lengthenMinutes: 120 },
  }),
  p("rename 'lab thing' to 'science fair' (it's Mia's, I was typing one-handed earlier)", 'updateEvent', {
    target: { words: 'lab thing' },
    changes: { title: 'science fair' },
  }),
  p("I can't do Mia's orthodontist at 3 on Monday (journal club, unmovable-ish) — bring it forward an hour?", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA, date: '2026-03-09' },
    changes: { shiftMinutes: -60 },
  }),
  p("netball's at 5 this week only (I think that's what the coach said, yes, 5) — just this once", 'updateEvent', {
    target: { words: 'netball' },
    changes: { time: '17:00' },
    once: true,
  }),
  p("no piano this week (teacher's away, till the 11th I think) — take it off", 'cancelEvent', { target: { words: 'piano' }, series: false }),
  p("we're done with Saturday gymnastics for Leo (he hates it, honestly) — delete the whole thing", 'cancelEvent', {
    target: { words: 'gymnastics', member: LEO },
    series: true,
  }),
  p("I'm doing an overnight run so tomorrow's dinner at Grandma's isn't happening (sorry Grandma) — cancel it", 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-05' },
    series: false,
  }),
  p('chess club is finished for the term, apparently. remove all of them from the calendar (I think there are like six left)', 'cancelEvent', {
    target: { words: 'chess' },
    series: true,
  }),
  p("Sam's playdate on Friday is off (the other kid has gastro) — cancel", 'cancelEvent', {
    target: { words: 'playdate', member: SAM, fromDate: '2026-03-06' },
    series: false,
  }),
  p("Mia has a party Saturday at 2 (a friend from class, can't remember which one) — put it in", 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-07',
    time: '14:00',
  }),
  p("swimming for Sam starts next Monday (I think?) and it's every Monday at 4 — maybe 4.15, but put 4 for now", 'createEvent', {
    title: 'swimming',
    member: SAM,
    date: '2026-03-09',
    time: '16:00',
    recurrence: 'weekly',
  }),
  p("I've got a committee meeting Friday 10 till 12 (at the uni, not home) — add it, 2 hours", 'createEvent', {
    title: 'committee',
    date: '2026-03-06',
    time: '10:00',
    durationMinutes: 120,
  }),
  p("Leo's vaccinations — booked for Tuesday 9.30 (the GP, not the clinic). remind me a day before", 'createEvent', {
    title: 'vaccination',
    member: LEO,
    date: '2026-03-10',
    time: '09:30',
    reminderMinutes: 1440,
  }),
  p("Sam's tutoring is fortnightly, Thursdays at 5 (starting tomorrow, I'm fairly sure) — can you add that", 'createEvent', {
    title: 'tutoring',
    member: SAM,
    date: '2026-03-05',
    time: '17:00',
    recurrence: 'fortnightly',
  }),
  p('school photos are next Wednesday (all day, I assume — they never give times). add them for Mia and Sam', 'createEvent', {
    title: 'photo',
    date: '2026-03-11',
    allDay: true,
    member: MIA,
    alsoMembers: [SAM],
  }),
  p('need to drop the car at the mechanic Monday morning at 8 (probably earlier if I want to make my 9am seminar, but put 8)', 'createEvent', {
    title: 'mechanic',
    date: '2026-03-09',
    time: '08:00',
  }),
  p("Mia's got a sleepover at Zoe's on Saturday, drop-off is 5 I think? maybe 5.30 actually — make it 5.30", 'createEvent', {
    title: 'sleepover',
    member: MIA,
    date: '2026-03-07',
    time: '17:30',
  }),
  p("remind me to email my supervisor about the pickup roster (no rush, just so I don't forget)", 'addTodo', {
    tasks: ['supervisor'],
    reminder: true,
  }),
  p("can you remind me at 3.45 tomorrow to leave the lab for Sam's pickup", 'createEvent', {
    title: 'leave',
    date: '2026-03-05',
    time: '15:45',
    reminderMinutes: 0,
  }),
  p("Mia's dentist — I'll 100% forget (I always do). remind me an hour before?", 'updateEvent', {
    target: { words: 'dentist', member: MIA },
    changes: { reminderMinutes: 60 },
  }),
  p('for the swim carnival can I get a reminder 2 days before (need to find teh goggles)', 'updateEvent', {
    target: { words: 'carnival' },
    changes: { reminderMinutes: 2880 },
  }),
  p("we're out of coffee (which is a crisis) and also need nappies and bananas — add to shopping", 'addListItems', {
    items: ['coffee', 'nappies', 'bananas'],
  }),
  p('got the nappies and bananas (coffee still outstanding)', 'tickListItems', { items: ['nappies', 'bananas'], remove: false }),
  p("what's on the shopping list? I'm passing Woolies on the way home (probably)", 'showList'),
  p('actually take the oat milk off the list, I think Mia bought some', 'tickListItems', { items: ['oat milk'], remove: true }),
  p('what does next week look like for us? I need to plan experiments around it', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("are we free Sunday afternoon? (I'm hoping to sneak in a few hours at the lab)", 'freeBusy', { date: '2026-03-08' }),
  p("when's Sam's next swimming? I think it's Thursday but I'm honestly not sure", 'findEvent', { words: 'swimming', member: SAM }),
  p("add to my to-dos: sign Mia's excursion form, book Leo's haircut (and order printer ink, I guess)", 'addTodo', {
    tasks: ['excursion', 'haircut', 'printer ink'],
  }),
  p('done the excursion form (finally) — tick it off', 'completeTodo', { text: 'excursion' }),
  p("what's left on my to-do list? I've lost track", 'listTodos'),
];
