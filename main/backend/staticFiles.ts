/**
 * Serving the built renderer (dist/renderer) to the desktop window (app:// protocol) and to browser mode's
 * `--prod` server: files under the root only, with a Content Security Policy on every response.
 */
import { promises as fs } from 'node:fs';
import { extname, join, normalize, relative, isAbsolute, sep } from 'node:path';

/**
 * No inline or remote scripts, no eval (ajv runs in main, not here), no plugins, no framing. Inline styles stay
 * allowed: Vue's style bindings and Vite's CSS injection use them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

/** The response for a URL path (`/assets/x.js`, `/` → index.html) under `root`. */
export async function serveStatic(root: string, urlPath: string): Promise<StaticResponse> {
  const notFound = (): StaticResponse => ({
    status: 404,
    headers: { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    body: 'not found',
  });
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return notFound();
  }
  if (decoded.includes('\0')) return notFound();
  const file = normalize(join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded));
  const rel = relative(root, file);
  if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).some((s) => s.startsWith('.'))) return notFound();
  try {
    const body = await fs.readFile(file);
    return {
      status: 200,
      headers: { ...SECURITY_HEADERS, 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' },
      body,
    };
  } catch {
    return notFound();
  }
}
