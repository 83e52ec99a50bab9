import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { runReminderJob } from '../../functions/jobs/send-reminders';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { adultMember, childMember } from '../helpers/family';
import { emailsTo } from '../helpers/mail';
import { allItems } from '../helpers/table';

const weekly = (overrides: Record<string, unknown> = {}) => ({
  title: 'Swim practice',
  date: '2026-03-02',
  time: '16:00',
  duration: 45,
  type: 'school',
  priority: 'high',
  location: 'Aquatic Centre',
  recurrence: 'weekly',
  ...overrides,
});

describe('calendar events', () => {
  it('creates events with defaults and expands a weekly series over a month range', async () => {
    const u = await signedUpUser({ timezone: 'Australia/Sydney' });
    const child = (await api.post('/api/family-members', childMember(), { token: u.token })).body;
    const made = await api.post('/api/calendar/events', weekly({ familyMemberId: child.id, reminderMinutes: 30 }), { token: u.token });
    expect(made.status).toBe(201);
    const single = await api.post('/api/calendar/events', { title: 'Dentist', date: '2026-03-11', time: '10:00' }, { token: u.token });
    expect(single.body).toMatchObject({ duration: 60, type: 'appointment', priority: 'medium', recurrence: 'none', allDay: false });
    const march = await api.get('/api/calendar/events', {
      token: u.token,
      query: { fromDate: '2026-03-01T00:00:00.000Z', toDate: '2026-03-31T23:59:59.999Z' },
    });
    expect(march.status).toBe(200);
    const swims = march.body.filter((e: { title: string }) => e.title === 'Swim practice');
    expect(swims.map((e: { date: string }) => e.date)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    expect(swims[0]).toMatchObject({ familyMemberId: child.id, eventId: made.body.id, isRecurring: true });
    const april = await api.get('/api/calendar/events', { token: u.token, query: { fromDate: '2026-04-01', toDate: '2026-04-30' } });
    expect(april.body.filter((e: { title: string }) => e.title === 'Swim practice')).toHaveLength(4);
    expect(april.body.some((e: { title: string }) => e.title === 'Dentist')).toBe(false);
  });

  it('deletes or changes one occurrence, or the whole series', async () => {
    const u = await signedUpUser();
    const series = (await api.post('/api/calendar/events', weekly(), { token: u.token })).body;
    const range = { fromDate: '2026-03-01', toDate: '2026-03-31' };
    const list = async () =>
      (await api.get('/api/calendar/events', { token: u.token, query: range })).body as Array<{ id: string; date: string; time: string; title: string }>;
    const occurrences = await list();
    const second = occurrences[1];
    expect(second.id).toBe(`${series.id}_20260309`);
    expect((await api.delete(`/api/calendar/events/${second.id}`, { token: u.token })).body.deleted).toBe('occurrence');
    expect((await list()).map((e) => e.date)).toEqual(['2026-03-02', '2026-03-16', '2026-03-23', '2026-03-30']);
    const moved = await api.put(
      `/api/calendar/events/${series.id}`,
      { time: '17:30', title: 'Swim gala' },
      { token: u.token, query: { occurrenceDate: '2026-03-16' } },
    );
    expect(moved.status).toBe(200);
    const after = await list();
    expect(after.find((e) => e.date === '2026-03-16')).toMatchObject({ title: 'Swim gala', time: '17:30' });
    expect(after.filter((e) => e.title === 'Swim practice')).toHaveLength(3);
    expect((await api.put(`/api/calendar/events/${series.id}`, { title: 'Swimming' }, { token: u.token })).body.title).toBe('Swimming');
    expect((await api.delete(`/api/calendar/events/${series.id}`, { token: u.token })).body.deleted).toBe('event');
    expect((await list()).map((e) => e.title)).toEqual(['Swim gala']);
  });

  it('validates ranges and bodies, and answers 404 for another account’s event', async () => {
    const a = await signedUpUser();
    const b = await signedUpUser();
    expect((await api.get('/api/calendar/events', { token: a.token, query: { fromDate: '2026-01-01', toDate: '2026-04-01' } })).body.error).toBe(
      'Ask for at most 62 days at a time',
    );
    expect((await api.get('/api/calendar/events', { token: a.token, query: { fromDate: '2026-03-31', toDate: '2026-03-01' } })).status).toBe(400);
    expect((await api.get('/api/calendar/events', { token: a.token })).status).toBe(400);
    const bad = await api.post('/api/calendar/events', { title: '', date: '2026-02-30', time: '25:00' }, { token: a.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ title: 'Title is required', date: 'Use a real date like 2026-05-31' });
    const other = await api.post('/api/family-members', adultMember(), { token: b.token });
    expect((await api.post('/api/calendar/events', weekly({ familyMemberId: other.body.id }), { token: a.token })).status).toBe(400);
    const ev = (await api.post('/api/calendar/events', weekly(), { token: a.token })).body;
    // Valid alone, invalid once merged with the stored event: the series and the single occurrence paths both check.
    for (const id of [ev.id, `${ev.id}_20260309`]) {
      const untimed = await api.put(`/api/calendar/events/${id}`, { time: null }, { token: a.token });
      expect(untimed.status).toBe(400);
      expect(untimed.body.fields.time).toBe('Choose a time, or mark the event as all day');
    }
    const backwards = await api.put(`/api/calendar/events/${ev.id}`, { recurrenceEnd: '2026-01-01' }, { token: a.token });
    expect(backwards.body.fields.recurrenceEnd).toBe('The repeat end date must be on or after the event date');
    expect((await api.put(`/api/calendar/events/${ev.id}`, { title: 'x' }, { token: b.token })).status).toBe(404);
    expect((await api.delete(`/api/calendar/events/${ev.id}`, { token: b.token })).status).toBe(404);
    expect((await api.delete(`/api/calendar/events/${ev.id}_20260309`, { token: b.token })).status).toBe(404);
  });

  it('a PUT of only the title keeps the series, its duration, type, priority and all-day setting', async () => {
    const u = await signedUpUser();
    const series = (await api.post('/api/calendar/events', weekly(), { token: u.token })).body;
    const renamed = await api.put(`/api/calendar/events/${series.id}`, { title: 'Swimming' }, { token: u.token });
    expect(renamed.status).toBe(200);
    const kept = { duration: 45, type: 'school', priority: 'high', recurrence: 'weekly', allDay: false, time: '16:00', location: 'Aquatic Centre' };
    expect(renamed.body).toMatchObject({ title: 'Swimming', ...kept });
    const march = (await api.get('/api/calendar/events', { token: u.token, query: { fromDate: '2026-03-01', toDate: '2026-03-31' } })).body;
    expect(march.map((e: { date: string }) => e.date)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    for (const e of march) expect(e).toMatchObject({ title: 'Swimming', ...kept });
  });
});

describe('to-dos', () => {
  it('adds, completes, edits and deletes to-dos, with defaults and ownership checks', async () => {
    const u = await signedUpUser();
    const other = await signedUpUser();
    const made = await api.post('/api/todos', { task: 'Pack swim bag' }, { token: u.token });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ task: 'Pack swim bag', isCompleted: false, category: 'general', priority: 'medium' });
    expect((await api.patch(`/api/todos/${made.body.id}`, { isCompleted: true }, { token: u.token })).body.isCompleted).toBe(true);
    expect((await api.get('/api/todos', { token: u.token })).body).toHaveLength(1);
    expect((await api.patch(`/api/todos/${made.body.id}`, { isCompleted: false }, { token: other.token })).status).toBe(404);
    expect((await api.post('/api/todos', { task: ' ' }, { token: u.token })).body.error).toBe('Task is required');
    expect((await api.patch(`/api/todos/${made.body.id}`, { task: ' ' }, { token: u.token })).body.error).toBe('Task is required');
    expect((await api.delete(`/api/todos/${made.body.id}`, { token: u.token })).status).toBe(200);
    expect((await api.get('/api/todos', { token: u.token })).body).toEqual([]);
  });

  it('a PATCH of one field keeps the others: a completed to-do stays completed, with its category and priority', async () => {
    const u = await signedUpUser();
    const made = (await api.post('/api/todos', { task: 'Spelling list', category: 'homework', priority: 'high', dueDate: '2026-03-04' }, { token: u.token }))
      .body;
    const kept = { category: 'homework', priority: 'high', dueDate: '2026-03-04' };
    expect((await api.patch(`/api/todos/${made.id}`, { isCompleted: true }, { token: u.token })).body).toMatchObject({ isCompleted: true, ...kept });
    const renamed = await api.patch(`/api/todos/${made.id}`, { task: 'Spelling list (week 5)' }, { token: u.token });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ task: 'Spelling list (week 5)', isCompleted: true, ...kept });
    const [stored] = (await api.get('/api/todos', { token: u.token })).body;
    expect(stored).toMatchObject({ id: made.id, task: 'Spelling list (week 5)', isCompleted: true, ...kept });
  });
});

describe('reminders', () => {
  it('two overlapping job runs send one email per due reminder, and the reminder moves to the next occurrence', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const now = new Date();
    const start = new Date(now.getTime() + 40 * 60_000);
    const date = start.toISOString().slice(0, 10);
    const time = start.toISOString().slice(11, 16);
    const ev = (
      await api.post(
        '/api/calendar/events',
        { title: `Piano ${u.user.id.slice(0, 6)}`, date, time, recurrence: 'daily', reminderMinutes: 30, location: 'Music room' },
        { token: u.token },
      )
    ).body;
    const later = new Date(now.getTime() + 11 * 60_000);
    const [a, b] = await Promise.all([runReminderJob(later), runReminderJob(later)]);
    expect(a.sent + b.sent).toBe(1);
    const mails = (await emailsTo(u.email)).filter((m) => m.subject === `Reminder: Piano ${u.user.id.slice(0, 6)}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].body.text).toContain('Where: Music room');
    const reminder = (await allItems()).find((i) => i.entity === 'reminder' && i.eventId === ev.id);
    expect(String(reminder!.occurrence) > date).toBe(true);
    const again = await runReminderJob(later);
    expect(again.sent).toBe(0);
  });

  it('keeps the wall-clock time across a daylight-saving change', async () => {
    const u = await signedUpUser({ timezone: 'America/New_York' });
    // Weekly at 09:00 New York: before the 8 March 2026 change that is 14:00 UTC, after it 13:00 UTC.
    const ev = (
      await api.post(
        '/api/calendar/events',
        { title: 'Clinic', date: '2026-03-05', time: '09:00', recurrence: 'weekly', reminderMinutes: 30 },
        { token: u.token },
      )
    ).body;
    const { nextReminder } = await import('../../functions/calendar/reminders');
    const stored = { ...ev, exdates: [] };
    expect(nextReminder(stored, 'America/New_York', new Date('2026-03-04T00:00:00Z'))).toEqual({ occurrence: '2026-03-05', dueAt: '2026-03-05T13:30:00Z' });
    expect(nextReminder(stored, 'America/New_York', new Date('2026-03-06T00:00:00Z'))).toEqual({ occurrence: '2026-03-12', dueAt: '2026-03-12T12:30:00Z' });
  });

  it('editing the event moves its reminder and deleting it cancels the reminder', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const ev = (
      await api.post('/api/calendar/events', { title: 'Parents evening', date: '2099-05-01', time: '18:00', reminderMinutes: 60 }, { token: u.token })
    ).body;
    const find = async () => (await allItems()).find((i) => i.entity === 'reminder' && i.eventId === ev.id);
    expect((await find())!.dueAt).toBe('2099-05-01T17:00:00Z');
    await api.put(`/api/calendar/events/${ev.id}`, { time: '19:00' }, { token: u.token });
    expect((await find())!.dueAt).toBe('2099-05-01T18:00:00Z');
    await api.delete(`/api/calendar/events/${ev.id}`, { token: u.token });
    expect(await find()).toBeUndefined();
  });
});

describe('calendar feed', () => {
  it('serves valid iCalendar with the recurring event at a secret address that regeneration replaces', async () => {
    const u = await signedUpUser({ timezone: 'Europe/London' });
    await api.post('/api/calendar/events', weekly({ recurrenceEnd: '2026-06-30', title: 'Swim; practice, lane 2' }), { token: u.token });
    await api.post('/api/calendar/events', { title: 'Sports day', date: '2026-05-20', allDay: true }, { token: u.token });
    const { url } = (await api.get('/api/calendar/feed', { token: u.token })).body;
    expect((await api.get('/api/calendar/feed', { token: u.token })).body.url).toBe(url);
    const path = new URL(url).pathname;
    const feed = await api.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const cal = new ICAL.Component(ICAL.parse(feed.text));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const swim = events.find((e) => e.summary === 'Swim; practice, lane 2')!;
    expect(swim.isRecurring()).toBe(true);
    expect(String(swim.component.getFirstPropertyValue('rrule'))).toMatch(/FREQ=WEEKLY/);
    expect(swim.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/London');
    expect(cal.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/London');
    expect(events.find((e) => e.summary === 'Sports day')!.startDate.isDate).toBe(true);
    const fresh = (await api.post('/api/calendar/feed/regenerate', undefined, { token: u.token })).body.url;
    expect(fresh).not.toBe(url);
    expect((await api.get(path)).status).toBe(404);
    expect((await api.get(new URL(fresh).pathname)).status).toBe(200);
  });

  it('follows a timezone change of the account, and costs 2 DynamoDB round trips', async () => {
    const { dbUsage } = await import('../../functions/data/client');
    const u = await signedUpUser({ timezone: 'Europe/London' });
    await api.post('/api/calendar/events', weekly({ recurrenceEnd: '2026-06-30', title: 'Swim' }), { token: u.token });
    const path = new URL((await api.get('/api/calendar/feed', { token: u.token })).body.url).pathname;
    expect((await api.put('/api/auth/profile', { timezone: 'Australia/Perth' }, { token: u.token })).status).toBe(200);
    const feed = await api.get(path);
    expect(dbUsage().roundTrips).toBe(2);
    const swim = new ICAL.Event(new ICAL.Component(ICAL.parse(feed.text)).getFirstSubcomponent('vevent')!);
    expect(swim.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Australia/Perth');
  });
});
