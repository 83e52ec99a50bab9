import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { linguiCatalogues } from './lingui-catalogues.ts';
import { HELD_ACTION, PRERENDER_GUARD_SCRIPT, PRERENDERED_PAGES } from '../../shared/first-paint.ts';

const ROOT_DIV = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PAINT_MARK = 'prerendered-end';
const APP_CSS = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const EMOTION_STYLE = /<style data-emotion="[^"]*">[\s\S]*?<\/style>/g;

/** Writes a tiny loader as a hashed file in assets/ (an external script: the CSP allows no other inline one). */
function writeLoader(outDir: string, name: string, code: string): string {
  const file = `/assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), code);
  return file;
}

/**
 * Chakra's page-wide CSS (reset, globals, theme variables: src/app/base-css.tsx), which the signed-in pages'
 * plain first view needs without Chakra (docs/decisions/0013): inline in the built index.html (the prerendered pages
 * carry the same rules in their emotion styles); `npm run dev` links it from here.
 */
const DEV_BASE_CSS = '/@simplify/chakra-base.css';

/**
 * index.html draws the app shell for a stored token: the app's code is fetched and run only after that
 * first paint (the loader waits for the next frame), so React and Chakra do not hold it back. (No
 * modulepreload of the entry: Lighthouse counts its download as part of the first paint, FCP 1.9 s
 * instead of 1.0 s.)
 */
const afterPaintLoader = (entry: string) => `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry)})));\n`;

/**
 * A prerendered public screen is complete without JavaScript until a person acts on it, so the app is
 * loaded at the first sign of one (a pointer moving or pressing, a touch, a key, focus), not while the
 * page is still being read: nothing blocks the main thread before then. Typing needs no script (the
 * inputs are native; hydration.ts hands typed values to the app), and a press on a button or a submit
 * made before the app has taken the screen over is held here and replayed by hydration.ts. When the
 * guard script hid the screen (a stored token, a query string) the app is needed at once, as on index.html.
 */
const onInputLoader = (entry: string) =>
  `const d=document,root=d.getElementById('root'),kinds=['pointerdown','pointermove','touchstart','keydown','focusin'];
let started=false;
const start=()=>{if(started)return;started=true;for(const k of kinds)removeEventListener(k,start,true);import(${JSON.stringify(entry)});};
if(d.documentElement.hasAttribute('data-no-prerender'))requestAnimationFrame(()=>setTimeout(start));
else{
for(const k of kinds)addEventListener(k,start,{capture:true,passive:true});
const hold=(e)=>{if(!root.hasAttribute('data-prerendered'))return;const t=e.type==='submit'?e.target:e.target.closest&&e.target.closest('button');if(!t)return;e.preventDefault();e.stopImmediatePropagation();window.${HELD_ACTION}=t;start();};
d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);
}
`;

/**
 * First paint: puts the guard script (shared/first-paint.ts) first in <head>; after `vite build` makes
 * index.html run the app after the first paint (afterPaintLoader), the prerendered pages on a person's first input (onInputLoader), and writes each public screen's
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
    configureServer(server) {
      // `npm run dev`: the same stylesheet, rendered on request.
      server.middlewares.use(DEV_BASE_CSS, (_req, res, next) => {
        server
          .ssrLoadModule('/src/app/base-css.tsx')
          .then(({ chakraBaseCss }) => {
            res.setHeader('content-type', 'text/css');
            res.end((chakraBaseCss as () => string)());
          })
          .catch(next);
      });
    },
    transformIndexHtml(_html, ctx) {
      return [
        ...(ctx.server ? [{ tag: 'link', attrs: { rel: 'stylesheet', href: DEV_BASE_CSS }, injectTo: 'body-prepend' as const }] : []),
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
        plugins: [linguiCatalogues(), react()],
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderPage: (path: string) => Promise<string> };
        const { chakraBaseCss } = (await server.ssrLoadModule('/src/app/base-css.tsx')) as { chakraBaseCss: () => string };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const entry = ENTRY_SCRIPT.exec(template)?.[1];
        if (!template.includes(ROOT_DIV) || !entry) throw new Error(`prerender: ${ROOT_DIV} or the entry script not found in the built index.html`);
        // The app's own CSS (components/ui/plain.css: the signed-in frame and the dashboard's first view) inline: as a file it
        // would be one more request before each page's first paint.
        const appCss = [...template.matchAll(APP_CSS)].map((m) => readFileSync(join(outDir, m[1]), 'utf8')).join('\n');
        const withLoader = (loader: string) =>
          template
            .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="${loader}"></script>`)
            .replace(APP_CSS, '')
            .replace('</head>', `<style>${appCss}</style></head>`);
        // Chakra's page-wide CSS (the prerendered pages carry it in their emotion styles), inline too.
        const index = withLoader(writeLoader(outDir, 'boot', afterPaintLoader(entry))).replace('</head>', `<style>${chakraBaseCss()}</style></head>`);
        writeFileSync(join(outDir, 'index.html'), index);
        const page = withLoader(writeLoader(outDir, 'boot-on-input', onInputLoader(entry)));
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
          writeFileSync(
            target,
            page.replace('</head>', head).replace(ROOT_DIV, `<div id="root" data-prerendered="${path}">${markup}</div><span id="${PAINT_MARK}" hidden></span>`),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
