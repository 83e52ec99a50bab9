import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { notFoundHandler, routeKey, routes, type RouteRow } from '../../functions/routes';

/**
 * Stands in for API Gateway locally: matches a request against the one route table, builds the
 * same v2 event API Gateway would, and calls the route's handler module.
 */

export interface LocalRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  rawQuery?: string;
  headers?: Record<string, string | string[] | undefined>;
  body?: string | Buffer;
  sourceIp?: string;
}

export interface LocalResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The local stand-ins the functions are given rather than import, so no Lambda bundle can contain them: without
 * STRIPE_SECRET_KEY, billing's payments go to the payment simulator. Imported dynamically, so they land in the
 * module graph the handlers are loaded into (tests reset modules to load handlers under other settings).
 */
export async function installLocalStandIns() {
  const [{ useLocalPayments }, { localSimulator }] = await Promise.all([import('../../functions/billing/payments'), import('./payment-simulator')]);
  useLocalPayments(localSimulator);
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const functionsDir = resolve(import.meta.dirname, '../../functions');

const compiled = routes.map((row) => {
  const pattern = row.path
    .split('/')
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      return param ? `(?<${param[1]}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { row, regex: new RegExp(`^${pattern}$`) };
});

export function matchRoute(method: string, path: string): { row: RouteRow; params: Record<string, string> } | null {
  for (const { row, regex } of compiled) {
    if (row.method !== method.toUpperCase()) continue;
    const m = regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.groups ?? {})) params[k] = safeDecode(v);
    return { row, params };
  }
  return null;
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const loaded = new Map<string, Promise<Handler>>();
function loadHandler(module: string): Promise<Handler> {
  let p = loaded.get(module);
  if (!p) {
    p = Promise.all([import(pathToFileURL(resolve(functionsDir, `${module}.ts`)).href), installLocalStandIns()]).then(([m]) => m.handler as Handler);
    loaded.set(module, p);
  }
  return p;
}

function isTextual(contentType: string) {
  return contentType === '' || /json|text|xml|x-www-form-urlencoded|javascript/i.test(contentType);
}

export function buildEvent(req: LocalRequest, key: string, params: Record<string, string> | undefined): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [k, v] of Object.entries(req.headers ?? {})) {
    if (v === undefined) continue;
    const name = k.toLowerCase();
    if (name === 'cookie') cookies.push(...String(v).split(/;\s*/));
    else headers[name] = Array.isArray(v) ? v.join(',') : v;
  }
  const rawQuery = req.rawQuery ?? '';
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQuery)) query[k] = k in query ? `${query[k]},${v}` : v;
  const raw = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
  const textual = isTextual(headers['content-type'] ?? '');
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: key,
    rawPath: req.path,
    rawQueryString: rawQuery,
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: params && Object.keys(params).length ? params : undefined,
    body: raw && raw.length ? (textual ? raw.toString('utf8') : raw.toString('base64')) : undefined,
    isBase64Encoded: Boolean(raw && raw.length && !textual),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method.toUpperCase(),
        path: req.path,
        protocol: 'HTTP/1.1',
        sourceIp: req.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
  };
}

/** Serve one API request the way API Gateway + Lambda would. */
export async function invokeApi(req: LocalRequest): Promise<LocalResponse> {
  const match = matchRoute(req.method, req.path);
  const module = match ? match.row.handler : notFoundHandler;
  const key = match ? routeKey(match.row) : '$default';
  const event = buildEvent(req, key, match?.params);
  const context = {
    awsRequestId: event.requestContext.requestId,
    functionName: `local-${module.replace(/\W+/g, '-')}`,
    callbackWaitsForEmptyEventLoop: false,
  } as Context;
  const handler = await loadHandler(module);
  const result = await handler(event, context);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  const body = result.body ?? '';
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    body: result.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body,
  };
}
