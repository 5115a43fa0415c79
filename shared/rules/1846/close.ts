import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { payAll } from '../../engine/transfer/cash';
import { moveAllCerts } from '../../engine/transfer/certs';
import { closeCompany } from '../../engine/companies';
import { removeFromMap } from '../../engine/board';
import { moveAllTrains } from '../../engine/transfer/trains';
import type { CorporationState } from '../../engine/state';
import { BANK, corpKey, ipoKey, REMOVED } from '../../engine/state';

/**
 * A corporation closes (§8: its price reaches 0, or the 5-train closes the independents): its trains leave the game,
 * its stations come off the map, its shares are void and its cash goes to the bank.
 */
export function closeCorporation(c: Ctx, k: CorporationState): void {
  k.closed = true;
  moveAllTrains(c, k, REMOVED);
  removeFromMap(c, k);
  payAll(c, corpKey(k.sym), BANK);
  // Its certificates return to its treasury: they are worth nothing now.
  moveAllCerts(c, k.sym, ipoKey(k.sym));
  k.president = null;
  // Its privates close with it.
  for (const co of Object.values(c.s.companies)) if (!co.closed && co.owner === corpKey(k.sym)) closeCompany(c, co.sym);
  log(c, `${k.sym} closes`);
}
