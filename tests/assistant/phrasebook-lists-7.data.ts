// Phrasebook 7: reminders, the Shopping list and the to-do list, 200 messages.
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract
// only (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly determines. A message asking for two different kinds of
// change ("take X off and put Y on") lists both tools and no inputs.
import { p, MIA, SAM, type Phrase } from './phrasebook.data';

// Reminders set at a time or on a day: they land on the calendar (createEvent).
const REMINDERS_SET: Phrase[] = [
  p('would you mind reminding me to call the plumber tomorrow at 9', 'createEvent', { title: 'plumber', date: '2026-03-05', time: '09:00' }),
  p('remind me at 5 to take the chicken out of the freezer', 'createEvent', { title: 'chicken', date: '2026-03-04', time: '17:00' }),
  p("i'd like you to remind me friday at 8am to put the bins out", 'createEvent', { title: 'bins', date: '2026-03-06', time: '08:00' }),
  p("if it's not too much trouble, could you remind me on saturday at 10 to ring grandma", 'createEvent', {
    title: 'grandma',
    date: '2026-03-07',
    time: '10:00',
  }),
  p("remind me tonight at 9 to sign leo's permission slip", 'createEvent', { title: 'permission slip', date: '2026-03-04', time: '21:00' }),
  p('reminder: pay the water bill monday 11am', 'createEvent', { title: 'water bill', date: '2026-03-09', time: '11:00' }),
  p('can you give me a nudge tomorrow at half past seven to defrost the mince', 'createEvent', { title: 'mince', date: '2026-03-05', time: '07:30' }),
  p('remind me in an hour to check on the washing', 'createEvent', { title: 'washing', date: '2026-03-04', time: '15:00' }),
  p('in 20 mins remind me to turn the oven off', 'createEvent', { title: 'oven', date: '2026-03-04', time: '14:20' }),
  p('please remind me on the 12th at 3pm that the car rego is due', 'createEvent', { title: 'rego', date: '2026-03-12', time: '15:00' }),
  p('remind me tuesday at 6pm to book the vet', 'createEvent', { title: 'vet', date: '2026-03-10', time: '18:00' }),
  p('remind sam to take his football boots tomorrow 7.30am', 'createEvent', { title: 'football boots', member: SAM, date: '2026-03-05', time: '07:30' }),
  p("could you please set a reminder for mia's library books thursday at 8", 'createEvent', {
    title: 'library books',
    member: MIA,
    date: '2026-03-05',
    time: '08:00',
  }),
  p('set a reminder for 4pm today: pick up the dry cleaning', 'createEvent', { title: 'dry cleaning', date: '2026-03-04', time: '16:00' }),
  p("remind me every sunday at 7pm to put leo's uniform in the wash", 'createEvent', {
    title: 'uniform',
    date: '2026-03-08',
    time: '19:00',
    recurrence: 'weekly',
  }),
  p('every morning at 7 remind me to give the dog his tablet', 'createEvent', { title: 'tablet', date: '2026-03-05', time: '07:00', recurrence: 'daily' }),
  p('remind me on the first of april at 9 to renew the insurance', 'createEvent', { title: 'insurance', date: '2026-04-01', time: '09:00' }),
  p('i need reminding about the school fees on friday at noon', 'createEvent', { title: 'school fees', date: '2026-03-06', time: '12:00' }),
  p("don't let me forget to call the bank tomorrow at 2", 'createEvent', { title: 'bank', date: '2026-03-05', time: '14:00' }),
  p('ping me at 3:15 to grab leo from the bus stop', 'createEvent', { title: 'bus stop', date: '2026-03-04', time: '15:15' }),
  p('remind me sunday morning at 9 to water the veggie patch', 'createEvent', { title: 'water', date: '2026-03-08', time: '09:00' }),
  p("set me a reminder for 6.45 tomorrow morning to iron sam's shirt", 'createEvent', { title: 'shirt', date: '2026-03-05', time: '06:45' }),
  p('hey can u remind me thurs at 10 to order the birthday cake', 'createEvent', { title: 'cake', date: '2026-03-05', time: '10:00' }),
  p('remind me at 8 tonight to move the car', 'createEvent', { title: 'car', date: '2026-03-04', time: '20:00' }),
  p("i'd appreciate a reminder on monday at 9.30 to call the school office", 'createEvent', { title: 'school', date: '2026-03-09', time: '09:30' }),
  p('remind me to text jess happy birthday on saturday at 8am', 'createEvent', { title: 'jess', date: '2026-03-07', time: '08:00' }),
  p('would it be possible to remind me the day after tomorrow at 4 about the parcel pickup', 'createEvent', {
    title: 'parcel',
    date: '2026-03-06',
    time: '16:00',
  }),
  p('remind me fri 5pm pay babysitter', 'createEvent', { title: 'babysitter', date: '2026-03-06', time: '17:00' }),
  p('remind me at 11 tomorrow to chase the electrician', 'createEvent', { title: 'electrician', date: '2026-03-05', time: '11:00' }),
  p('can you remind mia at 4 to practise her piano', 'createEvent', { title: 'piano', member: MIA, date: '2026-03-04', time: '16:00' }),
  p('remind me every fortnight on thursday at 6pm that the recycling goes out', 'createEvent', {
    title: 'recycling',
    date: '2026-03-05',
    time: '18:00',
    recurrence: 'fortnightly',
  }),
  p('remind me on the 15th of every month at 10am to pay the rent', 'createEvent', { title: 'rent', date: '2026-03-15', time: '10:00', recurrence: 'monthly' }),
  p('set a reminder for this saturday at 1 to pick up the party hire stuff', 'createEvent', { title: 'party hire', date: '2026-03-07', time: '13:00' }),
  p('remind me at quarter to 3 to leave for the school pickup', 'createEvent', { title: 'pickup', date: '2026-03-04', time: '14:45' }),
  p('remind me on saturday to get the gas bottle refilled', 'createEvent', { title: 'gas bottle', date: '2026-03-07' }),
];

// Reminders asked about (listReminders).
const REMINDERS_ASKED: Phrase[] = [
  p('what did i ask you to remind me about', 'listReminders'),
  p('what reminders have i got', 'listReminders'),
  p('any reminders for tomorrow?', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('is the water bill in my reminders', 'listReminders', { check: ['water bill'] }),
  p('did i set a reminder for the vet', 'listReminders', { check: ['vet'] }),
  p('could you tell me what reminders are coming up this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('show me my reminders', 'listReminders'),
  p('have you got a reminder for me about the car rego', 'listReminders', { check: ['rego'] }),
  p('what am i being reminded about on friday', 'listReminders', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('reminders for the weekend?', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('remind me what i asked you to remind me about', 'listReminders'),
  p("i can't remember if i asked you to remind me about the school fees, did i?", 'listReminders', { check: ['school fees'] }),
  p('list all my reminders please', 'listReminders'),
  p('anything i need reminding about today', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("is there a reminder set for mum's birthday", 'listReminders', { check: ['birthday'] }),
  p('what reminders do i have next week', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('do i have any reminders on monday', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p('would you mind reading out my reminders', 'listReminders'),
  p('did you save the reminder about the bins and the one about the dog tablet', 'listReminders', { check: ['bins', 'tablet'] }),
  p('upcoming reminders', 'listReminders'),
];

// Reminders changed or cancelled (updateEvent, cancelEvent).
const REMINDERS_CHANGED: Phrase[] = [
  p('can you move my reminder to call the plumber to 10 instead', 'updateEvent', { target: { words: 'plumber' }, changes: { time: '10:00' } }),
  p('push the bins reminder to saturday', 'updateEvent', { target: { words: 'bins' }, changes: { date: '2026-03-07' } }),
  p('cancel the reminder about the chicken', 'cancelEvent', { target: { words: 'chicken' } }),
  p("i don't need the reminder to ring grandma anymore", 'cancelEvent', { target: { words: 'grandma' } }),
  p('please remind me about the dentist an hour beforehand instead', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 60 } }),
  p('change the swimming reminder to 30 minutes before', 'updateEvent', { target: { words: 'swimming' }, changes: { reminderMinutes: 30 } }),
  p('stop reminding me about the recycling every fortnight', 'cancelEvent', { target: { words: 'recycling' }, series: true }),
  p("delete tomorrow's reminder about the bank", 'cancelEvent', { target: { words: 'bank', fromDate: '2026-03-05' } }),
  p('could you make the water bill reminder half an hour later', 'updateEvent', { target: { words: 'water bill' }, changes: { shiftMinutes: 30 } }),
  p('the insurance reminder should be on the 2nd of april not the 1st', 'updateEvent', { target: { words: 'insurance' }, changes: { date: '2026-04-02' } }),
  p('scrap the 8pm reminder', 'cancelEvent', { target: { time: '20:00' } }),
  p('move the cake reminder an hour earlier', 'updateEvent', { target: { words: 'cake' }, changes: { shiftMinutes: -60 } }),
  p("remind me a day before mia's recital rather than on the day", 'updateEvent', { target: { words: 'recital' }, changes: { reminderMinutes: 1440 } }),
  p('get rid of the reminder for the parcel pickup on friday', 'cancelEvent', { target: { words: 'parcel', fromDate: '2026-03-06' } }),
  p("rename the 'chase electrician' reminder to 'call sparky'", 'updateEvent', { target: { words: 'electrician' }, changes: { title: 'sparky' } }),
];

// Shopping list: adding (addListItems).
const SHOPPING_ADD: Phrase[] = [
  p("we're out of milk", 'addListItems', { items: ['milk'] }),
  p('would you mind adding bread to the shopping list', 'addListItems', { items: ['bread'] }),
  p('add eggs, butter and cheese to the shopping', 'addListItems', { items: ['eggs', 'butter', 'cheese'] }),
  p("i'd like you to put nappies on the shopping list please", 'addListItems', { items: ['nappies'] }),
  p('shopping list: bananas, apples, grapes', 'addListItems', { items: ['bananas', 'apples', 'grapes'] }),
  p("we've run out of toilet paper", 'addListItems', { items: ['toilet paper'] }),
  p("if it's not too much trouble can you stick dishwasher tablets on the list for the shops", 'addListItems', { items: ['dishwasher tablets'] }),
  p('need coffee', 'addListItems', { items: ['coffee'] }),
  p("if olive oil isn't on the shopping list add it", 'addListItems', { items: ['olive oil'] }),
  p('add chicken thighs to the shopping list and also some rice', 'addListItems', { items: ['chicken thighs', 'rice'] }),
  p('put 2 litres of milk on the list for the supermarket', 'addListItems', { items: ['milk'] }),
  p('out of cereal again, add it to shopping', 'addListItems', { items: ['cereal'] }),
  p('could you add sunscreen to our shopping list', 'addListItems', { items: ['sunscreen'] }),
  p('we need more laundry powder', 'addListItems', { items: ['laundry powder'] }),
  p('pop some lemons on the shopping list', 'addListItems', { items: ['lemons'] }),
  p("leo's finished the yoghurt, can you put it on the shopping list", 'addListItems', { items: ['yoghurt'] }),
  p('add to shopping: pasta, tinned tomatoes, parmesan', 'addListItems', { items: ['pasta', 'tomatoes', 'parmesan'] }),
  p('buy tomatoes', ['addListItems', 'addTodo']),
  p('shopping + bin bags', 'addListItems', { items: ['bin bags'] }),
  p("mia says we're out of shampoo, add it please", 'addListItems', { items: ['shampoo'] }),
  p('please add cat food, kitty litter and dog biscuits to shopping', 'addListItems', { items: ['cat food', 'kitty litter', 'dog biscuits'] }),
  p('i need you to put avocados on the shopping list', 'addListItems', { items: ['avocados'] }),
  p("add frozen peas to the shopping list if they're not there already", 'addListItems', { items: ['peas'] }),
  p('we are low on sugar', 'addListItems', { items: ['sugar'] }),
  p('add batteries to the shopping list, the AA ones', 'addListItems', { items: ['batteries'] }),
  p("can you add sausages for saturday's bbq to shopping", 'addListItems', { items: ['sausages'] }),
  p('add flour to shopping and also baking powder', 'addListItems', { items: ['flour', 'baking powder'] }),
  p('shopping list add paper towels', 'addListItems', { items: ['paper towels'] }),
  p('no more ketchup in the fridge, put it on the shopping list', 'addListItems', { items: ['ketchup'] }),
  p('could you put oat milk and almond butter on the shopping list for me', 'addListItems', { items: ['oat milk', 'almond butter'] }),
  p("we're nearly out of bread and milk", 'addListItems', { items: ['bread', 'milk'] }),
  p('add a birthday card to the shopping list', 'addListItems', { items: ['birthday card'] }),
  p('put muesli bars and rice crackers on the shopping list for the lunchboxes', 'addListItems', { items: ['muesli bars', 'rice crackers'] }),
  p('add hand soap', 'addListItems', { items: ['hand soap'] }),
  p('remember we need garlic and onions next time we shop', 'addListItems', { items: ['garlic', 'onions'] }),
];

// Shopping list: ticking off (remove false) or deleting (remove true) (tickListItems).
const SHOPPING_TICK: Phrase[] = [
  p('got the milk', 'tickListItems', { items: ['milk'], remove: false }),
  p("i've bought the bread", 'tickListItems', { items: ['bread'], remove: false }),
  p('take eggs off the shopping list', 'tickListItems', { items: ['eggs'] }),
  p('no need for nappies anymore', 'tickListItems', { items: ['nappies'], remove: true }),
  p('remove bananas from the shopping list', 'tickListItems', { items: ['bananas'], remove: true }),
  p('tick off cheese and butter', 'tickListItems', { items: ['cheese', 'butter'], remove: false }),
  p("we don't need coffee after all", 'tickListItems', { items: ['coffee'], remove: true }),
  p('cross sunscreen off the shopping list', 'tickListItems', { items: ['sunscreen'] }),
  p('picked up the dishwasher tablets', 'tickListItems', { items: ['dishwasher tablets'], remove: false }),
  p('would you mind taking olive oil off the shopping list, sam already got some', 'tickListItems', { items: ['olive oil'] }),
  p('delete rice from shopping', 'tickListItems', { items: ['rice'], remove: true }),
  p('grabbed the lemons and the yoghurt', 'tickListItems', { items: ['lemons', 'yoghurt'], remove: false }),
  p("scratch the pasta, we've got plenty", 'tickListItems', { items: ['pasta'], remove: true }),
  p('bin bags bought', 'tickListItems', { items: ['bin bags'], remove: false }),
  p('take cat food off the shopping list and put dog biscuits on instead', ['tickListItems', 'addListItems']),
  p('remove the avocados and add limes', ['tickListItems', 'addListItems']),
  p('sam got the sausages', 'tickListItems', { items: ['sausages'], remove: false }),
  p("we've already got flour, could you take it off the shopping list", 'tickListItems', { items: ['flour'] }),
  p('forget the ketchup', 'tickListItems', { items: ['ketchup'], remove: true }),
  p('i picked up paper towels and garlic on the way home', 'tickListItems', { items: ['paper towels', 'garlic'], remove: false }),
  p('the shopping list can lose the birthday card, we made one', 'tickListItems', { items: ['birthday card'], remove: true }),
  p('bought: oat milk, almond butter', 'tickListItems', { items: ['oat milk', 'almond butter'], remove: false }),
  p('take laundry powder off the shopping list, mum dropped some round', 'tickListItems', { items: ['laundry powder'] }),
  p('if batteries are still on the shopping list you can remove them', 'tickListItems', { items: ['batteries'], remove: true }),
  p('got shampoo', 'tickListItems', { items: ['shampoo'], remove: false }),
];

// Shopping list: questions, showing it, clearing it (showList, clearList).
const SHOPPING_SHOW: Phrase[] = [
  p("what's on the shopping list", 'showList'),
  p('is milk on the shopping list', 'showList', { check: ['milk'] }),
  p('have i got anything to pick up', ['showList', 'listTodos']),
  p('do we need eggs', 'showList', { check: ['eggs'] }),
  p('could you show me the shopping list please', 'showList'),
  p('clear the shopping list', 'clearList'),
  p('did anyone put bread on the shopping list', 'showList', { check: ['bread'] }),
  p('what do i need from the shops', 'showList'),
  p('shopping list?', 'showList'),
  p('is there anything on the shopping list', 'showList'),
  p('are coffee and sugar both on the shopping list', 'showList', { check: ['coffee', 'sugar'] }),
  p('empty the shopping list, we just did a big shop', 'clearList'),
  p('would you mind reading me the shopping list', 'showList'),
  p("i'm at the supermarket, what do i need", 'showList'),
  p('wipe the shopping list', 'clearList'),
  p('have we already got nappies on the shopping list', 'showList', { check: ['nappies'] }),
  p("start the shopping list over, everything's been bought", 'clearList'),
  p('whats on the list for woolies', 'showList'),
  p('is toilet paper on the shopping list already', 'showList', { check: ['toilet paper'] }),
  p('how many things are on the shopping list', 'showList'),
  p('remind me what to buy', 'showList'),
  p('anything we need from the shop on the way home?', 'showList'),
  p('did i already add sunscreen to the shopping', 'showList', { check: ['sunscreen'] }),
  p('can you clear everything off the shopping list', 'clearList'),
  p('send me the shopping list', 'showList'),
];

// To-dos: adding (addTodo).
const TODO_ADD: Phrase[] = [
  p('add call the insurance company to my to-do list', 'addTodo', { tasks: ['insurance'] }),
  p("i'd like you to put 'fix the fence' on my to-dos", 'addTodo', { tasks: ['fence'] }),
  p('to do: book haircut', 'addTodo', { tasks: ['haircut'] }),
  p('i need to sort out the tax return, can you add it to my to-do list', 'addTodo', { tasks: ['tax return'] }),
  p('put mow the lawn and clean the gutters on the to do list', 'addTodo', { tasks: ['lawn', 'gutters'] }),
  p('would you mind adding "renew passport" to my to-do list', 'addTodo', { tasks: ['passport'] }),
  p('add to my jobs list: change the smoke alarm battery', 'addTodo', { tasks: ['smoke alarm'] }),
  p('remind me to email the coach', 'addTodo', { tasks: ['coach'], reminder: true }),
  p('remind me to order school shoes', 'addTodo', { tasks: ['school shoes'], reminder: true }),
  p('todo wash the car', 'addTodo', { tasks: ['car'] }),
  p("if 'return the library books' isn't on my to-do list already, add it", 'addTodo', { tasks: ['library books'] }),
  p('add three things to my todos: vacuum the car, sort the garage, donate old clothes', 'addTodo', { tasks: ['vacuum', 'garage', 'clothes'] }),
  p("i've got to ring the council about the bin, add it to my to-do list", 'addTodo', { tasks: ['council'] }),
  p('new to-do: fill in the census form', 'addTodo', { tasks: ['census'] }),
  p('put pay the gas bill on my to do list', 'addTodo', { tasks: ['gas bill'] }),
  p("can you add organise leo's party to my to dos", 'addTodo', { tasks: ['party'] }),
  p('to-do list: clean the oven, defrost the freezer', 'addTodo', { tasks: ['oven', 'freezer'] }),
  p('please add "write thank you cards" to the to do list', 'addTodo', { tasks: ['thank you cards'] }),
  p('i must remember to cancel the netflix trial, pop it on my to-dos', 'addTodo', { tasks: ['netflix'] }),
  p("add book mia's dentist check up to my to-do list", 'addTodo', { tasks: ['dentist'] }),
];

// To-dos: done or no longer needed (completeTodo).
const TODO_DONE: Phrase[] = [
  p("i've done the tax return", 'completeTodo', { text: 'tax return' }),
  p('done 2', 'completeTodo', { number: 2 }),
  p('tick off mow the lawn', 'completeTodo', { text: 'lawn' }),
  p('fixed the fence finally', 'completeTodo', { text: 'fence' }),
  p('no need to book the haircut anymore', 'completeTodo', { text: 'haircut' }),
  p('mark number 3 as done', 'completeTodo', { number: 3 }),
  p('the gutters are cleaned, you can take that off my to-do list', 'completeTodo', { text: 'gutters' }),
  p('passport renewed!', 'completeTodo', { text: 'passport' }),
  p('cross off email the coach', 'completeTodo', { text: 'coach' }),
  p("i've finished the first thing on my to do list", 'completeTodo', { number: 1 }),
  p('sam took care of the smoke alarm battery, tick it off my to-dos', 'completeTodo', { text: 'smoke alarm' }),
  p('called the council', 'completeTodo', { text: 'council' }),
  p("you can remove 'donate old clothes' from my to-dos, it's done", 'completeTodo', { text: 'clothes' }),
  p('number 4 on my to-do list is done', 'completeTodo', { number: 4 }),
  p('paid the gas bill', 'completeTodo', { text: 'gas bill' }),
];

// To-dos: showing them (listTodos).
const TODO_SHOW: Phrase[] = [
  p("what's on my to-do list", 'listTodos'),
  p('show me my to-dos', 'listTodos'),
  p('what do i still have to do', ['listTodos', 'agenda']),
  p('my list', 'listTodos'),
  p('would you mind going through my to-do list with me', 'listTodos'),
  p('how many to-dos have i got left', 'listTodos'),
  p('is "fix the fence" still on my to do list', 'listTodos'),
  p('todos?', 'listTodos'),
  p('what jobs have i got on my to-do list', 'listTodos'),
  p('can you read me my to do list please', 'listTodos'),
];

export const PHRASES: Phrase[] = [
  ...REMINDERS_SET,
  ...REMINDERS_ASKED,
  ...REMINDERS_CHANGED,
  ...SHOPPING_ADD,
  ...SHOPPING_TICK,
  ...SHOPPING_SHOW,
  ...TODO_ADD,
  ...TODO_DONE,
  ...TODO_SHOW,
];
