/**
 * Every recorded `run_routes` of a recorded game, with the game as it stood just before it (for the route optimiser's
 * tests and benchmark). The replay uses the engine itself; a title whose replay stops early yields the positions
 * before the stop.
 */
import { effectiveActions, type ActionOf } from '../../shared/engine/actions';
import { applyAction, createGame, type Game } from '../../shared/engine/game';
import { setupOf, type RecordedGame } from '../../shared/engine/replay';
import type { TitleDef } from '../../shared/title/types';
import { rulesFor } from '../../shared/rules/index';

export interface RoutePosition {
  /** The game just before the recorded run (shared: copy it before applying anything). */
  game: Game;
  action: ActionOf<'run_routes'>;
  /** Sum of the recorded routes' revenues. */
  recorded: number;
}

export interface PositionWalk {
  /** Positions visited. */
  count: number;
  /** Where the replay stopped early, or null. */
  stoppedAt: string | null;
}

/** Calls `visit` at every recorded run with at least one route, in game order. */
export function walkRoutePositions(title: TitleDef, g: RecordedGame, visit: (p: RoutePosition) => void): PositionWalk {
  const created = createGame(title, rulesFor(title), setupOf(g));
  if (!created.ok) return { count: 0, stoppedAt: `set-up: ${created.error}` };
  let game = created.value;
  let count = 0;
  for (const a of effectiveActions(g.actions)) {
    if (a.type === 'run_routes' && a.routes.length > 0) {
      count++;
      visit({ game, action: a, recorded: a.routes.reduce((n, r) => n + (r.revenue ?? 0), 0) });
    }
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) return { count, stoppedAt: r.error };
    game = r.value;
  }
  return { count, stoppedAt: null };
}
