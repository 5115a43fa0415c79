import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTitleFolder } from '../../main/titles';
import { SHIPPED_TITLES, shippedTitlesSource } from '../../scripts/shippedTitles';
import { TITLES, titleDir } from './helpers';

describe('shipped titles recognised by content (#18)', () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  /** A copy of a shipped title folder, `change` applied to one of its files' text. */
  const copyOf = (id: string, file: string, change: (text: string) => string) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'shipped-')), id);
    made.push(dirname(dir));
    cpSync(titleDir(id), dir, { recursive: true });
    writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
    return dir;
  };

  it('the hashes are those of the title folders as the full check finds them now (`npm run -s gen:shipped-titles`)', () => {
    expect(readFileSync(SHIPPED_TITLES, 'utf8') === shippedTitlesSource()).toBe(true);
  });

  it.each(TITLES)('%s read as shipped gives the title the full check gives', (id) => {
    const recognised = readTitleFolder(titleDir(id));
    const checked = readTitleFolder(titleDir(id), { recognise: false });
    expect(recognised.ok).toBe(true);
    expect(recognised).toEqual(checked);
  });

  it('a shipped file changed on disk is checked in full, with a clear error', () => {
    const dir = copyOf('1830', 'trains.json', (t) => t.replace('"distance"', '"distanse"'));
    const read = readTitleFolder(dir);
    expect(read.ok).toBe(false);
    expect(read.errors.some((e) => e.startsWith('trains.json: '))).toBe(true);
  });

  it('a corrupted shipped file is reported, not recognised', () => {
    const dir = copyOf('1846', 'map.json', (t) => t.slice(0, t.length / 2));
    const read = readTitleFolder(dir);
    expect(read.ok).toBe(false);
    expect(read.errors[0]).toMatch(/^map\.json: : invalid JSON/);
  });

  it('a copy whose bytes differ (a space added) is checked in full and reads as the shipped title does', () => {
    const dir = copyOf('1830', 'map.json', (t) => t + ' ');
    expect(readTitleFolder(dir)).toEqual(readTitleFolder(titleDir('1830'), { recognise: false }));
  });
});
