import type { Ctx } from './context';
import { log } from './entities';
import { pay } from './transfer/cash';
import { check } from './result';
import { corpKey, type CorporationState } from './state';
import { lendLoan, nextLoanId, returnLoan } from './transfer/loans';

/**
 * Loans (18NY: $50 each with $5 interest; 1817: $100 each at the operating round's rate): a ledger of numbered loans,
 * each held by one corporation (`CorporationState.loans`, loan ids) or still the bank's. The title's
 * `TitleRules.loans` sets the amount, how many a corporation may hold, the interest and the price moves; the engine
 * takes, repays and counts them. A loan's cash comes from the bank and goes back to it, so money stays conserved.
 */
export interface LoanRules {
  /** Cash one loan brings, and costs to repay. */
  amount(c: Ctx): number;
  /** Cash a loan brings the corporation now, where it is less than its amount (18NY: less interest paid at once). */
  proceeds?(c: Ctx, k: CorporationState): number;
  /** Loans the corporation may hold now. */
  limit(c: Ctx, k: CorporationState): number;
  /** Loans the bank has in all (default: as many as are asked for). */
  total?(c: Ctx): number;
  /** Interest owed for each loan held at an operating round. */
  interest(c: Ctx, k: CorporationState): number;
  /**
   * Interest a loan would cost at the next operating round, where the loans out now set it (1817 §1.2.5: the rate is
   * fixed as each operating round starts); absent where the interest does not change.
   */
  nextInterest?(c: Ctx): number;
  /** What a loan does beyond the cash, said beside the loan buttons (1817 §1.2.5: the share price moves a space). */
  effect?: string;
  /** After a loan is taken or repaid (1817: the share price moves one step per loan). */
  afterChange?(c: Ctx, k: CorporationState, change: 'take' | 'repay'): void;
}

function rules(c: Ctx): LoanRules {
  const r = c.rules.loans;
  check(r, () => `${c.title.id} has no loans`);
  return r;
}

export const loansOf = (k: CorporationState): number[] => k.loans ?? [];

/**
 * Loans taken by all corporations so far (still outstanding). Asked for every company a player could buy with in
 * each 1817 sale (its buying power counts the loans the bank has left): no array is made.
 */
export function loansOut(c: Ctx): number {
  const corps = c.s.corporations;
  let n = 0;
  for (const sym in corps) n += corps[sym]!.loans?.length ?? 0;
  return n;
}

/** Why the corporation may not take a loan now, or null if it may. */
export function whyNoLoan(c: Ctx, k: CorporationState): string | null {
  const r = rules(c);
  if (loansOf(k).length >= r.limit(c, k)) return `${k.sym} holds its ${r.limit(c, k)} loans already`;
  if (r.total && loansOut(c) >= r.total(c)) return 'the bank has no loan left';
  return null;
}

/** The corporation takes a loan (`take_loan`); `id` is the recorded loan's number, checked when given. */
export function takeLoan(c: Ctx, k: CorporationState, id?: number): number {
  const r = rules(c);
  const why = whyNoLoan(c, k);
  check(!why, () => why!);
  const next = nextLoanId(c);
  check(id === undefined || id === next, () => `the next loan is #${next}, not #${id}`);
  lendLoan(c, k);
  const cash = r.proceeds?.(c, k) ?? r.amount(c);
  pay(c, 'bank', corpKey(k.sym), cash);
  log(c, `${k.sym} takes a loan of ${r.amount(c)}${cash !== r.amount(c) ? ` and receives ${cash}` : ''}`);
  r.afterChange?.(c, k, 'take');
  return next;
}

/** The corporation repays one loan (`payoff_loan`): the one named, else its oldest. */
export function repayLoan(c: Ctx, k: CorporationState, id?: number): void {
  const r = rules(c);
  const held = loansOf(k);
  check(held.length, () => `${k.sym} has no loan`);
  const loan = id ?? held[0];
  check(held.includes(loan), () => `${k.sym} does not hold loan #${loan}`);
  check(k.cash >= r.amount(c), () => `${k.sym} has ${k.cash}, not the ${r.amount(c)} to repay a loan`);
  returnLoan(c, k, loan);
  pay(c, corpKey(k.sym), 'bank', r.amount(c));
  log(c, `${k.sym} repays a loan of ${r.amount(c)}`);
  r.afterChange?.(c, k, 'repay');
}

/** Interest the corporation owes for its loans at an operating round. */
export function interestDue(c: Ctx, k: CorporationState): number {
  const held = loansOf(k).length;
  return held ? held * rules(c).interest(c, k) : 0;
}
