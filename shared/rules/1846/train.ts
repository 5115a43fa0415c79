import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log, pay, player, playerKey, sharePercent } from '../../engine/entities';
import { check, checkRecorded } from '../../engine/result';
import { moveLeft } from '../../engine/market';
import { bundleOf, transferShares } from '../../engine/shares';
import { POOL, corpKey, ipoKey, type CorporationState } from '../../engine/state';
import { buyTrain, buyTrainStep, cheapestDepotTrain, hasRoom, mustBuyTrain, otherTrains, recalculateOrder } from '../../engine/rounds/or/buyTrain';
import { bundlePrice, canDumpBundle, fitsInPool } from '../../engine/bundles';
import { sellShares } from '../../engine/rounds/stock';
import { playerPercents } from '../../engine/shares';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { depotTrains } from '../../engine/trains';
import { cellPrice, issuableShares } from './issue';
import { inReceivership } from './dividend';

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
  if (k.minor || k.trains.length || (k.extra?.emergencyIssued as boolean)) return [];
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
  const opt = emergencyIssueOptions(c, k).find((o) => o.n === n);
  check(opt, () => `${k.sym} cannot issue ${n} share(s) now`);
  checkRecorded('share_price', a.share_price, opt.amount / n);
  check(b.certs.every((x) => x.owner === ipoKey(k.sym)), 'only treasury shares may be issued');
  transferShares(c, b, POOL, { presidentChange: false });
  pay(c, 'bank', corpKey(k.sym), opt.amount);
  for (let i = 0; i < n; i++) moveLeft(c, k);
  (k.extra ??= {}).emergencyIssued = true;
  log(c, `${k.sym} issues ${n} share(s) for ${opt.amount} to buy a train`);
}

/** Trains on offer to a corporation: the depot's, and other corporations' (never an independent's) for at least $1. */
function canBuy1846(c: Ctx, k: CorporationState): boolean {
  if (!hasRoom(c, k)) return false;
  // A train from the depot it can pay for, or one from another corporation (for as little as $1).
  for (const t of depotTrains(c)) for (const p of variantPrices(c, t.name)) if (k.cash >= p) return true;
  return k.cash >= 1 && otherTrains(c, k).some((t) => !corp(c, t.owner.slice(2)).minor);
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
      return presidentSale(c, k, a as ActionOf<'sell_shares'>);
    }
    if (a.type === 'buy_train') {
      const action = a as ActionOf<'buy_train'>;
      const shortfall = action.price - k.cash;
      if (shortfall > 0) {
        check(mustBuyTrain(c, k), () => `${k.sym} cannot afford ${action.price}`);
        const t = c.s.trains[action.train];
        check(t && depotTrains(c).includes(t), 'the president helps pay only for a train from the bank');
        check(!emergencyIssueOptions(c, k).length, () => `${k.sym} must issue shares first`);
        const prices = variantPrices(c, t.name);
        check(!(Math.min(...prices) <= k.cash && action.price > Math.min(...prices)), () => `${k.sym} can afford the cheaper variant itself`);
        const p = player(c, k.president!);
        check(p.cash >= shortfall, () => `${p.name} must raise ${shortfall - p.cash} more by selling shares (or go bankrupt)`);
        pay(c, playerKey(p.id), corpKey(k.sym), shortfall);
        log(c, `${p.name} contributes ${shortfall}`);
      }
      const seller = c.s.trains[action.train]?.owner ?? '';
      check(!(seller.startsWith('c:') && corp(c, seller.slice(2)).minor), 'trains of independent railroads are not for sale');
      buyTrain(c, k, action);
      // A train bought from another corporation may run for its new owner this round.
      c.s.trains[action.train].operated = false;
      if (!canBuy1846(c, k)) orTurn(c).done.push('train');
      return;
    }
    return buyTrainStep.process(c, a);
  },
};

/**
 * The president sells shares to pay for a required train (§6.86): never the presidency of the operating
 * corporation, only what fits in the pool, and no more than needed for the dearer variant of the cheapest train.
 */
function presidentSale(c: Ctx, k: CorporationState, a: ActionOf<'sell_shares'>): void {
  const pid = a.entity;
  check(pid === k.president, () => `only ${k.sym}'s president may sell shares now`);
  const b = bundleOf(c, a.shares, a.percent);
  check(b.certs.every((x) => x.owner === playerKey(pid)), 'the president does not hold those shares');
  check(canDumpBundle(c, pid, b), () => `no other player can take over ${b.corp}`);
  check(fitsInPool(c, b), () => `the pool cannot take more ${b.corp}`);
  if (b.corp === k.sym) {
    const holdings = playerPercents(c, b.corp);
    const next = Math.max(0, ...[...holdings].filter(([p]) => p !== pid).map(([, v]) => v));
    check((holdings.get(pid) ?? 0) - b.percent >= next, () => `selling would hand over the presidency of ${b.corp}`);
  }
  const t = cheapestDepotTrain(c);
  const needed = t ? Math.max(...variantPrices(c, t.name)) : 0;
  const perShare = bundlePrice(c, b) / (b.percent / sharePercent(c, b.corp));
  check(bundlePrice(c, b) + player(c, pid).cash + k.cash < needed + perShare, 'no more may be sold than needed for the train');
  sellShares(c, pid, b, a.share_price);
  recalculateOrder(c);
}

function currentSym(c: Ctx): string {
  const r = c.s.round as { order: string[]; index: number };
  return r.order[r.index];
}

