/**
 * What the scheduled jobs (reminders, summaries) share: how long a run may start new work, how long its
 * lock or lease must outlive that, and how a failure is written in a log line.
 */

/** No new item is started this close to the Lambda's timeout (a send in flight must still finish). */
const STOP_MARGIN_MS = 20_000;
/** The lock outlives the point where the run stops starting work by this much (the run is dead by then). */
const LEASE_SLACK_MS = 60_000;
/** Without a Lambda context (npm start, tests, bench): how long one run may start new work. */
const DEFAULT_BUDGET_MS = 50_000;
export const DEFAULT_CONCURRENCY = 10;

export interface RunBudget {
  /** Milliseconds before the Lambda is stopped (`context.getRemainingTimeInMillis`). */
  remainingMs?: () => number;
  /** Used when there is no `remainingMs`. */
  budgetMs?: number;
}

/** When the run stops starting work (`stopAt`), and until when its lock or lease holds (`holdUntil`). */
export function runWindow(opts: RunBudget, started: number): { stopAt: number; holdUntil: number } {
  const remaining = opts.remainingMs?.();
  // In a Lambda: stop starting work a margin (at most a quarter of the time left) before the timeout.
  const stopAt = remaining !== undefined ? started + remaining - Math.min(STOP_MARGIN_MS, remaining / 4) : started + (opts.budgetMs ?? DEFAULT_BUDGET_MS);
  return { stopAt, holdUntil: stopAt + STOP_MARGIN_MS + LEASE_SLACK_MS };
}

export const reasonOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
