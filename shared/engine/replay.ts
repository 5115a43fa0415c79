import type { TitleDef } from '../title/types';
import { effectiveActions, type Action } from './actions';
import { applyAction, createGame, type Game } from './game';
import type { GameSetup } from './setup';
import type { SaveFile } from '../ipc/save';
import type { TitleRules } from './hooks';

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
    // Ids are kept as they are: a hot-seat export's players are known by name (`Number` would make them NaN).
    players: s.players.map((p) => ({ id: typeof p.id === 'string' && /^\d+$/.test(p.id) ? Number(p.id) : p.id, name: p.name })),
    settings: { seed: s.seed, optional_rules: s.optionalRules },
    actions: s.actions as unknown as Action[],
  };
}

/**
 * The game's random seed as 18xx.games sets it: `settings.seed` when present and not empty; otherwise the first run
 * of digits in the game id (hot-seat exports such as `hs_wwhjwjvo_1716866882` carry no seed), else 0.
 */
export function seedOf(game: object & { id?: unknown; settings?: unknown }): number {
  const settings = game.settings as { seed?: unknown } | undefined;
  const seed = settings && typeof settings === 'object' ? settings.seed : undefined;
  if (typeof seed === 'number' && Number.isFinite(seed)) return Math.trunc(seed);
  if (typeof seed === 'string' && /^\s*-?\d+\s*$/.test(seed)) return Number.parseInt(seed, 10);
  const digits = /\d+/.exec(String(game.id ?? ''));
  return digits ? Number(digits[0]) : 0;
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
export function replay(
  title: TitleDef,
  rules: TitleRules,
  setup: GameSetup,
  log: readonly Action[],
  onAction?: (g: Game, a: Action, i: number) => void,
): ReplayResult {
  const created = createGame(title, rules, setup);
  if (!created.ok) return { game: null, actions: 0, failure: { index: -1, id: undefined, type: 'setup', error: created.error } };
  let game = created.value;
  const actions = effectiveActions(log);
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i];
    const r = applyAction(game, a, { inPlace: true, loading: true });
    if (!r.ok) return { game, actions: i, failure: { index: i, id: a.id, type: a.type, error: r.error } };
    game = r.value;
    onAction?.(game, a, i);
  }
  return { game, actions: actions.length, failure: null };
}
