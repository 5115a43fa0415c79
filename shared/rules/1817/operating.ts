import type { Ctx } from '../../engine/context';
import { log, player, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { place } from '../../engine/market';
import { interestDue, loansOf, repayLoan, takeLoan, whyNoLoan } from '../../engine/loans';
import { check } from '../../engine/result';
import type { CorporationState as Corp } from '../../engine/state';
import { byCorp, orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import type { LegalOffer } from '../../engine/legal';
import { corpKey, type CorporationState } from '../../engine/state';
import { currentRate, LOAN_AMOUNT } from './loans';
import { state1817, type LiquidationCause } from './state';
import { recordLiquidation } from './standing';
import { loanSharkInterest } from './volatility';
import { checkCashCrisis } from './cashCrisis';
import { askDeferredDiscards } from './buyTrain';

/**
 * 1817 §6.8-6.9 in the operating turn: loans may be taken at any time of it; after buying trains the company pays
 * the interest on its loans at the round's rate, then may repay loans (or take more). Names of the turn's marks in
 * `OperatingTurn.done`: `interest` once paid, `took_after_repay` once a loan is taken after the interest (no more
 * repayments then).
 */

const TOOK_AFTER_INTEREST = 'took_after_interest';

/** A loan taken at any time of the turn (§6.8: "at any time during its operating turn"). */
export const loanStep1817: OrStep = {
  name: 'loan',
  active: () => false,
  accepts: (_c, k, a) => byCorp(k, a) && a.type === 'take_loan',
  offers: () => ['take_loan'],
  process(c, a) {
    const k = c.s.corporations[String(a.entity)];
    takeLoan(c, k);
    const t = orTurn(c);
    if (t.done.includes('interest') && !t.done.includes(TOOK_AFTER_INTEREST)) t.done.push(TOOK_AFTER_INTEREST);
  },
};

/** §6.8: interest is paid after the train step, from the treasury. */
export const interestStep: OrStep = {
  name: 'interest',
  active: () => false,
  accepts: () => false,
  offers: () => [],
  process() {},
  skip(c, k) {
    const owed = () => interestDue(c, k) + loanSharkInterest(c, k);
    let due = owed();
    if (!due) return;
    // Short of cash, the company takes loans while it may (each adds its own interest).
    while (due > k.cash && !whyNoLoan(c, k)) {
      takeLoan(c, k);
      due = owed();
    }
    const n = loansOf(k).length;
    if (due <= k.cash) {
      pay(c, corpKey(k.sym), 'bank', due);
      log(c, `${k.sym} pays ${due} interest${n ? ` for ${n} loan${n > 1 ? 's' : ''}` : ''}`);
      return;
    }
    // §6.10: it cannot: it goes into liquidation, its cash goes to its president, who pays the interest.
    const president = k.president!;
    liquidate(c, k, 'interest');
    if (k.cash > 0) pay(c, corpKey(k.sym), playerKey(president), k.cash);
    pay(c, playerKey(president), 'bank', due);
    log(c, `${k.sym} cannot pay ${due} interest and goes into liquidation; ${player(c, president).name} pays it`);
    checkCashCrisis(c, president);
  },
};

function mayRepay(c: Ctx, k: CorporationState): boolean {
  return loansOf(k).length > 0 && k.cash >= LOAN_AMOUNT && !orTurn(c).done.includes(TOOK_AFTER_INTEREST);
}

/** §6.9: after paying interest the company may repay loans, or take more; it passes to end its turn. */
export const repayStep: OrStep = {
  name: 'repay',
  traceName: 'Loan',
  active: (c, k) => mayRepay(c, k) || !whyNoLoan(c, k),
  asks: (c, k) => (mayRepay(c, k) ? 'repay or take loans, or end its turn' : 'take loans or end its turn'),
  accepts: (_c, k, a) => byCorp(k, a) && (a.type === 'payoff_loan' || a.type === 'pass'),
  offers: () => ['payoff_loan', 'take_loan', 'pass'],
  process(c, a) {
    const k = c.s.corporations[String(a.entity)];
    if (a.type === 'pass') {
      orTurn(c).done.push('repay');
      askDeferredDiscards(c);
      return;
    }
    check(mayRepay(c, k), () => `${k.sym} may not repay a loan now`);
    repayLoan(c, k);
  },
  // Its loans (to repay or take) are listed with the anytime loan step's; here only the pass that ends the turn (§6.9).
  legal(_game, _c, k, ok): LegalOffer[] {
    if (!ok({ type: 'pass', entity: k.sym, entity_type: 'corporation' })) return [];
    return [{ type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Done with loans' }];
  },
};

/** §6.8: the interest rate is set as each operating round starts, from the loans out then. */
export function fixInterestRate(c: Ctx): void {
  state1817(c).interestRate = currentRate(c);
  log(c, `The interest rate for this operating round is ${state1817(c).interestRate}%`);
}

/** §6.10: a company goes into liquidation: its price marker moves to the red liquidation space. */
export function liquidate(c: Ctx, k: Corp, why: LiquidationCause): void {
  recordLiquidation(c, k.sym, why);
  place(c, k, 0, 0);
  log(c, `${k.sym} goes into liquidation`);
}

/** §6.10: a company that ends its turn with no train goes into liquidation. */
export function liquidateIfTrainless(c: Ctx, k: Corp): void {
  if (!k.trains.length && !k.closed) liquidate(c, k, 'trainless');
  // Discards put off for loans the company did not wait for after all are asked as its turn ends.
  askDeferredDiscards(c);
}
