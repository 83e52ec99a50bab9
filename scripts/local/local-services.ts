import type { LocalEnv } from './env';
import { paymentSimulator } from './payment-simulator';
import type { LocalPage } from './server';

/** Local-only pages: the payment simulator, unless real Stripe keys are configured. Never part of the CDK stack. */
export function localPages(env: LocalEnv): LocalPage[] {
  if (env.STRIPE_SECRET_KEY) return [];
  return [paymentSimulator({ apiBase: `http://${['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST}:${env.PORT}`, webhookSecret: () => process.env.STRIPE_WEBHOOK_SECRET! })];
}

/** Local stand-ins for scheduled jobs (EventBridge in AWS). Returns a function that stops them. */
export function startLocalJobs(_env: LocalEnv): () => void {
  return () => undefined;
}
