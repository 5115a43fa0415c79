/** Small pieces shared by the two walks of a corporation's network (`connectivity.ts`, `routeWalk.ts`). */
import { JUNCTION, OFFBOARD, TOWN, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';

/** The edge across a hex side (edges are 0-5 here: no normalising needed). */
export const opposite = (e: number): number => (e + 3) % 6;

/**
 * May a walk go on through stop s of hex h, reached by path i? Not at an off-board, a city others have filled, or a
 * stop reached by terminal track (1870's and 18NY's off-board cities: a route may end there, never pass through, so
 * no tile may be laid beyond one, as 18xx.games walks its graph).
 */
export function passable(g: TrackGraph, node: number, h: number, s: number, corp: string, i: number): boolean {
  if (g.rotatedAt(h).terminal[i] === 1) return false;
  const kind = g.shapeAt(h).stopKind[s];
  if (kind === TOWN || kind === JUNCTION) return true;
  if (kind === OFFBOARD) return false;
  return !g.cityBlocks(node, corp);
}

/** A token's hex counts every side with a neighbour (new track may leave it anywhere); marks the neighbours touched. */
export function tokenHexEdges(g: TrackGraph, h: number, touched: Uint8Array | null): number {
  let mask = 0;
  for (let e = 0; e < 6; e++) {
    const o = g.nbr[h * 6 + e]!;
    if (o < 0) continue;
    mask |= 1 << e;
    if (touched) touched[o] = 1;
  }
  return mask;
}

/** A reached path end at a side: the network reaches that side, from this hex and from the neighbour across. */
export function markEnd(g: TrackGraph, h: number, end: number, edgeMask: Uint8Array, touched: Uint8Array | null): void {
  if (!isEdgeEnd(end)) return;
  edgeMask[h]! |= 1 << end;
  const o = g.nbr[h * 6 + end]!;
  if (o < 0) return;
  edgeMask[o]! |= 1 << opposite(end);
  if (touched) touched[o] = 1;
}
