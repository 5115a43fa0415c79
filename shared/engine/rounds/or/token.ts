import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { graph } from '../../board';
import { log } from '../../entities';
import { pay } from '../../transfer/cash';
import { check } from '../../result';
import { cityRef, resolveCity } from '../../tiles';
import { checkTokenPlacement, freeSlot, hasReachableCity, reachableCities } from '../../../graph/tokens';
import { corpKey, type CorporationState } from '../../state';
import { byCorp, orTurn } from './common';
import type { OrStep } from './steps';
import type { LegalOffer } from '../../offers';
import { placeStation } from '../../transfer/tokens';

/** Placing a station token (1830 §6.3): one per turn, in a reachable city with an open slot, paying its cost. */

export function nextToken(k: CorporationState) {
  return k.tokens.find((t) => t.hex === null);
}

export function canPlaceToken(c: Ctx, k: CorporationState): boolean {
  const t = nextToken(k);
  if (!t || k.cash < t.price) return false;
  return hasReachableCity(graph(c), k.sym);
}

export const tokenStep: OrStep = {
  name: 'token',
  skipped: 'place a station',
  active: (c, k) => !orTurn(c).tokenPlaced && canPlaceToken(c, k),
  accepts: (c, k, a) => byCorp(k, a) && (a.type === 'place_token' || a.type === 'pass'),
  offers: () => ['place_token', 'pass'],
  // The cities the corporation reaches with a slot open, at its next station's price, or skip.
  legal(_game, c, k) {
    const out: LegalOffer[] = [];
    const t = nextToken(k);
    if (t) {
      const cities = reachableCities(graph(c), k.sym).map((x) => ({ city: cityRef(c, x.hex, x.stop), hex: x.hex, stop: x.stop }));
      out.push({ type: 'place_token', entity: k.sym, cities, price: t.price });
    }
    out.push({ type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Skip token' });
    return out;
  },
  process(c, a) {
    const k = c.s.corporations[a.entity as string];
    if (a.type === 'pass') {
      orTurn(c).done.push('token');
      return;
    }
    placeToken(c, k, a as ActionOf<'place_token'>, {});
    orTurn(c).tokenPlaced = true;
    orTurn(c).done.push('token');
  },
};

export interface TokenOptions {
  free?: boolean;
  price?: number;
  ignoreConnectivity?: boolean;
  hexes?: string[];
}

export function placeToken(c: Ctx, k: CorporationState, a: ActionOf<'place_token'>, opts: TokenOptions): void {
  const { hex, stop } = resolveCity(c, a.city);
  if (opts.hexes) check(opts.hexes.includes(hex), () => `the token must go to ${opts.hexes!.join(', ')}`);
  const token = nextToken(k);
  check(token, () => `${k.sym} has no token left`);
  const price = opts.free ? 0 : (opts.price ?? token.price);
  check(k.cash >= price, () => `${k.sym} cannot pay ${price} for a token`);
  const g = graph(c);
  const why = checkTokenPlacement(g, k.sym, hex, stop, { ignoreConnectivity: opts.ignoreConnectivity });
  check(!why, why ?? '');
  const slot = freeSlot(g, g.hex(hex), stop, k.sym);
  putToken(c, k, hex, stop, slot, price);
}

/** Puts the corporation's next token on the board at a given slot. */
export function putToken(c: Ctx, k: CorporationState, hex: string, stop: number, slot: number, price: number): void {
  const token = nextToken(k)!;
  const h = c.s.hexes[hex];
  // Its reservation is used up; any reservation for it elsewhere in the hex goes too.
  h.reserved = h.reserved.map((slots) => slots.map((r) => (r === k.sym ? null : r)));
  if (h.homeOf?.includes(k.sym)) {
    const rest = h.homeOf.filter((x) => x !== k.sym);
    if (rest.length) h.homeOf = rest;
    else delete h.homeOf;
  }
  placeStation(c, k, token, hex, stop, slot);
  if (price) pay(c, corpKey(k.sym), 'bank', price);
  log(c, `${k.sym} places a token on ${hex}${price ? ` for ${price}` : ''}`);
}
