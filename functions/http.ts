import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { config } from './config';
import { dbUsage, resetDbUsage } from './data/client';
import { badRequest, HttpError, parsedOr400, isDependencyFailure, notFound, payloadTooLarge, TRY_AGAIN, unauthorized, unsupportedMediaType } from './errors';
import { logContext, logLine, withLogContext } from './log';
import { authenticate, type AuthContext } from './auth/sessions';
import { checkOrigin, decodeBody, lowerCaseHeaders } from './request';
import { redactPath, redactQuery, redactText } from './redact';
import { findRouteByKey, type RouteRow } from './routes';

/**
 * The one handler wrapper. Order of work: find the route row (access level), parse the body
 * (size limit, JSON), validate body/query/path with zod, authenticate, run the use case, then
 * serialise, add security headers, map errors and write one log line.
 */

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteOptions<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> {
  body?: B;
  query?: Q;
  path?: P;
  /** Keep the body as text (webhooks verify signatures on the exact bytes). */
  rawBody?: boolean;
  /** Serve any route key (the not-found handler). */
  anyRoute?: boolean;
  /** A larger body limit than MAX_BODY_BYTES for this route only (the document upload). */
  maxBodyBytes?: number;
  /** Read the caller's profile beside the session (`auth.profile`), in the same round trip. */
  profile?: boolean;
}

export interface Input<B, Q, P> {
  body: B;
  query: Q;
  path: P;
  /** The signed-in session on user and admin routes; null on public ones. */
  auth: AuthContext | null;
  rawBody: string;
  headers: Record<string, string>;
  sourceIp: string;
  requestId: string;
  event: APIGatewayProxyEventV2;
}

/** A response with a status other than 200, or a body that is not JSON. */
export class Reply {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = (statusCode: number, body: unknown, headers?: Record<string, string>) => new Reply(statusCode, body, headers);

export const SECURITY_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RequestContext>;
interface RequestContext extends Context {
  input?: Input<unknown, unknown, unknown>;
  row?: RouteRow;
  startedAt?: number;
}

function parse<S extends Schema | undefined>(schema: S, value: unknown, where: string): Infer<S> {
  return (schema ? parsedOr400(schema, value, where) : undefined) as Infer<S>;
}

const parseRequest = (opts: RouteOptions<Schema | undefined, Schema | undefined, Schema | undefined>) => ({
  before: async (request: Request) => {
    const { event, context } = request;
    const headers = lowerCaseHeaders(event.headers);
    // A caller that went around CloudFront learns nothing, not even whether the route exists.
    await checkOrigin(headers);
    const row = findRouteByKey(event.routeKey);
    if (!row && !opts.anyRoute) throw notFound(`No API route for ${event.routeKey}`);
    context.row = row;
    if (row) logContext().route = `${row.method} ${row.path}`;
    const rawBody = decodeBody(event);
    const limit = opts.maxBodyBytes ?? config().MAX_BODY_BYTES;
    if (Buffer.byteLength(rawBody) > limit) {
      throw payloadTooLarge(`The request body is too large (limit ${Math.floor(limit / 1024)} KB).`);
    }
    // Who is asking comes first: an anonymous caller learns nothing about the route's inputs.
    let auth: AuthContext | null = null;
    if (row && row.access !== 'public') {
      const header = headers['authorization'] ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized();
      auth = await authenticate(match[1], { admin: row.access === 'admin', profile: opts.profile });
    }
    let json: unknown = {};
    if (opts.body && !opts.rawBody && rawBody.trim() !== '') {
      const type = headers['content-type'] ?? '';
      if (!/^application\/json\b/i.test(type)) {
        throw unsupportedMediaType('Send the request body as JSON with the header Content-Type: application/json.');
      }
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
    }
    const path = parse(opts.path, event.pathParameters ?? {}, 'path');
    const query = parse(opts.query, event.queryStringParameters ?? {}, 'query');
    const body = opts.rawBody ? undefined : parse(opts.body, json, 'body');

    context.input = {
      body,
      query,
      path,
      auth,
      rawBody,
      headers,
      sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
      requestId: context.awsRequestId,
      event,
    };
  },
});

function toResponse(value: unknown): APIGatewayProxyStructuredResultV2 {
  const r = value instanceof Reply ? value : new Reply(200, value);
  const isText = typeof r.body === 'string';
  return {
    statusCode: r.statusCode,
    headers: {
      'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      ...SECURITY_HEADERS,
      ...r.headers,
    },
    body: r.body === undefined ? '' : isText ? (r.body as string) : JSON.stringify(r.body),
  };
}

function errorReply(error: unknown, requestId: string): Reply {
  if (error instanceof HttpError) {
    return reply(error.statusCode, error.fields ? { error: error.message, fields: error.fields } : { error: error.message }, error.headers);
  }
  // A dependency that is throttled, slow or down: the caller may simply retry (never a 500 with details).
  if (isDependencyFailure(error)) return reply(503, { error: TRY_AGAIN }, { 'retry-after': '5' });
  return reply(500, { error: 'Internal error', requestId });
}

function log(request: Request, status: number, error?: unknown) {
  const { context, event } = request;
  const usage = dbUsage();
  const line: Record<string, unknown> = {
    requestId: context.awsRequestId,
    route: context.row ? `${context.row.method} ${context.row.path}` : event.routeKey,
    path: redactPath(event.rawPath ?? '', context.row?.path),
    query: redactQuery(event.queryStringParameters),
    status,
    ms: Date.now() - (context.startedAt ?? Date.now()),
    db: usage.calls,
    dbRoundTrips: usage.roundTrips,
    dbReadRoundTrips: usage.readRoundTrips,
    user: context.input?.auth?.userId,
  };
  // The error's name is a class name (never a secret, and long ones like ProvisionedThroughputExceededException matter).
  if (status >= 500 && error instanceof Error) line.err = `${error.name}: ${redactText(error.message)}`;
  if (status === 503 && isDependencyFailure(error)) line.dependencyFailure = true; // counted and alarmed (DependencyFailures)
  // A refused or failed webhook delivery (bad signature included) is counted by a metric filter and alarmed.
  const webhook = context.row?.path.endsWith('/webhook') ?? false;
  if (webhook && status >= 400) line.webhookFailure = true;
  logLine(status >= 500 ? 'error' : webhook && status >= 400 ? 'warn' : 'info', line, { always: status >= 500 || (webhook && status >= 400) });
}

const respond = () => ({
  before: (request: Request) => {
    request.context.startedAt = Date.now();
    resetDbUsage();
  },
  after: (request: Request) => {
    request.response = toResponse(request.response);
    log(request, request.response.statusCode ?? 200);
  },
  onError: (request: Request) => {
    request.response = toResponse(errorReply(request.error, request.context.awsRequestId));
    log(request, request.response.statusCode ?? 500, request.error);
  },
});

/** Build a Lambda handler for one route of the table. */
export function route<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
  opts: RouteOptions<B, Q, P>,
  useCase: (input: Input<Infer<B>, Infer<Q>, Infer<P>>) => Promise<unknown>,
) {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RequestContext>()
    .use(respond())
    .use(parseRequest(opts))
    .handler(async (_event, context) => useCase(context.input as Input<Infer<B>, Infer<Q>, Infer<P>>) as never);
  // Every line logged while the request runs (wrapper, handler, use case) carries its id and route.
  return (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    context.awsRequestId ||= randomUUID();
    return withLogContext({ requestId: context.awsRequestId, route: event.routeKey }, () => handler(event, context as RequestContext));
  };
}

/** The signed-in user of a user/admin route (the wrapper has already refused anonymous calls). */
export function signedIn(input: { auth: AuthContext | null }): AuthContext {
  if (!input.auth) throw unauthorized();
  return input.auth;
}
