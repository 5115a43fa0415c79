import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { moveLeft, moveRight, price } from '../../engine/market';
import { check } from '../../engine/result';
import { dividendStep, payShareholders } from '../../engine/rounds/or/dividend';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { corpKey, REMOVED, type CorporationState } from '../../engine/state';
import { moveTrain } from '../../engine/transfer/trains';
import { closeCorporation } from './close';

/**
 * Dividends (§6.7): full, half (the retained half rounded down to $10) or none. The price moves by the total payout
 * against the current price (§6.75): left below half, none below the price, right once at the price, twice at double,
 * three times at triple from $165 up. An independent railroad splits its revenue with its owner (§6.76).
 */

export function priceMoves(c: Ctx, k: CorporationState, payout: number): void {
  if (k.minor) return;
  movePrice(c, k, payout);
  // §8: a price of 0 closes the corporation at once.
  if (price(c, k) === 0 && !k.closed) closeCorporation(c, k);
}

function movePrice(c: Ctx, k: CorporationState, payout: number): void {
  const p = price(c, k);
  if (payout < p / 2) return moveLeft(c, k);
  let times = 0;
  if (payout >= p) times = 1;
  if (payout >= p * 2) times = 2;
  if (payout >= p * 3 && p >= 165) times = 3;
  for (let i = 0; i < times; i++) moveRight(c, k);
}

export function dividend1846(c: Ctx, k: CorporationState, a: ActionOf<'dividend'>, revenue: number): boolean {
  if (k.minor) {
    splitMinor(c, k, revenue);
    return true;
  }
  check(['payout', 'half', 'withhold'].includes(a.kind), () => `unknown dividend ${a.kind}`);
  if (a.kind === 'withhold') {
    if (revenue) pay(c, 'bank', corpKey(k.sym), revenue);
    log(c, `${k.sym} withholds ${revenue}`);
    priceMoves(c, k, 0);
    return true;
  }
  let retained = 0;
  if (a.kind === 'half') retained = Math.floor(revenue / 2 / 10) * 10;
  if (retained) pay(c, 'bank', corpKey(k.sym), retained);
  const paid = revenue - retained;
  payShareholders(c, k, paid);
  log(c, `${k.sym} pays ${paid}${retained ? ` and retains ${retained}` : ''}`);
  priceMoves(c, k, paid);
  return true;
}

/** An independent railroad: half to its owner (rounded down), the rest to its treasury. */
export function splitMinor(c: Ctx, k: CorporationState, revenue: number): void {
  const owner = Math.ceil(revenue / 2);
  const kept = revenue - owner;
  if (owner && k.president !== null) pay(c, 'bank', playerKey(k.president), owner);
  if (kept) pay(c, 'bank', corpKey(k.sym), kept);
  log(c, `${k.sym} pays ${owner} to its owner and keeps ${kept}`);
}

/** Withholding through the standard step (no revenue at all): the price falls; independents do not move. */
export function dividendPriceMovement1846(c: Ctx, k: CorporationState, revenue: number, kind: string): void {
  if (kind === 'withhold') priceMoves(c, k, 0);
  else priceMoves(c, k, revenue);
}

/** The dividend step: independents split automatically; a corporation with no revenue withholds nothing. */
export const dividendStep1846: OrStep = {
  ...dividendStep,
  active: (c, k) => !k.minor && !inReceivership(k) && dividendStep.active(c, k),
  skip: (c, k) => {
    const revenue = orTurn(c).revenue;
    if (k.minor) splitMinor(c, k, revenue);
    else if (inReceivership(k)) {
      // A corporation in receivership withholds (§7.2); without a train its price falls once more (18xx.games).
      if (revenue) pay(c, 'bank', corpKey(k.sym), revenue);
      priceMoves(c, k, 0);
      if (!k.closed && !k.trains.length && price(c, k) > 0) priceMoves(c, k, 0);
    } else dividendStep.skip!(c, k);
    removePhasedOut(c, k);
  },
  process(c, a) {
    dividendStep.process(c, a);
    removePhasedOut(c, c.s.corporations[String(a.entity)]);
  },
};

/** A corporation whose president went bankrupt and which nobody took over (§7.2). */
export const inReceivership = (k: CorporationState) => !k.minor && k.president === null && k.floated;

/** §6.69: after its run, a corporation's phased-out trains are removed, whether or not they ran. */
export function removePhasedOut(c: Ctx, k: CorporationState): void {
  for (const id of [...k.trains]) {
    const t = c.s.trains[id];
    if (!t.obsolete) continue;
    moveTrain(c, t, REMOVED);
    log(c, `${k.sym}'s phased-out ${t.variant} train is removed`);
  }
}
