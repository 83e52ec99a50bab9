/**
 * Reads an iCalendar (.ics) file into the occurrences a family sees in a date window, in their timezone.
 *
 * Files are read as real producers write them (Google, Outlook/Exchange, Apple, school and club exports),
 * so damage is contained: a broken event is skipped and counted, never the whole file.
 *
 * Not supported (ignored): VTODO, VJOURNAL, VFREEBUSY and VALARM components; attendees, organizer,
 * attachments and categories; RECURRENCE-ID;RANGE=THISANDFUTURE (the override replaces only its own
 * occurrence); X-WR-TIMEZONE (floating times are read in the target timezone); a TZID we cannot place
 * (no VTIMEZONE, not IANA, not a known Windows or Outlook name) is read as floating. Recurrences are
 * never expanded past the window, and one series walks at most 100,000 steps (an endless rule with no COUNT and
 * no BY parts, or WEEKLY with only BYDAY, starts near the window; others walk from DTSTART) — past that the result
 * is marked truncated. A single event whose readable dates are days outside the window is not parsed, so its other
 * faults are not counted in `skipped`.
 * A timed event with neither DTEND nor DURATION lasts 0 minutes (RFC 5545 3.6.1); a date-only one lasts a day.
 */
import type { ImportPreviewEvent } from '../../shared/schemas/subscriptions';
import { DateTime, IANAZone } from 'luxon';
import { contentLines, splitBlocks } from './ics-blocks';
import { dayIndexOfIso, type Window } from './ics-dates';
import { plainlyOutside, tryReadSeries, type Series } from './ics-event';
import { addOccurrence, expandSeries } from './ics-expand';
import { Collector, uniqueKeys } from './ics-occurrences';
import { timezoneRoot } from './ics-timezones';

/** One occurrence as read: what the calendar shows (the import preview's fields, shared/schemas) and what a refresh compares. */
export interface ReadOccurrence extends ImportPreviewEvent {
  /** Stable per occurrence across refreshes: the UID plus the occurrence's RECURRENCE-ID/start (ISO), hashed or sanitised to [A-Za-z0-9_-], ≤ 80 chars. */
  key: string;
  uid: string;
  description: string | null;
  /** SHA-256 (hex, first 16 chars) of the fields except key: a refresh compares it to decide whether to write. */
  hash: string;
}

export interface ReadCalendar {
  name: string | null;
  occurrences: ReadOccurrence[];
  truncated: boolean;
  skipped: number;
}

/** The text is not a calendar at all; the message tells a parent what to do about it. */
export class UnreadableCalendar extends Error {
  override name = 'UnreadableCalendar';
}

export interface ReadIcsOptions {
  timezone: string;
  from: string;
  to: string;
  maxOccurrences?: number;
}

const DEFAULT_MAX_OCCURRENCES = 5000;

/**
 * The occurrences overlapping [from, to] (inclusive days in `timezone`), sorted by start, at most `maxOccurrences`.
 * Throws UnreadableCalendar when the text is not a calendar; RangeError for an unknown timezone or malformed window.
 */
export function readIcs(text: string, opts: ReadIcsOptions): ReadCalendar {
  const window = readWindow(opts);
  const lines = contentLines(text);
  assertCalendar(text, lines);
  const blocks = splitBlocks(lines);
  const root = timezoneRoot(blocks.timezones);

  let skipped = 0;
  const groups = new Map<string, { masters: Series[]; overrides: Series[] }>();
  for (const block of blocks.events) {
    if (plainlyOutside(block, window)) continue;
    const series = tryReadSeries(block, root, window.zone);
    if (!series) {
      skipped++;
      continue;
    }
    const group = groups.get(series.uid) ?? { masters: [], overrides: [] };
    (series.recurrenceId ? group.overrides : group.masters).push(series);
    groups.set(series.uid, group);
  }

  const max = opts.maxOccurrences ?? DEFAULT_MAX_OCCURRENCES;
  const out = new Collector(max);
  for (const group of groups.values()) {
    // An override replaces its occurrence of the series wherever it moved to, so its RECURRENCE-ID hides the original.
    const replaced = new Set<string>(group.overrides.flatMap((o) => o.recurrenceId ?? []));
    for (const series of group.overrides) {
      if (series.cancelled) continue;
      const when = { start: series.start, ref: series.startRef, minutes: series.minutes };
      addOccurrence(out, series, when, series.recurrenceKeyId ?? '', window);
    }
    for (const series of group.masters) {
      if (series.cancelled) continue;
      try {
        expandSeries(out, series, replaced, window);
      } catch {
        skipped++;
      }
    }
  }
  const { occurrences, truncated } = out.finish();
  return { name: blocks.name, occurrences: uniqueKeys(occurrences), truncated, skipped };
}

function readWindow(opts: ReadIcsOptions): Window {
  if (!IANAZone.isValidZone(opts.timezone)) throw new RangeError(`Unknown timezone: ${opts.timezone}`);
  const from = DateTime.fromISO(opts.from, { zone: opts.timezone });
  const to = DateTime.fromISO(opts.to, { zone: opts.timezone });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(opts.from) || !/^\d{4}-\d{2}-\d{2}$/.test(opts.to) || !from.isValid || !to.isValid) {
    throw new RangeError(`Window dates must be YYYY-MM-DD: ${opts.from}..${opts.to}`);
  }
  return {
    zone: opts.timezone,
    fromDay: dayIndexOfIso(opts.from),
    toDay: dayIndexOfIso(opts.to),
    fromMs: from.startOf('day').toMillis(),
    toMs: to.plus({ days: 1 }).startOf('day').toMillis(),
  };
}

function assertCalendar(text: string, lines: string[]): void {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) throw new UnreadableCalendar('That file is empty, so there is no calendar to read. Check the link and try again.');
  if (lines.some((line) => /^BEGIN:VCALENDAR$/i.test(line.trim()))) return;
  if (trimmed.startsWith('<')) {
    throw new UnreadableCalendar(
      "That link opened a web page, not a calendar (no BEGIN:VCALENDAR). Use the calendar's iCal/.ics or webcal:// link rather than the page's address.",
    );
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    throw new UnreadableCalendar("That file is JSON data, not a calendar (no BEGIN:VCALENDAR). Use the calendar's iCal/.ics or webcal:// link.");
  }
  throw new UnreadableCalendar("That file isn't a calendar (no BEGIN:VCALENDAR). Use the calendar's iCal/.ics or webcal:// link.");
}
