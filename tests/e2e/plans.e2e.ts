import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { buyPlan, freshEmail, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

describe('plans through the payment simulator', () => {
  it('a free user buys Simplify, cancels at period end, then buys the Assessment Pack', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('buyer'));
    await buyPlan(page, 'simplify');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    await page.getByText('Simplify Active').first().waitFor({ timeout: 15_000 });

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Subscription Management' }).waitFor();
    // The billing portal opens in a tab made inside the click, so no popup blocker stops it.
    const [portal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Manage Subscription' }).click()]);
    await portal.waitForURL(/\/_local\/portal\?customer=/, { timeout: 15_000 });
    await portal.close();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await page
      .getByText(/^Expires /)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);

    await buyPlan(page, 'assessment_pack');
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const access = await fetch(`${appUrl}/api/vark/access`, { headers: { authorization: `Bearer ${token}` } });
    expect(await access.json()).toEqual({ hasAccess: true });
    expect(page.problems).toEqual([]);
  });
});
