import { config } from '../config';

let jwtKey: Promise<Uint8Array> | undefined;

/** The JWT signing key: from the environment locally, from Secrets Manager in AWS (read once per cold start). */
export function jwtSigningKey(): Promise<Uint8Array> {
  jwtKey ??= (async () => {
    const { JWT_SECRET, JWT_SECRET_ARN, AWS_REGION } = config();
    if (JWT_SECRET) return new TextEncoder().encode(JWT_SECRET);
    if (!JWT_SECRET_ARN) throw new Error('JWT_SECRET or JWT_SECRET_ARN must be configured');
    const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
    const out = await new SecretsManagerClient({ region: AWS_REGION }).send(
      new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }),
    );
    if (!out.SecretString || out.SecretString.length < 32) throw new Error('JWT secret is missing or too short');
    return new TextEncoder().encode(out.SecretString);
  })();
  jwtKey.catch(() => (jwtKey = undefined));
  return jwtKey;
}
