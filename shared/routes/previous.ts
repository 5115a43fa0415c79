/**
 * The run the optimiser last chose for a corporation's trains on a track graph, kept with the graph (the app asks
 * again on an unchanged position, and after small changes). A later call checks it with the route validator on the
 * graph as it stands: a run the validator accepts is a legal run, so what it earns is a floor the search may start
 * from (it then only has to find a run reaching it and prove that none earns more). Nothing is trusted without that
 * check: the board, the phase or the title's rules may have changed since.
 */
import { validateRoutes } from '../graph/routes';
import type { TrackGraph } from '../graph/trackGraph';
import type { RouteAction, RouteRules, RouteTrain } from '../graph/types';
import type { RevenueColor } from '../title/types';

/** Per graph: the last run chosen for each corporation and set of trains (`runKey`). */
const kept = new WeakMap<TrackGraph, Map<string, readonly RouteAction[]>>();

/** The key of a corporation's set of trains (physical ids, in search order). */
export function runKey(corp: string, trainIds: readonly string[]): string {
  return `${corp}\u0000${trainIds.join('\u0000')}`;
}

/** Keeps the run chosen (as `run_routes` routes) for the next call on this graph. */
export function keepRun(g: TrackGraph, key: string, routes: readonly RouteAction[]): void {
  let m = kept.get(g);
  if (!m) kept.set(g, (m = new Map()));
  m.set(key, routes);
}

/** The run kept under `key` (unchecked: `keptRunRevenue` says whether it is still legal). */
export function keptRun(g: TrackGraph, key: string): readonly RouteAction[] | null {
  return kept.get(g)?.get(key) ?? null;
}

/**
 * What the run kept under `key` earns on the graph now (its routes and the title's `extra`), if the route validator
 * accepts it with these trains and rules; otherwise -1.
 */
export function keptRunRevenue(
  g: TrackGraph,
  corp: string,
  key: string,
  trains: (id: string) => RouteTrain | undefined,
  phaseColor: RevenueColor,
  rules: RouteRules,
): number {
  const routes = kept.get(g)?.get(key);
  if (!routes?.length) return -1;
  const v = validateRoutes(g, corp, routes, trains, phaseColor, rules);
  return v.ok ? v.total + (v.extra ?? 0) : -1;
}
