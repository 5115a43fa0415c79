import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { recordLiquidation } from './standing';
import { bundlePrice, bundlesFor } from '../../engine/bundles';
import { certsOf, log, player, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { finishGame, triggerGameEnd } from '../../engine/gameEnd';
import type { LegalOffer } from '../../engine/legal';
import { compareOperatingOrder, place } from '../../engine/market';
import { resolvePending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import { sellShares } from '../../engine/rounds/stock';
import { bundleOf, playerPercents, type Bundle } from '../../engine/shares';
import { POOL, type PlayerId } from '../../engine/state';
import { moveCert } from '../../engine/transfer/certs';
import { inLowZones } from './stockTurn';
import { closeMarketShorts } from './shorts';
import { REDUCE_TOKENS } from './stations';
import { orRound } from '../../engine/rounds/or/common';
import { endTurn, operatingCorp } from '../../engine/rounds/operating';
import { operatingOrder, recalculateOrder } from '../../engine/rounds/or/order';
import { state1817 } from './state';

/**
 * 1817 §7.4, cash crisis: a player who owes more than they have (a liquidated company's debts, a short settled after
 * a sale, a short's dividend) sells shares to the market, one sale at a time, until the debt is paid; no sale may
 * hand over a presidency, and shares in the low zones cannot be sold. A player who has nothing left to sell is
 * bankrupt: their shares, shorts and presidencies go to the market (companies left without a president go into
 * liquidation), their debt is written off, and the game goes on without them until one player is left.
 */
export const CASH_CRISIS = 'cash_crisis';

/**
 * Players in debt enter a cash crisis. Whoever is first in debt from `from` around the table (the president whose
 * company's debts were settled last, or whose company operates) decides first, however the debts came about: the
 * crises already waiting are put back in that order with the new ones, as 18xx.games asks the first player in debt
 * from there (a round's liquidations settled one after another, §7.2.4 step 8). They come before any other decision
 * but a station reduction after a take-over (§7.3), as 18xx.games' rounds order their steps.
 */
export function checkCashCrisis(c: Ctx, from: PlayerId): void {
  const waiting = new Set<PlayerId>();
  for (const p of [...c.s.pending]) {
    if (p.kind !== CASH_CRISIS) continue;
    waiting.add(p.entity as PlayerId);
    resolvePending(c, p);
  }
  const ps = c.s.players;
  const start = ps.findIndex((p) => p.id === from);
  const inDebt: PlayerId[] = [];
  for (let i = 0; i < ps.length; i++) {
    const p = ps[(start + i) % ps.length];
    if (waiting.has(p.id)) inDebt.push(p.id);
    else if (p.cash < 0 && !p.bankrupt) {
      log(c, `${p.name} enters a cash crisis and owes the bank ${-p.cash}`);
      inDebt.push(p.id);
    }
  }
  let at = c.s.pending.length;
  while (at > 0 && c.s.pending[at - 1].kind === REDUCE_TOKENS) at--;
  c.s.pending.splice(at, 0, ...inDebt.reverse().map((id) => ({ kind: CASH_CRISIS, entity: id })));
}

/** The bundles the player may sell in a cash crisis: outside the low zones, no presidency changing hands. */
export function crisisBundles(c: Ctx, id: PlayerId): Bundle[] {
  const out: Bundle[] = [];
  for (const k of Object.values(c.s.corporations)) {
    if (!k.ipoed || k.closed || inLowZones(c, k)) continue;
    const others = Math.max(0, ...[...playerPercents(c, k.sym)].filter(([p]) => p !== id).map(([, v]) => v));
    const mine = playerPercents(c, k.sym).get(id) ?? 0;
    for (const b of bundlesFor(c, id, k.sym)) {
      if (b.certs.some((x) => x.president || x.percent < 0)) continue;
      if (k.president === id && mine - b.percent < others) continue;
      out.push(b);
    }
  }
  return out;
}

/**
 * §7.4: "one share of stock at a time … until he has enough cash": a sale of several shares at once only where one
 * share fewer would not pay the debt (18xx.games refuses a larger one).
 */
export function crisisSales(c: Ctx, id: PlayerId): Bundle[] {
  const owed = -player(c, id).cash;
  return crisisBundles(c, id).filter((b) => {
    const smallest = Math.min(...b.certs.map((x) => bundlePrice(c, { ...b, certs: [x], percent: x.percent })));
    return bundlePrice(c, b) - smallest < owed;
  });
}

export const cashCrisisStep: PendingStep = {
  kind: CASH_CRISIS,
  traceName: 'CashCrisis',
  actor: (_c, p) => p.entity as PlayerId,
  // The player owes the bank what they are below zero until their sales pay it (§7.4).
  debtor: (_c, p) => p.entity as PlayerId,
  asks: (c, p) => `sell shares to pay ${-player(c, p.entity as PlayerId).cash} owed to the bank`,
  accepts: (_c, p, a) => a.entity === p.entity && (a.type === 'sell_shares' || a.type === 'bankrupt'),
  process(c, p, a) {
    const id = p.entity as PlayerId;
    if (a.type === 'bankrupt') {
      check(!crisisBundles(c, id).length, () => `${player(c, id).name} still has shares to sell`);
      resolvePending(c, p);
      return goBankrupt(c, id);
    }
    const b = bundleOf(c, (a as ActionOf<'sell_shares'>).shares, (a as ActionOf<'sell_shares'>).percent);
    const ids = (x: Bundle) => x.certs.map((cert) => cert.id).join(',');
    check(
      crisisSales(c, id).some((x) => ids(x) === ids(b) && x.percent === b.percent),
      () => `${player(c, id).name} may not sell that in a cash crisis`,
    );
    sellShares(c, id, b);
    if (player(c, id).cash >= 0) resolvePending(c, p);
  },
  legal(_game, c, p): LegalOffer[] {
    const id = p.entity as PlayerId;
    const bundles = crisisSales(c, id);
    if (!bundles.length) return [{ type: 'bankrupt', entity: String(id), action: { type: 'bankrupt', entity: id, entity_type: 'player' } as never }];
    return [
      {
        type: 'sell_shares',
        entity: id,
        options: bundles.map((b) => ({ corporation: b.corp, shares: b.certs.map((x) => x.id), percent: b.percent, price: bundlePrice(c, b) })),
      },
    ];
  },
};

/**
 * §7.4: the bankrupt player's holdings go to the market; the companies they presided go into liquidation. In
 * 18xx.games' order, which decides the market's order (and so which shares later cancel shorts): company by company in
 * market order, first the largest bundle that could be sold, then all the rest, presidencies and shorts included.
 */
export function goBankrupt(c: Ctx, id: PlayerId): void {
  const p = player(c, id);
  log(c, `-- ${p.name} goes bankrupt and sells their remaining shares`);
  const key = playerKey(id);
  const byMarket = Object.values(c.s.corporations)
    .filter((k) => k.ipoed && k.market)
    .sort((a, b) => compareOperatingOrder(c, a, b));
  const sellable = crisisBundles(c, id);
  for (const k of byMarket) {
    const best = sellable.filter((b) => b.corp === k.sym).reduce<Bundle | null>((hi, b) => (!hi || b.percent > hi.percent ? b : hi), null);
    for (const cert of best?.certs ?? []) moveCert(c, cert, POOL);
  }
  for (const k of byMarket) {
    for (const cert of certsOf(c, k.sym, key)) moveCert(c, cert, POOL);
    if (k.president !== id) continue;
    k.president = null;
    state1817(c).ownerWhenLiquidated = { ...state1817(c).ownerWhenLiquidated, [k.sym]: id };
    recordLiquidation(c, k.sym, 'bankrupt');
    place(c, k, 0, 0);
    log(c, `${k.sym} has no president and goes into liquidation`);
  }
  for (const k of byMarket) closeMarketShorts(c, k.sym);
  if (c.s.round.kind === 'operating') dropLiquidated(c);
  // Privates still held stay with the player (18xx.games leaves them, and counts them in the player's value).
  // Their cash goes to the bank; a debt left is written off.
  pay(c, key, 'bank', p.cash);
  p.bankrupt = true;
  // §8: the game goes on without the player, until only one is left.
  if (c.s.players.filter((x) => !x.bankrupt).length <= 1) {
    triggerGameEnd(c, 'bankrupt');
    finishGame(c);
  }
}

/**
 * §6: companies in the liquidation space do not operate, so those the bankrupt presided and that were still to operate
 * this round are taken out of its order (as 18xx.games re-sorts what is left of the round after a bankruptcy), and
 * the turn of one of them under way ends.
 */
function dropLiquidated(c: Ctx): void {
  const r = orRound(c);
  const live = new Set(operatingOrder(c));
  r.order = [...r.order.slice(0, r.index + 1), ...r.order.slice(r.index + 1).filter((sym) => live.has(sym))];
  recalculateOrder(c);
  // The company whose turn it is, left without a president, does no more this round (18xx.games moves on).
  const k = operatingCorp(c);
  if (k && k.president === null) endTurn(c);
}
