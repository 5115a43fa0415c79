import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, createStores } from '../../main/backend/createBackend';
import { WorkspaceHost, appDataIn } from '../../main/backend/workspaceHost';
import { startWebServer, type RunningServer } from '../../main/web/server';
import { httpApi } from '../../renderer/api/http';
import { CONTENT_SECURITY_POLICY } from '../../main/backend/staticFiles';
import { catalog, raw, sampleSave, tempDir } from './helpers';

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function start(options: { withRenderer?: boolean } = {}) {
  const workspace = tempDir();
  const host = new WorkspaceHost(workspace);
  const { autosave, recent } = createStores(appDataIn(workspace));
  await autosave.begin();
  const backend = createBackend({ host, titles: catalog(), autosave, recent });
  let renderer: { kind: 'none' } | { kind: 'static'; dir: string } = { kind: 'none' };
  if (options.withRenderer) {
    const dir = tempDir();
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>18xx Desk</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    renderer = { kind: 'static', dir };
  }
  // Port 0: the OS picks a free port; the server binds 127.0.0.1 only.
  const server = await startWebServer({ dispatch: backend.dispatch, renderer, port: 0 });
  running.push(server);
  return { server, workspace, api: httpApi(`${server.url}/api/`) };
}

describe('browser mode web server', { timeout: 20_000 }, () => {
  it('listens on 127.0.0.1 only', async () => {
    const { server } = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((server.server.address() as { address: string }).address).toBe('127.0.0.1');
  });

  it('round-trips a game through the renderer api: save as, list, open, recent, autosave', async () => {
    const { api, workspace } = await start();
    expect(await api.app.info()).toMatchObject({ mode: 'browser', workspace });
    expect((await api.titles.list()).map((t) => t.id)).toContain('1830');

    const save = sampleSave();
    expect(await api.saves.saveAs({ path: 'games/first', save })).toEqual({ path: 'games/first.18xx' });
    expect(JSON.parse(readFileSync(join(workspace, 'games', 'first.18xx'), 'utf8')).actions).toEqual(save.actions);
    expect((await api.saves.listWorkspace()).map((f) => f.path)).toEqual(['games/first.18xx']);

    const opened = await api.saves.open({ path: 'games/first.18xx' });
    expect(opened?.path).toBe('games/first.18xx');
    expect(opened?.save.actions).toEqual(save.actions);
    expect((await api.saves.listRecent()).map((r) => r.path)).toEqual(['games/first.18xx']);

    await api.saves.save({ path: 'games/first.18xx', save: { ...save, actions: [] } });
    expect(readFileSync(join(workspace, 'games', 'first.18xx.bak'), 'utf8')).toContain('"type":"bid"');

    // This session's unsaved play is offered to a reloaded page; once saved in its file, nothing is.
    await api.autosave.write({ save });
    expect((await api.autosave.recover())?.save.actions).toEqual(save.actions);
    await api.autosave.write({ save, path: 'games/first.18xx', unsaved: false });
    expect(await api.autosave.recover()).toBeNull();
    await api.autosave.discard();
  });

  it('imports an 18xx.games export from the workspace and exports it back', async () => {
    const { api, workspace } = await start();
    const game = {
      id: 'hs_abc_77',
      title: '1846',
      players: [{ name: 'P1' }, { name: 'P2' }],
      settings: { seed: '' },
      actions: [{ type: 'pass', entity: 'P1', entity_type: 'player', id: 1 }],
    };
    writeFileSync(join(workspace, 'hs_abc_77.json'), JSON.stringify(game));
    const imported = await api.import.fromFile({ path: 'hs_abc_77.json' });
    expect(imported?.save).toMatchObject({ seed: 77, title: { id: '1846' }, actions: game.actions });
    const exported = await api.export.toFile({ path: 'out/export.json', save: imported!.save });
    expect(exported).toEqual({ path: 'out/export.json' });
    // Two players: 18xx.games keeps 1846's two-player variant as a title of its own, and the export names it so.
    expect(JSON.parse(readFileSync(join(workspace, 'out', 'export.json'), 'utf8'))).toMatchObject({ title: '1846 2p Variant', actions: game.actions });
  });

  it('imports an 18xx.games export uploaded from anywhere (its content), reading no file', async () => {
    const { api } = await start();
    const game = { id: 'hs_abc_77', title: '1846', players: [{ name: 'P1' }, { name: 'P2' }], settings: { seed: '' }, actions: [] };
    const imported = await api.import.fromFile({ content: JSON.stringify(game), name: 'hs_abc_77.json' });
    expect(imported).toMatchObject({ path: 'hs_abc_77.json', save: { seed: 77, title: { id: '1846' } } });
    await expect(api.import.fromFile({ content: '{"title": ', name: 'broken.json' })).rejects.toMatchObject({
      code: 'bad-import',
      message: expect.stringContaining('broken.json: cannot read as JSON'),
    });
  });

  it('rejects with the same validation as IPC, and refuses paths outside the workspace', async () => {
    const { api } = await start();
    await expect(api.titles.get({ id: '../../etc' })).rejects.toMatchObject({ code: 'bad-payload', message: expect.stringContaining('payload.id') });
    await expect(api.saves.open({ path: '../../etc/passwd' })).rejects.toMatchObject({ code: 'outside-workspace' });
    await expect(api.saves.open({ path: 'missing.18xx' })).rejects.toMatchObject({ code: 'not-found' });
    await expect(api.saves.open()).rejects.toMatchObject({ code: 'unsupported' });
    await expect(api.titles.get({ id: '1899' })).rejects.toMatchObject({ code: 'unknown-title' });
  });

  it.each([
    ['an unknown channel', '/api/fs.read', { 'content-type': 'application/json' }, '{}', 404],
    ['a body that is not JSON', '/api/app.info', { 'content-type': 'application/json' }, '{oops', 400],
    ['a simple (non-JSON) request a foreign page could send', '/api/app.info', { 'content-type': 'text/plain' }, '{}', 415],
    ['a foreign origin', '/api/app.info', { 'content-type': 'application/json', origin: 'https://evil.example' }, '{}', 403],
    ['an unexpected body field', '/api/app.info', { 'content-type': 'application/json' }, '{"payload":null,"x":1}', 400],
  ])('refuses %s', async (_name, path, headers, body, status) => {
    const { server } = await start();
    const reply = await raw(`${server.url}${path}`, { method: 'POST', headers, body });
    expect(reply.status).toBe(status);
    expect(JSON.parse(reply.body)).toMatchObject({ ok: false });
  });

  it('refuses requests naming another host (DNS rebinding)', async () => {
    const { server } = await start();
    const reply = await raw(`${server.url}/api/app.info`, {
      method: 'POST',
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(reply.status).toBe(421);
  });

  it('serves the built renderer with a Content Security Policy, and nothing outside it', async () => {
    const { server } = await start({ withRenderer: true });
    const index = await raw(`${server.url}/`, {});
    expect(index.status).toBe(200);
    expect(index.body).toContain('18xx Desk');
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect((await raw(`${server.url}/assets/app.js`, {})).headers['content-type']).toMatch(/javascript/);
    expect((await raw(`${server.url}/../package.json`, {})).status).toBe(404);
    expect((await raw(`${server.url}/%2e%2e/%2e%2e/etc/passwd`, {})).status).toBe(404);
  });
});
