import { i18n } from '@lingui/core';
import { currentLanguage, intlLocale } from '../../../i18n/language';
import type { CalendarOccurrence, Todo } from '../../../features/calendar/api/calendar';
import type { List } from '../../../features/lists/api/lists';

/*
 * The dashboard's Today section works on plain 'YYYY-MM-DD' strings with Intl, not the calendar's date
 * library: the dashboard's first view stays small.
 */

/** Days the section looks ahead: today, tomorrow and the rest of the week. */
export const TODAY_SPAN_DAYS = 7;
/** Events listed after tomorrow, so the section stays a glance. */
const LATER_LIMIT = 5;
/** Due to-dos listed. */
const DUE_LIMIT = 5;

/** Today's date where the account lives (its timezone), else where the browser is. */
export function todayIso(timeZone: string | null | undefined, now = new Date()): string {
  const format = (zone?: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone ?? undefined);
  } catch {
    // An unknown zone name: the browser's own.
    return format();
  }
}

export function plusDays(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

// English day and month names by hand: a first Intl.DateTimeFormat costs the first view a long task (locale
// data). Arabic's come from Intl (intlLocale: Arabic names, Latin digits), the cost paid only in Arabic.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const arabic = () => currentLanguage() === 'ar';
const intlDay = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', ...options }).format(utcDate(iso));

/** 'Mon 30 Nov'. */
export function shortDay(iso: string): string {
  if (arabic()) return intlDay(iso, { weekday: 'short', day: 'numeric', month: 'short' });
  const d = utcDate(iso);
  return `${WEEKDAYS[d.getUTCDay()].slice(0, 3)} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)}`;
}

/** 'Friday 27 November'. */
export function longDay(iso: string): string {
  if (arabic()) return intlDay(iso, { weekday: 'long', day: 'numeric', month: 'long' });
  const d = utcDate(iso);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** '09:30' → '9:30 AM', as the calendar shows it; an all-day event or one without a time says so. */
export function timeText(e: Pick<CalendarOccurrence, 'allDay' | 'time'>): string {
  const match = e.allDay || !e.time ? null : /^(\d{2}):(\d{2})/.exec(e.time);
  if (!match) return i18n._('home.allDay');
  const hours = Number(match[1]);
  if (arabic())
    return new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
      new Date(Date.UTC(2000, 0, 1, hours, Number(match[2]))),
    );
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** How a due date reads beside a to-do. */
export function dueText(due: string, today: string): string {
  if (due < today) return i18n._('home.overdue');
  if (due === today) return i18n._('home.dueToday');
  if (due === plusDays(today, 1)) return i18n._('home.dueTomorrow');
  return i18n._('home.dueOn', { day: shortDay(due) });
}

export interface TodayDay {
  date: string;
  events: CalendarOccurrence[];
}

export interface TodayView {
  today: TodayDay;
  tomorrow: TodayDay;
  /** Occurrences of the days after tomorrow, in date and time order, at most LATER_LIMIT. */
  later: CalendarOccurrence[];
  /** Open to-dos due by the end of the span (overdue ones too), soonest first. */
  due: Todo[];
  openTodos: number;
  /** The household's Shopping list: the first the server lists (the family the caller joined to share its calendar, else their own), if the lists were read. */
  shopping: List | null;
}

const byStart = (a: CalendarOccurrence, b: CalendarOccurrence) =>
  a.date.localeCompare(b.date) || Number(!a.allDay && Boolean(a.time)) - Number(!b.allDay && Boolean(b.time)) || (a.time ?? '').localeCompare(b.time ?? '');

/** What the Today section shows, from the reads it makes; a read not answered yet counts as empty. */
export function todayView(
  today: string,
  events: readonly CalendarOccurrence[] | undefined,
  todos: readonly Todo[] | undefined,
  lists: readonly List[] | undefined,
): TodayView {
  const tomorrow = plusDays(today, 1);
  const last = plusDays(today, TODAY_SPAN_DAYS - 1);
  // All-day events before timed ones, as in the calendar's day panel.
  const sorted = (Array.isArray(events) ? [...events] : []).filter((e) => e.date >= today && e.date <= last).sort(byStart);
  const open = (Array.isArray(todos) ? todos : []).filter((t) => !t.isCompleted);
  const due = open
    .filter((t): t is Todo & { dueDate: string } => Boolean(t.dueDate) && t.dueDate!.slice(0, 10) <= last)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .slice(0, DUE_LIMIT);
  const shoppingLists = (Array.isArray(lists) ? lists : []).filter((l) => l.isShopping);
  return {
    today: { date: today, events: sorted.filter((e) => e.date === today) },
    tomorrow: { date: tomorrow, events: sorted.filter((e) => e.date === tomorrow) },
    later: sorted.filter((e) => e.date > tomorrow).slice(0, LATER_LIMIT),
    due,
    openTodos: open.length,
    shopping: shoppingLists[0] ?? null,
  };
}

/** A linked family's colour as CSS: a hex as it is, a palette name ('green') as the theme's 500 shade. */
export function familyColor(color: string): string {
  if (color.startsWith('#')) return color;
  const [name, shade = '500'] = color.split('.');
  return `var(--chakra-colors-${name}-${shade})`;
}
