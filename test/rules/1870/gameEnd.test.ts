import { describe, expect, it } from 'vitest';
import { context, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { zonesAt } from '../../../shared/engine/market';
import { replay, setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';
import { firstPosition, recorded } from './helpers';
import { agreeGame } from '../../support/agree';

/** The position after the recorded game's last action. */
function lastPosition(name: string): Game {
  const g = recorded(name);
  const t = loadTitle('1870');
  const r = replay(t, rulesFor(t), setupOf(g), g.actions);
  if (!r.game || r.failure) throw new Error(`${name} does not replay: ${r.failure?.error}`);
  return r.game;
}

describe('1870 bankruptcy (rules, Bankruptcy): "the game ends immediately. No further actions may be taken"', () => {
  it('the president who cannot pay for a train ends the game in the middle of the operating round', () => {
    const game = lastPosition('1870_game_end_bankrupt');
    const c = context(game);
    expect(c.s.finished).toBe(true);
    expect(c.s.endReason).toBe('bankrupt');
    expect(c.s.round.kind).toBe('operating');
    expect(legalActions(game)).toEqual([]);
  });
});

describe('1870 private companies close with the first 5-train (phase 4)', () => {
  it('no private is open from the purchase of the first 5-train on', () => {
    const before = firstPosition('1870_game_end_bank', (c) => Object.values(c.s.trains).some((t) => t.name === '4' && t.owner !== 'depot'))!;
    expect(Object.values(context(before).s.companies).some((co) => !co.closed)).toBe(true);
    const after = firstPosition('1870_game_end_bank', (c) => Object.values(c.s.trains).some((t) => t.name === '5' && t.owner !== 'depot'))!;
    const c = context(after);
    expect(c.s.phase).toBe(3);
    expect(Object.values(c.s.companies).filter((co) => !co.closed)).toEqual([]);
  });
});

describe('1870 closing section (glossary: "A company whose share price token enters this zone is closed")', () => {
  it('MKT at $0 closes: its trains go to the open market, its stations leave the map, its shares are nobody’s', () => {
    // game-end-market-400: MKT's price falls into the closing section; its trains just before.
    let trains: string[] = [];
    firstPosition('game-end-market-400', (c) => {
      if (!c.s.corporations.MKT.closed) trains = [...c.s.corporations.MKT.trains];
      return c.s.corporations.MKT.closed;
    });
    expect(trains.length).toBeGreaterThan(0);
    const after = firstPosition('game-end-market-400', (c) => c.s.corporations.MKT.closed)!;
    const c = context(after);
    const k = c.s.corporations.MKT;
    expect(zonesAt(c, k)).toContain('close');
    expect([k.trains, k.cash, k.president]).toEqual([[], 0, null]);
    expect(trains.map((id) => c.s.trains[id].owner)).toEqual(trains.map(() => 'pool'));
    expect(Object.values(c.s.hexes).some((h) => h.tokens.some((slots) => slots.includes('MKT')))).toBe(false);
    expect(c.s.certOrder.MKT.map((id) => c.s.certificates[id].owner).every((o) => o === 'ipo:MKT')).toBe(true);
  });
});

describe('1870 Ending the game: "If the bank runs out of money during a stock round, complete the stock round and the subsequent set of operating rounds"', () => {
  // Random 2p seed 9500, steered to sell in turn 24's stock round until the bank is out (action 1336); 18xx.games
  // plays the game alike to its end.
  const g = agreeGame('bank-broken-in-stock-round__1870_2p_std_s9500');
  const t = loadTitle('1870');
  const at = (n: number) => {
    const r = replay(t, rulesFor(t), setupOf(g), g.actions.slice(0, n));
    if (!r.game || r.failure) throw new Error(`does not replay: ${r.failure?.error}`);
    return context(r.game).s;
  };
  const sale = g.actions.findIndex((a) => a.id === 1336);

  it('the sale that empties the bank ends nothing yet: the stock round goes on', () => {
    const before = at(sale);
    const after = at(sale + 1);
    expect(before.gameEnd).toBeFalsy();
    expect(after.bank).toBeLessThanOrEqual(0);
    expect(after.gameEnd).toMatchObject({ reason: 'bank', turn: 24 });
    expect(after.finished).toBe(false);
    expect(after.round.kind).toBe('stock');
  });

  it('the game ends as the third operating round of the set that follows ends, not before', () => {
    const last = at(g.actions.length - 1);
    expect(last.finished).toBe(false);
    expect(last).toMatchObject({ turn: 24, roundNum: 3 });
    const end = at(g.actions.length);
    expect(end).toMatchObject({ finished: true, endReason: 'bank', turn: 24, roundNum: 3 });
    expect(end.round.kind).toBe('operating');
  });
});
