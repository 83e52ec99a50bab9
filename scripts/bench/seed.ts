import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/helpers/ports';
import { ensureTable, startDynamo, stopDynamo } from '../local/dynamo';
import { startMailCatcher, type MailCatcher } from '../local/mail-catcher';
import { jsonOf, requestOf, type CallOptions, type CallResult } from '../../tests/helpers/request';
import { adultMember, childMember } from '../../tests/helpers/family';
import { linkIn, waitForEmail } from '../../tests/helpers/mail';

/**
 * Benchmark data made through the API itself (in-process through the adapter, or over HTTP against
 * `npm start`), so every item has the shape the handlers write; and, at the end, the local services a job
 * bench seeds and runs its child process against.
 */

export type ApiCall = (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;

export const PASSWORD = 'Bench-Mark-42!';

/** The same call shape as tests/helpers/api.ts, over real HTTP. */
export function httpApi(baseUrl: string): ApiCall {
  return async (method, path, opts = {}) => {
    const { headers, body } = requestOf(opts);
    const query = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    const res = await fetch(`${baseUrl}${path}${query}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, headers: Object.fromEntries(res.headers), body: jsonOf(text), text };
  };
}

export function expectStatus(res: CallResult, expected: number, what: string): CallResult {
  if (res.status !== expected) throw new Error(`${what}: expected ${expected}, got ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

export const uniqueEmail = (label: string) => `${label}.${randomBytes(5).toString('hex')}@example.com`;
const uniqueWhatsapp = () => `+1${String(2000000000 + Math.floor(Math.random() * 7999999999)).slice(0, 10)}`;
export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token')!;
/** The mail catcher stamps emails in whole seconds: "sent after" for waitForEmail. */
export const mailClock = () => Math.floor(Date.now() / 1000) - 1;

export interface SeedUser {
  email: string;
  token: string;
  id: string;
}

/** Register and leave the account unverified; returns the address and the emailed verification token. */
export async function registerOnly(api: ApiCall, mailUrl: string, opts: { email?: string; firstName?: string; ip?: string; timezone?: string } = {}) {
  const email = (opts.email ?? uniqueEmail('bench')).toLowerCase();
  const body = {
    firstName: opts.firstName ?? 'Maya',
    lastName: 'Okafor',
    email,
    whatsappNumber: uniqueWhatsapp(),
    password: PASSWORD,
    location: 'Sydney, Australia',
    timezone: opts.timezone ?? 'UTC',
  };
  const after = mailClock();
  expectStatus(await api('POST', '/api/auth/register', { body, ip: opts.ip }), 201, `register ${email}`);
  const mail = await waitForEmail(email, /Verify your email/, { mailUrl, after });
  return { email, registerBody: body, verifyToken: tokenFromLink(linkIn(mail, '/verify-email')) };
}

/** Register, follow the emailed verification link: a signed-in account. */
export async function signUp(api: ApiCall, mailUrl: string, opts: Parameters<typeof registerOnly>[2] = {}): Promise<SeedUser> {
  const { email, verifyToken } = await registerOnly(api, mailUrl, opts);
  const verified = expectStatus(await api('POST', '/api/auth/verify-email', { body: { token: verifyToken } }), 200, `verify ${email}`);
  return { email, token: verified.body.token as string, id: verified.body.user.id as string };
}

/** `count` family members: two adults for every five children, as the member screens show them. */
export async function addFamily(api: ApiCall, token: string, count: number): Promise<Array<{ id: string; name: string; child: boolean }>> {
  const made: Array<{ id: string; name: string; child: boolean }> = [];
  for (let i = 0; i < count; i++) {
    const child = i % 7 < 5;
    const name = `${child ? 'Kid' : 'Adult'} ${String(i + 1).padStart(2, '0')} Okafor`;
    const body = child
      ? childMember({ name, date_of_birth: `${2010 + (i % 9)}-0${1 + (i % 9)}-1${i % 9}`, general_interests: ['football', 'lego', 'drawing'] })
      : adultMember({ name, date_of_birth: `${1970 + i}-05-20`, email: `adult${i}@example.com`, whatsapp_number: `+614001112${String(i).padStart(2, '0')}` });
    const res = expectStatus(await api('POST', '/api/family-members', { body, token }), 201, `create member ${i + 1}`);
    made.push({ id: res.body.id as string, name, child });
  }
  return made;
}

/** The calendar month containing `at` (UTC), as the calendar screen asks for it. */
export function monthRange(at = new Date()) {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { fromDate: iso(new Date(Date.UTC(y, m, 1))), toDate: iso(new Date(Date.UTC(y, m + 1, 0))), first: new Date(Date.UTC(y, m, 1)) };
}

/**
 * A busy month: 3 daily and 8 weekly series from the 1st, 2 monthly series and 8 one-off events,
 * spread over the members: about 140 occurrences in the month.
 */
export async function addMonthOfEvents(api: ApiCall, token: string, memberIds: string[], at = new Date()) {
  const { first } = monthRange(at);
  const day = (n: number) => new Date(first.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const member = (i: number) => memberIds[i % memberIds.length] ?? null;
  const events: Array<Record<string, unknown>> = [
    ...['School run', 'Homework', 'Reading time'].map((title, i) => ({
      title,
      date: day(0),
      time: `0${7 + i}:30`,
      duration: 30,
      type: 'task',
      recurrence: 'daily',
      familyMemberId: member(i),
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      title: `Weekly activity ${i + 1}`,
      date: day(i % 7),
      time: '16:00',
      duration: 60,
      type: 'school',
      priority: 'high',
      location: 'Community Centre',
      recurrence: 'weekly',
      familyMemberId: member(i + 3),
    })),
    ...Array.from({ length: 2 }, (_, i) => ({
      title: `Monthly check-in ${i + 1}`,
      date: day(3 + i),
      time: '18:00',
      recurrence: 'monthly',
      familyMemberId: member(i + 11),
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      title: `Appointment ${i + 1}`,
      date: day(2 + i * 3),
      time: '10:00',
      type: 'appointment',
      familyMemberId: member(i + 13),
    })),
  ];
  for (const body of events) expectStatus(await api('POST', '/api/calendar/events', { body, token }), 201, `create event ${String(body.title)}`);
  return { series: events.length, range: monthRange(at) };
}

// ---------------------------------------------------------------- local services for the job benches

export interface BenchServices {
  dynamoPort: number;
  tableName: string;
  /** The mail catcher's address (with `mail`). */
  mailUrl?: string;
  /** A temporary folder for the section's files (DOCUMENTS_DIR), removed on stop. */
  documentsDir: string;
  /** What a child process needs to reach them: the table (and the mail catcher), the documents folder, logs silenced. */
  env: Record<string, string>;
  /** The subjects of the emails the mail catcher holds (none without it). */
  mailSubjects(): Promise<string[]>;
  /** Each caught email as "recipient subject" (none without it): a repeated one was sent twice. */
  mailKeys(): Promise<string[]>;
  /** Stops what was started (waiting for DynamoDB Local to exit, emptying the mail catcher) and removes the folder. */
  stop(): Promise<void>;
}

/** DynamoDB Local (in memory) with a fresh table, a temporary documents folder and, with `mail`, an empty mail catcher, on free ports. */
export async function startBenchServices(opts: { mail: boolean }): Promise<BenchServices> {
  const [dynamoPort, mailPort] = [await freePort(), await freePort()];
  const documentsDir = mkdtempSync(join(tmpdir(), 'simplify-bench-'));
  let dynamo: ChildProcess | undefined;
  let mail: MailCatcher | undefined;
  const stop = async () => {
    await mail?.stop();
    if (dynamo) await stopDynamo(dynamo, 0);
    rmSync(documentsDir, { recursive: true, force: true });
  };
  try {
    dynamo = await startDynamo({ port: dynamoPort });
    if (opts.mail) mail = await startMailCatcher({ port: mailPort, host: '127.0.0.1' });
    const tableName = `bench-${randomBytes(6).toString('hex')}`;
    await ensureTable(dynamoPort, tableName);
    const env: Record<string, string> = {
      TABLE_NAME: tableName,
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`,
      ...(mail ? { SES_ENDPOINT: mail.url } : {}),
      DOCUMENTS_DIR: documentsDir,
      LOG_LEVEL: 'silent',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const caught = async () => {
      if (!mail) return [];
      const store = (await (await fetch(`${mail.url}/store`)).json()) as {
        emails: Array<{ subject: string; destination?: { to?: string[] } }>;
      };
      return store.emails;
    };
    const mailSubjects = async () => (await caught()).map((e) => e.subject);
    const mailKeys = async () => (await caught()).map((e) => `${(e.destination?.to ?? []).join(',')} ${e.subject}`);
    return { dynamoPort, tableName, mailUrl: mail?.url, documentsDir, env, mailSubjects, mailKeys, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A section's run against its own local services (startBenchServices): started before `run`, stopped after it
 * whatever happens, so the next section finds nothing of this one's.
 */
export async function withBenchServices<T>(opts: { mail: boolean; log: (line: string) => void }, run: (services: BenchServices) => Promise<T>): Promise<T> {
  opts.log(`starting DynamoDB Local (in memory)${opts.mail ? ' and the mail catcher' : ''}...`);
  const services = await startBenchServices({ mail: opts.mail });
  try {
    return await run(services);
  } finally {
    await services.stop();
  }
}

/** Runs a bench script (`<name>.ts` here) in a fresh Node process, as a Lambda would, and parses its `RESULT {...}` line. */
export function runChild<T>(script: string, env: Record<string, string>, count: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), String(count)], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('RESULT '.length)) as T);
      else reject(new Error(`${script} exited ${code}: ${err.slice(-2000)}`));
    });
  });
}
