/**
 * Route distance and revenue: the one revenue function shared by route validation and the route optimiser.
 *
 * Standard rules (1830 §6.5): a train of distance n visits at most n stops (cities, towns, off-boards) and pays the
 * sum of their values; off-boards pay the value of the current phase colour. Trains with segmented distances
 * (1846 "4/6": visit up to 6 cities/off-boards, pay the best 4; 18NY 4DE: visit any, pay the best 4, doubled) count
 * stops per node type and pay the best allowed subset that includes a station of the corporation.
 */
import type { Revenue, RevenueColor, TrainDistance } from '../title/types';
import { CITY, type StopKind } from './shape';
import type { TrackGraph } from './trackGraph';
import type { ResolvedRoute, RouteContext, RouteRules } from './types';

const PHASE_ORDER: readonly RevenueColor[] = ['yellow', 'green', 'brown', 'gray', 'blue'];
type KindName = 'city' | 'town' | 'offboard' | 'junction';
const KIND_NAME: Record<StopKind, KindName> = ['city', 'town', 'offboard', 'junction'];

/**
 * A printed revenue in a phase: a number, or the value of the latest colour printed at or before the phase's colour
 * (1830 off-boards print yellow and brown: green uses yellow, gray uses brown).
 */
export function revenueInPhase(rev: Revenue, phase: RevenueColor): number {
  if (typeof rev === 'number') return rev;
  for (let i = PHASE_ORDER.indexOf(phase); i >= 0; i--) {
    const v = rev[PHASE_ORDER[i]!];
    if (v !== undefined) return v;
  }
  for (const c of PHASE_ORDER) if (rev[c] !== undefined) return rev[c]!;
  return 0;
}

export function stopKindName(g: TrackGraph, node: number): KindName {
  return KIND_NAME[g.shapeAt(g.nodeHex(node)).stopKind[g.nodeStop(node)]!];
}

/** Printed value of a stop in the current phase. */
export function stopBaseRevenue(g: TrackGraph, node: number, phase: RevenueColor): number {
  const stop = g.shapeAt(g.nodeHex(node)).stops[g.nodeStop(node)];
  return stop ? revenueInPhase(stop.revenue, phase) : 0;
}

/** Is the stop a city holding a token of the corporation? */
export function tokenedBy(g: TrackGraph, node: number, corp: string): boolean {
  const h = g.nodeHex(node);
  const s = g.nodeStop(node);
  return g.shapeAt(h).stopKind[s] === CITY && g.tokensAt(h, s).includes(corp);
}

/** THE revenue function: what the given paying stops of a route earn, bonuses included. */
export function revenueOfStops(g: TrackGraph, route: ResolvedRoute, stops: readonly number[], ctx: RouteContext, rules: RouteRules = {}): number {
  const mult = ctx.train.multiplier ?? segmentMultiplier(ctx.train.distance);
  let sum = 0;
  for (const node of stops) {
    const base = stopBaseRevenue(g, node, ctx.phaseColor);
    sum += (rules.stopRevenue ? rules.stopRevenue(node, base, ctx) : base) * mult;
  }
  return sum + (rules.bonus ? rules.bonus(route, stops, ctx) : 0);
}

function segmentMultiplier(d: TrainDistance): number {
  if (typeof d === 'number') return 1;
  let m = 1;
  for (const row of d) m = Math.max(m, row.multiplier ?? 1);
  return m;
}

/** Indices of the distance rows that accept a stop kind. */
function rowsAccepting(d: Exclude<TrainDistance, number>, kind: KindName): number[] {
  const out: number[] = [];
  for (let i = 0; i < d.length; i++) if (d[i]!.nodes.includes(kind as never)) out.push(i);
  return out;
}

function visitCost(g: TrackGraph, node: number, rules: RouteRules): number {
  const kind = stopKindName(g, node);
  if (kind === 'junction') return 0;
  return kind === 'town' ? (rules.townVisitCost ?? 1) : 1;
}

/**
 * Hexes travelled, for trains counting hexes (18NY §5: "up to n hexes from a station, counting everything along the
 * way"; off-board values count when no more than n-1 hexes lie between: off-board hexes are not counted).
 */
export function hexesTravelled(g: TrackGraph, route: ResolvedRoute): number {
  const seen = new Set<number>();
  for (const p of route.paths) {
    const h = Math.floor(p / g.maxPaths);
    if (g.mapHexes[h]!.color !== 'red') seen.add(h);
  }
  return Math.max(0, seen.size - 1);
}

/** How much of a numeric distance the route uses: the title's measure, hexes, or stops. */
export function distanceUsed(g: TrackGraph, route: ResolvedRoute, ctx: RouteContext, rules: RouteRules = {}): number {
  if (rules.routeDistance) return rules.routeDistance(route, ctx);
  if (ctx.train.distanceUnit === 'hexes') return hexesTravelled(g, route);
  let n = 0;
  for (const node of route.nodes) n += visitCost(g, node, rules);
  return n;
}

/** Is the route within the train's reach? An error message, or null. */
export function checkDistance(g: TrackGraph, route: ResolvedRoute, ctx: RouteContext, rules: RouteRules = {}): string | null {
  const d = ctx.train.distance;
  if (typeof d === 'number') {
    const used = distanceUsed(g, route, ctx, rules);
    const unit = ctx.train.distanceUnit === 'hexes' && !rules.routeDistance ? 'hexes' : 'stops';
    return used > d ? `${used} is too many ${unit} for a ${ctx.train.name} train` : null;
  }
  // Each node type draws on the rows that accept it, most specific types first.
  const left = d.map((row) => row.visit ?? row.pay);
  // Kinds in order of first visit, with their counts and the rows that accept them.
  const kinds: { kind: KindName; num: number; rows: number[] }[] = [];
  for (const node of route.nodes) {
    const kind = stopKindName(g, node);
    let k = kinds.find((x) => x.kind === kind);
    if (!k) kinds.push((k = { kind, num: 0, rows: rowsAccepting(d, kind) }));
    k.num += visitCost(g, node, rules);
  }
  kinds.sort((a, b) => a.rows.length - b.rows.length);
  for (const { kind, num: visits, rows } of kinds) {
    let num = visits;
    for (const i of rows) {
      const take = Math.min(num, left[i]!);
      left[i]! -= take;
      num -= take;
      if (num === 0) break;
    }
    if (num > 0) return `the route visits too many ${kind} stops for a ${ctx.train.name} train`;
  }
  return null;
}

/**
 * The stops that pay: all of them for a numeric distance; the best fitting subset for a segmented one. Subsets are
 * tried largest first, each size in lexicographic order; the first strictly best subset of the first size that pays
 * wins (as 18xx.games: a set of fewer stops is never assumed better).
 */
export function payingStops(g: TrackGraph, route: ResolvedRoute, ctx: RouteContext, rules: RouteRules = {}): number[] {
  const visits = route.nodes.filter((n) => stopKindName(g, n) !== 'junction' && (!rules.mayPay || rules.mayPay(n, ctx)));
  const d = ctx.train.distance;
  if (typeof d === 'number') return visits;
  const rows = [...d].sort((a, b) => a.nodes.length - b.nodes.length);
  const maxStops = Math.min(
    rows.reduce((n, r) => n + r.pay, 0),
    visits.length,
  );
  const kinds = visits.map((n) => stopKindName(g, n));
  const tokened = visits.map((n) => tokenedBy(g, n, ctx.corporation));
  const used = rows.map(() => 0);
  // Does the subset (indices into visits) fit the rows, each stop taking the first row that accepts its kind?
  const fits = (pick: readonly number[]): boolean => {
    used.fill(0);
    for (const v of pick) {
      const kind = kinds[v]!;
      const i = rows.findIndex((r, j) => r.nodes.includes(kind as never) && used[j]! < r.pay);
      if (i < 0) return false;
      used[i]!++;
    }
    return true;
  };
  for (let k = maxStops; k >= 1; k--) {
    let best: number[] | null = null;
    let bestRevenue = 0;
    const pick = Array.from({ length: k }, (_, i) => i);
    const stops = new Array<number>(k);
    for (;;) {
      if (pick.some((v) => tokened[v]) && fits(pick)) {
        for (let i = 0; i < k; i++) stops[i] = visits[pick[i]!]!;
        const rev = revenueOfStops(g, route, stops, ctx, rules);
        if (rev > bestRevenue) {
          bestRevenue = rev;
          best = stops.slice();
        }
      }
      if (!nextCombination(pick, visits.length)) break;
    }
    if (best) return best;
  }
  return [];
}

/** Advances `pick` (k increasing indices below n) to the next subset in lexicographic order; false after the last. */
function nextCombination(pick: number[], n: number): boolean {
  const k = pick.length;
  let i = k - 1;
  while (i >= 0 && pick[i] === n - k + i) i--;
  if (i < 0) return false;
  pick[i]!++;
  for (let j = i + 1; j < k; j++) pick[j] = pick[j - 1]! + 1;
  return true;
}

/** Revenue of a route: its paying stops run through the one revenue function. */
export function routeRevenue(g: TrackGraph, route: ResolvedRoute, ctx: RouteContext, rules: RouteRules = {}): number {
  return revenueOfStops(g, route, payingStops(g, route, ctx, rules), ctx, rules);
}
