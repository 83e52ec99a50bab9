import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { STORAGE_KEYS } from '../../shared/constants';
import { freePort } from '../../tests/helpers/ports';
import { addFamily, addMonthOfEvents, expectStatus, httpApi, signUp } from './seed';
import type { BenchStack } from './stack';
import { readManifest, root } from './web';
import { medianOf, runLighthouse, type LighthouseRun } from './web-lighthouse';

/** The web section's Lighthouse pages, in one headless Chromium: the public screens signed out, then the dashboard signed in. */

const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

async function launchChromium(port: number, profile: string): Promise<ChildProcess> {
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode}) before opening the debugging port`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('Chromium did not open its debugging port in 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Public screens measured signed out (the first-paint goals), and the signed-in dashboard's member count. */
export const PUBLIC_PAGES = ['/auth', '/register', '/auth/magic-link'] as const;
/** `ar` in `pages`: /auth and the dashboard again in Arabic (the device's language, then the profile's). */
const ARABIC = 'ar';
/** Where the web app keeps the language chosen on the device (web/src/i18n/language.ts). */
const LANGUAGE_KEY = 'simplify_language';
const DASHBOARD_MEMBERS = 20;

/** Lighthouse on the public screens (fresh storage), then on / with a session token put into localStorage first. */
export async function lighthouseRuns(opts: {
  stack: BenchStack;
  log: (line: string) => void;
  runs?: number;
  /** Only these pages (`/` = the signed-in dashboard); all by default. */
  pages?: string[];
}): Promise<LighthouseRun[]> {
  const { stack, log } = opts;
  const runs = opts.runs ?? 3;
  const wanted = (page: string) => !opts.pages || opts.pages.includes(page);
  for (const page of opts.pages ?? [])
    if (page !== '/' && page !== ARABIC && !(PUBLIC_PAGES as readonly string[]).includes(page))
      throw new Error(`Unknown Lighthouse page ${page}: choose from /, ${PUBLIC_PAGES.join(', ')}, ${ARABIC}`);
  const outDir = join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'simplify-bench-chrome-'));
  const chrome = await launchChromium(port, profile);
  try {
    // Lighthouse cannot sign in or choose a language: put them in this profile's localStorage (kept with
    // disableStorageReset), then empty the HTTP cache (before every run: Lighthouse keeps the previous run's too).
    const withStorage = async (entries: Record<string, string>) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0];
      const page = await context.newPage();
      await page.goto(`${stack.appUrl}/favicon.svg`);
      await page.evaluate((values) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, entries);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      await browser.close();
    };
    const results: LighthouseRun[] = [];
    for (const page of PUBLIC_PAGES.filter(wanted)) {
      log(`lighthouse ${page} x${runs} (mobile, simulated throttling)...`);
      results.push(await medianOf(runs, () => runLighthouse(page, `${stack.appUrl}${page}`, port, false, outDir)));
    }
    if (wanted(ARABIC)) {
      log(`lighthouse /auth in Arabic x${runs} (the device's language in localStorage)...`);
      const arabicAuth = await medianOf(runs, async () => {
        await withStorage({ [LANGUAGE_KEY]: 'ar' });
        return runLighthouse('/auth (Arabic)', `${stack.appUrl}/auth`, port, true, outDir);
      });
      arabicAuth.note = 'simplify_language=ar in localStorage; HTTP cache cleared before each run';
      results.push(arabicAuth);
    }
    if (!wanted('/') && !wanted(ARABIC)) return results;

    log(`seeding a signed-in parent (register, emailed link, verify) with ${DASHBOARD_MEMBERS} members and a month of events...`);
    const api = httpApi(stack.apiUrl);
    const user = await signUp(api, stack.mailUrl, { firstName: 'Maya' });
    const members = await addFamily(api, user.token, DASHBOARD_MEMBERS);
    const eventsNote = await addMonthOfEvents(
      api,
      user.token,
      members.map((m) => m.id),
    ).then(
      () => '',
      (e: Error) => `; seeding events failed: ${e.message}`,
    );

    const dashboardChunk = readManifest()[Object.keys(readManifest()).find((k) => k.endsWith('app/dashboard/routes/dashboard-screen.tsx'))!].file;
    const note = `${DASHBOARD_MEMBERS} members; token set in localStorage; HTTP cache cleared before each run${eventsNote}`;
    if (wanted('/')) {
      log(`lighthouse / signed in x${runs} (disableStorageReset keeps the token)...`);
      const dashboard = await medianOf(runs, async () => {
        await withStorage({ [STORAGE_KEYS.token]: user.token });
        return runLighthouse('/ (signed in)', `${stack.appUrl}/`, port, true, outDir, dashboardChunk);
      });
      dashboard.note = note;
      results.push(dashboard);
    }
    if (wanted(ARABIC)) {
      log(`lighthouse / signed in, in Arabic x${runs} (the profile's language)...`);
      expectStatus(await api('PUT', '/api/auth/profile', { token: user.token, body: { preferred_language: 'ar' } }), 200, 'profile in Arabic');
      const arabic = await medianOf(runs, async () => {
        await withStorage({ [STORAGE_KEYS.token]: user.token, [LANGUAGE_KEY]: 'ar' });
        return runLighthouse('/ (signed in, Arabic)', `${stack.appUrl}/`, port, true, outDir, dashboardChunk);
      });
      arabic.note = `${note}; the profile's language Arabic`;
      results.push(arabic);
    }
    return results;
  } finally {
    chrome.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(profile, { recursive: true, force: true });
  }
}
