import type { Action, RouteJson } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corpKey, type CorporationState } from '../../engine/state';
import type { ResolvedRoute, RouteContext, RouteRules } from '../../graph/types';

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

/** The East-West bonus of a route's paying stops' hexes. */
export function eastWestBonus(c: Ctx, hexes: string[]): number {
  const east = hexes.find((h) => labelOf(c, h) === 'E' || EAST_PARTS.includes(h));
  const west = hexes.find((h) => labelOf(c, h) === 'W');
  if (!east || !west) return 0;
  return iconValue(iconsOf(c, east)) + iconValue(iconsOf(c, west));
}

export function markerBonus(c: Ctx, corpSym: string, hexes: string[]): number {
  let n = 0;
  for (const [company, a] of Object.entries(assignmentsOf(c))) {
    const b = MARKER_BONUS[company];
    if (!b || a.corporation !== corpSym || !a.hex || !hexes.includes(a.hex)) continue;
    n += b.amount * (b.perIcon ? iconsOf(c, a.hex).filter((i) => i === b.perIcon).length : 1);
  }
  return n;
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

export function routeRules1846(c: Ctx, k: CorporationState): RouteRules {
  return {
    bonus(route: ResolvedRoute, stops: readonly number[], ctx: RouteContext): number {
      const g = ctx.graph;
      const hexes = stops.map((n) => g.hexIds[g.nodeHex(n)]!);
      let n = eastWestBonus(c, hexes) + markerBonus(c, k.sym, hexes);
      if (ownsMail(c, k) && route.train === c.cache.mailRoute) n += route.nodes.length * 10;
      return n;
    },
  };
}
