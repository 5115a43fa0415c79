import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { check } from '../../result';
import { cityRef, contentAt, resolveCity } from '../../tiles';
import { graph } from '../../board';
import { freeSlot } from '../../../graph/tokens';
import type { CorporationState } from '../../state';
import { nextToken, putToken } from './token';
import type { OrStep } from './steps';
import { pendingOf, pushPending, resolvePending, type PendingStep } from '../../pending';

/**
 * The home station (1830 §6.1): placed free when a corporation first operates. Where the home hex has two cities and
 * its tile has no track yet, which city is home is settled when a tile is laid there (the corporation then chooses).
 */

export function homeOf(c: Ctx, k: CorporationState): { hex: string; stop: number | null } | null {
  const def = c.t.corporation.get(k.sym)!;
  const hex = k.home ?? def.home;
  if (!hex) return null;
  const stop = k.homeStop ?? def.homeCity ?? null;
  return { hex, stop };
}

/**
 * Places the home token when the corporation first operates: in its reserved city, else the first city. Only where
 * the home is a whole hex with several cities whose tile already has track must the corporation choose now.
 */
export function placeHomeToken(c: Ctx, k: CorporationState): void {
  if (k.tokens.some((t) => t.hex !== null)) return;
  const home = homeOf(c, k);
  if (!home) return;
  const content = contentAt(c, home.hex);
  const cities = (content.stops ?? []).map((s, i) => (s.type === 'city' ? i : -1)).filter((i) => i >= 0);
  const h = c.s.hexes[home.hex];
  // The city it reserved, where the reservation still is: an upgrade before it operated may have moved it to another
  // city index (1830 NYNH: G19's city 0, on exit 3, is city 1 of a green 54), as 18xx.games moves reservations.
  const reserved = h.reserved.findIndex((slots) => slots.includes(k.sym));
  let stop = reserved >= 0 ? reserved : (home.stop ?? -1);
  if (stop < 0) {
    if (cities.length > 1 && (content.paths ?? []).length) {
      chooseHomeCity(c, k);
      return;
    }
    stop = cities[0];
  }
  const g = graph(c);
  const slot = freeSlot(g, g.hex(home.hex), stop, k.sym);
  if (slot < 0) return;
  putToken(c, k, home.hex, stop, slot, 0);
}

/** The home station is placed as the corporation's turn starts (or at float, where the title says so). */
export const homeTokenStep: OrStep = {
  name: 'home_token',
  waits: true,
  start(c, k) {
    if (c.t.settings.homeTokenTiming === 'float') return;
    placeHomeToken(c, k);
  },
  active: () => false,
  accepts: () => false,
  offers: () => [],
  process() {},
};

/** The corporation must choose which city of its home hex is home (a decision taken before its turn goes on). */
export function chooseHomeCity(c: Ctx, k: CorporationState): void {
  const open = pendingOf(c, homeCityStep.kind);
  if (open?.entity === k.sym) return;
  pushPending(c, { kind: homeCityStep.kind, entity: k.sym });
}

/** Its home cities with a slot for the station. */
function homeCities(c: Ctx, k: CorporationState) {
  const hex = homeOf(c, k)!.hex;
  const h = c.s.hexes[hex];
  return h.tokens.map((_, stop) => ({ city: cityRef(c, hex, stop), hex, stop })).filter((x) => h.tokens[x.stop].includes(null));
}

export const homeCityStep: PendingStep = {
  kind: 'home_city',
  traceName: 'HomeToken',
  actor: (c, p) => c.s.corporations[String(p.entity)].president,
  asks: (_c, p) => `choose ${p.entity}'s home city`,
  accepts: (_c, p, a) => a.type === 'place_token' && a.entity === p.entity && a.entity_type !== 'company' && a.entity_type !== 'player',
  process(c, p, a) {
    const k = c.s.corporations[String(p.entity)];
    const { hex, stop } = resolveCity(c, (a as ActionOf<'place_token'>).city);
    const home = homeOf(c, k);
    check(home && home.hex === hex, () => `${k.sym}'s home is ${home?.hex}`);
    check(nextToken(k), 'no token left');
    const g = graph(c);
    const slot = freeSlot(g, g.hex(hex), stop, k.sym);
    check(slot >= 0, () => `city ${stop} on ${hex} is full`);
    putToken(c, k, hex, stop, slot, 0);
    resolvePending(c, p);
  },
  legal: (_game, c, p) => {
    const k = c.s.corporations[String(p.entity)];
    return [{ type: 'place_token', entity: k.sym, cities: homeCities(c, k), price: 0 }];
  },
};
