import { describe, expect, it } from 'vitest';
import { raiseCashCrisis } from '../../../shared/rules/18NY/cashCrisis';
import { legalActions } from '../../../shared/engine/legal';
import { after, ctx, play } from './helpers';

/**
 * 18NY 7.1.5: interest a company cannot pay is a debt raised before its turn goes on (18xx.games' Emergency Money
 * Raising). Position: RWO at its dividend step (after action 670, one loan of six allowed), its interest $30 short.
 */
function inDebt(cash = 0) {
  const g = after(670);
  const c = ctx(g);
  const k = c.s.corporations.RWO;
  k.cash = cash - 30;
  raiseCashCrisis(c, k);
  return g;
}

describe('7.1.5 interest the company cannot pay', () => {
  it('becomes a debt: the treasury stands below zero by it (as in 18xx.games) and the turn waits', () => {
    const g = inDebt();
    expect(g.state.corporations.RWO.cash).toBe(-30);
    expect(g.state.pending).toMatchObject([{ kind: 'cash_crisis', entity: 'RWO', debt: 30 }]);
    expect(legalActions(g).map((a) => a.type)).toEqual(expect.arrayContaining(['take_loan', 'payoff_debt']));
  });

  it('a loan pays it (the company may still borrow)', () => {
    const g = play(inDebt(), { type: 'take_loan', entity: 'RWO', entity_type: 'corporation', loan: inDebt().state.nextLoan }).game!;
    expect(g.state.pending).toEqual([]);
    expect(g.state.corporations.RWO.cash).toBe(50 - 30);
  });

  it('or its president pays it', () => {
    const before = inDebt();
    const pid = before.state.corporations.RWO.president!;
    const cash = (x: typeof before) => x.state.players.find((p) => p.id === pid)!.cash;
    const g = play(before, { type: 'payoff_debt', entity: pid, entity_type: 'player' }).game!;
    expect(cash(before) - cash(g)).toBe(30);
    expect(g.state.pending).toEqual([]);
    expect(g.state.corporations.RWO.cash).toBe(0);
  });

  it('the president may not go bankrupt while the company can borrow', () => {
    expect(play(inDebt(), { type: 'bankrupt', entity: 'RWO', entity_type: 'corporation' }).error).toMatch(/can still borrow or issue shares/);
  });
});

describe('7.1.6 the loan offered in a cash crisis', () => {
  it('names its face value, $50, as every loan offer does', () => {
    expect(legalActions(inDebt()).find((a) => a.type === 'take_loan')).toMatchObject({ amount: 50 });
  });
});
