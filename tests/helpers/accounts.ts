import { randomBytes } from 'node:crypto';
import { api } from './api';
import { linkIn, waitForEmail } from './mail';

export const PASSWORD = 'Sunny-Day-42!';

export const uniqueEmail = (label = 'parent') => `${label}.${randomBytes(5).toString('hex')}@example.com`;
export const uniqueWhatsapp = () => `+1${String(2000000000 + Math.floor(Math.random() * 7999999999)).slice(0, 10)}`;

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maya',
    lastName: 'Okafor',
    email: uniqueEmail(),
    whatsappNumber: uniqueWhatsapp(),
    password: PASSWORD,
    location: 'Sydney, Australia',
    timezone: 'Australia/Sydney',
    ...overrides,
  };
}

export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token')!;

/** Register through the API, follow the emailed verification link, and return the signed-in session. */
export async function signedUpUser(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await api.post('/api/auth/register', body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  const mail = await waitForEmail(String(body.email), /Verify your email/);
  const verified = await api.post('/api/auth/verify-email', { token: tokenFromLink(linkIn(mail, '/verify-email')) });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return { ...body, email: String(body.email).toLowerCase(), token: verified.body.token as string, user: verified.body.user };
}
