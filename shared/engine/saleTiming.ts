import type { Ctx } from './context';
import type { PlayerId } from './state';

/**
 * When shares may be sold at all, by the title's `sellAfter` (1830 §5.3: not in the first stock round; 1846 §5.2:
 * once the corporation has operated, its president at any time; 1817 §5.2: not in the stock round the company formed
 * in; 18NY 2e §6.1: once it has operated). The rule binds emergency sales in an operating round as well as stock-round
 * sales (18xx.games checks the same timing for both).
 */
export function saleTimingOk(c: Ctx, id?: PlayerId, sym?: string): boolean {
  const after = c.title.stock.sellAfter ?? 'first';
  const operating = c.s.round.kind === 'operating';
  if (after === 'first') return c.s.turn > 1 || operating;
  // 1817 §5.2: 18xx.games asks whether the company has operated since it formed.
  if (after === 'after_sr_floated' && sym !== undefined) return c.s.corporations[sym].operated || operating;
  if ((after === 'operate' || after === 'p_any_operate') && sym !== undefined) {
    const k = c.s.corporations[sym];
    return k.operated || (after === 'p_any_operate' && k.president === id) || !!c.rules.maySellBeforeOperating?.(c, k);
  }
  return true;
}
