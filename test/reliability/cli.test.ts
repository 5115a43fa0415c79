import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedTitles } from '../../main/catalog/defaultCatalog';
import { importGame } from '../../main/saves/importGame';
import { titleHash } from '../../main/saves/titleHash';
import { fromSave, replay, setupOf } from '../../shared/engine/replay';
import { rulesFor } from '../../shared/rules/index';
import { bestRoutesCommand } from '../../scripts/routeCommand';
import { FIXTURES, loadFixture, loadTitle, TITLES } from '../support/fixtures';
import { sampleSave, tempDir } from '../main/helpers';

/** The command line and title lookup under bad input (issue #17): every refusal names the field, never a TypeError. */

const ROOT = resolve(import.meta.dirname, '..', '..');
const tsx = resolve(ROOT, 'node_modules', '.bin', 'tsx');

/** Runs `cli replay` on a file holding `content`; returns exit status and stderr. */
function replayFile(content: unknown): { status: number | null; stderr: string } {
  const path = join(tempDir(), 'game.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  const r = spawnSync(tsx, ['scripts/cli.ts', 'replay', path, '--json'], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr.replace(path, 'game.json') };
}

describe('cli replay refuses damaged files with the field named', { timeout: 60_000 }, () => {
  it.each([
    ['a save without its seed', { ...sampleSave(), seed: undefined }, 'game.json: /seed: must be an integer'],
    [
      'a save whose player id is an object',
      sampleSave({ players: [{ id: {} as never, name: 'A' }] }),
      'game.json: /players/0/id: must be a number or a string',
    ],
    [
      'a save with a price as a string',
      sampleSave({ actions: [{ type: 'bid', entity: 1, entity_type: 'player', company: 'CA', price: '165' }] }),
      'game.json: /actions/0/price: must be an integer, not "165"',
    ],
    [
      'an export whose player has no name',
      { title: '1830', players: [{ id: 1 }], actions: [] },
      'game.json: /players/0: must be an object with a name (a string)',
    ],
    ['an export whose actions are a string', { title: '1830', players: [{ id: 1, name: 'A' }], actions: 'pass' }, 'game.json: /actions: must be a list'],
    ['an export naming a title by path', { title: '../titles/1830', players: [{ id: 1, name: 'A' }], actions: [] }, 'unknown title "../titles/1830"'],
  ])('%s', (_what, content, message) => {
    const r = replayFile(content);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/TypeError|Cannot read|at .*\.ts:\d+/);
  });
});

describe('cli route bounds its input', () => {
  const END = resolve(FIXTURES, '1830', '1830_game_end_bank.json');
  const cmd = (...args: string[]) => bestRoutesCommand([END, ...args], loadFixture, loadTitle);

  it('refuses more what-if trains than any corporation may hold', () => {
    expect(cmd('--corporation', 'PRR', '--trains', '2,2,2,2,2,2,2')).toEqual({ error: '--trains: at most 6 trains, not 7' });
  });

  it.each(['constructor', 'toString', '__proto__'])('knows no corporation called %s', (sym) => {
    const out = cmd('--corporation', sym);
    expect('error' in out && out.error).toMatch(`unknown corporation ${sym}`);
  });
});

describe('a title is found only through the catalog', () => {
  it.each(['../../x', '../1830', '1830/../1846', '/etc', '.'])('the id %j is refused, never resolved to a folder', async (id) => {
    const r = await installedTitles(TITLES).get(id);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('unknown-title');
  });
});

describe('a save whose player ids are names (an 18xx.games hot-seat export)', () => {
  it('opens and replays to the end', () => {
    const file = resolve(FIXTURES, '1846', 'hs_cvjhogoy_1599504419.json');
    const title = loadTitle('1846');
    const save = importGame(loadFixture(file), file, { title, hash: titleHash(title) });
    expect(save.ok).toBe(true);
    if (!save.ok) return;
    expect(save.value.players.map((p) => p.id)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    const g = fromSave(save.value);
    const r = replay(title, rulesFor(title), setupOf(g), g.actions);
    expect(r.failure).toBeNull();
    expect(r.actions).toBeGreaterThan(40);
  });
});
