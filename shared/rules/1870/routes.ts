import { graph } from '../../engine/board';
import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import { stopBaseRevenue } from '../../graph/revenue';
import type { TrackGraph } from '../../graph/trackGraph';
import type { ResolvedRoute, RouteContext, RouteRules } from '../../graph/types';
import { connectionRunner, connectionStage } from './connection';
import { markerBonus } from './markers';
import { state1870 } from './state';

/**
 * Route revenue in 1870: a corporation whose destination station is on the map earns its destination twice when a
 * route starts or ends there (1870 destinations); the cattle and port markers add their bonuses (./markers.ts).
 * During its connection run one train must run exactly from home to destination (./connection.ts), checked here so
 * that the engine and the best-routes search apply the same rule.
 */
export function routeRules1870(c: Ctx, k: CorporationState): RouteRules1870 {
  const markers = markerBonus(c, k);
  const destination = state1870(c).destinations[k.sym] === 'map' ? c.t.corporation.get(k.sym)?.destination : undefined;
  const hexOf = (g: TrackGraph, node: number) => g.hexIds[g.nodeHex(node)];
  const rules: RouteRules1870 = {
    revenueOfStopsOnly: true,
    bonus(route, stops, ctx) {
      const g = ctx.graph;
      let n = markers((hex) => stops.some((node) => hexOf(g, node) === hex));
      if (destination && route.nodes.length >= 2) {
        const ends = [route.nodes[0]!, route.nodes[route.nodes.length - 1]!];
        const end = ends.find((node) => hexOf(g, node) === destination);
        if (end !== undefined) n += stopBaseRevenue(g, end, ctx.phaseColor);
      }
      return n;
    },
    // The whole bonus is counted stop by stop (`stopBonus`), so nothing is left for the bound of the rest.
    bonusBound: () => 0,
    stopBonus(ctx, node) {
      const g = ctx.graph;
      const hex = hexOf(g, node);
      // A marker pays once per route and the destination only at a route's end: per stop, an upper bound.
      return markers((h) => h === hex) + (hex === destination ? stopBaseRevenue(g, node, ctx.phaseColor) : 0);
    },
  };
  if (connectionRunner(c) === k.sym && connectionStage(c) === 'route') {
    const connects = connectingRoute(c, k);
    rules.extraSetValidation = (routes) => (routes.some(connects) ? null : CONNECTION_RUN_ERROR);
    // The same rule as the optimiser reads it: it holds one train to such a route in turn.
    rules.requiredRoute = connects;
  }
  return rules;
}

/** The route rules with what lets the best-routes search prune (shared/routes/optimize.ts `OptimizerRouteRules`). */
export interface RouteRules1870 extends RouteRules {
  revenueOfStopsOnly: true;
  bonusBound(): number;
  stopBonus(ctx: RouteContext, node: number): number;
  requiredRoute?(route: ResolvedRoute): boolean;
}

export const CONNECTION_RUN_ERROR = 'at least one train has to run from the home station to the destination';

/**
 * 1870 connection run (rules p. 23): "one train must run from the starting city to the destination. This train may
 * not run beyond either location": one route has the home station at one end and the destination at the other.
 */
function connectingRoute(c: Ctx, k: CorporationState): (route: ResolvedRoute) => boolean {
  const g = graph(c);
  const home = k.tokens[0]?.hex;
  const dest = c.t.corporation.get(k.sym)?.destination;
  const hexOf = (node: number) => g.hexIds[g.nodeHex(node)];
  return (r) => {
    if (r.nodes.length < 2) return false;
    const [x, y] = [hexOf(r.nodes[0]!), hexOf(r.nodes[r.nodes.length - 1]!)];
    return (x === home && y === dest) || (x === dest && y === home);
  };
}
