import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { interestDue, loansOut } from '../../../shared/engine/loans';
import { currentRate, interestRate } from '../../../shared/rules/1817/loans';
import { recordedAt } from './recorded';

/**
 * 1817 §6.8: "The loan fee is set at the start of each operating round [...] The interest rate remains in effect until
 * it is reset at the start of the next operating round regardless of how many loans are taken or repaid." On recorded
 * game 15528 (its replay matches 18xx.games' state after every action).
 */
const rates = (id: number) => {
  const c = context(recordedAt('15528', id));
  return { kind: c.s.round.kind, out: loansOut(c), rate: interestRate(c), table: currentRate(c), c };
};

describe('1817 §6.8 the interest rate is set as each operating round starts', () => {
  it('the stock round keeps the last operating round’s rate; the next operating round sets it from the loans out', () => {
    // Operating round 2.2 set 25%; 19 loans out by the stock round of turn 3 would set 20%.
    expect(rates(534)).toMatchObject({ kind: 'stock', out: 19, rate: 25, table: 20 });
    // Action 535 ends that stock round: operating round 3.1 sets 20%.
    expect(rates(535)).toMatchObject({ kind: 'operating', out: 19, rate: 20 });
  });

  it('and stays, whatever loans are repaid or taken during the round', () => {
    // Repaid down to 15 (which would set 5% less) during operating round 3.1.
    const repaid = rates(600);
    expect(repaid).toMatchObject({ kind: 'operating', out: 15, rate: 20, table: 15 });
    // Bess, with 4 loans, owes $20 for each.
    expect(interestDue(repaid.c, repaid.c.s.corporations.Bess)).toBe(80);
    // Taken up to 21 (which would set 25%) during operating round 4.1.
    expect(rates(819)).toMatchObject({ kind: 'operating', rate: 20, table: 25 });
  });
});
