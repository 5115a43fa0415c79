/**
 * A corporation in receivership (1846 §7.14: its president's certificate is in the Stock Market) runs its trains for
 * the most revenue possible, with nobody to choose its routes: the app runs the best routes for it, as an action in
 * the log (18xx.games records the run of such a corporation like any other).
 */
import type { Action } from '../engine/actions';
import { context, type Game } from '../engine/game';
import { operatingCorp } from '../engine/rounds/operating';
import { bestRoutes, toRunRoutes } from './game';

/** The run of the best routes when a corporation in receivership is at its route step; else null. */
export function receivershipRun(game: Game): Action | null {
  const c = context(game);
  const r = c.s.round;
  if (c.s.finished || r.kind !== 'operating' || c.s.pending.length || r.turn.step !== 'route') return null;
  const k = operatingCorp(c);
  if (!k || k.minor || !k.floated || k.president !== null) return null;
  const best = bestRoutes(game, k.sym, { timeLimitMs: 3000 });
  return best.ok ? (toRunRoutes(best.value, k.sym) as Action) : null;
}
