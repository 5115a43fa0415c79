import type { Action } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { nextToken, tokenStep } from '../../engine/rounds/or/token';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import type { CorporationState } from '../../engine/state';
import { state1817 } from './state';

/**
 * Where a company may place a station, as 18xx.games answers it (§6.3). 18xx.games remembers its answer that a company
 * reaches no city with an open slot until a tile is laid or a station placed or taken over anywhere; a bank
 * liquidation that takes a company's stations off the map (§7.2.4 step 5) does not make it ask again. A company told
 * so at its last token step skips its next one while nothing was laid or placed since, though a city it reaches has
 * opened meanwhile. Recorded games follow that answer (the next action is the run), so our engine does too.
 */

/** 18xx.games asks the map only when the company has a station left that it can pay for, and none placed this turn. */
function asksMap(c: Ctx, k: CorporationState): boolean {
  const t = nextToken(k);
  return !orTurn(c).tokenPlaced && !!t && k.cash >= t.price;
}

const remembered = (c: Ctx, k: CorporationState): boolean => !!state1817(c).noStationReach?.includes(k.sym);

/** A tile laid or a station placed or taken over anywhere: every company's reach is worked out afresh. */
export function forgetStationReach(c: Ctx): void {
  delete state1817(c).noStationReach;
}

/** Before any action: a tile lay, a station placed or one removed after a take-over makes 18xx.games work stations out afresh. */
export function forgetStationReachOn(c: Ctx, a: Action): void {
  if (a.type === 'lay_tile' || a.type === 'place_token' || a.type === 'remove_token') forgetStationReach(c);
}

export const tokenStep1817: OrStep = {
  ...tokenStep,
  active: (c, k) => tokenStep.active(c, k) && !remembered(c, k),
  skip(c, k) {
    tokenStep.skip?.(c, k);
    // Skipped though it could pay for a station: the map said no (or 18xx.games remembered it did), remembered now.
    if (asksMap(c, k) && !remembered(c, k)) (state1817(c).noStationReach ??= []).push(k.sym);
  },
};
