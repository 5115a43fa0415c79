/**
 * Each player's value (1830 §8.2: cash + shares at market price + privates at face value) at the end of every round,
 * for the value chart. Pure: computed from a GameSession by replaying its effective actions once from the start.
 */
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
    default:
      return String((s.round as { kind: string }).kind);
  }
}

function roundKey(s: GameState): string {
  return `${s.round.kind}:${s.turn}:${s.roundNum}`;
}

function values(game: Game): Record<string, number> {
  const c = context(game.title, game.state, game.cache);
  return Object.fromEntries(game.state.players.map((p) => [String(p.id), playerValue(c, p.id)]));
}

/**
 * Values at the end of each round: a point is taken after the action that moves the game into a new round (so a
 * round's last dividend counts), and one more for the round in progress (or the final position of a finished game,
 * whose values are the game's result).
 */
export function valueSeries(session: GameSession): ValuePoint[] {
  const start = session.at(0);
  if (!start.ok) return [];
  let game: Game = { title: start.value.title, state: structuredClone(start.value.state), cache: {} };
  const out: ValuePoint[] = [];
  let key = roundKey(game.state);
  let label = roundLabel(game.state);
  let recordedLast = false;
  for (const action of session.actions) {
    const r = applyAction(game, action, { inPlace: true });
    if (!r.ok) break;
    game = r.value;
    const k = roundKey(game.state);
    recordedLast = k !== key;
    if (recordedLast) {
      out.push({ label, values: values(game) });
      key = k;
      label = roundLabel(game.state);
    }
  }
  if (!recordedLast || out.length === 0) out.push({ label: game.state.finished ? `${label} (end)` : label, values: values(game) });
  else if (game.state.finished) out[out.length - 1] = { ...out[out.length - 1], label: `${out[out.length - 1].label} (end)` };
  return out;
}
