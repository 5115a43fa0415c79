import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { ability, closeCompany } from '../../companies';
import { corp } from '../../entities';
import { check } from '../../result';
import { corpKey, type CorporationState, type PlayerId } from '../../state';
import type { LegalOffer } from '../../legal';
import { pushPending, resolvePending, type PendingStep } from '../../pending';
import { cityRef } from '../../tiles';
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
        special: lay.special === true,
        company: sym,
      });
      co.uses[idx] = left - 1;
      if (lay.closedWhenUsedUp && co.uses[idx] === 0) closeCompany(c, sym);
      return;
    }
    check(tele, () => `${sym} cannot lay tiles`);
    // The D&H's tile is the corporation's tile lay of the turn: laid in its track step, not after (1830 D&H).
    const turn = orTurn(c);
    check(turn.step === 'track' && !turn.tileLays.length, () => `${sym}'s tile is ${k.sym}'s tile lay: only in its track step, before any other lay`);
    layTile(c, k, action, { ignoreConnectivity: true, tiles: tele.tiles, hexes: tele.hexes });
    turn.done.push('track');
    // The station comes with the tile: the turn waits for it (or the private's pass) before going on.
    if (nextToken(k)) pushPending(c, { kind: TELEPORT_TOKEN, entity: sym, corporation: k.sym, hex: action.hex });
  },
};

/** The kind of pending decision a teleport lay raises: its private's station on that hex (`entity`: the private). */
export const TELEPORT_TOKEN = 'teleport_token';

/**
 * The station that follows a teleport lay (1830 D&H: "the station comes with the tile"), placed without a
 * connection, by the private (or, in older logs, the corporation); the private may pass instead. Raised while the
 * corporation has a station left: `{ kind: 'teleport_token', entity: <private>, corporation, hex }`.
 */
export const teleportTokenPending: PendingStep = {
  kind: TELEPORT_TOKEN,
  traceName: 'SpecialToken',
  traceEntity: (c, p) => c.t.company.get(String(p.entity))?.name ?? String(p.entity),
  actor: (c, p) => corp(c, String(p.corporation)).president as PlayerId,
  asks: (c, p) => `place ${String(p.entity)}'s station on ${String(p.hex)} or pass`,
  accepts: (_c, p, a) => (a.type === 'place_token' && (a.entity === p.corporation || a.entity === p.entity)) || (a.type === 'pass' && a.entity === p.entity),
  process(c, p, a) {
    if (a.type === 'place_token') {
      const k = corp(c, String(p.corporation));
      // The D&H's station is free: the tile and station cost only the mountain's $120 (1830 D&H).
      placeToken(c, k, a as ActionOf<'place_token'>, { ignoreConnectivity: true, hexes: [String(p.hex)], free: true });
      orTurn(c).tokenPlaced = true;
    }
    resolvePending(c, p);
  },
  legal(_game, c, p, ok) {
    const co = String(p.entity);
    const hex = String(p.hex);
    const cities = (c.s.hexes[hex]?.tokens ?? [])
      .map((_, stop) => ({ city: cityRef(c, hex, stop), hex, stop }))
      .filter((x) => ok({ type: 'place_token', entity: co, entity_type: 'company', city: x.city }));
    const out: LegalOffer[] = [];
    if (cities.length) out.push({ type: 'company_token', entity: co, cities });
    if (ok({ type: 'pass', entity: co, entity_type: 'company' })) out.push({ type: 'company_pass', entity: co });
    return out;
  },
};
