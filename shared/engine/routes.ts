import type { RouteJson } from './actions';
import type { Ctx } from './context';
import { check } from './result';
import type { CorporationState } from './state';

/**
 * Route revenue. Validation of submitted routes and the optimiser share one revenue function in shared/graph.
 * Until that lands the recorded revenue is used (flagged by `trustedRevenue`).
 */
export function scoreRoutes(c: Ctx, k: CorporationState, routes: RouteJson[]): { revenues: number[]; total: number } {
  const revenues = routes.map((r) => r.revenue ?? 0);
  check(revenues.every((x) => x >= 0), 'negative revenue');
  return { revenues, total: revenues.reduce((a, b) => a + b, 0) };
}
