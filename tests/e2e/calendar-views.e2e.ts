import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, freshEmail, registerAndVerify } from './helpers';
import { newPage, useBrowser } from './browser';

/** The calendar on a phone and on a desktop: the view switch, the agenda, a tapped day, no sideways scrolling, axe. */

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const LONG_TITLE = 'Football practice with the under-nines at Harbour Park';

async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged once loading and transitions (a pressed button filling in) are over.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Loading events').first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  // Not addScriptTag: the app's CSP refuses inline scripts; evaluate goes through the DevTools protocol.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: Result) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => `${n.html} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

/** How far the page can be scrolled sideways (0 when it fits the screen). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const pressed = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

describe('calendar views in the browser', () => {
  it('a phone opens on the agenda with whole titles; a tapped day of the month shows its events in view; the choice survives a reload; a desktop opens on the month', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('calviews'));
    // The account's timezone is Australia/Sydney (the registration helper picks Sydney): use its "today".
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    await api(page, 'POST', '/api/calendar/events', { title: LONG_TITLE, date: today, time: '17:30', duration: 60 });
    await api(page, 'POST', '/api/calendar/events', { title: 'Inset day', date: today, allDay: true, duration: 1440 });

    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/calendar');
    await page.getByRole('heading', { name: 'Agenda', level: 2 }).waitFor({ timeout: 15_000 });
    expect(await pressed(page, 'Agenda')).toBe('true');
    const title = page.getByText(LONG_TITLE, { exact: true });
    await title.waitFor();
    // The whole title is drawn (wrapped if need be), inside the screen.
    const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
    expect(await page.getByRole('heading', { level: 3 }).first().textContent()).toMatch(/^Today · /);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const cell = page.locator(`[data-day="${today}"]`).first();
    await cell.waitFor();
    expect(await pressed(page, 'Month')).toBe('true');
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    const panel = page.getByRole('region', { name: /^Events on / });
    // Before the tap the day's list is below the fold...
    expect((await panel.boundingBox())!.y).toBeGreaterThan(823);
    await cell.click();
    // ...after it, the day's events are on screen.
    const event = panel.getByRole('heading', { name: LONG_TITLE });
    await expect
      .poll(async () => event.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight && el.getBoundingClientRect().top >= 0))
      .toBe(true);

    await page.reload();
    await page.getByRole('grid').waitFor({ timeout: 15_000 });
    expect(await pressed(page, 'Month')).toBe('true');

    for (const width of [375, 412]) {
      await page.setViewportSize({ width, height: 800 });
      const shown = {
        Week: page.getByRole('heading', { name: /–/, level: 2 }),
        Agenda: page.getByRole('heading', { name: 'Agenda' }),
        Month: page.getByRole('grid'),
      };
      for (const [view, locator] of Object.entries(shown)) {
        await page.getByRole('button', { name: view, exact: true }).click();
        await locator.waitFor();
        await page.waitForLoadState('networkidle');
        expect(await sidewaysScroll(page), `${view} at ${width} px`).toBe(0);
      }
    }

    // A desktop that never chose opens on the month.
    await page.evaluate(() => localStorage.removeItem('calendar_view'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await page.getByRole('grid').waitFor({ timeout: 15_000 });
    expect(await pressed(page, 'Month')).toBe('true');
    expect(await sidewaysScroll(page)).toBe(0);
    // The chip shows the title first, its time under it, and more than a few letters of it.
    const chip = page.getByRole('grid').locator('[data-event-chip]', { hasText: LONG_TITLE });
    const look = await chip.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { width: box.width, timeBelow: el.querySelector('span')!.getBoundingClientRect().top - box.top };
    });
    expect(look.width).toBeGreaterThan(80);
    expect(look.timeBelow).toBeGreaterThan(10);
    expect(page.problems).toEqual([]);
  });
});
