import type { Ctx } from '../../engine/context';
import { orTurn } from '../../engine/rounds/or/common';
import type { CorporationState } from '../../engine/state';
import { cellPrice, issuableShares } from './issue';

/**
 * What a corporation could spend on track, a station or a train during its turn, as 18xx.games reckons it when it
 * decides whether a step still waits for the corporation (a recorded game holds the passes those waits ask for):
 * its cash, what one issue of shares may still bring this turn (§6.31: one issue, before the dividend step), and the
 * treasuries of independent railroads it could buy from their owners for $1 each (§6.91-6.92: the buyer takes over
 * the independent's treasury and its 2-train).
 */

/** Cash the normal issue (§6.31) may still bring this turn: all issuable shares at one column left of the price. */
export function issueCash(c: Ctx, k: CorporationState): number {
  if (k.minor || !k.market) return 0;
  const turn = orTurn(c);
  if (turn.abilitiesUsed.includes('issue') || turn.done.includes('dividend')) return 0;
  return issuableShares(c, k) * cellPrice(c, k, -1);
}

/**
 * Cash gained by buying every player-owned independent railroad for $1 (its treasury less the $1). Counted only when
 * the corporation has cash to pay the $1 and owns a number of trains in `trainCounts` (18xx.games: any number up to
 * three for track and stations, one or two for trains).
 */
export function potentialMinorCash(c: Ctx, k: CorporationState, trainCounts: readonly number[]): number {
  if (k.minor || k.cash <= 0 || !trainCounts.includes(k.trains.length)) return 0;
  let n = 0;
  for (const def of c.title.minors ?? []) {
    const m = c.s.corporations[def.sym];
    if (!m.closed && m.president !== null && m.cash > 0) n += m.cash - 1;
  }
  return n;
}

const ANY_TRAINS = [0, 1, 2, 3];
const ONE_OR_TWO_TRAINS = [1, 2];

/** Buying power for tile lays and stations (18xx.games `track_buying_power`). */
export function trackBuyingPower(c: Ctx, k: CorporationState): number {
  return k.cash + issueCash(c, k) + potentialMinorCash(c, k, ANY_TRAINS);
}

/** Buying power for trains (18xx.games `train_buying_power`). */
export function trainBuyingPower(c: Ctx, k: CorporationState): number {
  return k.cash + issueCash(c, k) + potentialMinorCash(c, k, ONE_OR_TWO_TRAINS);
}
