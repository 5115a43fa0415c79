import type { TitleDef } from '../title/types';
import { effectiveActions, isNoOp, type Action } from '../engine/actions';
import { applyAction, applyLive, createGame, type Game } from '../engine/game';
import { asWritten } from '../engine/export';
import type { GameSetup } from '../engine/setup';
import { err, ok, type Result } from '../engine/result';
import { rulesFor } from '../rules/index';
import { atIndex, CHECKPOINT, cloneGame } from './replay';

/**
 * A game being played: the title, the set-up and the action log, which is the truth. Undo and redo are actions in
 * the log (as on 18xx.games), so a save keeps them. The current state and checkpoints for history scrubbing are
 * caches rebuilt from the log.
 */
export class GameSession {
  readonly title: TitleDef;
  readonly setup: GameSetup;
  /** Every action ever taken, undo/redo included, in order. */
  readonly log: Action[];
  /** Effective actions (undo/redo resolved). */
  private effective: Action[] = [];
  /** Game after each effective action i+1 for every `CHECKPOINT`-th action (index 0 = start). */
  private checkpoints = new Map<number, Game>();
  private current!: Game;
  private initial!: Game;

  /** Every 100 actions (./replay.ts). */
  static readonly CHECKPOINT = CHECKPOINT;

  private constructor(title: TitleDef, setup: GameSetup, log: Action[]) {
    this.title = title;
    this.setup = setup;
    this.log = log;
  }

  /** Starts a new game, or rebuilds one from a log. */
  static create(title: TitleDef, setup: GameSetup, log: Action[] = []): Result<GameSession> {
    const s = new GameSession(title, setup, [...log]);
    const start = createGame(title, rulesFor(title), setup);
    if (!start.ok) return err(start.error);
    s.initial = start.value;
    const r = s.rebuild();
    return r.ok ? ok(s) : err(r.error);
  }

  /**
   * Rebuilds from a long log in slices, yielding between them so an interface can show progress instead of
   * freezing (a 1,000-action game): a slice ends after `sliceMs` of work (few yields: each lets the page render a
   * frame, which costs) or after `slice` actions, whichever comes first.
   */
  static async load(
    title: TitleDef,
    setup: GameSetup,
    log: Action[],
    onProgress?: (done: number, total: number) => void,
    slice = Infinity,
    sliceMs = 40,
  ): Promise<Result<GameSession>> {
    const s = new GameSession(title, setup, [...log]);
    const start = createGame(title, rulesFor(title), setup);
    if (!start.ok) return err(start.error);
    s.initial = start.value;
    s.effective = effectiveActions(s.log);
    let game = cloneGame(s.initial);
    s.checkpoints = new Map([[0, s.initial]]);
    let sliceStart = Date.now();
    let inSlice = 0;
    for (let i = 0; i < s.effective.length; i++) {
      const r = applyAction(game, s.effective[i], { inPlace: true, loading: true });
      if (!r.ok) return err(atIndex(i, r.error));
      game = r.value;
      if ((i + 1) % GameSession.CHECKPOINT === 0) s.checkpoints.set(i + 1, cloneGame(game));
      if (++inSlice >= slice || Date.now() - sliceStart >= sliceMs) {
        onProgress?.(i + 1, s.effective.length);
        await new Promise((resolve) => setTimeout(resolve, 0));
        sliceStart = Date.now();
        inSlice = 0;
      }
    }
    onProgress?.(s.effective.length, s.effective.length);
    s.current = game;
    return ok(s);
  }

  /**
   * A session shown at once from a cached state (a snapshot of the game after its whole log), before the log is
   * replayed: `checkLog` replays it afterwards, fills the history checkpoints and puts the log's own state in place
   * if the snapshot was wrong. The log stays the truth; until then undo and history replay from the start.
   */
  static fromSnapshot(title: TitleDef, setup: GameSetup, log: Action[], state: Game['state']): Result<GameSession> {
    const s = new GameSession(title, setup, [...log]);
    const start = createGame(title, rulesFor(title), setup);
    if (!start.ok) return err(start.error);
    s.initial = start.value;
    s.effective = effectiveActions(s.log);
    s.checkpoints = new Map([[0, s.initial]]);
    s.current = { title, rules: start.value.rules, state, cache: {} };
    return ok(s);
  }

  /**
   * A session from its log's state replayed elsewhere (a worker, #15), the log's own and so not checked again: the
   * history checkpoints come later (`addCheckpoints`); until then history replays from the start.
   */
  static fromReplayed(title: TitleDef, setup: GameSetup, log: Action[], state: Game['state']): Result<GameSession> {
    return GameSession.fromSnapshot(title, setup, log, state);
  }

  /**
   * History checkpoints replayed elsewhere, as states after so many effective actions: kept where this session has
   * none (play since then keeps its own; a checkpoint beyond the log, after an undo, is dropped).
   */
  addCheckpoints(states: Iterable<readonly [number, Game['state']]>): void {
    for (const [n, state] of states)
      if (n > 0 && n <= this.effective.length && !this.checkpoints.has(n))
        this.checkpoints.set(n, { title: this.title, rules: this.initial.rules, state, cache: {} });
  }

  /**
   * Replays the log in slices of about `sliceMs` (yielding between them, so the page stays responsive), keeping
   * history checkpoints, and checks the state shown against it: `stale` when they differed, in which case the
   * session now holds the log's state. Play that happened meanwhile is kept (the log is replayed as it is then).
   */
  async checkLog(sliceMs = 12): Promise<Result<{ stale: boolean }>> {
    const effective = [...this.effective];
    const shown = this.current;
    const found = new Map<number, Game>([[0, this.initial]]);
    let game = cloneGame(this.initial);
    let sliceStart = Date.now();
    for (let i = 0; i < effective.length; i++) {
      const r = applyAction(game, effective[i], { inPlace: true, loading: true });
      if (!r.ok) return err(atIndex(i, r.error));
      game = r.value;
      if ((i + 1) % GameSession.CHECKPOINT === 0) found.set(i + 1, cloneGame(game));
      if (Date.now() - sliceStart >= sliceMs) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        sliceStart = Date.now();
      }
    }
    // Checkpoints are kept only while the log still starts with the actions they were built from.
    const same = this.effective.length >= effective.length && effective.every((a, i) => this.effective[i] === a);
    if (same) for (const [k, g] of found) if (!this.checkpoints.has(k)) this.checkpoints.set(k, g);
    const stale = !sameData(game.state, shown.state);
    if (stale) {
      this.checkpoints = new Map([[0, this.initial]]);
      if (same) for (const [k, g] of found) this.checkpoints.set(k, g);
      const r = this.replayFrom();
      if (!r.ok) return r;
    }
    return ok({ stale });
  }

  get game(): Game {
    return this.current;
  }

  /** Number of effective actions so far. */
  get length(): number {
    return this.effective.length;
  }

  get actions(): readonly Action[] {
    return this.effective;
  }

  private nextId(): number {
    return this.log.reduce((m, a) => Math.max(m, a.id ?? 0), 0) + 1;
  }

  /** Applies a player's action; on error nothing changes. */
  act(action: Action): Result<Game> {
    // The log holds each action as 18xx.games writes it, so a save exports as it is.
    const r = applyLive(this.current, { ...asWritten(this.current, action), id: this.nextId(), created_at: Math.floor(Date.now() / 1000) } as Action);
    if (!r.ok) return r;
    // The action as the log records it: with the automatic actions the rules took after it.
    const a = r.value.action;
    this.log.push(a);
    if (!isNoOp(a)) this.effective.push(a);
    this.current = r.value.game;
    const n = this.effective.length;
    if (n % GameSession.CHECKPOINT === 0) this.checkpoints.set(n, cloneGame(this.current));
    return ok(this.current);
  }

  canUndo(): boolean {
    return this.effective.some((a) => !isNoOp(a));
  }

  canRedo(): boolean {
    const resolved = effectiveActions([...this.log, { type: 'redo', entity: 0, entity_type: 'player' } as Action]);
    return resolved.length > this.effective.length;
  }

  /** Takes back the last action (recorded as an `undo`, so redo and saves keep working). */
  undo(entity: number | string = 0): Result<Game> {
    if (!this.canUndo()) return err('nothing to undo');
    this.log.push({ type: 'undo', entity, entity_type: typeof entity === 'number' ? 'player' : 'corporation', id: this.nextId() } as Action);
    return this.rebuild();
  }

  redo(entity: number | string = 0): Result<Game> {
    if (!this.canRedo()) return err('nothing to redo');
    this.log.push({ type: 'redo', entity, entity_type: typeof entity === 'number' ? 'player' : 'corporation', id: this.nextId() } as Action);
    return this.rebuild();
  }

  /** The game as it was after `n` effective actions (0 = the start), for the history view. */
  at(n: number): Result<Game> {
    if (n < 0 || n > this.effective.length) return err(`no state after ${n} actions`);
    if (n === this.effective.length) return ok(this.current);
    let base = 0;
    for (const k of this.checkpoints.keys()) if (k <= n && k > base) base = k;
    let game = cloneGame(this.checkpoints.get(base) ?? this.initial);
    for (let i = base; i < n; i++) {
      const r = applyAction(game, this.effective[i], { inPlace: true, loading: true });
      if (!r.ok) return err(r.error);
      game = r.value;
    }
    return ok(game);
  }

  /** Goes back to the state after `n` effective actions and plays on from there (an undo to that action). */
  continueFrom(n: number, entity: number | string = 0): Result<Game> {
    if (n < 0 || n >= this.effective.length) return err(`cannot continue from ${n}`);
    const actionId = n === 0 ? 0 : (this.effective[n - 1].id ?? 0);
    this.log.push({ type: 'undo', action_id: actionId, entity, entity_type: 'player', id: this.nextId() } as Action);
    return this.rebuild();
  }

  private rebuild(): Result<Game> {
    const effective = effectiveActions(this.log);
    // Reuse the longest checkpoint whose prefix is unchanged.
    let same = 0;
    while (same < effective.length && same < this.effective.length && effective[same] === this.effective[same]) same++;
    for (const k of [...this.checkpoints.keys()]) if (k > same) this.checkpoints.delete(k);
    return this.replayFrom(effective);
  }

  /** The current game from the latest checkpoint on (every checkpoint kept must match `effective`). */
  private replayFrom(effective = effectiveActions(this.log)): Result<Game> {
    this.checkpoints.set(0, this.initial);
    let base = 0;
    for (const k of this.checkpoints.keys()) if (k > base && k <= effective.length) base = k;
    let game = cloneGame(this.checkpoints.get(base)!);
    for (let i = base; i < effective.length; i++) {
      const r = applyAction(game, effective[i], { inPlace: true, loading: true });
      if (!r.ok) return err(atIndex(i, r.error));
      game = r.value;
      if ((i + 1) % GameSession.CHECKPOINT === 0) this.checkpoints.set(i + 1, cloneGame(game));
    }
    this.effective = effective;
    this.current = game;
    return ok(game);
  }
}

/** Plain data equal field by field, in any key order (a state built by live play and one replayed may order keys apart). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameData(x, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
