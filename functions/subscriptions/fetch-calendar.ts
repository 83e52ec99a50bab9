import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { calendarFetchAllowsLoopback, checkNoCredentials, checkScheme, isForbiddenAddress, nextUrl } from './calendar-address';
import { CalendarFetchError } from './calendar-fetch-error';
import { get, readResponse, type RequestSettings } from './calendar-http';

/**
 * Fetches a calendar address a parent typed. The server does the fetching, so the address is hostile
 * until proven otherwise: only https, every resolved address checked against private ranges (again after
 * each redirect), and the socket pinned to the address that was checked so DNS cannot change its answer
 * between the check and the connection. The address may itself be a secret (private feed URLs), so it
 * never appears in a message or a log line.
 */

export interface FetchResult {
  status: 'changed' | 'not-modified';
  /** When changed: the body as UTF-8 text. */
  text?: string;
  etag: string | null;
  lastModified: string | null;
}

const PRIVATE_MESSAGE = 'That address points to a private network.';
const TIMEOUT_MESSAGE = 'That address took too long to answer.';

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

type Resolver = (host: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export interface FetchCalendarOptions {
  etag?: string | null;
  lastModified?: string | null;
  /** The whole fetch: every lookup, redirect and the body. */
  timeoutMs?: number;
  /** Counted on the wire and again after decompression. */
  maxBytes?: number;
  allowLoopback?: boolean;
  resolve?: Resolver;
}

interface Settings extends RequestSettings {
  allowLoopback: boolean;
  resolve: Resolver;
}

const systemResolver: Resolver = async (host) => {
  const found = await dnsLookup(host, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export async function fetchCalendar(url: URL, opts: FetchCalendarOptions = {}): Promise<FetchResult> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), opts.timeoutMs ?? 10_000);
  const settings: Settings = {
    etag: opts.etag ?? null,
    lastModified: opts.lastModified ?? null,
    maxBytes: opts.maxBytes ?? 5 * 1024 * 1024,
    allowLoopback: opts.allowLoopback ?? calendarFetchAllowsLoopback(),
    resolve: opts.resolve ?? systemResolver,
    signal: deadline.signal,
  };
  try {
    return await followRedirects(url, settings);
  } catch (error) {
    throw asCalendarError(error, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(start: URL, settings: Settings): Promise<FetchResult> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    checkScheme(url, settings.allowLoopback);
    checkNoCredentials(url);
    const address = await safeAddress(url, settings);
    const response = await get(url, address, settings);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError('That address redirects too many times.', 'redirects');
      url = nextUrl(location, url);
      continue;
    }
    return readResponse(response, settings);
  }
}

/** Resolves the host and returns the address to connect to, refusing if any answer is forbidden. */
async function safeAddress(url: URL, settings: Settings): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const answers = family ? [{ address: host, family: family as 4 | 6 }] : await withDeadline(resolveHost(host, settings.resolve), settings.signal);
  // One bad answer is enough: with several, a client may connect to any of them.
  if (answers.length === 0) throw new CalendarFetchError("That address couldn't be found.", 'not-found');
  if (answers.some((a) => isForbiddenAddress(a.address, settings.allowLoopback))) throw new CalendarFetchError(PRIVATE_MESSAGE, 'private-address');
  return answers[0];
}

async function resolveHost(host: string, resolve: Resolver) {
  try {
    return await resolve(host);
  } catch {
    throw new CalendarFetchError("That address couldn't be found.", 'not-found');
  }
}

function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(new CalendarFetchError(TIMEOUT_MESSAGE, 'timeout'));
    const onAbort = () => reject(new CalendarFetchError(TIMEOUT_MESSAGE, 'timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Every failure leaves as a CalendarFetchError whose message names no address. */
function asCalendarError(error: unknown, deadline: AbortSignal): CalendarFetchError {
  if (deadline.aborted) return new CalendarFetchError(TIMEOUT_MESSAGE, 'timeout');
  if (error instanceof CalendarFetchError) return error;
  const code = String((error as { code?: unknown })?.code ?? '');
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME/i.test(code) || code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return new CalendarFetchError("That address's security certificate isn't valid.", 'certificate');
  }
  if (code.startsWith('Z_') || code.startsWith('ERR__') || code.includes('BROTLI')) {
    return new CalendarFetchError("That address didn't return a calendar (its compressed data was damaged).", 'encoding');
  }
  return new CalendarFetchError("That address couldn't be reached.", 'unreachable');
}
