import { files } from '../../functions/adapters/storage';
import { dbCapacity } from '../../functions/data/client';
import { whatsappSimulator } from '../local/whatsapp-simulator';
import type { Meter } from './cost-month';
import { loggedBytes, PHONE_NUMBER_ID } from './cost-run-env';

/**
 * The month's meters, one per step: an invocation is metered whole (billed time, DynamoDB capacity, log bytes,
 * emails, WhatsApp sends, S3 requests); a scheduled run only for what the family adds beyond an empty run.
 */

export const meters = new Map<string, Meter>();
export const meter = (step: string): Meter => {
  let m = meters.get(step);
  if (!m) {
    m = {
      invocations: 0,
      runs: 0,
      billedMs: 0,
      apiRequests: 0,
      readUnits: 0,
      writeUnits: 0,
      sqsRequests: 0,
      emails: 0,
      s3Put: 0,
      s3Get: 0,
      s3Bytes: 0,
      logBytes: 0,
      whatsappText: 0,
      whatsappTemplate: 0,
    };
    meters.set(step, m);
  }
  return m;
};

export const simulator = whatsappSimulator({
  apiBase: 'http://unused.invalid',
  phoneNumberId: () => PHONE_NUMBER_ID,
  accessToken: () => process.env.WHATSAPP_ACCESS_TOKEN!,
  appSecret: () => process.env.WHATSAPP_APP_SECRET!,
});

const mailCount = async () => {
  const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: unknown[] };
  return store.emails.length;
};

// S3 requests: the file store is one object per process, so counting its calls counts the bucket's requests.
export const s3 = { put: 0, get: 0, bytes: 0 };
{
  const store = await files();
  const { put, get } = store;
  store.put = (key, bytes, type) => ((s3.put += 1), (s3.bytes += bytes.length), put(key, bytes, type));
  store.get = (key) => ((s3.get += 1), get(key));
}

export interface Snapshot {
  r: number;
  w: number;
  log: number;
  mail: number;
  text: number;
  template: number;
  put: number;
  get: number;
  bytes: number;
}
const snapshot = async (): Promise<Snapshot> => {
  const u = dbCapacity();
  return {
    r: u.readUnits,
    w: u.writeUnits,
    log: loggedBytes(),
    mail: await mailCount(),
    text: simulator.outbox.filter((m) => m.type === 'text').length,
    template: simulator.outbox.filter((m) => m.type === 'template').length,
    put: s3.put,
    get: s3.get,
    bytes: s3.bytes,
  };
};
const delta = async (m: Meter, before: Snapshot) => {
  const after = await snapshot();
  m.readUnits += after.r - before.r;
  m.writeUnits += after.w - before.w;
  m.logBytes += after.log - before.log;
  m.emails += after.mail - before.mail;
  m.whatsappText += after.text - before.text;
  m.whatsappTemplate += after.template - before.template;
  m.s3Put += after.put - before.put;
  m.s3Get += after.get - before.get;
  m.s3Bytes += after.bytes - before.bytes;
};

/** One Lambda invocation of `fn`: billed in whole milliseconds, rounded up as AWS does. */
export async function invocation<T>(step: string, fn: () => Promise<T>, opts: { api?: boolean } = {}): Promise<T> {
  const m = meter(step);
  const before = await snapshot();
  const started = performance.now();
  const out = await fn();
  const ms = performance.now() - started;
  m.invocations += 1;
  m.billedMs += Math.max(1, Math.ceil(ms));
  if (opts.api) m.apiRequests += 1;
  await delta(m, before);
  return out;
}

/**
 * A scheduled run with the family's work in it: the family adds the run's time and capacity minus an empty
 * run's (measured the same way), and no invocation of its own.
 */
export async function marginalRun(step: string, empty: EmptyRunCost, fn: () => Promise<unknown>) {
  const m = meter(step);
  const before = await snapshot();
  const started = performance.now();
  await fn();
  const ms = performance.now() - started;
  await delta(m, before);
  m.billedMs += Math.max(0, ms - empty.ms);
  m.readUnits -= empty.snapshotOf.r;
  m.writeUnits -= empty.snapshotOf.w;
  m.logBytes -= empty.snapshotOf.log;
  m.runs += 1;
}

/** What an empty run of a job costs: what marginalRun takes off a run the family has work in. */
export type EmptyRunCost = { ms: number; snapshotOf: Snapshot };

/** Empty runs of a job (nothing due): their median time and their capacity and log bytes per run. */
export async function emptyRuns(run: () => Promise<unknown>, n = 5) {
  const times: number[] = [];
  let sum: Snapshot = { r: 0, w: 0, log: 0, mail: 0, text: 0, template: 0, put: 0, get: 0, bytes: 0 };
  for (let i = 0; i < n; i++) {
    const before = await snapshot();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
    const after = await snapshot();
    sum = { ...sum, r: sum.r + after.r - before.r, w: sum.w + after.w - before.w, log: sum.log + after.log - before.log };
  }
  const ms = [...times].sort((a, b) => a - b)[Math.floor(n / 2)];
  return { ms, snapshotOf: { ...sum, r: sum.r / n, w: sum.w / n, log: sum.log / n } };
}
