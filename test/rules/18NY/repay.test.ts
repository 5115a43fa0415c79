import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/engine/game';
import { price } from '../../../shared/engine/market';
import { after, ctx, play } from './helpers';

/**
 * 18NY 7.1.6 repaying loans, after the interest (automatic): while the cash allows, each loan repaid moving the price
 * one box right (7.1.6.1); and 7.1.6.3 forced repayment down to the shares held by players, whatever the cash, the
 * president making good what the treasury lacks. Position: the RWO at its dividend step after action 670 ($0, a run
 * of $560), given three loans, its player holding two shares (the other four put in the pool).
 */
function indebted(loans = [18, 60, 61]): Game {
  const g = after(670);
  const c = ctx(g);
  c.s.corporations.RWO.loans = loans;
  for (const id of ['RWO_1', 'RWO_2', 'RWO_3', 'RWO_4']) c.s.certificates[id].owner = 'pool';
  return g;
}
const dividend = (g: Game, kind: string) => play(g, { type: 'dividend', entity: 'RWO', entity_type: 'corporation', kind }).game!;
const rwo = (g: Game) => g.state.corporations.RWO;

describe('7.1.6 loans are repaid while the cash allows', () => {
  it('the RWO withholds $560, pays $15 interest and repays all three loans: $395 left, its price three boxes further right', () => {
    const g = dividend(indebted(), 'withhold');
    expect(rwo(g).loans ?? []).toEqual([]);
    expect(rwo(g).cash).toBe(560 - 15 - 3 * 50);
    const none = dividend(indebted([]), 'withhold');
    const col = (x: Game) => rwo(x).market![1];
    expect(col(g) - col(none)).toBe(3);
    expect(price(ctx(g), rwo(g))).toBeGreaterThan(price(ctx(none), rwo(none)));
  });
});

describe('7.1.6.3 forced repayment: no more loans than shares held by players', () => {
  it('the RWO pays out ($56 to its treasury), pays $15 interest and must repay one loan of three (two shares held): it owes $9', () => {
    const g = dividend(indebted(), 'payout');
    expect(rwo(g).loans).toEqual([60, 61]);
    expect(rwo(g).cash).toBe(56 - 15 - 50);
    expect(g.state.pending).toMatchObject([{ kind: 'cash_crisis', entity: 'RWO', debt: 9 }]);
    const pid = rwo(g).president!;
    const paid = play(g, { type: 'payoff_debt', entity: pid, entity_type: 'player' }).game!;
    expect(rwo(paid).cash).toBe(0);
    expect(paid.state.pending).toEqual([]);
  });

  it('with no more loans than players’ shares nothing is forced: the RWO keeps its two loans on a payout', () => {
    const g = dividend(indebted([60, 61]), 'payout');
    expect(rwo(g).loans).toEqual([60, 61]);
    expect(g.state.pending).toEqual([]);
  });
});
