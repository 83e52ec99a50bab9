import type { CalendarOccurrence } from '../api/calendar';
import { addDays, daysBetween, extraDays, weekdayIndex } from './dates';

/** How the calendar is shown: the month grid, one week of days, or a list of the days ahead. */
export type CalendarView = 'month' | 'week' | 'agenda';

export const VIEWS: readonly CalendarView[] = ['month', 'week', 'agenda'];

/** The device remembers the last view chosen (it is a matter of screen, not of account). */
export const VIEW_STORAGE_KEY = 'calendar_view';

/** Narrower than this, a month grid's cells are too small to read titles in. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** How many days the agenda lists at first, and adds each time more are asked for. */
export const AGENDA_STEP = 28;

function isView(value: unknown): value is CalendarView {
  return VIEWS.some((v) => v === value);
}

/** The remembered view, else the agenda on a phone and the month elsewhere. */
export function initialView(): CalendarView {
  try {
    const saved = localStorage.getItem(VIEW_STORAGE_KEY);
    if (isView(saved)) return saved;
  } catch {
    // Storage can be refused (private mode): fall back to the screen's size.
  }
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches ? 'agenda' : 'month';
}

export function rememberView(view: CalendarView): void {
  try {
    localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Not remembered when storage is refused; the choice still applies now.
  }
}

/** `count` days from `from`. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** Sunday to Saturday of the week holding `day`. */
export function weekOf(day: string): string[] {
  return daysFrom(addDays(day, -weekdayIndex(day)), 7);
}

/** Each shown day with the occurrences that start on it or are still running on it, in the API's order. */
export function groupByDay(events: CalendarOccurrence[] | undefined, days: string[]): Map<string, CalendarOccurrence[]> {
  const byDay = new Map<string, CalendarOccurrence[]>(days.map((d) => [d, []]));
  for (const e of events ?? []) {
    const span = Math.min(extraDays(e), daysBetween(e.date, days[days.length - 1]));
    for (let i = 0; i <= span; i += 1) byDay.get(addDays(e.date, i))?.push(e);
  }
  return byDay;
}
