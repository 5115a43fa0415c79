import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import type { ResolvedRoute, RouteContext, RouteRules } from '../../graph/types';
import { tokenedBy } from '../../graph/revenue';

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

/** Second edition (18xx.games): a D train (not its 5DE variant) earns $100 more for each off-board it serves. */
const D_OFFBOARD_BONUS = 100;

export function dTrainBonus(route: ResolvedRoute, stops: readonly number[], ctx: RouteContext): number {
  if (ctx.train.name !== 'D') return 0;
  const g = ctx.graph;
  let n = 0;
  for (const node of stops) if (g.mapHexes[g.nodeHex(node)]!.color === 'red') n++;
  return n * D_OFFBOARD_BONUS;
}

/** Second edition (18xx.games): a 4DE or 5DE pays only for its company's stations and off-boards (5.3). */
export function dePays(node: number, ctx: RouteContext): boolean {
  if (!ctx.train.name.includes('DE')) return true;
  const g = ctx.graph;
  return g.mapHexes[g.nodeHex(node)]!.color === 'red' || tokenedBy(g, node, ctx.corporation);
}

export function routeRules18NY(_c: Ctx, _k: CorporationState): RouteRules {
  return {
    routeDistance: hexEdgesCrossed,
    mayPay: dePays,
    bonus: dTrainBonus,
  };
}
