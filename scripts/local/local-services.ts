import type { LocalEnv } from './env';
import type { LocalPage } from './server';

/** Local-only pages (the payment simulator arrives with the plans work); never part of the CDK stack. */
export function localPages(): LocalPage[] {
  return [];
}

/** Local stand-ins for scheduled jobs (EventBridge in AWS). Returns a function that stops them. */
export function startLocalJobs(_env: LocalEnv): () => void {
  return () => undefined;
}
