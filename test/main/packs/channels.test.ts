import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, createStores } from '../../../main/backend/createBackend';
import { DesktopHost } from '../../../main/backend/desktopHost';
import { WorkspaceHost, appDataIn } from '../../../main/backend/workspaceHost';
import { validatePayload } from '../../../main/ipc/payloads';
import { packText } from '../../../main/packs/packStore';
import { userPacks } from '../../../main/packs/userPacks';
import { startWebServer, type RunningServer } from '../../../main/web/server';
import { httpApi } from '../../../renderer/api/http';
import type { ChannelName } from '../../../shared/ipc/channels';
import { catalog, tempDir } from '../helpers';
import { BUILTIN_DIR, BUILTIN_IDS, snapshot, userPack } from './fixtures';

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function browserMode() {
  const workspace = tempDir();
  const host = new WorkspaceHost(workspace);
  const appData = appDataIn(workspace);
  const { autosave, recent } = createStores(appData);
  const { packs, titles } = userPacks(BUILTIN_DIR, appData);
  const backend = createBackend({ host, titles, autosave, recent, packs });
  const server = await startWebServer({ dispatch: backend.dispatch, renderer: { kind: 'none' }, port: 0 });
  running.push(server);
  return { workspace, appData, api: httpApi(`${server.url}/api/`) };
}

function desktop(answers: (string | null)[]) {
  const appData = tempDir();
  const workspace = tempDir();
  const asked: { kind: string; title: string; defaultPath: string }[] = [];
  const { autosave, recent } = createStores(appData);
  const host = new DesktopHost(
    workspace,
    {
      showOpen: async (o) => (asked.push({ kind: 'open', title: o.title, defaultPath: o.defaultPath }), answers.shift() ?? null),
      showSave: async (o) => (asked.push({ kind: 'save', title: o.title, defaultPath: o.defaultPath }), answers.shift() ?? null),
    },
    recent,
    async () => ({ ok: false, error: { code: 'unsupported', message: 'no printer' } }),
  );
  const { packs, titles } = userPacks(BUILTIN_DIR, appData);
  return { backend: createBackend({ host, titles, autosave, recent, packs }), asked, workspace, appData };
}

describe('packs.* payloads', () => {
  const rejected: [ChannelName, unknown, RegExp][] = [
    ['packs.get', {}, /payload\.id: is required/],
    ['packs.get', { id: '../etc' }, /payload\.id: must be a title id/],
    ['packs.remove', { id: 'a/b' }, /payload\.id: must be a title id/],
    ['packs.export', { id: '1830', path: '' }, /payload\.path: must be a non-empty string/],
    ['packs.import', { path: 'a.json', pack: {} }, /give either path or pack, not both/],
    ['packs.import', { pack: [] }, /payload\.pack: must be a title pack/],
    ['packs.import', { replace: 'yes' }, /payload\.replace: must be true or false/],
    ['packs.import', { pack: {}, fileName: '../x.json' }, /payload\.fileName: must be a file name/],
    ['packs.import', { path: 'a.json', fileName: 'x.json' }, /fileName names the file of a pack given as content/],
    ['packs.save', {}, /payload\.pack: is required/],
    ['packs.validate', { pack: 'x' }, /payload\.pack: must be a title pack/],
    ['packs.save', { pack: {}, force: true }, /unknown field "force"/],
    ['packs.list', { id: 'x' }, /takes no payload/],
  ];
  it.each(rejected)('%s rejects %j', (channel, payload, message) => {
    const r = validatePayload(channel, payload);
    expect(!r.ok && r.error.code).toBe('bad-payload');
    expect(!r.ok && r.error.message).toMatch(message);
  });

  it('accepts the documented forms', () => {
    for (const [channel, payload] of [
      ['packs.import', undefined],
      ['packs.import', { path: 'x.18xxpack.json', replace: true }],
      ['packs.import', { pack: { format: '18xx-desk-pack' } }],
      ['packs.export', { id: '18NY' }],
      ['packs.save', { pack: {}, replace: false }],
    ] as [ChannelName, unknown][]) {
      expect(validatePayload(channel, payload).ok, `${channel} ${JSON.stringify(payload)}`).toBe(true);
    }
  });
});

describe('packs.* in browser mode, over the HTTP API', { timeout: 60_000 }, () => {
  it('round trip: export a built-in to the workspace, import it under a new id, play it, export, remove', async () => {
    const { api, workspace, appData } = await browserMode();
    expect((await api.packs.list()).map((p) => [p.id, p.readOnly])).toEqual(BUILTIN_IDS.map((id) => [id, true]));

    expect(await api.packs.export({ id: '1830', path: 'packs/1830' })).toEqual({ path: 'packs/1830.18xxpack.json' });
    const exported = JSON.parse(readFileSync(join(workspace, 'packs', '1830.18xxpack.json'), 'utf8'));
    expect(exported).toMatchObject({ format: '18xx-desk-pack', formatVersion: 1 });

    // Importing the built-in itself is refused; under a new id it installs.
    await expect(api.packs.import({ path: 'packs/1830.18xxpack.json' })).rejects.toMatchObject({ code: 'read-only' });
    exported.files['title.json'].id = '1830-variant';
    writeFileSync(join(workspace, 'packs', 'variant.json'), JSON.stringify(exported));
    expect(await api.packs.import({ path: 'packs/variant.json' })).toMatchObject({ id: '1830-variant', source: 'user', readOnly: false });
    expect((await api.titles.list()).map((t) => t.id)).toContain('1830-variant');
    expect((await api.titles.get({ id: '1830-variant' })).title.id).toBe('1830-variant');
    expect(snapshot(join(appData, 'titles'))).toHaveProperty(['1830-variant.18xxpack.json']);

    const got = await api.packs.get({ id: '1830-variant' });
    expect(got.readOnly).toBe(false);
    expect(await api.packs.export({ id: '1830-variant', path: 'again.18xxpack.json' })).toEqual({ path: 'again.18xxpack.json' });
    expect(JSON.parse(readFileSync(join(workspace, 'again.18xxpack.json'), 'utf8'))).toEqual(got.pack);

    await api.packs.remove({ id: '1830-variant' });
    expect((await api.packs.list()).map((p) => p.id)).toEqual(BUILTIN_IDS);
    await expect(api.packs.remove({ id: '1830' })).rejects.toMatchObject({ code: 'read-only' });
  });

  it('the editor saves a pack sent as content; a second save needs replace', async () => {
    const { api } = await browserMode();
    const pack = await userPack('1899');
    expect(await api.packs.save({ pack })).toMatchObject({ id: '1899', updatedAt: expect.any(String) });
    await expect(api.packs.save({ pack })).rejects.toMatchObject({ code: 'pack-exists' });
    (pack.files['title.json'] as Record<string, unknown>).version = '1.1.0';
    expect(await api.packs.save({ pack, replace: true })).toMatchObject({ id: '1899', version: '1.1.0' });
  });

  it('an invalid pack is refused with its report and nothing is written', async () => {
    const { api, appData } = await browserMode();
    const pack = await userPack('1899');
    (pack.files['tiles.json'] as any).upgrades['7'].push('9999');
    const before = snapshot(appData);
    await expect(api.packs.import({ pack })).rejects.toMatchObject({
      code: 'bad-pack',
      message: '1899.18xxpack.json: /files/tiles.json/upgrades/7/5: unknown tile "9999"',
    });
    expect(snapshot(appData)).toEqual(before);
    // Browser mode uploads the content of the file the user picked: the report names that file.
    await expect(api.packs.import({ pack, fileName: 'from-a-friend.json' })).rejects.toMatchObject({
      message: 'from-a-friend.json: /files/tiles.json/upgrades/7/5: unknown tile "9999"',
    });
  });

  it('validate reports problems by title file, and pack problems against the pack, writing nothing', async () => {
    const { api, appData } = await browserMode();
    const pack = await userPack('1899');
    expect(await api.packs.validate({ pack })).toEqual({ ok: true, problems: [] });
    (pack.files['tiles.json'] as any).upgrades['@cities2:OO'] = ['9999'];
    (pack.files['map.json'] as any).map.hexes[0].icons = ['asset:a.svg'];
    expect(await api.packs.validate({ pack })).toEqual({
      ok: false,
      problems: [
        { file: 'tiles.json', pointer: '/upgrades/@cities2:OO/0', message: 'unknown tile "9999"' },
        { file: 'map.json', pointer: '/map/hexes/0/icons/0', message: 'asset "a.svg" is not in the pack\'s assets' },
      ],
    });
    (pack as any).assets = { 'bad name': 'x' };
    expect((await api.packs.validate({ pack })).problems[0]).toMatchObject({ file: 'pack', pointer: '/assets/bad name' });
    expect(snapshot(appData)).not.toHaveProperty(['titles/1899.18xxpack.json']);
  });

  it('paths outside the workspace are refused, as for saves', async () => {
    const { api } = await browserMode();
    await expect(api.packs.export({ id: '1830', path: '../1830.18xxpack.json' })).rejects.toMatchObject({ code: 'outside-workspace' });
    await expect(api.packs.import({ path: '/etc/passwd.json' })).rejects.toMatchObject({ code: 'outside-workspace' });
    await expect(api.packs.export({ id: '1830', path: 'x.txt' })).rejects.toMatchObject({ code: 'bad-payload' });
  });
});

describe('packs.* in the desktop app, with dialogs', { timeout: 60_000 }, () => {
  it('export asks where (suggesting <id>.18xxpack.json), import asks which file; cancelling gives null', async () => {
    const target = join(tempDir(), '18NY.18xxpack.json');
    const { backend, asked, workspace } = desktop([target, target, null]);
    expect(await backend.dispatch('packs.export', { id: '18ny' })).toEqual({ ok: true, value: { path: target } });
    expect(asked[0]).toEqual({ kind: 'save', title: 'Export title pack', defaultPath: join(workspace, '18NY.18xxpack.json') });
    const reimport = await backend.dispatch('packs.import', undefined);
    expect(reimport).toMatchObject({ ok: false, error: { code: 'read-only' } });
    expect(asked[1]).toMatchObject({ kind: 'open', title: 'Import title pack' });
    expect(await backend.dispatch('packs.import', {})).toEqual({ ok: true, value: null });
  });

  it('a path the user did not choose is refused', async () => {
    const { backend } = desktop([]);
    const file = join(tempDir(), 'x.18xxpack.json');
    writeFileSync(file, packText(await userPack('1899')));
    expect(await backend.dispatch('packs.import', { path: file })).toMatchObject({ ok: false, error: { code: 'not-permitted' } });
  });

  it('without a pack store the calls answer unsupported', async () => {
    const appData = tempDir();
    const { autosave, recent } = createStores(appData);
    const backend = createBackend({ host: new WorkspaceHost(tempDir()), titles: catalog(), autosave, recent });
    expect(await backend.dispatch('packs.list', undefined)).toMatchObject({ ok: false, error: { code: 'unsupported' } });
  });
});
