import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTitleFolder } from '../../main/titles';
import { openTitleFolder } from '../../main/titles/openTitleFolder';
import { TITLES, titleDir } from './helpers';

describe('opening a title folder, the check loaded only when needed (#18)', () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it.each(TITLES)('%s opens as readTitleFolder reads it', async (id) => {
    expect(await openTitleFolder(titleDir(id))).toEqual(readTitleFolder(titleDir(id)));
  });

  it('a folder that is not a shipped title is checked in full, with the errors readTitleFolder gives', async () => {
    const root = mkdtempSync(join(tmpdir(), 'open-title-'));
    made.push(root);
    const dir = join(root, '1830');
    cpSync(titleDir('1830'), dir, { recursive: true });
    const file = join(dir, 'trains.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"distance"', '"distanse"'));
    const opened = await openTitleFolder(dir);
    expect(opened.ok).toBe(false);
    expect(opened).toEqual(readTitleFolder(dir));
  });

  it('a missing folder is an error, not an exception', async () => {
    expect(await openTitleFolder(join(tmpdir(), 'no-such-title-folder'))).toEqual(readTitleFolder(join(tmpdir(), 'no-such-title-folder')));
  });
});
