import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { interpret } from './engine';
import { tools } from '../tools/tools';
import type { EngineContext } from './message';
import type { Interpretation, CreateEventInput } from './types';

const FAMILY = ['Mia Okafor', 'Sam Okafor', 'Leo'];
/** Wednesday 4 March 2026, 14:00 in Sydney (AEDT, UTC+11): day/month locale. */
const SYD: EngineContext = { timezone: 'Australia/Sydney', now: new Date('2026-03-04T03:00:00Z'), memberNames: FAMILY };
/** Saturday 7 March 2026, 23:30 in New York (EST) while it is already 8 March in UTC; clocks go forward at 02:00 on 8 March. */
const NY: EngineContext = { timezone: 'America/New_York', now: new Date('2026-03-08T04:30:00Z'), memberNames: FAMILY };
/** Sunday 5 April 2026, 02:30 in Sydney, half an hour before the clocks go back (03:00 AEDT → 02:00 AEST). */
const SYD_DST: EngineContext = { timezone: 'Australia/Sydney', now: new Date('2026-04-04T15:30:00Z'), memberNames: FAMILY };
const TWO_SAMS: EngineContext = { ...SYD, memberNames: ['Sam Okafor', 'Sam Lee', 'Mia Okafor'] };
/** The same family, all three children (as the worker finds them by their birthdays). */
const KIDS: EngineContext = { ...SYD, childNames: FAMILY };
// Their profiles say daughter, son, son.
const SONS: EngineContext = { ...KIDS, sons: ['Sam Okafor', 'Leo'], daughters: ['Mia Okafor'] };

const event = (o: Partial<CreateEventInput>): Interpretation => ({
  tool: 'createEvent',
  input: { title: '', date: '', time: null, allDay: false, durationMinutes: 60, recurrence: 'none', reminderMinutes: null, member: null, ...o },
});
const agenda = (fromDate: string, toDate = fromDate, member: string | null = null): Interpretation => ({ tool: 'agenda', input: { fromDate, toDate, member } });
const todo = (...tasks: string[]): Interpretation => ({ tool: 'addTodo', input: { tasks } });
const toRemember = (task: string): Interpretation => ({ tool: 'addTodo', input: { tasks: [task], reminder: true } });
const done = (which: number | string): Interpretation => ({
  tool: 'completeTodo',
  input: typeof which === 'number' ? { number: which, text: null } : { number: null, text: which },
});
const fact = (member: string, f: string): Interpretation => ({ tool: 'memberFacts', input: { member, fact: f } });
const call = (tool: string, input: object = {}): Interpretation => ({ tool, input }) as Interpretation;
const asks = (pattern: RegExp) => expect.objectContaining({ clarify: expect.stringMatching(pattern) });
const notUnderstood = call('help', { reason: 'not-understood' });

const TABLE: Array<[EngineContext, string, Interpretation | ReturnType<typeof asks>]> = [
  // Agenda
  [SYD, "what's on today?", agenda('2026-03-04')],
  [SYD, 'What’s on today', agenda('2026-03-04')],
  [SYD, 'today', agenda('2026-03-04')],
  [SYD, 'tomorrow', agenda('2026-03-05')],
  [SYD, 'what do we have tomorrow?', agenda('2026-03-05')],
  [SYD, 'this week', agenda('2026-03-04', '2026-03-10')],
  [SYD, "what's on this week?", agenda('2026-03-04', '2026-03-10')],
  [SYD, "what's on next week?", agenda('2026-03-09', '2026-03-15')],
  [SYD, 'anything this weekend?', agenda('2026-03-07', '2026-03-08')],
  [SYD, 'what does Mia have on Friday?', agenda('2026-03-06', '2026-03-06', 'Mia Okafor')],
  [SYD, "what's Mia doing on Friday", agenda('2026-03-06', '2026-03-06', 'Mia Okafor')],
  [SYD, "Leo's schedule tomorrow", agenda('2026-03-05', '2026-03-05', 'Leo')],
  [SYD, 'next Friday', agenda('2026-03-13')],
  [SYD, 'Friday?', agenda('2026-03-06')],
  [SYD, 'what’s on Wednesday', agenda('2026-03-04')],
  [SYD, '3/4', agenda('2026-04-03')],
  [SYD, "what's on 3/4?", agenda('2026-04-03')],
  [NY, "what's on 3/4?", agenda('2027-03-04')],
  [NY, "what's on 3/12?", agenda('2026-03-12')],
  [SYD, "what's on march 20", agenda('2026-03-20')],
  [SYD, "what's on the 2nd?", agenda('2026-04-02')],
  [SYD, "what's on for Sam this week", agenda('2026-03-04', '2026-03-10', 'Sam Okafor')],
  [SYD, 'agenda', agenda('2026-03-04')],
  [SYD, 'calendar', agenda('2026-03-04')],
  [SYD, 'tomorrow at 4', agenda('2026-03-05')],
  [NY, 'today', agenda('2026-03-07')],
  [NY, 'tomorrow', agenda('2026-03-08')],
  [NY, "what's on Sunday", agenda('2026-03-08')],
  [SYD_DST, 'today', agenda('2026-04-05')],
  [SYD_DST, 'this week', agenda('2026-04-05', '2026-04-11')],
  [
    SYD,
    'what time is Sam’s football on Saturday?',
    call('findEvent', { words: 'football', member: 'Sam Okafor', fromDate: '2026-03-07', toDate: '2026-03-07' }),
  ],
  [TWO_SAMS, 'what does Sam have tomorrow?', asks(/^Which one do you mean: Sam Okafor or Sam Lee\?/)],
  [TWO_SAMS, 'what does Sam Lee have tomorrow?', agenda('2026-03-05', '2026-03-05', 'Sam Lee')],

  // Add an event
  [SYD, 'add swimming for Mia tomorrow at 4pm', event({ title: 'Swimming', date: '2026-03-05', time: '16:00', member: 'Mia Okafor' })],
  [SYD, 'swimming tomorrow at 4', event({ title: 'Swimming', date: '2026-03-05', time: '16:00' })],
  [SYD, 'dentist on 3 March at 10:30 for 45 minutes', event({ title: 'Dentist', date: '2027-03-03', time: '10:30', durationMinutes: 45 })],
  [SYD, 'dentist on 13 March at 10:30 for 45 minutes', event({ title: 'Dentist', date: '2026-03-13', time: '10:30', durationMinutes: 45 })],
  [SYD, 'piano every Tuesday at 5pm', event({ title: 'Piano', date: '2026-03-10', time: '17:00', recurrence: 'weekly' })],
  // A series' end: a day, the end of a month, the rest of a month, a number of weeks, a span of days, the days of a week.
  [
    SYD,
    'swimming every tuesday at 4 until the end of march',
    event({ title: 'Swimming', date: '2026-03-10', time: '16:00', recurrence: 'weekly', repeatUntil: '2026-03-31' }),
  ],
  [
    SYD,
    'swimming lessons tuesdays 4pm till 28 april',
    event({ title: 'Swimming lessons', date: '2026-03-10', time: '16:00', recurrence: 'weekly', repeatUntil: '2026-04-28' }),
  ],
  [
    SYD,
    'choir every wednesday at 8 for the rest of march',
    event({ title: 'Choir', date: '2026-03-11', time: '08:00', recurrence: 'weekly', repeatUntil: '2026-03-31' }),
  ],
  [
    SYD,
    'tennis every wed 4pm for the next 6 weeks',
    event({ title: 'Tennis', date: '2026-03-04', time: '16:00', recurrence: 'weekly', repeatUntil: '2026-04-14' }),
  ],
  [SYD, 'gym every day at 6am for 2 weeks', event({ title: 'Gym', date: '2026-03-05', time: '06:00', recurrence: 'daily', repeatUntil: '2026-03-18' })],
  [
    SYD,
    'piano every monday 5pm from the 9th to the 30th',
    event({ title: 'Piano', date: '2026-03-09', time: '17:00', recurrence: 'weekly', repeatUntil: '2026-03-30' }),
  ],
  [
    SYD,
    'rehearsals every day next week 3.30 to 5',
    event({ title: 'Rehearsals', date: '2026-03-09', time: '15:30', durationMinutes: 90, recurrence: 'daily', repeatUntil: '2026-03-15' }),
  ],
  [
    SYD,
    'art club every tuesday at 4 from the 20th until the 12th',
    { clarify: 'Art club would stop on Thu 12 Mar 2026, before it starts on Tue 24 Mar 2026. Send it again with the day it should stop.' },
  ],
  [
    SYD,
    'piano every Tuesday at 5pm, remind me 30 minutes before',
    event({ title: 'Piano', date: '2026-03-10', time: '17:00', recurrence: 'weekly', reminderMinutes: 30 }),
  ],
  [SYD, 'dentist tomorrow at 10 and remind me 1 hour before', event({ title: 'Dentist', date: '2026-03-05', time: '10:00', reminderMinutes: 60 })],
  [
    SYD,
    'parent evening on Thursday at 6pm with a reminder the day before',
    event({ title: 'Parent evening', date: '2026-03-05', time: '18:00', reminderMinutes: 1440 }),
  ],
  [SYD, 'movie night friday at 7pm', event({ title: 'Movie night', date: '2026-03-06', time: '19:00' })],
  [SYD, 'dinner tomorrow evening at 7', event({ title: 'Dinner', date: '2026-03-05', time: '19:00' })],
  [SYD, 'dentist 3/4 at 9am', event({ title: 'Dentist', date: '2026-04-03', time: '09:00' })],
  [NY, 'dentist 3/12 at 9am', event({ title: 'Dentist', date: '2026-03-12', time: '09:00' })],
  [SYD, 'Dentist on 15/3 at 10', event({ title: 'Dentist', date: '2026-03-15', time: '10:00' })],
  [SYD, 'add dentist 2026-05-01 at 10:00', event({ title: 'Dentist', date: '2026-05-01', time: '10:00' })],
  [SYD, 'soccer Saturday 9am for 1.5 hours', event({ title: 'Soccer', date: '2026-03-07', time: '09:00', durationMinutes: 90 })],
  [SYD, 'book haircut next Monday at 11 for an hour', event({ title: 'Haircut', date: '2026-03-09', time: '11:00' })],
  [SYD, 'meeting tomorrow from 3 to 4:30pm', event({ title: 'Meeting', date: '2026-03-05', time: '15:00', durationMinutes: 90 })],
  [SYD, 'school play on Friday at 6 for Mia', event({ title: 'School play', date: '2026-03-06', time: '18:00', member: 'Mia Okafor' })],
  [SYD, 'dinner with Sam Okafor on Friday at 7pm', event({ title: 'Dinner', date: '2026-03-06', time: '19:00', member: 'Sam Okafor' })],
  [SYD, 'gym every day at 6:30am', event({ title: 'Gym', date: '2026-03-05', time: '06:30', recurrence: 'daily' })],
  [SYD, 'yoga on mondays at 7pm', event({ title: 'Yoga', date: '2026-03-09', time: '19:00', recurrence: 'weekly' })],
  [SYD, 'put bins out every week on Monday at 7pm', event({ title: 'Put bins out', date: '2026-03-09', time: '19:00', recurrence: 'weekly' })],
  [SYD, 'rent every month on 1 April at 9am', event({ title: 'Rent', date: '2026-04-01', time: '09:00', recurrence: 'monthly' })],
  [SYD, 'rent every month at 9am', event({ title: 'Rent', date: '2026-04-04', time: '09:00', recurrence: 'monthly' })],
  // A weekday told after the date it falls on only confirms it; the nth weekday of each month starts at its next one
  [SYD, 'dentist for Mia on 17 March, Tuesday, at 3.45', event({ title: 'Dentist', date: '2026-03-17', time: '15:45', member: 'Mia Okafor' })],
  [SYD, 'party for Sam 21 March (Sat) 11 to 1', event({ title: 'Party', date: '2026-03-21', time: '11:00', durationMinutes: 120, member: 'Sam Okafor' })],
  [SYD, 'P&C meeting on the first Tuesday of each month at 7pm', event({ title: 'P&C meeting', date: '2026-04-07', time: '19:00', recurrence: 'monthly' })],
  [SYD, 'book club the last friday of every month at 8pm', event({ title: 'Book club', date: '2026-03-27', time: '20:00', recurrence: 'monthly' })],
  [
    SYD,
    'piano for Mia every Wednesday at 5 for 30 minutes, start next Wednesday 11 March',
    event({ title: 'Piano', date: '2026-03-11', time: '17:00', durationMinutes: 30, recurrence: 'weekly', member: 'Mia Okafor' }),
  ],
  [
    SYD,
    'Please you move Sam photo day to Thursday 19',
    call('updateEvent', { target: { words: 'photo day', date: null, time: null, member: 'Sam Okafor' }, changes: { date: '2026-03-19' } }),
  ],
  [SYD, "could you please tell me what's planned for sunday", agenda('2026-03-08')],
  // A day or a time put right as the message goes on: what the correction does not say stays
  [SYD, 'swimming for Leo Saturday at 10, I mean Sunday', event({ title: 'Swimming', date: '2026-03-08', time: '10:00', member: 'Leo' })],
  [SYD, 'piano for Mia tuesday 4pm sorry 5pm', event({ title: 'Piano', date: '2026-03-10', time: '17:00', member: 'Mia Okafor' })],
  // An apology beside the request is no part of the title
  [SYD, 'Swimming for Leo at 4 tomorrow, sorry for the late notice', event({ title: 'Swimming', date: '2026-03-05', time: '16:00', member: 'Leo' })],
  [SYD, 'Sorry to bother you, can you add dentist for Mia friday 3pm', event({ title: 'Dentist', date: '2026-03-06', time: '15:00', member: 'Mia Okafor' })],
  // A bare "now" says a change is news, never when; "half an hour" alone is a length, not a time from now
  [
    SYD,
    'soccer trials are at the other oval now, jubilee park',
    call('updateEvent', { target: { words: 'soccer trials', date: null, time: null, member: null }, changes: { location: 'the other oval, jubilee park' } }),
  ],
  [SYD, 'remind me in half an hour to call mum', event({ title: 'Call mum', date: '2026-03-04', time: '14:30', reminderMinutes: 0 })],
  // A cancel with a passing reason, or "just this once", is of the one coming up; one said for good is the series
  [
    SYD,
    'cancel piano, mia is sick',
    call('cancelEvent', { target: { words: 'piano', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'cancel piano just this once',
    call('cancelEvent', { target: { words: 'piano', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [
    SYD,
    "cancel swimming, she's quit",
    call('cancelEvent', { target: { words: 'swimming', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  // Thanks in the request's own sentence, words typed short and apostrophes left out are read as written in full
  [SYD, 'complete task 5 thanks!', call('completeTodo', { number: 5, text: null })],
  [
    SYD,
    'can u pls move her piano lesson to friday for Mia',
    call('updateEvent', { target: { words: 'piano lesson', date: null, time: null, member: 'Mia Okafor' }, changes: { date: '2026-03-06' } }),
  ],
  [
    SYD,
    'were not doing netball anymore',
    call('cancelEvent', { target: { words: 'netball', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [SYD, 'what times the vet on thursday', call('findEvent', { words: 'vet', member: null, fromDate: '2026-03-05', toDate: '2026-03-05' })],
  [SYD, 'choir every Wednesday at 9am', event({ title: 'Choir', date: '2026-03-11', time: '09:00', recurrence: 'weekly' })],
  [SYD, 'school run tomorrow at 8', event({ title: 'School run', date: '2026-03-05', time: '08:00' })],
  [SYD, 'dinner at 7 tomorrow', event({ title: 'Dinner', date: '2026-03-05', time: '19:00' })],
  [SYD, 'date night is at 8 now', call('updateEvent', { target: { words: 'date night', date: null, time: null, member: null }, changes: { time: '20:00' } })],
  [SYD, 'move dinner to 9am', call('updateEvent', { target: { words: 'dinner', date: null, time: null, member: null }, changes: { time: '09:00' } })],
  [SYD, 'breakfast at 7 tomorrow', event({ title: 'Breakfast', date: '2026-03-05', time: '07:00' })],
  [SYD, 'match tomorrow at 19:30 for 2 hours', event({ title: 'Match', date: '2026-03-05', time: '19:30', durationMinutes: 120 })],
  [SYD, 'Mia has swimming on Friday at 4', event({ title: 'Swimming', date: '2026-03-06', time: '16:00', member: 'Mia Okafor' })],
  [SYD, 'dentist at 3pm on the 12th', event({ title: 'Dentist', date: '2026-03-12', time: '15:00' })],
  [SYD, 'swimming lesson tomorrow at half past 4', event({ title: 'Swimming lesson', date: '2026-03-05', time: '16:30' })],
  [SYD, 'quarter to 9 tomorrow school assembly', event({ title: 'School assembly', date: '2026-03-05', time: '08:45' })],
  [SYD, "Leo's birthday party Saturday 2pm to 4pm", event({ title: 'Birthday party', date: '2026-03-07', time: '14:00', durationMinutes: 120, member: 'Leo' })],
  [SYD, "add Mia's party on 12 April all day", event({ title: 'Party', date: '2026-04-12', allDay: true, durationMinutes: 1440, member: 'Mia Okafor' })],
  [SYD, 'remind me to call mum tomorrow at 9', event({ title: 'Call mum', date: '2026-03-05', time: '09:00', reminderMinutes: 0 })],
  [SYD, '2pm tomorrow dentist', event({ title: 'Dentist', date: '2026-03-05', time: '14:00' })],
  [SYD, 'swim with Sam at 4 today', event({ title: 'Swim', date: '2026-03-04', time: '16:00', member: 'Sam Okafor' })],
  [NY, 'piano every Saturday at 5pm', event({ title: 'Piano', date: '2026-03-14', time: '17:00', recurrence: 'weekly' })],
  [NY, 'football on Saturday at 9', event({ title: 'Football', date: '2026-03-14', time: '09:00' })],
  [NY, 'brunch tomorrow at 11am', event({ title: 'Brunch', date: '2026-03-08', time: '11:00' })],
  [SYD_DST, 'swim today at 2:30', event({ title: 'Swim', date: '2026-04-05', time: '14:30' })],
  [SYD_DST, 'market tomorrow at 8am', event({ title: 'Market', date: '2026-04-06', time: '08:00' })],
  // Ambiguity gets a question back
  [SYD, 'add swimming', asks(/^When is Swimming\?/)],
  [SYD, 'swim at 4pm', event({ title: 'Swim', date: '2026-03-04', time: '16:00' })],
  [SYD, 'swim at 9am', event({ title: 'Swim', date: '2026-03-05', time: '09:00' })],
  [SYD, 'dentist tomorrow', event({ title: 'Dentist', date: '2026-03-05', allDay: true, durationMinutes: 1440, askTime: true })],
  [SYD, 'dentist today at 9am', asks(/^9:00 AM today has already passed/)],
  [NY, 'run tomorrow at 2:30am', asks(/2:30 AM doesn't exist on Sun 8 Mar 2026/)],
  [SYD, 'remind me 30 minutes before', asks(/^Which event should I remind you about\?/)],
  [SYD, 'swimming every other Tuesday at 4', event({ title: 'Swimming', date: '2026-03-10', time: '16:00', recurrence: 'fortnightly' })],
  [
    SYD,
    'speech for leo fortnightly on thursdays at 11, first session next thursday',
    event({ title: 'Speech', date: '2026-03-12', time: '11:00', recurrence: 'fortnightly', member: 'Leo' }),
  ],
  [SYD, 'piano every third week on monday', asks(/^I can repeat events every day, every week .*, every other week/)],
  [
    SYD,
    'add football for Leo and Mia on Saturday at 9',
    event({ title: 'Football', date: '2026-03-07', time: '09:00', member: 'Leo', alsoMembers: ['Mia Okafor'] }),
  ],
  [TWO_SAMS, 'tennis with Sam on Friday at 5pm', asks(/^Which one do you mean: Sam Okafor or Sam Lee\?/)],
  [SYD, 'add tomorrow at 4pm', asks(/^What is the event called\?/)],

  // A reminder about an event needs its time; a reminder to do something without one is a to-do
  [SYD, 'remind me about my meeting', asks(/^When should I remind you about meeting\?/)],
  [SYD, 'remind me about the car rego', toRemember('car rego')],
  [SYD, 'the shopping list can lose the birthday card, we made one', call('tickListItems', { list: null, items: ['birthday card'], remove: true })],
  [SYD, 'milk and bread, chuck em on the list', call('addListItems', { list: null, items: ['milk', 'bread'] })],
  [SYD, 'is that still on?', asks(/^Which one do you mean\? Tell me its name/)],
  [SYD, 'can ye pit swimming in fur Mia the morra at 4', event({ title: 'Swimming', date: '2026-03-05', time: '16:00', member: 'Mia Okafor' })],
  [
    SYD,
    "cancel the fitba on Setterday, it's aff",
    call('cancelEvent', { target: { words: 'fitba', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [SYD, "whit's oan the nicht", call('agenda', { fromDate: '2026-03-04', toDate: '2026-03-04', member: null })],
  [SYD, 'add milk tae the messages', call('addListItems', { list: null, items: ['milk'] })],
  [SYD, 'Tutorial fee paid already, tick off pls', call('completeTodo', { number: null, text: 'tutorial fee paid' })],
  [SYD, 'can you shift it a little bit later', asks(/^When should I move it a bit later to\?/)],
  [
    SYD,
    'swimming tmrw ❌',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'Kindly extend the dinner on Thursday until 11 PM.',
    call('updateEvent', { target: { words: 'dinner', date: '2026-03-05', time: null, member: null }, changes: { endTime: '23:00' } }),
  ],
  [
    SYD,
    'wipe everythign tmrw',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'swimming has been put back an hour on thursday',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-05', time: null, member: null }, changes: { shiftMinutes: 60 } }),
  ],
  [SYD, 'when is it again', asks(/^Which one do you mean\? Tell me its name/)],
  [
    SYD,
    'Add Leo to Hebrew school on Sunday',
    call('updateEvent', { target: { words: 'hebrew school', date: '2026-03-08', time: null, member: null }, changes: { addMembers: ['Leo'] } }),
  ],
  [
    SYD,
    "Tom wants Sam added to Mia's gymnastics on Saturday",
    call('updateEvent', { target: { words: 'gymnastics', date: '2026-03-07', time: null, member: 'Mia Okafor' }, changes: { addMembers: ['Sam Okafor'] } }),
  ],
  [
    SYD,
    "Please change the PTM name to 'Parent Teacher Meeting' so everybody understands",
    call('updateEvent', { target: { words: 'ptm', date: null, time: null, member: null }, changes: { title: 'Parent Teacher Meeting' } }),
  ],
  [
    SYD,
    "Rename 'piscine' in 'swimming pool'",
    call('updateEvent', { target: { words: 'piscine', date: null, time: null, member: null }, changes: { title: 'Swimming pool' } }),
  ],
  [
    SYD,
    "make movie night 3 hours, we're doing a double feature",
    call('updateEvent', { target: { words: 'movie night', date: null, time: null, member: null }, changes: { durationMinutes: 180 } }),
  ],
  [SYD, 'set a reminder to ring the council', toRemember('ring the council')],
  [SYD, 'remind me later', asks(/^What should I remind you about\?/)],
  [SYD, 'set a reminder for fifteen minutes to check the oven', event({ title: 'Check the oven', date: '2026-03-04', time: '14:15', reminderMinutes: 0 })],
  [SYD, 'at six pm remind me to cook dinner', event({ title: 'Cook dinner', date: '2026-03-04', time: '18:00', reminderMinutes: 0 })],
  [
    SYD,
    'tell me every day to take my vitamins at four pm',
    event({ title: 'Take my vitamins', date: '2026-03-04', time: '16:00', recurrence: 'daily', reminderMinutes: 0 }),
  ],
  [
    SYD,
    'give me a two hour warning before the school concert',
    call('updateEvent', { target: { words: 'school concert', date: null, time: null, member: null }, changes: { reminderMinutes: 120 } }),
  ],
  [
    SYD,
    'remind me of my dentist appointment one day before',
    call('updateEvent', { target: { words: 'dentist appointment', date: null, time: null, member: null }, changes: { reminderMinutes: 1440 } }),
  ],
  [
    SYD,
    'remind me of the concert tomorrow an hour before it starts',
    call('updateEvent', { target: { words: 'concert', date: '2026-03-05', time: null, member: null }, changes: { reminderMinutes: 60 } }),
  ],
  // Spoken forms and names
  [SYD, 'i need to arrange a meeting with jack', asks(/^When is Meeting with jack\?/)],
  [SYD, 'open the calendar and add lunch with jo friday at noon', event({ title: 'Lunch with jo', date: '2026-03-06', time: '12:00' })],
  [SYD, 'add an appointment for next friday at ten am', event({ title: 'Appointment', date: '2026-03-13', time: '10:00' })],
  [SYD, 'set up a meeting with the boss for thursday ten thirty', event({ title: 'Meeting with the boss', date: '2026-03-05', time: '10:30' })],
  [SYD, 'parent teacher conference monday at four hundred pm', event({ title: 'Parent teacher conference', date: '2026-03-09', time: '16:00' })],
  [SYD, 'put in my calendar that i have a meeting at three tomorrow', event({ title: 'Meeting', date: '2026-03-05', time: '15:00' })],
  [SYD, 'repeat this event', asks(/with its repeat/)],
  [
    SYD,
    'remind me on christmas eve to wrap presents',
    event({ title: 'Wrap presents', date: '2026-12-24', allDay: true, durationMinutes: 1440, reminderMinutes: 0, askTime: true }),
  ],
  [NY, 'add thanksgiving dinner at my mom’s at four', event({ title: "Thanksgiving dinner at my mom's", date: '2026-11-26', time: '16:00' })],
  [
    SYD,
    'cancel the christmas party',
    call('cancelEvent', { target: { words: 'christmas party', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [SYD, 'schedule meeting on the fifteen at three', event({ title: 'Meeting', date: '2026-03-15', time: '15:00' })],
  [SYD, 'put meeting on twenty third of this month at noon', event({ title: 'Meeting', date: '2026-03-23', time: '12:00' })],
  [SYD, 'add lunch on the second of next month at one', event({ title: 'Lunch', date: '2026-04-02', time: '13:00' })],
  [SYD, 'add meeting on june first two thousand twenty seven at nine', event({ title: 'Meeting', date: '2027-06-01', time: '09:00' })],
  [SYD, 'meeting a week from today at two', event({ title: 'Meeting', date: '2026-03-11', time: '14:00' })],
  [SYD, 'dinner around six tomorrow', event({ title: 'Dinner', date: '2026-03-05', time: '18:00' })],
  [SYD, 'remind me in the morning to call my mother', event({ title: 'Call my mother', date: '2026-03-05', time: '09:00', reminderMinutes: 0 })],
  [SYD, 'my son has a football game saturday at ten', event({ title: "Son's football game", date: '2026-03-07', time: '10:00' })],
  // Questions asked after a lead-in, and month ranges
  [
    SYD,
    'after swimming what else is on my calendar on friday',
    call('findEvent', { words: 'after swimming', member: null, fromDate: '2026-03-06', toDate: '2026-03-06' }),
  ],
  [SYD, 'list all events for next month', agenda('2026-04-01', '2026-04-30')],
  [SYD, 'did i schedule anything for next weekend', agenda('2026-03-14', '2026-03-15')],
  [SYD, "what's on my agenda for the rest of the day", agenda('2026-03-04')],
  [SYD, 'remind me what i have tomorrow', agenda('2026-03-05')],
  [SYD, "what's my next meeting", call('findEvent', { words: 'meeting', member: null, fromDate: null, toDate: null })],
  [SYD, 'any appointments on the twentieth', agenda('2026-03-20')],
  [
    SYD,
    'i will no longer be joining mum for lunch tomorrow',
    call('cancelEvent', { target: { words: 'mum lunch', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  // Lists
  [SYD, 'remove yams', call('tickListItems', { list: null, items: ['yams'], remove: true })],
  // a list removal the rules read stands against a model that hears an addition ('of' for 'off')
  [SYD, 'can you take frozen food of my shopping list', call('tickListItems', { list: null, items: ['frozen food'], remove: true })],
  // a removal that only points ("it", "this item") asks what, never takes "it" off nor empties the list
  [SYD, 'remove it from the list', asks(/^What should I take off, and from which list\?/)],
  [SYD, 'delete this item from the shopping list', asks(/^What should I take off/)],
  // a list question with no list and nothing to buy named is about the to-dos, not Shopping
  [SYD, 'what are the things that i have for today', call('listTodos', {})],
  [SYD, 'this item should be removed from list', call('showList', { list: null })],
  // asking how to add one is asked what to add, never searched for
  [SYD, 'show me how to schedule a meeting', asks(/^What should I add, and when\?/)],
  [SYD, 'how to add an event', asks(/^What should I add, and when\?/)],
  // a yes/no question with its other answer after it asks; it does not add
  [SYD, 'is butter on the shopping list or do i need to add it', call('showList', { list: null, check: ['butter'] })],
  [SYD, 'have we got eggs on the list or should i get some', call('showList', { list: null, check: ['eggs'] })],
  // things told, then "please put in the to do": each a to-do
  [
    SYD,
    'need to buy new school shoes for Sam and return library book, please put in the to do',
    call('addTodo', { tasks: ['buy new school shoes for Sam', 'return library book'] }),
  ],
  // groceries added "to the shopping", with what they are for after: the list, not an event asked the day of
  [
    SYD,
    'Add fish fingers, Weet-Bix and apple juice to the shopping for my week',
    call('addListItems', { list: null, items: ['fish fingers', 'Weet-Bix', 'apple juice'] }),
  ],
  [SYD, 'put on my list to ring the garage about the car', call('addTodo', { tasks: ['ring the garage about the car'] })],
  [SYD, 'add to my list to call the plumber', call('addTodo', { tasks: ['call the plumber'] })],
  // a child taken off an event the others still go to: a change, never the event deleted for everyone
  [
    SYD,
    "take mia off the dentist on thursday, it's just sam going",
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-05', time: null, member: 'Mia Okafor' }, changes: { removeMembers: ['Mia Okafor'] } }),
  ],
  [
    SYD,
    "leo isn't going to the party on saturday",
    call('updateEvent', { target: { words: 'party', date: '2026-03-07', time: null, member: 'Leo' }, changes: { removeMembers: ['Leo'] } }),
  ],
  [SYD, 'make a list of camera gear', call('createList', { name: 'Camera gear' })],
  [SYD, 'add wash the car to my list of chores', call('addListItems', { list: 'chores', items: ['wash the car'] })],
  [SYD, 'delete item three from my to do list', done(3)],
  [SYD, 'add new item', asks(/^What should I add\?/)],
  [SYD, 'put this on my list', asks(/^What should I add\?/)],
  [SYD, 'write down milk on my shopping list', call('addListItems', { list: null, items: ['milk'] })],
  [SYD, 'jot down eggs on the shopping list', call('addListItems', { list: null, items: ['eggs'] })],
  [SYD, 'pop bread on the list', call('addListItems', { list: null, items: ['bread'] })],
  [SYD, 'throw some bananas on the list', call('addListItems', { list: null, items: ['bananas'] })],
  [SYD, 'did i remember to add flowers to my shopping list', call('showList', { list: null, check: ['flowers'] })],
  [SYD, 'what did i ask to be reminded about', call('listReminders', { fromDate: null, toDate: null })],
  [SYD, 'remind me of what i asked you to remember', call('listReminders', { fromDate: null, toDate: null })],
  [SYD, 'what did i want you to remind me of', call('listReminders', { fromDate: null, toDate: null })],
  [SYD, 'put down footy training for sam thursday 4.30', event({ title: 'Footy training', date: '2026-03-05', time: '16:30', member: 'Sam Okafor' })],
  [SYD, 'delete my to do list', call('clearTodos')],
  [SYD, 'clear all items from my to do list', call('clearTodos')],
  [SYD, 'delete all tasks', call('clearTodos')],
  [SYD, 'hey put carrots on that', call('addListItems', { list: null, items: ['carrots'] })],
  [SYD, 'countdown for the school concert', call('findEvent', { words: 'school concert', member: null, fromDate: null, toDate: null })],
  [SYD, 'i need eggs milk and cheese', call('addListItems', { list: null, items: ['eggs', 'milk', 'cheese'] })],
  [SYD, 'add chicken soup and bread to my shopping list', call('addListItems', { list: null, items: ['chicken soup', 'bread'] })],
  [SYD, "i've finished the report tick it off", done('report')],

  // Words that also cancel ("take out", "clear") in a reminder are the reminder's
  [SYD, 'remind me to take out the trash', toRemember('take out the trash')],
  [SYD, 'remind me to take out the garbage at six pm', event({ title: 'Take out the garbage', date: '2026-03-04', time: '18:00', reminderMinutes: 0 })],
  [
    SYD,
    'can you take off the next event on my calendar',
    call('cancelEvent', { target: { words: null, fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],

  // To-dos
  [SYD, 'todo buy milk', todo('buy milk')],
  [SYD, 'To-do: call the plumber', todo('call the plumber')],
  // A message with no punctuation gets its full stops back before it is read.
  [
    SYD,
    'The school says no nuts at all this term Can you take the peanut butter off the shopping list',
    call('tickListItems', { list: null, items: ['peanut butter'], remove: true }),
  ],
  // A member's name with an "s" and no apostrophe reads as "'s": "leos got" is "Leo's got".
  [
    SYD,
    'leos got gastro, no music class tomorrow, pls delete',
    call('cancelEvent', { target: { words: 'music class', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Leo' }, series: false }),
  ],
  [
    SYD,
    'sams coming to the orthodontist too on tuesday',
    call('updateEvent', {
      target: { words: 'orthodontist', date: '2026-03-10', time: null, member: null },
      changes: { addMembers: ['Sam Okafor'] },
    }),
  ],
  // Line breaks: a heading's short lines are its list; other lines are sentences, a member's own line that member's event.
  [SYD, 'shopping:\nbananas\nyoghurt pouches\nrice crackers', call('addListItems', { list: null, items: ['bananas', 'yoghurt pouches', 'rice crackers'] })],
  [SYD, "to do:\n- renew rego\n- RSVP Ava's party", todo('renew rego', "RSVP Ava's party")],
  [
    SYD,
    '- Mia ballet sat 9.15\n- Sam footy sun 10',
    {
      ...event({ title: 'Ballet', date: '2026-03-07', time: '09:15', member: 'Mia Okafor' }),
      then: [event({ title: 'Footy', date: '2026-03-08', time: '10:00', member: 'Sam Okafor' })],
    },
  ],
  // "Wednesday next"; a bare hour put in place of an afternoon one; a thing named, then "delete it" or "make it 4".
  [SYD, 'Sam has practice wednesday next at 5:30', event({ title: 'Practice', date: '2026-03-11', time: '17:30', member: 'Sam Okafor' })],
  [
    SYD,
    "Change Mia's sleepover drop off to 7 instead of 6",
    call('updateEvent', { target: { words: 'sleepover drop', date: null, time: null, member: 'Mia Okafor' }, changes: { time: '19:00' } }),
  ],
  [
    SYD,
    'cant do mums group fri, delete it',
    call('cancelEvent', { target: { words: 'mums group', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'sams playdate monday make it 4 instaed',
    call('updateEvent', { target: { words: 'playdate', date: '2026-03-09', time: null, member: 'Sam Okafor' }, changes: { time: '16:00' } }),
  ],
  // Brackets: a member in them is named, a short aside dropped; "y'all"; a pasted notice in quotes is news told.
  [
    SYD,
    'Sam (and Mia) have the school disco Friday 6-8pm',
    event({ title: 'School disco', date: '2026-03-06', time: '18:00', durationMinutes: 120, member: 'Sam Okafor', alsoMembers: ['Mia Okafor'] }),
  ],
  [SYD, 'rego... done (finally)', done('rego')],
  [SYD, "Is there anything on for y'all this weekend?", agenda('2026-03-07', '2026-03-08')],
  [
    SYD,
    "Compass: 'Harmony Day dress up has been cancelled.' Take it off",
    call('cancelEvent', { target: { words: 'harmony day dress up', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [SYD, "What did I say I'd do?", call('listTodos')],
  [SYD, 'Got the leeks and the milk, you can tick them off', call('tickListItems', { list: null, items: ['leeks', 'milk'], remove: false })],
  // A bare thing to add: on Shopping when the intent model is all but certain it is bought; otherwise its day is asked.
  [SYD, 'add new school shoes for mia', call('addListItems', { list: null, items: ['new school shoes'] })],
  [SYD, 'add haircut', asks(/^When is Haircut\?/)],
  // Numbered or lettered parts are lines of their own: each request in turn, or a heading's list.
  [
    SYD,
    "1) move Sam's swim to 10 2) add goggles to shopping",
    {
      ...call('updateEvent', { target: { words: 'swim', date: null, time: null, member: 'Sam Okafor' }, changes: { time: '10:00' } }),
      then: [call('addListItems', { list: null, items: ['goggles'] })],
    },
  ],
  [SYD, 'shopping: a. weetbix b. yoghurt pouches c. apples', call('addListItems', { list: null, items: ['weetbix', 'yoghurt pouches', 'apples'] })],
  // More to be reminded of, a question without its mark, putting right what was done, someone's own list, terse moves.
  [
    SYD,
    'remind me to renew the car rego and book the car service and get the bins out',
    call('addTodo', { tasks: ['renew the car rego', 'book the car service', 'get the bins out'], reminder: true }),
  ],
  [SYD, 'next swim when', call('findEvent', { words: 'swim', member: null, fromDate: null, toDate: null })],
  [
    SYD,
    'no, delete all of the netball ones, not just this week',
    call('cancelEvent', { target: { words: 'netball', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [SYD, 'not the shopping list, put the sunscreen on the camping list', call('addListItems', { list: 'camping', items: ['sunscreen'] })],
  [SYD, 'Dad needs to fix the fence and call the plumber, add them to his list', todo('fix the fence', 'call the plumber')],
  [
    SYD,
    'book club wed not tue',
    call('updateEvent', { target: { words: 'book club', date: '2026-03-10', time: null, member: null }, changes: { date: '2026-03-11' } }),
  ],
  [
    SYD,
    'Please the extra classes will now close at 12 noon',
    call('updateEvent', { target: { words: 'extra classes', date: null, time: null, member: null }, changes: { endTime: '12:00' } }),
  ],
  [
    SYD,
    "Nani's lunch on Saturday, push it back an hour innit",
    call('updateEvent', { target: { words: 'nani lunch', date: '2026-03-07', time: null, member: null }, changes: { shiftMinutes: 60 } }),
  ],
  [
    SYD,
    'the swimming on saturday has been moved to ten thirty so change that and tell me if it clashes with anything',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-07', time: null, member: null }, changes: { time: '10:30' } }),
  ],
  [SYD, 'no, the other one', asks(/^Which one do you mean\?/)],
  // To-dos said without commas start at each verb of a task; a noun that is also a verb ("a deep clean") does not.
  [SYD, 'todo book flights renew passport', todo('book flights', 'renew passport')],
  [SYD, 'to do pay the school camp deposit sign the consent form', todo('pay the school camp deposit', 'sign the consent form')],
  [SYD, 'add to my to-do list call the plumber email the school re sat', todo('call the plumber', 'email the school re sat')],
  [SYD, 'todo book a deep clean', todo('book a deep clean')],
  [SYD, 'add to my todos buy a new vacuum', todo('buy a new vacuum')],
  [SYD, 'add to my list: sign the school form', todo('sign the school form')],
  // "my list" is the to-dos, unless what goes on it is groceries.
  [SYD, 'add milk to my list', call('addListItems', { list: null, items: ['milk'] })],
  [SYD, 'add the school form to my list', todo('the school form')],
  [SYD, 'add eggs to my to do shopping list', call('addListItems', { list: null, items: ['eggs'] })],
  [SYD, 'what is on my reminder list', call('listReminders', { fromDate: null, toDate: null })],
  [SYD, 'put wash the car on my list of pending tasks', todo('wash the car')],
  [SYD, "i'm out of bananas; add to shopping list", call('addListItems', { list: null, items: ['bananas'] })],
  [SYD, 'remind me to call mum', toRemember('call mum')],
  [SYD, 'todo', asks(/^What should I add\?/)],
  [SYD, 'my list', call('listTodos')],
  [SYD, "what's on my list?", call('listTodos')],
  [SYD, 'todos', call('listTodos')],
  [SYD, 'done 2', done(2)],
  [SYD, 'Done #1', done(1)],
  [SYD, 'check off 3', done(3)],
  [SYD, 'done buy milk', done('buy milk')],
  [SYD, 'mark 4 as done', done(4)],
  [
    SYD,
    'did Mia have swimming today?',
    call('findEvent', { words: 'swimming', member: 'Mia Okafor', fromDate: '2026-03-04', toDate: '2026-03-04', yesNo: true }),
  ],
  [SYD, 'done', asks(/^Which to-do is done\?/)],

  // Family facts
  [SYD, "what is Mia's learning style?", fact('Mia Okafor', 'learningStyle')],
  [SYD, "Sam's DiSC style?", fact('Sam Okafor', 'discStyle')],
  [SYD, 'how does Leo learn best', fact('Leo', 'learningStyle')],
  [SYD, "when is Mia's birthday?", fact('Mia Okafor', 'birthday')],
  [SYD, 'how old is Leo', fact('Leo', 'birthday')],
  [SYD, 'which school is Sam at?', fact('Sam Okafor', 'school')],
  [SYD, 'tell me about Mia', fact('Mia Okafor', 'all')],
  [SYD, "what's the learning style?", asks(/^Who do you mean\?/)],
  [TWO_SAMS, "Sam's DiSC style?", asks(/^Which one do you mean: Sam Okafor or Sam Lee\?/)],
  [{ ...SYD, memberNames: [] }, "Mia's birthday?", asks(/no family members yet/)],

  // Sign in, plan, help, anything else
  [SYD, 'login', call('signInLink')],
  [SYD, 'sign in link', call('signInLink')],
  [SYD, "I can't log in", call('signInLink')],
  [SYD, 'Hi! I just paid for the Simplify+ plan on Simplify. Please activate my subscription.', call('planStatus', { activation: true })],
  [SYD, 'Hi! I just paid for the Simplify plan on Simplify. Please activate my subscription.', call('planStatus', { activation: true })],
  [SYD, 'my plan', call('planStatus', { activation: false })],
  [SYD, 'help', call('help', { reason: 'asked' })],
  [SYD, 'Hello!', call('help', { reason: 'asked' })],
  [SYD, '', call('help', { reason: 'asked' })],
  [SYD, "hi, what's on today?", agenda('2026-03-04')],
  [SYD, 'could you tell me what’s on tomorrow', agenda('2026-03-05')],
  // "is there a way to …", "would you be able to …", "i was wondering if you could …": the request that follows
  [
    SYD,
    'is it possible to move the dentist to tuesday',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { date: '2026-03-10' } }),
  ],
  [SYD, 'would you be able to remind me to call mum at 6', event({ title: 'Call mum', date: '2026-03-04', time: '18:00', reminderMinutes: 0 })],
  [SYD, 'i was wondering if you could tell me whats on saturday', agenda('2026-03-07')],
  [SYD, 'i want my schedule for thursday', agenda('2026-03-05')],
  [SYD, 'i want to know what i have to do', call('listTodos', {})],
  [SYD, 'make sure my to do list is completely clear please', call('clearTodos', {})],
  // To-dos said in more words, and news of a change
  [SYD, 'the gutters are cleaned so you can tick that off my todos', done('gutters')],
  [SYD, 'ive done the tax return finally, mark it complete', done('tax return')],
  [SYD, 'task four is complete', done(4)],
  [SYD, 'can you mark all my to-dos as done', call('clearTodos', {})],
  [SYD, 'tick off everything on the todo list please', call('clearTodos', {})],
  [SYD, 'what have i got to get done', call('listTodos', {})],
  [SYD, 'could you jot down that i need to book the car service', todo('book the car service')],
  [SYD, 'need to order mias new school shoes before term 2', todo('order mias new school shoes before term 2')],
  [SYD, 'add a todo to call the plumber, the kitchen tap is dripping again', todo('call the plumber')],
  [SYD, 'remind me to get the car rego done', toRemember('get the car rego done')],
  [SYD, 'pick up mia from school 3:15 tmrw', event({ title: 'Pick up from school', date: '2026-03-05', time: '15:15', member: 'Mia Okafor' })],
  [
    SYD,
    'late pickup for leo today - 5:45 instead, my meeting ran over',
    call('updateEvent', { target: { words: 'late pickup', date: '2026-03-04', time: null, member: 'Leo' }, changes: { time: '17:45' } }),
  ],
  [
    SYD,
    'Sam is coming to the dentist too on friday',
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-06', time: null, member: null }, changes: { addMembers: ['Sam Okafor'] } }),
  ],
  [
    SYD,
    'can the accountant meeting be an hour later',
    call('updateEvent', { target: { words: 'accountant meeting', date: null, time: null, member: null }, changes: { shiftMinutes: 60 } }),
  ],
  [SYD, "Hello, it's Grandma. What are the children doing this weekend? I'd like to take them out.", agenda('2026-03-07', '2026-03-08')],
  [SYD, 'new list: christmas presents', call('createList', { name: 'Christmas presents' })],
  [SYD, "i'd like a reminder at quarter past four to move the car", event({ title: 'Move the car', date: '2026-03-04', time: '16:15', reminderMinutes: 0 })],
  [SYD, 'can you check whether i set a reminder about the rent', call('listReminders', { fromDate: null, toDate: null, check: ['the rent'] })],
  // Lists by name, a shop's list, several sentences, words misheard
  [SYD, 'party list: balloons, candles, paper plates', call('addListItems', { list: 'party', items: ['balloons', 'candles', 'paper plates'] })],
  [SYD, 'costco: toilet paper x2, olive oil, nappies', call('addListItems', { list: 'costco', items: ['toilet paper x2', 'olive oil', 'nappies'] })],
  [SYD, 'need wd40 and cable ties on the hardware list', call('addListItems', { list: 'hardware', items: ['wd40', 'cable ties'] })],
  [SYD, "scratch the tim tams, we've got heaps in the pantry", call('tickListItems', { list: null, items: ['tim tams'], remove: true })],
  [SYD, 'add panadol', call('addListItems', { list: null, items: ['panadol'] })],
  [SYD, "can we have a list for Leo's birthday party", call('createList', { name: "Leo's birthday party" })],
  [SYD, 'everything on my to-do list is done 🎉 clear it', call('clearTodos', {})],
  [SYD, 'Sam mowed the lawn, you can tick that one off', done('lawn')],
  [SYD, 'Trying to plan the weekend. What have we got on Saturday and Sunday?', agenda('2026-03-07', '2026-03-08')],
  [SYD, "Can you add eggs and flour. I'm baking for the school fete on Friday", call('addListItems', { list: null, items: ['eggs', 'flour'] })],
  [SYD, "Does Mia have any homework left? She says she's finished", call('listHomework', { member: 'Mia Okafor' })],
  [SYD, 'um physio for me on monday at twenty passed eight in the morning', event({ title: 'Physio', date: '2026-03-09', time: '08:20' })],
  [SYD, 'disco friday six till eight pm', event({ title: 'Disco', date: '2026-03-06', time: '18:00', durationMinutes: 120 })],
  [
    SYD,
    'the staff meeting on monday is only going to be an hour now',
    call('updateEvent', { target: { words: 'staff meeting', date: '2026-03-09', time: null, member: null }, changes: { durationMinutes: 60 } }),
  ],
  [
    SYD,
    'get rid of bin night off the calendar completely we have a different system now',
    call('cancelEvent', { target: { words: 'bin night', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [SYD, 'sam has a science project do friday the thirteenth', call('addHomework', { task: 'science project', member: 'Sam Okafor', dueDate: '2026-03-13' })],
  [SYD, 'show the least called school', call('showList', { list: 'school' })],
  [SYD, 'thanks heaps thats perfect', call('help', { reason: 'thanks' })],
  // A story before the request, and the event before "can you put it in for …"
  [
    SYD,
    "Hey, I've swapped weekends with my sister so I'll have the kids on the 14th instead of this weekend. Can you put kids with dad on Saturday 14th, all day",
    event({ title: 'Kids with dad', date: '2026-03-14', allDay: true, durationMinutes: 1440 }),
  ],
  [SYD, "I've booked the dentist. Can you put it in for friday 3pm", event({ title: 'Dentist', date: '2026-03-06', time: '15:00' })],
  // English as many Gulf and South-Asian families write it, and a carer's message
  [
    SYD,
    'Please do the needful and add parents meeting at school on 10th March 3:30 pm',
    event({ title: 'Parents meeting at school', date: '2026-03-10', time: '15:30' }),
  ],
  [SYD, 'Family picnic at the beach coming Friday evening 4', event({ title: 'Family picnic at the beach', date: '2026-03-06', time: '16:00' })],
  [
    SYD,
    'Airport pickup please make it 2 hours, flight may be late',
    call('updateEvent', { target: { words: 'airport pickup', date: null, time: null, member: null }, changes: { durationMinutes: 120 } }),
  ],
  [
    SYD,
    'Tuition not happening tomorrow, teacher is on leave',
    call('cancelEvent', { target: { words: 'tuition', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [SYD, 'Please send the weekend program', agenda('2026-03-07', '2026-03-08')],
  [SYD, 'Tomorrow morning anything is there? I want to call the plumber', agenda('2026-03-05')],
  [SYD, 'Nanny here, pampers are finished, put in the list', call('addListItems', { list: null, items: ['pampers'] })],
  [SYD, 'Khubz and dates taken, tick them', call('tickListItems', { list: null, items: ['Khubz', 'dates'], remove: false })],
  [SYD, 'tick milk and eggs off', call('tickListItems', { list: null, items: ['milk', 'eggs'], remove: false })],
  [SYD, 'Dry cleaning collected, tick it', call('completeTodo', { number: null, text: 'Dry cleaning' })],
  [SYD, 'School fees is paid', call('completeTodo', { number: null, text: 'school fees' })],
  [SYD, 'Kindly add in to do list: fix the car tyre', call('addTodo', { tasks: ['fix the car tyre'] })],
  [SYD, 'Empty the Umrah list, trip is done', call('clearList', { list: 'Umrah' })],
  [SYD, 'Mia has maths worksheet for Monday', call('addHomework', { task: 'maths worksheet', member: 'Mia Okafor', dueDate: '2026-03-09' })],
  [SYD, 'Ok noted, thank you', call('help', { reason: 'thanks' })],
  [SYD, 'add nappies and wipes for leo', call('addListItems', { list: null, items: ['nappies', 'wipes'] })],
  [SYD, 'i was hoping to get a haircut booked for friday at ten to five', event({ title: 'Haircut', date: '2026-03-06', time: '16:50' })],
  [SYD, 'set an alarm six thirty tomorrow morning for the gym', event({ title: 'Gym', date: '2026-03-05', time: '06:30', reminderMinutes: 0 })],
  [
    SYD,
    "i'm sick, cancel all my stuff tomorrow",
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [SYD, 'have i booked the vet yet', call('findEvent', { words: 'vet', member: null, fromDate: null, toDate: null, yesNo: true })],
  [SYD, 'mark every todo as done', call('clearTodos', {})],
  // Changes and cancels said as news
  [
    SYD,
    'footy training is 15 min earlier on thurs',
    call('updateEvent', { target: { words: 'footy training', date: '2026-03-05', time: null, member: null }, changes: { shiftMinutes: -15 } }),
  ],
  [
    SYD,
    'push tutoring back a week',
    call('updateEvent', { target: { words: 'tutoring', date: null, time: null, member: null }, changes: { shiftMinutes: 10080 } }),
  ],
  [
    SYD,
    'make footy training an hour earlier on thursday',
    call('updateEvent', { target: { words: 'footy training', date: '2026-03-05', time: null, member: null }, changes: { shiftMinutes: -60 } }),
  ],
  [
    SYD,
    'netball is at the aquatic centre this wk not the school',
    call('updateEvent', { target: { words: 'netball', date: null, time: null, member: null }, changes: { location: 'the aquatic centre' }, once: true }),
  ],
  [
    SYD,
    'i need the parent teacher interview moved to wednesday the eleventh at four',
    call('updateEvent', {
      target: { words: 'parent teacher interview', date: null, time: null, member: null },
      changes: { date: '2026-03-11', time: '16:00' },
    }),
  ],
  [
    SYD,
    'Would you make the team dinner on Friday two hours long?',
    call('updateEvent', { target: { words: 'team dinner', date: '2026-03-06', time: null, member: null }, changes: { durationMinutes: 120 } }),
  ],
  [
    SYD,
    'tennis not on this week',
    call('cancelEvent', { target: { words: 'tennis', fromDate: '2026-03-04', toDate: '2026-03-10', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'the plumber isnt coming friday anymore so delete that',
    call('cancelEvent', { target: { words: 'plumber', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [SYD, 'is the school disco still on?', call('findEvent', { words: 'school disco', member: null, fromDate: null, toDate: null, yesNo: true })],
  [SYD, 'remind me when the dentist is again', call('findEvent', { words: 'dentist', member: null, fromDate: null, toDate: null })],
  [SYD, 'i was wondering if sam is busy tomorrow at four', call('freeBusy', { date: '2026-03-05', fromTime: '16:00', toTime: '17:00', member: 'Sam Okafor' })],
  [SYD, 'team offsite 9-5 on the 19th', event({ title: 'Team offsite', date: '2026-03-19', time: '09:00', durationMinutes: 480 })],
  // Lists, to-dos, homework, facts and thanks typed in a hurry
  [SYD, '2 x milk and a big tub of greek yoghurt pls', call('addListItems', { list: null, items: ['2 x milk', 'big tub of greek yoghurt'] })],
  [SYD, "we've already got sunscreen please delete it from the packing list", call('tickListItems', { list: 'packing', items: ['sunscreen'], remove: true })],
  [SYD, "I've finished the first thing on my to-do list.", call('completeTodo', { number: 1, text: null })],
  [SYD, 'rmd me to order mias birthday cake', call('addTodo', { tasks: ['order mias birthday cake'], reminder: true })],
  [SYD, 'pls remind me 2 transfer the rent', call('addTodo', { tasks: ['transfer the rent'], reminder: true })],
  [SYD, 'homework for leo: spelling words for monday', call('addHomework', { task: 'spelling words', member: 'Leo', dueDate: '2026-03-09' })],
  [SYD, 'add hw for mia english book review due in 2 weeks', call('addHomework', { task: 'english book review', member: 'Mia Okafor', dueDate: '2026-03-18' })],
  [SYD, 'whats sams teacher called', call('memberFacts', { member: 'Sam Okafor', fact: 'school' })],
  [SYD, 'perfect cheers', call('help', { reason: 'thanks' })],
  // "let me know …", "i need to know …" in front of a question: the question is what follows
  [SYD, 'let me know every meeting i have today', agenda('2026-03-04')],
  [SYD, 'i need to know what is on my calendar friday', agenda('2026-03-06')],
  [SYD, 'let me know if i have anything on friday', agenda('2026-03-06')],
  [SYD, "i'd like to know when the dentist is", call('findEvent', { words: 'dentist', member: null, fromDate: null, toDate: null })],
  [SYD, 'let me know whether sam is free saturday', call('freeBusy', { date: '2026-03-07', fromTime: null, toTime: null, member: 'Sam Okafor' })],
  [
    SYD,
    'let me know the day before my trip',
    call('updateEvent', { target: { words: 'trip', date: null, time: null, member: null }, changes: { reminderMinutes: 1440 } }),
  ],
  [SYD, 'Hey there! add swimming tomorrow at 4pm', event({ title: 'Swimming', date: '2026-03-05', time: '16:00' })],
  [SYD, 'thanks!', call('help', { reason: 'thanks' })],
  [SYD, 'cancel swimming', call('cancelEvent', { target: { words: 'swimming', fromDate: null, toDate: null, time: null, member: null }, series: false })],
  [SYD, 'move swimming to 5pm', call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { time: '17:00' } })],
  [
    SYD,
    'move my three pm meeting to four',
    call('updateEvent', { target: { words: 'meeting', date: null, time: '15:00', member: null }, changes: { time: '16:00' } }),
  ],
  [
    SYD,
    'push the meeting with john back an hour',
    call('updateEvent', { target: { words: 'meeting john', date: null, time: null, member: null }, changes: { shiftMinutes: 60 } }),
  ],
  [
    SYD,
    'change the time of the party to eight pm',
    call('updateEvent', { target: { words: 'party', date: null, time: null, member: null }, changes: { time: '20:00' } }),
  ],
  // Changes told as news rather than asked for
  [
    SYD,
    'the meeting got pushed to thursday',
    call('updateEvent', { target: { words: 'meeting', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    SYD,
    'the plumber rescheduled for next tuesday can you change it',
    call('updateEvent', { target: { words: 'plumber', date: null, time: null, member: null }, changes: { date: '2026-03-10' } }),
  ],
  [
    SYD,
    'bump my one on one with priya to eleven thirty',
    call('updateEvent', { target: { words: 'priya', date: null, time: null, member: null }, changes: { time: '11:30' } }),
  ],
  [
    SYD,
    "my doctor's appointment on the eleventh moved to the eighteenth",
    call('updateEvent', { target: { words: 'doctor appointment', date: '2026-03-11', time: null, member: null }, changes: { date: '2026-03-18' } }),
  ],
  [
    SYD,
    'the dentist called and moved me to the twenty sixth at two thirty',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { date: '2026-03-26', time: '14:30' } }),
  ],
  [
    SYD,
    'dinner with mike and jen got moved up to six',
    call('updateEvent', { target: { words: 'dinner mike jen', date: null, time: null, member: null }, changes: { time: '18:00' } }),
  ],
  [
    SYD,
    // news of a cancellation is of the one coming up; "cancel book club" is every one
    "book club's been canceled",
    call('cancelEvent', { target: { words: 'book club', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'delete the reminder for the water bill',
    call('cancelEvent', { target: { words: 'water bill', fromDate: null, toDate: null, time: null, member: null }, series: false, reminder: true }),
  ],
  [
    SYD,
    'delete my list of appointments for tomorrow',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  // Questions that carry change, plan or "free" words are still questions; a reminder that says "free" is still a reminder
  [SYD, 'what is set for the weekend three weeks from now', agenda('2026-03-07', '2026-03-08')],
  [SYD, 'can you confirm that my meeting for tomorrow has been canceled', agenda('2026-03-05')],
  [SYD, 'make sure i have nothing to do on friday', agenda('2026-03-06')],
  [SYD, 'how busy am i on the fifth', agenda('2026-03-05')],
  [
    SYD,
    'add a reminder to cancel the free trial on the twenty ninth',
    expect.objectContaining({
      tool: 'createEvent',
      input: expect.objectContaining({ title: 'Cancel the free trial', date: '2026-03-29', reminderMinutes: 0 }),
    }),
  ],
  [SYD, "i've got a haircut saturday at ten thirty in the morning", event({ title: 'Haircut', date: '2026-03-07', time: '10:30' })],
  [
    SYD,
    'put the mortgage payment on the fifteenth of each month',
    event({
      title: 'Mortgage payment',
      date: '2026-03-15',
      allDay: true,
      durationMinutes: 1440,
      recurrence: 'monthly',
      askTime: true,
    } as Partial<CreateEventInput>),
  ],
  [
    SYD,
    "um i've got physio tuesdays and thursdays at one",
    event({ title: 'Physio', date: '2026-03-05', time: '13:00', recurrence: 'weekly', alsoWeekdays: [2] } as Partial<CreateEventInput>),
  ],
  [
    SYD,
    'piano every monday, wednesday and friday at 7am',
    event({ title: 'Piano', date: '2026-03-06', time: '07:00', recurrence: 'weekly', alsoWeekdays: [1, 3] } as Partial<CreateEventInput>),
  ],
  // A part of the day with the day: a usual time in it; a transcript's "p m" without dots
  [SYD, 'flu jab at the pharmacy saturday morning', event({ title: 'Flu jab at the pharmacy', date: '2026-03-07', time: '09:00' })],
  [SYD, 'meeting with the landlord thursday afternoon', event({ title: 'Meeting with the landlord', date: '2026-03-05', time: '14:00' })],
  [SYD, 'water the tomatoes this evening', event({ title: 'Water the tomatoes', date: '2026-03-04', time: '18:00' })],
  [SYD, 'dinner reservation saturday eight p m', event({ title: 'Dinner reservation', date: '2026-03-07', time: '20:00' })],
  [
    SYD,
    'parent evening on thursday',
    event({ title: 'Parent evening', date: '2026-03-05', allDay: true, durationMinutes: 1440, askTime: true } as Partial<CreateEventInput>),
  ],
  [SYD, 'nudge me this afternoon to email the landlord', event({ title: 'Email the landlord', date: '2026-03-04', time: '15:00', reminderMinutes: 0 })],
  [
    SYD,
    'give me a heads up at five to leave for the airport',
    event({ title: 'Leave for the airport', date: '2026-03-04', time: '17:00', reminderMinutes: 0 }),
  ],
  [SYD, 'book a haircut for friday at noon and set a reminder', event({ title: 'Haircut', date: '2026-03-06', time: '12:00', reminderMinutes: 30 })],
  [SYD, 'give me a rundown of my week', agenda('2026-03-04', '2026-03-10')],
  [
    SYD,
    'i need to remember to cancel the netflix trial before thursday',
    expect.objectContaining({
      tool: 'createEvent',
      input: expect.objectContaining({ title: 'Cancel the netflix trial', date: '2026-03-04', reminderMinutes: 0 }),
    }),
  ],
  [
    SYD,
    "i don't need the water the plants reminder anymore",
    call('cancelEvent', { target: { words: 'water plants', fromDate: null, toDate: null, time: null, member: null }, series: true, reminder: true }),
  ],
  [
    SYD,
    "mum's birthday is on may the tenth",
    event({ title: "Mum's birthday", date: '2026-05-10', allDay: true, durationMinutes: 1440, recurrence: 'yearly' }),
  ],
  [
    SYD,
    'ok so mias got her school photos on thursday',
    event({
      title: 'School photos',
      date: '2026-03-05',
      allDay: true,
      durationMinutes: 1440,
      member: 'Mia Okafor',
      askTime: true,
    } as Partial<CreateEventInput>),
  ],
  // Lists named without the word "list", and groceries no longer needed
  [SYD, 'throw pick up prescription on errands', call('addListItems', { list: 'errands', items: ['pick up prescription'] })],
  [SYD, 'glue sticks and crayons need to go on the school supplies list', call('addListItems', { list: 'school supplies', items: ['glue sticks', 'crayons'] })],
  [SYD, "what's in my books to read", call('showList', { list: 'books to read' })],
  [SYD, 'what do we need for camping', call('showList', { list: 'camping' })],
  [SYD, 'i already got batteries', call('tickListItems', { list: null, items: ['batteries'], remove: false })],
  [SYD, "we don't need ketchup anymore", call('tickListItems', { list: null, items: ['ketchup'], remove: true })],
  [SYD, 'get rid of peas', call('tickListItems', { list: null, items: ['peas'], remove: true })],
  [SYD, 'take bananas off', call('tickListItems', { list: null, items: ['bananas'], remove: true })],
  [SYD, 'mark gutters cleaned as done on the house jobs list', call('tickListItems', { list: 'house jobs', items: ['gutters cleaned'], remove: false })],
  [SYD, "what have i got on the house jobs list that's still not done", call('showList', { list: 'house jobs' })],
  [SYD, 'did i already add bin bags', call('showList', { list: null, check: ['bin bags'] })],
  // "half day" is a school's short day, not twelve hours from now
  [
    SYD,
    'mia has a half day on friday',
    event({ title: 'Half day', date: '2026-03-06', time: null, allDay: true, durationMinutes: 1440, member: 'Mia Okafor', askTime: true }),
  ],
  [SYD, 'do the kids have anything after school tomorrow', call('freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '18:00', member: null })],
  [SYD, 'can you add a few things: milk, cheese, apples', call('addListItems', { list: null, items: ['milk', 'cheese', 'apples'] })],
  [SYD, 'show my jobs for today', call('showList', { list: 'jobs' })],
  [SYD, 'dont let me forget the library books', call('addTodo', { tasks: ['library books'], reminder: true })],
  [
    SYD,
    'remind mia to take her hat tomorrow at 8',
    event({ title: 'Take her hat', date: '2026-03-05', time: '08:00', reminderMinutes: 0, member: 'Mia Okafor' }),
  ],
  [SYD, "bread's on the shopping list, yeah?", call('showList', { list: null, check: ['bread'] })],
  [SYD, "milk's done", call('tickListItems', { list: null, items: ['milk'], remove: false })],
  [SYD, "the washing's done", call('completeTodo', { number: null, text: 'washing' })],

  // Times as speech to text writes them, lengths in words, changes by an amount, cancels said as news
  [SYD, 'lunch with ben on friday at 12 30', event({ title: 'Lunch with ben', date: '2026-03-06', time: '12:30' })],
  [SYD, 'set a reminder for 7 30 tomorrow morning to move the car', event({ title: 'Move the car', date: '2026-03-05', time: '07:30', reminderMinutes: 0 })],
  [SYD, 'set a meeting for ten tomorrow with the landlord', event({ title: 'Meeting with the landlord', date: '2026-03-05', time: '10:00' })],
  [SYD, 'add 2 30 minute slots', asks(/^When is 2 30 minute slots\?/)],
  [SYD, 'dentist at 9 tomorrow morning', event({ title: 'Dentist', date: '2026-03-05', time: '09:00' })],
  [
    SYD,
    'book me a half hour meeting with greg at 2 on thursday',
    event({ title: 'Meeting with greg', date: '2026-03-05', time: '14:00', durationMinutes: 30 }),
  ],
  [
    SYD,
    'meeting with the lawyer monday at 11 for forty five minutes',
    event({ title: 'Meeting with the lawyer', date: '2026-03-09', time: '11:00', durationMinutes: 45 }),
  ],
  [
    SYD,
    'leos soccer training every tues 5:15, 45 mins',
    event({ title: 'Soccer training', date: '2026-03-10', time: '17:15', durationMinutes: 45, recurrence: 'weekly', member: 'Leo' }),
  ],
  [SYD, 'open night wed next week 6pm', event({ title: 'Open night', date: '2026-03-11', time: '18:00' })],
  [SYD, 'whats on thurs next week', agenda('2026-03-12')],
  [SYD, 'has mia got anything on at 5 tmrw', call('freeBusy', { date: '2026-03-05', fromTime: '17:00', toTime: '18:00', member: 'Mia Okafor' })],
  [
    SYD,
    'push back the dinner reservation 30 mins',
    call('updateEvent', { target: { words: 'dinner reservation', date: null, time: null, member: null }, changes: { shiftMinutes: 30 } }),
  ],
  [
    SYD,
    'bring forward sams haircut by 30 minutes',
    call('updateEvent', { target: { words: 'haircut', date: null, time: null, member: 'Sam Okafor' }, changes: { shiftMinutes: -30 } }),
  ],
  [
    SYD,
    'snooze my medication reminder by fifteen minutes',
    call('updateEvent', { target: { words: 'medication', date: null, time: null, member: null }, changes: { shiftMinutes: 15 } }),
  ],
  [
    SYD,
    'add leo and mia to the swimming carnival on friday',
    call('updateEvent', {
      target: { words: 'swimming carnival', date: '2026-03-06', time: null, member: null },
      changes: { addMembers: ['Leo', 'Mia Okafor'] },
    }),
  ],
  [
    SYD,
    'change leos haircut to mia',
    call('updateEvent', { target: { words: 'haircut', date: null, time: null, member: 'Leo' }, changes: { member: 'Mia Okafor' } }),
  ],
  [
    SYD,
    'pilates is in the church hall now',
    call('updateEvent', { target: { words: 'pilates', date: null, time: null, member: null }, changes: { location: 'the church hall' } }),
  ],
  [
    SYD,
    "move the book club to sarah's place",
    call('updateEvent', { target: { words: 'book club', date: null, time: null, member: null }, changes: { location: "sarah's place" } }),
  ],
  [
    SYD,
    'put a note on the plumber: key is under the mat',
    call('updateEvent', { target: { words: 'plumber', date: null, time: null, member: null }, changes: { note: 'Key is under the mat' } }),
  ],
  [
    SYD,
    'no piano this week or next',
    call('cancelEvent', { target: { words: 'piano', fromDate: '2026-03-04', toDate: '2026-03-15', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'the saturday bbq is off this week',
    call('cancelEvent', { target: { words: 'bbq', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'karate is over for the year',
    call('cancelEvent', { target: { words: 'karate', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [
    SYD,
    'book club on friday will be at 8 not 7',
    call('updateEvent', { target: { words: 'book club', date: '2026-03-06', time: '19:00', member: null }, changes: { time: '20:00' } }),
  ],
  [SYD, 'netball thursday arvos 4pm', event({ title: 'Netball', date: '2026-03-05', time: '16:00', recurrence: 'weekly' })],
  [SYD, 'please take return the library books off of my list of things to do', done('return the library books')],
  [SYD, 'i no longer need to call the plumber, take it off my list', done('call the plumber')],
  [SYD, 'also list buy stamps on my to do list', todo('buy stamps')],
  // A question about something else is not answered with the day's calendar.
  [SYD, "what's the capital of peru", notUnderstood],
  [SYD, 'who won the footy last night', notUnderstood],
  [SYD, "what's happening", agenda('2026-03-04')],
  [
    SYD,
    'Hi there. Leo will be starting swimming on Thursday afternoons at 4 this term. Could you add this please?',
    event({ title: 'Swimming', date: '2026-03-05', time: '16:00', recurrence: 'weekly', member: 'Leo' }),
  ],
  [SYD, 'dentist friday at 10, is that ok', event({ title: 'Dentist', date: '2026-03-06', time: '10:00' })],
  // Two days named for one thing: the same request on each, or one event over two days in a row.
  [
    SYD,
    'no violin on the 9th or the 16th',
    {
      ...call('cancelEvent', { target: { words: 'violin', fromDate: '2026-03-09', toDate: '2026-03-09', time: null, member: null }, series: false }),
      then: [call('cancelEvent', { target: { words: 'violin', fromDate: '2026-03-16', toDate: '2026-03-16', time: null, member: null }, series: false })],
    },
  ],
  [
    SYD,
    'dentist for sam at 3pm on the 10th and the 24th',
    {
      ...event({ title: 'Dentist', date: '2026-03-10', time: '15:00', member: 'Sam Okafor' }),
      then: [event({ title: 'Dentist', date: '2026-03-24', time: '15:00', member: 'Sam Okafor' })],
    },
  ],
  [SYD, 'naplan wed 11 and thu 12 march', event({ title: 'Naplan', date: '2026-03-11', time: null, allDay: true, durationMinutes: 2880 })],
  [SYD, 'whats on the 9th and 10th', { ...agenda('2026-03-09'), then: [agenda('2026-03-10')] }],
  [SYD, 'whats on between the 9th and the 12th', agenda('2026-03-09', '2026-03-12')],
  // A day off school is a day to mark, not school to cancel.
  [
    KIDS,
    'pupil free day monday 16 march, no school for mia or sam',
    event({ title: 'Pupil free day', date: '2026-03-16', time: null, allDay: true, durationMinutes: 1440, member: 'Mia Okafor', alsoMembers: ['Sam Okafor'] }),
  ],
  [SYD, 'no school tomorrow', event({ title: 'No school', date: '2026-03-05', time: null, allDay: true, durationMinutes: 1440 })],
  [SYD, 'book fair all week next week', event({ title: 'Book fair', date: '2026-03-09', time: null, allDay: true, durationMinutes: 7 * 1440 })],
  [
    KIDS,
    "cancel all of sam's activities next week, he's on camp",
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-15', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  // A stay that repeats: every other weekend, over the days said or the weekend.
  [
    SYD,
    'dad has the kids every second weekend fri to sun',
    event({ title: 'Dad has the kids', date: '2026-03-06', time: null, allDay: true, durationMinutes: 3 * 1440, recurrence: 'fortnightly' }),
  ],
  [
    SYD,
    'kids at their dads every other weekend',
    event({ title: 'Kids at their dads', date: '2026-03-07', time: null, allDay: true, durationMinutes: 2 * 1440, recurrence: 'fortnightly' }),
  ],
  [
    SYD,
    'swimming intensive every day 6-10 april at 10am',
    event({ title: 'Swimming intensive', date: '2026-04-06', time: '10:00', recurrence: 'daily', repeatUntil: '2026-04-10' }),
  ],
  [
    SYD,
    'holiday program 13-17 april 8.30-3.30',
    {
      ...event({ title: 'Holiday program', date: '2026-04-13', time: '08:30', durationMinutes: 420 }),
      then: [14, 15, 16, 17].map((d) => event({ title: 'Holiday program', date: `2026-04-${d}`, time: '08:30', durationMinutes: 420 })),
    },
  ],
  // A weekday and a bare number that is its date; a series started or ended on a day said in more words.
  [
    KIDS,
    'The children stay with their father from Friday 13 until Sunday 15 March',
    event({
      title: 'Stay with their father',
      date: '2026-03-13',
      time: null,
      allDay: true,
      durationMinutes: 3 * 1440,
      member: 'Mia Okafor',
      alsoMembers: ['Sam Okafor', 'Leo'],
    }),
  ],
  [SYD, 'dentist fri 13 at 4pm', event({ title: 'Dentist', date: '2026-03-13', time: '16:00' })],
  [SYD, 'swimming friday 6', event({ title: 'Swimming', date: '2026-03-06', time: '18:00' })],
  [KIDS, 'sam tennis tues 3.30 starting 17th', event({ title: 'Tennis', date: '2026-03-17', time: '15:30', recurrence: 'weekly', member: 'Sam Okafor' })],
  [
    KIDS,
    'ballet leo sats 8.45 till end of june',
    event({ title: 'Ballet', date: '2026-03-07', time: '08:45', recurrence: 'weekly', member: 'Leo', repeatUntil: '2026-06-30' }),
  ],
  [
    SYD,
    'netball every Saturday at 8:30am until the end of the winter season on 27 June.',
    event({ title: 'Netball', date: '2026-03-07', time: '08:30', recurrence: 'weekly', repeatUntil: '2026-06-27' }),
  ],
  [
    SYD,
    'orthodontist on Thursday 12 March at 4:40pm and remind me two hours before.',
    event({ title: 'Orthodontist', date: '2026-03-12', time: '16:40', reminderMinutes: 120 }),
  ],
  [
    SYD,
    'Please add 20 minutes of reading every evening at 7pm.',
    event({ title: 'Reading', date: '2026-03-04', time: '19:00', durationMinutes: 20, recurrence: 'daily' }),
  ],
  // News around a request, and requests said as fragments.
  [
    KIDS,
    "Rain's bucketing down and the council closed the fields, so no netball for Mia this Saturday. Take it off",
    call('cancelEvent', { target: { words: 'netball', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    KIDS,
    'Tomorrow no play date for Sam, Oliver is sick',
    call('cancelEvent', { target: { words: 'play date', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  [KIDS, 'sams stuff today', agenda('2026-03-04', '2026-03-04', 'Sam Okafor')],
  [KIDS, 'mia homework spelling list due fri', call('addHomework', { task: 'spelling list', member: 'Mia Okafor', dueDate: '2026-03-06' })],
  [
    SYD,
    "I've lost the school newsletter, do you have the date of the cross country?",
    call('findEvent', { words: 'cross country', member: null, fromDate: null, toDate: null }),
  ],
  [
    SYD,
    'Am I right in thinking that the swimming carnival is on the 19th? I want to be certain before I book my train.',
    call('findEvent', { words: 'swimming carnival', member: null, fromDate: '2026-03-19', toDate: '2026-03-19', yesNo: true }),
  ],
  [
    KIDS,
    'The teacher interview for Mia, please move 30 minutes later',
    call('updateEvent', { target: { words: 'teacher interview', date: null, time: null, member: 'Mia Okafor' }, changes: { shiftMinutes: 30 } }),
  ],
  [
    SYD,
    'guitar going to 45 mins from now on',
    call('updateEvent', { target: { words: 'guitar', date: null, time: null, member: null }, changes: { durationMinutes: 45 } }),
  ],
  [
    KIDS,
    'Does Sam have anything on after school on Tuesday?',
    call('freeBusy', { date: '2026-03-10', fromTime: '15:00', toTime: '18:00', member: 'Sam Okafor' }),
  ],
  // When it ends, said apart from its start.
  [SYD, 'school disco fri 6pm, finishes at 8', event({ title: 'School disco', date: '2026-03-06', time: '18:00', durationMinutes: 120 })],
  // A length with a half in words
  [SYD, 'ballet sat 2pm for around two and a half hours', event({ title: 'Ballet', date: '2026-03-07', time: '14:00', durationMinutes: 150 })],
  [SYD, 'ballet sat 2pm, takes an hour and a half', event({ title: 'Ballet', date: '2026-03-07', time: '14:00', durationMinutes: 90 })],
  // Easter's days, and a holiday's name before the date it labels
  [SYD, "lunch at nana's on good friday at 12", event({ title: "Lunch at nana's", date: '2026-04-03', time: '12:00' })],
  [SYD, "what's on easter monday", agenda('2026-04-06')],
  [SYD, 'beach trip from Good Friday 3 April to Monday 6 April', event({ title: 'Beach trip', date: '2026-04-03', allDay: true, durationMinutes: 4 * 1440 })],
  // Spans of days said with ordinals, weekdays and one month
  [
    KIDS,
    'lego camp for mia from monday the thirteenth of april to wednesday the fifteenth',
    event({ title: 'Lego camp', date: '2026-04-13', allDay: true, durationMinutes: 3 * 1440, member: 'Mia Okafor' }),
  ],
  [
    KIDS,
    'holiday camp for sam 13th to 16th april, 9 till 3 each day',
    event({
      title: 'Holiday camp',
      date: '2026-04-13',
      time: '09:00',
      durationMinutes: 360,
      recurrence: 'daily',
      repeatUntil: '2026-04-16',
      member: 'Sam Okafor',
    }),
  ],
  [
    SYD,
    'swim school 9am daily mon 13th april to fri 17th',
    event({ title: 'Swim school', date: '2026-04-13', time: '09:00', recurrence: 'daily', repeatUntil: '2026-04-17' }),
  ],
  // Changes said with number words, a correction or a colon; questions said as fragments
  [
    KIDS,
    "make sam's swimming forty five minutes long from now on",
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: 'Sam Okafor' }, changes: { durationMinutes: 45 } }),
  ],
  [
    KIDS,
    "make mia's rehearsal two hours not one",
    call('updateEvent', { target: { words: 'rehearsal', date: null, time: null, member: 'Mia Okafor' }, changes: { durationMinutes: 120 } }),
  ],
  [
    SYD,
    'the school disco on friday is going till 8.30 not 8 so can you change that',
    call('updateEvent', { target: { words: 'school disco', date: '2026-03-06', time: null, member: null }, changes: { endTime: '08:30' } }),
  ],
  [
    SYD,
    'Footy sat: 30 mins later',
    call('updateEvent', { target: { words: 'footy', date: '2026-03-07', time: null, member: null }, changes: { shiftMinutes: 30 } }),
  ],
  [SYD, 'Next dentist?', call('findEvent', { words: 'dentist', member: null, fromDate: null, toDate: null })],
  [SYD, 'Tue + Wed?', agenda('2026-03-10', '2026-03-11')],
  [SYD, 'can you read me out everything we have on next week', agenda('2026-03-09', '2026-03-15')],
  [SYD, 'need to return the library books, due friday', todo('return the library books due friday')],
  // A request that names the thing, then "it's …"; news, then the change; lengths said after the day or as "back by"
  [
    SYD,
    "Can you add the trivia night? It's Friday the 20th at 7pm and goes till about 10.",
    event({ title: 'Trivia night', date: '2026-03-20', time: '19:00', durationMinutes: 180 }),
  ],
  [
    SYD,
    "The garage called and they can't do Tuesday after all. Shift the car service to Thursday, same time.",
    call('updateEvent', { target: { words: 'car service', date: '2026-03-10', time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [SYD, 'physio 12.30 fri 45 mins', event({ title: 'Physio', date: '2026-03-06', time: '12:30', durationMinutes: 45 })],
  [
    SYD,
    'sam is going to a sleepover at jacks sat, drop off 6',
    event({ title: 'Sleepover at jacks drop off', date: '2026-03-07', time: '18:00', member: 'Sam Okafor' }),
  ],
  [SYD, 'in a week lunch with marco 12', event({ title: 'Lunch with marco', date: '2026-03-11', time: '12:00' })],
  [SYD, 'netball sat court 3', event({ title: 'Netball court 3', date: '2026-03-07', time: null, allDay: true, durationMinutes: 1440, askTime: true })],
  [SYD, 'drinks friday six to eight', event({ title: 'Drinks', date: '2026-03-06', time: '18:00', durationMinutes: 120 })],
  [SYD, 'client call monday morning eight thirty', event({ title: 'Client call', date: '2026-03-09', time: '08:30' })],
  [SYD, 'soccer is 90 minutes on saturdays at 9am', event({ title: 'Soccer', date: '2026-03-07', time: '09:00', durationMinutes: 90, recurrence: 'weekly' })],
  [SYD, 'the dentist is 20 minutes away on friday at 3', event({ title: 'Dentist is 20 minutes away', date: '2026-03-06', time: '15:00' })],
  [SYD, 'school holidays next week', event({ title: 'School holidays', date: '2026-03-09', time: null, allDay: true, durationMinutes: 7 * 1440 })],
  [
    SYD,
    'mia has swimming at the aquatic centre next week',
    event({
      title: 'Swimming at the aquatic centre',
      date: '2026-03-11',
      time: null,
      allDay: true,
      durationMinutes: 1440,
      askTime: true,
      member: 'Mia Okafor',
    }),
  ],
  [SYD, 'ballet sat 9 until the end of march', event({ title: 'Ballet', date: '2026-03-07', time: '09:00', recurrence: 'weekly', repeatUntil: '2026-03-31' })],
  [SYD, 'mia piano tuesdays 4pm till end of term', event({ title: 'Piano', date: '2026-03-10', time: '16:00', recurrence: 'weekly', member: 'Mia Okafor' })],
  [SYD, 'anything on sat before 10', call('freeBusy', { date: '2026-03-07', fromTime: '00:00', toTime: '10:00', member: null })],
  [
    SYD,
    'piano every tuesday at 4 up to and including 31 march',
    event({ title: 'Piano', date: '2026-03-10', time: '16:00', recurrence: 'weekly', repeatUntil: '2026-03-31' }),
  ],
  [SYD, 'art club every Monday, 3:20 to 4:20', event({ title: 'Art club', date: '2026-03-09', time: '15:20', durationMinutes: 60, recurrence: 'weekly' })],
  [
    SYD,
    'Gutters need doing. Booked a guy. Thursday 12th, 8am. Maybe 3 hours. Add it.',
    event({ title: 'Gutters', date: '2026-03-12', time: '08:00', durationMinutes: 180 }),
  ],
  [
    SYD,
    'Hello. Leo start Little Kickers football. Every Sunday 8.30 morning, 45 minutes. Last class is 29 March. Please add, and a reminder 1 hour before.',
    event({
      title: 'Little Kickers football',
      date: '2026-03-08',
      time: '08:30',
      durationMinutes: 45,
      recurrence: 'weekly',
      repeatUntil: '2026-03-29',
      reminderMinutes: 60,
      member: 'Leo',
    }),
  ],
  [SYD, 'zoo trip on the 12th at 8:30, back by 3', event({ title: 'Zoo trip', date: '2026-03-12', time: '08:30', durationMinutes: 390 })],
  [SYD, 'Remind me to text Jo back at 3pm', event({ title: 'Text Jo back', date: '2026-03-04', time: '15:00', reminderMinutes: 0 })],
  [
    SYD,
    'interview next Wednesday at 4:10pm, it is only a ten minute slot.',
    event({ title: 'Interview', date: '2026-03-11', time: '16:10', durationMinutes: 10 }),
  ],
  [
    SYD,
    'the ice skating is off',
    call('cancelEvent', { target: { words: 'ice skating', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [SYD, 'the dishwasher tablets have run out', call('addListItems', { list: null, items: ['dishwasher tablets'] })],
  [
    SYD,
    'Friends have asked us over this Friday. Are we free from 6 to 9pm?',
    call('freeBusy', { date: '2026-03-06', fromTime: '18:00', toTime: '21:00', member: null }),
  ],
  [
    SYD,
    "The garage can't do the 19th after all. Can we move the car service to Monday 23 March at 7.30am?",
    call('updateEvent', { target: { words: 'car service', date: '2026-03-19', time: null, member: null }, changes: { date: '2026-03-23', time: '07:30' } }),
  ],
  [
    SYD,
    'a long weekend at the beach house from good friday the 3rd to easter monday the 6th',
    event({ title: 'Long weekend at the beach house', date: '2026-04-03', allDay: true, durationMinutes: 4 * 1440 }),
  ],
  [SYD, "We're out of dishwasher tablets. Could you put them on the shopping list?", call('addListItems', { list: null, items: ['dishwasher tablets'] })],
  [
    SYD,
    'Before the holidays I need to sort a few things: book the kennel, order new shoes and return the library books. Could you add those as to-dos?',
    todo('book the kennel', 'order new shoes', 'return the library books'),
  ],
  [
    KIDS,
    'I have booked Sam into the holiday program from Monday 13 to Thursday 16 April. Drop-off is 8.30 and pick-up 3.30 each day. Can you add it?',
    event({
      title: 'Into the holiday program',
      date: '2026-04-13',
      time: '08:30',
      durationMinutes: 420,
      recurrence: 'daily',
      repeatUntil: '2026-04-16',
      member: 'Sam Okafor',
    }),
  ],
  [
    KIDS,
    'Sam no swimming next week, the pool is closed. Cancel please',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-09', toDate: '2026-03-15', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  // A day said to be unknown is asked, not guessed
  [SYD, "Leo has a party at the trampoline park at 11 but I can't remember which day. Can you add it?", asks(/^Which day is Party at the trampoline park\?$/)],
  [SYD, 'parent teacher night is either wednesday or thursday, put it in at 6pm', asks(/^Which day is Parent teacher night\?$/)],
  // A change or a cancel told over sentences, the request pointing back at the thing told
  [
    SYD,
    "Leo's swim lesson on Saturday is going to be 45 minutes from now on. Please update.",
    call('updateEvent', { target: { words: 'swim lesson', date: '2026-03-07', time: null, member: 'Leo' }, changes: { durationMinutes: 45 } }),
  ],
  [
    SYD,
    "Hello dear, Mia's recital on the 21st is now in the town hall, not the school. Would you kindly change the place?",
    call('updateEvent', { target: { words: 'recital', date: '2026-03-21', time: null, member: 'Mia Okafor' }, changes: { location: 'the town hall' } }),
  ],
  [
    SYD,
    "For Sam's swimming on Saturday, can you change the reminder to an hour before?",
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-07', time: null, member: 'Sam Okafor' }, changes: { reminderMinutes: 60 } }),
  ],
  [
    SYD,
    "For Mia's violin every Tuesday, please remind me 30 minutes before.",
    call('updateEvent', { target: { words: 'violin', date: null, time: null, member: 'Mia Okafor' }, changes: { reminderMinutes: 30 } }),
  ],
  [
    SYD,
    'The school photos for Leo, can you put a note on it that he needs his hat.',
    call('updateEvent', { target: { words: 'school photos', date: null, time: null, member: 'Leo' }, changes: { note: 'He needs his hat' } }),
  ],
  [
    SYD,
    "the bbq at nana's on sunday, grandpa said sam can come as well. can you add sam to it?",
    call('updateEvent', { target: { words: 'bbq nana', date: '2026-03-08', time: null, member: null }, changes: { addMembers: ['Sam Okafor'] } }),
  ],
  [
    SYD,
    'heads up the dance recital on saturday is off, the hall flooded. can u delete it. also leo lost a tooth today lol',
    call('cancelEvent', { target: { words: 'dance recital', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'Tomorrow the art class is cancelled, the teacher is away. Please remove for Mia.',
    call('cancelEvent', { target: { words: 'art class', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    'Mia quit gymnastics, she hates it. No more gymnastics. Please delete all.',
    call('cancelEvent', { target: { words: 'gymnastics', fromDate: null, toDate: null, time: null, member: 'Mia Okafor' }, series: true }),
  ],
  [
    SYD,
    'the parent teacher interview on thursday is going to run long, the teacher said 45 minutes. can u make it 45 min',
    call('updateEvent', {
      target: { words: 'parent teacher interview going run long', date: '2026-03-05', time: null, member: null },
      changes: { durationMinutes: 45 },
    }),
  ],
  [
    SYD,
    "The dinner on the 14th isn't at Luigi's anymore, it's a picnic now. Can you rename it to picnic?",
    call('updateEvent', { target: { words: "dinner isn't luigi", date: '2026-03-14', time: null, member: null }, changes: { title: 'Picnic' } }),
  ],
  [
    SYD,
    "Hi! Bad news. The plumber rang and he can't come Friday after all. Please take it off the calendar. Thanks",
    call('cancelEvent', {
      target: { words: "Plumber rang and he can't come after all", fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null },
      series: false,
    }),
  ],
  [SYD, 'reminders rest of march', call('listReminders', { fromDate: '2026-03-04', toDate: '2026-03-31' })],
  [SYD, 'anything on between good friday and easter monday?', agenda('2026-04-03', '2026-04-06')],
  [
    KIDS,
    'mia tennis sats 8am, last one 28/3',
    event({ title: 'Tennis', date: '2026-03-07', time: '08:00', recurrence: 'weekly', repeatUntil: '2026-03-28', member: 'Mia Okafor' }),
  ],
  // A job with a day it is due by is a to-do; with a time it stays an event
  [SYD, "rsvp to ava's party by friday", todo("rsvp to ava's party by friday")],
  [SYD, "Reply to Poppy's mum re party. By Tues.", todo("Reply to Poppy's mum re party By Tues")],
  [SYD, 'call the plumber by 3pm friday', event({ title: 'Call the plumber', date: '2026-03-06', time: '15:00' })],
  // The thing told first, the request after it only pointing back
  [
    KIDS,
    "On Saturday the 14th Grandma is taking Mia to the ballet. It begins at two o'clock and lasts two and a half hours. Please add it for her.",
    event({ title: 'Ballet', date: '2026-03-14', time: '14:00', durationMinutes: 150, member: 'Mia Okafor' }),
  ],
  [
    KIDS,
    'Leo has a vaccination appointment next tuesday at 11:15am. Could you put it in the calendar and remind me the day before?',
    event({ title: 'Vaccination appointment', date: '2026-03-10', time: '11:15', reminderMinutes: 1440, member: 'Leo' }),
  ],
  [
    KIDS,
    'Hello dear. Grandad and I would love to have Leo stay with us over the holidays. Would you please put it in the calendar from Thursday the ninth of April until Sunday the twelfth? We will collect him in the morning.',
    event({
      title: 'Grandad and I would love to have stay with us over the holidays',
      date: '2026-04-09',
      allDay: true,
      durationMinutes: 4 * 1440,
      member: 'Leo',
    }),
  ],
  [
    KIDS,
    'Bad news, Sam broke his glasses. The optometrist can see him Saturday 9.15, please book it in',
    event({ title: 'Optometrist can see him', date: '2026-03-07', time: '09:15', member: 'Sam Okafor' }),
  ],
  [
    KIDS,
    'Sam has asked me to watch his swimming carnival. I believe it is on Thursday the 19th of March, beginning at nine in the morning. Would you please put it in for him?',
    event({ title: 'Asked me to watch his swimming carnival', date: '2026-03-19', time: '09:00', member: 'Sam Okafor' }),
  ],
  [
    KIDS,
    'mia has a lego thing at the library from the thirteenth to the fifteenth of april and it runs from 9.30 till 12 each day can you chuck that in',
    event({
      title: 'Lego thing at the library',
      date: '2026-04-13',
      time: '09:30',
      durationMinutes: 150,
      recurrence: 'daily',
      repeatUntil: '2026-04-15',
      member: 'Mia Okafor',
    }),
  ],
  [SYD, 'I promised the coach I would sort out the cricket sign-ups. Could you add it to my jobs?', todo('sort out the cricket sign-ups')],
  [
    SYD,
    'The church has called off the egg hunt because of the rain. Please take it off the calendar.',
    call('cancelEvent', { target: { words: 'church egg hunt', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [
    KIDS,
    'Sam has a spelling test on Thursday the 12th. Would you add that to his homework, please.',
    call('addHomework', { task: 'Spelling test', member: 'Sam Okafor', dueDate: '2026-03-12' }),
  ],
  [SYD, 'party at 2 finishing at 5 on saturday', event({ title: 'Party', date: '2026-03-07', time: '14:00', durationMinutes: 180 })],
  [
    SYD,
    'trivia night friday the 20th at 7pm in the school hall and goes till about 10',
    event({ title: 'Trivia night in the school hall', date: '2026-03-20', time: '19:00', durationMinutes: 180 }),
  ],
  [
    SYD,
    'cross country fri 27th now 10am',
    call('updateEvent', { target: { words: 'cross country', date: '2026-03-27', time: null, member: null }, changes: { time: '10:00' } }),
  ],
  // A request, then only its context.
  [
    KIDS,
    "I wonder whether you could tell me when Sam's next swimming lesson is? I seem to have lost track.",
    call('findEvent', { words: 'swimming lesson', member: 'Sam Okafor', fromDate: null, toDate: null }),
  ],
  [KIDS, 'What homework does Sam have outstanding at the moment? I will be minding him tomorrow afternoon.', call('listHomework', { member: 'Sam Okafor' })],
  [
    SYD,
    'Please take the Vegemite off the shopping list. I found a jar at the back of the pantry after all.',
    call('tickListItems', { list: null, items: ['Vegemite'], remove: true }),
  ],
  [
    KIDS,
    "Which days is Mia's netball again? I keep thinking Mondays and getting it wrong",
    call('findEvent', { words: 'netball', member: 'Mia Okafor', fromDate: null, toDate: null }),
  ],
  [
    KIDS,
    "Quick one — did I ever set a reminder for Mia's recital? Really don't want to miss it",
    call('listReminders', { fromDate: null, toDate: null, check: ["mia's recital"] }),
  ],
  [SYD, 'what have we got on for the rest of march', agenda('2026-03-04', '2026-03-31')],
  // A week is no day: the day is asked.
  [SYD, 'dentist sometime next week at 3', asks(/^Which day is Dentist\?$/)],
  [
    SYD,
    'set a neighbor party for next week',
    event({ title: 'Neighbor party', date: '2026-03-11', time: null, allDay: true, durationMinutes: 1440, askTime: true }),
  ],
  [SYD, 'haircuts sometime next wk', asks(/^When is Haircuts\?/)],
  // A new end time, the start kept; a new span of days.
  [
    SYD,
    'sports day will finish at 1 not 12',
    call('updateEvent', { target: { words: 'sports day', date: null, time: null, member: null }, changes: { endTime: '13:00' } }),
  ],
  [SYD, 'the party now ends at 8', call('updateEvent', { target: { words: 'party', date: null, time: null, member: null }, changes: { endTime: '08:00' } })],
  [
    SYD,
    'swimming will finish at 5 today',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-04', time: null, member: null }, changes: { endTime: '17:00' } }),
  ],
  // Longer or shorter by an amount, the start kept; running late is a later start.
  [
    SYD,
    'the board meeting is running an extra half hour',
    call('updateEvent', { target: { words: 'board meeting', date: null, time: null, member: null }, changes: { lengthenMinutes: 30 } }),
  ],
  [
    SYD,
    'piano runs 15 mins longer on friday',
    call('updateEvent', { target: { words: 'piano', date: '2026-03-06', time: null, member: null }, changes: { lengthenMinutes: 15 } }),
  ],
  [
    SYD,
    'extend the board meeting by half an hour',
    call('updateEvent', { target: { words: 'board meeting', date: null, time: null, member: null }, changes: { lengthenMinutes: 30 } }),
  ],
  [
    SYD,
    'make the dentist 10 minutes shorter',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { lengthenMinutes: -10 } }),
  ],
  [
    SYD,
    'the meeting got extended by an hour',
    call('updateEvent', { target: { words: 'meeting', date: null, time: null, member: null }, changes: { lengthenMinutes: 60 } }),
  ],
  [
    SYD,
    'cut the meeting short by 10 minutes',
    call('updateEvent', { target: { words: 'meeting', date: null, time: null, member: null }, changes: { lengthenMinutes: -10 } }),
  ],
  [
    SYD,
    'the game is going to run over by 20 minutes',
    call('updateEvent', { target: { words: 'game', date: null, time: null, member: null }, changes: { lengthenMinutes: 20 } }),
  ],
  [SYD, "we're running 10 mins late", asks(/^Which event should I change/)],
  [
    SYD,
    'piano is only half an hour on friday',
    call('updateEvent', { target: { words: 'piano', date: '2026-03-06', time: null, member: null }, changes: { durationMinutes: 30 } }),
  ],
  [
    SYD,
    'the meeting has been cut to 30 mins',
    call('updateEvent', { target: { words: 'meeting', date: null, time: null, member: null }, changes: { durationMinutes: 30 } }),
  ],
  [
    SYD,
    'the dentist is running 20 mins late',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { shiftMinutes: 20 } }),
  ],
  [
    SYD,
    'camp is now 25 to 28 march',
    call('updateEvent', {
      target: { words: 'camp', date: null, time: null, member: null },
      changes: { date: '2026-03-25', allDay: true, durationMinutes: 4 * 1440 },
    }),
  ],
  [
    SYD,
    "what's on friday, is sam free that day",
    {
      ...agenda('2026-03-06'),
      then: [call('freeBusy', { date: '2026-03-06', fromTime: null, toTime: null, member: 'Sam Okafor' })],
    },
  ],
  [SYD, 'for today only, how many meetings are there', call('agenda', { fromDate: '2026-03-04', toDate: '2026-03-04', member: null })],
  [
    SYD,
    'please get rid of the picnic on saturday',
    call('cancelEvent', { target: { words: 'picnic', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [SYD, 'call mum at twenty to five tomorrow', event({ title: 'Call mum', date: '2026-03-05', time: '16:40' })],
  [SYD, 'school photos tomorrow 9', event({ title: 'School photos', date: '2026-03-05', time: '09:00' })],
  [SYD, 'whats on 2day', agenda('2026-03-04')],
  [SYD, 'mia ballet 5 tues', event({ title: 'Ballet', date: '2026-03-10', time: '17:00', member: 'Mia Okafor' })],
  [SYD, 'netball tues and thurs 4-5', event({ title: 'Netball', date: '2026-03-05', time: '16:00', recurrence: 'weekly', alsoWeekdays: [2] })],
  [SYD, 'physio fri 2pm 30 mins', event({ title: 'Physio', date: '2026-03-06', time: '14:00', durationMinutes: 30 })],
  [SYD, 'haircut fri 3pm - pls ping me 30 mins b4', event({ title: 'Haircut', date: '2026-03-06', time: '15:00', reminderMinutes: 30 })],
  [SYD, 'am i free between two and four tomorrow', call('freeBusy', { date: '2026-03-05', fromTime: '14:00', toTime: '16:00', member: null })],
  [
    SYD,
    'soccer called off on sunday because of the storm',
    call('cancelEvent', { target: { words: 'soccer', fromDate: '2026-03-08', toDate: '2026-03-08', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'axe the yoga class on friday',
    call('cancelEvent', { target: { words: 'yoga class', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'slide the catch up to friday at 2',
    call('updateEvent', { target: { words: 'catch up', date: null, time: null, member: null }, changes: { date: '2026-03-06', time: '14:00' } }),
  ],
  [SYD, 'put the haircut back to 4', call('updateEvent', { target: { words: 'haircut', date: null, time: null, member: null }, changes: { time: '16:00' } })],
  [
    SYD,
    'the electrician can only come at 3 now',
    call('updateEvent', { target: { words: 'electrician', date: null, time: null, member: null }, changes: { time: '15:00' } }),
  ],
  [
    SYD,
    'change the venue of the party to the park',
    call('updateEvent', { target: { words: 'party', date: null, time: null, member: null }, changes: { location: 'the park' } }),
  ],
  [
    SYD,
    'make the reminder for yoga 15 minutes before instead',
    call('updateEvent', { target: { words: 'yoga', date: null, time: null, member: null }, changes: { reminderMinutes: 15 } }),
  ],
  [
    SYD,
    'btw ballet has moved to the church hall',
    call('updateEvent', { target: { words: 'ballet', date: null, time: null, member: null }, changes: { location: 'the church hall' } }),
  ],
  [
    SYD,
    'swimming is leo not mia, sorry',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: 'Mia Okafor' }, changes: { member: 'Leo' } }),
  ],
  [
    SYD,
    'add sam to leos dentist on monday',
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-09', time: null, member: 'Leo' }, changes: { addMembers: ['Sam Okafor'] } }),
  ],
  [SYD, 'we need apples bread and yoghurt', call('addListItems', { list: null, items: ['apples', 'bread', 'yoghurt'] })],
  [SYD, 'out of coffee n sugar 😩', call('addListItems', { list: null, items: ['coffee', 'sugar'] })],
  [SYD, 'got milk and bread ✅', call('tickListItems', { list: null, items: ['milk', 'bread'], remove: false })],
  [SYD, 'add to my list renew the car rego', todo('renew the car rego')],
  [SYD, 'need to: book the vet, pay the water bill', todo('book the vet', 'pay the water bill')],
  [SYD, 'add bananas, apples, crackers, cheese for the lunchboxes', call('addListItems', { list: null, items: ['bananas', 'apples', 'crackers', 'cheese'] })],
  [SYD, 'nappies pls 🛒', call('addListItems', { list: null, items: ['nappies'] })],
  [SYD, 'get rid of the car rego task', done('car rego')],
  [SYD, 'jot down foil for the shops', call('addListItems', { list: null, items: ['foil'] })],
  [SYD, "remind me to call leo's coach", toRemember("call leo's coach")],
  [SYD, 'dont let me forget to buy a card for mia', toRemember('buy a card for mia')],
  [SYD, 'leo has a spelling booklet due thursday', call('addHomework', { task: 'spelling booklet', member: 'Leo', dueDate: '2026-03-05' })],
  [SYD, "mia's history project homework is due next friday", call('addHomework', { task: 'history project', member: 'Mia Okafor', dueDate: '2026-03-13' })],
  [SYD, "sam's got a reading log for homework", call('addHomework', { task: 'reading log', member: 'Sam Okafor', dueDate: null })],
  [SYD, 'swimming lesson for leo', asks(/^When is Swimming lesson\?/)],
  [SYD, 'sam has a dentist appointment, pls add', asks(/^When is Dentist appointment\?/)],
  [SYD, 'milk for leo', call('addListItems', { list: null, items: ['milk'] })],
  [SYD, 'milk and eggs', call('addListItems', { list: null, items: ['milk', 'eggs'] })],
  [SYD, 'moev the gym to 6', call('updateEvent', { target: { words: 'gym', date: null, time: null, member: null }, changes: { time: '18:00' } })],
  [SYD, 'are there any reminders set for monday', call('listReminders', { fromDate: '2026-03-09', toDate: '2026-03-09' })],
  [SYD, 'whats on this wkend', agenda('2026-03-07', '2026-03-08')],
  [
    SYD,
    'mia ballet moved to 5:15 tmrw',
    call('updateEvent', { target: { words: 'ballet', date: '2026-03-05', time: null, member: 'Mia Okafor' }, changes: { time: '17:15' } }),
  ],
  [
    SYD,
    'soccer moved to field 2 this sat',
    call('updateEvent', { target: { words: 'soccer', date: '2026-03-07', time: null, member: null }, changes: { location: 'field 2' } }),
  ],
  [SYD, 'add a meeting with tom at to fifteen tomorrow', event({ title: 'Meeting with tom', date: '2026-03-05', time: '14:15' })],
  [
    SYD,
    'cancel my for oclock on friday',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-06', toDate: '2026-03-06', time: '16:00', member: null }, series: false }),
  ],
  [SYD, 'parent night first thursday of april 6pm', event({ title: 'Parent night', date: '2026-04-02', time: '18:00' })],
  [SYD, 'read me fridays calendar', agenda('2026-03-06')],
  [SYD, 'how long til the school fete', call('findEvent', { words: 'school fete', member: null, fromDate: null, toDate: null })],
  [SYD, 'next time mia has ballet', call('findEvent', { words: 'ballet', member: 'Mia Okafor', fromDate: null, toDate: null })],
  [SYD, 'can we squeeze in a call at 3 tomorrow', call('freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '16:00', member: null })],
  [
    SYD,
    'book club move it to thursday',
    call('updateEvent', { target: { words: 'book club', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    SYD,
    'cut the catch up with ben down to 20 minutes',
    call('updateEvent', { target: { words: 'catch up ben', date: null, time: null, member: null }, changes: { durationMinutes: 20 } }),
  ],
  [
    SYD,
    'set a 15 minute reminder for the vet appointment',
    call('updateEvent', { target: { words: 'vet appointment', date: null, time: null, member: null }, changes: { reminderMinutes: 15 } }),
  ],
  [SYD, "if you don't mind, remind me on sunday at 9 to call dad", event({ title: 'Call dad', date: '2026-03-08', time: '09:00', reminderMinutes: 0 })],
  [SYD, 'run out of bread again, add it to shopping', call('addListItems', { list: null, items: ['bread'] })],
  [SYD, 'groceries: rice, pasta', call('addListItems', { list: null, items: ['rice', 'pasta'] })],
  [SYD, 'no need for sunscreen anymore', call('tickListItems', { list: null, items: ['sunscreen'], remove: true })],
  [SYD, 'bought: bread, eggs', call('tickListItems', { list: null, items: ['bread', 'eggs'], remove: false })],
  [SYD, 'what do we need from the shops?', call('showList', { list: null })],
  [SYD, 'rego paid!', done('rego')],
  [SYD, "i've done the second thing on my to do list", done(2)],
  [SYD, 'new task get the gutters cleaned', todo('get the gutters cleaned')],
  [SYD, 'can you fit in a call with grandma at 6 tonight', event({ title: 'Fit in a call with grandma', date: '2026-03-04', time: '18:00' })],
  [SYD, 'have you got a reminder for me about the car rego', call('listReminders', { fromDate: null, toDate: null, check: ['the car rego'] })],
  [SYD, 'remind me what i asked you to remind me about', call('listReminders', { fromDate: null, toDate: null })],
  [SYD, 'bin bags bought', call('tickListItems', { list: null, items: ['bin bags'], remove: false })],
  [SYD, 'add dinner at marcos saturday night 7 30', event({ title: 'Dinner at marcos', date: '2026-03-07', time: '19:30' })],
  [SYD, 'mia orthodontist the 19th 3 45', event({ title: 'Orthodontist', date: '2026-03-19', time: '15:45', member: 'Mia Okafor' })],
  [SYD, 'move the dentist to the afternoon', asks(/When should I move the dentist to/)],
  [SYD, 'add leo to the shopping list', call('addListItems', { list: null, items: ['leo'] })],
  [
    SYD,
    'move tmrws 4pm to 4:30',
    call('updateEvent', { target: { words: null, date: '2026-03-05', time: '16:00', member: null }, changes: { time: '16:30' } }),
  ],
  [
    SYD,
    'mia isnt going to ballet on saturday take it off',
    call('cancelEvent', { target: { words: 'ballet', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    'sam wont make it to his tutoring tonight',
    call('cancelEvent', { target: { words: 'tutoring', fromDate: '2026-03-04', toDate: '2026-03-04', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  [
    SYD,
    'tutor cancelled for tues',
    call('cancelEvent', { target: { words: 'tutor', fromDate: '2026-03-10', toDate: '2026-03-10', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'get rid of tomorrows reminder to water the garden',
    call('cancelEvent', {
      target: { words: 'water garden', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null },
      series: false,
      reminder: true,
    }),
  ],
  [
    SYD,
    'bin night every tuesday',
    expect.objectContaining({ tool: 'createEvent', input: expect.objectContaining({ title: 'Bin night', recurrence: 'weekly' }) }),
  ],
  [SYD, 'at 4 tomorrow afternoon, remind me to start the oven', event({ title: 'Start the oven', date: '2026-03-05', time: '16:00', reminderMinutes: 0 })],
  [SYD, 'need to pay the school fees', todo('pay the school fees')],
  [SYD, 'i need eggs milk and cheese', call('addListItems', { list: null, items: ['eggs', 'milk', 'cheese'] })],
  [SYD, 'low on dishwasher tablets', call('addListItems', { list: null, items: ['dishwasher tablets'] })],
  [SYD, 'add nappies + wipes', call('addListItems', { list: null, items: ['nappies', 'wipes'] })],
  [
    SYD,
    'sam has spelling words to learn for the test thurs',
    call('addHomework', { task: 'spelling words to learn for the test', member: 'Sam Okafor', dueDate: '2026-03-05' }),
  ],
  [SYD, 'leo needs to make a diorama for hass, no due date yet', call('addHomework', { task: 'diorama for hass', member: 'Leo', dueDate: null })],
  [SYD, 'paid the school fees', done('school fees')],
  [SYD, 'covered mias books ✅', done('covered mias books')],
  [SYD, 'ive done number five', done(5)],
  [SYD, 'mark done the task about the council rates', done('council rates')],
  [SYD, 'add these to my tasks book the dentist, buy stamps and ring the council', todo('book the dentist', 'buy stamps', 'ring the council')],
  [SYD, 'jobs for the weekend: fix leos bike, clean out the car', todo('fix leos bike', 'clean out the car')],
  [SYD, 'do i need to buy coffee', call('showList', { list: null, check: ['coffee'] })],
  [SYD, 'how many lists have we got', call('listLists')],
  [
    SYD,
    'delete the reminder i set for 9 tomorrow',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-05', toDate: '2026-03-05', time: '09:00', member: null }, series: false, reminder: true }),
  ],
  [
    SYD,
    'can the accountant meeting go to the 19th instead',
    call('updateEvent', { target: { words: 'accountant meeting', date: null, time: null, member: null }, changes: { date: '2026-03-19' } }),
  ],
  [
    SYD,
    'make the staff meeting 45 minutes instead of an hour',
    call('updateEvent', { target: { words: 'staff meeting', date: null, time: null, member: null }, changes: { durationMinutes: 45 } }),
  ],
  [
    SYD,
    'move fridays dentist to the following monday',
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-06', time: null, member: null }, changes: { date: '2026-03-09' } }),
  ],
  [SYD, 'mia school camp 25-27 march', event({ title: 'School camp', date: '2026-03-25', allDay: true, durationMinutes: 4320, member: 'Mia Okafor' })],
  [SYD, 'school hols mon 6 apr to fri 17 apr', event({ title: 'School hols', date: '2026-04-06', allDay: true, durationMinutes: 12 * 1440 })],
  // Longer than an event may last (14 days): the first day, and the time asked for
  [
    SYD,
    'school hols 1 june to 30 june',
    expect.objectContaining({ tool: 'createEvent', input: expect.objectContaining({ date: '2026-06-01', durationMinutes: 30 * 1440 }) }),
  ],
  [SYD, 'whats on between now and friday', agenda('2026-03-04', '2026-03-06')],
  [SYD, 'can u send me whats on between now and sun', agenda('2026-03-04', '2026-03-08')],
  [
    SYD,
    'cancel mias ballet this wk only',
    call('cancelEvent', { target: { words: 'ballet', fromDate: '2026-03-04', toDate: '2026-03-10', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    'canteen roster every month on the 20th 9-2',
    event({ title: 'Canteen roster', date: '2026-03-20', time: '09:00', durationMinutes: 300, recurrence: 'monthly' }),
  ],
  [
    SYD,
    'cancel all my events this weekend',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-08', time: null, member: null }, series: false }),
  ],
  [SYD, 'put a lego set on the christmas presents list', call('addListItems', { list: 'christmas presents', items: ['lego set'] })],
  [SYD, 'i was just thinking can you pop some dog food on the shopping list before i forget', call('addListItems', { list: null, items: ['dog food'] })],
  [SYD, 'do we need eggs', call('showList', { list: null, check: ['eggs'] })],
  [SYD, 'check the shopping list for butter', call('showList', { list: null, check: ['butter'] })],
  [SYD, 'start a fresh shopping list, wipe the old one', call('clearList', { list: null })],
  [
    SYD,
    "clear everything sunday we're going away",
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-08', toDate: '2026-03-08', time: null, member: null }, series: false }),
  ],
  [SYD, 'remove the eggs, found some in the back of the fridge', call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  [SYD, 'take out event from calendar', call('cancelEvent', { target: { words: null, fromDate: null, toDate: null, time: null, member: null }, series: true })],
  [SYD, 'my shopping list should have carrots on it', call('addListItems', { list: null, items: ['carrots'] })],
  [SYD, 'i no longer need milk, so forget that', call('tickListItems', { list: null, items: ['milk'], remove: true })],
  [SYD, 'does my errand list have goodwill on it', call('showList', { list: 'errand', check: ['goodwill'] })],
  [SYD, 'please remove laundry from my list of chores', call('tickListItems', { list: 'chores', items: ['laundry'], remove: true })],
  [
    SYD,
    'i no longer need to go to the dentist',
    call('cancelEvent', { target: { words: 'dentist', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [SYD, 'Please add these to my to-dos: clean the gutters and wash the car', todo('clean the gutters', 'wash the car')],
  [SYD, 'todo sign the permission slip, buy a birthday card', todo('sign the permission slip', 'buy a birthday card')],
  [SYD, 'todo fish and chips for dinner', todo('fish and chips for dinner')],
  [SYD, 'one more thing for my to-do list, cancel the gym membership', todo('cancel the gym membership')],
  [SYD, 'the fourth one on my to do list is finished', done(4)],
  [SYD, 'mark 4 as done', done(4)],
  [SYD, "Would you mind ticking 'wrap the present' off my to-do list", done('wrap the present')],
  [SYD, 'I keep forgetting to water the plants, could you remind me', toRemember('water the plants')],
  [SYD, 'remind me about the overdue library fine', toRemember('overdue library fine')],
  [SYD, 'remind me about my meeting', asks(/^When should I remind you about meeting\?/)],
  [SYD, 'remind me at four', asks(/^What should I remind you about\?/)],
  [SYD, 'set a reminder for friday at 10', event({ title: 'Reminder', date: '2026-03-06', time: '10:00', reminderMinutes: 0 })],
  [SYD, 'Mia has judo each Wednesday at 5pm', event({ title: 'Judo', date: '2026-03-04', time: '17:00', recurrence: 'weekly', member: 'Mia Okafor' })],
  [
    SYD,
    'Put Sam piano every Sun 6pm until end Mar',
    event({ title: 'Piano', date: '2026-03-08', time: '18:00', recurrence: 'weekly', member: 'Sam Okafor', repeatUntil: '2026-03-31' }),
  ],
  [
    SYD,
    'The judo of Mia of Wednesday 11 is advanced to 16h30',
    call('updateEvent', { target: { words: 'judo', date: '2026-03-11', time: null, member: 'Mia Okafor' }, changes: { time: '16:30' } }),
  ],
  [SYD, 'footy sat 8', event({ title: 'Footy', date: '2026-03-07', time: '08:00' })],
  [
    SYD,
    'Football of Sam Saturday, postpone one hour please.',
    call('updateEvent', { target: { words: 'football', date: '2026-03-07', time: null, member: 'Sam Okafor' }, changes: { shiftMinutes: 60 } }),
  ],
  [
    SYD,
    'add another half hour to the party on saturday',
    call('updateEvent', { target: { words: 'party', date: '2026-03-07', time: null, member: null }, changes: { lengthenMinutes: 30 } }),
  ],
  [
    SYD,
    'school mtg thu +30 min longer',
    call('updateEvent', { target: { words: 'school mtg', date: '2026-03-05', time: null, member: null }, changes: { lengthenMinutes: 30 } }),
  ],
  [SYD, 'Kindly add to my to-do: pay school fees by 4pm Friday, buy airtime', todo('pay school fees by 4pm Friday', 'buy airtime')],
  [SYD, "Please add to the list of things to be done: 'post the birthday card to Auntie Joan'.", todo('post the birthday card to Auntie Joan')],
  [
    SYD,
    "rename Sam's 'Sunday class' to Hebrew school please",
    call('updateEvent', { target: { words: 'sunday class', date: null, time: null, member: 'Sam Okafor' }, changes: { title: 'Hebrew school' } }),
  ],
  [
    SYD,
    "Would you mind adding a note to Sam's concert that he needs a white shirt?",
    call('updateEvent', { target: { words: 'concert', date: null, time: null, member: 'Sam Okafor' }, changes: { note: 'He needs a white shirt' } }),
  ],
  [
    SYD,
    'Tom says cancel swimming tomorrow',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'Mum needs a reminder an hour before the orthodontist',
    call('updateEvent', { target: { words: 'orthodontist', date: null, time: null, member: null }, changes: { reminderMinutes: 60 } }),
  ],
  [
    SYD,
    'cancel tuesday swimming for the whole term',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-10', toDate: '2026-03-10', time: null, member: null }, series: true }),
  ],
  [
    SYD,
    "Put in Mia's usual Saturday ballet from this week, 9:30 as always",
    event({ title: 'Ballet', date: '2026-03-07', time: '09:30', recurrence: 'weekly', member: 'Mia Okafor' }),
  ],
  [
    SYD,
    'mia netball 2hrs not 1',
    call('updateEvent', { target: { words: 'netball', date: null, time: null, member: 'Mia Okafor' }, changes: { durationMinutes: 120 } }),
  ],
  [
    SYD,
    'wait, is the dentist still on Friday?',
    call('findEvent', { words: 'dentist', member: null, fromDate: '2026-03-06', toDate: '2026-03-06', yesNo: true }),
  ],
  [SYD, 'Abeg is tomato paste on the list already?', call('showList', { list: null, check: ['tomato paste'] })],
  [
    SYD,
    'sams holiday programme is off thurs 9th, cancel just that day',
    call('cancelEvent', {
      target: { words: 'holiday programme', fromDate: '2026-04-09', toDate: '2026-04-09', time: null, member: 'Sam Okafor' },
      series: false,
    }),
  ],
  [
    SYD,
    'cancel everything on friday, snow day lol',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [SYD, 'whats on tmrw thru sun', call('agenda', { fromDate: '2026-03-05', toDate: '2026-03-08', member: null })],
  [
    SYD,
    'half hr later for the dentist',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { shiftMinutes: 30 } }),
  ],
  [
    SYD,
    'call it orthodontist not dentist',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { title: 'Orthodontist' } }),
  ],
  [SYD, "add to sam's homework, spelling words due thursday", call('addHomework', { task: 'spelling words', member: 'Sam Okafor', dueDate: '2026-03-05' })],
  [SYD, 'what are you reminding me about on monday', call('listReminders', { fromDate: '2026-03-09', toDate: '2026-03-09' })],
  [
    SYD,
    'can you make the dentist reminder 2 hours before instead',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { reminderMinutes: 120 } }),
  ],
  [
    SYD,
    'swap the white bread for wholemeal',
    { ...call('tickListItems', { list: null, items: ['white bread'], remove: true }), then: [call('addListItems', { list: null, items: ['wholemeal'] })] },
  ],
  [SYD, 'check the shopping list has dog food on it and add it if not', call('addListItems', { list: null, items: ['dog food'] })],
  [SYD, 'olive oil is bought', call('tickListItems', { list: null, items: ['olive oil'], remove: false })],
  [SYD, 'drop mia at the airport on the 15th at 6am', event({ title: 'Drop at the airport', date: '2026-03-15', time: '06:00', member: 'Mia Okafor' })],
  [SYD, 'mark coffee as bought', call('tickListItems', { list: null, items: ['coffee'], remove: false })],
  [SYD, "leo's got a doctors appt", asks(/^When is Doctors appt\?/)],
  [SYD, "did the reminder for mum's birthday go in", call('listReminders', { fromDate: null, toDate: null, check: ["mum's birthday"] })],
  [SYD, "the hammer's sorted, take it off the hardware list", call('tickListItems', { list: 'hardware', items: ['hammer'], remove: false })],
  // ("after school" is a time of the day asked about, not words to look for)
  [SYD, 'does sam have anything on thurs after school?', call('agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: 'Sam Okafor' })],
  [SYD, "remind me to call the school about leo's enrolment", toRemember("call the school about leo's enrolment")],
  [SYD, 'which school is sam at', fact('Sam Okafor', 'school')],
  [SYD, 'leo vaccinations at the gp 23rd 9:45', event({ title: 'Vaccinations at the gp', date: '2026-03-23', time: '09:45', member: 'Leo' })],
  [SYD, 'mia - dentist - 12th - 3:15', event({ title: 'Dentist', date: '2026-03-12', time: '15:15', member: 'Mia Okafor' })],
  [
    SYD,
    'rent due 1st of every month',
    expect.objectContaining({ tool: 'createEvent', input: expect.objectContaining({ title: 'Rent due', date: '2026-04-01', recurrence: 'monthly' }) }),
  ],
  [
    SYD,
    'pls put in sam tutoring thurs 6-7pm each week',
    event({ title: 'Tutoring', date: '2026-03-05', time: '18:00', recurrence: 'weekly', member: 'Sam Okafor' }),
  ],
  [SYD, 'mia hw: spelling list for tues', call('addHomework', { task: 'spelling list', member: 'Mia Okafor', dueDate: '2026-03-10' })],
  [SYD, 'what hw has sam got', call('listHomework', { member: 'Sam Okafor' })],
  [
    SYD,
    "cricket's rained out this sat ☔",
    call('cancelEvent', { target: { words: 'cricket', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'leo swim tmrw -> 5pm pls',
    call('updateEvent', { target: { words: 'swim', date: '2026-03-05', time: null, member: 'Leo' }, changes: { time: '17:00' } }),
  ],
  [
    SYD,
    'mia dentist now 4pm not 3:15',
    call('updateEvent', { target: { words: 'dentist', date: null, time: '15:15', member: 'Mia Okafor' }, changes: { time: '16:00' } }),
  ],
  [
    SYD,
    "pool's closed this saturday so no swimming for leo",
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: 'Leo' }, series: false }),
  ],
  [
    SYD,
    'leo swim assessment — remind me 30 min before pls',
    call('updateEvent', { target: { words: 'swim assessment', date: null, time: null, member: 'Leo' }, changes: { reminderMinutes: 30 } }),
  ],
  [
    SYD,
    'Leo needs to finish his reading log by Monday, could you add that as homework please?',
    call('addHomework', { task: 'reading log', member: 'Leo', dueDate: '2026-03-09' }),
  ],
  [
    SYD,
    'footy training for sam tues and thurs 5-6:30 this term',
    event({ title: 'Footy training', date: '2026-03-05', time: '17:00', durationMinutes: 90, recurrence: 'weekly', member: 'Sam Okafor', alsoWeekdays: [2] }),
  ],
  [
    SYD,
    'yo add mia drama 5.15 every wed from next wk',
    event({ title: 'Drama', date: '2026-03-11', time: '17:15', recurrence: 'weekly', member: 'Mia Okafor' }),
  ],
  [
    SYD,
    'Mia has an orthodontist consultation on Monday 16 March at 3:40pm; it will take an hour and a quarter.',
    event({ title: 'Orthodontist consultation', date: '2026-03-16', time: '15:40', durationMinutes: 75, member: 'Mia Okafor' }),
  ],
  [SYD, 'morning tea at school friday at 10', event({ title: 'Morning tea at school', date: '2026-03-06', time: '10:00' })],

  [SYD, 'r we free sundy', call('freeBusy', { date: '2026-03-08', fromTime: null, toTime: null, member: null })],
  [
    SYD,
    'no eggs but milk please',
    { ...call('tickListItems', { list: null, items: ['eggs'], remove: true }), then: [call('addListItems', { list: null, items: ['milk'] })] },
  ],
  [
    SYD,
    'no swimming but football',
    call('cancelEvent', { target: { words: 'swimming but football', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [SYD, 'scratch the coffee, Sam already got some', call('tickListItems', { list: null, items: ['coffee'], remove: true })],
  [SYD, "i've called the vet", call('completeTodo', { number: null, text: 'vet' })],
  [SYD, 'i picked up the milk and the eggs', call('tickListItems', { list: null, items: ['milk', 'eggs'], remove: false })],
  [SYD, 'note to self, cancel the netflix trial', todo('cancel the netflix trial')],
  [SYD, 'note to self: dentist tomorrow at 3', event({ title: 'Dentist', date: '2026-03-05', time: '15:00' })],
  [SYD, 'we have booked in a plumber for monday 9am', event({ title: 'Plumber', date: '2026-03-09', time: '09:00' })],
  [
    SYD,
    'it would be great if you could remind me at half 3 to send the invoice',
    event({ title: 'Send the invoice', date: '2026-03-04', time: '15:30', reminderMinutes: 0 }),
  ],
  [
    SYD,
    'remind me to check the smoke alarms and to order contact lenses',
    { tool: 'addTodo', input: { tasks: ['check the smoke alarms', 'order contact lenses'], reminder: true } },
  ],
  [SYD, 'remind me when the school assembly is', call('findEvent', { words: 'school assembly', member: null, fromDate: null, toDate: null })],
  [
    SYD,
    "don't need the reminder about the plumber anymore",
    call('cancelEvent', { target: { words: 'plumber', fromDate: null, toDate: null, time: null, member: null }, series: true, reminder: true }),
  ],
  [
    SYD,
    'can the passport reminder be friday instead',
    call('updateEvent', { target: { words: 'passport', date: null, time: null, member: null }, changes: { date: '2026-03-06' } }),
  ],
  [
    SYD,
    'the restaurant reminder, make it 1 oclock',
    call('updateEvent', { target: { words: 'restaurant', date: null, time: null, member: null }, changes: { time: '13:00' } }),
  ],
  [SYD, 'can i squeeze a coffee in on tuesday at 1 or am i booked', call('freeBusy', { date: '2026-03-10', fromTime: '13:00', toTime: '14:00', member: null })],
  [
    SYD,
    "could you shift leo's swimming to 5, just this monday",
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-09', time: null, member: 'Leo' }, changes: { time: '17:00' } }),
  ],
  [
    SYD,
    'i need to go to the shops monday',
    event({ title: 'Go to the shops', date: '2026-03-09', time: null, allDay: true, durationMinutes: 1440, askTime: true } as Partial<CreateEventInput>),
  ],

  [
    SYD,
    'can sell my haircut on friday',
    call('cancelEvent', { target: { words: 'haircut', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'thursday school run only, remove just that one',
    call('cancelEvent', { target: { words: 'school run', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'flu shot booking can go',
    call('cancelEvent', { target: { words: 'flu shot', fromDate: null, toDate: null, time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'the vet rang, fridays appointment is off',
    call('cancelEvent', { target: { words: 'vet appointment', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'just this saturdays soccer is off, keep the rest',
    call('cancelEvent', { target: { words: 'soccer', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'the school moved the disco to friday',
    call('updateEvent', { target: { words: 'disco', date: null, time: null, member: null }, changes: { date: '2026-03-06' } }),
  ],
  [
    SYD,
    'tutoring on monday is gonna be 1.5 hrs not 1',
    call('updateEvent', { target: { words: 'tutoring', date: '2026-03-09', time: null, member: null }, changes: { durationMinutes: 90 } }),
  ],
  [
    SYD,
    'leos gym class tmrw is 15 mins earlier',
    call('updateEvent', { target: { words: 'gym class', date: '2026-03-05', time: null, member: 'Leo' }, changes: { shiftMinutes: -15 } }),
  ],
  [
    SYD,
    'mias eye test moved from the 20th to the 27th same time',
    call('updateEvent', { target: { words: 'eye test', date: '2026-03-20', time: null, member: 'Mia Okafor' }, changes: { date: '2026-03-27' } }),
  ],
  [SYD, 'wats on fri', agenda('2026-03-06', '2026-03-06')],
  [SYD, 'thanks heaps 🙏', call('help', { reason: 'thanks' })],
  [SYD, 'erase everything on my two do list', call('clearTodos', {})],
  [SYD, 'packed the passports, tick em off the packing list', call('tickListItems', { list: 'packing', items: ['passports'], remove: false })],
  [SYD, 'no balloons after all, scratch them from the party list', call('tickListItems', { list: 'party', items: ['balloons'], remove: true })],
  [SYD, 'bin everything on the hardware list', call('clearList', { list: 'hardware' })],
  [SYD, 'delete task 6', call('completeTodo', { number: 6, text: null })],
  [SYD, 'i did the car rego', call('completeTodo', { number: null, text: 'car rego' })],
  [SYD, 'i have to get the smoke alarm batteries replaced at some point', todo('get the smoke alarm batteries replaced')],
  [SYD, 'i need to book in a haircut at some point', asks(/^When is Haircut\?/)],
  [SYD, 'what jobs have i got left', call('listTodos', {})],
  [SYD, 'need anything from the shops?', call('showList', { list: null })],
  [SYD, 'check if we need dog food', call('showList', { list: null, check: ['dog food'] })],
  [SYD, 'are there any shared family lists', call('listLists', {})],
  [
    SYD,
    'pay the excursion money on the school app - remind me pls',
    { tool: 'addTodo', input: { tasks: ['pay the excursion money on the school app'], reminder: true } },
  ],
  [SYD, 'buy the teacher a thank you gift - add to todos', todo('buy the teacher a thank you gift')],
  [SYD, 'pop lunchbox snacks on the list - muesli bars, popcorn, apples', call('addListItems', { list: null, items: ['muesli bars', 'popcorn', 'apples'] })],
  [SYD, 'put sort the kids winter clothes on my list', todo('sort the kids winter clothes')],
  [SYD, 'what day is mias birthday party', call('findEvent', { words: 'birthday party', member: 'Mia Okafor', fromDate: null, toDate: null })],
  [SYD, 'leos got a birthday party to go to, need to put it in', asks(/^When is Birthday party\?/)],

  [
    SYD,
    'holiday camp for mia mon-fri next week 9 to 3',
    {
      ...event({ title: 'Holiday camp', date: '2026-03-09', time: '09:00', durationMinutes: 360, member: 'Mia Okafor' }),
      then: ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'].map((date) =>
        event({ title: 'Holiday camp', date, time: '09:00', durationMinutes: 360, member: 'Mia Okafor' }),
      ),
    },
  ],
  // A request passed on by the one who makes it; the thing named first, then the change said without it; slips that are words.
  [SYD, 'mum wants to know what mia has on next week', call('agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: 'Mia Okafor' })],
  [
    SYD,
    'dad says put a note on the school pickup tomorrow: aunty Grace is getting them',
    call('updateEvent', {
      target: { words: 'school pickup', date: '2026-03-05', time: null, member: null },
      changes: { note: 'Aunty Grace is getting them' },
    }),
  ],
  [
    SYD,
    "Sam's tennis; shift 30 minutes earlier.",
    call('updateEvent', { target: { words: 'tennis', date: null, time: null, member: 'Sam Okafor' }, changes: { shiftMinutes: -30 } }),
  ],
  [
    SYD,
    'swim tmrw, cancel',
    call('cancelEvent', { target: { words: 'swim', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'the parent teacher thing is half a hour erlier now',
    call('updateEvent', { target: { words: 'parent teacher', date: null, time: null, member: null }, changes: { shiftMinutes: -30 } }),
  ],
  [SYD, 'pls ad milk bread and weetbix to the shoping list', call('addListItems', { list: null, items: ['milk', 'bread', 'weetbix'] })],
  // A time typed without its colon after a day; a time in place of another; ticked, not taken off; a member left out.
  [SYD, 'leo kindy orientation mon 930', event({ title: 'Kindy orientation', date: '2026-03-09', time: '09:30', member: 'Leo' })],
  [
    SYD,
    'Their mum wants the Sunday handover at 4 instead of 6',
    call('updateEvent', { target: { words: 'handover', date: '2026-03-08', time: '18:00', member: null }, changes: { time: '16:00' } }),
  ],
  [SYD, 'picked up the epipen, tick it off the pharmacy list', call('tickListItems', { list: 'pharmacy', items: ['epipen'], remove: false })],
  [SYD, "Mia's got choir tomorrow at 8am, just Mia not Sam", event({ title: 'Choir', date: '2026-03-05', time: '08:00', member: 'Mia Okafor' })],
  // A new event whose message says a change is read as the change; one that says when it ends is still new.
  [
    SYD,
    'Aunty Mei dinner push one hour later',
    call('updateEvent', { target: { words: 'aunty mei dinner push', date: null, time: null, member: null }, changes: { shiftMinutes: 60 } }),
  ],
  [
    SYD,
    "mia's orthodontist called — her appointment's now thursday the 12th",
    call('updateEvent', {
      target: { words: 'orthodontist called appointment', date: null, time: null, member: 'Mia Okafor' },
      changes: { date: '2026-03-12' },
    }),
  ],
  // A time said after a span of weekdays is each day's; a stay from a time stays a span of days.
  [
    SYD,
    'mosque classes monday to thursday at 5pm',
    {
      ...event({ title: 'Mosque classes', date: '2026-03-09', time: '17:00' }),
      then: ['2026-03-10', '2026-03-11', '2026-03-12'].map((date) => event({ title: 'Mosque classes', date, time: '17:00' })),
    },
  ],
  [
    SYD,
    'holiday club mon-thu 9am to 3pm',
    {
      ...event({ title: 'Holiday club', date: '2026-03-09', time: '09:00', durationMinutes: 360 }),
      then: ['2026-03-10', '2026-03-11', '2026-03-12'].map((date) => event({ title: 'Holiday club', date, time: '09:00', durationMinutes: 360 })),
    },
  ],
  [
    SYD,
    "kids at their dad's fri to sun from 6pm",
    event({ title: "Kids at their dad's", date: '2026-03-06', time: null, allDay: true, durationMinutes: 3 * 1440 }),
  ],
  [
    SYD,
    'kids are at their dads all next week',
    event({ title: 'Kids are at their dads', date: '2026-03-09', time: null, allDay: true, durationMinutes: 7 * 1440 }),
  ],
  // A request framed by words the readers do not know starts at its verb; borrowed words of a change; hours as 9h30.
  [
    SYD,
    'I must annul the dinner at the Duponts on Saturday, we are sick',
    call('cancelEvent', { target: { words: 'dinner duponts', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    "If it's not too much trouble, could we add Sam's school concert on Thursday the 12th at 6pm?",
    event({ title: 'School concert', date: '2026-03-12', time: '18:00', member: 'Sam Okafor' }),
  ],
  [
    SYD,
    "re Monday, scrap everything, we'll be away",
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-09', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'Please to add a rendez-vous at the pediatrician for Leo, Monday 9h30',
    event({ title: 'Rendez-vous at the pediatrician', date: '2026-03-09', time: '09:30', member: 'Leo' }),
  ],
  // The kind of request said and its thing not: the question of that kind. A thing named, or "next", stays a request.
  [SYD, 'moved.', asks(/Which event should I change/)],
  [SYD, "the early one's changed again 🙄", asks(/Which event should I change/)],
  [SYD, 'Please cancel, sorry', asks(/Which event should I cancel/)],
  [SYD, 'delete my next event', call('cancelEvent', { target: { words: null, fromDate: null, toDate: null, time: null, member: null }, series: false })],
  // A comment after the request is no part of its title; a comment that says when or who is.
  [SYD, "Dinner with the Smiths on Friday at 7, they're bringing dessert", event({ title: 'Dinner with the Smiths', date: '2026-03-06', time: '19:00' })],
  // The family-kind model sure of another kind than the rules read: read again as that kind. Not against a new event
  // the general model is as sure of, nor for a request outside the family's calendar and lists.
  [
    SYD,
    "the vet for ol' Buster needs movin' from Thursday to Monday, same time",
    call('updateEvent', { target: { words: 'vet ol buster', date: '2026-03-05', time: null, member: null }, changes: { date: '2026-03-09' } }),
  ],
  [
    SYD,
    "Take out dinner at the Cohens' on Friday, they've had to postpone",
    call('cancelEvent', { target: { words: 'take dinner cohens', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [SYD, 'dinner reservation at the italian place saturday 8pm', event({ title: 'Dinner reservation at the italian place', date: '2026-03-07', time: '20:00' })],
  [SYD, 'turn on my robot vacuum cleaner now', notUnderstood],
  // Not understood, and the model fairly sure of a kind: that kind's question; a message of no kind stays not understood.
  [SYD, 'can you sort the thing with the plumber', asks(/What should I add, and when/)],
  [SYD, 'whats the score in the cricket', notUnderstood],
  // A new event whose message says the thing is off is the cancel; a closure to note stays new.
  [
    SYD,
    'there will be no church choir practice this Saturday',
    call('cancelEvent', { target: { words: 'church choir practice', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    "Leo's kindy is closed mon and tue for teacher only days",
    event({ title: 'Kindy closed for teacher only days', date: '2026-03-09', time: null, allDay: true, durationMinutes: 2 * 1440, member: 'Leo' }),
  ],

  [
    SYD,
    'cant make swimming tmrw, cancel it',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'weve stopped little aths, get rid of it',
    call('cancelEvent', { target: { words: 'little aths', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [
    SYD,
    'theyre off school friday',
    event({ title: "They're off school", date: '2026-03-06', time: null, allDay: true, durationMinutes: 1440, askTime: true } as Partial<CreateEventInput>),
  ],
  [SYD, "don't let me forget to pay the electricity bill", { tool: 'addTodo', input: { tasks: ['pay the electricity bill'], reminder: true } }],
  [SYD, 'Im at the shops what do we need', call('showList', { list: null })],

  [SYD, 'avocados x3, lemons, 2l milk', call('addListItems', { list: null, items: ['avocados x3', 'lemons', '2l milk'] })],
  [SYD, 'dog food and kitty litter', call('addListItems', { list: null, items: ['dog food', 'kitty litter'] })],
  [SYD, 'call pizza hut and order a large pan pizza with ham and mushrooms', notUnderstood],
  [SYD, 'take the eggs off, nana brought some over', call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  [
    SYD,
    'take the eggs off, and add milk',
    { ...call('tickListItems', { list: null, items: ['eggs'], remove: true }), then: [call('addListItems', { list: null, items: ['milk'] })] },
  ],
  [SYD, 'did the big shop, clear the shopping list', call('clearList', { list: null })],
  [SYD, 'does leo have any hw outstanding', call('listHomework', { member: 'Leo' })],
  [
    SYD,
    'history assignment for sam, has to be done by fri 📚',
    call('addHomework', { task: 'history assignment', member: 'Sam Okafor', dueDate: '2026-03-06' }),
  ],
  [
    SYD,
    'leos dentist needs to move to fri same time',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: 'Leo' }, changes: { date: '2026-03-06' } }),
  ],
  [
    SYD,
    'make leos soccer on sat an hour earlier',
    call('updateEvent', { target: { words: 'soccer', date: '2026-03-07', time: null, member: 'Leo' }, changes: { shiftMinutes: -60 } }),
  ],
  [SYD, 'run me thru this wk pls', agenda('2026-03-04', '2026-03-10')],
  [
    SYD,
    'mias off sick so no ballet today 🤒',
    call('cancelEvent', { target: { words: 'ballet', fromDate: '2026-03-04', toDate: '2026-03-04', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    'mias bday party is a joint one w sam now, add him pls',
    call('updateEvent', { target: { words: 'bday party', date: null, time: null, member: 'Mia Okafor' }, changes: { addMembers: ['Sam Okafor'] } }),
  ],
  [
    SYD,
    '2 hrs b4 the airport pick up i want a reminder',
    call('updateEvent', { target: { words: 'airport pick up', date: null, time: null, member: null }, changes: { reminderMinutes: 120 } }),
  ],
  [SYD, 'what can u actually do', call('help', { reason: 'asked' })],
  [SYD, 'pay the swimming fees', todo('pay the swimming fees')],
  [SYD, 'pay my water bill with my bank account', notUnderstood],
  [SYD, 'chores for me this wkend - fix the gate, mow, wash the car. put them on my todos', todo('fix the gate', 'mow', 'wash the car')],
  [SYD, 'tent on the camping list', call('addListItems', { list: 'camping', items: ['tent'] })],
  [SYD, 'name the items on my shopping list', call('showList', { list: null })],
  [
    SYD,
    'turn off the seven fifteen alarm on monday',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-09', time: '07:15', member: null }, series: false, reminder: true }),
  ],
  [
    SYD,
    'pull the client call from monday',
    call('cancelEvent', { target: { words: 'client call', fromDate: '2026-03-09', toDate: '2026-03-09', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'my bank reminder should be tuesday not monday',
    call('updateEvent', { target: { words: 'bank', date: '2026-03-09', time: null, member: null }, changes: { date: '2026-03-10' } }),
  ],
  [SYD, 'got any gaps on monday for a half hour call', call('freeBusy', { date: '2026-03-09', fromTime: null, toTime: null, member: null })],
  [
    SYD,
    'can you remind sam at four to take his medicine',
    event({ title: 'Take his medicine', date: '2026-03-04', time: '16:00', reminderMinutes: 0, member: 'Sam Okafor' }),
  ],
  [
    SYD,
    'thursday five pm reminder book the restaurant for mums birthday',
    event({ title: 'Book the restaurant for mums birthday', date: '2026-03-05', time: '17:00', reminderMinutes: 0 }),
  ],
  [SYD, 'whats the weather doing sat for soccer', notUnderstood],
  [SYD, 'how long will it take to drive to the airport', notUnderstood],
  [SYD, 'will it rain on saturday', notUnderstood],
  [SYD, 'is it going to be sunny on sunday for the bbq', notUnderstood],
  [SYD, 'can you please add take out recycling on my list of chores to complete', call('addListItems', { list: 'chores', items: ['take out recycling'] })],

  [SYD, 'delete my four thirty', call('cancelEvent', { target: { words: null, fromDate: null, toDate: null, time: '16:30', member: null }, series: false })],
  [SYD, 'wake me up at six tomorrow for the airport', event({ title: 'Airport', date: '2026-03-05', time: '06:00', reminderMinutes: 0 })],
  [SYD, 'is there a list for the holiday yet', call('listLists', {})],

  [
    SYD,
    'swimming is at the leisure centre now not the school pool',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { location: 'the leisure centre' } }),
  ],
  [
    SYD,
    'the sleepover is sams not mias, i put it under the wrong kid 🤦‍♀️',
    call('updateEvent', { target: { words: 'sleepover', date: null, time: null, member: 'Mia Okafor' }, changes: { member: 'Sam Okafor' } }),
  ],
  [
    SYD,
    'make the athletics carnival an all day thing',
    call('updateEvent', { target: { words: 'athletics carnival', date: null, time: null, member: null }, changes: { allDay: true } }),
  ],
  [
    SYD,
    'bread’s sorted. add butter tho',
    { ...call('tickListItems', { list: null, items: ['bread'], remove: false }), then: [call('addListItems', { list: null, items: ['butter'] })] },
  ],

  [
    SYD,
    'cancel piano tomorrow and remind me to email the teacher',
    {
      ...call('cancelEvent', { target: { words: 'piano', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
      then: [{ tool: 'addTodo', input: { tasks: ['email the teacher'], reminder: true } }],
    },
  ],
  [
    SYD,
    'whats on sat and is leo free sunday',
    { ...agenda('2026-03-07'), then: [call('freeBusy', { date: '2026-03-08', fromTime: null, toTime: null, member: 'Leo' })] },
  ],
  [
    SYD,
    'sam has footy sat 9am, also need oranges for half time',
    {
      ...event({ title: 'Footy', date: '2026-03-07', time: '09:00', member: 'Sam Okafor' }),
      then: [call('addListItems', { list: null, items: ['oranges for half time'] })],
    },
  ],
  [
    SYD,
    'dentist for leo thurs 3pm, pls remind me the day before',
    event({ title: 'Dentist', date: '2026-03-05', time: '15:00', reminderMinutes: 1440, member: 'Leo' }),
  ],

  [SYD, 'the boys have cricket every sat 8am', event({ title: 'Cricket', date: '2026-03-07', time: '08:00', recurrence: 'weekly' })],
  [
    SYD,
    'no school on monday, pupil free day',
    event({ title: 'Pupil free day', date: '2026-03-09', time: null, allDay: true, durationMinutes: 1440, askTime: true } as Partial<CreateEventInput>),
  ],
  [SYD, 'mia needs a new school hat, add to shopping', call('addListItems', { list: null, items: ['new school hat'] })],
  [SYD, 'whats for dinner', notUnderstood],

  [SYD, 'i finished cleaning the garage so take it off my to do list', call('completeTodo', { number: null, text: 'cleaning the garage' })],
  [SYD, 'can you cross off mowing from my todo', call('completeTodo', { number: null, text: 'mowing' })],
  [SYD, 'cross off mowing from my todo', call('completeTodo', { number: null, text: 'mowing' })],
  [SYD, 'could you delete task 6? 🙏', call('completeTodo', { number: 6, text: null })],
  [
    SYD,
    'can you make leos soccer on sat an hour earlier?',
    call('updateEvent', { target: { words: 'soccer', date: '2026-03-07', time: null, member: 'Leo' }, changes: { shiftMinutes: -60 } }),
  ],
  [SYD, 'bump the 3pm to 4 👍', call('updateEvent', { target: { words: null, date: null, time: '15:00', member: null }, changes: { time: '16:00' } })],
  [
    SYD,
    "Things are hectic at work this week. What's on for Sam on friday? Just his things please.",
    call('agenda', { fromDate: '2026-03-06', toDate: '2026-03-06', member: 'Sam Okafor' }),
  ],
  [SYD, 'i want the dentist on my calendar for the 12th at 2', event({ title: 'Dentist', date: '2026-03-12', time: '14:00' })],
  [SYD, 'my calendar needs lunch with mom on sunday at noon', event({ title: 'Lunch with mom', date: '2026-03-08', time: '12:00' })],
  [
    SYD,
    'get rid of every event next week',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-15', time: null, member: null }, series: false }),
  ],

  [SYD, 'leos 5th bday party sat 14th 11am at the park', event({ title: '5th bday party at the park', date: '2026-03-14', time: '11:00', member: 'Leo' })],
  [SYD, 'dinner at the smiths fri 6.30 all of us', event({ title: 'Dinner at the smiths', date: '2026-03-06', time: '18:30' })],
  [
    SYD,
    'push leos playdate back to 4',
    call('updateEvent', { target: { words: 'playdate', date: null, time: null, member: 'Leo' }, changes: { time: '16:00' } }),
  ],
  [
    SYD,
    'no footy for sam this sat, bye round',
    call('cancelEvent', { target: { words: 'footy', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  [SYD, 'ok bye', call('help', { reason: 'thanks' })],

  [SYD, 'i need a meeting with the design team tomorrow at 2', event({ title: 'Meeting with the design team', date: '2026-03-05', time: '14:00' })],
  [SYD, 'can i get a meeting with the ceo next tuesday at 10', event({ title: 'Meeting with the ceo', date: '2026-03-10', time: '10:00' })],
  [
    SYD,
    'make a meeting for me and jim about the launch tomorrow at 3',
    event({ title: 'Meeting with jim about the launch', date: '2026-03-05', time: '15:00' }),
  ],

  [SYD, 'is mia free after school on thurs', call('freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '18:00', member: 'Mia Okafor' })],
  [SYD, 'is there anything on for the kids this arvo', agenda('2026-03-04')],

  [SYD, 'take bread off my list', call('tickListItems', { list: null, items: ['bread'], remove: true })],
  [SYD, 'take call mum off my list', call('completeTodo', { number: null, text: 'call mum' })],
  [
    SYD,
    'add apples to my grocery list and remove bananas',
    { ...call('addListItems', { list: null, items: ['apples'] }), then: [call('tickListItems', { list: null, items: ['bananas'], remove: true })] },
  ],

  // spans of days, members, school days
  [SYD, 'camp from the 9th till the 13th', event({ title: 'Camp', date: '2026-03-09', allDay: true, durationMinutes: 5 * 1440 })],
  [SYD, 'school holidays from the 3rd to the 17th of april', event({ title: 'School holidays', date: '2026-04-03', allDay: true, durationMinutes: 15 * 1440 })],
  [SYD, 'whats on between the 28th and the 2nd', agenda('2026-03-28', '2026-04-02')],
  [SYD, 'whats on thurs and fri', agenda('2026-03-05', '2026-03-06')],
  [SYD, 'whats on for us today and tomorrow', agenda('2026-03-04', '2026-03-05')],
  [SYD, 'whats leo doing between mon and thurs', agenda('2026-03-09', '2026-03-12', 'Leo')],
  [SYD, 'whats on mon to wed next week', agenda('2026-03-09', '2026-03-11')],
  [SYD, 'whats on friday week', agenda('2026-03-13')],
  [SYD, 'weekend plans? what have we got', agenda('2026-03-07', '2026-03-08')],
  [SYD, 'vaccinations thursday week at 10.30', event({ title: 'Vaccinations', date: '2026-03-12', time: '10:30' })],
  [SYD, 'camp sat sun', event({ title: 'Camp', date: '2026-03-07', allDay: true, durationMinutes: 2 * 1440 })],
  [
    SYD,
    'leo daycare mon tue thu 8am-4pm',
    event({ title: 'Daycare', date: '2026-03-05', time: '08:00', durationMinutes: 480, recurrence: 'weekly', member: 'Leo', alsoWeekdays: [1, 2] }),
  ],
  [
    KIDS,
    'all 3 kids to the optometrist wed 11th 4pm',
    event({ title: 'Optometrist', date: '2026-03-11', time: '16:00', member: 'Mia Okafor', alsoMembers: ['Sam Okafor', 'Leo'] }),
  ],
  [
    KIDS,
    'dan has the kids tues 10th',
    expect.objectContaining({ input: expect.objectContaining({ title: 'Dan has the kids', member: 'Mia Okafor', alsoMembers: ['Sam Okafor', 'Leo'] }) }),
  ],
  [
    KIDS,
    'kids with their dad fri to sun',
    expect.objectContaining({ input: expect.objectContaining({ title: 'Kids with their dad', date: '2026-03-06', durationMinutes: 3 * 1440 }) }),
  ],
  [SYD, 'me and mia at the hairdresser sat 10am', event({ title: 'Hairdresser', date: '2026-03-07', time: '10:00', member: 'Mia Okafor' })],
  [SYD, 'leo swim lesson tmrw 9.30 only 30 min', event({ title: 'Swim lesson', date: '2026-03-05', time: '09:30', durationMinutes: 30, member: 'Leo' })],
  [
    SYD,
    'can sam do a playdate tues after school or has he got something on',
    call('freeBusy', { date: '2026-03-10', fromTime: '15:00', toTime: '18:00', member: 'Sam Okafor' }),
  ],
  [SYD, 'what days is leo at daycare', call('findEvent', { words: 'daycare', member: 'Leo', fromDate: null, toDate: null })],
  [
    SYD,
    'sams swimming still on thurs?',
    call('findEvent', { words: 'swimming', member: 'Sam Okafor', fromDate: '2026-03-05', toDate: '2026-03-05', yesNo: true }),
  ],
  [SYD, 'is tennis still on', call('findEvent', { words: 'tennis', member: null, fromDate: null, toDate: null, yesNo: true })],
  // reminders and changes in more words
  [SYD, 'what am i forgetting', call('listReminders', { fromDate: null, toDate: null })],
  [SYD, "i'd like to hear my reminders please", call('listReminders', { fromDate: null, toDate: null })],
  [SYD, 'can you please remind me to make a hair appointment for mia', toRemember('make a hair appointment for mia')],
  [
    SYD,
    'set a reminder for the vet appointment one hour before',
    call('updateEvent', { target: { words: 'vet appointment', date: null, time: null, member: null }, changes: { reminderMinutes: 60 } }),
  ],
  [
    SYD,
    "add a 10 min reminder to leo's daycare pick up",
    call('updateEvent', { target: { words: 'daycare pick up', date: null, time: null, member: 'Leo' }, changes: { reminderMinutes: 10 } }),
  ],
  [
    SYD,
    "Mia's piano is now at Mrs Chen's house not the school",
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: 'Mia Okafor' }, changes: { location: "Mrs Chen's house" } }),
  ],
  [
    SYD,
    'reading group for sam is only 30 mins from now on',
    call('updateEvent', { target: { words: 'reading group', date: null, time: null, member: 'Sam Okafor' }, changes: { durationMinutes: 30 } }),
  ],
  // to-dos and lists in more words
  [SYD, 'to do: pay the gas bill and the phone bill', todo('pay the gas bill', 'pay the phone bill')],
  [SYD, 'Need to sign the permission slip and pay for the excursion. Add both to my to dos', todo('sign the permission slip', 'pay for the excursion')],
  [SYD, 'get mia new school shoes', todo('get mia new school shoes')],
  [SYD, 'i no longer need to renew the passport', done('renew the passport')],
  [SYD, 'tick off to do number 2', done(2)],
  [SYD, 'All my jobs are done, clear the lot off my to do list', call('clearTodos')],
  [SYD, 'todo list pls', call('listTodos')],
  [SYD, "Don't need avocados anymore, take them off the shopping", call('tickListItems', { list: null, items: ['avocados'], remove: true })],
  [SYD, 'Dog food ✔️ got it', call('tickListItems', { list: null, items: ['Dog food'], remove: false })],
  [SYD, 'add lunchbox stuff to shopping - muesli bars, apples', call('addListItems', { list: null, items: ['muesli bars', 'apples'] })],
  [SYD, 'make a camp packing list for sam', call('createList', { name: 'Camp packing for sam' })],

  // series that start later, times said around the day, reasons around a cancel
  [
    SYD,
    'mia has netball training every tuesday 4pm from next week',
    event({ title: 'Netball training', date: '2026-03-10', time: '16:00', recurrence: 'weekly', member: 'Mia Okafor' }),
  ],
  [
    SYD,
    'before school care for sam mon wed fri 7.30am from monday',
    event({ title: 'Before school care', date: '2026-03-09', time: '07:30', recurrence: 'weekly', member: 'Sam Okafor', alsoWeekdays: [3, 5] }),
  ],
  [
    SYD,
    'sam has soccer training tues and thurs 5pm starting tuesday next week',
    event({ title: 'Soccer training', date: '2026-03-10', time: '17:00', recurrence: 'weekly', member: 'Sam Okafor', alsoWeekdays: [4] }),
  ],
  [SYD, 'swimming carnival tuesday 17 march, starts 9.15', expect.objectContaining({ input: expect.objectContaining({ date: '2026-03-17', time: '09:15' }) })],
  [SYD, 'pickup tomorrow 3.10', expect.objectContaining({ input: expect.objectContaining({ date: '2026-03-05', time: '15:10' }) })],
  [SYD, 'party sat 14.3', expect.objectContaining({ input: expect.objectContaining({ date: '2026-03-14' }) })],
  [SYD, 'school disco friday the 27th uh six till eight', event({ title: 'School disco', date: '2026-03-27', time: '18:00', durationMinutes: 120 })],
  [SYD, 'cross country for years 2-6 friday 27 march 10am', expect.objectContaining({ input: expect.objectContaining({ date: '2026-03-27', time: '10:00' }) })],
  [SYD, 'last day of term is thursday 2nd april', expect.objectContaining({ input: expect.objectContaining({ date: '2026-04-02' }) })],
  [SYD, "what's on for sam the week of the 16th", agenda('2026-03-16', '2026-03-22', 'Sam Okafor')],
  [
    SYD,
    "cancel all of leo's stuff mon 9th to wed 11th he's at his dads",
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-11', time: null, member: 'Leo' }, series: false }),
  ],
  [
    SYD,
    "leo's got gastro, no music class tomorrow, pls delete",
    call('cancelEvent', { target: { words: 'music class', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Leo' }, series: false }),
  ],
  [
    SYD,
    "mia's home sick, cancel everything for her tomorrow",
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    'both kids (mia + sam) have school photos thursday',
    expect.objectContaining({ input: expect.objectContaining({ title: 'School photos', member: 'Mia Okafor', alsoMembers: ['Sam Okafor'] }) }),
  ],
  [
    SYD,
    'add pay the canteen account, return the library books and sign the reader log',
    todo('pay the canteen account', 'return the library books', 'sign the reader log'),
  ],
  [SYD, 'done no 2 👍', done(2)],
  [SYD, 'remind me to ask dad about the easter weekend', toRemember('ask dad about the easter weekend')],
  [SYD, 'when does term 2 start', call('findEvent', { words: 'term 2 start', member: null, fromDate: null, toDate: null })],

  // fragments, corrections, a helper passing a request on
  [SYD, 'mia dentist thurs 4 no wait make that 4.30', event({ title: 'Dentist', date: '2026-03-05', time: '16:30', member: 'Mia Okafor' })],
  [
    SYD,
    'mia dentist now fri',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: 'Mia Okafor' }, changes: { date: '2026-03-06' } }),
  ],
  [
    SYD,
    'leo speech therapy 2.30 not 2',
    call('updateEvent', { target: { words: 'speech therapy', date: null, time: '14:00', member: 'Leo' }, changes: { time: '14:30' } }),
  ],
  [
    SYD,
    'netball earlier by an hr',
    call('updateEvent', { target: { words: 'netball', date: null, time: null, member: null }, changes: { shiftMinutes: -60 } }),
  ],
  [
    SYD,
    'leo swim off this wk',
    call('cancelEvent', { target: { words: 'swim', fromDate: '2026-03-04', toDate: '2026-03-10', time: null, member: 'Leo' }, series: false }),
  ],
  [SYD, 'camp dates again?', call('findEvent', { words: 'camp', member: null, fromDate: null, toDate: null })],
  [SYD, 'is the disco this fri?', call('findEvent', { words: 'disco', member: null, fromDate: '2026-03-06', toDate: '2026-03-06', yesNo: true })],
  [
    SYD,
    'madam said move Mia tuition tomorrow to 6pm',
    call('updateEvent', { target: { words: 'tuition', date: '2026-03-05', time: null, member: 'Mia Okafor' }, changes: { time: '18:00' } }),
  ],
  [
    SYD,
    'majlis friday is at uncle Saeed house now',
    call('updateEvent', { target: { words: 'majlis', date: '2026-03-06', time: null, member: null }, changes: { location: 'uncle Saeed house' } }),
  ],
  [SYD, 'quran class for mia after isha', asks(/^When is Quran class\?/)],
  [SYD, 'pls add to list: labneh, zaatar, olive oil', call('addListItems', { list: null, items: ['labneh', 'zaatar', 'olive oil'] })],
  [SYD, 'add call mum to the to do list', todo('call mum')],

  [
    SYD,
    'holiday camp for mia 6-8 april 9am-3pm',
    {
      ...event({ title: 'Holiday camp', date: '2026-04-06', time: '09:00', durationMinutes: 360, member: 'Mia Okafor' }),
      then: [
        event({ title: 'Holiday camp', date: '2026-04-07', time: '09:00', durationMinutes: 360, member: 'Mia Okafor' }),
        event({ title: 'Holiday camp', date: '2026-04-08', time: '09:00', durationMinutes: 360, member: 'Mia Okafor' }),
      ],
    },
  ],
  [SYD, 'swimming every tuesday 4-5pm until end of term', event({ title: 'Swimming', date: '2026-03-10', time: '16:00', recurrence: 'weekly' })],

  [
    KIDS,
    'add both kids to the dentist on friday',
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-06', time: null, member: null }, changes: { addMembers: FAMILY } }),
  ],
  [SYD, 'who is picking up mia today', call('findEvent', { words: 'pickup', member: 'Mia Okafor', fromDate: '2026-03-04', toDate: '2026-03-04' })],
  [
    SYD,
    'can you add mias concert thursday 6pm, sam is in it too',
    event({ title: 'Concert', date: '2026-03-05', time: '18:00', member: 'Mia Okafor', alsoMembers: ['Sam Okafor'] }),
  ],

  [SYD, 'does mia have anything on the weekend of the 14th', agenda('2026-03-14', '2026-03-15', 'Mia Okafor')],

  [SYD, 'sam needs new runners', todo('get sam new runners')],
  [SYD, 'mia needs to bring a plate on friday', expect.objectContaining({ input: expect.objectContaining({ title: 'Bring a plate', member: 'Mia Okafor' }) })],
  [SYD, 'mia has to go to the dentist on friday at 3', event({ title: 'Go to the dentist', date: '2026-03-06', time: '15:00', member: 'Mia Okafor' })],

  [
    SYD,
    "move mia and sam's swimming to thursday",
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    KIDS,
    "book the kids' haircuts for saturday morning",
    expect.objectContaining({ input: expect.objectContaining({ title: 'Haircuts', member: 'Mia Okafor' }) }),
  ],
  [
    SYD,
    'put swimming in for mia and sam every monday at 4.30 for the rest of term',
    event({ title: 'Swimming', date: '2026-03-09', time: '16:30', recurrence: 'weekly', member: 'Mia Okafor', alsoMembers: ['Sam Okafor'] }),
  ],

  // Days counted from today, and the ones after next
  [SYD, 'mtg 2 wks from today at 9', event({ title: 'Mtg', date: '2026-03-18', time: '09:00' })],
  [SYD, 'dentist in a fortnight at 10am', event({ title: 'Dentist', date: '2026-03-18', time: '10:00' })],
  [SYD, 'swimming once a fortnight on fridays at 4', event({ title: 'Swimming', date: '2026-03-06', time: '16:00', recurrence: 'fortnightly' })],
  [SYD, 'cleaner once a week on mondays at 9', event({ title: 'Cleaner', date: '2026-03-09', time: '09:00', recurrence: 'weekly' })],
  [SYD, 'swimming this coming monday 4pm', event({ title: 'Swimming', date: '2026-03-09', time: '16:00' })],
  [SYD, 'party the sunday after next at 11', event({ title: 'Party', date: '2026-03-15', time: '11:00' })],
  [SYD, 'piano lessons start next month on the 7th at 4', event({ title: 'Piano lessons start', date: '2026-04-07', time: '16:00' })],
  [SYD, 'whats on the next 3 days', agenda('2026-03-04', '2026-03-06')],
  [SYD, "what's on over the next couple of days", agenda('2026-03-04', '2026-03-05')],
  [SYD, 'show me the week after next', agenda('2026-03-16', '2026-03-22')],
  [SYD, "what's on the weekend after next", agenda('2026-03-21', '2026-03-22')],
  // Weeks and fortnights counted from today, and "until" a day: a range from today, for questions and for cancels
  [SYD, "what's on over the next two weeks", agenda('2026-03-04', '2026-03-17')],
  [SYD, "what's on in the next fortnight", agenda('2026-03-04', '2026-03-17')],
  [SYD, 'anything on for the coming month', agenda('2026-03-04', '2026-04-03')],
  [SYD, "what's on till friday", agenda('2026-03-04', '2026-03-06')],
  [
    SYD,
    'cancel swimming for the next 2 weeks',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-04', toDate: '2026-03-17', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'no swimming for Sam until the 20th',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-04', toDate: '2026-03-20', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  [
    SYD,
    'cancel the dentist this month',
    call('cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-04', toDate: '2026-03-31', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    "cancel all of Leo's stuff for the next fortnight",
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-04', toDate: '2026-03-17', time: null, member: 'Leo' }, series: false }),
  ],
  // A reminder to do something before a day is due the day before; the thing to do keeps its verb
  [
    SYD,
    'Remind me to sign the waiver before Saturday',
    event({ title: 'Sign the waiver', date: '2026-03-06', allDay: true, durationMinutes: 1440, reminderMinutes: 0, askTime: true }),
  ],
  [
    SYD,
    'remind me to book the vet before the 12th',
    event({ title: 'Book the vet', date: '2026-03-11', allDay: true, durationMinutes: 1440, reminderMinutes: 0, askTime: true }),
  ],
  // "put … back/forward" by an amount is a move by that much; what stays after "but" is not what is cancelled
  [
    SYD,
    'put the dentist back an hour',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { shiftMinutes: 60 } }),
  ],
  [
    SYD,
    'put swimming forward 30 minutes',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { shiftMinutes: -30 } }),
  ],
  [
    SYD,
    "Mia's ballet is cancelled this week but back next week",
    call('cancelEvent', { target: { words: 'ballet', fromDate: '2026-03-04', toDate: '2026-03-10', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    'push dinner back until 7',
    call('updateEvent', { target: { words: 'dinner back', date: null, time: null, member: null }, changes: { time: '19:00' } }),
  ],
  // A move to a weekday that is today is next week's, unless a time still ahead today is said
  [
    SYD,
    'move swimming to wednesday',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { date: '2026-03-11' } }),
  ],
  [
    SYD,
    'move the call to wednesday at 5pm',
    call('updateEvent', { target: { words: 'call', date: null, time: null, member: null }, changes: { date: '2026-03-04', time: '17:00' } }),
  ],
  [
    SYD,
    'swap piano from tuesday to thursday',
    call('updateEvent', { target: { words: 'piano', date: '2026-03-10', time: null, member: null }, changes: { date: '2026-03-12' } }),
  ],
  // A change said as news: "change of plan", "new time for", "no longer"; the dentist moved is the thing, not who moved it
  [
    SYD,
    'change of plan, piano is thursday',
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    SYD,
    'new time for the dentist: 3:30',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { time: '15:30' } }),
  ],
  [
    SYD,
    "Mia's party is no longer saturday, it's sunday",
    call('updateEvent', { target: { words: 'party', date: '2026-03-07', time: null, member: 'Mia Okafor' }, changes: { date: '2026-03-08' } }),
  ],
  [
    SYD,
    'the dentist moved to friday 3pm',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { date: '2026-03-06', time: '15:00' } }),
  ],
  // Days and times as they are typed: "@ 4", "4p", "12.03.", "a week today", "a week on friday", "the morra"
  [SYD, 'swimming for Mia tomorrow @ 4', event({ title: 'Swimming', date: '2026-03-05', time: '16:00', member: 'Mia Okafor' })],
  [SYD, 'football tomorrow at 4p', event({ title: 'Football', date: '2026-03-05', time: '16:00' })],
  [SYD, 'dentist on 12.03. at 4pm', event({ title: 'Dentist', date: '2026-03-12', time: '16:00' })],
  [SYD, 'swimming a week today at 4pm', event({ title: 'Swimming', date: '2026-03-11', time: '16:00' })],
  [SYD, 'swimming a week on friday at 4pm', event({ title: 'Swimming', date: '2026-03-13', time: '16:00' })],
  [SYD, 'football the following monday at 4pm', event({ title: 'Football', date: '2026-03-09', time: '16:00' })],
  [SYD, 'swimming the morra at 4pm', event({ title: 'Swimming', date: '2026-03-05', time: '16:00' })],
  // A new day or time at the end of a change, and a change said as a plan: "move the dentist thursday", "can we do… instead"
  [
    SYD,
    'move the dentist thursday',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    SYD,
    'reschedule the plumber for thursday morning',
    call('updateEvent', { target: { words: 'plumber', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    SYD,
    'move the bbq saturday instead of sunday',
    call('updateEvent', { target: { words: 'bbq', date: '2026-03-08', time: null, member: null }, changes: { date: '2026-03-07' } }),
  ],
  [SYD, 'change piano four thirty', call('updateEvent', { target: { words: 'piano', date: null, time: null, member: null }, changes: { time: '16:30' } })],
  [
    SYD,
    'can we do the dentist thursday instead',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    SYD,
    "we'll do the dentist on monday instead",
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { date: '2026-03-09' } }),
  ],
  [
    SYD,
    "let's make the bbq saturday instead of sunday",
    call('updateEvent', { target: { words: 'bbq', date: '2026-03-08', time: null, member: null }, changes: { date: '2026-03-07' } }),
  ],
  [
    SYD,
    "we've rebooked the hairdresser for friday 11am",
    call('updateEvent', { target: { words: 'hairdresser', date: null, time: null, member: null }, changes: { date: '2026-03-06', time: '11:00' } }),
  ],
  // Who can't go is not the event's name; "fell through" is a cancel; a list "for" something is named by it
  [
    SYD,
    "we won't make piano tomorrow, take it out",
    call('cancelEvent', { target: { words: 'piano', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    "we're skipping swimming this week",
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-04', toDate: '2026-03-10', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    "mia's playdate fell through",
    call('cancelEvent', { target: { words: 'playdate', fromDate: null, toDate: null, time: null, member: 'Mia Okafor' }, series: true }),
  ],
  [SYD, 'start a new list for the camping trip', call('createList', { name: 'Camping trip' })],
  // What I need to do, noted, is a to-do; what I was meant to remember is the reminders; "anything to do" names nothing
  [SYD, 'jot down that i need to return the library books', call('addTodo', { tasks: ['return the library books'] })],
  [SYD, 'make a note that i need to pay the fees', call('addTodo', { tasks: ['pay the fees'] })],
  [SYD, 'what was i meant to remember today', call('listReminders', { fromDate: '2026-03-04', toDate: '2026-03-04' })],
  [SYD, 'do i have anything to do today', call('agenda', { fromDate: '2026-03-04', toDate: '2026-03-04', member: null })],
  // Voice typing: punctuation said as words, "a.m." with its dots, an hour heard as another word
  [SYD, 'add swimming for mia on thursday at for p.m.', event({ title: 'Swimming', date: '2026-03-05', time: '16:00', member: 'Mia Okafor' })],
  [SYD, 'add football practice tomorrow at 5 p.m. period', event({ title: 'Football practice', date: '2026-03-05', time: '17:00' })],
  [SYD, 'remind me to call the school tomorrow at 9 a.m. thanks', event({ title: 'Call the school', date: '2026-03-05', time: '09:00', reminderMinutes: 0 })],
  [SYD, 'add milk and bread to the shopping list full stop', call('addListItems', { list: null, items: ['milk', 'bread'] })],
  [SYD, "what's on tomorrow question mark", call('agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: null })],
  // Changes told as news: an arrow between times, "can X be…", "will be… this week", "update:", "dentist rang, moved to…"
  [SYD, 'dentist 3pm > 4pm', call('updateEvent', { target: { words: 'dentist', date: null, time: '15:00', member: null }, changes: { time: '16:00' } })],
  [
    SYD,
    'can piano be on thursday this week',
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: null }, changes: { date: '2026-03-05' }, once: true }),
  ],
  [
    SYD,
    'football will be on sunday this week',
    call('updateEvent', { target: { words: 'football', date: null, time: null, member: null }, changes: { date: '2026-03-08' }, once: true }),
  ],
  [
    SYD,
    'update: soccer now 8.30 saturday',
    call('updateEvent', { target: { words: 'soccer', date: null, time: null, member: null }, changes: { date: '2026-03-07', time: '08:30' } }),
  ],
  [
    SYD,
    'correction: the party is at 3 not 2',
    call('updateEvent', { target: { words: 'party', date: null, time: '14:00', member: null }, changes: { time: '15:00' } }),
  ],
  [
    SYD,
    'dentist rang, moved to monday 9am',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { date: '2026-03-09', time: '09:00' } }),
  ],
  // A name that names nothing yet is asked for: "can you put that in", "the usual on tuesday"
  [SYD, 'can you put that in', asks(/^What is the event called\?/)],
  [SYD, 'the usual on tuesday', asks(/^What is the event called\?/)],
  // Shifts: an end no later than its bare start is that afternoon's; a pm start with an am end runs over midnight
  [SYD, 'my shift tomorrow 7 to 7', event({ title: 'Shift', date: '2026-03-05', time: '07:00', durationMinutes: 720 })],
  [SYD, 'shift saturday 6-2', event({ title: 'Shift', date: '2026-03-07', time: '06:00', durationMinutes: 480 })],
  [SYD, 'night shift thursday 7pm to 7am', event({ title: 'Night shift', date: '2026-03-05', time: '19:00', durationMinutes: 720 })],
  // A bare 7-11 for a book club or a sleepover is in the evening
  [SYD, 'book club at 8 on wednesday', event({ title: 'Book club', date: '2026-03-04', time: '20:00' })],
  [SYD, "sleepover at jack's friday at 7", event({ title: "Sleepover at jack's", date: '2026-03-06', time: '19:00' })],
  [
    SYD,
    'holiday club next monday at 8.30 every day till friday',
    event({ title: 'Holiday club', date: '2026-03-09', time: '08:30', recurrence: 'daily', repeatUntil: '2026-03-13' }),
  ],

  [
    SYD,
    "set a reminder for mia's recital the day before",
    call('updateEvent', { target: { words: 'recital', date: null, time: null, member: 'Mia Okafor' }, changes: { reminderMinutes: 1440 } }),
  ],
  // "booked" alone is a to-do done, with a day it is the event booked; "text me … about" asks for a reminder
  [SYD, 'haircut booked', call('completeTodo', { number: null, text: 'haircut' })],
  [SYD, 'dentist booked for friday at 3', event({ title: 'Dentist', date: '2026-03-06', time: '15:00' })],
  [
    SYD,
    'cancels lunch at the restaurant booked for march twenty five',
    call('cancelEvent', { target: { words: 'lunch restaurant', fromDate: '2026-03-25', toDate: '2026-03-25', time: null, member: null }, series: false }),
  ],
  [SYD, 'text me tomorrow morning about the car rego', event({ title: 'Car rego', date: '2026-03-05', time: '09:00', reminderMinutes: 0 })],
  [SYD, 'text me the shopping list', call('showList', { list: null })],
  // "both have", "have no school", "till late" and the news before a booking are no part of the event's name
  [
    SYD,
    'Mia and Sam both have swimming at 4 tomorrow',
    event({ title: 'Swimming', date: '2026-03-05', time: '16:00', member: 'Mia Okafor', alsoMembers: ['Sam Okafor'] }),
  ],
  [
    KIDS,
    'kids have no school on friday',
    event({ title: 'No school', date: '2026-03-06', allDay: true, durationMinutes: 1440, member: 'Mia Okafor', alsoMembers: ['Sam Okafor', 'Leo'] }),
  ],
  [SYD, 'party saturday 7 till late', event({ title: 'Party', date: '2026-03-07', time: '19:00' })],
  [SYD, "I've got a work thing thursday night till late", event({ title: 'Work thing', date: '2026-03-05', time: '20:00' })],
  [SYD, "Mia's got a sore tooth, dentist booked thursday 10 past 9", event({ title: 'Dentist', date: '2026-03-05', time: '09:10', member: 'Mia Okafor' })],
  // Formal leads ("please be informed that", "request you to", "do one thing"), "today itself", "revert with"
  [
    SYD,
    'Please be informed that Sam has a football match on Thursday at 4',
    event({ title: 'Football match', date: '2026-03-05', time: '16:00', member: 'Sam Okafor' }),
  ],
  [
    SYD,
    'Request you to add dentist appointment for Leo on Monday 11am',
    event({ title: 'Dentist appointment', date: '2026-03-09', time: '11:00', member: 'Leo' }),
  ],
  [SYD, 'Do one thing, add milk and bread to the list', call('addListItems', { list: null, items: ['milk', 'bread'] })],
  [
    SYD,
    'Please remind me to collect the uniform today itself',
    event({ title: 'Collect the uniform', date: '2026-03-04', allDay: true, durationMinutes: 1440, reminderMinutes: 0, askTime: true }),
  ],
  [SYD, "Kindly revert with tomorrow's schedule", agenda('2026-03-05')],
  // A drop-off is an event, not a drop
  [SYD, 'drop-off at school 8am tomorrow', event({ title: 'Drop-off at school', date: '2026-03-05', time: '08:00' })],
  // Two events in one message, each with its own name and day or time; "and" with no name of its own goes on
  [
    SYD,
    'add football on saturday at 9am and ballet on sunday at 10am',
    { ...event({ title: 'Football', date: '2026-03-07', time: '09:00' }), then: [event({ title: 'Ballet', date: '2026-03-08', time: '10:00' })] },
  ],
  [
    SYD,
    'put football saturday 9am for Sam and ballet sunday 10 for Mia',
    {
      ...event({ title: 'Football', date: '2026-03-07', time: '09:00', member: 'Sam Okafor' }),
      then: [event({ title: 'Ballet', date: '2026-03-08', time: '10:00', member: 'Mia Okafor' })],
    },
  ],
  [
    SYD,
    'swim at 4 and piano at 6 tomorrow',
    { ...event({ title: 'Swim', date: '2026-03-05', time: '16:00' }), then: [event({ title: 'Piano', date: '2026-03-05', time: '18:00' })] },
  ],
  [SYD, 'dinner at 7 and drinks after', event({ title: 'Dinner and drinks', date: '2026-03-04', time: '19:00' })],
  // "did you add the dentist?": whether it is in the calendar, yes or no first (a grocery is asked of the list)
  [SYD, 'did I add the dentist?', call('findEvent', { words: 'dentist', member: null, fromDate: null, toDate: null, yesNo: true })],
  [SYD, 'did you add swimming on friday', call('findEvent', { words: 'swimming', member: null, fromDate: '2026-03-06', toDate: '2026-03-06', yesNo: true })],
  [SYD, 'did you add milk', call('showList', { list: null, check: ['milk'] })],
  [SYD, 'grab some bananas on the way home', call('addListItems', { list: null, items: ['bananas'] })],
  // News that a grocery is no longer needed, or was got, is that grocery off the list (not so of what is no grocery)
  [SYD, 'we have eggs now', call('tickListItems', { list: null, items: ['eggs'], remove: false })],
  [SYD, "we're good for milk", call('tickListItems', { list: null, items: ['milk'], remove: true })],
  [SYD, "eggs aren't needed", call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  [SYD, 'no eggs needed', call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  [SYD, "don't buy eggs", call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  [SYD, 'bread can come off', call('tickListItems', { list: null, items: ['bread'], remove: true })],
  [SYD, 'bread - got it', call('tickListItems', { list: null, items: ['bread'], remove: false })],
  [SYD, 'dad already bought the milk', call('tickListItems', { list: null, items: ['milk'], remove: false })],
  [SYD, "actually we don't need eggs", call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  [SYD, 'eggs and milk off', call('tickListItems', { list: null, items: ['eggs', 'milk'], remove: true })],
  [SYD, 'milk ✓', call('tickListItems', { list: null, items: ['milk'], remove: false })],
  [SYD, "can you get bread and milk when you're out", call('addListItems', { list: null, items: ['bread', 'milk'] })],
  [SYD, 'are we doing anything sunday', agenda('2026-03-08')],

  // A morning hour before an end after midday is in the morning; "9ish" is at 9
  [SYD, 'playdate sat 10 till noon', event({ title: 'Playdate', date: '2026-03-07', time: '10:00', durationMinutes: 120 })],
  [SYD, 'market 9-1pm sunday', event({ title: 'Market', date: '2026-03-08', time: '09:00', durationMinutes: 240 })],
  [SYD, 'call at 9ish tomorrow', event({ title: 'Call', date: '2026-03-05', time: '09:00' })],

  // Why a cancel happens, said after a comma or "due to", is not the event; a day in it is kept
  [
    SYD,
    "swimming's off this week, pool is closed",
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-04', toDate: '2026-03-10', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'no daycare for leo next monday, public holiday',
    call('cancelEvent', { target: { words: 'daycare', fromDate: '2026-03-09', toDate: '2026-03-09', time: null, member: 'Leo' }, series: false }),
  ],
  [
    SYD,
    'footy training cancelled due to rain tonight',
    call('cancelEvent', { target: { words: 'footy training', fromDate: '2026-03-04', toDate: '2026-03-04', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'delete all the tennis lessons from now on',
    call('cancelEvent', { target: { words: 'tennis lessons', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [
    SYD,
    'the party starts an hour earlier',
    call('updateEvent', { target: { words: 'party', date: null, time: null, member: null }, changes: { shiftMinutes: -60 } }),
  ],

  // Taking a child to something at a time is a new event for them; where one goes, or where it is, is said plainly
  [SYD, 'take mia to the doctor at 11 tomorrow', event({ title: 'Doctor', date: '2026-03-05', time: '11:00', member: 'Mia Okafor' })],
  [
    SYD,
    "mia is going to ella's party on sunday 1-3",
    event({ title: "Ella's party", date: '2026-03-08', time: '13:00', durationMinutes: 120, member: 'Mia Okafor' }),
  ],
  [SYD, "the bbq is at mum's on sunday at 1", event({ title: "Bbq at mum's", date: '2026-03-08', time: '13:00' })],

  // Something not named yet: its name is asked, the day and time kept for the answer
  [SYD, "add sam's thing at 9", asks(/^What is the event called\?/)],
  [SYD, 'mia has something on saturday at 2', asks(/^What is the event called\?/)],
  [SYD, 'we need nappy wipes milk and eggs', call('addListItems', { list: null, items: ['nappy wipes', 'milk', 'eggs'] })],
  [SYD, 'add baby wipes and dishwasher pods', call('addListItems', { list: null, items: ['baby wipes', 'dishwasher pods'] })],

  [SYD, "dentist for mia 11:15 but I don't know which day yet", asks(/^Which day is Dentist\?/)],
  [SYD, 'dentist at 11:15 sometime', asks(/^Which day is Dentist\?/)],

  [SYD, "mia's assembly 9.05 tues", event({ title: 'Assembly', date: '2026-03-10', time: '09:05', member: 'Mia Okafor' })],
  [SYD, 'what time does swimming finish', call('findEvent', { words: 'swimming', member: null, fromDate: null, toDate: null })],

  [SYD, 'leo needs his vaccinations done sometime this month', todo('leo needs his vaccinations done')],
  [SYD, 'the car needs a service', todo('the car needs a service')],
  [SYD, "add spelling to mia's homework", call('addHomework', { task: 'spelling', member: 'Mia Okafor', dueDate: null })],
  [SYD, "what's on sam's homework list", call('listHomework', { member: 'Sam Okafor' })],

  // Each member's own event, told in turn; a stay over a weekend is both its days
  [
    SYD,
    'sam has a game at 8.30 saturday at the oval then mia has netball at 11',
    {
      ...event({ title: 'Game at the oval', date: '2026-03-07', time: '08:30', member: 'Sam Okafor' }),
      then: [event({ title: 'Netball', date: '2026-03-07', time: '11:00', member: 'Mia Okafor' })],
    },
  ],
  [SYD, 'camping this weekend', event({ title: 'Camping', date: '2026-03-07', allDay: true, durationMinutes: 2880 })],
  [SYD, 'haircut this weekend', expect.objectContaining({ input: expect.objectContaining({ title: 'Haircut', durationMinutes: 1440, askTime: true }) })],

  [SYD, 'could you add a dentist appt for sam on thurs at 330', event({ title: 'Dentist appt', date: '2026-03-05', time: '15:30', member: 'Sam Okafor' })],

  [
    SYD,
    'set a reminder for the school play next friday at seven in the evening',
    event({ title: 'School play', date: '2026-03-13', time: '19:00', reminderMinutes: 0 }),
  ],
  [
    SYD,
    "mia has her swimming lesson every monday at five o'clock",
    event({ title: 'Swimming lesson', date: '2026-03-09', time: '17:00', recurrence: 'weekly', member: 'Mia Okafor' }),
  ],

  // A word before the request ("quick one", "sorry, I made a mistake") is no part of it; nor why a day is off
  [
    SYD,
    'Sorry, I made a mistake - piano is on Wednesdays not Tuesdays. Can you fix it?',
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: null }, changes: { date: '2026-03-11' } }),
  ],
  [
    SYD,
    'daycare is off monday for a pupil free day',
    call('cancelEvent', { target: { words: 'daycare', fromDate: '2026-03-09', toDate: '2026-03-09', time: null, member: null }, series: false }),
  ],
  [SYD, 'quick question whats on tomorrow', agenda('2026-03-05')],

  // Sentences that only greet, wish well or sign off are no part of the request
  [
    SYD,
    'Good morning! Mia has a dentist appointment on Friday at 3pm. Love, Mum',
    event({ title: 'Dentist appointment', date: '2026-03-06', time: '15:00', member: 'Mia Okafor' }),
  ],
  [
    SYD,
    "Hi there, hope you're well. Leo has his four year check on the 18th at 10am. Cheers!",
    event({ title: 'Four year check', date: '2026-03-18', time: '10:00', member: 'Leo' }),
  ],

  [
    SYD,
    "Mia has been invited to Ruby's birthday party. It's on Saturday the 14th from 2 till 4.",
    event({ title: "Ruby's birthday party", date: '2026-03-14', time: '14:00', durationMinutes: 120, member: 'Mia Okafor' }),
  ],
  [
    SYD,
    'the pool is closed on friday, so cancel swimming',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],

  [
    SYD,
    "I'm afraid I shall not be able to do Tuesday's school run after all, as I have a doctor's appointment. Please remove it.",
    call('cancelEvent', { target: { words: 'school run', fromDate: '2026-03-10', toDate: '2026-03-10', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    "Please would you remind me about Sam's recital the evening before. It is on Friday the 13th at 6.30.",
    event({ title: 'Recital', date: '2026-03-13', time: '18:30', reminderMinutes: 1440, member: 'Sam Okafor' }),
  ],

  // A title from several sentences is the one that said when, when it stands on its own
  [
    SYD,
    "The school just emailed. Sam's excursion to the museum is on Wednesday the 18th. He needs a packed lunch.",
    expect.objectContaining({ input: expect.objectContaining({ title: 'Excursion to the museum', date: '2026-03-18', member: 'Sam Okafor' }) }),
  ],
  [
    SYD,
    'Just a heads up that swimming lessons start back next Tuesday at 4.30 for Sam. Every week till the end of term.',
    expect.objectContaining({ input: expect.objectContaining({ title: 'Swimming lessons start back', time: '16:30', recurrence: 'weekly' }) }),
  ],

  [
    SYD,
    'Bad news, the piano teacher is sick so no lesson for Mia tomorrow.',
    call('cancelEvent', { target: { words: 'lesson', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    "Mia's got a new time for ballet - 5:15 on Mondays from now on.",
    call('updateEvent', { target: { words: 'ballet', date: null, time: null, member: 'Mia Okafor' }, changes: { date: '2026-03-09', time: '17:15' } }),
  ],
  [
    SYD,
    "Change of plans, Leo's swimming is at 10 on Saturday now.",
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: 'Leo' }, changes: { date: '2026-03-07', time: '10:00' } }),
  ],

  // A question about two members named is asked for each of them
  [
    SYD,
    'whats on for mia and sam this arvo',
    { ...agenda('2026-03-04', '2026-03-04', 'Mia Okafor'), then: [agenda('2026-03-04', '2026-03-04', 'Sam Okafor')] },
  ],
  [SYD, 'whats happening with the kids on the weekend', agenda('2026-03-07', '2026-03-08')],

  [SYD, 'update the dentist to 4pm', call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { time: '16:00' } })],

  // A time said without its colon, other Englishes' words, a longer end, a plain request closing a list of things
  [SYD, 'swimming is 530 now', call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { time: '17:30' } })],
  [
    SYD,
    'netball is at 5 now, not 4',
    call('updateEvent', { target: { words: 'netball', date: null, time: '16:00', member: null }, changes: { time: '17:00' } }),
  ],
  [
    SYD,
    'kindly prepone the dentist to 9am',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { time: '09:00' } }),
  ],
  [SYD, 'the bbq is extended till 9pm', call('updateEvent', { target: { words: 'bbq', date: null, time: null, member: null }, changes: { endTime: '21:00' } })],
  [SYD, "send me next week's programme", agenda('2026-03-09', '2026-03-15')],
  [SYD, 'yoga evry monday 7pm untill the 30th', event({ title: 'Yoga', date: '2026-03-09', time: '19:00', recurrence: 'weekly', repeatUntil: '2026-03-30' })],
  [SYD, 'need bin bags and foil, pls put on the shopping list', call('addListItems', { list: null, items: ['bin bags', 'foil'] })],
  // A name in quotes is the name meant; two days of one week are a span, not a repeat
  [
    SYD,
    "We're having a few friends over on saturday from 6, can you save it as 'games night'?",
    event({ title: 'Games night', date: '2026-03-07', time: '18:00' }),
  ],
  [
    SYD,
    "'Swim' is too vague, can you rename it to 'Swim squad'",
    call('updateEvent', { target: { words: 'Swim', date: null, time: null, member: null }, changes: { title: 'Swim squad' } }),
  ],
  [SYD, 'school camp next thursday and friday', event({ title: 'School camp', date: '2026-03-12', allDay: true, durationMinutes: 2880 })],
  [
    SYD,
    "add 'pick up cake' to my to-do list and put the party on saturday at 2",
    { ...todo('pick up cake'), then: [event({ title: 'Party', date: '2026-03-07', time: '14:00' })] },
  ],

  // "please" after the verb, the one spoken to, "too" for "to", a statement that is no cancel
  [SYD, 'Remind me please to renew the car rego', toRemember('renew the car rego')],
  [SYD, 'remind me pay the water bill', toRemember('pay the water bill')],
  [SYD, 'Could you tell me, love, is bread on the shopping list?', call('showList', { list: null, check: ['bread'] })],
  [
    SYD,
    'shift the haircut too next friday',
    call('updateEvent', { target: { words: 'haircut', date: null, time: null, member: null }, changes: { date: '2026-03-13' } }),
  ],
  [SYD, 'I take them', notUnderstood],
  // The news, then a question that names what it looks for, or a list's things with what they are for
  [SYD, "The pool's closed for repairs. Are goggles on the shopping list?", call('showList', { list: null, check: ['goggles'] })],
  [
    SYD,
    "Soccer mums chat says there's a change. When is Sam's soccer?",
    call('findEvent', { words: 'soccer', member: 'Sam Okafor', fromDate: null, toDate: null }),
  ],
  [SYD, "while you're at the shops could you get bread and eggs for when my sister visits", call('addListItems', { list: null, items: ['bread', 'eggs'] })],
  [
    SYD,
    "I'd like to start getting ready for the beach trip. Please add towels and hats to the beach list",
    call('addListItems', { list: 'beach', items: ['towels', 'hats'] }),
  ],
  [
    SYD,
    'Nan is staying from Friday the 13th to Sunday the 15th. Could you mark those days?',
    event({ title: 'Nan is staying', date: '2026-03-13', allDay: true, durationMinutes: 4320 }),
  ],

  // News passed on by a school or a club, a voice note's fillers, a length said loosely, a time not given yet
  [
    SYD,
    "The football club emailed: Mia's gala day is Sunday 15 March at 9am. Please add.",
    event({ title: 'Gala day', date: '2026-03-15', time: '09:00', member: 'Mia Okafor' }),
  ],
  [
    SYD,
    "Mum's birthday lunch is Sunday at 12, it'll go about three hours",
    event({ title: "Mum's birthday lunch", date: '2026-03-08', time: '12:00', durationMinutes: 180 }),
  ],
  [
    SYD,
    'The school fete is on the 21st. Put it in, no time given yet.',
    event({ title: 'School fete', date: '2026-03-21', allDay: true, durationMinutes: 1440, askTime: true }),
  ],
  [SYD, 'um add eggs to the list', call('addListItems', { list: null, items: ['eggs'] })],
  [
    SYD,
    'School says each child needs a hat and a drink bottle for the excursion. Put those on the shopping list.',
    call('addListItems', { list: null, items: ['hat', 'drink bottle'] }),
  ],

  // Whom the news named, "make it a weekly thing", a plain fact the request says is a change
  [SYD, 'Sam says he has something on sunday. Is there anything in for him?', agenda('2026-03-08', '2026-03-08', 'Sam Okafor')],
  [
    SYD,
    'Mia has choir on tuesdays at 8am. Make it a weekly thing please',
    event({ title: 'Choir', date: '2026-03-10', time: '08:00', recurrence: 'weekly', member: 'Mia Okafor' }),
  ],
  [
    SYD,
    'Netball is at 4:30 tomorrow. Please update it.',
    call('updateEvent', { target: { words: 'netball', date: null, time: null, member: null }, changes: { date: '2026-03-05', time: '16:30' } }),
  ],
  [SYD, 'is swimming on for him on sunday', call('findEvent', { words: 'swimming', member: null, fromDate: '2026-03-08', toDate: '2026-03-08', yesNo: true })],

  // "please" said at length, a weekend's days said outright, a list's things told before "add them", a quoted new name
  [
    SYD,
    'Would you be kind enough to move the piano recital to Friday at 6',
    call('updateEvent', { target: { words: 'piano recital', date: null, time: null, member: null }, changes: { date: '2026-03-06', time: '18:00' } }),
  ],
  [SYD, "put the boys' weekend in from Friday to Sunday", event({ title: "Boys' weekend", date: '2026-03-06', allDay: true, durationMinutes: 4320 })],
  [SYD, 'Kindy sent a note asking for sunscreen and a hat. Add both to shopping.', call('addListItems', { list: null, items: ['sunscreen', 'hat'] })],
  [
    SYD,
    'The excursion list from school: water bottle, hat, raincoat. Please add them to the excursion list.',
    call('addListItems', { list: 'excursion', items: ['water bottle', 'hat', 'raincoat'] }),
  ],
  [
    SYD,
    "rename the bbq to 'Nan's 80th', as everyone is calling it",
    call('updateEvent', { target: { words: 'bbq', date: null, time: null, member: null }, changes: { title: "Nan's 80th" } }),
  ],
  [SYD, 'add bread milk and nurofen to shopping', call('addListItems', { list: null, items: ['bread', 'milk', 'nurofen'] })],

  // Two dates in a row, a list request then an event with its day, a question after "but", a length said without a verb
  [SYD, 'the bake sale is on Saturday 21 and Sunday 22 March', event({ title: 'Bake sale', date: '2026-03-21', allDay: true, durationMinutes: 2880 })],
  [
    SYD,
    'Add hats and sunscreen to the beach list, and put swimming in for Thursday at 4',
    {
      ...call('addListItems', { list: 'beach', items: ['hats', 'sunscreen'] }),
      then: [event({ title: 'Swimming', date: '2026-03-05', time: '16:00' })],
    },
  ],
  [
    SYD,
    'The coach texted about the bus, but is the gala still on the 15th?',
    call('findEvent', { words: 'gala', member: null, fromDate: '2026-03-15', toDate: '2026-03-15', yesNo: true }),
  ],
  [
    SYD,
    'leos swimming 10 mins shorter from now on',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: 'Leo' }, changes: { lengthenMinutes: -10 } }),
  ],

  [SYD, 'make me a new checklist', call('createList', { name: null })],
  [
    SYD,
    'Leo wants to come to the Sharks game too. Can you add him to it?',
    call('updateEvent', { target: { words: 'sharks game', date: null, time: null, member: null }, changes: { addMembers: ['Leo'] } }),
  ],

  // A stay from the day told to the day it lasts until, news about "it" then the request that names it, "in advance"
  [SYD, 'nan arrives on the 12th and stays till the 15th', event({ title: 'Nan arrives and stays', date: '2026-03-12', allDay: true, durationMinutes: 5760 })],
  [
    SYD,
    "Coach says it starts at 5:15 now. Update Sam's footy please.",
    call('updateEvent', { target: { words: 'footy', date: null, time: null, member: 'Sam Okafor' }, changes: { time: '17:15' } }),
  ],
  [SYD, 'dentist on friday at 3, remind me a full day in advance', event({ title: 'Dentist', date: '2026-03-06', time: '15:00', reminderMinutes: 1440 })],
  [
    SYD,
    'append a note to the excursion to the effect that they need a hat',
    call('updateEvent', { target: { words: 'excursion', date: null, time: null, member: null }, changes: { note: 'They need a hat' } }),
  ],

  // One time of something told as it is this once; who joins, said after the event; a note in the next sentence, or
  // the news itself as the note; a room as a new place; the thing, then a request with nothing of its own
  [
    SYD,
    'karate thu at 5 this week only',
    call('updateEvent', { target: { words: 'karate', date: '2026-03-05', time: null, member: null }, changes: { time: '17:00' } }),
  ],
  [
    SYD,
    'just this week the book club has to be on monday',
    call('updateEvent', { target: { words: 'book club', date: null, time: null, member: null }, changes: { date: '2026-03-09' }, once: true }),
  ],
  // several requests, members named in one of them; a question back for two members asked once; "add for both" no title
  [
    SYD,
    'add sunscreen and hats to the beach list, and put swimming for mia and sam in for friday at 4pm',
    {
      ...call('addListItems', { list: 'beach', items: ['sunscreen', 'hats'] }),
      then: [event({ title: 'Swimming', date: '2026-03-06', time: '16:00', member: 'Mia Okafor', alsoMembers: ['Sam Okafor'] })],
    },
  ],
  [SYD, 'add swimming for mia and sam', asks(/^When is Swimming\?/)],
  [
    SYD,
    'haircut for mia and sam friday at 10, add for both pls',
    event({ title: 'Haircut', date: '2026-03-06', time: '10:00', member: 'Mia Okafor', alsoMembers: ['Sam Okafor'] }),
  ],
  // a later day said last is the stay's end, not part of its name
  [
    SYD,
    'mia sleepover friday night from 6pm till 10am saturday',
    event({ title: 'Sleepover', date: '2026-03-06', time: '18:00', durationMinutes: 16 * 60, member: 'Mia Okafor' }),
  ],
  // the list of things to be done is the to-dos, named before or after what goes on it
  [SYD, 'add call the school to the list of things to be done', todo('call the school')],
  [SYD, 'please add to the list of things to be done: post the card to joan', todo('post the card to joan')],
  // who it is for, corrected, with an aside after it; a request about "it" read with the news before it, then the next
  [
    SYD,
    'the OT session is actually for Mia, not Sam, I mixed them up',
    call('updateEvent', { target: { words: 'ot session', date: null, time: null, member: 'Sam Okafor' }, changes: { member: 'Mia Okafor' } }),
  ],
  [
    SYD,
    "Sam's school camp is Wednesday 18 to Friday 20 March, add it please, and add a sleeping bag and torch to the camping list",
    {
      ...event({ title: 'School camp', date: '2026-03-18', allDay: true, durationMinutes: 3 * 1440, member: 'Sam Okafor' }),
      then: [call('addListItems', { list: 'camping', items: ['sleeping bag', 'torch'] })],
    },
  ],
  // a place said of this week is a change to this week's
  [
    SYD,
    'netball sat is at the indoor courts in glenbrook this wk',
    call('updateEvent', {
      target: { words: 'netball', date: '2026-03-07', time: null, member: null },
      changes: { location: 'the indoor courts in glenbrook' },
    }),
  ],
  // running late: the new start on the day said
  [
    SYD,
    "netball's running late this week, coach says 4:30 start tomorrow",
    call('updateEvent', { target: { words: 'netball', date: '2026-03-05', time: null, member: null }, changes: { time: '16:30' } }),
  ],
  // said of this time with no day: its next time, not the series
  [
    SYD,
    'netball is at 5 this week only',
    call('updateEvent', { target: { words: 'netball', date: null, time: null, member: null }, changes: { time: '17:00' }, once: true }),
  ],
  [SYD, 'swimming is at 4:30 now', call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { time: '16:30' } })],
  // said around the request: "now-now", a leading "Is it?", a closing "can?" or "or not"; "off to" a place is a trip;
  // a thing asked to "go in"; "after school" is a time of day, "after school care" a name
  [
    SYD,
    "Add Mia's piano exam now-now, it's Tuesday at 2:15",
    call('createEvent', {
      title: 'Piano exam',
      date: '2026-03-10',
      time: '14:15',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: 'Mia Okafor',
    }),
  ],
  // "&" for "and", kisses and thanks closing a message: the request reads as it would without them.
  [SYD, 'am i busy between 3 & 5 tomorrow', call('freeBusy', { date: '2026-03-05', fromTime: '15:00', toTime: '17:00', member: null })],
  [SYD, 'add milk & eggs to the shopping list xx', call('addListItems', { list: null, items: ['milk', 'eggs'] })],
  [SYD, 'show me the calendar for march 12 x', call('agenda', { fromDate: '2026-03-12', toDate: '2026-03-12', member: null })],
  [
    SYD,
    'the plumber can only come at noon now pls',
    call('updateEvent', { target: { words: 'plumber', date: null, time: null, member: null }, changes: { time: '12:00' } }),
  ],
  [SYD, 'pick up sam from cricket at 4 15. Thank you!', event({ title: 'Pick up from cricket', date: '2026-03-04', time: '16:15', member: 'Sam Okafor' })],
  // Texting's short forms, and a last sentence that asks without its question mark.
  [SYD, 'dentist for mia n sam friday at 3', event({ title: 'Dentist', date: '2026-03-06', time: '15:00', member: 'Mia Okafor', alsoMembers: ['Sam Okafor'] })],
  [SYD, 'dinner with jen tonite at 7', event({ title: 'Dinner with jen', date: '2026-03-04', time: '19:00' })],
  [SYD, 'we r low on sugar', call('addListItems', { list: null, items: ['sugar'] })],
  [SYD, 'R&D meeting friday at 2', event({ title: 'R&D meeting', date: '2026-03-06', time: '14:00' })],
  [SYD, 'add teh dentist friday at 10', event({ title: 'Dentist', date: '2026-03-06', time: '10:00' })],
  [
    SYD,
    "I'm thinking of taking the kids to the beach on Saturday. Is anything on between two and five",
    call('freeBusy', { date: '2026-03-07', fromTime: '14:00', toTime: '17:00', member: null }),
  ],
  [SYD, 'ok thanks', call('help', { reason: 'thanks' })],
  [SYD, 'ok so thanks heaps 🙏', call('help', { reason: 'thanks' })],
  // A greeting before a message of several sentences is no part of its first sentence's thing.
  [
    SYD,
    'Hi Simplify, The GP rang. The appointment tomorrow is now 11.20 not 10.40',
    call('updateEvent', { target: { words: 'gp rang appointment', date: '2026-03-05', time: '10:40', member: null }, changes: { time: '11:20' } }),
  ],
  [
    SYD,
    "sorry to bother you, Sam's got his first OT session on Thursday the 12th at 4. It's 50 minutes, remind me an hour before please.",
    event({ title: 'First OT session', date: '2026-03-12', time: '16:00', durationMinutes: 50, reminderMinutes: 60, member: 'Sam Okafor' }),
  ],

  [SYD, 'P&C meeting tuesday at 7pm', event({ title: 'P&C meeting', date: '2026-03-10', time: '19:00' })],
  [
    SYD,
    'Is it? Netball is moving to the Bryanston courts, please update',
    call('updateEvent', { target: { words: 'netball', date: null, time: null, member: null }, changes: { location: 'the Bryanston courts' } }),
  ],
  [
    SYD,
    'Mia science tuition tmr 9am, remind me 30 min before can?',
    call('createEvent', {
      title: 'Science tuition',
      date: '2026-03-05',
      time: '09:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: 30,
      member: 'Mia Okafor',
    }),
  ],
  [SYD, 'Got anything on 12 Mar or not', call('agenda', { fromDate: '2026-03-12', toDate: '2026-03-12', member: null })],
  [
    SYD,
    'Me and herself are off to Galway Sat to Mon, put it in as all day',
    call('createEvent', {
      title: 'Me and herself are off to Galway',
      date: '2026-03-07',
      time: null,
      allDay: true,
      durationMinutes: 4320,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    "can sam's cricket go in every saturday at 8.30 until the 28th?",
    call('createEvent', {
      title: 'Cricket',
      date: '2026-03-07',
      time: '08:30',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'weekly',
      reminderMinutes: null,
      member: 'Sam Okafor',
      repeatUntil: '2026-03-28',
    }),
  ],
  [SYD, 'does sam have anything on thursday after school?', call('agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: 'Sam Okafor' })],
  [SYD, 'when is after school care', call('findEvent', { words: 'after school care', member: null, fromDate: null, toDate: null })],
  // a week with a name inside an event's name is no range of days; a name with "&" keeps it
  [SYD, 'whens book week parade', call('findEvent', { words: 'book week parade', member: null, fromDate: null, toDate: null })],
  [SYD, "when's the next P&C meeting", call('findEvent', { words: 'p&c meeting', member: null, fromDate: null, toDate: null })],
  [
    SYD,
    "Please cancel the P&C meetings from now on; I've stepped down from the committee.",
    call('cancelEvent', { target: { words: 'p&c meetings', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [
    SYD,
    "cancel leo's swimming this week",
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-04', toDate: '2026-03-10', time: null, member: 'Leo' }, series: false }),
  ],
  // news of what is already filed: contracted "is"/"has", a place with no "the", a note told with the news or after the
  // event, who or how long put right, a closure over two days in a row, a list's things taken off or ticked as news says
  [SYD, "swimming's at 5 now", call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { time: '17:00' } })],
  [
    SYD,
    "The school concert's been brought forward to Thursday the 12th",
    call('updateEvent', { target: { words: 'school concert', date: null, time: null, member: null }, changes: { date: '2026-03-12' } }),
  ],
  [
    SYD,
    "the dentist on friday's at the Coogee practice now",
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-06', time: null, member: null }, changes: { location: 'the Coogee practice' } }),
  ],
  [
    SYD,
    'The speech therapy is in Chatswood clinic now po, not Artarmon',
    call('updateEvent', { target: { words: 'speech therapy', date: null, time: null, member: null }, changes: { location: 'Chatswood clinic' } }),
  ],
  [
    SYD,
    'Sir said please add Leo also in the dentist tomorrow po',
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-05', time: null, member: null }, changes: { addMembers: ['Leo'] } }),
  ],
  [
    SYD,
    'Please help me fix the hair appointment on Friday to 5pm instead',
    call('updateEvent', { target: { words: 'hair appointment', date: '2026-03-06', time: null, member: null }, changes: { time: '17:00' } }),
  ],
  [
    SYD,
    "Just heard Leo's speech therapy has gone to 11.30 tomorrow",
    call('updateEvent', { target: { words: 'speech therapy', date: '2026-03-05', time: null, member: 'Leo' }, changes: { time: '11:30' } }),
  ],
  [
    SYD,
    "grandpa's picking Sam up from cricket on Saturday, can you note that on it",
    call('updateEvent', {
      target: { words: 'cricket', date: '2026-03-07', time: null, member: 'Sam Okafor' },
      changes: { note: 'Grandpa is picking Sam up from cricket on Saturday' },
    }),
  ],
  [
    SYD,
    "Sam's eye test on Monday, please put a note: bring his old glasses",
    call('updateEvent', { target: { words: 'eye test', date: '2026-03-09', time: null, member: 'Sam Okafor' }, changes: { note: 'Bring his old glasses' } }),
  ],
  [
    SYD,
    'Sam has the dentist Friday at 10 — sorry I meant Mia not Sam',
    call('createEvent', {
      title: 'Dentist',
      date: '2026-03-06',
      time: '10:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: 'Mia Okafor',
    }),
  ],
  [
    SYD,
    "change Leo's swimming to 10am, I mean Sam's swimming not Leo's",
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: 'Sam Okafor' }, changes: { time: '10:00' } }),
  ],
  [
    SYD,
    'push soccer training back an hour, no, 45 minutes',
    call('updateEvent', { target: { words: 'soccer training', date: null, time: null, member: null }, changes: { shiftMinutes: 45 } }),
  ],
  [
    SYD,
    'could the school disco be 6.30 instead of 6?',
    call('updateEvent', { target: { words: 'school disco', date: null, time: null, member: null }, changes: { time: '18:30' } }),
  ],
  [
    SYD,
    "footy's only till 10 this wk",
    call('updateEvent', { target: { words: 'footy', date: null, time: null, member: null }, changes: { endTime: '10:00' }, once: true }),
  ],
  [
    SYD,
    "Mia's guitar lessons have finished for good, the teacher's moved away",
    call('cancelEvent', { target: { words: 'guitar lessons', fromDate: null, toDate: null, time: null, member: 'Mia Okafor' }, series: true }),
  ],
  [
    SYD,
    "Mia's mate isn't gluten free after all, so the GF bread can come off the shopping list",
    call('tickListItems', { list: null, items: ['GF bread'], remove: true }),
  ],
  [
    SYD,
    "Leo's kindy is closed mon and tue for teacher only days",
    call('createEvent', {
      title: 'Kindy closed for teacher only days',
      date: '2026-03-09',
      time: null,
      allDay: true,
      durationMinutes: 2880,
      recurrence: 'none',
      reminderMinutes: null,
      member: 'Leo',
    }),
  ],
  [SYD, 'chuck snags n bread rolls on the list mate', call('addListItems', { list: null, items: ['snags', 'bread rolls'] })],
  [
    SYD,
    "add thanksgiving dinner at my mom's at four",
    call('createEvent', {
      title: "Thanksgiving dinner at my mom's",
      date: '2026-03-04',
      time: '16:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    'remind me at noon tomorrow to call the bank',
    call('createEvent', {
      title: 'Call the bank',
      date: '2026-03-05',
      time: '12:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: 0,
      member: null,
    }),
  ],
  [
    SYD,
    'speech therapy runs 45 mins not an hour',
    call('updateEvent', { target: { words: 'speech therapy', date: null, time: null, member: null }, changes: { durationMinutes: 45 } }),
  ],
  [
    SYD,
    "Nana brought round a dozen eggs, so we won't be needing eggs on the shopping list any more.",
    call('tickListItems', { list: null, items: ['eggs'], remove: true }),
  ],
  [SYD, "We need a list for Leo's birthday party, could you make one called Leo's party?", call('createList', { name: "Leo's party" })],
  [SYD, 'The swim school email has been sent, so cross that off my to-dos.', call('completeTodo', { number: null, text: 'swim school email' })],
  [
    SYD,
    'netball at 4.30 this week only',
    call('updateEvent', { target: { words: 'netball', date: null, time: null, member: null }, changes: { time: '16:30' }, once: true }),
  ],
  [
    SYD,
    "the kids' cousins are staying fri 6th til sun 8th, sorry til mon 9th",
    call('createEvent', {
      title: "Kids' cousins are staying",
      date: '2026-03-06',
      time: null,
      allDay: true,
      durationMinutes: 5760,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    'can we make the parent-teacher interviews 20 mins long, not an hour?',
    call('updateEvent', { target: { words: 'parent teacher interviews', date: null, time: null, member: null }, changes: { durationMinutes: 20 } }),
  ],
  // the day the news names is the day of what is cancelled
  [
    SYD,
    'the kids are sick on friday so cancel everything',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'mia is sick tomorrow, cancel her stuff',
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    "we're away next friday, cancel piano",
    call('cancelEvent', { target: { words: 'piano', fromDate: '2026-03-13', toDate: '2026-03-13', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'this saturday only sam swimming at 10, pool is closed early',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-07', time: null, member: 'Sam Okafor' }, changes: { time: '10:00' } }),
  ],
  [
    SYD,
    'haircut sat, add mia too',
    call('updateEvent', { target: { words: 'haircut', date: '2026-03-07', time: null, member: null }, changes: { addMembers: ['Mia Okafor'] } }),
  ],
  [
    SYD,
    'Please put also Leo in the playgroup of Friday together with Sam',
    call('updateEvent', { target: { words: 'playgroup', date: '2026-03-06', time: null, member: null }, changes: { addMembers: ['Leo'] } }),
  ],
  [
    SYD,
    "Could you put a quick note on Mia's excursion? She needs a packed lunch. Thanks so much",
    call('updateEvent', { target: { words: 'excursion', date: null, time: null, member: 'Mia Okafor' }, changes: { note: 'She needs a packed lunch' } }),
  ],
  [
    SYD,
    "Leo's check-up on Tuesday needs his blue book. Could you add a note please",
    call('updateEvent', {
      target: { words: 'check up', date: '2026-03-10', time: null, member: 'Leo' },
      changes: { note: "Leo's check-up on Tuesday needs his blue book" },
    }),
  ],
  [SYD, 'choir is in room 7 now', call('updateEvent', { target: { words: 'choir', date: null, time: null, member: null }, changes: { location: 'room 7' } })],
  [SYD, 'leo swim assessment - book it in pls', asks(/^When is Swim assessment\?/)],
  [SYD, 'sam has a school camp coming up', asks(/^When is School camp\?/)],

  // Things without commas, by name; an end on a later day; drop-off and pick-up times; two dates of one month
  [SYD, 'add crayons scissors and a lunchbox to the school list', call('addListItems', { list: 'school', items: ['crayons', 'scissors', 'lunchbox'] })],
  [SYD, 'add a kilo of rice a bag of onions and some lemons', call('addListItems', { list: null, items: ['kilo of rice', 'bag of onions', 'lemons'] })],
  [SYD, 'camping trip sat 9am till sun 3pm', event({ title: 'Camping trip', date: '2026-03-07', time: '09:00', durationMinutes: 1800 })],
  [
    SYD,
    'sam has a sleepover at max’s on friday, drop off 5pm and pick up saturday 9am',
    event({ title: "Sleepover at max's", date: '2026-03-06', time: '17:00', durationMinutes: 960, member: 'Sam Okafor' }),
  ],
  [
    SYD,
    'museum excursion for mia on the 19th, leave school 9.30 back 2',
    event({ title: 'Museum excursion', date: '2026-03-19', time: '09:30', durationMinutes: 270, member: 'Mia Okafor' }),
  ],
  [SYD, 'swim school for leo mon 6 apr to wed 8 apr', event({ title: 'Swim school', date: '2026-04-06', allDay: true, durationMinutes: 4320, member: 'Leo' })],

  // Homework told, then put on a child's homework; a child's name, then the schoolwork
  [
    SYD,
    'Mia has to learn her French verbs before her quiz on Friday. Could you add that to her homework',
    call('addHomework', { task: 'learn her French verbs before her quiz', member: 'Mia Okafor', dueDate: '2026-03-06' }),
  ],
  [
    SYD,
    'maths test tues for sam so add revision to his hw',
    call('addHomework', { task: 'revision for maths test', member: 'Sam Okafor', dueDate: '2026-03-10' }),
  ],
  [
    SYD,
    'leo - practise his reader for the test on thursday',
    call('addHomework', { task: 'practise his reader for the test', member: 'Leo', dueDate: '2026-03-05' }),
  ],

  // Words that say news is coming; a place told, then set for the event named; "their other …" as a place
  [SYD, 'fyi tennis is at 4.30 now', call('updateEvent', { target: { words: 'tennis', date: null, time: null, member: null }, changes: { time: '16:30' } })],
  [
    SYD,
    "The physio has moved to the new building on King St. Could you set that as the location for Sam's physio?",
    call('updateEvent', { target: { words: 'physio', date: null, time: null, member: 'Sam Okafor' }, changes: { location: 'the new building on King St' } }),
  ],
  [
    SYD,
    "Turns out Leo's swim lesson is at their other pool now",
    call('updateEvent', { target: { words: 'swim lesson', date: null, time: null, member: 'Leo' }, changes: { location: 'their other pool' } }),
  ],

  // Who brought the news, and the caller's appointment for the child they need to move; an amount said after a thing
  [
    SYD,
    'The physio rang, they need to move Leo to Monday the 16th. Same time',
    call('updateEvent', { target: { words: 'physio', date: null, time: null, member: 'Leo' }, changes: { date: '2026-03-16' } }),
  ],
  [
    SYD,
    "Unfortunately the dentist's receptionist called to say that Sam's check-up has to be moved from Friday to Monday.",
    call('updateEvent', { target: { words: 'check up', date: '2026-03-06', time: null, member: 'Sam Okafor' }, changes: { date: '2026-03-09' } }),
  ],
  [SYD, 'add crumpets 2 packs and butter', call('addListItems', { list: null, items: ['crumpets 2 packs', 'butter'] })],

  // A change said as what it should be; who has to make it and an apology are no part of it; a new length; all day
  [
    SYD,
    'change the disco so that it ends at 5',
    call('updateEvent', { target: { words: 'disco', date: null, time: null, member: null }, changes: { endTime: '17:00' } }),
  ],
  [SYD, 'make the bbq finish at 6pm', call('updateEvent', { target: { words: 'bbq', date: null, time: null, member: null }, changes: { endTime: '18:00' } })],
  [
    SYD,
    "I'm so sorry, but we'll have to push the book club back to Thursday.",
    call('updateEvent', { target: { words: 'book club', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    SYD,
    "Please change Friday's pick-up. I'll get there at 4 instead of 3.30 because of work",
    call('updateEvent', { target: { words: 'pick up', date: '2026-03-06', time: null, member: null }, changes: { time: '16:00' } }),
  ],
  [
    SYD,
    'cut the retreat down to 2 days',
    call('updateEvent', { target: { words: 'retreat', date: null, time: null, member: null }, changes: { durationMinutes: 2880 } }),
  ],
  [
    SYD,
    'make the fete all day rather than just the morning',
    call('updateEvent', { target: { words: 'fete', date: null, time: null, member: null }, changes: { allDay: true } }),
  ],
  [
    SYD,
    "I'm afraid the vet's receptionist phoned to say that Leo's appointment has to move to Thursday",
    call('updateEvent', { target: { words: 'vet appointment', date: null, time: null, member: 'Leo' }, changes: { date: '2026-03-05' } }),
  ],

  // A named list for something; "it" as the list just started; what is no longer needed; the thing the news says was got
  [SYD, 'party list for leo: balloons, candles', call('addListItems', { list: 'party', items: ['balloons', 'candles'] })],
  [
    SYD,
    "I've started a beach list for Saturday. Please add towels and sunscreen to it",
    call('addListItems', { list: 'beach', items: ['towels', 'sunscreen'] }),
  ],
  [SYD, 'dont need yoghurt anymore, remove pls', call('tickListItems', { list: null, items: ['yoghurt'], remove: true })],
  [SYD, 'Grandpa already bought a bag of apples, so cross them off the list', call('tickListItems', { list: null, items: ['apples'], remove: true })],

  // A one-off change that says which time it is of itself; everything on the day said
  [
    SYD,
    'only this week leo swimming is on friday instead of thursday',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-05', time: null, member: 'Leo' }, changes: { date: '2026-03-06' } }),
  ],
  [
    SYD,
    "we're all away on saturday now, clear the whole day",
    call('cancelEvent', { target: { words: null, fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],

  // What a thing is, said as a correction; moved said as switched; a length with its half said in words
  [
    SYD,
    "leo's appt on tues is actually the optometrist not the GP",
    call('updateEvent', { target: { words: 'appt', date: '2026-03-10', time: null, member: 'Leo' }, changes: { title: 'Optometrist' } }),
  ],
  [
    SYD,
    "the camp i put in for mia is actually sam's",
    call('updateEvent', { target: { words: 'camp put', date: null, time: null, member: 'Mia Okafor' }, changes: { member: 'Sam Okafor' } }),
  ],
  [
    SYD,
    'the dentist is actually at 4',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { time: '16:00' } }),
  ],
  [
    SYD,
    "mia's feis has been switched to saturday",
    call('updateEvent', { target: { words: 'feis', date: null, time: null, member: 'Mia Okafor' }, changes: { date: '2026-03-07' } }),
  ],
  [
    SYD,
    "can you make Sam's birthday party two and a half hours instead",
    call('updateEvent', { target: { words: 'birthday party', date: null, time: null, member: 'Sam Okafor' }, changes: { durationMinutes: 150 } }),
  ],

  // A member named fondly; the children said to be left out
  [SYD, 'does sammy have anything sunday?', call('agenda', { fromDate: '2026-03-08', toDate: '2026-03-08', member: 'Sam Okafor' })],
  [SYD, "i've got a mediation appt tues 10am, just me not the kids", event({ title: 'Mediation appt', date: '2026-03-10', time: '10:00' })],

  // Two days named together, nothing else: what is on from the first to the second
  [SYD, 'sat and sun for sam', call('agenda', { fromDate: '2026-03-07', toDate: '2026-03-08', member: 'Sam Okafor' })],

  // A comment after a change that leaked no words may still have changed how it was read
  [
    SYD,
    "mum's tea is saturday now not sunday, she's got bingo",
    call('updateEvent', { target: { words: 'mum tea', date: '2026-03-08', time: null, member: null }, changes: { date: '2026-03-07' } }),
  ],

  // A weekday said as part of the thing's name, with "anymore" or "no more": the whole series
  [
    SYD,
    "sam isn't doing tuesday swimming anymore",
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-10', toDate: '2026-03-10', time: null, member: 'Sam Okafor' }, series: true }),
  ],
  [
    SYD,
    'no swimming tuesday',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-10', toDate: '2026-03-10', time: null, member: null }, series: false }),
  ],

  // News of a new thing with "now" in it, after "oh and"
  [SYD, "oh and we've now got Sam's school assembly Friday at 9", event({ title: 'School assembly', date: '2026-03-06', time: '09:00', member: 'Sam Okafor' })],

  // "pop", "stick", "bung" for "put"; a reminder put "in for" a thing
  [SYD, 'pop swimming in for friday 4pm', event({ title: 'Swimming', date: '2026-03-06', time: '16:00' })],
  [SYD, 'bung a bbq in for sunday at 1', event({ title: 'Bbq', date: '2026-03-08', time: '13:00' })],
  [
    SYD,
    'stick a reminder in for the car rego on the 20th',
    event({ title: 'Car rego', date: '2026-03-20', allDay: true, durationMinutes: 1440, reminderMinutes: 0, askTime: true }),
  ],

  // The list said first, then what goes on it
  [SYD, 'my to do list needs laundry added', call('addTodo', { tasks: ['laundry'] })],
  [SYD, 'to my to do list add clean the garage', call('addTodo', { tasks: ['clean the garage'] })],
  [SYD, 'my shopping list needs eggs added', call('addListItems', { list: null, items: ['eggs'] })],

  // A request after a dash; what the sender will do after it is no part of it
  [
    SYD,
    "Dentist rang, they need to reshuffle their day — can you delete the check-ups on the 16th for now and I'll rebook once they call back",
    call('cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-16', toDate: '2026-03-16', time: null, member: null }, series: false }),
  ],

  // A spoken hour after "a reminder for" is its time, not what it is about
  [SYD, 'set a reminder for ten tomorrow to call mum', event({ title: 'Call mum', date: '2026-03-05', time: '10:00', reminderMinutes: 0 })],

  // The shopping list named, then things from the shops with no verb: an addition ("shopping list please" shows it)
  [SYD, 'shopping list milk and eggs', call('addListItems', { list: null, items: ['milk', 'eggs'] })],
  [SYD, 'shopping list please', call('showList', { list: null })],

  // A job for one of the family with no day or time is a to-do; with one it stays an event
  [SYD, 'kids need to clean their rooms b4 nana comes', call('addTodo', { tasks: ['kids to clean their rooms before nana comes'] })],
  [SYD, 'sam needs to return his library book', call('addTodo', { tasks: ['sam to return his library book'] })],
  [SYD, 'mia needs to be at school at 8', event({ title: 'Be at school', date: '2026-03-05', time: '08:00', member: 'Mia Okafor' })],

  // A correction said first ("sorry", "oops", "no wait", "wrong day") changes what is in
  [
    SYD,
    'sorry i meant saturday not sunday for the bbq',
    call('updateEvent', { target: { words: 'bbq', date: '2026-03-08', time: null, member: null }, changes: { date: '2026-03-07' } }),
  ],
  [
    SYD,
    'oops i meant 4.30 not 4 for the dentist',
    call('updateEvent', { target: { words: 'dentist', date: null, time: '16:00', member: null }, changes: { time: '16:30' } }),
  ],
  [
    SYD,
    'no wait, the party is on sunday not saturday',
    call('updateEvent', { target: { words: 'party', date: '2026-03-07', time: null, member: null }, changes: { date: '2026-03-08' } }),
  ],
  [
    SYD,
    'sorry wrong day, swimming is friday',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { date: '2026-03-06' } }),
  ],
  [SYD, 'sorry to bother you, what is on tomorrow', agenda('2026-03-05')],
  [SYD, 'ignore that last message', call('undo')],
  [SYD, 'never mind the eggs', call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  [SYD, 'never mind', call('undo')],

  // Polite ways of asking are the request itself
  [
    SYD,
    'any chance you could put dentist in for sam next monday at 3.30',
    event({ title: 'Dentist', date: '2026-03-09', time: '15:30', member: 'Sam Okafor' }),
  ],
  [SYD, 'wondering if you could tell me what is on tomorrow', agenda('2026-03-05')],
  [SYD, 'be a darling and add nappies to the list', call('addListItems', { list: null, items: ['nappies'] })],
  [SYD, 'would you mind popping the school disco in for friday at 6, thanks so much x', event({ title: 'School disco', date: '2026-03-06', time: '18:00' })],

  // What replaces a thing is added as any other; "the" is no part of a list item; "done with" ticks the thing
  [SYD, 'put tennis in instead on friday at 4', event({ title: 'Tennis', date: '2026-03-06', time: '16:00' })],
  [SYD, 'got the eggs and the bread', call('tickListItems', { list: null, items: ['eggs', 'bread'], remove: false })],
  [SYD, 'done with the washing', done('washing')],

  // Two requests in one message, each done; a second change to the same event joins the first
  [
    SYD,
    'remove the chips from the list, and add crackers',
    { tool: 'tickListItems', input: { list: null, items: ['chips'], remove: true }, then: [call('addListItems', { list: null, items: ['crackers'] })] },
  ],
  [
    SYD,
    'no eggs but we need milk',
    { tool: 'tickListItems', input: { list: null, items: ['eggs'], remove: true }, then: [call('addListItems', { list: null, items: ['milk'] })] },
  ],
  [
    SYD,
    'scratch the eggs and put yoghurt on instead',
    { tool: 'tickListItems', input: { list: null, items: ['eggs'], remove: true }, then: [call('addListItems', { list: null, items: ['yoghurt'] })] },
  ],
  [
    SYD,
    'add bread. also remove the cheese',
    { tool: 'addListItems', input: { list: null, items: ['bread'] }, then: [call('tickListItems', { list: null, items: ['cheese'], remove: true })] },
  ],
  [
    SYD,
    "move mia's piano to 5 and add sam to it",
    call('updateEvent', {
      target: { words: 'piano', date: null, time: null, member: 'Mia Okafor' },
      changes: { time: '17:00', addMembers: ['Sam Okafor'] },
    }),
  ],
  [
    SYD,
    'move the piano to 5 and make it 90 minutes',
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: null }, changes: { time: '17:00', durationMinutes: 90 } }),
  ],
  [
    SYD,
    'move swimming to friday and change it to 5pm',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { date: '2026-03-06', time: '17:00' } }),
  ],

  // News, then the change it calls for ("so …", or after a comma), the one the news names kept
  [
    SYD,
    "i've got mia this weekend so cancel her swimming on saturday",
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    "mum's in hospital, cancel the dentist tomorrow",
    call('cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    "the car's broken so can you move swimming to 5",
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { time: '17:00' } }),
  ],

  // What to remember is asked of the reminders; a thing the sender is unsure of is looked for
  [SYD, 'could you please tell me what i need to remember tomorrow', call('listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' })],
  [SYD, 'what have i got to remember this week', call('listReminders', { fromDate: '2026-03-04', toDate: '2026-03-10' })],
  [
    SYD,
    "i think i have a doctor's appointment on friday, could you check please",
    call('findEvent', { words: 'doctor', member: null, fromDate: '2026-03-06', toDate: '2026-03-06', yesNo: true }),
  ],
  [
    SYD,
    "i'm not sure if i put the eye test in, is it there?",
    call('findEvent', { words: 'eye test', member: null, fromDate: null, toDate: null, yesNo: true }),
  ],

  // Told, then asked after a comma; endearments and thanks are no part of a request
  [SYD, "I'm looking after the children on Monday, what do they have on?", agenda('2026-03-09')],
  [SYD, "I'm looking after sam on Monday, is he busy?", call('freeBusy', { date: '2026-03-09', fromTime: null, toTime: null, member: 'Sam Okafor' })],
  [SYD, 'Is there anything on the calendar for Friday dear?', agenda('2026-03-06')],
  [
    SYD,
    'Thank you dear, now please cancel my hair appointment on Thursday',
    call('cancelEvent', { target: { words: 'hair appointment', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [SYD, 'dinner with my love saturday at 7', event({ title: 'Dinner with my love', date: '2026-03-07', time: '19:00' })],
  [
    SYD,
    "Oh dear, I've put the wrong day for Leo's swimming, it should be Sunday",
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: 'Leo' }, changes: { date: '2026-03-08' } }),
  ],
  [
    SYD,
    'I would like to make an appointment for myself at the optician on Tuesday the 10th at half past ten',
    event({ title: 'Appointment at the optician', date: '2026-03-10', time: '10:30' }),
  ],
  [SYD, 'we got the calpol, tick it off', call('tickListItems', { list: null, items: ['calpol'], remove: false })],
  [SYD, 'cross off the milk, got it from the corner shop', call('tickListItems', { list: null, items: ['milk'], remove: false })],

  // The time news gives is the time of the thing asked for; "take out X from the list" takes X off
  [SYD, 'i land at 6 on thursday, add pickup from the airport', event({ title: 'Pickup from the airport', date: '2026-03-05', time: '18:00' })],
  [SYD, 'take out the milk from the shopping list', call('tickListItems', { list: null, items: ['milk'], remove: true })],
  [SYD, 'take out the bins tonight at 8', event({ title: 'Take out the bins', date: '2026-03-04', time: '20:00' })],
  [SYD, 'exactly what time is my meeting with robin scheduled for', call('findEvent', { words: 'meeting robin', member: null, fromDate: null, toDate: null })],

  // Who an event is for, said as "just"; a child's job told as done
  [
    SYD,
    'make swimming on saturday just leo',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-07', time: null, member: null }, changes: { member: 'Leo' } }),
  ],
  [SYD, 'sam finished his reading log', done('reading log')],
  [SYD, 'mia did her spelling', done('spelling')],

  // A to-do told as done, then asked off the to-do list
  [SYD, 'i finished walking the dog, please remove it from my to do list', done('walking the dog')],

  // "put out", "put away": the doing, not the asking
  [
    SYD,
    'remind me every monday at 8 to put out the recycling',
    event({ title: 'Put out the recycling', date: '2026-03-09', time: '08:00', recurrence: 'weekly', reminderMinutes: 0 }),
  ],
  [SYD, 'put out the bins tuesday 7pm', event({ title: 'Put out the bins', date: '2026-03-10', time: '19:00' })],

  // A holiday's name before another day only names the event
  [SYD, 'decorate the christmas tree on sunday at 3', event({ title: 'Decorate the christmas tree', date: '2026-03-08', time: '15:00' })],
  [SYD, 'christmas party at 6', event({ title: 'Christmas party', date: '2026-12-25', time: '18:00' })],

  // What comes instead of a cancelled event is on its day
  [
    SYD,
    'cancel swimming friday and add tennis instead at 4',
    {
      ...call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
      then: [event({ title: 'Tennis', date: '2026-03-06', time: '16:00' })],
    },
  ],

  // Slips of the words requests use most (the learnt spelling model)
  [
    SYD,
    'chnage mias piano to 4:30 pls',
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: 'Mia Okafor' }, changes: { time: '16:30' } }),
  ],
  [SYD, 'ok thnaks', call('help', { reason: 'thanks' })],

  // "this morning" said of when it was told is not the time's part of the day
  [
    SYD,
    'they rang this morning and booked leo in for the 24th at 2',
    event({ title: 'They rang this morning and booked', date: '2026-03-24', time: '14:00', member: 'Leo' }),
  ],
  [
    SYD,
    'can you remind me every tuesday at 7pm to put the bins out',
    event({ title: 'Put the bins out', date: '2026-03-10', time: '19:00', recurrence: 'weekly', reminderMinutes: 0 }),
  ],
  [SYD, 'whats mias school called again, need it for the parenting plan form', fact('Mia Okafor', 'school')],
  [SYD, 'the school called about mia', notUnderstood],

  // a last clause that is only a comment is no part of the thing
  [SYD, 'scratch the chocolate biscuits, mum said no more', call('tickListItems', { list: null, items: ['chocolate biscuits'], remove: true })],
  [SYD, 'hey can you add butter, the salted kind', call('addListItems', { list: null, items: ['butter'] })],
  [SYD, "can u add nappies and wipes, Leo's nearly out", call('addListItems', { list: null, items: ['nappies', 'wipes'] })],
  [SYD, "add oat milk, sam won't drink the normal stuff", call('addListItems', { list: null, items: ['oat milk'] })],
  // a change told: the thing first and then where it is now, or who no longer goes
  [
    SYD,
    "re the school concert: it's in the gym now, not the hall",
    call('updateEvent', { target: { words: 'school concert', date: null, time: null, member: null }, changes: { location: 'the gym' } }),
  ],
  [
    SYD,
    'swimming @ the leisure centre now',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { location: 'the leisure centre' } }),
  ],
  [
    SYD,
    'take leo of the playdate',
    call('updateEvent', { target: { words: 'playdate', date: null, time: null, member: 'Leo' }, changes: { removeMembers: ['Leo'] } }),
  ],
  [
    SYD,
    "Mia won't go to the party on Saturday, remove her",
    call('updateEvent', { target: { words: 'party', date: '2026-03-07', time: null, member: 'Mia Okafor' }, changes: { removeMembers: ['Mia Okafor'] } }),
  ],
  [
    SYD,
    'chess club - moving it to Friday 13th instead',
    call('updateEvent', { target: { words: 'chess club', date: null, time: null, member: null }, changes: { date: '2026-03-13' } }),
  ],
  [SYD, 'ballet earlier, 3:45', call('updateEvent', { target: { words: 'ballet', date: null, time: null, member: null }, changes: { time: '15:45' } })],
  [SYD, 'rmv bananas from the list', call('tickListItems', { list: null, items: ['bananas'], remove: true })],
  [SYD, 'scratch the yoghurt, too much in the fridge', call('tickListItems', { list: null, items: ['yoghurt'], remove: true })],
  [
    SYD,
    'remind me 10 mins befor mias ballet',
    call('updateEvent', { target: { words: 'ballet', date: null, time: null, member: 'Mia Okafor' }, changes: { reminderMinutes: 10 } }),
  ],
  [SYD, 'add paneer, dal and coriander', call('addListItems', { list: null, items: ['paneer', 'dal', 'coriander'] })],
  [SYD, 'got the rolls and cheese, please tick', call('tickListItems', { list: null, items: ['rolls', 'cheese'], remove: false })],
  [SYD, 'bread on the list?', call('showList', { list: null, check: ['bread'] })],
  [SYD, "almond milk for Mia pls, she won't drink the normal one", call('addListItems', { list: null, items: ['almond milk'] })],
  [
    SYD,
    'night shift friday 1900-0730',
    call('createEvent', {
      title: 'Night shift',
      date: '2026-03-06',
      time: '19:00',
      allDay: false,
      durationMinutes: 750,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    'shift tomorrow 0700-1530',
    call('createEvent', {
      title: 'Shift',
      date: '2026-03-05',
      time: '07:00',
      allDay: false,
      durationMinutes: 510,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    'work 2300 sat',
    call('createEvent', {
      title: 'Work',
      date: '2026-03-07',
      time: '23:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    "set a reminder for Mia's piano, half an hour before",
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: 'Mia Okafor' }, changes: { reminderMinutes: 30 } }),
  ],
  [SYD, 'shift it to friday', { clarify: 'Which event should I change? For example: "move the dentist to 11am".' }],
  [SYD, 'is swimming moved to friday?', call('findEvent', { words: 'swimming', member: null, fromDate: '2026-03-06', toDate: '2026-03-06', yesNo: true })],
  [SONS, 'haircuts for the boys sunday 11', event({ title: 'Haircuts', date: '2026-03-08', time: '11:00', member: 'Sam Okafor', alsoMembers: ['Leo'] })],
  [SONS, "my daughter's recital friday 6pm", event({ title: 'Recital', date: '2026-03-06', time: '18:00', member: 'Mia Okafor' })],
  [SONS, 'golf with the boys saturday 8am', event({ title: 'Golf with the boys', date: '2026-03-07', time: '08:00' })],
  [SYD, 'haircuts for the boys sunday 11', event({ title: 'Haircuts for the boys', date: '2026-03-08', time: '11:00' })],
  [SONS, 'put footy in for the lad', asks(/^When is/)],
  [SYD, "grandma's coming to stay, can you add it", asks(/^When is Grandma is coming to stay\?/)],
  [SYD, 'playdate for sam and leo', asks(/^When is Playdate\?/)],
  [
    SYD,
    'do sam and leo have swimming this saturday?',
    call('findEvent', { words: 'swimming', member: null, fromDate: '2026-03-07', toDate: '2026-03-07', yesNo: true }),
  ],
  [SONS, 'any dentist for the kids coming up?', call('findEvent', { words: 'dentist', member: null, fromDate: null, toDate: null })],
  [
    SYD,
    "Hi lovely, could I please have a look at what's on Friday, and would you also be so kind as to add nappies to the shopping list? Many thanks",
    { ...agenda('2026-03-06'), then: [call('addListItems', { list: null, items: ['nappies'] })] },
  ],
  [
    SYD,
    "so sorry to be a bother, could you please cancel Sam's tennis tomorrow, and then also let me know if Mia has anything on Saturday? Thanks ever so much x",
    {
      ...call('cancelEvent', { target: { words: 'tennis', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Sam Okafor' }, series: false }),
      then: [agenda('2026-03-07', '2026-03-07', 'Mia Okafor')],
    },
  ],
  [
    SYD,
    "I was wondering if you could tell me when Leo's dentist is, and also whether we're free on Sunday morning?",
    {
      ...call('findEvent', { words: 'dentist', member: 'Leo', fromDate: null, toDate: null }),
      then: [call('freeBusy', { date: '2026-03-08', fromTime: '08:00', toTime: '12:00', member: null })],
    },
  ],
  [SYD, "would you mind telling me what's on tomorrow", agenda('2026-03-05')],
  [
    SYD,
    'show me the packing list, and add towels and goggles to it as well',
    { ...call('showList', { list: 'packing' }), then: [call('addListItems', { list: 'packing', items: ['towels', 'goggles'] })] },
  ],
  [SYD, 'put book week in as an all day thing on the 12th', event({ title: 'Book week', date: '2026-03-12', time: null, allDay: true, durationMinutes: 1440 })],
  [SYD, 'add the fete as an event on saturday', event({ title: 'Fete', date: '2026-03-07', time: null, allDay: true, durationMinutes: 1440, askTime: true })],
  [
    SYD,
    "Update from the swim club: 'Due to pool maintenance, Friday's squad session now starts at 5:30.' Can you change Mia's",
    call('updateEvent', { target: { words: 'squad session', date: '2026-03-06', time: null, member: 'Mia Okafor' }, changes: { time: '17:30' } }),
  ],
  [
    SYD,
    "No netball Saturday 7 March because of the heat. Remove Mia's",
    call('cancelEvent', { target: { words: 'netball', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    "Because of the storm, Sam's cricket is off tomorrow",
    call('cancelEvent', { target: { words: 'cricket', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  [
    SYD,
    "the vet needs movin' to monday",
    call('updateEvent', { target: { words: 'vet', date: null, time: null, member: null }, changes: { date: '2026-03-09' } }),
  ],
  [SYD, "oh and remind me to renew the library books, they're like 2 weeks late", call('addTodo', { tasks: ['renew the library books'], reminder: true })],
  [SYD, 'remove the mangoes, they were 25 dhs a kilo', call('tickListItems', { list: null, items: ['mangoes'], remove: true })],
  [SYD, 'scratch the strawberries, too dear this week', call('tickListItems', { list: null, items: ['strawberries'], remove: true })],
  [SYD, 'remind me to call the plumber and the electrician', call('addTodo', { tasks: ['call the plumber', 'call the electrician'], reminder: true })],
  [SYD, 'todo pick up the cake and the balloons for the party', call('addTodo', { tasks: ['pick up the cake', 'pick up the balloons for the party'] })],
  [SYD, 'take bananas off the list we got some', call('tickListItems', { list: null, items: ['bananas'], remove: true })],
  [SYD, 'cross bananas off the list we have heaps', call('tickListItems', { list: null, items: ['bananas'], remove: false })],
  [
    SYD,
    "could you please add Mia's haircut, and also add hairspray to the shopping list?",
    { ...call('addListItems', { list: null, items: ['hairspray'] }), then: [asks(/^When is Haircut\?/)] },
  ],
  [SYD, 'add to my to-dos: book the dentist and buy a birthday card', todo('book the dentist', 'buy a birthday card')],
  [SYD, "sam's got a pupil free day coming up, add it", asks(/^When is Pupil free day\?/)],
  [SYD, "Sam's mate's birthday party, reckon you can add it?", asks(/^When is Mate's birthday party\?/)],
  [SYD, "cancel leo's dentist", call('cancelEvent', { target: { words: 'dentist', fromDate: null, toDate: null, time: null, member: 'Leo' }, series: false })],
  [SYD, 'stop piano', call('cancelEvent', { target: { words: 'piano', fromDate: null, toDate: null, time: null, member: null }, series: true })],
  [
    SYD,
    'get rid of the swimming lessons',
    call('cancelEvent', { target: { words: 'swimming lessons', fromDate: null, toDate: null, time: null, member: null }, series: true }),
  ],
  [
    SYD,
    "delete sam's speech therapy, we've finished with it",
    call('cancelEvent', { target: { words: 'speech therapy', fromDate: null, toDate: null, time: null, member: 'Sam Okafor' }, series: true }),
  ],
  [
    SYD,
    "mia doesn't have ballet this week",
    call('cancelEvent', { target: { words: 'ballet', fromDate: '2026-03-04', toDate: '2026-03-10', time: null, member: 'Mia Okafor' }, series: false }),
  ],
  [
    SYD,
    "sam hasn't got footy on saturday",
    call('cancelEvent', { target: { words: 'footy', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  [
    SYD,
    "the pool's shut so swimming's off tomorrow",
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-05', toDate: '2026-03-05', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'mia has the day off school friday',
    event({ title: 'Day off school', date: '2026-03-06', time: null, allDay: true, durationMinutes: 1440, member: 'Mia Okafor', askTime: true }),
  ],
  [SYD, 'add leo to that too', asks(/^What is the event called\?/)],
  [SYD, "there's no milk", call('addListItems', { list: null, items: ['milk'] })],
  [
    SYD,
    'Just got an email from the school - swimming carnival is next Friday, all day, for Mia and Sam',
    event({
      title: 'Swimming carnival',
      date: '2026-03-13',
      time: null,
      allDay: true,
      durationMinutes: 1440,
      member: 'Mia Okafor',
      alsoMembers: ['Sam Okafor'],
    }),
  ],
  [SYD, 'I need to pick up the parcel from the post office', todo('pick up the parcel from the post office')],
  [SYD, 'i need to pick up the milk', call('addListItems', { list: null, items: ['milk'] })],
  [
    SYD,
    'need to remember to send the permission slip back tomorrow',
    event({ title: 'Send the permission slip back', date: '2026-03-05', time: null, allDay: true, durationMinutes: 1440, reminderMinutes: 0, askTime: true }),
  ],
  [
    SYD,
    "I think I've got a meeting on tuesday, can you check",
    call('findEvent', { words: 'meeting', member: null, fromDate: '2026-03-10', toDate: '2026-03-10', yesNo: true }),
  ],
  [SYD, 'wake me up at 6 tomorrow', event({ title: 'Wake up', date: '2026-03-05', time: '06:00', reminderMinutes: 0 })],
  [SYD, 'set an alarm for 6:30', event({ title: 'Reminder', date: '2026-03-05', time: '06:30', reminderMinutes: 0 })],
  [SYD, 'set an alarm for 5pm', event({ title: 'Reminder', date: '2026-03-04', time: '17:00', reminderMinutes: 0 })],
  [
    SYD,
    'can we do the dentist an hour earlier',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { shiftMinutes: -60 } }),
  ],
  [
    SYD,
    'put back the haircut by 30 mins',
    call('updateEvent', { target: { words: 'haircut', date: null, time: null, member: null }, changes: { shiftMinutes: 30 } }),
  ],
  [
    SYD,
    'put forward the bbq by an hour',
    call('updateEvent', { target: { words: 'bbq', date: null, time: null, member: null }, changes: { shiftMinutes: -60 } }),
  ],
  [SYD, 'we have to get bread', call('addListItems', { list: null, items: ['bread'] })],
  [SYD, 'can someone pick up milk on the way home', call('addListItems', { list: null, items: ['milk'] })],
  [SYD, 'gotta grab eggs', call('addListItems', { list: null, items: ['eggs'] })],
  [SYD, 'we have to get the car serviced', call('addTodo', { tasks: ['get the car serviced'] })],
  [SYD, 'gotta grab the kids', call('addTodo', { tasks: ['grab the kids'] })],
  [SYD, 'the one on friday', asks(/^What is the event called\?/)],
  [SYD, "we're at nana's all day sunday", event({ title: "Nana's", date: '2026-03-08', allDay: true, durationMinutes: 1440 })],
  [
    SYD,
    'ugh move sam football to 10 on sat',
    call('updateEvent', { target: { words: 'football', date: null, time: null, member: 'Sam Okafor' }, changes: { date: '2026-03-07', time: '10:00' } }),
  ],
  [
    SYD,
    'make swimming weekly',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { recurrence: 'weekly' } }),
  ],
  [
    SYD,
    "change mia's piano to every fortnight",
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: 'Mia Okafor' }, changes: { recurrence: 'fortnightly' } }),
  ],
  [
    SYD,
    'piano lessons are every other week now',
    call('updateEvent', { target: { words: 'piano lessons', date: null, time: null, member: null }, changes: { recurrence: 'fortnightly' } }),
  ],
  [
    SYD,
    'piano finishes after march',
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: null }, changes: { repeatUntil: '2026-03-31' } }),
  ],
  [
    SYD,
    'no more swimming after the 20th',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { repeatUntil: '2026-03-20' } }),
  ],
  [
    SYD,
    'the last piano lesson is on the 27th',
    call('updateEvent', { target: { words: 'piano lesson', date: null, time: null, member: null }, changes: { repeatUntil: '2026-03-27' } }),
  ],
  [
    SYD,
    'swimming ends at the end of april',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { repeatUntil: '2026-04-30' } }),
  ],
  [SYD, 'remove the last thing i added to the list', asks(/^What should I take off/)],
  [SYD, 'got everything on the list', call('clearList', { list: null })],
  [SYD, 'bought it all', call('clearList', { list: null })],
  [SYD, "mia's assembly first thing monday", event({ title: 'Assembly', date: '2026-03-09', time: '09:00', member: 'Mia Okafor' })],
  [SYD, 'call the bank first thing tomorrow', event({ title: 'Call the bank', date: '2026-03-05', time: '09:00' })],
  [SYD, 'piano every 2 weeks on monday at 4', event({ title: 'Piano', date: '2026-03-09', time: '16:00', recurrence: 'fortnightly' })],
  [
    SYD,
    'swimming is every 2 weeks now',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { recurrence: 'fortnightly' } }),
  ],
  [SYD, 'swimming stops at the end of term', asks(/^Which day is the last swimming\?/)],
  [SYD, 'anything i need to remember tomorrow', call('listReminders', { fromDate: '2026-03-05', toDate: '2026-03-05' })],
  [SYD, 'the car needs a wof thursday', event({ title: 'Car wof', date: '2026-03-05', allDay: true, durationMinutes: 1440, askTime: true })],
  [SYD, 'dog needs vet tomorrow 10', event({ title: 'Dog vet', date: '2026-03-05', time: '10:00' })],
  [SYD, 'sam needs haircut saturday morning', event({ title: 'Haircut', date: '2026-03-07', time: '09:00', member: 'Sam Okafor' })],
  [SYD, 'lol forgot to say mia has netball 4pm tmrw', event({ title: 'Netball', date: '2026-03-05', time: '16:00', member: 'Mia Okafor' })],
  [SYD, 'can sum1 grab nappies', call('addListItems', { list: null, items: ['nappies'] })],
  [
    SYD,
    'move swimming 2 thursday',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [
    SYD,
    'move swimming to 2 thursday',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { date: '2026-03-05', time: '14:00' } }),
  ],
  [SYD, 'mia has exams monday to friday', event({ title: 'Exams', date: '2026-03-09', allDay: true, durationMinutes: 7200, member: 'Mia Okafor' })],
  [SYD, 'school camp 20th till 2nd april', event({ title: 'School camp', date: '2026-03-20', allDay: true, durationMinutes: 14 * 1440 })],
  [SYD, 'kindly put one appointment for leo to eye doctor on monday 11 am', event({ title: 'Eye doctor', date: '2026-03-09', time: '11:00', member: 'Leo' })],
  [SYD, 'today evening mia tuition is there 5 to 6', event({ title: 'Tuition', date: '2026-03-04', time: '17:00', member: 'Mia Okafor' })],
  [SYD, 'ok so like can u put my shift sat 10-4', event({ title: 'Shift', date: '2026-03-07', time: '10:00', durationMinutes: 360 })],
  [SYD, 'mi need fi buy rice', call('addListItems', { list: null, items: ['rice'] })],
  [SYD, 'add wi-fi bill to to do', todo('wi-fi bill')],
  [SYD, 'i have to take leo to the clinic tuesday 10', event({ title: 'Clinic', date: '2026-03-10', time: '10:00', member: 'Leo' })],
  [SYD, 'need to take mia to physio monday 4pm', event({ title: 'Physio', date: '2026-03-09', time: '16:00', member: 'Mia Okafor' })],
  [SYD, 'have to drop the car at the garage at 8 tomorrow', event({ title: 'Drop the car at the garage', date: '2026-03-05', time: '08:00' })],
  [
    SYD,
    'can the music lesson go to 5 instead',
    call('updateEvent', { target: { words: 'music lesson', date: null, time: null, member: null }, changes: { time: '17:00' } }),
  ],
  [
    SYD,
    'swimming has been pushed back an hour',
    call('updateEvent', { target: { words: 'swimming', date: null, time: null, member: null }, changes: { shiftMinutes: 60 } }),
  ],
  [
    SYD,
    'new list for the bach: sunscreen, board games',
    { tool: 'createList', input: { name: 'Bach' }, then: [{ tool: 'addListItems', input: { list: 'bach', items: ['sunscreen', 'board games'] } }] },
  ],
  [SYD, "when's the next parents evening", call('findEvent', { words: 'parents evening', member: null, fromDate: null, toDate: null })],
  [SYD, "what's on in april", agenda('2026-04-01', '2026-04-30')],
  [SYD, 'show me march', agenda('2026-03-04', '2026-03-31')],
  [SYD, 'may i see tomorrow', agenda('2026-03-05')],
  [SYD, 'add swiming for mia on tursday at 4', event({ title: 'Swimming', date: '2026-03-05', time: '16:00', member: 'Mia Okafor' })],
  [SYD, 'wots on 2moro', agenda('2026-03-05')],
  [SYD, 'remined me to by milk', toRemember('buy milk')],
  [SYD, 'can you sort friday', asks(/^What is the event called\?/)],
  [SYD, 'bin night every monday, ping me at 7pm', event({ title: 'Bin night', date: '2026-03-09', time: '19:00', recurrence: 'weekly', reminderMinutes: 0 })],
  [SYD, 'karate twice a week mon and wed 6pm', event({ title: 'Karate', date: '2026-03-04', time: '18:00', recurrence: 'weekly', alsoWeekdays: [1] })],
  [
    SYD,
    "Mia's class photo day is Thursday, she needs her hair done",
    event({ title: 'Class photo day', date: '2026-03-05', allDay: true, durationMinutes: 1440, member: 'Mia Okafor', askTime: true }),
  ],
  [SYD, 'have i got the dentist on the calendar', call('findEvent', { words: 'dentist', member: null, fromDate: null, toDate: null, yesNo: true })],
  [
    SYD,
    "mia sleepover at jess's fri night, pick up sat 10",
    event({ title: "Sleepover at jess's", date: '2026-03-06', time: '20:00', durationMinutes: 840, member: 'Mia Okafor' }),
  ],
  [SYD, "what's still on my to do", call('listTodos')],
  [
    SYD,
    'Good afternoon. Kindly be reminded that the school closes early on Friday at 12 noon.',
    event({ title: 'School closes early', date: '2026-03-06', time: '12:00' }),
  ],
  [
    SYD,
    "I wish to cancel Leo's appointment with the paediatrician on Monday.",
    call('cancelEvent', {
      target: { words: 'appointment paediatrician', fromDate: '2026-03-09', toDate: '2026-03-09', time: null, member: 'Leo' },
      series: false,
    }),
  ],
  [
    SYD,
    'Please amend the time of the PTA meeting to 7 pm.',
    call('updateEvent', { target: { words: 'pta meeting', date: null, time: null, member: null }, changes: { time: '19:00' } }),
  ],
  [
    SYD,
    'Kindly note the following: Mia - dance recital, Saturday 14th, 6 pm.',
    event({ title: 'Dance recital', date: '2026-03-14', time: '18:00', member: 'Mia Okafor' }),
  ],
  [SYD, "Ma'am asked me to add Leo's swimming on Saturday 9am", event({ title: 'Swimming', date: '2026-03-07', time: '09:00', member: 'Leo' })],
  [SYD, "For Sir's calendar: dinner with clients Thursday 7pm", event({ title: 'Dinner with clients', date: '2026-03-05', time: '19:00' })],
  [SYD, 'Sir wants to know what is on Friday', agenda('2026-03-06')],
  [SYD, 'Good morning po, Mia has ballet later at 4pm', event({ title: 'Ballet', date: '2026-03-04', time: '16:00', member: 'Mia Okafor' })],
  [
    SYD,
    'hockey for mia starts tuesday 4.15, weekly',
    event({ title: 'Hockey', date: '2026-03-10', time: '16:15', recurrence: 'weekly', member: 'Mia Okafor' }),
  ],
  [
    SYD,
    'Sam will go for picnic with school on 13th',
    event({ title: 'Picnic with school', date: '2026-03-13', allDay: true, durationMinutes: 1440, member: 'Sam Okafor', askTime: true }),
  ],
  [SYD, 'What time Leo is having swimming tomorrow?', call('findEvent', { words: 'swimming', member: 'Leo', fromDate: '2026-03-05', toDate: '2026-03-05' })],
  [
    SYD,
    'I am needing to put appointment of Leo with doctor on Sunday 5 pm',
    event({ title: 'Appointment with doctor', date: '2026-03-08', time: '17:00', member: 'Leo' }),
  ],
  // the event first, then the change, as a terse note says it
  [
    SYD,
    'Leo swim lesson friday 3pm. Change 4pm.',
    call('updateEvent', { target: { words: 'swim lesson', date: '2026-03-06', time: '15:00', member: 'Leo' }, changes: { time: '16:00' } }),
  ],
  [
    SYD,
    'gym class thursday move 5:15',
    call('updateEvent', { target: { words: 'gym class', date: '2026-03-05', time: null, member: null }, changes: { time: '17:15' } }),
  ],
  [
    SYD,
    'karate sam rename. new name judo',
    call('updateEvent', { target: { words: 'karate', date: null, time: null, member: 'Sam Okafor' }, changes: { title: 'Judo' } }),
  ],
  [
    SYD,
    'band practice wednesday runs another 30 minutes',
    call('updateEvent', { target: { words: 'band practice', date: '2026-03-04', time: null, member: null }, changes: { lengthenMinutes: 30 } }),
  ],
  [
    SYD,
    'the school play friday runs an extra hour',
    call('updateEvent', { target: { words: 'school play', date: '2026-03-06', time: null, member: null }, changes: { lengthenMinutes: 60 } }),
  ],
  [
    SYD,
    'holler at me an hour before karate tomorrow',
    call('updateEvent', { target: { words: 'karate', date: '2026-03-05', time: null, member: null }, changes: { reminderMinutes: 60 } }),
  ],
  // a reminder asked for an event told with no time: the event is already planned; with a time, it is a new one
  [
    SYD,
    "Sam's footy saturday, text me an hour before",
    call('updateEvent', { target: { words: 'footy', date: '2026-03-07', time: null, member: 'Sam Okafor' }, changes: { reminderMinutes: 60 } }),
  ],
  [
    SYD,
    "Leo's vaccination friday 10am, remind me a day before",
    event({ title: 'Vaccination', date: '2026-03-06', time: '10:00', reminderMinutes: 1440, member: 'Leo' }),
  ],
  [SYD, 'actually take the eggs off the list', call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  [SYD, 'got nappies on the list or not?', call('showList', { list: null, check: ['nappies'] })],
  [SYD, 'eggs remove from shopping list', call('tickListItems', { list: null, items: ['eggs'], remove: true })],
  // an aside in brackets that only remarks is no part of the request
  [
    SYD,
    'cancel piano tuesday (she has a cold, poor thing)',
    call('cancelEvent', { target: { words: 'piano', fromDate: '2026-03-10', toDate: '2026-03-10', time: null, member: null }, series: false }),
  ],
  [SYD, 'dentist for Mia on Thursday at 3 (she hates it)', event({ title: 'Dentist', date: '2026-03-05', time: '15:00', member: 'Mia Okafor' })],
  // a member's plans asked as told, "or not" making it a question; "can … or not" still asks for something
  [SYD, 'leo got daycare friday or not', call('findEvent', { words: 'daycare', member: 'Leo', fromDate: '2026-03-06', toDate: '2026-03-06', yesNo: true })],
  [SYD, 'kids got much on tmrw?', call('agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: null })],
  // "is 30 min shorter" changes the length; "the time's the same" is no part of a move
  [
    SYD,
    "Mia's piano is 15 min longer",
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: 'Mia Okafor' }, changes: { lengthenMinutes: 15 } }),
  ],
  [
    SYD,
    'Netball Mia Friday now Saturday. Same time.',
    call('updateEvent', { target: { words: 'netball', date: '2026-03-06', time: null, member: 'Mia Okafor' }, changes: { date: '2026-03-07' } }),
  ],
  [SYD, 'put on my to-dos: book the plumber', call('addTodo', { tasks: ['book the plumber'] })],
  // the items told first, then which list they go on
  [SYD, 'Out of bread. Add to the list', call('addListItems', { list: null, items: ['bread'] })],
  [SYD, 'need nails and tape — pop them on the hardware list', call('addListItems', { list: 'hardware', items: ['nails', 'tape'] })],
  // told as news, then asked to be added: a new event, named by what it is
  [SYD, "the garage's only slot is thursday at 9, can you stick it in the calendar", event({ title: 'Garage', date: '2026-03-05', time: '09:00' })],
  // a new place told with "now" and no verb, or as a "place change"
  [
    SYD,
    'soccer training now at Bondi oval',
    call('updateEvent', { target: { words: 'soccer training', date: null, time: null, member: null }, changes: { location: 'Bondi oval' } }),
  ],
  [
    SYD,
    "book club place change: Jo's house",
    call('updateEvent', { target: { words: 'book club', date: null, time: null, member: null }, changes: { location: "Jo's house" } }),
  ],
  // a new time for one day only is that day's one, not a move of the series to that day
  [
    SYD,
    'piano is at 5 this friday only',
    call('updateEvent', { target: { words: 'piano', date: '2026-03-06', time: null, member: null }, changes: { time: '17:00' } }),
  ],
  [
    SYD,
    'piano location changed to the music room',
    call('updateEvent', { target: { words: 'piano', date: null, time: null, member: null }, changes: { location: 'the music room' } }),
  ],
  [
    SYD,
    'swimming is at the leisure centre on saturday only',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-07', time: null, member: null }, changes: { location: 'the leisure centre' } }),
  ],
  // said short: a reminder with no number, a shift with no unit, the command cut to "rm", how wholly an item goes
  [SYD, 'dentist fri 8am, remind me hour before', event({ title: 'Dentist', date: '2026-03-06', time: '08:00', reminderMinutes: 60 })],
  [SYD, 'swimming sat 9am, text me the day before', event({ title: 'Swimming', date: '2026-03-07', time: '09:00', reminderMinutes: 1440 })],
  [
    SYD,
    "mia's piano tmrw, push it back 30",
    call('updateEvent', { target: { words: 'piano', date: '2026-03-05', time: null, member: 'Mia Okafor' }, changes: { shiftMinutes: 30 } }),
  ],
  [SYD, 'push the bbq back to 16', call('updateEvent', { target: { words: 'bbq', date: null, time: null, member: null }, changes: { time: '16:00' } })],
  [SYD, 'rm nappies from the list', call('tickListItems', { list: null, items: ['nappies'], remove: true })],
  [SYD, 'take the pasta off the list entirely', call('tickListItems', { list: null, items: ['pasta'], remove: true })],
  // the event named first, then a change that points back at it
  [
    SYD,
    "Leo's swimming on Saturday, can we move it 15 minutes earlier? Thank you.",
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-07', time: null, member: 'Leo' }, changes: { shiftMinutes: -15 } }),
  ],
  // every one of a series, with a day said or not; a reason that passes keeps it to that day
  [
    SYD,
    'drop the tutoring on tuesdays were done with it for good',
    call('cancelEvent', { target: { words: 'tutoring', fromDate: '2026-03-10', toDate: '2026-03-10', time: null, member: null }, series: true }),
  ],
  [
    SYD,
    'cancel leos swimming on tues',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-10', toDate: '2026-03-10', time: null, member: 'Leo' }, series: false }),
  ],
  // a correction as the message goes on (a time in a sentence of its own, an amount, a thing, a count, a name, a day
  // after a question mark), a second thing "too", a report asked for, a time without its colon "now", a reason after
  [SYD, 'add hand soap to the list and dishwashing liquid too', call('addListItems', { list: null, items: ['hand soap', 'dishwashing liquid'] })],
  [
    SYD,
    "could you add 'pay the water bill' to my to-dos, and 'ring the plumber' as well?",
    call('addTodo', { tasks: ['pay the water bill', 'ring the plumber'] }),
  ],
  [SYD, 'give me a rundown of the shopping list', call('showList', { list: null })],
  [
    SYD,
    'pick up the dry cleaning at 5. actually make it 5:30',
    call('createEvent', {
      title: 'Pick up the dry cleaning',
      date: '2026-03-04',
      time: '17:30',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [SYD, 'bread on the shopping list already?', call('showList', { list: null, check: ['bread'] })],
  [
    SYD,
    'tennis saturday morning, wait, sunday morning at 9',
    call('createEvent', {
      title: 'Tennis',
      date: '2026-03-08',
      time: '09:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [SYD, 'add 3 pairs of socks, make that 4, to the camp list', call('addListItems', { list: 'camp', items: ['4 pairs of socks'] })],
  [SYD, 'take the milk off the shopping list, sorry, not the milk, the cream', call('tickListItems', { list: null, items: ['cream'], remove: true })],
  [
    SYD,
    'rename the party on Saturday to disco, no, karaoke',
    call('updateEvent', { target: { words: 'party', date: '2026-03-07', time: null, member: null }, changes: { title: 'Karaoke' } }),
  ],
  [
    SYD,
    'push the dentist back 10 minutes, sorry, 15',
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: null }, changes: { shiftMinutes: 15 } }),
  ],
  [
    SYD,
    'the swim lesson is 30 minutes not 45. wait, no, 40.',
    call('updateEvent', { target: { words: 'swim lesson', date: null, time: null, member: null }, changes: { durationMinutes: 40 } }),
  ],
  [SYD, "copy that. what's on tomorrow?", call('agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: null })],
  [
    SYD,
    'put the dentist on Friday under Sam',
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-06', time: null, member: null }, changes: { member: 'Sam Okafor' } }),
  ],
  [
    SYD,
    "Sam's recital is going to run longer than we thought - can you make it three hours?",
    call('updateEvent', { target: { words: 'recital', date: null, time: null, member: 'Sam Okafor' }, changes: { durationMinutes: 180 } }),
  ],
  [SYD, 'got the apples and the pears, oh and the grapes too', call('tickListItems', { list: null, items: ['apples', 'pears', 'grapes'], remove: false })],
  [
    SYD,
    "Mia's appt tmrw is 1545 now",
    call('updateEvent', { target: { words: 'appt', date: '2026-03-05', time: null, member: 'Mia Okafor' }, changes: { time: '15:45' } }),
  ],
  [SYD, 'add nappies, almost out', call('addListItems', { list: null, items: ['nappies'] })],
  [
    SYD,
    "cancel Sam's swim this arvo",
    call('cancelEvent', { target: { words: 'swim', fromDate: '2026-03-04', toDate: '2026-03-04', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  [SYD, 'remind me to ring the vet, our dog is limping, their phone is engaged', call('addTodo', { tasks: ['ring the vet'], reminder: true })],
  [SYD, "add butter. Oh and what's on friday?", { ...call('addListItems', { list: null, items: ['butter'] }), then: [agenda('2026-03-06')] }],
  [SYD, 'swim club: when?', call('findEvent', { words: 'swim club', member: null, fromDate: null, toDate: null })],
  [SYD, "what time is the assembly at Mia's school?", call('findEvent', { words: 'assembly school', member: 'Mia Okafor', fromDate: null, toDate: null })],
  [SYD, "excuse me, when is Leo's next haircut?", call('findEvent', { words: 'haircut', member: 'Leo', fromDate: null, toDate: null })],
  [SYD, 'is there bread on the lust', call('showList', { list: null, check: ['bread'] })],
  [
    SYD,
    "the electrician's coming monday now instead of tuesday",
    call('updateEvent', { target: { words: 'electrician', date: '2026-03-10', time: null, member: null }, changes: { date: '2026-03-09' } }),
  ],
  [
    SYD,
    "Sam's karate on Saturday finishes 20 minutes later this week",
    call('updateEvent', { target: { words: 'karate', date: '2026-03-07', time: null, member: 'Sam Okafor' }, changes: { lengthenMinutes: 20 } }),
  ],
  [
    SYD,
    "could you remove the crackers from the shopping? we won't need them after all",
    call('tickListItems', { list: null, items: ['crackers'], remove: true }),
  ],
  [
    SYD,
    'leo quit swimming, delete all of them',
    call('cancelEvent', { target: { words: 'swimming', fromDate: null, toDate: null, time: null, member: 'Leo' }, series: true }),
  ],
  [SYD, 'shopping: pasta / rice / tinned tomatoes', call('addListItems', { list: null, items: ['pasta', 'rice', 'tinned tomatoes'] })],
  [SYD, "camping list: what's on it", call('showList', { list: 'camping' })],
  [SYD, 'Thu: Sam tennis 4-5', event({ title: 'Tennis', date: '2026-03-05', time: '16:00', member: 'Sam Okafor' })],
  [
    SYD,
    'the swimming on Tuesday is for Sam. could you put his name on it',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-10', time: null, member: null }, changes: { member: 'Sam Okafor' } }),
  ],
  [
    SYD,
    "what time is Mia's ballet on Friday? is it 4 or 4.30?",
    call('findEvent', { words: 'ballet', member: 'Mia Okafor', fromDate: '2026-03-06', toDate: '2026-03-06' }),
  ],
  [
    SYD,
    'hockey finishes like an hour later tonight',
    call('updateEvent', { target: { words: 'hockey', date: '2026-03-04', time: null, member: null }, changes: { lengthenMinutes: 60 } }),
  ],
  [
    SYD,
    'Leo has swimming every friday at 9, half-hour lessons',
    event({ title: 'Swimming', date: '2026-03-06', time: '09:00', durationMinutes: 30, recurrence: 'weekly', member: 'Leo' }),
  ],
  [SYD, 'car rego paid ✅', call('completeTodo', { number: null, text: 'car rego paid' })],
  [
    SYD,
    "Sam can't go karate this Saturday, he's at a party. Please cancel only this one",
    call('cancelEvent', { target: { words: 'karate', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: 'Sam Okafor' }, series: false }),
  ],
  [
    SYD,
    "the dentist tuesday is Mia's, can you put it under her",
    call('updateEvent', { target: { words: 'dentist', date: '2026-03-10', time: null, member: null }, changes: { member: 'Mia Okafor' } }),
  ],
  [SYD, 'rm the spare batteries frm the camping list', call('tickListItems', { list: 'camping', items: ['spare batteries'], remove: true })],
  [SYD, 'need dishwasher tablets, the lemon kind, nan used the last ones', call('addListItems', { list: null, items: ['dishwasher tablets'] })],
  [SYD, 'add to my todos: book the vet, the dog ate a sock', call('addTodo', { tasks: ['book the vet'] })],
  [SYD, 'car rego done. finally. tick it off', call('completeTodo', { number: null, text: 'car rego' })],
  [
    SYD,
    'Mia starts Saturday school this Saturday at 10, every week',
    call('createEvent', {
      title: 'Saturday school',
      date: '2026-03-07',
      time: '10:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'weekly',
      reminderMinutes: null,
      member: 'Mia Okafor',
    }),
  ],
  [
    SYD,
    'swim squad friday 6am every week, goes a couple of hours',
    call('createEvent', {
      title: 'Swim squad',
      date: '2026-03-06',
      time: '06:00',
      allDay: false,
      durationMinutes: 120,
      recurrence: 'weekly',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [SYD, 'add rice, so much rice, and soy sauce', call('addListItems', { list: null, items: ['rice', 'soy sauce'] })],
  [
    SYD,
    'cross the nappies and wipes off the Leo list, grandma bought them',
    call('tickListItems', { list: 'Leo', items: ['nappies', 'wipes'], remove: false }),
  ],
  [SYD, 'take the chips off the list kids have had enough', call('tickListItems', { list: null, items: ['chips'], remove: true })],
  [
    SYD,
    'The club has announced a working bee this Saturday at 9. There is no set finish time.',
    call('createEvent', {
      title: 'Working bee',
      date: '2026-03-07',
      time: '09:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    "the tutor can't make thursday anymore. she's coming friday instead",
    call('updateEvent', { target: { words: 'tutor', date: '2026-03-05', time: null, member: null }, changes: { date: '2026-03-06' } }),
  ],
  [
    SYD,
    "the cleaner can't do tuesday, moving it to wednesday",
    call('updateEvent', { target: { words: 'cleaner', date: '2026-03-10', time: null, member: null }, changes: { date: '2026-03-11' } }),
  ],
  [
    SYD,
    "the piano teacher can't come on friday, she can do monday instead, same time",
    call('updateEvent', { target: { words: 'piano teacher', date: '2026-03-06', time: null, member: null }, changes: { date: '2026-03-09' } }),
  ],
  [
    SYD,
    'cancel swimmin on satdy',
    call('cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-07', toDate: '2026-03-07', time: null, member: null }, series: false }),
  ],
  [SYD, 'wat we got on nxt week', call('agenda', { fromDate: '2026-03-09', toDate: '2026-03-15', member: null })],
  [
    SYD,
    'dentist tuesdy at 3',
    call('createEvent', {
      title: 'Dentist',
      date: '2026-03-10',
      time: '15:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [SYD, 'tik off the milk', call('tickListItems', { list: null, items: ['milk'], remove: false })],
  [
    SYD,
    'the babysitter is dropping him off at 8 tomorrow morning, put it in',
    call('createEvent', {
      title: 'Babysitter is dropping him off',
      date: '2026-03-05',
      time: '08:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    'book club wednesday, 7 in evening',
    call('createEvent', {
      title: 'Book club',
      date: '2026-03-04',
      time: '19:00',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [
    SYD,
    'vet for the dog friday 9.15 in morning. Is for her jab',
    call('createEvent', {
      title: 'Vet for the dog',
      date: '2026-03-06',
      time: '09:15',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [SYD, 'we got bread on the shopping list yet', call('showList', { list: null, check: ['bread'] })],
  [
    SYD,
    'At what time does the school concert start on Friday?',
    call('findEvent', { words: 'school concert start', member: null, fromDate: '2026-03-06', toDate: '2026-03-06' }),
  ],
  [SYD, 'whats on shopping', call('showList', { list: null })],
  [
    SYD,
    'to-do list: 1. call the plumber; 2. pay the water bill; 3. book flights.',
    call('addTodo', { tasks: ['call the plumber', 'pay the water bill', 'book flights'] }),
  ],
  [
    SYD,
    'Mia requires a calculator and a ruler for school. Add both to the shopping list.',
    call('addListItems', { list: null, items: ['calculator', 'ruler'] }),
  ],
  [
    SYD,
    'the working bee at 14 Hill St moved to 10am Saturday',
    call('updateEvent', { target: { words: 'working bee hill st', date: '2026-03-07', time: null, member: null }, changes: { time: '10:00' } }),
  ],
  [
    SYD,
    'the piano lesson is only 30 mins, not 45 like I put',
    call('updateEvent', { target: { words: 'piano lesson', date: null, time: null, member: null }, changes: { durationMinutes: 30 } }),
  ],
  [
    SYD,
    'please note that the swimming carnival has moved to the aquatic centre, effective this week',
    call('updateEvent', { target: { words: 'swimming carnival', date: null, time: null, member: null }, changes: { location: 'the aquatic centre' } }),
  ],
  [
    SYD,
    "Mia's coach has rescheduled her netball from Thursday to Friday, same time",
    call('updateEvent', { target: { words: 'netball', date: '2026-03-05', time: null, member: 'Mia Okafor' }, changes: { date: '2026-03-06' } }),
  ],
  [
    SYD,
    'the library has a book fair thursday 3 till 5',
    call('createEvent', {
      title: 'Library book fair',
      date: '2026-03-05',
      time: '15:00',
      allDay: false,
      durationMinutes: 120,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [SYD, 'done the tax ka pai', call('completeTodo', { number: null, text: 'tax' })],
  [SYD, 'Party list: add cups, plates and candles', call('addListItems', { list: 'Party', items: ['cups', 'plates', 'candles'] })],
  [SYD, 'Am I free tomorrow arvo 1-3?', call('freeBusy', { date: '2026-03-05', fromTime: '13:00', toTime: '15:00', member: null })],
  [SYD, 'got the milk n bread, tick tick', call('tickListItems', { list: null, items: ['milk', 'bread'], remove: false })],
  [SYD, 'add to shopping list rice, beans and chicken, I cook curry for friday', call('addListItems', { list: null, items: ['rice', 'beans', 'chicken'] })],
  [
    SYD,
    'For swimming of Mia on Friday please put reminder two hours before',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-06', time: null, member: 'Mia Okafor' }, changes: { reminderMinutes: 120 } }),
  ],
  [SYD, 'Bread and eggs I bought already, tick please', call('tickListItems', { list: null, items: ['Bread', 'eggs'], remove: false })],
  [
    SYD,
    "please retitle the 'Catch-up' on Thursday as 'Team lunch'",
    call('updateEvent', { target: { words: 'Catch-up', date: '2026-03-05', time: null, member: null }, changes: { title: 'Team lunch' } }),
  ],
  [
    SYD,
    'Please note that the school disco on Friday is now a 6pm start. Parents can stay for a drink afterwards.',
    call('updateEvent', { target: { words: 'school disco', date: '2026-03-06', time: null, member: null }, changes: { time: '18:00' } }),
  ],
  [SYD, 'add nappies and wipes to the shopping? the sensitive wipes, the blue pack', call('addListItems', { list: null, items: ['nappies', 'wipes'] })],
  [
    SYD,
    'the physio on thursday only needs 30 mins, not an hour. thank goodness, my back is killing me',
    call('updateEvent', { target: { words: 'physio', date: '2026-03-05', time: null, member: null }, changes: { durationMinutes: 30 } }),
  ],
  [SYD, 'the school photos form I signed last night, mark it done', call('completeTodo', { number: null, text: 'school photos form' })],
  [SYD, 'milk is on the shopping list or did we forget it?', call('showList', { list: null, check: ['milk'] })],
  [SYD, "bread is on the list already or not? I'm at the shops", call('showList', { list: null, check: ['bread'] })],
  [
    SYD,
    'swim lesson saturday - 10:15 now not 9:45',
    call('updateEvent', { target: { words: 'swim lesson', date: '2026-03-07', time: '09:45', member: null }, changes: { time: '10:15' } }),
  ],
  [SYD, "give me the lineup for saturday, what's everybody doing", call('agenda', { fromDate: '2026-03-07', toDate: '2026-03-07', member: null })],
  [
    SYD,
    'nets session finishes 6pm now not 5',
    call('updateEvent', { target: { words: 'nets session', date: null, time: null, member: null }, changes: { endTime: '18:00' } }),
  ],
  [SYD, 'put apples and yoghurt on the list... oh and a loaf of bread', call('addListItems', { list: null, items: ['apples', 'yoghurt', 'loaf of bread'] })],
  [
    SYD,
    'take the biscuits off the list, actually wait the chips too. nobody eats them',
    call('tickListItems', { list: null, items: ['biscuits', 'chips'], remove: true }),
  ],
  [SYD, 'todo: book the vet. oh and renew the library books', call('addTodo', { tasks: ['book the vet', 'renew the library books'] })],
  [SYD, 'add milk to the list, and also call mum', call('addListItems', { list: null, items: ['milk'] })],
  [
    SYD,
    'cancel the dentist... the friday one. not sams',
    call('cancelEvent', { target: { words: 'dentist', fromDate: '2026-03-06', toDate: '2026-03-06', time: null, member: null }, series: false }),
  ],
  [
    SYD,
    'move swimming to 11, the saturday one',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-07', time: null, member: null }, changes: { time: '11:00' } }),
  ],
  [
    SYD,
    "the dentist is mia's, not sam's",
    call('updateEvent', { target: { words: 'dentist', date: null, time: null, member: 'Sam Okafor' }, changes: { member: 'Mia Okafor' } }),
  ],
  [
    SYD,
    'the tennis on sunday is at a different court, at Moore Park. Only sunday, the club says.',
    call('updateEvent', { target: { words: 'tennis', date: '2026-03-08', time: null, member: null }, changes: { location: 'Moore Park' } }),
  ],
  [
    SYD,
    "nan's lunch on sunday is at her new flat. Could you write the new address.",
    call('updateEvent', { target: { words: 'nan lunch', date: '2026-03-08', time: null, member: null }, changes: { location: 'her new flat' } }),
  ],
  [
    SYD,
    'make the vet thursday 30 minutes, I had it earlier as an hour',
    call('updateEvent', { target: { words: 'vet', date: '2026-03-05', time: null, member: null }, changes: { durationMinutes: 30 } }),
  ],
  [
    SYD,
    "the school disco got postponed, it's thursday now not wednesday",
    call('updateEvent', { target: { words: 'school disco', date: '2026-03-04', time: null, member: null }, changes: { date: '2026-03-05' } }),
  ],
  [SYD, 'on list for the camping trip put tent pegs and a torch', call('addListItems', { list: 'camping trip', items: ['tent pegs', 'torch'] })],
  [SYD, 'todo... renew the rego', call('addTodo', { tasks: ['renew the rego'] })],
  [SYD, 'shopping... milk and eggs', call('addListItems', { list: null, items: ['milk', 'eggs'] })],
  [SYD, 'add milk to the list... oh and grab some bread', call('addListItems', { list: null, items: ['milk', 'bread'] })],
  [
    SYD,
    'night shift sun now starts 8pm not 7',
    call('updateEvent', { target: { words: 'night shift', date: '2026-03-08', time: '19:00', member: null }, changes: { time: '20:00' } }),
  ],
  [
    SYD,
    'piano exam on the 17th at quarter past 9 in the morning',
    call('createEvent', {
      title: 'Piano exam',
      date: '2026-03-17',
      time: '09:15',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: null,
      member: null,
    }),
  ],
  [SYD, 'fence is fixed, finally! tick off from to do', call('completeTodo', { number: null, text: 'fence is fixed, finally' })],
  [
    SYD,
    "playgroup has moved to the Kingston hall, they're painting the library. Could you change where it is please.",
    call('updateEvent', { target: { words: 'playgroup', date: null, time: null, member: null }, changes: { location: 'the Kingston hall' } }),
  ],
  [
    SYD,
    'Swimming on friday, change the time to 5',
    call('updateEvent', { target: { words: 'swimming', date: '2026-03-06', time: null, member: null }, changes: { time: '17:00' } }),
  ],
  [
    SYD,
    "That one called 'Meeting' on Monday, could you change the name to Probus Club.",
    call('updateEvent', { target: { words: 'meeting', date: '2026-03-09', time: null, member: null }, changes: { title: 'Probus Club' } }),
  ],
  [
    SYD,
    'pa-remind me at 4:45 to pick up the pancit for merienda',
    call('createEvent', {
      title: 'Pick up the pancit for merienda',
      date: '2026-03-04',
      time: '16:45',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: 0,
      member: null,
    }),
  ],
  [SYD, 'add milk to Croatia trip list', call('addListItems', { list: 'Croatia trip', items: ['milk'] })],
  [
    SYD,
    "swim carnival fri is sam's, pls put it under his name",
    call('updateEvent', { target: { words: 'swim carnival', date: '2026-03-06', time: null, member: null }, changes: { member: 'Sam Okafor' } }),
  ],
  [SYD, "what's on sunday now", call('agenda', { fromDate: '2026-03-08', toDate: '2026-03-08', member: null })],
  [
    SYD,
    "Sam's footy clinic this arvo goes 2 hrs now not 90 mins, coach is super keen lol",
    call('updateEvent', { target: { words: 'footy clinic', date: '2026-03-04', time: null, member: 'Sam Okafor' }, changes: { durationMinutes: 120 } }),
  ],
  [
    SYD,
    'The orthodontist appointment on 11 March is for Mia; I forgot to say so. Please assign it to her.',
    call('updateEvent', { target: { words: 'orthodontist appointment', date: '2026-03-11', time: null, member: null }, changes: { member: 'Mia Okafor' } }),
  ],
  [SYD, 'please kindly add milk', call('addListItems', { list: null, items: ['milk'] })],
  [SYD, 'do we have eggs on the list... nvm just add eggs. and butter', call('addListItems', { list: null, items: ['eggs', 'butter'] })],
  [SYD, "when's sams dentist again... was it next week?", call('findEvent', { words: 'dentist', member: 'Sam Okafor', fromDate: null, toDate: null })],
  [SYD, 'is bread on the list? never mind, just add it', call('showList', { list: null, check: ['bread'] })],
  [
    SYD,
    'piano exam friday at 9:15. remind me the day before, I need to iron her dress',
    call('createEvent', {
      title: 'Piano exam',
      date: '2026-03-06',
      time: '09:15',
      allDay: false,
      durationMinutes: 60,
      recurrence: 'none',
      reminderMinutes: 1440,
      member: null,
    }),
  ],
  [SYD, 'put on shopping list: buckwheat, kefir and dill, big bunch', call('addListItems', { list: null, items: ['buckwheat', 'kefir', 'dill'] })],
  [SYD, 'blah blah', notUnderstood],
  [SYD, '<b>hi</b><script>alert(1)</script>', notUnderstood],
  [SYD, '🎉🎉🎉', notUnderstood],
  [SYD, 'מה יש מחר?', notUnderstood],
  // Arabic has its own reader (ar/read.ts)
  [SYD, 'ما هو جدول الغد', { tool: 'agenda', input: { fromDate: '2026-03-05', toDate: '2026-03-05', member: null } }],
];

describe('the built-in engine', () => {
  it('has a table of at least 60 real-world phrasings', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE.map(([ctx, text, expected]) => [text, ctx.timezone, ctx, expected] as const))('%s (%s)', (text, _tz, ctx, expected) => {
    const got = interpret(text, ctx);
    expect(got).toEqual(expected);
    // Every tool call the engine makes is valid input for that tool.
    if ('tool' in got) expect(tools[got.tool].input.safeParse(got.input).success).toBe(true);
  });

  describe('does not depend on the server’s own timezone', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });
    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York'])('same answers with TZ=%s', (tz) => {
      const sample = TABLE.filter((_, i) => i % 4 === 0);
      const before = sample.map(([ctx, text]) => interpret(text, ctx));
      process.env.TZ = tz;
      expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
      expect(sample.map(([ctx, text]) => interpret(text, ctx))).toEqual(before);
    });
  });

  it('never throws on hostile or odd input and answers with help', () => {
    const odd = [
      'x'.repeat(10_000),
      '🙂'.repeat(5_000),
      '\u202e\u0645\u0631\u062d\u0628\u0627 tomorrow',
      '<img src=x onerror=alert(1)> tomorrow at 4',
      'done '.repeat(2_000),
      '\u0000\u0001',
      '   ',
      'add ' + 'a'.repeat(400) + ' tomorrow at 4pm',
    ];
    for (const text of odd) expect(() => interpret(text, SYD)).not.toThrow();
    expect(interpret('x'.repeat(10_000), SYD)).toEqual(notUnderstood);
    expect(interpret(undefined as unknown as string, SYD)).toEqual(notUnderstood);
    // An unknown timezone falls back to UTC, where it is 4 March at 03:00.
    expect(interpret('what’s on tomorrow', { ...SYD, timezone: 'Not/AZone' })).toEqual(agenda('2026-03-05'));
    const bidi = interpret('\u202btomorrow\u202c', SYD);
    expect(bidi).toEqual(agenda('2026-03-05'));
  });

  it('describes every tool input as a plain JSON schema object with described fields (for a language model)', () => {
    for (const [name, t] of Object.entries(tools)) {
      const schema = z.toJSONSchema(t.input, { io: 'input' }) as { type: string; properties: Record<string, { description?: string }> };
      expect(schema.type, name).toBe('object');
      for (const [field, prop] of Object.entries(schema.properties ?? {})) expect(prop.description, `${name}.${field}`).toBeTruthy();
      expect(t.description.length).toBeGreaterThan(10);
    }
  });
});
