// Phrasebook 16 (family WhatsApp, training set): 160 messages sent to Simplify, the family assistant, by two
// co-parents who share the family account (handovers, swapped days, late pick-ups, short messages typed on the run)
// and by relatives who help out: a grandmother and grandfather (full sentences, polite, sometimes signed) and an au
// pair writing English as a second language.
// 40 createEvent, 18 updateEvent, 12 cancelEvent, 24 questions (agenda, findEvent, freeBusy, listReminders),
// 24 list messages (addListItems, tickListItems, showList, clearList, createList), 22 to-dos (addTodo incl.
// "remind me to…" with no time, completeTodo, listTodos), 8 homework, 2 member facts and 10 others (questions back
// for an event with no day, thanks, undo, one out-of-scope question, two requests in one message where the first
// is expected).
// Written by an AI helper session (asked by the project's main session), message by message, fresh for this file:
// no message copied or paraphrased from another file or data set. The expectations come from the tool contract only
// (the zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Expectations are partial: only what the message clearly determines; where a day is ambiguous ("next tuesday")
// it is left out, and where two tools are honestly right both are accepted with only the inputs they share.

import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// createEvent (40): handovers, pick-ups and drop-offs, appointments, sport, parties, school events, repeats, reminders
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  p('kids with me fri to sun 🙌', 'createEvent', { title: 'kids', date: '2026-03-06' }),
  p('handover sat 10am at the maccas on parramatta rd', 'createEvent', { title: 'handover', date: '2026-03-07', time: '10:00' }),
  p("I've got the kids the weekend of 14-15 march, can you pop that in", 'createEvent', { title: 'kids', date: '2026-03-14' }),
  p('dan has the kids tues 10th', 'createEvent', { title: 'kids', date: '2026-03-10' }),
  p('pick up mia from school 3:15 tmrw', 'createEvent', { title: 'pick up', member: MIA, date: '2026-03-05', time: '15:15' }),
  p('drop sam at footy training sat 8am', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-07', time: '08:00' }),
  p('Dentist for Leo on the 17th at 11:30', 'createEvent', { title: 'dentist', member: LEO, date: '2026-03-17', time: '11:30' }),
  p('orthodontist appt mia thurs 12th march 4.15pm', 'createEvent', { title: 'orthodontist', member: MIA, date: '2026-03-12', time: '16:15' }),
  p('sam has swimming every tuesday 5pm', 'createEvent', { title: 'swim', member: SAM, date: '2026-03-10', time: '17:00', recurrence: 'weekly' }),
  p('Netball for Mia saturdays 9am starting this sat', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '09:00',
    recurrence: 'weekly',
  }),
  p("birthday party for leo at Zoe's house sunday 2-4", 'createEvent', {
    title: 'party',
    member: LEO,
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('school athletics carnival friday 13th, all day', 'createEvent', { title: 'athletics carnival', date: '2026-03-13', allDay: true }),
  p('school cross country thurs 19 march', 'createEvent', { title: 'cross country', date: '2026-03-19' }),
  p('parent teacher interview for sam on monday at 6.40pm', 'createEvent', {
    title: 'parent teacher',
    member: SAM,
    date: '2026-03-09',
    time: '18:40',
  }),
  p('GP for me tomorrow 9:15 remind me an hour before', 'createEvent', { title: 'GP', date: '2026-03-05', time: '09:15', reminderMinutes: 60 }),
  p('Leo physio next Tuesday at 8:45', 'createEvent', { title: 'physio', member: LEO, time: '08:45' }),
  p('mia and leo haircuts sat 11', 'createEvent', { title: 'haircut', member: MIA, alsoMembers: [LEO], date: '2026-03-07', time: '11:00' }),
  p("Grandma's picking up the kids thursday at 3", 'createEvent', { title: 'pick', date: '2026-03-05', time: '15:00' }),
  p('add leos soccer, thursdays 4:30 to 5:30 at Jubilee oval', 'createEvent', {
    title: 'soccer',
    member: LEO,
    date: '2026-03-05',
    time: '16:30',
    durationMinutes: 60,
    recurrence: 'weekly',
  }),
  p('sams piano lesson every second wednesday at 3.30 starting next week', 'createEvent', {
    title: 'piano',
    member: SAM,
    date: '2026-03-11',
    time: '15:30',
    recurrence: 'fortnightly',
  }),
  p('school photos on 24/3 - make sure the kids have clean jumpers', 'createEvent', { title: 'school photos', date: '2026-03-24' }),
  p('vet for biscuit tmrw 10am', 'createEvent', { title: 'vet', date: '2026-03-05', time: '10:00' }),
  p("Mia has a sleepover at Ava's fri night", 'createEvent', { title: 'sleepover', member: MIA, date: '2026-03-06' }),
  p('tonight 7:30 parents and friends meeting at the school hall', 'createEvent', { title: 'parents and friends', date: '2026-03-04', time: '19:30' }),
  p("can u add a calendar entry: Sam's gymnastics comp, sunday 22nd, 7:45am", 'createEvent', {
    title: 'gymnastics',
    member: SAM,
    date: '2026-03-22',
    time: '07:45',
  }),
  p('Leo cricket Sat 8.30-11', 'createEvent', { title: 'cricket', member: LEO, date: '2026-03-07', time: '08:30', durationMinutes: 150 }),
  p('speech therapy for leo mondays and wednesdays at 4', 'createEvent', { title: 'speech', member: LEO, time: '16:00', recurrence: 'weekly' }),
  p('nanas birthday april 2nd, every year pls 🎂', 'createEvent', { title: 'birthday', date: '2026-04-02', recurrence: 'yearly' }),
  p("pick up from after school care 6pm today, I'm working late", 'createEvent', { title: 'pick up', date: '2026-03-04', time: '18:00' }),
  p("hi it's Ines, the au pair. Leo have dentist fri 20th at 2.30, I take him", 'createEvent', {
    title: 'dentist',
    member: LEO,
    date: '2026-03-20',
    time: '14:30',
  }),
  p('uniform shop wed 11th 8am with mia', 'createEvent', { title: 'uniform shop', member: MIA, date: '2026-03-11', time: '08:00' }),
  p("Sam's mate Josh is coming over tomorrow for a playdate 3:30-5:30", 'createEvent', {
    title: 'playdate',
    member: SAM,
    date: '2026-03-05',
    time: '15:30',
    durationMinutes: 120,
  }),
  p('family dinner at grandmas sunday 6pm', 'createEvent', { title: 'dinner', date: '2026-03-08', time: '18:00' }),
  p("assembly at 9 on friday, mia's getting an award 🏅", 'createEvent', { title: 'assembly', date: '2026-03-06', time: '09:00' }),
  p('flu shots for all 3 kids next thursday 10:20am', 'createEvent', { title: 'flu', time: '10:20' }),
  p("Mia's school camp 25 to 27 March", 'createEvent', { title: 'camp', member: MIA, date: '2026-03-25' }),
  p('drop off leo at kindy 8:15 tomorrow, grandpa is doing it', 'createEvent', { title: 'drop off', member: LEO, date: '2026-03-05', time: '08:15' }),
  p('at 5 pick up sam from cricket', 'createEvent', { title: 'pick up', member: SAM, date: '2026-03-04', time: '17:00' }),
  p("Leo's OT appointment every month on the 16th at 1pm", 'createEvent', {
    title: 'OT',
    member: LEO,
    date: '2026-03-16',
    time: '13:00',
    recurrence: 'monthly',
  }),
  p("Good afternoon. Could you please note that Sam's orthodontist is Friday at 3:40, and remind me 15 minutes before. Regards, Grandad", 'createEvent', {
    title: 'orthodontist',
    member: SAM,
    date: '2026-03-06',
    time: '15:40',
    reminderMinutes: 15,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent (18): swapped days, later pick-ups, another place, another child joining, notes, reminders
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('can we move the handover from saturday to sunday', 'updateEvent', {
    target: { words: 'handover', date: '2026-03-07' },
    changes: { date: '2026-03-08' },
  }),
  p('dan asked to swap days so the handover on friday is now thursday', 'updateEvent', {
    target: { words: 'handover', date: '2026-03-06' },
    changes: { date: '2026-03-05' },
  }),
  p('pick up for mia is 4 now not 3:15', 'updateEvent', { target: { words: 'pick up', member: MIA }, changes: { time: '16:00' } }),
  p('late pickup for leo today - 5:45 instead, my meeting ran over 😩', 'updateEvent', {
    target: { words: 'pick', member: LEO, date: '2026-03-04' },
    changes: { time: '17:45' },
  }),
  p('leos soccer is at the Bayview fields now', 'updateEvent', { target: { words: 'soccer' }, changes: { location: 'Bayview' } }),
  p('Sam is coming to the dentist too on friday', 'updateEvent', { target: { words: 'dentist', date: '2026-03-06' }, changes: { addMembers: [SAM] } }),
  p('add leo to the haircut on saturday', 'updateEvent', { target: { words: 'haircut', date: '2026-03-07' }, changes: { addMembers: [LEO] } }),
  p('push the parent teacher interview back half an hour', 'updateEvent', { target: { words: 'parent teacher' }, changes: { shiftMinutes: 30 } }),
  p('dentist tomorrow is now at 11.30', 'updateEvent', { target: { words: 'dentist', date: '2026-03-05' }, changes: { time: '11:30' } }),
  p('change swimming on tuesday to 5:30', 'updateEvent', { target: { words: 'swim', date: '2026-03-10' }, changes: { time: '17:30' } }),
  p('netball this sat is at 10 instead of 9', 'updateEvent', { target: { words: 'netball', date: '2026-03-07' }, changes: { time: '10:00' } }),
  p('move mias haircut to the 14th', 'updateEvent', { target: { words: 'haircut', member: MIA }, changes: { date: '2026-03-14' } }),
  p("the birthday party sunday is at the trampoline park now, not Zoe's", 'updateEvent', {
    target: { words: 'party', date: '2026-03-08' },
    changes: { location: 'trampoline park' },
  }),
  p('make the gymnastics comp 3 hours long', 'updateEvent', { target: { words: 'gymnastics' }, changes: { durationMinutes: 180 } }),
  p('remind me 30 min before the orthodontist', 'updateEvent', { target: { words: 'orthodontist' }, changes: { reminderMinutes: 30 } }),
  p('physio is an hour earlier on tuesday', 'updateEvent', { target: { words: 'physio', date: '2026-03-10' }, changes: { shiftMinutes: -60 } }),
  p('put a note on the thursday pick up: nana is collecting them', 'updateEvent', {
    target: { words: 'pick up', date: '2026-03-05' },
    changes: { note: 'nana' },
  }),
  p('cricket on saturday is for sam not leo', 'updateEvent', { target: { words: 'cricket', date: '2026-03-07' }, changes: { member: SAM } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent (12)
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('cancel leos physio tuesday', 'cancelEvent', { target: { words: 'physio', member: LEO, fromDate: '2026-03-10' }, series: false }),
  p('netball is off this saturday because of the rain 🌧️', 'cancelEvent', { target: { words: 'netball', fromDate: '2026-03-07' }, series: false }),
  p('delete the dentist tomorrow', 'cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-05' }, series: false }),
  p('sam quit piano so get rid of all his piano lessons', 'cancelEvent', { target: { words: 'piano' }, series: true }),
  p('no swimming next week, pool is closed for repairs', 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-09', toDate: '2026-03-15' },
    series: false,
  }),
  p("the sleepover at avas is cancelled, she's sick", 'cancelEvent', { target: { words: 'sleepover' } }),
  p("clear everything on friday, we're going away for the long weekend", 'cancelEvent', { target: { words: null, fromDate: '2026-03-06' } }),
  p('scrap the handover on sunday, kids are staying with me', 'cancelEvent', { target: { words: 'handover', fromDate: '2026-03-08' }, series: false }),
  p('pls cancel the 4:30 soccer thursday', 'cancelEvent', { target: { words: 'soccer', fromDate: '2026-03-05', time: '16:30' }, series: false }),
  p('take speech therapy off the calendar completely, leo has finished', 'cancelEvent', { target: { words: 'speech' }, series: true }),
  p('uniform shop isnt happening anymore, remove it', 'cancelEvent', { target: { words: 'uniform' } }),
  p('Dear Simplify, please cancel Mia’s orthodontist on the 12th. Thank you, Nana', 'cancelEvent', {
    target: { words: 'orthodontist', member: MIA, fromDate: '2026-03-12' },
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions (24): agenda, findEvent, freeBusy, listReminders
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  p('whats on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('what have we got this weekend?', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("who's got the kids saturday", ['agenda', 'findEvent'], { fromDate: '2026-03-07' }),
  p("what's sam got on this week", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),
  p("mia's schedule for next week pls", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: MIA }),
  p('anything on today?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("what's on thursday for leo", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: LEO }),
  p("what's happening on the 14th", 'agenda', { fromDate: '2026-03-14', toDate: '2026-03-14' }),
  p('show me the calendar for monday', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p("Hello, it's Grandma. What are the children doing this weekend? I'd like to take them out.", 'agenda', {
    fromDate: '2026-03-07',
    toDate: '2026-03-08',
  }),
  p('when is leos next dentist', 'findEvent', { words: 'dentist' }),
  p("when's the school camp again", 'findEvent', { words: 'camp' }),
  p('is swimming on tuesday?', 'findEvent', { words: 'swim', yesNo: true }),
  p('what time is netball saturday', 'findEvent', { words: 'netball' }),
  p("when's sam's next footy game", 'findEvent', { words: 'footy' }),
  p("when do the kids go back to their dad's", 'findEvent'),
  p('whats coming up', ['findEvent', 'agenda']),
  p('are we free saturday arvo', 'freeBusy', { date: '2026-03-07' }),
  p('is leo free friday between 3 and 5', 'freeBusy', { date: '2026-03-06', fromTime: '15:00', toTime: '17:00', member: LEO }),
  p('am i free tomorrow morning for a coffee with jen', 'freeBusy', { date: '2026-03-05' }),
  p('busy on sunday afternoon?', 'freeBusy', { date: '2026-03-08' }),
  p('what reminders have i got', 'listReminders'),
  p('which reminders are set for next week?', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('have i got any reminders tmrw', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Lists (24): addListItems, tickListItems, showList, clearList, createList
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  p('add milk, bread and bananas to the shopping list', 'addListItems', { items: ['milk', 'bread', 'bananas'] }),
  p("we're out of nappies", 'addListItems', { items: ['nappies'] }),
  p('need lunchbox snacks + yoghurt pouches on the list', 'addListItems', { items: ['lunchbox snacks', 'yoghurt pouches'] }),
  p('put sunscreen and hats on the camping list', 'addListItems', { list: 'camping', items: ['sunscreen', 'hats'] }),
  p('add textas to the school supplies list', 'addListItems', { list: 'school supplies', items: ['textas'] }),
  p('add ginger beer and party pies to the party list 🎉', 'addListItems', { list: 'party', items: ['ginger beer', 'party pies'] }),
  p('pls add 2L milk', 'addListItems', { items: ['milk'] }),
  p('leo needs a new drink bottle, add to shopping', 'addListItems', { items: ['drink bottle'] }),
  p('got the milk', 'tickListItems', { items: ['milk'], remove: false }),
  p('bought eggs and bread ✅', 'tickListItems', { items: ['eggs', 'bread'], remove: false }),
  p('grabbed the nappies on the way home', 'tickListItems', { items: ['nappies'], remove: false }),
  p('remove the chips from the shopping list, mia doesnt need them', 'tickListItems', { items: ['chips'], remove: true }),
  p('take sunscreen off the camping list', 'tickListItems', { list: 'camping', items: ['sunscreen'], remove: true }),
  p('whats on the shopping list', 'showList'),
  p('what do we still need from the shops', 'showList'),
  p('is toothpaste on the list?', 'showList', { check: ['toothpaste'] }),
  p('have we got cereal on the list already?', 'showList', { check: ['cereal'] }),
  p('show me the camping list', 'showList', { list: 'camping' }),
  p('clear the shopping list', 'clearList'),
  p("empty the packing list, we're back home", 'clearList', { list: 'packing' }),
  p('start a new list for the school holidays', 'createList', { name: 'school holidays' }),
  p('make a list called birthday party', 'createList', { name: 'birthday party' }),
  p('new list: christmas presents', 'createList', { name: 'christmas presents' }),
  p('can u create a packing list for the beach trip', 'createList'),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos (22): addTodo (incl. "remind me to…" with no time), completeTodo, listTodos
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('remind me to sign mias excursion note', 'addTodo', { tasks: ['excursion note'], reminder: true }),
  p('remind me to ring the school about leos reader', 'addTodo', { tasks: ['ring the school'], reminder: true }),
  p('remind me to transfer dan the money for the school fees', 'addTodo', { tasks: ['school fees'], reminder: true }),
  p("remind me to buy a present for zoe's party", 'addTodo', { tasks: ['present'], reminder: true }),
  p('remind me to get the car rego done', 'addTodo', { tasks: ['rego'], reminder: true }),
  p('todo: renew sams passport', 'addTodo', { tasks: ['passport'] }),
  p('add to my to do list: book car service, pay council rates', 'addTodo', { tasks: ['car service', 'council rates'] }),
  p('need to order mias new school shoes before term 2', 'addTodo', { tasks: ['school shoes'] }),
  p('dont forget to return the library books', 'addTodo', { tasks: ['library books'] }),
  p("put 'label leo's uniform' on the to-do list", 'addTodo', { tasks: ['label'] }),
  p('to do: email mrs patel re the reading log, fill in medical form', 'addTodo', { tasks: ['mrs patel', 'medical form'] }),
  p('add a todo to call the plumber, the kitchen tap is dripping again', 'addTodo', { tasks: ['plumber'] }),
  p('done 2', 'completeTodo', { number: 2 }),
  p('finished number 4', 'completeTodo', { number: 4 }),
  p('paid the council rates', 'completeTodo', { text: 'council rates' }),
  p('signed the excursion note ✔️', 'completeTodo', { text: 'excursion note' }),
  p('tick off car service', 'completeTodo', { text: 'car service' }),
  p('returned the library books finally', 'completeTodo', { text: 'library books' }),
  p('my to do list', 'listTodos'),
  p("what's left on my todos", 'listTodos'),
  p('what do i still have to do?', 'listTodos'),
  p('show todos pls', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// Homework (8)
// ---------------------------------------------------------------------------------------------------------------
const HOMEWORK: Phrase[] = [
  p('mia has a maths worksheet due friday', 'addHomework', { task: 'maths worksheet', member: MIA, dueDate: '2026-03-06' }),
  p('leo needs to read 20 mins every night - homework', 'addHomework', { task: 'read', member: LEO }),
  p("sam's science project is due on the 20th", 'addHomework', { task: 'science project', member: SAM, dueDate: '2026-03-20' }),
  p('homework for leo: spelling words by thursday', 'addHomework', { task: 'spelling', member: LEO, dueDate: '2026-03-05' }),
  p("add homework for mia - book report on charlotte's web, due next monday", 'addHomework', { task: 'book report', member: MIA }),
  p('what homework does mia have', 'listHomework', { member: MIA }),
  p('sams homework?', 'listHomework', { member: SAM }),
  p('hello, what homework Leo has this week? I help him after school', 'listHomework', { member: LEO }),
];

// ---------------------------------------------------------------------------------------------------------------
// Member facts (2)
// ---------------------------------------------------------------------------------------------------------------
const FACTS: Phrase[] = [
  p("when is leo's birthday again? need to book the party place", 'memberFacts', { member: LEO, fact: 'birthday' }),
  p('what school does mia go to', 'memberFacts', { member: MIA, fact: 'school' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Others (10): questions back, thanks, undo, out of scope, two requests in one (the first is expected)
// ---------------------------------------------------------------------------------------------------------------
const OTHERS: Phrase[] = [
  ask('book in a haircut for sam'),
  ask('can you put leos swimming lesson in the calendar'),
  ask('schedule a playdate with the Nguyens'),
  p('thanks heaps 🙏', 'help', { reason: 'thanks' }),
  p('cheers mate', 'help', { reason: 'thanks' }),
  p('undo that', 'undo'),
  p('oops that was wrong, undo pls', 'undo'),
  p('whats the weather going to be like saturday', 'help', { reason: 'not-understood' }),
  p('add eggs to the shopping list and remind me to call the vet', 'addListItems', { items: ['eggs'] }),
  p('netball saturday 9am, also whats on sunday?', 'createEvent', { title: 'netball', date: '2026-03-07', time: '09:00' }),
];

export const PHRASES: Phrase[] = [...CREATE, ...UPDATE, ...CANCEL, ...QUESTIONS, ...LISTS, ...TODOS, ...HOMEWORK, ...FACTS, ...OTHERS];
