import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import type { ResolvedRoute, RouteContext, RouteRules } from '../../graph/types';
import { tokenedBy } from '../../graph/revenue';
import { bonusesServed, bonusOfStop, CONNECTION_BONUS } from './bonuses';

/**
 * 18NY routes. H trains (5) reach as many hexes as their number, counted as 18xx.games counts them: each hex edge the
 * route crosses, the edge into an off-board included; Springfield (E25) and Toronto (E1) count as one hex though
 * drawn as two. A route's own revenue leaves out the connection bonuses it serves, as 18xx.games records routes: the
 * run's `runExtra` counts them (validation and the route optimiser), and they are taken after the run and paid as the
 * company's bonus tokens (./bonuses.ts).
 */

/** Off-boards drawn over two hexes that count as one (second edition). */
const ONE_HEX = ['E25', 'E1'];

/**
 * Hex edges the paths (in running order) cross: consecutive paths in different hexes, less one for each two-hex
 * off-board they enter.
 */
function hexEdgesOf(paths: readonly number[], ctx: RouteContext): number {
  const g = ctx.graph;
  const hexOf = (p: number) => Math.floor(p / g.maxPaths);
  let n = 0;
  for (let i = 1; i < paths.length; i++) if (hexOf(paths[i]!) !== hexOf(paths[i - 1]!)) n++;
  for (const id of ONE_HEX) if (paths.some((p) => g.hexIds[hexOf(p)] === id)) n--;
  return n;
}

/** Hex edges the route crosses. */
export const hexEdgesCrossed = (route: ResolvedRoute, ctx: RouteContext): number => hexEdgesOf(route.paths, ctx);

/**
 * For the route optimiser: the hex edges a chain of track between two stops crosses. A route's chains meet in their
 * stops' hexes, so their edges add up to the route's; a two-hex off-board ends a route, so only one chain enters
 * it: the chains' sum is the route's `hexEdgesCrossed`.
 */
export const chainEdges = hexEdgesOf;

/** Second edition (18xx.games): a D train (not its 5DE variant) earns $100 more for each off-board it serves. */
const D_OFFBOARD_BONUS = 100;

/** Off-boards among the stops. */
function offboards(stops: readonly number[], ctx: RouteContext): number {
  const g = ctx.graph;
  let n = 0;
  for (const node of stops) if (g.mapHexes[g.nodeHex(node)]!.color === 'red') n++;
  return n;
}

export function dTrainBonus(_route: ResolvedRoute, stops: readonly number[], ctx: RouteContext): number {
  return ctx.train.name === 'D' ? offboards(stops, ctx) * D_OFFBOARD_BONUS : 0;
}

/** Second edition (18xx.games): a 4DE or 5DE pays only for its company's stations and off-boards (5.3). */
export function dePays(node: number, ctx: RouteContext): boolean {
  if (!ctx.train.name.includes('DE')) return true;
  const g = ctx.graph;
  return g.mapHexes[g.nodeHex(node)]!.color === 'red' || tokenedBy(g, node, ctx.corporation);
}

/**
 * For the route optimiser: the D train's off-board bonus is earned stop by stop, so it is counted in each off-board's
 * value (`stopBonus`), where the bounds already take at most one route-ending stop per open end (off-boards end a
 * route); nothing is left for `bonusBound`.
 */
export function dTrainStopBonus(ctx: RouteContext, node: number): number {
  const g = ctx.graph;
  return ctx.train.name === 'D' && g.mapHexes[g.nodeHex(node)]!.color === 'red' ? D_OFFBOARD_BONUS : 0;
}

/** What the route optimiser reads beside the route rules (shared/routes/optimize.ts `OptimizerRouteRules`). */
export interface RouteRules18NY extends RouteRules {
  chainDistance(paths: readonly number[], ctx: RouteContext): number;
  stopBonus(ctx: RouteContext, node: number): number;
  bonusBound(ctx: RouteContext, stops: readonly number[]): number;
  runExtraStop(ctx: RouteContext, node: number): number;
  revenueOfStopsOnly: true;
}

export function routeRules18NY(c: Ctx, _k: CorporationState): RouteRules18NY {
  return {
    routeDistance: hexEdgesCrossed,
    mayPay: dePays,
    bonus: dTrainBonus,
    // 7.1.3.2: the connection bonuses the run takes pay with it, outside the routes' revenues (./bonuses.ts).
    runExtra: (g, _routes, paying) => bonusesServed(c, g, paying).map((served) => served.length * CONNECTION_BONUS),
    chainDistance: chainEdges,
    stopBonus: dTrainStopBonus,
    bonusBound: () => 0,
    runExtraStop: (ctx, node) => bonusOfStop(c, ctx.graph, node),
    // What a route earns depends on its train and stops (the track decides only whether an H train reaches them).
    revenueOfStopsOnly: true,
  };
}
