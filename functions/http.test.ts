import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../scripts/local/api-adapter';
import { route } from './http';

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
