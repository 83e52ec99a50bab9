// First: starts the first screen's downloads before the app sets up (see preload.ts).
import './app/preload';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// As a transition the first render runs in short slices that yield to the browser, not in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
