import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { ability, closeCompany } from '../../engine/companies';
import { corp, log } from '../../engine/entities';
import { check } from '../../engine/result';
import type { OrStep } from '../../engine/rounds/or/steps';
import { corpKey, type CorporationState } from '../../engine/state';
import { state1870 } from './state';

/**
 * The markers of two privates (1870 privates): the Southern Cattle Company's token makes a city worth $10 more to the
 * corporation that owns it; the Gulf Shipping Company's port is open (+$10 to every corporation stopping there, +$20
 * to its owner) until the owner places it again on the same hex to close it (+$20 to the owner only; the private then
 * closes). The markers leave the map with the first 6-train.
 */

export const CATTLE = 'SCC';
export const PORT = 'GSC';

function assignUses(c: Ctx, sym: string): number {
  const def = c.t.company.get(sym)!;
  const i = (def.abilities ?? []).findIndex((a) => a.type === 'assign_hexes');
  const a = ability(c, sym, 'assign_hexes') as { count?: number } | undefined;
  return c.s.companies[sym].uses[i] ?? a?.count ?? 0;
}

function useAssign(c: Ctx, sym: string): void {
  const def = c.t.company.get(sym)!;
  const i = (def.abilities ?? []).findIndex((a) => a.type === 'assign_hexes');
  c.s.companies[sym].uses[i] = assignUses(c, sym) - 1;
}

/** Placing a marker, at any time in the owning corporation's turn. */
export const assignStep: OrStep = {
  name: 'assign',
  active: () => false,
  accepts: (c, k, a) => a.type === 'assign' && a.entity_type === 'company' && c.s.companies[String(a.entity)]?.owner === corpKey(k.sym),
  offers: () => [],
  process(c, a) {
    const action = a as ActionOf<'assign'>;
    const sym = String(action.entity);
    const co = c.s.companies[sym];
    check(!co.closed, () => `${sym} is closed`);
    const hexes = (ability(c, sym, 'assign_hexes') as { hexes: string[] } | undefined)?.hexes ?? [];
    check(action.target_type === 'hex' && hexes.includes(action.target), () => `${sym}'s marker may go only on ${hexes.join(', ')}`);
    check(assignUses(c, sym) > 0, () => `${sym}'s marker is placed`);
    const k = corp(c, co.owner!.slice(2));
    const markers = state1870(c).markers;
    const placed = markers[sym];
    if (sym === PORT && placed) {
      check(placed.hex === action.target, () => `the port is at ${placed.hex}: it may only be closed there`);
      placed.closed = true;
      useAssign(c, sym);
      log(c, `${k.sym} closes the port at ${action.target}`);
      closeCompany(c, sym);
      return;
    }
    check(!placed, () => `${sym}'s marker is placed`);
    markers[sym] = { hex: action.target, corporation: k.sym };
    useAssign(c, sym);
    log(c, `${k.sym} places ${sym}'s marker on ${action.target}`);
  },
};

/** The first 6-train takes the markers off the map ("remove_tokens"). */
export function removeMarkers(c: Ctx): void {
  const markers = state1870(c).markers;
  for (const sym of Object.keys(markers)) {
    log(c, `${sym}'s marker is removed from ${markers[sym].hex}`);
    delete markers[sym];
  }
}

/** What the markers add to a route of `k` stopping at these hexes. */
export function markerBonus(c: Ctx, k: CorporationState): (hexes: (h: string) => boolean) => number {
  const m = state1870(c).markers;
  const cattle = m[CATTLE]?.corporation === k.sym ? m[CATTLE].hex : null;
  const port = m[PORT];
  return (stopsAt) => {
    let n = 0;
    if (cattle && stopsAt(cattle)) n += 10;
    if (port && stopsAt(port.hex)) {
      if (port.corporation === k.sym) n += 20;
      else if (!port.closed) n += 10;
    }
    return n;
  };
}
