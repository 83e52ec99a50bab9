import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Language } from '../../shared/constants';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import { linkIn, waitForEmail } from '../helpers/mail';
import { freshEmail, freshWhatsapp, PASSWORD } from './helpers';

/** What the accessibility tests share: accounts made through the API, waiting for a screen, axe, and one screen's audit. */

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function post(path: string, body: unknown, token?: string, method = 'POST') {
  const res = await fetch(`${appUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A verified account made through the API: register, the emailed link's token, verify. */
export async function apiUser(label: string, language: Language = 'en') {
  const email = freshEmail(label);
  const after = Math.floor(Date.now() / 1000) - 1;
  await post('/api/auth/register', {
    firstName: 'Maya',
    lastName: 'Okafor',
    email,
    whatsappNumber: freshWhatsapp(),
    password: PASSWORD,
    location: 'Sydney, Australia',
    timezone: 'Australia/Sydney',
    preferred_language: language,
  });
  const link = linkIn(await waitForEmail(email, language === 'ar' ? /أكّد بريدك الإلكتروني/ : /Verify your email/, { mailUrl, after }), '/verify-email');
  const verified = await post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') });
  return { email, token: verified.token as string };
}

/** Wait until the screen has rendered: code and data loaded, no loading spinner, a heading, finite animations done. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  const loading = [en['common.loading'], ar['common.loading']].map((label) => `[role="status"][aria-label="${label}"]`).join(', ');
  await page.locator(loading).first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('h1, h2').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/** Serious and critical axe violations, one line each: rule, impact, help, and every offending selector. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Not addScriptTag: the app's CSP (script-src 'self') refuses inline scripts; evaluate goes through the DevTools protocol.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: Result) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A small phone, a common phone and a laptop: each screen is loaded afresh at each width (some layouts choose at load). */
export const WIDTHS = [375, 412, 1280];

export async function auditScreen(page: Page & { problems: string[] }, path: string, widths = WIDTHS) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 860 : 800 });
    await page.goto(path);
    await settle(page);
    const violations = await seriousViolations(page);
    expect(violations, `axe found serious/critical violations on ${path} at ${width} px:\n${violations.join('\n')}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  expect(page.problems).toEqual([]);
}
