import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { bundlePrice, bundlesFor } from '../../engine/bundles';
import { corp, log, pay, player, playerIndex, playerKey, presidentPercent, sharePercent } from '../../engine/entities';
import { triggerGameEnd } from '../../engine/gameEnd';
import type { LegalOffer } from '../../engine/legal';
import { price } from '../../engine/market';
import { pushPending, resolvePending, topPending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import { recalculateOrder } from '../../engine/rounds/or/buyTrain';
import { sellShares } from '../../engine/rounds/stock';
import { bundleOf, playerPercents, type Bundle } from '../../engine/shares';
import { closeShort, isShort } from '../../engine/shorts';
import { corpKey, POOL, type PendingDecision, type PlayerId } from '../../engine/state';
import { liquidate } from './liquidation';
import { state1817 } from './state';
import { inLowZones } from './stockTurn';

/**
 * 1817 §6.10 and §8, a player's cash crisis: a player whose cash falls below zero (paying back a short's dividend, or
 * the interest of a company gone into liquidation) must sell shares until it is zero or more; one who cannot goes
 * bankrupt. A bankrupt player's shares are sold (the presidencies too, the companies then in liquidation with no
 * president), the bank forgives what is still owed, and the player is out of the game, which ends when one is left.
 */

export const CASH_CRISIS = 'cash_crisis';

interface CashCrisis extends PendingDecision {
  kind: typeof CASH_CRISIS;
  /** The player in debt who must act now. */
  entity: PlayerId;
  /** The player from whom (in seating order) those in debt are asked: the operating company's president. */
  from: PlayerId;
  /** The company in liquidation whose interest its president could not pay, if that caused the crisis. */
  interestOf?: string;
}

/** The player to act in a cash crisis: the first in debt from `from` on, or null when no one is. */
function inDebt(c: Ctx, from: PlayerId): PlayerId | null {
  const n = c.s.players.length;
  const start = Math.max(0, playerIndex(c, from));
  for (let i = 0; i < n; i++) {
    const p = c.s.players[(start + i) % n];
    if (!p.bankrupt && p.cash < 0) return p.id;
  }
  return null;
}

/** After a payment that may leave players in debt: a cash crisis for the first of them from `from`, if any. */
export function checkCashCrisis(c: Ctx, from: PlayerId, interestOf?: string): void {
  const who = inDebt(c, from);
  if (who === null || topPending(c)?.kind === CASH_CRISIS) return;
  log(c, `${player(c, who).name} enters a cash crisis and owes the bank ${-player(c, who).cash}`);
  pushPending(c, { kind: CASH_CRISIS, entity: who, from, ...(interestOf ? { interestOf } : {}) });
}

/** May the player sell this bundle to raise cash? Not in the gray or red zones, nor a presidency nobody can take. */
function whyNoSale(c: Ctx, id: PlayerId, b: Bundle): string | null {
  if (b.certs.some((x) => x.owner !== playerKey(id) || isShort(x))) return `${player(c, id).name} may sell only shares they hold`;
  const k = corp(c, b.corp);
  if (inLowZones(c, k)) return `${b.corp} is in the acquisition or liquidation zone`;
  if (b.certs.some((x) => x.president)) {
    const others = [...playerPercents(c, b.corp)].filter(([p]) => p !== id).map(([, pct]) => pct);
    if (Math.max(0, ...others) < presidentPercent(c, b.corp)) return `no other player can take over the presidency of ${b.corp}`;
  }
  return null;
}

/** The bundles the player could sell, best first for each company. */
function sellable(c: Ctx, id: PlayerId, sym: string): Bundle[] {
  return bundlesFor(c, id, sym).filter((b) => !whyNoSale(c, id, b));
}

export const cashCrisisStep: PendingStep = {
  kind: CASH_CRISIS,
  traceName: 'CashCrisis',
  actor: (_c, p) => p.entity as PlayerId,
  asks: (c, p) => `sell shares to pay the ${-player(c, p.entity as PlayerId).cash} owed, or go bankrupt`,
  accepts: (_c, p, a) => a.entity === p.entity && (a.type === 'sell_shares' || a.type === 'bankrupt'),
  process(c, p, a: Action) {
    const crisis = p as CashCrisis;
    const id = a.entity as PlayerId;
    if (a.type === 'bankrupt') goBankrupt(c, id, crisis.interestOf);
    else {
      const sale = a as ActionOf<'sell_shares'>;
      const b = bundleOf(c, sale.shares, sale.percent);
      const why = whyNoSale(c, id, b);
      check(!why, () => why!);
      sellShares(c, id, b, sale.share_price);
    }
    const next = inDebt(c, crisis.from);
    if (next === null) resolvePending(c, p);
    else crisis.entity = next;
  },
  legal(_game, c, p, ok): LegalOffer[] {
    const id = p.entity as PlayerId;
    const options = Object.keys(c.s.corporations).flatMap((sym) =>
      sellable(c, id, sym).map((b) => ({ corporation: sym, shares: b.certs.map((x) => x.id), percent: b.percent, price: bundlePrice(c, b) })),
    );
    const out: LegalOffer[] = [];
    if (options.length) out.push({ type: 'sell_shares', entity: id, options });
    const bankrupt = { type: 'bankrupt', entity: id, entity_type: 'player' } as const;
    if (ok(bankrupt)) out.push({ type: 'bankrupt', entity: String(id), action: bankrupt });
    return out;
  },
};

/**
 * The player goes bankrupt: the best sellable bundle of each company is sold, then everything left (presidencies,
 * shorts) goes to the market, each company so left without a president into liquidation. What the player then has
 * goes to the company whose interest caused the crisis, or to the bank, which forgives a debt.
 */
function goBankrupt(c: Ctx, id: PlayerId, interestOf?: string): void {
  const p = player(c, id);
  log(c, `-- ${p.name} goes bankrupt and sells the remaining shares`);
  for (const def of c.title.corporations) {
    const best = sellable(c, id, def.sym).reduce<Bundle | null>((hi, b) => (!hi || bundlePrice(c, b) > bundlePrice(c, hi) ? b : hi), null);
    if (best) sellShares(c, id, best);
  }
  for (const def of c.title.corporations) {
    const k = c.s.corporations[def.sym];
    const mine = c.s.certOrder[def.sym].map((x) => c.s.certificates[x]).filter((x) => x.owner === playerKey(id));
    if (!mine.length) continue;
    // Shares and shorts go to the market at the share price, the presidency with them: no one takes it over.
    const value = k.market ? (price(c, k) * mine.reduce((n, x) => n + x.percent, 0)) / sharePercent(c, def.sym) : 0;
    pay(c, 'bank', playerKey(id), value);
    for (const cert of mine) {
      if (isShort(cert)) settleShort(c, id, cert.corp);
      else cert.owner = POOL;
    }
    if (k.president === id) {
      if (!inLowZones(c, k)) log(c, `-- ${k.sym} enters liquidation (it has no president)`);
      liquidate(c, k);
      k.president = null;
      (state1817(c).bankruptPresidents ??= {})[k.sym] = id;
    }
  }
  if (c.s.round.kind === 'operating') recalculateOrder(c);
  if (interestOf && p.cash > 0) {
    log(c, `${p.cash} is transferred from ${p.name} to ${interestOf}`);
    pay(c, playerKey(id), corpKey(interestOf), p.cash);
  }
  if (p.cash !== 0) pay(c, playerKey(id), 'bank', p.cash);
  p.bankrupt = true;
  if (c.s.players.filter((x) => !x.bankrupt).length <= 1) triggerGameEnd(c, 'bankrupt');
}

/**
 * A bankrupt player's short goes to the market, which closes it at once with one of its own shares (18xx.games'
 * market shorts), or else with a treasury share, as the bank does when the next stock round starts.
 */
function settleShort(c: Ctx, id: PlayerId, sym: string): void {
  const certs = c.s.certOrder[sym].map((x) => c.s.certificates[x]);
  const share = certs.find((x) => x.owner === POOL && x.percent > 0 && !x.president) ?? certs.find((x) => x.owner === `ipo:${sym}` && x.percent > 0);
  if (!share) return;
  share.owner = playerKey(id);
  closeShort(c, id, share);
}
