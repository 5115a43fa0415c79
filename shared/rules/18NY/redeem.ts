import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { firstCertOf, log } from '../../engine/entities';
import { price } from '../../engine/market';
import type { LegalOffer } from '../../engine/offers';
import { check } from '../../engine/result';
import { corporationActed, stockActor } from '../../engine/rounds/stock';
import type { StockStep } from '../../engine/rounds/sr/step';
import { sr } from '../../engine/rounds/sr/turn';
import { bundleOf, transferShares } from '../../engine/shares';
import { corpKey, ipoKey, POOL, type CorporationState } from '../../engine/state';
import { pay } from '../../engine/transfer/cash';
import { mayActInStockRound } from './issue';

/**
 * 18NY 6.2 buying back shares: on its president's stock turn, instead of the player's own action, a share company
 * that has operated buys one of its shares from the pool at the current price, into its treasury; not in a stock round
 * in which it issued shares. The price does not move; the purchase is the president's turn.
 */

/** The pool share the company could pay for (the pool's first, as 18xx.games takes it), or null. */
function inReach(c: Ctx, k: CorporationState) {
  if (k.closed || !mayActInStockRound(c, k)) return null;
  const cert = firstCertOf(c, k.sym, POOL);
  return cert && (price(c, k) * cert.percent) / 10 <= k.cash ? cert : null;
}

/** The pool share the company may buy back now, or null: none in a round in which it issued shares. */
function redeemable(c: Ctx, k: CorporationState) {
  return sr(c).soldThisRound[k.sym]?.includes(k.sym) ? null : inReach(c, k);
}

export const redeemStep: StockStep = {
  name: 'redeem',
  accepts: (_c, a) => a.type === 'buy_shares' && a.entity_type === 'corporation',
  process(c, a) {
    const action = a as ActionOf<'buy_shares'>;
    const k = c.s.corporations[String(action.entity)];
    check(k, () => `unknown corporation ${action.entity}`);
    const id = stockActor(c);
    check(k.president === id, () => `${k.sym} is not presided by player ${id}, whose turn it is`);
    check(!sr(c).turn.actions.length, 'a company buys back a share instead of its president acting');
    const cert = redeemable(c, k);
    check(cert, () => `${k.sym} may not buy back a share now`);
    const b = bundleOf(c, action.shares, action.percent);
    check(b.certs.length === 1 && b.certs[0] === cert, () => `${k.sym} buys back ${cert!.id}, the pool's first share`);
    const cost = (price(c, k) * cert!.percent) / 10;
    pay(c, corpKey(k.sym), 'bank', cost);
    transferShares(c, b, ipoKey(k.sym), { presidentChange: false });
    log(c, `${k.sym} buys back a ${cert!.percent}% share for ${cost}`);
    corporationActed(c, 'redeem');
  },
  // The president is asked (if only to pass) while a company of theirs has a pool share within its cash, even one that
  // issued this round and so may not buy it back (18xx.games: its corporate actions list the buy-back, so its player
  // waits for a pass rather than passing unasked).
  canAct: (c, id) => !sr(c).turn.actions.length && Object.values(c.s.corporations).some((k) => k.president === id && inReach(c, k) !== null),
  legal(_game, c, id, ok) {
    const out: LegalOffer[] = [];
    if (sr(c).turn.actions.length) return out;
    for (const k of Object.values(c.s.corporations)) {
      if (k.closed || k.president !== id) continue;
      const cert = redeemable(c, k);
      if (cert && ok({ type: 'buy_shares', entity: k.sym, entity_type: 'corporation', shares: [cert.id], percent: cert.percent }))
        out.push({ type: 'redeem', entity: k.sym, options: [{ shares: [cert.id], count: 1, amount: (price(c, k) * cert.percent) / 10 }] });
    }
    return out;
  },
};
