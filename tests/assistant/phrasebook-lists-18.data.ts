// Phrasebook 18: the shared lists (Shopping and named lists: packing, school supplies, party, hardware,
// Christmas presents, camping, Costco) and the to-do list, 160 messages.
// Written by an AI helper session (asked by the project's main session), every message written fresh for this
// file as parents type on WhatsApp or speak to a phone assistant: none copied or paraphrased from another file or
// data set. The expectations come from the tool contract only (the zod input schemas and .describe() texts in
// functions/assistant/tools/*.ts) and the harness (tests/assistant/phrasebook.ts); the engine was not read and
// nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// `input` is partial: only what the message clearly determines. No list named → list null (the Shopping list);
// "the shopping list" said out loud → list left out. Items are in the order said, key word(s) only.
// A two-in-one message ("take X off and add Y") lists both tools for the first action and only the inputs they share.
import { p, type Phrase } from './phrasebook.data';

// addListItems: several items, amounts, brands, named lists, no verb, "we're out of", "running low on" (35)
const ADD_ITEMS: Phrase[] = [
  p('add milk eggs and bread', 'addListItems', { list: null, items: ['milk', 'eggs', 'bread'] }),
  p("we're out of toilet paper 🧻", 'addListItems', { list: null, items: ['toilet paper'] }),
  p('running low on dishwasher tablets, can u pop them on the list', 'addListItems', { list: null, items: ['dishwasher'] }),
  p('Hi Simplify, could you please add 2 litres of full cream milk and a dozen free range eggs to the shopping list? Thank you!', 'addListItems', {
    items: ['milk', 'eggs'],
  }),
  p('bananas, apples, 1kg mince', 'addListItems', { list: null, items: ['bananas', 'apples', 'mince'] }),
  p('put sunscreen on the packing list', 'addListItems', { list: 'packing', items: ['sunscreen'] }),
  p('add textas glue sticks and a ruler to school supplies', 'addListItems', { list: 'school', items: ['textas', 'glue', 'ruler'] }),
  p('party list: balloons, candles, paper plates, fairy bread stuff', 'addListItems', {
    list: 'party',
    items: ['balloons', 'candles', 'plates', 'fairy bread'],
  }),
  p('need wd40 and cable ties on the hardware list', 'addListItems', { list: 'hardware', items: ['wd40', 'cable ties'] }),
  p('add a lego set for leo to the christmas presents list 🎄', 'addListItems', { list: 'christmas', items: ['lego'] }),
  p('camping list - tent pegs, gas canister, marshmallows', 'addListItems', { list: 'camping', items: ['tent pegs', 'gas', 'marshmallows'] }),
  p('costco: toilet paper x2, olive oil, nappies', 'addListItems', { list: 'costco', items: ['toilet paper', 'olive oil', 'nappies'] }),
  p('weetbix and vegemite pls', 'addListItems', { list: null, items: ['weetbix', 'vegemite'] }),
  p('out of coffee again ☕', 'addListItems', { list: null, items: ['coffee'] }),
  p('running low on nappies size 4', 'addListItems', { list: null, items: ['nappies'] }),
  p('add panadol', 'addListItems', { list: null, items: ['panadol'] }),
  p('can you add Tim Tams to the shopping list, the kids finished them', 'addListItems', { items: ['tim tams'] }),
  p('shoping list add cheddar, rice crackers', 'addListItems', { items: ['cheddar', 'rice crackers'] }),
  p('we need more bin bags', 'addListItems', { list: null, items: ['bin bags'] }),
  p('add oat milk - the Oatly one', 'addListItems', { list: null, items: ['oat milk'] }),
  p('pls add 3 tins of chickpeas n a bag of rice', 'addListItems', { list: null, items: ['chickpeas', 'rice'] }),
  p('Add to packing: swimmers, goggles, beach towels', 'addListItems', { list: 'packing', items: ['swimmers', 'goggles', 'towels'] }),
  p("could someone add laundry powder to the list, we're nearly out", 'addListItems', { list: null, items: ['laundry powder'] }),
  p('put a new drill bit set on hardware', 'addListItems', { list: 'hardware', items: ['drill bit'] }),
  p('for the costco list - 24 pack of water and paper towels', 'addListItems', { list: 'costco', items: ['water', 'paper towels'] }),
  p('add pencil case and a calculator to the school supplies list for sam', 'addListItems', {
    list: 'school supplies',
    items: ['pencil case', 'calculator'],
  }),
  p('xmas presents list add a scooter for mia and socks for grandpa', 'addListItems', { list: 'presents', items: ['scooter', 'socks'] }),
  p('avocados x4 🥑 and some limes', 'addListItems', { list: null, items: ['avocados', 'limes'] }),
  p('running low on shampoo and conditioner', 'addListItems', { list: null, items: ['shampoo', 'conditioner'] }),
  p('add head torch to camping', 'addListItems', { list: 'camping', items: ['head torch'] }),
  p('hey can you add butter, the salted one from Western Star', 'addListItems', { list: null, items: ['butter'] }),
  p('Milk 🥛', 'addListItems', { list: null, items: ['milk'] }),
  p('party list pls: napkins, lollies, juice boxes', 'addListItems', { list: 'party', items: ['napkins', 'lollies', 'juice boxes'] }),
  p("we're out of dog food and kitty litter", 'addListItems', { list: null, items: ['dog food', 'kitty litter'] }),
  // two in one: add first, then take off
  p('add bagels and take the bread off', ['addListItems', 'tickListItems'], { list: null }),
];

// tickListItems: bought, got, remove, don't need, scratch (20)
const TICK_ITEMS: Phrase[] = [
  p('got the milk', 'tickListItems', { items: ['milk'], remove: false }),
  p('bought bread and eggs', 'tickListItems', { items: ['bread', 'eggs'], remove: false }),
  p('remove the chickpeas from the shopping list', 'tickListItems', { items: ['chickpeas'], remove: true }),
  p('dont need the limes anymore', 'tickListItems', { items: ['limes'], remove: true }),
  p("scratch the tim tams, we've got heaps in the pantry", 'tickListItems', { items: ['tim tams'], remove: true }),
  p('picked up the toilet paper ✅', 'tickListItems', { items: ['toilet paper'], remove: false }),
  p('take sunscreen off the packing list', 'tickListItems', { list: 'packing', items: ['sunscreen'] }),
  p('got the balloons and candles for the party', 'tickListItems', { items: ['balloons', 'candles'], remove: false }),
  p('Just grabbed the coffee and the nappies, tick them off please', 'tickListItems', { items: ['coffee', 'nappies'], remove: false }),
  p('remove wd40 from hardware', 'tickListItems', { list: 'hardware', items: ['wd40'], remove: true }),
  p('we dont need olive oil from costco after all', 'tickListItems', { list: 'costco', items: ['olive oil'], remove: true }),
  p('bought the lego for leo 🎁', 'tickListItems', { items: ['lego'], remove: false }),
  p('delete panadol', 'tickListItems', { items: ['panadol'], remove: true }),
  p('scratch marshmallows off the camping list', 'tickListItems', { list: 'camping', items: ['marshmallows'] }),
  p('ticked off the avos, have them in the trolley', 'tickListItems', { items: ['avo'], remove: false }),
  p('nvm about the cheddar, remove it', 'tickListItems', { items: ['cheddar'], remove: true }),
  p('got glue sticks n textas', 'tickListItems', { items: ['glue', 'textas'], remove: false }),
  p('cross off dog food', 'tickListItems', { items: ['dog food'] }),
  // two in one: take off first, then add
  p('take the bread off and add bagels instead', ['tickListItems', 'addListItems'], { list: null }),
  p('got the eggs 👍 can you add butter too', ['tickListItems', 'addListItems'], { list: null }),
];

// clearList (6)
const CLEAR_LIST: Phrase[] = [
  p('clear the shopping list', 'clearList'),
  p("empty the packing list, we're home", 'clearList', { list: 'packing' }),
  p('wipe the party list pls 🎉 all done', 'clearList', { list: 'party' }),
  p('can you clear everything off the costco list', 'clearList', { list: 'costco' }),
  p('start the shopping list fresh, delete everything on it', 'clearList'),
  p('clear camping list', 'clearList', { list: 'camping' }),
];

// showList, incl. "is X on the list" (18)
const SHOW_LIST: Phrase[] = [
  p('whats on the shopping list', 'showList'),
  p('show me the list', 'showList', { list: null }),
  p('is milk on the list?', 'showList', { list: null, check: ['milk'] }),
  p('did anyone put eggs on the shopping list already', 'showList', { check: ['eggs'] }),
  p("what's on the packing list", 'showList', { list: 'packing' }),
  p('read me the shopping list', 'showList'),
  p('do we have nappies on the list', 'showList', { list: null, check: ['nappies'] }),
  p('school supplies list?', 'showList', { list: 'school supplies' }),
  p('what do I need from costco', 'showList', { list: 'costco' }),
  p('what have we got on the hardware list 🔨', 'showList', { list: 'hardware' }),
  p('is coffee and bread on the list', 'showList', { list: null, check: ['coffee', 'bread'] }),
  p("what's left on the christmas presents list", 'showList', { list: 'christmas' }),
  p("hey simplify, I'm at woolies now, what do we need?", 'showList', { list: null }),
  p('show camping list', 'showList', { list: 'camping' }),
  p('is sunscreen on the packing list yet', 'showList', { list: 'packing', check: ['sunscreen'] }),
  p("what's on the party list so far", 'showList', { list: 'party' }),
  p('whats on our shoppin list', 'showList'),
  p('did someone already add weetbix?', 'showList', { list: null, check: ['weetbix'] }),
];

// createList (8)
const CREATE_LIST: Phrase[] = [
  p('make a new list called camping', 'createList', { name: 'camping' }),
  p('create a packing list for the Bali trip', 'createList', { name: 'packing' }),
  p('start a Christmas presents list 🎄', 'createList', { name: 'christmas' }),
  p('new list: hardware', 'createList', { name: 'hardware' }),
  p("can we have a list for Leo's birthday party", 'createList', { name: 'party' }),
  p('create a list', 'createList', { name: null }),
  p("I'd like a separate list for Costco runs please", 'createList', { name: 'costco' }),
  p('new list called school supplies', 'createList', { name: 'school supplies' }),
];

// listLists (5)
const LIST_LISTS: Phrase[] = [
  p('what lists do we have', 'listLists'),
  p('show me all our lists', 'listLists'),
  p('which lists have I got', 'listLists'),
  p('list my lists pls', 'listLists'),
  p('how many lists are there?', 'listLists'),
];

// addTodo: chores, errands, calls, payments; "remind me to…" with no time → reminder true (30)
const ADD_TODO: Phrase[] = [
  p('add clean the gutters to my to do list', 'addTodo', { tasks: ['gutters'] }),
  p('todo: renew car rego', 'addTodo', { tasks: ['rego'] }),
  p('remind me to call the plumber', 'addTodo', { tasks: ['plumber'], reminder: true }),
  p('remind me to pay the water bill', 'addTodo', { tasks: ['water bill'], reminder: true }),
  p("to do: book leo's haircut", 'addTodo', { tasks: ['haircut'] }),
  p('add to my todos: mow the lawn, wash the car, fold washing', 'addTodo', { tasks: ['lawn', 'car', 'washing'] }),
  p('todo pay council rates', 'addTodo', { tasks: ['council rates'] }),
  p("remind me to email Mia's teacher about the excursion", 'addTodo', { tasks: ['teacher'], reminder: true }),
  p('put return library books on the to-do list 📚', 'addTodo', { tasks: ['library books'] }),
  p('to do - ring the insurance company re the claim', 'addTodo', { tasks: ['insurance'] }),
  p('remind me to pick up the dry cleaning', 'addTodo', { tasks: ['dry cleaning'], reminder: true }),
  p('add a to-do: sort out the garage', 'addTodo', { tasks: ['garage'] }),
  p("Could you please add renew Sam's passport to the to do list? It expires in May", 'addTodo', { tasks: ['passport'] }),
  p('todo change the smoke alarm batteries', 'addTodo', { tasks: ['smoke alarm'] }),
  p('remind me 2 transfer money for the school camp', 'addTodo', { tasks: ['money'], reminder: true }),
  p('add call mum back to my todos', 'addTodo', { tasks: ['call mum'] }),
  p('to-do: vacuum the car, book the vet for the dog', 'addTodo', { tasks: ['vacuum', 'vet'] }),
  p('remind me to cancel the netflix trial', 'addTodo', { tasks: ['netflix'], reminder: true }),
  p('add pay the electricity bill to todos', 'addTodo', { tasks: ['electricity'] }),
  p("put sign leo's permission slip on the todo list", 'addTodo', { tasks: ['permission slip'] }),
  p('new todo clean the fish tank 🐠', 'addTodo', { tasks: ['fish tank'] }),
  p('put "organise birthday invites" on my todo list', 'addTodo', { tasks: ['invites'] }),
  p('remind me to drop the parcel at the post office', 'addTodo', { tasks: ['parcel'], reminder: true }),
  p('add to do: get quotes for the fence', 'addTodo', { tasks: ['fence'] }),
  p('todo list add: post office, pharmacy, bank', 'addTodo', { tasks: ['post office', 'pharmacy', 'bank'] }),
  p('Remind me to ring the dentist to reschedule', 'addTodo', { tasks: ['dentist'], reminder: true }),
  p('hey simplify can u add weed the veggie patch to our to do list thx', 'addTodo', { tasks: ['weed'] }),
  p('to do: pay the gas bill and the phone bill', 'addTodo', { tasks: ['gas', 'phone'] }),
  p("remind me to order sam's school shoes", 'addTodo', { tasks: ['school shoes'], reminder: true }),
  p('add reply to the strata email to my to-dos', 'addTodo', { tasks: ['strata'] }),
];

// completeTodo: by words and by number (18)
const COMPLETE_TODO: Phrase[] = [
  p('done 2', 'completeTodo', { number: 2 }),
  p('finished the gutters', 'completeTodo', { text: 'gutters' }),
  p('tick off number 3', 'completeTodo', { number: 3 }),
  p('called the plumber ✅', 'completeTodo', { text: 'plumber' }),
  p('paid the water bill', 'completeTodo', { text: 'water bill' }),
  p('mark 1 as done', 'completeTodo', { number: 1 }),
  p('done with the garage finally 🙌', 'completeTodo', { text: 'garage' }),
  p('no. 4 done', 'completeTodo', { number: 4 }),
  p('completed #5', 'completeTodo', { number: 5 }),
  p('returned the library books', 'completeTodo', { text: 'library books' }),
  p('Sam mowed the lawn, you can tick that one off', 'completeTodo', { text: 'lawn' }),
  p('ive sorted the insurance claim', 'completeTodo', { text: 'insurance' }),
  p('done the smoke alarm batteries', 'completeTodo', { text: 'smoke alarm' }),
  p('tick off the second one', 'completeTodo', { number: 2 }),
  p('passport renewal done, yay', 'completeTodo', { text: 'passport' }),
  p('item 6 is done', 'completeTodo', { number: 6 }),
  p('cancelled netflix, cross it off', 'completeTodo', { text: 'netflix' }),
  // two in one: tick off first, then add
  p('paid the rego, now add book car service to my todos', ['completeTodo', 'addTodo']),
];

// listTodos (12)
const LIST_TODOS: Phrase[] = [
  p('whats on my to do list', 'listTodos'),
  p('show my todos', 'listTodos'),
  p('what do I still need to do', 'listTodos'),
  p('list my to-dos please', 'listTodos'),
  p('to do list?', 'listTodos'),
  p('what jobs are left on the todo list', 'listTodos'),
  p('read me my to do list', 'listTodos'),
  p("what's outstanding on my to-dos", 'listTodos'),
  p('show me the todo list 📝', 'listTodos'),
  p('any todos left?', 'listTodos'),
  p("Could you tell me what's on the family to-do list at the moment?", 'listTodos'),
  p('my todos', 'listTodos'),
];

// clearTodos (8)
const CLEAR_TODOS: Phrase[] = [
  p('clear my to do list', 'clearTodos'),
  p('clear all todos', 'clearTodos'),
  p('mark all my to-dos as done', 'clearTodos'),
  p('wipe the to-do list clean', 'clearTodos'),
  p('tick off everything on my todo list', 'clearTodos'),
  p('delete all the to dos pls', 'clearTodos'),
  p('everything on my to-do list is done 🎉 clear it', 'clearTodos'),
  p('empty the chores list', ['clearTodos', 'clearList']),
];

export const PHRASES: Phrase[] = [
  ...ADD_ITEMS,
  ...TICK_ITEMS,
  ...CLEAR_LIST,
  ...SHOW_LIST,
  ...CREATE_LIST,
  ...LIST_LISTS,
  ...ADD_TODO,
  ...COMPLETE_TODO,
  ...LIST_TODOS,
  ...CLEAR_TODOS,
];
