import type { SWRConfiguration } from 'swr';
import { STORAGE_KEYS } from '../../../shared/constants';

/**
 * The one way the web app talks to the API (docs/decisions/0010): JSON in and out, the bearer
 * token from local storage, cookies included, and any non-OK answer thrown as
 * `Error("<status>: <body text or status text>")`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. `message` is exactly "<status>: <body text or status text>". */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The body parsed as JSON; undefined when it is not JSON (an HTML error page, a status text). */
  readonly body: unknown;
  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseJson(bodyText);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

/**
 * Sends one request. The token is read when the call is made (before any await), so a caller may
 * remove it right after starting, e.g. logout.
 */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** `apiRequest` and the JSON body of the answer (null when the answer has none). */
export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The GET address of a read: the key (a path, perhaps with a query) and the `_t`/`_cb` cache busters. */
export function readUrl(path: string, now: number = Date.now(), random: number = Math.random()): string {
  const params = new URLSearchParams({ _t: String(now), _cb: random.toString(36).slice(2) });
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}

export type On401 = 'throw' | 'returnNull';

/** Builds the SWR fetcher for reads; on a 401 it throws (default) or answers null. */
export function createReadFetcher(on401: On401 = 'throw') {
  return async function read<T>(key: string): Promise<T> {
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(readUrl(key), { method: 'GET', headers, credentials: 'include', cache: 'no-store' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export const readFetcher = createReadFetcher('throw');

/** SWR defaults for every read (7.1): always stale, no retries, no polling, refetch on focus. */
export const swrDefaults: SWRConfiguration = {
  fetcher: readFetcher,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: true,
  dedupingInterval: 0,
  refreshInterval: 0,
};

/** The HTTP status of an error thrown by this client, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}): /.exec(error.message);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/**
 * The JSON body of a failed request: the one ApiError parsed, or for an error built elsewhere in the
 * client's "<status>: <body>" form, its body part.
 */
function errorBody(error: unknown): Record<string, unknown> | undefined {
  let body: unknown;
  if (error instanceof ApiError) body = error.body;
  else if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    body = match ? parseJson(match[1]) : undefined;
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** The server's `error` text from a failed request (`{"error":"..."}`); undefined when there is none. */
export function serverErrorMessage(error: unknown): string | undefined {
  const message = errorBody(error)?.error;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The per-field messages of a 400 answer `{ error, fields }`, when the server sent them. */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  const fields = errorBody(error)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
    const text = Array.isArray(v) ? v[0] : v;
    if (typeof text === 'string') out[k] = text;
  }
  return out;
}

/** True when the request never got an answer (offline, DNS, CORS, aborted connection). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (error instanceof TypeError) return true;
  return error instanceof Error && /failed to fetch|networkerror|network request failed|load failed/i.test(error.message);
}
