import { randomBytes } from 'node:crypto';
import { freePort } from '../../tests/helpers/ports';

/**
 * The cost child's process as it must be before functions/ loads (functions/ reads its configuration once):
 * what the handlers print counted instead of shown, and the environment of the WhatsApp and calendar stand-ins.
 */

export const PHONE_NUMBER_ID = '123456789012345';

// ---------------------------------------------------------------- log capture (CloudWatch Logs stand-in)
// Everything a handler prints is what Lambda would ship to CloudWatch: counted per step, not shown.
let logBytes = 0;
const realWrite = process.stdout.write.bind(process.stdout);
export const realErr = process.stderr.write.bind(process.stderr);
const swallow = (chunk: string | Uint8Array) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (text.startsWith('RESULT ')) return realWrite(text);
  logBytes += Buffer.byteLength(text);
  return true;
};

/** What the handlers have printed so far (bytes). */
export const loggedBytes = () => logBytes;

/** Counts everything printed from now on (only the RESULT line gets through); returns the stand-in Graph API's port. */
export async function prepareProcess(): Promise<number> {
  process.stdout.write = swallow as typeof process.stdout.write;
  process.stderr.write = swallow as typeof process.stderr.write;

  // ---------------------------------------------------------------- stand-ins configured before functions/ loads
  const graphPort = await freePort();
  Object.assign(process.env, {
    WHATSAPP_APP_SECRET: randomBytes(32).toString('hex'),
    WHATSAPP_VERIFY_TOKEN: randomBytes(24).toString('base64url'),
    WHATSAPP_ACCESS_TOKEN: `EAAbench${randomBytes(24).toString('base64url')}`,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_API_URL: `http://127.0.0.1:${graphPort}/_local/whatsapp/graph`,
    CALENDAR_FETCH_ALLOW_LOOPBACK: '1',
  });
  return graphPort;
}
