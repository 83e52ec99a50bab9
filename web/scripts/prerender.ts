import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { PRERENDER_GUARD_SCRIPT, PRERENDERED_PAGES } from '../../shared/first-paint';

const ROOT_DIV = '<div id="root"></div>';

/**
 * Issue 19: puts the guard script (shared/first-paint.ts) first in <head>, and after `vite build`
 * writes each public screen's markup into a copy of index.html (auth.html, register.html,
 * auth/magic-link.html). The markup is rendered by the app's own modules through a throwaway Vite
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
        if (!template.includes(ROOT_DIV)) throw new Error(`prerender: ${ROOT_DIV} not found in the built index.html`);
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          const markup = await renderPage(path);
          const target = join(outDir, file);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, template.replace(ROOT_DIV, `<div id="root" data-prerendered="${path}">${markup}</div>`));
        }
      } finally {
        await server.close();
      }
    },
  };
}
