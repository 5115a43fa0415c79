import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AutosaveStore } from '../../main/saves/autosave';
import { RecentFiles } from '../../main/saves/recentFiles';
import { sampleSave, tempDir } from './helpers';

/** A session that autosaved `save` and died without a clean exit; then the next session, started. */
async function afterCrash(dir: string, save = sampleSave()): Promise<AutosaveStore> {
  const crashed = new AutosaveStore(dir);
  await crashed.begin();
  await crashed.write(save);
  const next = new AutosaveStore(dir);
  await next.begin();
  return next;
}

describe('autosave and crash recovery', () => {
  it('offers nothing on the very first start', async () => {
    const store = new AutosaveStore(tempDir());
    expect(await store.begin()).toBeNull();
    expect(await store.recover()).toBeNull();
  });

  it('offers nothing after a clean exit', async () => {
    const dir = tempDir();
    const first = new AutosaveStore(dir);
    await first.begin();
    await first.write(sampleSave());
    await first.endCleanly();
    const second = new AutosaveStore(dir);
    expect(await second.begin()).toBeNull();
  });

  it('offers the last autosave after a crash (no clean-exit marker)', async () => {
    const dir = tempDir();
    const crashed = new AutosaveStore(dir);
    await crashed.begin();
    await crashed.write(sampleSave({ actions: [] }));
    await crashed.write(sampleSave(), '/home/a/game.18xx'); // the last action before the crash
    // ... the process dies here: endCleanly() never runs.
    const next = new AutosaveStore(dir);
    const recovered = await next.begin();
    expect(recovered?.save).toEqual(sampleSave());
    expect(recovered?.path).toBe('/home/a/game.18xx');
    expect(await next.recover()).toEqual(recovered);
  });

  it('keeps the recovered game aside so new autosaves cannot overwrite it, until answered', async () => {
    const next = await afterCrash(tempDir());
    await next.write(sampleSave({ actions: [] }));
    expect((await next.recover())?.save.actions).toHaveLength(2);
    await next.discard();
    expect(await next.recover()).toBeNull();
    expect(existsSync(next.recoveredPath)).toBe(false);
  });

  it('offers the recovered game once: taken, it is not offered again; the game played on is offered after the next crash', async () => {
    const dir = tempDir();
    const next = await afterCrash(dir, sampleSave({ actions: [] }));
    expect((await next.recover())?.save.actions).toHaveLength(0);
    await next.discard(); // taken: the renderer plays on from it and autosaves again
    await next.write(sampleSave());
    const third = new AutosaveStore(dir);
    expect((await third.begin())?.save.actions).toHaveLength(2);
  });

  it('a clean exit clears the autosave and any recovery still on offer', async () => {
    const dir = tempDir();
    const next = await afterCrash(dir);
    await next.write(sampleSave({ actions: [] }));
    await next.endCleanly();
    expect(existsSync(next.autosavePath)).toBe(false);
    expect(existsSync(next.recoveredPath)).toBe(false);
    expect(await new AutosaveStore(dir).begin()).toBeNull();
  });

  it('offers nothing after a crash when the game had been saved in its file since its last action', async () => {
    const dir = tempDir();
    const crashed = new AutosaveStore(dir);
    await crashed.begin();
    await crashed.write(sampleSave(), '/home/a/game.18xx', false);
    expect(await new AutosaveStore(dir).begin()).toBeNull();
  });

  it("a reloaded page is offered the session's own unsaved play (browser mode: the server runs on)", async () => {
    const store = new AutosaveStore(tempDir());
    await store.begin();
    await store.write(sampleSave());
    expect((await store.recover())?.save.actions).toHaveLength(2);
    await store.write(sampleSave(), 'games/a.18xx', false);
    expect(await store.recover()).toBeNull();
  });

  it('after two crashes in a row offers the game of the latest one', async () => {
    const dir = tempDir();
    const first = new AutosaveStore(dir);
    await first.begin();
    await first.write(sampleSave());
    const second = new AutosaveStore(dir);
    await second.begin();
    await second.write(sampleSave({ actions: [] }));
    const third = new AutosaveStore(dir);
    expect((await third.begin())?.save.actions).toHaveLength(0);
  });

  it('ignores a damaged autosave', async () => {
    const dir = tempDir();
    const crashed = new AutosaveStore(dir);
    await crashed.begin();
    writeFileSync(crashed.autosavePath, '{"savedAt": "2026-01-01", "save": {"format": "x"}}');
    expect(await new AutosaveStore(dir).begin()).toBeNull();
  });
});

describe('recent files', () => {
  it('lists files newest first, without duplicates, at most the limit, hiding files that are gone', async () => {
    const dir = tempDir();
    const files = ['a', 'b', 'c', 'd'].map((n) => join(dir, `${n}.18xx`));
    for (const f of files) writeFileSync(f, '{}');
    let t = 0;
    const recent = new RecentFiles(dir, 3, () => new Date(Date.UTC(2026, 0, 1, 0, t++)));
    for (const f of files) await recent.add(f, sampleSave());
    await recent.add(files[1]!, sampleSave());
    expect((await recent.list()).map((r) => r.path)).toEqual([files[1], files[3], files[2]]);
    const reloaded = new RecentFiles(dir, 3);
    expect((await reloaded.list())[0]).toMatchObject({ path: files[1], titleId: '1830', players: ['Alice', 'Bob', 'Carol'] });
    const { rmSync } = await import('node:fs');
    rmSync(files[3]!);
    expect((await reloaded.list()).map((r) => r.path)).toEqual([files[1], files[2]]);
  });
});
