import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../shared/first-paint';
import { freePort } from '../../tests/helpers/ports';
import { createAppServer } from './server';

/** The local web server serves what CloudFront serves: prerendered public screens, index.html for other routes. */
describe('the local web server', () => {
  let server: Server;
  let base = '';
  const dist = mkdtempSync(join(tmpdir(), 'simplify-web-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'auth'));
    mkdirSync(join(dist, 'assets'));
    for (const [file, text] of Object.entries({
      'index.html': 'SPA',
      'auth.html': 'SIGN IN',
      'register.html': 'REGISTER',
      'auth/magic-link.html': 'MAGIC LINK',
      'assets/index-3f2a1b.js': 'export {};',
    })) {
      writeFileSync(join(dist, file), text);
    }
    server = createAppServer({ webDir: dist });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await new Promise<void>((ok) => server.listen(port, '127.0.0.1', () => ok()));
  });
  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const res = await fetch(base + path);
    return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control'), csp: res.headers.get('content-security-policy') };
  };

  it('serves the prerendered page for its exact path, query or not, and index.html for every other route', async () => {
    expect((await get('/auth')).body).toBe('SIGN IN');
    expect((await get('/auth?tab=signup')).body).toBe('SIGN IN');
    expect((await get('/register')).body).toBe('REGISTER');
    expect((await get('/auth/magic-link')).body).toBe('MAGIC LINK');
    expect((await get('/auth/magic-link/verify')).body).toBe('SPA');
    expect((await get('/')).body).toBe('SPA');
    expect((await get('/dashboard')).body).toBe('SPA');
  });

  it('lets browsers keep hashed assets for a year and makes them revalidate pages, all with the CSP', async () => {
    const page = await get('/auth');
    expect(page.cache).toBe('no-cache');
    expect(page.csp).toBe(CONTENT_SECURITY_POLICY);
    const asset = await get('/assets/index-3f2a1b.js');
    expect(asset.cache).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing.js')).status).toBe(404);
  });
});
