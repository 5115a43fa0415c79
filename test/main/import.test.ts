import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportGame, exportTitleId, importGame, seedOf } from '../../main/saves/importGame';
import { checkSave } from '../../main/saves/saveFormat';
import { titleHash } from '../../main/saves/titleHash';
import { stubTitle } from './helpers';

import { FIXTURES } from '../support/fixtures';
const fixtureFiles = (() => {
  try {
    return readdirSync(FIXTURES, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(FIXTURES, d.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => join(d.name, f)),
      );
  } catch {
    return [];
  }
})();

describe('seed of an 18xx.games export', () => {
  it.each([
    [{ id: 210011, settings: { seed: 1879860849 } }, 1879860849],
    [{ id: 'hs_wwhjwjvo_1716866882', settings: { seed: '' } }, 1716866882],
    [{ id: 'hs_cvjhogoy_1599504419', settings: {} }, 1599504419],
    [{ id: 'hs_jnujfnbk_3099', settings: { seed: 3099 } }, 3099],
    [{ id: '222264', settings: { seed: 1093335663 } }, 1093335663],
    [{ id: 'abc', settings: { seed: '' } }, 0],
    [{ id: 'abc12def34' }, 12],
    [{ settings: { seed: '42' } }, 42],
  ])('%j → %i', (game, seed) => {
    expect(seedOf(game)).toBe(seed);
  });
});

describe('import of an 18xx.games game', () => {
  const loaded = (id: string) => {
    const title = stubTitle(id);
    return { title, hash: titleHash(title) };
  };
  const now = new Date('2026-02-03T04:05:06.000Z');

  it('keeps players, seed, optional rules and every action verbatim', () => {
    const game = {
      id: 181414,
      title: '1817',
      players: [
        { id: 7, name: 'Player 1' },
        { id: 9, name: 'Player 2' },
      ],
      settings: { seed: 1917565315, optional_rules: ['volatility'] },
      actions: [{ type: 'bid', entity: 7, entity_type: 'player', id: 1, price: 100, auto_actions: [{ type: 'pass' }] }],
    };
    const result = importGame(game, '181414.json', loaded('1817'), now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      format: '18xx-desk-save',
      formatVersion: 1,
      title: { id: '1817', version: '1.0.0', hash: titleHash(stubTitle('1817')) },
      players: [
        { id: 7, name: 'Player 1' },
        { id: 9, name: 'Player 2' },
      ],
      seed: 1917565315,
      optionalRules: ['volatility'],
      actions: game.actions,
      createdAt: now.toISOString(),
      meta: { source: { kind: '18xx.games', gameId: 181414 } },
    });
  });

  it('uses player names as ids for hot-seat exports without player ids', () => {
    const game = { id: 'hs_x_1', title: '1846', players: [{ name: 'Player 1' }, { name: 'Player 2' }], settings: {}, actions: [] };
    const result = importGame(game, 'hs.json', loaded('1846'), now);
    expect(result.ok && result.value.players).toEqual([
      { id: 'Player 1', name: 'Player 1' },
      { id: 'Player 2', name: 'Player 2' },
    ]);
  });

  it.each([
    [[], '/: must be a JSON object'],
    [{ title: '1830', players: [], actions: [] }, '/players: must be a non-empty array'],
    [{ title: '1830', players: [{ id: 1 }], actions: [] }, '/players/0: must be an object with a name'],
    [{ title: '1830', players: [{ name: 'a' }], actions: [{ entity: 1 }] }, '/actions/0: must be an object with a type'],
    [{ title: '1830', players: [{ name: 'a' }], actions: [], settings: { optional_rules: 'x' } }, '/settings/optional_rules'],
  ])('rejects %j: %s', (game, message) => {
    const result = importGame(game, 'bad.json', loaded('1830'), now);
    expect(!result.ok && result.error.code).toBe('bad-import');
    expect(!result.ok && result.error.message).toContain(`bad.json: ${message}`);
  });

  it.runIf(fixtureFiles.length > 0).each(fixtureFiles)('imports the recorded game %s into a valid save', (file) => {
    const game = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
    const result = importGame(game, file, loaded(game.title), now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(checkSave(result.value, file).ok).toBe(true);
    expect(result.value.actions.length).toBe(game.actions.length);
    expect(result.value.seed).toBe(seedOf(game));
    expect(result.value.seed).toBeGreaterThan(0);
  });

  it('exports a save back to the 18xx.games shape', () => {
    const game = {
      id: 26855,
      title: '1830',
      players: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ],
      settings: { seed: 26855, optional_rules: ['multiple_brown_from_ipo'] },
      actions: [{ type: 'pass', entity: 1, entity_type: 'player', id: 1 }],
    };
    const imported = importGame(game, 'g.json', loaded('1830'), now);
    if (!imported.ok) throw new Error(imported.error.message);
    const exported = exportGame(imported.value);
    expect(exported).toMatchObject(game);
    const again = importGame(exported, 'g2.json', loaded('1830'), now);
    expect(again.ok && again.value).toEqual(imported.value);
  });
  it('an 1846 game with two players is "1846 2p Variant" in the file, both ways (18xx.games keeps the variant apart)', () => {
    const game = {
      id: 7,
      title: '1846 2p Variant',
      players: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ],
      settings: { seed: 7, optional_rules: [] },
      actions: [{ type: 'bid', entity: 2, entity_type: 'player', company: 'MS', price: 140, id: 1 }],
    };
    expect(exportTitleId(game)).toBe('1846');
    const imported = importGame(game, 'g.json', loaded('1846'), now);
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.title.id).toBe('1846');
    expect(exportGame(imported.value).title).toBe('1846 2p Variant');
  });
});

describe('saves agree with schemas/save.schema.json', () => {
  it('an imported game with numeric player ids validates against the save schema', async () => {
    const { validateSave } = await import('../../shared/title/validate');
    const title = stubTitle('1830');
    const game = {
      id: 26855,
      title: '1830',
      players: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ],
      settings: { seed: 26855 },
      actions: [{ type: 'pass', entity: 1, entity_type: 'player', id: 1 }],
    };
    const result = importGame(game, 'g.json', { title, hash: titleHash(title) });
    expect(result.ok && validateSave(result.value, 'g.18xx')).toEqual([]);
  });
});
