import { DateTime } from 'luxon';
import type { StoredEvent } from './events';

/**
 * RFC 5545 text: escaped values, lines folded at 75 octets, CRLF line ends. Every line break (CRLF, LF
 * or a lone CR) becomes "\n": a raw CR would let event text start a property line of its own.
 */
export const escapeText = (v: string) =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

function fold(line: string): string {
  const out: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  let limit = 75;
  while (rest.length > limit) {
    let cut = limit;
    while (cut > 0 && (rest[cut] & 0xc0) === 0x80) cut--; // never split a UTF-8 character
    out.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    limit = 74;
  }
  out.push(rest.toString('utf8'));
  return out.join('\r\n ');
}

const compact = (d: string) => d.replaceAll('-', '');
const localStamp = (date: string, time: string) => `${compact(date)}T${time.replace(':', '')}00`;
const offset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;

/** A VTIMEZONE listing the zone's actual offset changes over the years the feed covers. */
function vtimezone(tz: string, fromYear: number, toYear: number): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tz}`];
  let cursor = DateTime.fromObject({ year: fromYear, month: 1, day: 1 }, { zone: tz });
  const end = DateTime.fromObject({ year: toYear + 1, month: 1, day: 1 }, { zone: tz });
  let transitions = 0;
  while (cursor < end) {
    const next = cursor.plus({ hours: 1 });
    if (next.offset !== cursor.offset) {
      const kind = next.isInDST ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${next.toFormat("yyyyMMdd'T'HHmmss")}`,
        `TZOFFSETFROM:${offset(cursor.offset)}`,
        `TZOFFSETTO:${offset(next.offset)}`,
        `END:${kind}`,
      );
      transitions++;
    }
    cursor = next;
  }
  if (!transitions) {
    const o = offset(cursor.offset);
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${o}`, `TZOFFSETTO:${o}`, 'END:STANDARD');
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const FREQ = { daily: 'DAILY', weekly: 'WEEKLY', fortnightly: 'WEEKLY;INTERVAL=2', monthly: 'MONTHLY', yearly: 'YEARLY' } as const;

/**
 * The account's calendar as iCalendar: timed events in the account's zone, recurring ones as RRULE + EXDATE.
 * `names` (member and account ids → names) puts who an event is for in its description ("For: Mia, Sam").
 */
export function toICalendar(events: StoredEvent[], tz: string, host: string, now = new Date(), names: ReadonlyMap<string, string> = new Map()): string {
  const stamp = DateTime.fromJSDate(now).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
  const year = now.getUTCFullYear();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Simplify//Family Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Simplify family calendar',
    `X-WR-TIMEZONE:${tz}`,
  ];
  lines.push(...vtimezone(tz, year - 1, year + 3));
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.id}@${host}`, `DTSTAMP:${stamp}`, `SUMMARY:${escapeText(e.title)}`);
    if (e.allDay || !e.time) {
      lines.push(`DTSTART;VALUE=DATE:${compact(e.date)}`, `DURATION:P${Math.max(1, Math.ceil(e.duration / 1440))}D`);
    } else {
      lines.push(`DTSTART;TZID=${tz}:${localStamp(e.date, e.time)}`, `DURATION:PT${e.duration}M`);
    }
    if (e.recurrence !== 'none') {
      const until = e.recurrenceEnd ? `;UNTIL=${DateTime.fromISO(`${e.recurrenceEnd}T23:59:59`, { zone: tz }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}` : '';
      lines.push(`RRULE:FREQ=${FREQ[e.recurrence]}${until}`);
      for (const x of e.exdates) lines.push(e.allDay || !e.time ? `EXDATE;VALUE=DATE:${compact(x)}` : `EXDATE;TZID=${tz}:${localStamp(x, e.time)}`);
    }
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    const people = (e.memberIds ?? []).flatMap((id) => (names.has(id) ? [names.get(id)!] : []));
    const description = [people.length ? `For: ${people.join(', ')}` : '', e.description ?? ''].filter(Boolean).join('\n');
    if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
    lines.push(`CATEGORIES:${escapeText(e.type.toUpperCase())}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
