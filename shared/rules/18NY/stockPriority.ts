import type { Ctx } from '../../engine/context';
import { log, percentOf } from '../../engine/entities';
import { sr } from '../../engine/rounds/sr/turn';
import { playerKey, type CorporationState } from '../../engine/state';
import { state18NY } from './state';

/**
 * The priority deal after a stock round ended by a company's closing. 18NY 6.1 gives it to the player after the last
 * to act, and so does 18xx.games when the round ends by passes. But when a stock action drops a company onto a
 * closing space while another player holds its shares, 18xx.games closes it after the turn has moved on to a player
 * who could still sell them: that player, left with nothing to do, passes automatically, and so does the next one;
 * if that ends the round, the priority deal stays with the player the passes stopped on, the one who took the action
 * (18xx.games' `action_processed` skips one turn, not the round's usual one more). Recorded games replay this way.
 */

/** A company closes at a closing space during a stock action: note whether the round may end as 18xx.games ends it. */
export function noteStockClosing(c: Ctx, k: CorporationState): void {
  if (c.s.round.kind !== 'stock') return;
  const actor = sr(c).lastActor;
  const othersHold = c.s.players.some((p) => p.id !== actor && !p.bankrupt && percentOf(c, k.sym, playerKey(p.id)) > 0);
  if (actor !== null && othersHold) state18NY(c).stockClosing = true;
}

/** Each action starts without a closing noted: only the round's last action counts. */
export function clearStockClosing(c: Ctx): void {
  state18NY(c).stockClosing = false;
}

/** At the end of the stock round (after the standard priority deal): the actor of a closing keeps the priority. */
export function priorityAfterClosing(c: Ctx): void {
  const st = state18NY(c);
  const actor = sr(c).lastActor;
  if (!st.stockClosing || actor === null) return;
  st.stockClosing = false;
  c.s.priority = actor;
  log(c, `Player ${actor} keeps the priority deal`);
}
