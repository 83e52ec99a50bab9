// Phrasebook 60: separated co-parent handing the kids over; very polite mum with two requests per message; dad who explains the background first
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // ---- Voice 1: separated co-parent, handovers, whose weekend, swapped days
  p('handover to their dad sat 10am at the maccas carpark, remind me an hour before', 'createEvent', {
    title: 'handover',
    date: '2026-03-07',
    time: '10:00',
    reminderMinutes: 60,
  }),
  p("Jason has the kids this weekend so pls put in 'dads weekend' for sat and sun all day", 'createEvent', {
    title: 'weekend',
    date: '2026-03-07',
    allDay: true,
  }),
  p('can u check if sam is free sat arvo, his dad wants to take him to a party', 'freeBusy', { date: '2026-03-07', member: SAM }),
  p('swapping with their father this wk, move the pickup from sat to sun same time', 'updateEvent', {
    target: { words: 'pick', date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p("whose weekend is it on the 14th?? mine or marks, i've lost track", ['agenda', 'findEvent'], { fromDate: '2026-03-14' }),
  p("mia has netball training tuesdays 4:30 starting next tuesday, she's at mine those nights", 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-10',
    time: '16:30',
    recurrence: 'weekly',
  }),
  p("sam's dad is picking him up from school friday 3pm, put it in so we dont both turn up", 'createEvent', {
    title: 'pick',
    member: SAM,
    date: '2026-03-06',
    time: '15:00',
  }),
  p("cancel the handover on sunday, he's keeping them an extra night", 'cancelEvent', { target: { words: 'handover', fromDate: '2026-03-08' }, series: false }),
  p('changeover every second friday at 5, starting this friday', 'createEvent', {
    title: 'changeover',
    date: '2026-03-06',
    time: '17:00',
    recurrence: 'fortnightly',
  }),
  p('what have the kids got on next week? need to send it to their father', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p("for leo's bag going to his dads - add nappies, wipes and his dummy to the packing list", 'addListItems', {
    list: 'packing',
    items: ['nappies', 'wipes', 'dummy'],
  }),
  p("handover is at 6 not 5 on fri, he's stuck in traffic", 'updateEvent', { target: { words: 'handover', date: '2026-03-06' }, changes: { time: '18:00' } }),
  p('is the handover still on for saturday?', 'findEvent', { words: 'handover', yesNo: true }),
  p("when's the next changeover", 'findEvent', { words: 'changeover' }),
  p("kids back to me sunday 5pm, remind me 30 min before so i'm home in time", 'createEvent', { date: '2026-03-08', time: '17:00', reminderMinutes: 30 }),
  p('clear everything off sat the 14th, the kids will be at their mums that weekend now', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-14' },
    series: false,
  }),
  p("put sams soccer in saturday 8am, i'm taking him cos it's my weekend", 'createEvent', { title: 'soccer', member: SAM, date: '2026-03-07', time: '08:00' }),
  p("Mia's swimming lessons - she only goes on my weeks. fortnightly thursdays 5pm from tomorrow", 'createEvent', {
    title: 'swim',
    member: MIA,
    date: '2026-03-05',
    time: '17:00',
    recurrence: 'fortnightly',
  }),
  p("take leo off the handover sat, he's staying with me this time", 'updateEvent', {
    target: { words: 'handover', date: '2026-03-07' },
    changes: { removeMembers: [LEO] },
  }),
  p('add leo to the dentist on tues, his dad cant take him now', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-10' },
    changes: { addMembers: [LEO] },
  }),
  p("put a note on friday's handover: bring sam's inhaler back!!", 'updateEvent', {
    target: { words: 'handover', date: '2026-03-06' },
    changes: { note: 'inhaler' },
  }),
  p('are we free sunday? thinking of swapping so he gets them saturday instead', 'freeBusy', { date: '2026-03-08' }),
  p('what does sam have on this weekend', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: SAM }),
  p('add to my todos: send dave the school camp invoice', 'addTodo', { tasks: ['invoice'] }),
  p('remind me to text their dad about the easter holidays', 'addTodo', { tasks: ['easter'], reminder: true }),
  p('remind me at 7pm to pack the kids bags for their dads', 'createEvent', { title: 'pack', date: '2026-03-04', time: '19:00', reminderMinutes: 0 }),
  p('handovers are at the police station carpark from now on, not the school', 'updateEvent', {
    target: { words: 'handover' },
    changes: { location: 'police station' },
  }),
  p("mias piano thurs is moving to 4.15, her dad's dropping her", 'updateEvent', {
    target: { words: 'piano', date: '2026-03-05', member: MIA },
    changes: { time: '16:15' },
  }),
  p("scrap mia's swimming altogether, all of them, she's quit", 'cancelEvent', { target: { words: 'swim', member: MIA }, series: true }),
  p('my weekend with them is 21-22 march, put it in as all day', 'createEvent', { date: '2026-03-21', allDay: true }),
  p('show me the packing list for the kids overnight bags', 'showList', { list: 'packing' }),
  p("did i put sam's school shoes on the packing list?", 'showList', { list: 'packing', check: ['shoes'] }),
  p('got the spare uniform back from his place, tick it off the packing list', 'tickListItems', { list: 'packing', items: ['uniform'], remove: false }),
  p("make a new list called Jake's place for the stuff the kids leave over there", 'createList', { name: 'jake' }),
  p("he's having them tonight now and i get them friday, move tonight's handover to friday same time", 'updateEvent', {
    target: { words: 'handover', date: '2026-03-04' },
    changes: { date: '2026-03-06' },
  }),
  p("sam's got a bday party sunday 11 till 1 at bounce, i'll drop him before handover", 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-08',
    time: '11:00',
    durationMinutes: 120,
  }),
  p("leo's kindy gym is mondays 9:30 until 2 april, on my weeks AND his", 'createEvent', {
    title: 'gym',
    member: LEO,
    date: '2026-03-09',
    time: '09:30',
    recurrence: 'weekly',
    repeatUntil: '2026-04-02',
  }),
  ask('put in a handover with their dad pls'),
  ask("can you add mia's dance, her dad went and signed her up without asking"),
  p('whats mias school called again, need it for the parenting plan form', 'memberFacts', { member: MIA, fact: 'school' }),
  p("when is sam's birthday? his dad and i are splitting the party", 'memberFacts', { member: SAM, fact: 'birthday' }),
  p("what reminders have i got set this week, can't miss another handover", 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('have i got a reminder for the handover?', 'listReminders', { check: ['handover'] }),
  p("remove the reminder on saturday's handover, i won't forget it", 'cancelEvent', {
    target: { words: 'handover', fromDate: '2026-03-07' },
    series: false,
    reminder: true,
  }),
  p('undo that, wrong weekend 🙄', 'undo'),
  p('sunday handover is running late, push it back 30 mins', 'updateEvent', {
    target: { words: 'handover', date: '2026-03-08' },
    changes: { shiftMinutes: 30 },
  }),
  p("mia's at her dad's for the school hols 6 april to 17 april, put it in for her", 'createEvent', { date: '2026-04-06', allDay: true, member: MIA }),
  p('is leo free tomorrow between 3 and 5? his father wants to take him to the zoo', 'freeBusy', {
    date: '2026-03-05',
    fromTime: '15:00',
    toTime: '17:00',
    member: LEO,
  }),
  p('whens sams next soccer game, his dad wants to come watch', 'findEvent', { words: 'soccer', member: SAM }),
  p("mark 'send maintenance receipt' as done", 'completeTodo', { text: 'receipt' }),

  // ---- Voice 2: very polite mum, often two requests in one message (tool = first request)
  p(
    "Hi there! Hope you're well 😊 Would you mind please adding Mia's dentist on Thursday the 12th at 9:30am, and could you also pop toothpaste on the shopping list? Thank you so much!",
    'createEvent',
    { title: 'dentist', member: MIA, date: '2026-03-12', time: '09:30' },
  ),
  p(
    "Good afternoon, could I please have a look at what's on tomorrow, and would you also be so kind as to add bin bags to the shopping list? Many thanks",
    'agenda',
    { fromDate: '2026-03-05', toDate: '2026-03-05' },
  ),
  p(
    "Hello! Could you please add milk, eggs and a loaf of sourdough to the shopping list, and also remind me to ring the council about the bins? Thanks so much, you're a star ⭐",
    'addListItems',
    { items: ['milk', 'eggs', 'sourdough'] },
  ),
  p(
    "Hello lovely, so sorry to be a bother, could you please move Sam's swimming on Saturday to 10am instead of 9, and then also let me know if Leo has anything on Saturday morning? Thanks ever so much x",
    'updateEvent',
    { target: { words: 'swim', date: '2026-03-07', member: SAM }, changes: { time: '10:00' } },
  ),
  p(
    "Hi! Would you please be so kind as to cancel Leo's playgroup tomorrow as he's a bit poorly, and could you also add Panadol and tissues to the shopping? Thank you so very much",
    'cancelEvent',
    { target: { words: 'playgroup', fromDate: '2026-03-05', member: LEO }, series: false },
  ),
  p(
    "Good morning! I was wondering if you could please tell me when Mia's next piano lesson is, and also whether we're all free on Sunday afternoon? Much appreciated 🙏",
    'findEvent',
    { words: 'piano', member: MIA },
  ),
  p(
    'Hello, could you kindly add a spelling list for Sam as homework due this Friday, and also show me everything else Sam has to do? Thank you kindly',
    'addHomework',
    { task: 'spelling', member: SAM, dueDate: '2026-03-06' },
  ),
  p("Hi, when you have a moment could you please show me the shopping list and also tick off the bread as I've already picked some up? thanks heaps xx", [
    'showList',
    'tickListItems',
  ]),
  p(
    'Would you mind adding swimming for Mia and Sam every Saturday at 8am starting this Saturday, with a reminder an hour before please, and then could you also add goggles to the shopping list? Thank you!',
    'createEvent',
    { title: 'swim', member: MIA, alsoMembers: [SAM], date: '2026-03-07', time: '08:00', recurrence: 'weekly', reminderMinutes: 60 },
  ),
  p("Hi! Could you please add 'book flu shots' and 'renew library cards' to my to-do list, and also let me know what's on Friday? Thanks so much", 'addTodo', {
    tasks: ['flu', 'library'],
  }),
  p(
    "Hello there, I'm so sorry, the school concert has moved from Thursday to Friday at the same time, could you please update that for me, and also let me know if I have any reminders set for Friday? Thank you very much",
    'updateEvent',
    { target: { words: 'concert', date: '2026-03-05' }, changes: { date: '2026-03-06' } },
  ),
  p('Hi, could you please remind me at 6pm tonight to defrost the chicken, and add rice to the shopping list too? Thanks heaps 😊', 'createEvent', {
    title: 'chicken',
    date: '2026-03-04',
    time: '18:00',
    reminderMinutes: 0,
  }),
  p(
    "Good evening, would you please clear the shopping list as I've just done the big shop, and could you then make a new list called Camping for our trip? Thank you!",
    ['clearList', 'createList'],
  ),
  p(
    "Hi! Could you please tell me what Sam's learning style came out as, and also when Leo's birthday is? I'm filling in some forms. Thank you so much",
    'memberFacts',
    { member: SAM, fact: 'learningStyle' },
  ),
  p(
    'Hello, is there any chance you could let me know what the whole family has on next week, and pop in a reminder for me to book the car service? Kind regards, Jen',
    'agenda',
    { fromDate: '2026-03-09', toDate: '2026-03-15' },
  ),
  p(
    "Hi lovely, could you please add Leo's vaccinations on Tuesday the 17th at 11:15am for both Leo and Sam, and remind me the day before? Thank you so much, really appreciate it",
    'createEvent',
    { title: 'vacc', member: LEO, alsoMembers: [SAM], date: '2026-03-17', time: '11:15', reminderMinutes: 1440 },
  ),
  p(
    "Hi, would you be able to add Mia's book report to her homework, it's due Monday, and also add 'sign permission slip' to my to-dos? Thanks ever so much",
    'addHomework',
    { task: 'book report', member: MIA, dueDate: '2026-03-09' },
  ),
  p(
    "Hello! I'd be so grateful if you could cancel Sam's tennis for good, he's decided it really isn't for him, and then add his new karate on Mondays at 4:30? Thank you!",
    'cancelEvent',
    { target: { words: 'tennis', member: SAM }, series: true },
  ),
  p(
    "Hi there, sorry for the long message! Could you please check if we're free on Saturday the 14th for a family lunch, and if we are, add lunch at Nanna's at 12:30? Much appreciated",
    'freeBusy',
    { date: '2026-03-14' },
  ),
  p("Good afternoon, could you please show me my to-do list, and also tick off 'call the plumber' as that's finally sorted? Thanks so much x", [
    'listTodos',
    'completeTodo',
  ]),
  p(
    "Hi! Could you please move the parent teacher interview on Tuesday 30 minutes later, and let me know when Mia's next swimming lesson is? Thank you so much for your help",
    'updateEvent',
    { target: { words: 'interview', date: '2026-03-10' }, changes: { shiftMinutes: 30 } },
  ),
  p(
    'Hello, could you kindly add strawberries, yoghurt pouches and crackers to the shopping list, and also remind me to order the school photos? Thanks a million 😊',
    'addListItems',
    { items: ['strawberries', 'yoghurt', 'crackers'] },
  ),
  p('Hi, would you mind telling me whether the dentist is still on for Thursday, and if so add a reminder 2 hours before it please? Thank you', [
    'findEvent',
    'updateEvent',
  ]),
  p(
    "Hello! Could you please add a sleepover for Mia at Ava's this Friday from 6pm, and also take Mia off Saturday's swimming as she'll still be there? Thanks so much",
    'createEvent',
    { title: 'sleepover', member: MIA, date: '2026-03-06', time: '18:00' },
  ),
  p("Hi, could you please make Sunday's footy two hours long instead of one, and add oranges to the shopping list for half time? Thank you!", 'updateEvent', {
    target: { words: 'footy', date: '2026-03-08' },
    changes: { durationMinutes: 120 },
  }),
  p("Hello lovely, would you be so kind as to show me what's on the packing list, and add sunscreen and hats to it as well? Many thanks", 'showList', {
    list: 'packing',
  }),
  p("Hi, could I please get a link to log in on the website, and would you also tell me which plan we're currently on? Thanks very much", [
    'signInLink',
    'planStatus',
  ]),
  p(
    "Good evening! I've just paid for the subscription, could you please activate it for us, and then show me what's on this weekend? Thank you so much",
    'planStatus',
    { activation: true },
  ),
  p(
    "Hi there, could you please add a monthly reminder to pay the school fees on the 1st at 9am starting in April, and also add 'sort out uniforms' to my to-do list? Thanks x",
    'createEvent',
    { title: 'fees', date: '2026-04-01', time: '09:00', recurrence: 'monthly' },
  ),
  p(
    "Hello, could you please cancel everything on Friday as we're heading away early, and then add the beach house trip from Friday to Sunday? Thank you so much!",
    'cancelEvent',
    { target: { words: null, fromDate: '2026-03-06' }, series: false },
  ),
  p(
    "Hi, could you please add Sam's class assembly on the 19th at 2:30 with a reminder 15 mins before, and let me know if Leo has anything on that afternoon? Thanks heaps",
    'createEvent',
    { title: 'assembly', member: SAM, date: '2026-03-19', time: '14:30', reminderMinutes: 15 },
  ),
  p(
    "Hello! Would you mind removing the chips and the lollies from the shopping list (we're being good this week 😅) and adding carrots and hummus instead? Thank you",
    'tickListItems',
    { items: ['chips', 'lollies'], remove: true },
  ),
  p(
    'Hi there, sorry to bother you, could you please tell me what Leo has on tomorrow and also whether Mia is free tomorrow after 3? Thank you kindly',
    'agenda',
    { fromDate: '2026-03-05', toDate: '2026-03-05', member: LEO },
  ),
  p(
    "Good afternoon, could you please add Mia's orthodontist appointment on Monday at 3:45pm, with Sam coming along too for his check-up, and remind me 45 minutes before? Thank you!",
    'createEvent',
    { title: 'orthodontist', member: MIA, alsoMembers: [SAM], date: '2026-03-09', time: '15:45', reminderMinutes: 45 },
  ),
  p("Hi! Could you please show me all of our lists, and then create a new one called Birthday Party? Thanks so much, you're a lifesaver", 'listLists'),
  p(
    "Hello, I'd be really grateful if you could tell me what reminders I have coming up, and also remove the one for the vet as we've rebooked? Many thanks",
    'listReminders',
  ),
  p("Hi there, could you please add a maths worksheet for Sam due Thursday, and Mia's science poster due Friday the 13th? Thanks ever so much", 'addHomework', {
    task: 'maths',
    member: SAM,
    dueDate: '2026-03-05',
  }),
  p("Good morning! Would you please mark number 3 on my to-do list as done, and then add 'return library books' please? Thank you x", 'completeTodo', {
    number: 3,
  }),
  p(
    "Hi, could you kindly add Leo's swimming every Tuesday and Thursday at 10am from next week until the end of March, and add swim nappies to the shopping list? Thank you so much!",
    'createEvent',
    { title: 'swim', member: LEO, date: '2026-03-10', time: '10:00', recurrence: 'weekly', alsoWeekdays: [4], repeatUntil: '2026-03-31' },
  ),
  ask("Hi there, could you please add Mia's haircut, and also add hairspray to the shopping list? Thank you so much 😊"),
  p(
    "Hi lovely, so sorry, could you please rename Sunday's 'Nanna visit' to 'Grandparents visit' as Pop's coming too, and remind me the night before? Thanks so much",
    'updateEvent',
    { target: { words: 'nanna', date: '2026-03-08' }, changes: { title: 'grandparents' } },
  ),
  p(
    "Hi there! Would it be possible to clear my whole to-do list, as I've finished everything (miracle!), and then add 'plan Easter' as a new one? Thank you 😊",
    ['clearTodos', 'addTodo'],
  ),
  p("Hello, could you please tell me which school Mia is down for and also her birthday? I'm filling out a form for swimming. Thanks so much", 'memberFacts', {
    member: MIA,
  }),
  p('Hi! Could you please let me know if milk is already on the shopping list, and if not add it along with butter? Thank you very much', 'showList', {
    check: ['milk'],
  }),
  p(
    "Good afternoon, would you please add Mia's netball game on Saturday at 9:15am for an hour and a half, and also let me know if Sam is free then? Thanks!",
    'createEvent',
    { title: 'netball', member: MIA, date: '2026-03-07', time: '09:15', durationMinutes: 90 },
  ),
  p("Hi there, would you kindly let me know what's on today and also add 'pick up dry cleaning' to my to-dos? Much appreciated", 'agenda', {
    fromDate: '2026-03-04',
    toDate: '2026-03-04',
  }),
  p('Hello, could you please cancel my reminder for the vet on Monday, and then remind me about it at lunchtime instead? Thanks ever so much', 'cancelEvent', {
    target: { words: 'vet', fromDate: '2026-03-09' },
    series: false,
    reminder: true,
  }),
  p(
    "Hi, would you please add Sam's friend Oscar's birthday party on Saturday 21 March at 2pm, and add a present for Oscar to the shopping list? Thank you kindly!",
    'createEvent',
    { title: 'party', member: SAM, date: '2026-03-21', time: '14:00' },
  ),
  p("Hello! Could you please tell me what you're able to help with, and whether my husband can use it too? Thank you so much", 'help', { reason: 'asked' }),
  p(
    'Hi lovely, could you please add school photo day as an all-day event on Thursday the 19th, and also add the photo order form to my to-dos? Thank you x',
    'createEvent',
    { title: 'photo', date: '2026-03-19', allDay: true },
  ),

  // ---- Voice 3: father who explains the background first
  p(
    "So Mia's been complaining about a sore tooth for a couple of days now and we finally got a spot with Dr Patel after ringing around all morning. Can you put the dentist in for Mia Friday 10:30am",
    'createEvent',
    { title: 'dentist', member: MIA, date: '2026-03-06', time: '10:30' },
  ),
  p(
    "Right, so the school sent a note home saying the swimming carnival got rained out last week and they've rescheduled it. We never had it in the calendar anyway. Add the swimming carnival for Sam on tuesday the 17th, all day",
    'createEvent',
    { title: 'carnival', member: SAM, date: '2026-03-17', allDay: true },
  ),
  p(
    "My wife usually does the shopping but she's away at a conference till sunday, so it's me this week. we're out of weetbix, bananas and dishwasher tablets, add those",
    'addListItems',
    { items: ['weetbix', 'bananas', 'dishwasher'] },
  ),
  p(
    "Long story but the soccer club lost their field booking for the term and training has had to move. Sam's training on Thursday is now at 5:30 not 4:30",
    'updateEvent',
    { target: { words: 'training', date: '2026-03-05', member: SAM }, changes: { time: '17:30' } },
  ),
  p(
    "The coach just messaged the group chat that there's a big storm coming through and they've called off saturday's game. cancel sams soccer sat",
    'cancelEvent',
    { target: { words: 'soccer', fromDate: '2026-03-07', member: SAM }, series: false },
  ),
  p(
    "We've been talking about getting Leo into more of a routine before kinder next year, so we signed him up for a music class. It's every thursday at 9am starting tomorrow, goes for 45 mins",
    'createEvent',
    { title: 'music', member: LEO, date: '2026-03-05', time: '09:00', durationMinutes: 45, recurrence: 'weekly' },
  ),
  p(
    'My mother-in-law is flying in and wants to take the kids out somewhere on sunday. Before I say yes and get myself in trouble, is everyone free sunday?',
    'freeBusy',
    { date: '2026-03-08', member: null },
  ),
  p(
    "Had a chat with my boss and I may need to travel the week after next, so I'm trying to see how bad it'd be at home. what's on for the family from the 16th to the 20th",
    'agenda',
    { fromDate: '2026-03-16', toDate: '2026-03-20' },
  ),
  p(
    "Been meaning to sort out the garage for months now and it's getting embarrassing when people come over. Add clean out the garage to the to do list",
    'addTodo',
    { tasks: ['garage'] },
  ),
  p(
    "Mia's teacher emailed saying she's fallen behind on her reading log and it has to be handed in monday. Put the reading log in as homework for mia due monday",
    'addHomework',
    { task: 'reading log', member: MIA, dueDate: '2026-03-09' },
  ),
  p("Sam's been doing his homework most nights but honestly I can never keep track of what's actually left. what homework has sam got", 'listHomework', {
    member: SAM,
  }),
  p("We were thinking of doing a beach trip but I can't remember what we've already said yes to. whats on the weekend of the 14th", 'agenda', {
    fromDate: '2026-03-14',
    toDate: '2026-03-15',
  }),
  p(
    'ok so I keep forgetting the bins and the neighbours have started to notice lol. can you remind me every tuesday at 7pm to put the bins out',
    'createEvent',
    { title: 'bins', date: '2026-03-10', time: '19:00', recurrence: 'weekly', reminderMinutes: 0 },
  ),
  p("The physio said Leo's ankle needs another look in a few weeks so they rang this morning and booked him in for the 24th at 2. add that", 'createEvent', {
    title: 'physio',
    member: LEO,
    date: '2026-03-24',
    time: '14:00',
  }),
  ask("My brother's coming down from Brisbane with his kids and we're going to do a big bbq at ours. Not sure on the day yet but put the bbq in"),
  p("So the gym changed their whole timetable and my wife's pilates class moved. Can you shift pilates on saturday an hour earlier", 'updateEvent', {
    target: { words: 'pilates', date: '2026-03-07' },
    changes: { shiftMinutes: -60 },
  }),
  p('We stopped at the shops on the way home from footy and grabbed a few things. got the milk and the eggs', 'tickListItems', {
    items: ['milk', 'eggs'],
    remove: false,
  }),
  p('Mia did some personality quiz thing on the app a while back apparently, my wife mentioned it. what did it say her DiSC style was', 'memberFacts', {
    member: MIA,
    fact: 'discStyle',
  }),
  p("Her teacher suggested we look at how she learns best since she struggles with written instructions. what's mia's learning style", 'memberFacts', {
    member: MIA,
    fact: 'learningStyle',
  }),
  p('I think I might have double booked myself, work sent a meeting invite and something rang a bell. when is the parent teacher thing', 'findEvent', {
    words: 'teacher',
  }),
  p("Leo has been sick all week and the doctor says keep him home until he's properly better. cancel all of Leo's stuff through friday", 'cancelEvent', {
    target: { words: null, toDate: '2026-03-06', member: LEO },
    series: false,
  }),
  p(
    "The kids' grandad is picking Sam up from cricket on saturday because I've got a work thing I can't get out of. add a note on sams cricket saturday that grandad is getting him",
    'updateEvent',
    { target: { words: 'cricket', date: '2026-03-07', member: SAM }, changes: { note: 'grandad' } },
  ),
  p(
    "We're going camping over Easter, first time with all three kids so I want to be properly organised this time. make a new list called camping",
    'createList',
    { name: 'camping' },
  ),
  p(
    "Went through the shed last night and we're missing half the camping gear from last time. add tent pegs, a torch, marshmallows and a first aid kit to the camping list",
    'addListItems',
    { list: 'camping', items: ['tent pegs', 'torch', 'marshmallows', 'first aid'] },
  ),
  p(
    "My wife set up a bunch of reminders on the calendar before she left and I've got no idea what any of them are for. what reminders are there",
    'listReminders',
    { fromDate: null, toDate: null },
  ),
  p("So the swim school has closed down, total shock, they emailed everyone last night. delete mia's swimming, every week of it", 'cancelEvent', {
    target: { words: 'swim', member: MIA },
    series: true,
  }),
  p("Leo's daycare rang, the photographer can't make it so photo day has been pushed back. Leo's photo day is now thursday the 12th", 'updateEvent', {
    target: { words: 'photo', member: LEO },
    changes: { date: '2026-03-12' },
  }),
  p("I just made a change and I'm pretty sure I put it under the wrong kid. undo that", 'undo'),
  p(
    "Mia's piano recital is on the 28th and she's really nervous, she's been practising every night. it runs from 6 to 8, put it in with a reminder the day before",
    'createEvent',
    { title: 'recital', member: MIA, date: '2026-03-28', time: '18:00', durationMinutes: 120, reminderMinutes: 1440 },
  ),
  p(
    'The school emailed saying the excursion bus is leaving earlier than planned so the kids need to be there at 8 instead of 8:45. change the excursion on friday to 8am',
    'updateEvent',
    { target: { words: 'excursion', date: '2026-03-06' }, changes: { time: '08:00' } },
  ),
  p("We agreed each kid only gets one activity this term because it was getting crazy, and Sam picked karate. when's his next karate class", 'findEvent', {
    words: 'karate',
    member: SAM,
  }),
  p("My wife's asked me to keep an eye on the jobs while she's away and I don't want to drop the ball. what's on the to do list", 'listTodos'),
  p("Finally got around to calling the insurance company, 45 minutes on hold but it's done. tick off call insurance", 'completeTodo', { text: 'insurance' }),
  p(
    "Sam's been asking to go to the footy with his mates from school and the game's on saturday at 1. add Sam's footy game sat 1pm with a reminder at 11",
    'createEvent',
    { title: 'footy', member: SAM, date: '2026-03-07', time: '13:00', reminderMinutes: 120 },
  ),
  p("My parents always ask what's happening with the kids and I never have a clue what to tell them. what's coming up?", ['findEvent', 'agenda']),
  p("The council hard rubbish pickup is booked for sometime next week and I'll definitely forget otherwise. remind me to put the hard rubbish out", 'addTodo', {
    tasks: ['hard rubbish'],
    reminder: true,
  }),
  p(
    "Sam's teacher rang, there's a spelling test on friday and he's been struggling a bit. add spelling practice as homework for sam due friday",
    'addHomework',
    { task: 'spelling', member: SAM, dueDate: '2026-03-06' },
  ),
  p("Sam's mate's parents invited both kids to the movies thursday at 4, it's already in for Sam. Mia's going now too, add her to it", 'updateEvent', {
    target: { words: 'movies', date: '2026-03-05' },
    changes: { addMembers: [MIA] },
  }),
  p("The shopping list has got completely out of hand with stuff we don't even need anymore. clear the shopping list", 'clearList'),
  p(
    "Remember the cake stuff I put on the list for Leo's party? Party's been cancelled, he's got gastro. remove the cake mix and the candles",
    'tickListItems',
    { items: ['cake mix', 'candles'], remove: true },
  ),
  p('My wife normally does all the calendar stuff and she told me to just message you. how does this work?', 'help', { reason: 'asked' }),
  p("I'm on the laptop and want to see the whole calendar properly on the big screen for once. send me a login link", 'signInLink'),
  p(
    'The vet needs the dog in for his vaccinations and it was the only slot they had left. vet wednesday the 11th at 8am, reminder an hour before',
    'createEvent',
    { title: 'vet', date: '2026-03-11', time: '08:00', reminderMinutes: 60 },
  ),
  p(
    "So the tennis coach said the lessons are going longer from now on, they're adding match play at the end. make sam's tennis 30 mins longer",
    'updateEvent',
    { target: { words: 'tennis', member: SAM }, changes: { lengthenMinutes: 30 } },
  ),
  p("They added relays to the end of athletics so it finishes later now. Sam's athletics on thursday ends at 5 now", 'updateEvent', {
    target: { words: 'athletics', date: '2026-03-05', member: SAM },
    changes: { endTime: '17:00' },
  }),
  p("I'm trying to book a haircut for myself but I've got no idea what's on. are we free friday between 12 and 2", 'freeBusy', {
    date: '2026-03-06',
    fromTime: '12:00',
    toTime: '14:00',
  }),
  p("Mia's drama class has moved because the school hall was double booked for the rest of term. her drama is at the community centre now", 'updateEvent', {
    target: { words: 'drama', member: MIA },
    changes: { location: 'community centre' },
  }),
  p("Coach sent a message saying the courts are being resurfaced so they're starting late. netball is at 5 this week only instead of 4", 'updateEvent', {
    target: { words: 'netball' },
    changes: { time: '17:00' },
    once: true,
  }),
  p("The school sent the term calendar home and I've got a feeling we signed up to help. is the working bee on saturday?", 'findEvent', {
    words: 'working bee',
    yesNo: true,
  }),
  p(
    "Leo's daycare asked us to send a spare change of clothes tomorrow since he had a little accident today. remind me tomorrow at 7:30am to pack leo's spare clothes",
    'createEvent',
    { title: 'clothes', date: '2026-03-05', time: '07:30', reminderMinutes: 0 },
  ),
];
