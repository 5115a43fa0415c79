import type { Ctx } from '../../engine/context';
import { compareOperatingOrder, zonesAt } from '../../engine/market';
import type { CorporationState } from '../../engine/state';

/** 1817's one-row market and its red liquidation space (§6, §7.2). */

/**
 * Market moves: no ordinary move enters the red liquidation space (§7.2.4 step 7: loans move a price left
 * "up to the left most gray acquisition space"); only a company that cannot pay or has no train is put there
 * (`liquidate`). Returns true when the move is so stopped.
 */
export function marketMove1817(c: Ctx, k: CorporationState, dir: 'up' | 'down' | 'left' | 'right'): boolean {
  if (dir !== 'left' && dir !== 'down') return false;
  const [row, col] = k.market!;
  return col > 0 && !!c.t.cell(row, col - 1)?.zones?.includes('liquidation');
}

/** §6: companies in the red liquidation space do not operate ("Companies on the red liquidation space do not operate"). */
export function operatingOrder1817(c: Ctx): string[] {
  return Object.values(c.s.corporations)
    .filter((k) => k.floated && !k.closed && !zonesAt(c, k).includes('liquidation'))
    .sort((a, b) => compareOperatingOrder(c, a, b))
    .map((k) => k.sym);
}
