import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { childMember } from '../helpers/family';
import { apiUser, auditScreen, post, settle } from './audit';
import { newPage, useBrowser } from './browser';
import { PASSWORD } from './helpers';

/**
 * Accessibility of every screen of the web route table at 375, 412 and 1280 px (axe-core: no serious or critical
 * violation, and no sideways scroll), and a keyboard-only journey: sign in and add a family member without the mouse.
 */

const appUrl = inject('appUrl');
const browser = useBrowser();

describe('accessibility of every screen (axe-core, serious and critical)', () => {
  describe('signed out', () => {
    const token43 = 'x'.repeat(43);
    it.each([
      '/auth',
      '/register',
      '/auth/magic-link',
      '/verify-email?token=x',
      '/auth/magic-link/verify?token=x',
      '/reset-password?token=x',
      `/account-link/${token43}`,
      '/success',
      '/upgrade-success',
      '/no-such-page',
    ])('%s', async (path) => {
      const page = await newPage(browser(), appUrl);
      try {
        await auditScreen(page, path);
      } finally {
        await page.context().close();
      }
    });
  });

  describe('signed in, with a child in the family', () => {
    let token = '';
    let childId = '';
    beforeAll(async () => {
      const user = await apiUser('a11y');
      token = user.token;
      childId = (await post('/api/family-members', childMember({ name: 'Leo Okafor' }), token)).id;
      // /lists with items under aisle headings and one done, so the rows and "Done (1)" are audited too.
      const lists = await fetch(`${appUrl}/api/lists`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
      const shopping = lists.lists.find((l: { isShopping: boolean }) => l.isShopping).id;
      const { added } = await post(
        `/api/lists/${shopping}/items`,
        { items: [{ text: 'milk' }, { text: 'bread' }, { text: 'bin bags', quantity: '2 rolls' }] },
        token,
      );
      await post(`/api/lists/${shopping}/items/${added[0].id}`, { done: true }, token, 'PATCH');
      // /calendar with a timed and an all-day event in this month, so the day buttons' names are audited with chips
      // (label-content-name-mismatch: a name must hold the text the button shows).
      const mid = `${new Date().toISOString().slice(0, 7)}-15`;
      await post('/api/calendar/events', { title: 'Dentist', date: mid, time: '14:30', duration: 45 }, token);
      await post('/api/calendar/events', { title: 'Inset day', date: mid, allDay: true, duration: 2880 }, token);
    });

    it.each(['/', '/calendar', '/lists', '/settings', '/vark-assessment', '/disc-assessment', '/account-links', '/upgrade', '/family/:id'])(
      '%s',
      async (pattern) => {
        const page = await newPage(browser(), appUrl);
        try {
          await page.addInitScript((t) => localStorage.setItem('auth_token', t), token);
          await auditScreen(page, pattern.replace(':id', childId));
          // The signed-in layout, not the sign-in screen RequireAuth shows at the same address.
          expect(await page.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true);
        } finally {
          await page.context().close();
        }
      },
    );
  });
});

/** What has the keyboard focus, as "tag[role|type] label". */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const input = el as HTMLInputElement;
    const label = el.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? el.textContent ?? '';
    const kind = el.getAttribute('role') ?? (el instanceof HTMLInputElement || el instanceof HTMLButtonElement ? el.type : '');
    return `${el.tagName.toLowerCase()}[${kind}] ${label.replace(/\s+/g, ' ').trim().slice(0, 50)}`;
  });

/** Press Tab until the focused element matches; the failure lists where the focus went. */
async function tabTo(page: Page, target: RegExp, max = 40) {
  const path: string[] = [];
  for (let i = 0; i <= max; i++) {
    const now = await focused(page);
    if (target.test(now)) return;
    path.push(now);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}; the focus went: ${path.join(' -> ')}`);
}

describe('keyboard only', () => {
  it('signs in and adds a family member from the dashboard without the mouse', async () => {
    const { email } = await apiUser('keyboard');
    const page = await newPage(browser(), appUrl);
    await page.goto('/auth');
    await settle(page);

    await tabTo(page, /^input\[email\] Email/);
    await page.keyboard.type(email);
    await tabTo(page, /^input\[password\] Password/);
    await page.keyboard.type(PASSWORD);
    await tabTo(page, /^button\[submit\] Sign In$/);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add First Family Member' }).waitFor({ timeout: 15_000 });
    await settle(page);

    await tabTo(page, /^button\[button\] Add First Family Member$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Family Member' });
    await dialog.waitFor();
    await settle(page);
    await tabTo(page, /^input\[text\] Name/);
    await page.keyboard.type('Keyboard Kid');
    await tabTo(page, /^input\[date\] Date of birth/);
    // The date input's segments follow the browser's locale (month first in en-US, day first in en-GB).
    const order = await page.evaluate(() =>
      new Intl.DateTimeFormat(navigator.language)
        .formatToParts(new Date(2016, 3, 2))
        .map((p) => p.type)
        .filter((t) => t === 'year' || t === 'month' || t === 'day'),
    );
    await page.keyboard.type(order.map((t) => ({ year: '2016', month: '04', day: '02' })[t]).join(''));
    expect(await dialog.getByLabel('Date of birth').inputValue()).toBe('2016-04-02');
    await tabTo(page, /^select\[\] Relationship/);
    await page.keyboard.type('Daughter');
    expect(await dialog.getByLabel('Relationship').inputValue()).toBe('daughter');
    await tabTo(page, /^input\[text\] School name/);
    await page.keyboard.type('Harbour Primary');
    await tabTo(page, /^input\[text\] Year level/);
    await page.keyboard.type('Year 4');
    await tabTo(page, /^select\[\] Curriculum/);
    await page.keyboard.type('Australian');
    expect(await dialog.getByLabel('Curriculum').inputValue()).toBe('australian');
    await tabTo(page, /^button\[submit\] Add Family Member$/);
    await page.keyboard.press('Enter');

    await page.getByText('Family member added successfully!').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: 'Keyboard Kid' }).waitFor();
    expect(page.problems).toEqual([]);
  });
});
