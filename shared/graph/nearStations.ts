/**
 * What short routes from the corporation's stations reach: track followed out of each station's city through a few
 * hexes, each entered once, to the first stop. Such a way is a legal route (it crosses no side twice, visits no stop
 * twice, never turns back, never leaves a hex to enter it again), so the network's walk (`connectivity.ts`) enters
 * every path it enters, and reaches the sides and the stop those paths end at. Questions asked before a whole network
 * is walked or extended (has the company somewhere to run; does it reach the side of a hex it lays on; does its lay
 * reach new track) are answered yes from here where they can be: late in a game a network covers most of the map,
 * and the answer is usually a hex or two from a station.
 */
import { CITY, JUNCTION, type RotatedShape, type Shape, STOP_BASE, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';
import { opposite } from './walkParts';

/** Hexes followed from a station before giving up (the caller then walks the network). */
const MAX_HEXES = 4;
/** Paths entered in all before giving up. */
const MAX_STEPS = 48;

/** Hex `h` read as showing another tile (a lay looked at before it is made), or null. */
export interface Showing {
  h: number;
  shape: Shape;
  rs: RotatedShape;
}

/**
 * Calls `visit(h, i, to)` for each path i of hex h that a short route from one of the corporation's stations enters,
 * `to` the end it runs to, until `visit` says yes (true) or the routes are followed to their limits (false).
 */
export function onShortRoutes(g: TrackGraph, corp: string, visit: (h: number, i: number, to: number) => boolean, showing: Showing | null = null): boolean {
  const shown = showing ? showing.h : -1;
  const hexes: number[] = [];
  let steps = 0;
  const enter = (h: number, i: number, from: number): boolean => {
    if (++steps > MAX_STEPS) return false;
    const rs = h === shown ? showing!.rs : g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const to = a === from ? rs.ends[2 * i + 1]! : a;
    if (visit(h, i, to)) return true;
    // The first stop ends the way: going on through it would ask whether it may be passed.
    if (!isEdgeEnd(to)) return false;
    const o = g.nbr[h * 6 + to]!;
    if (o < 0 || hexes.length >= MAX_HEXES || hexes.includes(o)) return false;
    hexes.push(o);
    const back = opposite(to);
    const byEdge = (o === shown ? showing!.rs : g.rotatedAt(o)).byEdge[back]!;
    for (let n = 0; n < byEdge.length; n++) if (enter(o, byEdge[n]!, back)) return true;
    hexes.pop();
    return false;
  };
  for (let h = 0; h < g.hexCount; h++) {
    if (!g.hasTokens(h)) continue;
    const shape = h === shown ? showing!.shape : g.shapeAt(h);
    const rs = h === shown ? showing!.rs : g.rotatedAt(h);
    for (let s = 0; s < shape.stops.length; s++) {
      if (shape.stopKind[s] !== CITY || !g.tokensAt(h, s).includes(corp)) continue;
      const byStop = rs.byStop[s] ?? [];
      hexes.length = 0;
      hexes.push(h);
      for (let n = 0; n < byStop.length; n++) if (enter(h, byStop[n]!, STOP_BASE + s)) return true;
    }
  }
  return false;
}

/** Does hex h hold a station of `corp` in one of its cities? */
function stationIn(g: TrackGraph, corp: string, h: number): boolean {
  if (!g.hasTokens(h)) return false;
  const shape = g.shapeAt(h);
  for (let s = 0; s < shape.stops.length; s++) if (shape.stopKind[s] === CITY && g.tokensAt(h, s).includes(corp)) return true;
  return false;
}

/** Is there a stop for which `test(node)` holds at the end of a short route from a station? */
export function nodeNearStation(g: TrackGraph, corp: string, test: (node: number) => boolean): boolean {
  return onShortRoutes(g, corp, (h, _i, to) => !isEdgeEnd(to) && test(g.nodeId(h, to - STOP_BASE)));
}

/** Is there a stop, not a junction and without a station of `corp`, at the end of a short route from a station? */
export function stopNearStation(g: TrackGraph, corp: string): boolean {
  return nodeNearStation(g, corp, (n) => {
    const h = g.nodeHex(n);
    const s = g.nodeStop(n);
    return g.shapeAt(h).stopKind[s] !== JUNCTION && !g.tokensAt(h, s).includes(corp);
  });
}

/**
 * Does a short route from a station reach one of the sides `exits` of hex h (as `Connectivity.edgeMask` counts: an
 * entered path reaches the sides its ends lie on, from its own hex and from the neighbour across)?
 */
export function sideNearStation(g: TrackGraph, corp: string, h: number, exits: number): boolean {
  // A station's hex counts every side with a neighbour (`tokenHexEdges`).
  if (stationIn(g, corp, h)) for (let e = 0; e < 6; e++) if (exits & (1 << e) && g.nbr[h * 6 + e]! >= 0) return true;
  return onShortRoutes(g, corp, (x, i) => {
    const rs = g.rotatedAt(x);
    for (let end = 0; end < 2; end++) {
      const e = rs.ends[2 * i + end]!;
      if (!isEdgeEnd(e)) continue;
      if (x === h && exits & (1 << e)) return true;
      if (g.nbr[x * 6 + e] === h && exits & (1 << opposite(e))) return true;
    }
    return false;
  });
}

/** Does a short route from a station enter a path j of hex h, showing `shape` at `rotation`, for which `test(j)` holds? */
export function pathNearStation(g: TrackGraph, corp: string, h: number, shape: Shape, rotation: number, test: (j: number) => boolean): boolean {
  return onShortRoutes(g, corp, (x, i) => x === h && test(i), { h, shape, rs: shape.rotations[rotation]! });
}
