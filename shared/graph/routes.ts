/**
 * Routes: reading an 18xx.games `run_routes` route onto the graph, and checking a corporation's whole run.
 *
 * A recorded route lists `connections`: each is the chain of hexes one piece of track runs through from one stop to
 * the next (listed in either direction). A chain is matched to the track: it starts at a stop of its first hex,
 * crosses each listed hex on track without stopping (junctions are passed through), and ends at a stop of its last
 * hex. Consecutive connections share a stop. Where hexes hold several stops (1830 NY, OO) more than one reading may
 * fit; the first that passes every check is taken, guided by the recorded `nodes` when present.
 *
 * Checks (1830 §6.5, 1846 §6.8): at least two stops, all different; a station of the corporation on the route; no
 * track (path or hex side) used twice by the run; no running through a city filled by others, an off-board, or a
 * terminal path; at most one stop of each group (1830 Canada); within the train's distance; title hooks.
 */
import { oppositeEdge } from '../hex';
import type { RevenueColor } from '../title/types';
import { checkDistance, routeRevenue, stopKindName, tokenedBy } from './revenue';
import { JUNCTION, STOP_BASE, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';
import type { ResolvedRoute, RouteAction, RouteContext, RouteRules, RouteTrain, RouteValidation } from './types';

/** Track between two stops: paths in order from stop `a` to stop `b`. */
export interface Chain {
  a: number;
  b: number;
  paths: number[];
}

/** All chains of track matching a list of hex indices. */
export function chainsThrough(g: TrackGraph, hexes: readonly number[]): Chain[] {
  const out: Chain[] = [];
  const k = hexes.length;
  const P = g.maxPaths;
  const h0 = hexes[0]!;
  const shape0 = g.shapeAt(h0);
  const rs0 = g.rotatedAt(h0);

  const walk = (h: number, i: number, from: number, idx: number, acc: number[], start: number): void => {
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const to = a === from ? rs.ends[2 * i + 1]! : a;
    if (isEdgeEnd(to)) {
      if (idx === k - 1) return;
      const o = g.nbr[h * 6 + to]!;
      if (o !== hexes[idx + 1]) return;
      const back = oppositeEdge(to);
      for (const j of g.rotatedAt(o).byEdge[back]!) {
        const pid = o * P + j;
        if (acc.includes(pid)) continue;
        acc.push(pid);
        walk(o, j, back, idx + 1, acc, start);
        acc.pop();
      }
      return;
    }
    const s = to - STOP_BASE;
    if (g.shapeAt(h).stopKind[s] === JUNCTION) {
      for (const j of rs.byStop[s]!) {
        const pid = h * P + j;
        if (j === i || acc.includes(pid)) continue;
        acc.push(pid);
        walk(h, j, to, idx, acc, start);
        acc.pop();
      }
      return;
    }
    const node = g.nodeId(h, s);
    if (idx === k - 1 && node !== start) out.push({ a: start, b: node, paths: acc.slice() });
  };

  for (let s = 0; s < shape0.stops.length; s++) {
    if (shape0.stopKind[s] === JUNCTION) continue;
    const start = g.nodeId(h0, s);
    for (const i of rs0.byStop[s]!) walk(h0, i, STOP_BASE + s, 0, [h0 * P + i], start);
  }
  return out;
}

/** Hex sides a path crosses (h * 6 + edge for each edge end). */
function sidesOf(g: TrackGraph, pathId: number): number[] {
  const P = g.maxPaths;
  const h = Math.floor(pathId / P);
  const i = pathId - h * P;
  const rs = g.rotatedAt(h);
  const out: number[] = [];
  for (const end of [rs.ends[2 * i]!, rs.ends[2 * i + 1]!]) if (isEdgeEnd(end)) out.push(h * 6 + end);
  return out;
}

/** Track already taken by other routes of the run. */
export interface UsedTrack {
  paths: Set<number>;
  sides: Set<number>;
}

/** Every way the recorded route can be read onto the track (lazily; usually exactly one). */
export function* resolveRoute(g: TrackGraph, action: RouteAction, used: UsedTrack): Generator<ResolvedRoute | string> {
  if (action.connections.length === 0) {
    yield `train ${action.train}: the route has no track`;
    return;
  }
  const cands: Chain[][] = [];
  for (const conn of action.connections) {
    const hexes: number[] = [];
    for (const id of conn) {
      const h = g.hexIndex.get(id.split(' ')[0]!);
      if (h === undefined) {
        yield `train ${action.train}: ${id} is not on the map`;
        return;
      }
      hexes.push(h);
    }
    const chains = chainsThrough(g, hexes);
    if (chains.length === 0) {
      yield `train ${action.train}: no track runs ${conn.join('-')} between two stops`;
      return;
    }
    cands.push(chains);
  }
  const wanted = action.nodes ? new Set(action.nodes) : null;
  const paths: number[] = [];
  const nodes: number[] = [];
  const localPaths = new Set<number>();
  const localSides = new Map<number, number>();

  const take = (chain: Chain): boolean => {
    for (const p of chain.paths) {
      if (used.paths.has(p) || localPaths.has(p)) return false;
      for (const s of sidesOf(g, p)) if (used.sides.has(s) || localSides.has(s)) return false;
    }
    return true;
  };
  const push = (chain: Chain, reversed: boolean) => {
    const ps = reversed ? [...chain.paths].reverse() : chain.paths;
    for (const p of ps) {
      paths.push(p);
      localPaths.add(p);
      for (const s of sidesOf(g, p)) localSides.set(s, (localSides.get(s) ?? 0) + 1);
    }
  };
  const pop = (chain: Chain) => {
    for (const p of chain.paths) {
      paths.pop();
      localPaths.delete(p);
      for (const s of sidesOf(g, p)) {
        const n = localSides.get(s)! - 1;
        if (n === 0) localSides.delete(s);
        else localSides.set(s, n);
      }
    }
  };

  const readings: ResolvedRoute[] = [];
  const MAX_READINGS = 64;
  const search = (c: number): void => {
    if (readings.length >= MAX_READINGS) return;
    if (c === cands.length) {
      readings.push({ train: action.train, nodes: nodes.slice(), paths: paths.slice() });
      return;
    }
    for (const chain of cands[c]!) {
      if (!take(chain)) continue;
      const last = nodes[nodes.length - 1];
      const orientations: [number, number, boolean][] =
        c === 0
          ? [
              [chain.a, chain.b, false],
              [chain.b, chain.a, true],
            ]
          : chain.a === last
            ? [[chain.a, chain.b, false]]
            : chain.b === last
              ? [[chain.b, chain.a, true]]
              : [];
      for (const [from, to, reversed] of orientations) {
        if (c === 0) nodes.push(from);
        nodes.push(to);
        push(chain, reversed);
        search(c + 1);
        pop(chain);
        nodes.pop();
        if (c === 0) nodes.pop();
      }
    }
  };
  search(0);
  if (readings.length === 0) {
    yield `train ${action.train}: the connections ${action.connections.map((c) => c.join('-')).join(', ')} do not form one route on free track`;
    return;
  }
  // Recorded nodes (newer recordings) pick among readings; titles may number stops differently, so they only
  // order the readings, never exclude one.
  if (wanted) {
    const matches = (r: ResolvedRoute) => r.nodes.length === wanted.size && r.nodes.every((n) => wanted.has(g.nodeName(n)));
    readings.sort((x, y) => Number(matches(y)) - Number(matches(x)));
  }
  yield* readings;
}

/** The hexes a route's track runs through, each once, in running order (18xx.games `all_hexes`). */
export function routeHexes(g: TrackGraph, route: ResolvedRoute): string[] {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const p of route.paths) {
    const h = Math.floor(p / g.maxPaths);
    if (!seen.has(h)) {
      seen.add(h);
      out.push(g.hexIds[h]!);
    }
  }
  return out;
}

/** Hex sides crossed by a route: the distance of trains that count hexes (18NY H-trains, 5.1). */
export function hexSidesCrossed(g: TrackGraph, route: ResolvedRoute): number {
  let ends = 0;
  for (const p of route.paths) ends += sidesOf(g, p).length;
  return ends / 2;
}

/** Why a resolved route breaks the standard rules or the title's, or null. */
export function checkRoute(g: TrackGraph, route: ResolvedRoute, ctx: RouteContext, rules: RouteRules = {}): string | null {
  const where = `train ${route.train}`;
  const stops = route.nodes;
  if (stops.length < 2) return `${where}: a route needs at least two stops`;
  if (new Set(stops).size !== stops.length) return `${where}: a route may not visit a stop twice`;
  if (!stops.some((n) => tokenedBy(g, n, ctx.corporation))) {
    return `${where}: the route must include a station of ${ctx.corporation}`;
  }
  for (let i = 1; i < stops.length - 1; i++) {
    const n = stops[i]!;
    if (stopKindName(g, n) === 'offboard') return `${where}: may not run through the off-board ${g.nodeName(n)}`;
    if (g.cityBlocks(n, ctx.corporation)) return `${where}: may not run through ${g.nodeName(n)}, filled by other stations`;
  }
  const P = g.maxPaths;
  for (let i = 1; i < route.paths.length - 1; i++) {
    const p = route.paths[i]!;
    const h = Math.floor(p / P);
    if (g.rotatedAt(h).terminal[p - h * P]) return `${where}: may not run through the terminal track in ${g.hexIds[h]}`;
  }
  const groups = new Set<string>();
  for (const n of stops) {
    const group = g.shapeAt(g.nodeHex(n)).stops[g.nodeStop(n)]?.group;
    if (!group) continue;
    if (groups.has(group)) return `${where}: may visit only one stop of ${group}`;
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
  for (const action of routes) {
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
    for (const r of resolveRoute(g, action, used)) {
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
    for (const p of chosen.paths) {
      used.paths.add(p);
      for (const s of sidesOf(g, p)) used.sides.add(s);
    }
    resolved.push(chosen);
    revenues.push(routeRevenue(g, chosen, ctx, rules));
  }
  const setError = rules.extraSetValidation?.(resolved, corp);
  if (setError) return { ok: false, error: setError, revenues };
  return { ok: true, revenues, routes: resolved, total: revenues.reduce((a, b) => a + b, 0) };
}
