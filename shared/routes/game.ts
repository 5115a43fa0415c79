/**
 * Best routes for a corporation of an engine game (for the app and the CLI): its runnable trains, or a what-if set
 * of new trains, on the board as it stands, under the title's route rules; and the result as a `run_routes` action.
 */
import type { Action, ActionOf } from '../engine/actions';
import { graph } from '../engine/board';
import { context, type Game } from '../engine/game';
import { runnableTrains } from '../engine/rounds/or/route';
import { phaseColor, routeTrain } from '../engine/routes';
import type { Result } from '../engine/result';
import type { RouteTrain } from '../graph/types';
import { optimizeRoutes, type Optimized, type OptimizeOptions, type TrainToRun } from './optimize';
import { memoKey, recall, remember } from './memo';

export interface BestRoutesOptions extends OptimizeOptions {
  /** Run new trains of these types (names or variant names: "5", "4/6", "D") instead of the corporation's own. */
  trains?: readonly string[];
}

/** The best run of `corporation` now; an error value for an unknown corporation or train type. */
export function bestRoutes(game: Game, corporation: string, opts: BestRoutesOptions = {}): Result<Optimized> {
  const c = context(game);
  const k = c.s.corporations[corporation];
  if (!k) return { ok: false, error: `${game.title.id} has no corporation ${corporation}` };
  const trains: TrainToRun[] = [];
  if (opts.trains) {
    for (const [i, name] of opts.trains.entries()) {
      const def = c.title.trains.find((t) => t.name === name) ?? c.title.trains.find((t) => t.variants?.some((v) => v.name === name));
      if (!def) return { ok: false, error: `${game.title.id} has no train type ${name}` };
      const variant = def.name === name ? undefined : def.variants!.find((v) => v.name === name)!;
      const train = { name, distance: variant?.distance ?? def.distance, ...(def.distanceUnit ? { distanceUnit: def.distanceUnit } : {}) } as RouteTrain;
      trains.push({ id: `${name}-new${i}`, train });
    }
  } else {
    for (const id of runnableTrains(c, k)) {
      const train = routeTrain(c, id);
      if (train) trains.push({ id, train });
    }
  }
  // The same question on the same position: the proven optimum found before (./memo.ts).
  const t0 = performance.now();
  const g = graph(c);
  const key = memoKey(
    c,
    corporation,
    trains.map((t) => `${t.id}:${t.train.name}`),
    opts,
  );
  const known = recall(c, g, key);
  if (known) return { ok: true, value: { ...known, ms: performance.now() - t0 } };
  const rules = c.rules.routeRules?.(c, k) ?? {};
  try {
    const value = optimizeRoutes(g, corporation, trains, phaseColor(c), rules, opts);
    remember(c, g, key, value);
    return { ok: true, value };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

/** The `run_routes` action that runs the optimiser's routes (the engine recomputes and checks every revenue). */
export function toRunRoutes(result: Optimized, corporation: string): ActionOf<'run_routes'> {
  const action: Action = {
    type: 'run_routes',
    entity: corporation,
    entity_type: 'corporation',
    routes: result.routes.map((r) => ({ train: r.train, connections: r.connections, hexes: r.hexes, nodes: r.nodes, revenue: r.revenue })),
  };
  return action as ActionOf<'run_routes'>;
}
