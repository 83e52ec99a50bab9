import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FamilyMonth } from './cost-month';
import { priceMonth, type CostResult } from './cost-pricing';
import { runChild, withBenchServices } from './seed';

/**
 * What one active family costs a month: cost-run.ts replays the family's month against the real handlers and
 * DynamoDB Local (no AWS) and meters each step; cost-pricing.ts prices the meters with prices.ts and adds the
 * costs a deployment pays whatever its number of families (scheduled job runs, alarms, secrets), spread over
 * FIXED_SPREAD families; cost-table.ts prints the result. This file starts the child and prices what it reports.
 */

/** The functions' memory, read from the construct every function is made with. */
export function functionMemoryMb(): number {
  const source = readFileSync(resolve(import.meta.dirname, '../../infra/constructs/api-function.ts'), 'utf8');
  const found = /memorySize:\s*(\d+)/.exec(source);
  if (!found) throw new Error('memorySize not found in infra/constructs/api-function.ts');
  return Number(found[1]);
}

export async function costBench(opts: { log: (line: string) => void }): Promise<CostResult> {
  return withBenchServices({ mail: true, log: opts.log }, async (services) => {
    opts.log('replaying one family month (40 sessions, 120 messages, 60 reminders, 34 summaries, 2 documents, 120 feed reads)...');
    const month = await runChild<FamilyMonth>(
      'cost-run.ts',
      {
        ...services.env,
        // Production logs at info: the log bytes are part of the cost.
        LOG_LEVEL: 'info',
        DB_CAPACITY: '1',
        MAIL_URL: services.mailUrl!,
        APP_URL: 'http://localhost:3000',
        JWT_SECRET: randomBytes(48).toString('base64url'),
      },
      1,
    );
    return { month, ...priceMonth(month, functionMemoryMb()) };
  });
}
