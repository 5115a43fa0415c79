/**
 * The best runs already found on a game's position, kept beside the game (`Game.cache`, derived data like the track
 * graph) and reused while the position stands: the app asks again for the same corporation's best routes as its
 * panel redraws, and a proven optimum does not change until the game does. A result is reused only on the same state
 * object after the same last action, with the track graph unchanged (its version), the corporation and the title's
 * own state as they were (a test, or a title hook, may change them in place), and the same question (trains and
 * options). Runs cut short by the time limit are not kept: a later call with more time may do better.
 */
import type { Ctx } from '../engine/context';
import type { TrackGraph } from '../graph/trackGraph';
import type { Optimized } from './optimize';

interface Memo {
  state: object;
  lastActionId: number;
  graph: TrackGraph;
  version: number;
  phase: number;
  /** The title's own state, as JSON (`titleState`). */
  titleState: string;
  results: Map<string, Optimized>;
}

/** The key of one question on a position: the corporation as it is, its trains and the options. */
export const memoKey = (c: Ctx, corporation: string, trains: readonly string[], options: object): string =>
  JSON.stringify([corporation, c.s.corporations[corporation], trains, options]);

/** The results kept for the position `c` stands at (emptied when the position changed). */
function resultsAt(c: Ctx, g: TrackGraph): Map<string, Optimized> {
  const titleState = JSON.stringify(c.s.titleState);
  const m = c.cache.bestRoutes as Memo | undefined;
  if (
    m &&
    m.state === c.s &&
    m.lastActionId === c.s.lastActionId &&
    m.graph === g &&
    m.version === g.version &&
    m.phase === c.s.phase &&
    m.titleState === titleState
  )
    return m.results;
  const fresh: Memo = { state: c.s, lastActionId: c.s.lastActionId, graph: g, version: g.version, phase: c.s.phase, titleState, results: new Map() };
  c.cache.bestRoutes = fresh;
  return fresh.results;
}

/** A copy of the kept result for `key` on this position, or undefined. */
export function recall(c: Ctx, g: TrackGraph, key: string): Optimized | undefined {
  const hit = resultsAt(c, g).get(key);
  return hit && structuredClone(hit);
}

/** Keeps a proven optimum for `key` on this position. */
export function remember(c: Ctx, g: TrackGraph, key: string, result: Optimized): void {
  if (result.optimal) resultsAt(c, g).set(key, structuredClone(result));
}
