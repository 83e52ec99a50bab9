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
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';

export interface ReadOccurrence {
  /** Stable per occurrence across refreshes: the UID plus the occurrence's RECURRENCE-ID/start (ISO), hashed or sanitised to [A-Za-z0-9_-], ≤ 80 chars. */
  key: string;
  uid: string;
  /** Plain text, trimmed, ≤ 200 chars (ellipsis if cut); "(No title)" when empty. */
  title: string;
  /** YYYY-MM-DD start day in the target timezone. */
  date: string;
  /** HH:MM start in the target timezone; null for all-day. */
  time: string | null;
  /** Minutes; all-day: days × 1440. */
  duration: number;
  allDay: boolean;
  location: string | null;
  description: string | null;
  /** SHA-256 (hex, first 16 chars) of the fields above except key: a refresh compares it to decide whether to write. */
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

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalProperty = InstanceType<typeof ICAL.Property>;

const DEFAULT_MAX_OCCURRENCES = 5000;
const MAX_STEPS_PER_SERIES = 100_000;
const TITLE_MAX = 200;
const LOCATION_MAX = 200;
const DESCRIPTION_MAX = 2000;
const DAY_MS = 86_400_000;

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

// ---------- window ----------

interface Window {
  zone: string;
  fromDay: number;
  toDay: number;
  fromMs: number;
  /** Exclusive: the start of the day after `to` in the target timezone. */
  toMs: number;
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

function dayIndex(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

function dayIndexOfIso(iso: string): number {
  return dayIndex(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
}

function isoOfDayIndex(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

// ---------- lines and blocks ----------

/** A content line: NAME, then parameters (quoted values may hold ':' and ';'), then ':'. */
const CONTENT_LINE = /^[A-Za-z0-9-]+(?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*:/;

/** Unfolds continuation lines and drops lines that are not content lines (one stray line must not sink the file). */
function contentLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (line.trim()) lines.push(line.trimEnd());
  }
  return lines.filter((line) => CONTENT_LINE.test(line)).map(markDates);
}

const DATE_PROPERTIES = /^(?:DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)(?=[;:])/i;

/** "DTSTART:20260105" is a date, but ical.js reads a value without VALUE=DATE as a date-time; say so explicitly. */
function markDates(line: string): string {
  if (!DATE_PROPERTIES.test(line)) return line;
  const colon = valueStart(line);
  const params = line.slice(0, colon);
  if (/;VALUE=/i.test(params) || !/^\d{8}(?:,\d{8})*$/.test(line.slice(colon + 1).trim())) return line;
  return `${params};VALUE=DATE${line.slice(colon)}`;
}

/** The ':' that ends the name and parameters (quoted parameter values may contain ':'). */
function valueStart(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
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

interface Blocks {
  name: string | null;
  timezones: string[];
  events: string[];
}

const BLOCK_KINDS = new Set(['VEVENT', 'VTIMEZONE']);
const TOP_KINDS = new Set(['VCALENDAR', 'VEVENT', 'VTIMEZONE', 'VTODO', 'VJOURNAL', 'VFREEBUSY']);

/** Cuts the file into VEVENT and VTIMEZONE texts, each parsed on its own so a damaged one stays contained. */
function splitBlocks(lines: string[]): Blocks {
  const blocks: Blocks = { name: null, timezones: [], events: [] };
  let block: { kind: string; lines: string[]; depth: number } | null = null;
  let ignoredDepth = 0;
  const close = () => {
    if (!block) return;
    while (block.depth-- > 0) block.lines.push(`END:${block.kind}`);
    (block.kind === 'VEVENT' ? blocks.events : blocks.timezones).push(block.lines.join('\r\n'));
    block = null;
  };
  for (const line of lines) {
    const marker = /^(BEGIN|END):(.+)$/i.exec(line);
    const tag = marker?.[1].toUpperCase();
    const kind = marker?.[2].trim().toUpperCase() ?? '';
    if (block) {
      // A missing END:VEVENT shows up as the next top-level BEGIN (or the calendar's END): close the block there.
      if ((tag === 'BEGIN' && TOP_KINDS.has(kind)) || (tag === 'END' && kind === 'VCALENDAR')) close();
      else {
        block.lines.push(line);
        if (tag === 'BEGIN') block.depth++;
        if (tag === 'END' && --block.depth === 0) close();
        continue;
      }
    }
    if (ignoredDepth > 0) {
      if (tag === 'BEGIN') ignoredDepth++;
      if (tag === 'END') ignoredDepth--;
      continue;
    }
    if (tag === 'BEGIN' && BLOCK_KINDS.has(kind)) block = { kind, lines: [`BEGIN:${kind}`], depth: 1 };
    else if (tag === 'BEGIN' && kind !== 'VCALENDAR') ignoredDepth = 1;
    else if (!tag && blocks.name === null && /^X-WR-CALNAME[;:]/i.test(line)) blocks.name = calendarName(line);
  }
  close();
  return blocks;
}

function calendarName(line: string): string | null {
  const value = line.slice(valueStart(line) + 1);
  const name = cut(collapse(unescapeText(value)), TITLE_MAX);
  return name || null;
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The file's VTIMEZONEs under one VCALENDAR, so ical.js resolves each event's TZID against them; broken ones are left out. */
function timezoneRoot(timezones: string[]): IcalComponent {
  const root = new ICAL.Component('vcalendar');
  for (const text of timezones) {
    try {
      const zone = new ICAL.Component(ICAL.parse(text) as unknown[]);
      const tzid = zone.getFirstPropertyValue('tzid');
      if (typeof tzid !== 'string' || !tzid) continue;
      // Hydrate now: a VTIMEZONE that ical.js cannot read is dropped here rather than failing every event that uses it.
      new ICAL.Timezone({ component: zone, tzid });
      root.addSubcomponent(zone);
    } catch {
      // Events using it fall back to the TZID's name (IANA/Windows), else floating.
    }
  }
  return root;
}

// ---------- one VEVENT ----------

/**
 * A single event whose readable dates are days away from the window cannot show, so it is not parsed: most of a
 * large file is outside any window. Series and overrides are always parsed (an override moved out of the window
 * still hides its original occurrence).
 */
function plainlyOutside(block: string, window: Window): boolean {
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

/**
 * How to turn a wall-clock time into an instant: ical.js knows the zone (UTC or the file's VTIMEZONE), luxon does
 * by name, or the time is floating (dates too) and is read in the target timezone.
 */
type ZoneRef = { kind: 'absolute' } | { kind: 'wall'; zone: string } | { kind: 'floating'; zone: string };

interface Series {
  uid: string;
  cancelled: boolean;
  title: string;
  location: string | null;
  description: string | null;
  allDay: boolean;
  start: IcalTime;
  startRef: ZoneRef;
  minutes: number;
  rrule: InstanceType<typeof ICAL.Recur> | null;
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

  const rrule = event.getFirstPropertyValue('rrule');
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
    rrule: rrule instanceof ICAL.Recur && !recurrence ? rrule : null,
    rdates: recurrence ? [] : readRdates(event, start, startRef, minutes, target),
    exdates: recurrence ? new Set() : readExdates(event, start.isDate, target),
    recurrenceId: recurrence ? matchIds(recurrence.time, recurrence.ref, start.isDate)[0] : null,
    recurrenceKeyId: recurrence ? keyId(recurrence.time, recurrence.ref) : null,
  };
}

/** An event ical.js cannot read at all counts as skipped, like one with unreadable times. */
function tryReadSeries(text: string, root: IcalComponent, target: string): Series | null {
  try {
    return readSeries(text, root, target);
  } catch {
    return null;
  }
}

function stringValue(event: IcalComponent, name: string): string {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
}

const RAW_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/;

/** ical.js rolls impossible values over (month 13 → next January); an unreadable time is checked on its raw text instead. */
function validRaw(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const m = RAW_DATE.exec(raw);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  return m[4] === undefined || (Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 60);
}

function readTime(prop: IcalProperty): IcalTime | null {
  if (!validRaw(prop.jCal[3])) return null;
  const value = prop.getFirstValue();
  return value instanceof ICAL.Time ? value : null;
}

function zoneRef(prop: IcalProperty, time: IcalTime, target: string): ZoneRef {
  if (time.isDate) return { kind: 'floating', zone: target };
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return { kind: 'absolute' };
  const tzid = prop.getParameter('tzid');
  const iana = typeof tzid === 'string' && tzid ? resolveTzid(tzid) : null;
  return iana ? { kind: 'wall', zone: iana } : { kind: 'floating', zone: target };
}

function instantMs(time: IcalTime, ref: ZoneRef): number {
  if (ref.kind === 'absolute') return time.toUnixTime() * 1000;
  const { year, month, day, hour, minute, second } = time;
  return DateTime.fromObject({ year, month, day, hour, minute, second: Math.min(second, 59) }, { zone: ref.zone }).toMillis();
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
function matchIds(time: IcalTime, ref: ZoneRef, allDay: boolean): string[] {
  const day = `d:${isoDate(time)}`;
  if (time.isDate) return [day];
  return allDay ? [day, `t:${instantMs(time, ref)}`] : [`t:${instantMs(time, ref)}`];
}

function isoDate(time: IcalTime): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

/**
 * The occurrence's original start as it goes into the key: the UTC instant, the day for all-day, or the wall
 * clock for floating times (so the key does not depend on the family's timezone).
 */
function keyId(time: IcalTime, ref: ZoneRef): string {
  if (time.isDate) return isoDate(time).replace(/-/g, '');
  if (ref.kind === 'floating') return time.toICALString().slice(0, 15);
  return DateTime.fromMillis(instantMs(time, ref), { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");
}

// ---------- expansion ----------

function expandSeries(out: Collector, series: Series, replaced: Set<string>, window: Window): void {
  const seen = new Set<string>();
  const take = (start: IcalTime, ref: ZoneRef, minutes: number) => {
    const ids = matchIds(start, ref, series.allDay);
    // A DATE EXDATE/RECURRENCE-ID also removes a timed occurrence on that day.
    if (!start.isDate) ids.push(`d:${isoDate(start)}`);
    if (ids.some((id) => series.exdates.has(id) || replaced.has(id) || seen.has(id))) return;
    seen.add(ids[0]);
    // A single event keeps its key when the source moves it (one write on refresh, not a delete and a put).
    const single = !series.rrule && series.rdates.length === 0;
    addOccurrence(out, series, { start, ref, minutes }, single ? 'single' : keyId(start, ref), window);
  };
  const spanDays = Math.ceil(series.minutes / 1440) + 2;
  if (series.rrule) {
    const rule = untilInWallClock(series.rrule, series.start, series.startRef);
    const iterator = rule.iterator(iterationStart(rule, series.start, window.fromDay - spanDays - 2));
    let steps = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      // A rule that cannot be fast-forwarded and repeats every few seconds: stop, and say the list is incomplete.
      if (++steps > MAX_STEPS_PER_SERIES) {
        out.markCut();
        break;
      }
      const day = dayIndex(next.year, next.month, next.day);
      // Wall-clock days in the source zone are within a day of the target's: a two-day margin each side is safe.
      if (day > window.toDay + 2) break;
      // Already holding the earliest `max` occurrences, all days before this one: nothing later can be kept.
      if (out.cutoffDay !== null && day > out.cutoffDay + 2) {
        out.markCut();
        break;
      }
      if (day + spanDays < window.fromDay) continue;
      take(next, series.startRef, series.minutes);
    }
  } else {
    take(series.start, series.startRef, series.minutes);
  }
  for (const rdate of series.rdates) take(rdate.start, rdate.ref, rdate.minutes);
}

const PERIOD_SECONDS: Record<string, number> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: 86_400, WEEKLY: 604_800 };
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * Where to start walking a rule. Without COUNT, a rule with no BY parts (or WEEKLY with BYDAY, when DTSTART is
 * one of those days) repeats with a fixed period, so starting a whole number of periods later gives the same
 * occurrences without walking years of history: an endless hourly rule from 2015 stays cheap.
 */
function iterationStart(rule: InstanceType<typeof ICAL.Recur>, start: IcalTime, firstDay: number): IcalTime {
  const period = (PERIOD_SECONDS[rule.freq] ?? 0) * Math.max(1, rule.interval || 1);
  const parts = Object.entries(rule.parts ?? {}).filter(([, values]) => Array.isArray(values) && values.length > 0);
  const byDayOnly = rule.freq === 'WEEKLY' && parts.every(([name]) => name === 'BYDAY');
  const startsOnRule = parts.length === 0 || (byDayOnly && (rule.parts.BYDAY as string[]).includes(WEEKDAYS[start.dayOfWeek() - 1]));
  if (!period || rule.count || !startsOnRule) return start;
  const gapSeconds = (firstDay - dayIndex(start.year, start.month, start.day)) * 86_400;
  const periods = Math.floor(gapSeconds / period);
  if (periods <= 0) return start;
  const seconds = periods * period;
  const moved = start.clone();
  moved.adjust(Math.floor(seconds / 86_400), 0, 0, seconds % 86_400);
  return moved;
}

/**
 * ical.js compares UNTIL with occurrences by instant, and reads a TZID it has no VTIMEZONE for as UTC. Restating
 * UNTIL in the series' own wall clock keeps the last occurrence either way; a DATE UNTIL on a timed series
 * (against RFC 5545, but common) includes that whole day.
 */
function untilInWallClock(rule: InstanceType<typeof ICAL.Recur>, start: IcalTime, ref: ZoneRef): InstanceType<typeof ICAL.Recur> {
  const until = rule.until;
  if (!until || start.isDate) return rule;
  if (until.isDate) return withUntil(rule, endOfDay(until, start));
  if (ref.kind === 'absolute' || until.zone !== ICAL.Timezone.utcTimezone) return rule;
  const wall = DateTime.fromMillis(until.toUnixTime() * 1000, { zone: ref.zone });
  const local = start.clone();
  Object.assign(local, { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute, second: wall.second });
  return withUntil(rule, local);
}

function endOfDay(until: IcalTime, start: IcalTime): IcalTime {
  const time = start.clone();
  Object.assign(time, { year: until.year, month: until.month, day: until.day, hour: 23, minute: 59, second: 59 });
  return time;
}

function withUntil(rule: InstanceType<typeof ICAL.Recur>, until: IcalTime): InstanceType<typeof ICAL.Recur> {
  const copy = rule.clone();
  copy.until = until;
  return copy;
}

function addOccurrence(out: Collector, series: Series, when: { start: IcalTime; ref: ZoneRef; minutes: number }, id: string, window: Window): void {
  const { start, ref, minutes } = when;
  let date: string;
  let time: string | null = null;
  if (series.allDay || start.isDate) {
    const first = dayIndex(start.year, start.month, start.day);
    const last = first + Math.max(1, Math.round(minutes / 1440)) - 1;
    if (first > window.toDay || last < window.fromDay) return;
    date = isoOfDayIndex(first);
  } else {
    const ms = instantMs(start, ref);
    // A zero-length event still shows on its day: it overlaps when it starts inside the window.
    if (!Number.isFinite(ms) || ms >= window.toMs || Math.max(ms + minutes * 60_000, ms + 1) <= window.fromMs) return;
    const local = DateTime.fromMillis(ms, { zone: window.zone });
    date = local.toISODate() ?? '';
    time = local.toFormat('HH:mm');
  }
  const allDay = time === null;
  const fields = {
    uid: series.uid,
    title: series.title,
    date,
    time,
    duration: allDay ? Math.max(1, Math.round(minutes / 1440)) * 1440 : minutes,
    allDay,
    location: series.location,
    description: series.description,
  };
  out.add({ key: occurrenceKey(series.uid, id), ...fields, hash: sha256(JSON.stringify(Object.values(fields))).slice(0, 16) });
}

/** Keeps the earliest `max` occurrences without holding an unbounded list (an hourly rule over a long window). */
class Collector {
  private items: ReadOccurrence[] = [];
  private cut = false;
  /** Once full: the day (index) of the latest occurrence kept. */
  cutoffDay: number | null = null;
  constructor(private readonly max: number) {}

  add(item: ReadOccurrence): void {
    this.items.push(item);
    if (this.items.length > this.max * 2 + 100) this.trim();
  }

  markCut(): void {
    this.cut = true;
  }

  finish(): { occurrences: ReadOccurrence[]; truncated: boolean } {
    this.trim();
    return { occurrences: this.items, truncated: this.cut };
  }

  private trim(): void {
    this.items.sort(byStart);
    if (this.items.length > this.max) {
      this.items.length = this.max;
      this.cut = true;
    }
    const last = this.items[this.max - 1];
    if (last) this.cutoffDay = dayIndexOfIso(last.date);
  }
}

function byStart(a: ReadOccurrence, b: ReadOccurrence): number {
  return a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title) || a.key.localeCompare(b.key);
}

function occurrenceKey(uid: string, id: string): string {
  const readable = `${uid}_${id}`;
  if (/^[A-Za-z0-9_-]+$/.test(readable) && readable.length <= 80) return readable;
  // Sanitising alone could make two UIDs collide ("a.b" and "a_b"), so anything lossy is hashed.
  const prefix = uid.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
  return `${prefix}_${sha256(`${uid}\n${id}`).slice(0, 32)}`;
}

/** Duplicate UIDs (copied events in a hand-made file) would give equal keys; later ones get a suffix in file order. */
function uniqueKeys(items: ReadOccurrence[]): ReadOccurrence[] {
  const used = new Map<string, number>();
  return items.map((item) => {
    const n = (used.get(item.key) ?? 0) + 1;
    used.set(item.key, n);
    return n === 1 ? item : { ...item, key: `${item.key.slice(0, 76)}-${n}` };
  });
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// ---------- text ----------

function readDescription(event: IcalComponent): string | null {
  let text = plainText(stringValue(event, 'description'));
  if (!text.trim()) {
    // Outlook puts the formatted body in X-ALT-DESC;FMTTYPE=text/html, sometimes with an empty DESCRIPTION.
    const alt = event.getFirstProperty('x-alt-desc');
    const raw = alt?.jCal[3];
    if (typeof raw === 'string') text = htmlToText(unescapeText(raw));
  }
  const tidy = text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cut(tidy, DESCRIPTION_MAX) || null;
}

const HTML_HINT = /<\/?(?:p|br|div|span|a|b|i|u|strong|em|ul|ol|li|html|body|table|tr|td|font|h[1-6])\b[^>]*>/i;

/** Text as written, or HTML shown as text when the producer put markup in a plain-text field. */
function plainText(value: string): string {
  const text = value.replace(/\r\n?/g, '\n');
  return HTML_HINT.test(text) ? htmlToText(text) : decodeEntitiesIfHtmlish(text);
}

/** Some producers escape entities in otherwise plain text ("Fish &amp; chips"). */
function decodeEntitiesIfHtmlish(text: string): string {
  return /&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text) ? decodeEntities(text) : text;
}

function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Source newlines are layout in HTML; only tags make lines.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/?(?:p|div|tr|ul|ol|table|h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  pound: '£',
  euro: '€',
  copy: '©',
  bull: '•',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

// ---------- TZID names ----------

/** The common Windows zone names (CLDR windowsZones, territory 001) that Outlook and Exchange write as TZIDs. */
const WINDOWS_ZONES: Record<string, string> = {
  'Dateline Standard Time': 'Etc/GMT+12',
  'UTC-11': 'Etc/GMT+11',
  'Hawaiian Standard Time': 'Pacific/Honolulu',
  'Alaskan Standard Time': 'America/Anchorage',
  'Pacific Standard Time': 'America/Los_Angeles',
  'Pacific Standard Time (Mexico)': 'America/Tijuana',
  'US Mountain Standard Time': 'America/Phoenix',
  'Mountain Standard Time': 'America/Denver',
  'Mountain Standard Time (Mexico)': 'America/Mazatlan',
  'Central America Standard Time': 'America/Guatemala',
  'Central Standard Time': 'America/Chicago',
  'Central Standard Time (Mexico)': 'America/Mexico_City',
  'Canada Central Standard Time': 'America/Regina',
  'SA Pacific Standard Time': 'America/Bogota',
  'Eastern Standard Time': 'America/New_York',
  'US Eastern Standard Time': 'America/Indiana/Indianapolis',
  'Venezuela Standard Time': 'America/Caracas',
  'Atlantic Standard Time': 'America/Halifax',
  'SA Western Standard Time': 'America/La_Paz',
  'Pacific SA Standard Time': 'America/Santiago',
  'Newfoundland Standard Time': 'America/St_Johns',
  'E. South America Standard Time': 'America/Sao_Paulo',
  'Argentina Standard Time': 'America/Argentina/Buenos_Aires',
  'SA Eastern Standard Time': 'America/Cayenne',
  'Greenland Standard Time': 'America/Godthab',
  'Montevideo Standard Time': 'America/Montevideo',
  'UTC-02': 'Etc/GMT+2',
  'Azores Standard Time': 'Atlantic/Azores',
  'Cape Verde Standard Time': 'Atlantic/Cape_Verde',
  UTC: 'Etc/UTC',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'Morocco Standard Time': 'Africa/Casablanca',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Romance Standard Time': 'Europe/Paris',
  'Central European Standard Time': 'Europe/Warsaw',
  'W. Central Africa Standard Time': 'Africa/Lagos',
  'GTB Standard Time': 'Europe/Bucharest',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'FLE Standard Time': 'Europe/Kiev',
  'Israel Standard Time': 'Asia/Jerusalem',
  'South Africa Standard Time': 'Africa/Johannesburg',
  'Egypt Standard Time': 'Africa/Cairo',
  'Jordan Standard Time': 'Asia/Amman',
  'Middle East Standard Time': 'Asia/Beirut',
  'Syria Standard Time': 'Asia/Damascus',
  'Turkey Standard Time': 'Europe/Istanbul',
  'Belarus Standard Time': 'Europe/Minsk',
  'Kaliningrad Standard Time': 'Europe/Kaliningrad',
  'Russian Standard Time': 'Europe/Moscow',
  'Arabic Standard Time': 'Asia/Baghdad',
  'Arab Standard Time': 'Asia/Riyadh',
  'E. Africa Standard Time': 'Africa/Nairobi',
  'Iran Standard Time': 'Asia/Tehran',
  'Arabian Standard Time': 'Asia/Dubai',
  'Azerbaijan Standard Time': 'Asia/Baku',
  'Georgian Standard Time': 'Asia/Tbilisi',
  'Caucasus Standard Time': 'Asia/Yerevan',
  'Afghanistan Standard Time': 'Asia/Kabul',
  'Pakistan Standard Time': 'Asia/Karachi',
  'West Asia Standard Time': 'Asia/Tashkent',
  'Ekaterinburg Standard Time': 'Asia/Yekaterinburg',
  'India Standard Time': 'Asia/Kolkata',
  'Sri Lanka Standard Time': 'Asia/Colombo',
  'Nepal Standard Time': 'Asia/Kathmandu',
  'Central Asia Standard Time': 'Asia/Almaty',
  'Bangladesh Standard Time': 'Asia/Dhaka',
  'Myanmar Standard Time': 'Asia/Yangon',
  'SE Asia Standard Time': 'Asia/Bangkok',
  'North Asia Standard Time': 'Asia/Krasnoyarsk',
  'China Standard Time': 'Asia/Shanghai',
  'Singapore Standard Time': 'Asia/Singapore',
  'W. Australia Standard Time': 'Australia/Perth',
  'Taipei Standard Time': 'Asia/Taipei',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Korea Standard Time': 'Asia/Seoul',
  'Cen. Australia Standard Time': 'Australia/Adelaide',
  'AUS Central Standard Time': 'Australia/Darwin',
  'E. Australia Standard Time': 'Australia/Brisbane',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'West Pacific Standard Time': 'Pacific/Port_Moresby',
  'Tasmania Standard Time': 'Australia/Hobart',
  'Vladivostok Standard Time': 'Asia/Vladivostok',
  'New Zealand Standard Time': 'Pacific/Auckland',
  'UTC+12': 'Etc/GMT-12',
  'Fiji Standard Time': 'Pacific/Fiji',
  'Tonga Standard Time': 'Pacific/Tongatapu',
  'Samoa Standard Time': 'Pacific/Apia',
};

/** Outlook display names ("(UTC+00:00) Dublin, Edinburgh, Lisbon, London"): a city or region in the name places it. */
const DISPLAY_NAME_HINTS: Array<[RegExp, string]> = [
  [/London|Edinburgh/i, 'Europe/London'],
  [/Dublin/i, 'Europe/Dublin'],
  [/Amsterdam|Berlin|Bern|Rome|Stockholm|Vienna/i, 'Europe/Berlin'],
  [/Brussels|Copenhagen|Madrid|Paris/i, 'Europe/Paris'],
  [/Belgrade|Bratislava|Budapest|Ljubljana|Prague/i, 'Europe/Budapest'],
  [/Sarajevo|Skopje|Warsaw|Zagreb/i, 'Europe/Warsaw'],
  [/Athens|Bucharest/i, 'Europe/Bucharest'],
  [/Helsinki|Kyiv|Kiev|Riga|Sofia|Tallinn|Vilnius/i, 'Europe/Helsinki'],
  [/Eastern Time/i, 'America/New_York'],
  [/Central Time/i, 'America/Chicago'],
  [/Mountain Time/i, 'America/Denver'],
  [/Pacific Time/i, 'America/Los_Angeles'],
  [/Canberra|Melbourne|Sydney/i, 'Australia/Sydney'],
  [/Auckland|Wellington/i, 'Pacific/Auckland'],
  [/Chennai|Kolkata|Mumbai|New Delhi/i, 'Asia/Kolkata'],
  [/Coordinated Universal Time/i, 'Etc/UTC'],
];

const tzidCache = new Map<string, string | null>();

/** Best-effort IANA zone for a TZID with no VTIMEZONE in the file; null when it cannot be placed. */
export function resolveTzid(tzid: string): string | null {
  const cached = tzidCache.get(tzid);
  if (cached !== undefined) return cached;
  const found = placeTzid(tzid.replace(/^"|"$/g, '').trim());
  tzidCache.set(tzid, found);
  return found;
}

function placeTzid(name: string): string | null {
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  // Path-like TZIDs ("/Europe/London", "/mozilla.org/20050126_1/Europe/London"): the IANA name is a tail of the path.
  const parts = name.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const candidate = parts.slice(i).join('/');
    if (candidate.includes('/') || i === parts.length - 1) {
      if (IANAZone.isValidZone(candidate)) return candidate;
      if (WINDOWS_ZONES[candidate]) return WINDOWS_ZONES[candidate];
    }
  }
  for (const [pattern, zone] of DISPLAY_NAME_HINTS) if (pattern.test(name)) return zone;
  // "(UTC+05:30) Somewhere": a fixed offset is better than guessing a place (no DST, though).
  const offset = /^\(?(?:UTC|GMT)\s*([+-])(\d{1,2}):?(\d{2})?\)?/i.exec(name);
  if (offset) return `UTC${offset[1]}${Number(offset[2])}${offset[3] && offset[3] !== '00' ? `:${offset[3]}` : ''}`;
  return null;
}
