// Phrasebook 81: a fast, sarcastic New York father; a Tongan-Australian mother from a big church family (church, choir, cousins, feasts)
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: fast, sarcastic New York father
  p("put sam's dentist thrusday 3:30. yes he's gonna whine. yes i'm gonna be the bad guy", 'createEvent', {
    title: 'dentist',
    member: SAM,
    date: '2026-03-05',
    time: '15:30',
  }),
  p("mia's got a bday party saturday 1 to 4, some kid named brooklyn. of course it's brooklyn", 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-07',
    time: '13:00',
    durationMinutes: 180,
  }),
  p('leo swim lessons every tuesday 9:30 starting next tues, god help the instructor', 'createEvent', {
    title: 'swim',
    member: LEO,
    date: '2026-03-10',
    time: '09:30',
    recurrence: 'weekly',
  }),
  p('me n the guys are watching the knicks game at the pub sunday 11am. put it in. dont judge me', 'createEvent', {
    title: 'knicks',
    date: '2026-03-08',
    time: '11:00',
  }),
  p('remind me at 6 to call my mother back before she files a missing persons report', 'createEvent', {
    title: 'mother',
    date: '2026-03-04',
    time: '18:00',
    reminderMinutes: 0,
  }),
  p('parent teacher thing for sam tues the 10th 4:15, only 20 mins, remind me an hour before so i dont blow it off like last time', 'createEvent', {
    title: 'parent teacher',
    member: SAM,
    date: '2026-03-10',
    time: '16:15',
    durationMinutes: 20,
    reminderMinutes: 60,
  }),
  p('plumber coming fri between 8 and 11. allegedly', 'createEvent', { title: 'plumber', date: '2026-03-06', time: '08:00', durationMinutes: 180 }),
  p("sam's got basketball every thursday 5pm now. new team. another $200 uniform, love that for me", 'createEvent', {
    title: 'basketball',
    member: SAM,
    date: '2026-03-05',
    time: '17:00',
    recurrence: 'weekly',
  }),
  p("orthodontist called, mia's thing friday is 4:45 now not 3:30. thrilling stuff", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { time: '16:45' },
  }),
  p("push sam's soccer satruday back half an hour, coach is running late. shocker", 'updateEvent', {
    target: { words: 'soccer', member: SAM, date: '2026-03-07' },
    changes: { shiftMinutes: 30 },
  }),
  p("mia's gymnastics moved to the PCYC, not the school hall anymore. great, nobody tells me anything", 'updateEvent', {
    target: { words: 'gymnastics', member: MIA },
    changes: { location: 'PCYC' },
  }),
  p("rename 'thing w/ frank' to poker night, the wife keeps asking what 'thing' is", 'updateEvent', {
    target: { words: 'frank' },
    changes: { title: 'poker' },
  }),
  p('accountant on tuesday only needs an hour, not two. thank god, every minute w that guy costs me', 'updateEvent', {
    target: { words: 'accountant' },
    changes: { durationMinutes: 60 },
  }),
  p("gimme a reminder 30 min before leo's checkup", 'updateEvent', { target: { words: 'checkup', member: LEO }, changes: { reminderMinutes: 30 } }),
  p("bbq at tony's got bumped to sunday cuz of the rain. same time, same tony", 'updateEvent', { target: { words: 'bbq' }, changes: { date: '2026-03-08' } }),
  p("no swim for leo this tuesday, kid's got an ear infection. fantastic", 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-10', toDate: '2026-03-10' },
    series: false,
  }),
  p("kill the golf sunday. my back's shot", 'cancelEvent', { target: { words: 'golf', fromDate: '2026-03-08', toDate: '2026-03-08' } }),
  p('mia quit chess. ALL of it, off the calendar. 40 bucks a week down the drain', 'cancelEvent', { target: { words: 'chess', member: MIA }, series: true }),
  p("scrap dinner at luigi's tmrw, the in-laws bailed. what a shame. truly devastated", 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  p('add coffee beans, bagels and cream cheese. real bagels, not the sad supermarket ones', 'addListItems', { items: ['coffee', 'bagels', 'cream cheese'] }),
  p('got the milk n the eggs', 'tickListItems', { items: ['milk', 'eggs'] }),
  p('is there toilet paper on the list or am i dreaming', 'showList', { check: ['toilet paper'] }),
  p('at woolies. whats on the shopping list. make it quick', 'showList'),
  p('take the chips off the list. mia snuck em on. nice try kid', 'tickListItems', { items: ['chips'], remove: true }),
  p('hardware list: duct tape, zip ties, light bulbs', 'addListItems', { list: 'hardware', items: ['duct tape', 'zip ties', 'light bulb'] }),
  p('bread on the shopping list already? dont wanna buy it twice like a schmuck', 'showList', { check: ['bread'] }),
  p('to do: renew the car rego, call the landlord about the dishwasher (again)', 'addTodo', { tasks: ['rego', 'landlord'] }),
  p("called the landlord. he's 'looking into it'. sure he is. tick it off", 'completeTodo', { text: 'landlord' }),
  p('todo list. go', 'listTodos'),
  p('remind me to fix the screen door before the wife does it herself and makes a point of it', 'addTodo', { tasks: ['screen door'] }),
  p('tax stuff done. finally. mark it off', 'completeTodo', { text: 'tax' }),
  p('add to my todos: order sam new cleats, kid grew like 3 sizes overnight', 'addTodo', { tasks: ['cleats'] }),
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("when's mia's recital again. asking for a friend. the friend is me", 'findEvent', { words: 'recital', member: MIA }),
  p('am i free saturday afternoon or is that a dumb question', 'freeBusy', { date: '2026-03-07', fromTime: '12:00', toTime: '17:00' }),
  p('what reminders i got set up', 'listReminders'),
  p("what's leo got this week. he has a busier social life than me", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p("what time's sam's game sunday", 'findEvent', { words: 'game', member: SAM }),

  // Voice 2: Tongan-Australian mother from a big church family
  p('Malo e lelei 🙏🏽 pls add choir practice every Thursday 7pm at church, faifekau wants us ready for Easter', 'createEvent', {
    title: 'choir',
    date: '2026-03-05',
    time: '19:00',
    recurrence: 'weekly',
  }),
  p("Aunty Mele's 60th is Saturday 21st March from 5pm, whole famili going 🎉 remind me the day before so I can start the lu pulu", 'createEvent', {
    title: 'mele',
    date: '2026-03-21',
    time: '17:00',
    reminderMinutes: 1440,
  }),
  p("Mia's got extra youth choir this Friday 6.30 till 8 at the hall for the Easter program", 'createEvent', {
    title: 'choir',
    member: MIA,
    date: '2026-03-06',
    time: '18:30',
    durationMinutes: 90,
  }),
  p('Remind me 4pm today to take the sipi out of the freezer, cousins coming for kai tmrw', 'createEvent', {
    title: 'sipi',
    date: '2026-03-04',
    time: '16:00',
    reminderMinutes: 0,
  }),
  p('Leo doctors Monday 9.15am pls, his cough still not gone 😩', 'createEvent', { title: 'doctor', member: LEO, date: '2026-03-09', time: '09:15' }),
  p("Sione and Losa's wedding Sat 28 March 2pm at St Paul's 💒 remind me 2 hours before, I'll be doing everyone's hair lol", 'createEvent', {
    title: 'wedding',
    date: '2026-03-28',
    time: '14:00',
    reminderMinutes: 120,
  }),
  p('Sam starts Sunday school this Sunday, 9am every week before lotu', 'createEvent', {
    title: 'sunday school',
    member: SAM,
    date: '2026-03-08',
    time: '09:00',
    recurrence: 'weekly',
  }),
  p('Bible study moved to 7.30 tonight, faifekau running late from a funeral', 'updateEvent', {
    target: { words: 'bible study', date: '2026-03-04' },
    changes: { time: '19:30' },
  }),
  p("Mia's netball is at Marrickville courts now not Tempe, new season draw came out", 'updateEvent', {
    target: { words: 'netball', member: MIA },
    changes: { location: 'Marrickville' },
  }),
  p("Fakamolemole can you change 'Fono' on Tuesday to 'Church committee meeting' so my husband knows what it is lol", 'updateEvent', {
    target: { words: 'fono' },
    changes: { title: 'committee' },
  }),
  p("Tevita's bday lunch Sunday going longer, make it 4 hours. you know Tongans never finish on time 😂", 'updateEvent', {
    target: { words: 'lunch' },
    changes: { durationMinutes: 240 },
  }),
  p("Put Leo on the haircut Saturday, it's his one not mine 😅", 'updateEvent', { target: { words: 'haircut' }, changes: { member: LEO } }),
  p("Aue the dentist rang, Sam's appointmnet moved from Thurs to next Monday same time", 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { date: '2026-03-09' },
  }),
  p('Can you remind me an hour before the misinale meeting Friday, I always forget my envelope 🙈', 'updateEvent', {
    target: { words: 'misinale' },
    changes: { reminderMinutes: 60 },
  }),
  p('Church feast on Sunday starts 1pm now not 12, after the second service', 'updateEvent', { target: { words: 'feast' }, changes: { time: '13:00' } }),
  p('No choir this Thursday, faifekau away at conference', 'cancelEvent', {
    target: { words: 'choir', fromDate: '2026-03-05', toDate: '2026-03-05' },
    series: false,
  }),
  p('Mia stopping piano, too much with netball n choir. Take all the piano lessons off pls', 'cancelEvent', {
    target: { words: 'piano', member: MIA },
    series: true,
  }),
  p("Cancel Leo's sleepover at Aunty Ana's Friday, he's got a fever 🤒", 'cancelEvent', {
    target: { words: 'sleepover', member: LEO, fromDate: '2026-03-06', toDate: '2026-03-06' },
  }),
  p('Take off the fundraiser car wash on the 14th, church cancelled it 😔', 'cancelEvent', {
    target: { words: 'car wash', fromDate: '2026-03-14', toDate: '2026-03-14' },
  }),
  p('Add to shopping: 2 bags taro, coconut cream x6, corned beef, onions', 'addListItems', { items: ['taro', 'coconut cream', 'corned beef', 'onion'] }),
  p('pls add to the feast list - chicken, kumala, watermelon, ice', 'addListItems', { list: 'feast', items: ['chicken', 'kumala', 'watermelon', 'ice'] }),
  p('Got the milk and bread malo', 'tickListItems', { items: ['milk', 'bread'] }),
  p('Is coconut cream on the list already? dont want 20 tins again lol', 'showList', { check: ['coconut cream'] }),
  p('Remove the lollies from the shopping list, Mia snuck them on 😂', 'tickListItems', { items: ['lollies'], remove: true }),
  p("What's on the feast list so far?", 'showList', { list: 'feast' }),
  p('Tick off the choir robes and hymn books on the Easter list, Aunty Vika brought them 🙏🏽', 'tickListItems', {
    list: 'easter',
    items: ['robes', 'hymn books'],
  }),
  p('Need toilet paper, the big pack, cousins stayin all week 😅 add it pls', 'addListItems', { items: ['toilet paper'] }),
  p("To do: pay misinale, book Mia's eye test, call Aunty Mele about the tables", 'addTodo', { tasks: ['misinale', 'eye test', 'tables'] }),
  p('Done the choir roster, tick it off 🙌🏽', 'completeTodo', { text: 'roster' }),
  p('whats on my to do list sis', 'listTodos'),
  p('Remind me to drop the chairs back to church', 'addTodo', { tasks: ['chairs'] }),
  p('Rang Aunty Mele about the tables, all sorted, mark it done', 'completeTodo', { text: 'mele' }),
  p('What time is choir tomorrow night?', 'findEvent', { words: 'choir' }),
  p("What's on this weekend for us? Trying to work out when to do the umu", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("Is Mia free Saturday morning? Cousin Losana wants her for tau'olunga practice", 'freeBusy', {
    date: '2026-03-07',
    fromTime: '08:00',
    toTime: '12:00',
    member: MIA,
  }),
  p("When is Sam's swimming carnival again?", 'findEvent', { words: 'carnival', member: SAM }),
  p("What reminders do I have on? feel like I'm forgetting something 😩", 'listReminders'),
];

export const BEFORE: Record<string, Before> = {
  "put sam's dentist thrusday 3:30. yes he's gonna whine. yes i'm gonna be the bad guy": {
    events: [
      { title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Piano', date: '2026-03-05', time: '16:30', durationMinutes: 30, member: MIA },
    ],
  },
  "mia's got a bday party saturday 1 to 4, some kid named brooklyn. of course it's brooklyn": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'leo swim lessons every tuesday 9:30 starting next tues, god help the instructor': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '10:00', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Checkup', date: '2026-03-09', time: '10:15', durationMinutes: 30, member: LEO },
    ],
  },
  'me n the guys are watching the knicks game at the pub sunday 11am. put it in. dont judge me': {
    events: [
      { title: 'Golf w/ Mike', date: '2026-03-08', time: '07:00', durationMinutes: 240 },
      { title: "BBQ at Tony's", date: '2026-03-07', time: '13:00', durationMinutes: 180 },
    ],
  },
  'remind me at 6 to call my mother back before she files a missing persons report': {
    events: [{ title: 'Basketball', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: SAM, weekly: true }],
    todos: ['renew the car rego', 'call the landlord'],
  },
  'parent teacher thing for sam tues the 10th 4:15, only 20 mins, remind me an hour before so i dont blow it off like last time': {
    events: [
      { title: 'Accountant', date: '2026-03-10', time: '10:00', durationMinutes: 120 },
      { title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'plumber coming fri between 8 and 11. allegedly': {
    events: [
      { title: 'Orthodontist', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: MIA },
      { title: 'Thing w/ Frank', date: '2026-03-06', time: '20:00', durationMinutes: 180 },
    ],
  },
  "sam's got basketball every thursday 5pm now. new team. another $200 uniform, love that for me": {
    events: [
      { title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Chess club', date: '2026-02-26', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "orthodontist called, mia's thing friday is 4:45 now not 3:30. thrilling stuff": {
    events: [
      { title: 'Orthodontist', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: MIA },
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Dentist', date: '2026-03-09', time: '15:00', durationMinutes: 30, member: SAM },
    ],
  },
  "push sam's soccer satruday back half an hour, coach is running late. shocker": {
    events: [
      { title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "mia's gymnastics moved to the PCYC, not the school hall anymore. great, nobody tells me anything": {
    events: [
      { title: 'Gymnastics', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: MIA, weekly: true, location: 'School hall' },
      { title: 'Basketball', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "rename 'thing w/ frank' to poker night, the wife keeps asking what 'thing' is": {
    events: [
      { title: 'Thing w/ Frank', date: '2026-03-06', time: '20:00', durationMinutes: 180 },
      { title: 'Golf w/ Mike', date: '2026-03-08', time: '07:00', durationMinutes: 240 },
    ],
  },
  'accountant on tuesday only needs an hour, not two. thank god, every minute w that guy costs me': {
    events: [
      { title: 'Accountant', date: '2026-03-10', time: '10:00', durationMinutes: 120 },
      { title: 'Swim lessons', date: '2026-02-24', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
    ],
  },
  "gimme a reminder 30 min before leo's checkup": {
    events: [
      { title: 'Checkup', date: '2026-03-09', time: '10:15', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-05', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Playgroup', date: '2026-02-27', time: '10:00', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  "bbq at tony's got bumped to sunday cuz of the rain. same time, same tony": {
    events: [
      { title: "BBQ at Tony's", date: '2026-03-07', time: '13:00', durationMinutes: 180 },
      { title: 'Golf w/ Mike', date: '2026-03-08', time: '07:00', durationMinutes: 240 },
    ],
  },
  "no swim for leo this tuesday, kid's got an ear infection. fantastic": {
    events: [
      { title: 'Swim lessons', date: '2026-02-24', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Playgroup', date: '2026-02-27', time: '10:00', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Accountant', date: '2026-03-10', time: '10:00', durationMinutes: 120 },
    ],
  },
  "kill the golf sunday. my back's shot": {
    events: [
      { title: 'Golf w/ Mike', date: '2026-03-08', time: '07:00', durationMinutes: 240 },
      { title: 'Basketball game', date: '2026-03-08', time: '10:00', durationMinutes: 60, member: SAM },
    ],
  },
  'mia quit chess. ALL of it, off the calendar. 40 bucks a week down the drain': {
    events: [
      { title: 'Chess club', date: '2026-02-26', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Gymnastics', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "scrap dinner at luigi's tmrw, the in-laws bailed. what a shame. truly devastated": {
    events: [
      { title: "Dinner at Luigi's", date: '2026-03-05', time: '19:00', durationMinutes: 120 },
      { title: 'Dinner w/ the Russos', date: '2026-03-07', time: '18:30', durationMinutes: 180 },
    ],
  },
  'add coffee beans, bagels and cream cheese. real bagels, not the sad supermarket ones': { lists: { Shopping: ['milk', 'bananas', 'paper towels'] } },
  'got the milk n the eggs': { lists: { Shopping: ['milk', 'eggs', 'bread', 'bananas'] } },
  'is there toilet paper on the list or am i dreaming': { lists: { Shopping: ['toilet paper', 'coffee beans', 'apples'] } },
  'at woolies. whats on the shopping list. make it quick': { lists: { Shopping: ['bagels', 'cream cheese', 'milk', 'dish soap'], Hardware: ['sandpaper'] } },
  'take the chips off the list. mia snuck em on. nice try kid': { lists: { Shopping: ['chips', 'apples', 'bread'] } },
  'hardware list: duct tape, zip ties, light bulbs': { lists: { Shopping: ['milk', 'eggs'], Hardware: ['sandpaper', 'wood glue'] } },
  'bread on the shopping list already? dont wanna buy it twice like a schmuck': { lists: { Shopping: ['bread', 'cereal', 'orange juice'] } },
  'to do: renew the car rego, call the landlord about the dishwasher (again)': {
    todos: ['book flu shots', "email sam's teacher"],
    lists: { Shopping: ['dish soap'] },
  },
  "called the landlord. he's 'looking into it'. sure he is. tick it off": {
    todos: ['call the landlord about the dishwasher', 'renew the car rego', "email sam's teacher"],
  },
  'todo list. go': { todos: ['renew the car rego', 'fix the screen door', 'sort out the tax return'] },
  'remind me to fix the screen door before the wife does it herself and makes a point of it': {
    todos: ['renew the car rego', 'sort out the tax return'],
    events: [{ title: 'Thing w/ Frank', date: '2026-03-06', time: '20:00', durationMinutes: 180 }],
  },
  'tax stuff done. finally. mark it off': { todos: ['sort out the tax return', 'fix the screen door', 'order sam new cleats'] },
  'add to my todos: order sam new cleats, kid grew like 3 sizes overnight': {
    todos: ['fix the screen door', 'renew the car rego'],
    events: [{ title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true }],
  },
  'whats on tmrw': {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:30', durationMinutes: 30, member: SAM },
      { title: 'Basketball', date: '2026-02-26', time: '17:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: "Dinner at Luigi's", date: '2026-03-05', time: '19:00', durationMinutes: 120 },
      { title: 'Golf w/ Mike', date: '2026-03-08', time: '07:00', durationMinutes: 240 },
    ],
  },
  "when's mia's recital again. asking for a friend. the friend is me": {
    events: [
      { title: 'Piano recital', date: '2026-03-20', time: '18:00', durationMinutes: 90, member: MIA },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Chess club', date: '2026-02-26', time: '15:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'am i free saturday afternoon or is that a dumb question': {
    events: [
      { title: "BBQ at Tony's", date: '2026-03-07', time: '13:00', durationMinutes: 180 },
      { title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'what reminders i got set up': {
    events: [
      { title: 'Checkup', date: '2026-03-09', time: '10:15', durationMinutes: 30, member: LEO },
      { title: 'Accountant', date: '2026-03-10', time: '10:00', durationMinutes: 120 },
    ],
  },
  "what's leo got this week. he has a busier social life than me": {
    events: [
      { title: 'Swim lessons', date: '2026-02-24', time: '09:30', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Playgroup', date: '2026-02-27', time: '10:00', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Checkup', date: '2026-03-09', time: '10:15', durationMinutes: 30, member: LEO },
      { title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "what time's sam's game sunday": {
    events: [
      { title: 'Basketball game', date: '2026-03-08', time: '10:00', durationMinutes: 60, member: SAM },
      { title: 'Soccer', date: '2026-02-28', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },

  'Malo e lelei 🙏🏽 pls add choir practice every Thursday 7pm at church, faifekau wants us ready for Easter': {
    events: [
      { title: 'Bible study', date: '2026-02-25', time: '19:00', durationMinutes: 90, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Aunty Mele's 60th is Saturday 21st March from 5pm, whole famili going 🎉 remind me the day before so I can start the lu pulu": {
    events: [
      { title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true },
      { title: 'Youth fundraiser car wash', date: '2026-03-14', time: '09:00', durationMinutes: 180 },
    ],
  },
  "Mia's got extra youth choir this Friday 6.30 till 8 at the hall for the Easter program": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  'Remind me 4pm today to take the sipi out of the freezer, cousins coming for kai tmrw': {
    events: [{ title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true }],
    lists: { Shopping: ['taro', 'coconut cream'] },
  },
  'Leo doctors Monday 9.15am pls, his cough still not gone 😩': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '10:00', durationMinutes: 90, member: LEO, weekly: true },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Sione and Losa's wedding Sat 28 March 2pm at St Paul's 💒 remind me 2 hours before, I'll be doing everyone's hair lol": {
    events: [
      { title: "Aunty Mele's 60th", date: '2026-03-21', time: '17:00', durationMinutes: 300 },
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Sam starts Sunday school this Sunday, 9am every week before lotu': {
    events: [
      { title: 'Church service', date: '2026-03-01', time: '10:30', durationMinutes: 120, weekly: true },
      { title: 'Swimming', date: '2026-03-03', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'Bible study moved to 7.30 tonight, faifekau running late from a funeral': {
    events: [
      { title: 'Bible study', date: '2026-02-25', time: '19:00', durationMinutes: 90, weekly: true },
      { title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true },
    ],
  },
  "Mia's netball is at Marrickville courts now not Tempe, new season draw came out": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true, location: 'Tempe' },
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "Fakamolemole can you change 'Fono' on Tuesday to 'Church committee meeting' so my husband knows what it is lol": {
    events: [
      { title: 'Fono', date: '2026-03-10', time: '19:00', durationMinutes: 90 },
      { title: 'Bible study', date: '2026-02-25', time: '19:00', durationMinutes: 90, weekly: true },
    ],
  },
  "Tevita's bday lunch Sunday going longer, make it 4 hours. you know Tongans never finish on time 😂": {
    events: [
      { title: "Tevita's birthday lunch", date: '2026-03-08', time: '12:30', durationMinutes: 120 },
      { title: 'Sunday school', date: '2026-03-01', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Put Leo on the haircut Saturday, it's his one not mine 😅": {
    events: [
      { title: 'Haircut', date: '2026-03-07', time: '10:00', durationMinutes: 30 },
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "Aue the dentist rang, Sam's appointmnet moved from Thurs to next Monday same time": {
    events: [
      { title: 'Dentist', date: '2026-03-05', time: '15:00', durationMinutes: 30, member: SAM },
      { title: 'Swimming', date: '2026-03-03', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true },
    ],
  },
  'Can you remind me an hour before the misinale meeting Friday, I always forget my envelope 🙈': {
    events: [
      { title: 'Misinale meeting', date: '2026-03-06', time: '18:00', durationMinutes: 90 },
      { title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true },
    ],
  },
  'Church feast on Sunday starts 1pm now not 12, after the second service': {
    events: [
      { title: 'Church feast', date: '2026-03-08', time: '12:00', durationMinutes: 180 },
      { title: 'Sunday school', date: '2026-03-01', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'No choir this Thursday, faifekau away at conference': {
    events: [
      { title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true },
      { title: 'Bible study', date: '2026-02-25', time: '19:00', durationMinutes: 90, weekly: true },
    ],
  },
  'Mia stopping piano, too much with netball n choir. Take all the piano lessons off pls': {
    events: [
      { title: 'Piano', date: '2026-03-02', time: '16:00', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true },
    ],
  },
  "Cancel Leo's sleepover at Aunty Ana's Friday, he's got a fever 🤒": {
    events: [
      { title: "Sleepover at Aunty Ana's", date: '2026-03-06', time: '17:00', durationMinutes: 60, member: LEO },
      { title: 'Playgroup', date: '2026-02-27', time: '10:00', durationMinutes: 90, member: LEO, weekly: true },
    ],
  },
  'Take off the fundraiser car wash on the 14th, church cancelled it 😔': {
    events: [
      { title: 'Youth fundraiser car wash', date: '2026-03-14', time: '09:00', durationMinutes: 180 },
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'Add to shopping: 2 bags taro, coconut cream x6, corned beef, onions': { lists: { Shopping: ['milk', 'bread', 'nappies'], Feast: ['chicken'] } },
  'pls add to the feast list - chicken, kumala, watermelon, ice': { lists: { Shopping: ['milk', 'taro'], Feast: ['lu leaves', 'paper plates'] } },
  'Got the milk and bread malo': { lists: { Shopping: ['milk', 'bread', 'coconut cream', 'onions'] } },
  'Is coconut cream on the list already? dont want 20 tins again lol': { lists: { Shopping: ['coconut cream', 'taro', 'rice'], Feast: ['watermelon'] } },
  'Remove the lollies from the shopping list, Mia snuck them on 😂': { lists: { Shopping: ['lollies', 'weet-bix', 'bananas'] } },
  "What's on the feast list so far?": { lists: { Feast: ['chicken', 'kumala', 'lu leaves', 'paper plates'], Shopping: ['milk'] } },
  'Tick off the choir robes and hymn books on the Easter list, Aunty Vika brought them 🙏🏽': {
    lists: { Easter: ['choir robes', 'hymn books', 'palm leaves'], Shopping: ['bread'] },
  },
  'Need toilet paper, the big pack, cousins stayin all week 😅 add it pls': { lists: { Shopping: ['taro', 'milk', 'rice'] } },
  "To do: pay misinale, book Mia's eye test, call Aunty Mele about the tables": { todos: ['send out the choir roster', 'drop the chairs back to church'] },
  'Done the choir roster, tick it off 🙌🏽': { todos: ['send out the choir roster', 'pay misinale', "book Mia's eye test"] },
  'whats on my to do list sis': { todos: ['pay misinale', "book Mia's eye test", 'call Aunty Mele about the tables'] },
  'Remind me to drop the chairs back to church': {
    todos: ['pay misinale', 'send out the choir roster'],
    events: [{ title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true }],
  },
  'Rang Aunty Mele about the tables, all sorted, mark it done': {
    todos: ['call Aunty Mele about the tables', 'drop the chairs back to church', "book Mia's eye test"],
  },
  'What time is choir tomorrow night?': {
    events: [
      { title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true },
      { title: 'Bible study', date: '2026-02-25', time: '19:00', durationMinutes: 90, weekly: true },
    ],
  },
  "What's on this weekend for us? Trying to work out when to do the umu": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: "Tevita's birthday lunch", date: '2026-03-08', time: '12:30', durationMinutes: 120 },
      { title: 'Sunday school', date: '2026-03-01', time: '09:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  "Is Mia free Saturday morning? Cousin Losana wants her for tau'olunga practice": {
    events: [
      { title: 'Netball', date: '2026-02-28', time: '08:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Haircut', date: '2026-03-07', time: '10:00', durationMinutes: 30, member: LEO },
    ],
  },
  "When is Sam's swimming carnival again?": {
    events: [
      { title: 'Swimming carnival', date: '2026-03-12', time: '09:00', durationMinutes: 360, member: SAM },
      { title: 'Swimming', date: '2026-03-03', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "What reminders do I have on? feel like I'm forgetting something 😩": {
    events: [
      { title: 'Misinale meeting', date: '2026-03-06', time: '18:00', durationMinutes: 90 },
      { title: 'Choir practice', date: '2026-02-26', time: '19:00', durationMinutes: 120, weekly: true },
    ],
  },
};
