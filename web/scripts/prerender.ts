import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { PRERENDER_GUARD_SCRIPT, PRERENDERED_PAGES } from '../../shared/first-paint.ts';

const ROOT_DIV = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PAINT_MARK = 'prerendered-end';
const EMOTION_STYLE = /<style data-emotion="[^"]*">[\s\S]*?<\/style>/g;

/**
 * A prerendered page is already painted by its HTML, and index.html draws the app shell for a stored
 * token: on both, the app's code is fetched and run only after the first paint (a tiny loader waits for
 * the next frame), so React and Chakra do not hold that paint back. (A modulepreload of the entry was
 * measured: Lighthouse then counts its download as part of the first paint, FCP 1.9 s instead of 1.0 s.)
 */
function afterPaintLoader(outDir: string, entry: string): string {
  const code = `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry)})));\n`;
  const file = `/assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), code);
  return file;
}

/**
 * Issue 19: puts the guard script (shared/first-paint.ts) first in <head>; after `vite build` makes
 * index.html run the app after the first paint (afterPaintLoader) and writes each public screen's
 * markup into a copy of it (auth.html, register.html, auth/magic-link.html). The markup is rendered by the app's own modules through a throwaway Vite
 * SSR loader, so it is what the client renders on its first pass and can be hydrated.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'simplify-prerender',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml() {
      return [
        { tag: 'script', children: PRERENDER_GUARD_SCRIPT, injectTo: 'head-prepend' },
        // A signed-in parent, or an address with a query, never sees the prerendered (signed-out) screen.
        { tag: 'style', children: 'html[data-no-prerender] #root[data-prerendered]{display:none}', injectTo: 'head' },
      ];
    },
    async closeBundle() {
      if (this.environment?.config.consumer === 'server') return;
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react()],
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderPage: (path: string) => Promise<string> };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const entry = ENTRY_SCRIPT.exec(template)?.[1];
        if (!template.includes(ROOT_DIV) || !entry) throw new Error(`prerender: ${ROOT_DIV} or the entry script not found in the built index.html`);
        const loader = afterPaintLoader(outDir, entry);
        const page = template.replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="${loader}"></script>`);
        writeFileSync(join(outDir, 'index.html'), page);
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          // Emotion writes each rule's <style> before its element; in <head> the page paints once, whole,
          // instead of growing (and, centred, shifting) as the parser reaches each part. Emotion moves
          // them to <head> itself before hydrating, so the markup React hydrates is the same.
          const rendered = await renderPage(path);
          const styles = rendered.match(EMOTION_STYLE) ?? [];
          const markup = rendered.replace(EMOTION_STYLE, '');
          const target = join(outDir, file);
          mkdirSync(dirname(target), { recursive: true });
                    // rel=expect holds the first paint until the parser has passed the whole screen (Chromium 124+;
          // other browsers ignore it), so a slow phone does not paint it half-built and then move it.
          const head = `${styles.join('')}<link rel="expect" href="#${PAINT_MARK}" blocking="render"></head>`;
          writeFileSync(target, page.replace('</head>', head).replace(ROOT_DIV, `<div id="root" data-prerendered="${path}" inert aria-disabled="true">${markup}</div><span id="${PAINT_MARK}" hidden></span>`));
        }
      } finally {
        await server.close();
      }
    },
  };
}
