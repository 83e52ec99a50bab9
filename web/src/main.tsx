// First: starts the first screen's downloads before the app sets up (see preload.ts).
import './app/preload';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { releasePrerendered } from './lib/hydration';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered public screen (issue 19, shared/first-paint.ts) is hydrated, unless the guard script in
// <head> hid it (a stored token or a query string): then the app renders afresh, as on every other page.
const prerendered = root.dataset.prerendered;
if (prerendered && prerendered === window.location.pathname && !document.documentElement.hasAttribute('data-no-prerender')) {
  // As a transition, hydration also runs in short slices (see below).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  if (prerendered !== undefined) {
    root.replaceChildren();
    releasePrerendered();
  }
  // As a transition the first render runs in short slices that yield to the browser, not in one long task.
  startTransition(() => {
    createRoot(root).render(app);
  });
}
