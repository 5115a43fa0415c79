import { describe, expect, it } from 'vitest';
import { price } from '../../../shared/engine/market';
import { playerValue } from '../../../shared/engine/value';
import { legalActions } from '../../../shared/engine/legal';
import { after, ctx, play } from './helpers';

/** 18NY 7.1.5-7.1.6: $50 loans, their interest, their limits and their effect on the price and on players' value. */

const takeLoan = (entity: string, loan: number) => ({ type: 'take_loan', entity, entity_type: 'corporation', loan });

describe('7.1.6 loans towards a train', () => {
  it('a company with no train that cannot pay for one may take a loan; one that can may not', () => {
    // Minor 2 ($80, no train) at its train step (after action 60); minor 1 ($140) could pay for a 2H (after 50).
    expect(play(after(60), takeLoan('2', 0)).error).toBeNull();
    expect(play(after(50), takeLoan('1', 0)).error).toMatch(/only to buy a train when it has none and cannot pay for one/);
  });

  it('7.1.5 a loan taken after the interest step brings $45: its $5 interest is paid at once', () => {
    const g = play(after(60), takeLoan('2', 0)).game!;
    expect(g.state.corporations['2'].cash).toBe(80 + 45);
  });

  it('7.1.6.1 each loan taken moves the price one box left', () => {
    const before = after(60);
    const g = play(before, takeLoan('2', 0)).game!;
    expect(price(ctx(before), before.state.corporations['2'])).toBe(65);
    expect(price(ctx(g), g.state.corporations['2'])).toBe(60);
  });

  it('after a loan the company must buy the cheapest train: it may not pass', () => {
    const g = play(after(60), takeLoan('2', 0)).game!;
    expect(play(g, { type: 'pass', entity: '2', entity_type: 'corporation' }).error).toMatch(/must buy a train/);
  });

  it('a minor whose loans could not reach the cheapest train may not start borrowing for it (it could never buy it)', () => {
    // Minor 9 ($0, no train, no loan) at its train step after action 358: its two loans bring less than any train.
    const g = after(358);
    expect(legalActions(g).map((a) => a.type)).not.toContain('take_loan');
    expect(play(g, takeLoan('9', g.state.nextLoan)).error).toMatch(/could not borrow enough/);
    expect(play(g, { type: 'pass', entity: '9', entity_type: 'corporation' }).error).toBeNull();
  });

  it('a minor may hold no more than two loans (its certificate counts as two shares)', () => {
    // Minor 10 took two loans for its first train (actions 177, 178).
    const g = after(178);
    expect(g.state.corporations['10'].loans).toHaveLength(2);
    expect(play(g, takeLoan('10', 10)).error).not.toBeNull();
  });

  it("a player's value loses $5 per share held for each loan of that company", () => {
    const before = after(60);
    const g = play(before, takeLoan('2', 0)).game!;
    // Minor 2 (two shares, $65 → $60) now has a loan: 2 × $5 less, and the price fell $5 a share.
    expect(playerValue(ctx(before), 5840) - playerValue(ctx(g), 5840)).toBe(10 + 10);
  });
});

describe('7.1.6 a loan is $50: every offer names that face value, and no action may name another', () => {
  it('at the train step after the interest step: a loan of $50 that brings $45', () => {
    const offer = legalActions(after(60)).find((a) => a.type === 'take_loan');
    expect(offer).toMatchObject({ amount: 50, proceeds: 45 });
  });

  it('a take_loan naming an amount is refused (18xx.games writes only the loan’s number): a crafted save cannot borrow more', () => {
    for (const amount of [1000, 45, 50]) expect(play(after(60), { ...takeLoan('2', 0), amount }).error).toMatch(/amount.*not a field of a take_loan action/);
  });
});
