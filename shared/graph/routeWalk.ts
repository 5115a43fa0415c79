/**
 * The exact walk of a corporation's network: every route from its stations, one at a time (1830 §6.4: a route never
 * uses a stop or a hex side twice; a train never turns back where paths meet). A route leaves a station along one
 * of its paths; across a hex side it may take any path of the tile beyond that starts at that side, never another
 * path of the tile it is leaving (that would be turning back at a junction of paths); at a town, junction or open
 * city, any other path of that stop. A path is reached when some route enters it, even one that cannot go on from
 * its far end (a side already crossed, a stop already visited): 18xx.games marks such track connected too, and so
 * may lay or upgrade next to it. One kind is left out, as 18xx.games does: a path leading to a side by which the
 * route already left that hex. It counts only in `paths` (its ends are reached anyway), which decide whether a lay
 * adds new track (1846 §5.8 track restriction).
 *
 * Only needed where paths of one tile meet at a side (see `connectivity.ts`); the quick walk there gives a bound.
 */
import { STOP_BASE, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';
import { markEnd, opposite, passable, tokenHexEdges } from './walkParts';
import { resultBytes } from './resultBytes';

export interface RouteWalk {
  nodes: Uint8Array;
  paths: Uint8Array;
  edgeMask: Uint8Array;
  stationsJoined: boolean;
}

/** Marks of the route being followed and of the first pass, all back to 0 when a walk ends; kept per graph size. */
interface Scratch {
  /** 1 for a stop on the route being followed. */
  onRoute: Uint8Array;
  /** 1 for a hex side (h * 6 + edge, and the same side seen from the neighbour) the route being followed crossed. */
  crossed: Uint8Array;
  /** 1 for a hex side (h * 6 + edge) by which the route being followed left hex h. */
  left: Uint8Array;
  /** 1 for a directed path entry (path id * 2 + 1 when entered at its b end) the first pass has followed. */
  followed: Uint8Array;
  /** 1 for a directed path entry the second pass may try (`usefulEntries`). */
  usefulMarks: Uint8Array;
}

const scratches = new Map<number, Scratch>();

function scratchFor(H: number, S: number, P: number): Scratch {
  const key = (H * 64 + S) * 256 + P;
  let s = scratches.get(key);
  if (!s) {
    s = {
      onRoute: new Uint8Array(H * S),
      crossed: new Uint8Array(H * 6),
      left: new Uint8Array(H * 6),
      followed: new Uint8Array(H * P * 2),
      usefulMarks: new Uint8Array(H * P * 2),
    };
    scratches.set(key, s);
  }
  return s;
}

/**
 * What the routes from the stations (`tokenNodes`) reach, or null when they reach every path of `bound` (the paths
 * the quick walk reached, `boundCount` of them): the quick walk was exact then.
 *
 * Two passes keep it cheap. The first follows each directed path entry once, along real routes: usually that finds
 * the whole bound. What it missed may still be reached by another route to the same entry, so the second pass tries
 * every route, but only along entries from which a missed path can be reached at all.
 */
export function walkRoutes(g: TrackGraph, corp: string, tokenNodes: readonly number[], bound: Uint8Array, boundCount: number): RouteWalk | null {
  const H = g.hexCount;
  const S = g.maxStops;
  const P = g.maxPaths;
  const nbr = g.nbr;
  const { onRoute, crossed, left, followed } = scratchFor(H, S, P);
  const bytes = resultBytes(H * S + H * P + H);
  const nodes = bytes.subarray(0, H * S);
  const paths = bytes.subarray(H * S, H * S + H * P);
  const edgeMask = bytes.subarray(H * S + H * P, H * S + H * P + H);
  const followedKeys: number[] = [];
  /** Second pass: the entries worth trying (null in the first pass). */
  let useful: Uint8Array | null = null;
  let found = 0;
  let stationsJoined = false;

  // Follows path i of hex h from end `from` to its other end, then every way on from there.
  const follow = (h: number, i: number, from: number): void => {
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const b = rs.ends[2 * i + 1]!;
    // A path to a side by which the route already left this hex is not entered at all (18xx.games).
    const to = from === a ? b : a;
    if (isEdgeEnd(to) && left[h * 6 + to]) return;
    const pathId = h * P + i;
    const key = pathId * 2 + (from === a ? 0 : 1);
    if (useful) {
      if (!useful[key]) return;
    } else {
      if (followed[key]) return;
      followed[key] = 1;
      followedKeys.push(key);
    }
    if (!paths[pathId]) {
      paths[pathId] = 1;
      found++;
      markEnd(g, h, a, edgeMask, null);
      markEnd(g, h, b, edgeMask, null);
    }
    if (isEdgeEnd(to)) {
      const o = nbr[h * 6 + to]!;
      // A route crosses a hex side once.
      if (o < 0 || crossed[h * 6 + to]) return;
      const back = opposite(to);
      const byEdge = g.rotatedAt(o).byEdge[back]!;
      crossed[h * 6 + to] = crossed[o * 6 + back] = 1;
      left[h * 6 + to] = 1;
      for (let n = 0; n < byEdge.length && found < boundCount; n++) follow(o, byEdge[n]!, back);
      crossed[h * 6 + to] = crossed[o * 6 + back] = 0;
      left[h * 6 + to] = 0;
      return;
    }
    const s = to - STOP_BASE;
    const node = g.nodeId(h, s);
    nodes[node] = 1;
    // Another station is a start of its own: a route through it is a route from it.
    if (tokenNodes.includes(node)) {
      stationsJoined = true;
      return;
    }
    if (onRoute[node] || !passable(g, node, h, s, corp, i)) return;
    onRoute[node] = 1;
    const byStop = rs.byStop[s]!;
    for (let n = 0; n < byStop.length && found < boundCount; n++) if (byStop[n] !== i) follow(h, byStop[n]!, to);
    onRoute[node] = 0;
  };

  const fromStations = () => {
    for (let t = 0; t < tokenNodes.length; t++) {
      const node = tokenNodes[t]!;
      const h = g.nodeHex(node);
      const s = g.nodeStop(node);
      const byStop = g.rotatedAt(h).byStop[s] ?? [];
      for (let n = 0; n < byStop.length && found < boundCount; n++) follow(h, byStop[n]!, STOP_BASE + s);
    }
  };

  for (let t = 0; t < tokenNodes.length; t++) {
    const node = tokenNodes[t]!;
    nodes[node] = 1;
    const h = g.nodeHex(node);
    edgeMask[h]! |= tokenHexEdges(g, h, null);
  }
  fromStations();
  for (let n = 0; n < followedKeys.length; n++) followed[followedKeys[n]!] = 0;
  if (found < boundCount) {
    const { usefulMarks } = scratchFor(H, S, P);
    const marked: number[] = [];
    usefulEntries(g, corp, tokenNodes, bound, paths, usefulMarks, marked);
    useful = usefulMarks;
    try {
      fromStations();
    } finally {
      for (let n = 0; n < marked.length; n++) usefulMarks[marked[n]!] = 0;
    }
  }
  return found < boundCount ? { nodes, paths, edgeMask, stationsJoined } : null;
}

/**
 * Directed path entries of the bound from which, ignoring what a route has used, a path of the bound not yet found
 * can be reached (those paths' own entries included): the only ones the second pass needs to try. Found by walking
 * back from the missed paths' entries, each entry's predecessors worked out where it stands (the entries of the
 * bound whose far end leads into it), so the cost is that of the entries marked, not of the whole bound: late in a
 * game the bound is most of the map, and a missed path usually lies near its edge.
 *
 * Marks `useful` (all 0 on entry) and lists every entry it marked in `marked`, for the caller to clear.
 */
export function usefulEntries(
  g: TrackGraph,
  corp: string,
  tokenNodes: readonly number[],
  bound: Uint8Array,
  found: Uint8Array,
  useful: Uint8Array,
  marked: number[],
): void {
  const P = g.maxPaths;
  const first = marked.length;
  const mark = (key: number) => {
    if (useful[key]) return;
    useful[key] = 1;
    marked.push(key);
  };
  for (let pathId = 0; pathId < bound.length; pathId++) {
    if (bound[pathId] && !found[pathId]) {
      mark(pathId * 2);
      mark(pathId * 2 + 1);
    }
  }
  // `marked` grows while it is read: a work list in the order entries were marked.
  for (let n = first; n < marked.length; n++) {
    const key = marked[n]!;
    const pathId = key >> 1;
    const o = (pathId / P) | 0;
    const j = pathId - o * P;
    const ors = g.rotatedAt(o);
    // The end entry `key` comes in by: its a end when the key is even.
    const into = ors.ends[2 * j + (key & 1)]!;
    if (isEdgeEnd(into)) {
      // Entries of the tile across that side leaving by it.
      const h = g.nbr[o * 6 + into]!;
      if (h < 0) continue;
      const to = opposite(into);
      if (g.nbr[h * 6 + to] !== o) continue;
      const rs = g.rotatedAt(h);
      const byEdge = rs.byEdge[to]!;
      for (let m = 0; m < byEdge.length; m++) {
        const i = byEdge[m]!;
        if (bound[h * P + i]) mark((h * P + i) * 2 + (rs.ends[2 * i + 1] === to ? 0 : 1));
      }
      continue;
    }
    // Entries of the other paths of that stop leaving into it, where a route may go on through the stop.
    const s = into - STOP_BASE;
    const node = g.nodeId(o, s);
    if (tokenNodes.includes(node)) continue;
    const byStop = ors.byStop[s]!;
    for (let m = 0; m < byStop.length; m++) {
      const i = byStop[m]!;
      if (i === j || !bound[o * P + i] || !passable(g, node, o, s, corp, i)) continue;
      mark((o * P + i) * 2 + (ors.ends[2 * i + 1] === into ? 0 : 1));
    }
  }
}
