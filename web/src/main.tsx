// First: starts the first screen's downloads before the app sets up (see preload.ts).
import './app/preload';
import { startTransition, StrictMode } from 'react';
import { App } from './app/app';
import { deviceLanguage, setLanguage } from './i18n/language';
import { releasePrerendered } from './lib/hydration';

// React DOM is its own file, evaluated in a task of its own after this one: evaluating it is a long task on
// a phone (about 30 ms here unthrottled), and after the first paint every long task counts towards the blocking time.
// Arabic's catalogue (its own file) is fetched alongside, so an Arabic page is drawn in Arabic from its first frame.
void Promise.all([import('react-dom/client'), setLanguage(deviceLanguage())]).then(([{ createRoot, hydrateRoot }]) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  // A prerendered public screen (shared/first-paint.ts) is hydrated, unless the guard script in
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
});
