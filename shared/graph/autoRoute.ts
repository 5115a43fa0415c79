/**
 * The route optimiser: the best run of a corporation's trains, scored by the one revenue function (revenue.ts) and
 * checked by the same route rules as recorded runs (routes.ts).
 *
 * 1. Chains (track between consecutive stops) leading out of every stop the network reaches are listed once.
 * 2. Every simple walk over chains that holds a station of the corporation is a candidate route; walks may start and
 *    end anywhere, pass only stops a train may run through, and never reuse track or a stop. Each is scored per
 *    train type that may run it.
 * 3. A branch-and-bound search assigns at most one route to each train, no two sharing track.
 * Limits (`maxWalks`, `deadlineMs`) keep late-game boards bounded; `complete` says whether the search was exhaustive.
 */
import { oppositeEdge } from '../hex';
import type { RevenueColor } from '../title/types';
import { checkDistance, distanceUsed, routeRevenue, stopBaseRevenue, stopKindName } from './revenue';
import { JUNCTION, STOP_BASE, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';
import type { ResolvedRoute, RouteAction, RouteContext, RouteRules, RouteTrain } from './types';

export interface AutoRouteTrain {
  /** Physical train id, e.g. "4-1". */
  id: string;
  train: RouteTrain;
}

export interface AutoRouteOptions {
  /** Stop enumerating candidate walks after this many (default 200 000). */
  maxWalks?: number;
  /** Stop searching after this many milliseconds (default 500). */
  deadlineMs?: number;
  /** Candidate routes kept per train type, best first (default 5000). */
  keepPerTrain?: number;
}

export interface AutoRouteResult {
  /** One entry per train that runs, in the order of the trains given. */
  routes: ResolvedRoute[];
  /** The same routes in the 18xx.games `run_routes` form. */
  actions: RouteAction[];
  revenues: number[];
  total: number;
  /** False when a limit cut the enumeration or the search short. */
  complete: boolean;
  /** Walks enumerated and candidate routes scored (for tuning the limits). */
  stats: { walks: number; candidates: number };
}

interface Link {
  to: number;
  paths: number[];
  /** Track ids (see `trackOf`) of the chain. */
  track: Int32Array;
  /** Hex ids of the chain, in running order (an 18xx.games connection). */
  hexes: string[];
}

interface Candidate {
  route: ResolvedRoute;
  links: Link[];
  revenue: number;
  /** Track ids (hex sides, then paths offset by sideCount) the route uses. */
  track: Int32Array;
}

/** Chains leaving stop `node` (in the direction away from it). */
function linksFrom(g: TrackGraph, node: number): Link[] {
  const P = g.maxPaths;
  const h0 = g.nodeHex(node);
  const s0 = g.nodeStop(node);
  const out: Link[] = [];
  const acc: number[] = [];
  const hexes: string[] = [];
  const walk = (h: number, i: number, from: number): void => {
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const to = a === from ? rs.ends[2 * i + 1]! : a;
    if (isEdgeEnd(to)) {
      const o = g.nbr[h * 6 + to]!;
      if (o < 0) return;
      const back = oppositeEdge(to);
      hexes.push(g.hexIds[o]!);
      for (const j of g.rotatedAt(o).byEdge[back]!) {
        const pid = o * P + j;
        if (acc.includes(pid)) continue;
        acc.push(pid);
        walk(o, j, back);
        acc.pop();
      }
      hexes.pop();
      return;
    }
    const s = to - STOP_BASE;
    if (g.shapeAt(h).stopKind[s] === JUNCTION) {
      for (const j of rs.byStop[s]!) {
        const pid = h * P + j;
        if (j === i || acc.includes(pid)) continue;
        acc.push(pid);
        walk(h, j, to);
        acc.pop();
      }
      return;
    }
    const target = g.nodeId(h, s);
    if (target === node) return;
    const track: number[] = [];
    for (const p of acc) trackOf(g, p, track);
    out.push({ to: target, paths: acc.slice(), track: Int32Array.from(track), hexes: hexes.slice() });
  };
  const rs0 = g.rotatedAt(h0);
  hexes.push(g.hexIds[h0]!);
  for (const i of rs0.byStop[s0] ?? []) {
    acc.push(h0 * P + i);
    walk(h0, i, STOP_BASE + s0);
    acc.pop();
  }
  return out;
}

/** Track ids of a path: its hex sides, and the path itself (offset past all sides). */
function trackOf(g: TrackGraph, pathId: number, into: number[]): void {
  const P = g.maxPaths;
  const h = Math.floor(pathId / P);
  const i = pathId - h * P;
  const rs = g.rotatedAt(h);
  for (const end of [rs.ends[2 * i]!, rs.ends[2 * i + 1]!]) if (isEdgeEnd(end)) into.push(h * 6 + end);
  into.push(g.hexCount * 6 + pathId);
}

function distanceCap(train: RouteTrain): number {
  const d = train.distance;
  return typeof d === 'number' ? d : d.reduce((n, row) => n + (row.visit ?? row.pay), 0);
}

/** The best run of `trains` for `corp` (see the module comment). */
export function bestRoutes(
  g: TrackGraph,
  corp: string,
  trains: readonly AutoRouteTrain[],
  phaseColor: RevenueColor,
  rules: RouteRules = {},
  opts: AutoRouteOptions = {},
): AutoRouteResult {
  const maxWalks = opts.maxWalks ?? 200_000;
  const deadline = Date.now() + (opts.deadlineMs ?? 500);
  const conn = g.connectivity(corp);
  let complete = true;
  let stopped = false;

  // Train types: trains with the same name and distance share candidates.
  const types: RouteTrain[] = [];
  const typeOf = trains.map((t) => {
    const key = JSON.stringify([t.train.name, t.train.distance, t.train.multiplier ?? 1]);
    let i = types.findIndex((x) => JSON.stringify([x.name, x.distance, x.multiplier ?? 1]) === key);
    if (i < 0) i = types.push(t.train) - 1;
    return i;
  });
  // Walks are cut when no train type could run them any further. Stops are counted as the walk grows; a distance
  // measured otherwise (18NY hexes, a title's own measure) is recomputed and must not shrink as a walk grows.
  const countsStops = (t: RouteTrain) => !rules.routeDistance && t.distanceUnit !== 'hexes';
  const stopTypes = types.filter(countsStops);
  const otherTypes = types.filter((t) => !countsStops(t));
  const maxStops = Math.max(-1, ...stopTypes.map(distanceCap));
  const townCost = rules.townVisitCost ?? 1;

  const linkCache = new Map<number, Link[]>();
  const links = (n: number) => {
    let l = linkCache.get(n);
    if (!l) linkCache.set(n, (l = linksFrom(g, n)));
    return l;
  };

  const candidates: Candidate[][] = types.map(() => []);
  const usedTrack = new Uint8Array(g.hexCount * 6 + g.hexCount * g.maxPaths);
  const onRoute = new Uint8Array(conn.nodes.length);
  const nodes: number[] = [];
  const paths: number[] = [];
  const chain: Link[] = [];
  const groups = new Map<string, number>();
  let walks = 0;
  let stopsUsed = 0;

  const groupOf = Array.from({ length: conn.nodes.length }, (_, n) =>
    conn.nodes[n] ? g.shapeAt(g.nodeHex(n)).stops[g.nodeStop(n)]?.group : undefined,
  );
  const passableArr = new Uint8Array(conn.nodes.length);
  const costArr = new Float64Array(conn.nodes.length);
  for (let n = 0; n < conn.nodes.length; n++) {
    if (!conn.nodes[n]) continue;
    passableArr[n] = stopKindName(g, n) !== 'offboard' && !g.cityBlocks(n, corp) ? 1 : 0;
    costArr[n] = stopKindName(g, n) === 'town' ? townCost : 1;
  }
  const passable = (n: number) => passableArr[n] === 1;
  const visitCost = (n: number) => costArr[n]!;

  // The walk already keeps the rules the search builds in (distinct stops, free track, passable stops, groups);
  // what is left is checked here: a station, terminal track, distance per train type, the title's own checks.
  const ctxs: RouteContext[] = types.map((train) => ({ graph: g, corporation: corp, phaseColor, train, routes: [], stopRef: (x) => g.stopRef(x) }));
  const P = g.maxPaths;
  const isToken = new Uint8Array(conn.nodes.length);
  for (const n of conn.tokenNodes) isToken[n] = 1;
  let tokensOnWalk = 0;
  // Trains counting plain stops, with no title hook that could tell them apart, all earn the plain sum.
  const plainSum = !rules.stopRevenue && !rules.bonus && !rules.routeDistance && !rules.extraValidation;
  // Each train type keeps its best `KEEP` candidates; a cut makes the result possibly not optimal (`complete`).
  const KEEP = opts.keepPerTrain ?? 5000;
  const floor = types.map(() => 0);
  const keep = (t: number, make: () => Candidate, revenue: number) => {
    if (revenue <= floor[t]!) {
      if (revenue > 0) complete = false;
      return;
    }
    const list = candidates[t]!;
    list.push(make());
    if (list.length >= 2 * KEEP) {
      list.sort((a, b) => b.revenue - a.revenue);
      list.length = KEEP;
      floor[t] = list[KEEP - 1]!.revenue;
      complete = false;
    }
  };
  let sumOnWalk = 0;
  const baseRevenue = new Float64Array(conn.nodes.length);
  for (let n = 0; n < conn.nodes.length; n++) if (conn.nodes[n]) baseRevenue[n] = stopBaseRevenue(g, n, phaseColor);
  const record = () => {
    if (nodes.length < 2 || tokensOnWalk === 0 || nodes[0]! > nodes[nodes.length - 1]!) return; // each walk once
    for (let i = 1; i < paths.length - 1; i++) {
      const h = Math.floor(paths[i]! / P);
      if (g.rotatedAt(h).terminal[paths[i]! - h * P]) return;
    }
    let made: Candidate | null = null;
    let route: ResolvedRoute | null = null;
    const make = (revenue: number) => () => {
      route ??= { train: '', nodes: nodes.slice(), paths: paths.slice() };
      if (!made) {
        let size = 0;
        for (const l of chain) size += l.track.length;
        const track = new Int32Array(size);
        let at = 0;
        for (const l of chain) {
          track.set(l.track, at);
          at += l.track.length;
        }
        made = { route, links: chain.slice(), revenue, track };
        return made;
      }
      return { ...made, revenue };
    };
    for (let t = 0; t < types.length; t++) {
      const ctx = ctxs[t]!;
      const d = ctx.train.distance;
      if (plainSum && typeof d === 'number' && !ctx.train.multiplier && ctx.train.distanceUnit !== 'hexes') {
        if (stopsUsed <= d) keep(t, make(sumOnWalk), sumOnWalk);
        continue;
      }
      route ??= { train: '', nodes: nodes.slice(), paths: paths.slice() };
      if (checkDistance(g, route, ctx, rules) || rules.extraValidation?.(route, ctx)) continue;
      const revenue = routeRevenue(g, route, ctx, rules);
      keep(t, make(revenue), revenue);
    }
  };

  const extend = (n: number): void => {
    if (stopped || walks >= maxWalks || ((walks & 255) === 0 && Date.now() > deadline)) {
      complete = false;
      stopped = true;
      return;
    }
    walks++;
    if (otherTypes.length > 0 && nodes.length > 1 && stopsUsed > maxStops) {
      const partial: ResolvedRoute = { train: '', nodes, paths };
      const reachable = otherTypes.some((train) => {
        const ctx: RouteContext = { graph: g, corporation: corp, phaseColor, train, routes: [], stopRef: (x) => g.stopRef(x) };
        return distanceUsed(g, partial, ctx, rules) <= distanceCap(train);
      });
      if (!reachable) return;
    }
    record();
    if (nodes.length > 1 && !passable(n)) return;
    for (const link of links(n)) {
      const to = link.to;
      if (!conn.nodes[to] || onRoute[to]) continue;
      const cost = visitCost(to);
      if (otherTypes.length === 0 && stopsUsed + cost > maxStops) continue;
      const group = groupOf[to];
      if (group && groups.get(group)) continue;
      const track = link.track;
      let free = true;
      for (let k = 0; k < track.length && free; k++) if (usedTrack[track[k]!]) free = false;
      if (!free) continue;
      for (let k = 0; k < track.length; k++) usedTrack[track[k]!] = 1;
      onRoute[to] = 1;
      if (group) groups.set(group, 1);
      stopsUsed += cost;
      tokensOnWalk += isToken[to]!;
      sumOnWalk += baseRevenue[to]!;
      nodes.push(to);
      paths.push(...link.paths);
      chain.push(link);
      extend(to);
      chain.pop();
      paths.length -= link.paths.length;
      nodes.pop();
      tokensOnWalk -= isToken[to]!;
      sumOnWalk -= baseRevenue[to]!;
      stopsUsed -= cost;
      if (group) groups.delete(group);
      onRoute[to] = 0;
      for (let k = 0; k < track.length; k++) usedTrack[track[k]!] = 0;
    }
  };

  for (let n = 0; n < conn.nodes.length && !stopped; n++) {
    if (!conn.nodes[n] || stopKindName(g, n) === 'junction') continue;
    onRoute[n] = 1;
    nodes.push(n);
    stopsUsed = visitCost(n);
    tokensOnWalk = isToken[n]!;
    sumOnWalk = baseRevenue[n]!;
    const group = groupOf[n];
    if (group) groups.set(group, 1);
    extend(n);
    if (group) groups.delete(group);
    nodes.pop();
    onRoute[n] = 0;
  }

  // Branch and bound over trains, best candidates first.
  for (const list of candidates) list.sort((a, b) => b.revenue - a.revenue);
  const order = trains.map((_, i) => i).sort((a, b) => (candidates[typeOf[b]!]![0]?.revenue ?? 0) - (candidates[typeOf[a]!]![0]?.revenue ?? 0));
  const bestOf = order.map((i) => candidates[typeOf[i]!]![0]?.revenue ?? 0);
  const restBound = bestOf.map((_, k) => bestOf.slice(k).reduce((a, b) => a + b, 0));
  const taken = new Uint8Array(usedTrack.length);
  const choice: (Candidate | null)[] = order.map(() => null);
  let best: (Candidate | null)[] = choice.slice();
  let bestTotal = 0;
  const lastIndex: number[] = order.map(() => -1);

  const search = (k: number, total: number): void => {
    if (total > bestTotal) {
      bestTotal = total;
      best = choice.slice();
    }
    if (k === order.length) return;
    if (Date.now() > deadline) {
      complete = false;
      return;
    }
    if (total + restBound[k]! <= bestTotal) return;
    const list = candidates[typeOf[order[k]!]!]!;
    // Identical trains take candidates in increasing index order, so no assignment is tried twice.
    const sameAsPrevious = k > 0 && typeOf[order[k]!] === typeOf[order[k - 1]!];
    const from = sameAsPrevious ? lastIndex[k - 1]! + 1 : 0;
    for (let c = from; c < list.length; c++) {
      const cand = list[c]!;
      if (total + cand.revenue + (restBound[k + 1] ?? 0) <= bestTotal) break;
      if (cand.track.some((t) => taken[t])) continue;
      for (const t of cand.track) taken[t] = 1;
      choice[k] = cand;
      lastIndex[k] = c;
      search(k + 1, total + cand.revenue);
      choice[k] = null;
      for (const t of cand.track) taken[t] = 0;
    }
    lastIndex[k] = sameAsPrevious ? list.length : -1;
    choice[k] = null;
    search(k + 1, total);
  };
  search(0, 0);

  const routes: ResolvedRoute[] = [];
  const actions: RouteAction[] = [];
  const revenues: number[] = [];
  trains.forEach((t, i) => {
    const cand = best[order.indexOf(i)];
    if (!cand) return;
    routes.push({ ...cand.route, train: t.id });
    const connections = cand.links.map((l) => l.hexes.slice());
    actions.push({ train: t.id, connections, nodes: cand.route.nodes.map((n) => g.nodeName(n)) });
    revenues.push(cand.revenue);
  });
  const stats = { walks, candidates: candidates.reduce((n, l) => n + l.length, 0) };
  return { routes, actions, revenues, total: bestTotal, complete, stats };
}
