import type { Ctx } from '../../engine/context';
import { corpKey, type CorporationState } from '../../engine/state';
import type { ResolvedRoute, RouteContext, RouteRules } from '../../graph/types';
import { state1846, type State1846 } from './state';

/**
 * Route bonuses (§6.6): East-West routes earn the bonuses printed below both off-boards' values; the Mail Contract
 * adds $10 per stop to the owner's longest route; the Meat Packing ($30), Steamboat ($20 per port symbol) and
 * Boomtown ($20) markers add to routes of the marked corporation that stop at the marked hex.
 */

/** Marker assignments: company -> { hex, corporation }. */
export type Assignments = State1846['assignments'];

export const assignmentsOf = (c: Ctx): Assignments => state1846(c).assignments;

const MARKER_BONUS: Record<string, { amount: number; perIcon?: string }> = {
  BT: { amount: 20 },
  MPC: { amount: 30 },
  SC: { amount: 20, perIcon: 'port' },
};

function iconsOf(c: Ctx, hex: string): string[] {
  return c.t.hex.get(hex)?.icons ?? [];
}

function labelOf(c: Ctx, hex: string): string | undefined {
  return c.t.hex.get(hex)?.tile?.label;
}

const iconValue = (icons: string[]) => icons.reduce((n, i) => n + (Number(i.split('/')[1]) || 0), 0);

/** Off-board hexes drawn as part of an East area without their own label (C21 with D22, F22 with G21). */
const EAST_PARTS = ['C21', 'F22'];

const isEast = (c: Ctx, hex: string) => labelOf(c, hex) === 'E' || EAST_PARTS.includes(hex);

/** The East-West bonus of a route's paying stops' hexes. */
export function eastWestBonus(c: Ctx, hexes: string[]): number {
  const east = hexes.find((h) => isEast(c, h));
  const west = hexes.find((h) => labelOf(c, h) === 'W');
  if (!east || !west) return 0;
  return iconValue(iconsOf(c, east)) + iconValue(iconsOf(c, west));
}

function ownsMail(c: Ctx, k: CorporationState): boolean {
  const co = c.s.companies.MAIL;
  return !!co && !co.closed && co.owner === corpKey(k.sym);
}

/**
 * The Mail Contract's share of a run (§6.6): $10 per stop visited by the route that visits most stops; of equals, the
 * train with the higher id earns it (as 18xx.games settles ties). One amount per route, in order.
 */
export function mailBonus(routes: readonly ResolvedRoute[]): number[] {
  const out = routes.map(() => 0);
  let best = -1;
  for (let i = 0; i < routes.length; i++) {
    const r = routes[i]!;
    const b = best < 0 ? null : routes[best]!;
    if (!b || r.nodes.length > b.nodes.length || (r.nodes.length === b.nodes.length && r.train > b.train)) best = i;
  }
  if (best >= 0) out[best] = routes[best]!.nodes.length * 10;
  return out;
}

/** What the route optimiser reads beside the route rules (shared/routes/optimize.ts `OptimizerRouteRules`). */
export interface RouteRules1846 extends RouteRules {
  bonusBound(ctx: RouteContext, stops: readonly number[], depths?: ArrayLike<number>, budget?: number): number;
  stopBonus(ctx: RouteContext, node: number): number;
  runBonusBound?(maxStops: ArrayLike<number>): number;
  revenueOfStopsOnly: true;
}

/**
 * The bonus is asked for every subset of stops a segmented train might pay for, so what does not depend on the
 * subset (markers) is looked up once per run, and the subset's hexes are only read.
 */
export function routeRules1846(c: Ctx, k: CorporationState): RouteRules1846 {
  const markers: { hex: string; amount: number }[] = [];
  for (const [company, a] of Object.entries(assignmentsOf(c))) {
    const b = MARKER_BONUS[company];
    if (!b || a.corporation !== k.sym || !a.hex) continue;
    markers.push({ hex: a.hex, amount: b.amount * (b.perIcon ? iconsOf(c, a.hex).filter((i) => i === b.perIcon).length : 1) });
  }
  // What each hex adds to a route that pays there: its East and West bonus values (-1: not East / not West), its
  // markers. Looked up once per hex.
  type Info = { hex: string; east: number; west: number; marker: number };
  const hexInfo = new Map<string, Info>();
  const infoOf = (hex: string): Info => {
    let i = hexInfo.get(hex);
    if (!i) {
      const v = iconValue(iconsOf(c, hex));
      const marker = markers.reduce((n, m) => n + (m.hex === hex ? m.amount : 0), 0);
      i = { hex, east: isEast(c, hex) ? v : -1, west: labelOf(c, hex) === 'W' ? v : -1, marker };
      hexInfo.set(hex, i);
    }
    return i;
  };
  // By graph node (the optimiser asks for bounds at every step of its search).
  const nodeInfo: Info[] = [];
  const infoOfNode = (g: RouteContext['graph'], node: number): Info => (nodeInfo[node] ??= infoOf(g.hexIds[g.nodeHex(node)]!));
  // Scratch of `bonusBound`: the East and West stops in reach and their depths.
  const endInfo: Info[] = [];
  const endDepth: number[] = [];
  const rules: RouteRules1846 = {
    revenueOfStopsOnly: true,
    /**
     * An upper bound on the bonus of a route paying only stops among `stops`, markers left out (`stopBonus`; the
     * route optimiser prunes with both, shared/routes/optimize.ts): the best East and West pair among them. With a
     * route's own stops it is its East-West bonus; with every stop a corporation reaches, a bound for any of its
     * routes (0 when it reaches no East or no West). With `depths` and
     * `budget`, only stops the route can still reach count, and an East and a West only together within the budget:
     * both are off-boards, so each ends the route at its own end (§6.6) and the stops to reach them add up. The
     * Mail Contract is a bonus of the run (`runBonus`).
     */
    bonusBound(ctx: RouteContext, stops: readonly number[], depths?: ArrayLike<number>, budget = Infinity): number {
      const g = ctx.graph;
      let ends = 0;
      for (let k = 0; k < stops.length; k++) {
        const d = depths ? depths[k]! : 0;
        if (d > budget) continue;
        const i = infoOfNode(g, stops[k]!);
        if (i.east >= 0 || i.west >= 0) {
          endInfo[ends] = i;
          endDepth[ends++] = d;
        }
      }
      let eastWest = 0;
      for (let a = 0; a < ends; a++) {
        const e = endInfo[a]!;
        if (e.east < 0) continue;
        for (let b = 0; b < ends; b++) {
          const w = endInfo[b]!;
          if (b === a || w.west < 0 || endDepth[a]! + endDepth[b]! > budget) continue;
          eastWest = Math.max(eastWest, e.east + w.west);
        }
      }
      return eastWest;
    },
    /** The markers: what a route earns for stopping at a marked hex (once per route: a bound). */
    stopBonus(ctx: RouteContext, node: number): number {
      return infoOfNode(ctx.graph, node).marker;
    },
    bonus(_route: ResolvedRoute, stops: readonly number[], ctx: RouteContext): number {
      const g = ctx.graph;
      let east = -1;
      let west = -1;
      let n = 0;
      for (const node of stops) {
        const i = infoOfNode(g, node);
        if (east < 0) east = i.east;
        if (west < 0) west = i.west;
      }
      if (east >= 0 && west >= 0) n += east + west;
      for (const m of markers) if (stops.some((node) => g.hexIds[g.nodeHex(node)] === m.hex)) n += m.amount;
      return n;
    },
  };
  if (ownsMail(c, k)) {
    rules.runBonus = (routes) => mailBonus(routes);
    // The run's longest route visits at most as many stops as the longest any of its routes may visit.
    rules.runBonusBound = (maxStops) => {
      let most = 0;
      for (let i = 0; i < maxStops.length; i++) most = Math.max(most, maxStops[i]!);
      return 10 * most;
    };
  }
  return rules;
}
