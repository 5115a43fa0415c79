import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedTitles } from '../../../main/catalog/defaultCatalog';
import { CatalogWithPacks } from '../../../main/packs/packCatalog';
import { userPacks } from '../../../main/packs/userPacks';
import { createGame } from '../../../shared/engine/game';
import { BUILTIN_DIR, BUILTIN_IDS, freshStore, userPack } from './fixtures';
import { tempDir } from '../helpers';
import { rulesFor } from '../../../shared/rules/index';

describe('the title catalog lists user packs next to the built-ins', { timeout: 60_000 }, () => {
  it('lists an imported user title after the built-ins and loads it with its hash', async () => {
    const { store } = freshStore();
    const titles = new CatalogWithPacks(installedTitles(BUILTIN_DIR), store);
    expect((await titles.list()).map((t) => t.id)).toEqual(BUILTIN_IDS);
    await store.install(await userPack('1899'));
    expect((await titles.list()).map((t) => t.id)).toEqual([...BUILTIN_IDS, '1899']);
    const loaded = await titles.get('1899');
    expect(loaded.ok && loaded.value.title.name).toBe('Test 1899');
    expect(loaded.ok && loaded.value.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an imported user title can be played: the engine creates a game with it', async () => {
    const { store } = freshStore();
    await store.install(await userPack('1899'));
    const titles = new CatalogWithPacks(installedTitles(BUILTIN_DIR), store);
    const loaded = await titles.get('1899');
    if (!loaded.ok) throw new Error(loaded.error.message);
    const game = createGame(loaded.value.title, rulesFor(loaded.value.title), {
      players: [
        { id: 1, name: 'Alice' },
        { id: 2, name: 'Bob' },
        { id: 3, name: 'Carol' },
      ],
      seed: 42,
    });
    expect(game.ok ? 'created' : game.error).toBe('created');
  });

  it('built-ins keep their ids; unknown ids name everything installed', async () => {
    const { titles, packs } = userPacks(BUILTIN_DIR, tempDir());
    await packs.install(await userPack('1899'));
    const builtin = await titles.get('1830');
    expect(builtin.ok && builtin.value.title.name).toBe('1830');
    const missing = await titles.get('1861');
    expect(!missing.ok && missing.error).toEqual({
      code: 'unknown-title',
      message: `title "1861" is not installed (installed: ${[...BUILTIN_IDS, '1899'].join(', ')})`,
    });
  });

  it('userPacks keeps user packs in <appData>/titles', async () => {
    const appData = tempDir();
    const { packs } = userPacks(BUILTIN_DIR, appData);
    expect(packs.userDir).toBe(join(appData, 'titles'));
  });
});
