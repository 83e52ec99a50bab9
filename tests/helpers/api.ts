import { invokeApi } from '../../scripts/local/api-adapter';

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

/** Call a route through the same adapter `npm start` uses: route table → v2 event → handler. */
export async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined = opts.rawBody;
  if (body === undefined && opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await invokeApi({
    method,
    path,
    rawQuery: opts.query ? new URLSearchParams(opts.query).toString() : '',
    headers,
    body,
    sourceIp: opts.ip ?? '203.0.113.10',
  });
  let parsed: unknown = undefined;
  try {
    parsed = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.statusCode, headers: res.headers, body: parsed, text: res.body };
}

export const api = {
  get: (path: string, opts?: CallOptions) => call('GET', path, opts),
  post: (path: string, body?: unknown, opts?: CallOptions) => call('POST', path, { ...opts, body }),
  put: (path: string, body?: unknown, opts?: CallOptions) => call('PUT', path, { ...opts, body }),
  patch: (path: string, body?: unknown, opts?: CallOptions) => call('PATCH', path, { ...opts, body }),
  delete: (path: string, opts?: CallOptions) => call('DELETE', path, opts),
};
