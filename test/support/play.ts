import { effectiveActions, type Action } from '../../shared/engine/actions';
import { applyAction, context, createGame, type Game } from '../../shared/engine/game';
import { setupOf } from '../../shared/engine/replay';
import type { Ctx } from '../../shared/engine/context';
import { join } from 'node:path';
import { FIXTURES, loadFixture, loadTitle } from './fixtures';
import { rulesFor } from '../../shared/rules/index';

/** Four players, ids 1-4, for scripted scenarios. */
export const PLAYERS = [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` }));

export function newGame(title: string, opts: { players?: number; optionalRules?: string[]; seed?: number } = {}): Game {
  const players = PLAYERS.slice(0, opts.players ?? 4);
  const r = createGame(loadTitle(title), rulesFor(loadTitle(title)), { players, seed: opts.seed ?? 1, optionalRules: opts.optionalRules ?? [] });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Shorthand for an action: `act(1, 'bid', { company: 'SV', price: 20 })`, entity type from the entity. */
export function act(entity: number | string, type: string, fields: Record<string, unknown> = {}, entityType?: string): Action {
  return { type, entity, entity_type: entityType ?? (typeof entity === 'number' ? 'player' : 'corporation'), ...fields } as unknown as Action;
}

/** Applies actions in order; throws with the engine's message if one is refused. */
export function play(game: Game, actions: Action[]): Game {
  for (const a of actions) {
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(r.error);
    game = r.value;
  }
  return game;
}

/** Tries one action: the error message, or the next game. */
export function attempt(game: Game, a: Action): { error: string | null; game: Game } {
  const r = applyAction(game, a);
  return r.ok ? { error: null, game: r.value } : { error: r.error, game };
}

/** A recorded game replayed up to (not including) the action with id `beforeId`. */
export function recordedAt(title: string, file: string, beforeId: number): { game: Game; next: Action[] } {
  const g = loadFixture(join(FIXTURES, title, file));
  const created = createGame(loadTitle(title), rulesFor(loadTitle(title)), setupOf(g));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  const actions = effectiveActions(g.actions);
  let i = 0;
  for (; i < actions.length && (actions[i].id ?? 0) < beforeId; i++) {
    const r = applyAction(game, actions[i], { inPlace: true, loading: true });
    if (!r.ok) throw new Error(r.error);
    game = r.value;
  }
  return { game: { ...game, state: structuredClone(game.state), cache: {} }, next: actions.slice(i) };
}

export const ctxOf = (g: Game): Ctx => context(g);

/** The 1830 private auction played out with everyone buying at face value in turn: P1 SV, P2 CS, P3 DH, P4 MH, P1 CA, P2 BO. */
export function auctionDone1830(game: Game): Game {
  return play(game, [
    act(1, 'bid', { company: 'SV', price: 20 }),
    act(2, 'bid', { company: 'CS', price: 40 }),
    act(3, 'bid', { company: 'DH', price: 70 }),
    act(4, 'bid', { company: 'MH', price: 110 }),
    act(1, 'bid', { company: 'CA', price: 160 }),
    act(2, 'bid', { company: 'BO', price: 220 }),
    act(2, 'par', { corporation: 'B&O', share_price: '100,0,6' }),
  ]);
}
