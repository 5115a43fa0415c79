import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { payShareholders } from '../../engine/rounds/or/dividend';
import { corpKey, type CorporationState } from '../../engine/state';

/**
 * Dividends (1870): pay out (price right), withhold (price left), or pay half: the corporation keeps half the
 * revenue, rounded down to a multiple of ten, and pays the rest out; the price stays.
 */
export function dividend1870(c: Ctx, k: CorporationState, a: ActionOf<'dividend'>, revenue: number): boolean {
  if (a.kind !== 'half') return false;
  const kept = Math.floor(revenue / 2 / 10) * 10;
  if (kept) pay(c, 'bank', corpKey(k.sym), kept);
  payShareholders(c, k, revenue - kept);
  log(c, `${k.sym} pays half: keeps ${kept}, pays ${revenue - kept}`);
  return true;
}
