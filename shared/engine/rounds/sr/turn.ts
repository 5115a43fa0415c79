import type { Action } from '../../actions';
import type { Ctx } from '../../context';
import { check } from '../../result';
import type { PlayerId, StockRound, StockTurn } from '../../state';

/** The bookkeeping of a stock turn, shared by the stock steps: whose turn it is, what was done, when it ends. */

export const sr = (c: Ctx) => c.s.round as StockRound;

export function freshTurn(player: PlayerId): StockTurn {
  return { player, bought: false, boughtFrom: null, sold: [], actions: [], boughtIpo: false };
}

export function stockActor(c: Ctx): PlayerId {
  return c.s.players[sr(c).current].id;
}

/** The action must be the acting player's. */
export function checkActor(c: Ctx, a: Action): PlayerId {
  const id = stockActor(c);
  check(a.entity === id, () => `it is not player ${a.entity}'s turn (waiting for ${id})`);
  return id;
}

/** Records one of the player's actions of the turn (`buy`, `sell`, `par`, a title's own): the player has not passed. */
export function recordAction(c: Ctx, kind: string): void {
  const round = sr(c);
  round.turn.actions.push(kind);
  round.lastActor = round.turn.player;
  round.passed = round.passed.filter((p) => p !== round.turn.player);
}

/** Ends the turn: the next player in order acts (after the title's `afterStockTurn`, 1870 price protection). */
export function endStockTurn(c: Ctx): void {
  const round = sr(c);
  round.current = (round.current + 1) % c.s.players.length;
  round.turn = freshTurn(c.s.players[round.current].id);
  c.rules.afterStockTurn?.(c);
}

/**
 * An action taken on a player's stock turn on behalf of a corporation the player presides (1870 redemption, reissue):
 * it is the player's action for the turn, and the turn ends.
 */
export function corporationActed(c: Ctx, kind: string): void {
  recordAction(c, kind);
  endStockTurn(c);
}

/** Has the player sold shares of this corporation this round (they may not buy them back in it, 1830 §5.2)? */
export function soldThisRound(c: Ctx, id: PlayerId, sym: string): boolean {
  return sr(c).soldThisRound[String(id)]?.includes(sym) ?? false;
}
