import type { RouteJson } from './actions';
import type { Ctx } from './context';
import { graph } from './board';
import { check } from './result';
import type { CorporationState } from './state';
import { phaseDef } from './trains';
import { validateRoutes } from '../graph/routes';
import type { RouteTrain } from '../graph/types';
import type { RevenueColor } from '../title/types';

/**
 * Route revenue (1830 §6.4). Submitted routes are validated on the track graph and their revenue computed by the one
 * revenue function the optimiser also uses; a recorded revenue that differs is an error, not a value to trust.
 */

/** The colour that prices off-boards: the newest tile colour of the phase. */
export function phaseColor(c: Ctx): RevenueColor {
  const tiles = phaseDef(c).tiles;
  return phaseDef(c).revenueColor ?? tiles[tiles.length - 1];
}

export function routeTrain(c: Ctx, id: string): RouteTrain | undefined {
  const t = c.s.trains[id];
  if (!t) return undefined;
  const def = c.t.train.get(t.name)!;
  const variant = t.variant !== t.name ? def.variants?.find((v) => v.name === t.variant) : undefined;
  return { name: t.variant, distance: variant?.distance ?? def.distance, ...(def.distanceUnit ? { distanceUnit: def.distanceUnit } : {}) } as RouteTrain;
}

/**
 * The routes checked and scored by the title's route rules: each route's revenue, their total, and (where the title
 * counts revenue of the whole run, `runExtra`) each route's paying stops.
 */
export function scoreRoutes(c: Ctx, k: CorporationState, routes: RouteJson[]): { revenues: number[]; total: number; paying: readonly (readonly number[])[] } {
  const v = validateRoutes(
    graph(c),
    k.sym,
    routes.map((r) => ({ train: r.train, connections: r.connections ?? [], hexes: r.hexes, nodes: r.nodes, revenue: r.revenue })),
    (id) => (k.trains.includes(id) ? routeTrain(c, id) : undefined),
    phaseColor(c),
    c.rules.routeRules?.(c, k) ?? {},
  );
  check(v.ok, () => (v.ok ? '' : `illegal route: ${v.error}`));
  routes.forEach((r, i) => {
    if (r.revenue !== undefined)
      check(r.revenue === v.revenues[i], () => `route of train ${r.train}: recorded revenue ${r.revenue} but the route earns ${v.revenues[i]}`);
  });
  return { revenues: v.revenues, total: v.revenues.reduce((a, b) => a + b, 0), paying: v.paying ?? [] };
}
