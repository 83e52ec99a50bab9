import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installLocalStandIns } from './api-adapter';
import type { LocalEnv } from './env';
import { paymentSimulator } from './payment-simulator';
import type { LocalPage } from './server';
import { whatsappSimulator } from './whatsapp-simulator';

const apiBase = (env: LocalEnv) => `http://${['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST}:${env.PORT}`;

/**
 * Local-only pages, never part of the CDK stack: the payment simulator (unless real Stripe keys are
 * configured) and the WhatsApp simulator (unless WHATSAPP_API_URL points at a real Graph API).
 */
export function localPages(env: LocalEnv): LocalPage[] {
  const pages: LocalPage[] = [];
  if (!env.STRIPE_SECRET_KEY) pages.push(paymentSimulator({ apiBase: apiBase(env), webhookSecret: () => process.env.STRIPE_WEBHOOK_SECRET! }));
  if (!env.WHATSAPP_API_URL) {
    pages.push(
      whatsappSimulator({
        apiBase: apiBase(env),
        phoneNumberId: () => process.env.WHATSAPP_PHONE_NUMBER_ID!,
        accessToken: () => process.env.WHATSAPP_ACCESS_TOKEN!,
        appSecret: () => process.env.WHATSAPP_APP_SECRET!,
      }),
    );
  }
  return pages;
}

/** Local stand-ins for the scheduled jobs (EventBridge in AWS): each job's handler on a timer. Returns a stopper. */
export function startLocalJobs(env: LocalEnv): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    // Every row of the job table, one after the other; each job logs its own summary line per run.
    try {
      const { scheduledJobs } = await import('../../functions/routes');
      await installLocalStandIns();
      for (const job of scheduledJobs) {
        try {
          const module = await import(pathToFileURL(resolve(import.meta.dirname, '../../functions', `${job.handler}.ts`)).href);
          await module.handler();
        } catch (error) {
          console.error(`${job.handler} failed:`, error);
        }
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), env.REMINDER_INTERVAL_SECONDS * 1000);
  return () => clearInterval(timer);
}

/**
 * Local stand-ins for the queue workers (SQS in AWS): each row's handler, read from the route table like
 * the API routes, drains the in-process queue as soon as a job is queued. Returns a stopper.
 */
export async function startLocalQueueWorkers(): Promise<() => void> {
  const { queueWorkers } = await import('../../functions/routes');
  const { consumeLocally } = await import('../../functions/adapters/queue');
  const { consumeDeliveriesLocally } = await import('../../functions/adapters/deliveries');
  await installLocalStandIns();
  for (const row of queueWorkers) {
    const module = await import(pathToFileURL(resolve(import.meta.dirname, '../../functions', `${row.handler}.ts`)).href);
    if (row.queue === 'deliveries') consumeDeliveriesLocally(module.handler);
    else consumeLocally(module.handler);
  }
  return () => {
    consumeLocally(null);
    consumeDeliveriesLocally(null);
  };
}
