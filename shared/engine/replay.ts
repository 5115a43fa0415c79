import type { TitleDef } from '../title/types';
import { effectiveActions, type Action } from './actions';
import { applyAction, createGame, type Game } from './game';
import type { GameSetup } from './setup';
import type { SaveFile } from '../ipc/save';

/** A recorded game as 18xx.games exports it (the parts the engine needs). */
export interface RecordedGame {
  id?: number | string;
  title: string;
  players: { id?: number | string; name: string }[];
  settings?: { seed?: number | string | null; optional_rules?: string[] };
  actions: Action[];
  result?: Record<string, number>;
  game_end_reason?: string;
}

/** A save file (shared/ipc/save.ts) seen as a recorded game: the action log is the game. */
export function fromSave(s: SaveFile): RecordedGame {
  return {
    title: s.title.id,
    players: s.players.map((p) => ({ id: Number(p.id), name: p.name })),
    settings: { seed: s.seed, optional_rules: s.optionalRules },
    actions: s.actions as unknown as Action[],
  };
}

/** 18xx.games: where `settings.seed` is missing or empty, the seed is the first run of digits in the game id. */
export function seedOf(g: RecordedGame): number {
  const s = g.settings?.seed;
  if (s !== undefined && s !== null && s !== '') return Number(s);
  const m = String(g.id ?? '').match(/\d+/);
  return m ? Number(m[0]) : 0;
}

export function setupOf(g: RecordedGame): GameSetup {
  // Players without an id (older exports) are known by their name.
  return { players: g.players.map((p) => ({ id: p.id ?? p.name, name: p.name })), seed: seedOf(g), optionalRules: g.settings?.optional_rules ?? [] };
}

export interface ReplayFailure {
  index: number;
  id: number | undefined;
  type: string;
  error: string;
}

export interface ReplayResult {
  game: Game | null;
  actions: number;
  failure: ReplayFailure | null;
}

/**
 * Replays an action log: undo/redo resolved, then every effective action applied in order (in place, for speed).
 * `onAction` sees the game after each effective action (trace comparison, conservation checks).
 */
export function replay(title: TitleDef, setup: GameSetup, log: readonly Action[], onAction?: (g: Game, a: Action, i: number) => void): ReplayResult {
  const created = createGame(title, setup);
  if (!created.ok) return { game: null, actions: 0, failure: { index: -1, id: undefined, type: 'setup', error: created.error } };
  let game = created.value;
  const actions = effectiveActions(log);
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i];
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) return { game, actions: i, failure: { index: i, id: a.id, type: a.type, error: r.error } };
    game = r.value;
    onAction?.(game, a, i);
  }
  return { game, actions: actions.length, failure: null };
}
