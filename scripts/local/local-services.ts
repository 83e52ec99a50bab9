import type { LocalEnv } from './env';
import { paymentSimulator } from './payment-simulator';
import type { LocalPage } from './server';

/** Local-only pages: the payment simulator, unless real Stripe keys are configured. Never part of the CDK stack. */
export function localPages(env: LocalEnv): LocalPage[] {
  if (env.STRIPE_SECRET_KEY) return [];
  return [paymentSimulator({ apiBase: `http://${['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST}:${env.PORT}`, webhookSecret: () => process.env.STRIPE_WEBHOOK_SECRET! })];
}

/** Local stand-ins for the scheduled jobs (EventBridge in AWS): each job's handler on a timer. Returns a stopper. */
export function startLocalJobs(env: LocalEnv): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { runReminderJob } = await import('../../functions/jobs/send-reminders');
      const result = await runReminderJob();
      if (result.sent && env.LOG_LEVEL !== 'silent') console.log(JSON.stringify({ level: 'info', job: 'send-reminders', ...result }));
    } catch (error) {
      console.error('reminder job failed:', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), env.REMINDER_INTERVAL_SECONDS * 1000);
  return () => clearInterval(timer);
}
