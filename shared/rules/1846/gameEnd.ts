import type { Ctx } from '../../engine/context';
import { triggerGameEnd } from '../../engine/gameEnd';
import { price } from '../../engine/market';
import { closeCorporation } from './close';

/**
 * Game end (§9): the bank breaks (the set of operating rounds is finished), all but one player are bankrupt, or every
 * corporation has closed.
 */
export function checkGameEnd1846(c: Ctx): void {
  if (c.s.finished) return;
  closeBankrupted(c);
  const solvent = c.s.players.filter((p) => !p.bankrupt).length;
  if (solvent <= 1 && c.s.players.some((p) => p.bankrupt)) triggerGameEnd(c, 'bankrupt');
  // Every corporation and independent railroad in the game has closed.
  const removed = (c.s.extra.removed as string[]) ?? [];
  const all = [...c.title.corporations, ...(c.title.minors ?? [])].map((d) => c.s.corporations[d.sym]).filter((k) => !removed.includes(k.sym));
  if (all.every((k) => k.closed)) triggerGameEnd(c, 'all_closed');
}

/** Prices that reached 0 close their corporations at once (§8). */
export function closeBankrupted(c: Ctx): void {
  for (const k of Object.values(c.s.corporations)) if (!k.closed && k.market && price(c, k) === 0) closeCorporation(c, k);
}

export function onOperatingRoundEnd1846(_c: Ctx): void {}
