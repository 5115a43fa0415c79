import { existsSync, promises as fs, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PackStore } from '../../../main/packs/packStore';
import { BUILTIN_DIR, BUILTIN_IDS, freshStore, snapshot, userPack } from './fixtures';

describe('title pack store', { timeout: 60_000 }, () => {
  it('lists the built-ins read-only with version and player range, then user packs', async () => {
    const { store } = freshStore();
    expect((await store.install(await userPack('1899'))).ok).toBe(true);
    const list = await store.list();
    expect(list.filter((p) => p.source === 'builtin').map((p) => p.id)).toEqual(BUILTIN_IDS);
    expect(list.find((p) => p.id === '1830')).toMatchObject({ readOnly: true, version: '1.0.0', players: { min: 2, max: 6 }, name: '1830' });
    expect(list.find((p) => p.id === '1899')).toEqual({
      id: '1899',
      name: 'Test 1899',
      version: '1.0.0',
      players: { min: 2, max: 6 },
      playable: true,
      subtitle: 'Railways & Robber Barons',
      designer: 'Francis Tresham',
      source: 'user',
      readOnly: false,
      author: 'Tester',
    });
  });

  it('stores a user pack as one file <appData>/titles/<id>.18xxpack.json, as it was given', async () => {
    const { store, userDir } = freshStore();
    const pack = await userPack('1899');
    await store.install(pack);
    expect(readdirSync(userDir)).toEqual(['1899.18xxpack.json']);
    expect(JSON.parse(readFileSync(join(userDir, '1899.18xxpack.json'), 'utf8'))).toEqual(pack);
  });

  it('gets built-in packs read-only and user packs editable, case-insensitively', async () => {
    const { store } = freshStore();
    await store.install(await userPack('Test-1'));
    const builtin = await store.get('18ny');
    expect(builtin.ok && builtin.value.readOnly).toBe(true);
    expect(builtin.ok && builtin.value.pack.files['title.json']!.id).toBe('18NY');
    const user = await store.get('test-1');
    expect(user.ok && user.value).toMatchObject({ readOnly: false, pack: { meta: { author: 'Tester' } } });
    const none = await store.get('nope');
    expect(!none.ok && none.error).toEqual({ code: 'not-found', message: 'no title pack "nope"' });
  });

  it('replace: true installs over the user pack of that id, keeping the previous one as .bak', async () => {
    const { store, userDir } = freshStore();
    await store.install(await userPack('1899', '1.0.0'));
    const replaced = await store.install(await userPack('1899', '2.0.0'), { replace: true });
    expect(replaced.ok && replaced.value.version).toBe('2.0.0');
    expect((await store.list()).filter((p) => p.id === '1899').map((p) => p.version)).toEqual(['2.0.0']);
    expect(readdirSync(userDir).sort()).toEqual(['1899.18xxpack.json', '1899.18xxpack.json.bak']);
  });

  it('replace: true across letter cases leaves one pack, under the new spelling', async () => {
    const { store, userDir } = freshStore();
    await store.install(await userPack('abc'));
    expect((await store.install(await userPack('ABC', '2.0.0'), { replace: true })).ok).toBe(true);
    expect(readdirSync(userDir).filter((n) => n.endsWith('.18xxpack.json'))).toEqual(['ABC.18xxpack.json']);
    expect((await store.list()).filter((p) => p.source === 'user').map((p) => p.id)).toEqual(['ABC']);
  });

  it('replace: true never replaces a built-in title', async () => {
    const { store, appData } = freshStore();
    const r = await store.install(await userPack('1846'), { replace: true });
    expect(!r.ok && r.error.code).toBe('read-only');
    expect(snapshot(appData)).toEqual({});
  });

  it('removes user packs (and their backup) but never built-ins', async () => {
    const { store, userDir } = freshStore();
    await store.install(await userPack('1899'));
    await store.install(await userPack('1899', '2'), { replace: true });
    const builtin = await store.remove('1830');
    expect(!builtin.ok && builtin.error).toEqual({ code: 'read-only', message: '"1830" is a built-in title and cannot be removed' });
    expect((await store.remove('1899')).ok).toBe(true);
    expect(readdirSync(userDir)).toEqual([]);
    const again = await store.remove('1899');
    expect(!again.ok && again.error.code).toBe('not-found');
    expect((await store.list()).map((p) => p.id)).toEqual(BUILTIN_IDS);
  });

  it('save (the editor) stamps updatedAt and keeps createdAt', async () => {
    const { store } = freshStore();
    const saved = await store.install(await userPack('1899'), { stamp: true });
    expect(saved.ok && saved.value.updatedAt).toBe('2026-02-03T04:05:06.000Z');
    const got = await store.get('1899');
    expect(got.ok && got.value.pack.meta).toEqual({ createdAt: '2026-01-01T00:00:00.000Z', author: 'Tester', updatedAt: '2026-02-03T04:05:06.000Z' });
  });

  it('lists a damaged user pack with its problem, so it can be removed; the catalog leaves it out', async () => {
    const { store, userDir } = freshStore();
    mkdirSync(userDir, { recursive: true });
    writeFileSync(join(userDir, 'broken.18xxpack.json'), '{"format": "18xx-desk-pack"');
    writeFileSync(join(userDir, '.tmp-leftover.18xxpack.json'), 'x');
    const list = await store.list();
    expect(list.find((p) => p.id === 'broken')).toMatchObject({
      source: 'user',
      readOnly: false,
      problem: expect.stringMatching(/^broken\.18xxpack\.json: : invalid JSON/),
    });
    expect(await store.userTitles()).toEqual([]);
    expect((await store.remove('broken')).ok).toBe(true);
    expect(existsSync(join(userDir, 'broken.18xxpack.json'))).toBe(false);
  });

  it('a pack file whose title id differs from its file name is not loaded', async () => {
    const { store, userDir } = freshStore();
    await store.install(await userPack('1899'));
    const text = readFileSync(join(userDir, '1899.18xxpack.json'), 'utf8');
    writeFileSync(join(userDir, 'other.18xxpack.json'), text);
    expect((await store.list()).find((p) => p.id === 'other')?.problem).toMatch(/holds title "1899", not "other"/);
  });

  it('concurrent installs of one id: one wins, the other is refused', async () => {
    const { store, userDir } = freshStore();
    const [a, b] = await Promise.all([store.install(await userPack('1899', '1')), store.install(await userPack('1899', '2'))]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(readdirSync(userDir)).toEqual(['1899.18xxpack.json']);
  });
});

describe('an interrupted install', { timeout: 60_000 }, () => {
  it('a crash before the final rename leaves the installed pack as it was and no temporary file', async () => {
    const { store, appData } = freshStore();
    await store.install(await userPack('1899', '1.0.0'));
    const before = snapshot(appData);
    let renames = 0;
    const crashing = new PackStore({
      builtinDir: BUILTIN_DIR,
      userDir: store.userDir,
      atomicOps: {
        rename: async (from, to) => {
          // The first rename moves the backup into place; the crash comes before the pack's own rename.
          if (++renames === 2) throw new Error('power cut');
          await fs.rename(from, to);
        },
      },
    });
    const r = await crashing.install(await userPack('1899', '2.0.0'), { replace: true });
    expect(!r.ok && r.error).toMatchObject({ code: 'io', message: expect.stringMatching(/power cut/) });
    const after = snapshot(appData);
    expect(after['titles/1899.18xxpack.json']).toBe(before['titles/1899.18xxpack.json']);
    expect(Object.keys(after).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect((await store.list()).find((p) => p.id === '1899')?.version).toBe('1.0.0');
  });
});
