/**
 * Replaying a game's log from its start, apart from a GameSession: what a session loads with, and what a page can run
 * off its main thread (renderer/stores/replayWorker.ts, #15: the open of a long game replays its log while the page
 * builds and draws the map). Imports no title's rules: the caller passes the start game, built with its rules.
 */
import type { Action } from '../engine/actions';
import { applyAction, type Game } from '../engine/game';
import { err, ok, type Result } from '../engine/result';

/** History checkpoints every 100 actions: a clone costs about what 5-10 actions do, a warm replay of 99 ~2 ms. */
export const CHECKPOINT = 100;

/** An error of the log's i-th effective action: the engine's message already names the action (its id and type). */
export const atIndex = (i: number, error: string) => `log position ${i + 1}: ${error}`;

/**
 * A copy to play on (a history checkpoint, or the start of a replay from one). The message log's entries are shared,
 * not copied: the engine only appends to the log and never changes an entry (`log`, entities.ts), and in a long
 * game the log is most of what a deep copy copies (1870, 1,011 actions: a copy of the state 2.5× faster), paid at
 * every hundredth action of a game being opened.
 */
export function cloneGame(g: Game): Game {
  const state: Game['state'] = structuredClone({ ...g.state, log: [] });
  state.log = g.state.log.slice();
  return { title: g.title, rules: g.rules, state, cache: {} };
}

/**
 * Plays the effective actions on a copy of `start`, all at once, keeping a checkpoint every CHECKPOINT actions
 * (`after` is told each action's count as it is done). The error names the log position that failed.
 */
export function replayLog(start: Game, effective: readonly Action[], after?: (done: number) => void): Result<{ game: Game; checkpoints: Map<number, Game> }> {
  let game = cloneGame(start);
  const checkpoints = new Map<number, Game>();
  for (let i = 0; i < effective.length; i++) {
    const r = applyAction(game, effective[i]!, { inPlace: true, loading: true });
    if (!r.ok) return err(atIndex(i, r.error));
    game = r.value;
    if ((i + 1) % CHECKPOINT === 0) checkpoints.set(i + 1, cloneGame(game));
    after?.(i + 1);
  }
  return ok({ game, checkpoints });
}
