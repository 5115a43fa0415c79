import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { certsOf, log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { moveDown, price } from '../../engine/market';
import { check } from '../../engine/result';
import { corporationActed, stockActor } from '../../engine/rounds/stock';
import { sr } from '../../engine/rounds/sr/turn';
import type { StockStep } from '../../engine/rounds/sr/step';
import type { LegalOffer } from '../../engine/offers';
import { bundleOf, poolPercent, transferShares, type Bundle } from '../../engine/shares';
import { corpKey, ipoKey, POOL, type CorporationState, type PlayerId } from '../../engine/state';
import { playerShares } from './loans';
import { state18NY } from './state';

/**
 * 18NY 6.2 Railroad stock actions: on its president's stock turn, instead of the player's own action, a share company
 * that has operated may issue shares from its treasury to the pool, no more than to leave as many in the pool as
 * players hold; it receives the current price for each and its price falls a row per share. The issue ends the turn.
 */

/** The company's treasury certificates. */
export const treasuryCerts = (c: Ctx, k: CorporationState) => [...certsOf(c, k.sym, corpKey(k.sym)), ...certsOf(c, k.sym, ipoKey(k.sym))];

/** Treasury shares a share company may issue: no more than leave as many in the pool as players hold. */
export function issuableShares(c: Ctx, k: CorporationState): number {
  if (k.minor || k.closed) return 0;
  const treasury = treasuryCerts(c, k).length;
  return Math.max(0, Math.min(treasury, playerShares(c, k) - poolPercent(c, k.sym) / 10));
}

/**
 * Issues treasury shares to the pool (6.2, and the emergency issue of 7.1.7): the company receives the current price
 * for each, and its price falls a row per share (not in the capitalization round: `fall` false).
 */
export function issueShares(c: Ctx, k: CorporationState, b: Bundle, fall = true): void {
  check(b.corp === k.sym && b.certs.every((x) => x.owner === ipoKey(k.sym) || x.owner === corpKey(k.sym)), () => `${k.sym} may issue only its treasury shares`);
  const n = b.percent / 10;
  const unit = price(c, k);
  transferShares(c, b, POOL, { presidentChange: false });
  pay(c, 'bank', corpKey(k.sym), unit * n);
  log(c, `${k.sym} issues ${n} shares for ${unit * n}`);
  if (fall) for (let i = 0; i < n; i++) moveDown(c, k);
}

/**
 * Shares a share company may issue to raise `needed` in an emergency (a train, 7.1.7; a debt, 7.1.5): no more than it
 * needs, and at most five in the pool (18xx.games).
 */
export function emergencyShares(c: Ctx, k: CorporationState, needed: number): number {
  const unit = price(c, k);
  if (k.minor || needed <= 0 || unit <= 0) return 0;
  const room = Math.min(5, playerShares(c, k)) - poolPercent(c, k.sym) / 10;
  return Math.max(0, Math.min(treasuryCerts(c, k).length, room, Math.ceil(needed / unit)));
}

/** The offer to issue one to `n` treasury shares at the current price. */
export function issueOffer(c: Ctx, k: CorporationState, n: number): LegalOffer {
  const certs = treasuryCerts(c, k);
  const unit = price(c, k);
  const options = Array.from({ length: n }, (_, i) => ({ shares: certs.slice(0, i + 1).map((x) => x.id), count: i + 1, amount: unit * (i + 1) }));
  return { type: 'issue', entity: k.sym, options };
}

/** In a stock round a share company acts (issues, buys back) once it has operated; the NYC once formed. */
export const mayActInStockRound = (c: Ctx, k: CorporationState) => !k.minor && (k.operated || (k.sym === 'NYC' && state18NY(c).nycFormed));

const issuableInStockRound = (c: Ctx, k: CorporationState) => (mayActInStockRound(c, k) ? issuableShares(c, k) : 0);

const presides = (c: Ctx, id: PlayerId) => Object.values(c.s.corporations).filter((k) => k.president === id && issuableInStockRound(c, k) > 0);

export const issueStep: StockStep = {
  name: 'issue',
  accepts: (_c, a) => a.type === 'sell_shares' && a.entity_type === 'corporation',
  process(c, a) {
    const action = a as ActionOf<'sell_shares'>;
    const k = c.s.corporations[String(action.entity)];
    check(k, () => `unknown corporation ${action.entity}`);
    const id = stockActor(c);
    check(k.president === id, () => `${k.sym} is not presided by player ${id}, whose turn it is`);
    check(c.s.round.kind === 'stock' && !c.s.round.turn.actions.length, 'a company issues instead of its president acting');
    const b = bundleOf(c, action.shares, action.percent);
    check(b.percent / 10 <= issuableInStockRound(c, k), () => `${k.sym} may issue at most ${issuableInStockRound(c, k)} shares`);
    issueShares(c, k, b);
    // It may not buy shares back in this round (6.2).
    (sr(c).soldThisRound[k.sym] ??= []).push(k.sym);
    corporationActed(c, 'issue');
  },
  canAct: (c, id) => c.s.round.kind === 'stock' && !c.s.round.turn.actions.length && presides(c, id).length > 0,
  legal: (_game, c, id, ok) =>
    c.s.round.kind === 'stock' && !c.s.round.turn.actions.length
      ? presides(c, id)
          .map((k) => issueOffer(c, k, issuableInStockRound(c, k)))
          .map((o) =>
            o.type === 'issue'
              ? { ...o, options: o.options.filter((x) => ok({ type: 'sell_shares', entity: o.entity, entity_type: 'corporation', shares: x.shares })) }
              : o,
          )
      : [],
};
