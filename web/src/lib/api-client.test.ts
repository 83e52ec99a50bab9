import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { ApiError, apiRequest, errorStatus, isNetworkError, readFetcher, readUrl, serverErrorMessage, serverFieldErrors, swrDefaults } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with a content type, the bearer token and cookies', async () => {
    localStorage.setItem('auth_token', 'tok-123');
    const { calls } = mockApi({ 'POST /api/things': { body: { ok: true } } });
    await apiRequest('POST', '/api/things', { a: 1 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/things',
      body: { a: 1 },
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-123' },
    });
  });

  it('sends neither a content type without a body nor a bearer header without a token', async () => {
    const { calls } = mockApi({ 'DELETE /api/things/1': { status: 204 } });
    await apiRequest('DELETE', '/api/things/1');
    expect(calls[0].headers).toEqual({});
    expect(calls[0].credentials).toBe('include');
  });

  it('throws "<status>: <body>" for a non-OK answer', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('401: {"error":"Invalid email or password"}');
    expect(errorStatus(error)).toBe(401);
    expect(serverErrorMessage(error)).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('reads (SWR fetcher)', () => {
  it('GETs the key with _t and _cb cache busters, no-cache headers and the bearer token', async () => {
    localStorage.setItem('auth_token', 'tok-9');
    const { calls } = mockApi({ 'GET /api/family-members': { body: [{ id: 'm1' }] } });
    const data = await readFetcher('/api/family-members');
    expect(data).toEqual([{ id: 'm1' }]);
    const url = new URL(calls[0].url, 'http://localhost');
    expect(url.pathname).toBe('/api/family-members');
    expect(url.searchParams.get('_t')).toMatch(/^\d+$/);
    expect(url.searchParams.get('_cb')).toMatch(/^[a-z0-9]+$/);
    expect(calls[0].headers).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache', Authorization: 'Bearer tok-9' });
    expect(calls[0].credentials).toBe('include');
  });

  it('adds the cache busters and keeps an existing query', () => {
    expect(readUrl('/api/family-members', 42, 0.5)).toBe('/api/family-members?_t=42&_cb=i');
    expect(readUrl('/api/calendar/events?fromDate=a', 1, 0.25)).toBe('/api/calendar/events?fromDate=a&_t=1&_cb=9');
  });

  it('throws on 401 by default', async () => {
    mockApi({ 'GET /api/auth/user': { status: 401, body: { error: 'Unauthorized' } } });
    await expect(readFetcher('/api/auth/user')).rejects.toThrow('401: {"error":"Unauthorized"}');
  });

  it('has the spec defaults: no retries, refetch on focus, always stale, no polling', () => {
    expect(swrDefaults).toMatchObject({ shouldRetryOnError: false, revalidateOnFocus: true, dedupingInterval: 0, refreshInterval: 0 });
  });
});

describe('error helpers', () => {
  it('reads the server message only from a JSON error body', () => {
    expect(serverErrorMessage(new Error('400: {"error":"Bad thing"}'))).toBe('Bad thing');
    expect(serverErrorMessage(new Error('500: Internal Server Error'))).toBeUndefined();
    expect(serverErrorMessage(new ApiError(409, '{"error":"Taken","fields":{}}', 'Conflict'))).toBe('Taken');
    expect(serverErrorMessage('nope')).toBeUndefined();
    expect(serverErrorMessage(new ApiError(400, '{"error":"  "}', 'Bad Request'))).toBeUndefined();
  });

  it('reads the per-field messages from the parsed body', () => {
    const error = new ApiError(400, '{"error":"Invalid input","fields":{"email":["Enter an email"],"name":"Required","n":3}}', 'Bad Request');
    expect(error.body).toEqual({ error: 'Invalid input', fields: { email: ['Enter an email'], name: 'Required', n: 3 } });
    expect(serverFieldErrors(error)).toEqual({ email: 'Enter an email', name: 'Required' });
    expect(serverFieldErrors(new ApiError(400, '<html>', 'Bad Request'))).toBeUndefined();
    expect(new ApiError(502, '<html>', 'Bad Gateway').body).toBeUndefined();
  });

  it('tells a network failure from an answered request', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiError(500, '', 'x'))).toBe(false);
  });
});
