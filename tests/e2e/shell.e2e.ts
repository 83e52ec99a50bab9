import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';

const appUrl = inject('appUrl');
const browser = useBrowser();

describe('the local stack', () => {
  it('answers /api/health with 200', async () => {
    const res = await fetch(`${appUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', table: 'reachable' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await fetch(`${appUrl}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBeTruthy();
  });

  it('shows the sign-in screen at / when signed out', async () => {
    const page = await newPage(browser(), appUrl);
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Sign In' }).waitFor({ timeout: 15_000 })).resolves.toBeUndefined();
    expect(await page.getByLabel('Email').first().isVisible()).toBe(true);
    expect(page.problems).toEqual([]);
  });

  it('shows "404 Page Not Found" for an unknown page', async () => {
    const page = await newPage(browser(), appUrl);
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor({ timeout: 15_000 });
    expect(page.problems).toEqual([]);
  });
});
