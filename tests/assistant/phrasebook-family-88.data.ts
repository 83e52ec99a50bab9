// Phrasebook 88: a Tasmanian grandmother with old-fashioned Australian idioms; a Filipino-American father who mixes Tagalog into his English (Taglish)
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: Tasmanian grandmother, old-fashioned Australian idioms (ta, cuppa, fortnight, arvo, righto, bless)
  // new events
  p("Sam's got a cricket match Satuday at 9 in the morning, pop it in the calendar would you dear. Ta.", 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-07',
    time: '09:00',
  }),
  p('Our Mia has the dentist a fortnight from today at half past ten in the morning. Could you put that in for me love.', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-18',
    time: '10:30',
  }),
  p("Little Leo starts swimming lessons this Friday at 10 in the morning, and it's every week for the term. Bless him, he's ever so excited.", 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-06',
    time: '10:00',
    recurrence: 'weekly',
  }),
  p('Put me down for the hairdresser tomorrow arvo at 2 please, ta', 'createEvent', { title: 'hairdresser', date: '2026-03-05', time: '14:00' }),
  p("Cuppa with Joan at the little cafe in Salamanca, Monday 11 o'clock. Put it in for me dear.", 'createEvent', {
    title: 'joan',
    date: '2026-03-09',
    time: '11:00',
  }),
  p("Remind me at 5 this arvo to take the casserole out of the oven, I'll be out in the garden and forget", 'createEvent', {
    title: 'casserole',
    date: '2026-03-04',
    time: '17:00',
    reminderMinutes: 0,
  }),
  p("The church fete is on this Saturday from 10 till 2, I'm on the cake stall again. Put it in please.", 'createEvent', {
    title: 'fete',
    date: '2026-03-07',
    time: '10:00',
    durationMinutes: 240,
  }),
  p("Mia's piano exam is on the 17th at quarter past 9 in the morning. Remind me the day before would you, I'll need to press her good frock.", 'createEvent', {
    title: 'exam',
    member: MIA,
    date: '2026-03-17',
    time: '09:15',
    reminderMinutes: 1440,
  }),
  // changes
  p("Righto, the hairdresser rang. My Friday appointment's been moved from half past 9 to 11.", 'updateEvent', {
    target: { words: 'hairdresser', date: '2026-03-06' },
    changes: { time: '11:00' },
  }),
  p("Leo's playgroup has moved to the Kingston hall from this week, they're painting the library. Could you change where it is please.", 'updateEvent', {
    target: { words: 'playgroup', member: LEO },
    changes: { location: 'kingston hall' },
  }),
  p("Sam's footy training next Tuesday is going an extra half hour, the coach sent a note home in his bag.", 'updateEvent', {
    target: { words: 'footy', member: SAM, date: '2026-03-10' },
    changes: { lengthenMinutes: 30 },
  }),
  p("That one called 'Meeting' on Monday arvo, could you change the name to Probus Club. I'll never remember what it was for otherwise.", 'updateEvent', {
    target: { words: 'meeting', date: '2026-03-09' },
    changes: { title: 'probus' },
  }),
  p("Give me a reminder an hour before Leo's doctor tomorrow would you love, my memory's like a sieve these days", 'updateEvent', {
    target: { words: 'doctor', member: LEO },
    changes: { reminderMinutes: 60 },
  }),
  p("Mia's sleepover at the Bakers' is on Sunday now, not Saturday. Same time.", 'updateEvent', {
    target: { words: 'sleepover', member: MIA },
    changes: { date: '2026-03-08' },
  }),
  p("The plumber's just rung, he's running late, bless him. Push him back an hour would you.", 'updateEvent', {
    target: { words: 'plumber' },
    changes: { shiftMinutes: 60 },
  }),
  // cancels
  p("Leo won't have swimming this Friday, the pool's shut for the school carnival", 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-06', toDate: '2026-03-06' },
    series: false,
  }),
  p("I've given the aqua aerobics away, the knees aren't what they were. Take it out of the calendar altogether please dear.", 'cancelEvent', {
    target: { words: 'aqua' },
    series: true,
  }),
  p("Cancel my cuppa with Joan on Monday, she's come down with the flu poor thing", 'cancelEvent', {
    target: { words: 'joan', fromDate: '2026-03-09', toDate: '2026-03-09' },
  }),
  p("No piano for Mia next week love, Mrs Hodgman's off to the mainland", 'cancelEvent', {
    target: { words: 'piano', member: MIA, fromDate: '2026-03-09', toDate: '2026-03-15' },
    series: false,
  }),
  // lists
  p('Add tea bags, a packet of milk arrowroot bickies and a tin of Milo to the shopping please dear', 'addListItems', {
    items: ['tea bags', 'arrowroot', 'milo'],
  }),
  p('Is there still butter on the list or has Graham got it already?', 'showList', { check: ['butter'] }),
  p('Got the eggs and the sultanas down the IGA, ta', 'tickListItems', { items: ['eggs', 'sultanas'], remove: false }),
  p("Take the scones off the shopping love, Joan's bringing a batch on Sunday", 'tickListItems', { items: ['scones'], remove: true }),
  p("What's on the shopping list? I'm popping down to Woolies after my cuppa.", 'showList'),
  p('Could you put jam jars and 2 kilos of sugar on the Preserves list, the apricots are ready for bottling', 'addListItems', {
    list: 'preserves',
    items: ['jam jars', 'sugar'],
  }),
  p('cling wrap on the shopping?', 'showList', { check: ['cling wrap'] }),
  p("What's on the garden list dear", 'showList', { list: 'garden' }),
  // to-dos
  p("Could you put on my to-do list: ring the council about the footpath, and post Beryl's birthday card", 'addTodo', { tasks: ['council', 'birthday card'] }),
  p("Don't let me forget to knit Leo's beanie before it turns cold", 'addTodo', { tasks: ['beanie'] }),
  p("I've rung the council, you can tick that off", 'completeTodo', { text: 'council' }),
  p('Finally defrosted the freezer, what a job. Tick it off love.', 'completeTodo', { text: 'freezer' }),
  p("What's left on my to-do list dear?", 'listTodos'),
  p('add sort out the linen cupbaord to me to-dos', 'addTodo', { tasks: ['linen'] }),
  // questions
  p("When's Sam's next footy match? I'd like to go and watch", 'findEvent', { words: 'footy', member: SAM }),
  p('Am I free Tuesday arvo for a cuppa with Marg?', 'freeBusy', { date: '2026-03-10' }),
  p("What's on tomorow, love?", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("What reminders have I got set? I can't keep track of them all", 'listReminders'),
  p("What's young Leo got on this week?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),

  // Voice 2: Filipino-American father, Taglish (po, naman, ate Mia, kuya Sam, sige, ingat)
  // new events
  p('Hi po! Pakilagay naman, kuya Sam has basketball tryouts this Saturday 9am', 'createEvent', {
    title: 'basketball',
    member: SAM,
    date: '2026-03-07',
    time: '09:00',
  }),
  p("Ate Mia's recital is on March 21, 6pm. Lola and Lolo are coming so pls remind me 2 hours before", 'createEvent', {
    title: 'recital',
    member: MIA,
    date: '2026-03-21',
    time: '18:00',
    reminderMinutes: 120,
  }),
  p("Leo's doctor appt bukas 10:30am with Dr. Santos, pls add po", 'createEvent', { title: 'doctor', member: LEO, date: '2026-03-05', time: '10:30' }),
  p('Birthday dinner ni Tita Baby sa house nila, Sunday 5pm til 8pm', 'createEvent', {
    title: 'dinner',
    date: '2026-03-08',
    time: '17:00',
    durationMinutes: 180,
  }),
  p("Sige, put ate Mia's Filipino class in the calendar, every Wednesday 4:30pm starting next week", 'createEvent', {
    title: 'filipino',
    member: MIA,
    date: '2026-03-11',
    time: '16:30',
    recurrence: 'weekly',
  }),
  p('pa-remind me at 4:45 to pick up the pancit for merienda', 'createEvent', { title: 'pancit', date: '2026-03-04', time: '16:45', reminderMinutes: 0 }),
  p('LBC is picking up the balikbayan box Thursday 8am, pakilagay sa calendar. Salamat!', 'createEvent', {
    title: 'balikbayan',
    date: '2026-03-05',
    time: '08:00',
  }),
  // changes
  p("Ay, ate Mia's volleyball is 5pm na from now on, not 4", 'updateEvent', { target: { words: 'volleyball', member: MIA }, changes: { time: '17:00' } }),
  p("Coach texted, kuya Sam's basketball practice tmrw is at the YMCA instead of the school gym", 'updateEvent', {
    target: { words: 'basketball', member: SAM, date: '2026-03-05' },
    changes: { location: 'ymca' },
  }),
  p("Pls move Leo's dentist from Monday to Tuesday naman, same time lang", 'updateEvent', {
    target: { words: 'dentist', member: LEO, date: '2026-03-09' },
    changes: { date: '2026-03-10' },
  }),
  p("The videoke night at Tito Boy's on Saturday starts 1 hr earlier na daw", 'updateEvent', { target: { words: 'videoke' }, changes: { shiftMinutes: -60 } }),
  p("Pls make ate Mia's tutoring 90 mins insted of 1 hr po", 'updateEvent', { target: { words: 'tutoring', member: MIA }, changes: { durationMinutes: 90 } }),
  p("Remind me 30 mins before kuya Sam's orthodontist, lagi niyang nakakalimutan his retainer case", 'updateEvent', {
    target: { words: 'orthodontist', member: SAM },
    changes: { reminderMinutes: 30 },
  }),
  p('Yung haircut on Saturday, for Leo pala, not kuya Sam. My bad', 'updateEvent', { target: { words: 'haircut' }, changes: { member: LEO } }),
  p("Can you rename 'Misa' to 'Sunday Mass' para hindi malito yung babysitter", 'updateEvent', { target: { words: 'misa' }, changes: { title: 'mass' } }),
  // cancels
  p('No swim class for Leo this Sat, may lagnat siya. Salamat, ingat!', 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p('Kuya Sam quit chess club na, pls delete all of them', 'cancelEvent', { target: { words: 'chess', member: SAM }, series: true }),
  p('Cancel the balikbayan box pickup bukas, LBC will call to rebook daw', 'cancelEvent', {
    target: { words: 'balikbayan', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  p("Ay nako, ate Mia's parent teacher interview on Thursday got cancelled, sick daw yung teacher", 'cancelEvent', {
    target: { words: 'interview', member: MIA, fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  // lists
  p('Add pandesal, calamansi and patis to shopping pls', 'addListItems', { items: ['pandesal', 'calamansi', 'patis'] }),
  p('Nakuha ko na yung rice and eggs, tick off naman', 'tickListItems', { items: ['rice', 'eggs'], remove: false }),
  p('Is ube ice cream on the list? Mia wants it for her bday', 'showList', { check: ['ube'] }),
  p('Remove the Spam from the shopping list, Lola already brought 3 cans haha', 'tickListItems', { items: ['spam'], remove: true }),
  p('Ano na sa shopping list? Heading to Seafood City now', 'showList'),
  p('Add banana leaves and coconut milk to the Fiesta list', 'addListItems', { list: 'fiesta', items: ['banana leaves', 'coconut milk'] }),
  p('We need dishwashing liquid din', 'addListItems', { items: ['dishwashing liquid'] }),
  // to-dos
  p("To do: send money to Tita Nena, and renew kuya Sam's passport", 'addTodo', { tasks: ['money', 'passport'] }),
  p('Tapos na yung passport renewal, tick it off', 'completeTodo', { text: 'passport' }),
  p('Ano pa left on my to do list?', 'listTodos'),
  p('Add to my to-dos: fix the rice cooker, baka masunog na', 'addTodo', { tasks: ['rice cooker'] }),
  p('Paid the Meralco, I mean the electricity bill haha, mark it done', 'completeTodo', { text: 'electricity' }),
  // questions
  p("When is ate Mia's next volleyball game?", 'findEvent', { words: 'volleyball', member: MIA }),
  p('Is kuya Sam free Friday after 3? Gusto ng friend niya mag-playdate', 'freeBusy', { date: '2026-03-06', fromTime: '15:00', member: SAM }),
  p('Ano ang ganap this weekend for the kids?', ['agenda', 'findEvent'], { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('What reminders do I have set na? Para sure', 'listReminders'),
  p("What's on Sunday? Baka may conflict with Lola's birthday lunch", 'agenda', { fromDate: '2026-03-08', toDate: '2026-03-08' }),
  p('Ano schedule ni Leo bukas?', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: LEO }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  "Sam's got a cricket match Satuday at 9 in the morning, pop it in the calendar would you dear. Ta.": {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Footy training', date: '2026-03-03', time: '16:00', member: SAM, weekly: true },
    ],
  },
  'Our Mia has the dentist a fortnight from today at half past ten in the morning. Could you put that in for me love.': {
    events: [
      { title: 'Piano', date: '2026-02-24', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Doctor', date: '2026-03-05', time: '10:15', member: LEO },
    ],
  },
  "Little Leo starts swimming lessons this Friday at 10 in the morning, and it's every week for the term. Bless him, he's ever so excited.": {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-02-27', time: '16:00', member: MIA, weekly: true },
    ],
  },
  'Put me down for the hairdresser tomorrow arvo at 2 please, ta': {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:15', durationMinutes: 30, member: LEO },
      { title: 'Podiatrist', date: '2026-03-10', time: '15:00' },
    ],
  },
  "Cuppa with Joan at the little cafe in Salamanca, Monday 11 o'clock. Put it in for me dear.": {
    events: [
      { title: 'Aqua aerobics', date: '2026-03-02', time: '09:00', durationMinutes: 45, weekly: true },
      { title: 'Cuppa with Marg', date: '2026-03-12', time: '14:00' },
    ],
  },
  "Remind me at 5 this arvo to take the casserole out of the oven, I'll be out in the garden and forget": {
    events: [{ title: 'Plumber', date: '2026-03-04', time: '15:00', durationMinutes: 60 }],
    todos: ['defrost the freezer'],
  },
  "The church fete is on this Saturday from 10 till 2, I'm on the cake stall again. Put it in please.": {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '10:00', member: MIA, weekly: true },
      { title: 'Sleepover at the Bakers', date: '2026-03-07', time: '17:00', member: MIA },
    ],
  },
  "Mia's piano exam is on the 17th at quarter past 9 in the morning. Remind me the day before would you, I'll need to press her good frock.": {
    events: [
      { title: 'Piano', date: '2026-02-24', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Footy training', date: '2026-03-03', time: '16:00', member: SAM, weekly: true },
    ],
  },
  "Righto, the hairdresser rang. My Friday appointment's been moved from half past 9 to 11.": {
    events: [
      { title: 'Hairdresser', date: '2026-03-06', time: '09:30', durationMinutes: 45 },
      { title: 'Podiatrist', date: '2026-03-10', time: '09:30' },
    ],
  },
  "Leo's playgroup has moved to the Kingston hall from this week, they're painting the library. Could you change where it is please.": {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true, location: 'Kingston library' },
      { title: 'Swimming lessons', date: '2026-02-27', time: '10:00', member: LEO, weekly: true },
    ],
  },
  "Sam's footy training next Tuesday is going an extra half hour, the coach sent a note home in his bag.": {
    events: [
      { title: 'Footy training', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-02-24', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "That one called 'Meeting' on Monday arvo, could you change the name to Probus Club. I'll never remember what it was for otherwise.": {
    events: [
      { title: 'Meeting', date: '2026-03-09', time: '14:00', durationMinutes: 90 },
      { title: 'Aqua aerobics', date: '2026-03-02', time: '09:00', weekly: true },
    ],
  },
  "Give me a reminder an hour before Leo's doctor tomorrow would you love, my memory's like a sieve these days": {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:15', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-18', time: '10:30', member: MIA },
    ],
  },
  "Mia's sleepover at the Bakers' is on Sunday now, not Saturday. Same time.": {
    events: [
      { title: 'Sleepover at the Bakers', date: '2026-03-07', time: '17:00', durationMinutes: 60, member: MIA },
      { title: 'Ballet', date: '2026-02-28', time: '10:00', member: MIA, weekly: true },
    ],
  },
  "The plumber's just rung, he's running late, bless him. Push him back an hour would you.": {
    events: [
      { title: 'Plumber', date: '2026-03-04', time: '15:00', durationMinutes: 60 },
      { title: 'Electrician', date: '2026-03-10', time: '08:00' },
    ],
  },
  "Leo won't have swimming this Friday, the pool's shut for the school carnival": {
    events: [
      { title: 'Swimming lessons', date: '2026-02-27', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-02-27', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "I've given the aqua aerobics away, the knees aren't what they were. Take it out of the calendar altogether please dear.": {
    events: [
      { title: 'Aqua aerobics', date: '2026-03-02', time: '09:00', durationMinutes: 45, weekly: true },
      { title: 'Podiatrist', date: '2026-03-10', time: '09:30' },
    ],
  },
  "Cancel my cuppa with Joan on Monday, she's come down with the flu poor thing": {
    events: [
      { title: 'Cuppa with Joan', date: '2026-03-09', time: '11:00', durationMinutes: 60 },
      { title: 'Cuppa with Marg', date: '2026-03-12', time: '14:00' },
      { title: 'Aqua aerobics', date: '2026-03-02', time: '09:00', weekly: true },
    ],
  },
  "No piano for Mia next week love, Mrs Hodgman's off to the mainland": {
    events: [
      { title: 'Piano', date: '2026-02-24', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Ballet', date: '2026-02-28', time: '10:00', member: MIA, weekly: true },
    ],
  },
  'Add tea bags, a packet of milk arrowroot bickies and a tin of Milo to the shopping please dear': { lists: { Shopping: ['bread', 'butter', 'sultanas'] } },
  'Is there still butter on the list or has Graham got it already?': { lists: { Shopping: ['butter', 'eggs', 'sultanas'], Garden: ['seedlings'] } },
  'Got the eggs and the sultanas down the IGA, ta': { lists: { Shopping: ['eggs', 'sultanas', 'butter', 'tea bags'] } },
  "Take the scones off the shopping love, Joan's bringing a batch on Sunday": { lists: { Shopping: ['scones', 'cream', 'strawberry jam'] } },
  "What's on the shopping list? I'm popping down to Woolies after my cuppa.": {
    lists: { Shopping: ['milk', 'bread', 'tea bags', 'cream'], Preserves: ['pectin'] },
  },
  'Could you put jam jars and 2 kilos of sugar on the Preserves list, the apricots are ready for bottling': {
    lists: { Preserves: ['pectin', 'labels'], Shopping: ['milk', 'cream'] },
  },
  'cling wrap on the shopping?': { lists: { Shopping: ['foil', 'baking paper', 'milk'] } },
  "What's on the garden list dear": { lists: { Garden: ['blood and bone', 'snail pellets', 'broad bean seeds'], Shopping: ['milk'] } },
  "Could you put on my to-do list: ring the council about the footpath, and post Beryl's birthday card": {
    todos: ['defrost the freezer', 'book the chimney sweep'],
  },
  "Don't let me forget to knit Leo's beanie before it turns cold": { todos: ['defrost the freezer'], lists: { Shopping: ['milk', 'wool'] } },
  "I've rung the council, you can tick that off": { todos: ['ring the council about the footpath', "post Beryl's birthday card", 'defrost the freezer'] },
  'Finally defrosted the freezer, what a job. Tick it off love.': {
    todos: ['defrost the freezer', 'book the chimney sweep'],
    lists: { Shopping: ['frozen peas'] },
  },
  "What's left on my to-do list dear?": {
    todos: ['book the chimney sweep', "post Beryl's birthday card", 'defrost the freezer'],
    lists: { Shopping: ['milk'] },
  },
  'add sort out the linen cupbaord to me to-dos': { todos: ['book the chimney sweep', 'defrost the freezer'] },
  "When's Sam's next footy match? I'd like to go and watch": {
    events: [
      { title: 'Footy match', date: '2026-03-07', time: '09:00', durationMinutes: 90, member: SAM },
      { title: 'Netball', date: '2026-02-27', time: '16:00', member: MIA, weekly: true },
    ],
  },
  'Am I free Tuesday arvo for a cuppa with Marg?': {
    events: [
      { title: 'Podiatrist', date: '2026-03-10', time: '15:00', durationMinutes: 30 },
      { title: 'Piano', date: '2026-02-24', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "What's on tomorow, love?": {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:15', durationMinutes: 30, member: LEO },
      { title: 'Hairdresser', date: '2026-03-05', time: '14:00' },
      { title: 'Podiatrist', date: '2026-03-10', time: '15:00' },
    ],
  },
  "What reminders have I got set? I can't keep track of them all": {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:15', member: LEO },
      { title: 'Piano exam', date: '2026-03-17', time: '09:15', member: MIA },
    ],
    todos: ['defrost the freezer'],
  },
  "What's young Leo got on this week?": {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-27', time: '10:00', member: LEO, weekly: true },
      { title: 'Footy training', date: '2026-03-03', time: '16:00', member: SAM, weekly: true },
    ],
  },

  // Voice 2
  'Hi po! Pakilagay naman, kuya Sam has basketball tryouts this Saturday 9am': {
    events: [
      { title: 'Swim class', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Volleyball', date: '2026-02-26', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "Ate Mia's recital is on March 21, 6pm. Lola and Lolo are coming so pls remind me 2 hours before": {
    events: [
      { title: 'Volleyball', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: "Lola's birthday lunch", date: '2026-03-08', time: '12:00' },
    ],
  },
  "Leo's doctor appt bukas 10:30am with Dr. Santos, pls add po": {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '10:00', durationMinutes: 30, member: LEO },
      { title: 'Swim class', date: '2026-02-28', time: '08:30', member: LEO, weekly: true },
    ],
  },
  'Birthday dinner ni Tita Baby sa house nila, Sunday 5pm til 8pm': {
    events: [
      { title: 'Misa', date: '2026-03-01', time: '09:00', durationMinutes: 60, weekly: true },
      { title: "Lola's birthday lunch", date: '2026-03-15', time: '12:00' },
    ],
  },
  "Sige, put ate Mia's Filipino class in the calendar, every Wednesday 4:30pm starting next week": {
    events: [
      { title: 'Tutoring', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Chess club', date: '2026-02-25', time: '15:30', member: SAM, weekly: true },
    ],
  },
  'pa-remind me at 4:45 to pick up the pancit for merienda': {
    events: [{ title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true }],
    lists: { Shopping: ['calamansi', 'rice'] },
  },
  'LBC is picking up the balikbayan box Thursday 8am, pakilagay sa calendar. Salamat!': {
    events: [{ title: 'Basketball practice', date: '2026-02-26', time: '16:00', durationMinutes: 90, member: SAM, weekly: true }],
    todos: ['tape up the balikbayan box'],
  },
  "Ay, ate Mia's volleyball is 5pm na from now on, not 4": {
    events: [
      { title: 'Volleyball', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Tutoring', date: '2026-03-02', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "Coach texted, kuya Sam's basketball practice tmrw is at the YMCA instead of the school gym": {
    events: [
      { title: 'Basketball practice', date: '2026-02-26', time: '16:00', durationMinutes: 90, member: SAM, weekly: true, location: 'school gym' },
      { title: 'Volleyball', date: '2026-02-26', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "Pls move Leo's dentist from Monday to Tuesday naman, same time lang": {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '10:00', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-16', time: '15:30', member: MIA },
    ],
  },
  "The videoke night at Tito Boy's on Saturday starts 1 hr earlier na daw": {
    events: [
      { title: "Videoke night at Tito Boy's", date: '2026-03-07', time: '19:00', durationMinutes: 180 },
      { title: 'Swim class', date: '2026-02-28', time: '08:30', member: LEO, weekly: true },
    ],
  },
  "Pls make ate Mia's tutoring 90 mins insted of 1 hr po": {
    events: [
      { title: 'Tutoring', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Chess club', date: '2026-02-25', time: '15:30', member: SAM, weekly: true },
    ],
  },
  "Remind me 30 mins before kuya Sam's orthodontist, lagi niyang nakakalimutan his retainer case": {
    events: [
      { title: 'Orthodontist', date: '2026-03-10', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-09', time: '10:00', member: LEO },
    ],
  },
  'Yung haircut on Saturday, for Leo pala, not kuya Sam. My bad': {
    events: [
      { title: 'Haircut', date: '2026-03-07', time: '10:00', durationMinutes: 30, member: SAM },
      { title: 'Swim class', date: '2026-02-28', time: '08:30', member: LEO, weekly: true },
    ],
  },
  "Can you rename 'Misa' to 'Sunday Mass' para hindi malito yung babysitter": {
    events: [
      { title: 'Misa', date: '2026-03-01', time: '09:00', durationMinutes: 60, weekly: true },
      { title: "Lola's birthday lunch", date: '2026-03-08', time: '12:00' },
    ],
  },
  'No swim class for Leo this Sat, may lagnat siya. Salamat, ingat!': {
    events: [
      { title: 'Swim class', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Basketball tryouts', date: '2026-03-07', time: '09:00', member: SAM },
    ],
  },
  'Kuya Sam quit chess club na, pls delete all of them': {
    events: [
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Basketball practice', date: '2026-02-26', time: '16:00', member: SAM, weekly: true },
    ],
  },
  'Cancel the balikbayan box pickup bukas, LBC will call to rebook daw': {
    events: [
      { title: 'Balikbayan box pickup', date: '2026-03-05', time: '08:00', durationMinutes: 60 },
      { title: 'Doctor', date: '2026-03-05', time: '10:30', member: LEO },
    ],
  },
  "Ay nako, ate Mia's parent teacher interview on Thursday got cancelled, sick daw yung teacher": {
    events: [
      { title: 'Parent teacher interview', date: '2026-03-05', time: '16:00', durationMinutes: 15, member: MIA },
      { title: 'Volleyball', date: '2026-02-26', time: '16:00', member: MIA, weekly: true },
    ],
  },
  'Add pandesal, calamansi and patis to shopping pls': { lists: { Shopping: ['rice', 'eggs'] } },
  'Nakuha ko na yung rice and eggs, tick off naman': { lists: { Shopping: ['rice', 'eggs', 'pandesal', 'soy sauce'] } },
  'Is ube ice cream on the list? Mia wants it for her bday': { lists: { Shopping: ['milk', 'ube ice cream', 'rice'], Fiesta: ['lumpia wrappers'] } },
  'Remove the Spam from the shopping list, Lola already brought 3 cans haha': { lists: { Shopping: ['spam', 'garlic', 'vinegar'] } },
  'Ano na sa shopping list? Heading to Seafood City now': {
    lists: { Shopping: ['garlic', 'vinegar', 'pandesal', 'patis'], Fiesta: ['lumpia wrappers', 'banana leaves'] },
  },
  'Add banana leaves and coconut milk to the Fiesta list': { lists: { Fiesta: ['lumpia wrappers'], Shopping: ['rice'] } },
  'We need dishwashing liquid din': { lists: { Shopping: ['garlic', 'rice'] } },
  "To do: send money to Tita Nena, and renew kuya Sam's passport": {
    todos: ['fix the rice cooker', 'book the car service'],
    lists: { Shopping: ['pandesal'] },
  },
  'Tapos na yung passport renewal, tick it off': { todos: ["renew Sam's passport", 'send money to Tita Nena', 'fix the rice cooker'] },
  'Ano pa left on my to do list?': { todos: ['send money to Tita Nena', 'fix the rice cooker'], lists: { Shopping: ['rice'] } },
  'Add to my to-dos: fix the rice cooker, baka masunog na': { todos: ['send money to Tita Nena'], lists: { Shopping: ['rice'] } },
  'Paid the Meralco, I mean the electricity bill haha, mark it done': {
    todos: ['pay the electricity bill', 'call the school re excursion', 'fix the rice cooker'],
  },
  "When is ate Mia's next volleyball game?": {
    events: [
      { title: 'Volleyball game', date: '2026-03-07', time: '09:00', durationMinutes: 90, member: MIA },
      { title: 'Basketball tryouts', date: '2026-03-07', time: '09:00', member: SAM },
    ],
  },
  'Is kuya Sam free Friday after 3? Gusto ng friend niya mag-playdate': {
    events: [
      { title: 'Basketball practice', date: '2026-02-26', time: '16:00', durationMinutes: 90, member: SAM, weekly: true },
      { title: 'Swim class', date: '2026-02-28', time: '08:30', member: LEO, weekly: true },
    ],
  },
  'Ano ang ganap this weekend for the kids?': {
    events: [
      { title: 'Swim class', date: '2026-02-28', time: '08:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Basketball tryouts', date: '2026-03-07', time: '09:00', member: SAM },
      { title: 'Misa', date: '2026-03-01', time: '09:00', weekly: true },
    ],
  },
  'What reminders do I have set na? Para sure': {
    events: [
      { title: 'Orthodontist', date: '2026-03-10', time: '15:30', member: SAM },
      { title: 'Recital', date: '2026-03-21', time: '18:00', member: MIA },
    ],
  },
  "What's on Sunday? Baka may conflict with Lola's birthday lunch": {
    events: [
      { title: 'Misa', date: '2026-03-01', time: '09:00', durationMinutes: 60, weekly: true },
      { title: "Lola's birthday lunch", date: '2026-03-08', time: '12:00' },
      { title: 'Haircut', date: '2026-03-07', time: '10:00', member: SAM },
    ],
  },
  'Ano schedule ni Leo bukas?': {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:30', durationMinutes: 30, member: LEO },
      { title: 'Basketball practice', date: '2026-02-26', time: '16:00', member: SAM, weekly: true },
    ],
  },
};
