import type { StoredEvent } from '../../functions/calendar/events';

/** A stored one-off timed event for unit tests of the calendar's pure helpers; tests override what they check. */
export const storedEvent = (over: Partial<StoredEvent> = {}): StoredEvent => ({
  id: 'e1',
  title: 'Swim',
  date: '2026-05-04',
  time: '09:30',
  duration: 60,
  type: 'activity',
  priority: 'medium',
  location: null,
  description: null,
  familyMemberId: null,
  memberIds: [],
  allDay: false,
  recurrence: 'none',
  recurrenceEnd: null,
  reminderMinutes: null,
  exdates: [],
  seriesId: null,
  created_at: '',
  updated_at: '',
  ...over,
});
