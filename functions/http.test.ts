import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent } from '../scripts/local/api-adapter';
import { DependencyError, markDependencyFailure, TRY_AGAIN } from './errors';
import { route } from './http';
import { log } from './log';

// This file reads the log lines (the per-file setup silences them elsewhere).
process.env.LOG_LEVEL = 'info';

const ctx = { awsRequestId: 'req-1' } as Context;
const event = (): APIGatewayProxyEventV2 => buildEvent({ method: 'GET', path: '/api/x' }, '$default', undefined);

describe('route()', () => {
  it('turns an unexpected error into a 500 with a request id and no stack trace', async () => {
    const handler = route({ anyRoute: true }, async () => {
      throw new Error('secret detail at /var/task/index.js:1:2');
    });
    const res = await handler(event(), ctx);
    expect(res.statusCode).toBe(500);
    const body = JSON.parse(String(res.body));
    expect(body).toEqual({ error: 'Internal error', requestId: 'req-1' });
    expect(String(res.body)).not.toMatch(/secret detail|index\.js/);
  });

  it('refuses a request whose route key is not in the table', async () => {
    const handler = route({}, async () => ({ ok: true }));
    const res = await handler({ ...event(), routeKey: 'GET /api/unlisted' }, ctx);
    expect(res.statusCode).toBe(404);
  });

  it('needs no origin-verify header when none is configured (locally)', async () => {
    expect(process.env.ORIGIN_VERIFY_SECRET ?? process.env.ORIGIN_VERIFY_SECRET_ARN).toBeUndefined();
    const handler = route({ anyRoute: true }, async () => ({ ok: true }));
    const res = await handler(event(), ctx);
    expect(res.statusCode).toBe(200);
  });
});

describe('dependency failures and log context', () => {
  afterEach(() => vi.restoreAllMocks());

  const throttled = () =>
    new ProvisionedThroughputExceededException({ message: 'Rate of requests exceeds the allowed throughput.', $metadata: { httpStatusCode: 400 } });
  const timedOut = () => Object.assign(new Error('socket hang up after 2000 ms'), { name: 'TimeoutError' });
  const fetchFailed = () => new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) });
  const stripeDown = () => Object.assign(new Error('An error occurred with our connection to Stripe.'), { type: 'StripeConnectionError' });
  const sesRefused = () => markDependencyFailure(Object.assign(new Error('Sending paused'), { name: 'SendingPausedException' }), 'email');
  const whatsappDown = () => new DependencyError('whatsapp', new Error('fetch failed'));
  const cancelledByThrottling = () =>
    Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }],
    });

  it.each([
    ['DynamoDB throttling', throttled],
    ['an SDK timeout', timedOut],
    ['a refused connection under fetch', fetchFailed],
    ['Stripe unreachable', stripeDown],
    ['SES refusing', sesRefused],
    ['WhatsApp unreachable', whatsappDown],
    ['a transaction cancelled by throttling', cancelledByThrottling],
  ])('answers 503 "%s" with the try-again message, a retry-after and nothing of the error', async (_name, make) => {
    const handler = route({ anyRoute: true }, async () => {
      throw make();
    });
    const res = await handler(event(), ctx);
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(String(res.body))).toEqual({ error: TRY_AGAIN });
    expect(res.headers?.['retry-after']).toBe('5');
  });

  it('keeps a 500 for a cancelled transaction whose condition failed (a bug or a conflict the handler did not expect)', async () => {
    const handler = route({ anyRoute: true }, async () => {
      throw Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      });
    });
    expect((await handler(event(), ctx)).statusCode).toBe(500);
  });

  it('puts the request id and the route on lines logged from inside the use case, and on the wrapper line', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void lines.push(text));
    vi.spyOn(console, 'error').mockImplementation((text: string) => void lines.push(text));
    const handler = route({ anyRoute: true }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      log.warn({ msg: 'inside the use case' });
      throw throttled();
    });
    await handler(event(), { awsRequestId: 'req-ctx' } as Context);
    const parsed = lines.map((l) => JSON.parse(l));
    const inner = parsed.find((l) => l.msg === 'inside the use case');
    expect(inner).toMatchObject({ level: 'warn', requestId: 'req-ctx', route: '$default' });
    const outer = parsed.find((l) => l.status === 503);
    expect(outer).toMatchObject({ level: 'error', requestId: 'req-ctx', route: '$default', dependencyFailure: true });
    // Concurrent requests keep their own context.
    lines.length = 0;
    const slow = route({ anyRoute: true }, async ({ requestId }) => {
      await new Promise((r) => setTimeout(r, requestId === 'a' ? 20 : 1));
      log.info({ msg: 'done', mine: requestId });
      return {};
    });
    await Promise.all([slow(event(), { awsRequestId: 'a' } as Context), slow(event(), { awsRequestId: 'b' } as Context)]);
    for (const l of lines.map((x) => JSON.parse(x)).filter((x) => x.msg === 'done')) expect(l.requestId).toBe(l.mine);
  });
});
