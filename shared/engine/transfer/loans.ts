import type { Ctx } from '../context';
import { fail } from '../result';
import type { CorporationState } from '../state';

/**
 * Loans change holders here and nowhere else (the ledger of `shared/engine/loans.ts`): the bank lends its next
 * numbered loan to a corporation, a corporation gives one back, and a corporation's loans pass to another when it
 * merges into it (1817 §7.2) or go back to the bank with it (18NY). A loan is held by one corporation at most. The cash
 * a loan brings or costs moves through `transfer/cash.ts`, where the rule (amount, interest) says.
 */

/** The bank lends its next loan to the corporation; returns the loan's number. */
export function lendLoan(c: Ctx, k: CorporationState): number {
  const id = c.s.nextLoan++;
  (k.loans ??= []).push(id);
  return id;
}

/** The corporation gives loan `id` back to the bank. */
export function returnLoan(k: CorporationState, id: number): void {
  const held = k.loans ?? [];
  if (!held.includes(id)) fail(`${k.sym} does not hold loan #${id}`);
  k.loans = held.filter((x) => x !== id);
}

/** All the corporation's loans go back to the bank (repaid or void with it); returns how many it held. */
export function returnAllLoans(k: CorporationState): number {
  const n = k.loans?.length ?? 0;
  if (k.loans) k.loans = [];
  return n;
}

/** All of one corporation's loans pass to another, after those it holds. */
export function moveAllLoans(from: CorporationState, to: CorporationState): void {
  if (!from.loans?.length) return;
  to.loans = [...(to.loans ?? []), ...from.loans];
  from.loans = [];
}
