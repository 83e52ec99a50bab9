import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isForbiddenAddress, maskCalendarUrl, normaliseCalendarUrl } from './calendar-address';
import { CalendarFetchError } from './calendar-fetch-error';
import { fetchCalendar } from './fetch-calendar';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Sports day\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

/** Fails the test if a socket is opened: refusals must happen before any connection. */
function forbidConnections() {
  return vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(() => {
    throw new Error('a connection was attempted');
  });
}

/** Answers with fixed addresses per host; an unknown host fails like a missing DNS name. */
function resolverFor(table: Record<string, string[]>) {
  return vi.fn(async (host: string) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: (net.isIPv6(address) ? 6 : 4) as 4 | 6 }));
  });
}

async function failure(promise: Promise<unknown>): Promise<CalendarFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CalendarFetchError);
  return error as CalendarFetchError;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('isForbiddenAddress', () => {
  const forbidden = [
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    'ff0e::1',
    '::ffff:10.0.0.1',
    '::ffff:a00:1',
    '::ffff:169.254.169.254',
    '::ffff:192.168.0.1',
    '0:0:0:0:0:ffff:ac10:0001',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:0a00:0001::1',
    '2002:a9fe:a9fe::',
    '::10.0.0.1',
    '2001:db8::1',
    'not-an-ip',
    '',
    'example.com',
  ];
  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '192.169.0.1',
    '223.255.255.255',
    '142.250.180.14',
    '2606:4700:4700::1111',
    '2a00:1450:4009:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:0808:0808::1',
  ];
  const loopback = ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'];

  it.each(forbidden)('refuses %s, with or without loopback allowed', (ip) => {
    expect(isForbiddenAddress(ip, false)).toBe(true);
    expect(isForbiddenAddress(ip, true)).toBe(true);
  });

  it.each(allowed)('accepts public %s', (ip) => {
    expect(isForbiddenAddress(ip, false)).toBe(false);
  });

  it.each(loopback)('refuses loopback %s unless loopback is allowed', (ip) => {
    expect(isForbiddenAddress(ip, false)).toBe(true);
    expect(isForbiddenAddress(ip, true)).toBe(false);
  });
});

describe('normaliseCalendarUrl', () => {
  it('reads webcal:// as https:// and trims', () => {
    expect(normaliseCalendarUrl('  webcal://calendar.google.com/calendar/ical/x/basic.ics \n', false).href).toBe(
      'https://calendar.google.com/calendar/ical/x/basic.ics',
    );
    expect(normaliseCalendarUrl('WEBCAL://p01-calendars.icloud.com/published/2/abc', false).protocol).toBe('https:');
  });

  it('keeps https addresses, query included, and drops the fragment', () => {
    expect(normaliseCalendarUrl('https://school.example/cal.ics?token=abc#top', false).href).toBe('https://school.example/cal.ics?token=abc');
  });

  it.each([
    'http://school.example/cal.ics',
    'ftp://school.example/cal.ics',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'school.example/cal.ics',
    '',
    'https://',
  ])('refuses %j with the scheme message', (input) => {
    expect(() => normaliseCalendarUrl(input, false)).toThrow('Use an address starting with https:// or webcal://.');
  });

  it('accepts http only when loopback is allowed (local development)', () => {
    expect(normaliseCalendarUrl('http://localhost:3000/cal.ics', true).protocol).toBe('http:');
  });

  it('takes the http allowance from the environment by default', () => {
    vi.stubEnv('CALENDAR_FETCH_ALLOW_LOOPBACK', '1');
    expect(normaliseCalendarUrl('http://localhost/cal.ics').protocol).toBe('http:');
    vi.stubEnv('CALENDAR_FETCH_ALLOW_LOOPBACK', '');
    expect(() => normaliseCalendarUrl('http://localhost/cal.ics')).toThrow(CalendarFetchError);
  });

  it.each(['https://user:pass@school.example/cal.ics', 'webcal://user@school.example/cal.ics', 'https://:secret@school.example/'])(
    'refuses credentials in %s',
    (input) => {
      const call = () => normaliseCalendarUrl(input, false);
      expect(call).toThrow(CalendarFetchError);
      expect(call).toThrow(/name and password/);
    },
  );
});

describe('maskCalendarUrl', () => {
  it.each([
    ['https://calendar.google.com/calendar/ical/family%40gmail.com/private-0123456789abcdef/basic.ics', 'calendar.google.com/…/basic.ics'],
    ['https://outlook.office365.com/owa/calendar/4f1c2d3e@example.com/a1b2c3d4e5f6a7b8c9d0/calendar.ics?x=1', 'outlook.office365.com/…/calendar.ics'],
    ['https://p12-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTI', 'p12-caldav.icloud.com/…'],
    ['https://school.example/calendar?key=secret', 'school.example/calendar'],
    ['https://school.example/', 'school.example'],
    ['https://school.example:8443/terms/2025-26-term-dates.ics', 'school.example:8443/…/2025-26-term-dates.ics'],
    ['https://school.example/a8f3k2m9q7x4z1', 'school.example/…'],
    ['https://school.example/feeds/123456789', 'school.example/…'],
  ])('masks %s as %s', (input, expected) => {
    const masked = maskCalendarUrl(new URL(input));
    expect(masked).toBe(expected);
    expect(masked).not.toMatch(/secret|private-|\?|MTIz/);
  });
});

describe('fetchCalendar refuses before connecting', () => {
  it('refuses a host that resolves to the metadata address', async () => {
    const connect = forbidConnections();
    const resolve = resolverFor({ 'school.test': ['169.254.169.254'] });
    const error = await failure(fetchCalendar(new URL('https://school.test/cal.ics'), { resolve, allowLoopback: false }));
    expect(error.message).toBe('That address points to a private network.');
    expect(resolve).toHaveBeenCalledWith('school.test');
    expect(connect).not.toHaveBeenCalled();
  });

  it('refuses when any one of several answers is private', async () => {
    const connect = forbidConnections();
    const resolve = resolverFor({ 'school.test': ['93.184.216.34', '10.0.0.1'] });
    const error = await failure(fetchCalendar(new URL('https://school.test/cal.ics'), { resolve }));
    expect(error.message).toBe('That address points to a private network.');
    expect(connect).not.toHaveBeenCalled();
  });

  it('keeps private ranges forbidden even when loopback is allowed', async () => {
    const connect = forbidConnections();
    const resolve = resolverFor({ 'school.test': ['fd00::5'] });
    const error = await failure(fetchCalendar(new URL('https://school.test/cal.ics'), { resolve, allowLoopback: true }));
    expect(error.message).toBe('That address points to a private network.');
    expect(connect).not.toHaveBeenCalled();
  });

  it.each([
    'https://169.254.169.254/latest/meta-data/',
    'https://[::ffff:10.0.0.1]/cal.ics',
    'https://[fe80::1]/cal.ics',
    'https://2130706433/cal.ics',
    'https://0/',
  ])('checks a literal address without asking DNS: %s', async (href) => {
    const connect = forbidConnections();
    const resolve = resolverFor({});
    const error = await failure(fetchCalendar(new URL(href), { resolve, allowLoopback: false }));
    expect(error.message).toBe('That address points to a private network.');
    expect(resolve).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
  });

  it('refuses other schemes and credentials even when handed a URL directly', async () => {
    const connect = forbidConnections();
    const resolve = resolverFor({ 'school.test': ['93.184.216.34'] });
    expect((await failure(fetchCalendar(new URL('ftp://school.test/cal.ics'), { resolve }))).message).toBe(
      'Use an address starting with https:// or webcal://.',
    );
    expect((await failure(fetchCalendar(new URL('https://a:b@school.test/cal.ics'), { resolve }))).code).toBe('credentials');
    expect(connect).not.toHaveBeenCalled();
  });

  it('reports a name that does not resolve', async () => {
    const connect = forbidConnections();
    const error = await failure(fetchCalendar(new URL('https://nowhere.test/cal.ics'), { resolve: resolverFor({}) }));
    expect(error.message).toBe("That address couldn't be found.");
    expect(connect).not.toHaveBeenCalled();
  });

  it('counts a DNS lookup that never answers against the timeout', async () => {
    const connect = forbidConnections();
    const resolve = () => new Promise<never>(() => {});
    const error = await failure(fetchCalendar(new URL('https://school.test/cal.ics'), { resolve, timeoutMs: 100 }));
    expect(error.message).toBe('That address took too long to answer.');
    expect(connect).not.toHaveBeenCalled();
  });
});

describe('fetchCalendar against a local server', () => {
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  const routes = new Map<string, Handler>();
  const seen: IncomingMessage[] = [];
  let server: Server;
  let port: number;
  const resolve = resolverFor({ 'school.test': ['127.0.0.1'], 'intranet.test': ['10.0.0.1'] });
  const at = (path: string) => new URL(`http://school.test:${port}${path}`);
  const local = { resolve, allowLoopback: true };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      const handler = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
      if (handler) handler(req, res);
      else res.writeHead(404).end('Not found');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  afterEach(() => {
    routes.clear();
    seen.length = 0;
  });

  it('reads a calendar through the pinned address, sending the host name and its own user agent', async () => {
    routes.set('/cal.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ICS));
    const result = await fetchCalendar(at('/cal.ics?token=abc'), local);
    expect(result).toEqual({ status: 'changed', text: ICS, etag: null, lastModified: null });
    // school.test exists in no DNS: reaching the server proves the connection used the checked address.
    expect(resolve).toHaveBeenCalledWith('school.test');
    expect(seen[0].headers.host).toBe(`school.test:${port}`);
    expect(seen[0].headers['user-agent']).toBe('Simplify-Calendar/1.0');
    expect(seen[0].headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(seen[0].url).toBe('/cal.ics?token=abc');
  });

  it('returns the ETag, sends it back as If-None-Match and reads 304 as not modified', async () => {
    routes.set('/cal.ics', (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') res.writeHead(304, { etag: '"v1"' }).end();
      else res.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(ICS);
    });
    const first = await fetchCalendar(at('/cal.ics'), local);
    expect(first).toMatchObject({ status: 'changed', text: ICS, etag: '"v1"' });
    const second = await fetchCalendar(at('/cal.ics'), { ...local, etag: first.etag });
    expect(second).toEqual({ status: 'not-modified', etag: '"v1"', lastModified: null });
    expect(second.text).toBeUndefined();
    expect(seen[0].headers['if-none-match']).toBeUndefined();
    expect(seen[1].headers['if-none-match']).toBe('"v1"');
  });

  it('sends Last-Modified back as If-Modified-Since', async () => {
    const stamp = 'Wed, 21 Oct 2026 07:28:00 GMT';
    routes.set('/cal.ics', (req, res) => {
      if (req.headers['if-modified-since'] === stamp) res.writeHead(304).end();
      else res.writeHead(200, { 'content-type': 'text/calendar', 'last-modified': stamp }).end(ICS);
    });
    const first = await fetchCalendar(at('/cal.ics'), local);
    expect(first).toMatchObject({ status: 'changed', lastModified: stamp, etag: null });
    const second = await fetchCalendar(at('/cal.ics'), { ...local, lastModified: first.lastModified });
    // A 304 without validators keeps the ones the caller already had.
    expect(second).toEqual({ status: 'not-modified', etag: null, lastModified: stamp });
    expect(seen[1].headers['if-modified-since']).toBe(stamp);
  });

  it('names the status of an error answer', async () => {
    const error = await failure(fetchCalendar(at('/missing.ics'), local));
    expect(error.message).toBe("That address didn't return a calendar (404).");
    expect(error.httpStatus).toBe(404);
  });

  it('refuses a web page', async () => {
    routes.set('/login', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>'));
    routes.set('/mislabelled', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('\n  <html><body>Sign in</body></html>'));
    expect((await failure(fetchCalendar(at('/login'), local))).message).toBe("That address didn't return a calendar (it returned a web page).");
    expect((await failure(fetchCalendar(at('/mislabelled'), local))).message).toBe("That address didn't return a calendar (it returned a web page).");
  });

  it('accepts any label when the body is a calendar, after a BOM and blank lines', async () => {
    routes.set('/json', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(`\uFEFF\r\n  ${ICS}`));
    routes.set('/octet', (_req, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(ICS));
    routes.set('/other', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"events":[]}'));
    expect((await fetchCalendar(at('/json'), local)).text).toBe(`\r\n  ${ICS}`);
    expect((await fetchCalendar(at('/octet'), local)).text).toBe(ICS);
    expect((await failure(fetchCalendar(at('/other'), local))).message).toBe("That address didn't return a calendar.");
  });

  it('follows three redirects (relative and absolute) and refuses a fourth', async () => {
    routes.set('/r1', (_req, res) => res.writeHead(301, { location: '/r2' }).end());
    routes.set('/r2', (_req, res) => res.writeHead(302, { location: `http://school.test:${port}/r3` }).end());
    routes.set('/r3', (_req, res) => res.writeHead(307, { location: 'cal.ics' }).end());
    routes.set('/r0', (_req, res) => res.writeHead(308, { location: '/r1' }).end());
    routes.set('/cal.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS));
    expect((await fetchCalendar(at('/r1'), local)).text).toBe(ICS);
    expect(seen.map((r) => r.url)).toEqual(['/r1', '/r2', '/r3', '/cal.ics']);
    seen.length = 0;
    expect((await failure(fetchCalendar(at('/r0'), local))).message).toBe('That address redirects too many times.');
    expect(seen.map((r) => r.url)).toEqual(['/r0', '/r1', '/r2', '/r3']);
  });

  it('checks the address again after a redirect and never connects to a private one', async () => {
    routes.set('/moved', (_req, res) => res.writeHead(303, { location: 'http://intranet.test/admin' }).end());
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const error = await failure(fetchCalendar(at('/moved'), local));
    expect(error.message).toBe('That address points to a private network.');
    expect(resolve).toHaveBeenCalledWith('intranet.test');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('refuses a redirect to a literal metadata address', async () => {
    routes.set('/moved', (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end());
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    expect((await failure(fetchCalendar(at('/moved'), local))).message).toBe('That address points to a private network.');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('stops reading a body past maxBytes, long before the server finishes', async () => {
    const total = 50 * 1024 * 1024;
    let written = 0;
    let closed!: () => void;
    const serverDone = new Promise<void>((done) => (closed = done));
    routes.set('/huge.ics', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(16 * 1024, 'A');
      const pump = () => {
        while (written < total && !res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', closed);
      pump();
    });
    const error = await failure(fetchCalendar(at('/huge.ics'), { ...local, maxBytes: 1000 }));
    expect(error.message).toBe('That calendar is too large (over 1 KB).');
    await serverDone;
    expect(written).toBeLessThan(total / 5);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    routes.set('/big.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': 6 * 1024 * 1024 }).end());
    expect((await failure(fetchCalendar(at('/big.ics'), local))).message).toBe('That calendar is too large (over 5 MB).');
  });

  it('cuts a slow-drip body at the deadline', async () => {
    const timers: NodeJS.Timeout[] = [];
    routes.set('/drip.ics', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      timers.push(setInterval(() => !res.destroyed && res.write('X'), 50));
    });
    const started = Date.now();
    const error = await failure(fetchCalendar(at('/drip.ics'), { ...local, timeoutMs: 300 }));
    const elapsed = Date.now() - started;
    timers.forEach(clearInterval);
    expect(error.message).toBe('That address took too long to answer.');
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
  });

  it('counts waiting for headers and redirects against the same deadline', async () => {
    routes.set('/slow-redirect', (_req, res) => setTimeout(() => res.writeHead(302, { location: '/silent' }).end(), 200));
    routes.set('/silent', () => {});
    const started = Date.now();
    const error = await failure(fetchCalendar(at('/slow-redirect'), { ...local, timeoutMs: 300 }));
    expect(error.message).toBe('That address took too long to answer.');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('decompresses gzip and brotli bodies', async () => {
    routes.set('/gz.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' }).end(gzipSync(ICS)));
    routes.set('/br.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'br' }).end(brotliCompressSync(ICS)));
    expect((await fetchCalendar(at('/gz.ics'), local)).text).toBe(ICS);
    expect((await fetchCalendar(at('/br.ics'), local)).text).toBe(ICS);
  });

  it('refuses a compression it cannot read, and a damaged gzip body', async () => {
    routes.set('/lzw.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'compress' }).end(ICS));
    routes.set('/broken.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' }).end(ICS));
    expect((await failure(fetchCalendar(at('/lzw.ics'), local))).code).toBe('encoding');
    expect((await failure(fetchCalendar(at('/broken.ics'), local))).code).toBe('encoding');
  });

  it('counts the limit on decompressed bytes (a small gzip that expands past it)', async () => {
    const bomb = gzipSync(Buffer.alloc(10 * 1024 * 1024, 'A'));
    expect(bomb.length).toBeLessThan(20_000);
    routes.set('/bomb.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' }).end(bomb));
    expect((await failure(fetchCalendar(at('/bomb.ics'), { ...local, maxBytes: 100_000 }))).message).toBe('That calendar is too large (over 98 KB).');
  });

  it('counts the limit on the wire too (a gzip stream that decompresses to nothing)', async () => {
    // Empty stored blocks: five bytes each on the wire, no output, so only the wire count can stop them.
    const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
    const emptyBlocks = Buffer.alloc(5 * 20_000);
    for (let i = 0; i < 20_000; i++) emptyBlocks.set([0, 0, 0, 0xff, 0xff], i * 5);
    const trailer = Buffer.from([3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const body = Buffer.concat([header, emptyBlocks, trailer]);
    routes.set('/empty.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' }).end(body));
    expect((await fetchCalendar(at('/empty.ics'), local)).text).toBe('');
    expect((await failure(fetchCalendar(at('/empty.ics'), { ...local, maxBytes: 1000 }))).code).toBe('too-large');
  });

  it('refuses http when loopback is not allowed, without a request', async () => {
    routes.set('/cal.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS));
    const error = await failure(fetchCalendar(at('/cal.ics'), { resolve, allowLoopback: false }));
    expect(error.message).toBe('Use an address starting with https:// or webcal://.');
    expect(seen).toHaveLength(0);
  });

  it('refuses loopback when loopback is not allowed, without a connection', async () => {
    const connect = forbidConnections();
    const error = await failure(fetchCalendar(new URL(`https://school.test:${port}/cal.ics`), { resolve, allowLoopback: false }));
    expect(error.message).toBe('That address points to a private network.');
    expect(connect).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });

  it('takes the loopback allowance from the environment by default', async () => {
    routes.set('/cal.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS));
    vi.stubEnv('CALENDAR_FETCH_ALLOW_LOOPBACK', '1');
    expect((await fetchCalendar(at('/cal.ics'), { resolve })).status).toBe('changed');
    vi.stubEnv('CALENDAR_FETCH_ALLOW_LOOPBACK', '0');
    expect((await failure(fetchCalendar(at('/cal.ics'), { resolve }))).code).toBe('scheme');
  });

  it('reports an unreachable server without naming the address', async () => {
    const closedPort = await new Promise<number>((done) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => done(free));
      });
    });
    const error = await failure(fetchCalendar(new URL(`http://school.test:${closedPort}/secret-token/cal.ics`), local));
    expect(error.message).toBe("That address couldn't be reached.");
    expect(error.message).not.toMatch(/school|secret|127/);
  });
});
