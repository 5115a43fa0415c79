import { nextLoanId } from '../../engine/transfer/loans';
import type { ActionOf } from '../../engine/actions';
import { bundlePrice, bundlesFor } from '../../engine/bundles';
import type { Ctx } from '../../engine/context';
import { corp, log, player } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { loansOf, takeLoan } from '../../engine/loans';
import { loanProceeds } from '../../engine/rounds/or/loan';
import type { LegalOffer } from '../../engine/offers';
import { pushPending, resolvePending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import { emergencySaleValue, emergencySellable } from '../../engine/rounds/or/buyTrain';
import { sellShares } from '../../engine/rounds/stock';
import { bundleOf, type Bundle } from '../../engine/shares';
import { corpKey, playerKey, type CorporationState, type PendingDecision, type PlayerId } from '../../engine/state';
import { emergencyShares, issueOffer, issueShares } from './issue';
import { loans18NY } from './loans';
import { declareBankruptcy18NY, inReceivership } from './bankruptcy';
import { NYC_ROUND } from './nycFormation';

/**
 * 18NY 7.1.5: interest the company cannot pay, even with the loans it may still take, is a debt to the bank
 * (18xx.games' Emergency Money Raising): the bank is paid in full and the treasury stands below zero by the debt.
 * Before the turn goes on the debt is raised: the company takes loans it is allowed or issues treasury shares (no more
 * than it needs, at most five in the pool), or its president pays it, selling shares first if need be; a president
 * who cannot goes bankrupt.
 */

export const CASH_CRISIS = 'cash_crisis';

const debtor = (c: Ctx, p: PendingDecision) => corp(c, String(p.entity));
/** What is still owed: the treasury below zero. */
const shortOf = (k: CorporationState, _p?: PendingDecision) => Math.max(0, -k.cash);

/** The company is below zero after its interest: the debt must be raised before the turn goes on. */
export function raiseCashCrisis(c: Ctx, k: CorporationState): void {
  if (k.cash >= 0 || k.president === null) return;
  log(c, `${k.sym} owes the bank ${-k.cash}`);
  pushPending(c, { kind: CASH_CRISIS, entity: k.sym, debt: -k.cash });
}

/** The treasury is back at zero or above: the debt is paid and the turn goes on. */
function settle(c: Ctx, k: CorporationState, p: PendingDecision): void {
  log(c, `${k.sym} has paid its debt of ${Number(p.debt)}`);
  resolvePending(c, p);
}

/**
 * A treasury may stand below zero while the company's debt is being raised, and in receivership, where what it could
 * not pay stays owed (18xx.games); the NYC during its formation round, paying merging minors' owners before the
 * round's end, when it borrows what it lacks (4.4).
 */
export function mayOwe18NY(c: Ctx, k: CorporationState): boolean {
  if (c.s.pending.some((p) => p.kind === CASH_CRISIS && p.entity === k.sym)) return true;
  if (inReceivership(c, k)) return true;
  return c.s.round.kind === 'special' && c.s.round.name === NYC_ROUND && k.sym === 'NYC';
}

/** Treasury shares the company may issue towards its debt. */
const issuable = (c: Ctx, k: CorporationState, p: PendingDecision) => emergencyShares(c, k, shortOf(k, p));

const mayBorrow = (c: Ctx, k: CorporationState) => loansOf(k).length < loans18NY.limit(c, k);

/**
 * The president sells no more than the debt needs (7.1.5; 18xx.games' Emergency Money Raising, which lets nobody sell
 * more than needed): the sale without its cheapest certificate would fall short of what the president's cash leaves
 * owed.
 */
function noMoreThanNeeded(c: Ctx, k: CorporationState, pid: PlayerId, b: Bundle, p: PendingDecision): string | null {
  const owed = shortOf(k, p) - Math.max(0, player(c, pid).cash);
  const least = Math.min(...b.certs.map((x) => x.percent));
  const smaller = bundlePrice(c, b) - bundlePrice(c, { ...b, percent: least });
  return smaller < owed ? null : `no more ${b.corp} may be sold than the ${owed} still owed needs`;
}

/** A sale the president may make towards the company's debt, or why not. */
function whyNotSell(c: Ctx, k: CorporationState, pid: PlayerId, b: Bundle, p: PendingDecision): string | null {
  return emergencySellable(c, k, pid, b, false) ?? noMoreThanNeeded(c, k, pid, b, p);
}

/** Why the president need not go bankrupt yet, or null. */
function whyNotBankrupt(c: Ctx, k: CorporationState, p: PendingDecision): string | null {
  if (mayBorrow(c, k) || issuable(c, k, p)) return `${k.sym} can still borrow or issue shares`;
  const pid = k.president!;
  if (player(c, pid).cash + emergencySaleValue(c, k, pid) >= shortOf(k, p)) return `the president can still pay ${k.sym}'s debt`;
  return null;
}

export const cashCrisisStep: PendingStep = {
  kind: CASH_CRISIS,
  traceName: 'EmergencyMoneyRaising',
  actor: (c, p) => debtor(c, p).president,
  asks: (c, p) => `raise the ${shortOf(debtor(c, p), p)} ${p.entity} still owes the bank`,
  accepts: (c, p, a) => {
    const k = debtor(c, p);
    if (a.entity === k.sym) return ['take_loan', 'sell_shares', 'bankrupt'].includes(a.type);
    return a.entity === k.president && (a.type === 'payoff_debt' || a.type === 'sell_shares');
  },
  process(c, p, a) {
    const k = debtor(c, p);
    const pid = k.president!;
    if (a.type === 'take_loan') {
      check(mayBorrow(c, k), () => `${k.sym} may take no more loans`);
      takeLoan(c, k, (a as ActionOf<'take_loan'>).loan);
    } else if (a.type === 'sell_shares' && a.entity === k.sym) {
      const b = bundleOf(c, (a as ActionOf<'sell_shares'>).shares, (a as ActionOf<'sell_shares'>).percent);
      const most = issuable(c, k, p);
      check(b.percent / 10 <= most, () => `${k.sym} may issue at most ${most} shares towards its debt`);
      issueShares(c, k, b);
    } else if (a.type === 'payoff_debt') {
      const short = shortOf(k, p);
      check(player(c, pid).cash >= short, () => `the president has not the ${short} to pay ${k.sym}'s debt: sell shares first`);
      pay(c, playerKey(pid), corpKey(k.sym), short);
      log(c, `${player(c, pid).name} gives ${k.sym} ${short} towards its debt`);
    } else if (a.type === 'sell_shares') {
      check(player(c, pid).cash < shortOf(k, p), 'the president can pay the debt without selling');
      const b = bundleOf(c, (a as ActionOf<'sell_shares'>).shares, (a as ActionOf<'sell_shares'>).percent);
      const why = whyNotSell(c, k, pid, b, p);
      check(!why, why ?? '');
      sellShares(c, pid, b, (a as ActionOf<'sell_shares'>).share_price);
      return;
    } else {
      const why = whyNotBankrupt(c, k, p);
      check(!why, why ?? '');
      declareBankruptcy18NY(c, k);
      // A new president raises what is still owed (the bankrupt player's cash went to the company). A company in
      // receivership keeps its treasury below zero while it does not operate (18xx.games).
      if (k.president !== null && !k.closed && shortOf(k, p) > 0) return;
      resolvePending(c, p);
      return;
    }
    if (shortOf(k, p) === 0) settle(c, k, p);
  },
  legal(_game, c, p) {
    const k = debtor(c, p);
    const pid = k.president as PlayerId;
    const out: LegalOffer[] = [];
    if (mayBorrow(c, k)) out.push({ type: 'take_loan', entity: k.sym, loan: nextLoanId(c), amount: loans18NY.amount(c), ...loanProceeds(c, k) });
    const n = issuable(c, k, p);
    if (n) out.push(issueOffer(c, k, n));
    const short = shortOf(k, p);
    if (player(c, pid).cash >= short) out.push({ type: 'payoff_debt', entity: pid, corporation: k.sym, amount: short });
    else {
      const options = Object.values(c.s.corporations).flatMap((x) =>
        bundlesFor(c, pid, x.sym)
          .filter((b) => !whyNotSell(c, k, pid, b, p))
          .map((b) => ({ corporation: x.sym, shares: b.certs.map((y) => y.id), percent: b.percent, price: bundlePrice(c, b) })),
      );
      if (options.length) out.push({ type: 'sell_shares', entity: pid, options });
      if (!whyNotBankrupt(c, k, p)) out.push({ type: 'bankrupt', entity: k.sym });
    }
    return out;
  },
};
