import type { Ctx } from './context';
import { corporationList, log } from './entities';
import { zonesAt } from './market';
import type { GameEndReason } from './state';

/**
 * Game end (1830 §8): bankruptcy ends the game at once; a broken bank ends it after the current set of operating
 * rounds. The title's `gameEnd` table gives each reason its timing.
 */
export function triggerGameEnd(c: Ctx, reason: GameEndReason): void {
  const timing = c.title.gameEnd[reason] ?? 'immediate';
  if (c.s.gameEnd) {
    // The earliest ending wins.
    if (rank(timing) >= rank(c.s.gameEnd.timing)) return;
  }
  c.s.gameEnd = { reason, timing, turn: c.s.turn, roundNum: c.s.roundNum };
  log(c, `-- Game end triggered (${reason}, ${timing})`);
  if (timing === 'immediate') finishGame(c);
}

const ORDER = ['immediate', 'current_round', 'current_or', 'full_or', 'one_more_full_or_set'];
const rank = (t: string) => ORDER.indexOf(t);

export function finishGame(c: Ctx): void {
  if (c.s.finished) return;
  c.s.finished = true;
  c.s.endReason = c.s.gameEnd?.reason ?? 'manually_ended';
  log(c, `-- Game over (${c.s.endReason})`);
}

/** Checks conditions that trigger the end (bank broken) after an action. */
export function checkGameEndConditions(c: Ctx): void {
  if (c.s.finished) return;
  if (c.s.bank !== null && c.s.bank <= 0 && c.title.gameEnd.bank && !(c.s.gameEnd?.reason === 'bank')) {
    triggerGameEnd(c, 'bank');
  }
  checkMarketEnd(c);
  c.rules.checkGameEnd?.(c);
}

/**
 * A share price reaching a cell of the `end_game` zone ends the game (1870 $400 finish), also when it got there by
 * no action: the sold-out rises as a stock round ends (`advance` asks again then; random 1870 3p finish_on_400 seed
 * 9513: SLSF reaches $400 as the last pass ends the stock round, and 18xx.games ends the game there, before any
 * check of the operating round that would follow).
 */
export function checkMarketEnd(c: Ctx): void {
  if (!c.title.gameEnd.stock_market || c.s.gameEnd?.reason === 'stock_market' || c.s.finished) return;
  // By index: checked after every action, which a cold replay runs in V8's interpreter, where every step of a
  // `for of` allocates (#18).
  const list = corporationList(c);
  for (let i = 0; i < list.length; i++) {
    if (zonesAt(c, list[i]!).includes('end_game')) {
      triggerGameEnd(c, 'stock_market');
      return;
    }
  }
}
