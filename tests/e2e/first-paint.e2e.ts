import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants';
import { newPage, useBrowser } from './browser';
import { waitForEmail } from '../helpers/mail';
import { addMemberViaApi, freshEmail, freshWhatsapp, PASSWORD, registerAndVerify } from './helpers';

/** First paint: the public screens paint from HTML before any JavaScript, then hydrate; a stored token never shows them. */
const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

const SCREENS = [
  { path: '/auth', heading: 'Welcome to Simplify' },
  { path: '/register', heading: 'Create Your Account' },
  { path: '/auth/magic-link', heading: 'Sign in with a Magic Link' },
];

/** Holds back the app's entry script until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the app has hydrated the prerendered screen and handed it over (lib/hydration.ts). */
const appTookOver = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-prerendered'), undefined, { timeout: 15_000 });

describe('first paint', () => {
  it('paints each public screen from its HTML alone, and loads no app code until a person acts', async () => {
    const page = await newPage(browser(), appUrl);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    for (const { path, heading } of SCREENS) {
      scripts.length = 0;
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await page.locator('#app-shell').isVisible()).toBe(false);
      // Only the tiny loader: the app's entry waits for input.
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/boot-on-input-[0-9a-f]{8}\.js$/);
      await page.mouse.move(20, 20);
      await appTookOver(page);
      expect(scripts.length).toBeGreaterThan(1);
    }
  });

  it('keeps what was typed before the app loaded, and replays a press made then', async () => {
    const page = await newPage(browser(), appUrl);
    // The app's code is held back until the form has been filled in and its button pressed.
    const release = await holdAppCode(page);
    await page.goto('/auth/magic-link');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    // Held: the native submit did not happen (the address has no query) and nothing was sent yet.
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('We sent a sign-in link to').textContent()).toContain('early@example.com');
  });

  it('keeps every field typed into /register before the app loaded, through the blurs and keys that follow', async () => {
    const page = await newPage(browser(), appUrl);
    const release = await holdAppCode(page);
    await page.goto('/register');
    const email = freshEmail('early');
    const whatsapp = freshWhatsapp();
    await page.getByLabel('First name').fill('Early');
    await page.getByLabel('Last name').fill('Typist');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('WhatsApp number').fill(whatsapp);
    await page.getByRole('combobox', { name: 'Location' }).fill('Sydney');
    release();
    await appTookOver(page);
    // The app takes every typed field at once; the city's suggestions then open from what was typed.
    // Each step below re-renders the form (a blur marks a field as touched): what was typed must survive them.
    await page
      .getByRole('option', { name: /Sydney/ })
      .first()
      .click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    for (const [label, value] of [
      ['First name', 'Early'],
      ['Last name', 'Typist'],
      ['Email', email],
      ['WhatsApp number', whatsapp],
    ]) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    }
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor({ timeout: 15_000 });
    const mail = await waitForEmail(email, /Verify your email/, { mailUrl });
    expect(mail.body.text).toContain('Hi Early,');
  });

  it('hydrates each public screen without a mismatch or a CSP refusal, and then takes input', async () => {
    const page = await newPage(browser(), appUrl);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    for (const { path } of SCREENS) {
      await page.goto(path);
      await page.getByLabel('Email').first().focus();
      await appTookOver(page);
      await page.getByLabel('Email').first().fill('parent@example.com');
      expect(await page.getByLabel('Email').first().inputValue()).toBe('parent@example.com');
    }
    expect(errors).toEqual([]);
    expect(page.problems).toEqual([]);
  });

  it('never shows a stored token the sign-in page: before the app runs, the app shell (top bar) is drawn instead', async () => {
    const page = await newPage(browser(), appUrl);
    await page.goto('/favicon.svg');
    await page.evaluate((key) => localStorage.setItem(key, 'header.payload.signature'), STORAGE_KEYS.token);
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const path of ['/auth', '/register', '/']) {
      await page.goto(path);
      // The prerendered sign-in markup is in the page but hidden by the guard script's attribute.
      expect(await page.locator('#root h1').count()).toBe(path === '/' ? 0 : 1);
      expect(await page.locator('#root h1').isVisible()).toBe(false);
      expect(await page.locator('#app-shell').isVisible()).toBe(true);
      // The dashboard's title is part of the shell on / (and only there).
      expect(await page.locator('#app-shell-page div').isVisible()).toBe(path === '/');
    }
  });

  it("draws the dashboard's title in the shell exactly where the app then draws it", async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('shell'));
    const box = async (selector: string) => {
      const b = await page.locator(selector).first().boundingBox();
      const text = await page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const r = range.getBoundingClientRect();
          return { width: Math.round(r.width), height: Math.round(r.height) };
        });
      return { x: Math.round(b!.x), y: Math.round(b!.y), ...text };
    };
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      const shell = await box('#app-shell-page div');
      await page.unroute('**/assets/*.js');
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Family Dashboard' }).waitFor({ timeout: 15_000 });
      expect(await page.locator('#app-shell-page').count()).toBe(0);
      expect(await page.getByText('Family Dashboard').count()).toBe(1);
      const app = await box('main h1');
      expect(Math.abs(shell.x - app.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(shell.y - app.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(shell.height - app.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(shell.width - app.width)).toBeLessThanOrEqual(2);
    }
  });

  it("draws a family's dashboard without Chakra; Chakra comes with the first dialog opened from it", async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('plain'));
    for (const name of ['Mia Okafor', 'Leo Okafor']) {
      await addMemberViaApi(page, {
        name,
        relationship: 'daughter',
        date_of_birth: '2016-03-04',
        school_name: 'Harbour Primary',
        year_level: 'Year 4',
        curriculum: 'australian',
        general_interests: ['swimming', 'drawing'],
      });
    }
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // A fresh page load (registering ran the sign-in screens, which load Chakra).
    await page.goto('/');
    await page.getByRole('article', { name: 'Mia Okafor' }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Family', selected: true }).waitFor();
    await page.waitForTimeout(500);
    const chakraLoaded = () => scripts.some((path) => /\/assets\/chakra-[\w-]+\.js$/.test(path));
    expect(chakraLoaded()).toBe(false);
    // No runtime styles at all: the look is the static CSS (Chakra's page-wide rules and variables, and the plain classes).
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    const look = await page.getByRole('article', { name: 'Mia Okafor' }).evaluate((card) => ({
      page: getComputedStyle(document.body).backgroundColor,
      card: getComputedStyle(card).backgroundColor,
      border: getComputedStyle(card).borderTopWidth,
      font: getComputedStyle(document.body).fontFamily,
    }));
    expect(look).toEqual({ page: 'rgb(250, 250, 250)', card: 'rgb(255, 255, 255)', border: '1px', font: expect.stringContaining('Inter') });
    await page.getByRole('button', { name: 'Add Member' }).click();
    await page.getByRole('dialog', { name: 'Add Family Member' }).waitFor({ timeout: 15_000 });
    expect(chakraLoaded()).toBe(true);
  });

  it('hides the app shell once the app draws its page (signed out: the sign-in screen at /)', async () => {
    const page = await newPage(browser(), appUrl);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#app-shell').isVisible()).toBe(false);
  });
});
