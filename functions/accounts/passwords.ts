import { badRequest, forbidden } from '../errors';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt with OWASP's parameters (N=2^17, r=8, p=1); the parameters travel with the hash. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((ok, fail) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (e, key) => (e ? fail(e) : ok(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spend the same time on unknown accounts as on known ones, so timing does not reveal which emails exist. */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummy ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(password, await dummy);
}

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required.';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect.';

/** Re-authentication for the changes that hand an account over (email change, deletion). */
export async function assertCurrentPassword(given: string | undefined, stored: string) {
  if (!given) throw badRequest(CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
  if (!(await verifyPassword(given, stored))) throw forbidden(CURRENT_PASSWORD_INCORRECT);
}

/** A hash no password matches: the account signs in by emailed link until its owner sets a password. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));
