process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { lastDate } from '../../shared/calendar';
import type { StoredEvent } from '../../functions/calendar/events';
import { reminderInstant } from '../../functions/calendar/reminders';
import { db, tableName } from '../../functions/data/client';
import { keys } from '../../functions/data/keys';
import { consumeDeliveriesLocally, deliveriesIdle } from '../../functions/adapters/deliveries';
import { handler as deliveriesWorker } from '../../functions/jobs/deliveries-worker';
import { runReminderJob } from '../../functions/jobs/send-reminders';

/**
 * The reminder benchmark's child process (scripts/bench/reminders.ts starts it with the table and the mail
 * catcher in its environment): seeds `count` reminders all due in the same minute, runs the scheduled job once
 * through the fanned-out path (it hands batches of 25 to the deliveries queue; here the in-process queue,
 * drained by the real worker handler, WORKERS batches at once, standing in for concurrent Lambdas), waits
 * until every batch is done, runs the job again, and prints one `RESULT {...}` line.
 * Seeded by direct batch writes in the items' own shapes (keys.ts): 10,000 events through the API would
 * take longer than the run being measured.
 */

const count = Number(process.argv[2] ?? 50_000);
const WORKERS = 8;
const PER_ACCOUNT = 10;

async function put(items: Record<string, unknown>[]) {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let requests = batches[next++].map((Item) => ({ PutRequest: { Item } }));
      while (requests.length) {
        const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function main() {
  const seedNow = Date.now();
  // Events start at the minute 30 minutes from now with 30-minute reminders: every reminder falls due in the same minute.
  const start = new Date(Math.floor((seedNow + 30 * 60_000) / 60_000) * 60_000);
  const date = start.toISOString().slice(0, 10);
  const time = start.toISOString().slice(11, 16);
  const stamp = new Date(seedNow).toISOString();
  const items: Record<string, unknown>[] = [];
  for (let a = 0; a < count / PER_ACCOUNT; a++) {
    const userId = `bench${randomBytes(6).toString('hex')}`;
    items.push({
      ...keys.user(userId),
      entity: 'user',
      id: userId,
      email: `${userId}@example.com`,
      first_name: 'Maya',
      last_name: 'Okafor',
      timezone: 'UTC',
      created_at: stamp,
    });
    for (let e = 0; e < PER_ACCOUNT; e++) {
      const id = `ev${a}x${e}`;
      // Half are daily series (the job computes and writes the next occurrence), half single events (deleted after sending).
      const event: StoredEvent = {
        id,
        title: `Swim practice ${e + 1}`,
        date,
        time,
        duration: 45,
        type: 'school',
        priority: 'medium',
        location: 'Aquatic Centre',
        description: null,
        familyMemberId: null,
        memberIds: [],
        allDay: false,
        recurrence: e % 2 ? 'daily' : 'none',
        recurrenceEnd: null,
        reminderMinutes: 30,
        exdates: [],
        seriesId: null,
        created_at: stamp,
        updated_at: stamp,
      };
      items.push({ ...keys.event(userId, id), entity: 'event', ...event, ...keys.eventsByLastDate(userId, lastDate(event), id) });
      const dueAt = reminderInstant(event, date, 'UTC').toUTC().toISO({ suppressMilliseconds: true })!;
      items.push({ ...keys.reminder(userId, id), entity: 'reminder', userId, eventId: id, occurrence: date, dueAt, ...keys.remindersDue(dueAt, userId, id) });
    }
  }
  const seedStarted = Date.now();
  await put(items);
  const seedMs = Date.now() - seedStarted;
  consumeDeliveriesLocally(deliveriesWorker, WORKERS);
  const started = Date.now();
  const summary = await runReminderJob(new Date(), { budgetMs: 100_000 });
  const dispatchMs = Date.now() - started;
  await deliveriesIdle();
  const totalMs = Date.now() - started;
  const again = await runReminderJob(new Date(), { budgetMs: 100_000 });
  await deliveriesIdle();
  console.log(`RESULT ${JSON.stringify({ count, accounts: count / PER_ACCOUNT, workers: WORKERS, seedMs, dispatchMs, totalMs, summary, secondRun: again })}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
