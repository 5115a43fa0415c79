import type { Action, RouteJson } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corpKey, type CorporationState } from '../../engine/state';
import type { ResolvedRoute, RouteContext, RouteRules } from '../../graph/types';
import type { MapHex } from '../../title/types';

/**
 * Route bonuses (§6.6): East-West routes earn the bonuses printed below both off-boards' values; the Mail Contract
 * adds $10 per stop to the owner's longest route; the Meat Packing ($30), Steamboat ($20 per port symbol) and
 * Boomtown ($20) markers add to routes of the marked corporation that stop at the marked hex.
 */

/** Marker assignments: company -> { hex, corporation }. */
export type Assignments = Record<string, { hex?: string; corporation?: string }>;

export const assignmentsOf = (c: Ctx): Assignments => ((c.s.extra.assignments ??= {}) as Assignments);

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
 * The route that earns the Mail Contract bonus: the one visiting most stops (ties: the higher train id, as
 * 18xx.games settles it). Noted from the action before its routes are scored one by one.
 */
export function noteMailRoute(c: Ctx, a: Action): void {
  if (a.type !== 'run_routes') return;
  const stops = (r: RouteJson) => (r.nodes?.length ? r.nodes.length : (r.connections?.length ?? 0) + 1);
  const best = [...a.routes].sort((x, y) => stops(y) - stops(x) || (y.train > x.train ? 1 : y.train < x.train ? -1 : 0))[0];
  c.cache.mailRoute = best?.train;
}

/**
 * The bonus is asked for every subset of stops a segmented train might pay for, so what does not depend on the
 * subset (markers, the Mail Contract) is looked up once per run, and the subset's hexes are only read.
 */
export function routeRules1846(c: Ctx, k: CorporationState): RouteRules & { bonusBound(ctx: RouteContext): number } {
  const markers: { hex: string; amount: number }[] = [];
  for (const [company, a] of Object.entries(assignmentsOf(c))) {
    const b = MARKER_BONUS[company];
    if (!b || a.corporation !== k.sym || !a.hex) continue;
    markers.push({ hex: a.hex, amount: b.amount * (b.perIcon ? iconsOf(c, a.hex).filter((i) => i === b.perIcon).length : 1) });
  }
  const mail = ownsMail(c, k);
  return {
    // An upper bound on one route's bonus, so the route optimiser can prune (shared/routes/optimize.ts): the best
    // East-West pair, every marker, and the Mail Contract's $10 for each stop the train may visit.
    bonusBound(ctx: RouteContext): number {
      const value = (hexes: MapHex[]) => Math.max(0, ...hexes.map((h) => iconValue(h.icons ?? [])));
      const hexes = c.title.map.hexes;
      const eastWest = value(hexes.filter((h) => isEast(c, h.id))) + value(hexes.filter((h) => labelOf(c, h.id) === 'W'));
      const d = ctx.train.distance;
      const visits = typeof d === 'number' ? d : d.reduce((n, row) => n + row.visit, 0);
      return eastWest + markers.reduce((n, m) => n + m.amount, 0) + (mail ? 10 * visits : 0);
    },
    bonus(route: ResolvedRoute, stops: readonly number[], ctx: RouteContext): number {
      const g = ctx.graph;
      const hexOf = (node: number) => g.hexIds[g.nodeHex(node)]!;
      let east: string | undefined;
      let west: string | undefined;
      for (const node of stops) {
        const hex = hexOf(node);
        if (east === undefined && isEast(c, hex)) east = hex;
        if (west === undefined && labelOf(c, hex) === 'W') west = hex;
      }
      let n = east && west ? iconValue(iconsOf(c, east)) + iconValue(iconsOf(c, west)) : 0;
      for (const m of markers) if (stops.some((node) => hexOf(node) === m.hex)) n += m.amount;
      if (mail && route.train === c.cache.mailRoute) n += route.nodes.length * 10;
      return n;
    },
  };
}
