import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { DeliveryJobSchema } from '../adapters/deliveries';
import { logLine, withLogContext } from '../log';
import { dailyAgenda } from './daily-agenda';
import { reasonOf, runWindow } from './job-run';
import { refreshSubscriptions, type DueSubscription } from './refresh-subscriptions';
import type { ReminderItem } from './reminder-item';
import { processReminders } from './send-reminders';
import type { ScheduleItem } from './summary-schedule';
import { processSummaries } from './summaries';
import { weeklySummary } from './weekly-email';

const ReminderItemSchema = z.looseObject({
  userId: z.string().min(1),
  eventId: z.string().min(1),
  occurrence: z.string().min(1),
  dueAt: z.string().min(1),
  attempts: z.number().int().min(0).optional(),
});
const ScheduleItemSchema = z.looseObject({ userId: z.string().min(1), dueAt: z.string().min(1), period: z.string().min(1) });
const SubscriptionItemSchema = z.object({ userId: z.string().min(1), sub: z.looseObject({ id: z.string().min(1) }) });

/**
 * The deliveries worker: each message is a batch of due reminders, summaries or calendars to refresh handed out
 * by a scheduled run (adapters/deliveries.ts). It does them as the scheduled run would, at the time it runs. A batch that
 * fails as a whole (a read failing) is left to SQS to deliver again; anything not sent stays due in the table,
 * so a scheduled run hands it out again.
 */
export async function handler(event: SQSEvent, context?: Pick<Context, 'getRemainingTimeInMillis' | 'awsRequestId'>): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  const budget = context?.getRemainingTimeInMillis ? { remainingMs: () => context.getRemainingTimeInMillis() } : {};
  for (const record of event.Records) {
    const parsed = DeliveryJobSchema.safeParse(JSON.parse(record.body || 'null'));
    if (!parsed.success) {
      // Not ours to retry: a malformed batch would only land in the dead-letter queue the same way.
      logLine('error', { msg: 'delivery batch dropped: not a delivery', messageId: record.messageId });
      continue;
    }
    const job = parsed.data;
    try {
      await withLogContext({ requestId: context?.awsRequestId ?? record.messageId, job: `deliveries-${job.kind}` }, async () => {
        const now = new Date();
        if (job.kind === 'reminders') {
          const items = z.array(ReminderItemSchema).parse(job.items) as ReminderItem[];
          const { counts } = await processReminders(items, now, runWindow(budget, Date.now()).stopAt);
          logLine(counts.failed ? 'error' : 'info', { msg: 'batch summary', items: items.length, ...counts });
        } else if (job.kind === 'subscriptions') {
          // A calendar that fails is logged and read again on its group's next turn; the batch is not retried.
          const items = z.array(SubscriptionItemSchema).parse(job.items) as unknown as DueSubscription[];
          const { started, ...counts } = await refreshSubscriptions(items, now, runWindow(budget, Date.now()).stopAt);
          logLine(counts.failed ? 'error' : 'info', { msg: 'batch summary', items: items.length, left: items.length - started, ...counts });
        } else {
          const items = z.array(ScheduleItemSchema).parse(job.items) as ScheduleItem[];
          const { counts } =
            job.summary === 'daily' ? await processSummaries(dailyAgenda, items, now, budget) : await processSummaries(weeklySummary, items, now, budget);
          logLine('info', { msg: 'batch summary', items: items.length, ...counts });
        }
      });
    } catch (error) {
      logLine('error', { msg: 'delivery batch failed, SQS delivers it again', messageId: record.messageId, reason: reasonOf(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
