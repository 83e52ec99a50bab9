import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys';
import { PASSWORD, registration, signedUpUser, tokenFromLink, uniqueEmail } from '../helpers/accounts';
import { api } from '../helpers/api';
import { emailsTo, linkIn, waitForEmail } from '../helpers/mail';
import { allItems, setAttributes } from '../helpers/table';

/** Account attacks, each replayed against the real handlers; none may get in. */
const ADMIN = 'admin@example.com'; // in ADMIN_EMAILS for the tests, and without an account in this file's table
const NEW_PASSWORD = 'Rainy-Night-77?';
/** The mail catcher stamps emails in whole seconds. */
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function magicLinkFor(email: string) {
  const after = nowSeconds();
  expect((await api.post('/api/auth/magic-link', { email })).status).toBe(200);
  return tokenFromLink(linkIn(await waitForEmail(email, /sign-in link/, { after }), '/auth/magic-link/verify'));
}

async function resetLinkFor(email: string) {
  const after = nowSeconds();
  expect((await api.post('/api/auth/request-password-reset', { email })).status).toBe(200);
  return tokenFromLink(linkIn(await waitForEmail(email, /Reset your/, { after }), '/reset-password'));
}

describe('admin takeover through an email change (critical)', () => {
  it('a magic link asked for before changing the email to an admin address gives no admin session', async () => {
    const attacker = await signedUpUser();
    const token = await magicLinkFor(attacker.email);
    const change = await api.put('/api/auth/profile', { email: ADMIN, currentPassword: PASSWORD }, { token: attacker.token });
    // The change waits for the admin's mailbox; the account keeps the attacker's address.
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({ email: attacker.email, pending_email: ADMIN, is_admin: false });
    const session = await api.post('/api/auth/magic-link/verify', { token });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: attacker.email, is_admin: false });
    expect((await api.get('/api/auth/user', { token: session.body.token })).body.is_admin).toBe(false);
    expect((await api.get('/api/admin/dashboard', { token: session.body.token })).status).toBe(403);
    expect((await api.get('/api/admin/dashboard', { token: attacker.token })).status).toBe(403);
  });

  it('a password reset asked for before the change gives no admin session either', async () => {
    const attacker = await signedUpUser();
    const token = await resetLinkFor(attacker.email);
    expect((await api.put('/api/auth/profile', { email: ADMIN, currentPassword: PASSWORD }, { token: attacker.token })).status).toBe(200);
    expect((await api.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    const login = await api.post('/api/auth/login', { email: attacker.email, password: NEW_PASSWORD });
    expect(login.body.user.is_admin).toBe(false);
    expect((await api.post('/api/auth/login', { email: ADMIN, password: NEW_PASSWORD })).status).toBe(401);
    expect((await api.get('/api/admin/dashboard', { token: login.body.token })).status).toBe(403);
  });

  it('an admin address stored unverified (as an unconfirmed registration) is not an admin', async () => {
    const squat = registration({ email: ADMIN });
    expect((await api.post('/api/auth/register', squat)).status).toBe(201);
    const pending = (await allItems()).find((i) => i.entity === 'user' && i.email === ADMIN)!;
    // Even a session for that account (forged here straight into the table) gets no admin access.
    const other = await signedUpUser();
    await setAttributes(keys.user(other.user.id), { email: ADMIN, email_verified: false });
    expect((await api.get('/api/auth/user', { token: other.token })).body.is_admin).toBe(false);
    expect((await api.get('/api/admin/dashboard', { token: other.token })).status).toBe(403);
    expect(pending.email_verified).toBe(false);
  });

  it('a one-time link dies once the account moves to another address', async () => {
    const user = await signedUpUser();
    const oldMagic = await magicLinkFor(user.email);
    const next = uniqueEmail('moved');
    expect((await api.put('/api/auth/profile', { email: next, currentPassword: PASSWORD }, { token: user.token })).status).toBe(200);
    const confirm = await waitForEmail(next, /Confirm your new email/);
    expect((await api.post('/api/auth/verify-email', { token: tokenFromLink(linkIn(confirm, '/verify-email')) })).status).toBe(200);
    const stale = await api.post('/api/auth/magic-link/verify', { token: oldMagic });
    expect(stale.status).toBe(410);
    expect(stale.body.error).toMatch(/expired or is not valid/);
  });

  it('a cancelled email change leaves a dead confirmation link; resend sends a working one', async () => {
    const user = await signedUpUser();
    const next = uniqueEmail('moved');
    expect((await api.put('/api/auth/profile', { email: next, currentPassword: PASSWORD }, { token: user.token })).status).toBe(200);
    const first = tokenFromLink(linkIn(await waitForEmail(next, /Confirm your new email/), '/verify-email'));
    const cancelled = await api.delete('/api/auth/email-change', { token: user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.pending_email).toBeNull();
    expect((await api.post('/api/auth/verify-email', { token: first })).status).toBe(410);
    expect((await api.post('/api/auth/email-change/resend', undefined, { token: user.token })).status).toBe(400);

    expect((await api.put('/api/auth/profile', { email: next, currentPassword: PASSWORD }, { token: user.token })).status).toBe(200);
    expect((await api.post('/api/auth/email-change/resend', undefined, { token: user.token })).status).toBe(200);
    // The first (cancelled) link, the second request's and the resent one.
    const sent = (await emailsTo(next)).filter((e) => /Confirm your new email/.test(e.subject));
    expect(sent).toHaveLength(3);
    const done = await api.post('/api/auth/verify-email', { token: tokenFromLink(linkIn(sent[2], '/verify-email')) });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(next);
  });
});

describe('re-authentication', () => {
  it('an email change needs the current password', async () => {
    const user = await signedUpUser();
    const missing = await api.put('/api/auth/profile', { email: uniqueEmail() }, { token: user.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Current password is required.');
    const wrong = await api.put('/api/auth/profile', { email: uniqueEmail(), currentPassword: 'Not-The-One-1!' }, { token: user.token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('Current password is incorrect.');
    // Other fields still change without it.
    expect((await api.put('/api/auth/profile', { first_name: 'Ada' }, { token: user.token })).status).toBe(200);
  });

  it('deleting the account needs the current password', async () => {
    const user = await signedUpUser();
    expect((await api.delete('/api/auth/account', { token: user.token })).body.error).toBe('Current password is required.');
    expect((await api.delete('/api/auth/account', { token: user.token, body: { currentPassword: 'Not-The-One-1!' } })).status).toBe(403);
    expect((await api.get('/api/auth/user', { token: user.token })).status).toBe(200);
  });

  it('password change and reset send a notice to the account address', async () => {
    const user = await signedUpUser();
    expect((await api.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { token: user.token })).status).toBe(200);
    await waitForEmail(user.email, /password was changed/);
    const token = await resetLinkFor(user.email);
    const after = nowSeconds();
    expect((await api.post('/api/auth/reset-password', { token, newPassword: PASSWORD })).status).toBe(200);
    const notice = await waitForEmail(user.email, /password was changed/, { after });
    expect(notice.body.text).toMatch(/reset/);
  });
});

describe('token lifetime', () => {
  it('a magic link issued before a password reset no longer works', async () => {
    const user = await signedUpUser();
    const magic = await magicLinkFor(user.email);
    const reset = await resetLinkFor(user.email);
    expect((await api.post('/api/auth/reset-password', { token: reset, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await api.post('/api/auth/magic-link/verify', { token: magic })).status).toBe(410);
  });

  it('a reset link issued before a password change no longer works', async () => {
    const user = await signedUpUser();
    const reset = await resetLinkFor(user.email);
    expect((await api.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { token: user.token })).status).toBe(200);
    expect((await api.post('/api/auth/reset-password', { token: reset, newPassword: 'Other-Pass-99!' })).status).toBe(410);
    expect((await api.post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('"sign out of all devices" ends every session, this one included', async () => {
    const user = await signedUpUser();
    const second = (await api.post('/api/auth/login', { email: user.email, password: PASSWORD })).body.token;
    expect((await api.post('/api/auth/logout-all', undefined, { token: user.token })).status).toBe(200);
    expect((await api.get('/api/auth/user', { token: user.token })).status).toBe(401);
    expect((await api.get('/api/auth/user', { token: second })).status).toBe(401);
  });

  it('a session unused for 14 days ends; a used one slides', async () => {
    const user = await signedUpUser();
    const sessions = (await allItems()).filter((i) => i.entity === 'session' && String(i.pk) === keys.userPartition(user.user.id));
    const now = Math.floor(Date.now() / 1000);
    await setAttributes({ pk: String(sessions[0].pk), sk: String(sessions[0].sk) }, { lastUsedAt: now - 13 * 86400 });
    expect((await api.get('/api/auth/user', { token: user.token })).status).toBe(200);
    const touched = (await allItems()).find((i) => i.sk === sessions[0].sk)!;
    expect(Number(touched.lastUsedAt)).toBeGreaterThanOrEqual(now);
    await setAttributes({ pk: String(sessions[0].pk), sk: String(sessions[0].sk) }, { lastUsedAt: now - 14 * 86400 - 5 });
    expect((await api.get('/api/auth/user', { token: user.token })).status).toBe(401);
  });
});

describe('pre-registration squatting', () => {
  it("registering an unverified address again replaces the squatter's registration, password and link", async () => {
    const owner = registration();
    const squatter = registration({ email: owner.email, password: 'Squatter-Pass-1!' });
    expect((await api.post('/api/auth/register', squatter)).status).toBe(201);
    const squatterLink = tokenFromLink(linkIn(await waitForEmail(owner.email, /Verify your email/), '/verify-email'));
    const after = nowSeconds();
    expect((await api.post('/api/auth/register', owner)).status).toBe(201);
    const ownerLink = tokenFromLink(linkIn(await waitForEmail(owner.email, /Verify your email/, { after }), '/verify-email'));
    expect((await api.post('/api/auth/verify-email', { token: squatterLink })).status).toBe(410);
    expect((await api.post('/api/auth/verify-email', { token: ownerLink })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: owner.email, password: 'Squatter-Pass-1!' })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: owner.email, password: PASSWORD })).status).toBe(200);
    // A verified address stays taken.
    expect((await api.post('/api/auth/register', registration({ email: owner.email }))).status).toBe(409);
  });

  it('an unverified registration expires after 7 days and releases its email and number', async () => {
    const squat = registration();
    expect((await api.post('/api/auth/register', squat)).status).toBe(201);
    const held = (await allItems()).filter(
      (i) =>
        (['user', 'emailIndex', 'whatsappIndex'].includes(String(i.entity)) && JSON.stringify(i).includes(String(squat.email))) ||
        i.pk === keys.whatsappUnique(String(squat.whatsappNumber)).pk,
    );
    expect(held.length).toBe(3);
    for (const item of held) expect(Number(item.ttl)).toBeGreaterThan(Date.now() / 1000 + 6.9 * 86400);
    // Seven days later (TTL deletion is lazy: the items may still be stored).
    for (const item of held) await setAttributes({ pk: String(item.pk), sk: String(item.sk) }, { ttl: Math.floor(Date.now() / 1000) - 1 });
    const owner = registration({ whatsappNumber: squat.whatsappNumber });
    expect((await api.post('/api/auth/register', { ...owner, email: squat.email })).status).toBe(201);
    const link = tokenFromLink(linkIn(await waitForEmail(String(squat.email), /Verify your email/, { after: nowSeconds() - 2 }), '/verify-email'));
    const verified = await api.post('/api/auth/verify-email', { token: link });
    expect(verified.status).toBe(200);
    // Verified: the claims stop expiring.
    const kept = (await allItems()).filter((i) => i.userId === verified.body.user.id || i.pk === keys.user(verified.body.user.id).pk);
    expect(kept.filter((i) => i.sk === 'PROFILE' || i.entity === 'emailIndex' || i.entity === 'whatsappIndex').every((i) => i.ttl === undefined)).toBe(true);
  });

  it('a magic link proves the mailbox but drops a password chosen before that proof', async () => {
    const owner = registration();
    expect((await api.post('/api/auth/register', { ...owner, password: 'Squatter-Pass-1!' })).status).toBe(201);
    const session = await api.post('/api/auth/magic-link/verify', { token: await magicLinkFor(String(owner.email)) });
    expect(session.status).toBe(200);
    expect((await api.post('/api/auth/login', { email: owner.email, password: 'Squatter-Pass-1!' })).status).toBe(401);
  });
});
