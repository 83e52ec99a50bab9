import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Run `scripts/dev.ts` (what `npm start` runs) as a child process and wait for its READY line. */
export async function startLocalStack(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await waitForReady(child, 'local stack', 90_000, process.env.E2E_LOG === '1');
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return { child, output, stop };
}

/** Wait for a child process's READY line (stdout or stderr); returns its output so far and from then on. */
export async function waitForReady(child: ChildProcess, what: string, timeoutMs: number, echo = false): Promise<() => string> {
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${what} did not start in ${timeoutMs / 1000}s:\n${output}`)), timeoutMs);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (echo) process.stdout.write(d);
      if (output.includes('READY ')) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
  return () => output;
}
