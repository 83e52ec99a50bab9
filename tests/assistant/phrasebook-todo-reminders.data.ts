// Phrasebook (training): typed, chatbot-style requests about the to-do list, reminders and shopping-list changes,
// with the tool and key slots we expect.
// Who: written by a helper who had not read the engine, its tests or the other phrasebooks' messages.
// From what: the tool contract only (functions/assistant/tools: each tool's zod input schema and its .describe() texts)
// and the harness's comparison rules (tests/assistant/phrasebook.ts).
// Style: typed messages to a chat assistant — mostly full sentences, some polite ("could you please…", "i'd like
// you to…", "would you mind…"), some indirect ("i keep forgetting to…", "it would help if you reminded me…"),
// some terse; every message written fresh, not copied from anywhere.
// Reading of the contract used here: a reminder with a time or a day is an event (createEvent); a reminder with a
// lead time before an existing event sets that event's reminderMinutes (updateEvent); "remind me to…" with no time is
// a to-do with reminder true (addTodo); cancelling a reminder that may be a timed one or a to-do accepts either tool.
// A message doing two different things (swap an item, add and remove) accepts any of the tools involved, with no inputs.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only the keys given are checked; text slots must be contained in the engine's value.

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

void ask;

const CHECK_TODOS = ['listTodos', 'showList'];
const CLEAR_TODOS = ['clearTodos', 'clearList'];
const TWO_LIST_OPS = ['addListItems', 'tickListItems'];
const DROP_REMINDER = ['cancelEvent', 'completeTodo'];

// ---------------------------------------------------------------------------------------------------------------
// The to-do list (70)
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  // adding one task
  p('add book the car service to my to-do list', 'addTodo', { tasks: ['car service'] }),
  p('could you please put "renew passport" on my to do list', 'addTodo', { tasks: ['passport'] }),
  p("i'd like you to add ring the insurance company to my todos", 'addTodo', { tasks: ['insurance'] }),
  p('new to-do: fix the squeaky gate', 'addTodo', { tasks: ['squeaky gate'] }),
  p('todo pay the water bill', 'addTodo', { tasks: ['water bill'] }),
  p('Can you add "sort out the garage" to my list of things to do?', 'addTodo', { tasks: ['garage'] }),
  p('would you mind adding email the school about the excursion form to my to do list', 'addTodo', { tasks: ['excursion form'] }),
  p('I need to return the library books, please add that to my to-dos', 'addTodo', { tasks: ['library books'] }),
  p('put clean out the fridge on the todo list', 'addTodo', { tasks: ['fridge'] }),
  p('add a to-do for me: call the landlord about the leak', 'addTodo', { tasks: ['landlord'] }),
  p('Please add "order Leo\'s school shoes" to the to do list', 'addTodo', { tasks: ['school shoes'] }),
  p('to do list: book flu shots', 'addTodo', { tasks: ['flu shots'] }),
  p('one more thing for my to-do list, cancel the gym membership', 'addTodo', { tasks: ['gym membership'] }),
  p('add replace the smoke alarm batteries to my to-dos', 'addTodo', { tasks: ['smoke alarm'] }),
  p('Could you note down on my to do list that I need to get the bike tyre fixed', 'addTodo', { tasks: ['bike tyre'] }),
  p('add to my todo: wrap the present for grandma', 'addTodo', { tasks: ['present'] }),
  // adding several tasks
  p('add call the bank, renew the rego and book a haircut to my to-do list', 'addTodo', { tasks: ['bank', 'rego', 'haircut'] }),
  p('Please add these to my to-dos: clean the gutters and wash the car', 'addTodo', { tasks: ['gutters', 'car'] }),
  p("i'd like to add three things to my to do list: post the parcel, pay the fine, and call mum", 'addTodo', {
    tasks: ['parcel', 'fine', 'mum'],
  }),
  p('to-do list: vacuum the car, sort the recycling, mow the lawn', 'addTodo', { tasks: ['vacuum', 'recycling', 'lawn'] }),
  p('could you add fill out the census and back up the laptop to my list of todos', 'addTodo', { tasks: ['census', 'laptop'] }),
  p('put defrost the freezer and oil the gate hinges on the to do list', 'addTodo', { tasks: ['freezer', 'hinges'] }),
  p('add to-dos: sign the permission slip, buy a birthday card', 'addTodo', { tasks: ['permission slip', 'birthday card'] }),
  p('Two new to-dos please – ring the plumber and cancel the newspaper', 'addTodo', { tasks: ['plumber', 'newspaper'] }),
  p('add clean windows + sort kids clothes + donate old toys to my todo list', 'addTodo', { tasks: ['windows', 'clothes', 'toys'] }),
  p('can you put pick up the dry cleaning and drop off the library books on my to-do list', 'addTodo', {
    tasks: ['dry cleaning', 'library books'],
  }),
  // ticking off / saying it is finished, by name
  p('tick off call the bank', 'completeTodo', { text: 'bank' }),
  p('please mark renew passport as done', 'completeTodo', { text: 'passport' }),
  p("I've finished the tax return, you can cross it off", 'completeTodo', { text: 'tax return' }),
  p('done with mowing the lawn', 'completeTodo', { text: 'lawn' }),
  p('the gutters are cleaned, tick that off my list', 'completeTodo', { text: 'gutters' }),
  p('could you mark "fix the squeaky gate" as complete', 'completeTodo', { text: 'squeaky gate' }),
  p('i paid the water bill so that one is done', 'completeTodo', { text: 'water bill' }),
  p('cross off the car service please, it got booked this morning', 'completeTodo', { text: 'car service' }),
  p('finally sorted out the garage! mark it done', 'completeTodo', { text: 'garage' }),
  p('the library books are back, tick it off', 'completeTodo', { text: 'library books' }),
  p("Would you mind ticking 'wrap the present' off my to-do list", 'completeTodo', { text: 'present' }),
  p('done: post the parcel', 'completeTodo', { text: 'parcel' }),
  p('all done with the census', 'completeTodo', { text: 'census' }),
  p("i've backed up the laptop, that to-do can go", 'completeTodo', { text: 'laptop' }),
  p('Dry cleaning picked up ✔ please tick it off my to-dos', 'completeTodo', { text: 'dry cleaning' }),
  // ticking off by number
  p('done 3', 'completeTodo', { number: 3 }),
  p('tick off number 2 on my to-do list', 'completeTodo', { number: 2 }),
  p('mark item 1 as done please', 'completeTodo', { number: 1 }),
  p('the fourth one on my to do list is finished', 'completeTodo', { number: 4 }),
  p('can you tick off no. 5', 'completeTodo', { number: 5 }),
  p('number 7 is done', 'completeTodo', { number: 7 }),
  p('done #4', 'completeTodo', { number: 4 }),
  // removing a task
  p('remove clean out the fridge from my to-do list', 'completeTodo', { text: 'fridge' }),
  p('delete the to-do about the gym membership, i decided to keep it', 'completeTodo', { text: 'gym membership' }),
  p("please take 'book flu shots' off my todo list", 'completeTodo', { text: 'flu shots' }),
  p('remove number 6 from my to-dos', 'completeTodo', { number: 6 }),
  p('get rid of to-do 2', 'completeTodo', { number: 2 }),
  p('I no longer need "cancel the newspaper" on my to-do list, please remove it', 'completeTodo', { text: 'newspaper' }),
  // reading the list
  p("what's on my to-do list?", 'listTodos'),
  p('show me my to dos', 'listTodos'),
  p('Could you please read me my to-do list', 'listTodos'),
  p('what do i still have to do', ['listTodos', 'agenda']),
  p('my todo list', 'listTodos'),
  p('list my to-dos please', 'listTodos'),
  p('which to-dos are still open?', 'listTodos'),
  // checking whether something is on it
  p('is renew the passport on my to-do list?', CHECK_TODOS),
  p('did i already add the plumber to my todos?', CHECK_TODOS),
  p('have I got "book haircut" on my to do list', CHECK_TODOS),
  p('can you check if the gutters are still on my to-do list', CHECK_TODOS),
  p('is fix the gate still on my list of things to do', CHECK_TODOS),
  // clearing it
  p('clear my to-do list', CLEAR_TODOS),
  p('please wipe all my to-dos, I want to start fresh', CLEAR_TODOS),
  p("i'd like you to tick off everything on my to do list", CLEAR_TODOS),
  p('mark all my todos as done', CLEAR_TODOS),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders (80)
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  // with a time
  p('remind me at 6 to put the bins out', 'createEvent', { title: 'bins', date: '2026-03-04', time: '18:00' }),
  p('Could you please remind me at 9 to call the school', 'createEvent', { title: 'school', date: '2026-03-05', time: '09:00' }),
  p('remind me at 4.30 to pick up leo from footy', 'createEvent', { title: 'pick up', date: '2026-03-04', time: '16:30' }),
  p("i'd like a reminder at 7pm to take my tablets", 'createEvent', { title: 'tablets', date: '2026-03-04', time: '19:00' }),
  p('remind me tomorrow at 8am to move the car', 'createEvent', { title: 'move the car', date: '2026-03-05', time: '08:00' }),
  p('set a reminder for friday at 10 to pay the gas bill', 'createEvent', { title: 'gas bill', date: '2026-03-06', time: '10:00' }),
  p('remind me in two hours to take the chicken out of the oven', 'createEvent', { title: 'chicken', date: '2026-03-04', time: '16:00' }),
  p('remind me in 30 minutes to check the washing', 'createEvent', { title: 'washing', date: '2026-03-04', time: '14:30' }),
  p('reminder 5pm ring the vet', 'createEvent', { title: 'vet', date: '2026-03-04', time: '17:00' }),
  p('would you mind reminding me at half past three to get the kids from school', 'createEvent', {
    title: 'kids',
    date: '2026-03-04',
    time: '15:30',
  }),
  p('Please remind me on Saturday at 11 to water the veggie patch', 'createEvent', { title: 'veggie', date: '2026-03-07', time: '11:00' }),
  p('remind me sunday 7.30pm to put the recycling out', 'createEvent', { title: 'recycling', date: '2026-03-08', time: '19:30' }),
  p('can you remind me at noon tomorrow to call grandma', 'createEvent', { title: 'grandma', date: '2026-03-05', time: '12:00' }),
  p('remind me at 2 on monday to book the plumber', 'createEvent', { title: 'plumber', date: '2026-03-09', time: '14:00' }),
  p('remind mia at 5 to practise piano', 'createEvent', { title: 'piano', member: MIA, date: '2026-03-04', time: '17:00' }),
  p('It would help if you reminded me at 6:15 tomorrow morning to pack the lunches', 'createEvent', {
    title: 'lunches',
    date: '2026-03-05',
    time: '06:15',
  }),
  p('remind me tonight at 9 to lock the back door', 'createEvent', { title: 'back door', date: '2026-03-04', time: '21:00' }),
  p('remind me on the 12th at 3pm to pick up the cake', 'createEvent', { title: 'cake', date: '2026-03-12', time: '15:00' }),
  p('reminder for thursday 8:45am: bring the permission slip', 'createEvent', { title: 'permission slip', date: '2026-03-05', time: '08:45' }),
  p('remind me at 1 to ring the council', 'createEvent', { title: 'council', date: '2026-03-05', time: '13:00' }),
  // with a day, no time
  p('remind me tomorrow to return the parcel', 'createEvent', { title: 'parcel', date: '2026-03-05' }),
  p('remind me on friday to pay the school fees', 'createEvent', { title: 'school fees', date: '2026-03-06' }),
  p('Could you remind me on Saturday to buy a present for the party', 'createEvent', { title: 'present', date: '2026-03-07' }),
  p("i keep forgetting to renew the dog's registration, please remind me on monday", 'createEvent', { title: 'registration', date: '2026-03-09' }),
  p('remind me the day after tomorrow to chase up the refund', 'createEvent', { title: 'refund', date: '2026-03-06' }),
  p('remind me tonight to charge the ipad', 'createEvent', { title: 'ipad', date: '2026-03-04' }),
  p('set a reminder for the 10th to cancel the free trial', 'createEvent', { title: 'free trial', date: '2026-03-10' }),
  p('remind me on sunday to call dad', 'createEvent', { title: 'dad', date: '2026-03-08' }),
  p('remind sam tomorrow to take his sports uniform', 'createEvent', { title: 'sports uniform', member: SAM, date: '2026-03-05' }),
  p('it would be great if you could remind me on wednesday next week to order the school photos', 'createEvent', {
    title: 'school photos',
    date: '2026-03-11',
  }),
  // with a lead time before an event
  p('remind me an hour before the dentist', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 60 } }),
  p('Please remind me 30 minutes before swimming', 'updateEvent', { target: { words: 'swim' }, changes: { reminderMinutes: 30 } }),
  p("can you remind me the day before leo's excursion", 'updateEvent', {
    target: { words: 'excursion', member: LEO },
    changes: { reminderMinutes: 1440 },
  }),
  p('remind me two hours before the parent teacher interviews', 'updateEvent', {
    target: { words: 'parent teacher' },
    changes: { reminderMinutes: 120 },
  }),
  p('i need a reminder 15 minutes before my call with the accountant', 'updateEvent', {
    target: { words: 'accountant' },
    changes: { reminderMinutes: 15 },
  }),
  p("remind me 45 mins before mia's piano lesson", 'updateEvent', { target: { words: 'piano', member: MIA }, changes: { reminderMinutes: 45 } }),
  p('set a reminder for half an hour before the vet on friday', 'updateEvent', {
    target: { words: 'vet', date: '2026-03-06' },
    changes: { reminderMinutes: 30 },
  }),
  p('remind me a day before the school fete', 'updateEvent', { target: { words: 'fete' }, changes: { reminderMinutes: 1440 } }),
  p("would you mind reminding me 10 minutes before sam's football training", 'updateEvent', {
    target: { words: 'football', member: SAM },
    changes: { reminderMinutes: 10 },
  }),
  p('remind me 3 hours before the flight', 'updateEvent', { target: { words: 'flight' }, changes: { reminderMinutes: 180 } }),
  // with no time at all
  p('remind me to buy stamps', 'addTodo', { tasks: ['stamps'], reminder: true }),
  p('can you remind me to call the dentist back', 'addTodo', { tasks: ['dentist'], reminder: true }),
  p('I keep forgetting to water the plants, could you remind me', 'addTodo', { tasks: ['plants'], reminder: true }),
  p('please remind me to send the rsvp for the wedding', 'addTodo', { tasks: ['rsvp'], reminder: true }),
  p('remind me to change the sheets', 'addTodo', { tasks: ['sheets'], reminder: true }),
  p("it would help if you reminded me to top up leo's lunch account", 'addTodo', { tasks: ['lunch account'], reminder: true }),
  p('remind me to look at the quote from the builder', 'addTodo', { tasks: ['builder'], reminder: true }),
  p('set a reminder to renew the home insurance', 'addTodo', { tasks: ['home insurance'], reminder: true }),
  p("don't let me forget to sign the school form, remind me", 'addTodo', { tasks: ['school form'], reminder: true }),
  p('remind me about the overdue library fine', 'addTodo', { tasks: ['library fine'], reminder: true }),
  // asking what reminders there are
  p('what reminders do i have today?', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('any reminders for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('show me my reminders for this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('Could you list all my reminders please', 'listReminders', { fromDate: null, toDate: null }),
  p('what have i asked you to remind me about', 'listReminders', { fromDate: null, toDate: null }),
  p('reminders this weekend?', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('which reminders are set for next week', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('what reminders are coming up on friday', 'listReminders', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p("i'd like to see every reminder i've got", 'listReminders', { fromDate: null, toDate: null }),
  p('my reminders', 'listReminders', { fromDate: null, toDate: null }),
  p('do I have any reminders tonight?', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('what are you reminding me about on monday', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  // checking whether a reminder exists
  p('do i have a reminder set for the vet?', 'listReminders', { check: ['vet'] }),
  p('did I already set a reminder to call grandma?', 'listReminders', { check: ['grandma'] }),
  p('is putting the bins out in my reminders', 'listReminders', { check: ['bins'] }),
  p('have you got a reminder for the school fees?', 'listReminders', { check: ['school fees'] }),
  p('can you check whether there is a reminder about the gas bill', 'listReminders', { check: ['gas bill'] }),
  p('is there a reminder for picking up the cake?', 'listReminders', { check: ['cake'] }),
  // changing the time of a reminder
  p('move the bins reminder to 7pm', 'updateEvent', { target: { words: 'bins' }, changes: { time: '19:00' } }),
  p('change my reminder about the parcel from 4 to 5', 'updateEvent', { target: { words: 'parcel', time: '16:00' }, changes: { time: '17:00' } }),
  p('push the call grandma reminder back an hour', 'updateEvent', { target: { words: 'grandma' }, changes: { shiftMinutes: 60 } }),
  p('can you make the dentist reminder 2 hours before instead', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 120 } }),
  p('please change the reminder to pay the gas bill to saturday', 'updateEvent', { target: { words: 'gas bill' }, changes: { date: '2026-03-07' } }),
  p('the reminder to ring the vet should be at 5.30 not 5', 'updateEvent', { target: { words: 'vet', time: '17:00' }, changes: { time: '17:30' } }),
  p("i'd like the tablets reminder half an hour earlier", 'updateEvent', { target: { words: 'tablets' }, changes: { shiftMinutes: -30 } }),
  // deleting / cancelling a reminder
  p('cancel the reminder to put the bins out', DROP_REMINDER),
  p('delete the 6pm reminder about the bins', 'cancelEvent', { target: { words: 'bins', time: '18:00' } }),
  p("delete tomorrow's reminder about the parcel", 'cancelEvent', { target: { words: 'parcel', fromDate: '2026-03-05' } }),
  p('please get rid of my reminder to buy stamps', DROP_REMINDER),
  p("I don't need the reminder on friday to pay the school fees anymore", 'cancelEvent', {
    target: { words: 'school fees', fromDate: '2026-03-06' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Shopping-list changes (50)
// ---------------------------------------------------------------------------------------------------------------
const SHOPPING: Phrase[] = [
  // adding
  p('add milk to the shopping list', 'addListItems', { items: ['milk'] }),
  p('could you please put eggs, bread and butter on the shopping list', 'addListItems', { items: ['eggs', 'bread', 'butter'] }),
  p('we need toilet paper', 'addListItems', { items: ['toilet paper'] }),
  p('shopping: bananas, yoghurt, 2kg of potatoes', 'addListItems', { items: ['bananas', 'yoghurt', 'potatoes'] }),
  p("i'd like you to add dishwasher tablets to shopping", 'addListItems', { items: ['dishwasher tablets'] }),
  p('Would you mind adding a bag of rice and some tinned tomatoes to the shopping list?', 'addListItems', { items: ['rice', 'tomatoes'] }),
  p('add coffee pods to the list', 'addListItems', { items: ['coffee pods'] }),
  p('put nappies on the shopping list please', 'addListItems', { items: ['nappies'] }),
  p('we are out of olive oil, add it to the shopping', 'addListItems', { items: ['olive oil'] }),
  p('add sunscreen and bug spray to the camping list', 'addListItems', { list: 'camping', items: ['sunscreen', 'bug spray'] }),
  p('shopping list add 2 litres of milk', 'addListItems', { items: ['milk'] }),
  p("can you stick cat food on the shopping list, we're nearly out", 'addListItems', { items: ['cat food'] }),
  p('add apples, pears and grapes to the shopping list for the lunchboxes', 'addListItems', { items: ['apples', 'pears', 'grapes'] }),
  p('please add chicken thighs to the shopping list', 'addListItems', { items: ['chicken thighs'] }),
  // removing
  p('remove eggs from the shopping list', 'tickListItems', { items: ['eggs'], remove: true }),
  p('take the chips off the shopping list', 'tickListItems', { items: ['chips'], remove: true }),
  p('please delete coffee pods from shopping, we still have heaps', 'tickListItems', { items: ['coffee pods'], remove: true }),
  p("we don't need the butter anymore, remove it from the list", 'tickListItems', { items: ['butter'], remove: true }),
  p('could you remove the nappies and the wipes from the shopping list', 'tickListItems', { items: ['nappies', 'wipes'], remove: true }),
  p('scratch the ice cream from shopping', 'tickListItems', { items: ['ice cream'] }),
  p('take bug spray off the camping list', 'tickListItems', { list: 'camping', items: ['bug spray'], remove: true }),
  p('no need for tomatoes, delete them from the shopping list', 'tickListItems', { items: ['tomatoes'], remove: true }),
  // replacing one item with another
  p('swap the white bread for wholemeal', TWO_LIST_OPS),
  p('change the full cream milk on the shopping list to lite milk', TWO_LIST_OPS),
  p('replace the beef mince with chicken mince on the shopping list', TWO_LIST_OPS),
  p('instead of apples can you put mandarins on the list', TWO_LIST_OPS),
  p('change cheddar to tasty cheese on the shopping list', TWO_LIST_OPS),
  p('could you switch the coke on the shopping list for soda water', TWO_LIST_OPS),
  p('not brown rice, basmati – please fix the shopping list', TWO_LIST_OPS),
  // several operations in one message
  p('add eggs and take the butter off the shopping list', TWO_LIST_OPS),
  p('got the bread and milk, but please add bananas', TWO_LIST_OPS),
  p('remove the chips and add carrots and hummus instead', TWO_LIST_OPS),
  p('put honey on the shopping list and remind me at 5 to go to the shops', ['addListItems', 'createEvent']),
  p('tick off the cheese, remove the crackers, and add grapes', TWO_LIST_OPS),
  p('add milk to shopping and put "pay the electricity bill" on my to-do list', ['addListItems', 'addTodo']),
  p('bought the coffee. can you also add sugar to the shopping list', TWO_LIST_OPS),
  // conditional adds
  p("if there's no milk on the list add it", 'addListItems', { items: ['milk'] }),
  p("can you add eggs to the shopping list if they aren't already on there", 'addListItems', { items: ['eggs'] }),
  p('make sure bread is on the shopping list', 'addListItems', { items: ['bread'] }),
  p('if toothpaste is not on the shopping list yet please add it', 'addListItems', { items: ['toothpaste'] }),
  p('check the shopping list has dog food on it and add it if not', 'addListItems', { items: ['dog food'] }),
  p("add lemons unless they're already on the list", 'addListItems', { items: ['lemons'] }),
  // saying you bought something
  p('got the milk', 'tickListItems', { items: ['milk'], remove: false }),
  p('i bought the eggs and the bread', 'tickListItems', { items: ['eggs', 'bread'], remove: false }),
  p('just picked up the toilet paper, tick it off', 'tickListItems', { items: ['toilet paper'], remove: false }),
  p('Grabbed the dishwasher tablets at Coles', 'tickListItems', { items: ['dishwasher tablets'], remove: false }),
  p('sam got the cat food on his way home', 'tickListItems', { items: ['cat food'], remove: false }),
  p('please tick off bananas and yoghurt, bought them this morning', 'tickListItems', { items: ['bananas', 'yoghurt'], remove: false }),
  p('olive oil is bought', 'tickListItems', { items: ['olive oil'], remove: false }),
  p('i picked up the rice', 'tickListItems', { items: ['rice'], remove: false }),
];

export const PHRASES: Phrase[] = [...TODOS, ...REMINDERS, ...SHOPPING];
