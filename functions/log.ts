import { AsyncLocalStorage } from 'node:async_hooks';
import { config } from './config';

/**
 * The one structured logger. The wrapper (and each job or worker) runs its work inside a context holding
 * the request id and the route, so every line written from a handler or use case carries both without
 * passing them down.
 */
export interface LogContext {
  requestId?: string;
  route?: string;
  job?: string;
}

const store = new AsyncLocalStorage<LogContext>();

/** Run `fn` with this context; the context object may be updated while it runs (the route once it is known). */
export const withLogContext = <T>(context: LogContext, fn: () => T): T => store.run(context, fn);
export const logContext = (): LogContext => store.getStore() ?? {};

export type LogLevel = 'info' | 'warn' | 'error';

/** One JSON line: level, the context (request id, route or job), then the fields. */
export function logLine(level: LogLevel, fields: Record<string, unknown>, opts: { always?: boolean } = {}) {
  // Lines an alarm counts are written whatever LOG_LEVEL says.
  if (!opts.always && config().LOG_LEVEL === 'silent') return;
  const text = JSON.stringify({ level, ...logContext(), ...fields });
  if (level === 'info') console.log(text);
  else console.error(text);
}

export const log = {
  info: (fields: Record<string, unknown>) => logLine('info', fields),
  warn: (fields: Record<string, unknown>) => logLine('warn', fields),
  error: (fields: Record<string, unknown>) => logLine('error', fields),
};
