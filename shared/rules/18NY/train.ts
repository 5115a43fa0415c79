import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { loansOf, takeLoan } from '../../engine/loans';
import { loanProceeds } from '../../engine/rounds/or/loan';
import { check } from '../../engine/result';
import { buyTrainStep, canBuyTrain, cheapestDepotTrain, mustBuyTrain, otherTrains, variantPrice } from '../../engine/rounds/or/buyTrain';
import { byCorp, orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { discardPending } from '../../engine/rounds/or/discard';
import type { PendingStep } from '../../engine/pending';
import type { LegalOffer } from '../../engine/offers';
import type { CorporationState, TrainState } from '../../engine/state';
import { depotTrains, discardTrain, trainDef } from '../../engine/trains';
import { log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { corpKey } from '../../engine/state';
import { bundleOf } from '../../engine/shares';
import { loans18NY } from './loans';
import { emergencyShares, issueOffer, issueShares } from './issue';
import { state18NY } from './state';

/**
 * 18NY 7.1.7 Purchasing trains. A minor need not own a train (7.1.7.1); a share company with a route must. A company
 * with no train that cannot pay for the cheapest one may take loans to buy it (7.1.6), and must then buy the cheapest
 * train from the bank. A company may scrap a train for a quarter of its price (salvage); it may then not take a loan
 * for a new one, and its president may not help pay for it.
 */

/** May the company take a loan towards a train now: no train, too little cash for the cheapest, a loan left? */
export function canTakeTrainLoan(c: Ctx, k: CorporationState): boolean {
  const cheapest = cheapestDepotTrain(c);
  if (!cheapest || k.trains.length) return false;
  if (state18NY(c).salvaged === k.sym) return false;
  return k.cash < trainDef(c, cheapest).price && loansOf(k).length < loans18NY.limit(c, k);
}

/**
 * Do the loans the company may still take reach the cheapest train? A company that borrowed must buy it, and only a
 * share company that must own a train has its president's help: 18xx.games takes the loan (its step waits the same)
 * and then waits for a purchase that cannot come, so we refuse a loan that leads there.
 */
function loansReachTrain(c: Ctx, k: CorporationState): boolean {
  const price = trainDef(c, cheapestDepotTrain(c)!).price;
  const left = loans18NY.limit(c, k) - loansOf(k).length;
  return mustBuyTrain(c, k) || k.cash + left * loans18NY.proceeds!(c, k) >= price;
}

const variantPrices = (c: Ctx, t: TrainState) => {
  const def = trainDef(c, t);
  return [def.price, ...(def.variants ?? []).map((v) => v.price)];
};

/**
 * 7.1.7 emergency issue: a share company that must buy a train and cannot pay for the dearest the bank offers may issue
 * treasury shares, at most five in the pool and no more than the players hold, and no more than it needs for the
 * bank's next train (18xx.games). Not after scrapping a train, nor by a company with no route (7.1.7.2).
 */
export function emergencyIssuable(c: Ctx, k: CorporationState): number {
  // Only one the rules bind to own a train (7.1.7.2: it has a route): a loan taken towards a train does not open the
  // issue (18xx.games offers it with the president's help only).
  if (!mustBuyTrain(c, k) || state18NY(c).salvaged === k.sym) return 0;
  const depot = depotTrains(c);
  if (!depot.length || k.cash >= Math.max(...depot.flatMap((t) => variantPrices(c, t)))) return 0;
  return emergencyShares(c, k, Math.max(...variantPrices(c, depot[0])) - k.cash);
}

function emergencyIssue(c: Ctx, k: CorporationState, a: ActionOf<'sell_shares'>): void {
  const b = bundleOf(c, a.shares, a.percent);
  const most = emergencyIssuable(c, k);
  check(b.percent / 10 <= most, () => (most ? `${k.sym} may issue at most ${most} shares to buy a train` : `${k.sym} may not issue shares now`));
  issueShares(c, k, b);
}

/** A company must buy a train after a loan towards one, or after scrapping its last train (18xx.games). */
const mustBuy = (c: Ctx, k: CorporationState) =>
  state18NY(c).trainLoan === k.sym || (state18NY(c).salvaged === k.sym && !k.trains.length) || mustBuyTrain(c, k);

/**
 * May the company scrap this train? Its last one only if its treasury can then pay for the bank's cheapest or another
 * company's, since it must buy one and neither a loan nor its president may help (18NY 2e §7.1.7; 18xx.games would
 * wait for a purchase that cannot come). Another company's train costs at least $1, its face value if its owner has
 * loans (7.1.6).
 */
function mayScrap(c: Ctx, k: CorporationState, t: TrainState): boolean {
  if (k.trains.length > 1) return true;
  const cash = k.cash + salvageValue(c, t);
  const cheapest = cheapestDepotTrain(c);
  if (cheapest && cash >= Math.min(...variantPrices(c, cheapest))) return true;
  return otherTrains(c, k).some((x) => x !== t && treasuryPriceRange(c, k, x).min <= cash);
}

/** What the treasury alone may pay for another company's train: $1 up, at face value from a company with loans. */
function treasuryPriceRange(c: Ctx, k: CorporationState, t: TrainState): { min: number; max: number } {
  return trainPriceRange18NY(c, k, t, variantPrice(c, t), { min: 1, max: k.cash });
}

/** Has the company scrapped a train this turn? Its president then helps pay for no train (18NY 2e §7.1.7). */
const salvagedThisTurn = (c: Ctx, k: CorporationState) => state18NY(c).salvaged === k.sym;

/**
 * A train from another company (18xx.games): at no less than face value when the seller has loans, at no more when
 * the buyer has (a company in debt neither sells its assets cheap nor overpays its president's other company).
 */
export function trainPriceRange18NY(c: Ctx, k: CorporationState, t: TrainState, face: number, range: { min: number; max: number }) {
  const seller = c.s.corporations[t.owner.slice(2)];
  // After a salvage the treasury alone pays (18NY 2e §7.1.7).
  const max = salvagedThisTurn(c, k) ? Math.min(range.max, k.cash) : range.max;
  return {
    min: seller && loansOf(seller).length ? face : range.min,
    max: loansOf(k).length ? Math.min(face, max) : max,
  };
}

/** Salvage (18xx.games, second edition): a train scrapped or rusted is worth a quarter of its price to its owner. */
export const salvageValue = (c: Ctx, t: TrainState) => Math.floor(trainDef(c, t).price / 4);

export function salvage(c: Ctx, k: CorporationState, t: TrainState): void {
  const value = salvageValue(c, t);
  pay(c, 'bank', corpKey(k.sym), value);
  log(c, `${k.sym} salvages a ${t.name} train for ${value}`);
}

/**
 * A train discarded over the train limit (after a phase change or a merger) is salvaged too: its owner gets a quarter
 * of its price (2e salvage, as 18xx.games' DiscardTrain does).
 */
export const discardPending18NY: PendingStep = {
  ...discardPending,
  process(c, p, a) {
    const t = c.s.trains[(a as ActionOf<'discard_train'>).train];
    const owner = t && t.owner === corpKey(String(a.entity)) ? c.s.corporations[String(a.entity)] : undefined;
    if (owner) salvage(c, owner, t);
    discardPending.process(c, p, a);
  },
};

/** Scrapping: the company's own train goes back to the bank for its salvage value. */
function scrap(c: Ctx, k: CorporationState, id: string): void {
  const t = c.s.trains[id];
  check(t && t.owner === corpKey(k.sym), () => `${k.sym} does not own train ${id}`);
  check(mayScrap(c, k, t), () => `${k.sym} could not buy a train after scrapping its last`);
  salvage(c, k, t);
  discardTrain(c, t);
  state18NY(c).salvaged = k.sym;
}

export const trainStep18NY: OrStep = {
  ...buyTrainStep,
  // A company with a train may always scrap it, so the step waits for its pass (asked first: the cheapest question,
  // and the answer for most companies most of the time).
  active: (c, k) => k.trains.length > 0 || canBuyTrain(c, k) || canTakeTrainLoan(c, k) || mustBuy(c, k),
  accepts: (c, k, a) => (byCorp(k, a) && ['take_loan', 'pass', 'scrap_train', 'sell_shares'].includes(a.type)) || buyTrainStep.accepts(c, k, a),
  offers: (c, k) => [...buyTrainStep.offers(c, k), ...(canTakeTrainLoan(c, k) ? ['take_loan'] : []), ...(k.trains.length ? ['scrap_train'] : [])],
  legal(game, c, k, ok) {
    // The bank's and others' trains; a president's sales or bankruptcy where a share company must buy and cannot pay.
    // After a salvage the president neither sells nor pays for the company (18NY 2e §7.1.7).
    const helpless = salvagedThisTurn(c, k);
    const out: LegalOffer[] = buyTrainStep.legal!(game, c, k, ok).filter(
      (o) => o.type !== 'pass' && !(helpless && (o.type === 'sell_shares' || o.type === 'bankrupt')),
    );
    const issuable = emergencyIssuable(c, k);
    if (issuable) out.push(issueOffer(c, k, issuable));
    if (canTakeTrainLoan(c, k) && loansReachTrain(c, k) && ok({ type: 'take_loan', entity: k.sym, entity_type: 'corporation', loan: c.s.nextLoan }))
      out.push({ type: 'take_loan', entity: k.sym, loan: c.s.nextLoan, amount: loans18NY.amount(c), ...loanProceeds(c, k) });
    const scrappable = k.trains.filter((id) => mayScrap(c, k, c.s.trains[id]));
    if (scrappable.length)
      out.push({ type: 'scrap_train', entity: k.sym, trains: scrappable.map((id) => ({ train: id, value: salvageValue(c, c.s.trains[id]) })) });
    if (!mustBuy(c, k)) out.push({ type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Done buying trains' });
    return out;
  },
  process(c, a) {
    const k = c.s.corporations[String(a.entity)];
    const st = state18NY(c);
    if (a.type === 'scrap_train') {
      scrap(c, k, (a as ActionOf<'scrap_train'>).train);
      return;
    }
    if (a.type === 'sell_shares' && a.entity_type !== 'player') {
      emergencyIssue(c, k, a);
      return;
    }
    if (a.type === 'sell_shares') check(!salvagedThisTurn(c, k), () => `${k.sym} scrapped a train this turn: its president may not sell shares for the next`);
    if (a.type === 'take_loan') {
      check(canTakeTrainLoan(c, k), () => `${k.sym} may take a loan only to buy a train when it has none and cannot pay for one`);
      check(loansReachTrain(c, k), () => `${k.sym} could not borrow enough to buy the train it must then buy`);
      takeLoan(c, k, (a as ActionOf<'take_loan'>).loan);
      st.trainLoan = k.sym;
      return;
    }
    if (a.type === 'pass') {
      check(!mustBuy(c, k), () => `${k.sym} must buy a train`);
      orTurn(c).done.push('train');
      return;
    }
    if (a.type === 'buy_train' && st.trainLoan === k.sym) {
      // From the bank only the cheapest; another company's train at any price its range allows (18xx.games).
      const bought = c.s.trains[(a as ActionOf<'buy_train'>).train];
      const cheapest = cheapestDepotTrain(c);
      if (!bought?.owner.startsWith('c:')) check(cheapest && bought?.name === cheapest.name, 'after a loan the cheapest train must be bought');
      st.trainLoan = null;
    }
    if (a.type === 'buy_train' && salvagedThisTurn(c, k))
      check((a as ActionOf<'buy_train'>).price <= k.cash, () => `${k.sym} scrapped a train this turn: its president may not help pay for the next`);
    buyTrainStep.process(c, a);
    // The step stays open while the company has a train it could scrap (18xx.games waits for its pass).
    const turn = orTurn(c);
    if (k.trains.length && turn.done.includes('train')) turn.done.splice(turn.done.indexOf('train'), 1);
  },
};

/**
 * A turn starts with no train loan and nothing scrapped. The choice of mergers is not closed here: a company's turn
 * ends with it open only when an acquisition closed the company itself, and then the next company finds it open
 * (`closeMergeChoice` in `acquire.ts` closes it as each operating round starts).
 */
export function startTrainTurn(c: Ctx): void {
  const st = state18NY(c);
  st.trainLoan = null;
  st.salvaged = null;
}
