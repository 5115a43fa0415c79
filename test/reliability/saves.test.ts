import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupPath, removeLeftoverTemps, writeFileAtomic } from '../../main/saves/atomicWrite';
import { AutosaveStore } from '../../main/saves/autosave';
import { readSaveFile } from '../../main/saves/saveFiles';
import { formatSave } from '../../main/saves/saveFormat';
import { catalog, sampleSave, tempDir } from '../main/helpers';

/** Saves under crashes and damage (issue #17). */

const DEAD_PID = 999_999_999; // no such process

describe('backups and interrupted writes', () => {
  it('keeps three backup generations, dropping the oldest', async () => {
    const file = join(tempDir(), 'game.18xx');
    for (const v of ['one', 'two', 'three', 'four', 'five']) await writeFileAtomic(file, v);
    expect(readFileSync(file, 'utf8')).toBe('five');
    expect([1, 2, 3].map((g) => readFileSync(backupPath(file, g), 'utf8'))).toEqual(['four', 'three', 'two']);
    expect(existsSync(`${file}.bak4`)).toBe(false);
  });

  it('removes leftover temporary files of crashed writes, but not those of a process still saving', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'game.18xx'), 'kept');
    writeFileSync(join(dir, `.game.18xx.${DEAD_PID}.0123abcd.tmp`), 'half a save');
    writeFileSync(join(dir, `.game.18xx.4242.89abcdef.tmp`), 'being written');
    writeFileSync(join(dir, '.notes.tmp'), 'not ours');
    const removed = await removeLeftoverTemps(dir, (pid) => pid === 4242);
    expect(removed).toEqual([`.game.18xx.${DEAD_PID}.0123abcd.tmp`]);
    expect(readdirSync(dir).sort()).toEqual(['.game.18xx.4242.89abcdef.tmp', '.notes.tmp', 'game.18xx']);
  });

  it('the app clears its data folder and its title packs folder of them at start', async () => {
    const appData = tempDir();
    mkdirSync(join(appData, 'titles'));
    writeFileSync(join(appData, `.autosave.json.${DEAD_PID}.00000000.tmp`), '{');
    writeFileSync(join(appData, 'titles', `.1899.18xxpack.json.${DEAD_PID}.ffffffff.tmp`), '{');
    await new AutosaveStore(appData).begin();
    expect(readdirSync(appData).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(join(appData, 'titles'))).toEqual([]);
  });
});

describe('opening damaged saves', () => {
  const good = sampleSave();
  const damaged: [string, string, RegExp][] = [
    ['a price as a string', formatSave({ ...good, actions: [{ ...good.actions[0], price: '165' }] }), /\/actions\/0\/price: must be an integer, not "165"/],
    ['a fractional price', formatSave({ ...good, actions: [{ ...good.actions[0], price: 165.5 }] }), /\/actions\/0\/price: must be an integer, not 165.5/],
    ['an action with no entity', formatSave({ ...good, actions: [{ type: 'pass', entity_type: 'player' }] }), /\/actions\/0\/entity: required/],
    [
      'an unknown action type',
      formatSave({ ...good, actions: [{ type: 'teleport', entity: 1, entity_type: 'player' }] }),
      /\/actions\/0\/type: unknown action type "teleport"/,
    ],
    [
      'a share listed twice',
      formatSave({ ...good, actions: [{ type: 'sell_shares', entity: 1, entity_type: 'player', shares: ['PRR_1', 'PRR_1'] }] }),
      /\/actions\/0\/shares\/1: "PRR_1" is listed twice/,
    ],
    ['players as a string', formatSave({ ...good, players: 'Alice' as never }), /\/players: must be a non-empty array/],
    ['a seed as a string', formatSave({ ...good, seed: '1879860849' as never }), /\/seed: must be an integer/],
    ['a UTF-8 byte-order mark and garbage', `\uFEFF${formatSave(good)}x`, /not valid JSON/],
    ['a newer format version', formatSave({ ...good, formatVersion: 2 }), /save format 2, this version reads format 1 and older/],
    ['a title whose content changed', formatSave({ ...good, title: { ...good.title, hash: 'c'.repeat(64) } }), /title 1830 changed since this game was saved/],
    ['binary bytes', '\u0000\u0001\u0002PK', /not valid JSON/],
  ];

  it.each(damaged)('%s is refused with the field named, and the file is not touched', async (_what, text, message) => {
    const file = join(tempDir(), 'game.18xx');
    writeFileSync(file, text);
    const before = statSync(file).mtimeMs;
    const r = await readSaveFile(file, catalog());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(statSync(file).mtimeMs).toBe(before);
    expect(readdirSync(join(file, '..'))).toEqual(['game.18xx']);
  });

  it('a save whose player ids are names opens', async () => {
    const file = join(tempDir(), 'game.18xx');
    const save = { ...good, players: good.players.map((p) => ({ id: p.name, name: p.name })) };
    writeFileSync(file, formatSave({ ...save, actions: [{ type: 'bid', entity: 'Alice', entity_type: 'player', id: 1, company: 'CA', price: 165 }] }));
    const r = await readSaveFile(file, catalog());
    expect(r.ok).toBe(true);
  });
});
