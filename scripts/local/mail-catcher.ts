import type { Server } from 'node:http';

export interface MailCatcher {
  /** Where the catcher answers (SES API, `/store`, the mailbox page). */
  url: string;
  /** Empties the store and closes the server (open connections included). */
  stop(): Promise<void>;
}

type StartSes = (config: { port: number; host: string }) => Promise<Server>;

let runningHere = false;

/**
 * aws-ses-v2-local, the SES stand-in, on `host:port`. It keeps the caught emails in its module, one store per
 * process however many servers it starts, so a second catcher in the same process would see the first one's
 * emails: one runs at a time, it starts with the store emptied and empties it when it stops.
 */
export async function startMailCatcher(opts: { port: number; host: string }): Promise<MailCatcher> {
  if (runningHere) throw new Error('A mail catcher already runs in this process; aws-ses-v2-local keeps one store per process.');
  runningHere = true;
  try {
    const ses = (await import('aws-ses-v2-local')) as unknown as { default: StartSes | { default: StartSes } };
    const start = typeof ses.default === 'function' ? ses.default : ses.default.default;
    const server = await start({ port: opts.port, host: opts.host });
    const host = ['0.0.0.0', '::'].includes(opts.host) ? '127.0.0.1' : opts.host.includes(':') ? `[${opts.host}]` : opts.host;
    const url = `http://${host}:${opts.port}`;
    const clear = async () => {
      const res = await fetch(`${url}/clear-store`, { method: 'POST' });
      if (!res.ok) throw new Error(`The mail catcher did not clear its store (HTTP ${res.status})`);
    };
    const close = () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      });
    try {
      await clear();
    } catch (error) {
      await close();
      throw error;
    }
    let stopped = false;
    return {
      url,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        try {
          await clear().catch(() => undefined);
          await close();
        } finally {
          runningHere = false;
        }
      },
    };
  } catch (error) {
    runningHere = false;
    throw error;
  }
}
