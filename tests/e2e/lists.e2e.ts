import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { linkIn, waitForEmail } from '../helpers/mail';
import { newPage, useBrowser } from './browser';
import { api, connectWhatsapp, freshEmail, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

/** A invites B as co-parent and B accepts through the emailed link's token (the link screens have their own tests). */
async function link(a: Page, b: Page, bEmail: string) {
  await api(a, 'POST', '/api/account-links/invite', { targetEmail: bEmail, relationshipType: 'co_parent' });
  const token = linkIn(await waitForEmail(bEmail, /invited you/, { mailUrl }), '/account-link/').split('/account-link/')[1];
  await api(b, 'POST', `/api/account-links/accept/${token}`);
}

describe('shared lists in the browser', () => {
  it('a parent adds three items on /lists; the co-parent ticks one off in their own browser; the first screen shows it without a reload; WhatsApp reads the rest by aisle', async () => {
    const a = await newPage(browser(), appUrl);
    const b = await newPage(browser(), appUrl);
    const chat = await newPage(browser(), appUrl);
    const bEmail = freshEmail('lists.b');
    // Side by side to keep the test short. A also subscribes to Simplify and connects a phone: the journey ends on WhatsApp.
    const [say] = await Promise.all([
      registerAndVerify(a, mailUrl, freshEmail('lists.a'), 'Ana').then(() => connectWhatsapp(a, chat)),
      registerAndVerify(b, mailUrl, bEmail, 'Ben'),
    ]);
    await link(a, b, bEmail);

    // A, on a phone-sized screen, from the top bar.
    await a.setViewportSize({ width: 375, height: 740 });
    await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists' }).click();
    await a.waitForURL((u) => u.pathname === '/lists');
    await a.getByRole('heading', { name: 'Shopping', level: 2 }).waitFor();
    const field = a.getByLabel('Add item');
    await field.fill('milk, eggs and bread');
    await field.press('Enter');
    for (const text of ['milk', 'eggs', 'bread']) await a.getByRole('checkbox', { name: text, exact: true }).waitFor();
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe('');
    // On the shopping list the items sit under their aisles.
    await a.getByRole('heading', { name: 'Dairy', level: 3 }).waitFor();
    await a.getByRole('heading', { name: 'Bakery', level: 3 }).waitFor();
    // Marks this document: a reload would lose it.
    await a.evaluate(() => Object.assign(window, { notReloaded: true }));

    // B sees Ana's family's Shopping list beside their own and ticks eggs off.
    await b.goto('/lists');
    const ana = b.getByRole('navigation', { name: 'Your lists' }).getByRole('link', { name: /Ana .*’s family/ });
    await ana.click();
    await b.waitForURL((u) => u.searchParams.has('list'));
    // On a 412 px phone, with B's lists and Ana's family's beside them, the strip of lists scrolls inside itself: the page does not.
    for (const name of ['Birthday party', 'Holiday packing for the whole family', 'School uniform']) await api(b, 'POST', '/api/lists', { name });
    await b.setViewportSize({ width: 412, height: 860 });
    await b.reload();
    await b.getByRole('link', { name: /School uniform/ }).waitFor();
    const strip = b.getByRole('navigation', { name: 'Your lists' });
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    expect((await strip.boundingBox())!.width).toBeLessThanOrEqual(412);
    // A press on the item's words, as a thumb would (the checkbox's input itself is visually hidden).
    await b.getByText('eggs', { exact: true }).click();
    await b.getByRole('button', { name: 'Done (1)' }).waitFor();

    // A's screen, untouched, shows it ticked within 10 s (it reads the list again every 5 s).
    const ticked = Date.now();
    await a.getByRole('button', { name: 'Done (1)' }).waitFor({ timeout: 12_000 });
    expect(Date.now() - ticked).toBeLessThan(12_000);
    expect(await a.getByRole('checkbox', { name: 'eggs', exact: true }).count()).toBe(0);
    await a.getByRole('button', { name: 'Done (1)' }).click();
    expect(await a.getByRole('checkbox', { name: 'eggs', exact: true }).isChecked()).toBe(true);
    expect(await a.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The tick reached the server too.
    const [own] = (await api(a, 'GET', '/api/lists')).lists;
    const { items } = await api(a, 'GET', `/api/lists/${own.id}/items`);
    expect(items.filter((i: { done: boolean }) => i.done).map((i: { text: string }) => i.text)).toEqual(['eggs']);

    // On A's phone: only the two open items, each under its aisle (eggs, ticked off, is gone from Dairy).
    expect(await say("what's on the shopping list")).toBe('Shopping (2):\nDairy\n• milk\nBakery\n• bread');
    expect([...a.problems, ...b.problems, ...chat.problems]).toEqual([]);
  });
});
