import { describe, expect, it } from 'vitest';
import { lastDate, nextOccurrenceOnOrAfter, occurrenceDates, spanDays } from './calendar';
import { EventSchema } from './schemas/calendar';

const weekly = { date: '2026-03-02', time: '09:00', duration: 60, allDay: false, recurrence: 'weekly' as const };

describe('occurrenceDates', () => {
  it('expands a weekly event over a month, skipping exceptions', () => {
    expect(occurrenceDates(weekly, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    expect(occurrenceDates({ ...weekly, exdates: ['2026-03-16'] }, '2026-03-01', '2026-03-31')).not.toContain('2026-03-16');
  });
  it('expands a fortnightly event every other week from its first day', () => {
    expect(occurrenceDates({ ...weekly, recurrence: 'fortnightly' }, '2026-03-01', '2026-04-30')).toEqual([
      '2026-03-02',
      '2026-03-16',
      '2026-03-30',
      '2026-04-13',
      '2026-04-27',
    ]);
    expect(occurrenceDates({ ...weekly, recurrence: 'fortnightly' }, '2026-03-03', '2026-03-15')).toEqual([]);
  });
  it('stops at the end date and returns a single event only when it overlaps', () => {
    expect(occurrenceDates({ ...weekly, recurrenceEnd: '2026-03-10' }, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02', '2026-03-09']);
    expect(occurrenceDates({ ...weekly, recurrence: 'none' }, '2026-03-03', '2026-03-31')).toEqual([]);
    expect(occurrenceDates({ ...weekly, recurrence: 'none' }, '2026-03-01', '2026-03-02')).toEqual(['2026-03-02']);
  });
  it('includes an event that starts the day before the range and runs past midnight', () => {
    const late = { date: '2026-02-28', time: '23:00', duration: 120, allDay: false, recurrence: 'none' as const };
    expect(spanDays(late)).toBe(1);
    expect(occurrenceDates(late, '2026-03-01', '2026-03-31')).toEqual(['2026-02-28']);
  });
  it('handles monthly and yearly rules', () => {
    expect(occurrenceDates({ ...weekly, recurrence: 'monthly', date: '2026-01-15' }, '2026-03-01', '2026-04-30')).toEqual(['2026-03-15', '2026-04-15']);
    expect(occurrenceDates({ ...weekly, recurrence: 'yearly', date: '2020-03-05' }, '2026-03-01', '2026-03-31')).toEqual(['2026-03-05']);
  });
});

describe('lastDate and next occurrence', () => {
  it('is open-ended for a series without end', () => {
    expect(lastDate(weekly)).toBe('9999-12-31');
    expect(lastDate({ ...weekly, recurrence: 'none' })).toBe('2026-03-02');
  });
  it('finds the next occurrence on or after a date, skipping exceptions', () => {
    expect(nextOccurrenceOnOrAfter(weekly, '2026-03-03')).toBe('2026-03-09');
    expect(nextOccurrenceOnOrAfter({ ...weekly, exdates: ['2026-03-09'] }, '2026-03-03')).toBe('2026-03-16');
    expect(nextOccurrenceOnOrAfter({ ...weekly, recurrenceEnd: '2026-03-05' }, '2026-03-06')).toBeNull();
  });
});

describe('EventSchema reminderMinutes', () => {
  const base = { title: 'Dentist', date: '2026-03-02', time: '09:00' };
  it('keeps null as no reminder (the web sends null for "None") and reads numbers, including 0', () => {
    expect(EventSchema.parse({ ...base, reminderMinutes: null }).reminderMinutes).toBeNull();
    expect(EventSchema.parse(base).reminderMinutes).toBeUndefined();
    expect(EventSchema.parse({ ...base, reminderMinutes: 0 }).reminderMinutes).toBe(0);
    expect(EventSchema.parse({ ...base, reminderMinutes: '30' }).reminderMinutes).toBe(30);
  });
});
