import type { TitleDef } from '../title/types';
import { effectiveActions, isNoOp, type Action } from '../engine/actions';
import { applyAction, applyLive, createGame, type Game } from '../engine/game';
import { asWritten } from '../engine/export';
import type { GameSetup } from '../engine/setup';
import { err, ok, type Result } from '../engine/result';
import { rulesFor } from '../rules/index';

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

  static readonly CHECKPOINT = 25;

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
   * freezing (a 1,000-action game).
   */
  static async load(
    title: TitleDef,
    setup: GameSetup,
    log: Action[],
    onProgress?: (done: number, total: number) => void,
    slice = 100,
  ): Promise<Result<GameSession>> {
    const s = new GameSession(title, setup, [...log]);
    const start = createGame(title, rulesFor(title), setup);
    if (!start.ok) return err(start.error);
    s.initial = start.value;
    s.effective = effectiveActions(s.log);
    let game = cloneGame(s.initial);
    s.checkpoints = new Map([[0, s.initial]]);
    for (let i = 0; i < s.effective.length; i++) {
      const r = applyAction(game, s.effective[i], { inPlace: true, loading: true });
      if (!r.ok) return err(atIndex(i, r.error));
      game = r.value;
      if ((i + 1) % GameSession.CHECKPOINT === 0) s.checkpoints.set(i + 1, cloneGame(game));
      if ((i + 1) % slice === 0) {
        onProgress?.(i + 1, s.effective.length);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    onProgress?.(s.effective.length, s.effective.length);
    s.current = game;
    return ok(s);
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
    this.checkpoints.set(0, this.initial);
    let base = 0;
    for (const k of this.checkpoints.keys()) if (k > base) base = k;
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

/** An error of the log's i-th effective action: the engine's message already names the action (its id and type). */
const atIndex = (i: number, error: string) => `log position ${i + 1}: ${error}`;

function cloneGame(g: Game): Game {
  return { title: g.title, rules: g.rules, state: structuredClone(g.state), cache: {} };
}
