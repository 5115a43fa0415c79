/**
 * Browser mode's HTTP server: the renderer (Vite in middleware mode for development, or the built files) and the
 * channel list as `POST /api/<channel>` with body `{ "payload": ... }`, answered with the same envelope as IPC,
 * through the same dispatch (and so the same payload validation). Listens on 127.0.0.1 only.
 *
 * Other web pages the user visits must not drive this API: requests must name our host (no DNS rebinding), come
 * from our origin when they say where they come from, and be `application/json` (which a foreign page cannot send
 * without a CORS preflight, which we never grant).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Envelope, ErrorCode } from '../../shared/ipc/channels';
import type { Dispatch } from '../ipc/dispatch';
import { SECURITY_HEADERS, serveStatic } from '../backend/staticFiles';

export type RendererSource =
  | { kind: 'none' }
  | { kind: 'static'; dir: string }
  /** Connect-style middleware (Vite's `server.middlewares`), attached after the server exists. */
  | { kind: 'middleware'; attach(server: Server): Promise<(req: IncomingMessage, res: ServerResponse, next: () => void) => void> };

export interface WebServerOptions {
  dispatch: Dispatch;
  renderer: RendererSource;
  port: number;
  host?: string;
  /** Largest request body accepted (saves of long games are a few MB). */
  maxBodyBytes?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

const STATUS: Partial<Record<ErrorCode, number>> = {
  'bad-payload': 400,
  'unknown-channel': 404,
  'not-permitted': 403,
  'outside-workspace': 403,
  internal: 500,
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const refuse = (res: ServerResponse, status: number, code: ErrorCode, message: string) =>
  sendJson(res, status, { ok: false, error: { code, message } } satisfies Envelope<never>);

/**
 * The request body, or null when it is larger than `limit`. An oversized body is read to its end and dropped
 * (destroying the request instead would reset the connection before the client sees the 413), up to a hard cap.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        if (size > limit * 4 + 1024 * 1024) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('close', () => resolve(null));
    req.on('error', reject);
  });
}

/** JSON nested deeper than this is refused before parsing: no save, pack or payload comes near it. */
export const MAX_JSON_DEPTH = 200;

/** How deeply the JSON text nests arrays and objects (brackets inside strings do not count), scanning without parsing. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) max = Math.max(max, ++depth);
    else if (ch === 93 || ch === 125) depth--;
  }
  return max;
}

export async function startWebServer(options: WebServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const limit = options.maxBodyBytes ?? 64 * 1024 * 1024;
  let port = options.port;
  let middleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;

  const allowedHosts = () => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const allowedOrigins = () => new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

  async function handleApi(req: IncomingMessage, res: ServerResponse, channel: string): Promise<void> {
    if (req.method !== 'POST') return refuse(res, 405, 'bad-payload', `${channel}: use POST`);
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().has(origin)) {
      return refuse(res, 403, 'not-permitted', `${channel}: requests from ${origin} are not accepted`);
    }
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      return refuse(res, 415, 'bad-payload', `${channel}: send JSON (content-type: application/json)`);
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    const text = declared > limit ? null : await readBody(req, limit);
    if (text === null) {
      res.setHeader('connection', 'close');
      return refuse(res, 413, 'bad-payload', `${channel}: request larger than ${limit} bytes`);
    }
    if (jsonDepth(text) > MAX_JSON_DEPTH) return refuse(res, 400, 'bad-payload', `${channel}: JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch (error) {
      return refuse(res, 400, 'bad-payload', `${channel}: body is not valid JSON (${(error as Error).message})`);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return refuse(res, 400, 'bad-payload', `${channel}: body must be an object {"payload": ...}`);
    }
    const extra = Object.keys(body).filter((k) => k !== 'payload');
    if (extra.length) return refuse(res, 400, 'bad-payload', `${channel}: unknown body field "${extra[0]}" (expected "payload")`);
    const reply = await options.dispatch(channel, (body as { payload?: unknown }).payload);
    sendJson(res, reply.ok ? 200 : (STATUS[reply.error.code] ?? 422), reply);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!allowedHosts().has(req.headers.host ?? '')) {
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('wrong host');
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // Only POSTs are calls: in dev mode Vite serves the renderer's own `renderer/api/*.ts` modules under /api/ too.
    if (path.startsWith('/api/') && req.method === 'POST') return handleApi(req, res, decodeURIComponent(path.slice('/api/'.length)));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('method not allowed');
      return;
    }
    // Pages of other origins may link to the app (a navigation) but not read its files: without this, a module
    // script or fetch from another local site could read the dev server's sources.
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if ((origin !== undefined && !allowedOrigins().has(origin)) || (site === 'cross-site' && req.headers['sec-fetch-mode'] !== 'navigate')) {
      res.writeHead(403, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
      res.end('not readable from other origins');
      return;
    }
    if (middleware) {
      // The dev server's pages carry the same Content Security Policy as the built app's.
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      middleware(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('not found');
      });
      return;
    }
    if (options.renderer.kind === 'static') {
      const r = await serveStatic(options.renderer.dir, path);
      res.writeHead(r.status, r.headers);
      res.end(req.method === 'HEAD' ? undefined : r.body);
      return;
    }
    res.writeHead(404, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end('no renderer is served');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // The cause stays in the server's log; the reply names no internals.
      console.error(error);
      if (!res.headersSent) refuse(res, 500, 'internal', 'the server could not answer this request (internal error)');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  if (options.renderer.kind === 'middleware') middleware = await options.renderer.attach(server);

  return {
    url: `http://${host}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
