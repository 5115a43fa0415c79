import { describe, expect, it } from 'vitest';
import { certLimit, countsForLimit } from '../../../shared/engine/certs';
import { context, createGame, type Game } from '../../../shared/engine/game';
import { zonesAt } from '../../../shared/engine/market';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';

/**
 * 1870's optional rules as 18xx.games offers them, on fresh games (the recorded game game-end-market-400 plays
 * `diesels` and `finish_on_400` to their end; nothing recorded plays the original market or the original rules).
 */
const game = (players: number, optionalRules: string[] = []): Game => {
  const t = loadTitle('1870');
  const g = createGame(t, rulesFor(t), { players: Array.from({ length: players }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })), seed: 1, optionalRules });
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

/** The corporation's price put on market cell [row, col] (as if it had moved there). */
const at = (g: Game, sym: string, row: number, col: number) => {
  const c = context(g);
  c.s.corporations[sym].market = [row, col];
  return c;
};

describe('1870 original market (the market of the first edition): three cells differ', () => {
  it('$40 at the left of the fifth row is orange (shares held without limit), not brown', () => {
    const zones = (c: ReturnType<typeof at>) => zonesAt(c, c.s.corporations.MP);
    expect(zones(at(game(4), 'MP', 4, 0))).toEqual(['multiple_buy']);
    expect(zones(at(game(4, ['original_market']), 'MP', 4, 0))).toEqual(['unlimited']);
  });

  it('$60 in the seventh and eighth rows counts toward the certificate limit (yellow in the standard market)', () => {
    for (const [row, col] of [
      [6, 5],
      [7, 6],
    ]) {
      expect(countsForLimit(at(game(4), 'MP', row, col), 'MP')).toBe(false);
      expect(countsForLimit(at(game(4, ['original_market']), 'MP', row, col), 'MP')).toBe(true);
      expect(countsForLimit(at(game(4, ['original_rules']), 'MP', row, col), 'MP')).toBe(true);
    }
  });
});

describe('1870 certificate limit by corporations in play (rulebook table: ten or nine companies)', () => {
  const closing = (g: Game, n: number) => {
    const c = context(g);
    for (const sym of Object.keys(c.s.corporations).slice(0, n)) c.s.corporations[sym].closed = true;
    return c;
  };

  it('four players: 16 with ten corporations, 14 with nine, and 14 still with eight', () => {
    expect([0, 1, 2].map((n) => certLimit(closing(game(4), n)))).toEqual([16, 14, 14]);
  });

  it('the original rules (18xx.games `original_rules`) have 12 with eight corporations left', () => {
    expect([0, 1, 2].map((n) => certLimit(closing(game(4, ['original_rules']), n)))).toEqual([16, 14, 12]);
    // One part of the original rules alone keeps the standard table.
    expect(certLimit(closing(game(4, ['original_market']), 2))).toBe(14);
  });
});

describe('1870 trains', () => {
  it('12-trains have no limit (rules, Trains: "Type 12 trains, however, have no limit"): more than the six printed are for sale', () => {
    const c = context(game(4));
    const twelves = Object.values(c.s.trains).filter((t) => t.name === '12' && t.owner === 'depot');
    // Enough for every corporation at its train limit (two in phase 8) and more.
    expect(twelves.length).toBeGreaterThanOrEqual(10 * 2);
  });

  it('diesels (1830 variant): the 8- and 10-trains are gone, the D runs any distance and costs $800 against a 4, 5 or 6', () => {
    const c = context(game(3, ['diesels']));
    const names = new Set(Object.values(c.s.trains).map((t) => t.name));
    expect([...names]).toEqual(['2', '3', '4', '5', '6', 'D']);
    const d = c.t.train.get('D')!;
    expect(d).toMatchObject({ distance: 999, price: 1100, discount: { '4': 300, '5': 300, '6': 300 } });
    expect(c.title.phases.map((p) => p.name)).toEqual(['1', '2', '3', '4', '5', 'D']);
  });
});

describe('1870 $400 finish', () => {
  it('the $400 cell is the end of the game at once only with the option', () => {
    const plain = context(game(4));
    const top = plain.title.market.rows[0];
    expect(top[top.length - 1]!.zones ?? []).not.toContain('end_game');
    expect(plain.title.gameEnd).toEqual({ bankrupt: 'immediate', bank: 'full_or' });
    const c = context(game(4, ['finish_on_400']));
    const row = c.title.market.rows[0];
    expect(row[row.length - 1]).toMatchObject({ price: 400, zones: ['end_game'] });
    expect(c.title.gameEnd).toMatchObject({ stock_market: 'immediate', bankrupt: 'immediate' });
  });
});
