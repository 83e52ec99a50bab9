// Phrasebook 82: a night-shift nurse father sending sleepy 3am messages after his shift; a laid-back Queensland surf-coach dad with heavy Aussie slang
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: night-shift nurse dad, sleepy messages after his shift (drifts, half-finished thoughts, weekday names, some 24h times)
  // new events
  p('ok just home from nights. before i forget... mia has a dentist appt friday 9.40am', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-06',
    time: '09:40',
  }),
  p('sam starts swimming lessons next monday at 4pm, every week from then. half hour each i think', 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-09',
    time: '16:00',
    durationMinutes: 30,
    recurrence: 'weekly',
  }),
  p("remind me thursday at 4pm to ring the pharmacy about leo's script. they close at 5 i think", 'createEvent', {
    title: 'pharmacy',
    date: '2026-03-05',
    time: '16:00',
    reminderMinutes: 0,
  }),
  p('staff meeting at work next tues 1330. 90 mins. ugh', 'createEvent', {
    title: 'staff meeting',
    date: '2026-03-10',
    time: '13:30',
    durationMinutes: 90,
  }),
  p("leo's hearing test is saturday 10.15am. the audiology place near the... whatever. can u add it", 'createEvent', {
    title: 'hearing',
    member: LEO,
    date: '2026-03-07',
    time: '10:15',
  }),
  p("mia's cross country is on the 19th. all day thing apparently", 'createEvent', {
    title: 'cross country',
    member: MIA,
    date: '2026-03-19',
    allDay: true,
  }),
  p('date night with my wife saturday 7pm. remind me 2 hrs before so im actually awake lol', 'createEvent', {
    title: 'date night',
    date: '2026-03-07',
    time: '19:00',
    reminderMinutes: 120,
  }),
  p("from this friday i'm taking sam to cricket every week at 5pm. pls add", 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-06',
    time: '17:00',
    recurrence: 'weekly',
  }),
  // changes
  p("mia's piano this thursday is 5.15 instead. teacher texted me mid shift", 'updateEvent', {
    target: { words: 'piano', member: MIA, date: '2026-03-05' },
    changes: { time: '17:15' },
  }),
  p("leo's speech therapy on friday got pushed back 45 min, they emailed... forgot to tell you", 'updateEvent', {
    target: { words: 'speech', member: LEO, date: '2026-03-06' },
    changes: { shiftMinutes: 45 },
  }),
  p("plumber can't do monday anymore. he's coming tuesday instead, same time", 'updateEvent', {
    target: { words: 'plumber' },
    changes: { date: '2026-03-10' },
  }),
  p("sam's parent teacher interview is in the library now, not his classroom", 'updateEvent', {
    target: { words: 'parent teacher', member: SAM },
    changes: { location: 'library' },
  }),
  p('can u make my physio on monday 30 mins instead of the full hour', 'updateEvent', {
    target: { words: 'physio', date: '2026-03-09' },
    changes: { durationMinutes: 30 },
  }),
  p("the 'work' on saturday... they've turned it into a double. just rename it double shift, times can stay", 'updateEvent', {
    target: { words: 'work', date: '2026-03-07' },
    changes: { title: 'double shift' },
  }),
  p("put a reminder an hour before mia's orthodontist. i'll be dead asleep otherwise", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { reminderMinutes: 60 },
  }),
  p("oh and the haircut fri is sam's not leo's. put the wrong kid on it", 'updateEvent', {
    target: { words: 'haircut', date: '2026-03-06' },
    changes: { member: SAM },
  }),
  // cancels
  p("leo's got gunky eyes, pretty sure it's conjunctivitis. so no playgroup this friday, just cancel that one", 'cancelEvent', {
    target: { words: 'playgroup', member: LEO, fromDate: '2026-03-06', toDate: '2026-03-06' },
    series: false,
  }),
  p('sam has officially quit karate. delete the lot', 'cancelEvent', {
    target: { words: 'karate', member: SAM },
    series: true,
  }),
  p("cancel sam's dentist on the 12th, the clinic rang", 'cancelEvent', {
    target: { words: 'dentist', member: SAM, fromDate: '2026-03-12', toDate: '2026-03-12' },
  }),
  p("the bbq at the adeyemis sunday is off. whole family's got gastro", 'cancelEvent', {
    target: { words: 'bbq', fromDate: '2026-03-08', toDate: '2026-03-08' },
  }),
  // lists
  p("we're out of panadol and the kids' strawberry toothpaste, add to shopping", 'addListItems', { items: ['panadol', 'toothpaste'] }),
  p("add sunscreen, a hat and a spare drink bottle to mia's camp list", 'addListItems', {
    list: 'camp',
    items: ['sunscreen', 'hat', 'drink bottle'],
  }),
  p('shopping: coffee. so much coffee. and bananas for the lunchboxes', 'addListItems', { items: ['coffee', 'bananas'] }),
  p('grabbed the milk and bread at the servo on my way home', 'tickListItems', { items: ['milk', 'bread'], remove: false }),
  p('take the nuggets off the list, leo has decided he hates them now apparently', 'tickListItems', { items: ['nuggets'], remove: true }),
  p("do we already have nappies on the list? can't remember if i added them", 'showList', { check: ['nappies'] }),
  p("whats on the shoping list. i'll do a shop once i've slept", 'showList'),
  // to-dos
  p('todo - renew my nursing registration before the 31st', 'addTodo', { tasks: ['registration'] }),
  p("add to my todos: book the car in for a service, return mia's library books, and... nah that's it", 'addTodo', {
    tasks: ['service', 'library books'],
  }),
  p('paid the excursion money finally. cross it off', 'completeTodo', { text: 'excursion' }),
  p('rang the gas company. tick that one off', 'completeTodo', { text: 'gas' }),
  p("what's on my todo list... so tired i can't remember a thing", 'listTodos'),
  // questions
  p("whats on thursdy. so i know what i'm waking up to", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('when is school photo day again', 'findEvent', { words: 'photo' }),
  p('am i free friday afternoon? they want me for an extra shift', 'freeBusy', { date: '2026-03-06', fromTime: '12:00', toTime: '17:00' }),
  p('which remnders have i got set? i keep sleeping through stuff', 'listReminders'),
  p("what time's mia's ballet on saturday", 'findEvent', { words: 'ballet', member: MIA }),
  p("what's sam got on next week", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: SAM }),

  // Voice 2: laid-back Queensland surf-coach dad, heavy Aussie slang ("reckon", "arvo", "tomoz", "heaps", "no wukkas")
  // new events
  p("Sam's starting Nippers this Sunday mate, 7am down the club, every week. reckon it goes a couple hours", 'createEvent', {
    title: 'nippers',
    member: SAM,
    date: '2026-03-08',
    time: '07:00',
    durationMinutes: 120,
    recurrence: 'weekly',
  }),
  p('got a private lesson with a grom this arvo at 4, chuck it in', 'createEvent', { title: 'lesson', date: '2026-03-04', time: '16:00' }),
  p("Mia's got her mate Chloe's birthday at the bowlo Sat, 11 till 2", 'createEvent', {
    title: 'birthday',
    member: MIA,
    date: '2026-03-07',
    time: '11:00',
    durationMinutes: 180,
  }),
  p('remind me tomoz at 5am to check the surf report for the comp', 'createEvent', {
    title: 'surf report',
    date: '2026-03-05',
    time: '05:00',
    reminderMinutes: 0,
  }),
  p("Leo's got kindy orientation next Tuesday 9.30, remind me the day before or I'll forget for sure", 'createEvent', {
    title: 'orientation',
    member: LEO,
    date: '2026-03-10',
    time: '09:30',
    reminderMinutes: 1440,
  }),
  p("barbie at ours Sunday from 3, whole crew's coming", 'createEvent', { title: 'barbie', date: '2026-03-08', time: '15:00' }),
  p("Sam's got a surf comp down at Currumbin on the 21st, all day", 'createEvent', {
    title: 'comp',
    member: SAM,
    date: '2026-03-21',
    allDay: true,
  }),
  // changes
  p('Nippers is 8 this Sunday not 7, tides are all over the shop', 'updateEvent', {
    target: { words: 'nippers', date: '2026-03-08' },
    changes: { time: '08:00' },
  }),
  p("can ya shift Leo's dentist to Fri arvo, 3 o'clock. cheers, no wukkas", 'updateEvent', {
    target: { words: 'dentist', member: LEO },
    changes: { date: '2026-03-06', time: '15:00' },
  }),
  p("boardriders meeting's at the surf club now, not the pub", 'updateEvent', {
    target: { words: 'boardriders' },
    changes: { location: 'surf club' },
  }),
  p("push Sam's swimming tomoz back half an hour, I'm coaching late", 'updateEvent', {
    target: { words: 'swim', member: SAM, date: '2026-03-05' },
    changes: { shiftMinutes: 30 },
  }),
  p("change 'coaching' on Friday to 'school surf program' so the missus knows what it is", 'updateEvent', {
    target: { words: 'coaching', date: '2026-03-06' },
    changes: { title: 'surf program' },
  }),
  p("chuck a reminder 30 mins before Leo's swim lessons, he always forgets his togs", 'updateEvent', {
    target: { words: 'swim', member: LEO },
    changes: { reminderMinutes: 30 },
  }),
  p("the Ryans' barbie got bumped to Sunday, same time", 'updateEvent', {
    target: { words: 'barbie' },
    changes: { date: '2026-03-08' },
  }),
  // cancels
  p("no Nippers this Sunday, club's called it off, swell's way too big", 'cancelEvent', {
    target: { words: 'nippers', fromDate: '2026-03-08', toDate: '2026-03-08' },
    series: false,
  }),
  p("Mia's done with tennis, reckon she's over it. bin the lot", 'cancelEvent', {
    target: { words: 'tennis', member: MIA },
    series: true,
  }),
  p("scrap the surf lesson tomoz arvo, kid's crook", 'cancelEvent', {
    target: { words: 'surf lesson', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  p("kill the 4 o'clock Friday, bloke cancelled on me", 'cancelEvent', {
    target: { time: '16:00', fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  // lists
  p('add snags, bread rolls and a bag of ice to the shopping for the barbie', 'addListItems', { items: ['snags', 'bread rolls', 'ice'] }),
  p('need zinc and a new rashie for Leo, stick em on the list', 'addListItems', { items: ['zinc', 'rashie'] }),
  p('chuck wax and a new leg rope on the surf gear list', 'addListItems', { list: 'surf gear', items: ['wax', 'leg rope'] }),
  p('got the milk and weetbix at Woolies', 'tickListItems', { items: ['milk', 'weetbix'], remove: false }),
  p('take the avos off, four bucks each, not happening mate', 'tickListItems', { items: ['avo'], remove: true }),
  p('is sunscreen on the list or did someone already grab it', 'showList', { check: ['sunscreen'] }),
  p("what's on the surf gear list", 'showList', { list: 'surf gear' }),
  p("what lists have we got going, can't remember", 'listLists'),
  // to-dos
  p('todo: get the ute rego sorted before it runs out', 'addTodo', { tasks: ['rego'] }),
  p("remind me to wax Mia's board at some point, no rush", 'addTodo', { tasks: ['wax'] }),
  p('sorted the ute rego, tick it off mate', 'completeTodo', { text: 'rego' }),
  p("fixed that flamin' side gate finally, cross it off", 'completeTodo', { text: 'gate' }),
  p("what's left on me to do list", 'listTodos'),
  p('to do - ring the council about the beach permit, and order new wetsuits for the groms', 'addTodo', { tasks: ['council', 'wetsuit'] }),
  // questions
  p("what's on this weekend? reckon the swell's gonna be pumping", ['agenda', 'findEvent'], { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("is Sam free Saterday morning? his mate's old man asked if he wants a surf", 'freeBusy', {
    date: '2026-03-07',
    fromTime: '08:00',
    toTime: '12:00',
    member: SAM,
  }),
  p("when's the next boardriders meeting", 'findEvent', { words: 'boardriders' }),
  p("reminders? what've I got set", 'listReminders'),
  p("what's on this arvo", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'ok just home from nights. before i forget... mia has a dentist appt friday 9.40am': {
    events: [
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'sam starts swimming lessons next monday at 4pm, every week from then. half hour each i think': {
    events: [
      { title: 'Swimming', date: '2026-02-24', time: '16:00', durationMinutes: 45, member: MIA, weekly: true },
      { title: 'Karate', date: '2026-02-24', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "remind me thursday at 4pm to ring the pharmacy about leo's script. they close at 5 i think": {
    events: [{ title: 'Piano', date: '2026-02-26', time: '16:30', durationMinutes: 30, member: MIA, weekly: true }],
    todos: ['pick up repeat script from GP'],
  },
  'staff meeting at work next tues 1330. 90 mins. ugh': {
    events: [
      { title: 'Work', date: '2026-03-10', time: '19:00', durationMinutes: 720 },
      { title: 'Karate', date: '2026-02-24', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "leo's hearing test is saturday 10.15am. the audiology place near the... whatever. can u add it": {
    events: [
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Speech therapy', date: '2026-03-06', time: '10:00', durationMinutes: 45, member: LEO },
    ],
  },
  "mia's cross country is on the 19th. all day thing apparently": {
    events: [
      { title: 'School photos', date: '2026-03-13' },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'date night with my wife saturday 7pm. remind me 2 hrs before so im actually awake lol': {
    events: [
      { title: 'Work', date: '2026-03-07', time: '07:00', durationMinutes: 600 },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "from this friday i'm taking sam to cricket every week at 5pm. pls add": {
    events: [
      { title: 'Karate', date: '2026-02-24', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  "mia's piano this thursday is 5.15 instead. teacher texted me mid shift": {
    events: [
      { title: 'Piano', date: '2026-02-26', time: '16:30', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-02-23', time: '15:30', durationMinutes: 30, member: SAM, weekly: true },
    ],
  },
  "leo's speech therapy on friday got pushed back 45 min, they emailed... forgot to tell you": {
    events: [
      { title: 'Speech therapy', date: '2026-03-06', time: '10:00', durationMinutes: 45, member: LEO },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  "plumber can't do monday anymore. he's coming tuesday instead, same time": {
    events: [
      { title: 'Plumber', date: '2026-03-09', time: '08:00', durationMinutes: 120 },
      { title: 'Electrician quote', date: '2026-03-10', time: '13:00', durationMinutes: 60 },
    ],
  },
  "sam's parent teacher interview is in the library now, not his classroom": {
    events: [
      { title: 'Parent teacher interview', date: '2026-03-11', time: '15:40', durationMinutes: 15, member: SAM, location: 'Room 4' },
      { title: 'Parent teacher interview', date: '2026-03-11', time: '16:10', durationMinutes: 15, member: MIA, location: 'Room 9' },
    ],
  },
  'can u make my physio on monday 30 mins instead of the full hour': {
    events: [
      { title: 'Physio', date: '2026-03-09', time: '11:00', durationMinutes: 60 },
      { title: 'Physio', date: '2026-03-16', time: '11:00', durationMinutes: 60 },
      { title: 'Work', date: '2026-03-09', time: '19:00', durationMinutes: 720 },
    ],
  },
  "the 'work' on saturday... they've turned it into a double. just rename it double shift, times can stay": {
    events: [
      { title: 'Work', date: '2026-03-07', time: '07:00', durationMinutes: 720 },
      { title: 'Work', date: '2026-03-10', time: '19:00', durationMinutes: 720 },
    ],
  },
  "put a reminder an hour before mia's orthodontist. i'll be dead asleep otherwise": {
    events: [
      { title: 'Orthodontist', date: '2026-03-10', time: '08:15', durationMinutes: 30, member: MIA },
      { title: 'School assembly', date: '2026-03-06', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  "oh and the haircut fri is sam's not leo's. put the wrong kid on it": {
    events: [
      { title: 'Haircut', date: '2026-03-06', time: '16:00', durationMinutes: 30, member: LEO },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "leo's got gunky eyes, pretty sure it's conjunctivitis. so no playgroup this friday, just cancel that one": {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  'sam has officially quit karate. delete the lot': {
    events: [
      { title: 'Karate', date: '2026-02-24', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Karate', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Cricket', date: '2026-02-28', time: '08:00', durationMinutes: 120, member: SAM, weekly: true },
    ],
  },
  "cancel sam's dentist on the 12th, the clinic rang": {
    events: [
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Dentist', date: '2026-03-06', time: '09:40', durationMinutes: 30, member: MIA },
    ],
  },
  "the bbq at the adeyemis sunday is off. whole family's got gastro": {
    events: [
      { title: 'BBQ at the Adeyemis', date: '2026-03-08', time: '12:00', durationMinutes: 180 },
      { title: 'Grocery delivery', date: '2026-03-08', time: '09:00', durationMinutes: 60 },
    ],
  },
  "we're out of panadol and the kids' strawberry toothpaste, add to shopping": {
    lists: { Shopping: ['milk', 'bread', 'bin bags'] },
  },
  "add sunscreen, a hat and a spare drink bottle to mia's camp list": {
    lists: { 'School camp': ['sleeping bag', 'torch'], Shopping: ['eggs', 'apples'] },
  },
  'shopping: coffee. so much coffee. and bananas for the lunchboxes': {
    lists: { Shopping: ['milk', 'muesli bars', 'cheese'] },
  },
  'grabbed the milk and bread at the servo on my way home': {
    lists: { Shopping: ['milk', 'bread', 'dishwasher tablets', 'rice crackers'] },
  },
  'take the nuggets off the list, leo has decided he hates them now apparently': {
    lists: { Shopping: ['chicken nuggets', 'yoghurt pouches', 'milk'] },
  },
  "do we already have nappies on the list? can't remember if i added them": {
    lists: { Shopping: ['nappies', 'wipes', 'bread'] },
  },
  "whats on the shoping list. i'll do a shop once i've slept": {
    lists: { Shopping: ['coffee', 'bananas', 'panadol'], 'School camp': ['sleeping bag'] },
  },
  'todo - renew my nursing registration before the 31st': {
    todos: ['call Mum back', 'book car service'],
  },
  "add to my todos: book the car in for a service, return mia's library books, and... nah that's it": {
    todos: ['renew nursing registration', 'call Mum back'],
  },
  'paid the excursion money finally. cross it off': {
    todos: ['pay excursion money for Sam', 'renew nursing registration', 'call Mum back'],
  },
  'rang the gas company. tick that one off': {
    todos: ['ring the gas company about the bill', 'return library books', 'book car service'],
  },
  "what's on my todo list... so tired i can't remember a thing": {
    todos: ['renew nursing registration', 'return library books', 'book car service'],
  },
  "whats on thursdy. so i know what i'm waking up to": {
    events: [
      { title: 'Piano', date: '2026-02-26', time: '16:30', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'School assembly', date: '2026-03-05', time: '09:00', durationMinutes: 60, member: SAM },
      { title: 'Speech therapy', date: '2026-03-06', time: '10:00', durationMinutes: 45, member: LEO },
    ],
  },
  'when is school photo day again': {
    events: [
      { title: 'School photos', date: '2026-03-13' },
      { title: 'School assembly', date: '2026-03-06', time: '09:00', durationMinutes: 60, member: MIA },
    ],
  },
  'am i free friday afternoon? they want me for an extra shift': {
    events: [
      { title: 'Speech therapy', date: '2026-03-06', time: '10:00', durationMinutes: 45, member: LEO },
      { title: 'Haircut', date: '2026-03-06', time: '16:00', durationMinutes: 30, member: SAM },
    ],
  },
  'which remnders have i got set? i keep sleeping through stuff': {
    events: [
      { title: 'Orthodontist', date: '2026-03-10', time: '08:15', durationMinutes: 30, member: MIA },
      { title: 'Work', date: '2026-03-07', time: '07:00', durationMinutes: 720 },
    ],
  },
  "what time's mia's ballet on saturday": {
    events: [
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '11:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "what's sam got on next week": {
    events: [
      { title: 'Karate', date: '2026-02-24', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Dentist', date: '2026-03-12', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Ballet', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },

  // Voice 2
  "Sam's starting Nippers this Sunday mate, 7am down the club, every week. reckon it goes a couple hours": {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '15:30', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Coaching', date: '2026-03-01', time: '06:00', durationMinutes: 120, weekly: true },
    ],
  },
  'got a private lesson with a grom this arvo at 4, chuck it in': {
    events: [
      { title: 'Surf lesson - Tilly', date: '2026-03-06', time: '15:30', durationMinutes: 60 },
      { title: 'Swimming', date: '2026-02-26', time: '15:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "Mia's got her mate Chloe's birthday at the bowlo Sat, 11 till 2": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Birthday party - Jack', date: '2026-03-14', time: '13:00', durationMinutes: 120, member: SAM },
    ],
  },
  'remind me tomoz at 5am to check the surf report for the comp': {
    events: [
      { title: 'Surf comp', date: '2026-03-07', time: '06:00', durationMinutes: 480 },
      { title: 'Coaching', date: '2026-03-05', time: '06:00', durationMinutes: 120 },
    ],
  },
  "Leo's got kindy orientation next Tuesday 9.30, remind me the day before or I'll forget for sure": {
    events: [
      { title: 'Swim lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "barbie at ours Sunday from 3, whole crew's coming": {
    events: [
      { title: 'Nippers', date: '2026-03-01', time: '07:00', durationMinutes: 120, member: SAM, weekly: true },
      { title: "Barbie at the Ryans'", date: '2026-03-14', time: '12:00', durationMinutes: 180 },
    ],
  },
  "Sam's got a surf comp down at Currumbin on the 21st, all day": {
    events: [
      { title: 'Surf comp', date: '2026-03-07', time: '06:00', durationMinutes: 480 },
      { title: 'Nippers', date: '2026-03-01', time: '07:00', durationMinutes: 120, member: SAM, weekly: true },
    ],
  },
  'Nippers is 8 this Sunday not 7, tides are all over the shop': {
    events: [
      { title: 'Nippers', date: '2026-03-01', time: '07:00', durationMinutes: 120, member: SAM, weekly: true },
      { title: 'Coaching', date: '2026-03-01', time: '06:00', durationMinutes: 120, weekly: true },
    ],
  },
  "can ya shift Leo's dentist to Fri arvo, 3 o'clock. cheers, no wukkas": {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '10:00', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-06', time: '09:00', durationMinutes: 30, member: MIA },
    ],
  },
  "boardriders meeting's at the surf club now, not the pub": {
    events: [
      { title: 'Boardriders meeting', date: '2026-03-11', time: '18:30', durationMinutes: 90, location: 'Kirra Hotel' },
      { title: 'Coaching', date: '2026-03-01', time: '06:00', durationMinutes: 120, weekly: true },
    ],
  },
  "push Sam's swimming tomoz back half an hour, I'm coaching late": {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '15:30', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Swim lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Netball training', date: '2026-02-26', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "change 'coaching' on Friday to 'school surf program' so the missus knows what it is": {
    events: [
      { title: 'Coaching', date: '2026-03-06', time: '08:00', durationMinutes: 180 },
      { title: 'Coaching', date: '2026-03-07', time: '06:00', durationMinutes: 120 },
    ],
  },
  "chuck a reminder 30 mins before Leo's swim lessons, he always forgets his togs": {
    events: [
      { title: 'Swim lessons', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-26', time: '15:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "the Ryans' barbie got bumped to Sunday, same time": {
    events: [
      { title: "Barbie at the Ryans'", date: '2026-03-07', time: '12:00', durationMinutes: 180 },
      { title: 'Nippers', date: '2026-03-01', time: '07:00', durationMinutes: 120, member: SAM, weekly: true },
    ],
  },
  "no Nippers this Sunday, club's called it off, swell's way too big": {
    events: [
      { title: 'Nippers', date: '2026-03-01', time: '07:00', durationMinutes: 120, member: SAM, weekly: true },
      { title: "Barbie at the Ryans'", date: '2026-03-08', time: '12:00', durationMinutes: 180 },
    ],
  },
  "Mia's done with tennis, reckon she's over it. bin the lot": {
    events: [
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "scrap the surf lesson tomoz arvo, kid's crook": {
    events: [
      { title: 'Surf lesson - Jacko', date: '2026-03-05', time: '15:30', durationMinutes: 60 },
      { title: 'Surf lesson - Tilly', date: '2026-03-06', time: '15:30', durationMinutes: 60 },
      { title: 'Swimming', date: '2026-02-26', time: '15:30', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "kill the 4 o'clock Friday, bloke cancelled on me": {
    events: [
      { title: 'Private lesson - Dave', date: '2026-03-06', time: '16:00', durationMinutes: 60 },
      { title: 'Coaching', date: '2026-03-06', time: '08:00', durationMinutes: 180 },
    ],
  },
  'add snags, bread rolls and a bag of ice to the shopping for the barbie': {
    lists: { Shopping: ['milk', 'weetbix', 'tomato sauce'] },
  },
  'need zinc and a new rashie for Leo, stick em on the list': {
    lists: { Shopping: ['bread', 'avocados', 'milk'] },
  },
  'chuck wax and a new leg rope on the surf gear list': {
    lists: { 'Surf gear': ['fins', 'board bag'], Shopping: ['milk'] },
  },
  'got the milk and weetbix at Woolies': {
    lists: { Shopping: ['milk', 'weetbix', 'snags', 'tomato sauce'] },
  },
  'take the avos off, four bucks each, not happening mate': {
    lists: { Shopping: ['avocados', 'bread', 'milk'] },
  },
  'is sunscreen on the list or did someone already grab it': {
    lists: { Shopping: ['bread', 'milk', 'eggs'], 'Surf gear': ['wax'] },
  },
  "what's on the surf gear list": {
    lists: { 'Surf gear': ['wax', 'leg rope', 'fins'], Shopping: ['milk'] },
  },
  "what lists have we got going, can't remember": {
    lists: { Shopping: ['milk', 'snags'], 'Surf gear': ['wax', 'leg rope'] },
  },
  'todo: get the ute rego sorted before it runs out': {
    todos: ['fix the side gate', "book Leo's haircut"],
  },
  "remind me to wax Mia's board at some point, no rush": {
    todos: ['renew ute rego', 'fix the side gate'],
    lists: { 'Surf gear': ['wax'] },
  },
  'sorted the ute rego, tick it off mate': {
    todos: ['renew ute rego', 'fix the side gate', "book Leo's haircut"],
  },
  "fixed that flamin' side gate finally, cross it off": {
    todos: ['fix the side gate', 'renew ute rego', 'ring the council about the beach permit'],
  },
  "what's left on me to do list": {
    todos: ['renew ute rego', "book Leo's haircut"],
    lists: { Shopping: ['milk'] },
  },
  'to do - ring the council about the beach permit, and order new wetsuits for the groms': {
    todos: ['renew ute rego', 'fix the side gate'],
  },
  "what's on this weekend? reckon the swell's gonna be pumping": {
    events: [
      { title: 'Nippers', date: '2026-03-01', time: '07:00', durationMinutes: 120, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Coaching', date: '2026-03-06', time: '08:00', durationMinutes: 180 },
    ],
  },
  "is Sam free Saterday morning? his mate's old man asked if he wants a surf": {
    events: [
      { title: 'Footy training', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "when's the next boardriders meeting": {
    events: [
      { title: 'Boardriders meeting', date: '2026-03-11', time: '18:30', durationMinutes: 90, location: 'Kirra Hotel' },
      { title: 'Surf comp', date: '2026-03-07', time: '06:00', durationMinutes: 480 },
    ],
  },
  "reminders? what've I got set": {
    events: [
      { title: 'Nippers', date: '2026-03-01', time: '07:00', durationMinutes: 120, member: SAM, weekly: true },
      { title: 'Dentist', date: '2026-03-05', time: '10:00', durationMinutes: 30, member: LEO },
    ],
  },
  "what's on this arvo": {
    events: [
      { title: 'Private lesson - Dave', date: '2026-03-04', time: '16:00', durationMinutes: 60 },
      { title: 'Tennis', date: '2026-03-03', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Coaching', date: '2026-03-05', time: '06:00', durationMinutes: 120 },
    ],
  },
};
