import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { closeCompany } from '../../companies';
import { corp, log, player, playerKey } from '../../entities';
import { pay } from '../../transfer/cash';
import { check } from '../../result';
import { DEPOT, POOL, corpKey, type CorporationState, type PlayerId, type TrainState } from '../../state';
import { countedTrainCount, depotTrains, discardTrain, gainTrain, trainDef, trainLimit } from '../../trains';
import { queueDiscards } from './discard';
import { hasRoute } from './route';
import { byCorp, orRound, orTurn } from './common';
import { recalculateOrder } from './order';
import type { OrStep } from './steps';
import type { LegalOffer, ShareOption, TrainOption } from '../../offers';
import { sellShares } from '../stock';
import { bundleOf, playerPercents, type Bundle } from '../../shares';
import { bundlePrice, bundlesFor, canDumpBundle, fitsInPool } from '../../bundles';
import { holdingOk } from '../../certs';
import { sharePercent } from '../../entities';
import { saleTimingOk } from '../../saleTiming';

/**
 * Buying trains (1830 §6.6): from the depot at face value, from the open market (discarded trains) at face value, or
 * from another corporation at any agreed price of at least 1. A corporation with no train and a route must buy one;
 * if it cannot pay for the cheapest, its president adds cash, selling shares if need be (§7.6), or goes bankrupt.
 */

export function hasRoom(c: Ctx, k: CorporationState): boolean {
  return countedTrainCount(c, k) < trainLimit(c, k);
}

/** Trains of other corporations that may be bought. */
export function otherTrains(c: Ctx, k: CorporationState): TrainState[] {
  if (!c.t.settings.allowTrainBuyFromOthers) return [];
  const out: TrainState[] = [];
  // Plain loops: asked at every train step, mostly interpreted in a cold replay (`NO_ITERATOR`, entities.ts).
  for (const sym in c.s.corporations) {
    const other = c.s.corporations[sym];
    if (other === k || other.closed) continue;
    for (let i = 0; i < other.trains.length; i++) {
      const t = c.s.trains[other.trains[i]];
      if (!t.rusted && !t.obsolete) out.push(t);
    }
  }
  return out;
}

/** The least the corporation could pay for a train now: 1 if another corporation has one to sell. */
function minPrice(c: Ctx, k: CorporationState): number {
  if (c.t.settings.allowTrainBuyFromOthers) {
    for (const other of Object.values(c.s.corporations)) {
      if (other !== k && !other.closed && other.trains.some((id) => !c.s.trains[id].rusted && !c.s.trains[id].obsolete)) return 1;
    }
  }
  let lo = Infinity;
  for (const t of depotTrains(c)) lo = Math.min(lo, minVariantPrice(c, t));
  return lo;
}

function minVariantPrice(c: Ctx, t: TrainState): number {
  const def = trainDef(c, t);
  let lo = def.price;
  for (const v of def.variants ?? []) lo = Math.min(lo, v.price);
  return lo;
}

export function canBuyTrain(c: Ctx, k: CorporationState): boolean {
  const power = c.rules.buyingPower?.(c, k) ?? k.cash;
  return (hasRoom(c, k) && power >= minPrice(c, k)) || canTradeIn(c, k, power);
}

/**
 * Could the corporation trade one of its trains in for a bank train it can pay for? A trade-in is legal even at the
 * train limit (1830 Diesels: "even if the railroad currently owns two trains"), so the Buy Trains step stays open for
 * it, as 18xx.games keeps it open (`discountable_trains_for`).
 */
function canTradeIn(c: Ctx, k: CorporationState, power: number): boolean {
  // Asked after every action of a train step: the bank's trains are listed only for a corporation that owns a train
  // some bank train takes in trade (in most titles none does).
  if (!k.trains.some((id) => c.t.tradedIn.has(c.s.trains[id].name))) return false;
  for (const t of depotTrains(c)) {
    const def = trainDef(c, t);
    if (!def.discount) continue;
    const lo = minVariantPrice(c, t);
    for (const id of k.trains) {
      const discount = def.discount[c.s.trains[id].name];
      if (discount !== undefined && lo - discount <= power) return true;
    }
  }
  return false;
}

export function mustBuyTrain(c: Ctx, k: CorporationState): boolean {
  if (countedTrainCount(c, k) > 0 || k.trains.some((id) => !c.s.trains[id].rusted)) return false;
  const own = c.rules.mustBuyTrain?.(c, k);
  if (own !== undefined) return own;
  const rule = c.t.settings.mustBuyTrain;
  if (rule === 'never') return false;
  return rule === 'always' || hasRoute(c, k);
}

export function cheapestDepotTrain(c: Ctx): TrainState | undefined {
  return depotTrains(c).reduce<TrainState | undefined>((lo, t) => (!lo || minVariantPrice(c, t) < minVariantPrice(c, lo) ? t : lo), undefined);
}

/**
 * The trains the corporation may buy: the bank's (each variant, and with a trade-in where the title discounts one) at
 * their price, and other corporations' for any price in the range the rules allow; each checked by a dry run.
 */
function trainOptions(c: Ctx, k: CorporationState, ok: (a: Record<string, unknown>) => boolean): TrainOption[] {
  const out: TrainOption[] = [];
  for (const t of depotTrains(c)) {
    const def = trainDef(c, t);
    for (const v of [{ name: def.name, price: def.price }, ...(def.variants ?? [])]) {
      const a = { type: 'buy_train', entity: k.sym, entity_type: 'corporation', train: t.id, price: v.price, variant: v.name };
      if (ok(a)) out.push({ train: t.id, name: t.name, variant: v.name, min: v.price, max: v.price, from: t.owner });
      for (const [old, discount] of Object.entries(def.discount ?? {})) {
        const mine = k.trains.find((id) => c.s.trains[id].name === old);
        if (!mine) continue;
        const ex = { ...a, price: v.price - discount, exchange: mine };
        if (ok(ex)) out.push({ train: t.id, name: t.name, variant: v.name, min: v.price - discount, max: v.price - discount, from: t.owner, exchange: mine });
      }
    }
  }
  for (const t of otherTrains(c, k)) {
    const { min, max } = priceRange(c, k, variantPrice(c, t), t);
    if (min <= max && ok({ type: 'buy_train', entity: k.sym, entity_type: 'corporation', train: t.id, price: min }))
      out.push({ train: t.id, name: t.name, variant: t.variant, min, max, from: t.owner });
  }
  return out;
}

/**
 * What a corporation that must buy a train and cannot pay may do (1830 §6.6.3, §7.6): its president sells shares, or,
 * with nothing left to sell, the corporation goes bankrupt.
 */
function raiseCashOffers(c: Ctx, k: CorporationState, ok: (a: Record<string, unknown>) => boolean): LegalOffer[] {
  const pid = k.president!;
  const options: ShareOption[] = [];
  for (const other of Object.values(c.s.corporations)) {
    for (const b of bundlesFor(c, pid, other.sym)) {
      const a = { type: 'sell_shares', entity: pid, entity_type: 'player', shares: b.certs.map((x) => x.id), percent: b.percent };
      if (ok(a)) options.push({ corporation: other.sym, shares: a.shares, percent: b.percent, price: bundlePrice(c, b) });
    }
  }
  if (options.length) return [{ type: 'sell_shares', entity: pid, options }];
  return ok({ type: 'bankrupt', entity: k.sym, entity_type: 'corporation' }) ? [{ type: 'bankrupt', entity: k.sym }] : [];
}

export const buyTrainStep: OrStep = {
  name: 'train',
  active: (c, k) => mustBuyTrain(c, k) || canBuyTrain(c, k),
  accepts: (c, k, a) =>
    (byCorp(k, a) && (a.type === 'buy_train' || (a.type === 'pass' && !mustBuyTrain(c, k)))) ||
    (a.type === 'sell_shares' && a.entity_type === 'player' && a.entity === k.president && mustBuyTrain(c, k)),
  offers: (c, k) => (mustBuyTrain(c, k) ? ['buy_train', 'sell_shares'] : ['buy_train', 'pass']),
  legal: (_game, c, k, ok) => [
    { type: 'buy_train', entity: k.sym, options: trainOptions(c, k, ok) },
    ...(mustBuyTrain(c, k)
      ? raiseCashOffers(c, k, ok)
      : [{ type: 'pass' as const, entity: k.sym, entityType: 'corporation' as const, label: 'Done buying trains' }]),
  ],
  process(c, a) {
    const k = operatingCorpOf(c);
    if (a.type === 'pass') {
      orTurn(c).done.push('train');
      return;
    }
    if (a.type === 'sell_shares') {
      // Emergency money raising (1830 §7.6): the president sells shares to pay for a train.
      const pid = a.entity;
      const b = bundleOf(c, a.shares, a.percent);
      const why = emergencySellable(c, k, pid, b);
      check(!why, why ?? '');
      c.rules.checkSale?.(c, pid, b);
      // Where shares are sold in blocks, a corporation's shares are sold at once here too (18xx.games: one sale of
      // each corporation per train step).
      const turn = orTurn(c);
      const sold = (turn.emergencySold ??= []);
      check(!(c.t.settings.mustSellInBlocks && sold.includes(b.corp)), () => `${b.corp} was already sold for this train`);
      sold.push(b.corp);
      turn.emergencySharePrice = bundlePrice(c, b) / (b.percent / sharePercent(c, b.corp));
      sellShares(c, pid, b, a.share_price);
      recalculateOrder(c);
      return;
    }
    buyTrain(c, k, a as ActionOf<'buy_train'>);
    if (!canBuyTrain(c, k)) orTurn(c).done.push('train');
  },
};

function operatingCorpOf(c: Ctx): CorporationState {
  const r = orRound(c);
  return corp(c, r.order[r.index]);
}

/**
 * Emergency sales (1830 §7.6): only shares the title's sale timing allows (18NY 2e §6.1: not before the company has
 * operated), that fit in the pool, never the operating corporation's presidency, and (with `limitToNeed`) no more
 * than needed to pay for the cheapest train.
 */
export function emergencySellable(c: Ctx, k: CorporationState, pid: PlayerId, b: Bundle, limitToNeed = true): string | null {
  for (const cert of b.certs) if (cert.owner !== playerKey(pid)) return `${cert.id} is not held by player ${pid}`;
  if (!saleTimingOk(c, pid, b.corp)) return `${b.corp} shares may not be sold yet`;
  if (!canDumpBundle(c, pid, b)) return `no other player can take over ${b.corp}`;
  if (!fitsInPool(c, b)) return `the pool cannot take more ${b.corp}`;
  const holdings = playerPercents(c, b.corp);
  if (corp(c, b.corp).president === pid && (!c.t.settings.ebuyPresSwap || b.corp === k.sym)) {
    const remaining = (holdings.get(pid) ?? 0) - b.percent;
    const next = Math.max(0, ...[...holdings].filter(([p]) => p !== pid).map(([, v]) => v));
    if (remaining < next) return `selling would hand over the presidency of ${b.corp}`;
  }
  if (limitToNeed && !c.t.settings.ebuySellMoreThanNeeded) {
    const cheapest = cheapestDepotTrain(c);
    const needed = cheapest ? minVariantPrice(c, cheapest) : 0;
    const perShare = bundlePrice(c, b) / (b.percent / sharePercent(c, b.corp));
    // Selling down to the holding limit is never more than needed where a player may be left above it (1870: shares
    // held over 60% after price protection). Elsewhere (1830: over 60% bought in the brown zone) the need alone counts.
    const overLimitWithOneLess = !!c.rules.mayHoldAboveHoldingLimit && !holdingOk(c, pid, b.corp, -(b.percent - sharePercent(c, b.corp)));
    if (bundlePrice(c, b) + player(c, pid).cash + k.cash >= needed + perShare && !overLimitWithOneLess) return 'no more may be sold than needed for the train';
  }
  return null;
}

/**
 * What the president could raise by emergency sales: the best sale of each corporation's shares the emergency rules
 * allow (18xx.games `liquidity(emergency: true)`; nothing in the first turn, when no shares may be sold).
 */
export function emergencySaleValue(c: Ctx, k: CorporationState, pid: PlayerId): number {
  if (c.s.turn <= 1) return 0;
  let sum = 0;
  for (const x of Object.values(c.s.corporations)) {
    if (x.closed || !x.market) continue;
    let best = 0;
    for (const b of bundlesFor(c, pid, x.sym)) if (emergencySellable(c, k, pid, b, false) === null) best = Math.max(best, bundlePrice(c, b));
    sum += best;
  }
  return sum;
}

/**
 * May the corporation's president go bankrupt now (1830 §7.6, 1846 §6.89)? Only when a train must be bought and the
 * corporation's cash (plus `extraCash`, 1846's emergency issue), the president's cash and everything the president
 * could sell (`saleValue`: a title with sale rules of its own reckons it itself) still fall short of the cheapest
 * train in the depot. Why not, or null. A log being loaded was checked
 * by the engine that recorded it (18xx.games makes this check too, by its own reckoning of what may be sold):
 * there only the need for a train is checked, so that no recorded bankruptcy is refused over a difference in that
 * reckoning.
 */
export function whyNotBankrupt(c: Ctx, k: CorporationState, extraCash = 0, saleValue = emergencySaleValue): string | null {
  if (!mustBuyTrain(c, k)) return `${k.sym} is not required to buy a train`;
  if (k.president === null) return `${k.sym} has no president`;
  if (c.loading) return null;
  const t = cheapestDepotTrain(c);
  const price = t ? minVariantPrice(c, t) : 0;
  const p = player(c, k.president);
  const power = k.cash + extraCash + p.cash + saleValue(c, k, p.id);
  if (power >= price) {
    return `${p.name} cannot go bankrupt: ${k.sym}'s cash plus ${p.name}'s cash and sellable shares total ${power}, and the cheapest train in the depot costs ${price}`;
  }
  return null;
}

/** The face value of a train as the given variant (1846 4/6 bought as a 4 or a 6). */
export function variantPrice(c: Ctx, t: TrainState, variant = t.variant): number {
  const def = trainDef(c, t);
  return variant === t.name ? def.price : def.variants!.find((v) => v.name === variant)!.price;
}

/**
 * What the corporation may pay for another corporation's train of face value `face`: any agreed price from 1 (1830
 * §6.6), but in a forced purchase the president's money may not pay more than face value (§6.6.2), and once the
 * president has sold shares for it the purchase must need that sale (§6.6.3: only enough shares to be able to make the
 * forced purchase), so it costs more than the treasury and the president's cash without the last share sold.
 *
 * That last limit stays for the rest of the turn, as 18xx.games keeps it (`spend_minmax` with the price of the last
 * share sold, reset only when the Buy Trains step ends): a second, voluntary purchase from another corporation for
 * less than its face value must also cost more than that. The rulebook lets a voluntary purchase be at any agreed
 * price (§6.6); we follow 18xx.games so that no game played here is refused there (our games are exported to it and
 * its recorded games load here). A voluntary purchase is paid from the treasury alone.
 */
export function priceRange(c: Ctx, k: CorporationState, face: number, t: TrainState): { min: number; max: number } {
  const range = standardPriceRange(c, k, face);
  return c.rules.trainPriceRange?.(c, k, t, face, range) ?? range;
}

function standardPriceRange(c: Ctx, k: CorporationState, face: number): { min: number; max: number } {
  // Where the president helps pay only for a train from the bank (1846, 1870: `ebuyFromOthers` "never"), the treasury
  // alone: a corporation with no cash buys no train from another (18xx.games: $1 up to its cash).
  const helps = c.t.settings.ebuyFromOthers !== 'never';
  if (!helps || k.cash >= face || k.president === null) return { min: 1, max: k.cash };
  const withPresident = k.cash + player(c, k.president).cash;
  const last = orTurn(c).emergencySharePrice;
  const min = last ? withPresident - last + 1 : 1;
  // The president pays only where the treasury cannot buy the bank's cheapest train (the check in `buyTrain`).
  const forced = mustBuyTrain(c, k) && !treasuryAffordsBankTrain(c, k);
  return { min, max: forced ? Math.min(face, withPresident) : k.cash };
}

function treasuryAffordsBankTrain(c: Ctx, k: CorporationState): boolean {
  const cheapest = cheapestDepotTrain(c);
  return !!cheapest && minVariantPrice(c, cheapest) <= k.cash;
}

/**
 * Buys a train for the corporation. `discount` (a private's `train_discount`, 18NY West Point Foundry) is taken off
 * the face value: an amount, or a fraction of the price when below 1.
 */
export function buyTrain(c: Ctx, k: CorporationState, a: ActionOf<'buy_train'>, opts: { discount?: number } = {}): void {
  const t = c.s.trains[a.train];
  check(t, () => `unknown train ${a.train}`);
  check(t.owner !== corpKey(k.sym), () => `${k.sym} already owns ${a.train}`);
  const fromDepot = t.owner === DEPOT;
  const fromPool = t.owner === POOL;
  const exchange = a.exchange ? c.s.trains[a.exchange] : null;
  if (fromDepot || fromPool) {
    check(
      depotTrains(c).some((x) => x.name === t.name && x.owner === t.owner),
      () => `train ${a.train} is not for sale now`,
    );
  } else {
    check(otherTrains(c, k).includes(t), () => `train ${a.train} cannot be bought`);
  }
  if (!exchange) check(hasRoom(c, k), () => `${k.sym} is at its train limit`);
  // A train bought from a corporation keeps the variant it was bought as (1846 4/6).
  const variant = a.variant ?? t.variant;
  const def = trainDef(c, t);
  check(variant === t.name || def.variants?.some((v) => v.name === variant), () => `no variant ${variant}`);
  const list = variantPrice(c, t, variant);
  let face = list;
  if (opts.discount) face -= opts.discount < 1 ? Math.floor(face * opts.discount) : opts.discount;
  if (exchange) {
    check(exchange.owner === corpKey(k.sym), () => `${k.sym} does not own ${a.exchange}`);
    const discount = def.discount?.[exchange.name];
    check(discount !== undefined, () => `${exchange.name} cannot be traded in for ${t.name}`);
    face -= discount;
  }
  const price = a.price;
  if (fromDepot || fromPool) check(price === face, () => `train ${a.train} costs ${face}`);
  else {
    const { min, max } = priceRange(c, k, face, t);
    check(
      price >= min && price <= max,
      () => `${k.sym} may not spend ${price} on ${t.owner.slice(2)}'s ${t.name} train; may only spend between ${min} and ${max} (1830 §6.6.2-6.6.3)`,
    );
  }

  const shortfall = price - k.cash;
  if (shortfall > 0) {
    check(mustBuyTrain(c, k), () => `${k.sym} cannot afford ${price}`);
    check(!exchange, 'the president cannot contribute when trading in');
    const cheapest = cheapestDepotTrain(c);
    // The train itself must be the cheapest, whatever a private takes off its price (18NY West Point Foundry).
    if (fromDepot || fromPool) check(cheapest && minVariantPrice(c, cheapest) === list, `a cheaper train is available`);
    check(!cheapest || minVariantPrice(c, cheapest) > k.cash, 'the corporation can afford a train itself');
    const pres = player(c, k.president!);
    check(pres.cash >= shortfall, () => `${pres.name} must raise ${shortfall - pres.cash} more by selling shares (or go bankrupt)`);
    pay(c, playerKey(pres.id), corpKey(k.sym), shortfall);
    log(c, `${pres.name} contributes ${shortfall}`);
  }
  const seller = fromDepot || fromPool ? 'bank' : t.owner;
  pay(c, corpKey(k.sym), seller, price);
  // 1830 (Diesels): "The exchanged train (if not obsoleted by the exchange) is placed in the bank pool", where it
  // can be bought (a train the purchase rusts rusts there too).
  if (exchange) discardTrain(c, exchange);
  t.variant = variant;
  gainTrain(c, k, t, fromDepot);
  orTurn(c).trainsBought++;
  log(c, `${k.sym} buys a ${variant} train for ${price}`);
  // Privates that close when their corporation buys its first train (1830 B&O).
  for (const def of c.title.companies) {
    for (const ab of def.abilities ?? []) {
      if (ab.type === 'close' && (ab as { when?: string }).when === 'bought_train' && (ab as { corporation?: string }).corporation === k.sym) {
        if (!c.s.companies[def.sym].closed) closeCompany(c, def.sym);
      }
    }
  }
  queueDiscards(c);
}
