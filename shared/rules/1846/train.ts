import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log, player, playerKey, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { check, checkRecorded } from '../../engine/result';
import { moveLeft } from '../../engine/market';
import { bundleOf, transferShares } from '../../engine/shares';
import { POOL, corpKey, ipoKey, type CorporationState } from '../../engine/state';
import { buyTrain, buyTrainStep, cheapestDepotTrain, hasRoom, mustBuyTrain, otherTrains } from '../../engine/rounds/or/buyTrain';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { depotTrains } from '../../engine/trains';
import { cellPrice, issuableShares } from './issue';
import { inReceivership } from './dividend';
import { trainBuyingPower } from './buyingPower';
import { presidentSale } from './emergencySale';
import { corp1846, corp1846Mut } from './state';
import { mayNotSellOnlyTrain } from './twoPlayer';

/**
 * Buying trains in 1846 (§6.8): independent railroads never buy trains. A corporation that must buy a train and
 * cannot pay first issues shares (its price moving left one column per share, §6.86); only then may its president
 * add cash, selling shares if need be.
 */

const variantPrices = (c: Ctx, name: string) => {
  const def = c.t.train.get(name)!;
  return [def.price, ...(def.variants ?? []).map((v) => v.price)];
};

/** Shares the corporation may issue in an emergency, and what they raise: cash from the price (n+1) columns left. */
export function emergencyIssueOptions(c: Ctx, k: CorporationState): { n: number; amount: number }[] {
  if (k.minor || k.trains.length || corp1846(k).emergencyIssued) return [];
  const t = cheapestDepotTrain(c);
  if (!t) return [];
  const prices = variantPrices(c, t.name);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  if (k.cash >= hi) return [];
  const out: { n: number; amount: number }[] = [];
  for (let n = 1; n <= issuableShares(c, k); n++) {
    const amount = cellPrice(c, k, -(n + 1)) * n;
    if (amount > 0) out.push({ n, amount });
  }
  const buying = out.filter((o) => k.cash + o.amount >= lo);
  if (buying.length) {
    const i = buying.findIndex((o) => k.cash + o.amount >= hi);
    return i >= 0 ? buying.slice(0, i + 1) : buying;
  }
  return out.length ? [out[out.length - 1]] : [];
}

function emergencyIssue(c: Ctx, k: CorporationState, a: ActionOf<'sell_shares'>): void {
  const b = bundleOf(c, a.shares, a.percent);
  const n = b.percent / sharePercent(c, k.sym);
  const options = emergencyIssueOptions(c, k);
  const at = options.findIndex((o) => o.n === n);
  const opt = options[at];
  check(opt, () => `${k.sym} cannot issue ${n} share(s) now`);
  checkRecorded('share_price', a.share_price, opt.amount / n);
  check(
    b.certs.every((x) => x.owner === ipoKey(k.sym)),
    'only treasury shares may be issued',
  );
  transferShares(c, b, POOL, { presidentChange: false });
  pay(c, 'bank', corpKey(k.sym), opt.amount);
  for (let i = 0; i < n; i++) moveLeft(c, k);
  const own = corp1846Mut(k);
  own.emergencyIssued = true;
  // What its last share brought: had it issued one share fewer, it would have that much less (the "must spend" rule).
  own.lastShareRaised = { amount: at === 0 ? opt.amount : opt.amount - options[at - 1].amount, bySale: false };
  log(c, `${k.sym} issues ${n} share(s) for ${opt.amount} to buy a train`);
}

/**
 * Could the corporation still buy a train (so the Buy Trains step waits for its pass)? It has room, and its buying
 * power (cash, shares it may still issue, independents it could buy for $1: ./buyingPower.ts) reaches the cheapest
 * train on offer: the depot's cheaper variant, or $1 for a train of another corporation (18xx.games' test).
 */
function canBuy1846(c: Ctx, k: CorporationState): boolean {
  if (!hasRoom(c, k)) return false;
  let lo = Infinity;
  for (const t of depotTrains(c)) lo = Math.min(lo, ...variantPrices(c, t.name));
  if (otherTrains(c, k).some((t) => !corp(c, t.owner.slice(2)).minor && !mayNotSellOnlyTrain(c, t.owner.slice(2)))) lo = Math.min(lo, 1);
  return k.cash >= lo || trainBuyingPower(c, k) >= lo;
}

/**
 * Everything a train purchase must satisfy before anything changes (§6.81-6.87):
 * - another corporation's train: never an independent's (it goes only with the independent, §6.92) nor one of a
 *   corporation in receivership, which has no president to agree a price (18xx.games); and after an emergency issue
 *   the train comes from the bank (§6.86);
 * - "must spend": once shares were issued or sold to raise money for a train, a variant the corporation (with its
 *   president's cash, after a sale) could already pay for before its last share is refused: that share was not needed
 *   for it (§6.86 "only as needed", §6.88 "once the amount needed has been raised, no further sales");
 * - the president adds cash only for a required train from the bank, once the corporation has issued what it must,
 *   never when the corporation can pay for the cheapest train the bank offers itself (the cheaper variant, or an
 *   earlier type turned in: §6.87), and only cash the president has (else sell shares first, §6.88).
 */
function checkPurchase(c: Ctx, k: CorporationState, a: ActionOf<'buy_train'>): void {
  const t = c.s.trains[a.train];
  check(t, () => `unknown train ${a.train}`);
  if (t.owner.startsWith('c:')) {
    const seller = corp(c, t.owner.slice(2));
    check(!seller.minor, 'trains of independent railroads are not for sale');
    check(!inReceivership(seller), () => `${seller.sym} is in receivership: it has no president to sell a train`);
    check(!corp1846(k).emergencyIssued, () => `${k.sym} issued shares to buy a train: it must buy it from the bank`);
    check(!mayNotSellOnlyTrain(c, seller.sym), () => `${seller.sym} may not sell its only train while the bank has none (two players)`);
  }
  const prices = variantPrices(c, t.name);
  const raised = corp1846(k).lastShareRaised;
  if (raised && !t.owner.startsWith('c:') && prices.length > 1 && !onlyCheaperAffordable(c, k, prices)) {
    const before = k.cash - raised.amount + (raised.bySale && k.president !== null ? player(c, k.president).cash : 0);
    check(a.price > before, () => `${k.sym} could pay ${a.price} before its last share was ${raised.bySale ? 'sold' : 'issued'}: it must buy a dearer train`);
  }
  const shortfall = a.price - k.cash;
  if (shortfall <= 0) return;
  check(mustBuyTrain(c, k), () => `${k.sym} cannot afford ${a.price}`);
  check(depotTrains(c).includes(t), 'the president helps pay only for a train from the bank');
  check(!emergencyIssueOptions(c, k).length, () => `${k.sym} must issue shares first`);
  // §6.87: no cash from the president while the corporation can pay for the cheapest train the bank offers itself:
  // this train's cheaper variant, or an earlier type another corporation turned in.
  const cheapest = cheapestDepotTrain(c);
  const lo = cheapest ? Math.min(...variantPrices(c, cheapest.name)) : Infinity;
  check(k.cash < lo, () => `${k.sym} can afford a ${lo} train from the bank itself: its president may not add cash`);
  const p = player(c, k.president!);
  check(p.cash >= shortfall, () => `${p.name} must raise ${shortfall - p.cash} more by selling shares (or go bankrupt)`);
}

/**
 * Can the corporation (with its president's cash where the president may add it) pay for the cheaper variant of a
 * train but not the dearer? Then it buys the cheaper, whatever it raised (§6.87; 18xx.games offers only that one).
 */
function onlyCheaperAffordable(c: Ctx, k: CorporationState, prices: number[]): boolean {
  const cheapest = cheapestDepotTrain(c);
  const presidentAdds = mustBuyTrain(c, k) && k.president !== null && !!cheapest && k.cash < Math.min(...variantPrices(c, cheapest.name));
  const total = k.cash + (presidentAdds ? player(c, k.president!).cash : 0);
  return Math.min(...prices) <= total && total < Math.max(...prices);
}

export const trainStep1846: OrStep = {
  name: 'train',
  active: (c, k) => !k.minor && !k.closed && !inReceivership(k) && (mustBuyTrain(c, k) || canBuy1846(c, k)),
  // In receivership a corporation without a train buys the cheapest one from the bank if it can (18xx.games).
  skip(c, k) {
    if (!inReceivership(k) || k.trains.length) return;
    const t = cheapestDepotTrain(c);
    if (!t) return;
    const def = c.t.train.get(t.name)!;
    const options = [{ name: t.name, price: def.price }, ...(def.variants ?? []).map((v) => ({ name: v.name, price: v.price }))];
    const cheapest = options.reduce((lo, o) => (o.price < lo.price ? o : lo));
    if (k.cash < cheapest.price) return;
    buyTrain(c, k, { type: 'buy_train', entity: k.sym, entity_type: 'corporation', train: t.id, price: cheapest.price, variant: cheapest.name });
  },
  accepts: (c, k, a) =>
    (a.entity === k.sym && a.type === 'sell_shares' && a.entity_type === 'corporation' && mustBuyTrain(c, k)) || (!k.minor && buyTrainStep.accepts(c, k, a)),
  offers: (c, k) => buyTrainStep.offers(c, k),
  process(c, a) {
    const k = corp(c, String(a.entity_type === 'player' ? currentSym(c) : a.entity));
    if (a.type === 'sell_shares' && a.entity_type === 'corporation') return emergencyIssue(c, k, a as ActionOf<'sell_shares'>);
    if (a.type === 'sell_shares') {
      check(!emergencyIssueOptions(c, k).length, () => `${k.sym} must issue shares before its president sells`);
      presidentSale(c, k, a as ActionOf<'sell_shares'>);
      return;
    }
    if (a.type === 'buy_train') {
      const action = a as ActionOf<'buy_train'>;
      checkPurchase(c, k, action);
      const shortfall = action.price - k.cash;
      if (shortfall > 0) {
        const p = player(c, k.president!);
        pay(c, playerKey(p.id), corpKey(k.sym), shortfall);
        log(c, `${p.name} contributes ${shortfall}`);
      }
      buyTrain(c, k, action);
      // A train bought from another corporation may run for its new owner this round.
      c.s.trains[action.train].operated = false;
      if (!canBuy1846(c, k)) orTurn(c).done.push('train');
      return;
    }
    return buyTrainStep.process(c, a);
  },
};

function currentSym(c: Ctx): string {
  const r = c.s.round as { order: string[]; index: number };
  return r.order[r.index];
}
