/**
 * A stop a route surely reaches from one of the corporation's stations, found by following track out of the station's
 * city through a few hexes, each entered once, to the first stop: such a way is a legal route (it crosses no side twice,
 * visits no stop twice, never turns back), so the network's walk reaches that stop too. Asked before walking a whole
 * network for whether it has somewhere to run (`hasRunnableNetwork`, at the start of every operating turn): late in
 * a game a network covers most of the map, and the answer is nearly always a stop a hex or two from a station.
 */
import { CITY, JUNCTION, STOP_BASE, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';
import { opposite } from './walkParts';

/** Hexes followed from a station before giving up (the caller then walks the network). */
const MAX_HEXES = 6;
/** Paths tried in all before giving up. */
const MAX_STEPS = 64;

/** Is there a stop, not a junction and without a station of `corp`, a short way from one of its stations? */
export function stopNearStation(g: TrackGraph, corp: string): boolean {
  const hexes: number[] = [];
  let steps = 0;
  // Follows path i of hex h from end `from`: true when it leads to a stop as asked.
  const follow = (h: number, i: number, from: number): boolean => {
    if (++steps > MAX_STEPS) return false;
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const to = a === from ? rs.ends[2 * i + 1]! : a;
    if (!isEdgeEnd(to)) {
      const s = to - STOP_BASE;
      return g.shapeAt(h).stopKind[s] !== JUNCTION && !g.tokensAt(h, s).includes(corp);
    }
    const o = g.nbr[h * 6 + to]!;
    if (o < 0 || hexes.includes(o) || hexes.length >= MAX_HEXES) return false;
    hexes.push(o);
    const back = opposite(to);
    const byEdge = g.rotatedAt(o).byEdge[back]!;
    for (let n = 0; n < byEdge.length; n++) if (follow(o, byEdge[n]!, back)) return true;
    hexes.pop();
    return false;
  };
  for (let h = 0; h < g.hexCount; h++) {
    if (!g.hasTokens(h)) continue;
    const shape = g.shapeAt(h);
    const rs = g.rotatedAt(h);
    for (let s = 0; s < shape.stops.length; s++) {
      if (shape.stopKind[s] !== CITY || !g.tokensAt(h, s).includes(corp)) continue;
      const byStop = rs.byStop[s] ?? [];
      hexes.length = 0;
      hexes.push(h);
      for (let n = 0; n < byStop.length; n++) if (follow(h, byStop[n]!, STOP_BASE + s)) return true;
    }
  }
  return false;
}
