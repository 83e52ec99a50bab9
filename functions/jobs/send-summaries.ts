import type { Context } from 'aws-lambda';
import { runDailyAgenda } from './daily-agenda';
import type { SummaryJobOptions } from './summaries';
import { runWeeklyEmail } from './weekly-email';

/**
 * The summaries' scheduled function (EventBridge every 15 minutes): the daily agenda, then the weekly email.
 * One function for both keeps the stack's resource count down; each job logs its own summary line, and the
 * second one stops in time as well (the Lambda's remaining time is read live). Without a Lambda context each
 * job gets half of the default budget.
 */
export async function runSummaries(now = new Date(), opts: SummaryJobOptions = {}) {
  const each = opts.remainingMs ? opts : { ...opts, budgetMs: (opts.budgetMs ?? 50_000) / 2 };
  const daily = await runDailyAgenda(now, each);
  const weekly = await runWeeklyEmail(now, each);
  return { daily, weekly };
}

export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) =>
  runSummaries(new Date(), context?.getRemainingTimeInMillis ? { remainingMs: () => context.getRemainingTimeInMillis() } : {});
