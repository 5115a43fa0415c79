import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { bundlePrice, bundlesFor } from '../../engine/bundles';
import { certsOf, corp, log, moveCert, pay, player, playerIndex, playerKey, sharePercent } from '../../engine/entities';
import { triggerGameEnd } from '../../engine/gameEnd';
import type { LegalOffer } from '../../engine/legal';
import { compareOperatingOrder, price } from '../../engine/market';
import { pushPending, resolvePending, topPending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import { recalculateOrder } from '../../engine/rounds/or/buyTrain';
import { sellShares } from '../../engine/rounds/stock';
import { bundleOf, playerPercents, type Bundle } from '../../engine/shares';
import { closeShort, isShort } from '../../engine/shorts';
import { corpKey, ipoKey, POOL, type PendingDecision, type PlayerId } from '../../engine/state';
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

/**
 * May the player sell this bundle to raise cash (§7.4)? Not of a company in the gray or red zones, and not so that a
 * president's certificate would change hands.
 */
function whyNoSale(c: Ctx, id: PlayerId, b: Bundle): string | null {
  if (b.certs.some((x) => x.owner !== playerKey(id) || isShort(x))) return `${player(c, id).name} may sell only shares they hold`;
  const k = corp(c, b.corp);
  if (inLowZones(c, k)) return `${b.corp} is in the acquisition or liquidation zone`;
  const holdings = playerPercents(c, b.corp);
  const left = (holdings.get(id) ?? 0) - b.percent;
  const others = [...holdings].filter(([p]) => p !== id).map(([, pct]) => pct);
  const presidentsOwn = k.president === id;
  if (b.certs.some((x) => x.president) || (presidentsOwn && Math.max(0, ...others) > left))
    return `selling would hand the presidency of ${b.corp} to another player`;
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
 * §7.4, the player goes bankrupt: all their shares and shorts go to the market (at its price, as 18xx.games sells
 * them), each company whose president's certificate is there into liquidation. What the player then has goes to the
 * company whose interest caused the crisis, or to the bank, which forgives a debt.
 */
function goBankrupt(c: Ctx, id: PlayerId, interestOf?: string): void {
  const p = player(c, id);
  log(c, `-- ${p.name} goes bankrupt: their shares go to the market`);
  // The companies in operating order (as 18xx.games takes them: it decides the order in the liquidation space).
  const held = Object.values(c.s.corporations)
    .filter((k) => k.market && c.s.certOrder[k.sym].some((id2) => c.s.certificates[id2].owner === playerKey(id)))
    .sort((a, b) => compareOperatingOrder(c, a, b));
  for (const k of held) {
    const mine = certsOf(c, k.sym, playerKey(id));
    // Shares and shorts go to the market at the share price, the presidency with them: no one takes it over.
    const value = k.market ? (price(c, k) * mine.reduce((n, x) => n + x.percent, 0)) / sharePercent(c, k.sym) : 0;
    pay(c, 'bank', playerKey(id), value);
    for (const cert of mine) {
      if (isShort(cert)) settleShort(c, id, cert.corp);
      else moveCert(c, cert, POOL);
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
  // The market's shares in the order they came to it, the first to come first.
  const share = certsOf(c, sym, POOL).find((x) => x.percent > 0 && !x.president) ?? certsOf(c, sym, ipoKey(sym)).find((x) => x.percent > 0);
  if (!share) return;
  share.owner = playerKey(id);
  closeShort(c, id, share);
}
