import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/engine/actions';
import type { Ctx } from '../../../shared/engine/context';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { layTile, tileOptions } from '../../../shared/engine/rounds/or/track';
import { connectionRunner, connectionStage } from '../../../shared/rules/1870/connection';
import { firstPosition } from './helpers';

/**
 * Destination stations on the map (1870 p. 23: "placed at the edge of the hex; it does not use a normal city space")
 * and the station marker wars variant (p. 26): Dallas, Fort Worth, New Orleans and St. Louis destination stations
 * take an open city space, stand at the edge when none is open and move into a space an upgrade opens. 18xx.games
 * (`station_wars`, in `original_rules`) applies it to GMO, MP, SP, SSW and TP.
 */

/** The recorded position where `sym` is about to choose where its destination station goes. */
function atDestinationChoice(name: string, sym: string, optionalRules: string[] = []): Game {
  const game = firstPosition(name, (c) => connectionRunner(c) === sym && connectionStage(c) === 'token');
  if (!game) throw new Error(`${name}: no connection run of ${sym}`);
  game.state.optionalRules = optionalRules;
  return game;
}

function onTheMap(game: Game, sym: string): Game {
  const r = applyAction(game, { type: 'choose', entity: sym, entity_type: 'corporation', choice: 'Map' } as unknown as Action);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Upgrades `hex` with the first tile the tile rules allow there (a lay made up to see where the stations go). */
function upgrade(c: Ctx, hex: string, by: string): void {
  const k = c.s.corporations[by];
  const opts = { ignoreConnectivity: true, extra: true, free: true };
  const o = tileOptions(c, k, hex, opts).find((x) => c.t.tile.get(x.tile)!.color !== 'yellow');
  if (!o) throw new Error(`no upgrade of ${hex}`);
  layTile(c, k, { type: 'lay_tile', entity: by, entity_type: 'corporation', hex, tile: o.copy, rotation: o.rotations[0] } as never, opts);
}

describe('1870 destination stations stand at the edge of the hex (p. 23)', () => {
  it('TP at New Orleans leaves the open space open', () => {
    const after = onTheMap(atDestinationChoice('game-end-market-400', 'TP'), 'TP');
    expect(after.state.hexes.N17.tokens[0]).toEqual([null, 'TP']);
  });

  it('a station beside a full city stays beside it through an upgrade that opens no space', () => {
    const c = context(onTheMap(atDestinationChoice('1870_game_end_bank', 'TP'), 'TP'));
    c.s.hexes.N17.tokens[0][0] = 'SP';
    upgrade(c, 'N17', 'SP');
    expect(c.s.hexes.N17.tokens[0]).toEqual(['SP', null, 'TP']);
    c.s.hexes.N17.tokens[0][1] = 'ATSF';
    upgrade(c, 'N17', 'SP');
    expect(c.s.hexes.N17.tokens[0]).toEqual(['SP', 'ATSF', 'TP']);
  });
});

describe('1870 station marker wars (p. 26)', () => {
  it('TP takes the open space at New Orleans', () => {
    const after = onTheMap(atDestinationChoice('game-end-market-400', 'TP', ['station_wars']), 'TP');
    expect(after.state.hexes.N17.tokens[0]).toEqual(['TP']);
  });

  it('original_rules include station wars', () => {
    const after = onTheMap(atDestinationChoice('game-end-market-400', 'TP', ['original_rules']), 'TP');
    expect(after.state.hexes.N17.tokens[0]).toEqual(['TP']);
  });

  it('SSW at a full Dallas stands at the edge, and moves into the space an upgrade opens', () => {
    const after = onTheMap(atDestinationChoice('game-end-market-400', 'SSW', ['station_wars']), 'SSW');
    expect(after.state.hexes.J3.tokens[0]).toEqual(['FW', 'SSW']);
    const c = context({ ...after, state: structuredClone(after.state), cache: {} });
    upgrade(c, 'J3', 'FW');
    expect(c.s.hexes.J3.tokens[0]).toEqual(['FW', 'SSW']);
  });

  it('without station wars the same upgrade leaves the new space open', () => {
    const after = onTheMap(atDestinationChoice('game-end-market-400', 'SSW'), 'SSW');
    const c = context({ ...after, state: structuredClone(after.state), cache: {} });
    upgrade(c, 'J3', 'FW');
    expect(c.s.hexes.J3.tokens[0]).toEqual(['FW', null, 'SSW']);
  });

  it('corporations whose destinations are not those four cities keep their stations at the edge', () => {
    const after = onTheMap(atDestinationChoice('1870_game_end_bankrupt', 'ATSF', ['station_wars']), 'ATSF');
    expect(after.state.hexes.N1.tokens[0]).toEqual([null, 'ATSF']);
  });
});
