/**
 * Gzip size of the JavaScript a visitor of /auth downloads: the entry chunk, everything it
 * imports statically, and the lazy React DOM, /auth screen and Chakra chunks with their static imports.
 * Run after `npm run build:web`:  npx tsx web/scripts/auth-bundle-size.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

function withStaticImports(key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) withStaticImports(dep, seen);
}

const keys = new Set<string>();
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('No entry chunk in the manifest');
withStaticImports(entry, keys);
const authScreen = Object.keys(manifest).find((k) => k.endsWith('features/auth/routes/auth-screen.tsx'));
if (!authScreen) throw new Error('No /auth screen chunk in the manifest');
withStaticImports(authScreen, keys);
// Chakra's core, provider and theme (the `chakra` group of vite.config.ts): a lazy chunk, but one the sign-in
// screen always loads (app/preload.ts).
const chakra = Object.keys(manifest).find((k) => manifest[k].name === 'chakra');
if (!chakra) throw new Error('No Chakra provider chunk in the manifest');
withStaticImports(chakra, keys);
// React DOM: its own file, which main.tsx imports first thing.
const reactDom = Object.keys(manifest).find((k) => manifest[k].name === 'react-dom');
if (!reactDom) throw new Error('No React DOM chunk in the manifest');
withStaticImports(reactDom, keys);

let raw = 0;
let gzip = 0;
for (const key of keys) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const body = readFileSync(join(dist, file));
  const gz = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzip += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${file}`);
}
console.log(`/auth JavaScript: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (budget 200 KB)`);
if (gzip > 200 * 1024) process.exitCode = 1;
