import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { linguiCatalogues } from './scripts/lingui-catalogues.ts';
import { prerender } from './scripts/prerender.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** A chunk group's `test`: matches module ids (with forward slashes) against one pattern. */
const modules = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll('\\', '/'));
const chakra = (components: string) => `/node_modules/@chakra-ui/react/dist/esm/components/(${components})/`;
const app = (files: string) => `/web/src/(${files})$`;

/**
 * Chakra's core: its style system, emotion, the provider and the app's theme (not part of the
 * dashboard's first view (docs/decisions/0013), which is drawn without Chakra; every other screen loads it beside its own code).
 * Before the groups below, which take their modules' dependencies along, so they do not split it up.
 */
const CHAKRA_CORE = modules(
  new RegExp(
    [
      '/node_modules/(@emotion|stylis|@pandacss)/',
      '/node_modules/@chakra-ui/react/dist/esm/(styled-system|utils|theme|preset|preset-base|merge-props\\.js|create-context\\.js)',
      '/node_modules/@chakra-ui/react/dist/esm/components/(provider|theme)',
      app('app/(chakra-provider\\.tsx|theme\\.ts)'),
    ].join('|'),
  ),
);

/** Chakra components (with their Ark and zag parts) that the sign-in screens render. */
const FIRST_SCREEN_UI = modules(new RegExp([chakra('alert|button|card|flex|group|heading|link|text|tabs'), app('components/ui/button-link\\.tsx')].join('|')));

/** Formik, yup and the app's form fields and schemas: the sign-in, registration and settings forms and the dialogs. */
const FORMS = modules(
  new RegExp(
    [
      '/node_modules/(formik|yup|lodash-es|deepmerge|react-fast-compare|tiny-warning|property-expr|tiny-case|toposort)/',
      app('components/ui/(form-fields|new-password-fields)\\.tsx|features/auth/components/auth-form-body\\.tsx|lib/form-schemas\\.ts'),
    ].join('|'),
  ),
);

/**
 * What the signed-in screens share: the page frame, member cards, plan and link reads. No Chakra component:
 * the dashboard's first view, drawn without Chakra, loads this file (docs/decisions/0013).
 */
const SIGNED_IN = modules(
  new RegExp(
    [
      app('components/ui/page\\.tsx|lib/family-members\\.ts|features/family/(api/.*|lib/member-display\\.ts|components/member-card\\.tsx)'),
      app('features/account-links/(api|lib)/.*|features/plans/(api/.*|lib/.*|components/subscription-control\\.tsx)'),
      '/shared/(family|links|plans)\\.ts$',
    ].join('|'),
  ),
);

/** The Chakra components the other signed-in screens share. */
const SIGNED_IN_UI = modules(new RegExp(chakra('avatar|badge|container|simple-grid|grid|stack|wrap')));

/**
 * The emailed-link pages' shared parts (reset password, verify email, magic link) in one file (they are small
 * and load together); the auth screens' frame stays in its own file (the sign-in screen needs it, not these).
 */
const AUTH_SHELL = modules(new RegExp(app('components/ui/auth-shell\\.tsx')));
const EMAIL_LINKS = modules(new RegExp(app('features/auth/(lib/link-errors\\.ts|components/link-(problem|sign-in-panel)\\.tsx|hooks/use-link-token\\.ts)')));

/** The SPA: built into web/dist, which the local server and CloudFront serve; `/api` goes to the local API in dev. */
export default defineConfig({
  root: webRoot,
  plugins: [linguiCatalogues(), react(), prerender()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.WEB_SOURCEMAP === '1', // WEB_SOURCEMAP=1 for bundle analysis
    manifest: true,
    target: 'es2022',
    // The shared first-load chunk is about 500 kB raw; the real limit is the /auth gzip budget
    // checked by web/scripts/auth-bundle-size.ts.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs goes in one file (fewer requests, better compression); screens stay split.
            // React DOM apart: main.tsx imports it after the rest of the first file has run (a task of its own).
            { name: 'react-dom', test: modules(/\/node_modules\/(react-dom\/(client\.js|cjs\/react-dom-client\.)|scheduler\/)/), priority: 5 },
            { name: 'app', tags: ['$initial'], priority: 6 },
            { name: 'chakra', test: CHAKRA_CORE, priority: 4 },
            // Without the groups below the first screens load 20-30 files of a few hundred bytes each (one per
            // Chakra component or helper, for each different set of screens sharing it), which on a slow link
            // are round trips in series. Each group gathers what several screens share; a group's content must
            // stay what /auth (200 KB gzip budget) or / really render, or it would count against those pages.
            { name: 'ui', test: FIRST_SCREEN_UI, priority: 3 },
            { name: 'forms', test: FORMS, priority: 2 },
            { name: 'signed-in', test: SIGNED_IN, priority: 1 },
            { name: 'signed-in-ui', test: SIGNED_IN_UI, priority: 1 },
            { name: 'auth-shell', test: AUTH_SHELL, priority: 2 },
            // The logo alone: the sign-in screens' frame (drawn with Chakra) and the plain top bar both show it.
            { name: 'logo', test: modules(new RegExp(app('components/ui/logo\\.tsx'))), priority: 3 },
            { name: 'link-errors', test: EMAIL_LINKS, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: { port: 4173 },
});
