process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { resolve } from 'node:path';
import { parseLocalEnv } from './local/env';
import { startStack, StartupError } from './local/stack';

/**
 * `npm start`: the whole product on this machine, no AWS account needed.
 * `npm run dev` (--vite): the same stack plus Vite's dev server with hot reload on VITE_PORT (5173).
 */
async function main() {
  const withVite = process.argv.includes('--vite');
  const env = parseLocalEnv(process.env);
  const vitePort = Number(process.env.VITE_PORT ?? 5173);
  if (withVite) env.APP_URL ??= `http://localhost:${vitePort}`;
  const stack = await startStack(withVite ? { ...env, SKIP_WEB_BUILD: '1' } : env);
  let stopVite = async () => undefined as void;
  if (withVite) {
    const { createServer } = await import('vite');
    const target = `http://127.0.0.1:${env.PORT}`;
    const vite = await createServer({
      configFile: resolve(import.meta.dirname, '../web/vite.config.ts'),
      server: { port: vitePort, strictPort: true, proxy: { '/api': target, '/_local': target } },
    });
    await vite.listen();
    stopVite = () => vite.close();
  }
  const appUrl = withVite ? `http://localhost:${vitePort} (hot reload; API and built app on http://localhost:${env.PORT})` : stack.appUrl;
  console.log(`\nSimplify is running.\n  App:     ${appUrl}\n  Mailbox: ${stack.mailUrl}\n  Data:    ${env.DATA_DIR}\nPress Ctrl-C to stop.`);
  console.log(`READY ${stack.appUrl}`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stopVite();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(
    error instanceof StartupError || (error instanceof Error && error.message.startsWith('Invalid configuration')) ? `Cannot start: ${error.message}` : error,
  );
  process.exit(1);
});
