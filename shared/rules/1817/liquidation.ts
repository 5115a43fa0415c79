import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { setPosition } from '../../engine/market';
import type { CorporationState } from '../../engine/state';

/**
 * §6.10: a company goes into liquidation: its price marker moves to the red liquidation space (one already there keeps
 * its place among the markers there, which orders the acquisition round).
 */
export function liquidate(c: Ctx, k: CorporationState): void {
  if (k.market?.[0] === 0 && k.market[1] === 0) return;
  setPosition(c, k, 0, 0);
  log(c, `${k.sym} goes into liquidation`);
}
