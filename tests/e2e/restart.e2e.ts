import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePorts } from '../helpers/ports';
import { startLocalStack } from './stack-process';

describe('npm start', () => {
  it('keeps data across a stop and a start with the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'simplify-restart-'));
    const [port, dynamoPort, mailPort] = await freePorts(3);
    const env = {
      PORT: String(port),
      DYNAMODB_PORT: String(dynamoPort),
      MAIL_PORT: String(mailPort),
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'silent',
    };
    const base = `http://localhost:${env.PORT}`;
    const email = `restart.${Date.now()}@example.com`;
    try {
      const first = await startLocalStack(env);
      const reg = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ray',
          lastName: 'Start',
          email,
          whatsappNumber: '+14155550199',
          password: 'Sunny-Day-42!',
          location: '',
          timezone: 'UTC',
        }),
      });
      expect(reg.status).toBe(201);
      await first.stop();
      const second = await startLocalStack(env);
      // The pending registration survived the restart: it still holds its WhatsApp number (another address
      // cannot take it; the same address would replace the pending registration instead).
      const again = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ray',
          lastName: 'Start',
          email: `other.${email}`,
          whatsappNumber: '+14155550199',
          password: 'Sunny-Day-42!',
          location: '',
          timezone: 'UTC',
        }),
      });
      expect(again.status).toBe(409);
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with a one-line error and a non-zero exit when a port is busy', async () => {
    const blocker = createServer();
    const [port, dynamoPort, mailPort] = await freePorts(3);
    await new Promise<void>((ok) => blocker.listen(port, '127.0.0.1', () => ok()));
    try {
      await expect(
        startLocalStack({
          PORT: String(port),
          DYNAMODB_PORT: String(dynamoPort),
          MAIL_PORT: String(mailPort),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'simplify-busy-')),
          SKIP_WEB_BUILD: '1',
        }),
      ).rejects.toThrow(new RegExp(`Cannot start: Port ${port} \\(PORT\\) is already in use`));
    } finally {
      blocker.close();
    }
  });
});
