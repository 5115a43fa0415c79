import type { Ctx } from '../../engine/context';
import { check } from '../../engine/result';
import { orTurn } from '../../engine/rounds/or/common';
import { specialTrackStep } from '../../engine/rounds/or/special';
import type { OrStep } from '../../engine/rounds/or/steps';
import { allowedUpgrades, contentAt } from '../../engine/tiles';
import { neighbor, neighbors, oppositeEdge, rotateEdge } from '../../hex/edges';
import type { TileContent, TileDef } from '../../title/types';

/**
 * 1817 coal mine privates (P1 Minor Coal Mine, P5 Coal Mine, P7 Major Coal Mine; the volatility ranches likewise): the yellow tile goes
 * on a mountain hex next to a revenue centre, and "must either connect to the adjacent revenue center directly or be
 * placed in such a way that an adjacent city tile could conceivably be upgraded to connect to it". As 18xx.games plays
 * them, the tile is also laid as the corporation's own track is: connected to its network (the abilities are
 * `reachable`), in its track step.
 */

/** The edges a tile's track leaves by, laid with `rotation`. */
function exits(t: TileContent, rotation: number): number[] {
  const out = new Set<number>();
  for (const p of t.paths ?? []) for (const end of [p.a, p.b]) if ('edge' in end) out.add(rotateEdge(end.edge, rotation));
  return [...out];
}

const REVENUE_CENTRES = new Set(['city', 'town', 'offboard']);

/** Why a mine tile may not go so: none of its exits faces a revenue centre it reaches or could reach after an upgrade. */
export function whyNotMineLay(c: Ctx, lay: { hex: string; tile: TileDef; rotation: number }): string | null {
  const layout = c.title.map.layout;
  const ok = exits(lay.tile, lay.rotation).some((edge) => {
    const n = neighbor(lay.hex, edge, layout);
    if (!c.t.hex.has(n)) return false;
    const there = contentAt(c, n);
    if (!(there.stops ?? []).some((s) => REVENUE_CENTRES.has(s.type))) return false;
    const back = oppositeEdge(edge);
    return exits(there, c.s.hexes[n]?.tile ? c.s.hexes[n].rotation : 0).includes(back) || allowedUpgrades(c, n).length > 0;
  });
  return ok ? null : `the coal mine on ${lay.hex} must face a revenue centre it connects to, or could after an upgrade`;
}

/** The off-boards a ranch may not be laid next to, by their names on the map. */
const NO_RANCH_NEXT_TO = ['Chicago', 'Atlanta'];

/**
 * Why a ranch (P22 Country Ranch, P23 Rural Ranch) may not go on `hex`: its tile may not be "adjacent to a B-City or
 * Chicago or Atlanta". A B-City is a hex whose tile (or printed city) bears the label B, the city-tile privates' X00
 * included, as 18xx.games reads it (`b_city_tile?` of each neighbour, in its special track step).
 */
export function whyNotRanchLay(c: Ctx, hex: string): string | null {
  for (const n of neighbors(hex, c.title.map.layout)) {
    if (!n || !c.t.hex.has(n)) continue;
    const name = c.t.hex.get(n)?.name;
    if (contentAt(c, n).label === 'B') return `a ranch may not be laid on ${hex}, next to the B-City ${name ?? n}`;
    if (name && NO_RANCH_NEXT_TO.includes(name)) return `a ranch may not be laid on ${hex}, next to ${name}`;
  }
  return null;
}

/** Private lays with `when: track` (the mines, the city-tile privates) are made in the corporation's track step. */
export const specialTrack1817: OrStep = {
  ...specialTrackStep,
  process(c, a) {
    check(orTurn(c).step === 'track', () => `${String(a.entity)} lays its tile in the track step only`);
    specialTrackStep.process(c, a);
  },
};
