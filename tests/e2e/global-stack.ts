import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../helpers/ports';
import { startLocalStack } from './stack-process';

/** Start `scripts/dev.ts` exactly as `npm start` does, on free ports with a throwaway DATA_DIR. */
export default async function setup(project: TestProject) {
  const [port, dynamoPort, mailPort] = await freePorts(3);
  const dataDir = mkdtempSync(join(tmpdir(), 'simplify-e2e-'));
  const stack = await startLocalStack({
    PORT: String(port),
    DYNAMODB_PORT: String(dynamoPort),
    MAIL_PORT: String(mailPort),
    DATA_DIR: dataDir,
    ADMIN_EMAILS: 'admin.e2e@example.com',
    SKIP_WEB_BUILD: process.env.E2E_BUILD_WEB === '1' ? '0' : '1',
    LOG_LEVEL: process.env.E2E_LOG === '1' ? 'info' : 'silent',
  });
  project.provide('appUrl', `http://localhost:${port}`);
  project.provide('mailUrl', `http://127.0.0.1:${mailPort}`);
  project.provide('dataDir', dataDir);
  return async () => {
    await stack.stop();
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
