import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { graph } from '../../board';
import { log } from '../../entities';
import { check, checkRecorded } from '../../result';
import { scoreRoutes } from '../../routes';
import type { CorporationState } from '../../state';
import { byCorp, orTurn } from './common';
import type { OrStep } from './steps';

/** Running trains (1830 §6.4): each train runs one route; the engine computes the revenue. */

export function runnableTrains(c: Ctx, k: CorporationState): string[] {
  return k.trains.filter((id) => !c.s.trains[id].rusted && c.rules.trainCanRun?.(c, k, id) !== false);
}

/**
 * Has the corporation a network with somewhere to run to: a stop its stations reach other than their own cities?
 * Two stations alone count only when track joins them; a station placed apart from the rest (1830 D&H on F16) gives
 * no route by itself (18xx.games then skips the run, and the dividend: the price falls). A junction is no stop: track
 * that reaches only a junction (1817 tile 83 beside a lone station) gives no route either.
 */
export function hasRoute(c: Ctx, k: CorporationState): boolean {
  return graph(c).reachesBeyondStations(k.sym);
}

/** Has the corporation a train and a network with somewhere to run to? */
export function canRun(c: Ctx, k: CorporationState): boolean {
  return runnableTrains(c, k).length > 0 && hasRoute(c, k);
}

export const routeStep: OrStep = {
  name: 'route',
  skipped: 'run routes',
  active: (c, k) => canRun(c, k),
  accepts: (c, k, a) => byCorp(k, a) && a.type === 'run_routes',
  offers: () => ['run_routes'],
  legal: (_game, c, k) => [{ type: 'run_routes', entity: k.sym, trains: runnableTrains(c, k) }],
  process(c, a) {
    runRoutes(c, a as ActionOf<'run_routes'>);
  },
};

/**
 * The turn's run (the route step's action): its routes checked and scored, the revenue set. Returns each route's
 * paying stops where the title counts revenue of the whole run (18NY's connection bonuses are taken from them).
 */
export function runRoutes(c: Ctx, action: ActionOf<'run_routes'>): readonly (readonly number[])[] {
  const k = c.s.corporations[action.entity as string];
  const trains = runnableTrains(c, k);
  for (const r of action.routes) check(trains.includes(r.train), `${k.sym} cannot run train ${r.train}`);
  check(new Set(action.routes.map((r) => r.train)).size === action.routes.length, 'a train may run only one route');
  const scored = scoreRoutes(c, k, action.routes);
  // Revenue is the routes' alone: no title here has extra revenue or subsidies beside them.
  checkRecorded('extra_revenue', action.extra_revenue, 0);
  checkRecorded('subsidy', action.subsidy, 0);
  action.routes.forEach((r, i) => checkRecorded(`routes/${i}/subsidy`, r.subsidy, 0));
  const turn = orTurn(c);
  turn.routes = action.routes.map((r, i) => ({ train: r.train, revenue: scored.revenues[i], hexes: r.hexes ?? [] }));
  turn.revenue = scored.total;
  for (const r of action.routes) c.s.trains[r.train].operated = true;
  log(c, `${k.sym} runs for ${turn.revenue}`);
  turn.done.push('route');
  return scored.paying;
}
