import type { Ctx } from '../../engine/context';
import { operatingOrder } from '../../engine/rounds/operating';

/**
 * The corporations still to operate in this round are put back in share-price order after a price change outside
 * their own turns (a connection run's payout, a sale nobody protected), as 18xx.games does.
 */
export function reorderRemaining(c: Ctx): void {
  const r = c.s.round;
  if (r.kind !== 'operating') return;
  const rest = new Set(r.order.slice(r.index + 1));
  if (rest.size < 2) return;
  r.order = [...r.order.slice(0, r.index + 1), ...operatingOrder(c).filter((sym) => rest.has(sym))];
}
