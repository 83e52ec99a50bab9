// Phrasebook 20 (questions and reminders): 160 TRAINING messages asking the family assistant what is on, when
// something is, who is free, what reminders are set, what is on the to-do and shopping lists, and setting reminders.
// Half are written in the style of public chatbot / voice-assistant request corpora (short polite requests to a phone
// assistant, indirect "i'd like to know…", "can you tell me…", speech-to-text with no punctuation, a few typos);
// half as parents type on WhatsApp (terse, abbreviations, missing apostrophes).
// 35 agenda, 30 findEvent, 15 freeBusy, 25 listReminders, 20 reminders set (10 createEvent with a time and
// reminderMinutes 0, 10 addTodo with reminder true), 12 listTodos, 15 showList, 3 listLists, 5 questions back.
// Written by an AI helper session (asked by the project's main session), each message written fresh for this file:
// none copied or paraphrased from another file or data set. Expectations come from the tool contract only (tool names,
// zod input schemas and .describe() texts in functions/assistant/tools/*.ts) and the harness
// (tests/assistant/phrasebook.ts); the engine was not read and nothing was run on these messages.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
// A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// `input` is partial: only what the message clearly settles; text slots are "contains, ignoring case", so only key
// words are given. "remind me at <time> to …" is an event at that time with reminderMinutes 0; "remind me to …" with
// no time is a to-do with reminder true. Where two tools would honestly be right, both are accepted with only the
// inputs they share.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

// ---------------------------------------------------------------------------------------------------------------
// agenda: what's on for a day, part of a day, week, weekend, range, or one member (35)
// ---------------------------------------------------------------------------------------------------------------
const AGENDA: Phrase[] = [
  // voice-assistant style
  p("what's on my calendar today", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('can you tell me what i have on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("i'd like to know what's happening this weekend", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('what does my schedule look like on friday', 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('read me my agenda for monday', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p("what's on my calender for to morrow", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('show me the family calendar for next week', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('what have we got on this week', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('what is mia doing on thursday', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: MIA }),
  p("tell me sam's schedule for saturday", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07', member: SAM }),
  p('what events do i have on the twelfth of march', 'agenda', { fromDate: '2026-03-12', toDate: '2026-03-12' }),
  p("could you please tell me what's planned for sunday", 'agenda', { fromDate: '2026-03-08', toDate: '2026-03-08' }),
  p("what's on tonight", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("what's happening tomorrow morning", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("give me leo's week", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
  p('whats on between the ninth and the thirteenth', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-13' }),
  p('do i have anything friday', ['agenda', 'freeBusy']),
  p('what is on the agenda for tuesday', 'agenda', { fromDate: '2026-03-10', toDate: '2026-03-10' }),
  // WhatsApp style
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('wats on 2day', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('what we got on this arvo', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p("what's on for the kids sat", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('mia this week?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: MIA }),
  p("what's leo got on fri", 'agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: LEO }),
  p('sams week pls', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: SAM }),
  p('weekend plans? what have we got', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('whats on thurs and fri', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-06' }),
  p("what's on next wk", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('what’s on mon 9th', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-09' }),
  p('plans for friday 13th?', 'agenda', { fromDate: '2026-03-13', toDate: '2026-03-13' }),
  p('what have the kids got tomorrow arvo', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('whats the plan for sunday', 'agenda', { fromDate: '2026-03-08', toDate: '2026-03-08' }),
  p("what's everyone doing saturday", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-07', member: null }),
  p("what's mia got from monday to wednesday", 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-11', member: MIA }),
  p('whats on for us today and tomorrow', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-05' }),
];

// ---------------------------------------------------------------------------------------------------------------
// findEvent: when is X, is X on / still on, yes/no about one event (30)
// ---------------------------------------------------------------------------------------------------------------
const FIND: Phrase[] = [
  // voice-assistant style
  p('when is the dentist', 'findEvent', { words: 'dentist' }),
  p("can you tell me when mia's swimming lesson is", 'findEvent', { words: 'swim', member: MIA }),
  p("i'd like to know when the school assembly is", 'findEvent', { words: 'assembly' }),
  p("when's my next doctor's appointment", 'findEvent', { words: 'doctor' }),
  p("what time is sam's soccer on saturday", 'findEvent', { words: 'soccer', member: SAM, fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('is the dentist this week', 'findEvent', { words: 'dentist', fromDate: '2026-03-04', toDate: '2026-03-10', yesNo: true }),
  p('is swimming still on tomorrow', 'findEvent', { words: 'swim', fromDate: '2026-03-05', toDate: '2026-03-05', yesNo: true }),
  p('when is the parent teacher interview', 'findEvent', { words: 'parent teacher' }),
  p('what day is the school photo', 'findEvent', { words: 'photo' }),
  p("is leo's daycare on monday", 'findEvent', { words: 'daycare', member: LEO, fromDate: '2026-03-09', toDate: '2026-03-09', yesNo: true }),
  p('when is the next piano lesson', 'findEvent', { words: 'piano' }),
  p('remind me when the book fair is', 'findEvent', { words: 'book fair' }),
  p('is there a birthday party this weekend', 'findEvent', { words: 'party', fromDate: '2026-03-07', toDate: '2026-03-08', yesNo: true }),
  p("when's the excursion", 'findEvent', { words: 'excursion' }),
  p('whens mias dance recital', 'findEvent', { words: 'recital', member: MIA }),
  // WhatsApp style
  p('is tennis still on', 'findEvent', { words: 'tennis', yesNo: true }),
  p("when's the vet again?", 'findEvent', { words: 'vet' }),
  p("what time's footy sat", 'findEvent', { words: 'footy', fromDate: '2026-03-07', toDate: '2026-03-07' }),
  p('dentist is friday right?', 'findEvent', { words: 'dentist', fromDate: '2026-03-06', toDate: '2026-03-06', yesNo: true }),
  p('sams swimming still on thurs?', 'findEvent', { words: 'swim', member: SAM, fromDate: '2026-03-05', toDate: '2026-03-05', yesNo: true }),
  p('when is leos vaccination', 'findEvent', { words: 'vaccination', member: LEO }),
  p('what date is the school camp', 'findEvent', { words: 'camp' }),
  p('is gymnastics on this week', 'findEvent', { words: 'gymnastics', fromDate: '2026-03-04', toDate: '2026-03-10', yesNo: true }),
  p('when did i put the haircut in for', 'findEvent', { words: 'haircut' }),
  p("do we have the bbq at nana's on sunday?", 'findEvent', { words: 'bbq', fromDate: '2026-03-08', toDate: '2026-03-08', yesNo: true }),
  p('whens the next swim carnival', 'findEvent', { words: 'carnival' }),
  p("is mia's playdate tomorrow or friday", 'findEvent', { words: 'playdate', member: MIA }),
  p('what time is pickup on friday', 'findEvent', { words: 'pick', fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('is the plumber coming today', 'findEvent', { words: 'plumber', fromDate: '2026-03-04', toDate: '2026-03-04', yesNo: true }),
  p('whats coming up for leo', ['findEvent', 'agenda'], { member: LEO }),
];

// ---------------------------------------------------------------------------------------------------------------
// freeBusy: who is free or busy on a day or between two times (15)
// ---------------------------------------------------------------------------------------------------------------
const FREE: Phrase[] = [
  p('is leo free saturday morning', 'freeBusy', { date: '2026-03-07', member: LEO }),
  p('are we free on sunday afternoon', 'freeBusy', { date: '2026-03-08', member: null }),
  p("who's busy on tuesday", 'freeBusy', { date: '2026-03-10' }),
  p('is anyone busy friday night', 'freeBusy', { date: '2026-03-06' }),
  p('is sam free tomorrow between 3 and 5', 'freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '17:00', member: SAM }),
  p('can you check if mia is free on the 12th after school', 'freeBusy', { date: '2026-03-12', member: MIA }),
  p('am i free at 4 today', 'freeBusy', { date: '2026-03-04', fromTime: '16:00' }),
  p('are the kids free this saturday from 10 to 12', 'freeBusy', { date: '2026-03-07', fromTime: '10:00', toTime: '12:00' }),
  p('is the family free on monday', 'freeBusy', { date: '2026-03-09', member: null }),
  p('do we have any free time thursday', 'freeBusy', { date: '2026-03-05' }),
  p('is mia busy friday arvo', 'freeBusy', { date: '2026-03-06', member: MIA }),
  p('sam free sun?', 'freeBusy', { date: '2026-03-08', member: SAM }),
  p('anyone got anything on at 6 tonight', 'freeBusy', { date: '2026-03-04', fromTime: '18:00' }),
  p('are we all free next wednesday', 'freeBusy', { date: '2026-03-11', member: null }),
  p('is leo free 9 till 11 on friday', 'freeBusy', { date: '2026-03-06', fromTime: '09:00', toTime: '11:00', member: LEO }),
];

// ---------------------------------------------------------------------------------------------------------------
// listReminders: reading back reminders in many words (25)
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  // voice-assistant style
  p('what are my reminders', 'listReminders'),
  p('what did i ask you to remind me', 'listReminders'),
  p('read me my reminders', 'listReminders'),
  p('can you tell me what reminders i have set', 'listReminders'),
  p('what was i supposed to remember', 'listReminders'),
  p('any alerts set for tomorrow', 'listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('do i have any reminders today', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-04' }),
  p('what reminders do i have this week', 'listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p("i'd like to hear my reminders please", 'listReminders'),
  p('show reminders', 'listReminders'),
  p('list all my reminders', 'listReminders'),
  p('what have you got to remind me about on friday', 'listReminders', { fromDate: '2026-03-06', toDate: '2026-03-06' }),
  p('is taking the bins out in my reminders', 'listReminders', { check: ['bins'] }),
  // WhatsApp style
  p('my reminders', 'listReminders'),
  p('remindrs?', 'listReminders'),
  p('what did i tell u to remind me about', 'listReminders'),
  p('did i set a reminder for the vet', 'listReminders', { check: ['vet'] }),
  p('what reminders r on for the weekend', 'listReminders', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("anything you're meant to be reminding me of", 'listReminders'),
  p('what am i forgetting', ['listReminders', 'listTodos']),
  p('have i got a reminder for mias excursion money', 'listReminders', { check: ['excursion'] }),
  p('reminders for next week?', 'listReminders', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('which reminders have i set up', 'listReminders'),
  p("pls list what you're reminding me", 'listReminders'),
  p('what alerts have i got coming up', 'listReminders'),
];

// ---------------------------------------------------------------------------------------------------------------
// setting reminders: with a time an event with a reminder; without a time a to-do with a reminder (20)
// ---------------------------------------------------------------------------------------------------------------
const SET: Phrase[] = [
  p('remind me to call the plumber at 4', 'createEvent', { title: 'plumber', date: '2026-03-04', time: '16:00', reminderMinutes: 0 }),
  p('remind me at 9 tomorrow to ring the school office', 'createEvent', { title: 'school', date: '2026-03-05', time: '09:00', reminderMinutes: 0 }),
  p('set a reminder for friday at 3.30 to pick sam up from chess', 'createEvent', { title: 'chess', date: '2026-03-06', time: '15:30', reminderMinutes: 0 }),
  p('hey remind me at 8 to put the bins out', 'createEvent', { title: 'bins', date: '2026-03-05', time: '08:00', reminderMinutes: 0 }),
  p('remind me at noon to book the vet', 'createEvent', { title: 'vet', date: '2026-03-05', time: '12:00', reminderMinutes: 0 }),
  p('remind me at 6 to take the chicken out of the freezer', 'createEvent', { title: 'chicken', date: '2026-03-04', time: '18:00', reminderMinutes: 0 }),
  p('remind me at 5:45pm to grab leo from daycare', 'createEvent', { title: 'daycare', date: '2026-03-04', time: '17:45', reminderMinutes: 0 }),
  p('i need a reminder monday 7.30am for sams library books', 'createEvent', { title: 'library', date: '2026-03-09', time: '07:30', reminderMinutes: 0 }),
  p('remind me in an hour to move the car', 'createEvent', { title: 'car', date: '2026-03-04', time: '15:00', reminderMinutes: 0 }),
  p('remind me thursday at 2 to pay the daycare fees', 'createEvent', { title: 'fees', date: '2026-03-05', time: '14:00', reminderMinutes: 0 }),
  p('remind me to buy stamps', 'addTodo', { tasks: ['stamps'], reminder: true }),
  p('remind me to sign mias permission slip', 'addTodo', { tasks: ['permission slip'], reminder: true }),
  p('pls remind me to pay the swimming fees', 'addTodo', { tasks: ['swimming fees'], reminder: true }),
  p("can you remind me to order leo's birthday cake", 'addTodo', { tasks: ['cake'], reminder: true }),
  p("don't let me forget to renew the car rego", 'addTodo', { tasks: ['rego'], reminder: true }),
  p('remind me to call grandma', 'addTodo', { tasks: ['grandma'], reminder: true }),
  p('set a reminder to email the teacher', 'addTodo', { tasks: ['teacher'], reminder: true }),
  p('remind me to water the plants', 'addTodo', { tasks: ['plants'], reminder: true }),
  p('remnd me to return the parcel', 'addTodo', { tasks: ['parcel'], reminder: true }),
  p('can you please remind me to make a hair appointment for mia', 'addTodo', { tasks: ['hair'], reminder: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// listTodos: reading the to-do list (12)
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p("what's on my to do list", 'listTodos'),
  p('read me my to-dos', 'listTodos'),
  p('my todos', 'listTodos'),
  p('can you tell me what tasks i have', 'listTodos'),
  p('what do i still have to do', 'listTodos'),
  p('show me my tasks please', 'listTodos'),
  p('to do list', 'listTodos'),
  p('todo list pls', 'listTodos'),
  p('what jobs have i got left to do', 'listTodos'),
  p("what's on the chores list", ['listTodos', 'showList']),
  p('wat r my todos', 'listTodos'),
  p('which to dos are still open', 'listTodos'),
];

// ---------------------------------------------------------------------------------------------------------------
// showList: reading the shopping list or another list, and "is X on the list" (15)
// ---------------------------------------------------------------------------------------------------------------
const SHOW: Phrase[] = [
  p("what's on the shopping list", 'showList', { list: null }),
  p('did i put milk on the list', 'showList', { list: null, check: ['milk'] }),
  p('can you read me the shopping list', 'showList', { list: null }),
  p('what do we need from the supermarket', 'showList', { list: null }),
  p('is bread on the shopping list', 'showList', { list: null, check: ['bread'] }),
  p('shopping list pls', 'showList', { list: null }),
  p('shoping list?', 'showList', { list: null }),
  p('show me the packing list', 'showList', { list: 'packing' }),
  p("what's on the camping list", 'showList', { list: 'camping' }),
  p('have we got eggs on the list already', 'showList', { list: null, check: ['eggs'] }),
  p('what do i need to buy', 'showList', { list: null }),
  p("i'd like to see the grocery list", 'showList'),
  p('did someone add nappies to the shopping', 'showList', { list: null, check: ['nappies'] }),
  p("what's on the holiday list", 'showList', { list: 'holiday' }),
  p('is toothpaste and sunscreen on the list', 'showList', { list: null, check: ['toothpaste', 'sunscreen'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// listLists: the list of lists (3)
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [p('what lists do we have', 'listLists'), p('show me all my lists', 'listLists'), p('which lists have i got', 'listLists')];

// ---------------------------------------------------------------------------------------------------------------
// questions back: nothing to remind about, or no event to look up (5)
// ---------------------------------------------------------------------------------------------------------------
const ASK: Phrase[] = [ask('set a reminder'), ask('remind me at 4'), ask('is it still on?'), ask('when is it again'), ask('can u remind me on friday')];

export const PHRASES: Phrase[] = [...AGENDA, ...FIND, ...FREE, ...REMINDERS, ...SET, ...TODOS, ...SHOW, ...LISTS, ...ASK];
