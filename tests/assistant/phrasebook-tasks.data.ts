// Phrasebook for reminders, shared lists and to-dos: how parents ask about and change them, with the tool and key slots we expect.
// Written from the tools' contract (tools.ts and the zod schemas in list-tools.ts, todo-tools.ts, event-question-tools.ts)
// by someone who had not read the engine, as training phrasings for reminders, lists and to-dos.
// Reference context (as in phrasebook.data.ts): now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only the keys given are checked; title/words/tasks/items/check must be contained in the engine's value.
// Lists: `list: null` is the family's Shopping list (also "groceries"); another list is named as the parent says it ("packing").

import { MIA, p, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// listReminders: reading back the reminders, and yes/no questions about one reminder (check)
// ---------------------------------------------------------------------------------------------------------------
const LIST_REMINDERS: Phrase[] = [
  p('what are my reminders', 'listReminders'),
  p('what reminders do i have', 'listReminders'),
  p('go through my reminders with me', 'listReminders'),
  p('read me back my reminders please', 'listReminders'),
  p('what did i ask you to remind me about', 'listReminders'),
  p('what was i meant to be reminded about again', 'listReminders'),
  p('Can you list all the reminders I have set?', 'listReminders'),
  p('any reminders coming up?', 'listReminders'),
  p('whats on my reminder list', 'listReminders'),
  p('show reminders pls', 'listReminders'),
  p('my reminders', 'listReminders'),
  p('what have i asked you to remind me of', 'listReminders'),
  p('did i set any reminders', 'listReminders'),
  p('reminder list please', 'listReminders'),
  p('run through the reminders', 'listReminders'),
  p('hey what reminders have you got for me', 'listReminders'),
  p('whats my reminders', 'listReminders'),
  p('remnders?', 'listReminders'),
  p('list all my remiders', 'listReminders'),
  p('what was it i wanted reminding about', 'listReminders'),
  p('tell me my reminders', 'listReminders'),
  p('which reminders are set for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('reminders for today?', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('what reminders have i got on the weekend', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('have you got anything you need to remind me about', 'listReminders'),
  p('do i have a reminder to call the dentist', 'listReminders', { check: ['call the dentist'] }),
  p('is pay the water bill in my reminders', 'listReminders', { check: ['water bill'] }),
  p('did i set a reminder for the parking fine', 'listReminders', { check: ['parking fine'] }),
  p('have i got a reminder about leos library books', 'listReminders', { check: ['library books'] }),
  p('is there a reminder to book the flu shots', 'listReminders', { check: ['flu shots'] }),
  p('did you set that reminder about the car rego', 'listReminders', { check: ['rego'] }),
  p('have you got a reminder for me to ring mum', 'listReminders', { check: ['ring mum'] }),
  p('am i being reminded to take the bins out', 'listReminders', { check: ['bins'] }),
  p('is renew the passport one of my reminders', 'listReminders', { check: ['passport'] }),
  p('did i ask you to remind me about the school fees', 'listReminders', { check: ['school fees'] }),
  p("Do I have a reminder set for Sam's permission slip?", 'listReminders', { check: ['permission slip'] }),
  p('is there a reminder for the plumber', 'listReminders', { check: ['plumber'] }),
  p('have i got reminders for the vet and the pharmacy', 'listReminders', { check: ['vet', 'pharmacy'] }),
  p('did i already set a reminder to order the cake', 'listReminders', { check: ['cake'] }),
  p('is defrosting the mince on my reminder list', 'listReminders', { check: ['mince'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders being set: no time → a to-do marked as a reminder; a time → an event reminding at its start;
// before an existing event → that event's reminder
// ---------------------------------------------------------------------------------------------------------------
const SET_REMINDERS: Phrase[] = [
  // no time: addTodo with reminder
  p('remind me to call the vet', 'addTodo', { tasks: ['call the vet'], reminder: true }),
  p('remind me to pay the water bill', 'addTodo', { tasks: ['pay the water bill'], reminder: true }),
  p('can you remind me to renew the car rego', 'addTodo', { tasks: ['renew the car rego'], reminder: true }),
  p('pls remind me to buy a birthday card for nana', 'addTodo', { tasks: ['birthday card'], reminder: true }),
  p('remind me to return the library books', 'addTodo', { tasks: ['library books'], reminder: true }),
  p("don't let me forget to cancel the gym membership", 'addTodo', { tasks: ['cancel the gym membership'], reminder: true }),
  p('set me a reminder to book the plumber', 'addTodo', { tasks: ['book the plumber'], reminder: true }),
  p('i need a reminder to sort out the school fees', 'addTodo', { tasks: ['school fees'], reminder: true }),
  p('remind me to ring the insurance company', 'addTodo', { tasks: ['ring the insurance'], reminder: true }),
  p('Remind me to pick up the prescription', 'addTodo', { tasks: ['prescription'], reminder: true }),
  p('could you remind me to defrost the mince', 'addTodo', { tasks: ['defrost the mince'], reminder: true }),
  p('reminder: top up the opal cards', 'addTodo', { tasks: ['opal cards'], reminder: true }),
  p('remind me to get the car washed', 'addTodo', { tasks: ['car washed'], reminder: true }),
  p('make sure i remember to fill in the census', 'addTodo', { tasks: ['census'], reminder: true }),
  p('remind me to send back the permission slip', 'addTodo', { tasks: ['permission slip'], reminder: true }),
  p('remind me to check the smoke alarms pls', 'addTodo', { tasks: ['smoke alarms'], reminder: true }),
  p('remind me bout the dentist forms', 'addTodo', { tasks: ['dentist forms'], reminder: true }),
  // a time: createEvent with reminderMinutes 0
  p('remind me at 4pm to pick up mia', 'createEvent', { title: 'pick up', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p('remind me tomorrow at 8am to take the bins out', 'createEvent', { title: 'bins', date: '2026-03-05', time: '08:00', reminderMinutes: 0 }),
  p('remind me friday at 3 to book the babysitter', 'createEvent', { title: 'babysitter', date: '2026-03-06', time: '15:00', reminderMinutes: 0 }),
  p('set a reminder for saturday 9am - buy flowers for mum', 'createEvent', { title: 'flowers', date: '2026-03-07', time: '09:00', reminderMinutes: 0 }),
  p('can u remind me at 7 tonight to call grandad', 'createEvent', { title: 'grandad', date: '2026-03-04', time: '19:00', reminderMinutes: 0 }),
  p('remind me sunday at 6pm to iron the school uniforms', 'createEvent', { title: 'uniform', date: '2026-03-08', time: '18:00', reminderMinutes: 0 }),
  p('remind me monday morning at 8.30 to ring the school', 'createEvent', { title: 'school', date: '2026-03-09', time: '08:30', reminderMinutes: 0 }),
  p('at 5.45 remind me to start the roast', 'createEvent', { title: 'roast', date: '2026-03-04', time: '17:45', reminderMinutes: 0 }),
  p('remind me next tuesday at 10am to pay the council rates', 'createEvent', { title: 'rates', date: '2026-03-10', time: '10:00', reminderMinutes: 0 }),
  p('remind me on the 12th at 9 to renew the passport', 'createEvent', { title: 'passport', date: '2026-03-12', time: '09:00', reminderMinutes: 0 }),
  p('tomorrow morning at 7 remind me to pack leos lunch', 'createEvent', { title: 'lunch', date: '2026-03-05', time: '07:00', reminderMinutes: 0 }),
  p('Reminder at 3:30pm today: collect parcel from the post office', 'createEvent', {
    title: 'parcel',
    date: '2026-03-04',
    time: '15:30',
    reminderMinutes: 0,
  }),
  p('remind me thursday 6pm to put the recycling out', 'createEvent', { title: 'recycling', date: '2026-03-05', time: '18:00', reminderMinutes: 0 }),
  p('remind me at noon tomorrow to call the bank', 'createEvent', { title: 'bank', date: '2026-03-05', time: '12:00', reminderMinutes: 0 }),
  p('pls set a reminder 8pm to take my tablets', 'createEvent', { title: 'tablets', date: '2026-03-04', time: '20:00', reminderMinutes: 0 }),
  p('remind me at half past four to get petrol', 'createEvent', { title: 'petrol', date: '2026-03-04', time: '16:30', reminderMinutes: 0 }),
  // before an existing event: updateEvent with its reminder
  p('remind me an hour before the dentist', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 60 } }),
  p('remind me 30 minutes before swimming', 'updateEvent', { target: { words: 'swimming' }, changes: { reminderMinutes: 30 } }),
  p('can i get a reminder 10 mins before the parent teacher interview', 'updateEvent', {
    target: { words: 'interview' },
    changes: { reminderMinutes: 10 },
  }),
  p("remind me a day before mia's excursion", 'updateEvent', { target: { words: 'excursion', member: MIA }, changes: { reminderMinutes: 1440 } }),
  p('give me a heads up 45 minutes before book club', 'updateEvent', { target: { words: 'book club' }, changes: { reminderMinutes: 45 } }),
  p("put a 15 minute reminder on leo's swimming lesson", 'updateEvent', { target: { words: 'swimming' }, changes: { reminderMinutes: 15 } }),
  p('i want a reminder half an hour before the car service', 'updateEvent', { target: { words: 'car service' }, changes: { reminderMinutes: 30 } }),
  p('remind me the day before the school photos', 'updateEvent', { target: { words: 'photo' }, changes: { reminderMinutes: 1440 } }),
  p('remind me 20 mins before the zoom with the counsellor', 'updateEvent', { target: { words: 'counsellor' }, changes: { reminderMinutes: 20 } }),
];

// ---------------------------------------------------------------------------------------------------------------
// showList: the Shopping list (list null) or a named list, and yes/no questions about items on it (check)
// ---------------------------------------------------------------------------------------------------------------
const SHOW_LIST: Phrase[] = [
  p('whats on the shopping list', 'showList', { list: null }),
  p('show me the shopping list', 'showList', { list: null }),
  p('can i see the grocery list', 'showList', { list: null }),
  p('shopping list pls', 'showList', { list: null }),
  p('what do we need from the shops', 'showList', { list: null }),
  p('im at woolies, what do i need to get', 'showList', { list: null }),
  p('send me the shopping list', 'showList', { list: null }),
  p('what do i have to pick up at coles', 'showList', { list: null }),
  p('read out the shopping list', 'showList', { list: null }),
  p("what's on the packing list", 'showList', { list: 'packing' }),
  p('show the camping list', 'showList', { list: 'camping' }),
  p("what's on our christmas list", 'showList', { list: 'christmas' }),
  p('can you show me the hardware list', 'showList', { list: 'hardware' }),
  p('what still needs packing? the packing list', 'showList', { list: 'packing' }),
  p('show me the party list', 'showList', { list: 'party' }),
  p('the bunnings list please', 'showList', { list: 'bunnings' }),
  p("what's on the school supplies list", 'showList', { list: 'school supplies' }),
  p('open the chemist list', 'showList', { list: 'chemist' }),
  p('is bread on the shopping list', 'showList', { list: null, check: ['bread'] }),
  p('did someone already put eggs on the shopping list', 'showList', { list: null, check: ['eggs'] }),
  p('have we got toilet paper on the shopping list', 'showList', { list: null, check: ['toilet paper'] }),
  p('is coffee on the list?', 'showList', { list: null, check: ['coffee'] }),
  p('do we have nappies on the shopping list already', 'showList', { list: null, check: ['nappies'] }),
  p('are bananas and apples on the grocery list', 'showList', { list: null, check: ['bananas', 'apples'] }),
  p('is sunscreen on the packing list', 'showList', { list: 'packing', check: ['sunscreen'] }),
  p('did i put the tent on the camping list', 'showList', { list: 'camping', check: ['tent'] }),
  p('is dog food on the shopping list yet', 'showList', { list: null, check: ['dog food'] }),
  p('is butter on the shopping list or do i need to add it', 'showList', { list: null, check: ['butter'] }),
  p("check if we've got cereal on the shopping list", 'showList', { list: null, check: ['cereal'] }),
  p('is the phone charger on the packing list', 'showList', { list: 'packing', check: ['charger'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// addListItems: onto the Shopping list (list null) or a named list; indirect ("we're out of eggs"), items in a separate clause
// ---------------------------------------------------------------------------------------------------------------
const ADD_LIST_ITEMS: Phrase[] = [
  p('add milk to the shopping list', 'addListItems', { list: null, items: ['milk'] }),
  p("we're out of eggs", 'addListItems', { list: null, items: ['eggs'] }),
  p('we need bread', 'addListItems', { list: null, items: ['bread'] }),
  p('out of toothpaste', 'addListItems', { list: null, items: ['toothpaste'] }),
  p('put cheese and crackers on the shopping list', 'addListItems', { list: null, items: ['cheese', 'crackers'] }),
  p('add oat milk, bananas, and spinach to the groceries', 'addListItems', { list: null, items: ['oat milk', 'bananas', 'spinach'] }),
  p('can you add coffee pods to the shopping list please', 'addListItems', { list: null, items: ['coffee pods'] }),
  p("we've run out of washing powder", 'addListItems', { list: null, items: ['washing powder'] }),
  p('shopping: tomatoes, onions, garlic', 'addListItems', { list: null, items: ['tomatoes', 'onions', 'garlic'] }),
  p('need to buy lunchbox snacks', 'addListItems', { list: null, items: ['lunchbox snacks'] }),
  p('add to shopping list - chicken thighs, rice, soy sauce', 'addListItems', { list: null, items: ['chicken thighs', 'rice', 'soy sauce'] }),
  p('the kids finished the cereal, can you add it to the list', 'addListItems', { list: null, items: ['cereal'] }),
  p('put tissues on the list', 'addListItems', { list: null, items: ['tissues'] }),
  p('add dog food to the shopping list, we only have one tin left', 'addListItems', { list: null, items: ['dog food'] }),
  p('get more yoghurt', 'addListItems', { list: null, items: ['yoghurt'] }),
  p('we are low on olive oil', 'addListItems', { list: null, items: ['olive oil'] }),
  p('add 2 litres of milk to shopping', 'addListItems', { list: null, items: ['milk'] }),
  p('pls add a dozen eggs to the shopping', 'addListItems', { list: null, items: ['eggs'] }),
  p('Shopping list: bin bags', 'addListItems', { list: null, items: ['bin bags'] }),
  p('add ketchup to the list', 'addListItems', { list: null, items: ['ketchup'] }),
  p("there's no butter left", 'addListItems', { list: null, items: ['butter'] }),
  p('can u put avocados n limes on the shoping list', 'addListItems', { list: null, items: ['avocados', 'limes'] }),
  p('we need to get sunscreen, add it to the shopping list', 'addListItems', { list: null, items: ['sunscreen'] }),
  p('add hand soap to the list and dishwashing liquid too', 'addListItems', { list: null, items: ['hand soap', 'dishwashing liquid'] }),
  p('birthday candles on the shopping list please', 'addListItems', { list: null, items: ['birthday candles'] }),
  p('i used the last of the flour, stick it on the shopping list', 'addListItems', { list: null, items: ['flour'] }),
  p('add sunscreen to the packing list', 'addListItems', { list: 'packing', items: ['sunscreen'] }),
  p('put swimmers, goggles and towels on the packing list', 'addListItems', { list: 'packing', items: ['swimmers', 'goggles', 'towels'] }),
  p('add sleeping bags to the camping list', 'addListItems', { list: 'camping', items: ['sleeping bags'] }),
  p('add a drill bit to the bunnings list', 'addListItems', { list: 'bunnings', items: ['drill bit'] }),
  p('pop paper plates and balloons on the party list', 'addListItems', { list: 'party', items: ['paper plates', 'balloons'] }),
  p('put lego on the christmas list for leo', 'addListItems', { list: 'christmas', items: ['lego'] }),
  p('add glue sticks to the school supplies list', 'addListItems', { list: 'school supplies', items: ['glue sticks'] }),
  p('for the packing list: passports, chargers', 'addListItems', { list: 'packing', items: ['passports', 'chargers'] }),
  p('add torch to camping list', 'addListItems', { list: 'camping', items: ['torch'] }),
  p('add panadol to the chemist list', 'addListItems', { list: 'chemist', items: ['panadol'] }),
  p('camping list - add marshmallows and firelighters', 'addListItems', { list: 'camping', items: ['marshmallows', 'firelighters'] }),
  p('mia needs a new pencil case, put it on the school supplies list', 'addListItems', { list: 'school supplies', items: ['pencil case'] }),
  p('add streamers to the party list', 'addListItems', { list: 'party', items: ['streamers'] }),
  p('add potting mix and snail bait to the bunnings list', 'addListItems', { list: 'bunnings', items: ['potting mix', 'snail bait'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// tickListItems: got/bought/ticked (no remove) or removed/deleted/taken off (remove true)
// ---------------------------------------------------------------------------------------------------------------
const TICK_LIST_ITEMS: Phrase[] = [
  p('just got the eggs', 'tickListItems', { list: null, items: ['eggs'] }),
  p('bought bread and butter', 'tickListItems', { list: null, items: ['bread', 'butter'] }),
  p('picked up the toilet paper', 'tickListItems', { list: null, items: ['toilet paper'] }),
  p('i grabbed the bananas', 'tickListItems', { list: null, items: ['bananas'] }),
  p('tick off milk on the shopping list', 'tickListItems', { list: null, items: ['milk'] }),
  p('cross bread off the shopping list', 'tickListItems', { list: null, items: ['bread'] }),
  p('mark coffee as bought', 'tickListItems', { list: null, items: ['coffee'] }),
  p('got the nappies and wipes', 'tickListItems', { list: null, items: ['nappies', 'wipes'] }),
  p('bought the dog food', 'tickListItems', { list: null, items: ['dog food'] }),
  p('sam got the cereal on the way home', 'tickListItems', { list: null, items: ['cereal'] }),
  p('tick tomatoes and onions off the shopping list', 'tickListItems', { list: null, items: ['tomatoes', 'onions'] }),
  p('we have the sunscreen now, tick it off the packing list', 'tickListItems', { list: 'packing', items: ['sunscreen'] }),
  p('packed the swimmers', 'tickListItems', { items: ['swimmers'] }),
  p('got the tent, tick it off the camping list', 'tickListItems', { list: 'camping', items: ['tent'] }),
  p('tick balloons off the party list', 'tickListItems', { list: 'party', items: ['balloons'] }),
  p('grabbed yoghurt and apples', 'tickListItems', { list: null, items: ['yoghurt', 'apples'] }),
  p('shopping done, got the chicken and the rice', 'tickListItems', { list: null, items: ['chicken', 'rice'] }),
  p('got milk and bread at the servo', 'tickListItems', { list: null, items: ['milk', 'bread'] }),
  p('Bought the birthday candles', 'tickListItems', { list: null, items: ['birthday candles'] }),
  p("i've got the batteries now", 'tickListItems', { list: null, items: ['batteries'] }),
  p('check off eggs on the grocery list', 'tickListItems', { list: null, items: ['eggs'] }),
  p('remove the yoghurt from the shopping list', 'tickListItems', { list: null, items: ['yoghurt'], remove: true }),
  p('delete cheese off the list', 'tickListItems', { list: null, items: ['cheese'], remove: true }),
  p('take bananas off the shopping list', 'tickListItems', { list: null, items: ['bananas'], remove: true }),
  p("we don't need the coffee anymore, take it off the list", 'tickListItems', { list: null, items: ['coffee'], remove: true }),
  p('remove the biscuits from the shopping list', 'tickListItems', { list: null, items: ['biscuits'], remove: true }),
  p('delete tomatoes and onions from the shopping list', 'tickListItems', { list: null, items: ['tomatoes', 'onions'], remove: true }),
  p('take the torch off the camping list, we have one', 'tickListItems', { list: 'camping', items: ['torch'], remove: true }),
  p('remove lego from the christmas list', 'tickListItems', { list: 'christmas', items: ['lego'], remove: true }),
  p('delete streamers from the party list', 'tickListItems', { list: 'party', items: ['streamers'], remove: true }),
  p('take avocados off the list, too expensive', 'tickListItems', { list: null, items: ['avocados'], remove: true }),
  p('pls remove the dog food from shopping, mum is bringing some', 'tickListItems', { list: null, items: ['dog food'], remove: true }),
  p('remove drill bit from the bunnings list', 'tickListItems', { list: 'bunnings', items: ['drill bit'], remove: true }),
  p('take the chargers off the packing list', 'tickListItems', { list: 'packing', items: ['chargers'], remove: true }),
  p('no need for the olive oil, delete it from the shopping list', 'tickListItems', { list: null, items: ['olive oil'], remove: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// listTodos: the to-do list
// ---------------------------------------------------------------------------------------------------------------
const LIST_TODOS: Phrase[] = [
  p("what's on my to do list", 'listTodos'),
  p('what tasks are left', 'listTodos'),
  p('my list of things to do', 'listTodos'),
  p('show me my to-do list', 'listTodos'),
  p('what do i still have to do', 'listTodos'),
  p('to dos pls', 'listTodos'),
  p('list my tasks', 'listTodos'),
  p('what jobs are on my to do list', 'listTodos'),
  p('read out my to do list', 'listTodos'),
  p('what have i got left to do', 'listTodos'),
  p('show todos', 'listTodos'),
  p('what tasks have i got', 'listTodos'),
  p('can you send me my to do list', 'listTodos'),
  p("what's outstanding on the to do list", 'listTodos'),
  p('remind me whats on my to do list', 'listTodos'),
  p('whats left on my todo', 'listTodos'),
  p('any tasks still open?', 'listTodos'),
  p('my todos?', 'listTodos'),
  p('give me my task list', 'listTodos'),
  p('show me the things i need to do', 'listTodos'),
  p("what's still to be done on my list of jobs", 'listTodos'),
  p('to-do list please', 'listTodos'),
  p('how many things are on my to do list', 'listTodos'),
  p("What's on the list of chores", ['listTodos', 'showList']),
  p('wat do i have 2 do', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// addTodo: tasks onto the to-do list
// ---------------------------------------------------------------------------------------------------------------
const ADD_TODO: Phrase[] = [
  p('add call the electrician to my to do list', 'addTodo', { tasks: ['call the electrician'] }),
  p('put renew drivers licence on my task list', 'addTodo', { tasks: ['drivers licence'] }),
  p('to do: book mias hair appointment', 'addTodo', { tasks: ['hair appointment'] }),
  p('add fix the leaking tap to my todos', 'addTodo', { tasks: ['leaking tap'] }),
  p('new task: clean out the gutters', 'addTodo', { tasks: ['gutters'] }),
  p('i need to sort the tax receipts, add it to my to do list', 'addTodo', { tasks: ['tax receipts'] }),
  p('add to my to-do list: change the sheets, vacuum the car', 'addTodo', { tasks: ['change the sheets', 'vacuum the car'] }),
  p('todo: email the landlord about the oven', 'addTodo', { tasks: ['landlord'] }),
  p('can you add organise leos birthday party to the to do list', 'addTodo', { tasks: ['birthday party'] }),
  p('Task: book the plumber', 'addTodo', { tasks: ['plumber'] }),
  p('add pay the speeding fine to my tasks', 'addTodo', { tasks: ['speeding fine'] }),
  p('i have to return the parcel, put it on my to do list', 'addTodo', { tasks: ['parcel'] }),
  p('to-do list: cancel netflix', 'addTodo', { tasks: ['netflix'] }),
  p('stick clean the fridge on the to do list', 'addTodo', { tasks: ['clean the fridge'] }),
  p('add three things to my todo: wash the car, mow the lawn and fix the fence', 'addTodo', { tasks: ['wash the car', 'mow the lawn', 'fix the fence'] }),
  p('new todo - hang the pictures in the hallway', 'addTodo', { tasks: ['pictures'] }),
  p('please add buy a gift for the teacher to my to-do list', 'addTodo', { tasks: ['gift'] }),
  p('add ring the bank about the mortgage to my to do', 'addTodo', { tasks: ['bank'] }),
  p('todo list add: order the school uniform', 'addTodo', { tasks: ['school uniform'] }),
  p('put write thank you cards on my to do list', 'addTodo', { tasks: ['thank you cards'] }),
  p('add update the insurance to todos', 'addTodo', { tasks: ['insurance'] }),
  p('to do - clean the bbq before the weekend', 'addTodo', { tasks: ['clean the bbq'] }),
  p("add book the vet for the dog's vaccinations to my tasks", 'addTodo', { tasks: ['vaccinations'] }),
  p('add a task to call nan back', 'addTodo', { tasks: ['call nan'] }),
  p('put sort the kids winter clothes on my to do list', 'addTodo', { tasks: ['winter clothes'] }),
  p('could you put fix the bike tyre on my to do list', 'addTodo', { tasks: ['bike tyre'] }),
  p('to do: pay the school camp deposit, sign the consent form', 'addTodo', { tasks: ['camp deposit', 'consent form'] }),
  p('add replace the smoke alarm battery to my to do list', 'addTodo', { tasks: ['smoke alarm'] }),
  p('add a todo to register sam for cricket', 'addTodo', { tasks: ['cricket'] }),
  p('put declutter the playroom on the task list', 'addTodo', { tasks: ['declutter the playroom'] }),
  p('add to to do list clean the windows', 'addTodo', { tasks: ['clean the windows'] }),
  p('todo book flights for easter', 'addTodo', { tasks: ['flights'] }),
  p('can u add organise the carpool to my todo list thx', 'addTodo', { tasks: ['carpool'] }),
  p('add get quotes for the new fence to my to-dos', 'addTodo', { tasks: ['quotes'] }),
  p('another one for my to do list: sort the recycling', 'addTodo', { tasks: ['recycling'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// completeTodo: ticking off or removing a to-do by its words (text) or its number
// ---------------------------------------------------------------------------------------------------------------
const COMPLETE_TODO: Phrase[] = [
  p('done with the ironing', 'completeTodo', { text: 'ironing' }),
  p('take call the electrician off my to do list', 'completeTodo', { text: 'call the electrician' }),
  p('done 5', 'completeTodo', { number: 5 }),
  p('finished the gutters', 'completeTodo', { text: 'gutters' }),
  p('i called the electrician, tick it off', 'completeTodo', { text: 'electrician' }),
  p('mark number 3 as done', 'completeTodo', { number: 3 }),
  p('tick off fix the leaking tap', 'completeTodo', { text: 'leaking tap' }),
  p('the tax receipts are sorted', 'completeTodo', { text: 'tax receipts' }),
  p('cross the landlord email off my to do list', 'completeTodo', { text: 'landlord' }),
  p('paid the speeding fine, tick it off my todos', 'completeTodo', { text: 'speeding fine' }),
  p('number 1 is done', 'completeTodo', { number: 1 }),
  p('done #6', 'completeTodo', { number: 6 }),
  p('remove cancel netflix from my to do list', 'completeTodo', { text: 'netflix' }),
  p('delete the fridge one from my tasks', 'completeTodo', { text: 'fridge' }),
  p("i've done the thank you cards", 'completeTodo', { text: 'thank you cards' }),
  p('mark hang the pictures as complete', 'completeTodo', { text: 'pictures' }),
  p('completed 4', 'completeTodo', { number: 4 }),
  p('the bike tyre is fixed, tick it off', 'completeTodo', { text: 'bike tyre' }),
  p('tick off number seven', 'completeTodo', { number: 7 }),
  p('all done with clean the windows', 'completeTodo', { text: 'clean the windows' }),
  p('finished the school uniform order', 'completeTodo', { text: 'school uniform' }),
  p('cross off 2 on my to do list', 'completeTodo', { number: 2 }),
  p('done: declutter the playroom', 'completeTodo', { text: 'declutter the playroom' }),
  p('you can take the carpool one off my tasks', 'completeTodo', { text: 'carpool' }),
  p('booked the flights, mark it done', 'completeTodo', { text: 'flights' }),
  p('task 3 complete', 'completeTodo', { number: 3 }),
  p('rang nan back, cross it off', 'completeTodo', { text: 'nan' }),
  p('sorted the winter clothes, tick that off my to do list', 'completeTodo', { text: 'winter clothes' }),
  p('remove number 8 from my todo list', 'completeTodo', { number: 8 }),
  p('Finished mowing the lawn', 'completeTodo', { text: 'lawn' }),
];

// ---------------------------------------------------------------------------------------------------------------
// clearTodos and clearList: emptying the to-do list or a shared list
// ---------------------------------------------------------------------------------------------------------------
const CLEAR: Phrase[] = [
  p('clear my to do list', 'clearTodos'),
  p('tick everything off my todos', 'clearTodos'),
  p('wipe the to-do list, start fresh', 'clearTodos'),
  p('mark all my tasks as done', 'clearTodos'),
  p('empty my todo list pls', 'clearTodos'),
  p('clear the shopping list', 'clearList', { list: null }),
  p('empty the packing list', 'clearList', { list: 'packing' }),
  p('wipe the grocery list, we did the big shop', 'clearList', { list: null }),
  p('clear everything off the camping list', 'clearList', { list: 'camping' }),
  p('delete everything on the shopping list', 'clearList', { list: null }),
];

// ---------------------------------------------------------------------------------------------------------------
// findEvent / agenda: questions about meetings
// ---------------------------------------------------------------------------------------------------------------
const MEETINGS: Phrase[] = [
  p("when's my meeting with the accountant", 'findEvent', { words: 'accountant' }),
  p('what meetings have i got tomorrow', ['agenda', 'findEvent']),
  p('when am i meeting jess for coffee', 'findEvent'),
  p('what time is my meeting with the principal', 'findEvent', { words: 'principal' }),
  p('do i have any meetings on friday', ['agenda', 'findEvent']),
  p('is the meeting with the bank still on thursday', 'findEvent', { words: 'bank' }),
  p("when's the next board meeting", 'findEvent', { words: 'board meeting' }),
  p('any meetings this afternoon?', ['agenda', 'findEvent']),
  p("what's my next meeting", ['findEvent', 'agenda']),
  p("when's the zoom with leo's teacher", 'findEvent', { words: 'zoom' }),
  p('have i got a meeting with priya this week', 'findEvent', { words: 'priya' }),
  p('what time does the team meeting start tomorrow', 'findEvent', { words: 'team meeting', fromDate: '2026-03-05' }),
  p('how many meetings have i got next week', ['agenda', 'findEvent']),
  p('is the parent information evening on the 12th', 'findEvent', { words: 'information evening' }),
  p("when's my one on one with dave", 'findEvent', { words: 'dave' }),
];

export const PHRASES: Phrase[] = [
  ...LIST_REMINDERS,
  ...SET_REMINDERS,
  ...SHOW_LIST,
  ...ADD_LIST_ITEMS,
  ...TICK_LIST_ITEMS,
  ...LIST_TODOS,
  ...ADD_TODO,
  ...COMPLETE_TODO,
  ...CLEAR,
  ...MEETINGS,
];
