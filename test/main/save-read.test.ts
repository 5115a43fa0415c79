import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSaveFile } from '../../main/saves/saveFiles';
import { formatSave } from '../../main/saves/saveFormat';
import { catalog, sampleSave, tempDir } from './helpers';
import { MemoryTitleCatalog } from '../../main/catalog/titleCatalog';
import { stubTitle } from './helpers';

const good = formatSave(sampleSave());

const cases: [name: string, text: string, code: string, message: RegExp][] = [
  ['empty file', '', 'bad-save', /the file is empty/],
  ['truncated in the middle', good.slice(0, Math.floor(good.length / 2)), 'bad-save', /truncated/],
  ['garbled bytes', good.replace('"players"', '"players" ]]x'), 'bad-save', /not valid JSON/],
  ['not a save', '{"id": 1, "title": "1830"}', 'bad-save', /not an 18xx Desk save/],
  [
    'newer format version',
    formatSave({ ...sampleSave(), formatVersion: 2, engineVersion: '9.0.0' }),
    'newer-format',
    /newer version of 18xx Desk \(18xx Desk 9\.0\.0\): save format 2/,
  ],
  ['action without a type', good.replace('{"type":"pass",', '{'), 'bad-save', /\/actions\/1\/type/],
  [
    'unknown title',
    formatSave({ ...sampleSave(), title: { id: '1899', version: '1.0.0', hash: 'a'.repeat(64) } }),
    'unknown-title',
    /title "1899" is not installed/,
  ],
  [
    'title hash mismatch',
    formatSave({ ...sampleSave(), title: { id: '1830', version: '1.0.0', hash: 'b'.repeat(64) } }),
    'title-mismatch',
    /title 1830 changed since this game was saved \(both version 1\.0\.0, but the content differs; hash bbbbbbbbbbbb… in the save/,
  ],
];

describe('opening a damaged or incompatible save', () => {
  it.each(cases)('%s is refused with a reason, and the file is not touched', async (_name, text, code, message) => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    writeFileSync(file, text);
    const before = statSync(file);
    const result = await readSaveFile(file, catalog());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message).toMatch(message);
    expect(result.error.message).toContain(file); // says which file
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(statSync(file).mtimeMs).toBe(before.mtimeMs);
  });

  it('names both versions when the installed title is a different version', async () => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    writeFileSync(file, good);
    const result = await readSaveFile(file, new MemoryTitleCatalog([stubTitle('1830', '1.1.0')]));
    expect(!result.ok && result.error.message).toMatch(/saved with version 1\.0\.0, installed is version 1\.1\.0/);
  });

  it('opens a changed title when the user accepts the change', async () => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    writeFileSync(file, good);
    const result = await readSaveFile(file, new MemoryTitleCatalog([stubTitle('1830', '1.1.0')]), { acceptTitleChange: true });
    expect(result.ok).toBe(true);
  });

  it('reports a missing file as not found', async () => {
    const result = await readSaveFile(join(tempDir(), 'nope.18xx'), catalog());
    expect(!result.ok && result.error.code).toBe('not-found');
  });

  it('opens a good save', async () => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    writeFileSync(file, good);
    const result = await readSaveFile(file, catalog());
    expect(result.ok && result.value).toEqual(sampleSave());
  });
});

describe('a save cut off anywhere while being written', () => {
  const end = good.lastIndexOf('}');
  const cuts = Array.from({ length: 40 }, (_, i) => Math.max(1, Math.floor((end * i) / 40)));
  it.each(cuts)('cut after %i characters reads as truncated', async (cut) => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    writeFileSync(file, good.slice(0, cut));
    const result = await readSaveFile(file, catalog());
    expect(!result.ok && result.error.message).toMatch(/truncated/);
  });
});
