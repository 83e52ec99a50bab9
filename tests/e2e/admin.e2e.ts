import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from './browser';
import { addMemberViaApi, buyPlan, freshEmail, logOut, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

const simplifyUsers = async (page: Page) =>
  page.evaluate(
    async () =>
      (await (await fetch('/api/admin/dashboard', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } })).json()).stats
        .simplifyUsers as number,
  );

describe('admin dashboard in the browser', () => {
  it('an admin sees the Admin tab and the figures move after another user buys a plan; a normal user gets no tab and a 403', async () => {
    const admin = await newPage(browser(), appUrl);
    await registerAndVerify(admin, mailUrl, 'admin.e2e@example.com', 'Ada');
    // The tabs belong to the dashboard with members (docs/decisions/0008).
    await addMemberViaApi(admin, {
      name: 'Ivy',
      date_of_birth: '2015-01-01',
      relationship: 'daughter',
      school_name: 'Oak',
      year_level: '5',
      curriculum: 'british',
    });
    await admin.reload();
    await admin.getByRole('tab', { name: 'Admin' }).click();
    await admin.getByText('Total Users').first().waitFor();
    const before = await simplifyUsers(admin);

    const buyer = await newPage(browser(), appUrl);
    await registerAndVerify(buyer, mailUrl, freshEmail('customer'));
    await addMemberViaApi(buyer, { name: 'Max', date_of_birth: '2015-01-01', relationship: 'son', school_name: 'Oak', year_level: '5', curriculum: 'british' });
    await buyer.reload();
    await buyer.getByRole('tab', { name: 'Family' }).waitFor();
    expect(await buyer.getByRole('tab', { name: 'Admin' }).count()).toBe(0);
    const denied = await buyer.evaluate(
      async () => (await fetch('/api/admin/dashboard', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } })).status,
    );
    expect(denied).toBe(403);
    await buyPlan(buyer, 'simplify');

    await admin.reload();
    await admin.getByRole('tab', { name: 'Admin' }).click();
    await admin.getByText('Total Users').first().waitFor();
    expect(await simplifyUsers(admin)).toBe(before + 1);
    await admin
      .getByRole('cell', { name: /customer\./ })
      .first()
      .waitFor();
    await logOut(admin);
    expect([...admin.problems, ...buyer.problems]).toEqual([]);
  });
});
