import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedTitles } from '../../main/catalog/defaultCatalog';
import { parseProblem } from '../../main/catalog/titleFolderReader';
import { canonicalJson } from '../../main/saves/canonicalJson';
import { titleHash } from '../../main/saves/titleHash';
import { tempDir } from './helpers';

const titlesDir = resolve(__dirname, '../../titles');

describe('title hash', () => {
  it.each([
    [{ b: 1, a: [3, { d: null, c: 'x' }] }, '{"a":[3,{"c":"x","d":null}],"b":1}'],
    [{ a: undefined, b: [undefined] }, '{"b":[null]}'],
    ['é', '"é"'],
    [1.5e21, '1.5e+21'],
  ])('canonical JSON of %j is %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it('does not depend on key order or formatting', () => {
    expect(titleHash({ id: '1830', version: '1', bank: 12000 })).toBe(titleHash({ bank: 12000, version: '1', id: '1830' }));
    expect(titleHash({ id: '1830', bank: 12000 })).not.toBe(titleHash({ id: '1830', bank: 12001 }));
    expect(titleHash({})).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('installed titles', { timeout: 30_000 }, () => {
  it('lists the built-in titles and loads one case-insensitively, with its hash', async () => {
    const catalog = installedTitles(titlesDir);
    const ids = (await catalog.list()).map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['1830', '1846', '1870', '1817', '18NY']));
    const loaded = await catalog.get('18ny');
    expect(loaded.ok && loaded.value.title.id).toBe('18NY');
    expect(loaded.ok && loaded.value.hash).toBe(loaded.ok && titleHash(loaded.value.title));
  });

  it('names an unknown title and the installed ones', async () => {
    const loaded = await installedTitles(titlesDir).get('1899');
    expect(!loaded.ok && loaded.error).toMatchObject({ code: 'unknown-title', message: expect.stringMatching(/"1899" is not installed \(installed: .*1830/) });
  });

  it('sees an edited title file (new hash), not a stale cache', async () => {
    const dir = tempDir();
    cpSync(join(titlesDir, '1830'), join(dir, '1830'), { recursive: true });
    const catalog = installedTitles(dir);
    const before = await catalog.get('1830');
    const file = join(dir, '1830', 'title.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...json, version: '1.0.1' }));
    const { utimesSync } = await import('node:fs');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = await catalog.get('1830');
    expect(before.ok && after.ok && before.value.hash !== after.value.hash).toBe(true);
    expect(after.ok && after.value.title.version).toBe('1.0.1');
  });

  it('validates title parts from the editor and reports <file>: <pointer>: <message>', async () => {
    const catalog = installedTitles(titlesDir);
    const result = await catalog.validate({ 'title.json': { id: 'x' } });
    expect(result.ok).toBe(false);
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems[0]!.file).toMatch(/\.json$/);
  });

  it('splits problem text', () => {
    expect(parseProblem('trains.json: /trains/0/price: must be >= 0')).toEqual({ file: 'trains.json', pointer: '/trains/0/price', message: 'must be >= 0' });
  });
});
