import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portFrom, startWebApp, workspaceFolder } from '../../main/web/serve';
import { httpApi } from '../../renderer/api/http';
import { tempDir } from './helpers';

const root = resolve(__dirname, '../..');

describe('npm run web settings', () => {
  it.each([
    [{}, [], 5178],
    [{ PORT: '8080' }, [], 8080],
    [{ PORT: '8080' }, ['--port', '9000'], 9000],
  ])('port from env %j and args %j is %i', (env, argv, port) => {
    expect(portFrom(env, argv)).toBe(port);
  });

  it('refuses a bad port', () => {
    expect(() => portFrom({ PORT: 'http' })).toThrow(/invalid port/);
  });

  it('keeps files in DESK_HOME, else ~/.18xx-desk', () => {
    expect(workspaceFolder({ DESK_HOME: '/srv/desk' })).toBe('/srv/desk');
    expect(workspaceFolder({ HOME: '/home/x' })).toMatch(/\.18xx-desk$/);
  });
});

// The whole of browser mode as `npm run web` starts it: Vite in middleware mode, the real titles, a workspace.
describe.runIf(existsSync(resolve(root, 'renderer', 'index.html')))('npm run web (development server)', { timeout: 60_000 }, () => {
  it('serves the renderer through Vite and the API on one 127.0.0.1 port, then stops', async () => {
    const workspace = tempDir();
    const app = await startWebApp({ prod: false, port: 0, workspace });
    try {
      expect(app.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(`${app.server.url}/`, { signal: AbortSignal.timeout(20_000) });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="app">');
      expect(html).toContain('/@vite/client');
      const api = httpApi(`${app.server.url}/api/`);
      expect(await api.app.info()).toMatchObject({ mode: 'browser', workspace });
      const titles = await api.titles.get({ id: '1830' });
      expect(titles.title.id).toBe('1830');
      expect(titles.hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await app.stop();
    }
  });
});
