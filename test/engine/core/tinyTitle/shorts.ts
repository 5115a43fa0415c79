import type { Ctx } from '../../../../shared/engine/context';
import { corp, percentOf, player, sharePercent } from '../../../../shared/engine/entities';
import { shortStockStep } from '../../../../shared/engine/rounds/sr/short';
import { sr } from '../../../../shared/engine/rounds/sr/turn';
import { openShorts } from '../../../../shared/engine/shorts';
import { playerKey, type CorporationState, type PlayerId } from '../../../../shared/engine/state';
import { cashOf, pay } from '../../../../shared/engine/transfer/cash';

/**
 * The tiny title's short shares: on a stock turn, before buying, a player may sell short one share of a floated share
 * company (not the minor) of which they hold none, three shorts of a company at most. Buying a share of a company one
 * is short of closes the short (the engine's `buyClosingShorts`): the share and the short leave the game. A short pays back its share's dividends (the
 * engine's payout pays a negative holding a negative amount); what its holder cannot pay, the bank writes off (the
 * tiny title has no cash crisis).
 */
const MAX_SHORTS = 3;

function whyNoShort(c: Ctx, id: PlayerId, sym: string): string | null {
  const k = corp(c, sym);
  if (!k.floated || k.closed || k.minor) return `${sym} cannot be sold short`;
  if (percentOf(c, sym, playerKey(id)) !== 0) return `${player(c, id).name} holds ${sym} shares or a short`;
  if (openShorts(c, sym).length >= MAX_SHORTS) return `${sym} has ${MAX_SHORTS} shorts already`;
  const turn = sr(c).turn;
  if (turn.bought || turn.actions.includes('short')) return 'a short comes first in a turn, once';
  return null;
}

export const shortStep = shortStockStep(whyNoShort);

/**
 * Before a payout (`TitleRules.dividend`, returning false to let the standard payout go on): the bank writes off the
 * part of each short's payback its holder cannot pay, by giving it to them first.
 */
export function writeOffShortPaybacks(c: Ctx, k: CorporationState, kind: string, revenue: number): false {
  if (kind !== 'payout') return false;
  const unit = sharePercent(c, k.sym);
  for (const short of openShorts(c, k.sym)) {
    // As the payout counts it: a share's part of the revenue, rounded down (a negative holding pays it rounded up).
    const owed = -Math.floor(((revenue / (100 / unit)) * short.percent) / unit);
    const missing = owed - cashOf(c, short.owner);
    if (missing > 0) pay(c, 'bank', short.owner, missing);
  }
  return false;
}
