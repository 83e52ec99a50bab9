import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../tests/e2e/stack-process';
import { freePort } from '../../tests/helpers/ports';

export interface BenchStack {
  /** http://127.0.0.1:<port>: what the load generator and the seeding use. */
  apiUrl: string;
  /** http://localhost:<port>: the app's own origin (APP_URL), where the browser keeps the token. */
  appUrl: string;
  mailUrl: string;
  dynamoPort: number;
  tableName: string;
  dataDir: string;
  adminEmail: string;
  stop(): Promise<void>;
}

/** `scripts/dev.ts` (what `npm start` runs) as a child process on free ports with a throwaway DATA_DIR, as the e2e setup does. */
export async function startBenchStack(log: (line: string) => void): Promise<BenchStack> {
  const [port, dynamoPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'simplify-bench-'));
  const adminEmail = 'admin.bench@example.com';
  const tableName = 'simplify';
  try {
    const stack = await startLocalStack({
      PORT: String(port),
      DYNAMODB_PORT: String(dynamoPort),
      MAIL_PORT: String(mailPort),
      DATA_DIR: dataDir,
      TABLE_NAME: tableName,
      ADMIN_EMAILS: adminEmail,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL === 'info' ? 'info' : 'silent',
    });
    log(`stack ready on http://localhost:${port} (DynamoDB Local ${dynamoPort}, mail ${mailPort})`);
    return {
      apiUrl: `http://127.0.0.1:${port}`,
      appUrl: `http://localhost:${port}`,
      mailUrl: `http://127.0.0.1:${mailPort}`,
      dynamoPort,
      tableName,
      dataDir,
      adminEmail,
      stop: async () => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
