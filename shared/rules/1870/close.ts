import { removeFromMap } from '../../engine/board';
import { closeCompany } from '../../engine/companies';
import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { payAll } from '../../engine/transfer/cash';
import { moveAllCerts } from '../../engine/transfer/certs';
import { zonesAt } from '../../engine/market';
import { BANK, corpKey, ipoKey, POOL, type CorporationState } from '../../engine/state';
import { moveAllTrains } from '../../engine/transfer/trains';

/**
 * A corporation whose price reaches a closing cell ($0) closes at once: its trains go back to the bank's open market,
 * its stations and home reservation leave the map, its privates close, its cash goes to the bank and its
 * certificates are void (1870, as 18xx.games closes it).
 */
export function closeCorporationsAtZero(c: Ctx): void {
  for (const sym in c.s.corporations) {
    const k = c.s.corporations[sym];
    if (!k.closed && atClosingPrice(c, k)) closeCorporation(c, k);
  }
}

/** Is the corporation's price on a closing cell (it closes once the action is over)? */
export const atClosingPrice = (c: Ctx, k: CorporationState) => !!k.market && zonesAt(c, k).includes('close');

function closeCorporation(c: Ctx, k: CorporationState): void {
  k.closed = true;
  // Its trains go to the open market in the order it got them, after any already there (18xx.games' discarded trains).
  moveAllTrains(c, k, POOL);
  removeFromMap(c, k);
  payAll(c, corpKey(k.sym), BANK);
  moveAllCerts(c, k.sym, ipoKey(k.sym));
  k.president = null;
  for (const co of Object.values(c.s.companies)) if (!co.closed && co.owner === `c:${k.sym}`) closeCompany(c, co.sym);
  log(c, `${k.sym} closes`);
}
