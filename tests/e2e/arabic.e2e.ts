import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { linkIn, waitForEmail } from '../helpers/mail';
import first from '../../web/src/i18n/ar.json';
import { newPage, useBrowser } from './browser';
import { freshEmail, freshWhatsapp, PASSWORD } from './helpers';

/**
 * A parent who reads Arabic, on a phone (412 px), from the language switch on /auth to an assessment's report:
 * every screen in Arabic and right to left, with no sideways scroll. The texts are read from the app's Arabic
 * catalogues by key, so the test follows their wording but fails when a screen shows anything else.
 */

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

const areas = import.meta.glob<Record<string, string>>('../../web/src/i18n/app/*/ar.json', { eager: true, import: 'default' });
const AR: Record<string, string> = Object.assign({}, first, ...Object.values(areas));

/** An Arabic message by key, with its `{arguments}` filled in (plural messages are not read this way). */
function t(key: string, values: Record<string, string | number> = {}): string {
  const message = AR[key];
  if (message === undefined) throw new Error(`No Arabic message ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

const arabicLetters = /\p{Script=Arabic}/u;

async function rightToLeftWithoutSidewaysScroll(page: Page, where: string) {
  const state = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(state, where).toEqual({ lang: 'ar', dir: 'rtl', sideways: 0 });
}

describe('an Arabic-speaking parent on a phone', () => {
  it('registers in Arabic, verifies from an Arabic email, adds a child, and uses the calendar, lists, settings and an assessment in Arabic', async () => {
    const page = await newPage(browser(), appUrl);
    await page.setViewportSize({ width: 412, height: 860 });
    const email = freshEmail('arabic');

    // The switch on /auth, remembered on /register.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: t('auth.title') }).waitFor({ timeout: 15_000 });
    await page.goto('/register');
    await page.getByRole('heading', { name: t('register.title') }).waitFor({ timeout: 15_000 });
    await rightToLeftWithoutSidewaysScroll(page, '/register');
    await page.getByLabel(t('register.firstName')).fill('Maya');
    await page.getByLabel(t('register.lastName')).fill('Okafor');
    await page.getByLabel(t('common.email')).fill(email);
    await page.getByLabel(t('register.whatsapp')).fill(freshWhatsapp());
    await page.getByRole('combobox', { name: t('location.label') }).fill('Sydney');
    await page
      .getByRole('option', { name: /Sydney/ })
      .first()
      .click();
    await page.getByLabel(t('common.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('register.confirmPassword')).fill(PASSWORD);
    await page.getByRole('button', { name: t('register.submit') }).click();
    await page.getByText(t('common.checkEmail')).first().waitFor({ timeout: 15_000 });

    // The verification email is Arabic, right to left, and its link verifies.
    const mail = await waitForEmail(email, /أكّد بريدك الإلكتروني/, { mailUrl });
    expect(mail.body.html).toMatch(/dir="rtl"/);
    expect(mail.body.text).toMatch(arabicLetters);
    await page.goto(linkIn(mail, '/verify-email'));
    await page.getByRole('button', { name: t('verify.action') }).click();
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard', { timeout: 15_000 });

    // Add a child from the dashboard.
    await page.getByRole('button', { name: t('home.addFirstMember') }).click();
    const dialog = page.getByRole('dialog', { name: t('family.addTitle') });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByLabel(t('family.name')).fill('ليلى');
    await dialog.getByLabel(t('family.dateOfBirth')).fill('2016-04-02');
    await dialog.getByLabel(t('family.relationship')).selectOption('daughter');
    await dialog.getByLabel(t('family.schoolName')).fill('مدرسة الريان');
    await dialog.getByLabel(t('family.yearLevel')).fill('الصف الرابع');
    await dialog.getByLabel(t('family.curriculum')).selectOption('british');
    await dialog.getByRole('button', { name: t('family.addTitle') }).click();
    await page.getByText(t('family.added')).first().waitFor({ timeout: 15_000 });
    await page.getByRole('article', { name: 'ليلى' }).waitFor();
    await page.getByRole('heading', { name: t('home.title') }).waitFor();
    await rightToLeftWithoutSidewaysScroll(page, '/');

    // The calendar: a phone opens the agenda; the month shows the Arabic month name and the week's first day on the right.
    await page.goto('/calendar');
    await page.getByRole('button', { name: t('calendar.view.month') }).click({ timeout: 15_000 });
    const grid = page.getByRole('grid');
    await grid.waitFor({ timeout: 15_000 });
    const month = new Intl.DateTimeFormat('ar-u-nu-latn', { month: 'long', timeZone: 'Australia/Sydney' }).format(new Date());
    await page
      .getByRole('heading', { name: new RegExp(month) })
      .first()
      .waitFor();
    const headers = grid.getByRole('columnheader');
    expect(await headers.count()).toBe(7);
    const [firstDay, lastDay] = [(await headers.first().boundingBox())!, (await headers.last().boundingBox())!];
    expect(firstDay.x).toBeGreaterThan(lastDay.x);
    expect(await headers.first().textContent()).toMatch(arabicLetters);
    await rightToLeftWithoutSidewaysScroll(page, '/calendar');

    // Lists: an item added in Arabic.
    await page.goto('/lists');
    await page
      .getByRole('heading', { name: t('lists.title') })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByLabel(t('lists.addItem')).fill('حليب');
    await page.getByLabel(t('lists.addItem')).press('Enter');
    await page.getByRole('checkbox', { name: 'حليب', exact: true }).waitFor();
    await rightToLeftWithoutSidewaysScroll(page, '/lists');

    // Settings in Arabic.
    await page.goto('/settings');
    await page
      .getByRole('heading', { name: t('settings.title') })
      .first()
      .waitFor({ timeout: 15_000 });
    await rightToLeftWithoutSidewaysScroll(page, '/settings');

    // The assessment pack through the payment simulator, then a VARK assessment in Arabic and its report.
    await page.goto('/upgrade');
    await page
      .locator('[data-plan="assessment_pack"]')
      .getByRole('button', { name: t('plans.cta.assessmentPack') })
      .click();
    await page.waitForURL(/\/_local\/checkout\//, { timeout: 15_000 });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/upgrade-success\?session_id=/, { timeout: 15_000 });
    await page.getByText(t('plans.success.title')).first().waitFor({ timeout: 15_000 });

    await page.goto('/vark-assessment');
    await page
      .getByRole('button', { name: t('assessments.start.start') })
      .first()
      .click();
    for (let n = 1; n <= 20; n++) {
      await page.getByText(t('assessments.question.position', { number: n, total: 20 })).waitFor({ timeout: 15_000 });
      const choice = page.locator('[data-part="item"]').first();
      expect(await choice.textContent()).toMatch(arabicLetters);
      await choice.click();
      await page.getByRole('button', { name: t(n === 20 ? 'assessments.question.finish' : 'assessments.question.next') }).click();
    }
    await page.getByRole('button', { name: t('assessments.downloadPdf') }).waitFor({ timeout: 15_000 });
    const report = await page.locator('main').textContent();
    expect(report).toContain('ليلى');
    expect(report?.match(/\p{Script=Arabic}/gu)?.length ?? 0).toBeGreaterThan(500);
    await rightToLeftWithoutSidewaysScroll(page, 'the VARK report');
    expect(page.problems).toEqual([]);
  });
});
