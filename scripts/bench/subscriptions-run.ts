process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { db, dbUsage, resetDbUsage, tableName } from '../../functions/data/client';
import { keys } from '../../functions/data/keys';
import { runRefreshJob, type RefreshJobSummary } from '../../functions/jobs/refresh-subscriptions';
import { createSubscription } from '../../functions/subscriptions/subscriptions';
import { ics, startCalendarServer } from '../../tests/helpers/calendar-server';

/**
 * The subscriptions benchmark's child process (scripts/bench/subscriptions.ts starts it with the table in its
 * environment): `count` accounts each follow one calendar of EVENTS events served by a local stand-in server
 * (ETag on), then the refresh job runs over every group three times: nothing changed at the source; one event
 * moved in each calendar; the same bodies from a server that sends no ETag. Prints one `RESULT {...}` line.
 */

const count = Number(process.argv[2] ?? 200);
const EVENTS = 500;
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** A club's season: EVENTS single events, one a day from tomorrow, each an hour, at UTC times. */
function season(feed: number, moved: number | null) {
  const start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 17);
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
  return ics(
    Array.from({ length: EVENTS }, (_, i) => {
      const at = start + i * 86_400_000 + (i === moved ? 3_600_000 : 0);
      return { uid: `fixture-${feed}-${i}@club`, title: `Fixture ${i + 1}`, start: stamp(at), end: stamp(at + 3_600_000) };
    }),
  );
}

async function timedRun(): Promise<{ summary: RefreshJobSummary; ms: number; writeCalls: number }> {
  resetDbUsage();
  const started = performance.now();
  const summary = await runRefreshJob(new Date(), { allShards: true, budgetMs: 600_000 });
  const ms = performance.now() - started;
  // The run's own lock (take and release) is not a feed's cost.
  const writeCalls = dbUsage().ops.filter((op) => WRITES.has(op)).length - 2;
  return { summary, ms, writeCalls };
}

async function main() {
  process.env.CALENDAR_FETCH_ALLOW_LOOPBACK = '1';
  process.env.JWT_SECRET = randomBytes(32).toString('hex');
  const server = await startCalendarServer();
  const stamp = new Date().toISOString();
  const seedStarted = performance.now();
  for (let a = 0; a < count; a++) {
    const userId = `bench${randomBytes(6).toString('hex')}`;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.user(userId), entity: 'user', id: userId, email: `${userId}@example.com`, email_verified: true, timezone: 'UTC', created_at: stamp },
      }),
    );
    server.serve(`/club-${a}.ics`, season(a, null));
    await createSubscription(userId, { url: server.url(`/club-${a}.ics`), name: `Club ${a}` });
  }
  const seedMs = performance.now() - seedStarted;

  const unchanged = await timedRun();
  for (let a = 0; a < count; a++) server.serve(`/club-${a}.ics`, season(a, 7));
  const changed = await timedRun();
  for (let a = 0; a < count; a++) server.serve(`/club-${a}.ics`, { body: season(a, 7), etag: false });
  const noEtag = await timedRun();
  await server.close();
  console.log(`RESULT ${JSON.stringify({ count, events: EVENTS, seedMs, unchanged, changed, noEtag })}`);
  process.exit(0);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
