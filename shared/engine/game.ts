import type { TitleDef } from '../title/types';
import type { TitleRules } from './hooks';
import { isNoOp, type Action } from './actions';
import { checkAction, describeAction } from './actionSchema';
import type { Ctx } from './context';
import { checkGameEndConditions, checkMarketEnd, finishGame } from './gameEnd';
import { err, ok, RuleError, type Result } from './result';
import { auctionActor, auctionFinished, processAuction } from './rounds/waterfallAuction';
import { endTurn, operatingCorp, operatingFinished, processOperating, settle } from './rounds/operating';
import { topPending } from './pending';
import { roundKind } from './rounds/titleRounds';
import { startNextOperatingRound, startOperatingSet, startStockRound } from './rounds/sequence';
import { atStockRoundStart, watchCycles, type CycleWatch } from './rounds/emptyCycles';
import { pendingActors, processPending } from './pendingSteps';
import { finishStockRound, processStock, skipStockTurn, stockActors, stockRoundFinished } from './rounds/stock';
import { finishSetup, initialState, type GameSetup } from './setup';
import type { GameState, PlayerId } from './state';
import { indexTitle } from './titleIndex';

/**
 * The engine's entry points. A game is its title, set-up and action log; the state is a cache of that log.
 * `applyAction` validates an action against the current state and returns the next state or an error, leaving the
 * given state untouched.
 */

export interface Game {
  title: TitleDef;
  /** The title's rules module, passed in by the caller (the registry sits above the engine: `shared/rules`). */
  rules: TitleRules;
  state: GameState;
  /** Derived data (track graph), kept outside the state. */
  cache: Record<string, unknown>;
}

/** What rule functions work on, for a game or for a title, its rules and a state. */
export function context(g: { title: TitleDef; rules: TitleRules; state: GameState; cache?: Record<string, unknown> }): Ctx {
  return { title: g.title, t: indexTitle(g.title), rules: g.rules, s: g.state, cache: g.cache ?? {} };
}

export function createGame(title: TitleDef, rules: TitleRules, setup: GameSetup): Result<Game> {
  title = rules.withOptions?.(title, setup.optionalRules ?? []) ?? title;
  const n = setup.players.length;
  if (n < title.players.min || n > title.players.max) return err(`${title.id} is for ${title.players.min} to ${title.players.max} players, not ${n}`);
  const ids = new Set(setup.players.map((p) => p.id));
  if (ids.size !== n) return err('player ids must be distinct');
  const known = new Set((title.optionalRules ?? []).map((o) => o.id));
  for (const o of setup.optionalRules ?? []) if (!known.has(o)) return err(`${title.id} has no optional rule "${o}"`);
  try {
    const c = context({ title, rules, state: initialState(title, setup) });
    finishSetup(c);
    advance(c);
    return ok({ title, rules, state: c.s, cache: c.cache });
  } catch (e) {
    return err(`set-up failed: ${(e as Error).message}`);
  }
}

/**
 * Applies one action. With `inPlace` the game's state is changed directly (fast replay; on error the game must be
 * discarded); otherwise a copy is changed and the given game stays as it was. `loading`: the action is replayed
 * from a log (see `Ctx.loading`).
 */
export function applyAction(game: Game, action: Action, opts: { inPlace?: boolean; loading?: boolean } = {}): Result<Game> {
  // The one entry check: no rule sees an action that is not well formed (types, ranges, required fields, duplicates).
  const malformed = checkAction(action);
  if (malformed) return err(`${describeAction(action)}: ${malformed}`);
  const state = opts.inPlace ? game.state : structuredClone(game.state);
  const cache = opts.inPlace ? game.cache : {};
  const c = context({ title: game.title, rules: game.rules, state, cache });
  if (opts.loading) c.loading = true;
  try {
    processWithAuto(c, action);
    return ok({ title: game.title, rules: game.rules, state: c.s, cache: c.cache });
  } catch (e) {
    // An exception that is not a rule's refusal is a bug: say so without showing the runtime's own words.
    const msg = e instanceof RuleError ? e.message : `internal engine error (${e instanceof Error ? e.name : 'exception'})`;
    return err(`${describeAction(action)}: ${msg}`);
  }
}

/**
 * Live play: applies a player's action to a copy, then the automatic actions the rules take after it
 * (`TitleRules.autoActions`: 1870's destination connection runs, 18NY's coal tokens, interest), each checked by its
 * handler like any action, and returns the action as the log must record it, with those in its `auto_actions` (as
 * 18xx.games records them). A log being replayed applies the automatic actions it recorded instead (`applyAction`).
 */
export function applyLive(game: Game, action: Action): Result<{ game: Game; action: Action }> {
  const first = applyAction(game, action);
  if (!first.ok) return first;
  let g = first.value;
  const produced: Action[] = [];
  for (let pass = 0; ; pass++) {
    const next = g.rules.autoActions?.(context(g)) ?? [];
    if (!next.length) break;
    // After the action that ended the game they are recorded, as 18xx.games records them, not applied (a replay
    // skips them too: processWithAuto).
    if (g.state.finished) {
      produced.push(...next);
      break;
    }
    if (pass >= MAX_AUTO_PASSES) return err(`${action.type}: the automatic actions after it do not come to an end`);
    for (const auto of next) {
      const r = applyAction(g, { ...auto, id: action.id }, { inPlace: true });
      if (!r.ok) return err(`the automatic ${auto.type} after ${action.type}: ${r.error}`);
      g = r.value;
      produced.push(auto);
    }
  }
  return ok({ game: g, action: produced.length ? { ...action, auto_actions: [...(action.auto_actions ?? []), ...produced] } : action });
}

/** Rounds of automatic actions after one action before the engine calls it a loop. */
const MAX_AUTO_PASSES = 100;

/**
 * Would the action be accepted? Applies it to a copy of the state without its message log (the engine only ever
 * appends to the log, and copying a long game's log was most of the cost of checking the options the app offers).
 * The result is for looking at, not for playing on: its log holds only this action's messages.
 */
export function dryRun(game: Game, action: Action): Result<Game> {
  const { log, ...rest } = game.state;
  const state = structuredClone(rest) as GameState;
  state.log = [];
  void log;
  return applyAction({ title: game.title, rules: game.rules, state, cache: {} }, action, { inPlace: true });
}

function processWithAuto(c: Ctx, action: Action): void {
  process(c, action);
  if (!action.auto_actions) return;
  for (const auto of action.auto_actions) {
    // The check 18xx.games records after the action that ended the game (1870 destination_connection) changes nothing.
    if (c.s.finished) break;
    process(c, { ...auto, id: auto.id ?? action.id });
  }
}

function process(c: Ctx, action: Action): void {
  if (action.id !== undefined) c.s.lastActionId = action.id;
  if (isNoOp(action)) return;
  if (action.type === 'undo' || action.type === 'redo') throw new RuleError('undo/redo are resolved before actions are applied');
  if (action.type === 'end_game') {
    c.s.gameEnd = { reason: 'manually_ended', timing: 'immediate', turn: c.s.turn, roundNum: c.s.roundNum };
    finishGame(c);
    return;
  }
  if (c.s.finished) throw new RuleError('the game is over');
  if (!c.rules.process?.(c, action)) dispatch(c, action);
  checkGameEndConditions(c);
  advance(c);
}

function dispatch(c: Ctx, action: Action): void {
  // A decision taken out of turn comes first; once the last is settled, an interrupted operating turn goes on.
  // A decision that lapses by the action (1846: a private's second tile lay forfeit) leaves it to the round.
  while (c.s.pending.length) {
    if (!processPending(c, action)) continue;
    if (!c.s.pending.length && c.s.round.kind === 'operating') settle(c);
    return;
  }
  const r = c.s.round;
  switch (r.kind) {
    case 'special':
      roundKind(c, r.name).process(c, r, action);
      return;
    case 'auction':
      if (action.type !== 'bid' && action.type !== 'pass') throw new RuleError(`${action.type} is not possible in the auction`);
      processAuction(c, action);
      return;
    case 'stock':
      processStock(c, action);
      return;
    case 'operating':
      processOperating(c, action);
      return;
  }
}

/** Moves the game on: ends finished rounds, starts the next, skips players with nothing to do. */
export function advance(c: Ctx): void {
  // Stock rounds started by this action, watched for empty cycles to the turn limit (emptyCycles.ts).
  let stockRound = c.s.round;
  let cycles: CycleWatch | null = null;
  for (let guard = 0; guard < 100000 && !c.s.finished; guard++) {
    // Nothing moves on while a decision is pending.
    if (c.s.pending.length) return;
    const r = c.s.round;
    if (r.kind === 'auction' || r.kind === 'special') {
      if (r.kind === 'auction' ? !auctionFinished(c) : !roundKind(c, r.name).finished(c, r)) return;
      if (!c.rules.nextRound?.(c, r)) startStockRound(c, false);
      continue;
    }
    if (r.kind === 'stock') {
      if (r !== stockRound) {
        stockRound = r;
        atStockRoundStart(c, (cycles ??= watchCycles()));
      }
      if (stockRoundFinished(c)) {
        finishStockRound(c);
        checkMarketEnd(c);
        // The round's end may end the game (1846: the last corporation closed by its price; 1870: a sold-out price
        // reaching $400): no round follows.
        if (c.s.finished) return;
        if (!c.rules.nextRound?.(c, r)) startOperatingSet(c);
        continue;
      }
      // A player with nothing to do passes without being asked.
      if (skipStockTurn(c)) continue;
      return;
    }
    if (r.kind === 'operating') {
      // A corporation closed during its own turn (1846: its price fell to 0 after a sale) ends its turn.
      const k = operatingCorp(c);
      if (k?.closed) endTurn(c);
      if (!operatingFinished(c)) return;
      c.rules.onOperatingRoundEnd?.(c);
      const end = c.s.gameEnd;
      if (end && (end.timing === 'current_or' || (end.timing === 'full_or' && c.s.roundNum >= c.s.orsInSet))) {
        finishGame(c);
        return;
      }
      if (c.rules.nextRound?.(c, r)) continue;
      if (c.s.roundNum < c.s.orsInSet) {
        startNextOperatingRound(c);
      } else {
        if (end && end.timing === 'one_more_full_or_set' && c.s.turn > end.turn) {
          finishGame(c);
          return;
        }
        startStockRound(c, true);
      }
      continue;
    }
    return;
  }
}

/** Who must act now: player ids (hot-seat uses this for "pass to ..."). */
export function actingPlayers(c: Ctx): PlayerId[] {
  if (c.s.finished) return [];
  if (c.s.pending.length) return pendingActors(c);
  const own = c.rules.actingPlayers?.(c);
  if (own) return own;
  const r = c.s.round;
  if (r.kind === 'special') return roundKind(c, r.name).actors(c, r);
  if (r.kind === 'auction') return [auctionActor(c)];
  if (r.kind === 'stock') return stockActors(c);
  const k = operatingCorp(c);
  if (!k) return [];
  // A corporation without a president (1846 receivership) is run by whoever is at the table: every player still in
  // the game may act for it, as 18xx.games lets them.
  return k.president != null ? [k.president] : c.s.players.filter((p) => !p.bankrupt).map((p) => p.id);
}

/** The entity whose turn it is: a player id or a corporation symbol. */
export function currentEntity(c: Ctx): PlayerId | string | null {
  if (c.s.finished) return null;
  const top = topPending(c);
  if (top) return top.entity;
  const r = c.s.round;
  if (r.kind === 'special') {
    const kind = roundKind(c, r.name);
    if (kind.currentEntity) return kind.currentEntity(c, r);
  }
  if (r.kind === 'operating') return operatingCorp(c)?.sym ?? null;
  return actingPlayers(c)[0] ?? null;
}
