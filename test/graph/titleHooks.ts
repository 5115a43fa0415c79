/**
 * Test-only sketches of title route hooks, enough to check the graph against recorded 18NY runs. The real rules live
 * in the title rules modules (shared/rules/); these only show that the graph's hooks can express them.
 */
import { type RouteRules, revenueInPhase, routeHexes } from '../../shared/graph';

/**
 * 18NY §5: an nH train runs up to n hexes from a station, counting everything along the way; the off-board hex
 * hexes are not counted ("no more than n-1 hexes between the station and the off-board"; Toronto may be run through). Diesels use the gray
 * off-board value.
 */
export const RULES_18NY: RouteRules = {
  routeDistance(route, ctx) {
    const g = ctx.graph;
    if (!ctx.train.name.endsWith('H')) return route.nodes.length;
    const onMap = routeHexes(g, route).filter((id) => g.mapHexes[g.hex(id)]!.color !== 'red');
    return onMap.length - 1;
  },
  stopRevenue(node, base, ctx) {
    if (ctx.train.name !== 'D') return base;
    const g = ctx.graph;
    const stop = g.shapeAt(g.nodeHex(node)).stops[g.nodeStop(node)]!;
    return stop.type === 'offboard' || g.mapHexes[g.nodeHex(node)]!.color === 'red' ? revenueInPhase(stop.revenue, 'gray') : base;
  },
};
