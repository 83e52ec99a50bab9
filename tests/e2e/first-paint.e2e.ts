import { describe, expect, inject, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants';
import { newPage, useBrowser } from './browser';

/** Issue 19: the public screens paint from HTML before any JavaScript, then hydrate; a stored token never shows them. */
const appUrl = inject('appUrl');
const browser = useBrowser();

const SCREENS = [
  { path: '/auth', heading: 'Welcome to Simplify' },
  { path: '/register', heading: 'Create Your Account' },
  { path: '/auth/magic-link', heading: 'Sign in with a Magic Link' },
];

describe('first paint', () => {
  it('paints each public screen from its HTML alone, inert until the app takes it over', async () => {
    const page = await newPage(browser(), appUrl);
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const { path, heading } of SCREENS) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
      expect(await page.locator('#app-shell').isVisible()).toBe(false);
    }
  });

  it('hydrates each public screen without a mismatch or a CSP refusal, and then takes input', async () => {
    const page = await newPage(browser(), appUrl);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    for (const { path } of SCREENS) {
      await page.goto(path);
      await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'), undefined, { timeout: 15_000 });
      await page.getByLabel('Email').first().fill('parent@example.com');
      expect(await page.getByLabel('Email').first().inputValue()).toBe('parent@example.com');
    }
    expect(errors).toEqual([]);
    expect(page.problems).toEqual([]);
  });

  it('never shows a stored token the sign-in page: before the app runs, the app shell (top bar) is drawn instead', async () => {
    const page = await newPage(browser(), appUrl);
    await page.goto('/favicon.svg');
    await page.evaluate((key) => localStorage.setItem(key, 'header.payload.signature'), STORAGE_KEYS.token);
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const path of ['/auth', '/register', '/']) {
      await page.goto(path);
      // The prerendered sign-in markup is in the page but hidden by the guard script's attribute.
      expect(await page.locator('h1').count()).toBe(path === '/' ? 0 : 1);
      expect(await page.locator('h1').isVisible()).toBe(false);
      expect(await page.locator('#app-shell').isVisible()).toBe(true);
    }
  });

  it('hides the app shell once the app draws its page (signed out: the sign-in screen at /)', async () => {
    const page = await newPage(browser(), appUrl);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#app-shell').isVisible()).toBe(false);
  });
});
