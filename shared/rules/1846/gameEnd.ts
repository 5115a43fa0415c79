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
  // A corporation whose price reaches 0 closes at once (§8).
  for (const k of Object.values(c.s.corporations)) if (!k.closed && k.market && price(c, k) === 0) closeCorporation(c, k);
  const solvent = c.s.players.filter((p) => !p.bankrupt).length;
  if (solvent <= 1 && c.s.players.some((p) => p.bankrupt)) triggerGameEnd(c, 'bankrupt');
  const majors = c.title.corporations.map((d) => c.s.corporations[d.sym]);
  const removed = (c.s.extra.removed as string[]) ?? [];
  if (majors.filter((k) => !removed.includes(k.sym)).every((k) => k.closed) ) triggerGameEnd(c, 'all_closed');
}

export function onOperatingRoundEnd1846(_c: Ctx): void {}
