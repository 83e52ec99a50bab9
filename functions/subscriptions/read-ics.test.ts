import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { resolveTzid } from './ics-timezones';
import { readIcs, UnreadableCalendar, type ReadCalendar } from './read-ics';

const FIXTURES = join(import.meta.dirname, '../../tests/fixtures/calendars');
const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8');
}

function read(name: string, timezone: string, from: string, to: string): ReadCalendar {
  return readIcs(fixture(name), { timezone, from, to });
}

/** One line per occurrence: what a family sees. */
function rows(cal: ReadCalendar): string[] {
  return cal.occurrences.map((o) => `${o.date} ${o.time ?? 'all-day'} ${o.duration} ${o.title}`);
}

describe('readIcs: producers', () => {
  it('Google export: VTIMEZONE, RRULE with EXDATE lines and lists, a moved override and a cancelled one', () => {
    const cal = read('google-swim-club.ics', LONDON, '2025-02-01', '2025-04-30');
    expect(cal.name).toBe('Riverside Otters Swim Club');
    expect(cal.skipped).toBe(0);
    expect(rows(cal)).toEqual([
      '2025-02-01 09:00 60 Saturday training',
      '2025-02-08 09:00 60 Saturday training',
      '2025-02-15 09:00 60 Saturday training',
      // 22 Feb, 5 and 12 Apr are EXDATEs; 29 Mar is a cancelled override.
      '2025-03-01 09:00 60 Saturday training',
      '2025-03-08 09:00 60 Saturday training',
      '2025-03-15 10:30 60 Saturday training (late start: pool maintenance)',
      '2025-03-22 09:00 60 Saturday training',
      '2025-03-30 08:00 300 Spring gala',
      '2025-04-19 09:00 60 Saturday training',
      // UNTIL=20250426T080000Z is exactly 09:00 BST: the last occurrence is kept.
      '2025-04-26 09:00 60 Saturday training',
    ]);
    const first = cal.occurrences[0];
    expect(first).toMatchObject({
      uid: '3k9otters1saturday7training@google.com',
      allDay: false,
      location: 'Riverside Leisure Centre, Mill Lane',
      description: 'Bring goggles, a towel and a water bottle.',
    });
    expect(first.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('converts London times for a New York family across the weeks when only one side is on summer time', () => {
    const cal = read('google-swim-club.ics', NEW_YORK, '2025-03-01', '2025-04-20');
    expect(rows(cal)).toEqual([
      '2025-03-01 04:00 60 Saturday training', // GMT and EST: 5 hours apart
      '2025-03-08 04:00 60 Saturday training', // the day before US clocks change
      '2025-03-15 06:30 60 Saturday training (late start: pool maintenance)', // EDT, UK still GMT: 4 hours
      '2025-03-22 05:00 60 Saturday training',
      '2025-03-30 03:00 300 Spring gala', // the UK change day: 08:00 BST
      '2025-04-19 04:00 60 Saturday training', // both on summer time: 5 hours again
    ]);
  });

  it('Outlook/Exchange: Windows TZID with its VTIMEZONE, folded lines, DURATION and an HTML-only body', () => {
    const cal = read('outlook-pta.ics', NEW_YORK, '2025-06-01', '2025-11-30');
    expect(cal.name).toBe('Hillcrest Primary PTA');
    expect(rows(cal)).toEqual([
      '2025-06-04 10:00 30 Uniform swap shop',
      '2025-06-10 14:00 90 PTA committee meeting',
      '2025-07-02 10:00 30 Uniform swap shop',
      '2025-07-05 06:00 240 Summer fair',
      '2025-08-06 10:00 30 Uniform swap shop',
      '2025-09-03 10:00 30 Uniform swap shop',
      '2025-10-01 10:00 30 Uniform swap shop', // BST and EDT
      '2025-11-05 10:00 30 Uniform swap shop', // GMT and EST (COUNT=6 ends here)
    ]);
    const meeting = cal.occurrences[1];
    expect(meeting.uid).toBe('040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5A601000000000000000010000000F1E2D3C4B5A697887766554433221100');
    expect(meeting.description).toBe('Agenda:\n1. Summer fair stalls\n2. Uniform swap shop\n3. Any other business\n\nTea and biscuits provided.');
    expect(meeting.location).toBe('School hall');
    expect(cal.occurrences[3].description).toBe('Stalls open at 11 & the raffle is drawn at 2pm.\n\nVolunteers:\nCakes – Year 3\nTombola – Year 5');
  });

  it('Apple/iCloud: yearly all-day, multi-day all-day with exclusive DTEND, timed New York event in London', () => {
    const cal = read('icloud-family.ics', LONDON, '2025-07-01', '2025-08-31');
    expect(cal.name).toBe('Patel family');
    expect(rows(cal)).toEqual([
      "2025-07-14 all-day 1440 Grandma Asha's birthday",
      '2025-07-22 13:15 45 Dentist – Maya',
      '2025-08-01 all-day 4320 Camping at Lake Wren',
    ]);
    expect(cal.occurrences[2]).toMatchObject({ allDay: true, time: null, location: 'Lake Wren Campground Site 14' });
    // A window starting mid-trip still shows the trip, on its first day.
    expect(rows(read('icloud-family.ics', LONDON, '2025-08-03', '2025-08-10'))).toEqual(['2025-08-01 all-day 4320 Camping at Lake Wren']);
    expect(rows(read('icloud-family.ics', LONDON, '2025-08-04', '2025-08-10'))).toEqual([]);
  });

  it('school term dates: all-day days stay on their date in any timezone, with the producers’ quirks', () => {
    const cal = read('school-term-dates.ics', NEW_YORK, '2025-09-01', '2026-01-31');
    expect(cal.skipped).toBe(0);
    expect(rows(cal)).toEqual([
      '2025-09-01 all-day 1440 INSET day (school closed to pupils)',
      '2025-09-02 all-day 1440 INSET day (school closed to pupils)',
      '2025-09-03 all-day 1440 Autumn term starts', // no DTEND: one day
      '2025-10-27 all-day 7200 October half term', // Mon–Fri, DTEND the Saturday
      '2025-11-21 all-day 1440 INSET day', // DTEND equal to DTSTART: one day
      '2025-12-20 all-day 23040 Christmas holidays', // 16 days
      '2026-01-05 all-day 1440 Spring term starts', // DTSTART:20260105 without VALUE=DATE
    ]);
  });

  it('football fixtures in UTC: the same kick-off across both clock changes', () => {
    expect(rows(read('football-fixtures.ics', LONDON, '2025-10-01', '2025-11-30')).map((r) => r.slice(0, 20))).toEqual([
      '2025-10-18 10:00 90 ',
      '2025-11-01 10:00 90 ', // UK back on GMT since 26 Oct
      '2025-11-08 10:00 90 ',
    ]);
    expect(rows(read('football-fixtures.ics', NEW_YORK, '2025-10-01', '2025-11-30')).map((r) => r.slice(0, 20))).toEqual([
      '2025-10-18 05:00 90 ',
      '2025-11-01 06:00 90 ', // the week the UK has changed and the US has not
      '2025-11-08 05:00 90 ',
    ]);
  });

  it('floating times are read in the target timezone, with keys that do not depend on it', () => {
    const london = read('floating-book-club.ics', LONDON, '2025-03-01', '2025-03-31');
    const newYork = read('floating-book-club.ics', NEW_YORK, '2025-03-01', '2025-03-31');
    const expected = [
      '2025-03-03 09:30 60 Coffee morning',
      '2025-03-10 09:30 60 Coffee morning', // US clocks changed the day before: still 09:30
      '2025-03-12 19:30 90 Book club: The Lantern Keeper',
      '2025-03-17 09:30 60 Coffee morning',
      '2025-03-24 09:30 60 Coffee morning',
    ];
    expect(rows(london)).toEqual(expected);
    expect(rows(newYork)).toEqual(expected);
    expect(newYork.occurrences.map((o) => o.key)).toEqual(london.occurrences.map((o) => o.key));
  });

  it('RDATE: lists, a PERIOD with its own length, a DATE keeping the series time, and no duplicate of an RRULE date', () => {
    const cal = read('rdate-music-lessons.ics', NEW_YORK, '2025-05-01', '2025-06-30');
    expect(rows(cal)).toEqual([
      '2025-05-06 11:00 30 Piano lesson',
      '2025-05-13 11:00 30 Piano lesson', // also an RDATE in UTC: shown once
      '2025-05-20 11:00 30 Piano lesson',
      '2025-06-03 11:00 30 Piano lesson',
      '2025-06-10 12:00 30 Piano lesson',
      '2025-06-17 11:00 45 Piano lesson',
      '2025-06-24 11:00 30 Piano lesson',
    ]);
    expect(new Set(cal.occurrences.map((o) => o.key)).size).toBe(7);
  });

  it('an event with two RRULE lines has the occurrences of both (Mondays and Thursdays), a date both give shown once', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:club@example.com',
      'DTSTART:20250505T160000Z',
      'DTEND:20250505T170000Z',
      'RRULE:FREQ=WEEKLY;BYDAY=MO',
      'RRULE:FREQ=WEEKLY;BYDAY=TH,MO',
      'SUMMARY:Swim club',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const cal = readIcs(ics, { timezone: 'UTC', from: '2025-05-01', to: '2025-05-31' });
    expect(rows(cal)).toEqual(['05', '08', '12', '15', '19', '22', '26', '29'].map((d) => `2025-05-${d} 16:00 60 Swim club`));
  });

  it('cancelled events, a cancelled series, a cancelled override, and an override moved to another day', () => {
    const cal = read('cancelled-guides.ics', LONDON, '2025-01-01', '2025-03-31');
    expect(rows(cal)).toEqual([
      '2025-01-08 18:00 90 Guides meeting',
      '2025-01-15 18:00 90 Guides meeting',
      '2025-01-29 18:00 90 Guides meeting',
      '2025-02-05 18:00 90 Guides meeting',
      '2025-02-12 18:00 90 Guides meeting',
      '2025-02-19 18:00 90 Guides meeting',
      '2025-02-22 all-day 1440 Thinking Day',
      '2025-02-27 18:30 90 Guides meeting (Thursday this week: hall booked)',
    ]);
    // The moved occurrence is gone from its old day and found on its new one.
    expect(rows(read('cancelled-guides.ics', LONDON, '2025-02-26', '2025-02-26'))).toEqual([]);
    expect(rows(read('cancelled-guides.ics', LONDON, '2025-02-27', '2025-02-27'))).toHaveLength(1);
  });

  it('escaped text and HTML in plain-text fields are shown as text', () => {
    const [sale, quiz] = read('escaped-text.ics', LONDON, '2025-04-01', '2025-04-30').occurrences;
    expect(sale.title).toBe('Bake sale, cake stall ; tombola');
    expect(sale.location).toBe("St Brigid's Hall, 12 Church Road; side door");
    expect(sale.description).toBe('Line one\nLine two with a backslash \\ here, and a comma.\nPrices from 50p.');
    expect(quiz.title).toBe('Family quiz night & supper');
    expect(quiz.description).toBe(
      'Teams of up to six. Tickets £5 – book at the office.\n\nPlease bring:\npens\na "can-do" attitude\n\n• No phones\n• Under 12s free\n<script> is just text here.',
    );
  });

  it('events without DTEND: timed lasts 0 minutes, a date lasts a day; DURATION; an end before the start', () => {
    const cal = read('no-dtend.ics', NEW_YORK, '2025-05-01', '2025-05-31');
    expect(rows(cal)).toEqual([
      '2025-05-12 02:00 0 Watering rota (Patel plot)',
      '2025-05-14 14:00 45 Committee meeting',
      '2025-05-17 all-day 1440 Allotment open day',
      '2025-05-20 13:00 0 Shed clear-out',
      '2025-05-24 all-day 2880 Produce show weekend',
    ]);
  });

  it('cuts a very long title and description with an ellipsis', () => {
    const [event] = read('long-summary.ics', LONDON, '2025-07-01', '2025-07-31').occurrences;
    expect(event.title).toHaveLength(200);
    expect(event.title.startsWith("Year 6 leavers' celebration assembly followed by")).toBe(true);
    expect(event.title.endsWith('…')).toBe(true);
    expect(event.description!.length).toBeLessThanOrEqual(2000);
    expect(event.description!.endsWith('…')).toBe(true);
  });
});

describe('readIcs: timezones by name', () => {
  it('Windows names, path prefixes and Outlook display names without a VTIMEZONE; an unknown TZID is floating', () => {
    const cal = read('windows-tzids.ics', LONDON, '2025-01-01', '2025-07-31');
    expect(rows(cal)).toEqual([
      '2025-01-06 17:00 60 Bundesliga lesson stream',
      '2025-01-13 17:00 60 Bundesliga lesson stream',
      '2025-01-15 17:00 120 Online match v Berlin', // W. Europe Standard Time
      '2025-01-15 23:00 60 Online match v Boston', // "Eastern Standard Time", quoted
      '2025-01-16 15:00 60 Online match v Chicago', // /mozilla.org/…/America/Chicago
      '2025-01-16 18:00 120 Club night', // /Europe/London
      '2025-01-18 10:00 120 Junior tournament', // "Customized Time Zone": floating
      '2025-01-19 22:00 60 Online match v Sydney', // 09:00 AEDT on the 20th is the evening before in London
      '2025-01-20 17:00 60 Bundesliga lesson stream',
      // UNTIL=20250127T170000Z is 18:00 in Berlin: kept although ical.js has no VTIMEZONE for the TZID.
      '2025-01-27 17:00 60 Bundesliga lesson stream',
      '2025-07-01 08:00 60 Online match v Paris', // Romance Standard Time, summer
      '2025-07-17 18:00 180 Summer simultaneous display', // "(UTC+00:00) Dublin, Edinburgh, Lisbon, London" in BST
    ]);
    expect(rows(read('windows-tzids.ics', NEW_YORK, '2025-07-17', '2025-07-17'))).toEqual(['2025-07-17 13:00 180 Summer simultaneous display']);
  });

  it('maps the common Windows zone names to IANA zones', () => {
    const names = [
      'Hawaiian Standard Time',
      'Alaskan Standard Time',
      'Pacific Standard Time',
      'US Mountain Standard Time',
      'Mountain Standard Time',
      'Central Standard Time',
      'Central Standard Time (Mexico)',
      'Eastern Standard Time',
      'US Eastern Standard Time',
      'Atlantic Standard Time',
      'Newfoundland Standard Time',
      'E. South America Standard Time',
      'Argentina Standard Time',
      'UTC',
      'GMT Standard Time',
      'Greenwich Standard Time',
      'W. Europe Standard Time',
      'Central Europe Standard Time',
      'Romance Standard Time',
      'Central European Standard Time',
      'W. Central Africa Standard Time',
      'GTB Standard Time',
      'FLE Standard Time',
      'Israel Standard Time',
      'South Africa Standard Time',
      'Egypt Standard Time',
      'Turkey Standard Time',
      'Russian Standard Time',
      'Arabian Standard Time',
      'Arab Standard Time',
      'Pakistan Standard Time',
      'India Standard Time',
      'Bangladesh Standard Time',
      'SE Asia Standard Time',
      'China Standard Time',
      'Singapore Standard Time',
      'Tokyo Standard Time',
      'Korea Standard Time',
      'W. Australia Standard Time',
      'Cen. Australia Standard Time',
      'E. Australia Standard Time',
      'AUS Eastern Standard Time',
      'New Zealand Standard Time',
    ];
    for (const name of names) {
      const zone = resolveTzid(name);
      expect(zone, name).not.toBeNull();
      expect(IANAZone.isValidZone(zone!), `${name} → ${zone}`).toBe(true);
    }
    expect(resolveTzid('GMT Standard Time')).toBe('Europe/London');
    expect(resolveTzid('Eastern Standard Time')).toBe('America/New_York');
    expect(resolveTzid('"AUS Eastern Standard Time"')).toBe('Australia/Sydney');
    expect(resolveTzid('/citadel.org/20190914_1/Europe/Paris')).toBe('Europe/Paris');
    expect(resolveTzid('(UTC+01:00) Brussels, Copenhagen, Madrid, Paris')).toBe('Europe/Paris');
    expect(resolveTzid('(UTC+05:30) Somewhere Else')).toBe('UTC+5:30');
    expect(resolveTzid('Customized Time Zone')).toBeNull();
  });
});

describe('readIcs: damaged and non-calendar input', () => {
  it('skips and counts events whose times are unreadable, keeps the rest (and ignores a VTODO)', () => {
    const cal = read('broken-event.ics', LONDON, '2025-09-01', '2025-09-30');
    expect(cal.skipped).toBe(4); // garbage start, month 13, garbage end, no start
    expect(rows(cal)).toEqual([
      '2025-09-01 17:30 60 Beginners class',
      '2025-09-02 17:30 60 Squad training', // a stray non-property line inside it is dropped
      '2025-09-06 all-day 1440 Club competition', // its END:VEVENT is missing
      '2025-09-08 17:30 60 Beginners class',
    ]);
  });

  it('throws UnreadableCalendar with a message a parent can act on', () => {
    const opts = { timezone: LONDON, from: '2025-01-01', to: '2025-12-31' };
    expect(() => readIcs(fixture('web-page-instead.ics'), opts)).toThrow(UnreadableCalendar);
    expect(() => readIcs(fixture('web-page-instead.ics'), opts)).toThrow(/web page, not a calendar \(no BEGIN:VCALENDAR\)/);
    expect(() => readIcs('{"events": []}', opts)).toThrow(/JSON data, not a calendar/);
    expect(() => readIcs('   \r\n', opts)).toThrow(/empty/);
    expect(() => readIcs('Meeting on Tuesday at 4pm', opts)).toThrow(/isn't a calendar \(no BEGIN:VCALENDAR\)/);
  });

  it('reads a calendar with no events as an empty list', () => {
    const cal = readIcs('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Empty\\, for now\r\nEND:VCALENDAR\r\n', {
      timezone: LONDON,
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(cal).toEqual({ name: 'Empty, for now', occurrences: [], truncated: false, skipped: 0 });
  });

  it('rejects an unknown target timezone or a malformed window (a caller bug, not a bad file)', () => {
    expect(() => readIcs(fixture('football-fixtures.ics'), { timezone: 'Mars/Olympus', from: '2025-01-01', to: '2025-12-31' })).toThrow(RangeError);
    expect(() => readIcs(fixture('football-fixtures.ics'), { timezone: LONDON, from: '1/1/2025', to: '2025-12-31' })).toThrow(RangeError);
  });
});

describe('readIcs: keys and hashes', () => {
  const files = [
    'google-swim-club.ics',
    'outlook-pta.ics',
    'icloud-family.ics',
    'school-term-dates.ics',
    'football-fixtures.ics',
    'floating-book-club.ics',
    'rdate-music-lessons.ics',
    'cancelled-guides.ics',
    'escaped-text.ics',
    'no-dtend.ics',
    'long-summary.ics',
    'broken-event.ics',
    'windows-tzids.ics',
  ];

  it('are well formed, unique within a file, and identical when the file is read again', () => {
    for (const name of files) {
      const first = read(name, LONDON, '2024-01-01', '2026-12-31');
      expect(first.occurrences.length, name).toBeGreaterThan(0);
      for (const o of first.occurrences) {
        expect(o.key, name).toMatch(/^[A-Za-z0-9_-]{1,80}$/);
        expect(o.hash, name).toMatch(/^[0-9a-f]{16}$/);
      }
      expect(new Set(first.occurrences.map((o) => o.key)).size, name).toBe(first.occurrences.length);
      expect(read(name, LONDON, '2024-01-01', '2026-12-31'), name).toEqual(first);
    }
  });

  it('a moved single event and a changed override keep their keys and change only their hashes', () => {
    const before = read('google-swim-club.ics', LONDON, '2025-02-01', '2025-04-30');
    const edited = fixture('google-swim-club.ics')
      .replace('DTSTART;TZID=Europe/London:20250330T080000', 'DTSTART;TZID=Europe/London:20250330T083000')
      .replace('SUMMARY:Saturday training (late start: pool maintenance)', 'SUMMARY:Saturday training (late start)');
    const after = readIcs(edited, { timezone: LONDON, from: '2025-02-01', to: '2025-04-30' });
    expect(after.occurrences).toHaveLength(before.occurrences.length);

    const changedKeys = before.occurrences.filter((o, i) => o.key !== after.occurrences[i].key);
    expect(changedKeys).toEqual([]);
    const changedHashes = before.occurrences.filter((o, i) => o.hash !== after.occurrences[i].hash);
    expect(changedHashes.map((o) => `${o.date} ${o.title}`)).toEqual(['2025-03-15 Saturday training (late start: pool maintenance)', '2025-03-30 Spring gala']);
    expect(after.occurrences[5]).toMatchObject({ key: before.occurrences[5].key, title: 'Saturday training (late start)' });
  });

  it('the hash follows each shown field', () => {
    const base = fixture('football-fixtures.ics');
    const opts = { timezone: LONDON, from: '2025-10-18', to: '2025-10-18' };
    const hashOf = (text: string) => readIcs(text, opts).occurrences[0].hash;
    const original = hashOf(base);
    expect(hashOf(base)).toBe(original);
    expect(hashOf(base.replace('Millbrook Colts U11', 'Millbrook Colts U11 (cup)'))).not.toBe(original);
    expect(hashOf(base.replace('Rovers Park\\, Pitch 3', 'Rovers Park\\, Pitch 4'))).not.toBe(original);
    expect(hashOf(base.replace('in home kit.', 'in away kit.'))).not.toBe(original);
    expect(hashOf(base.replace('DTEND:20251018T103000Z', 'DTEND:20251018T110000Z'))).not.toBe(original);
    // Fields a family never sees do not count.
    expect(hashOf(base.replace('DTSTAMP:20250901T000000Z', 'DTSTAMP:20251001T000000Z'))).toBe(original);
  });
});

describe('readIcs: size', () => {
  /** 3,000 single events spread over ten years from 2020, plus a daily and a weekly series with no end. */
  function largeCalendar(): { text: string; singlesIn: (from: string, to: string) => number } {
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Simplify tests//Generated//EN', 'X-WR-CALNAME:Generated'];
    const days: string[] = [];
    const start = DateTime.fromISO('2020-01-01', { zone: 'utc' });
    for (let i = 0; i < 3000; i++) {
      const day = start.plus({ days: Math.floor((i * 3652) / 3000) });
      days.push(day.toISODate()!);
      const stamp = day.toFormat('yyyyMMdd');
      lines.push('BEGIN:VEVENT', `UID:gen-${i}@simplify.test`, `DTSTAMP:${stamp}T000000Z`);
      lines.push(`DTSTART:${stamp}T${String(8 + (i % 10)).padStart(2, '0')}0000Z`, 'DURATION:PT1H', `SUMMARY:Generated event ${i}`, 'END:VEVENT');
    }
    lines.push('BEGIN:VEVENT', 'UID:gen-daily@simplify.test', 'DTSTART;TZID=Europe/London:20160101T070000', 'DTEND;TZID=Europe/London:20160101T073000');
    lines.push('RRULE:FREQ=DAILY', 'SUMMARY:School run', 'END:VEVENT');
    lines.push('BEGIN:VEVENT', 'UID:gen-weekly@simplify.test', 'DTSTART;VALUE=DATE:20180105', 'RRULE:FREQ=WEEKLY;BYDAY=FR', 'SUMMARY:Bin day', 'END:VEVENT');
    lines.push('END:VCALENDAR');
    return { text: lines.join('\r\n'), singlesIn: (from, to) => days.filter((d) => d >= from && d <= to).length };
  }

  it('returns only the window from thousands of events and endless rules', () => {
    const { text, singlesIn } = largeCalendar();
    const started = performance.now();
    const cal = readIcs(text, { timezone: LONDON, from: '2025-03-01', to: '2025-03-31' });
    console.info(`read-ics: 3,002 events, March 2025 window, ${Math.round(performance.now() - started)} ms`);

    expect(cal.truncated).toBe(false);
    expect(cal.skipped).toBe(0);
    expect(cal.occurrences.every((o) => o.date >= '2025-03-01' && o.date <= '2025-03-31')).toBe(true);
    expect(cal.occurrences.filter((o) => o.title.startsWith('Generated'))).toHaveLength(singlesIn('2025-03-01', '2025-03-31'));
    const runs = cal.occurrences.filter((o) => o.title === 'School run');
    expect(runs).toHaveLength(31);
    // 07:00 London wall clock on both sides of the 30 March clock change.
    expect(new Set(runs.map((o) => o.time))).toEqual(new Set(['07:00']));
    expect(cal.occurrences.filter((o) => o.title === 'Bin day').map((o) => o.date)).toEqual(['2025-03-07', '2025-03-14', '2025-03-21', '2025-03-28']);
  });

  it('caps at maxOccurrences, keeping the earliest, and says so', () => {
    const { text } = largeCalendar();
    const cal = readIcs(text, { timezone: LONDON, from: '2025-01-01', to: '2025-12-31', maxOccurrences: 50 });
    expect(cal.truncated).toBe(true);
    expect(cal.occurrences).toHaveLength(50);
    expect(cal.occurrences[0].date).toBe('2025-01-01');
    const sorted = [...cal.occurrences].sort((a, b) => `${a.date} ${a.time ?? ''}`.localeCompare(`${b.date} ${b.time ?? ''}`));
    expect(cal.occurrences.map((o) => o.key)).toEqual(sorted.map((o) => o.key));
    expect(readIcs(text, { timezone: LONDON, from: '2025-03-01', to: '2025-03-31' }).truncated).toBe(false);
  });
});

describe('readIcs: recurrence rules', () => {
  /** One series; with `count` the rule is walked from DTSTART, without it ical.js starts near the window. */
  function series(dtstart: string, rule: string): string {
    return [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:rule@simplify.test',
      dtstart,
      'DURATION:PT30M',
      `RRULE:${rule}`,
      'SUMMARY:Rule',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
  }

  it.each([
    ['DTSTART;TZID=Europe/London:20150106T163000', 'FREQ=WEEKLY;BYDAY=TU,TH'],
    ['DTSTART;TZID=Europe/London:20150105T070000', 'FREQ=DAILY;INTERVAL=3'],
    ['DTSTART;TZID=America/New_York:20240101T000000', 'FREQ=HOURLY;INTERVAL=5'],
    ['DTSTART:20230301T101500Z', 'FREQ=WEEKLY;INTERVAL=2'],
    ['DTSTART;VALUE=DATE:20200103', 'FREQ=WEEKLY;BYDAY=FR'],
  ])('an endless %s %s gives the same window as walking it from the start', (dtstart, rule) => {
    // Eight weeks across both clock changes.
    const opts = { timezone: NEW_YORK, from: '2025-03-05', to: '2025-04-30' };
    const endless = readIcs(series(dtstart, rule), opts);
    const walked = readIcs(series(dtstart, `${rule};COUNT=100000`), opts);
    expect(endless.occurrences.length).toBeGreaterThan(3);
    expect(endless.occurrences).toEqual(walked.occurrences);
  });

  it('an endless minutely rule stays fast and is capped', () => {
    const cal = readIcs(series('DTSTART:20150101T000000Z', 'FREQ=MINUTELY'), { timezone: LONDON, from: '2025-06-01', to: '2025-06-30' });
    expect(cal.truncated).toBe(true);
    expect(cal.occurrences).toHaveLength(5000);
    // Each lasts 30 minutes, so the first shown is the one still running at midnight.
    expect(cal.occurrences[0]).toMatchObject({ date: '2025-05-31', time: '23:31' });
    expect(cal.occurrences[29]).toMatchObject({ date: '2025-06-01', time: '00:00' });
    expect(cal.occurrences[4999]).toMatchObject({ date: '2025-06-04', time: '10:50' });
  });

  it('a rule that must be walked from a distant DTSTART stops after a bounded walk and says the list is incomplete', () => {
    // BYMINUTE stops the fast-forward: 175,000 half-hours from 2015 to the window.
    const cal = readIcs(series('DTSTART:20150101T000000Z', 'FREQ=MINUTELY;BYMINUTE=0,30'), { timezone: LONDON, from: '2025-06-01', to: '2025-06-30' });
    expect(cal.truncated).toBe(true);
    expect(cal.occurrences).toEqual([]);
  });

  it('a DATE UNTIL on a timed series includes that day', () => {
    const cal = readIcs(series('DTSTART;TZID=Europe/London:20250303T180000', 'FREQ=DAILY;UNTIL=20250305'), {
      timezone: LONDON,
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(rows(cal)).toEqual(['2025-03-03 18:00 30 Rule', '2025-03-04 18:00 30 Rule', '2025-03-05 18:00 30 Rule']);
  });
});
