import type { ActionOf } from '../../engine/actions';
import { graph } from '../../engine/board';
import type { Ctx } from '../../engine/context';
import { corp } from '../../engine/entities';
import { pushPending, pendingOf, resolvePending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import { nextToken, putToken } from '../../engine/rounds/or/token';
import type { CorporationState } from '../../engine/state';
import { cityRef, resolveCity } from '../../engine/tiles';
import { freeSlot } from '../../graph/tokens';

/**
 * 18NY 4.4: an NYC that did not form from minors is a share company "starting in Albany" (F20). It has no home of
 * its own in the title, so as it first operates its president places its first station: in Albany, or, where
 * Albany's city has no open space, in any city on the map with one (the rulebook is silent there; 18xx.games'
 * home-token step offers every such city). The station is the company's first token, paid at its price, and needs
 * no connection (18xx.games).
 */

export const NYC_HOME = 'nyc_home';
const NYC = 'NYC';
const ALBANY = 'F20';

interface City {
  city: string;
  hex: string;
  stop: number;
}

/** The cities of a hex with an open (unreserved) space for the NYC. */
function openCities(c: Ctx, hex: string): City[] {
  const g = graph(c);
  const h = g.hex(hex);
  return c.s.hexes[hex].tokens.flatMap((_, stop) => (freeSlot(g, h, stop, NYC) >= 0 ? [{ city: cityRef(c, hex, stop), hex, stop }] : []));
}

/** Where the NYC's first station may go: Albany while it has an open space, else any city with one. */
export function nycHomeCities(c: Ctx): City[] {
  const albany = openCities(c, ALBANY);
  if (albany.length) return albany;
  return Object.keys(c.s.hexes).flatMap((hex) => openCities(c, hex));
}

/** The NYC starts its first turn with no station on the map: its president must place one first. */
function needsHome(k: CorporationState): boolean {
  return k.sym === NYC && !k.tokens.some((t) => t.hex);
}

/** As a turn starts: the NYC with no station yet is asked for its first (18xx.games' home-token step). */
export function askNycHome(c: Ctx, k: CorporationState): void {
  if (needsHome(k) && pendingOf(c, NYC_HOME)?.entity !== k.sym) pushPending(c, { kind: NYC_HOME, entity: k.sym });
}

export const nycHomeStep: PendingStep = {
  kind: NYC_HOME,
  traceName: 'HomeToken',
  actor: (c, p) => corp(c, String(p.entity)).president,
  asks: () => 'place the NYC’s first station: in Albany, or where Albany is full, in any city with an open space',
  accepts: (_c, p, a) => a.type === 'place_token' && a.entity === p.entity,
  process(c, p, a) {
    const k = corp(c, String(p.entity));
    const { hex, stop } = resolveCity(c, (a as ActionOf<'place_token'>).city);
    check(
      nycHomeCities(c).some((x) => x.hex === hex && x.stop === stop),
      () => `the NYC’s first station goes to Albany, or where Albany is full to a city with an open space, not ${hex}`,
    );
    const token = nextToken(k);
    check(token, 'no token left');
    check(token!.price <= k.cash, () => `${k.sym} has not the ${token!.price} its station costs`);
    const g = graph(c);
    putToken(c, k, hex, stop, freeSlot(g, g.hex(hex), stop, k.sym), token!.price);
    resolvePending(c, p);
  },
  legal: (_game, c, p) => {
    const k = corp(c, String(p.entity));
    return [{ type: 'place_token', entity: k.sym, cities: nycHomeCities(c), price: nextToken(k)?.price ?? 0 }];
  },
};
