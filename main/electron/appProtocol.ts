/** The `app://desk/` scheme serving dist/renderer with the CSP header (file:// could not carry one). */
import { protocol } from 'electron';
import { serveStatic } from '../backend/staticFiles';

export function registerAppScheme(): void {
  // Must run before the app is ready. Standard + secure: `'self'` in the CSP and fetch work as for https.
  protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

export function handleAppScheme(rendererDir: string): void {
  protocol.handle('app', async (request) => {
    const url = new URL(request.url);
    if (url.host !== 'desk') return new Response('not found', { status: 404 });
    const response = await serveStatic(rendererDir, url.pathname);
    return new Response(response.body as BodyInit, { status: response.status, headers: response.headers });
  });
}
