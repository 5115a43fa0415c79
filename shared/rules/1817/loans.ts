import type { Ctx } from '../../engine/context';
import type { LoanRules } from '../../engine/loans';
import { loansOf, loansOut } from '../../engine/loans';
import type { CorporationState } from '../../engine/state';
import { moveLeft, moveRight } from '../../engine/market';
import { shareCount } from '../../engine/certSize';
import { state1817 } from './state';

/**
 * 1817 §6.8-6.9 loans: $100 each, a company may hold as many as it has shares, the bank has 70. The interest rate
 * rises by 5% for every 5 loans out (5% to 70%) and is fixed as each operating round starts; each loan taken moves
 * the share price one step left, each repaid one step right.
 */
export const LOAN_AMOUNT = 100;
const MIN_RATE = 5;
const MAX_RATE = 70;
const LOANS_PER_STEP = 5;
const TOTAL_LOANS = ((MAX_RATE - MIN_RATE) / 5 + 1) * LOANS_PER_STEP;

/** The rate the loans out now would set: 5% for up to 5 loans, 10% for up to 10, and so on. */
export function currentRate(c: Ctx): number {
  const steps = Math.ceil(loansOut(c) / LOANS_PER_STEP);
  return Math.min(MAX_RATE, Math.max(MIN_RATE, steps * 5));
}

/** The rate of this operating round (fixed at its start), else the rate the loans out would set. */
export function interestRate(c: Ctx): number {
  return state1817(c).interestRate ?? currentRate(c);
}

export const loans1817: LoanRules = {
  amount: () => LOAN_AMOUNT,
  limit: (c, k) => shareCount(c, k.sym),
  total: () => TOTAL_LOANS,
  interest: (c) => (interestRate(c) * LOAN_AMOUNT) / 100,
  nextInterest: (c) => (currentRate(c) * LOAN_AMOUNT) / 100,
  effect: 'each loan taken moves the share price one space left, each repaid one space right (§1.2.5)',
  afterChange: (c, k, change) => (change === 'take' ? moveLeft(c, k) : moveRight(c, k)),
};

/**
 * What a company could spend: its cash and the loans it may still take (§6.7: loans may pay for trains); `returned`
 * loans would be back with the bank first (an acquired company's, repaid). `out`: the loans out now, where the caller
 * asks for many companies at once.
 */
export function buyingPower(c: Ctx, k: CorporationState, returned = 0, out = loansOut(c)): number {
  const more = Math.max(0, Math.min(shareCount(c, k.sym) - loansOf(k).length, TOTAL_LOANS - out + returned));
  return k.cash + more * LOAN_AMOUNT;
}
