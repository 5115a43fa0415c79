import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import type { ResolvedRoute, RouteContext, RouteRules } from '../../graph/types';

/**
 * 18NY routes. H trains (5) reach as many hexes as their number, counted as 18xx.games counts them: each hex edge the
 * route crosses, the edge into an off-board included; Springfield (E25) and Toronto (E1) count as one hex though
 * drawn as two. A route's own revenue leaves out the connection bonuses it serves: they are taken after the run and
 * paid as the company's bonus tokens (./bonuses.ts), as 18xx.games records routes.
 */

/** Off-boards drawn over two hexes that count as one (second edition). */
const ONE_HEX = ['E25', 'E1'];

/** Hex edges the route crosses: consecutive paths in different hexes, less one for each two-hex off-board it enters. */
export function hexEdgesCrossed(route: ResolvedRoute, ctx: RouteContext): number {
  const g = ctx.graph;
  const hexOf = (p: number) => Math.floor(p / g.maxPaths);
  let n = 0;
  for (let i = 1; i < route.paths.length; i++) if (hexOf(route.paths[i]!) !== hexOf(route.paths[i - 1]!)) n++;
  const hexes = new Set(route.paths.map((p) => g.hexIds[hexOf(p)]));
  for (const id of ONE_HEX) if (hexes.has(id)) n--;
  return n;
}

export function routeRules18NY(_c: Ctx, _k: CorporationState): RouteRules {
  return {
    routeDistance: hexEdgesCrossed,
  };
}
