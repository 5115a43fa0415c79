import type { Ctx } from '../../context';
import { compareOperatingOrder } from '../../market';
import { orRound } from './common';

/**
 * The operating order (1830 §6.1): the title's own (`TitleRules.operatingOrder`: 1846's ascending first round, 18NY's
 * minors) or the floated corporations by share price, highest first.
 */
export function operatingOrder(c: Ctx): string[] {
  if (c.rules.operatingOrder) return c.rules.operatingOrder(c);
  return Object.values(c.s.corporations)
    .filter((k) => k.floated && !k.closed)
    .sort((a, b) => compareOperatingOrder(c, a, b))
    .map((k) => k.sym);
}

/**
 * Puts the corporations yet to operate this round back in operating order: sales may have moved their prices (1830
 * §6.1). The title's order is kept, so in 1846's first operating round they stay lowest price first, as 18xx.games
 * re-sorts them (`recalculate_order` takes the game's `operating_order`).
 */
export function recalculateOrder(c: Ctx): void {
  const r = orRound(c);
  const rest = new Set(r.order.slice(r.index + 1));
  if (rest.size < 2) return;
  r.order = [...r.order.slice(0, r.index + 1), ...operatingOrder(c).filter((sym) => rest.has(sym))];
}
