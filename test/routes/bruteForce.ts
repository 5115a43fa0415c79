/**
 * Brute force for the optimiser's tests, sharing nothing with it but the graph and the route validator: every walk
 * along the track from stop to stop (hex by hex, path by path) becomes a candidate route in 18xx.games form; every
 * combination of candidates, one or none per train, is scored by `validateRoutes`; the best total wins.
 */
import { oppositeEdge } from '../../shared/hex';
import { STOP_BASE, JUNCTION, isEdgeEnd } from '../../shared/graph/shape';
import { validateRoutes } from '../../shared/graph/routes';
import type { TrackGraph } from '../../shared/graph/trackGraph';
import type { RouteAction, RouteRules, RouteTrain } from '../../shared/graph/types';
import type { RevenueColor } from '../../shared/title/types';

interface Leg {
  to: number;
  hexes: string[];
  paths: number[];
}

/**
 * Every way to run from stop `node` to the next stop (junctions passed, never the same path twice). Written apart
 * from shared/graph/chains.ts `chainsFromStop` on purpose: the oracle must not share the walk it checks.
 */
function legsFrom(g: TrackGraph, node: number): Leg[] {
  const out: Leg[] = [];
  const P = g.maxPaths;
  const h0 = g.nodeHex(node);
  const s0 = g.nodeStop(node);
  const walk = (h: number, i: number, from: number, hexes: string[], paths: number[]) => {
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const to = a === from ? rs.ends[2 * i + 1]! : a;
    if (isEdgeEnd(to)) {
      const o = g.nbr[h * 6 + to]!;
      if (o < 0) return;
      const back = oppositeEdge(to);
      for (const j of g.rotatedAt(o).byEdge[back]!) {
        if (paths.includes(o * P + j)) continue;
        walk(o, j, back, [...hexes, g.hexIds[o]!], [...paths, o * P + j]);
      }
      return;
    }
    const s = to - STOP_BASE;
    if (g.shapeAt(h).stopKind[s] === JUNCTION) {
      for (const j of rs.byStop[s]!) if (j !== i && !paths.includes(h * P + j)) walk(h, j, to, hexes, [...paths, h * P + j]);
      return;
    }
    const n = g.nodeId(h, s);
    if (n !== node) out.push({ to: n, hexes, paths });
  };
  for (const i of g.rotatedAt(h0).byStop[s0]!) walk(h0, i, STOP_BASE + s0, [g.hexIds[h0]!], [h0 * P + i]);
  return out;
}

/** All walks of 2..maxStops distinct stops starting anywhere the corporation reaches (each direction once). */
export function candidateRoutes(g: TrackGraph, corp: string, maxStops: number): RouteAction[] {
  const reach = g.connectivity(corp).nodes;
  const seen = new Set<string>();
  const out: RouteAction[] = [];
  const legs = new Map<number, Leg[]>();
  const legsOf = (n: number) => {
    let l = legs.get(n);
    if (!l) legs.set(n, (l = legsFrom(g, n)));
    return l;
  };
  const dfs = (stops: number[], conns: string[][], paths: number[]) => {
    if (stops.length >= 2) {
      const key = paths.join(',');
      const rev = [...paths].reverse().join(',');
      if (!seen.has(key) && !seen.has(rev)) {
        seen.add(key);
        out.push({ train: '', connections: conns.map((c) => [...c]), nodes: stops.map((n) => g.nodeName(n)) });
      }
    }
    if (stops.length >= maxStops) return;
    for (const leg of legsOf(stops[stops.length - 1]!)) {
      if (stops.includes(leg.to) || leg.paths.some((p) => paths.includes(p))) continue;
      dfs([...stops, leg.to], [...conns, leg.hexes], [...paths, ...leg.paths]);
    }
  };
  for (let n = 0; n < reach.length; n++) {
    if (!reach[n]) continue;
    const kind = g.shapeAt(g.nodeHex(n)).stopKind[g.nodeStop(n)];
    if (kind === JUNCTION) continue;
    dfs([n], [], []);
  }
  return out;
}

/** The best total of one route (or none) per train among the candidates, scored by the validator (`extra` included). */
export function bruteForceBest(
  g: TrackGraph,
  corp: string,
  trains: { id: string; train: RouteTrain }[],
  phase: RevenueColor,
  rules: RouteRules = {},
  maxStops = 99,
): number {
  const lookup = new Map(trains.map((t) => [t.id, t.train]));
  const cands = candidateRoutes(g, corp, maxStops);
  // Keep, per train, only the candidates it may run on its own.
  const own = trains.map((t) => cands.map((c) => ({ ...c, train: t.id })).filter((c) => validateRoutes(g, corp, [c], (id) => lookup.get(id), phase, rules).ok));
  let best = 0;
  const chosen: RouteAction[] = [];
  const go = (i: number) => {
    if (i === trains.length) {
      if (chosen.length === 0) return;
      const v = validateRoutes(g, corp, chosen, (id) => lookup.get(id), phase, rules);
      if (v.ok && v.total + (v.extra ?? 0) > best) best = v.total + (v.extra ?? 0);
      return;
    }
    go(i + 1);
    for (const c of own[i]!) {
      chosen.push(c);
      if (validateRoutes(g, corp, chosen, (id) => lookup.get(id), phase, rules).ok) go(i + 1);
      chosen.pop();
    }
  };
  go(0);
  return best;
}
