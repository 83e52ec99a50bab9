import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../functions/accounts/one-time-tokens';
import { sendMagicLinkEmail } from '../../functions/accounts/emails';
import { localSimulator } from '../../scripts/local/payment-simulator';
import { ensureCustomer } from '../../functions/billing/records';
import { getUser } from '../../functions/data/users';
import { PASSWORD, signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { emailsTo } from '../helpers/mail';
import { itemsOf } from '../helpers/table';

// A write that read the account before its deletion and lands after it: the account is read, then deleted,
// then the lower-level write runs. Nothing of the account may be left behind.
async function readThenDeleted() {
  const u = await signedUpUser();
  const user = (await getUser(u.user.id))!;
  expect((await api.delete('/api/auth/account', { token: u.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
  expect(await itemsOf(u.user.id, u.email)).toHaveLength(0);
  return { ...u, user };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a write racing the account’s deletion', () => {
  it('issues no one-time token for an account that is gone', async () => {
    const u = await readThenDeleted();
    await expect(issueToken('password-reset', u.user.id, 3600, { email: u.email })).rejects.toMatchObject({ statusCode: 401 });
    await expect(sendMagicLinkEmail(u.user)).rejects.toMatchObject({ statusCode: 401 });
    expect(await itemsOf(u.user.id, u.email)).toHaveLength(0);
    expect((await emailsTo(u.email)).filter((m) => /sign-in link/.test(m.subject))).toHaveLength(0);
  });

  it('records no Stripe customer for an account that is gone, and deletes the customer it created', async () => {
    const u = await readThenDeleted();
    const deleted = vi.spyOn(localSimulator, 'deleteCustomer');
    await expect(ensureCustomer(u.user)).rejects.toMatchObject({ statusCode: 401 });
    expect(await itemsOf(u.user.id, u.email)).toHaveLength(0);
    expect(deleted).toHaveBeenCalledWith(await localSimulator.createCustomer({ id: u.user.id, email: u.email, name: '' }));
  });

  it('a magic-link request for an address whose account was deleted meanwhile answers as for any address', async () => {
    const u = await readThenDeleted();
    // The route read the account just before it went: the token write is then refused, the answer is unchanged.
    const users = await import('../../functions/data/users');
    vi.spyOn(users, 'getUserByEmail').mockResolvedValue(u.user);
    const res = await api.post('/api/auth/magic-link', { email: u.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect(await itemsOf(u.user.id, u.email)).toHaveLength(0);
  });
});
