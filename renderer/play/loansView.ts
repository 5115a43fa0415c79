/**
 * Loans and shorts as the panels show them (18NY, 1817): what each corporation holds and owes at its next interest
 * step, and the bank's interest board (loans out, the rate they set). Pure reads through the title's loan rules.
 */
import type { Ctx } from '@shared/engine/context';
import { interestDue, loansOf, loansOut } from '@shared/engine/loans';
import { openShorts } from '@shared/engine/shorts';
import type { CorporationState } from '@shared/engine/state';

export interface CorporationLoans {
  held: number;
  /** How many it may hold now. */
  limit: number;
  /** Interest it owes for them at its next operating turn. */
  interest: number;
}

export function corporationLoans(c: Ctx, k: CorporationState): CorporationLoans | null {
  const r = c.rules.loans;
  if (!r || !k.floated || k.closed) return null;
  return { held: loansOf(k).length, limit: r.limit(c, k), interest: interestDue(c, k) };
}

/** Shorts open on the corporation (1817 §5.3): each a share sold that some player must buy back. */
export function shortCount(c: Ctx, sym: string): number {
  return openShorts(c, sym).length;
}

export interface InterestBoard {
  out: number;
  /** Loans the bank has in all, where they are limited (1817: 70). */
  total: number | null;
  amount: number;
  /** Interest a loan costs at an operating round now. */
  perLoan: number;
  /** What a loan will cost at the next operating round, as the loans out now set it (1817); null where fixed. */
  next: number | null;
  /** What a loan does beyond the cash (1817: the share price moves). */
  effect: string | null;
}

/** The bank's loans and the interest they cost: 1817's rate rises with the loans out, 18NY's is fixed. */
export function interestBoard(c: Ctx): InterestBoard | null {
  const r = c.rules.loans;
  const any = Object.values(c.s.corporations)[0];
  if (!r || !any) return null;
  return {
    out: loansOut(c),
    total: r.total?.(c) ?? null,
    amount: r.amount(c),
    perLoan: r.interest(c, any),
    next: r.nextInterest?.(c) ?? null,
    effect: r.effect ?? null,
  };
}
