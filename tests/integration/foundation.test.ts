import { describe, expect, it } from 'vitest';
import { api, call } from '../helpers/api';

describe('the handler wrapper, through the local adapter', () => {
  it('reports the table reachable on /api/health', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', table: 'reachable' });
  });

  it('answers an unknown route with a 404 JSON error', async () => {
    const res = await api.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/No API route/);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await call('POST', '/api/auth/login', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON.');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await call('POST', '/api/auth/login', { rawBody: 'email=a@b.c', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(typeof res.body.error).toBe('string');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await api.post('/api/auth/login', { email: 'a@example.com', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/);
  });

  it('answers validation failures with 400, a message and per-field messages', async () => {
    const res = await api.post('/api/auth/login', { email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter a valid email address');
    expect(res.body.fields).toEqual({ email: 'Please enter a valid email address', password: 'Password must be at least 8 characters' });
  });

  it('adds security headers to every response, errors included', async () => {
    for (const res of [await api.get('/api/health'), await api.get('/api/nope'), await api.get('/api/auth/user')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses user routes without a bearer token (401)', async () => {
    const res = await api.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe('string');
  });

  it('tolerates prototype-pollution keys without side effects', async () => {
    const res = await call('POST', '/api/auth/login', {
      rawBody: '{"__proto__":{"polluted":true},"email":"x@example.com","password":"whatever123"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
