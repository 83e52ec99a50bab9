import { describe, expect, inject, it } from 'vitest';
import { apiUser } from './audit';
import { newPage, useBrowser } from './browser';

/** The month grid in Arabic on a desktop, laid out by a real browser: the week starts on the right, arrows point outward. */

const appUrl = inject('appUrl');
const browser = useBrowser();

describe('the calendar in Arabic in the browser', () => {
  it('puts Sunday in the rightmost column, the previous month on the right, and the left arrow moves to the next day', async () => {
    const { token } = await apiUser('calendar-ar', 'ar');
    const page = await newPage(browser(), appUrl);
    try {
      await page.addInitScript((t) => {
        localStorage.setItem('simplify_language', 'ar');
        localStorage.setItem('auth_token', t);
        localStorage.setItem('calendar_view', 'month');
      }, token);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/calendar');
      const grid = page.getByRole('grid');
      await grid.waitFor({ timeout: 15_000 });

      const headers = grid.getByRole('columnheader');
      expect(await headers.first().textContent()).toBe('الأحد');
      const [sunday, saturday] = [(await headers.first().boundingBox())!, (await headers.last().boundingBox())!];
      expect(sunday.x).toBeGreaterThan(saturday.x);
      // Each week's first day sits under Sunday.
      const firstDay = (await grid.getByRole('row').nth(1).locator('[data-day]').first().boundingBox())!;
      expect(Math.abs(firstDay.x - sunday.x)).toBeLessThan(2);

      const previous = (await page.getByRole('button', { name: 'الشهر السابق' }).boundingBox())!;
      const next = (await page.getByRole('button', { name: 'الشهر التالي' }).boundingBox())!;
      expect(previous.x).toBeGreaterThan(next.x);
      const turned = await page
        .getByRole('button', { name: 'الشهر السابق' })
        .locator('svg')
        .evaluate((svg) => getComputedStyle(svg).transform);
      expect(turned).toBe('matrix(-1, 0, 0, 1, 0, 0)');

      const selected = grid.locator('[data-selected]');
      const day = await selected.getAttribute('data-day');
      await selected.focus();
      await page.keyboard.press('ArrowLeft');
      const after = new Date(`${day}T00:00:00Z`);
      after.setUTCDate(after.getUTCDate() + 1);
      await grid.locator(`[data-selected][data-day="${after.toISOString().slice(0, 10)}"]`).waitFor();
      expect(page.problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
