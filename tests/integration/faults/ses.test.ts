import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRATION_MAIL_FAILED } from '../../../functions/auth/register';
import { TRY_AGAIN } from '../../../functions/errors';
import { registration, signedUpUser, uniqueEmail } from '../../helpers/accounts';
import { api } from '../../helpers/api';
import { emailsTo, waitForEmail } from '../../helpers/mail';
import { allItems } from '../../helpers/table';

// SES refusing or timing out, through aws-sdk-client-mock on the SES client; everything else (DynamoDB
// Local, the mail catcher once the mock is restored) is real.
let ses: ReturnType<typeof mockClient> | undefined;
afterEach(() => {
  ses?.restore();
  ses = undefined;
});

const sesFails = (fault: () => Error) => {
  ses = mockClient(SESv2Client);
  ses.on(SendEmailCommand).callsFake(() => Promise.reject(fault()));
  return ses;
};
const throttledSes = () =>
  Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException', $fault: 'client', $metadata: { httpStatusCode: 429 } });
const sesTimeout = () => Object.assign(new Error('Connection timed out after 3000 ms'), { name: 'TimeoutError', $metadata: {} });
const sendingPaused = () =>
  Object.assign(new Error('Sending is paused for this account.'), { name: 'SendingPausedException', $fault: 'client', $metadata: { httpStatusCode: 400 } });

const itemsMentioning = async (text: string) => (await allItems()).filter((i) => JSON.stringify(i).includes(text));

describe('SES faults', () => {
  it.each([
    ['throttled', throttledSes],
    ['timing out', sesTimeout],
    ['refusing (sending paused)', sendingPaused],
  ])('rolls back a registration whose verification email cannot be sent (SES %s), so the person can register again', async (_name, fault) => {
    const body = registration();
    const email = String(body.email).toLowerCase();
    const mock = sesFails(fault);
    const res = await api.post('/api/auth/register', body);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: REGISTRATION_MAIL_FAILED });
    expect(REGISTRATION_MAIL_FAILED).toContain(TRY_AGAIN);
    expect(mock.commandCalls(SendEmailCommand).length).toBeGreaterThanOrEqual(1);
    // No account, no email or number claim: nothing stands in the way of registering again.
    expect((await itemsMentioning(email)).filter((i) => i.entity !== 'rateLimit')).toEqual([]);
    expect(await itemsMentioning(String(body.whatsappNumber).replace(/\D/g, ''))).toEqual([]);
    mock.restore();
    ses = undefined;
    const again = await api.post('/api/auth/register', body);
    expect(again.status).toBe(201);
    await waitForEmail(email, /Verify your email/);
  });

  it('answers 503 to a new verification link while SES is down, and Resend works once it is back', async () => {
    const body = registration();
    const email = String(body.email).toLowerCase();
    expect((await api.post('/api/auth/register', body)).status).toBe(201);
    await waitForEmail(email, /Verify your email/);
    const mock = sesFails(sesTimeout);
    const failed = await api.post('/api/auth/resend-verification', { email });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ error: TRY_AGAIN });
    expect(mock.commandCalls(SendEmailCommand)).toHaveLength(1);
    // The account is still there, unverified, waiting for the link.
    expect((await itemsMentioning(email)).some((i) => i.entity === 'user' && i.email_verified === false)).toBe(true);
    mock.restore();
    ses = undefined;
    const sentBefore = (await emailsTo(email)).length;
    const ok = await api.post('/api/auth/resend-verification', { email });
    expect(ok.status).toBe(200);
    await expect.poll(async () => (await emailsTo(email)).length, { timeout: 10_000 }).toBe(sentBefore + 1);
  });

  it('answers 503 to a password reset request while SES is throttled', async () => {
    const u = await signedUpUser({ email: uniqueEmail('reset') });
    sesFails(throttledSes);
    const res = await api.post('/api/auth/request-password-reset', { email: u.email });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: TRY_AGAIN });
  });
});
