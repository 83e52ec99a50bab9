process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { createServer } from 'node:http';
import type { FamilyMonth } from './cost-month';
import { prepareProcess, realErr } from './cost-run-env';
import { HOUR, monthTimeline } from './cost-run-timeline';

/**
 * The cost benchmark's child process (scripts/bench/cost.ts starts it with the table, the mail catcher,
 * DB_CAPACITY=1 and LOG_LEVEL=info in its environment): one family's month, replayed in time order against
 * the real handlers. The account holder plus one adult member (the second parent, no login of their own) and
 * three children; 40 web sessions, 120 WhatsApp messages (webhook → queue → worker), 60 events with
 * reminders, 2 school documents, 30 daily agendas, 4 weekly emails, 1 calendar subscription refreshed 120
 * times. Each step is metered: handler time, DynamoDB capacity (the data layer's counter), SQS, SES, S3,
 * WhatsApp sends and the log bytes the handlers write. Prints one `RESULT {...}` line.
 *
 * The month is virtual: the worker and the jobs take their clock as an argument, so days pass without waiting.
 * Job runs (reminders, summaries, refresh) happen whether or not a family has work in them: what a family
 * adds is a run's cost minus an empty run's, and the empty runs are measured for the fixed costs.
 *
 * cost-run-family.ts makes the family, cost-run-web.ts and cost-run-messages.ts put the month's steps on the
 * timeline (cost-run-timeline.ts), cost-run-meters.ts meters them and cost-run-estimates.ts estimates what
 * cannot be metered.
 */

const graphPort = await prepareProcess();

// Imported only now: functions/ reads the environment set above once, when it loads.
const { startCalendarServer } = await import('../../tests/helpers/calendar-server');
const { runReminderJob } = await import('../../functions/jobs/send-reminders');
const { runDailyAgenda } = await import('../../functions/jobs/daily-agenda');
const { runWeeklyEmail } = await import('../../functions/jobs/weekly-email');
const { runRefreshJob } = await import('../../functions/jobs/refresh-subscriptions');
const { emptyRuns, meters, s3, simulator } = await import('./cost-run-meters');
const { setUpFamily } = await import('./cost-run-family');
const { webSessions, schoolDocuments, followedCalendar } = await import('./cost-run-web');
const { assistantMessages, summaries } = await import('./cost-run-messages');
const { familyStorage, modelPrompts } = await import('./cost-run-estimates');

async function main() {
  const graph = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void simulator(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((done) => graph.listen(graphPort, '127.0.0.1', () => done()));
  const calendarServer = await startCalendarServer();

  const family = await setUpFamily();
  const { account, stamp, D0 } = family;

  // Empty job runs, before anything of the month is due: the per-run cost every deployment pays.
  const emptyReminder = await emptyRuns(() => runReminderJob(new Date(D0 - HOUR), { budgetMs: 60_000 }));
  const emptyDaily = await emptyRuns(() => runDailyAgenda(new Date(D0 - HOUR), { budgetMs: 60_000 }));
  const emptyWeekly = await emptyRuns(() => runWeeklyEmail(new Date(D0 - HOUR), { budgetMs: 60_000 }));
  const emptyRefresh = await emptyRuns(() => runRefreshJob(new Date(D0 - HOUR), { budgetMs: 60_000 }));
  // The subscriptions job reads one group an hour; the family's feed is in one of them, refreshed by refreshOne (cost-run-web.ts).
  const emptyRuns_ = {
    reminders: { ms: emptyReminder.ms, readUnits: emptyReminder.snapshotOf.r, writeUnits: emptyReminder.snapshotOf.w, logBytes: emptyReminder.snapshotOf.log },
    // One send-summaries run is both jobs.
    summaries: {
      ms: emptyDaily.ms + emptyWeekly.ms,
      readUnits: emptyDaily.snapshotOf.r + emptyWeekly.snapshotOf.r,
      writeUnits: emptyDaily.snapshotOf.w + emptyWeekly.snapshotOf.w,
      logBytes: emptyDaily.snapshotOf.log + emptyWeekly.snapshotOf.log,
    },
    refresh: { ms: emptyRefresh.ms, readUnits: emptyRefresh.snapshotOf.r, writeUnits: emptyRefresh.snapshotOf.w, logBytes: emptyRefresh.snapshotOf.log },
  };

  // ---- the month's timeline, replayed in time order
  const timeline = monthTimeline();
  const web = webSessions(timeline, family, emptyReminder);
  const messages = assistantMessages(timeline, family);
  summaries(timeline, family, emptyDaily, emptyWeekly);
  schoolDocuments(timeline, family);
  followedCalendar(timeline, family, calendarServer);
  const replayMs = await timeline.replay();

  const model = await modelPrompts(account.id, messages.modelMessages);
  const { items, itemBytes } = await familyStorage(account.id);

  graph.close();
  await calendarServer.close();
  const out: FamilyMonth = {
    steps: Object.fromEntries(meters),
    emptyRuns: emptyRuns_,
    model,
    storage: { items, itemBytes, documentBytes: s3.bytes },
    counts: {
      sessions: web.sessions,
      messages: messages.sent,
      modelMessages: messages.modelMessages.length,
      events: web.events(),
      reminderEmails: meters.get('Reminders (job runs, per family)')?.emails ?? 0,
      agendaTexts: meters.get('Daily agenda (WhatsApp, job runs)')?.whatsappText ?? 0,
      agendaTemplates: meters.get('Daily agenda (WhatsApp, job runs)')?.whatsappTemplate ?? 0,
      weeklyEmails: meters.get('Weekly email (job runs)')?.emails ?? 0,
      documents: 2,
      refreshes: 120,
      messageDays: 20,
    },
    replayMs,
    samples: messages.samples,
    stamp,
  };
  console.log(`RESULT ${JSON.stringify(out)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write = realErr;
    console.error(error);
    process.exit(1);
  },
);
