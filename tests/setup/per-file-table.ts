import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, inject } from 'vitest';
import { ensureTable } from '../../scripts/local/dynamo';

// Each test file runs in its own module context with its own table, so files can run in parallel.
const dynamoPort = inject('dynamoPort');
const mailPort = inject('mailPort');
Object.assign(process.env, {
  TABLE_NAME: `test-${randomBytes(6).toString('hex')}`,
  // Stored files (school documents) go to a directory of this file's own.
  DOCUMENTS_DIR: join(tmpdir(), `simplify-docs-${randomBytes(6).toString('hex')}`),
  AWS_REGION: 'us-east-1',
  DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`,
  SES_ENDPOINT: `http://127.0.0.1:${mailPort}`,
  MAIL_URL: `http://127.0.0.1:${mailPort}`,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
  APP_URL: 'http://localhost:3000',
  ADMIN_EMAILS: 'admin@example.com',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

beforeAll(async () => {
  await ensureTable(dynamoPort, process.env.TABLE_NAME!);
});
