/**
 * Test-only sketches of title route hooks, enough to check the graph against recorded 18NY runs. The real rules live
 * in the title rules modules (shared/rules/); these only show that the graph's hooks can express them.
 */
import { type RouteRules, revenueInPhase } from '../../shared/graph';

/**
 * 18NY §5.5: diesels use the gray off-board value. (H-train distances are the graph's own `distanceUnit: 'hexes'`.)
 */
export const RULES_18NY: RouteRules = {
  stopRevenue(node, base, ctx) {
    if (ctx.train.name !== 'D') return base;
    const g = ctx.graph;
    const stop = g.shapeAt(g.nodeHex(node)).stops[g.nodeStop(node)]!;
    return stop.type === 'offboard' || g.mapHexes[g.nodeHex(node)]!.color === 'red' ? revenueInPhase(stop.revenue, 'gray') : base;
  },
};
