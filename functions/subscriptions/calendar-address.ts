import { BlockList, isIP } from 'node:net';
import { CalendarFetchError } from './calendar-fetch-error';

/**
 * Which calendar addresses the server may fetch: the address as a parent typed it (https only, no credentials),
 * and the IP addresses its host resolves to (nothing private, local or reserved). Also how an address is shown.
 */

const SCHEME_MESSAGE = 'Use an address starting with https:// or webcal://.';

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

export function checkScheme(url: URL, allowLoopback: boolean): void {
  const ok = url.protocol === 'https:' || (allowLoopback && url.protocol === 'http:');
  if (!ok || !url.hostname) throw new CalendarFetchError(SCHEME_MESSAGE, 'scheme');
}

export function checkNoCredentials(url: URL): void {
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

export function nextUrl(location: string, current: URL): URL {
  try {
    return new URL(location, current);
  } catch {
    throw new CalendarFetchError(SCHEME_MESSAGE, 'invalid');
  }
}
