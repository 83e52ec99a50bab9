import { randomBytes } from 'node:crypto';
import { withBenchServices } from './seed';

/**
 * A section that calls the handlers in-process (through the local adapter) against its own services, with the
 * environment the handler modules read once, at their first request (as tests/setup/per-file-table.ts sets it), and the
 * built-in engine whatever the shell says. The sections after it (and the stack started for the HTTP sections) inherit
 * the environment, so it is given back clean.
 */
export async function withInProcessHandlers<T>(log: (line: string) => void, run: (mailUrl: string) => Promise<T>): Promise<T> {
  return withBenchServices({ mail: true, log }, async (services) => {
    const savedEnv = { ...process.env };
    try {
      Object.assign(process.env, services.env, {
        MAIL_URL: services.mailUrl!,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
        APP_URL: 'http://localhost:3000',
        ADMIN_EMAILS: 'admin.bench@example.com',
      });
      delete process.env.ASSISTANT_MODEL_ID;
      return await run(services.mailUrl!);
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
      Object.assign(process.env, savedEnv);
    }
  });
}
