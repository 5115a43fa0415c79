import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupPath, writeFileAtomic } from '../../main/saves/atomicWrite';
import { readSaveFile, writeSaveFile } from '../../main/saves/saveFiles';
import { listWorkspace } from '../../main/saves/workspace';
import { catalog, sampleSave, tempDir } from './helpers';

describe('atomic save writing', () => {
  it('writes a new file without a backup', async () => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    await writeFileAtomic(file, 'one');
    expect(readFileSync(file, 'utf8')).toBe('one');
    expect(existsSync(backupPath(file))).toBe(false);
    expect(readdirSync(dir)).toEqual(['game.18xx']);
  });

  it('keeps the previous version as <name>.bak', async () => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    await writeFileAtomic(file, 'one');
    await writeFileAtomic(file, 'two');
    await writeFileAtomic(file, 'three');
    expect(readFileSync(file, 'utf8')).toBe('three');
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('two');
    // Older generations follow (test/reliability/saves.test.ts).
    expect(readdirSync(dir).sort()).toEqual(['game.18xx', 'game.18xx.bak', 'game.18xx.bak2']);
  });

  it('a crash between writing the temporary file and renaming it leaves the old file intact', async () => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    const before = sampleSave();
    expect((await writeSaveFile(file, before)).ok).toBe(true);
    const oldText = readFileSync(file, 'utf8');

    const crash = new Error('simulated crash before rename');
    const result = await writeSaveFile(file, sampleSave({ actions: [] }), {
      ops: {
        rename: async (from, to) => {
          if (to === file) throw crash; // the temp file is complete and synced; the rename never happens
          const { rename } = await import('node:fs/promises');
          await rename(from, to);
        },
      },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/previous file is unchanged/);
    expect(readFileSync(file, 'utf8')).toBe(oldText);
    const reread = await readSaveFile(file, catalog());
    expect(reread.ok && reread.value.actions).toEqual(before.actions);
  });

  it('a crashed process’s leftover temporary file is ignored by listings and does not affect reading', async () => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    await writeSaveFile(file, sampleSave());
    // What a process killed after writing half the temporary file leaves behind.
    writeFileSync(join(dir, '.game.18xx.1234.deadbeef.tmp'), '{"format":"18xx-desk-sa');
    expect((await listWorkspace(dir)).map((f) => f.path)).toEqual(['game.18xx']);
    expect((await readSaveFile(file, catalog())).ok).toBe(true);
  });

  it('writes saves one action per line and reads them back unchanged', async () => {
    const dir = tempDir();
    const file = join(dir, 'game.18xx');
    const save = sampleSave();
    await writeSaveFile(file, save);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('\n    {"type":"bid"');
    expect(JSON.parse(text)).toEqual(save);
  });
});
