import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addAbortSignal, pipeline, Transform, type Readable } from 'node:stream';
import * as zlib from 'node:zlib';
import { CalendarFetchError } from './calendar-fetch-error';
import type { FetchResult } from './fetch-calendar';

/** One GET to an address already checked, and its response read within the size and time limits. */

/** What one request needs of the fetch's settings: the cached validators, the size limit and the deadline. */
export interface RequestSettings {
  etag: string | null;
  lastModified: string | null;
  maxBytes: number;
  signal: AbortSignal;
}

const WEB_PAGE_MESSAGE = "That address didn't return a calendar (it returned a web page).";
const USER_AGENT = 'Simplify-Calendar/1.0';

const CALENDAR_TYPES = new Set(['text/calendar', 'application/ics', 'text/plain', 'application/octet-stream']);

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

function requestHeaders(settings: RequestSettings): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {
    'user-agent': USER_AGENT,
    accept: 'text/calendar, application/ics;q=0.9, text/plain;q=0.8, */*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (settings.etag) headers['if-none-match'] = settings.etag;
  if (settings.lastModified) headers['if-modified-since'] = settings.lastModified;
  return headers;
}

export function get(url: URL, address: { address: string; family: 4 | 6 }, settings: RequestSettings): Promise<http.IncomingMessage> {
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

export async function readResponse(response: http.IncomingMessage, settings: RequestSettings): Promise<FetchResult> {
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
async function readBody(response: http.IncomingMessage, settings: RequestSettings): Promise<Buffer> {
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
