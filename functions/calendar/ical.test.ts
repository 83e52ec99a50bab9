import { describe, expect, it } from 'vitest';
import { storedEvent as event } from '../../tests/helpers/events';
import { escapeText, toICalendar } from './ical';

describe('iCalendar text escaping', () => {
  it('turns CRLF, LF and a lone CR into \\n, and escapes backslash, semicolon and comma', () => {
    expect(escapeText('a\r\nb\nc\rd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('x\\y;z,w')).toBe('x\\\\y\\;z\\,w');
  });

  it('a lone CR in event text cannot start a property of its own (an injected ATTENDEE or END:VEVENT)', () => {
    const ics = toICalendar(
      [event({ title: 'Swim\rATTENDEE:mailto:evil@example.com', description: 'x\rEND:VEVENT\rBEGIN:VEVENT', location: 'Pool\r\nURL:http://evil' })],
      'UTC',
      'simplify.test',
    );
    // The only line breaks are the CRLFs between properties: no bare CR remains.
    expect(ics.replace(/\r\n/g, '')).not.toContain('\r');
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l.startsWith('ATTENDEE') || l.startsWith('URL'))).toEqual([]);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Swim\\nATTENDEE:mailto:evil@example.com');
  });

  it('names who an event is for in its description, before the parent’s own text', () => {
    const names = new Map([
      ['m1', 'Mia Okafor'],
      ['m2', 'Sam Okafor'],
    ]);
    const ics = toICalendar([event({ memberIds: ['m1', 'm2', 'gone'], description: 'Bring the form' })], 'UTC', 'simplify.test', new Date(), names);
    expect(ics.split('\r\n')).toContain('DESCRIPTION:For: Mia Okafor\\, Sam Okafor\\nBring the form');
  });

  it('writes a fortnightly event as a weekly rule with an interval of two', () => {
    const ics = toICalendar([event({ recurrence: 'fortnightly' })], 'UTC', 'simplify.test');
    expect(ics.split('\r\n')).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2');
  });
});
