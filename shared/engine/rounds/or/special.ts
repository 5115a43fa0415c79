import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { ability } from '../../companies';
import { corp } from '../../entities';
import { check } from '../../result';
import { corpKey, type CorporationState } from '../../state';
import { cityRef } from '../../tiles';
import type { LegalOffer } from '../../offers';
import { orTurn } from './common';
import { layTile } from './track';
import { nextToken, placeToken } from './token';
import type { OrStep } from './steps';

/**
 * Special abilities of privates owned by the operating corporation (1830 C&StL extra tile on B20; D&H tile and
 * station on F16 paid at the mountain's cost, its tile counting as the turn's lay).
 */

function ownedByOperating(c: Ctx, k: CorporationState, sym: string): boolean {
  const co = c.s.companies[sym];
  return !!co && !co.closed && co.owner === corpKey(k.sym);
}

export const specialTrackStep: OrStep = {
  name: 'special_track',
  active: () => false,
  accepts: (c, k, a) => a.type === 'lay_tile' && a.entity_type === 'company' && ownedByOperating(c, k, String(a.entity)),
  offers: () => [],
  process(c, a) {
    const action = a as ActionOf<'lay_tile'>;
    const sym = String(action.entity);
    const co = c.s.companies[sym];
    const k = corp(c, co.owner!.slice(2));
    const lay = ability(c, sym, 'tile_lay');
    const tele = ability(c, sym, 'teleport');
    if (lay) {
      const idx = c.t.company.get(sym)!.abilities!.indexOf(lay);
      const left = co.uses[idx] ?? lay.count ?? Infinity;
      check(left > 0, () => `${sym}'s ability is used up`);
      layTile(c, k, action, {
        ignoreConnectivity: !lay.reachable,
        free: lay.free ?? true,
        discount: lay.discount,
        tiles: lay.tiles.length ? lay.tiles : undefined,
        hexes: lay.hexes.length ? lay.hexes : undefined,
        extra: !lay.consumesTileLay,
      });
      co.uses[idx] = left - 1;
      if (lay.closedWhenUsedUp && co.uses[idx] === 0) co.closed = true;
      return;
    }
    check(tele, () => `${sym} cannot lay tiles`);
    // The D&H's tile is the corporation's tile lay of the turn: laid in its track step, not after (1830 D&H).
    const turn = orTurn(c);
    check(turn.step === 'track' && !turn.tileLays.length, () => `${sym}'s tile is ${k.sym}'s tile lay: only in its track step, before any other lay`);
    layTile(c, k, action, { ignoreConnectivity: true, tiles: tele.tiles, hexes: tele.hexes });
    turn.pendingToken = action.hex;
    turn.done.push('track');
    // The station comes with the tile: the turn waits for it (or the private's pass) before going on.
    turn.done = turn.done.filter((s) => s !== 'special_token');
  },
};

/** The private whose teleport lay the pending station follows (1830 D&H). */
export function teleporter(c: Ctx, k: CorporationState): string | null {
  const hex = orTurn(c).pendingToken;
  if (!hex) return null;
  for (const co of Object.values(c.s.companies)) {
    if (co.closed || co.owner !== corpKey(k.sym)) continue;
    if (ability(c, co.sym, 'teleport')?.hexes.includes(hex)) return co.sym;
  }
  return null;
}

/**
 * The station that follows a teleport lay (1830 D&H: "the station comes with the tile"), placed without a
 * connection, by the private (or, in older logs, the corporation); the private may pass instead. While the
 * corporation has a station left, the turn waits here.
 */
export const specialTokenStep: OrStep = {
  name: 'special_token',
  active: (c, k) => !!orTurn(c).pendingToken && !!nextToken(k),
  accepts: (c, k, a) =>
    !!orTurn(c).pendingToken &&
    ((a.type === 'place_token' && (a.entity === k.sym || a.entity_type === 'company')) ||
      (a.type === 'pass' && a.entity_type === 'company' && a.entity === teleporter(c, k))),
  offers: () => ['company_token', 'company_pass'],
  // After a teleport lay (1830 D&H) the private places the station on that hex, connected or not, or passes.
  legal(_game, c, k, ok) {
    const out: LegalOffer[] = [];
    const co = teleporter(c, k);
    const hex = orTurn(c).pendingToken;
    if (!co) return out;
    if (hex) {
      const cities = (c.s.hexes[hex]?.tokens ?? [])
        .map((_, stop) => ({ city: cityRef(c, hex, stop), hex, stop }))
        .filter((x) => ok({ type: 'place_token', entity: co, entity_type: 'company', city: x.city }));
      if (cities.length) out.push({ type: 'company_token', entity: co, cities });
    }
    if (ok({ type: 'pass', entity: co, entity_type: 'company' })) out.push({ type: 'company_pass', entity: co });
    return out;
  },
  process(c, a) {
    const r = orTurn(c);
    const hex = r.pendingToken!;
    if (a.type === 'pass') {
      r.pendingToken = null;
      r.done.push('special_token');
      return;
    }
    let k: CorporationState;
    if (a.entity_type === 'company') k = corp(c, c.s.companies[String(a.entity)].owner!.slice(2));
    else k = corp(c, String(a.entity));
    // The D&H's station is free: the tile and station cost only the mountain's $120 (1830 D&H).
    placeToken(c, k, a as ActionOf<'place_token'>, { ignoreConnectivity: true, hexes: [hex], free: true });
    r.pendingToken = null;
    r.tokenPlaced = true;
    r.done.push('special_token');
  },
};
