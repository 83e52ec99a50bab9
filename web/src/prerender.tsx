import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';

/**
 * Build-time only (web/scripts/prerender.ts loads it through Vite's SSR loader): the markup of a
 * signed-out screen, with emotion's <style> tags inline beside it (emotion's zero-config server mode),
 * which the browser paints before any JavaScript runs and main.tsx then hydrates. The tree must stay
 * the one main.tsx renders (App with a BrowserRouter), or hydration would not match.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProvider>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
    // Every Suspense boundary inline: larger ones would otherwise be sent after a fallback and revealed by inline scripts, which the CSP blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
