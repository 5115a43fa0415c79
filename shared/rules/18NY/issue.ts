import type { Ctx } from '../../engine/context';
import { certsOf } from '../../engine/entities';
import { poolPercent } from '../../engine/shares';
import { corpKey, ipoKey, type CorporationState, type PlayerId } from '../../engine/state';
import { playerShares } from './loans';
import { minorBidder, MIN_MINOR_BID } from './minorBid';
import { player } from '../../engine/entities';

/**
 * 18NY 6.2 Railroad stock actions: on its president's stock turn, instead of the player's own action, a share company
 * that has operated may issue shares from its treasury to the pool (no more than the players hold) or redeem one from
 * the pool.
 */

/** Treasury shares the company may issue now: no more in the pool than in players' hands. */
export function issuableShares(c: Ctx, k: CorporationState): number {
  if (k.minor || !k.operated || k.closed) return 0;
  const treasury = [...certsOf(c, k.sym, corpKey(k.sym)), ...certsOf(c, k.sym, ipoKey(k.sym))].length;
  const pool = poolPercent(c, k.sym) / 10;
  return Math.max(0, Math.min(treasury, playerShares(c, k) - pool));
}

/** Has the player a minor to propose or a company of theirs that may issue shares? */
export function hasStockActions18NY(c: Ctx, id: PlayerId): boolean {
  if (minorBidder(c) !== null) return false;
  const r = c.s.round;
  if (r.kind !== 'stock' || r.turn.actions.length) return false;
  if (player(c, id).cash >= MIN_MINOR_BID && Object.values(c.s.corporations).some((k) => k.minor && !k.ipoed && !k.closed)) return true;
  return Object.values(c.s.corporations).some((k) => k.president === id && issuableShares(c, k) > 0);
}
