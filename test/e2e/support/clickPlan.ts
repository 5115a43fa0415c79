/**
 * What a player must click to play a recorded game in the app: the record's effective actions as the app receives
 * them. Worked out beside the page by playing the record live, as the app does (`GameSession.act`, then the
 * receivership runs the app makes by itself): an automatic action the record carries that the engine also takes by
 * itself after the action (18NY's coal tokens and the pass after a minor's last step) is not clicked; one it does not
 * take (a pass or a purchase an 18xx.games "program" made for its player) is clicked as the player's own action.
 */
import { effectiveActions, isNoOp, type Action } from '../../../shared/engine/actions';
import { applyAction, type Game } from '../../../shared/engine/game';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { receivershipRun } from '../../../shared/routes/receivership';
import { GameSession } from '../../../shared/session/session';
import type { TitleDef } from '../../../shared/title/types';

export interface ClickPlan {
  /** The actions to click, in order. */
  readonly steps: readonly Action[];
  /** The app's count of actions after step i: one more than before, and any it then takes by itself (a receivership's run). */
  lengthAfter(i: number): number;
  /** The game before step i (0 = the start) and, at `steps.length`, after the last. */
  at(i: number): Game;
  /** The app's log before step i, as a recorded game to import (to start a test at a later step while working on it). */
  recordedBefore(i: number): RecordedGame;
}

/** The action as a player makes it: no id, time or automatic actions (the app adds its own). */
function asClicked(a: Action): Action {
  const { auto_actions: _auto, id: _id, created_at: _at, user: _user, ...made } = a as Action & { user?: unknown };
  return made as Action;
}

const sameKind = (x: Action, y: Action) => x.type === y.type && String(x.entity) === String(y.entity);

/** The plan for a recorded game's first `count` effective actions (all by default). */
export function clickPlan(title: TitleDef, recorded: RecordedGame, count = Infinity): ClickPlan {
  const made = GameSession.create(title, setupOf(recorded), []);
  if (!made.ok) throw new Error(made.error);
  const live = made.value;
  const steps: Action[] = [];
  // The game after each step, by the live session's count of actions (receivership runs add to it).
  const countAfter: number[] = [];
  const play = (a: Action) => {
    const r = live.act(a);
    if (!r.ok) throw new Error(`step ${steps.length} (${a.type} by ${a.entity}): ${r.error}`);
    steps.push(a);
    countAfter.push(live.length);
  };
  for (const a of effectiveActions(recorded.actions).slice(0, count)) {
    // A program (18xx.games' auto-pass and auto-buy) is no action here; what it made is clicked below.
    let taken: Action[] = [];
    if (!isNoOp(a)) {
      play(asClicked(a));
      taken = [...(live.actions.at(-1)?.auto_actions ?? [])];
    }
    for (const auto of a.auto_actions ?? []) {
      const k = taken.findIndex((t) => sameKind(t, auto));
      if (k >= 0) taken.splice(k, 1);
      else if (!isNoOp(auto)) play(asClicked(auto));
    }
    for (let run = receivershipRun(live.game); run; run = receivershipRun(live.game)) {
      if (!live.act(run).ok) break;
      countAfter[countAfter.length - 1] = live.length;
    }
  }
  let cursor: { n: number; game: Game } | null = null;
  const lengthBefore = (i: number) => (i === 0 ? 0 : countAfter[i - 1]);
  return {
    steps,
    lengthAfter: (i) => countAfter[i],
    at(i: number): Game {
      // Steps are asked for in order: the last game asked for is carried on by the actions since (a replay from the
      // session's checkpoint each time cost seconds over a game).
      const n = lengthBefore(i);
      if (!cursor || cursor.n > n) {
        const r = live.at(n);
        if (!r.ok) throw new Error(r.error);
        cursor = { n, game: r.value };
      }
      while (cursor.n < n) {
        const r = applyAction(cursor.game, live.actions[cursor.n]);
        if (!r.ok) throw new Error(r.error);
        cursor = { n: cursor.n + 1, game: r.value };
      }
      return cursor.game;
    },
    recordedBefore(i) {
      // Unfinished: no result.
      const { result: _result, game_end_reason: _reason, ...game } = recorded as RecordedGame & { result?: unknown; game_end_reason?: unknown };
      return { ...game, actions: live.log.slice(0, lengthBefore(i)) };
    },
  };
}
