/** An API call's parts, the same in-process (tests/helpers/api.ts) and over HTTP (scripts/bench/seed.ts). */

export interface CallOptions {
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** The request's headers and body: `body` as JSON unless `rawBody` is given, and the bearer token. */
export function requestOf(opts: CallOptions): { headers: Record<string, string>; body: string | undefined } {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined = opts.rawBody;
  if (body === undefined && opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return { headers, body };
}

/** The response body parsed as JSON; undefined when it is empty or not JSON. */
export function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
