import type { Ctx } from '../context';
import { fail } from '../result';
import type { CorporationState } from '../state';

/**
 * Loans change holders here and nowhere else (the ledger of `shared/engine/loans.ts`): the bank lends its next
 * numbered loan to a corporation, a corporation gives one back, and a corporation's loans pass to another when it
 * merges into it (1817 §7.2) or go back to the bank with it (18NY). A loan is held by one corporation at most. The cash
 * a loan brings or costs moves through `transfer/cash.ts`, where the rule (amount, interest) says.
 */

/**
 * The number of the loan the bank lends next. Where the bank has a fixed number of loans (1817's 70, numbered from 0),
 * it lends those never lent in order, then those given back, in the order they came back, as the recorded games'
 * `take_loan` actions mostly number them: 18xx.games refuses an action naming a loan beyond its last. Otherwise each
 * loan has a new number.
 */
export function nextLoanId(c: Ctx): number {
  const total = c.rules.loans?.total?.(c);
  if (total === undefined || c.s.nextLoan < total) return c.s.nextLoan;
  return c.s.returnedLoans?.[0] ?? c.s.nextLoan;
}

/** The bank lends its next loan to the corporation; returns the loan's number. */
export function lendLoan(c: Ctx, k: CorporationState): number {
  const id = nextLoanId(c);
  if (id === c.s.nextLoan) c.s.nextLoan++;
  else c.s.returnedLoans!.shift();
  (k.loans ??= []).push(id);
  return id;
}

/** A loan back with a bank of fixed size waits to be lent again. */
function backWithBank(c: Ctx, ids: readonly number[]): void {
  if (ids.length && c.rules.loans?.total) (c.s.returnedLoans ??= []).push(...ids);
}

/** The corporation gives loan `id` back to the bank. */
export function returnLoan(c: Ctx, k: CorporationState, id: number): void {
  const held = k.loans ?? [];
  if (!held.includes(id)) fail(`${k.sym} does not hold loan #${id}`);
  k.loans = held.filter((x) => x !== id);
  backWithBank(c, [id]);
}

/** All the corporation's loans go back to the bank (repaid or void with it); returns how many it held. */
export function returnAllLoans(c: Ctx, k: CorporationState): number {
  const held = k.loans ?? [];
  if (k.loans) k.loans = [];
  backWithBank(c, held);
  return held.length;
}

/** All of one corporation's loans pass to another, after those it holds. */
export function moveAllLoans(from: CorporationState, to: CorporationState): void {
  if (!from.loans?.length) return;
  to.loans = [...(to.loans ?? []), ...from.loans];
  from.loans = [];
}
