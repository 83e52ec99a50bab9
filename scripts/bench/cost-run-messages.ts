import { drainLocalQueue } from '../../functions/adapters/queue';
import { handleJob } from '../../functions/assistant/conversation/worker';
import { runDailyAgenda } from '../../functions/jobs/daily-agenda';
import { runWeeklyEmail } from '../../functions/jobs/weekly-email';
import { logLine, withLogContext } from '../../functions/log';
import { inbound, webhookPayload } from '../local/whatsapp-events';
import { deliveryStatuses, webhook } from './cost-run-api';
import { PHONE_NUMBER_ID } from './cost-run-env';
import type { Family } from './cost-run-family';
import { invocation, marginalRun, meter, simulator, type EmptyRunCost } from './cost-run-meters';
import { DAY, MINUTE, type Timeline } from './cost-run-timeline';

/** The family's month in messages: the parent's WhatsApp messages to the assistant, the daily agenda and the weekly email. */

/** Returns the number of messages, and (filled in as the month is replayed) those that reach the model and a reply of each kind. */
export function assistantMessages({ at }: Timeline, { number, D0 }: Family) {
  // 120 assistant messages on 20 of the 30 days (six a day); every tenth would reach the language model.
  const TEXTS = [
    "what's on today?",
    'add yoghurt to the shopping list',
    "what's on tomorrow?",
    'add a to-do: call the plumber',
    "what's on this week?",
    'what is on the shopping list?',
  ];
  const modelMessages: Array<{ text: string; at: number; reply: string }> = [];
  // The first reply to each kind of message, so a run shows the engine really answered them.
  const samples: Record<string, string> = {};
  let sent = 0;
  for (let d = 0; d < 30; d++) {
    if (d % 3 === 2) continue;
    for (const [k, time] of [8 * 60 + 10, 12 * 60 + 30, 15 * 60 + 45, 17 * 60 + 20, 19 * 60 + 5, 20 * 60 + 40].entries()) {
      const when = D0 + d * DAY + time * MINUTE;
      const text = TEXTS[k];
      const n = sent++;
      at(when, async () => {
        const outBefore = simulator.outbox.length;
        await webhook(
          'Assistant: webhook (inbound message)',
          webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(number, { type: 'text', text })] }),
        );
        meter('Assistant: queue and worker').sqsRequests += 1; // SendMessage
        await drainLocalQueue(async ({ Records }) => {
          // One message a few minutes from the last: each is its own receive, invocation and delete.
          for (const record of Records) {
            meter('Assistant: queue and worker').sqsRequests += 2; // ReceiveMessage, DeleteMessage(Batch)
            await invocation('Assistant: queue and worker', () =>
              withLogContext({ requestId: record.messageId, job: 'assistant/worker' }, async () => {
                const started = Date.now();
                // handleJob with the month's clock; the worker's handler adds only this log line around it.
                const outcome = await handleJob(JSON.parse(record.body), new Date(when));
                logLine('info', { worker: 'assistant/worker', outcome, type: 'text', ms: Date.now() - started });
              }),
            );
          }
          return { batchItemFailures: [] };
        });
        const reply = simulator.outbox
          .slice(outBefore)
          .map((m) => m.text.body)
          .join('\n');
        if (n % 10 === 9) modelMessages.push({ text, at: when, reply });
        samples[text] ??= reply.slice(0, 160);
        await deliveryStatuses(outBefore, number);
      });
    }
  }
  return { sent, modelMessages, samples };
}

export function summaries({ at }: Timeline, { number, dailyDue, weeklyDue }: Family, emptyDaily: EmptyRunCost, emptyWeekly: EmptyRunCost) {
  // Daily agenda at 07:00 each day; the weekly email on the first four Sundays at 18:00.
  for (let d = 0; d < 30; d++)
    at(dailyDue + d * DAY, async () => {
      const outBefore = simulator.outbox.length;
      await marginalRun('Daily agenda (WhatsApp, job runs)', emptyDaily, () => runDailyAgenda(new Date(dailyDue + d * DAY), { budgetMs: 60_000 }));
      await deliveryStatuses(outBefore, number);
    });
  for (let w = 0; w < 4; w++)
    at(weeklyDue + w * 7 * DAY, () =>
      marginalRun('Weekly email (job runs)', emptyWeekly, () => runWeeklyEmail(new Date(weeklyDue + w * 7 * DAY), { budgetMs: 60_000 })),
    );
}
