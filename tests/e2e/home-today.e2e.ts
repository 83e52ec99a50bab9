import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';
import { newPage, useBrowser } from './browser';
import { freshEmail, freshWhatsapp, PASSWORD } from './helpers';

/**
 * Home on a phone (412 px, Chromium): a parent with an event today sees it first on `/` with its time and
 * person, and Calendar and Lists are one tap away from `/` and from `/settings`.
 */

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TIMEZONE = 'Europe/London';

async function call(method: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${appUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A verified parent made through the API, with a child, an event today for the child, a to-do due and milk to buy. */
async function parentWithToday() {
  const email = freshEmail('today');
  const after = Math.floor(Date.now() / 1000) - 1;
  await call('POST', '/api/auth/register', {
    firstName: 'Maya',
    lastName: 'Okafor',
    email,
    whatsappNumber: freshWhatsapp(),
    password: PASSWORD,
    location: 'London, United Kingdom',
    timezone: TIMEZONE,
  });
  const link = linkIn(await waitForEmail(email, /Verify your email/, { mailUrl, after }), '/verify-email');
  const { token } = await call('POST', '/api/auth/verify-email', { token: new URL(link).searchParams.get('token') });
  const child = await call('POST', '/api/family-members', childMember({ name: 'Leo Okafor' }), token);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date());
  await call('POST', '/api/calendar/events', { title: 'Swimming lesson', date: today, time: '07:45', duration: 45, memberIds: [child.id] }, token);
  await call('POST', '/api/todos', { task: 'Sign the trip form', dueDate: today }, token);
  const { lists } = await call('GET', '/api/lists', undefined, token);
  const shopping = lists.find((l: { isShopping: boolean }) => l.isShopping).id;
  await call('POST', `/api/lists/${shopping}/items`, { items: [{ text: 'milk' }] }, token);
  return token as string;
}

async function phonePage(token: string) {
  const page = await newPage(browser(), appUrl);
  await page.setViewportSize({ width: 412, height: 915 });
  await page.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  return page;
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.filter((v: Result) => v.impact === 'serious' || v.impact === 'critical').map((v: Result) => `${v.id}: ${v.help}`);
}

describe('home on a phone', () => {
  let token = '';
  beforeAll(async () => {
    token = await parentWithToday();
  });

  it("shows today's event with its time and person at the top of /, fits 375, 412 and 1280 px, and axe finds nothing serious", async () => {
    const page = await phonePage(token);
    const apiReads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) apiReads.push(`${r.method()} ${url.pathname}`);
    });
    try {
      await page.goto('/');
      const today = page.getByRole('region', { name: 'Today' });
      const row = today.getByRole('listitem').filter({ hasText: 'Swimming lesson' });
      await row.waitFor({ timeout: 20_000 });
      expect(await row.textContent()).toBe('7:45 AMSwimming lesson · Leo Okafor');
      expect(await today.getByRole('listitem').filter({ hasText: 'Sign the trip form' }).textContent()).toBe('Due todaySign the trip form');
      expect(await today.getByRole('link', { name: 'Shopping: 1 to buy' }).isVisible()).toBe(true);

      // At the top: the first thing under the page's header, above the family's cards, and on the first screen.
      const summary = page.getByRole('region', { name: 'Family summary' });
      await summary.waitFor();
      const [todayBox, summaryBox] = [await today.boundingBox(), await summary.boundingBox()];
      expect(todayBox!.y).toBeLessThan(summaryBox!.y);
      expect((await row.boundingBox())!.y).toBeLessThan(915);

      await page.waitForLoadState('networkidle');
      console.log(`[home-today] API requests on / at 412 px: ${apiReads.length}\n  ${apiReads.join('\n  ')}`);
      expect(apiReads.filter((r) => r.startsWith('GET /api/calendar/events'))).toHaveLength(1);
      expect(apiReads.filter((r) => r === 'GET /api/calendar/people')).toHaveLength(0);

      expect(await seriousViolations(page)).toEqual([]);
      for (const width of [375, 412, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect([width, await horizontalOverflow(page)]).toEqual([width, 0]);
      }
      expect(page.problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('reaches Calendar and Lists in one tap from / and from /settings, each named once on the page', async () => {
    const page = await phonePage(token);
    try {
      // The narrowest phone: the top bar with Calendar still fits, every entry on screen.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/settings');
      const bar = page.getByRole('navigation', { name: 'Main' });
      await bar.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 20_000 });
      expect(await horizontalOverflow(page)).toBe(0);
      for (const entry of [
        bar.getByRole('link', { name: 'Calendar' }),
        bar.getByRole('link', { name: 'Lists' }),
        bar.getByRole('button', { name: 'Account menu' }),
      ]) {
        const box = (await entry.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      await page.setViewportSize({ width: 412, height: 915 });

      for (const start of ['/', '/settings']) {
        for (const [name, path] of [
          ['Calendar', '/calendar'],
          ['Lists', '/lists'],
        ]) {
          await page.goto(start);
          await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 20_000 });
          // Calendar by the default substring match: a second link of that name on the page would fail this.
          // Lists is in the top bar on every page (the dashboard's header has one too).
          const link = name === 'Calendar' ? page.getByRole('link', { name }) : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
          await link.waitFor({ timeout: 20_000 });
          const box = (await link.boundingBox())!;
          expect([start, name, box.x >= 0 && box.x + box.width <= 412 && box.y + box.height <= 915]).toEqual([start, name, true]);
          await link.click();
          await page.waitForURL((u) => u.pathname === path, { timeout: 15_000 });
        }
        expect(await horizontalOverflow(page)).toBe(0);
      }
      expect(page.problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
