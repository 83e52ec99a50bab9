import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { STORAGE_KEYS } from '../../shared/constants';
import { freePort } from '../../tests/helpers/ports';
import { addFamily, addMonthOfEvents, httpApi, signUp } from './seed';
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
    if (page !== '/' && !(PUBLIC_PAGES as readonly string[]).includes(page))
      throw new Error(`Unknown Lighthouse page ${page}: choose from /, ${PUBLIC_PAGES.join(', ')}`);
  const outDir = join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'simplify-bench-chrome-'));
  const chrome = await launchChromium(port, profile);
  try {
    const results: LighthouseRun[] = [];
    for (const page of PUBLIC_PAGES.filter(wanted)) {
      log(`lighthouse ${page} x${runs} (mobile, simulated throttling)...`);
      results.push(await medianOf(runs, () => runLighthouse(page, `${stack.appUrl}${page}`, port, false, outDir)));
    }
    if (!wanted('/')) return results;

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

    // Lighthouse cannot sign in: put the token in this profile's localStorage, then empty the HTTP cache
    // (before every run: with disableStorageReset Lighthouse keeps the cache of the previous run too).
    const signedIn = async () => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0];
      const page = await context.newPage();
      await page.goto(`${stack.appUrl}/favicon.svg`);
      await page.evaluate(([key, token]) => localStorage.setItem(key, token), [STORAGE_KEYS.token, user.token] as const);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      await browser.close();
    };

    log(`lighthouse / signed in x${runs} (disableStorageReset keeps the token)...`);
    const dashboardChunk = readManifest()[Object.keys(readManifest()).find((k) => k.endsWith('app/dashboard/routes/dashboard-screen.tsx'))!].file;
    const dashboard = await medianOf(runs, async () => {
      await signedIn();
      return runLighthouse('/ (signed in)', `${stack.appUrl}/`, port, true, outDir, dashboardChunk);
    });
    dashboard.note = `${DASHBOARD_MEMBERS} members; token set in localStorage; HTTP cache cleared before each run${eventsNote}`;
    return [...results, dashboard];
  } finally {
    chrome.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(profile, { recursive: true, force: true });
  }
}
