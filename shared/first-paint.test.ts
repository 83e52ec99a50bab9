import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './constants';
import { CONTENT_SECURITY_POLICY, PRERENDER_GUARD_HASH, PRERENDER_GUARD_SCRIPT } from './first-paint';

describe('the prerender guard script and the CSP', () => {
  it('allows the guard script by its SHA-256 and no other inline script', () => {
    const digest = createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64');
    expect(PRERENDER_GUARD_HASH).toBe(`'sha256-${digest}'`);
    const scriptSrc = CONTENT_SECURITY_POLICY.split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${PRERENDER_GUARD_HASH}`);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('hides the prerendered page when a token is stored or the address has a query, and marks a stored token', () => {
    const run = (token: string | null, search: string) => {
      const attributes = new Map<string, string>();
      const scope = {
        localStorage: { getItem: (key: string) => (key === STORAGE_KEYS.token ? token : null) },
        location: { search },
        document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
      };
      new Function('localStorage', 'location', 'document', PRERENDER_GUARD_SCRIPT)(scope.localStorage, scope.location, scope.document);
      return [...attributes.keys()].sort().join(' ');
    };
    expect(run(null, '')).toBe('');
    expect(run('header.payload.signature', '')).toBe('data-no-prerender data-session');
    expect(run(null, '?tab=signup')).toBe('data-no-prerender');
  });
});
