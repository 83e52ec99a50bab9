import { budget, round, table, type Budget } from './report';
import { runChild, withBenchServices } from './seed';

/**
 * Refreshing calendar subscriptions: `count` calendars of 500 events each, served locally with ETags, refreshed
 * by the job over all its groups: nothing changed (goal: 0 writes per feed), one event moved per calendar
 * (writes per changed event: the occurrence and the subscription's record), and the same bodies without ETags
 * (compared by hash: 0 writes). Time is the whole run on this machine (DynamoDB Local, fetches over loopback).
 */

export const SUBSCRIPTION_FEEDS = 200;

interface Run {
  summary: { subscriptions: number; unchanged: number; updated: number; failed: number; written: number; left: number };
  ms: number;
  writeCalls: number;
}
export interface SubscriptionsResult {
  count: number;
  events: number;
  seedMs: number;
  unchanged: Run;
  changed: Run;
  noEtag: Run;
  budgets: Budget[];
}

export async function subscriptionsBench(opts: { log: (line: string) => void; count?: number }): Promise<SubscriptionsResult> {
  const count = opts.count ?? SUBSCRIPTION_FEEDS;
  return withBenchServices({ mail: false, log: opts.log }, async (services) => {
    opts.log(`subscribing ${count} accounts to a 500-event calendar each, then three refresh runs...`);
    const run = await runChild<Omit<SubscriptionsResult, 'budgets'>>('subscriptions-run.ts', services.env, count);
    const perFeed = (r: Run) => r.summary.written / count;
    return {
      ...run,
      budgets: [
        budget('Writes per unchanged feed (304)', perFeed(run.unchanged), 0, 'items', run.unchanged.summary.written === 0 && run.unchanged.writeCalls === 0),
        budget(
          'Writes per unchanged feed (no ETag, same body)',
          perFeed(run.noEtag),
          0,
          'items',
          run.noEtag.summary.written === 0 && run.noEtag.writeCalls === 0,
        ),
        budget('Writes per changed event', perFeed(run.changed), 2, 'items', perFeed(run.changed) <= 2 && run.changed.summary.failed === 0),
      ],
    };
  });
}

export function subscriptionsTable(r: SubscriptionsResult): string {
  const row = (name: string, x: Run) => [
    name,
    x.summary.subscriptions,
    x.summary.updated,
    x.summary.unchanged,
    x.summary.failed,
    round(x.ms / 1000, 1),
    x.summary.written,
    round(x.summary.written / r.count, 2),
  ];
  return table(
    ['run', 'feeds', 'updated', 'unchanged', 'failed', 'seconds', 'items written', 'written per feed'],
    [row('nothing changed (304)', r.unchanged), row('one event moved per feed', r.changed), row('same body, no ETag', r.noEtag)],
  );
}
