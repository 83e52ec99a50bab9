import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY, PRERENDERED_PAGES } from '../../shared/first-paint';
import { invokeApi } from './api-adapter';

/** A handler for a local-only path (the payment simulator); returns false when the path is not its own. */
export type LocalPage = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<boolean>;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The headers CloudFront's response-headers policy adds in AWS. */
export const WEB_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Lambda's request payload limit (6 MB): the document upload (4 MB as base64 in JSON) fits; each route's own limit still applies. */
const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_REQUEST_BYTES) {
        resolvePromise(null);
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolvePromise(size > MAX_REQUEST_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function createAppServer(opts: { webDir: string; localPages?: LocalPage[] }) {
  const webRoot = resolve(opts.webDir);
  const fileCache = new Map<string, { body: Buffer; gz: Buffer | null; type: string }>();

  async function loadFile(path: string) {
    const hit = fileCache.get(path);
    if (hit) return hit;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const body = await readFile(path);
    const type = MIME[extname(path)] ?? 'application/octet-stream';
    const gz = /text|javascript|json|svg/.test(type) && body.length > 1024 ? gzipSync(body) : null;
    const entry = { body, gz, type };
    fileCache.set(path, entry);
    return entry;
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const rel = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    let file = join(webRoot, rel);
    if (!file.startsWith(webRoot)) return sendJson(res, 400, { error: 'Bad path' });
    let entry = rel ? await loadFile(file) : null;
    const isAsset = extname(rel) !== '';
    if (!entry && isAsset) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...WEB_SECURITY_HEADERS });
      return res.end('Not found');
    }
    if (!entry) {
      // As CloudFront's viewer-request function: a prerendered public screen, else the SPA's index.html.
      const page = PRERENDERED_PAGES[pathname];
      if (page) entry = await loadFile(join(webRoot, page));
    }
    if (!entry) {
      file = join(webRoot, 'index.html');
      entry = await loadFile(file);
      if (!entry) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('The web app is not built yet: run npm run build:web');
      }
    }
    const immutable = rel.startsWith('assets/');
    const useGzip = entry.gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': entry.type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(useGzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      ...WEB_SECURITY_HEADERS,
    });
    res.end(req.method === 'HEAD' ? undefined : useGzip ? entry.gz : entry.body);
  }

  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = await readBody(req);
      if (body === null) return sendJson(res, 413, { error: 'The request body is too large.' });
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        const out = await invokeApi({
          method: req.method ?? 'GET',
          path: url.pathname,
          rawQuery: url.search.slice(1),
          headers: req.headers,
          body,
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        });
        res.writeHead(out.statusCode, out.headers);
        return res.end(out.body);
      }
      for (const page of opts.localPages ?? []) if (await page(req, res, body)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'Method not allowed' });
      await serveStatic(req, res, url.pathname);
    } catch (error) {
      console.error('local server error:', error);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
      else res.end();
    }
  });
}
