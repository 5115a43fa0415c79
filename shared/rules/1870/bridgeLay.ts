import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { ability } from '../../engine/companies';
import { corp } from '../../engine/entities';
import { check } from '../../engine/result';
import { orTurn } from '../../engine/rounds/or/common';
import { specialTrackStep } from '../../engine/rounds/or/special';
import type { OrStep } from '../../engine/rounds/or/steps';
import { layTile } from '../../engine/rounds/or/track';
import type { CorporationState } from '../../engine/state';
import { RIVER_BRIDGE, riverCorporation } from './privates';
import { state1870 } from './state';

/**
 * The Mississippi River Bridge Company's tile lay (1870 privates, p. 26; "lay track", p. 12): "The public company that
 * purchases the Mississippi River Bridge Company may build in one of the hexes along the Mississippi River for a $40
 * discount" — that lay is one of the turn's tile lays. "If one of the two companies on the Mississippi river (Missouri
 * Pacific or St. Louis Southwestern) purchases [it] during their first operating round, that company can lay a tile at
 * its starting city for no cost and in addition to its normal tile lay(s). The company cannot lay a tile in their
 * starting city and upgrade it during the same operating round."
 *
 * As 18xx.games settles it: "first operating round" is the corporation's first turn before its dividend (it has not
 * operated yet); "no cost" is the hex's whole cost (St. Louis $40, Memphis $60: the discount and SSW's further $20).
 */

/** Operating turn and round, to tell one corporation's turn from the next. */
const turnKey = (c: Ctx) => `${c.s.turn}.${c.s.roundNum}`;

/** Remembers each corporation's first operating turn (`TitleRules.onTurnStart`). */
export function noteFirstTurn(c: Ctx, k: CorporationState): void {
  (state1870(c).firstTurn ??= {})[k.sym] ??= turnKey(c);
}

/** Is this the corporation's first operating turn, before its dividend (18xx.games: it has not operated)? */
function beforeFirstDividend(c: Ctx, k: CorporationState): boolean {
  return state1870(c).firstTurn?.[k.sym] === turnKey(c) && !orTurn(c).done.includes('dividend');
}

/** Is this river bridge lay the free extra one at home? */
export function isHomeLay(c: Ctx, k: CorporationState, hex: string): boolean {
  return riverCorporation(c, k.sym) && hex === k.tokens[0]?.hex && beforeFirstDividend(c, k);
}

function riverBridgeLay(c: Ctx, a: ActionOf<'lay_tile'>): void {
  const co = c.s.companies[RIVER_BRIDGE];
  const k = corp(c, co.owner!.slice(2));
  const lay = ability(c, RIVER_BRIDGE, 'tile_lay')!;
  const idx = c.t.company.get(RIVER_BRIDGE)!.abilities!.indexOf(lay);
  const left = co.uses[idx] ?? lay.count ?? 1;
  check(left > 0, () => `${RIVER_BRIDGE}'s tile lay is used`);
  const home = isHomeLay(c, k, a.hex);
  const turn = orTurn(c);
  // Its lay is one of the track step's ("when: track"): not once the corporation has passed on to its station or run.
  check(turn.step === 'track', () => `${RIVER_BRIDGE}'s tile is laid in ${k.sym}'s track step`);
  if (!home) check(turn.tileLays.length < c.title.tileLays.length, () => `${k.sym} has no tile lay left for ${RIVER_BRIDGE}'s lay`);
  layTile(c, k, a, {
    ignoreConnectivity: !lay.reachable,
    free: home,
    discount: lay.discount,
    tiles: lay.tiles.length ? lay.tiles : undefined,
    hexes: lay.hexes.length ? lay.hexes : undefined,
    extra: true,
  });
  co.uses[idx] = left - 1;
  // The home lay comes on top of the turn's lays; any other lay of the bridge is one of them (a yellow lay).
  if (home) state1870(c).homeLay = `${turnKey(c)}:${k.sym}:${a.hex}`;
  else turn.tileLays.push({ upgrade: false, hex: a.hex });
}

/** The standard private tile lays, with the river bridge's own. */
export const specialTrackStep1870: OrStep = {
  ...specialTrackStep,
  process(c, a) {
    if (a.entity === RIVER_BRIDGE && a.type === 'lay_tile') return riverBridgeLay(c, a as ActionOf<'lay_tile'>);
    specialTrackStep.process(c, a);
  },
};

/** Why a lay would upgrade the starting city laid by the bridge this turn, or null. */
export function upgradeAfterHomeLay(c: Ctx, k: CorporationState, lay: { hex: string }): string | null {
  return state1870(c).homeLay === `${turnKey(c)}:${k.sym}:${lay.hex}`
    ? `the tile laid at ${lay.hex} with the river bridge may not be upgraded in the same operating round`
    : null;
}
