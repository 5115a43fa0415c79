/**
 * Best routes: the run of a corporation's trains that earns the most, under the title's route rules, proved optimal.
 * Two exact searches (./search.ts): where a route's revenue depends on its own stops only, every route of each train
 * is listed once and the best run combined from those lists (./pools.ts: fastest when trains have at most a few
 * thousand routes, as on every recorded board); otherwise, or with more routes, one branch and bound grows the routes
 * of all trains together.
 *
 * Revenue is never computed twice over: what a stop pays a train comes from the shared revenue function
 * (`revenueOfStops`, the one route validation uses), trains whose revenue is not a plain sum of stops (segmented
 * distances, title bonuses and stop hooks) are scored by `payingStops` and `revenueOfStops` themselves, and the chosen
 * run is finally passed through `validateRoutes`, whose revenues are the ones returned. A run the validator would
 * refuse is a bug here and throws.
 */
import { checkDistance, revenueOfStops, payingStops } from '../graph/revenue';
import { validateRoutes } from '../graph/routes';
import type { TrackGraph } from '../graph/trackGraph';
import type { ResolvedRoute, RouteAction, RouteContext, RouteRules, RouteTrain } from '../graph/types';
import type { RevenueColor } from '../title/types';
import { networkOf, type Network } from './network';
import { keepRun, keptRun, keptRunRevenue, runKey } from './previous';
import { MODE_AT_FINISH, MODE_HEXES, MODE_SEGMENTED, MODE_STOPS, RouteSearch, type KeptRoute, type SearchHooks, type SearchTrain } from './search';

/** A train to run: its physical id and what the route checks know about it. */
export interface TrainToRun {
  id: string;
  train: RouteTrain;
}

/**
 * Route rules as the optimiser reads them: the title's hooks, plus (optionally) what lets it prune a title with
 * bonuses. Without `bonusBound` a title with a `bonus` hook is searched without pruning on revenue, and without
 * `runBonusBound` a title with a `runBonus` hook likewise.
 */
export interface OptimizerRouteRules extends RouteRules {
  /**
   * An upper bound on the `bonus` of a route of `ctx.train` whose paying stops are all among `stops` (graph node
   * ids). Asked once per train with every stop the corporation reaches, then during the search with the stops a
   * route visits and may still reach: `depths[i]` is then at least how many more stops the route must visit to reach
   * stops[i] (0: on it), `budget` how many more it may visit at most (a stop ending the route at one end and another
   * at the other end need their depths added).
   */
  bonusBound?(ctx: RouteContext, stops: readonly number[], depths?: ArrayLike<number>, budget?: number): number;
  /**
   * The part of `bonus` a route earns for each paying stop (1846 markers): counted in the stop's value by the bounds,
   * so `bonusBound` must leave it out. It may exceed the bonus (a marker pays once per route), never fall short.
   */
  stopBonus?(ctx: RouteContext, node: number): number;
  /**
   * At most what a chain of track (its paths, from one stop to the next) adds to a route's `bonus`, the chains' parts
   * adding up to no less than the bonus's share of the track (1817 mines and ranches passed through). Counted, like
   * `stopBonus`, in the values of the stops: each stop's value takes the most any chain into it adds (every chain of a
   * route leads into one of its stops). So `bonusBound` must leave it out. Trains paying only their best stops
   * cannot count it per stop: their bonus bound takes every chain's part. Also asked once with all the network's
   * track: at most what the track of any route within it adds (1817: each mine hex once), counted once by the bounds
   * instead of a part for every stop.
   */
  chainBonus?(paths: readonly number[], ctx: RouteContext): number;
  /**
   * At most what a stop paid by a route adds to `runExtra` (18NY: $10 at a connection bonus location not yet taken).
   * The search scores each route with all it would add alone and takes off, once the run is complete, what two routes
   * count twice; this bound lets it prune on those amounts (without it, it cannot prune on revenue).
   */
  runExtraStop?(ctx: RouteContext, node: number): number;
  /**
   * With `routeDistance`: at least how much of a train's distance a chain of track uses (its paths in running order,
   * from one stop to the next), such that a route's chains never add up to more than its `routeDistance`. The search
   * then drops a route as soon as it is out of the train's reach instead of when it is finished (18NY H trains).
   */
  chainDistance?(paths: readonly number[], ctx: RouteContext): number;
  /**
   * At least one route of the run must meet this (1870 connection run: one train exactly home to destination),
   * judged on its stops in running order; `extraSetValidation` says the same to the route validator.
   */
  requiredRoute?(route: ResolvedRoute): boolean;
  /** An upper bound on the sum of `runBonus` over a run whose route i visits at most `maxStops[i]` stops. */
  runBonusBound?(maxStops: ArrayLike<number>): number;
  /**
   * A route's revenue depends only on the train and the stops it visits, in order (not on its track nor on the other
   * routes): the optimiser may score each such route once.
   */
  revenueOfStopsOnly?: boolean;
}

export interface OptimizeOptions {
  /** Stop after this many milliseconds with the best run found so far (`optimal: false`). Default: no limit. */
  timeLimitMs?: number;
  /**
   * List every route of each train and combine them (./pools.ts) when no train has more routes than this; otherwise
   * (or with 0) grow the routes of all trains in one branch and bound. Default: `POOL_LIMIT`.
   */
  poolLimit?: number;
  /**
   * Grow routes stop by stop, parallel chains of track taken together and the track picked when a route is finished
   * (./bundles.ts). Default true; false branches on every chain (the tests compare both).
   */
  bundles?: boolean;
  /**
   * Bound a route that may visit any number of stops (D trains, H trains counting hexes) by what one path through
   * the track in reach can collect (./search.ts `pathBound`). Default true; false bounds it by every stop in reach
   * (the tests compare both).
   */
  pathBounds?: boolean;
  /**
   * List the last train's routes worth running once, before the joint search, and run those below each run of the
   * other trains (./lastRoutes.ts). Default true; false searches them again below each (the tests compare both).
   */
  lastRoutes?: boolean;
  /**
   * Start from the run chosen by the last call on this graph for these trains, where the route validator still
   * accepts it (./previous.ts): the search then only proves it or finds better. Default true; the tests comparing
   * search methods turn it off, so each method finds its run on its own.
   */
  reuse?: boolean;
}

export interface OptimizedRoute {
  /** Physical train id. */
  train: string;
  /** Hex of each visited stop, in running order (18xx.games `hexes`). */
  hexes: string[];
  /** Stops that pay, as "<hex>-<stop index>" (all visited stops, except for trains paying only their best stops). */
  stops: string[];
  revenue: number;
  /** Track between consecutive stops, each as the hexes it runs through (18xx.games `connections`). */
  connections: string[][];
  /** Visited stops as "<hex>-<stop index>", in running order (18xx.games `nodes`). */
  nodes: string[];
}

export interface Optimized {
  /** What the run earns: its routes' revenues and `extra`. */
  revenue: number;
  /** What the run earns beyond its routes' own (the title's `runExtra`: 18NY connection bonuses it takes), else 0. */
  extra: number;
  routes: OptimizedRoute[];
  /** True when the search finished: no run earns more. */
  optimal: boolean;
  ms: number;
  /** Search effort (for benchmarks): nodes visited, and visited when the best run was found. */
  stats: { nodes: number; foundAt: number };
}

/**
 * What a route of the train held to a required route earns on top of its revenue while that variant is searched: far
 * above any run's revenue, and small enough for the search's 32-bit revenues.
 */
const MUST_RUN = 1 << 24;

/** Most routes of one train worth listing: real positions have hundreds to a few thousand. */
export const POOL_LIMIT = 20000;

const sum = (xs: readonly number[]): number => xs.reduce((n, x) => n + x, 0);

const KIND_BIT: Record<string, number> = { city: 1, town: 2, offboard: 4 };

/** Rules seen without their bonus (for what a single stop pays). */
function withoutBonus(rules: RouteRules): RouteRules {
  return Object.create(rules, { bonus: { value: undefined } }) as RouteRules;
}

function ctxFor(g: TrackGraph, corp: string, phaseColor: RevenueColor, train: RouteTrain, routes: readonly ResolvedRoute[]): RouteContext {
  return { graph: g, corporation: corp, phaseColor, train, routes, stopRef: (n) => g.stopRef(n) };
}

function searchTrain(
  g: TrackGraph,
  net: Network,
  t: TrainToRun,
  corp: string,
  phaseColor: RevenueColor,
  rules: OptimizerRouteRules,
  plainValues: Int32Array,
  chainOut: { part: number },
): SearchTrain {
  const S = net.node.length;
  const values = new Int32Array(S);
  const ctx = ctxFor(g, corp, phaseColor, t.train, []);
  const plain = withoutBonus(rules);
  for (let s = 0; s < S; s++) {
    const node = net.node[s]!;
    // A stop the train may not pay for (18NY DE trains: only their stations and off-boards) is worth nothing to it.
    if (rules.mayPay && !rules.mayPay(node, ctx)) continue;
    values[s] = revenueOfStops(g, { train: t.id, nodes: [node], paths: [] }, [node], ctx, plain);
    plainValues[s] = values[s]!;
    if (rules.bonus && rules.stopBonus) values[s]! += rules.stopBonus(ctx, node);
    if (rules.runExtra && rules.runExtraStop) values[s]! += rules.runExtraStop(ctx, node);
  }
  const d = t.train.distance;
  // A chain's part of the bonus, counted in the value of each stop it leads into (a train paying every stop it visits).
  let chainBonusSum = 0;
  let chainValue = new Int32Array(0);
  let intoValue = new Int32Array(0);
  let trackCap = Infinity;
  let trackMask: Int32Array = new Int32Array(0);
  let trackUnit: Int32Array = new Int32Array(0);
  if (rules.bonus && rules.chainBonus) {
    const into = new Int32Array(S);
    const each = new Int32Array(net.paths.length);
    for (let u = 0; u < net.paths.length; u++) {
      const b = (each[u] = rules.chainBonus(net.paths[u]!, ctx));
      chainBonusSum += b;
      for (const s of [net.from[2 * u]!, net.to[2 * u]!]) if (s >= 0) into[s] = Math.max(into[s]!, b);
    }
    if (typeof d === 'number') {
      for (let s = 0; s < S; s++) values[s]! += into[s]!;
      // The search takes the chains' part out of a finished route's stops and counts its chains' own instead.
      chainValue = each;
      intoValue = into;
      // What all the network's track adds at most: no route's track adds more (1817: each mine hex counts once).
      const all: number[] = [];
      for (const paths of net.paths) for (const p of paths) all.push(p); // (Array.prototype.flat is far slower)
      trackCap = rules.chainBonus(all, ctx);
      [trackMask, trackUnit] = trackHexes(net, rules.chainBonus, ctx);
    }
  }
  const townCost = rules.townVisitCost ?? 1;
  let mode = MODE_STOPS;
  let limit = S;
  let payLimit = S;
  let rowAccept = new Int32Array(0);
  let rowVisit = new Int32Array(0);
  let kindOrder = Int32Array.of(0, 1, 2);
  if (typeof d === 'number') {
    if (rules.routeDistance) mode = MODE_AT_FINISH;
    else if (t.train.distanceUnit === 'hexes') mode = MODE_HEXES;
    limit = d;
    payLimit = mode === MODE_STOPS ? Math.min(S, d) : S;
    if (mode === MODE_STOPS && townCost === 0) payLimit = S;
  } else {
    mode = MODE_SEGMENTED;
    rowAccept = Int32Array.from(d, (row) => row.nodes.reduce((m, k) => m | (KIND_BIT[k] ?? 0), 0));
    rowVisit = Int32Array.from(d, (row) => row.visit ?? row.pay);
    payLimit = Math.min(
      S,
      d.reduce((n, row) => n + row.pay, 0),
    );
    const accepted = (k: number) => d.filter((_, i) => rowAccept[i]! & (1 << k)).length;
    kindOrder = Int32Array.from([0, 1, 2].sort((a, b) => accepted(a) - accepted(b)));
  }
  const additive = mode !== MODE_SEGMENTED && mode !== MODE_AT_FINISH && !rules.bonus && !rules.stopRevenue && !rules.runExtra;
  // Every visited stop pays its value (the title's bonus aside): bounds can follow the distance.
  const sumValues = mode !== MODE_SEGMENTED && !rules.stopRevenue;
  // The network holds exactly the stops the corporation reaches: a bound over them holds for any of its routes.
  let bonusBound = rules.bonus ? (rules.bonusBound ? rules.bonusBound(ctx, Array.from(net.node)) : Infinity) : 0;
  // Not in the values: in every bound on the bonus (the title's finer bound too, through `chainOut`).
  if (typeof d !== 'number') bonusBound += chainOut.part = chainBonusSum;
  // What a route adds to `runExtra` is in its stops' values only when the title bounds it per stop.
  if (rules.runExtra && !rules.runExtraStop) bonusBound = Infinity;
  let maxVisits = S;
  if (mode === MODE_STOPS && townCost > 0) maxVisits = Math.min(S, limit);
  if (mode === MODE_SEGMENTED)
    maxVisits = Math.min(
      S,
      rowVisit.reduce((n, v) => n + v, 0),
    );
  let chainCost = mode === MODE_AT_FINISH && rules.chainDistance ? Int32Array.from(net.paths, (paths) => rules.chainDistance!(paths, ctx)) : new Int32Array(0);
  // A route uses each chain once at most: where all of them together stay within the distance (18NY D, 99), no route
  // runs out of it as it grows, and the stops in reach are simply those on free track (checked when it is finished).
  if (chainCost.reduce((n, x) => n + x, 0) <= limit) chainCost = new Int32Array(0);
  return {
    values,
    mode,
    limit,
    townCost,
    rowAccept,
    rowVisit,
    kindOrder,
    payLimit,
    additive,
    sumValues,
    bonusBound,
    maxVisits,
    chainCost,
    sameAsPrev: false,
    // A bonus on the track (1817 mines) unless the title says the stops decide it.
    // Nor where the title measures the distance (18NY: hex edges crossed), checked when a route is finished.
    trackFree: (!rules.bonus || !!rules.revenueOfStopsOnly) && mode !== MODE_AT_FINISH,
    chainValue,
    intoValue,
    trackCap,
    trackMask,
    trackUnit,
  };
}

/**
 * The hexes whose track earns (`chainBonus` of the network's paths in the hex), as bits, per undirected chain, with
 * what each adds; none where more than 31 hexes earn (the bounds then take the whole network's part).
 */
function trackHexes(net: Network, chainBonus: (paths: readonly number[], ctx: RouteContext) => number, ctx: RouteContext): [Int32Array, Int32Array] {
  const P = net.graph.maxPaths;
  // The network's paths by hex, hexes in the order first met (arrays by hex index: asked for every first call).
  const inHex: number[][] = [];
  const met: number[] = [];
  for (const paths of net.paths) {
    for (const p of paths) {
      const h = Math.floor(p / P);
      const list = inHex[h];
      if (list) list.push(p);
      else {
        inHex[h] = [p];
        met.push(h);
      }
    }
  }
  const bit = new Int32Array(net.graph.hexCount).fill(-1);
  const unit: number[] = [];
  for (const h of met) {
    const v = chainBonus(inHex[h]!, ctx);
    if (v <= 0) continue;
    if (unit.length === 31) return [new Int32Array(0), new Int32Array(0)];
    bit[h] = unit.length;
    unit.push(v);
  }
  const masks = new Int32Array(net.paths.length);
  net.paths.forEach((paths, u) => {
    for (const p of paths) {
      const b = bit[Math.floor(p / P)]!;
      if (b >= 0) masks[u]! |= 1 << b;
    }
  });
  return [masks, Int32Array.from(unit)];
}

/** How far a train can go, to search the strongest trains first. */
function strength(t: TrainToRun): number {
  const d = t.train.distance;
  if (typeof d === 'number') return d;
  return d.reduce((n, row) => n + row.pay * (row.multiplier ?? 1), 0);
}

const sameType = (a: TrainToRun, b: TrainToRun) =>
  a.train.name === b.train.name &&
  JSON.stringify(a.train.distance) === JSON.stringify(b.train.distance) &&
  (a.train.multiplier ?? 1) === (b.train.multiplier ?? 1) &&
  a.train.distanceUnit === b.train.distanceUnit;

/** Paths of directed chain c in running order. */
function chainPaths(net: Network, c: number): readonly number[] {
  const p = net.paths[c >> 1]!;
  return c & 1 ? [...p].reverse() : p;
}

/** Hexes a chain runs through, each listed once per visit (18xx.games connection). */
function chainHexes(net: Network, c: number): string[] {
  const g = net.graph;
  const out: string[] = [];
  let last = -1;
  for (const p of chainPaths(net, c)) {
    const h = Math.floor(p / g.maxPaths);
    if (h !== last) out.push(g.hexIds[h]!);
    last = h;
  }
  return out;
}

/** Key of train t's current route for scoring: its train type and its stops in running order. */
function routeKey(s: RouteSearch, t: number, type: number): string {
  const S = s.S;
  let key = String(type);
  for (let i = s.lenB[t]! - 1; i >= 0; i--) key += ',' + s.n.to[s.armB[t * S + i]!]!;
  key += ',' + s.tau[t]!;
  for (let i = 0; i < s.lenA[t]!; i++) key += ',' + s.n.to[s.armA[t * S + i]!]!;
  return key;
}

/**
 * The run kept from before (./previous.ts, legal on the graph as it stands) on the search's network: per train in
 * search order, its stops and chains; null where a step's track is not exactly one chain of the network (the search
 * then finds it again).
 */
function keptOnNetwork(net: Network, ordered: readonly TrainToRun[], routes: readonly RouteAction[]): (KeptRoute | null)[] | null {
  const g = net.graph;
  const local = new Map<string, number>();
  net.node.forEach((n, s) => local.set(g.nodeName(n), s));
  const run: (KeptRoute | null)[] = ordered.map(() => null);
  for (const r of routes) {
    const t = ordered.findIndex((x) => x.id === r.train);
    if (t < 0 || !r.nodes || run[t]) return null;
    const stops = r.nodes.map((name) => local.get(name) ?? -1);
    if (stops.includes(-1) || r.connections.length !== stops.length - 1) return null;
    const chains: number[] = [];
    for (let i = 0; i + 1 < stops.length; i++) {
      const want = r.connections[i]!.join();
      let found = -1;
      for (let o = net.outStart[stops[i]!]!; o < net.outStart[stops[i]! + 1]!; o++) {
        const c = net.out[o]!;
        if (net.to[c] !== stops[i + 1] || chainHexes(net, c).join() !== want) continue;
        if (found >= 0) return null; // two pieces of track through the same hexes: which one ran is not known
        found = c;
      }
      if (found < 0) return null;
      chains.push(found);
    }
    run[t] = { stops, chains };
  }
  return run;
}

function resolved(net: Network, id: string, stops: readonly number[], chains: readonly number[]): ResolvedRoute {
  const paths: number[] = [];
  for (const c of chains) for (const p of chainPaths(net, c)) paths.push(p);
  return { train: id, nodes: stops.map((s) => net.node[s]!), paths };
}

/**
 * The best run of `trains` for `corp` on the graph as it stands. Trains that can earn nothing are left out of the
 * result (they stay idle).
 */
export function optimizeRoutes(
  g: TrackGraph,
  corp: string,
  trains: readonly TrainToRun[],
  phaseColor: RevenueColor,
  rules: OptimizerRouteRules = {},
  opts: OptimizeOptions = {},
): Optimized {
  const t0 = performance.now();
  const ordered = [...trains].sort((a, b) => strength(b) - strength(a));
  const kinds = new Set(trains.map((t) => distanceKind(t, rules)));
  if (kinds.size < 2 || !kinds.has('measured')) return optimizeInOrder(g, corp, ordered, phaseColor, rules, opts);
  // Hexes (18NY H trains) and stops (a DE's paying stops) do not compare: such trains run in the order of what each
  // type earns alone, the most first (a strong first train's routes prune the most). 18NY 108746.json #871 ERIE,
  // 12H and 5DE: 9,008 -> 7,350 search nodes. (Stops and paying stops do compare: 1846 loses by this order.)
  const alone = new Map<TrainToRun, number>();
  let nodes = 0;
  // One network for all these searches (each reorders its own list of chains leaving a stop).
  const net = networkOf(g, corp);
  for (const t of ordered) {
    const same = [...alone.keys()].find((u) => sameType(t, u));
    if (same) alone.set(t, alone.get(same)!);
    else {
      const r = optimizeInOrder(g, corp, [t], phaseColor, rules, opts, net);
      nodes += r.stats.nodes;
      alone.set(t, r.revenue);
    }
  }
  ordered.sort((a, b) => alone.get(b)! - alone.get(a)!);
  const best = optimizeInOrder(g, corp, ordered, phaseColor, rules, opts, net);
  return { ...best, ms: performance.now() - t0, stats: { nodes: best.stats.nodes + nodes, foundAt: best.stats.foundAt + nodes } };
}

/** How a train's distance is counted: stops, the title's measure or hexes, or its best paying stops. */
function distanceKind(t: TrainToRun, rules: OptimizerRouteRules): string {
  if (typeof t.train.distance !== 'number') return 'segmented';
  return rules.routeDistance || t.train.distanceUnit === 'hexes' ? 'measured' : 'stops';
}

/** `optimizeRoutes` with the trains searched in the given order (identical trains next to each other). */
function optimizeInOrder(
  g: TrackGraph,
  corp: string,
  ordered: readonly TrainToRun[],
  phaseColor: RevenueColor,
  rules: OptimizerRouteRules,
  opts: OptimizeOptions,
  shared?: Network,
): Optimized {
  const t0 = performance.now();
  const net = shared ? { ...shared, out: shared.out.slice() } : networkOf(g, corp);
  const trains = ordered;
  // What each stop pays each train, title bonuses aside (the search's values may hold per-stop bonuses).
  const plainValues: Int32Array[] = [];
  /** Per train, the part of the bonus on track its stops' values leave out (`chainBonus` of trains paying their best stops). */
  const chainPart = ordered.map(() => ({ part: 0 }));
  const specs: SearchTrain[] = [];
  ordered.forEach((t, i) => {
    // A train of the same type as the one before reads the network as it does (values, bounds, track parts).
    if (i > 0 && sameType(t, ordered[i - 1]!)) {
      plainValues[i] = plainValues[i - 1]!;
      chainPart[i]!.part = chainPart[i - 1]!.part;
      specs.push({ ...specs[i - 1]!, sameAsPrev: true });
      return;
    }
    specs.push(searchTrain(g, net, t, corp, phaseColor, rules, (plainValues[i] = new Int32Array(net.node.length)), chainPart[i]!));
  });

  /**
   * Train t's current route without its track (stops as graph nodes, in running order), in one reused object: the
   * revenue hooks read it and keep nothing.
   */
  const scratch: ResolvedRoute = { train: '', nodes: [], paths: [] };
  /** What the stops of the last `stopsOnly` route pay, bonuses aside. */
  let scratchPaid = 0;
  const stopsOnly = (s: RouteSearch, t: number): ResolvedRoute => {
    const S = s.S;
    const nodes = scratch.nodes;
    const pv = plainValues[t]!;
    nodes.length = 0;
    let paid = 0;
    for (let i = -s.lenB[t]!; i <= s.lenA[t]!; i++) {
      // Arm B reversed, the station, arm A.
      const local = i < 0 ? s.n.to[s.armB[t * S - i - 1]!]! : i === 0 ? s.tau[t]! : s.n.to[s.armA[t * S + i - 1]!]!;
      nodes.push(net.node[local]!);
      paid += pv[local]!;
    }
    scratch.train = ordered[t]!.id;
    scratchPaid = paid;
    return scratch;
  };
  const current = (s: RouteSearch, u: number): ResolvedRoute | null => {
    const r = s.routeOf(u, false);
    return r ? resolved(net, ordered[u]!.id, r.stops, r.chains) : null;
  };
  /** Routes run before train t in the run being searched (ctx.routes of the title hooks). */
  const before = (s: RouteSearch, t: number): ResolvedRoute[] => {
    const out: ResolvedRoute[] = [];
    for (let u = s.first; u < t; u++) {
      const r = current(s, u);
      if (r) out.push(r);
    }
    return out;
  };
  /** What a route would add to `runExtra` if it ran alone (its score counts it; `extraTwice` corrects the run). */
  const extraAlone = (route: ResolvedRoute, pays: readonly number[]): number => (rules.runExtra ? rules.runExtra(g, [route], [pays], corp)[0]! : 0);
  const trainOf = new Map(ordered.map((t) => [t.id, t.train]));
  /** A complete run's `runExtra` less what its routes' scores counted (`extraAlone`): what they count twice, negated. */
  const extraTwice = (routes: readonly ResolvedRoute[]): number => {
    const pays = routes.map((r, i) => payingStops(g, r, ctxFor(g, corp, phaseColor, trainOf.get(r.train)!, routes.slice(0, i)), rules));
    let alone = 0;
    for (let i = 0; i < routes.length; i++) alone += extraAlone(routes[i]!, pays[i]!);
    return sum(rules.runExtra!(g, routes, pays, corp)) - alone;
  };
  // Trains of one type share scores (by the index of the first train of their type).
  const typeOf = ordered.map((t, i) => ordered.findIndex((u, j) => j <= i && sameType(t, u)));
  const ctxs = ordered.map((t) => ctxFor(g, corp, phaseColor, t.train, []));
  // Scores by train type and stops; where the title measures the distance on the track (18NY hex edges), each route
  // is still checked on its own track first (`withinDistance`).
  const memo = rules.revenueOfStopsOnly ? new Map<string, number>() : null;
  /** Train t's current route with its track (stops and paths), in one reused object, for the title's distance. */
  const onTrack: ResolvedRoute = { train: '', nodes: [], paths: [] };
  const withinDistance = (s: RouteSearch, t: number): boolean => {
    const S = s.S;
    const paths = onTrack.paths as number[];
    paths.length = 0;
    const add = (c: number) => {
      const p = net.paths[c >> 1]!;
      if (c & 1) for (let i = p.length - 1; i >= 0; i--) paths.push(p[i]!);
      else for (const x of p) paths.push(x);
    };
    for (let i = s.lenB[t]! - 1; i >= 0; i--) add(s.armB[t * S + i]! ^ 1);
    for (let i = 0; i < s.lenA[t]!; i++) add(s.armA[t * S + i]!);
    onTrack.nodes = stopsOnly(s, t).nodes;
    onTrack.train = ordered[t]!.id;
    return !checkDistance(g, onTrack, ctxs[t]!, rules);
  };
  // Every hook field present from the start (undefined when unused): one object shape for the search's hot code.
  const hooks: SearchHooks = {
    routeOk: undefined,
    runOk: undefined,
    bonusBound: undefined,
    runExact: undefined,
    runBound: undefined,
    exact(s, t) {
      // A train paying every stop it visits earns their values (from the revenue function) and the title's bonus on
      // them: what `revenueOfStops` adds up, without looking for paying stops.
      if (specs[t]!.sumValues && specs[t]!.mode !== MODE_AT_FINISH && memo) {
        const route = stopsOnly(s, t);
        return scratchPaid + (rules.bonus ? rules.bonus(route, route.nodes, ctxs[t]!) : 0) + extraAlone(route, route.nodes);
      }
      if (memo && specs[t]!.mode === MODE_AT_FINISH && !withinDistance(s, t)) return -1;
      let key = '';
      if (memo) {
        key = routeKey(s, t, typeOf[t]!);
        const v = memo.get(key);
        if (v !== undefined) return v;
      }
      // Scored by its stops alone, a route needs neither its track nor the other routes.
      const route = memo ? stopsOnly(s, t) : current(s, t)!;
      const ctx = ctxFor(g, corp, phaseColor, ordered[t]!.train, memo ? [] : before(s, t));
      let v = -1;
      if (memo || specs[t]!.mode !== MODE_AT_FINISH || !checkDistance(g, route, ctx, rules)) {
        const pays = payingStops(g, route, ctx, rules);
        v = revenueOfStops(g, route, pays, ctx, rules) + extraAlone(route, pays);
      }
      if (memo) memo.set(key, v);
      return v;
    },
  };
  if (rules.bonus && rules.bonusBound) {
    const nodes: number[] = [];
    hooks.bonusBound = (t, stops, count, depths, budget) => {
      nodes.length = 0;
      for (let i = 0; i < count; i++) nodes.push(net.node[stops[i]!]!);
      return rules.bonusBound!(ctxs[t]!, nodes, depths, budget) + chainPart[t]!.part;
    };
  }
  if (rules.runBonus || rules.runExtra) {
    hooks.runExact = (s) => {
      const routes = before(s, s.T);
      return (rules.runBonus ? sum(rules.runBonus(routes, corp)) : 0) + (rules.runExtra ? extraTwice(routes) : 0);
    };
    // What `extraTwice` takes off is never positive: it adds nothing to a bound.
    hooks.runBound = !rules.runBonus ? () => 0 : rules.runBonusBound ? (m) => rules.runBonusBound!(m) : () => Infinity;
  }
  if (rules.extraValidation) {
    hooks.routeOk = (s, t) => rules.extraValidation!(current(s, t)!, ctxFor(g, corp, phaseColor, ordered[t]!.train, before(s, t))) === null;
  }
  // A required route makes the whole-run check true by construction (below): only the final validation asks it.
  if (rules.extraSetValidation && !rules.requiredRoute) {
    hooks.runOk = (s) => rules.extraSetValidation!(before(s, s.T), corp) === null;
  }

  // Route pools need a route's revenue to depend on its own stops only (not on the run's other routes).
  const independent = !rules.extraValidation && ((memo !== null && !rules.routeDistance) || specs.every((s) => s.additive));
  const poolLimit = independent ? (opts.poolLimit ?? POOL_LIMIT) : 0;
  const deadline = t0 + (opts.timeLimitMs ?? Infinity);
  let search: RouteSearch;
  let nodes = 0;
  let aborted = false;
  const lookup = new Map(trains.map((t) => [t.id, t.train]));
  const key = runKey(
    corp,
    ordered.map((t) => t.id),
  );
  if (!rules.requiredRoute) {
    // The run chosen last time on this graph, if it is still legal: the search starts from what it earns.
    const floor = (opts.reuse ?? true) ? keptRunRevenue(g, corp, key, (id) => lookup.get(id), phaseColor, rules) : -1;
    search = new RouteSearch(net, specs, hooks, opts.bundles ?? true, opts.pathBounds ?? true, opts.lastRoutes ?? true);
    search.run(Math.max(0, deadline - performance.now()), poolLimit, floor, floor >= 0 ? keptOnNetwork(net, ordered, keptRun(g, key)!) : null);
    if (search.best < floor) {
      // Out of time before reaching it (the best run held is not one found): the search on its own, what time is left.
      const spent = search.nodes;
      search = new RouteSearch(net, specs, hooks, opts.bundles ?? true, opts.pathBounds ?? true, opts.lastRoutes ?? true);
      search.run(Math.max(0, deadline - performance.now()), poolLimit);
      search.nodes += spent;
      search.foundAt += spent;
    }
  } else {
    // One route must meet the requirement (1870 connection run): each type of train in turn is the one that runs
    // it, its routes limited to those that do, the others free; the best of these runs. Filtering routes as they
    // are found keeps the bounds and the route pools (rejecting whole runs at the end would leave them blind).
    // The held train must run: every route of it earns MUST_RUN more, in its scores and in every bound of it, so a
    // run leaving it idle can never beat one where it runs (such a run alone means it has no connecting route).
    let best: RouteSearch | null = null;
    for (let u = 0; u < ordered.length; u++) {
      if (typeOf[u] !== u) continue;
      // The train after it of the same type no longer earns at most what it earns (it is not held to the route).
      const variant = specs.map((sp, i) =>
        i === u ? { ...sp, additive: false, bonusBound: sp.bonusBound + MUST_RUN } : i === u + 1 && sp.sameAsPrev ? { ...sp, sameAsPrev: false } : sp,
      );
      const { routeOk: free, exact, bonusBound } = hooks;
      const s = new RouteSearch(
        net,
        variant,
        {
          ...hooks,
          routeOk: (x, t) => (t !== u || rules.requiredRoute!(stopsOnly(x, t))) && (!free || free(x, t)),
          exact: (x, t, cur) => {
            const v = exact!(x, t, cur);
            return t === u && v >= 0 ? v + MUST_RUN : v;
          },
          bonusBound: (t, stops, count, depths, budget) =>
            bonusBound ? bonusBound(t, stops, count, depths, budget) + (t === u ? MUST_RUN : 0) : variant[t]!.bonusBound,
        },
        opts.bundles ?? true,
        opts.pathBounds ?? true,
        opts.lastRoutes ?? true,
      );
      s.run(Math.max(0, deadline - performance.now()), poolLimit);
      nodes += s.nodes;
      aborted ||= s.aborted;
      // Below MUST_RUN the held train stayed idle: no train of its type can make the run.
      s.best -= MUST_RUN;
      if (s.best >= 0 && (!best || s.best > best.best)) best = s;
    }
    if (!best) throw new Error(`route optimiser: no train of ${corp} can run the required route`);
    search = best;
  }
  nodes = Math.max(nodes, search.nodes);

  // The chosen run, in search order, as 18xx.games routes; then scored by the route validator itself.
  const actions: RouteAction[] = [];
  const picked: { train: TrainToRun; route: ResolvedRoute }[] = [];
  for (let t = 0; t < ordered.length; t++) {
    const r = search.routeOf(t, true);
    if (!r) continue;
    const route = resolved(net, ordered[t]!.id, r.stops, r.chains);
    picked.push({ train: ordered[t]!, route });
    actions.push({
      train: ordered[t]!.id,
      connections: r.chains.map((c) => chainHexes(net, c)),
      hexes: route.nodes.map((n) => g.hexIds[g.nodeHex(n)]!),
      nodes: route.nodes.map((n) => g.nodeName(n)),
    });
  }
  const v = validateRoutes(g, corp, actions, (id) => lookup.get(id), phaseColor, rules);
  if (!v.ok) throw new Error(`route optimiser: the best run of ${corp} fails validation: ${v.error}`);
  const extra = v.extra ?? 0;
  if (v.total + extra !== Math.max(0, search.best)) {
    throw new Error(`route optimiser: ${corp} searched ${search.best} but the validator scores the run ${v.total} + ${extra}`);
  }
  keepRun(g, key, actions);
  const routes: OptimizedRoute[] = picked.map(({ train, route }, i) => {
    const ctx = ctxFor(
      g,
      corp,
      phaseColor,
      train.train,
      picked.slice(0, i).map((p) => p.route),
    );
    return {
      train: train.id,
      hexes: actions[i]!.hexes!,
      stops: payingStops(g, route, ctx, rules).map((n) => g.nodeName(n)),
      revenue: v.revenues[i]!,
      connections: actions[i]!.connections,
      nodes: actions[i]!.nodes!,
    };
  });
  return {
    revenue: v.total + extra,
    extra,
    routes,
    optimal: !search.aborted && !aborted,
    ms: performance.now() - t0,
    stats: { nodes, foundAt: search.foundAt },
  };
}
