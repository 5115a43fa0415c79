import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { ability } from '../../companies';
import { corp } from '../../entities';
import { check } from '../../result';
import { corpKey, type CorporationState } from '../../state';
import { orTurn } from './common';
import { layTile } from './track';
import { placeToken } from './token';
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
    check(!orTurn(c).tileLays.length, () => `${k.sym} has already laid its tile this turn`);
    layTile(c, k, action, { ignoreConnectivity: true, tiles: tele.tiles, hexes: tele.hexes });
    orTurn(c).pendingToken = action.hex;
    orTurn(c).done.push('track');
  },
};

/** The station that follows a teleport lay (1830 D&H): placed without a connection. */
export const specialTokenStep: OrStep = {
  name: 'special_token',
  active: () => false,
  accepts: (c, k, a) => a.type === 'place_token' && !!orTurn(c).pendingToken && (a.entity === k.sym || a.entity_type === 'company'),
  offers: () => [],
  process(c, a) {
    const r = orTurn(c);
    const hex = r.pendingToken!;
    let k: CorporationState;
    if (a.entity_type === 'company') k = corp(c, c.s.companies[String(a.entity)].owner!.slice(2));
    else k = corp(c, String(a.entity));
    placeToken(c, k, a as ActionOf<'place_token'>, { ignoreConnectivity: true, hexes: [hex] });
    r.pendingToken = null;
    r.tokenPlaced = true;
  },
};
