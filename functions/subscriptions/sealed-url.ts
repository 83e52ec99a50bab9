import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { jwtSigningKey } from '../adapters/secrets';

/**
 * A subscription's address is often a secret (Google's "secret address" works for anyone who has it), so the
 * table keeps it sealed: AES-256-GCM under a key derived from the server key, never in the clear. A changed
 * server key makes old addresses unreadable; the subscription then asks for its address again.
 */
async function sealingKey(): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await jwtSigningKey(), Buffer.alloc(0), 'simplify calendar subscription address', 32));
}

export async function sealUrl(url: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(), iv);
  const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The address, or null when it cannot be opened (another server key, or a damaged value). */
export async function openUrl(sealed: string): Promise<string | null> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await sealingKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
