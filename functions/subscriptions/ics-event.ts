/** One VEVENT block read into a Series: its start, length, recurrence parts and text; null when it cannot be read. */
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { dayIndex, isoDate, readTime, validRaw, type Window } from './ics-dates';
import { sha256 } from './ics-occurrences';
import { collapse, cut, LOCATION_MAX, plainText, readDescription, stringValue, TITLE_MAX } from './ics-text';
import { instantMs, zoneRef, type ZoneRef } from './ics-timezones';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/**
 * A single event whose readable dates are days away from the window cannot show, so it is not parsed: most of a
 * large file is outside any window. Series and overrides are always parsed (an override moved out of the window
 * still hides its original occurrence).
 */
export function plainlyOutside(block: string, window: Window): boolean {
  if (/^(?:RRULE|RDATE|RECURRENCE-ID)[;:]/im.test(block)) return false;
  const start = rawDay(block, 'DTSTART');
  if (start === null) return false;
  if (start > window.toDay + 2) return true;
  const duration = /^DURATION(?:;[^\r\n]*)?:([^\r\n]+)/im.exec(block);
  const end = duration ? start + rawDurationDays(duration[1]) : (rawDay(block, 'DTEND') ?? start);
  return end < window.fromDay - 2;
}

function rawDurationDays(value: string): number {
  try {
    return Math.ceil(Math.abs(ICAL.Duration.fromString(value.trim()).toSeconds()) / 86_400);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function rawDay(block: string, name: string): number | null {
  const m = new RegExp(`^${name}(?:;[^\\r\\n]*)?:(\\d{4})(\\d{2})(\\d{2})(?:T\\d{6}Z?)?\\s*$`, 'im').exec(block);
  if (!m || !validRaw(`${m[1]}-${m[2]}-${m[3]}`)) return null;
  return dayIndex(Number(m[1]), Number(m[2]), Number(m[3]));
}

export interface Series {
  uid: string;
  cancelled: boolean;
  title: string;
  location: string | null;
  description: string | null;
  allDay: boolean;
  start: IcalTime;
  startRef: ZoneRef;
  minutes: number;
  /** Every RRULE of the event (RFC 5545 allows several; the occurrences are their union). */
  rrules: Array<InstanceType<typeof ICAL.Recur>>;
  rdates: Array<{ start: IcalTime; ref: ZoneRef; minutes: number }>;
  /** Matching ids (see matchIds) of EXDATEs. */
  exdates: Set<string>;
  /** Matching id of RECURRENCE-ID for an override; null for a master or single event. */
  recurrenceId: string | null;
  /** The key part for an override: its RECURRENCE-ID, so the key survives the override moving. */
  recurrenceKeyId: string | null;
}

function readSeries(text: string, root: IcalComponent, target: string): Series | null {
  const event = new ICAL.Component(ICAL.parse(text) as unknown[], root);
  const startProp = event.getFirstProperty('dtstart');
  const start = startProp ? readTime(startProp) : null;
  if (!startProp || !start) return null;
  const startRef = zoneRef(startProp, start, target);
  const minutes = readMinutes(event, start, startRef, target);
  if (minutes === null) return null;

  const rawUid = stringValue(event, 'uid').trim();
  const recurrenceProp = event.getFirstProperty('recurrence-id');
  const recurrenceTime = recurrenceProp ? readTime(recurrenceProp) : null;
  if (recurrenceProp && !recurrenceTime) return null;
  const recurrence = recurrenceProp && recurrenceTime ? { time: recurrenceTime, ref: zoneRef(recurrenceProp, recurrenceTime, target) } : null;

  const rrules = event.getAllProperties('rrule').flatMap((p) => p.getValues().filter((v): v is InstanceType<typeof ICAL.Recur> => v instanceof ICAL.Recur));
  return {
    // A missing UID still needs a key that survives refreshes: derive it from what identifies the event.
    uid: rawUid || `nouid-${sha256(`${start.toString()}|${stringValue(event, 'summary')}`).slice(0, 24)}`,
    cancelled: stringValue(event, 'status').trim().toUpperCase() === 'CANCELLED',
    title: cut(collapse(plainText(stringValue(event, 'summary'))), TITLE_MAX) || '(No title)',
    location: cut(collapse(plainText(stringValue(event, 'location'))), LOCATION_MAX) || null,
    description: readDescription(event),
    allDay: start.isDate,
    start,
    startRef,
    minutes,
    rrules: recurrence ? [] : rrules,
    rdates: recurrence ? [] : readRdates(event, start, startRef, minutes, target),
    exdates: recurrence ? new Set() : readExdates(event, start.isDate, target),
    recurrenceId: recurrence ? matchIds(recurrence.time, recurrence.ref, start.isDate)[0] : null,
    recurrenceKeyId: recurrence ? keyId(recurrence.time, recurrence.ref) : null,
  };
}

/** An event ical.js cannot read at all counts as skipped, like one with unreadable times. */
export function tryReadSeries(text: string, root: IcalComponent, target: string): Series | null {
  try {
    return readSeries(text, root, target);
  } catch {
    return null;
  }
}

/** Minutes for timed events, days × 1440 for all-day; null when DTEND is present but unreadable. */
function readMinutes(event: IcalComponent, start: IcalTime, startRef: ZoneRef, target: string): number | null {
  const endProp = event.getFirstProperty('dtend');
  if (endProp) {
    const end = readTime(endProp);
    if (!end) return null;
    if (start.isDate) {
      const days = dayIndex(end.year, end.month, end.day) - dayIndex(start.year, start.month, start.day);
      // Some producers write DTEND = DTSTART for a one-day event.
      return Math.max(1, days) * 1440;
    }
    const ms = instantMs(end, zoneRef(endProp, end, target)) - instantMs(start, startRef);
    return Math.max(0, Math.round(ms / 60_000));
  }
  const duration = event.getFirstPropertyValue('duration');
  if (duration instanceof ICAL.Duration) {
    const seconds = Math.max(0, duration.toSeconds());
    return start.isDate ? Math.max(1, Math.ceil(seconds / 86_400)) * 1440 : Math.round(seconds / 60);
  }
  return start.isDate ? 1440 : 0;
}

function readRdates(event: IcalComponent, start: IcalTime, startRef: ZoneRef, minutes: number, target: string): Series['rdates'] {
  const out: Series['rdates'] = [];
  for (const prop of event.getAllProperties('rdate')) {
    const values = prop.getValues();
    values.forEach((value, i) => {
      const raw = prop.jCal[3 + i];
      if (value instanceof ICAL.Period && Array.isArray(raw) && validRaw(raw[0])) {
        const ref = zoneRef(prop, value.start, target);
        const end = value.getEnd();
        out.push({ start: value.start, ref, minutes: Math.max(0, Math.round((instantMs(end, ref) - instantMs(value.start, ref)) / 60_000)) });
      } else if (value instanceof ICAL.Time && validRaw(raw)) {
        // An RDATE DATE on a timed series keeps the series' start time of day.
        if (value.isDate && !start.isDate) out.push({ start: withTimeOf(value, start), ref: startRef, minutes });
        else out.push({ start: value, ref: zoneRef(prop, value, target), minutes });
      }
    });
  }
  return out;
}

function withTimeOf(date: IcalTime, start: IcalTime): IcalTime {
  const time = start.clone();
  time.year = date.year;
  time.month = date.month;
  time.day = date.day;
  return time;
}

function readExdates(event: IcalComponent, allDay: boolean, target: string): Set<string> {
  const out = new Set<string>();
  for (const prop of event.getAllProperties('exdate')) {
    prop.getValues().forEach((value, i) => {
      if (!(value instanceof ICAL.Time) || !validRaw(prop.jCal[3 + i])) return;
      for (const id of matchIds(value, zoneRef(prop, value, target), allDay)) out.add(id);
    });
  }
  return out;
}

/**
 * Ids an EXDATE or RECURRENCE-ID matches an occurrence by: the instant for times, the day for dates.
 * A time on an all-day series also matches its day, as some producers write EXDATE:20250101T000000 there.
 */
export function matchIds(time: IcalTime, ref: ZoneRef, allDay: boolean): string[] {
  const day = `d:${isoDate(time)}`;
  if (time.isDate) return [day];
  return allDay ? [day, `t:${instantMs(time, ref)}`] : [`t:${instantMs(time, ref)}`];
}

/**
 * The occurrence's original start as it goes into the key: the UTC instant, the day for all-day, or the wall
 * clock for floating times (so the key does not depend on the family's timezone).
 */
export function keyId(time: IcalTime, ref: ZoneRef): string {
  if (time.isDate) return isoDate(time).replace(/-/g, '');
  if (ref.kind === 'floating') return time.toICALString().slice(0, 15);
  return DateTime.fromMillis(instantMs(time, ref), { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");
}
