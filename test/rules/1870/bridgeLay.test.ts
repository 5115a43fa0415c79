import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/engine/actions';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { legalTileOptions } from '../../../shared/engine/legal';
import { orRound } from '../../../shared/engine/rounds/or/common';
import { corpKey } from '../../../shared/engine/state';
import { RIVER_BRIDGE } from '../../../shared/rules/1870/privates';
import { state1870 } from '../../../shared/rules/1870/state';
import { loadTitle } from '../../support/fixtures';
import { GAMES, firstPosition, recorded } from './helpers';

/**
 * 1870 Mississippi River Bridge Company's tile lay (p. 26): MP or SSW buying it in their first operating round lay a
 * tile at their starting city for no cost and in addition to their normal lays, and may not upgrade that tile in the
 * same round; any other lay with it is one of the turn's lays, $40 cheaper.
 */
/** The river hexes where the bridge lays. */
const recordedTitleHexes = () =>
  loadTitle('1870')
    .companies.find((co) => co.sym === RIVER_BRIDGE)!
    .abilities!.flatMap((a) => (a.type === 'tile_lay' ? (a as { hexes: string[] }).hexes : []));

const recordedAction = (name: string, id: number) => recorded(name).actions.find((a) => a.id === id)! as Action;

function apply(game: Game, a: Record<string, unknown> | Action): Game {
  const r = applyAction(game, a as unknown as Action);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** A lay by the bridge on `hex`: the first tile and rotation the engine offers. */
function bridgeLay(game: Game, hex: string): Record<string, unknown> {
  const o = legalTileOptions(game, RIVER_BRIDGE, 'company', hex)[0];
  if (!o) throw new Error(`no lay of the bridge on ${hex}`);
  return { type: 'lay_tile', entity: RIVER_BRIDGE, entity_type: 'company', hex, tile: o.copy, rotation: o.rotations[0] };
}

describe('1870 river bridge: the extra lay at home in the first operating round (p. 26)', () => {
  // 1870_game_end_bankrupt #51: MP buys the bridge in its first turn, then (#56) lays St. Louis with it.
  const bought = () => firstPosition('1870_game_end_bankrupt', (c) => c.s.companies[RIVER_BRIDGE].owner === corpKey('MP'))!;

  it("MP's lay in St. Louis costs nothing and leaves both of the turn's lays", () => {
    const before = bought();
    const cash = before.state.corporations.MP.cash;
    const after = apply(before, recordedAction('1870_game_end_bankrupt', 56));
    expect(after.state.corporations.MP.cash).toBe(cash);
    expect(orRound(context(after)).turn.tileLays).toEqual([]);
    // The recorded game goes on with two normal lays (#57, #58).
    const two = apply(apply(after, recordedAction('1870_game_end_bankrupt', 57)), recordedAction('1870_game_end_bankrupt', 58));
    expect(orRound(context(two)).turn.tileLays).toHaveLength(2);
  });

  it('the starting city laid by the bridge may not be upgraded in the same operating round', () => {
    const after = apply(bought(), recordedAction('1870_game_end_bankrupt', 56));
    const c = context(after);
    const lay = { hex: 'C18', tile: c.t.tile.get('15')!, rotation: 0 };
    expect(c.rules.checkTileLay!(c, c.s.corporations.MP, lay)).toMatch(/may not be upgraded in the same operating round/);
    expect(c.rules.checkTileLay!(c, c.s.corporations.MP, { ...lay, hex: 'C20' })).toBeNull();
  });

  it("SSW's lay in Memphis costs nothing: the hex's $60, the $40 discount and SSW's $20", () => {
    // The first recorded game where SSW starts before anyone has laid Memphis (H17).
    const game = GAMES.map((name) =>
      firstPosition(name, (c) => {
        if (c.s.round.kind !== 'operating' || c.s.pending.length || c.s.hexes.H17.tile) return false;
        const r = orRound(c);
        return r.order[r.index] === 'SSW' && r.turn.step === 'track';
      }),
    ).find((g) => g !== null)!;
    expect(game).toBeDefined();
    const c = context(game);
    expect(state1870(c).firstTurn?.SSW).toBe(`${c.s.turn}.${c.s.roundNum}`);
    expect(c.s.hexes.H17.tile).toBeNull();
    c.s.companies[RIVER_BRIDGE].owner = corpKey('SSW');
    // The bridge as SSW would hold it, bought this turn (in the recorded game MP has it and has used it).
    c.s.companies[RIVER_BRIDGE].closed = false;
    c.s.companies[RIVER_BRIDGE].uses = {};
    const cash = c.s.corporations.SSW.cash;
    const after = apply(game, bridgeLay(game, 'H17'));
    expect(after.state.corporations.SSW.cash).toBe(cash);
    expect(orRound(context(after)).turn.tileLays).toEqual([]);
  });
});

describe('1870 river bridge: a lay after the first operating round is one of the turn’s lays, $40 off (p. 26)', () => {
  it('MP, holding the unused bridge in a later turn, pays the river hex less $40 and has one lay less', () => {
    // game-end-market-400 #27: MP buys the bridge and never lays with it; later its network reaches the river.
    const hexes = recordedTitleHexes();
    const layable = (game: Game) => hexes.find((h) => !game.state.hexes[h]?.tile && legalTileOptions(game, RIVER_BRIDGE, 'company', h).length > 0);
    const game = firstPosition('game-end-market-400', (c) => {
      if (c.s.round.kind !== 'operating' || c.s.pending.length || c.s.companies[RIVER_BRIDGE].owner !== corpKey('MP')) return false;
      const r = orRound(c);
      if (r.order[r.index] !== 'MP' || r.turn.step !== 'track' || state1870(c).firstTurn?.MP === `${c.s.turn}.${c.s.roundNum}`) return false;
      return layable({ title: c.title, rules: c.rules, state: c.s, cache: {} }) !== undefined;
    })!;
    expect(game).not.toBeNull();
    const c = context(game);
    const hex = layable(game)!;
    const terrain = (c.t.hex.get(hex!)!.terrain ?? []).reduce((n, t) => n + t.cost, 0);
    const cash = c.s.corporations.MP.cash;
    const after = apply(game, bridgeLay(game, hex!));
    expect(after.state.corporations.MP.cash).toBe(cash - Math.max(0, terrain - 40));
    const lays = orRound(c).turn.tileLays.length;
    expect(orRound(context(after)).turn.tileLays).toHaveLength(lays + 1);
    expect(orRound(context(after)).turn.tileLays[lays]).toEqual({ upgrade: false, hex });
  });
});
