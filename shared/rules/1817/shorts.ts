import type { Ctx } from '../../engine/context';
import { corp, player } from '../../engine/entities';
import { shortStockStep } from '../../engine/rounds/sr/short';
import { sr } from '../../engine/rounds/sr/turn';
import { openShorts } from '../../engine/shorts';
import { phaseDef } from '../../engine/trains';
import { percentOf } from '../../engine/entities';
import { shareCount } from '../../engine/certSize';
import { playerKey, type PlayerId } from '../../engine/state';
import { inLowZones } from './stockTurn';

/**
 * 1817 §5.3, selling short on a stock turn (after selling, before buying): one share of a 5 or 10-share company that
 * has operated, outside the gray and red zones, of which the player holds no share, while fewer shorts than its
 * shares are open; once per round; none in phase 8. Buying a share of a company one is short of closes the short.
 */

function whyNoShort(c: Ctx, id: PlayerId, sym: string): string | null {
  const k = corp(c, sym);
  const r = sr(c);
  if (phaseDef(c).status?.includes('no_new_shorts')) return 'no new shorts in this phase';
  if (!k.floated || k.closed || !k.operated || inLowZones(c, k)) return `${sym} cannot be sold short now`;
  if (shareCount(c, sym) <= 2) return 'a 2-share company cannot be sold short';
  if (openShorts(c, sym).length >= shareCount(c, sym)) return `${sym} has as many shorts as shares`;
  if (percentOf(c, sym, playerKey(id)) > 0) return `${player(c, id).name} holds ${sym} shares`;
  if (r.turn.bought) return 'shorts come before buying';
  // One short a turn: 18xx.games forgets a turn's short at the next turn (its `players_sold` turns `:short` into `:prev`).
  if (r.turn.actions.includes('short')) return `${player(c, id).name} has sold short this turn`;
  return null;
}

export const shortStep = shortStockStep(whyNoShort, (c, id, sym) => (sr(c).soldThisRound[String(id)] ??= []).push(sym));
