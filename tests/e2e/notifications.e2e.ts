import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from './browser';
import { api, freshEmail, logOut, registerAndVerify, signIn } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

/** Load `path` and wait for the bell's read of what waits, so a missing dot means "nothing unread", not "not read yet". */
async function openWithNotifications(page: Page, path: string) {
  const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications' && r.request().method() === 'GET', { timeout: 15_000 });
  await page.goto(path);
  expect((await read).status()).toBe(200);
  await page.getByRole('button', { name: 'Notifications' }).waitFor();
}

describe('the notification bell on a phone', () => {
  it('B sees the red dot for A’s invitation, opens the bell, reads it, and the dot stays gone after a reload', async () => {
    const a = await newPage(browser(), appUrl);
    const b = await newPage(browser(), appUrl);
    await b.setViewportSize({ width: 412, height: 915 });
    const aEmail = freshEmail('bell.a');
    const bEmail = freshEmail('bell.b');
    await registerAndVerify(a, mailUrl, aEmail, 'Ana');
    await registerAndVerify(b, mailUrl, bEmail, 'Ben');

    // Nothing waits for B yet: no dot.
    await openWithNotifications(b, '/');
    expect(await b.locator('.fr-dot').count()).toBe(0);

    // A invites B; B signs in again and sees the dot.
    await api(a, 'POST', '/api/account-links/invite', { targetEmail: bEmail, relationshipType: 'co_parent' });
    await logOut(b);
    await signIn(b, bEmail);
    await b.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard', { timeout: 15_000 });
    await b.locator('.fr-dot').waitFor({ state: 'visible', timeout: 15_000 });

    // Opening the bell lists the invitation, marks it read, and the dot goes.
    const marked = b.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/read', { timeout: 15_000 });
    await b.getByRole('button', { name: 'Notifications' }).click();
    const panel = b.getByRole('region', { name: 'Notifications', exact: true });
    const entry = panel.getByRole('link', { name: /invited you to link your Simplify accounts/ });
    await entry.waitFor();
    expect(await b.locator('.fr-dot').count()).toBe(0);
    expect((await marked).status()).toBe(200);
    // The list fits the phone's screen.
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);

    // After a reload the invitation is still listed, read, and no dot comes back.
    await openWithNotifications(b, '/');
    expect(await b.locator('.fr-dot').count()).toBe(0);
    await b.getByRole('button', { name: 'Notifications' }).click();
    await entry.waitFor();
    await entry.click();
    await b.waitForURL((u) => u.pathname === '/account-links', { timeout: 15_000 });

    // A sees nothing of it.
    await openWithNotifications(a, '/');
    expect(await a.locator('.fr-dot').count()).toBe(0);
    expect([...a.problems, ...b.problems]).toEqual([]);
  });
});
