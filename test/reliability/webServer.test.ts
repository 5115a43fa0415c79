import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../main/backend/staticFiles';
import { jsonDepth, startWebServer, type RunningServer } from '../../main/web/server';
import { raw } from '../main/helpers';

/** Browser mode's HTTP server under hostile and careless requests (issue #17). */

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

/** A server whose dispatch echoes, with a stand-in for Vite's middleware (dev mode) serving one page. */
async function start(maxBodyBytes?: number) {
  const server = await startWebServer({
    dispatch: async (_channel, payload) => ({ ok: true, value: payload ?? null }),
    renderer: {
      kind: 'middleware',
      attach: async () => (req, res, next) => {
        if (req.url !== '/' && req.url !== '/main.ts') return next();
        res.setHeader('content-type', 'text/html');
        res.end('<!doctype html><script type="module" src="/@vite/client"></script>');
      },
    },
    port: 0,
    maxBodyBytes,
  });
  running.push(server);
  return server;
}

const json = { 'content-type': 'application/json' };

describe('browser mode HTTP server', { timeout: 30_000 }, () => {
  it('answers a body over the limit with a 413 and a message, not a reset', async () => {
    const server = await start(1000);
    const reply = await raw(`${server.url}/api/app.info`, { method: 'POST', headers: json, body: JSON.stringify({ payload: 'x'.repeat(5000) }) });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body).error.message).toBe('app.info: request larger than 1000 bytes');
  });

  it('answers an oversized body sent without a length (chunked) with a 413 too', async () => {
    const server = await start(1000);
    const reply = await raw(`${server.url}/api/app.info`, {
      method: 'POST',
      headers: { ...json, 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ payload: 'x'.repeat(5000) }),
    });
    expect(reply.status).toBe(413);
  });

  it('answers JSON nested too deep with a 400 naming the limit, not a 500', async () => {
    const server = await start();
    const body = `{"payload":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const reply = await raw(`${server.url}/api/app.info`, { method: 'POST', headers: json, body });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).error.message).toBe('app.info: JSON nested more than 200 levels deep');
  });

  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[[["')).toBe(0);
  });

  it('serves dev-mode pages with the Content Security Policy', async () => {
    const server = await start();
    const page = await raw(`${server.url}/`, {});
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a fetch from another origin', { origin: 'http://localhost:3000' }],
    ['a cross-site module script', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }],
    ['a cross-site no-cors read', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }],
  ])('does not let %s read the dev server', async (_what, headers) => {
    const server = await start();
    const reply = await raw(`${server.url}/main.ts`, { headers });
    expect(reply.status).toBe(403);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(reply.body).not.toContain('vite');
  });

  it('still opens when another site links to it (a navigation)', async () => {
    const server = await start();
    const reply = await raw(`${server.url}/`, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    expect(reply.status).toBe(200);
  });
});
