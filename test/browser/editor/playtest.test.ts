/**
 * Play-test runs the edited title in the real engine: the moves offered come from the engine's legal actions, so an
 * edited upgrade table or manifest changes what may be laid.
 */
import { expect, test } from 'vitest';
import { applyAction, createGame, type Game } from '@shared/engine/game';
import { legalActions, type LegalAction } from '@shared/engine/legal';
import type { TitleDef } from '@shared/title/types';
import { newTitle } from '../../../renderer/editor/newTitle';
import { movesOf, tileMoves } from '../../../renderer/editor/playtestActions';
import { rulesFor } from '@shared/rules';

const money = (n: number) => `$${n}`;
const mini = (): TitleDef => newTitle({ id: 'mini', name: 'Mini', layout: 'pointy', rows: 3, columns: 4, players: { min: 2, max: 4 } });

function play(game: Game, label: RegExp): Game {
  const move = movesOf(game, legalActions(game), money).find((m) => label.test(m.label));
  if (!move)
    throw new Error(
      `no move ${label}; have ${movesOf(game, legalActions(game), money)
        .map((m) => m.label)
        .join(' | ')}`,
    );
  const r = applyAction(game, move.action);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Two players float WR (60%) and pass into the first operating round. */
function toFirstLay(title: TitleDef): { game: Game; lay: Extract<LegalAction, { type: 'lay_tile' }> | null } {
  const r = createGame(title, rulesFor(title), {
    players: [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ],
    seed: 1,
  });
  if (!r.ok) throw new Error(r.error);
  let g = play(r.value, /^Par WR at \$100$/);
  for (let i = 0; i < 4; i++) g = play(g, /^Buy 10% WR/);
  for (let i = 0; i < 4 && g.state.round.kind === 'stock'; i++) g = play(g, /^Pass$/);
  if (g.state.round.kind !== 'operating') throw new Error(`still in ${g.state.round.kind}`);
  return { game: g, lay: legalActions(g).find((l): l is Extract<LegalAction, { type: 'lay_tile' }> => l.type === 'lay_tile') ?? null };
}

const tilesOn = (title: TitleDef, hex: string) => {
  const { game, lay } = toFirstLay(title);
  if (!lay) return [];
  return [...new Set(tileMoves(game, lay, hex, money).map((m) => (m.action as { tile: string }).tile.split('-')[0]))].sort();
};

test('the starter title: WR may first lay 57 on its home city (no track leads elsewhere yet)', () => {
  expect(tilesOn(mini(), 'B4')).toEqual(['57']);
  expect(tilesOn(mini(), 'A3')).toEqual([]);
});

test('an edited upgrade table is enforced: without @city → 57 nothing may be laid on the home city', () => {
  const t = mini();
  expect(tilesOn({ ...t, upgrades: { ...t.upgrades, '@city': [] } }, 'B4')).toEqual([]);
});

test('an edited manifest is enforced: a tile with no copies is never offered', () => {
  const t = mini();
  const copy = { ...t.tiles.find((x) => x.id === '57')!, id: '57b' };
  const two: TitleDef = { ...t, tiles: [...t.tiles, copy], manifest: { ...t.manifest, '57b': 1 }, upgrades: { ...t.upgrades, '@city': ['57', '57b'] } };
  expect(tilesOn(two, 'B4')).toEqual(['57', '57b']);
  expect(tilesOn({ ...two, manifest: { ...two.manifest, '57b': 0 } }, 'B4')).toEqual(['57']);
});

test('a flat-layout starter title plays too: WR lays 57 on its home city', () => {
  const flat = newTitle({ id: 'flat', name: 'Flat', layout: 'flat', rows: 4, columns: 5, players: { min: 2, max: 4 } });
  expect(tilesOn(flat, flat.corporations[0]!.home!)).toEqual(['57']);
});
