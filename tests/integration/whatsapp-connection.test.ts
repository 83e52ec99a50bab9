import { describe, expect, it } from 'vitest';
import { hashToken } from '../../functions/accounts/one-time-tokens';
import { keys } from '../../functions/data/keys';
import { getUser } from '../../functions/data/users';
import { accountForNumber, completeConnection } from '../../functions/whatsapp/connections';
import { findConnectCode } from '../../functions/whatsapp/connect-code';
import { PASSWORD, registration, signedUpUser, uniqueWhatsapp } from '../helpers/accounts';
import { api } from '../helpers/api';
import { allItems, itemsOf, setAttributes } from '../helpers/table';
import { updateUserProfile, WHATSAPP_MOVED } from '../../functions/data/user-claims';

type User = Awaited<ReturnType<typeof signedUpUser>>;
const digits = (e164: string) => e164.replace(/\D/g, '');
const connection = async (u: User) => (await api.get('/api/whatsapp/connection', { token: u.token })).body;
const startCode = async (u: User) => {
  const res = await api.post('/api/whatsapp/connect', undefined, { token: u.token });
  expect(res.status).toBe(200);
  return res.body as { code: string; message: string; url: string; expiresAt: string };
};
const numberItem = async (e164: string) => (await allItems()).find((i) => i.pk === keys.whatsappUnique(e164).pk);

describe('public config', () => {
  it('serves the assistant number without a session', async () => {
    const res = await api.get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ supportWhatsapp: digits(process.env.SUPPORT_WHATSAPP ?? '15551234567') });
  });
});

describe('connecting a WhatsApp number', () => {
  it('issues a code, a message and a wa.me link; the message from a number connects it', async () => {
    const u = await signedUpUser();
    expect(await connection(u)).toEqual({ connected: false, number: null });
    const before = Date.now();
    const started = await startCode(u);
    expect(started.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(started.message).toContain(started.code);
    expect(started.url).toBe(`https://wa.me/15551234567?text=${encodeURIComponent(started.message)}`);
    const lifetime = Date.parse(started.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 1000);
    // Only the hash of the code is stored.
    expect(JSON.stringify(await allItems())).not.toContain(started.code.replace('-', ''));

    // The typed number is a contact detail only: not trusted before the message arrives.
    expect(await accountForNumber(digits(u.whatsappNumber as string))).toBeNull();
    const phone = uniqueWhatsapp();
    const found = findConnectCode(started.message)!;
    expect(found).toBe(started.code.replace('-', ''));
    expect(await completeConnection(found, digits(phone))).toEqual({ userId: u.user.id });
    expect(await connection(u)).toEqual({ connected: true, number: phone });
    expect(await accountForNumber(digits(phone))).toBe(u.user.id);
    const profile = (await api.get('/api/auth/user', { token: u.token })).body;
    expect(profile.whatsapp_number).toBe(phone);
    // The number typed at registration is released for others.
    expect(await numberItem(u.whatsappNumber as string)).toBeUndefined();
    const reuse = await api.post('/api/auth/register', registration({ whatsappNumber: u.whatsappNumber }));
    expect(reuse.status).toBe(201);
  });

  it('finds codes as people retype them, and nothing in ordinary messages', () => {
    expect(findConnectCode('connect my simplify account. code: k7qm-4xpd')).toBe('K7QM4XPD');
    expect(findConnectCode('Code K7QM 4XPD please')).toBe('K7QM4XPD');
    expect(findConnectCode('add hand-made cake tomorrow')).toBeNull();
    expect(findConnectCode('code K7QM4XPD')).toBeNull();
    expect(findConnectCode('code K7QM-4XP0')).toBeNull();
    expect(findConnectCode('add swimming tomorrow at 4pm')).toBeNull();
  });

  it('refuses an expired code', async () => {
    const u = await signedUpUser();
    const { code } = await startCode(u);
    const hash = hashToken(code.replace('-', ''));
    await setAttributes(keys.whatsappConnectCode(hash), { expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(await completeConnection(code, digits(uniqueWhatsapp()))).toBeNull();
    expect(await connection(u)).toEqual({ connected: false, number: null });
  });

  it('uses a code once, also when it arrives five times at once, and a new code replaces the old one', async () => {
    const u = await signedUpUser();
    const first = await startCode(u);
    const second = await startCode(u);
    expect(second.code).not.toBe(first.code);
    expect(await completeConnection(first.code, digits(uniqueWhatsapp()))).toBeNull();
    const phone = uniqueWhatsapp();
    const results = await Promise.all(Array.from({ length: 5 }, () => completeConnection(second.code, digits(phone))));
    expect(results.filter(Boolean)).toEqual([{ userId: u.user.id }]);
    expect(await completeConnection(second.code, digits(uniqueWhatsapp()))).toBeNull();
    expect(await connection(u)).toEqual({ connected: true, number: phone });
    expect((await allItems()).filter((i) => i.entity === 'whatsappCode' && i.userId === u.user.id)).toHaveLength(0);
  });

  it('refuses wrong and malformed codes and numbers', async () => {
    const u = await signedUpUser();
    const { code } = await startCode(u);
    const wrong = code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await completeConnection(wrong, digits(uniqueWhatsapp()))).toBeNull();
    expect(await completeConnection('', '15550001111')).toBeNull();
    expect(await completeConnection('ABC', '15550001111')).toBeNull();
    expect(await completeConnection(code, 'not a number')).toBeNull();
    expect(await completeConnection(code, '123')).toBeNull();
    expect(await connection(u)).toEqual({ connected: false, number: null });
    // The right code still works after the wrong ones.
    expect(await completeConnection(code, digits(uniqueWhatsapp()))).toEqual({ userId: u.user.id });
  });

  it('takes the number from an account that merely typed it, in one go', async () => {
    const typist = await signedUpUser();
    const owner = await signedUpUser();
    const number = typist.whatsappNumber as string;
    const stale = (await getUser(typist.user.id))!;
    const { code } = await startCode(owner);
    expect(await completeConnection(code, digits(number))).toEqual({ userId: owner.user.id });
    expect(await connection(owner)).toEqual({ connected: true, number });
    expect((await api.get('/api/auth/user', { token: typist.token })).body.whatsapp_number).toBeNull();
    expect(await numberItem(number)).toMatchObject({ userId: owner.user.id, gsi2pk: keys.ownerIndexKey(owner.user.id) });
    expect(await accountForNumber(digits(number))).toBe(owner.user.id);
    // The typist cannot claim it back by typing it.
    const retype = await api.put('/api/auth/profile', { whatsapp_number: number }, { token: typist.token });
    expect(retype.status).toBe(409);
    // A profile change prepared before the move does not delete the owner's connection.
    await expect(updateUserProfile(stale, { whatsapp_number: uniqueWhatsapp() })).rejects.toMatchObject({ statusCode: 409, message: WHATSAPP_MOVED });
    expect(await accountForNumber(digits(number))).toBe(owner.user.id);
  });

  it('moves a verified number to another account only through that account’s fresh code', async () => {
    const first = await signedUpUser();
    const second = await signedUpUser();
    const phone = uniqueWhatsapp();
    expect(await completeConnection((await startCode(first)).code, digits(phone))).toEqual({ userId: first.user.id });
    expect((await api.put('/api/auth/profile', { whatsapp_number: phone }, { token: second.token })).status).toBe(409);
    expect(await completeConnection((await startCode(second)).code, digits(phone))).toEqual({ userId: second.user.id });
    expect(await connection(first)).toEqual({ connected: false, number: null });
    expect(await connection(second)).toEqual({ connected: true, number: phone });
    expect(await accountForNumber(digits(phone))).toBe(second.user.id);
  });

  it('disconnects, keeping the number as a contact detail; a profile change of the number also ends it', async () => {
    const u = await signedUpUser();
    const phone = uniqueWhatsapp();
    await completeConnection((await startCode(u)).code, digits(phone));
    const res = await api.delete('/api/whatsapp/connection', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ connected: false, number: null });
    expect(await accountForNumber(digits(phone))).toBeNull();
    expect((await api.get('/api/auth/user', { token: u.token })).body.whatsapp_number).toBe(phone);
    expect((await api.delete('/api/whatsapp/connection', { token: u.token })).status).toBe(200);

    await completeConnection((await startCode(u)).code, digits(phone));
    expect((await connection(u)).connected).toBe(true);
    const other = uniqueWhatsapp();
    expect((await api.put('/api/auth/profile', { whatsapp_number: other }, { token: u.token })).status).toBe(200);
    expect(await connection(u)).toEqual({ connected: false, number: null });
    expect(await accountForNumber(digits(phone))).toBeNull();
    expect(await accountForNumber(digits(other))).toBeNull();
  });

  it('keeps callers apart', async () => {
    const a = await signedUpUser();
    const b = await signedUpUser();
    const phone = uniqueWhatsapp();
    await completeConnection((await startCode(a)).code, digits(phone));
    expect(await connection(b)).toEqual({ connected: false, number: null });
    await api.delete('/api/whatsapp/connection', { token: b.token });
    expect(await connection(a)).toEqual({ connected: true, number: phone });
    // B's code connects B, never A.
    expect(await completeConnection((await startCode(b)).code, digits(uniqueWhatsapp()))).toEqual({ userId: b.user.id });
    expect(await connection(a)).toEqual({ connected: true, number: phone });
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['POST', '/api/whatsapp/connect'],
      ['GET', '/api/whatsapp/connection'],
      ['DELETE', '/api/whatsapp/connection'],
    ] as const) {
      const res = await (method === 'POST' ? api.post(path) : method === 'GET' ? api.get(path) : api.delete(path));
      expect(res.status, path).toBe(401);
    }
  });

  it('account deletion removes the code, the connection and the number', async () => {
    const u = await signedUpUser();
    const phone = uniqueWhatsapp();
    await completeConnection((await startCode(u)).code, digits(phone));
    await startCode(u); // a pending code as well
    expect((await allItems()).some((i) => i.entity === 'whatsappCode' && i.userId === u.user.id)).toBe(true);
    expect((await api.delete('/api/auth/account', { token: u.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
    expect(await itemsOf(u.user.id, u.email)).toHaveLength(0);
    expect(await accountForNumber(digits(phone))).toBeNull();
  });
});
