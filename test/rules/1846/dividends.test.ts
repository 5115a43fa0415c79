import { describe, expect, it } from 'vitest';
import { price, setPosition } from '../../../shared/engine/market';
import { priceMoves } from '../../../shared/rules/1846/dividend';
import { freshGame, gameAt } from './helpers';

/** 1846 §6.75: the price moves by the total payout compared with the current price. */
describe('half dividend moves the price by the payout amount', () => {
  const table: [number, number, number][] = [
    // [price, payout, new price]
    [165, 500, 212], // three columns from $165 at triple
    [165, 250, 180], // the half-pay example: one column
    [165, 0, 150],
    [124, 500, 150], // two columns only below $165
    [124, 250, 150],
    [100, 49, 90], // below half: left
    [100, 50, 100], // at least half: stays
    [100, 100, 112],
  ];
  it.each(table)('at $%i a payout of $%i moves the price to $%i', (from, payout, to) => {
    const c = freshGame();
    const k = c.s.corporations.NYC;
    const col = c.title.market.rows[0].findIndex((cell) => cell?.price === from);
    setPosition(c, k, 0, col);
    priceMoves(c, k, payout);
    expect(price(c, k)).toBe(to);
  });

  it('half pay retains half rounded down to $10 and pays the rest per share', () => {
    // hs_sudambau action 70: NYC earns $160 and pays half; Player 1 holds 50%, the other 50% is in the pool.
    const before = gameAt('hs_sudambau_1600037415', 69);
    const after = gameAt('hs_sudambau_1600037415', 70);
    const p1 = (c: typeof before) => c.s.players.find((p) => p.id === 'Player 1')!.cash;
    expect(after.s.corporations.NYC.cash - before.s.corporations.NYC.cash).toBe(80);
    expect(p1(after) - p1(before)).toBe(40);
  });

  it('an independent railroad splits its revenue with its owner', () => {
    // 12666 action 45: Big 4 runs for $40, keeps $20 and pays its owner $20.
    const before = gameAt('12666', 44);
    const after = gameAt('12666', 45);
    expect(after.s.corporations.BIG4.cash - before.s.corporations.BIG4.cash).toBe(20);
  });
});
