import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { freshEmail, registerAndVerify } from './helpers';

/** The summary switches on a phone (412 px): drawn at a size a finger can use, and showing whether they are on. */

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

describe('a switch in Settings on a phone', () => {
  it('shows its state: off at first, on once flipped (and after a reload), with the thumb moved across', async () => {
    const page = await newPage(browser(), appUrl);
    await page.setViewportSize({ width: 412, height: 860 });
    await registerAndVerify(page, mailUrl, freshEmail('switch'));
    await page.goto('/settings');
    const root = page.locator('[data-scope="switch"][data-part="root"]', { hasText: 'Daily agenda' });
    const control = root.locator('[data-part="control"]');
    const thumb = root.locator('[data-part="thumb"]');
    await control.waitFor();
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(28);
    expect(box.height).toBeGreaterThanOrEqual(16);
    expect(await control.getAttribute('data-state')).toBe('unchecked');
    const offAt = (await thumb.boundingBox())!.x;

    await root.getByText('Daily agenda', { exact: true }).click();
    await page.getByText('Daily agenda on').waitFor({ timeout: 10_000 });
    expect(await control.getAttribute('data-state')).toBe('checked');
    // The thumb slides once the state has changed: wait for it to come to rest across the track.
    await expect.poll(async () => (await thumb.boundingBox())!.x - offAt, { timeout: 5_000 }).toBeGreaterThan(box.width / 4);

    await page.reload();
    await control.waitFor();
    expect(await control.getAttribute('data-state')).toBe('checked');
    expect(page.problems).toEqual([]);
  });
});
