import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one path of the stand-in school server answers. */
export interface Served {
  body: string;
  status?: number;
  contentType?: string;
  /** Answer with an ETag (the body's hash) and honour If-None-Match; otherwise no validators at all. */
  etag?: boolean;
  /** Wait this long before answering (a slow school server). */
  delayMs?: number;
}

/**
 * A local HTTP server standing in for schools' and clubs' calendar addresses: tests change what a path
 * serves and count the requests. Fetching it needs CALENDAR_FETCH_ALLOW_LOOPBACK=1, as under `npm start`.
 */
export async function startCalendarServer() {
  const paths = new Map<string, Served>();
  const requests: { path: string; ifNoneMatch: string | null }[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const ifNoneMatch = (req.headers['if-none-match'] as string | undefined) ?? null;
    requests.push({ path, ifNoneMatch });
    const served = paths.get(path);
    const answer = () => {
      if (!served) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const etag = `"${createHash('sha256').update(served.body).digest('hex').slice(0, 16)}"`;
      if (served.etag && ifNoneMatch === etag) {
        res.writeHead(304, { etag }).end();
        return;
      }
      res
        .writeHead(served.status ?? 200, { 'content-type': served.contentType ?? 'text/calendar; charset=utf-8', ...(served.etag ? { etag } : {}) })
        .end(served.body);
    };
    if (served?.delayMs) setTimeout(answer, served.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    url: (path: string) => `${base}${path}`,
    serve: (path: string, served: Served | string) => paths.set(path, typeof served === 'string' ? { body: served, etag: true } : served),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A small calendar in the shape most producers write: one VEVENT per entry, UTC or zoned times, all-day dates. */
export function ics(events: Array<{ uid: string; title: string; start: string; end?: string; allDay?: boolean; extra?: string[] }>, name = 'Test calendar') {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Simplify tests//EN', `X-WR-CALNAME:${name}`];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, 'DTSTAMP:20260101T000000Z', `SUMMARY:${e.title}`);
    lines.push(e.allDay ? `DTSTART;VALUE=DATE:${e.start}` : `DTSTART:${e.start}`);
    if (e.end) lines.push(e.allDay ? `DTEND;VALUE=DATE:${e.end}` : `DTEND:${e.end}`);
    lines.push(...(e.extra ?? []), 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
