import { describe, expect, it } from 'vitest';
import { hashToken } from '../../functions/accounts/one-time-tokens';
import { keys } from '../../functions/data/keys';
import { PASSWORD, registration, signedUpUser, tokenFromLink, uniqueEmail, uniqueWhatsapp } from '../helpers/accounts';
import { api } from '../helpers/api';
import { emailsTo, linkIn, waitForEmail } from '../helpers/mail';
import { allItems, itemsOf, setAttributes } from '../helpers/table';
import { clearOfWindowEnd, WAITS_FOR_WINDOW } from '../helpers/windows';

describe('registration', () => {
  it('trims and lowercases the email, emails a verification link, and answers 201 without a token', async () => {
    const email = uniqueEmail('Mixed');
    const res = await api.post('/api/auth/register', registration({ email: `  ${email.toUpperCase()} ` }));
    expect(res.status).toBe(201);
    expect(res.body.email).toBe(email.toLowerCase());
    expect(res.body.token).toBeUndefined();
    const mail = await waitForEmail(email.toLowerCase(), /Verify your email/);
    expect(mail.body.text).toContain('http://localhost:3000/verify-email?token=');
    expect(mail.body.html).toContain('Verify my email');
  });

  it('keeps one account for an email under 20 concurrent registrations (a pending one may be replaced, never doubled)', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/auth/register', registration({ email, whatsappNumber: uniqueWhatsapp() }))),
    );
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 201 || (r.status === 409 && r.body.error === 'An account with this email already exists'))).toBe(true);
    const users = (await allItems()).filter((i) => i.entity === 'user' && i.email === email);
    expect(users).toHaveLength(1);
    const claim = (await allItems()).find((i) => i.entity === 'emailIndex' && i.pk === `EMAIL#${email}`)!;
    expect(claim.userId).toBe(users[0].id);
  }, 120_000);

  it('refuses all 20 concurrent registrations of an address that is already verified', async () => {
    const owner = await signedUpUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/auth/register', registration({ email: owner.email, whatsappNumber: uniqueWhatsapp() }))),
    );
    expect(results.every((r) => r.status === 409)).toBe(true);
  }, 120_000);

  it('normalises WhatsApp numbers and keeps them unique across accounts, also concurrently', async () => {
    const number = uniqueWhatsapp();
    const spaced = `${number.slice(0, 3)} ${number.slice(3, 6)}-${number.slice(6)}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => api.post('/api/auth/register', registration({ whatsappNumber: spaced }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error === 'WhatsApp number already registered')).toBe(true);
    const user = (await allItems()).find((i) => i.entity === 'user' && i.whatsapp_number === number);
    expect(user).toBeDefined();
  });

  it.each([
    ['short1!A', 'Password must be at least 8 characters', 'Ab1!'],
    ['upper', 'Password must contain at least one uppercase letter', 'lowercase1!'],
    ['lower', 'Password must contain at least one lowercase letter', 'UPPERCASE1!'],
    ['number', 'Password must contain at least one number', 'NoNumbers!!'],
    ['special', 'Password must contain at least one special character', 'NoSpecial123'],
  ])('enforces the password policy (%s)', async (_case, message, password) => {
    const res = await api.post('/api/auth/register', registration({ password }));
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toBe(message);
  });

  it('refuses an invalid WhatsApp number with the spec message', async () => {
    const res = await api.post('/api/auth/register', registration({ whatsappNumber: '+0123456789' }));
    expect(res.status).toBe(400);
    expect(res.body.fields.whatsappNumber).toBe('Please enter a valid WhatsApp number with country code');
  });
});

describe('sign-in', () => {
  it('refuses a password sign-in before the email is verified (403)', async () => {
    const body = registration();
    await api.post('/api/auth/register', body);
    const res = await api.post('/api/auth/login', { email: body.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Please verify your email address before signing in.');
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    const user = await signedUpUser();
    const unknown = await api.post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await api.post('/api/auth/login', { email: user.email, password: 'Wrong-pass-1!' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ error: 'Invalid email or password' });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('signs in with the password once verified, and never returns the hash', async () => {
    const user = await signedUpUser();
    const res = await api.post('/api/auth/login', { email: `  ${user.email.toUpperCase()}`, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ email: user.email, first_name: 'Maya', subscription_type: 'free', subscription_status: 'active', is_admin: false });
    expect(res.text).not.toMatch(/password|scrypt/i);
    const me = await api.get('/api/auth/user', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);
    expect(me.text).not.toMatch(/scrypt/);
  });

  it('rate limits repeated failures per account with 429 and a readable message', { timeout: WAITS_FOR_WINDOW }, async () => {
    await clearOfWindowEnd(900);
    const user = await signedUpUser();
    for (let i = 0; i < 5; i++)
      expect((await api.post('/api/auth/login', { email: user.email, password: 'Wrong-pass-1!' }, { ip: `198.51.100.${i}` })).status).toBe(401);
    const blocked = await api.post('/api/auth/login', { email: user.email, password: PASSWORD }, { ip: '198.51.100.99' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many unsuccessful sign-in attempts/);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('marks admins from ADMIN_EMAILS once their email is verified', async () => {
    const admin = await signedUpUser({ email: 'admin@example.com' });
    expect(admin.user.is_admin).toBe(true);
  });
});

describe('one-time links', () => {
  it('uses a verification token once; the second use fails with a clear message', async () => {
    const body = registration();
    await api.post('/api/auth/register', body);
    const token = tokenFromLink(linkIn(await waitForEmail(String(body.email), /Verify/), '/verify-email'));
    expect((await api.post('/api/auth/verify-email', { token })).status).toBe(200);
    const again = await api.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(410);
    expect(again.body.error).toMatch(/already been used/);
  });

  it('refuses an expired magic link even before TTL removes it', async () => {
    const user = await signedUpUser();
    const res = await api.post('/api/auth/magic-link', { email: user.email });
    expect(res.body).toEqual({ success: true, message: expect.stringContaining('15 minutes') });
    const token = tokenFromLink(linkIn(await waitForEmail(user.email, /sign-in link/), '/auth/magic-link/verify'));
    await setAttributes(keys.token(hashToken(token)), { expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const late = await api.post('/api/auth/magic-link/verify', { token });
    expect(late.status).toBe(410);
    expect(late.body.error).toMatch(/expired/);
  });

  it('stores only the SHA-256 of tokens, with a TTL', async () => {
    const user = await signedUpUser();
    await api.post('/api/auth/magic-link', { email: user.email });
    const token = tokenFromLink(linkIn(await waitForEmail(user.email, /sign-in link/), '/auth/magic-link/verify'));
    const items = await allItems();
    expect(JSON.stringify(items)).not.toContain(token);
    const stored = items.find((i) => i.pk === `TOKEN#${hashToken(token)}`);
    expect(stored).toMatchObject({ kind: 'magic-link', userId: user.user.id });
    expect(typeof stored!.ttl).toBe('number');
    expect(token).toHaveLength(43);
  });

  it('signs in with a magic link once; a reused link is refused', async () => {
    const user = await signedUpUser();
    await api.post('/api/auth/magic-link', { email: user.email });
    const token = tokenFromLink(linkIn(await waitForEmail(user.email, /sign-in link/), '/auth/magic-link/verify'));
    const first = await api.post('/api/auth/magic-link/verify', { token });
    expect(first.status).toBe(200);
    expect(first.body.user.email).toBe(user.email);
    const second = await api.post('/api/auth/magic-link/verify', { token });
    expect(second.status).toBe(410);
    expect(second.body.error).toBe('This sign-in link has already been used. Please request a new magic link.');
  });

  it('answers magic-link and reset requests for unknown addresses identically and sends nothing', async () => {
    const user = await signedUpUser();
    const nobody = uniqueEmail('ghost');
    const known = await api.post('/api/auth/magic-link', { email: user.email });
    const unknown = await api.post('/api/auth/magic-link', { email: nobody });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const resetKnown = await api.post('/api/auth/request-password-reset', { email: user.email });
    const resetUnknown = await api.post('/api/auth/request-password-reset', { email: nobody });
    expect(resetUnknown.body).toEqual(resetKnown.body);
    await new Promise((r) => setTimeout(r, 200));
    expect(await emailsTo(nobody)).toHaveLength(0);
  });

  it('rate limits magic-link emails per address', { timeout: WAITS_FOR_WINDOW }, async () => {
    await clearOfWindowEnd(900);
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) expect((await api.post('/api/auth/magic-link', { email })).status).toBe(200);
    const res = await api.post('/api/auth/magic-link', { email });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/try again in 15 minutes/);
  });
});

describe('sessions and passwords', () => {
  it('logout ends the session: the old token gets 401', async () => {
    const user = await signedUpUser();
    expect((await api.post('/api/auth/logout', undefined, { token: user.token })).status).toBe(200);
    expect((await api.get('/api/auth/user', { token: user.token })).status).toBe(401);
  });

  it('a password change keeps this session, ends the others, and checks the current password', async () => {
    const user = await signedUpUser();
    const other = (await api.post('/api/auth/login', { email: user.email, password: PASSWORD })).body.token;
    const wrong = await api.put('/api/auth/password', { currentPassword: 'Not-it-1!', newPassword: 'Brand-New-9?' }, { token: user.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Current password is incorrect');
    const weak = await api.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'weakpass' }, { token: user.token });
    expect(weak.status).toBe(400);
    const ok = await api.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'Brand-New-9?' }, { token: user.token });
    expect(ok.status).toBe(200);
    expect((await api.get('/api/auth/user', { token: user.token })).status).toBe(200);
    expect((await api.get('/api/auth/user', { token: other })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: user.email, password: 'Brand-New-9?' })).status).toBe(200);
  });

  it('a password reset sets the new password and ends every session', async () => {
    const user = await signedUpUser();
    await api.post('/api/auth/request-password-reset', { email: user.email });
    const token = tokenFromLink(linkIn(await waitForEmail(user.email, /Reset your/), '/reset-password'));
    const res = await api.post('/api/auth/reset-password', { token, newPassword: 'Fresh-Start-7#' });
    expect(res.status).toBe(200);
    expect((await api.get('/api/auth/user', { token: user.token })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: user.email, password: 'Fresh-Start-7#' })).status).toBe(200);
    expect((await api.post('/api/auth/reset-password', { token, newPassword: 'Another-One-8$' })).status).toBe(410);
  });
});

describe('profile and account', () => {
  it('updates the profile, and refuses a WhatsApp number another account holds', async () => {
    const a = await signedUpUser();
    const b = await signedUpUser();
    const res = await api.put('/api/auth/profile', { first_name: 'Mia', location: 'Perth, Australia', timezone: 'Australia/Perth' }, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Mia', location: 'Perth, Australia', timezone: 'Australia/Perth' });
    const taken = await api.put('/api/auth/profile', { whatsapp_number: b.whatsappNumber }, { token: a.token });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('WhatsApp number already registered');
    const fresh = uniqueWhatsapp();
    expect((await api.put('/api/auth/profile', { whatsapp_number: fresh }, { token: a.token })).body.whatsapp_number).toBe(fresh);
    // the old number is free again
    expect((await api.put('/api/auth/profile', { whatsapp_number: a.whatsappNumber }, { token: b.token })).status).toBe(200);
  });

  it('an email change waits for the new address: the old one keeps working until the emailed link is used', async () => {
    const a = await signedUpUser();
    const other = await signedUpUser();
    const next = uniqueEmail('moved');
    const res = await api.put('/api/auth/profile', { email: next, currentPassword: PASSWORD }, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: a.email, email_verified: true, pending_email: next });
    const notice = await waitForEmail(a.email, /being changed/);
    expect(notice.body.text).toContain(`${next[0]}***@example.com`);
    expect(notice.body.text).not.toContain(next);
    // Until confirmed, sign-in uses the old address and the new one is not the account's.
    expect((await api.post('/api/auth/login', { email: a.email, password: PASSWORD })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: next, password: PASSWORD })).status).toBe(401);
    const confirm = await waitForEmail(next, /Confirm your new email/);
    const done = await api.post('/api/auth/verify-email', { token: tokenFromLink(linkIn(confirm, '/verify-email')) });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email: next, email_verified: true, pending_email: null });
    // Every session from before the change ended; the new address signs in; the old one is free again.
    expect((await api.get('/api/auth/user', { token: a.token })).status).toBe(401);
    expect((await api.get('/api/auth/user', { token: done.body.token })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: next, password: PASSWORD })).status).toBe(200);
    expect((await api.post('/api/auth/register', registration({ email: a.email }))).status).toBe(201);
    // An address another account uses is refused before anything is sent.
    expect((await api.put('/api/auth/profile', { email: other.email, currentPassword: PASSWORD }, { token: done.body.token })).status).toBe(409);
  });

  it('deleting the account ends every session and leaves no item of the account', async () => {
    const user = await signedUpUser();
    await api.post('/api/auth/magic-link', { email: user.email });
    // The summaries' schedule items (one per toggle) go with the account too.
    expect((await api.put('/api/auth/profile', { daily_push_enabled: true, weekly_email_enabled: true }, { token: user.token })).status).toBe(200);
    expect((await itemsOf(user.user.id, user.email)).filter((i) => i.entity === 'summarySchedule')).toHaveLength(2);
    expect((await itemsOf(user.user.id, user.email)).length).toBeGreaterThan(3);
    const res = await api.delete('/api/auth/account', { token: user.token, body: { currentPassword: PASSWORD } });
    expect(res.status).toBe(200);
    expect(await itemsOf(user.user.id, user.email)).toHaveLength(0);
    expect((await api.get('/api/auth/user', { token: user.token })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
  });
});
