import type { Ctx } from '../../engine/context';
import { tokenedBy } from '../../graph/revenue';
import type { RouteContext } from '../../graph/types';

/**
 * 1817 §9.4, the Modern Trains variant: "7-trains earn an extra $10 and 8-trains earn an extra $20 per station marker
 * from the owning company on their route", counted on each city the route stops at that holds one of its stations.
 */
const PER_STATION: Readonly<Record<number, number>> = { 7: 10, 8: 20 };

export const isModernTrains = (c: Ctx): boolean => c.s.optionalRules.includes('modern_trains');

/** What a stop adds to the route of `ctx.train` under Modern Trains: its company's station there pays the train's extra. */
export function modernTrainStopBonus(ctx: RouteContext, node: number): number {
  const d = ctx.train.distance;
  const extra = typeof d === 'number' ? (PER_STATION[d] ?? 0) : 0;
  return extra && tokenedBy(ctx.graph, node, ctx.corporation) ? extra : 0;
}
