import { describe, expect, it } from 'vitest';
import { storedEvent } from '../../tests/helpers/events';
import { eventRef } from './event-input';
import type { StoredEvent } from './events';
import { nextReminder } from './reminders';

// A 09:00 swim on Sunday 22 March 2026 with a reminder 30 minutes before.
const event = (over: Partial<StoredEvent>) => storedEvent({ date: '2026-03-22', time: '09:00', reminderMinutes: 30, ...over });

describe('nextReminder', () => {
  it('is null without a reminder', () => {
    expect(nextReminder(event({ reminderMinutes: null }), 'UTC', new Date('2026-03-01T00:00:00Z'))).toBeNull();
  });

  it('is null once a one-off event’s reminder is past', () => {
    expect(nextReminder(event({}), 'UTC', new Date('2026-03-22T08:31:00Z'))).toBeNull();
  });

  it('keeps a reminder due exactly now', () => {
    expect(nextReminder(event({}), 'UTC', new Date('2026-03-22T08:30:00Z'))).toEqual({ occurrence: '2026-03-22', dueAt: '2026-03-22T08:30:00Z' });
  });

  it('Europe/London: a weekly 09:00 reminder stays at 08:30 local across the last Sunday of March', () => {
    const swim = event({ recurrence: 'weekly' });
    // Sunday 22 March is still GMT: 09:00 local is 09:00Z.
    expect(nextReminder(swim, 'Europe/London', new Date('2026-03-22T08:00:00Z'))).toEqual({ occurrence: '2026-03-22', dueAt: '2026-03-22T08:30:00Z' });
    // Sunday 29 March is BST (from 01:00Z that day): 09:00 local is 08:00Z.
    expect(nextReminder(swim, 'Europe/London', new Date('2026-03-22T09:00:00Z'))).toEqual({ occurrence: '2026-03-29', dueAt: '2026-03-29T07:30:00Z' });
  });

  it('America/New_York: a weekly 08:00 reminder stays at 07:45 local across the first Sunday of November', () => {
    const church = event({ date: '2026-10-25', time: '08:00', recurrence: 'weekly', reminderMinutes: 15 });
    // 25 October is EDT (UTC-4).
    expect(nextReminder(church, 'America/New_York', new Date('2026-10-25T00:00:00Z'))).toEqual({ occurrence: '2026-10-25', dueAt: '2026-10-25T11:45:00Z' });
    // 1 November is EST (UTC-5) from 02:00 local.
    expect(nextReminder(church, 'America/New_York', new Date('2026-10-25T12:00:00Z'))).toEqual({ occurrence: '2026-11-01', dueAt: '2026-11-01T12:45:00Z' });
  });

  it('skips excluded occurrences and stops at the series end', () => {
    const swim = event({ recurrence: 'weekly', exdates: ['2026-03-29'], recurrenceEnd: '2026-04-05' });
    const now = new Date('2026-03-22T09:00:00Z');
    expect(nextReminder(swim, 'Europe/London', now)).toEqual({ occurrence: '2026-04-05', dueAt: '2026-04-05T07:30:00Z' });
    expect(nextReminder(swim, 'Europe/London', new Date('2026-04-05T08:00:00Z'))).toBeNull();
  });

  it('reminds all-day events from 09:00 local', () => {
    const trip = event({ date: '2026-07-10', allDay: true, time: null, reminderMinutes: 60 });
    expect(nextReminder(trip, 'Europe/London', new Date('2026-07-01T00:00:00Z'))).toEqual({ occurrence: '2026-07-10', dueAt: '2026-07-10T07:00:00Z' });
  });

  it('starts from the given date when there is one', () => {
    const swim = event({ recurrence: 'weekly' });
    expect(nextReminder(swim, 'UTC', new Date('2026-03-01T00:00:00Z'), '2026-04-01')).toEqual({ occurrence: '2026-04-05', dueAt: '2026-04-05T08:30:00Z' });
  });
});

describe('eventRef', () => {
  it('splits an occurrence id into the series id and its date', () => {
    expect(eventRef('abc123_20260504')).toEqual({ eventId: 'abc123', occurrence: '2026-05-04' });
  });

  it('prefers the id’s own date over ?occurrenceDate=', () => {
    expect(eventRef('abc123_20260504', '2026-06-01')).toEqual({ eventId: 'abc123', occurrence: '2026-05-04' });
  });

  it('takes a plain id as the whole series, or the occurrence named by ?occurrenceDate=', () => {
    expect(eventRef('abc123')).toEqual({ eventId: 'abc123', occurrence: null });
    expect(eventRef('abc123', '2026-06-01')).toEqual({ eventId: 'abc123', occurrence: '2026-06-01' });
  });

  it('does not split ids that are not occurrence ids', () => {
    expect(eventRef('ABC_20260504')).toEqual({ eventId: 'ABC_20260504', occurrence: null });
    expect(eventRef('abc_2026054')).toEqual({ eventId: 'abc_2026054', occurrence: null });
  });
});
