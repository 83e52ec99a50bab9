// Phrasebook 86: an Iranian-born mother in Australia writing English as her second language, polite and warm; a single dad of three who trails off with ellipses and adds afterthoughts
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: Iranian-born mother in Australia, English as her second language, polite and warm
  // new events
  p('Hello dear, please kindly put in calender: Mia has dentist this Friday, 10:30 in the morning.', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-06',
    time: '10:30',
  }),
  p('Salam dear. From next week Sam has Persian class every Thursday, 4:30 in afternoon for one hour. Please kindly add it.', 'createEvent', {
    title: 'persian',
    member: SAM,
    date: '2026-03-12',
    time: '16:30',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p(
    'Dear, Saturday night me and my husband Reza we are invited to dinner at his cousin house, 7:30. Please kindly add and remind me 2 hours before, I must make the dessert.',
    'createEvent',
    { title: 'dinner', date: '2026-03-07', time: '19:30', reminderMinutes: 120 },
  ),
  p('Leo his vaccination is on Monday 9th, quarter past nine in morning. Please put it, inshallah he will not cry too much 😅', 'createEvent', {
    title: 'vaccination',
    member: LEO,
    date: '2026-03-09',
    time: '09:15',
  }),
  p("Please kindly remind me at 5 o'clock today to take the lamb out from freezer, it is for the khoresh tomorow.", 'createEvent', {
    title: 'lamb',
    date: '2026-03-04',
    time: '17:00',
    reminderMinutes: 0,
  }),
  p('Dear, Mia school has swimming carnival on Thursday 12th March, is whole day. Please add it for Mia, she is very exited.', 'createEvent', {
    title: 'carnival',
    member: MIA,
    date: '2026-03-12',
    allDay: true,
  }),
  p(
    'Nowruz party in the community hall is Saturday 21st March, from 6 until 10 at night. Please kindly put in calendar for whole family, inshallah we all go.',
    'createEvent',
    { title: 'nowruz', date: '2026-03-21', time: '18:00', durationMinutes: 240 },
  ),
  p('Please kindly add for Sam playdate with his friend Arash, Sunday from 3 until 5 afternoon.', 'createEvent', {
    title: 'playdate',
    member: SAM,
    date: '2026-03-08',
    time: '15:00',
    durationMinutes: 120,
  }),
  // changes
  p('Khaste nabashi dear. Leo swimming on Saturdays now is at half past nine, not at 9. The pool changed all the times. Please kindly fix it.', 'updateEvent', {
    target: { words: 'swimming', member: LEO },
    changes: { time: '09:30' },
  }),
  p(
    'Dear, Mia piano teacher is travelling, so the piano of next Monday she moved it to Tuesday 10th, same time. Please kindly change only this one.',
    'updateEvent',
    { target: { words: 'piano', member: MIA, date: '2026-03-09' }, changes: { date: '2026-03-10' } },
  ),
  p('The parent-teacher meeting for Sam, the school sent email, it is now at 4:15 not 3:45. Please change it dear.', 'updateEvent', {
    target: { words: 'teacher', member: SAM },
    changes: { time: '16:15' },
  }),
  p('Please kindly make Leo doctor tomorrow 45 minutes, I put before only 15 but the nurse said is longer.', 'updateEvent', {
    target: { words: 'doctor', member: LEO },
    changes: { durationMinutes: 45 },
  }),
  p('Dear, Sam football training from this week is in Bicentennial Park, not the school oval anymore. Please kindly write the new place.', 'updateEvent', {
    target: { words: 'football', member: SAM },
    changes: { location: 'Bicentennial Park' },
  }),
  p("Please change the name of 'Mia tutor' to 'Maths tutoring', dear, so my husband understand what it is.", 'updateEvent', {
    target: { words: 'tutor' },
    changes: { title: 'maths tutoring' },
  }),
  p('For Sam orthodontist on Tuesday please kindly remind me one day before, this one I always forget.', 'updateEvent', {
    target: { words: 'orthodontist', member: SAM },
    changes: { reminderMinutes: 1440 },
  }),
  p('Dear, the haircut on Saturday I forgot to say for who, it is for Leo. Please put his name on it.', 'updateEvent', {
    target: { words: 'haircut' },
    changes: { member: LEO },
  }),
  // cancels
  p('Salam dear, this Saturday Mia has no ballet, the teacher goes to Iran for family matter. Please cancel only this Saturday, not all.', 'cancelEvent', {
    target: { words: 'ballet', member: MIA, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p('Sam he does not want chess club anymore, he say is boring. Please remove all of them from calendar, mersi.', 'cancelEvent', {
    target: { words: 'chess', member: SAM },
    series: true,
  }),
  p('Please kindly delete my dentist tomorrow, I will call them and make another day.', 'cancelEvent', {
    target: { words: 'dentist', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  p('Dear, the picnic with Nasrin family on Sunday is cancelled, they say it will rain all day.', 'cancelEvent', {
    target: { words: 'picnic', fromDate: '2026-03-08', toDate: '2026-03-08' },
  }),
  // lists
  p('Please kindly to shopping list add: saffron, basmati rice and barberries.', 'addListItems', { items: ['saffron', 'basmati', 'barberries'] }),
  p("Dear, feta cheese is on our shopping list already or not? I don't want to buy two times.", 'showList', { check: ['feta'] }),
  p('I bought the lavash and the cucumbers, please tick them, mersi dear.', 'tickListItems', { items: ['lavash', 'cucumbers'] }),
  p('To the Nowruz list please add goldfish, hyacinth and sabzeh seeds. Inshallah this year I find a nice goldfish.', 'addListItems', {
    list: 'nowruz',
    items: ['goldfish', 'hyacinth', 'sabzeh'],
  }),
  p('Please remove chicken from shopping list, my mother she brings chicken from her house tomorrow.', 'tickListItems', { items: ['chicken'], remove: true }),
  p('What is on the shopping list dear? I am now in the Persian shop in Ryde.', 'showList'),
  p('Eggs are on the Nowruz list or I forgot to add them?', 'showList', { list: 'nowruz', check: ['eggs'] }),
  // to-dos
  p('Please add to my to-do list: call the school about Sam uniform, and pay the water bill.', 'addTodo', { tasks: ['uniform', 'water bill'] }),
  p('Dear, the Medicare card I renewed already, please tick it from my to-do.', 'completeTodo', { text: 'medicare' }),
  p('What is still on my to-do list? Please kindly send me.', 'listTodos'),
  p('Please remind me to send money for my sister in Tehran.', 'addTodo', { tasks: ['money'] }),
  p('The gift for Mia teacher I bought yesterday, please make it done.', 'completeTodo', { text: 'gift' }),
  p('Add to my to-do please: Mia passport photos and book Leo check-up.', 'addTodo', { tasks: ['passport', 'check'] }),
  // questions
  p('Dear, what we have tomorrow? I want to know if I can visit my friend Shirin.', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('When is next swimming lesson of Leo please?', 'findEvent', { words: 'swimming', member: LEO }),
  p('Is Mia free Saturday afternoon? Her friend Parisa invited her to birthday.', 'freeBusy', {
    date: '2026-03-07',
    fromTime: '12:00',
    toTime: '17:00',
    member: MIA,
  }),
  p('Please kindly tell me which reminders I have, I am not sure I set one for the doctor.', 'listReminders'),
  p('What Sam has this week? I want to plan for the grandmother visit.', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),

  // Voice 2: single dad of three, trails off with ellipses and adds afterthoughts
  // new events
  p("leo dentist friday 2.30... oh and remind me an hour before. he always needs a wee right when we're leaving", 'createEvent', {
    title: 'dentist',
    member: LEO,
    date: '2026-03-06',
    time: '14:30',
    reminderMinutes: 60,
  }),
  p("sam's got cricket every saturday starting this week... 8am. oh and it goes 3 hours so put that in", 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-07',
    time: '08:00',
    durationMinutes: 180,
    recurrence: 'weekly',
  }),
  p('parent teacher night thursday 6pm for mia... actually wait its 6.30. the email said 6.30', 'createEvent', {
    title: 'teacher',
    member: MIA,
    date: '2026-03-05',
    time: '18:30',
  }),
  p('remind me at 8 tonight to sign the excursion note... its in sams bag somewhere', 'createEvent', {
    title: 'excursion',
    date: '2026-03-04',
    time: '20:00',
    reminderMinutes: 0,
  }),
  p('footy presentation night for sam on the 20th... 6pm. oh its at the leagues club if that matters', 'createEvent', {
    title: 'presentation',
    member: SAM,
    date: '2026-03-20',
    time: '18:00',
  }),
  p("grandma's flight lands sunday 11.40am... can u put that in. i'm picking her up", 'createEvent', { title: 'grandma', date: '2026-03-08', time: '11:40' }),
  p("book leo's haircut tmrw at 4... nvm make it 4.30 i finish late thursdays", 'createEvent', {
    title: 'haircut',
    member: LEO,
    date: '2026-03-05',
    time: '16:30',
  }),
  // changes
  p('mias netball tmrw is 30 mins later... they changed the court times again', 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-05' },
    changes: { shiftMinutes: 30 },
  }),
  p('can u move the vet to saturady... same time. cant do friday anymore', 'updateEvent', { target: { words: 'vet' }, changes: { date: '2026-03-07' } }),
  p('leos speech therapy is 45 mins not an hour... my bad', 'updateEvent', { target: { words: 'speech', member: LEO }, changes: { durationMinutes: 45 } }),
  p('piano... mias one. its 5pm now not 4.30. every week from now on', 'updateEvent', { target: { words: 'piano', member: MIA }, changes: { time: '17:00' } }),
  p("rename 'thing at school' to sams assembly... couldnt remember what it was when i put it in lol", 'updateEvent', {
    target: { words: 'thing' },
    changes: { title: 'assembly' },
  }),
  p('remind me 30 mins before physio tmrw... i keep forgetting it', 'updateEvent', { target: { words: 'physio' }, changes: { reminderMinutes: 30 } }),
  p('push sams orthodontist to 3.45... the one this friday. not the april one', 'updateEvent', {
    target: { words: 'orthodontist', member: SAM, date: '2026-03-06' },
    changes: { time: '15:45' },
  }),
  // cancels
  p("no cricket for sam this saturday... we've got a wedding. just this one tho", 'cancelEvent', {
    target: { words: 'cricket', member: SAM, fromDate: '2026-03-07', toDate: '2026-03-07' },
    series: false,
  }),
  p("cancel leos playgroup... all of them. he's starting daycare full time next week", 'cancelEvent', {
    target: { words: 'playgroup', member: LEO },
    series: true,
  }),
  p('drinks with dave tonight is off... kids are sick. delete it', 'cancelEvent', {
    target: { words: 'drinks', fromDate: '2026-03-04', toDate: '2026-03-04' },
  }),
  p('delete the haircut... the thursday one. not mias', 'cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-05', toDate: '2026-03-05' } }),
  // lists
  p('need milk bread and weetbix... oh and nappies. the size 5 ones', 'addListItems', { items: ['milk', 'bread', 'weetbix', 'nappies'] }),
  p("is toilet paper on the list... we're on the last roll", 'showList', { check: ['toilet paper'] }),
  p("got the bananas and cheese... rest i'll grab tmrw", 'tickListItems', { items: ['bananas', 'cheese'] }),
  p('take chips off the list... actually wait the lollies too. kids dont need em', 'tickListItems', { items: ['chips', 'lollies'], remove: true }),
  p('at woolies... whats on the list', 'showList'),
  p('add sunscreen and a spare hat to the camp list... oh and a torch. sams keeps dying', 'addListItems', {
    list: 'camp',
    items: ['sunscreen', 'hat', 'torch'],
  }),
  p('do we have eggs on the list... nvm just add eggs. and butter', 'addListItems', { items: ['eggs', 'butter'] }),
  p('is dog food on there... the shopping list i mean', 'showList', { check: ['dog food'] }),
  // to-dos
  p('todo... renew the rego. oh and book the car in for a service', 'addTodo', { tasks: ['rego', 'service'] }),
  p('done the school froms... tick that off', 'completeTodo', { text: 'school' }),
  p('whats on my to do list... the jobs one not shopping', 'listTodos'),
  p('paid the daycare fees finally... cross it off', 'completeTodo', { text: 'daycare' }),
  p('add to my todos ring the plumber about the leak... and email mias teacher. about the reader thing', 'addTodo', { tasks: ['plumber', 'teacher'] }),
  // questions
  p('what have we got on the weekend... trying to plan a beach day', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("when's sams dentist again... was it next week?", 'findEvent', { words: 'dentist', member: SAM }),
  p('am i free friday arvo... boss wants a meeting', 'freeBusy', { date: '2026-03-06', fromTime: '12:00', toTime: '17:00' }),
  p('what reminders have i got... feel like im forgetting something', 'listReminders'),
  p('whats leo got tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: LEO }),
  p('what time is mias netball thursday... oh and where is it', 'findEvent', { words: 'netball', member: MIA }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'Hello dear, please kindly put in calender: Mia has dentist this Friday, 10:30 in the morning.': {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-20', time: '09:00', durationMinutes: 30, member: SAM },
    ],
  },
  'Salam dear. From next week Sam has Persian class every Thursday, 4:30 in afternoon for one hour. Please kindly add it.': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Dear, Saturday night me and my husband Reza we are invited to dinner at his cousin house, 7:30. Please kindly add and remind me 2 hours before, I must make the dessert.':
    {
      events: [
        { title: 'Ballet', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true },
        { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      ],
      todos: ['buy saffron for the dessert'],
    },
  'Leo his vaccination is on Monday 9th, quarter past nine in morning. Please put it, inshallah he will not cry too much 😅': {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Doctor', date: '2026-03-05', time: '11:00', durationMinutes: 15, member: LEO },
    ],
  },
  "Please kindly remind me at 5 o'clock today to take the lamb out from freezer, it is for the khoresh tomorow.": {
    events: [{ title: 'Persian class', date: '2026-03-05', time: '16:30', durationMinutes: 60, member: SAM }],
    lists: { Shopping: ['dried limes', 'turmeric', 'onions'] },
  },
  'Dear, Mia school has swimming carnival on Thursday 12th March, is whole day. Please add it for Mia, she is very exited.': {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Nowruz party in the community hall is Saturday 21st March, from 6 until 10 at night. Please kindly put in calendar for whole family, inshallah we all go.': {
    events: [{ title: 'Ballet', date: '2026-02-28', time: '10:00', durationMinutes: 60, member: MIA, weekly: true }],
    lists: { Nowruz: ['goldfish', 'painted eggs', 'coins'] },
  },
  'Please kindly add for Sam playdate with his friend Arash, Sunday from 3 until 5 afternoon.': {
    events: [
      { title: 'Picnic with the Karimi family', date: '2026-03-08', time: '11:00', durationMinutes: 180 },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Khaste nabashi dear. Leo swimming on Saturdays now is at half past nine, not at 9. The pool changed all the times. Please kindly fix it.': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Dear, Mia piano teacher is travelling, so the piano of next Monday she moved it to Tuesday 10th, same time. Please kindly change only this one.': {
    events: [
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'The parent-teacher meeting for Sam, the school sent email, it is now at 4:15 not 3:45. Please change it dear.': {
    events: [
      { title: 'Parent-teacher meeting', date: '2026-03-10', time: '15:45', durationMinutes: 15, member: SAM },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Please kindly make Leo doctor tomorrow 45 minutes, I put before only 15 but the nurse said is longer.': {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '11:00', durationMinutes: 15, member: LEO },
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'Dear, Sam football training from this week is in Bicentennial Park, not the school oval anymore. Please kindly write the new place.': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true, location: 'School oval' },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Please change the name of 'Mia tutor' to 'Maths tutoring', dear, so my husband understand what it is.": {
    events: [
      { title: 'Mia tutor', date: '2026-03-03', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano lesson', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'For Sam orthodontist on Tuesday please kindly remind me one day before, this one I always forget.': {
    events: [
      { title: 'Orthodontist', date: '2026-03-10', time: '08:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-06', time: '10:30', durationMinutes: 30, member: MIA },
    ],
  },
  'Dear, the haircut on Saturday I forgot to say for who, it is for Leo. Please put his name on it.': {
    events: [
      { title: 'Haircut', date: '2026-03-07', time: '11:00', durationMinutes: 30 },
      { title: 'Swimming', date: '2026-02-28', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Salam dear, this Saturday Mia has no ballet, the teacher goes to Iran for family matter. Please cancel only this Saturday, not all.': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'Sam he does not want chess club anymore, he say is boring. Please remove all of them from calendar, mersi.': {
    events: [
      { title: 'Chess club', date: '2026-02-25', time: '15:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'Please kindly delete my dentist tomorrow, I will call them and make another day.': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '10:00', durationMinutes: 45 },
      { title: 'Coffee with Shirin', date: '2026-03-05', time: '11:30', durationMinutes: 60 },
      { title: 'Dentist', date: '2026-03-20', time: '09:00', durationMinutes: 30, member: SAM },
    ],
  },
  'Dear, the picnic with Nasrin family on Sunday is cancelled, they say it will rain all day.': {
    events: [
      { title: 'Picnic with Nasrin family', date: '2026-03-08', time: '11:00', durationMinutes: 180 },
      { title: 'Playdate with Arash', date: '2026-03-08', time: '15:00', durationMinutes: 120, member: SAM },
    ],
  },
  'Please kindly to shopping list add: saffron, basmati rice and barberries.': { lists: { Shopping: ['milk', 'yoghurt', 'cucumbers'] } },
  "Dear, feta cheese is on our shopping list already or not? I don't want to buy two times.": {
    lists: { Shopping: ['feta cheese', 'lavash bread', 'tomatoes', 'dates'] },
  },
  'I bought the lavash and the cucumbers, please tick them, mersi dear.': { lists: { Shopping: ['lavash bread', 'cucumbers', 'pistachios', 'milk'] } },
  'To the Nowruz list please add goldfish, hyacinth and sabzeh seeds. Inshallah this year I find a nice goldfish.': {
    lists: { Shopping: ['milk', 'rice'], Nowruz: ['painted eggs', 'coins', 'vinegar'] },
  },
  'Please remove chicken from shopping list, my mother she brings chicken from her house tomorrow.': {
    lists: { Shopping: ['chicken thighs', 'onions', 'turmeric', 'bread'] },
  },
  'What is on the shopping list dear? I am now in the Persian shop in Ryde.': {
    lists: { Shopping: ['dried limes', 'saffron', 'pomegranate molasses', 'lavash'] },
    todos: ['call the council about the bins'],
  },
  'Eggs are on the Nowruz list or I forgot to add them?': { lists: { Nowruz: ['painted eggs', 'goldfish', 'sumac'], Shopping: ['milk', 'bread'] } },
  'Please add to my to-do list: call the school about Sam uniform, and pay the water bill.': {
    todos: ['renew Medicare card', 'book car service'],
    lists: { Shopping: ['milk', 'rice'] },
  },
  'Dear, the Medicare card I renewed already, please tick it from my to-do.': {
    todos: ['renew Medicare card', 'pay the water bill', 'buy gift for Mia teacher'],
  },
  'What is still on my to-do list? Please kindly send me.': {
    todos: ['pay the water bill', 'buy gift for Mia teacher', 'call the school about Sam uniform'],
    lists: { Shopping: ['saffron', 'milk'] },
  },
  'Please remind me to send money for my sister in Tehran.': {
    todos: ['pay the water bill', 'book car service'],
    events: [{ title: 'Coffee with Shirin', date: '2026-03-05', time: '11:30', durationMinutes: 60 }],
  },
  'The gift for Mia teacher I bought yesterday, please make it done.': {
    todos: ['buy gift for Mia teacher', 'call the school about Sam uniform', 'pay the water bill'],
  },
  'Add to my to-do please: Mia passport photos and book Leo check-up.': {
    todos: ['pay the water bill', 'renew Medicare card'],
    events: [{ title: 'Doctor', date: '2026-03-05', time: '11:00', durationMinutes: 15, member: LEO }],
  },
  'Dear, what we have tomorrow? I want to know if I can visit my friend Shirin.': {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '11:00', durationMinutes: 15, member: LEO },
      { title: 'Persian class', date: '2026-03-05', time: '16:30', durationMinutes: 60, member: SAM },
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'When is next swimming lesson of Leo please?': {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming carnival', date: '2026-03-12', member: MIA },
    ],
  },
  'Is Mia free Saturday afternoon? Her friend Parisa invited her to birthday.': {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Haircut', date: '2026-03-07', time: '14:00', durationMinutes: 30, member: LEO },
    ],
  },
  'Please kindly tell me which reminders I have, I am not sure I set one for the doctor.': {
    events: [
      { title: 'Doctor', date: '2026-03-05', time: '11:00', durationMinutes: 15, member: LEO },
      { title: 'Orthodontist', date: '2026-03-10', time: '08:30', durationMinutes: 30, member: SAM },
    ],
  },
  'What Sam has this week? I want to plan for the grandmother visit.': {
    events: [
      { title: 'Football training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Orthodontist', date: '2026-03-10', time: '08:30', durationMinutes: 30, member: SAM },
      { title: 'Ballet', date: '2026-02-28', time: '10:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },

  // Voice 2
  "leo dentist friday 2.30... oh and remind me an hour before. he always needs a wee right when we're leaving": {
    events: [
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
      { title: 'Dentist', date: '2026-03-11', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  "sam's got cricket every saturday starting this week... 8am. oh and it goes 3 hours so put that in": {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
    ],
  },
  'parent teacher night thursday 6pm for mia... actually wait its 6.30. the email said 6.30': {
    events: [
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
      { title: 'Physio', date: '2026-03-05', time: '12:15', durationMinutes: 45 },
    ],
  },
  'remind me at 8 tonight to sign the excursion note... its in sams bag somewhere': {
    events: [{ title: 'Drinks with Dave', date: '2026-03-06', time: '19:00', durationMinutes: 120 }],
    todos: ['pay daycare fees', 'call the plumber'],
  },
  'footy presentation night for sam on the 20th... 6pm. oh its at the leagues club if that matters': {
    events: [
      { title: 'Footy training', date: '2026-03-03', time: '16:30', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Orthodontist', date: '2026-03-20', time: '15:00', durationMinutes: 30, member: MIA },
    ],
  },
  "grandma's flight lands sunday 11.40am... can u put that in. i'm picking her up": {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:00', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Birthday party', date: '2026-03-08', time: '14:00', durationMinutes: 120, member: MIA },
    ],
  },
  "book leo's haircut tmrw at 4... nvm make it 4.30 i finish late thursdays": {
    events: [
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
      { title: 'Haircut', date: '2026-03-14', time: '10:00', durationMinutes: 30, member: MIA },
    ],
  },
  'mias netball tmrw is 30 mins later... they changed the court times again': {
    events: [
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
      { title: 'Physio', date: '2026-03-05', time: '12:15', durationMinutes: 45 },
    ],
  },
  'can u move the vet to saturady... same time. cant do friday anymore': {
    events: [
      { title: 'Vet', date: '2026-03-06', time: '10:00', durationMinutes: 30 },
      { title: 'Cricket', date: '2026-02-28', time: '08:00', durationMinutes: 180, member: SAM, weekly: true },
    ],
  },
  'leos speech therapy is 45 mins not an hour... my bad': {
    events: [
      { title: 'Speech therapy', date: '2026-03-10', time: '14:30', durationMinutes: 60, member: LEO },
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
    ],
  },
  'piano... mias one. its 5pm now not 4.30. every week from now on': {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:30', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Guitar', date: '2026-03-03', time: '16:30', durationMinutes: 30, member: SAM, weekly: true },
    ],
  },
  "rename 'thing at school' to sams assembly... couldnt remember what it was when i put it in lol": {
    events: [
      { title: 'Thing at school', date: '2026-03-06', time: '09:00', durationMinutes: 60 },
      { title: 'Cricket', date: '2026-02-28', time: '08:00', durationMinutes: 180, member: SAM, weekly: true },
    ],
  },
  'remind me 30 mins before physio tmrw... i keep forgetting it': {
    events: [
      { title: 'Physio', date: '2026-03-05', time: '12:15', durationMinutes: 45 },
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
    ],
  },
  'push sams orthodontist to 3.45... the one this friday. not the april one': {
    events: [
      { title: 'Orthodontist', date: '2026-03-06', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Orthodontist', date: '2026-04-14', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Vet', date: '2026-03-06', time: '10:00', durationMinutes: 30 },
    ],
  },
  "no cricket for sam this saturday... we've got a wedding. just this one tho": {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:00', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "cancel leos playgroup... all of them. he's starting daycare full time next week": {
    events: [
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'drinks with dave tonight is off... kids are sick. delete it': {
    events: [
      { title: 'Drinks with Dave', date: '2026-03-04', time: '19:00', durationMinutes: 120 },
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
    ],
  },
  'delete the haircut... the thursday one. not mias': {
    events: [
      { title: 'Haircut', date: '2026-03-05', time: '16:30', durationMinutes: 30, member: LEO },
      { title: 'Haircut', date: '2026-03-14', time: '10:00', durationMinutes: 30, member: MIA },
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
    ],
  },
  'need milk bread and weetbix... oh and nappies. the size 5 ones': { lists: { Shopping: ['bananas', 'apples', 'coffee'] } },
  "is toilet paper on the list... we're on the last roll": { lists: { Shopping: ['toilet paper', 'milk', 'cheese'] } },
  "got the bananas and cheese... rest i'll grab tmrw": { lists: { Shopping: ['bananas', 'cheese', 'nappies', 'bread'] } },
  'take chips off the list... actually wait the lollies too. kids dont need em': { lists: { Shopping: ['chips', 'lollies', 'milk', 'chicken'] } },
  'at woolies... whats on the list': { lists: { Shopping: ['milk', 'weetbix', 'nappies', 'sausages'] }, todos: ['renew the rego'] },
  'add sunscreen and a spare hat to the camp list... oh and a torch. sams keeps dying': {
    lists: { Camp: ['sleeping bag', 'pillow'], Shopping: ['milk', 'bread'] },
  },
  'do we have eggs on the list... nvm just add eggs. and butter': { lists: { Shopping: ['milk', 'bread', 'apples'] } },
  'is dog food on there... the shopping list i mean': { lists: { Shopping: ['dog food', 'rice', 'milk'], Camp: ['torch'] } },
  'todo... renew the rego. oh and book the car in for a service': { todos: ['pay daycare fees', 'call the plumber'], lists: { Shopping: ['milk'] } },
  'done the school froms... tick that off': { todos: ['fill in school forms', 'call the plumber', 'pay daycare fees'] },
  'whats on my to do list... the jobs one not shopping': {
    todos: ['renew the rego', 'call the plumber', 'pay daycare fees'],
    lists: { Shopping: ['milk', 'nappies'] },
  },
  'paid the daycare fees finally... cross it off': { todos: ['pay daycare fees', 'renew the rego', 'call the plumber'] },
  'add to my todos ring the plumber about the leak... and email mias teacher. about the reader thing': { todos: ['renew the rego', 'pay daycare fees'] },
  'what have we got on the weekend... trying to plan a beach day': {
    events: [
      { title: 'Cricket', date: '2026-02-28', time: '08:00', durationMinutes: 180, member: SAM, weekly: true },
      { title: 'Birthday party', date: '2026-03-08', time: '14:00', durationMinutes: 120, member: MIA },
      { title: 'Physio', date: '2026-03-05', time: '12:15', durationMinutes: 45 },
    ],
  },
  "when's sams dentist again... was it next week?": {
    events: [
      { title: 'Dentist', date: '2026-03-11', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-06', time: '14:30', durationMinutes: 30, member: LEO },
      { title: 'Cricket', date: '2026-02-28', time: '08:00', durationMinutes: 180, member: SAM, weekly: true },
    ],
  },
  'am i free friday arvo... boss wants a meeting': {
    events: [
      { title: 'School pickup', date: '2026-03-06', time: '15:00', durationMinutes: 30 },
      { title: 'Vet', date: '2026-03-06', time: '10:00', durationMinutes: 30 },
    ],
  },
  'what reminders have i got... feel like im forgetting something': {
    events: [
      { title: 'Physio', date: '2026-03-05', time: '12:15', durationMinutes: 45 },
      { title: 'Speech therapy', date: '2026-03-10', time: '14:30', durationMinutes: 60, member: LEO },
    ],
    todos: ['renew the rego'],
  },
  'whats leo got tmrw': {
    events: [
      { title: 'Daycare', date: '2026-03-02', time: '08:00', durationMinutes: 540, member: LEO, weekly: true },
      { title: 'Playgroup', date: '2026-02-26', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA },
    ],
  },
  'what time is mias netball thursday... oh and where is it': {
    events: [
      { title: 'Netball', date: '2026-03-05', time: '16:00', durationMinutes: 60, member: MIA, location: 'Pittwater Rd courts' },
      { title: 'Piano', date: '2026-03-02', time: '16:30', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
};
