/**
 * What the game's history says round by round, from one replay of a GameSession's effective actions: each player's
 * value (1830 §8.2: cash + shares at market price + privates at face value) at the end of every round, for the value
 * chart, and each corporation's operating history (revenue per operating round, paid or withheld), for the
 * spreadsheet. Pure and incremental: only the actions added since the last call are replayed.
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

/** A corporation's run in one operating round: its revenue and what it did with it. */
export interface OperatingRecord {
  /** `OR 3.2` */
  label: string;
  corp: string;
  revenue: number;
  /** 'payout', 'withhold', 'half', ...; null while the choice is still to be made. */
  kind: string | null;
}

/** A round's short name; SR n is followed by ORs n.1, n.2, ... (the state counts stock rounds in `turn`). */
export function roundLabel(s: Pick<GameState, 'round' | 'turn' | 'roundNum'>): string {
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
  operating: OperatingRecord[];
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
  return { actions: [], game, points: [], operating: [], key: roundKey(game.state), label: roundLabel(game.state), recordedLast: false };
}

/** Records what `a` (a route run or a dividend choice) says of the operating corporation's revenue. */
function recordRun(p: Progress, label: string, revenueBefore: number, a: Action): void {
  const after = p.game.state;
  const corp = String(a.entity);
  const last = p.operating[p.operating.length - 1];
  const same = !!last && last.corp === corp && last.label === label;
  let record: OperatingRecord;
  if (a.type === 'run_routes') {
    const r = after.round;
    const turn = r.kind === 'operating' && r.order[r.index] === corp ? r.turn : null;
    const revenue = turn ? turn.revenue : a.routes.reduce((n, x) => n + (x.revenue ?? 0), 0);
    // Nothing earned, nothing to choose: the engine withholds at once (1830 §6.5).
    record = { label, corp, revenue, kind: turn && revenue > 0 && !turn.done.includes('dividend') ? null : 'withhold' };
  } else if (a.type === 'dividend') record = { label, corp, revenue: revenueBefore, kind: a.kind };
  else return;
  if (same) p.operating[p.operating.length - 1] = record;
  else p.operating.push(record);
}

function replayed(session: GameSession): Progress | null {
  const actions = session.actions;
  let p = progress.get(session);
  if (!p || p.actions.length > actions.length || p.actions.some((a, i) => a !== actions[i])) {
    const fresh = startFrom(session);
    if (!fresh) return null;
    p = fresh;
    progress.set(session, p);
  }
  for (let i = p.actions.length; i < actions.length; i++) {
    const a = actions[i];
    const s = p.game.state;
    const run = s.round.kind === 'operating' && (a.type === 'run_routes' || a.type === 'dividend');
    const label = roundLabel(s);
    const revenueBefore = s.round.kind === 'operating' ? s.round.turn.revenue : 0;
    const r = applyAction(p.game, a, { inPlace: true });
    if (!r.ok) break;
    p.game = r.value;
    p.actions.push(a);
    if (run) recordRun(p, label, revenueBefore, a);
    const k = roundKey(p.game.state);
    p.recordedLast = k !== p.key;
    if (p.recordedLast) {
      p.points.push({ label: p.label, values: values(p.game) });
      p.key = k;
      p.label = roundLabel(p.game.state);
    }
  }
  return p;
}

/**
 * Values at the end of each round: a point is taken after the action that moves the game into a new round (so a
 * round's last dividend counts), and one more for the round in progress (or the final position of a finished game,
 * whose values are the game's result). After an undo the series is replayed from the start.
 */
export function valueSeries(session: GameSession): ValuePoint[] {
  const p = replayed(session);
  if (!p) return [];
  const out = [...p.points];
  const finished = p.game.state.finished;
  if (!p.recordedLast || out.length === 0) out.push({ label: finished ? `${p.label} (end)` : p.label, values: values(p.game) });
  else if (finished) out[out.length - 1] = { ...out[out.length - 1], label: `${out[out.length - 1].label} (end)` };
  return out;
}

/** Every corporation's revenue per operating round, in the order they ran (1830 §6.5: paid out or withheld). */
export function operatingHistory(session: GameSession): OperatingRecord[] {
  return [...(replayed(session)?.operating ?? [])];
}
