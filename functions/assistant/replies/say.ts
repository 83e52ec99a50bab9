import type { Aisle } from '../../../shared/aisles';
import type { DiscStyle, VarkStyle } from '../../../shared/assessments/types';
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
export interface Say extends SayQuestions, SayTodos, SayLists, SayAccount {
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
  /** How a series repeats ("every Tuesday"), and until when when it ends. */
  repeat(recurrence: string, date: string, weekdays?: string[], until?: string | null): string | null;

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
  /** A change to an event the calendar does not have, on a day it names: added as a new event that day, if wanted. */
  addInstead(a: { title: string; when: string }): string;
  notAdded: string;
  /** Nothing on the day or at the time a cancel named. */
  nothingThen(date: string | null, time: string | null): string;
  whichOne(lines: string[]): string;
  changed(a: {
    what: string;
    repeating: boolean;
    when: string;
    minutes: number | null;
    reminder: number | null;
    reminderOff?: boolean;
    place?: string | null;
    note?: string | null;
    clash: string;
  }): string;
  onDay(labelText: string, date: string): string;
  allDayNoTime(title: string): string;
  /** A last day asked of an event that does not repeat. */
  notRepeating(title: string): string;
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

/** Lines the event tools build, and the answers to questions about the calendar (findEvent, freeBusy, listReminders). */
export interface SayQuestions {
  /** "Dentist (Mia & Sam)": a title with the first names it is for. */
  label(title: string, names: string[]): string;
  /** "Dentist (Mia), Thu 5 Mar 2026 at 4:30 PM (Pacific/Auckland) ↻". */
  eventLine(label: string, when: string, repeats: boolean): string;
  /** A bulleted line: "• …". */
  bullet(line: string): string;
  /** A numbered line: "2. buy milk". */
  numbered(n: number, text: string): string;
  /**
   * One agenda line: "• 4:30 PM Swimming (Mia and Sam), Pool ↻ · Ana’s family" (family: a linked family's event), with
   * the event's notes (noteOf) on a line of their own under it.
   */
  agendaLine(a: {
    time: string;
    title: string;
    people: string[];
    location: string | null;
    note: string | null;
    repeats: boolean;
    family: string | null;
  }): string;
  /** "• 4:00–5:00 PM Piano (Mia)". */
  spanLine(span: string, label: string): string;
  nothingSoon(who: string | null): string;
  comingUp(who: string | null): string;
  /** "No. I couldn't find …". */
  no(notFound: string): string;
  foundOne(a: { yes: boolean; label: string; when: string; repeats: boolean; location: string | null; note: string | null }): string;
  foundYesMany(count: number): string;
  foundMany(count: number, words: string): string;
  /** "…and 3 more." under a list of found events. */
  moreFound(count: number): string;
  free(a: { who: string | null; date: string; from: string | null; to: string | null; tz: string }): string;
  busy(a: { who: string | null; date: string; from: string | null; to: string | null; count: number }): string;
  inTimezone(tz: string): string;
  noReminders: string;
  reminderLine(a: { label: string; when: string; minutes: number; repeats: boolean }): string;
  remindersHeader(count: number): string;
  toRememberHeader(count: number): string;
  /** "is mop the floor on my reminders?": yes or no first; `others` are the reminders there are. */
  reminderCheck(a: { on: string[]; off: string[]; others: string[] }): string;
  askDateForReminder(title: string, yearly: boolean): string;
}

/** The to-do list and homework. */
export interface SayTodos {
  todosEmpty: string;
  todosHeader(count: number): string;
  moreTodosAt(count: number, url: string): string;
  todosFooter: string;
  /** "buy milk (number 2)". */
  todoNumbered(task: string, position: number | null): string;
  todosAdded(lines: string[]): string;
  todosAlready(tasks: string[]): string;
  summaryTodosAdded(tasks: string[]): string;
  noOpenTodos: string;
  noTodoNumber(open: number, asked: number): string;
  todoNotFound(text: string): string;
  todoAmbiguous(text: string, lines: string[]): string;
  summaryTodoTicked(task: string): string;
  todoDone(task: string, left: number): string;
  confirmClearTodos(open: number): string;
  summaryTodosCleared: string;
  todosCleared(count: number): string;
  homeworkAdded(a: { name: string; task: string; due: string | null; position: number }): string;
  noHomework(name: string): string;
  homeworkHeader(name: string, count: number): string;
  homeworkLine(position: number, task: string, due: string | null): string;
  homeworkFooter: string;
}

/** The shared lists, beyond adding and ticking. */
export interface SayLists {
  /** "• nappies (2)". */
  itemLine(text: string, quantity: string | null): string;
  listAlreadyEmpty(list: string): string;
  confirmClearList(list: string, count: number): string;
  summaryListCleared(list: string): string;
  listCleared(list: string, count: number): string;
  /** The name a list made without one gets: "New list", "New list 2". */
  newListName(n: number): string;
  listMade(list: string): string;
  /** "Made a new list: Packing." (the items added to it follow). */
  newList(list: string): string;
  listMadeAskName(list: string): string;
  listRenamed(list: string): string;
  noLists: string;
  listsHeader(count: number): string;
  listLine(a: { list: string; family: string | null; open: number }): string;
  openListsAt(url: string): string;
}

/** The account: sign-in link, plan, family facts, and a request the rules refused. */
export interface SayAccount {
  confirmEmailFirst(email: string, url: string): string;
  signInLink(link: string): string;
  planActive(a: { plan: string; until: string | null; renews: string | null; overdueUrl: string | null }): string;
  planInactive(a: { paymentPending: boolean; assessmentPack: boolean; url: string }): string;
  /** A use-case's validation message (400/404/409), as it came. */
  failed(message: string): string;
  learningStyle(a: { name: string; date: string; label: string; dominant: VarkStyle; secondary: VarkStyle | null }): string;
  noLearningStyle(name: string, url: string): string;
  discStyle(a: { name: string; date: string; dominant: DiscStyle; secondary: DiscStyle | null }): string;
  noDiscStyle(name: string, url: string): string;
  birthday(a: { name: string; born: string; age: number | null; today: boolean; next: string; turning: number }): string;
  noBirthday(name: string, url: string): string;
  school(name: string, school: string, year: string | null): string;
  noSchool(name: string, url: string): string;
  /** A message that is neither text nor a document (a voice note, a sticker). */
  textOnly: string;
  dailyCap(limit: number, plan: string, tz: string): string;
}

export const sayIn = (lang: AssistantLanguage | undefined): Say => (lang === 'ar' ? ARABIC : ENGLISH);
