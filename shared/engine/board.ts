import { TrackGraph } from '../graph/trackGraph';
import type { Ctx } from './context';
import type { CorporationState } from './state';

/**
 * The track graph for the current state: derived data kept outside the state, built once per game and updated
 * hex by hex as tiles and tokens change (never rebuilt per action).
 */
export function graph(c: Ctx): TrackGraph {
  let g = c.cache.graph as TrackGraph | undefined;
  if (!g || c.cache.graphHexes !== c.s.hexes) {
    g = new TrackGraph(c.title, c.s.hexes);
    c.cache.graph = g;
    c.cache.graphHexes = c.s.hexes;
  }
  return g;
}

/** Tells the graph that a hex's tile or tokens changed. */
export function hexChanged(c: Ctx, hex: string): void {
  const g = c.cache.graph as TrackGraph | undefined;
  if (g && c.cache.graphHexes === c.s.hexes) g.updateHex(hex, c.s.hexes[hex]);
}

/** A closing corporation's stations come off the map and its home reservations are freed (1846 §8, 1870). */
export function removeFromMap(c: Ctx, k: CorporationState): void {
  for (const t of k.tokens) {
    if (!t.hex) continue;
    const h = c.s.hexes[t.hex];
    h.tokens = h.tokens.map((slots) => slots.map((x) => (x === k.sym ? null : x)));
    hexChanged(c, t.hex);
    t.hex = null;
  }
  for (const hex in c.s.hexes) {
    const h = c.s.hexes[hex];
    if (!h.reserved.some((s) => s.includes(k.sym))) continue;
    h.reserved = h.reserved.map((s) => s.map((r) => (r === k.sym ? null : r)));
    hexChanged(c, hex);
  }
}
