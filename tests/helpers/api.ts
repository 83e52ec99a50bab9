import { invokeApi } from '../../scripts/local/api-adapter';
import { jsonOf, requestOf, type CallOptions, type CallResult } from './request';

/** What the local adapter takes for one call: the request as API Gateway would pass it on. */
function apiRequest(method: string, path: string, opts: CallOptions = {}) {
  const { headers, body } = requestOf(opts);
  return { method, path, rawQuery: opts.query ? new URLSearchParams(opts.query).toString() : '', headers, body, sourceIp: opts.ip ?? '203.0.113.10' };
}

/** Call a route through the same adapter `npm start` uses: route table → v2 event → handler. */
export async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
  const res = await invokeApi(apiRequest(method, path, opts));
  return { status: res.statusCode, headers: res.headers, body: jsonOf(res.body), text: res.body };
}

export const api = {
  get: (path: string, opts?: CallOptions) => call('GET', path, opts),
  post: (path: string, body?: unknown, opts?: CallOptions) => call('POST', path, { ...opts, body }),
  put: (path: string, body?: unknown, opts?: CallOptions) => call('PUT', path, { ...opts, body }),
  patch: (path: string, body?: unknown, opts?: CallOptions) => call('PATCH', path, { ...opts, body }),
  delete: (path: string, opts?: CallOptions) => call('DELETE', path, opts),
};
