import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh page that fails the test on any uncaught page error or dialog (e.g. an injected alert). */
export async function newPage(browser: Browser, baseURL: string): Promise<Page & { problems: string[] }> {
  const context = await browser.newContext({ baseURL });
  const page = (await context.newPage()) as Page & { problems: string[] };
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  page.on('dialog', async (d) => {
    page.problems.push(`dialog: ${d.message()}`);
    await d.dismiss();
  });
  return page;
}

/** One Chromium per test file: launched before the tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser;
}
