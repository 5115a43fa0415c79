import { nextLoanId } from '../../transfer/loans';
import type { Ctx } from '../../context';
import type { LegalOffer } from '../../legal';
import { repayLoan, takeLoan, whyNoLoan } from '../../loans';
import type { CorporationState } from '../../state';
import { byCorp } from './common';
import type { OrStep } from './steps';

/**
 * Taking and repaying loans during the corporation's turn (`shared/engine/loans.ts`). A title with loans lists
 * `loan` among its anytime steps (1817: at any time of the turn) or its operating steps; `TitleRules.loans.limit`
 * decides how many it may hold at that moment (18NY: only when short of money for track or trainless).
 */
export const loanStep: OrStep = {
  name: 'loan',
  active: () => false,
  accepts: (c, k, a) => !!c.rules.loans && byCorp(k, a) && (a.type === 'take_loan' || a.type === 'payoff_loan'),
  offers: () => ['take_loan', 'payoff_loan'],
  process(c, a) {
    const k = c.s.corporations[String(a.entity)];
    const id = (a as { loan?: unknown }).loan;
    const loan = typeof id === 'number' ? id : undefined;
    if (a.type === 'take_loan') takeLoan(c, k, loan);
    else repayLoan(c, k, loan);
  },
};

/** The cash a loan taken now brings the corporation, where it is less than the loan's face value (an offer's `proceeds`). */
export function loanProceeds(c: Ctx, k: CorporationState): { proceeds?: number } {
  const rules = c.rules.loans;
  const cash = rules?.proceeds?.(c, k);
  return rules && cash !== undefined && cash !== rules.amount(c) ? { proceeds: cash } : {};
}

/** The loan actions the operating corporation may take now, each checked by a dry run. */
export function loanOffers(c: Ctx, k: CorporationState, ok: (a: Record<string, unknown>) => boolean): LegalOffer[] {
  const rules = c.rules.loans;
  if (!rules) return [];
  const out: LegalOffer[] = [];
  const amount = rules.amount(c);
  const next = nextLoanId(c);
  if (!whyNoLoan(c, k) && ok({ type: 'take_loan', entity: k.sym, entity_type: 'corporation', loan: next }))
    out.push({ type: 'take_loan', entity: k.sym, loan: next, amount, ...loanProceeds(c, k) });
  const oldest = k.loans?.[0];
  if (oldest !== undefined && ok({ type: 'payoff_loan', entity: k.sym, entity_type: 'corporation', loan: oldest }))
    out.push({ type: 'payoff_loan', entity: k.sym, loan: oldest, amount });
  return out;
}
