import { lookup as dnsLookup } from 'node:dns/promises';
import * as http from 'node:http';
import * as https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { addAbortSignal, pipeline, Transform, type Readable } from 'node:stream';
import * as zlib from 'node:zlib';

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

export type CalendarFetchErrorCode =
  | 'scheme'
  | 'credentials'
  | 'invalid'
  | 'private-address'
  | 'not-found'
  | 'unreachable'
  | 'certificate'
  | 'timeout'
  | 'too-large'
  | 'redirects'
  | 'http-status'
  | 'web-page'
  | 'not-calendar'
  | 'encoding';

/** A failure worth showing to a parent as is; `code` lets the caller decide what to do (retry, pause). */
export class CalendarFetchError extends Error {
  constructor(
    message: string,
    readonly code: CalendarFetchErrorCode,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'CalendarFetchError';
  }
}

const SCHEME_MESSAGE = 'Use an address starting with https:// or webcal://.';
const PRIVATE_MESSAGE = 'That address points to a private network.';
const TIMEOUT_MESSAGE = 'That address took too long to answer.';
const WEB_PAGE_MESSAGE = "That address didn't return a calendar (it returned a web page).";
const USER_AGENT = 'Simplify-Calendar/1.0';
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CALENDAR_TYPES = new Set(['text/calendar', 'application/ics', 'text/plain', 'application/octet-stream']);

/** Local development (`npm start`) serves test calendars over http on localhost; a deployed stack never sets this. */
export function calendarFetchAllowsLoopback(): boolean {
  return process.env.CALENDAR_FETCH_ALLOW_LOOPBACK === '1';
}

// ---------------------------------------------------------------------------------------------------
// Addresses

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, type] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

const LOOPBACK = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

/** Everything a public calendar server can never legitimately be: private, local, shared, reserved or not unicast. */
const FORBIDDEN = blockList([
  ['0.0.0.0', 8, 'ipv4'], // "this network", including the unspecified address
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['169.254.0.0', 16, 'ipv4'], // link-local, where cloud metadata services live
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, including the broadcast address
  ['::', 96, 'ipv6'], // unspecified and the deprecated IPv4-compatible form (::1 is judged as loopback first)
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
  ['100::', 64, 'ipv6'], // discard-only
  ['2001::', 32, 'ipv6'], // Teredo: tunnels to an address we cannot judge
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['fc00::', 7, 'ipv6'], // unique-local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // deprecated site-local
  ['ff00::', 8, 'ipv6'], // multicast
]);

/** The 16 bytes of a valid IPv6 address (any spelling, including a dotted IPv4 tail). */
function ipv6Bytes(ip: string): number[] {
  let text = ip;
  const tail: number[] = [];
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    text = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
    tail.push(...dotted[2].split('.').map(Number));
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = groups(rest);
  const missing = 8 - tail.length / 2 - left.length - right.length;
  const all = [...left, ...Array<number>(rest === undefined ? 0 : missing).fill(0), ...right];
  return [...all.flatMap((g) => [g >> 8, g & 0xff]), ...tail];
}

/**
 * The IPv4 address an IPv6 address stands for, when it is only a wrapper around one: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) or 6to4 (2002:aabb:ccdd::). A wrapper is judged by what it wraps.
 */
function embeddedIPv4(ip: string): string | null {
  const b = ipv6Bytes(ip);
  const quad = (i: number) => b.slice(i, i + 4).join('.');
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return quad(12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return quad(12);
  if (b[0] === 0x20 && b[1] === 0x02) return quad(2);
  return null;
}

/** Whether a server must not be contacted at this address. Anything that is not an IP address is refused. */
export function isForbiddenAddress(ip: string, allowLoopback: boolean): boolean {
  // A zone (fe80::1%eth0) only ever accompanies link-local addresses; judge the address without it.
  const address = ip.trim().replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const v4 = embeddedIPv4(address);
    if (v4 !== null) return isForbiddenAddress(v4, allowLoopback);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return !allowLoopback;
  return FORBIDDEN.check(address, type);
}

// ---------------------------------------------------------------------------------------------------
// Addresses as typed

/**
 * The address a parent typed, ready to fetch: trimmed, webcal:// read as https://, and nothing but https
 * accepted (plus http for local development). Credentials in the address are refused: they would be
 * stored and shown with it, and calendar feeds that need them are not supported.
 */
export function normaliseCalendarUrl(input: string, allowLoopback = calendarFetchAllowsLoopback()): URL {
  const text = input.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CalendarFetchError(SCHEME_MESSAGE, 'invalid');
  }
  checkScheme(url, allowLoopback);
  checkNoCredentials(url);
  url.hash = '';
  return url;
}

function checkScheme(url: URL, allowLoopback: boolean): void {
  const ok = url.protocol === 'https:' || (allowLoopback && url.protocol === 'http:');
  if (!ok || !url.hostname) throw new CalendarFetchError(SCHEME_MESSAGE, 'scheme');
}

function checkNoCredentials(url: URL): void {
  if (url.username || url.password) {
    throw new CalendarFetchError('Remove the name and password from that address; use the calendar’s shareable link instead.', 'credentials');
  }
}

/** A path segment that looks like a token (long, or a long run mixing letters and digits) rather than a file name. */
function looksSecret(segment: string): boolean {
  const stem = segment.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  if (stem.length > 32 || !/^[\w.~%-]+$/.test(stem)) return true;
  return (stem.match(/[A-Za-z0-9]{12,}/g) ?? []).some((run) => /\d/.test(run) && /[A-Za-z]/.test(run)) || /\d{8,}/.test(stem);
}

/**
 * How an address is shown on screen: host and last path segment, e.g. calendar.google.com/…/basic.ics.
 * Private feed addresses carry their secret in the path or query, so those are never shown.
 */
export function maskCalendarUrl(url: URL): string {
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last === undefined) return url.host;
  const shown = looksSecret(last) ? '…' : last;
  return segments.length > 1 && shown !== '…' ? `${url.host}/…/${shown}` : `${url.host}/${shown}`;
}

// ---------------------------------------------------------------------------------------------------
// Fetching

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

interface Settings {
  etag: string | null;
  lastModified: string | null;
  maxBytes: number;
  allowLoopback: boolean;
  resolve: Resolver;
  signal: AbortSignal;
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

function nextUrl(location: string, current: URL): URL {
  try {
    return new URL(location, current);
  } catch {
    throw new CalendarFetchError(SCHEME_MESSAGE, 'invalid');
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

/**
 * A lookup that always answers with the address already checked, so the connection goes where the check
 * went. The host name still travels as Host and as TLS SNI, and the certificate is verified against it.
 * Node asks for one address or, when it races IPv4 against IPv6, for a list.
 */
function pinnedLookup(pinned: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function requestHeaders(settings: Settings): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {
    'user-agent': USER_AGENT,
    accept: 'text/calendar, application/ics;q=0.9, text/plain;q=0.8, */*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (settings.etag) headers['if-none-match'] = settings.etag;
  if (settings.lastModified) headers['if-modified-since'] = settings.lastModified;
  return headers;
}

function get(url: URL, address: { address: string; family: 4 | 6 }, settings: Settings): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      protocol: url.protocol,
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: requestHeaders(settings),
      lookup: pinnedLookup(address),
      // No pooled sockets: each request connects to the address checked for it.
      agent: false,
      signal: settings.signal,
    });
    request.once('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readResponse(response: http.IncomingMessage, settings: Settings): Promise<FetchResult> {
  const status = response.statusCode ?? 0;
  const etag = header(response, 'etag');
  const lastModified = header(response, 'last-modified');
  if (status === 304) {
    response.destroy();
    return { status: 'not-modified', etag: etag ?? settings.etag, lastModified: lastModified ?? settings.lastModified };
  }
  if (status < 200 || status > 299) {
    response.destroy();
    throw new CalendarFetchError(`That address didn't return a calendar (${status}).`, 'http-status', status);
  }
  const declared = Number(header(response, 'content-length'));
  if (Number.isFinite(declared) && declared > settings.maxBytes) {
    response.destroy();
    throw tooLarge(settings.maxBytes);
  }
  const body = await readBody(response, settings);
  const text = new TextDecoder('utf-8').decode(body); // drops a leading BOM
  checkIsCalendar(header(response, 'content-type'), text);
  return { status: 'changed', text, etag, lastModified };
}

function header(response: http.IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Reads the body, decompressing as declared, and stops as soon as either count passes the limit. */
async function readBody(response: http.IncomingMessage, settings: Settings): Promise<Buffer> {
  // The request's signal already tears the socket down at the deadline; this also ends the body stream
  // itself, so a slow-drip body stops at the deadline whatever the transport does.
  addAbortSignal(settings.signal, response);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    const decoder = decoderFor(header(response, 'content-encoding'));
    const wire = pipeline(response, byteLimit(settings.maxBytes), () => {});
    const source: Readable = decoder ? pipeline(wire, decoder, () => {}) : wire;
    for await (const chunk of source) {
      total += (chunk as Buffer).length;
      if (total > settings.maxBytes) throw tooLarge(settings.maxBytes);
      chunks.push(chunk as Buffer);
    }
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks);
}

function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
}

function decoderFor(encoding: string | null): Transform | null {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return null;
  // Unzip reads both gzip and zlib-wrapped deflate, which servers mix up.
  if (name === 'gzip' || name === 'x-gzip' || name === 'deflate') return zlib.createUnzip();
  if (name === 'br') return zlib.createBrotliDecompress();
  throw new CalendarFetchError("That address didn't return a calendar (it used a compression we can't read).", 'encoding');
}

function tooLarge(maxBytes: number): CalendarFetchError {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(maxBytes / 1024)} KB`;
  return new CalendarFetchError(`That calendar is too large (over ${size}).`, 'too-large');
}

/**
 * Calendar servers label their feeds loosely, so the body decides when it starts like a calendar; a web
 * page (often a login or "not found" page answered with 200) is named as such so a parent knows why.
 */
function checkIsCalendar(contentType: string | null, text: string): void {
  const start = text.trimStart();
  if (/^BEGIN:VCALENDAR/i.test(start)) return;
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'text/html' || type === 'application/xhtml+xml' || start.startsWith('<')) throw new CalendarFetchError(WEB_PAGE_MESSAGE, 'web-page');
  if (CALENDAR_TYPES.has(type)) return;
  throw new CalendarFetchError("That address didn't return a calendar.", 'not-calendar');
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
