import type { Aisle } from '../../../shared/aisles';
import type { AssistantLanguage } from '../understanding/written-in';
import { ARABIC } from './ar';
import { ENGLISH } from './en';

/** An occurrence as a reply names it. */
export interface Dated {
  date: string;
  time: string | null;
  allDay: boolean;
}

/**
 * What the assistant says, one catalogue per language (en.ts, ar.ts): the tools and the conversation build their
 * replies from these, so a reply is in the language of the conversation. Arguments are data (titles, names, dates),
 * never English fragments, so each language builds its own sentence. The language model's path uses the same texts.
 */
export interface Say {
  lang: AssistantLanguage;
  /** "Thu 5 Mar 2026". */
  date(iso: string): string;
  /** "4:30 PM". */
  time(hhmm: string): string;
  /** "Thursday". */
  weekday(iso: string): string;
  /** "1 hour 30 minutes". */
  duration(minutes: number): string;
  /** "Mia, Sam and Leo". */
  list(items: string[]): string;
  /** "Thu 5 Mar 2026 at 4:30 PM (Asia/Dubai)", "Thu 5 Mar 2026, all day". */
  when(o: Dated, tz: string): string;
  /** "4:00–5:00 PM", "all day". */
  span(o: Dated & { duration: number }): string;
  /** How a repeating event repeats: "every Tuesday", "every day"; null when it does not. */
  repeat(recurrence: string, date: string, weekdays?: string[]): string | null;

  // Adding an event
  added(a: { title: string; people: string[]; when: string; repeat: string | null }): string;
  lasts(minutes: number): string;
  remindAtStart: string;
  remindBefore(minutes: number): string;
  clash(a: { who: string | null; names: string[] }): string;
  askTimeOfAllDay(reminderAt: { time: string; date: string | null } | null): string;

  // The agenda
  agendaTooLong: string;
  dayLabel(date: string, relative: 'today' | 'tomorrow' | null): string;
  nothingOn(a: { who: string | null; span: string; relative: 'today' | 'tomorrow' | null }): string;
  calendarOf(a: { who: string | null; span: string }): string;
  allDay: string;
  moreEvents(count: number, url: string): string;
  openTodos(count: number): string;
  moreTodos(count: number): string;
  timesAre(tz: string): string;

  // Finding, changing, cancelling and undoing events
  notFound(what: string | null): string;
  /** Nothing on the day or at the time a cancel named. */
  nothingThen(date: string | null, time: string | null): string;
  whichOne(lines: string[]): string;
  changed(a: { what: string; repeating: boolean; when: string; minutes: number | null; reminder: number | null; clash: string }): string;
  onDay(labelText: string, date: string): string;
  allDayNoTime(title: string): string;
  confirmDelete(a: { label: string; when: string }): string;
  confirmDeleteSeries(a: { label: string; total: number; ended: boolean; from: string }): string;
  confirmDeleteMany(total: number, lines: string[]): string;
  allSessions(count: number): string;
  deletedOne(a: { label: string; when: string; series: boolean }): string;
  deleted(lines: string[]): string;
  nothingDeleted: string;
  keptEvents: string;
  keptList: string;
  pickNumber(count: number): string;
  undone(summary: string, events: string[]): string;
  undoExpired(summary: string): string;
  undoChanged(summary: string): string;
  nothingToUndo: string;
  /** How an undo names a change later: "adding Swimming on …", "the change to …", "the deletion of …". */
  summaryAdded(title: string, when: string): string;
  summaryChanged(what: string): string;
  summaryDeleted(lines: string[]): string;
  summaryList(a: { action: 'add' | 'tick' | 'remove'; items: string[]; list: string }): string;

  // Lists
  listName(name: string): string;
  listNotFound(name: string | null): string;
  addedToList(list: string, items: string[]): string;
  alreadyOnList(list: string, items: string[]): string;
  listEmpty(list: string): string;
  listHeader(list: string, count: number): string;
  /** A Shopping list's aisle heading (shared/aisles.ts): "Dairy". */
  aisle(name: Aisle): string;
  /** The link under a list too long for one message. */
  moreItems(url: string): string;
  allOnList(list: string, items: string[]): string;
  noneOnList(a: { list: string; items: string[]; others: string[] }): string;
  someOnList(a: { list: string; on: string[]; off: string[] }): string;
  ticked(a: { list: string; items: string[]; left: number; remove: boolean }): string;
  notOnList(list: string, items: string[]): string;

  // Members, help and the plan
  whichMember(names: string[]): string;
  memberNotFound(name: string, known: string[]): string;
  help: string;
  notUnderstood: string;
  thanks: string;
  upgrade(url: string): string;
  couldNotUse(reason: string): string;
}

export const sayIn = (lang: AssistantLanguage | undefined): Say => (lang === 'ar' ? ARABIC : ENGLISH);
