// Phrasebook corpus 2: 240 requests in the style of public voice-assistant corpora (what people say to Siri, Alexa or
// Google Home about their calendar, reminders, to-dos and lists), for TRAINING the family assistant's message understanding.
// Written by a helper who had not read the engine, from the tool contract only (the tool names, the zod input schemas and
// their .describe() texts in functions/assistant/tools/*.ts, and the harness in phrasebook.ts), and never run against it.
// Style: speech-to-text, lowercase, little punctuation, spoken numbers ("two thirty", "4 30", "quarter past ten"), some wordy
// and polite, some terse, odd word orders, the occasional typo. Six kinds, 40 each: removing events, asking about lists,
// updating the to-do list, scheduling meetings, updating reminders, changing events.
// Reference context (as in phrasebook.data.ts): now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor",
// "Sam Okafor", "Leo" (MIA, SAM, LEO).
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11
//   Thu 03-12 · Fri 03-13 · Sat 03-14 · Mon 03-16 · Thu 03-19 · Fri 03-20 · Wed 04-01 · Thu 04-02
//   this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon; "in an hour" is
// counted from 14:00. "next <weekday>" is left unchecked.
// Expectations are partial: only the tool and the inputs the message clearly determines; title/words/tasks/items/check/text
// are matched by "contains, ignoring case", so only the key word(s) are given. Where several tools would honestly be right,
// any of them is accepted and only inputs they share (or none) are given.
// Conventions taken from the contract: a timed "remind me …" is createEvent with reminderMinutes 0; "remind me to …" with no
// time is addTodo with reminder true; a reminder before an existing event is updateEvent changes.reminderMinutes; a timed
// reminder is an event, so cancelling it is cancelEvent and moving it is updateEvent; an untimed one may be a to-do, so
// cancelling it accepts cancelEvent or completeTodo. The Shopping list's `list` is left unchecked ("shopping"/"grocery"
// may be null or the name); another list is expected under the name the speaker used. Adding a note, or another person, to
// an event has no field of its own: only updateEvent and the target are checked.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// 1. removing or cancelling calendar events (cancelEvent)
// ---------------------------------------------------------------------------------------------------------------
const REMOVE: Phrase[] = [
  p('get rid of the dentist appointment on friday', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-06' } }),
  p('clear my calendar for saturday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07' } }),
  p('i wont make the yoga class tonight', 'cancelEvent', { target: { words: 'yoga', fromDate: '2026-03-04' }, series: false }),
  p('scrap the team lunch', 'cancelEvent', { target: { words: 'team lunch' } }),
  p('delete all events on thursday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' } }),
  p('remove the meeting with priya', 'cancelEvent', { target: { words: 'priya' } }),
  p('cancel my three oclock', 'cancelEvent', { target: { time: '15:00' } }),
  p('hey can you please cancel the plumber tomorrow he rang and said he cant come', 'cancelEvent', {
    target: { words: 'plumber', fromDate: '2026-03-05' },
  }),
  p('delete sams footy training on saturday', 'cancelEvent', { target: { words: 'footy', member: SAM, fromDate: '2026-03-07' } }),
  p('cancel mias piano lessons for good', 'cancelEvent', { target: { words: 'piano', member: MIA }, series: true }),
  p('take the book club off my calendar', 'cancelEvent', { target: { words: 'book club' } }),
  p('please remove everything from my diary next week', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-15' },
  }),
  p('i cant make it to the parent teacher interview on tuesday so cancel it', 'cancelEvent', {
    target: { words: 'parent teacher', fromDate: '2026-03-10' },
  }),
  p('erase the haircut', 'cancelEvent', { target: { words: 'haircut' } }),
  p('delete the 10 am meeting tomorrow', 'cancelEvent', { target: { words: 'meeting', fromDate: '2026-03-05', time: '10:00' } }),
  p('cancel leos swimming this week only', 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-04', toDate: '2026-03-10' },
    series: false,
  }),
  p('stop all the tuesday tennis sessions', 'cancelEvent', { target: { words: 'tennis' }, series: true }),
  p('wipe my schedule for the weekend', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08' } }),
  p('remove dinner with the hendersons from saturday', 'cancelEvent', { target: { words: 'hendersons', fromDate: '2026-03-07' } }),
  p('the car service on monday is off can you delete it', 'cancelEvent', { target: { words: 'car service', fromDate: '2026-03-09' } }),
  p('cancle the vet appointment', 'cancelEvent', { target: { words: 'vet' } }),
  p('cancel everything i have on the 12th', 'cancelEvent', { target: { words: null, fromDate: '2026-03-12' } }),
  p('delete the recurring gym session altogether', 'cancelEvent', { target: { words: 'gym' }, series: true }),
  p('i wont be going to choir tomorrow night', 'cancelEvent', { target: { words: 'choir', fromDate: '2026-03-05' } }),
  p('remove the 4 30 pickup for leo today', 'cancelEvent', {
    target: { words: 'pickup', member: LEO, fromDate: '2026-03-04', time: '16:30' },
  }),
  p('scratch the conference call on friday at two', 'cancelEvent', {
    target: { words: 'conference', fromDate: '2026-03-06', time: '14:00' },
  }),
  p('could you delete the birthday party on sunday please', 'cancelEvent', { target: { words: 'party', fromDate: '2026-03-08' } }),
  p('get rid of all my appointments tomorrow', 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' } }),
  p('delete my eleven am', 'cancelEvent', { target: { time: '11:00' } }),
  p('ok google delete my appointment with doctor patel', 'cancelEvent', { target: { words: 'patel' } }),
  p('mia isnt going to ballet on saturday take it off', 'cancelEvent', { target: { words: 'ballet', member: MIA, fromDate: '2026-03-07' } }),
  p('remove the weekly staff meeting from my calendar completely', 'cancelEvent', { target: { words: 'staff meeting' }, series: true }),
  p('drop the physio on the 10th', 'cancelEvent', { target: { words: 'physio', fromDate: '2026-03-10' } }),
  p('nix the coffee with jen tomorrow', 'cancelEvent', { target: { words: 'jen', fromDate: '2026-03-05' } }),
  p('clear out my calendar on monday', 'cancelEvent', { target: { words: null, fromDate: '2026-03-09' } }),
  p('delete the lunch meeting at noon', 'cancelEvent', { target: { words: 'lunch', time: '12:00' } }),
  p('sam wont make it to his tutoring tonight', 'cancelEvent', { target: { words: 'tutor', member: SAM, fromDate: '2026-03-04' } }),
  p('cancel the flight to melbourne', 'cancelEvent', { target: { words: 'melbourne' } }),
  p('unschedule the zoom with marketing', 'cancelEvent', { target: { words: 'marketing' } }),
  p('remove every event from friday the thirteenth', 'cancelEvent', { target: { words: null, fromDate: '2026-03-13' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// 2. asking about lists (showList, listLists, listTodos)
// ---------------------------------------------------------------------------------------------------------------
const ASK_LISTS: Phrase[] = [
  p('whats on my shopping list', 'showList'),
  p('what lists do i have', 'listLists'),
  p('read my to do list', 'listTodos'),
  p('whats left on the grocery list', 'showList'),
  p('is milk on the shopping list', 'showList', { check: ['milk'] }),
  p('how many items are on my shoping list', 'showList'),
  p('read me the packing list', 'showList', { list: 'packing' }),
  p('what do i need to buy', 'showList'),
  p('do we have eggs on the list already', 'showList', { check: ['eggs'] }),
  p('show me all my lists', 'listLists'),
  p('whats on the hardware store list', 'showList', { list: 'hardware' }),
  p('whats on my todo list', 'listTodos'),
  p('what do i still have to do', ['listTodos', 'agenda']),
  p('is bread on the list', 'showList', { check: ['bread'] }),
  p('did someone already add toilet paper to the shopping list', 'showList', { check: ['toilet paper'] }),
  p('tell me whats on the christmas list', 'showList', { list: 'christmas' }),
  p('how many lists have we got', 'listLists'),
  p('what are my tasks', 'listTodos'),
  p('can you read out the shopping list please', 'showList'),
  p('list my lists', 'listLists'),
  p('are bananas and apples on the shopping list', 'showList', { check: ['bananas', 'apples'] }),
  p('what have i got left on my to do list', 'listTodos'),
  p('whats on the camping list', 'showList', { list: 'camping' }),
  p('groceries list please', 'showList'),
  p('open my to-do list', 'listTodos'),
  p('what is on the bunnings list', 'showList', { list: 'bunnings' }),
  p('do i need to buy coffee', 'showList', { check: ['coffee'] }),
  p('show the shopping list', 'showList'),
  p('whats on the list for the party', 'showList', { list: 'party' }),
  p('how many things are on my to do list', 'listTodos'),
  p('which lists are shared with the family', 'listLists'),
  p('what items are on the woolies list', 'showList'),
  p('do i have anything on my to do list', 'listTodos'),
  p('is nappies on the shopping list', 'showList', { check: ['nappies'] }),
  p('what was on the list again', ['showList', 'listTodos']),
  p('read out the gift ideas list', 'showList', { list: 'gift' }),
  p('whats on the kids school supplies list', 'showList', { list: 'school supplies' }),
  p('have i put dishwasher tablets on the list', 'showList', { check: ['dishwasher tablets'] }),
  p('what are the open items on my packing list for the trip', 'showList', { list: 'packing' }),
  p('tell me my to do items', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// 3. updating the to-do list (addTodo, completeTodo, clearTodos)
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('add call the bank to my to do list', 'addTodo', { tasks: ['bank'] }),
  p('put renew the car rego on my to-do list', 'addTodo', { tasks: ['rego'] }),
  p('new task get the gutters cleaned', 'addTodo', { tasks: ['gutters'] }),
  p('add a task to email the school', 'addTodo', { tasks: ['school'] }),
  p('add pay the water bill and cancel the gym membership to my todo list', 'addTodo', { tasks: ['water bill', 'gym'] }),
  p('tick off water the plants', 'completeTodo', { text: 'plants' }),
  p('mark the tax return as done', 'completeTodo', { text: 'tax' }),
  p('i finished the ironing', 'completeTodo', { text: 'ironing' }),
  p('clear my to do list', 'clearTodos'),
  p('done 3', 'completeTodo', { number: 3 }),
  p('mark number two as complete', 'completeTodo', { number: 2 }),
  p('remove call nan from my to do list', 'completeTodo', { text: 'nan' }),
  p('ive sorted the insurance claim you can cross that off', 'completeTodo', { text: 'insurance' }),
  p('wipe my whole to-do list', 'clearTodos'),
  p('add to my to-do list pick up the dry cleaning', 'addTodo', { tasks: ['dry cleaning'] }),
  p('put return the library books on my to do list', 'addTodo', { tasks: ['library books'] }),
  p('to do list add fix the fence', 'addTodo', { tasks: ['fence'] }),
  p('ok i did the first one on my to do list', 'completeTodo', { number: 1 }),
  p('take leos permission slip off my to do list its signed', 'completeTodo', { text: 'permission slip' }),
  p('add these to my tasks book the dentist, buy stamps and ring the council', 'addTodo', { tasks: ['dentist', 'stamps', 'council'] }),
  p('check off vacuum the car', 'completeTodo', { text: 'vacuum' }),
  p('delete everything on my to do list', 'clearTodos'),
  p('mark all my to dos as done', 'clearTodos'),
  p('task complete clean the oven', 'completeTodo', { text: 'oven' }),
  p('add sort out the garage to the to-do list please', 'addTodo', { tasks: ['garage'] }),
  p('finished mowing the lawn', 'completeTodo', { text: 'lawn' }),
  p('could you add organise sams birthday present to my to do list', 'addTodo', { tasks: ['birthday present'] }),
  p('number 4 is done', 'completeTodo', { number: 4 }),
  p('add a to do for me to renew my passport', 'addTodo', { tasks: ['passport'] }),
  p('get rid of the book flights task its done', 'completeTodo', { text: 'flights' }),
  p('put text the babysitter on the todo list', 'addTodo', { tasks: ['babysitter'] }),
  p('i already paid the electricity bill tick it off', 'completeTodo', { text: 'electricity' }),
  p('empty my to do list', 'clearTodos'),
  p('to do change the smoke alarm batteries', 'addTodo', { tasks: ['smoke alarm'] }),
  p('add clean out the fridge and wash the dog to my to-do list', 'addTodo', { tasks: ['fridge', 'dog'] }),
  p('cross off reply to the party invite on my to do list', 'completeTodo', { text: 'invite' }),
  p('mark done the task about the council rates', 'completeTodo', { text: 'rates' }),
  p('start my to do list fresh get rid of all of it', 'clearTodos'),
  p('can you put fix leos bike on my to do list', 'addTodo', { tasks: ['bike'] }),
  p('ive done number five', 'completeTodo', { number: 5 }),
];

// ---------------------------------------------------------------------------------------------------------------
// 4. scheduling meetings (createEvent; freeBusy for "is it free"; a question back when there is no day)
// ---------------------------------------------------------------------------------------------------------------
const MEETINGS: Phrase[] = [
  p('book a meeting with dave on friday at 10am', 'createEvent', { title: 'dave', date: '2026-03-06', time: '10:00' }),
  p('set up a meeting with the accountant tuesday at two thirty', 'createEvent', { title: 'accountant', date: '2026-03-10', time: '14:30' }),
  p('can you arrange a call with mum for sunday at 4', 'createEvent', { title: 'mum', date: '2026-03-08', time: '16:00' }),
  p('is the boardroom free tomorrow at 3', 'freeBusy', { date: '2026-03-05', fromTime: '15:00' }),
  p('put a call with sarah in for thursday at 11', 'createEvent', { title: 'sarah', date: '2026-03-05', time: '11:00' }),
  p('schedule a meeting with the school principal on monday at nine thirty', 'createEvent', {
    title: 'principal',
    date: '2026-03-09',
    time: '09:30',
  }),
  p('set up a zoom with the design team tomorrow from 1 to 2', 'createEvent', {
    title: 'design',
    date: '2026-03-05',
    time: '13:00',
    durationMinutes: 60,
  }),
  p('book a one on one with james next wednesday at 10', 'createEvent', { title: 'james', time: '10:00' }),
  p('arrange a meeting with the builder on site saturday at 8 am for two hours', 'createEvent', {
    title: 'builder',
    date: '2026-03-07',
    time: '08:00',
    durationMinutes: 120,
  }),
  p('meeting with tom tomorrow 4pm', 'createEvent', { title: 'tom', date: '2026-03-05', time: '16:00' }),
  p('am i free for a meeting thursday afternoon', 'freeBusy', { date: '2026-03-05' }),
  p('could you please book in a catch up with lisa at quarter past ten on friday', 'createEvent', {
    title: 'lisa',
    date: '2026-03-06',
    time: '10:15',
  }),
  p('schedule a call with the bank at 5', 'createEvent', { title: 'bank', date: '2026-03-04', time: '17:00' }),
  ask('set up a meeting with priya'),
  p('book the meeting room for the budget review on the 16th at 2pm', 'createEvent', { title: 'budget', date: '2026-03-16', time: '14:00' }),
  p('put in a meeting with leos teacher on tuesday at three fifteen', 'createEvent', { title: 'teacher', date: '2026-03-10', time: '15:15' }),
  p('new meeting sprint planning monday 9 am 90 minutes', 'createEvent', {
    title: 'sprint planning',
    date: '2026-03-09',
    time: '09:00',
    durationMinutes: 90,
  }),
  p('can you fit in a call with grandma at 6 tonight', 'createEvent', { title: 'grandma', date: '2026-03-04', time: '18:00' }),
  p('is sam free on saturday at 11 for a meeting with the coach', 'freeBusy', { date: '2026-03-07', fromTime: '11:00', member: SAM }),
  p('book a video call with the recruiter in two hours', 'createEvent', { title: 'recruiter', date: '2026-03-04', time: '16:00' }),
  p('i need a meeting with kate about the fundraiser on the 20th at 7 30 pm', 'createEvent', {
    title: 'kate',
    date: '2026-03-20',
    time: '19:30',
  }),
  p('set a meeting for ten tomorrow with the landlord', 'createEvent', { title: 'landlord', date: '2026-03-05', time: '10:00' }),
  p('schedule a conference call for wednesday at noon', 'createEvent', { title: 'call', time: '12:00' }),
  p('book in an interview with the nanny thursday at half past one', 'createEvent', { title: 'nanny', date: '2026-03-05', time: '13:30' }),
  p('add a meeting with the real estate agent saturday morning', 'createEvent', { title: 'real estate', date: '2026-03-07' }),
  p('arrange a lunch meeting with ben on friday at 12 30', 'createEvent', { title: 'ben', date: '2026-03-06', time: '12:30' }),
  p('whens a good time monday for a meeting am i free in the morning', 'freeBusy', { date: '2026-03-09' }),
  p('set up a call with the insurance company tomorow at 9', 'createEvent', { title: 'insurance', date: '2026-03-05', time: '09:00' }),
  p('organize a meeting with mias teacher for the 11th at 3 40', 'createEvent', { title: 'teacher', date: '2026-03-11', time: '15:40' }),
  p('book me a half hour meeting with greg at 2 on thursday', 'createEvent', {
    title: 'greg',
    date: '2026-03-05',
    time: '14:00',
    durationMinutes: 30,
  }),
  p('pencil in a call with the plumber friday around 8', 'createEvent', { title: 'plumber', date: '2026-03-06', time: '08:00' }),
  p('team meeting every monday at 9', 'createEvent', { title: 'team meeting', date: '2026-03-09', time: '09:00', recurrence: 'weekly' }),
  p('schedule a parent teacher meeting for leo on the twelfth at 4', 'createEvent', {
    title: 'parent teacher',
    member: LEO,
    date: '2026-03-12',
    time: '16:00',
  }),
  p('can we do a meeting with the strata committee on 2 april at 6pm', 'createEvent', { title: 'strata', date: '2026-04-02', time: '18:00' }),
  p('check if im free at 11 tomorrow for a call with jenny', 'freeBusy', { date: '2026-03-05', fromTime: '11:00' }),
  ask('book a call with dr nguyen'),
  p('set up a meeting at 3', 'createEvent', { title: 'meeting', date: '2026-03-04', time: '15:00' }),
  p('put a meeting in with the lawyer for monday the ninth at eleven thirty for forty five minutes', 'createEvent', {
    title: 'lawyer',
    date: '2026-03-09',
    time: '11:30',
    durationMinutes: 45,
  }),
  p('is the family free sunday afternoon for a call with the cousins', 'freeBusy', { date: '2026-03-08', member: null }),
  p('set up a meeting with hannah tomorrow', 'createEvent', { title: 'hannah', date: '2026-03-05' }),
];

// ---------------------------------------------------------------------------------------------------------------
// 5. updating reminders (createEvent at a time, addTodo without one, updateEvent / cancelEvent for existing ones)
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('set a reminder to call mum at 5', 'createEvent', { title: 'mum', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  p('remind me about the school fees tomorrow at 9am', 'createEvent', {
    title: 'school fees',
    date: '2026-03-05',
    time: '09:00',
    reminderMinutes: 0,
  }),
  p('remind me to take the bins out', 'addTodo', { tasks: ['bins'], reminder: true }),
  p('cancel my reminder to ring the plumber', ['cancelEvent', 'completeTodo']),
  p('remind me in twenty minutes to take the washing out', 'createEvent', {
    title: 'washing',
    date: '2026-03-04',
    time: '14:20',
    reminderMinutes: 0,
  }),
  p('change my reminder for the bins to 7pm', 'updateEvent', { target: { words: 'bins' }, changes: { time: '19:00' } }),
  p('snooze the laundry reminder for ten minutes', 'updateEvent', { target: { words: 'laundry' } }),
  p('remind me to pick up the parcel when i get to the post office', 'addTodo', { tasks: ['parcel'], reminder: true }),
  p('remind me about the dentist an hour before', 'updateEvent', { target: { words: 'dentist' }, changes: { reminderMinutes: 60 } }),
  p('delete my 5 oclock reminder', 'cancelEvent', { target: { time: '17:00' } }),
  p('set a reminder for 7 30 tomorrow morning to move the car', 'createEvent', {
    title: 'car',
    date: '2026-03-05',
    time: '07:30',
    reminderMinutes: 0,
  }),
  p('remind me every monday at seven to put the recycling out', 'createEvent', {
    title: 'recycling',
    date: '2026-03-09',
    time: '07:00',
    recurrence: 'weekly',
    reminderMinutes: 0,
  }),
  p('move my reminder about the parcel to friday', 'updateEvent', { target: { words: 'parcel' }, changes: { date: '2026-03-06' } }),
  p('remind me to pay the rent on the first of april at 9', 'createEvent', {
    title: 'rent',
    date: '2026-04-01',
    time: '09:00',
    reminderMinutes: 0,
  }),
  p('can you remind me thirty minutes before sams footy on saturday', 'updateEvent', {
    target: { words: 'footy', member: SAM, date: '2026-03-07' },
    changes: { reminderMinutes: 30 },
  }),
  p('cancel the reminder for leos library books', ['cancelEvent', 'completeTodo']),
  p('remind me at 3 to pick up leo', 'createEvent', { title: 'pick up', date: '2026-03-04', time: '15:00', reminderMinutes: 0 }),
  p('push my 4pm reminder back half an hour', 'updateEvent', { target: { time: '16:00' } }),
  p('remind me tomorrow at lunchtime to order the cake', 'createEvent', { title: 'cake', date: '2026-03-05', reminderMinutes: 0 }),
  p('set a reminder the day before mias excursion', 'updateEvent', {
    target: { words: 'excursion', member: MIA },
    changes: { reminderMinutes: 1440 },
  }),
  p('remind me to take my tablets every day at 8 pm', 'createEvent', {
    title: 'tablets',
    date: '2026-03-04',
    time: '20:00',
    recurrence: 'daily',
    reminderMinutes: 0,
  }),
  p('delete the reminder about the car rego', ['cancelEvent', 'completeTodo']),
  p('change the gym reminder to 6 am', 'updateEvent', { target: { words: 'gym' }, changes: { time: '06:00' } }),
  p('remmind me to ring the vet', 'addTodo', { tasks: ['vet'], reminder: true }),
  p('remind me about the parent teacher night 2 hours before', 'updateEvent', {
    target: { words: 'parent teacher' },
    changes: { reminderMinutes: 120 },
  }),
  p('snooze my medication reminder by fifteen minutes', 'updateEvent', { target: { words: 'medication' } }),
  p('set a reminder for 6 tonight to start dinner', 'createEvent', { title: 'dinner', date: '2026-03-04', time: '18:00', reminderMinutes: 0 }),
  p('hey remind me in an hour to check the oven', 'createEvent', { title: 'oven', date: '2026-03-04', time: '15:00', reminderMinutes: 0 }),
  p('remind me to send the invoice friday at 10', 'createEvent', { title: 'invoice', date: '2026-03-06', time: '10:00', reminderMinutes: 0 }),
  p('change my reminder to call grandma from saturday to sunday', 'updateEvent', {
    target: { words: 'grandma', date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p('get rid of tomorrows reminder to water the garden', 'cancelEvent', { target: { words: 'garden', fromDate: '2026-03-05' } }),
  p('remind me when i get home to call the school', 'addTodo', { tasks: ['school'], reminder: true }),
  p('set a reminder leos soccer registration closes on the 13th at 5pm', 'createEvent', {
    title: 'soccer',
    date: '2026-03-13',
    time: '17:00',
    reminderMinutes: 0,
  }),
  p('i want a reminder 15 minutes before every piano lesson', 'updateEvent', { target: { words: 'piano' }, changes: { reminderMinutes: 15 } }),
  p('remind me to defrost the chicken at four', 'createEvent', { title: 'chicken', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p('make the reminder for the car service a day earlier', 'updateEvent', { target: { words: 'car service' } }),
  p('remind me to put sunscreen in sams bag', 'addTodo', { tasks: ['sunscreen'], reminder: true }),
  p('delete the reminder i set for 9 tomorrow', 'cancelEvent', { target: { fromDate: '2026-03-05', time: '09:00' } }),
  p('reminder friday 2pm pick up the dry cleaning', 'createEvent', {
    title: 'dry cleaning',
    date: '2026-03-06',
    time: '14:00',
    reminderMinutes: 0,
  }),
  p('remind me on sunday at 7pm to iron the school uniforms', 'createEvent', {
    title: 'uniform',
    date: '2026-03-08',
    time: '19:00',
    reminderMinutes: 0,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// 6. changing calendar events (updateEvent)
// ---------------------------------------------------------------------------------------------------------------
const CHANGE: Phrase[] = [
  p('move the dentist to friday', 'updateEvent', { target: { words: 'dentist' }, changes: { date: '2026-03-06' } }),
  p('reschedule my meeting with dave to 3pm', 'updateEvent', { target: { words: 'dave' }, changes: { time: '15:00' } }),
  p('push the team lunch back an hour', 'updateEvent', { target: { words: 'team lunch' }, changes: { shiftMinutes: 60 } }),
  p('bring forward sams haircut by 30 minutes', 'updateEvent', { target: { words: 'haircut', member: SAM }, changes: { shiftMinutes: -30 } }),
  p('rename the thursday meeting to quarterly review', 'updateEvent', {
    target: { words: 'meeting', date: '2026-03-05' },
    changes: { title: 'quarterly review' },
  }),
  p('change the time of book club to 7 30 pm', 'updateEvent', { target: { words: 'book club' }, changes: { time: '19:30' } }),
  p('add a note to the plumber visit saying the side gate is unlocked', 'updateEvent', { target: { words: 'plumber' } }),
  p('add leo to the dentist on friday', 'updateEvent', { target: { words: 'dentist', date: '2026-03-06' } }),
  p('move tomorrows yoga to saturday at 9', 'updateEvent', {
    target: { words: 'yoga', date: '2026-03-05' },
    changes: { date: '2026-03-07', time: '09:00' },
  }),
  p('can you push the parent teacher interview to next week same time', 'updateEvent', { target: { words: 'parent teacher' } }),
  p('make the budget meeting two hours long', 'updateEvent', { target: { words: 'budget' }, changes: { durationMinutes: 120 } }),
  p('change mias swimming lesson to 4 15', 'updateEvent', { target: { words: 'swim', member: MIA }, changes: { time: '16:15' } }),
  p('the vet is now at 11 not 10', 'updateEvent', { target: { words: 'vet', time: '10:00' }, changes: { time: '11:00' } }),
  p('shift the call with the bank to monday morning at nine', 'updateEvent', {
    target: { words: 'bank' },
    changes: { date: '2026-03-09', time: '09:00' },
  }),
  p('postpone the bbq till sunday', 'updateEvent', { target: { words: 'bbq' }, changes: { date: '2026-03-08' } }),
  p('move my 3pm to 4', 'updateEvent', { target: { time: '15:00' }, changes: { time: '16:00' } }),
  p('reschedule the physio from tuesday to wednesday the 11th', 'updateEvent', {
    target: { words: 'physio', date: '2026-03-10' },
    changes: { date: '2026-03-11' },
  }),
  p('rename dinner on saturday to dinner at nonnas', 'updateEvent', { target: { words: 'dinner', date: '2026-03-07' }, changes: { title: 'nonna' } }),
  p('the football training is for leo not sam', 'updateEvent', { target: { words: 'football' }, changes: { member: LEO } }),
  p('bring the haircut forward to 1 oclock', 'updateEvent', { target: { words: 'haircut' }, changes: { time: '13:00' } }),
  p('delay the plumber by 15 minutes', 'updateEvent', { target: { words: 'plumber' }, changes: { shiftMinutes: 15 } }),
  p('make the staff meeting 45 minutes instead of an hour', 'updateEvent', { target: { words: 'staff meeting' }, changes: { durationMinutes: 45 } }),
  p('change the name of the work thing on monday to client pitch', 'updateEvent', {
    target: { date: '2026-03-09' },
    changes: { title: 'client pitch' },
  }),
  p('move leos playdate from saturday to sunday same time', 'updateEvent', {
    target: { words: 'playdate', member: LEO, date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p('can you change the tennis to an all day event', 'updateEvent', { target: { words: 'tennis' }, changes: { allDay: true } }),
  p('move the conference call to half past two tomorrow', 'updateEvent', {
    target: { words: 'conference call' },
    changes: { date: '2026-03-05', time: '14:30' },
  }),
  p('push back the dinner reservation 30 mins', 'updateEvent', { target: { words: 'dinner' }, changes: { shiftMinutes: 30 } }),
  p('make sams dentist appointment for mia instead', 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { member: MIA } }),
  p('change the party on the 14th to start at 5 30', 'updateEvent', { target: { words: 'party', date: '2026-03-14' }, changes: { time: '17:30' } }),
  p('can the accountant meeting go to the 19th instead', 'updateEvent', { target: { words: 'accountant' }, changes: { date: '2026-03-19' } }),
  p('extend the school fete planning meeting by half an hour', 'updateEvent', { target: { words: 'fete' } }),
  p('move fridays dentist to the following monday', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-06' },
    changes: { date: '2026-03-09' },
  }),
  p('resched the haircut to thursday at 11', 'updateEvent', { target: { words: 'haircut' }, changes: { date: '2026-03-05', time: '11:00' } }),
  p('bring forward the piano recital to 6 pm', 'updateEvent', { target: { words: 'recital' }, changes: { time: '18:00' } }),
  p('add sam to the family photo shoot on sunday', 'updateEvent', { target: { words: 'photo', date: '2026-03-08' } }),
  p('rename the gym class to spin class', 'updateEvent', { target: { words: 'gym' }, changes: { title: 'spin' } }),
  p('make the meeting with priya start 15 minutes earlier', 'updateEvent', { target: { words: 'priya' }, changes: { shiftMinutes: -15 } }),
  p('put a note on the school pick up tomorrow that grandpa is collecting', 'updateEvent', { target: { words: 'pick up', date: '2026-03-05' } }),
  p('moev the dentist to 2', 'updateEvent', { target: { words: 'dentist' }, changes: { time: '14:00' } }),
  p('change the date of the car service to april 2nd', 'updateEvent', { target: { words: 'car service' }, changes: { date: '2026-04-02' } }),
];

export const PHRASES: Phrase[] = [...REMOVE, ...ASK_LISTS, ...TODOS, ...MEETINGS, ...REMINDERS, ...CHANGE];
