import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../helpers/ports';

const root = resolve(import.meta.dirname, '../..');

/** Start `scripts/dev.ts` exactly as `npm start` does, on free ports with a throwaway DATA_DIR. */
export default async function setup(project: TestProject) {
  const [port, dynamoPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'simplify-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DYNAMODB_PORT: String(dynamoPort),
      MAIL_PORT: String(mailPort),
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'admin.e2e@example.com',
      SKIP_WEB_BUILD: process.env.E2E_BUILD_WEB === '1' ? '0' : '1',
      LOG_LEVEL: process.env.E2E_LOG === '1' ? 'info' : 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`local stack did not start in 90s:\n${output}`)), 90_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (process.env.E2E_LOG === '1') process.stdout.write(d);
      if (output.includes('READY ')) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`local stack exited with ${code}:\n${output}`));
    });
  });
  project.provide('appUrl', `http://localhost:${port}`);
  project.provide('mailUrl', `http://127.0.0.1:${mailPort}`);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailUrl: string;
    dataDir: string;
  }
}
