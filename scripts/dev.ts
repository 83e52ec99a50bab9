process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { parseLocalEnv } from './local/env';
import { startStack, StartupError } from './local/stack';

/** `npm start`: the whole product on this machine, no AWS account needed. */
async function main() {
  const env = parseLocalEnv(process.env);
  const stack = await startStack(env);
  console.log(`\nSimplify is running.\n  App:     ${stack.appUrl}\n  Mailbox: ${stack.mailUrl}\n  Data:    ${env.DATA_DIR}\nPress Ctrl-C to stop.`);
  console.log(`READY ${stack.appUrl}`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof StartupError || (error instanceof Error && error.message.startsWith('Invalid configuration'))
    ? `Cannot start: ${error.message}`
    : error);
  process.exit(1);
});
