import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './browser';
import { freshEmail, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function buy(page: Page, plan: string) {
  await page.goto('/upgrade');
  const card = page.locator(`[data-plan="${plan}"]`);
  await card.getByRole('button').click();
  await page.waitForURL(/\/_local\/checkout\//, { timeout: 15_000 });
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/upgrade-success\?session_id=/, { timeout: 15_000 });
  await page.getByText('Payment Successful!').first().waitFor();
}

describe('plans through the payment simulator', () => {
  it('a free user buys Simplify, cancels at period end, then buys the Assessment Pack', async () => {
    const page = await newPage(browser, appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('buyer'));
    await buy(page, 'simplify');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    await page.getByText('Simplify Active').first().waitFor({ timeout: 15_000 });

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Subscription Management' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await page.getByText(/^Expires /).first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);

    await buy(page, 'assessment_pack');
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const access = await fetch(`${appUrl}/api/vark/access`, { headers: { authorization: `Bearer ${token}` } });
    expect(await access.json()).toEqual({ hasAccess: true });
    expect(page.problems).toEqual([]);
  });
});
