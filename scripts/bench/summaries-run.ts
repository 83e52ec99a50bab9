process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { lastDate } from '../../shared/calendar';
import type { StoredEvent } from '../../functions/calendar/events';
import { db, dbUsage, resetDbUsage, tableName } from '../../functions/data/client';
import { keys } from '../../functions/data/keys';
import { runDailyAgenda } from '../../functions/jobs/daily-agenda';
import type { SummaryJobSummary } from '../../functions/jobs/summaries';
import { nextDue } from '../../functions/jobs/summary-schedule';
import { runWeeklyEmail } from '../../functions/jobs/weekly-email';
import { whatsappSimulator } from '../local/whatsapp-simulator';

/**
 * The summaries benchmark's child process (scripts/bench/summaries.ts starts it with the table, the mail
 * catcher and a free port for the stand-in Graph API in its environment): seeds `count` accounts that get
 * both summaries, runs the daily job at 07:00 and the weekly job at Sunday 18:00 (UTC accounts), counts the
 * DynamoDB calls of each run (the data layer's counter), prints one `RESULT {...}` line. Seeded by direct batch
 * writes in the items' own shapes (keys.ts).
 */

const count = Number(process.argv[2] ?? 500);
const SUNDAY = '2027-03-28';
const MONDAY = '2027-03-29';

async function put(items: Record<string, unknown>[]) {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

const event = (id: string, title: string, date: string, time: string, memberId: string | null, stamp: string): StoredEvent => ({
  id,
  title,
  date,
  time,
  duration: 60,
  type: 'school',
  priority: 'medium',
  location: null,
  description: null,
  familyMemberId: memberId,
  memberIds: memberId ? [memberId] : [],
  allDay: false,
  recurrence: 'none',
  recurrenceEnd: null,
  reminderMinutes: null,
  exdates: [],
  seriesId: null,
  created_at: stamp,
  updated_at: stamp,
});

async function main() {
  const simulator = whatsappSimulator({
    apiBase: 'http://unused.invalid',
    phoneNumberId: () => process.env.WHATSAPP_PHONE_NUMBER_ID!,
    accessToken: () => process.env.WHATSAPP_ACCESS_TOKEN!,
    appSecret: () => process.env.WHATSAPP_APP_SECRET!,
  });
  const graph = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void simulator(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((ok) => graph.listen(Number(process.env.GRAPH_PORT), '127.0.0.1', () => ok()));

  const stamp = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  for (let a = 0; a < count; a++) {
    const userId = `bench${randomBytes(6).toString('hex')}`;
    const digits = `1555${String(a).padStart(7, '0')}`;
    items.push({
      ...keys.user(userId),
      entity: 'user',
      id: userId,
      email: `${userId}@example.com`,
      email_verified: true,
      first_name: 'Maya',
      last_name: 'Okafor',
      timezone: 'UTC',
      created_at: stamp,
      subscriptions: { [`sub_${userId}`]: { plan: 'simplify', status: 'active', cancel_at_period_end: false, current_period_end: null } },
      whatsapp_number: `+${digits}`,
      whatsapp_verified_at: stamp,
      daily_push_enabled: true,
      weekly_email_enabled: true,
    });
    // Half wrote to the assistant within the last 24 h (free text), half did not (the template).
    if (a % 2) items.push({ ...keys.whatsappState(userId), entity: 'whatsappState', sessionId: 's1', lastInboundAt: `${SUNDAY}T06:00:00.000Z` });
    const members = ['Ada', 'Leo'].map((name, i) => ({
      ...keys.member(userId, `m${i}`),
      entity: 'member',
      id: `m${i}`,
      user_id: userId,
      name: `${name} Okafor`,
      date_of_birth: i ? '2016-04-02' : '2018-03-31',
      created_at: stamp,
    }));
    items.push(...members);
    const events = [
      event('e1', 'Swimming', SUNDAY, '09:30', 'm0', stamp),
      event('e2', 'Football', MONDAY, '17:00', 'm1', stamp),
      event('e3', 'Dentist', '2027-03-31', '15:00', null, stamp),
    ];
    for (const e of events) items.push({ ...keys.event(userId, e.id), entity: 'event', ...e, ...keys.eventsByLastDate(userId, lastDate(e), e.id) });
    for (const [i, task] of ['Sign the trip form', 'Pay school dinners'].entries())
      items.push({
        ...keys.todo(userId, `t${i}`),
        entity: 'todo',
        id: `t${i}`,
        task,
        isCompleted: false,
        category: 'general',
        priority: 'medium',
        dueDate: i ? null : SUNDAY,
        assigneeId: null,
        created_at: stamp,
        updated_at: stamp,
      });
    for (const kind of ['daily', 'weekly'] as const) {
      const due = nextDue(kind, 'UTC', new Date(`${kind === 'daily' ? '2027-03-27T12:00' : '2027-03-25T00:00'}:00Z`));
      items.push({ ...keys.summarySchedule(userId, kind), ...keys.summariesDue(kind, due.dueAt, userId), entity: 'summarySchedule', kind, userId, ...due });
    }
  }
  await put(items);

  const measure = async (run: () => Promise<SummaryJobSummary>) => {
    resetDbUsage();
    const summary = await run();
    const usage = dbUsage();
    const ops: Record<string, number> = {};
    for (const op of usage.ops) ops[op] = (ops[op] ?? 0) + 1;
    return { summary, calls: usage.calls, perAccount: usage.calls / count, ops };
  };
  const daily = await measure(() => runDailyAgenda(new Date(`${SUNDAY}T07:00:00Z`), { budgetMs: 100_000 }));
  const weekly = await measure(() => runWeeklyEmail(new Date(`${SUNDAY}T18:00:00Z`), { budgetMs: 100_000 }));
  // Nothing is left due for either job after its run.
  const again = await measure(async () => {
    const d = await runDailyAgenda(new Date(`${SUNDAY}T07:15:00Z`));
    const w = await runWeeklyEmail(new Date(`${SUNDAY}T18:15:00Z`));
    return { ...d, due: d.due + w.due, sent: d.sent + w.sent };
  });
  const templates = simulator.outbox.filter((m) => m.type === 'template').length;
  const texts = simulator.outbox.filter((m) => m.type === 'text').length;
  graph.close();
  console.log(`RESULT ${JSON.stringify({ count, daily, weekly, secondRun: again, whatsapp: { templates, texts } })}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
