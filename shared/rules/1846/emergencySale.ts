import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, player, playerKey, sharePercent } from '../../engine/entities';
import { check } from '../../engine/result';
import { bundlePrice, bundlesFor, canDumpBundle, fitsInPool } from '../../engine/bundles';
import { price } from '../../engine/market';
import { recalculateOrder } from '../../engine/rounds/or/order';
import { sellShares } from '../../engine/rounds/stock';
import { bundleOf, playerPercents, type Bundle } from '../../engine/shares';
import { depotTrains } from '../../engine/trains';
import type { CorporationState, PlayerId } from '../../engine/state';
import { inReceivership } from './dividend';
import { corp1846, corp1846Mut } from './state';

/**
 * The president of a corporation that must buy a train sells shares to raise the money (§6.88), under the normal
 * rules of sale and those of the forced purchase. Why the sale is not allowed, or null:
 * - only the president of the operating corporation sells, and only shares the president holds;
 * - §5.23: shares of a corporation that has not operated only by its own president;
 * - §7.13: no shares of a corporation in receivership;
 * - §5.3: all shares of one corporation in one sale;
 * - §5.25: no more than 50% in the Stock Market, no president's certificate there;
 * - §6.88: no presidency change in the operating corporation;
 * - no sale that moves the operating corporation to the $0 space (it would close before buying its train;
 *   18xx.games, after the designer's ruling on BoardGameGeek);
 * - §6.88 "once the amount needed has been raised, no further sales": the bundle less one share must still fall
 *   short of the dearest train the bank offers (§6.87: with the president's cash any available train may be bought).
 */
export function whyNotEmergencySale(c: Ctx, k: CorporationState, pid: PlayerId, b: Bundle): string | null {
  if (pid !== k.president) return `only ${k.sym}'s president may sell shares now`;
  if (!b.certs.every((x) => x.owner === playerKey(pid))) return 'the president does not hold those shares';
  const x = corp(c, b.corp);
  if (!x.operated && x.president !== pid) return `${b.corp} has not operated: only its president may sell its shares`;
  if (inReceivership(x)) return `${b.corp} is in receivership: its shares may not be sold`;
  if (soldForTrain(k).includes(b.corp)) return `${b.corp} was already sold for this train`;
  if (!canDumpBundle(c, pid, b)) return `no other player can take over ${b.corp}`;
  if (!fitsInPool(c, b)) return `the pool cannot take more ${b.corp}`;
  if (b.corp === k.sym) {
    const holdings = playerPercents(c, b.corp);
    const next = Math.max(0, ...[...holdings].filter(([p]) => p !== pid).map(([, v]) => v));
    if ((holdings.get(pid) ?? 0) - b.percent < next) return `selling would hand over the presidency of ${b.corp}`;
    if (price(c, k) <= 10) return `selling would move ${k.sym} to the closing space`;
  }
  const perShare = bundlePrice(c, b) / (b.percent / sharePercent(c, b.corp));
  if (bundlePrice(c, b) - perShare >= dearestBankTrain(c) - player(c, pid).cash - k.cash) return 'no more may be sold than needed for the train';
  return null;
}

/**
 * What the president could raise for the train: for each corporation, the best sale the rules above allow (as
 * 18xx.games reckons it before a bankruptcy, §6.89).
 */
export function emergencySaleValue1846(c: Ctx, k: CorporationState, pid: PlayerId): number {
  let sum = 0;
  for (const x of Object.values(c.s.corporations)) {
    if (x.closed || !x.market) continue;
    let best = 0;
    for (const b of bundlesFor(c, pid, x.sym)) if (whyNotEmergencySale(c, k, pid, b) === null) best = Math.max(best, bundlePrice(c, b));
    sum += best;
  }
  return sum;
}

/** The dearest train (either variant) the bank offers now. */
function dearestBankTrain(c: Ctx): number {
  let hi = 0;
  for (const t of depotTrains(c)) {
    const def = c.t.train.get(t.name)!;
    for (const p of [def.price, ...(def.variants ?? []).map((v) => v.price)]) hi = Math.max(hi, p);
  }
  return hi;
}

const soldForTrain = (k: CorporationState): readonly string[] => corp1846(k).soldForTrain ?? [];

export function presidentSale(c: Ctx, k: CorporationState, a: ActionOf<'sell_shares'>): void {
  const b = bundleOf(c, a.shares, a.percent);
  const why = whyNotEmergencySale(c, k, a.entity, b);
  check(why === null, () => why!);
  const perShare = bundlePrice(c, b) / (b.percent / sharePercent(c, b.corp));
  sellShares(c, a.entity, b, a.share_price);
  const own = corp1846Mut(k);
  own.soldForTrain = [...soldForTrain(k), b.corp];
  // What its last share brought (the "must spend" rule, ./train.ts).
  own.lastShareRaised = { amount: perShare, bySale: true };
  recalculateOrder(c);
}
