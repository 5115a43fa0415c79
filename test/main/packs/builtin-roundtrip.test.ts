import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPack } from '../../../main/packs/checkPack';
import { folderToPack, packToFolder } from '../../../main/packs/folder';
import { packText } from '../../../main/packs/packStore';
import { tempDir } from '../helpers';
import { BUILTIN_DIR, BUILTIN_IDS } from './fixtures';

describe('built-in titles are title packs', { timeout: 60_000 }, () => {
  it('finds the five built-in titles', () => {
    expect(
      readdirSync(BUILTIN_DIR)
        .filter((n) => BUILTIN_IDS.includes(n))
        .sort(),
    ).toEqual(BUILTIN_IDS);
  });

  it.each(BUILTIN_IDS)('%s: folder -> pack validates, and pack -> folder gives the same files byte for byte', async (id) => {
    const folder = join(BUILTIN_DIR, id);
    const pack = await folderToPack(folder);
    expect(pack.ok).toBe(true);
    if (!pack.ok) return;
    expect(pack.value).toMatchObject({ format: '18xx-desk-pack', formatVersion: 1, assets: {} });
    expect(Object.keys(pack.value.files).sort()).toEqual(
      readdirSync(folder)
        .filter((n) => n.endsWith('.json'))
        .sort(),
    );

    // The pack as a file validates too (schema, title, assets).
    const reread = JSON.parse(packText(pack.value));
    expect(checkPack(reread, `${id}.18xxpack.json`).problems).toEqual([]);

    const out = join(tempDir(), id);
    expect((await packToFolder(reread, out)).ok).toBe(true);
    const names = readdirSync(folder).sort();
    expect(readdirSync(out).sort()).toEqual(names);
    for (const name of names) expect(readFileSync(join(out, name), 'utf8'), name).toBe(readFileSync(join(folder, name), 'utf8'));
  });

  it('keeps assets: a folder with assets/ -> pack -> folder gives the same image bytes', async () => {
    const pack = await folderToPack(join(BUILTIN_DIR, '1830'));
    if (!pack.ok) throw new Error(pack.error.message);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const withAsset = structuredClone(pack.value);
    withAsset.assets['logo.png'] = `data:image/png;base64,${png.toString('base64')}`;
    const dir = join(tempDir(), 'x');
    expect((await packToFolder(withAsset, dir)).ok).toBe(true);
    expect(readFileSync(join(dir, 'assets', 'logo.png'))).toEqual(png);
    const back = await folderToPack(dir, { createdAt: withAsset.meta.createdAt });
    expect(back.ok && back.value).toEqual(withAsset);
  });

  it('refuses to write a pack over an existing folder', async () => {
    const pack = await folderToPack(join(BUILTIN_DIR, '1830'));
    if (!pack.ok) throw new Error(pack.error.message);
    const dir = tempDir();
    const r = await packToFolder(pack.value, dir);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/already exists/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
