import type { Ctx } from '../../engine/context';
import { recalculateOrder } from '../../engine/rounds/or/order';

/**
 * The corporations still to operate in this round are put back in share-price order after a price change outside
 * their own turns (a connection run's payout, a sale nobody protected), as 18xx.games does.
 */
export function reorderRemaining(c: Ctx): void {
  if (c.s.round.kind === 'operating') recalculateOrder(c);
}
