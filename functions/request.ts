import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHash, timingSafeEqual } from 'node:crypto';
import { secret } from './adapters/secrets';
import { config, ORIGIN_VERIFY_HEADER } from './config';
import { forbidden } from './errors';

/** Reading the raw API Gateway event, before any route runs (functions/http.ts). */

export function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers'] | undefined) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

export function decodeBody(event: APIGatewayProxyEventV2): string {
  if (event.body == null) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * In AWS only CloudFront knows the origin-verify secret, so a call straight to the execute-api address
 * (around the stage throttles and the response-headers policy) is refused. Locally nothing is set: no check.
 */
export async function checkOrigin(headers: Record<string, string>) {
  const c = config();
  if (!c.ORIGIN_VERIFY_SECRET && !c.ORIGIN_VERIFY_SECRET_ARN) return;
  const expected = await secret('originVerify');
  if (!timingSafeEqual(digest(headers[ORIGIN_VERIFY_HEADER] ?? ''), digest(expected))) {
    throw forbidden("Forbidden: use the app's address to reach the API.");
  }
}
