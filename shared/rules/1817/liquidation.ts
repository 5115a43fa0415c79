import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { setPosition } from '../../engine/market';
import type { CorporationState } from '../../engine/state';

/** §6.10: a company goes into liquidation: its price marker moves to the red liquidation space. */
export function liquidate(c: Ctx, k: CorporationState): void {
  setPosition(c, k, 0, 0);
  log(c, `${k.sym} goes into liquidation`);
}
