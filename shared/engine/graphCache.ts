import { TrackGraph } from '../graph/trackGraph';
import type { Ctx } from './context';

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
