import { DateTime } from 'luxon';
import type { Language } from '../../shared/constants';
import { ARABIC_JOB_TEXTS } from './job-texts-ar';

/**
 * The words of the scheduled messages (event reminders, the daily agenda, the weekly email), one catalogue per
 * profile language. Values the family typed (titles, names, tasks) go in as they are; each language places them.
 */

/** When a to-do is due, as its line says it. */
export type Due = { kind: 'overdue' } | { kind: 'today' } | { kind: 'on'; date: string };

export interface JobTexts {
  lang: Language;
  hi(firstName: string): string;
  openCalendar: string;

  reminderSubject(title: string): string;
  reminderIntro(title: string): string;
  /** The "When:" line; `start` is in the account's timezone. */
  reminderWhen(start: DateTime, allDay: boolean, tz: string): string;
  reminderWho(names: string[]): string;
  reminderWhere(location: string): string;
  reminderNote(description: string): string;

  /** "Monday 23 November" */
  day(isoDate: string): string;
  /** "Mon 24 Nov" */
  shortDay(isoDate: string): string;
  /** One event: its time (null: all day), title, people and, for a linked family's event, that family's name. */
  eventLine(e: { time: string | null; title: string; people: string[]; family?: string }): string;
  todoLine(t: { task: string; who?: string; due?: Due }): string;
  /** "Shopping list: 3 items to buy" */
  shopping(open: number): string;
  /** The count of lines left out: "and 3 more". */
  more(n: number, of: 'events' | 'todos'): string;

  goodMorning(firstName: string, day: string): string;
  today: string;
  nothingToday: string;
  openTodos: string;
  replyHere: string;
  bullet(line: string): string;
  /** The template's words for an empty day and no to-dos. */
  templateNothing: string;
  templateNone: string;

  weekRange(from: string, to: string): string;
  weeklySubject(range: string): string;
  weeklyIntro(range: string): string;
  familyOf(name: string): string;
  everyone: string;
  fromBefore: string;
  weekLine(day: string, line: string): string;
  nextWeek: string;
  nothingNextWeek: string;
  todosTitle: string;
  shoppingTitle: string;
  birthdaysTitle: string;
  birthday(day: string, name: string, age: number): string;
  weeklyWhy: string;
  unsubscribe: string;
}

const dt = (isoDate: string) => DateTime.fromISO(isoDate);

export const ENGLISH_JOB_TEXTS: JobTexts = {
  lang: 'en',
  hi: (firstName) => `Hi ${firstName},`,
  openCalendar: 'Open the family calendar',

  reminderSubject: (title) => `Reminder: ${title}`,
  reminderIntro: (title) => `This is your reminder for "${title}".`,
  reminderWhen: (start, allDay, tz) =>
    `When: ${allDay ? start.toFormat('cccc d LLLL yyyy') + ' (all day)' : `${start.toFormat("cccc d LLLL yyyy 'at' HH:mm")} (${tz})`}`,
  reminderWho: (names) => `Who: ${names.join(', ')}`,
  reminderWhere: (location) => `Where: ${location}`,
  reminderNote: (description) => description,

  day: (isoDate) => dt(isoDate).toFormat('cccc d LLLL'),
  shortDay: (isoDate) => dt(isoDate).toFormat('ccc d LLL'),
  eventLine: (e) => `${e.time ?? 'All day'}: ${e.title}${e.people.length ? ` (${e.people.join(', ')})` : ''}${e.family ? ` · ${e.family}’s family` : ''}`,
  todoLine: (t) =>
    `${t.task}${t.who ? ` - ${t.who}` : ''}${
      !t.due ? '' : t.due.kind === 'overdue' ? ' (overdue)' : t.due.kind === 'today' ? ' (due today)' : ` (due ${dt(t.due.date).toFormat('d LLL')})`
    }`,
  shopping: (open) => `Shopping list: ${open} item${open === 1 ? '' : 's'} to buy`,
  more: (n) => `and ${n} more`,

  goodMorning: (firstName, day) => `Good morning ${firstName}! Here is your ${day}.`,
  today: 'Today:',
  nothingToday: 'Nothing on the calendar today.',
  openTodos: 'Open to-dos:',
  replyHere: 'Reply here to add or change anything.',
  bullet: (line) => `• ${line}`,
  templateNothing: 'nothing on the calendar',
  templateNone: 'none',

  weekRange: (from, to) => `${dt(from).toFormat('ccc d LLL')} - ${dt(to).toFormat('ccc d LLL')}`,
  weeklySubject: (range) => `Your family week: ${range}`,
  weeklyIntro: (range) => `Here is your family's week (${range}).`,
  familyOf: (name) => `${name}’s family`,
  everyone: 'Everyone',
  fromBefore: 'From before',
  weekLine: (day, line) => `${day}, ${line}`,
  nextWeek: 'Next week',
  nothingNextWeek: 'Nothing on the calendar next week.',
  todosTitle: 'Open to-dos',
  shoppingTitle: 'Shopping',
  birthdaysTitle: 'Birthdays in the next 14 days',
  birthday: (day, name, age) => `${day}: ${name}${age > 0 ? ` turns ${age}` : ''}`,
  weeklyWhy: 'You get this email every Sunday because you turned on the weekly summary.',
  unsubscribe: 'Unsubscribe',
};

/** The catalogue for a profile's language; English for anything else (an account saved before languages existed). */
export const jobTexts = (language?: string | null): JobTexts => (language === 'ar' ? ARABIC_JOB_TEXTS : ENGLISH_JOB_TEXTS);
