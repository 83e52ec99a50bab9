import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeDeliveriesLocally, deliveriesIdle } from '../../functions/adapters/deliveries';
import { handler as deliveriesWorker } from '../../functions/jobs/deliveries-worker';
import { runReminderJob } from '../../functions/jobs/send-reminders';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { emailsTo } from '../helpers/mail';
import { allItems } from '../helpers/table';

// The fanned-out path: the scheduled run only hands due reminders to the deliveries queue (here the in-process
// one, drained by the real worker handler, 4 batches at once); the worker sends and advances.
beforeAll(() => consumeDeliveriesLocally(deliveriesWorker, 4));
afterAll(() => consumeDeliveriesLocally(null));

async function dueEvent(token: string, title: string) {
  const start = new Date(Date.now() + 40 * 60_000);
  const res = await api.post(
    '/api/calendar/events',
    { title, date: start.toISOString().slice(0, 10), time: start.toISOString().slice(11, 16), recurrence: 'daily', reminderMinutes: 30 },
    { token },
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('reminders fanned out to the deliveries workers', () => {
  it('the run only hands out; the workers send each once; runs before the batch is done, and later runs, hand nothing out twice', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const titles = Array.from({ length: 30 }, (_, i) => `Lesson ${i} ${u.user.id.slice(0, 6)}`);
    const ids: string[] = [];
    for (const t of titles) ids.push(await dueEvent(u.token, t));
    const when = new Date(Date.now() + 11 * 60_000);

    const first = await runReminderJob(when);
    expect(first).toMatchObject({ due: 30, dispatched: 30, sent: 0 });
    // A second run while the batches may still be in the queue: nothing handed out again.
    expect(await runReminderJob(when)).toMatchObject({ dispatched: 0 });
    await deliveriesIdle();

    const mails = (await emailsTo(u.email)).filter((m) => m.subject.startsWith('Reminder: Lesson'));
    expect(mails.map((m) => m.subject).sort()).toEqual(titles.map((t) => `Reminder: ${t}`).sort());
    const reminders = (await allItems()).filter((i) => i.entity === 'reminder' && ids.includes(String(i.eventId)));
    expect(reminders).toHaveLength(30);
    // Each advanced to tomorrow's occurrence: no longer due.
    expect(reminders.every((r) => Date.parse(String(r.dueAt)) > when.getTime())).toBe(true);

    // A run much later finds nothing due from these; a straggler pass would skip them anyway.
    expect(await runReminderJob(new Date(when.getTime() + 20 * 60_000))).toMatchObject({ dispatched: 0 });
    await deliveriesIdle();
    expect((await emailsTo(u.email)).filter((m) => m.subject.startsWith('Reminder: Lesson'))).toHaveLength(30);
  });

  it('a worker batch that is not a delivery is dropped, not retried', async () => {
    const out = await deliveriesWorker({ Records: [{ messageId: 'm1', body: '{"kind":"nope"}' } as never] });
    expect(out).toEqual({ batchItemFailures: [] });
  });
});
