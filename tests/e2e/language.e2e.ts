import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';

/** The language switch before sign-in, on a phone (412 px): Arabic and right to left at once, and after a reload. */

const appUrl = inject('appUrl');
const browser = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations (evaluated through DevTools: the CSP refuses inline scripts). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as { axe: { run: (d: Document) => Promise<AxeResults> } }).axe.run(document));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('choosing Arabic on /auth', () => {
  it('turns the page Arabic and right to left, keeps it after a reload and on /register, and goes back to English', async () => {
    const page = await newPage(browser(), appUrl);
    await page.setViewportSize({ width: 412, height: 860 });
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome to Simplify' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'مرحبًا بك في Simplify' }).waitFor({ timeout: 15_000 });
    const html = () => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
    expect(await html()).toEqual({ lang: 'ar', dir: 'rtl' });
    const layout = async () => {
      const signIn = (await page.getByRole('tab', { name: 'تسجيل الدخول' }).boundingBox())!;
      const signUp = (await page.getByRole('tab', { name: 'إنشاء حساب' }).boundingBox())!;
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      return { firstTabOnTheRight: signIn.x > signUp.x, sideways };
    };
    expect(await layout()).toEqual({ firstTabOnTheRight: true, sideways: 0 });
    // A validation message written in English by the shared schema, shown from the built (compiled) catalogue.
    await page.getByLabel('البريد الإلكتروني').fill('not-an-address');
    await page.getByLabel('كلمة المرور', { exact: true }).focus();
    await page.getByText('يُرجى إدخال بريد إلكتروني صحيح').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'مرحبًا بك في Simplify' }).waitFor({ timeout: 15_000 });
    expect(await html()).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await layout()).toEqual({ firstTabOnTheRight: true, sideways: 0 });
    expect(await page.getByRole('heading', { name: 'Welcome to Simplify' }).count()).toBe(0);

    await page.goto('/register');
    await page.getByRole('heading', { name: 'أنشئ حسابك' }).waitFor({ timeout: 15_000 });
    await page.getByText('8 أحرف على الأقل، منها حرف كبير وحرف صغير ورقم ورمز خاص.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    expect(await html()).toEqual({ lang: 'en', dir: 'ltr' });
    expect(page.problems).toEqual([]);
  });
});

describe('the screens before sign-in in Arabic', () => {
  it.each([
    ['/auth', 'مرحبًا بك في Simplify'],
    ['/register', 'أنشئ حسابك'],
    ['/auth/magic-link', 'الدخول برابط سريع'],
  ])('%s: nothing serious for axe and no sideways scroll at 412 and 1280 px', async (path, heading) => {
    const page = await newPage(browser(), appUrl);
    await page.goto('/auth');
    await page.evaluate(() => localStorage.setItem('simplify_language', 'ar'));
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor({ timeout: 15_000 });
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
    expect(page.problems).toEqual([]);
  });
});
