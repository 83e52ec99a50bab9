import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';

/** The language switch before sign-in, on a phone (412 px): Arabic and right to left at once, and after a reload. */

const appUrl = inject('appUrl');
const browser = useBrowser();

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
