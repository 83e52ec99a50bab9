import { config } from '../config';
import { awsClientConfig } from './aws';
import { logLine } from '../log';

const cache = new Map<string, Promise<string>>();
const readAt = new Map<string, number>();

/** A secret given directly (locally) or by Secrets Manager ARN (in AWS), read once per cold start. */
export type SecretName = 'jwt' | 'stripe' | 'stripeWebhook' | 'whatsappAppSecret' | 'whatsappVerifyToken' | 'whatsappAccessToken' | 'originVerify';

export function secret(name: SecretName): Promise<string> {
  const c = config();
  const [value, arn] = {
    jwt: [c.JWT_SECRET, c.JWT_SECRET_ARN],
    stripe: [c.STRIPE_SECRET_KEY, c.STRIPE_SECRET_ARN],
    stripeWebhook: [c.STRIPE_WEBHOOK_SECRET, c.STRIPE_WEBHOOK_SECRET_ARN],
    originVerify: [c.ORIGIN_VERIFY_SECRET, c.ORIGIN_VERIFY_SECRET_ARN],
    whatsappAppSecret: [c.WHATSAPP_APP_SECRET, c.WHATSAPP_APP_SECRET_ARN],
    whatsappVerifyToken: [c.WHATSAPP_VERIFY_TOKEN, c.WHATSAPP_VERIFY_TOKEN_ARN],
    whatsappAccessToken: [c.WHATSAPP_ACCESS_TOKEN, c.WHATSAPP_ACCESS_TOKEN_ARN],
  }[name];
  let p = cache.get(name);
  if (!p) {
    p = (async () => {
      if (value) return value;
      if (!arn) throw new Error(`The ${name} secret is not configured`);
      const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
      const out = await new SecretsManagerClient(awsClientConfig('secrets')).send(new GetSecretValueCommand({ SecretId: arn }));
      if (!out.SecretString) throw new Error(`The ${name} secret is empty`);
      return out.SecretString;
    })();
    p.catch(() => cache.delete(name));
    cache.set(name, p);
    readAt.set(name, Date.now());
  }
  return p;
}

/** Whether payments go to real Stripe (a key is configured) or to the local simulator. */
export const stripeConfigured = () => Boolean(config().STRIPE_SECRET_KEY || config().STRIPE_SECRET_ARN);

/**
 * Why Stripe may not be used yet, or null. The stack creates both Stripe secrets with random
 * placeholders, so a fresh deploy refuses payments until the real values are put (docs/deploy.md).
 * The key rule applies whenever a key is configured (always in AWS); without one, locally, the
 * payment simulator stands in and only the webhook secret (generated `whsec_...`) is checked.
 */
let stripeRefused = false;
export async function stripeConfigProblem(): Promise<string | null> {
  // Placeholders are read again (at most once a minute), so warm functions take the real values
  // within a minute of `put-secret-value`, without a redeploy.
  if (stripeRefused) for (const name of ['stripe', 'stripeWebhook']) if (Date.now() - (readAt.get(name) ?? 0) >= 60_000) cache.delete(name);
  const problem = await findStripeProblem();
  stripeRefused = problem !== null;
  return problem;
}

async function findStripeProblem(): Promise<string | null> {
  const read = (name: 'stripe' | 'stripeWebhook') =>
    secret(name).then(
      (v) => ({ v, error: '' }),
      (e: Error) => ({ v: '', error: ` (${e.message})` }),
    );
  const webhook = await read('stripeWebhook');
  if (!webhook.v.startsWith('whsec_')) return `the Stripe webhook signing secret is not a whsec_ value${webhook.error}`;
  if (stripeConfigured()) {
    const key = await read('stripe');
    if (!/^(sk|rk)_/.test(key.v)) return `the Stripe API key is not an sk_ or rk_ value${key.error}`;
  }
  return null;
}

/** The one error line the stack's metric filter counts (STRIPE_NOT_CONFIGURED) and its alarm watches. */
export const STRIPE_NOT_CONFIGURED = 'stripe-not-configured';
export function logStripeNotConfigured(problem: string) {
  // Written whatever LOG_LEVEL says: an alarm depends on it.
  logLine('error', { alarm: STRIPE_NOT_CONFIGURED, message: `Payments refused: ${problem}. Put the real values (docs/deploy.md).` }, { always: true });
}

export async function jwtSigningKey(): Promise<Uint8Array> {
  const key = await secret('jwt');
  if (key.length < 32) throw new Error('The JWT secret is too short');
  return new TextEncoder().encode(key);
}
