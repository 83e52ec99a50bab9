import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it, vi } from 'vitest';
import * as mailer from '../../functions/adapters/mailer';
import { db, tableName } from '../../functions/data/client';
import { keys } from '../../functions/data/keys';
import { getEvent } from '../../functions/calendar/events';
import { scheduleReminder } from '../../functions/calendar/reminders';
import { runReminderJob } from '../../functions/jobs/send-reminders';
import { MAX_ATTEMPTS } from '../../functions/jobs/reminder-send';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { childMember } from '../helpers/family';
import { emailsTo } from '../helpers/mail';
import { allItems, setAttributes } from '../helpers/table';

// The job against DynamoDB Local and the mail catcher. A mail outage is the one fault injected (SES mocked
// for a run, then restored): what the table holds after each run is real.

/** An event starting in 40 minutes with a 30-minute reminder; the job runs "11 minutes from now". */
async function dueEvent(token: string, title: string, recurrence: 'none' | 'daily' = 'daily', extra: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 40 * 60_000);
  const date = start.toISOString().slice(0, 10);
  const time = start.toISOString().slice(11, 16);
  const res = await api.post('/api/calendar/events', { title, date, time, recurrence, reminderMinutes: 30, ...extra }, { token });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, date };
}
const later = () => new Date(Date.now() + 11 * 60_000);
const reminderOf = async (eventId: string) => (await allItems()).find((i) => i.entity === 'reminder' && i.eventId === eventId);
const reminderMails = async (email: string, title: string) => (await emailsTo(email)).filter((m) => m.subject === `Reminder: ${title}`);

describe('the reminder job', () => {
  it('three overlapping runs send each due reminder once and advance it once', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const titles = ['Piano', 'Swim', 'Chess', 'Drama'].map((t) => `${t} ${u.user.id.slice(0, 6)}`);
    const child = (await api.post('/api/family-members', childMember({ name: 'Ada Okafor' }), { token: u.token })).body;
    const events = await Promise.all(titles.map((t, i) => dueEvent(u.token, t, 'daily', i === 0 ? { familyMemberId: child.id } : {})));
    const when = later();
    const runs = await Promise.all([runReminderJob(when), runReminderJob(when, { concurrency: 1 }), runReminderJob(when, { concurrency: 3 })]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(4);
    for (const t of titles) expect(await reminderMails(u.email, t)).toHaveLength(1);
    expect((await reminderMails(u.email, titles[0]))[0].body.text).toContain('Who: Ada Okafor');
    for (const e of events) {
      const r = await reminderOf(e.id);
      expect(String(r!.occurrence) > e.date).toBe(true);
      expect(r).not.toHaveProperty('leaseUntil');
    }
    expect((await runReminderJob(when)).sent).toBe(0);
  });

  it('a reminder stored under the unsharded due key is still sent, and its advance moves it to its shard', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const title = `Legacy ${u.user.id.slice(0, 6)}`;
    const ev = await dueEvent(u.token, title);
    await setAttributes(keys.reminder(u.user.id, ev.id), { gsi1pk: 'REMINDERS' });
    expect((await runReminderJob(later())).sent).toBe(1);
    expect(await reminderMails(u.email, title)).toHaveLength(1);
    const advanced = await reminderOf(ev.id);
    expect(advanced!.gsi1pk).toBe(keys.remindersDue(String(advanced!.dueAt), u.user.id, ev.id).gsi1pk);
    expect(advanced!.gsi1pk).not.toBe('REMINDERS');
  });

  it('a mail outage leaves the reminder due; the next run sends it once and advances it', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const title = `Dentist ${u.user.id.slice(0, 6)}`;
    const ev = await dueEvent(u.token, title);
    const when = later();
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('connect ECONNREFUSED'), { name: 'ServiceUnavailable' }));
    let outage;
    try {
      outage = await runReminderJob(when);
    } finally {
      ses.restore();
    }
    expect(outage).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    expect(await reminderMails(u.email, title)).toHaveLength(0);
    const waiting = await reminderOf(ev.id);
    expect(waiting).toMatchObject({ occurrence: ev.date, attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
    expect(waiting).not.toHaveProperty('leaseId');

    const next = await runReminderJob(when);
    expect(next).toMatchObject({ sent: 1, retried: 0 });
    expect(await reminderMails(u.email, title)).toHaveLength(1);
    const advanced = await reminderOf(ev.id);
    expect(String(advanced!.occurrence) > ev.date).toBe(true);
    expect(advanced).not.toHaveProperty('attempts');
    expect(advanced).not.toHaveProperty('lastError');
  });

  it(`after ${MAX_ATTEMPTS} failed sends the reminder is recorded as failed, with the reason, and advanced`, async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const title = `Clinic ${u.user.id.slice(0, 6)}`;
    const ev = await dueEvent(u.token, title);
    const when = later();
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    const runs = [];
    try {
      for (let i = 0; i < MAX_ATTEMPTS; i++) runs.push(await runReminderJob(when));
    } finally {
      ses.restore();
    }
    expect(runs.map((r) => [r.retried, r.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    const items = await allItems();
    const failure = items.find((i) => i.entity === 'reminderFailure' && i.eventId === ev.id);
    expect(failure).toMatchObject({
      ...keys.reminderFailure(u.user.id, ev.id, ev.date),
      gsi1pk: 'REMINDER_FAILURES',
      occurrence: ev.date,
      attempts: MAX_ATTEMPTS,
      reason: expect.stringContaining('Daily sending quota exceeded'),
    });
    const advanced = await reminderOf(ev.id);
    expect(String(advanced!.occurrence) > ev.date).toBe(true);
    expect(advanced).not.toHaveProperty('attempts');
    // The given-up occurrence is not sent later; the next occurrence is not due yet.
    expect(await runReminderJob(when)).toMatchObject({ sent: 0, failed: 0 });
    expect(await reminderMails(u.email, title)).toHaveLength(0);
  });

  it('a live job lock (a run still sending) keeps other runs off; an expired one (that run died) lets the next run send', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const title = `Lock ${u.user.id.slice(0, 6)}`;
    await dueEvent(u.token, title);
    const when = later();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.jobLock('send-reminders'), entity: 'jobLock', leaseId: 'another-run', leaseUntil: Date.now() + 60_000 },
      }),
    );
    expect(await runReminderJob(when)).toMatchObject({ busy: true, sent: 0 });
    expect(await reminderMails(u.email, title)).toHaveLength(0);
    await setAttributes(keys.jobLock('send-reminders'), { leaseUntil: Date.now() - 1 });
    expect(await runReminderJob(when)).toMatchObject({ busy: false, sent: 1 });
    expect(await reminderMails(u.email, title)).toHaveLength(1);
    // A finished run releases its lock: the next run is not kept off.
    expect((await allItems()).some((i) => i.entity === 'jobLock')).toBe(false);
  });

  it('an edit while the job sends (after its read, before its advance) does not make it send the occurrence again', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const title = `Judo ${u.user.id.slice(0, 6)}`;
    const ev = await dueEvent(u.token, title, 'daily');
    const when = later();
    // The edit lands while the job sends: after its read, before its advance. The edit writes the reminder again
    // (here at the same instant: the job's clock runs 11 minutes ahead); the advance still moves it on once.
    const send = mailer.sendEmail;
    const during = vi.spyOn(mailer, 'sendEmail').mockImplementation(async (email) => {
      during.mockRestore();
      const edit = await api.put(`/api/calendar/events/${ev.id}`, { description: 'Bring the belt' }, { token: u.token });
      await send(email);
      expect(edit.status).toBe(200);
    });
    const run = await runReminderJob(when);
    expect(run).toMatchObject({ sent: 1, retried: 0 });
    const after = await reminderOf(ev.id);
    expect(String(after!.occurrence) > ev.date).toBe(true);
    expect((await runReminderJob(when)).sent).toBe(0);
    expect(await reminderMails(u.email, title)).toHaveLength(1);
  });

  it('an edit worked out before the send and written after the advance does not bring the sent reminder back', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    for (const recurrence of ['none', 'daily'] as const) {
      const title = `Karate ${recurrence} ${u.user.id.slice(0, 6)}`;
      const ev = await dueEvent(u.token, title, recurrence);
      const event = await getEvent(u.user.id, ev.id);
      const when = later();
      expect(await runReminderJob(when)).toMatchObject({ sent: 1 });
      // The edit's write lands now, but its schedule was worked out before the reminder fell due.
      await scheduleReminder(u.user.id, { ...event, description: 'Bring the belt' }, ev.id, 'UTC', new Date(Date.now() - 60_000));
      expect((await runReminderJob(when)).sent).toBe(0);
      expect(await reminderMails(u.email, title)).toHaveLength(1);
      // A series moves on to its next occurrence; a single event has none left.
      const r = await reminderOf(ev.id);
      if (recurrence === 'daily') expect(String(r!.occurrence) > ev.date).toBe(true);
      else expect(r).toBeUndefined();
    }
  });

  it('removes the reminder only when its event is really gone', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const ev = await dueEvent(u.token, `Gone ${u.user.id.slice(0, 6)}`, 'none');
    // The event item disappears without its reminder (as if deleted by another path meanwhile).
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.event(u.user.id, ev.id) }));
    const run = await runReminderJob(later());
    expect(run).toMatchObject({ sent: 0, removed: 1, retried: 0 });
    expect(await reminderOf(ev.id)).toBeUndefined();
  });

  it('stops at its time budget and the next run sends the rest, each once', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const titles = Array.from({ length: 12 }, (_, i) => `Budget ${i} ${u.user.id.slice(0, 6)}`);
    for (const t of titles) await dueEvent(u.token, t, 'none');
    const when = later();
    // A Lambda with no time left starts nothing.
    const none = await runReminderJob(when, { remainingMs: () => 0 });
    expect(none).toMatchObject({ due: 12, sent: 0, left: 12 });
    // A 2 ms budget, one at a time: some are left for the next run (each send takes several round trips, and a
    // fast machine sent all 12 within 30 ms).
    const first = await runReminderJob(when, { budgetMs: 2, concurrency: 1 });
    expect(first.left).toBeGreaterThan(0);
    expect(first.sent + first.left).toBe(12);
    const second = await runReminderJob(when);
    expect(second).toMatchObject({ due: first.left, sent: first.left, left: 0 });
    for (const t of titles) expect(await reminderMails(u.email, t)).toHaveLength(1);
    expect((await allItems()).filter((i) => i.entity === 'reminder' && String(i.userId) === u.user.id)).toEqual([]);
  });
});
