import type { Ctx } from '../../engine/context';
import { zonesAt } from '../../engine/market';
import { state1817, type LiquidationCause } from './state';

/**
 * Why a company stands in the red liquidation space (1817 §5.5, §6.10, §7.1.1, §7.4), said on its card: each way in
 * is recorded as it happens, since the space alone cannot tell a company without a train from one that could not
 * pay its interest. For display only; no rule reads it.
 */
export const LIQUIDATED_FOR: Record<LiquidationCause, string> = {
  trainless: 'it ended its operating turn without a train (§6.10)',
  interest: 'it could not pay its loans’ interest, which its president paid (§6.10)',
  conversionStations: 'it could not pay for the stations its new size calls for (§7.1.1)',
  ipoStations: 'the stock round ended before it bought the stations its size calls for (§5.5)',
  bankrupt: 'its president went bankrupt, leaving it without one (§7.4)',
};

/** Records why the company goes into the red space; one already there keeps its first cause (§6.10: interest unpaid, then no train). */
export function recordLiquidation(c: Ctx, sym: string, why: LiquidationCause): void {
  const k = c.s.corporations[sym];
  if (k && zonesAt(c, k).includes('liquidation') && state1817(c).liquidatedFor?.[sym]) return;
  const s = state1817(c);
  s.liquidatedFor = { ...s.liquidatedFor, [sym]: why };
}

/**
 * What of a company in the gray acquisition area brought it there, as far as its charter tells: the loans it holds, each
 * of which moved its price a space left when taken and will move it back only when repaid (§1.2.5). A company without
 * loans got there by withheld dividends and sales alone, which leave no trace to name: the area's general words stay.
 */
function acquisitionCause(c: Ctx, sym: string): string | null {
  const n = c.s.corporations[sym]?.loans?.length ?? 0;
  if (n === 0) return null;
  return `it holds ${n} loan${n === 1 ? '' : 's'}, ${n === 1 ? 'which' : 'each of which'} moved its price a space left when taken (§1.2.5)`;
}

/**
 * `TitleRules.standing`: what put a company in the red space ("it ended its operating turn without a train (§6.10)"),
 * or what of it keeps one in the gray acquisition area (its loans).
 */
export function standing1817(c: Ctx, sym: string): string | null {
  const k = c.s.corporations[sym];
  if (!k || k.closed) return null;
  const zones = zonesAt(c, k);
  if (zones.includes('liquidation')) {
    const why = state1817(c).liquidatedFor?.[sym];
    return why ? LIQUIDATED_FOR[why] : null;
  }
  return zones.includes('acquisition') ? acquisitionCause(c, sym) : null;
}
