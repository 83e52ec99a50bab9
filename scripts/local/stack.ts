import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import { ensureTable, startDynamo, stopDynamo, StartupError } from './dynamo';
import type { LocalEnv } from './env';
import { startMailCatcher } from './mail-catcher';

export { StartupError };

const root = resolve(import.meta.dirname, '../..');

export async function assertPortFree(host: string, port: number, variable: string) {
  if (port === 0) return;
  await new Promise<void>((ok, fail) => {
    const probe: Server = createNetServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      fail(
        new StartupError(
          e.code === 'EADDRINUSE'
            ? `Port ${port} (${variable}) is already in use: stop what runs there or set ${variable} to another port.`
            : `Cannot listen on ${host}:${port} (${variable}): ${e.message}`,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => ok()));
  });
}

/** A secret that does not exist yet is generated once and kept in DATA_DIR. */
function persistentSecret(dataDir: string, name: string, make: () => string) {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = make();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

export function webBuildIsStale() {
  const index = join(root, 'web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(newestMtime(join(root, 'web/src')), newestMtime(join(root, 'shared')), statSync(join(root, 'web/index.html')).mtimeMs);
  return sources > built;
}

export function buildWeb(): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? ok() : fail(new StartupError(`The web build failed (exit ${code}); see the output above.`))));
  });
}

export interface RunningStack {
  appUrl: string;
  mailUrl: string;
  stop(): Promise<void>;
}

/** Start the whole product locally: DynamoDB Local, the mail catcher, the API + web on one origin. */
export async function startStack(env: LocalEnv, log: (line: string) => void = console.log): Promise<RunningStack> {
  await assertPortFree(env.HOST, env.PORT, 'PORT');
  await assertPortFree(env.HOST, env.DYNAMODB_PORT, 'DYNAMODB_PORT');
  await assertPortFree(env.HOST, env.MAIL_PORT, 'MAIL_PORT');
  const dataDir = resolve(root, env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const mailUrl = `http://localhost:${env.MAIL_PORT}`;
  // The handler modules read these once, exactly as in Lambda.
  Object.assign(process.env, {
    TABLE_NAME: env.TABLE_NAME,
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${env.DYNAMODB_PORT}`,
    SES_ENDPOINT: `http://127.0.0.1:${env.MAIL_PORT}`,
    JWT_SECRET: persistentSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    STRIPE_WEBHOOK_SECRET:
      env.STRIPE_WEBHOOK_SECRET ?? persistentSecret(dataDir, 'stripe-webhook-secret', () => `whsec_${randomBytes(24).toString('base64url')}`),
    // WhatsApp: secrets generated once into DATA_DIR like the JWT key; sends go to the local simulator
    // unless WHATSAPP_API_URL points elsewhere.
    WHATSAPP_APP_SECRET: env.WHATSAPP_APP_SECRET ?? persistentSecret(dataDir, 'whatsapp-app-secret', () => randomBytes(32).toString('hex')),
    WHATSAPP_VERIFY_TOKEN: env.WHATSAPP_VERIFY_TOKEN ?? persistentSecret(dataDir, 'whatsapp-verify-token', () => randomBytes(24).toString('base64url')),
    WHATSAPP_ACCESS_TOKEN:
      env.WHATSAPP_ACCESS_TOKEN ?? persistentSecret(dataDir, 'whatsapp-access-token', () => `EAAlocal${randomBytes(32).toString('base64url')}`),
    WHATSAPP_PHONE_NUMBER_ID: env.WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_API_URL: env.WHATSAPP_API_URL ?? `http://localhost:${env.PORT}/_local/whatsapp/graph`,
    ...(env.ASSISTANT_DAILY_LIMITS ? { ASSISTANT_DAILY_LIMITS: env.ASSISTANT_DAILY_LIMITS } : {}),
    // School documents are files under DATA_DIR (S3 in AWS), kept across restarts like the table.
    DOCUMENTS_DIR: join(dataDir, 'documents'),
    // A local file server may stand in for a school's calendar (never set in AWS).
    CALENDAR_FETCH_ALLOW_LOOPBACK: '1',
    APP_URL: appUrl,
    ADMIN_EMAILS: env.ADMIN_EMAILS,
    SUPPORT_WHATSAPP: env.SUPPORT_WHATSAPP,
    MAIL_FROM: env.MAIL_FROM,
    LOG_LEVEL: env.LOG_LEVEL,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...(env.STRIPE_SECRET_KEY ? { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY } : {}),
  });

  const children: ChildProcess[] = [];
  const closers: Array<() => Promise<void>> = [];
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const close of closers.reverse()) await close().catch(() => undefined);
    // Wait for DynamoDB Local to exit: it flushes DATA_DIR and frees its port (a quick restart needs both).
    await Promise.all(children.map((child) => stopDynamo(child)));
  };
  try {
    if (env.SKIP_WEB_BUILD === '0' && webBuildIsStale()) {
      log('Building the web app...');
      await buildWeb();
    }
    const dynamo = await startDynamo({ port: env.DYNAMODB_PORT, dbPath: join(dataDir, 'dynamodb') });
    children.push(dynamo);
    dynamo.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`DynamoDB Local stopped unexpectedly (code ${code ?? signal}); stopping the stack.`);
        void stop().then(() => process.exit(1));
      }
    });
    await ensureTable(env.DYNAMODB_PORT, env.TABLE_NAME);

    const mail = await startMailCatcher({ port: env.MAIL_PORT, host: env.HOST });
    closers.push(() => mail.stop());

    const { createAppServer } = await import('./server');
    const { localPages, startLocalJobs, startLocalQueueWorkers } = await import('./local-services');
    const app = createAppServer({ webDir: join(root, 'web/dist'), localPages: localPages(env) });
    await new Promise<void>((ok, fail) => {
      app.once('error', fail);
      app.listen(env.PORT, env.HOST, () => ok());
    });
    closers.push(
      () =>
        new Promise((ok) => {
          app.closeAllConnections();
          app.close(() => ok());
        }),
    );
    const stopJobs = startLocalJobs(env);
    closers.push(async () => stopJobs());
    const stopWorkers = await startLocalQueueWorkers();
    closers.push(async () => stopWorkers());
  } catch (error) {
    await stop();
    throw error;
  }
  return { appUrl, mailUrl, stop };
}
