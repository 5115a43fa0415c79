import type { Ctx } from '../../engine/context';
import { log, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { returnLoan } from '../../engine/transfer/loans';
import { interestDue, loansOf, repayLoan, takeLoan, type LoanRules } from '../../engine/loans';
import { moveLeft, moveRight } from '../../engine/market';
import type { OrStep } from '../../engine/rounds/or/steps';
import { playerPercents } from '../../engine/shares';
import { corpKey, type CorporationState, type PlayerId } from '../../engine/state';
import { state18NY } from './state';

/**
 * 18NY 7.1.5-7.1.6 Loans: $50 each at $5 interest. A company may hold as many loans as its shares in players' hands
 * (a minor's certificate counts as two shares: two loans). Interest is paid after the dividend, then loans are
 * repaid while the cash allows it and must be repaid down to the players' shares (7.1.6.3). Each loan taken moves the
 * price one box left, each repaid one right (7.1.6.1). A loan taken after the interest step brings $45: its interest
 * is paid at once (7.1.5).
 */

export const LOAN_AMOUNT = 50;
export const LOAN_INTEREST = 5;

/** Shares of the company held by players (a minor's single certificate is two). */
export function playerShares(c: Ctx, k: CorporationState): number {
  let percent = 0;
  for (const p of playerPercents(c, k.sym).values()) percent += p;
  return percent / sharePercent(c, k.sym);
}

export const loans18NY: LoanRules = {
  amount: () => LOAN_AMOUNT,
  proceeds: (c, k) => LOAN_AMOUNT - (state18NY(c).interestPaid.includes(k.sym) ? LOAN_INTEREST : 0),
  // The NYC borrows what its formation costs, whatever its shares (18xx.games, until the formation is complete).
  limit: (c, k) => (k.sym === 'NYC' && state18NY(c).nyc !== 'none' && state18NY(c).nyc !== 'complete' ? 100 : playerShares(c, k)),
  interest: () => LOAN_INTEREST,
  afterChange(c, k, change) {
    if (change === 'take') moveLeft(c, k);
    else moveRight(c, k);
  },
};

/**
 * 7.1.5 Pay loan interest (automatic): loans are taken to cover it where the cash falls short and the limit allows;
 * what still cannot be paid leaves the treasury below zero, for the president to make good.
 */
export const interestStep: OrStep = {
  name: 'interest',
  active: () => false,
  accepts: () => false,
  offers: () => [],
  process: () => {},
  skip(c, k) {
    const st = state18NY(c);
    st.interestPaid.push(k.sym);
    while (interestDue(c, k) > k.cash && loansOf(k).length < loans18NY.limit(c, k)) takeLoan(c, k);
    const owed = interestDue(c, k);
    if (!owed) return;
    pay(c, corpKey(k.sym), 'bank', owed);
    log(c, `${k.sym} pays ${owed} interest on ${loansOf(k).length} loan(s)`);
  },
};

/**
 * 7.1.6 Repay loans (automatic): while the cash allows; and 7.1.6.3 forced repayment: loans above the shares held by
 * players are repaid whatever the cash, the treasury standing below zero by what it could not pay (a debt raised as
 * the interest's is, the president contributing: `cashCrisis.ts`; 18xx.games repays them so).
 */
export const repayStep: OrStep = {
  name: 'repay',
  active: () => false,
  accepts: () => false,
  offers: () => [],
  process: () => {},
  skip(c, k) {
    while (loansOf(k).length && k.cash >= LOAN_AMOUNT) repayLoan(c, k);
    while (loansOf(k).length > playerShares(c, k)) forceRepay(c, k);
  },
};

/** One loan repaid though the cash falls short (7.1.6.3): the price moves right as for any repayment (7.1.6.1). */
function forceRepay(c: Ctx, k: CorporationState): void {
  returnLoan(c, k, loansOf(k)[0]);
  pay(c, corpKey(k.sym), 'bank', LOAN_AMOUNT);
  log(c, `${k.sym} must repay a loan of ${LOAN_AMOUNT}: fewer of its shares are held by players than it has loans`);
  loans18NY.afterChange!(c, k, 'repay');
}

export function clearInterestPaid(c: Ctx): void {
  state18NY(c).interestPaid = [];
}

/** A player's value loses $5 for each share held per loan of that company (18xx.games' end value, second edition). */
export function loanValuePenalty(c: Ctx, id: PlayerId): number {
  let penalty = 0;
  for (const k of Object.values(c.s.corporations)) {
    const held = loansOf(k).length;
    if (!held || k.closed) continue;
    const percent = playerPercents(c, k.sym).get(id) ?? 0;
    penalty += (percent / sharePercent(c, k.sym)) * held * LOAN_INTEREST;
  }
  return -penalty;
}

/**
 * Cash plus the loans the company may still take: what it can spend on track (18xx.games' buying power). A company
 * holding more loans than its limit must repay those over it this operation (7.1.6.3), so they count against its cash:
 * 18xx.games reckons so, and gives it no track step when that leaves less than a tile costs (agree 2p s530 #1001).
 */
export function buyingPower(c: Ctx, k: CorporationState): number {
  return k.cash + (loans18NY.limit(c, k) - loansOf(k).length) * loans18NY.proceeds!(c, k);
}
