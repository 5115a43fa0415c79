import type { Ctx } from '../../engine/context';
import { triggerGameEnd } from '../../engine/gameEnd';
import { price } from '../../engine/market';
import { closeCorporation } from './close';
import { state1846 } from './state';
import { checkFinalTrain, twoPlayer } from './twoPlayer';
import { DEPOT } from '../../engine/state';

/**
 * Game end (§10): the bank breaks (the set of operating rounds is finished), or all but one player are bankrupt; with
 * two players also the last train bought (./twoPlayer.ts). The rulebook has no end for a game with no corporation
 * left: 18xx.games ends it ("all closed") once every corporation, independent and private company has closed, the
 * draft's pass cards included, which close only with the privates (first 5-train, §7). Until then nobody can do
 * anything and the rounds go by to the turn limit (`dnf`), as there.
 */
export function checkGameEnd1846(c: Ctx): void {
  if (c.s.finished) return;
  closeBankrupted(c);
  // Checked after every action: plain loops, nothing allocated.
  let solvent = 0;
  for (const p of c.s.players) if (!p.bankrupt) solvent++;
  if (solvent <= 1 && solvent < c.s.players.length) triggerGameEnd(c, 'bankrupt');
  checkFinalTrain(c);
  const removed = state1846(c).removed;
  for (const sym in c.s.corporations) {
    if (!c.s.corporations[sym].closed && !removed.includes(sym)) return;
  }
  for (const sym in c.s.companies) if (!c.s.companies[sym].closed) return;
  if (!twoPlayer(c) && !privatesClosed(c)) return;
  triggerGameEnd(c, 'all_closed');
}

/** Has the event that closes the privates (and the draft's pass cards) happened: a train bringing it bought? */
function privatesClosed(c: Ctx): boolean {
  for (const id of c.s.trainOrder) {
    const t = c.s.trains[id];
    if (t.owner !== DEPOT && c.t.train.get(t.name)?.events?.some((e) => e.type === 'close_companies')) return true;
  }
  return false;
}

/** Prices that reached 0 close their corporations at once (§8). */
export function closeBankrupted(c: Ctx): void {
  for (const sym in c.s.corporations) {
    const k = c.s.corporations[sym];
    if (!k.closed && k.market && price(c, k) === 0) closeCorporation(c, k);
  }
}

export function onOperatingRoundEnd1846(_c: Ctx): void {}
