import { hexChanged } from '../../engine/board';
import { closeCompany } from '../../engine/companies';
import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { zonesAt } from '../../engine/market';
import { ipoKey, POOL, type CorporationState } from '../../engine/state';
import { removeFromOwner } from '../../engine/trains';

/**
 * A corporation whose price reaches a closing cell ($0) closes at once: its trains go back to the bank's open market,
 * its stations and home reservation leave the map, its privates close, its cash goes to the bank and its
 * certificates are void (1870, as 18xx.games closes it).
 */
export function closeCorporationsAtZero(c: Ctx): void {
  for (const sym in c.s.corporations) {
    const k = c.s.corporations[sym];
    if (!k.closed && k.market && zonesAt(c, k).includes('close')) closeCorporation(c, k);
  }
}

function closeCorporation(c: Ctx, k: CorporationState): void {
  k.closed = true;
  for (const id of [...k.trains]) {
    const t = c.s.trains[id];
    removeFromOwner(c, t);
    t.owner = POOL;
  }
  for (const t of k.tokens) {
    if (!t.hex) continue;
    const h = c.s.hexes[t.hex];
    h.tokens = h.tokens.map((slots) => slots.map((x) => (x === k.sym ? null : x)));
    hexChanged(c, t.hex);
    t.hex = null;
  }
  for (const hex in c.s.hexes) {
    const h = c.s.hexes[hex];
    if (!h.reserved.some((s) => s.includes(k.sym))) continue;
    h.reserved = h.reserved.map((s) => s.map((r) => (r === k.sym ? null : r)));
    hexChanged(c, hex);
  }
  if (k.cash) {
    if (c.s.bank !== null) c.s.bank += k.cash;
    k.cash = 0;
  }
  for (const id of c.s.certOrder[k.sym]) c.s.certificates[id].owner = ipoKey(k.sym);
  k.president = null;
  for (const co of Object.values(c.s.companies)) if (!co.closed && co.owner === `c:${k.sym}`) closeCompany(c, co.sym);
  log(c, `${k.sym} closes`);
}
