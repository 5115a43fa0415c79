import type { Ctx } from '../../engine/context';
import { triggerGameEnd } from '../../engine/gameEnd';
import { price } from '../../engine/market';
import { closeCorporation } from './close';
import { state1846 } from './state';
import { checkFinalTrain } from './twoPlayer';

/**
 * Game end (§9): the bank breaks (the set of operating rounds is finished), all but one player are bankrupt, or every
 * corporation has closed; with two players also the last train bought (./twoPlayer.ts).
 */
export function checkGameEnd1846(c: Ctx): void {
  if (c.s.finished) return;
  closeBankrupted(c);
  // Checked after every action: plain loops, nothing allocated.
  let solvent = 0;
  for (const p of c.s.players) if (!p.bankrupt) solvent++;
  if (solvent <= 1 && solvent < c.s.players.length) triggerGameEnd(c, 'bankrupt');
  checkFinalTrain(c);
  // Every corporation and independent railroad in the game has closed.
  const removed = state1846(c).removed;
  for (const sym in c.s.corporations) {
    if (!c.s.corporations[sym].closed && !removed.includes(sym)) return;
  }
  triggerGameEnd(c, 'all_closed');
}

/** Prices that reached 0 close their corporations at once (§8). */
export function closeBankrupted(c: Ctx): void {
  for (const sym in c.s.corporations) {
    const k = c.s.corporations[sym];
    if (!k.closed && k.market && price(c, k) === 0) closeCorporation(c, k);
  }
}

export function onOperatingRoundEnd1846(_c: Ctx): void {}
