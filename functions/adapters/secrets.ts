import { config } from '../config';

const cache = new Map<string, Promise<string>>();

/** A secret given directly (locally) or by Secrets Manager ARN (in AWS), read once per cold start. */
export type SecretName = 'jwt' | 'stripe' | 'stripeWebhook' | 'whatsappAppSecret' | 'whatsappVerifyToken' | 'whatsappAccessToken';

export function secret(name: SecretName): Promise<string> {
  const c = config();
  const [value, arn] = {
    jwt: [c.JWT_SECRET, c.JWT_SECRET_ARN],
    stripe: [c.STRIPE_SECRET_KEY, c.STRIPE_SECRET_ARN],
    stripeWebhook: [c.STRIPE_WEBHOOK_SECRET, c.STRIPE_WEBHOOK_SECRET_ARN],
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
      const out = await new SecretsManagerClient({ region: c.AWS_REGION }).send(new GetSecretValueCommand({ SecretId: arn }));
      if (!out.SecretString) throw new Error(`The ${name} secret is empty`);
      return out.SecretString;
    })();
    p.catch(() => cache.delete(name));
    cache.set(name, p);
  }
  return p;
}

/** Whether payments go to real Stripe (a key is configured) or to the local simulator. */
export const stripeConfigured = () => Boolean(config().STRIPE_SECRET_KEY || config().STRIPE_SECRET_ARN);

export async function jwtSigningKey(): Promise<Uint8Array> {
  const key = await secret('jwt');
  if (key.length < 32) throw new Error('The JWT secret is too short');
  return new TextEncoder().encode(key);
}
