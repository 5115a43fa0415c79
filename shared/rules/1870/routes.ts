import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import { stopBaseRevenue } from '../../graph/revenue';
import type { RouteRules } from '../../graph/types';
import { markerBonus } from './markers';
import { state1870 } from './state';

/**
 * Route revenue in 1870: a corporation whose destination station is on the map earns its destination twice when a
 * route starts or ends there (1870 destinations); the cattle and port markers add their bonuses (./markers.ts).
 */
export function routeRules1870(c: Ctx, k: CorporationState): RouteRules {
  const markers = markerBonus(c, k);
  const destination = state1870(c).destinations[k.sym] === 'map' ? c.t.corporation.get(k.sym)?.destination : undefined;
  return {
    bonus(route, stops, ctx) {
      const g = ctx.graph;
      let n = markers((hex) => stops.some((node) => g.hexIds[g.nodeHex(node)] === hex));
      if (destination && route.nodes.length >= 2) {
        const ends = [route.nodes[0]!, route.nodes[route.nodes.length - 1]!];
        const end = ends.find((node) => g.hexIds[g.nodeHex(node)] === destination);
        if (end !== undefined) n += stopBaseRevenue(g, end, ctx.phaseColor);
      }
      return n;
    },
  };
}
