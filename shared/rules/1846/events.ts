import type { Ctx } from '../../engine/context';
import { closeCompany } from '../../engine/companies';
import { corp, log } from '../../engine/entities';
import { hexChanged } from '../../engine/board';
import type { PhaseDef } from '../../title/types';
import { closeCorporation } from './close';
import { dropReservation } from './abilities';
import { state1846 } from './state';

/**
 * Train events (§7): the first 5-train closes the private companies and the independent railroads (a corporation
 * keeps the Mail Contract); the first 6-train removes the Steamboat, Meat Packing and Boomtown markers and the
 * corporations' reserved station slots.
 */
export function trainEvent1846(c: Ctx, type: string): boolean {
  if (type === 'close_companies') {
    for (const def of c.title.minors ?? []) {
      const k = corp(c, def.sym);
      if (!k.closed) closeCorporation(c, k);
    }
    for (const def of c.title.companies) {
      const co = c.s.companies[def.sym];
      if (co.closed) continue;
      const keeps = (def.abilities ?? []).some((a) => a.type === 'close' && (a as { onPhase?: string }).onPhase === 'never' && co.owner?.startsWith('c:'));
      if (!keeps) {
        closeCompany(c, def.sym);
        dropReservation(c, def.sym);
      }
    }
    log(c, '-- Private companies close');
    return true;
  }
  if (type === 'remove_bonuses' || type === 'remove_markers') {
    state1846(c).assignments = {};
    state1846(c).bonusesRemoved = true;
    log(c, '-- Steamboat, Meat Packing and Boomtown markers removed');
    return true;
  }
  if (type === 'remove_reservations') {
    for (const hex in c.s.hexes) {
      const h = c.s.hexes[hex];
      let changed = false;
      h.reserved = h.reserved.map((slots) =>
        slots.map((r) => {
          if (r && c.s.corporations[r] && !c.t.corporation.get(r)?.home?.includes(hex)) {
            changed = true;
            return null;
          }
          return r;
        }),
      );
      if (changed) hexChanged(c, hex);
    }
    log(c, '-- Reserved station slots removed');
    return true;
  }
  return false;
}

export function onPhaseChange1846(_c: Ctx, _p: PhaseDef): void {}
