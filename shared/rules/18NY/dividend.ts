import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { moveLeft, moveRight, price } from '../../engine/market';
import { check } from '../../engine/result';
import { dividendStep, payShareholders } from '../../engine/rounds/or/dividend';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { corpKey, type CorporationState } from '../../engine/state';

/**
 * 18NY 7.1.4 Dividends: a share company pays in full, half (the retained half rounded down to $10, in favour of the
 * shareholders) or nothing; a minor always splits its revenue 50/50 with its owner. The price moves right when the
 * payout reaches the price, left when it is below half of it (a minor's payout counts double: its whole revenue).
 */

function movePrice(c: Ctx, k: CorporationState, paid: number): void {
  const amount = k.minor ? paid * 2 : paid;
  const p = price(c, k);
  if (amount >= p) moveRight(c, k);
  else if (amount * 2 < p) moveLeft(c, k);
}

/** A minor's split: half to its treasury (rounded down), the rest to its owner. */
function splitMinor(c: Ctx, k: CorporationState, revenue: number): void {
  const kept = Math.floor(revenue / 2);
  const owner = revenue - kept;
  if (kept) pay(c, 'bank', corpKey(k.sym), kept);
  if (owner && k.president !== null) pay(c, 'bank', playerKey(k.president), owner);
  log(c, `${k.sym} keeps ${kept} and pays ${owner} to its owner`);
  movePrice(c, k, revenue > 0 ? owner : 0);
}

export function dividend18NY(c: Ctx, k: CorporationState, a: ActionOf<'dividend'>, revenue: number): boolean {
  check(['payout', 'half', 'withhold'].includes(a.kind), () => `unknown dividend ${a.kind}`);
  const retained = a.kind === 'withhold' ? revenue : a.kind === 'half' ? Math.floor(revenue / 2 / 10) * 10 : 0;
  if (retained) pay(c, 'bank', corpKey(k.sym), retained);
  const paid = revenue - retained;
  if (paid) payShareholders(c, k, paid);
  log(c, `${k.sym} pays ${paid}${retained ? ` and retains ${retained}` : ''}`);
  movePrice(c, k, paid);
  return true;
}

/** The dividend step: a minor splits without being asked; without revenue, nothing is paid and the price falls. */
export const dividendStep18NY: OrStep = {
  ...dividendStep,
  active: (c, k) => !k.minor && dividendStep.active(c, k),
  skip(c, k) {
    const revenue = orTurn(c).revenue;
    if (k.minor) splitMinor(c, k, revenue);
    else {
      log(c, `${k.sym} earns nothing`);
      movePrice(c, k, 0);
    }
  },
};
