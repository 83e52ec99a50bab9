// Phrasebook 79: a Japanese-Australian mother, very polite, English as her second language; a father typing fast on a phone whose autocorrect mangles words and who never fixes it
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: Japanese-Australian mother, very polite, English as her second language
  p('Hello, please kindly add Mia dentist check-up on Friday at 3.30pm. Thank you very much.', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-06',
    time: '15:30',
  }),
  p('From this week Sam will start Japanese school, every Saturday 9am until 12pm. Please put in the calendar for him.', 'createEvent', {
    title: 'japanese',
    member: SAM,
    date: '2026-03-07',
    time: '09:00',
    durationMinutes: 180,
    recurrence: 'weekly',
  }),
  p('Sorry for trouble. Leo has vaccination at the health centre on 18 March, 10.15 in the morning. Please kindly put it.', 'createEvent', {
    title: 'vaccination',
    member: LEO,
    date: '2026-03-18',
    time: '10:15',
  }),
  p("Please remind me tonight 8pm to prepare Mia's bento for the excursion tomorrow.", 'createEvent', {
    title: 'bento',
    date: '2026-03-04',
    time: '20:00',
    reminderMinutes: 0,
  }),
  p(
    'My mother is coming from Osaka. Please kindly add airport pick up on Monday 6.40am, and remind me one day before because it is very early. Sorry for long message.',
    'createEvent',
    { title: 'airport', date: '2026-03-09', time: '06:40', reminderMinutes: 1440 },
  ),
  p('Please add family dinner at Sushi Train on Sunday 6pm, about 90 minutes. Thank you always.', 'createEvent', {
    title: 'dinner',
    date: '2026-03-08',
    time: '18:00',
    durationMinutes: 90,
  }),
  p('Leo will have swimming lesson every Thursday 10am, start from tomorrow, 30 minutes. Please kindly add.', 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-05',
    time: '10:00',
    durationMinutes: 30,
    recurrence: 'weekly',
  }),
  p(
    'Please make event: Sam class assembly next Tuesday 2.15pm. He will receive certificate so I must not miss it. Remind me 1 hour before please.',
    'createEvent',
    { title: 'assembly', member: SAM, date: '2026-03-10', time: '14:15', reminderMinutes: 60 },
  ),
  p("Sorry for trouble, Mia's piano lesson is change to 5pm from now. The teacher asked me.", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '17:00' },
  }),
  p("The clinic called me, Sam's dentist on Thursday is moved to Friday, same time. Please kindly change it.", 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p("Mia's Japanese class is now at the community hall, not at the library. Please change the place.", 'updateEvent', {
    target: { words: 'japanese', member: MIA },
    changes: { location: 'community hall' },
  }),
  p("Leo's playgroup on Friday finishes 30 minutes later this week, start time is same. Please make it longer, sorry for trouble.", 'updateEvent', {
    target: { words: 'playgroup', member: LEO, date: '2026-03-06' },
    changes: { lengthenMinutes: 30 },
  }),
  p("Please kindly rename 'Mama tomo lunch' to 'Lunch with Yuki'. My husband ask me what is mama tomo.", 'updateEvent', {
    target: { words: 'mama tomo' },
    changes: { title: 'yuki' },
  }),
  p("Mia's tennis tomorrow starts half hour earlier, the coach message me. Thank you always.", 'updateEvent', {
    target: { words: 'tennis', member: MIA, date: '2026-03-05' },
    changes: { shiftMinutes: -30 },
  }),
  p("Please add reminder 2 hours before Sam's swimming carnival. I must make onigiri in the morning.", 'updateEvent', {
    target: { words: 'carnival', member: SAM },
    changes: { reminderMinutes: 120 },
  }),
  p('The doctor appointment on Monday is for Leo. Please kindly put his name on it, I forgot to choose.', 'updateEvent', {
    target: { words: 'doctor', date: '2026-03-09' },
    changes: { member: LEO },
  }),
  p('No swimming for Sam this Saturday, he has a cold. Sorry for trouble.', 'cancelEvent', {
    target: { words: 'swim', member: SAM, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p('Mia wants to stop ballet, she want more time for study. Please delete all the ballet lessons.', 'cancelEvent', {
    target: { words: 'ballet', member: MIA },
    series: true,
  }),
  p('Please kindly cancel my hair salon appointment on Friday. I will book again later.', 'cancelEvent', {
    target: { words: 'hair', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  p("Mia's shodo class tomorrow is cancelled, sensei is sick. Only tomorrow please, next week is normal.", 'cancelEvent', {
    target: { words: 'shodo', member: MIA, fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p('Please add to shopping list: miso paste, tofu and spring onion. Thank you.', 'addListItems', { items: ['miso', 'tofu', 'spring onion'] }),
  p("Is rice on the shopping list already? I don't want to buy two bags.", 'showList', { check: ['rice'] }),
  p('I bought the soy sauce and the nori. Please kindly tick them.', 'tickListItems', { items: ['soy sauce', 'nori'], remove: false }),
  p('Sorry, please remove the bananas from the shopping list, my neighbour gave us many.', 'tickListItems', { items: ['bananas'], remove: true }),
  p('Please add to Bento list: furikake and small containers.', 'addListItems', { list: 'bento', items: ['furikake', 'containers'] }),
  p('What is on the shopping list now please? I am at Woolworths.', 'showList'),
  p('Could you tell me what is in the Japan trip list? I want to check before I pack.', 'showList', { list: 'japan trip' }),
  p("Please kindly add to my to-do: renew Leo's Medicare card, and send thank you card to Tanaka-san.", 'addTodo', { tasks: ['medicare', 'thank you card'] }),
  p('I finished the school form for Sam, please make it done.', 'completeTodo', { text: 'form' }),
  p('What things are left in my to-do list? Sorry to ask again.', 'listTodos'),
  p("Please remind me to buy a birthday present for Chloe, she is Mia's friend.", 'addTodo', { tasks: ['present'] }),
  p('I called the bank already, please tick it off.', 'completeTodo', { text: 'bank' }),
  p("Excuse me, when is Sam's next dentist? I forgot the date.", 'findEvent', { words: 'dentist', member: SAM }),
  p('What do we have on Saturday? My mother wants to visit us.', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('Is Mia free on Friday after school, 3.30 to 5pm? Her friend invited her to play.', 'freeBusy', {
    date: '2026-03-06',
    fromTime: '15:30',
    toTime: '17:00',
    member: MIA,
  }),
  p('Please tell me what reminders I have set. I want to check.', 'listReminders'),
  p("What is Leo's schedule this week please?", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p("What time is the parents evening at Sam's school? I need to ask the babysitter.", 'findEvent', { words: 'parent' }),
  // Voice 2: father typing fast on his phone, autocorrect mangles words and he never fixes them
  p('sam has swimmimg tmrw at 4 can u put it in', 'createEvent', { title: 'swim', member: SAM, date: '2026-03-05', time: '16:00' }),
  p('footy training fir mia every tuesday 5pm starting next week', 'createEvent', {
    title: 'footy',
    member: MIA,
    date: '2026-03-10',
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('leos ducking dentist is friday 9.30am put it in', 'createEvent', { title: 'dentist', member: LEO, date: '2026-03-06', time: '09:30' }),
  p('bbq at daves sat from 2 til 6 with the kinds', 'createEvent', { title: 'bbq', date: '2026-03-07', time: '14:00', durationMinutes: 240 }),
  p('remind me at 5 to pick up the dry clearing', 'createEvent', { title: 'dry clea', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('mia has a sleepover at olivias on satuday nite, drop off 6pm', 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-07', time: '18:00' }),
  p('sams cricket game sunday 8am remind me a hour before so we dont miss it agian', 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-08',
    time: '08:00',
    reminderMinutes: 60,
  }),
  p('leos swimmimg is at 10.30 now not 10 this sat', 'updateEvent', { target: { words: 'swim', member: LEO, date: '2026-03-07' }, changes: { time: '10:30' } }),
  p('sams dentist got moved to tmrw same tine, they had a cancellation', 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { date: '2026-03-05' },
  }),
  p('push mias netball back 30 mins on saturday, the ducking court is double booked', 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-07' },
    changes: { shiftMinutes: 30 },
  }),
  p('move the work drinks from thirsty to friday same time', 'updateEvent', {
    target: { words: 'drinks', date: '2026-03-05' },
    changes: { date: '2026-03-06' },
  }),
  p('sams soccer traning is at maroubra oval now not queens park', 'updateEvent', {
    target: { words: 'soccer', member: SAM },
    changes: { location: 'maroubra' },
  }),
  p('leos doctors appt tmrw is onky 15 mins not an hour', 'updateEvent', { target: { words: 'doctor', member: LEO }, changes: { durationMinutes: 15 } }),
  p('remind me day b4 mias school photoes', 'updateEvent', { target: { words: 'photo', member: MIA }, changes: { reminderMinutes: 1440 } }),
  p('no soccer fir sam this sat, ducking ref shortage so the games off', 'cancelEvent', {
    target: { words: 'soccer', member: SAM, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p('sam quit karaoke thank god, delete all of them', 'cancelEvent', { target: { words: 'kara', member: SAM }, series: true }),
  p('cancel the plumbed tmrw hes sick, will rebook', 'cancelEvent', { target: { words: 'plumb', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  p('clear everything on sunday were going to the coast fir the day', 'cancelEvent', { target: { words: null, fromDate: '2026-03-08', toDate: '2026-03-08' } }),
  p('add milk weetbix and toilet paler to shopping', 'addListItems', { items: ['milk', 'weetbix', 'toilet'] }),
  p('got the bred and eggs', 'tickListItems', { items: ['bread', 'eggs'], remove: false }),
  p('is there coffee on the lust', 'showList', { check: ['coffee'] }),
  p('take chips off the shoping list, kids dont need more junk', 'tickListItems', { items: ['chips'], remove: true }),
  p('whats on the shopping lost', 'showList'),
  p('add sausages bread rolls and charcoal to the camping list', 'addListItems', { list: 'camping', items: ['sausage', 'bread rolls', 'charcoal'] }),
  p('need nappies asap', 'addListItems', { items: ['nappies'] }),
  p('got the ducking dishwasher tablets finally', 'tickListItems', { items: ['dishwasher'] }),
  p('todo ring the insurance hut about the car', 'addTodo', { tasks: ['insurance'] }),
  p('add to my todo list book sams haircut and fix the side gate binge', 'addTodo', { tasks: ['haircut', 'gate'] }),
  p('done the rego, paid it online', 'completeTodo', { text: 'rego' }),
  p('whats in my to do lidt', 'listTodos'),
  p('paid the school fees this morning tick that one off', 'completeTodo', { text: 'fees' }),
  p('remind me to order mias school shies', 'addTodo', { tasks: ['school'] }),
  p('whens sams next swimmimg', 'findEvent', { words: 'swim', member: SAM }),
  p('what we got on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('am i free sat morning fir golf', 'freeBusy', { date: '2026-03-07' }),
  p('what remimders have i got', 'listReminders'),
  p('hows the weekend looking, whats on sat and sin', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'Hello, please kindly add Mia dentist check-up on Friday at 3.30pm. Thank you very much.': {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-12', time: '10:00', durationMinutes: 30, member: SAM },
    ],
  },
  'From this week Sam will start Japanese school, every Saturday 9am until 12pm. Please put in the calendar for him.': {
    events: [
      { title: 'Soccer game', date: '2026-03-07', time: '13:00', durationMinutes: 60, member: SAM },
      { title: 'Ballet', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Sorry for trouble. Leo has vaccination at the health centre on 18 March, 10.15 in the morning. Please kindly put it.': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Doctor', date: '2026-03-18', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  "Please remind me tonight 8pm to prepare Mia's bento for the excursion tomorrow.": {
    events: [
      { title: 'Excursion to the museum', date: '2026-03-05', time: '08:30', durationMinutes: 420, member: MIA },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'My mother is coming from Osaka. Please kindly add airport pick up on Monday 6.40am, and remind me one day before because it is very early. Sorry for long message.':
    {
      events: [
        { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
        { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      ],
    },
  'Please add family dinner at Sushi Train on Sunday 6pm, about 90 minutes. Thank you always.': {
    events: [
      { title: 'Cricket', date: '2026-03-08', time: '08:00', durationMinutes: 120, member: SAM },
      { title: 'Mama tomo lunch', date: '2026-03-06', time: '12:00', durationMinutes: 90 },
    ],
  },
  'Leo will have swimming lesson every Thursday 10am, start from tomorrow, 30 minutes. Please kindly add.': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming lesson', date: '2026-02-28', time: '09:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'Please make event: Sam class assembly next Tuesday 2.15pm. He will receive certificate so I must not miss it. Remind me 1 hour before please.': {
    events: [
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'School photos', date: '2026-03-10', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  "Sorry for trouble, Mia's piano lesson is change to 5pm from now. The teacher asked me.": {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Swimming lesson', date: '2026-02-28', time: '09:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "The clinic called me, Sam's dentist on Thursday is moved to Friday, same time. Please kindly change it.": {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-20', time: '10:00', durationMinutes: 30, member: MIA },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Mia's Japanese class is now at the community hall, not at the library. Please change the place.": {
    events: [
      { title: 'Japanese class', date: '2026-02-28', time: '10:00', durationMinutes: 120, member: MIA, weekly: true, location: 'Randwick Library' },
      { title: 'Ballet', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Leo's playgroup on Friday finishes 30 minutes later this week, start time is same. Please make it longer, sorry for trouble.": {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming lesson', date: '2026-03-05', time: '10:00', durationMinutes: 30, member: LEO },
    ],
  },
  "Please kindly rename 'Mama tomo lunch' to 'Lunch with Yuki'. My husband ask me what is mama tomo.": {
    events: [
      { title: 'Mama tomo lunch', date: '2026-03-06', time: '12:00', durationMinutes: 90 },
      { title: 'Hair salon', date: '2026-03-06', time: '15:00', durationMinutes: 60 },
    ],
  },
  "Mia's tennis tomorrow starts half hour earlier, the coach message me. Thank you always.": {
    events: [
      { title: 'Tennis', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Please add reminder 2 hours before Sam's swimming carnival. I must make onigiri in the morning.": {
    events: [
      { title: 'Swimming carnival', date: '2026-03-13', time: '08:30', durationMinutes: 360, member: SAM },
      { title: 'Swimming lesson', date: '2026-03-05', time: '10:00', durationMinutes: 30, member: LEO },
    ],
  },
  'The doctor appointment on Monday is for Leo. Please kindly put his name on it, I forgot to choose.': {
    events: [
      { title: 'Doctor', date: '2026-03-09', time: '11:00', durationMinutes: 30 },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'No swimming for Sam this Saturday, he has a cold. Sorry for trouble.': {
    events: [
      { title: 'Swimming lesson', date: '2026-02-28', time: '09:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Soccer game', date: '2026-03-07', time: '13:00', durationMinutes: 60, member: SAM },
    ],
  },
  'Mia wants to stop ballet, she want more time for study. Please delete all the ballet lessons.': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Japanese class', date: '2026-02-28', time: '10:00', durationMinutes: 120, member: MIA, weekly: true },
    ],
  },
  'Please kindly cancel my hair salon appointment on Friday. I will book again later.': {
    events: [
      { title: 'Hair salon', date: '2026-03-06', time: '11:00', durationMinutes: 60 },
      { title: 'School assembly', date: '2026-03-06', time: '09:00', durationMinutes: 60 },
    ],
  },
  "Mia's shodo class tomorrow is cancelled, sensei is sick. Only tomorrow please, next week is normal.": {
    events: [
      { title: 'Shodo class', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Tennis', date: '2026-02-26', time: '17:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Please add to shopping list: miso paste, tofu and spring onion. Thank you.': { lists: { Shopping: ['milk', 'rice', 'nori'] } },
  "Is rice on the shopping list already? I don't want to buy two bags.": { lists: { Shopping: ['rice', 'soy sauce', 'bananas'] } },
  'I bought the soy sauce and the nori. Please kindly tick them.': { lists: { Shopping: ['soy sauce', 'nori', 'eggs', 'apples'] } },
  'Sorry, please remove the bananas from the shopping list, my neighbour gave us many.': { lists: { Shopping: ['bananas', 'milk', 'tofu'] } },
  'Please add to Bento list: furikake and small containers.': { lists: { Bento: ['ice pack', 'seaweed'], Shopping: ['milk', 'bread'] } },
  'What is on the shopping list now please? I am at Woolworths.': { lists: { Shopping: ['milk', 'eggs', 'tofu', 'nappies'], Bento: ['ice pack'] } },
  'Could you tell me what is in the Japan trip list? I want to check before I pack.': {
    lists: { 'Japan trip': ['passports', 'JR pass', 'gifts for grandma'], Shopping: ['milk', 'rice'] },
  },
  "Please kindly add to my to-do: renew Leo's Medicare card, and send thank you card to Tanaka-san.": { todos: ['book car service', 'call the bank'] },
  'I finished the school form for Sam, please make it done.': { todos: ["sign Sam's school form", 'book car service', 'call the bank'] },
  'What things are left in my to-do list? Sorry to ask again.': { todos: ['book car service', 'renew Medicare card', 'call the bank'] },
  "Please remind me to buy a birthday present for Chloe, she is Mia's friend.": {
    todos: ['call the bank', 'book car service'],
    events: [{ title: "Chloe's birthday party", date: '2026-03-14', time: '14:00', durationMinutes: 120, member: MIA }],
  },
  'I called the bank already, please tick it off.': { todos: ['call the bank', 'book car service', 'renew Medicare card'] },
  "Excuse me, when is Sam's next dentist? I forgot the date.": {
    events: [
      { title: 'Dentist', date: '2026-03-16', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-20', time: '10:00', durationMinutes: 30, member: MIA },
    ],
  },
  'What do we have on Saturday? My mother wants to visit us.': {
    events: [
      { title: 'Japanese class', date: '2026-02-28', time: '10:00', durationMinutes: 120, member: MIA, weekly: true },
      { title: 'Soccer game', date: '2026-03-07', time: '13:00', durationMinutes: 60, member: SAM },
      { title: 'Dinner at Sushi Train', date: '2026-03-08', time: '18:00', durationMinutes: 90 },
    ],
  },
  'Is Mia free on Friday after school, 3.30 to 5pm? Her friend invited her to play.': {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  'Please tell me what reminders I have set. I want to check.': {
    events: [
      { title: 'Airport pick up', date: '2026-03-09', time: '06:40', durationMinutes: 60 },
      { title: 'Swimming carnival', date: '2026-03-13', time: '08:30', durationMinutes: 360, member: SAM },
    ],
  },
  "What is Leo's schedule this week please?": {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming lesson', date: '2026-03-05', time: '10:00', durationMinutes: 30, member: LEO },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "What time is the parents evening at Sam's school? I need to ask the babysitter.": {
    events: [
      { title: 'Parents evening', date: '2026-03-11', time: '18:00', durationMinutes: 90 },
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  // Voice 2
  'sam has swimmimg tmrw at 4 can u put it in': {
    events: [
      { title: 'Cricket training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'footy training fir mia every tuesday 5pm starting next week': {
    events: [
      { title: 'Footy training', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'leos ducking dentist is friday 9.30am put it in': {
    events: [
      { title: 'Daycare', date: '2026-02-27', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'bbq at daves sat from 2 til 6 with the kinds': {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Bbq at Nonna', date: '2026-03-15', time: '12:00', durationMinutes: 180 },
    ],
  },
  'remind me at 5 to pick up the dry clearing': {
    events: [
      { title: 'Footy training', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Work drinks', date: '2026-03-05', time: '17:30', durationMinutes: 120 },
    ],
  },
  'mia has a sleepover at olivias on satuday nite, drop off 6pm': {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Birthday party', date: '2026-03-07', time: '14:00', durationMinutes: 120, member: SAM },
    ],
  },
  'sams cricket game sunday 8am remind me a hour before so we dont miss it agian': {
    events: [
      { title: 'Cricket training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Lunch at Nonnas', date: '2026-03-08', time: '12:30', durationMinutes: 120 },
    ],
  },
  'leos swimmimg is at 10.30 now not 10 this sat': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Soccer', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
    ],
  },
  'sams dentist got moved to tmrw same tine, they had a cancellation': {
    events: [
      { title: 'Dentist', date: '2026-03-10', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-19', time: '09:00', durationMinutes: 30, member: MIA },
      { title: 'Cricket training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'push mias netball back 30 mins on saturday, the ducking court is double booked': {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Footy', date: '2026-03-07', time: '10:00', durationMinutes: 90, member: SAM },
    ],
  },
  'move the work drinks from thirsty to friday same time': {
    events: [
      { title: 'Work drinks', date: '2026-03-05', time: '17:30', durationMinutes: 120 },
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
    ],
  },
  'sams soccer traning is at maroubra oval now not queens park': {
    events: [
      { title: 'Soccer training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true, location: 'Queens Park' },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'leos doctors appt tmrw is onky 15 mins not an hour': {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '10:00', durationMinutes: 60, member: LEO },
      { title: 'Daycare', date: '2026-02-27', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
    ],
  },
  'remind me day b4 mias school photoes': {
    events: [
      { title: 'School photos', date: '2026-03-12', time: '09:00', durationMinutes: 60, member: MIA },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'no soccer fir sam this sat, ducking ref shortage so the games off': {
    events: [
      { title: 'Soccer game', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'sam quit karaoke thank god, delete all of them': {
    events: [
      { title: 'Karate', date: '2026-02-25', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Cricket training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'cancel the plumbed tmrw hes sick, will rebook': {
    events: [
      { title: 'Plumber', date: '2026-03-05', time: '08:00', durationMinutes: 120 },
      { title: 'Tennis', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
    ],
  },
  'clear everything on sunday were going to the coast fir the day': {
    events: [
      { title: 'Cricket game', date: '2026-03-08', time: '08:00', durationMinutes: 180, member: SAM },
      { title: 'Lunch at Nonnas', date: '2026-03-08', time: '12:30', durationMinutes: 120 },
      { title: 'Netball', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  'add milk weetbix and toilet paler to shopping': { lists: { Shopping: ['bread', 'eggs', 'coffee'] } },
  'got the bred and eggs': { lists: { Shopping: ['bread', 'eggs', 'coffee', 'nappies'] } },
  'is there coffee on the lust': { lists: { Shopping: ['milk', 'coffee', 'bananas'] } },
  'take chips off the shoping list, kids dont need more junk': { lists: { Shopping: ['chips', 'milk', 'apples'] } },
  'whats on the shopping lost': { lists: { Shopping: ['milk', 'weetbix', 'toilet paper', 'sausages'], Camping: ['tent pegs'] } },
  'add sausages bread rolls and charcoal to the camping list': { lists: { Camping: ['tent pegs', 'torch'], Shopping: ['milk', 'bread'] } },
  'need nappies asap': { lists: { Shopping: ['milk', 'wipes', 'bananas'] } },
  'got the ducking dishwasher tablets finally': { lists: { Shopping: ['dishwasher tablets', 'milk', 'apples'] } },
  'todo ring the insurance hut about the car': { todos: ['pay car rego', 'book sams haircut'] },
  'add to my todo list book sams haircut and fix the side gate binge': { todos: ['pay car rego', 'ring the insurance guy'] },
  'done the rego, paid it online': { todos: ['pay car rego', 'book sams haircut', 'ring the insurance guy'] },
  'whats in my to do lidt': { todos: ['pay car rego', 'book sams haircut', 'fix the side gate hinge'] },
  'paid the school fees this morning tick that one off': { todos: ['pay school fees', 'buy birthday card for mum', 'mow the lawn'] },
  'remind me to order mias school shies': { todos: ['pay car rego', 'mow the lawn'] },
  'whens sams next swimmimg': {
    events: [
      { title: 'Swimming', date: '2026-02-27', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '10:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Cricket training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'what we got on tmrw': {
    events: [
      { title: 'Plumber', date: '2026-03-05', time: '08:00', durationMinutes: 120 },
      { title: 'Work drinks', date: '2026-03-05', time: '17:30', durationMinutes: 120 },
      { title: 'Netball', date: '2026-03-06', time: '16:00', durationMinutes: 60, member: MIA },
    ],
  },
  'am i free sat morning fir golf': {
    events: [
      { title: 'Soccer game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Netball', date: '2026-02-28', time: '10:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'what remimders have i got': {
    events: [
      { title: 'School photos', date: '2026-03-12', time: '09:00', durationMinutes: 60, member: MIA },
      { title: 'Cricket game', date: '2026-03-08', time: '08:00', durationMinutes: 180, member: SAM },
    ],
  },
  'hows the weekend looking, whats on sat and sin': {
    events: [
      { title: 'Soccer game', date: '2026-03-07', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Netball', date: '2026-02-28', time: '10:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Lunch at Nonnas', date: '2026-03-08', time: '12:30', durationMinutes: 120 },
    ],
  },
};
