/**
 * Checking a corporation's run (1830 §6.5, 1846 §6.8): at least two stops, all different; a station of the
 * corporation on each route; no track (path or hex side) used twice by the run; no running through a city filled by
 * others, an off-board, or a terminal path; at most one stop of each group (1830 Canada); within the train's
 * distance; title hooks. Revenue comes from the one revenue function (revenue.ts).
 */
import type { RevenueColor } from '../title/types';
import { sideAt } from './chains';
import { type UsedTrack, resolveRoute } from './resolve';
import { checkDistance, payingStops, revenueOfStops, stopKindName, tokenedBy } from './revenue';
import type { TrackGraph } from './trackGraph';
import type { ResolvedRoute, RouteAction, RouteContext, RouteRules, RouteTrain, RouteValidation } from './types';

/**
 * The hex sides (h * 6 + edge) path `pathId` crosses, pushed onto `out`: with the paths themselves, the track no two
 * routes of a run may share (1830 §6.5).
 */
export function sidesOf(g: TrackGraph, pathId: number, out: number[]): void {
  for (let end = 0; end < 2; end++) {
    const s = sideAt(g, pathId, end);
    if (s >= 0) out.push(s);
  }
}

/** Why a resolved route breaks the standard rules or the title's, or null. */
export function checkRoute(g: TrackGraph, route: ResolvedRoute, ctx: RouteContext, rules: RouteRules = {}): string | null {
  // Messages are built only when a check fails (routes are checked on every run).
  const where = () => `train ${route.train}`;
  const stops = route.nodes;
  if (stops.length < 2) return `${where()}: a route needs at least two stops`;
  if (stops.some((n, i) => stops.indexOf(n) !== i)) return `${where()}: a route may not visit a stop twice`;
  if (!stops.some((n) => tokenedBy(g, n, ctx.corporation))) {
    return `${where()}: the route must include a station of ${ctx.corporation}`;
  }
  for (let i = 1; i < stops.length - 1; i++) {
    const n = stops[i]!;
    if (stopKindName(g, n) === 'offboard') return `${where()}: may not run through the off-board ${g.nodeName(n)}`;
    if (g.cityBlocks(n, ctx.corporation)) return `${where()}: may not run through ${g.nodeName(n)}, filled by other stations`;
  }
  const P = g.maxPaths;
  for (let i = 1; i < route.paths.length - 1; i++) {
    const p = route.paths[i]!;
    const h = Math.floor(p / P);
    if (g.rotatedAt(h).terminal[p - h * P]) return `${where()}: may not run through the terminal track in ${g.hexIds[h]}`;
  }
  const groups = new Set<string>();
  for (let i = 0; i < stops.length; i++) {
    const n = stops[i]!;
    const group = g.shapeAt(g.nodeHex(n)).stops[g.nodeStop(n)]?.group;
    if (!group) continue;
    if (groups.has(group)) return `${where()}: may visit only one stop of ${group}`;
    groups.add(group);
  }
  return checkDistance(g, route, ctx, rules) ?? rules.extraValidation?.(route, ctx) ?? null;
}

export type TrainLookup = Record<string, RouteTrain> | ((trainId: string) => RouteTrain | undefined);

/**
 * Check a corporation's whole run and compute each route's revenue. `trains` gives, by physical train id, the
 * trains the corporation may run.
 */
export function validateRoutes(
  g: TrackGraph,
  corp: string,
  routes: readonly RouteAction[],
  trains: TrainLookup,
  phaseColor: RevenueColor,
  rules: RouteRules = {},
): RouteValidation {
  const lookup = typeof trains === 'function' ? trains : (id: string) => trains[id];
  const used: UsedTrack = { paths: new Set(), sides: new Set() };
  const resolved: ResolvedRoute[] = [];
  const revenues: number[] = [];
  const seenTrains = new Set<string>();
  const paying: number[][] = [];
  // By index, as in resolve.ts (#18).
  for (let ri = 0; ri < routes.length; ri++) {
    const action = routes[ri]!;
    const train = lookup(action.train);
    if (!train) return { ok: false, error: `${corp} has no train ${action.train}`, revenues };
    if (seenTrains.has(action.train)) return { ok: false, error: `train ${action.train} runs twice`, revenues };
    seenTrains.add(action.train);
    const ctx: RouteContext = {
      graph: g,
      corporation: corp,
      phaseColor,
      train,
      routes: resolved,
      stopRef: (n) => g.stopRef(n),
    };
    let firstError: string | null = null;
    let chosen: ResolvedRoute | null = null;
    let tries = 0;
    const readings = resolveRoute(g, action, used);
    for (let n = 0; n < readings.length; n++) {
      const r = readings[n]!;
      if (typeof r === 'string') {
        firstError ??= r;
        break;
      }
      const err = checkRoute(g, r, ctx, rules);
      if (!err) {
        chosen = r;
        break;
      }
      firstError ??= err;
      if (++tries >= 64) break;
    }
    if (!chosen) return { ok: false, error: firstError ?? `train ${action.train}: route not found`, revenues };
    for (let n = 0; n < chosen.paths.length; n++) {
      const p = chosen.paths[n]!;
      used.paths.add(p);
      for (let end = 0; end < 2; end++) {
        const s = sideAt(g, p, end);
        if (s >= 0) used.sides.add(s);
      }
    }
    resolved.push(chosen);
    const pays = payingStops(g, chosen, ctx, rules);
    if (rules.runExtra) paying.push(pays);
    revenues.push(revenueOfStops(g, chosen, pays, ctx, rules));
  }
  const setError = rules.extraSetValidation?.(resolved, corp);
  if (setError) return { ok: false, error: setError, revenues };
  // Bonuses of the whole run (1846 Mail Contract), known only once every route is resolved.
  const extra = rules.runBonus?.(resolved, corp);
  if (extra) for (let i = 0; i < revenues.length; i++) revenues[i]! += extra[i] ?? 0;
  const total = revenues.reduce((a, b) => a + b, 0);
  if (!rules.runExtra) return { ok: true, revenues, routes: resolved, total };
  return { ok: true, revenues, routes: resolved, total, extra: rules.runExtra(g, resolved, paying, corp).reduce((a, b) => a + b, 0), paying };
}
