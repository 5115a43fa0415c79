import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { closeCompany } from '../../engine/companies';
import { removeFromMap } from '../../engine/board';
import { removeFromOwner } from '../../engine/trains';
import type { CorporationState } from '../../engine/state';
import { corpKey, POOL, ipoKey } from '../../engine/state';

/**
 * A corporation closes (§8: its price reaches 0, or the 5-train closes the independents): its trains leave the game,
 * its stations come off the map, its shares are void and its cash goes to the bank.
 */
export function closeCorporation(c: Ctx, k: CorporationState): void {
  k.closed = true;
  for (const id of [...k.trains]) {
    const t = c.s.trains[id];
    removeFromOwner(c, t);
    t.owner = 'removed';
  }
  removeFromMap(c, k);
  if (k.cash) {
    if (c.s.bank !== null) c.s.bank += k.cash;
    k.cash = 0;
  }
  // Its certificates return to its treasury: they are worth nothing now.
  for (const id of c.s.certOrder[k.sym]) {
    const cert = c.s.certificates[id];
    if (cert.owner !== ipoKey(k.sym)) cert.owner = ipoKey(k.sym);
  }
  k.president = null;
  // Its privates close with it.
  for (const co of Object.values(c.s.companies)) if (!co.closed && co.owner === corpKey(k.sym)) closeCompany(c, co.sym);
  log(c, `${k.sym} closes`);
  void POOL;
}
