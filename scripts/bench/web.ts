import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, type Budget } from './report';
import type { LighthouseRun } from './web-lighthouse';

/**
 * Web: the gzip size of the JavaScript each first page needs (from the Vite manifest, as
 * web/scripts/auth-bundle-size.ts counts it), and Lighthouse (performance + accessibility) on /auth
 * and on the signed-in dashboard (web-lighthouse.ts, web-lighthouse-runs.ts); web-report.ts judges and prints them.
 */

export const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'web/dist');

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface PageJs {
  page: string;
  chunks: number;
  rawKb: number;
  gzipKb: number;
  files: string[];
}

export interface WebResult {
  sizes: PageJs[];
  lighthouse?: LighthouseRun[] | { skipped: string };
  budgets?: Budget[];
}

export function buildWeb(): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`vite build failed (exit ${code})`))));
  });
}

export const readManifest = () => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Entry + its static imports + the given lazy chunks with theirs: the JavaScript that page runs first. */
function pageJs(manifest: Record<string, ManifestChunk>, page: string, lazyModules: string[]): PageJs {
  const keys = new Set<string>();
  const add = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const dep of manifest[key]?.imports ?? []) add(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('No entry chunk in web/dist/.vite/manifest.json');
  add(entry);
  for (const suffix of lazyModules) {
    // A source file's chunk, or a chunk group by name (Chakra's core is the `chakra` group of web/vite.config.ts).
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix)) ?? Object.keys(manifest).find((k) => manifest[k].name === suffix);
    if (!key) throw new Error(`No chunk for ${suffix} in the manifest`);
    add(key);
  }
  let raw = 0;
  let gz = 0;
  const files: string[] = [];
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const body = readFileSync(join(dist, file));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
    files.push(file);
  }
  return { page, chunks: files.length, rawKb: kb(raw), gzipKb: kb(gz), files };
}

export function webBudgetSizes(): PageJs[] {
  const manifest = readManifest();
  return [
    // React DOM is its own file (main.tsx imports it); the sign-in screen is drawn with Chakra, which
    // preload.ts fetches beside it.
    pageJs(manifest, '/auth', ['react-dom', 'features/auth/routes/auth-screen.tsx', 'chakra']),
    pageJs(manifest, '/', ['react-dom', 'app/dashboard/routes/dashboard-screen.tsx']),
    // What a signed-in visit to / also loads: the top bar is its own lazy chunk (signed-in only).
    pageJs(manifest, '/ with top bar', ['react-dom', 'app/dashboard/routes/dashboard-screen.tsx', 'app/layout/top-bar.tsx']),
  ];
}
