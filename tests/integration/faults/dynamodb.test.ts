import { afterEach, describe, expect, it } from 'vitest';
import { TRY_AGAIN } from '../../../functions/errors';
import { PASSWORD, registration, signedUpUser, tokenFromLink } from '../../helpers/accounts';
import { api } from '../../helpers/api';
import { childMember } from '../../helpers/family';
import { failDynamo, throttled, timedOut } from '../../helpers/faults';
import { linkIn, waitForEmail } from '../../helpers/mail';
import { allItems, itemsOf } from '../../helpers/table';

// DynamoDB throttled or timing out, driven through the real handlers against DynamoDB Local: the caller
// gets a 503 with the try-again message, and the table holds nothing half-written.
let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
});

const expectTryAgain = (res: { status: number; body: unknown; headers: Record<string, string>; text: string }) => {
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ error: TRY_AGAIN });
  expect(res.headers['retry-after']).toBe('5');
  expect(res.text).not.toMatch(/Exception|throughput|at .*\.ts/);
};

describe('DynamoDB faults', () => {
  it('answers 503 to a registration whose account write is throttled, and leaves no trace of it; a retry then works', async () => {
    const body = registration();
    undo = failDynamo((op) => op === 'TransactWriteItems', throttled);
    expectTryAgain(await api.post('/api/auth/register', body));
    const email = String(body.email).toLowerCase();
    expect((await allItems()).filter((i) => JSON.stringify(i).includes(email))).toEqual([]);
    undo();
    undo = undefined;
    expect((await api.post('/api/auth/register', body)).status).toBe(201);
  });

  it('answers 503, not 401, when the session check times out', async () => {
    const u = await signedUpUser();
    undo = failDynamo(() => true, timedOut);
    expectTryAgain(await api.get('/api/family-members', { token: u.token }));
  });

  it('answers 503 to a member created while the write is throttled, and stores no member', async () => {
    const u = await signedUpUser();
    const before = await itemsOf(u.user.id);
    undo = failDynamo((op) => op === 'PutItem' || op === 'TransactWriteItems', throttled);
    expectTryAgain(await api.post('/api/family-members', childMember({ name: 'Throttled' }), { token: u.token }));
    undo();
    undo = undefined;
    const after = await itemsOf(u.user.id);
    expect(after.filter((i) => i.name === 'Throttled')).toEqual([]);
    // Only the session's sliding touch may differ: no item was added or removed.
    expect(after.map((i) => `${i.pk}|${i.sk}`).sort()).toEqual(before.map((i) => `${i.pk}|${i.sk}`).sort());
  });

  it('answers 503, not 409, when a transaction is cancelled by throttling rather than by a condition', async () => {
    const body = registration();
    undo = failDynamo(
      (op) => op === 'TransactWriteItems',
      () =>
        Object.assign(new Error('Transaction cancelled, please refer cancellation reasons for specific reasons [None, ThrottlingError, None, None]'), {
          name: 'TransactionCanceledException',
          $metadata: { httpStatusCode: 400 },
          CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }, { Code: 'None' }, { Code: 'None' }],
        }),
    );
    expectTryAgain(await api.post('/api/auth/register', body));
    expect((await allItems()).filter((i) => JSON.stringify(i).includes(String(body.email).toLowerCase()))).toEqual([]);
  });

  it('uses a password-reset link only together with the new password: a throttled write leaves the link working for a retry', async () => {
    const u = await signedUpUser();
    expect((await api.post('/api/auth/request-password-reset', { email: u.email })).status).toBe(200);
    const token = tokenFromLink(linkIn(await waitForEmail(u.email, /Reset your/), '/reset-password'));
    undo = failDynamo((op) => op === 'TransactWriteItems', throttled);
    expectTryAgain(await api.post('/api/auth/reset-password', { token, newPassword: 'Fresh-Start-7#' }));
    undo();
    undo = undefined;
    // Nothing changed: the old password still signs in, and the link was not used up.
    expect((await api.post('/api/auth/login', { email: u.email, password: PASSWORD })).status).toBe(200);
    expect((await allItems()).filter((i) => i.entity === 'token' && i.userId === u.user.id && i.kind === 'password-reset' && i.usedAt)).toEqual([]);
    expect((await api.post('/api/auth/reset-password', { token, newPassword: 'Fresh-Start-7#' })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: u.email, password: 'Fresh-Start-7#' })).status).toBe(200);
    expect((await api.post('/api/auth/reset-password', { token, newPassword: 'Another-One-8$' })).status).toBe(410);
  });

  it('uses a verification link only together with the verification: a throttled write leaves the account unverified and the link working', async () => {
    const body = registration();
    const email = String(body.email).toLowerCase();
    expect((await api.post('/api/auth/register', body)).status).toBe(201);
    const token = tokenFromLink(linkIn(await waitForEmail(email, /Verify your email/), '/verify-email'));
    undo = failDynamo((op) => op === 'TransactWriteItems', throttled);
    expectTryAgain(await api.post('/api/auth/verify-email', { token }));
    undo();
    undo = undefined;
    const user = (await allItems()).find((i) => i.entity === 'user' && i.email === email)!;
    expect(user.email_verified).toBe(false);
    const ok = await api.post('/api/auth/verify-email', { token });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    expect((await api.post('/api/auth/verify-email', { token })).status).toBe(410);
  });

  it('ends the other sessions before changing a password, so a throttled password write can simply be retried', async () => {
    const u = await signedUpUser();
    const other = (await api.post('/api/auth/login', { email: u.email, password: PASSWORD })).body.token as string;
    undo = failDynamo((op, input) => op === 'UpdateItem' && JSON.stringify(input).includes('password_hash'), throttled);
    expectTryAgain(await api.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'Brand-New-9?' }, { token: u.token }));
    undo();
    undo = undefined;
    expect((await api.get('/api/auth/user', { token: other })).status).toBe(401);
    expect((await api.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'Brand-New-9?' }, { token: u.token })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: u.email, password: 'Brand-New-9?' })).status).toBe(200);
  });
});
