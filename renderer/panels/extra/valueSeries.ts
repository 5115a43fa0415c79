/**
 * Each player's value (1830 §8.2: cash + shares at market price + privates at face value) at the end of every round,
 * for the value chart. Pure: computed from a GameSession by replaying its effective actions once from the start.
 */
import type { Action } from '@shared/engine/actions';
import { applyAction, context, type Game } from '@shared/engine/game';
import type { GameState } from '@shared/engine/state';
import { playerValue } from '@shared/engine/value';
import type { GameSession } from '@shared/session/session';

export interface ValuePoint {
  /** The round that ended: `Auction`, `SR 3`, `OR 3.2`. */
  label: string;
  /** Player id (as a string) -> value. */
  values: Record<string, number>;
}

/** A round's short name; SR n is followed by ORs n.1, n.2, ... (the state counts stock rounds in `turn`). */
export function roundLabel(s: GameState): string {
  switch (s.round.kind) {
    case 'auction':
      return 'Auction';
    case 'stock':
      return `SR ${s.turn}`;
    case 'operating':
      return `OR ${s.turn}.${s.roundNum}`;
    case 'special':
      return s.round.name;
  }
}

function roundKey(s: GameState): string {
  return `${s.round.kind}:${s.turn}:${s.roundNum}`;
}

function values(game: Game): Record<string, number> {
  const c = context(game);
  return Object.fromEntries(game.state.players.map((p) => [String(p.id), playerValue(c, p.id)]));
}

/** Where the last call left off, per session: later calls replay only the actions added since. */
interface Progress {
  actions: Action[];
  game: Game;
  points: ValuePoint[];
  key: string;
  label: string;
  /** The last action moved the game into a new round (its point is already taken). */
  recordedLast: boolean;
}
const progress = new WeakMap<GameSession, Progress>();

function startFrom(session: GameSession): Progress | null {
  const start = session.at(0);
  if (!start.ok) return null;
  const game: Game = { title: start.value.title, rules: start.value.rules, state: structuredClone(start.value.state), cache: {} };
  return { actions: [], game, points: [], key: roundKey(game.state), label: roundLabel(game.state), recordedLast: false };
}

/**
 * Values at the end of each round: a point is taken after the action that moves the game into a new round (so a
 * round's last dividend counts), and one more for the round in progress (or the final position of a finished game,
 * whose values are the game's result). Incremental: a session whose earlier actions are unchanged (play went on)
 * costs only the new actions; after an undo the series is replayed from the start.
 */
export function valueSeries(session: GameSession): ValuePoint[] {
  const actions = session.actions;
  let p = progress.get(session);
  if (!p || p.actions.length > actions.length || p.actions.some((a, i) => a !== actions[i])) {
    const fresh = startFrom(session);
    if (!fresh) return [];
    p = fresh;
    progress.set(session, p);
  }
  for (let i = p.actions.length; i < actions.length; i++) {
    const r = applyAction(p.game, actions[i], { inPlace: true });
    if (!r.ok) break;
    p.game = r.value;
    p.actions.push(actions[i]);
    const k = roundKey(p.game.state);
    p.recordedLast = k !== p.key;
    if (p.recordedLast) {
      p.points.push({ label: p.label, values: values(p.game) });
      p.key = k;
      p.label = roundLabel(p.game.state);
    }
  }
  const out = [...p.points];
  const finished = p.game.state.finished;
  if (!p.recordedLast || out.length === 0) out.push({ label: finished ? `${p.label} (end)` : p.label, values: values(p.game) });
  else if (finished) out[out.length - 1] = { ...out[out.length - 1], label: `${out[out.length - 1].label} (end)` };
  return out;
}
