import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packText } from '../../../main/packs/packStore';
import type { ErrorCode } from '../../../shared/ipc/channels';
import type { TitlePack } from '../../../shared/ipc/pack';
import { tempDir } from '../helpers';
import { freshStore, snapshot, userPack } from './fixtures';

type Edit = (pack: TitlePack & Record<string, any>) => void;

/** One defect each, on an otherwise valid pack; the whole report must name file, pointer and reason. */
const defects: [name: string, edit: Edit, code: ErrorCode, message: RegExp][] = [
  [
    'a title schema failure names the pack file and the pointer into it',
    (p) => ((p.files['trains.json'] as any).trains[0].price = 'cheap'),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/trains\.json\/trains\/0\/price: must be /,
  ],
  ['a pack schema failure (unknown top-level field)', (p) => (p.extra = true), 'bad-pack', /^1899\.18xxpack\.json: \/extra: is not a known property$/],
  [
    'a file name that is not a JSON file name',
    (p) => (p.files['../evil.json'] = {}),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/\.\.~1evil\.json: is not a JSON file name/,
  ],
  [
    'an asset that is not an image data URL',
    (p) => (p.assets['x.svg'] = 'https://example.com/x.svg'),
    'bad-pack',
    /^1899\.18xxpack\.json: \/assets\/x\.svg: must be a base64 data URL/,
  ],
  [
    'an unknown tile in the upgrade table (1830 §11: tiles upgrade only as the table allows)',
    (p) => (p.files['tiles.json'] as any).upgrades['7'].push('9999'),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/tiles\.json\/upgrades\/7\/5: unknown tile "9999"$/,
  ],
  [
    'an unknown tile in an upgrade entry whose key holds a colon',
    (p) => ((p.files['tiles.json'] as any).upgrades['@cities2:OO'] = ['59', '9999']),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/tiles\.json\/upgrades\/@cities2:OO\/1: unknown tile "9999"$/,
  ],
  [
    'a missing asset referenced by the title',
    (p) => ((p.files['map.json'] as any).map.hexes[0].icons = ['asset:canada.svg']),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/map\.json\/map\/hexes\/0\/icons\/0: asset "canada\.svg" is not in the pack's assets$/,
  ],
  [
    'a key defined in two files',
    (p) => (p.files['extra.json'] = { bank: 1 }),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/title\.json\/bank: duplicate key, already defined in extra\.json$/,
  ],
  [
    'an id that cannot be a file name',
    (p) => ((p.files['title.json'] as any).id = 'my title'),
    'bad-pack',
    /\/files\/title\.json\/id: "my title" cannot be a pack id/,
  ],
  [
    'an unknown rules module',
    (p) => ((p.files['title.json'] as any).rules = '1380'),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/title\.json\/rules: unknown rules module "1380"$/,
  ],
  [
    'an optional rule its rules module cannot play (it would be offered, then silently not played)',
    (p) => ((p.files['title.json'] as any).optionalRules[0].id = 'no_such_rule'),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/title\.json\/optionalRules\/0\/id: the rules module "1830" cannot play optional rule "no_such_rule" \(it has multiple_brown_from_ipo, optional_6_train\)$/,
  ],
  [
    'optional rules under the standard rules, which have none',
    (p) => (((p.files['title.json'] as any).rules = 'standard'), (p.files['title.json'] as any).optionalRules.pop()),
    'bad-pack',
    /^1899\.18xxpack\.json: \/files\/title\.json\/optionalRules\/0\/id: the standard rules cannot play optional rule "multiple_brown_from_ipo" \(it has none\)$/,
  ],
  [
    'a built-in id',
    (p) => ((p.files['title.json'] as any).id = '1830'),
    'read-only',
    /^1830\.18xxpack\.json: "1830" is a built-in title, which cannot be replaced/,
  ],
  ['a built-in id in another letter case', (p) => ((p.files['title.json'] as any).id = '18ny'), 'read-only', /"18ny" is a built-in title/],
  [
    'a newer format version',
    (p) => (p.formatVersion = 2),
    'newer-format',
    /^1899\.18xxpack\.json: \/formatVersion: format version 2 is newer than this app reads \(1\); update 18xx Desk$/,
  ],
  [
    'another format',
    (p) => ((p as Record<string, unknown>).format = '18xx-desk-save'),
    'bad-pack',
    /^1899\.18xxpack\.json: \/format: must be "18xx-desk-pack"$/,
  ],
];

describe('importing a title pack: refusals write nothing', { timeout: 60_000 }, () => {
  it.each(defects)('%s', async (_name, edit, code, message) => {
    const { store, appData } = freshStore();
    const pack = await userPack();
    edit(pack as TitlePack & Record<string, any>);
    const before = snapshot(appData);
    const result = await store.install(pack);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message).toMatch(message);
    expect(result.error.message.split('\n')).toHaveLength(1); // exactly the one defect
    expect(snapshot(appData)).toEqual(before);
  });

  it('the same defects are refused from a file, named by the file', async () => {
    const { store, appData } = freshStore();
    const pack = await userPack();
    (pack.files['tiles.json'] as any).upgrades['7'].push('9999');
    const file = join(tempDir(), 'downloaded.json');
    writeFileSync(file, packText(pack));
    const result = await store.installFile(file);
    expect(!result.ok && result.error.message).toMatch(/^downloaded\.json: \/files\/tiles\.json\/upgrades\/7\/5: unknown tile "9999"$/);
    expect(snapshot(appData)).toEqual({});
  });

  it('malformed JSON is refused with where it broke', async () => {
    const { store, appData } = freshStore();
    const file = join(tempDir(), '1899.18xxpack.json');
    writeFileSync(file, packText(await userPack()).slice(0, 200));
    const result = await store.installFile(file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('bad-pack');
    expect(!result.ok && result.error.message).toMatch(/^1899\.18xxpack\.json: : invalid JSON: /);
    expect(snapshot(appData)).toEqual({});
  });

  it('reports every problem of a pack, one per line', async () => {
    const { store } = freshStore();
    const pack = await userPack();
    (pack.files['tiles.json'] as any).upgrades['7'].push('9999', '9998');
    (pack.files['map.json'] as any).map.hexes[0].icons = ['asset:a.svg'];
    const result = await store.install(pack);
    expect(!result.ok && result.error.message.split('\n')).toEqual([
      '1899.18xxpack.json: /files/tiles.json/upgrades/7/5: unknown tile "9999"',
      '1899.18xxpack.json: /files/tiles.json/upgrades/7/6: unknown tile "9998"',
      '1899.18xxpack.json: /files/map.json/map/hexes/0/icons/0: asset "a.svg" is not in the pack\'s assets',
    ]);
  });

  it("a problem of the pack itself does not hide the title's problems", async () => {
    const { store } = freshStore();
    const pack = (await userPack()) as TitlePack & Record<string, any>;
    delete (pack.meta as Partial<typeof pack.meta>).createdAt;
    (pack.files['trains.json'] as any).trains[0].price = 'cheap';
    (pack.files['tiles.json'] as any).upgrades['7'].push('9999');
    const result = await store.install(pack);
    const lines = !result.ok ? result.error.message.split('\n') : [];
    expect(lines[0]).toBe('1899.18xxpack.json: /meta/createdAt: is required');
    expect(lines.some((l) => /\/files\/trains\.json\/trains\/0\/price: must be /.test(l))).toBe(true);
    expect(lines).toContain('1899.18xxpack.json: /files/tiles.json/upgrades/7/5: unknown tile "9999"');
  });

  it('refuses an installed id without replace and leaves the installed pack as it was', async () => {
    const { store, appData } = freshStore();
    expect((await store.install(await userPack('1899', '1.0.0'))).ok).toBe(true);
    const before = snapshot(appData);
    const again = await store.install(await userPack('1899', '2.0.0'));
    expect(!again.ok && again.error.code).toBe('pack-exists');
    expect(!again.ok && again.error.message).toMatch(/^1899\.18xxpack\.json: a title pack "1899" is installed already; import with replace/);
    expect(snapshot(appData)).toEqual(before);
  });

  it('ids are the same in any letter case: "ABC" is refused while "abc" is installed', async () => {
    const { store, appData } = freshStore();
    expect((await store.install(await userPack('abc'))).ok).toBe(true);
    const before = snapshot(appData);
    const upper = await store.install(await userPack('ABC'));
    expect(!upper.ok && upper.error.code).toBe('pack-exists');
    expect(snapshot(appData)).toEqual(before);
  });

  it('a pack that names an asset it carries is accepted', async () => {
    const { store } = freshStore();
    const pack = await userPack();
    (pack.files['map.json'] as any).map.hexes[0].icons = ['asset:canada.svg'];
    pack.assets['canada.svg'] = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const result = await store.install(pack);
    expect(result.ok).toBe(true);
    const got = await store.get('1899');
    expect(got.ok && got.value.pack.assets['canada.svg']).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
