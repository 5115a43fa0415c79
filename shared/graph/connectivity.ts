/**
 * What a corporation's network reaches: walked from each of its station tokens along the track.
 *
 * Passage rules (1830 §6.3, 1846 §6.6): towns, junctions and cities with an empty slot or the corporation's own
 * token can be run through; a city whose slots are all filled by other corporations, and an off-board, can be
 * reached but not passed. A train never turns back at a hex side, so the walk tracks the direction each path is
 * entered from.
 */
import { walkRoutes } from './routeWalk';
import { chainsFromStop } from './chains';
import { CITY, JUNCTION, STOP_BASE, isEdgeEnd } from './shape';
import { stopNearStation } from './nearStations';
import type { TrackGraph } from './trackGraph';
import { markEnd, opposite, passable, tokenHexEdges } from './walkParts';
import { resultBytes } from './resultBytes';

export interface Connectivity {
  readonly corporation: string;
  /** Node ids of the cities holding the corporation's tokens. */
  readonly tokenNodes: readonly number[];
  /** 1 per node id reached (token cities included). */
  readonly nodes: Uint8Array;
  /** 1 per path id reached. */
  readonly paths: Uint8Array;
  /**
   * Per hex, a 6-bit mask of the edges the network reaches from inside or outside the hex: where a new tile must
   * have an exit (18xx.games `connected_hexes`). A token's hex counts all its edges.
   */
  readonly edgeMask: Uint8Array;
  /** 1 for every hex whose change could alter this result. */
  readonly touched: Uint8Array;
  /**
   * Per hex, how the quick walk met it: bit e (0-5) when it crossed toward the hex by its side e, `ENTERED` when it
   * followed a path of the hex or the hex holds one of the stations. A hex without `ENTERED` is one the walk never
   * went into: new track there changes nothing unless it has an exit on one of those sides (`keepsConnectivity`).
   */
  readonly entries: Uint8Array;
  /**
   * Does track lead from one of the stations to another (a city of the corporation reached by the walk)? Only asked
   * where the network reaches no other stop (a route needs two stops: `hasRoute`), where no way can turn back at a
   * stop; the quick walk's answer is kept unless the routes are followed.
   */
  readonly stationsJoined: boolean;
  /**
   * How the quick walk reached everything, for extending the result after track changes (`extend.ts`); null where
   * the routes had to be followed (the quick walk was not exact).
   */
  readonly walk: WalkRecord | null;
}

/** The quick walk's work, kept with its result: each directed path entry reached, and the stops it went through. */
export interface WalkRecord {
  /** Every directed path entry reached (path id * 2 + 1 when entered at its b end). */
  readonly keys: readonly number[];
  /** For each of `keys`, the entry whose way on reached it: -1 at a station, `UNKNOWN_WAY` where not known. */
  readonly parents: readonly number[];
  /**
   * The stops the walk went on from, and for each the path it first came by (-1: a station, or reached twice).
   * Plain arrays, not typed ones: V8 makes a small array far faster than a typed array's buffer, and a record is
   * made with every walk.
   */
  readonly viaNodes: readonly number[];
  readonly viaPaths: readonly number[];
}

/** `WalkRecord.parents`: the way to this entry went through track that has changed since. */
export const UNKNOWN_WAY = -3;

/**
 * Work buffers of a walk, kept per graph size and reused: connectivity is recomputed after most tile lays, and
 * fresh typed arrays per walk were a large part of the engine's garbage. Only the result arrays are new.
 */
interface Scratch {
  /**
   * Per directed path entry (path id * 2 + 1 when entered from its b end) already queued: 1, or 2 when first
   * reached only after turning back (see `walkWithoutHistory`).
   */
  entered: Uint8Array;
  /** 1 per path with an entry reached without turning back. */
  clean: Uint8Array;
  /** Path by which each node was first reached (-1: a token or reached twice; -2: not yet). */
  firstVia: Int32Array;
  /** Every directed path entry queued, in order (the walk's work list, and what to reset afterwards). */
  queue: Int32Array;
  /** 1 per hex side (h * 6 + edge) the walk has crossed leaving hex h. */
  crossed: Uint8Array;
  /** Per directed path entry, the entry whose way on queued it (-1 at a station). */
  parent: Int32Array;
}

const scratches = new Map<number, Scratch>();

/** `Connectivity.entries`: the walk went into the hex. */
export const ENTERED = 64;

/**
 * Does a change of hex h keep this connectivity exactly as a fresh walk would find it, for a corporation holding no
 * station there before or after? Yes when the walk never went into h and the hex's new track (`exits`, its exit mask)
 * has no exit on a side the walk crossed toward it: a walk on the changed board then queues nothing in h, so it takes
 * every step it took before (the same result, `touched` and the exact walk's included, as that only follows what
 * the quick walk reached). Tokens and full cities there are read only by a walk that goes into h.
 */
export function keepsConnectivity(c: Connectivity, h: number, exits: number): boolean {
  const e = c.entries[h]!;
  return (e & ENTERED) === 0 && (e & exits) === 0;
}

function scratchFor(H: number, S: number, P: number): Scratch {
  const key = (H * 64 + S) * 256 + P;
  let s = scratches.get(key);
  if (!s) {
    s = {
      entered: new Uint8Array(H * P * 2),
      clean: new Uint8Array(H * P),
      firstVia: new Int32Array(H * S).fill(-2),
      queue: new Int32Array(H * P * 2),
      crossed: new Uint8Array(H * 6),
      parent: new Int32Array(H * P * 2),
    };
    scratches.set(key, s);
  }
  return s;
}

/**
 * What the corporation's routes reach (1830 §6.3-6.4, R10 of the cases): only track that a legal route reaches, one
 * that never uses a stop or a hex side twice and never turns back where two paths of a tile meet at a side. A tile may
 * be laid or upgraded only where such a route leads (18xx.games: "not legally rotated" otherwise).
 *
 * The quick walk below remembers no route, so it can reach a stop by a way that a route could not leave again (a
 * loop back into a city, then out along the track it came in by and through a junction of paths the other way: the
 * 1830 R10 case, Boston reached from the CPR only by reversing at D22). Its breadth-first tree gives each entry a
 * shortest way to it; a shortest way that is no legal route must cross back over a side it crossed, where paths
 * meet (otherwise it could be cut short). Entries first found after such a crossing are marked; when every path
 * reached has an unmarked entry, the quick walk is exact, as it almost always is. Otherwise `walkRoutes` follows
 * the routes themselves.
 */
export function computeConnectivity(g: TrackGraph, corp: string): Connectivity {
  const bound = walkWithoutHistory(g, corp);
  if (!bound.turns) return bound.result;
  const q = bound.result;
  const exact = walkRoutes(g, corp, q.tokenNodes, q.paths, bound.pathCount);
  if (!exact) return q;
  // Built field by field as the quick walk builds its result: one object shape for every connectivity, so that its
  // readers stay monomorphic in V8.
  const { nodes, paths, edgeMask, stationsJoined } = exact;
  return {
    corporation: q.corporation,
    tokenNodes: q.tokenNodes,
    nodes,
    paths,
    edgeMask,
    touched: q.touched,
    entries: q.entries,
    stationsJoined,
    walk: null,
  };
}

interface Bound {
  result: Connectivity;
  /** Number of paths reached. */
  pathCount: number;
  /** Might the walk have found more than the routes do: is a path reached only by ways that turned back? */
  turns: boolean;
}

/**
 * The quick walk: breadth first over directed path entries, each entered at most once, remembering no route. It
 * finds everything a route reaches, and sometimes more (a stop reached by two ways opens all its paths, though a
 * route using one way may not leave by the other). Its `touched` is kept in any case (a change there could alter the
 * exact result too).
 */
function walkWithoutHistory(g: TrackGraph, corp: string): Bound {
  const H = g.hexCount;
  const S = g.maxStops;
  const P = g.maxPaths;
  // One piece of a shared buffer for the five results: fewer allocations than five arrays.
  const bytes = resultBytes(H * S + H * P + 3 * H);
  const nodes = bytes.subarray(0, H * S);
  const paths = bytes.subarray(H * S, H * S + H * P);
  const edgeMask = bytes.subarray(H * S + H * P, H * S + H * P + H);
  const touched = bytes.subarray(H * S + H * P + H, H * S + H * P + 2 * H);
  const entries = bytes.subarray(H * S + H * P + 2 * H, H * S + H * P + 3 * H);
  const tokenNodes: number[] = [];
  const { entered, clean, firstVia, queue, crossed, parent } = scratchFor(H, S, P);
  const nbr = g.nbr;
  let tail = 0;
  /** Nodes whose `firstVia` the walk set (reset at the end). */
  const visited: number[] = [];
  let stationsJoined = false;
  let pathCount = 0;
  let cleanCount = 0;

  // Queues the paths leaving stop s of hex h, except `exceptPath` (a train never turns back on the path it came by);
  // `mark` 2 when the way here turned back.
  const enterFromStop = (h: number, s: number, exceptPath: number, mark: number, from: number) => {
    const rs = g.rotatedAt(h);
    const byStop = rs.byStop[s];
    if (!byStop) return;
    for (let n = 0; n < byStop.length; n++) {
      const i = byStop[n]!;
      if (i === exceptPath) continue;
      const key = (h * P + i) * 2 + (rs.ends[2 * i + 1] === STOP_BASE + s ? 1 : 0);
      if (!entered[key]) {
        entered[key] = mark === 2 || leftBefore(key, from) ? 2 : 1;
        parent[key] = from;
        queue[tail++] = key;
      }
    }
  };

  // Does entry k lead to a side by which the way to it (through entry `from`) already left that hex? 18xx.games does
  // not enter such a path at all (it only counts for `paths`: the track restriction's new track).
  const leftBefore = (k: number, from: number): boolean => {
    const pathId = k >> 1;
    const hk = (pathId / P) | 0;
    const to = g.rotatedAt(hk).ends[2 * (pathId - hk * P) + (k & 1 ? 0 : 1)]!;
    return isEdgeEnd(to) && crossed[hk * 6 + to] === 1 && crossedOnTheWay(from, hk, to);
  };

  // Did the way to entry `from` cross the side from hex o by edge e (then crossing it back turns a route back)?
  const crossedOnTheWay = (from: number, o: number, e: number): boolean => {
    for (let x = from; x >= 0; x = parent[x]!) {
      const pathId = x >> 1;
      const hx = (pathId / P) | 0;
      if (hx === o && g.rotatedAt(hx).ends[2 * (pathId - hx * P) + (x & 1 ? 0 : 1)] === e) return true;
    }
    return false;
  };

  for (const node of tokenNodesOf(g, corp)) {
    const h = g.nodeHex(node);
    tokenNodes.push(node);
    nodes[node] = 1;
    firstVia[node] = -1;
    visited.push(node);
    touched[h] = 1;
    entries[h]! |= ENTERED;
    edgeMask[h]! |= tokenHexEdges(g, h, touched);
    enterFromStop(h, g.nodeStop(node), -1, 1, -1);
  }

  // Breadth first: the set reached does not depend on the order (a node reached by two paths opens all of its
  // paths, by one path all but that one), and the queue keeps every entry for the reset below.
  for (let head = 0; head < tail; head++) {
    const key = queue[head]!;
    const pathId = key >> 1;
    const h = (pathId / P) | 0;
    const i = pathId - h * P;
    const rs = g.rotatedAt(h);
    const ends = rs.ends;
    const a = ends[2 * i]!;
    const b = ends[2 * i + 1]!;
    const mark = entered[key]!;
    if (!paths[pathId]) {
      paths[pathId] = 1;
      pathCount++;
    }
    if (mark === 1 && !clean[pathId]) {
      clean[pathId] = 1;
      cleanCount++;
    }
    touched[h] = 1;
    entries[h]! |= ENTERED;
    markEnd(g, h, a, edgeMask, touched);
    markEnd(g, h, b, edgeMask, touched);
    const to = key & 1 ? a : b;
    if (isEdgeEnd(to)) {
      const o = nbr[h * 6 + to]!;
      if (o < 0) continue;
      const back = opposite(to);
      entries[o]! |= 1 << back;
      const ors = g.rotatedAt(o);
      const byEdge = ors.byEdge[back]!;
      crossed[h * 6 + to] = 1;
      // Crossing back over a side crossed the other way, where two paths of a tile meet: what is found from here
      // on may need a route to turn back.
      const next = mark === 2 || (crossed[o * 6 + back] === 1 && (byEdge.length > 1 || rs.byEdge[to]!.length > 1) && crossedOnTheWay(key, o, back)) ? 2 : 1;
      for (let n = 0; n < byEdge.length; n++) {
        const j = byEdge[n]!;
        const k = (o * P + j) * 2 + (ors.ends[2 * j + 1] === back ? 1 : 0);
        if (!entered[k]) {
          entered[k] = next === 2 || leftBefore(k, key) ? 2 : 1;
          parent[k] = key;
          queue[tail++] = k;
        }
      }
    } else {
      const s = to - STOP_BASE;
      const node = g.nodeId(h, s);
      if (tokenNodes.includes(node)) stationsJoined = true;
      nodes[node] = 1;
      if (!passable(g, node, h, s, corp, i)) continue;
      const via = firstVia[node]!;
      if (via === -2) {
        visited.push(node);
        firstVia[node] = i;
        enterFromStop(h, s, i, mark, key);
      } else if (via !== i && via >= 0) {
        firstVia[node] = -1; // the first path has now been entered too; nothing more to add later
        enterFromStop(h, s, -1, mark, key);
      }
    }
  }

  const turns = cleanCount < pathCount;
  let walk: WalkRecord | null = null;
  if (!turns) walk = walkRecord(queue, tail, parent, visited, firstVia);
  for (let n = 0; n < tail; n++) {
    const key = queue[n]!;
    entered[key] = 0;
    clean[key >> 1] = 0;
  }
  // Six bytes a hex: clearing them all costs less than finding again the side each entry led to.
  crossed.fill(0);
  for (let n = 0; n < visited.length; n++) firstVia[visited[n]!] = -2;
  return {
    result: { corporation: corp, tokenNodes, nodes, paths, edgeMask, touched, entries, stationsJoined, walk },
    pathCount,
    turns,
  };
}

/** The record of a walk that reached entries `queue[0..tail)` (with their `parent`s) and went on from stops `visited`. */
export function walkRecord(queue: Int32Array, tail: number, parent: Int32Array, visited: number[], firstVia: Int32Array): WalkRecord {
  // Sized once and filled (a late network's record has hundreds of entries: growing a list entry by entry copied it
  // again and again).
  const keys = new Array<number>(tail);
  const parents = new Array<number>(tail);
  for (let n = 0; n < tail; n++) {
    const key = queue[n]!;
    keys[n] = key;
    parents[n] = parent[key]!;
  }
  const viaPaths = new Array<number>(visited.length);
  for (let n = 0; n < visited.length; n++) viaPaths[n] = firstVia[visited[n]!]!;
  return { keys, parents, viaNodes: visited, viaPaths };
}

const runnable = new WeakMap<Connectivity, boolean>();

/**
 * Does the network reach somewhere to run to: a stop other than its stations' cities, or, with two stations or more,
 * track from one station to another? A route needs two stops. A junction is no stop: track that reaches only a
 * junction (1817 tile 83 beside a lone station) gives no route, and a walk that comes back to the station it left (a
 * loop through a junction, 1817 tile 81) joins nothing. Asked at the start of every operating turn (and again through
 * empty rounds at a game's end), so worked out once per connectivity result, which stays cached while nothing near
 * the network changes: a scan of every node per turn was work in proportion to the map.
 */
export function reachesBeyondStations(g: TrackGraph, c: Connectivity): boolean {
  let yes = runnable.get(c);
  if (yes === undefined) {
    const tokens = new Set(c.tokenNodes);
    const isStop = (n: number) => g.shapeAt(g.nodeHex(n)).stopKind[g.nodeStop(n)] !== JUNCTION;
    yes = false;
    for (let i = 0; i < c.nodes.length && !yes; i++) if (c.nodes[i] && !tokens.has(i) && isStop(i)) yes = true;
    if (!yes) yes = tokens.size >= 2 && c.stationsJoined && c.tokenNodes.some((n) => chainsFromStop(g, n).some((ch) => tokens.has(ch.b)));
    runnable.set(c, yes);
  }
  return yes;
}

/**
 * `reachesBeyondStations` of the corporation's network as it is now, without walking or extending a network not at
 * hand when a stop other than its stations' cities is a short way from a station (`stopNearStation`) or among what it
 * surely still reaches (`TrackGraph.keptReachAny`).
 */
export function hasRunnableNetwork(g: TrackGraph, corp: string): boolean {
  if (g.hasConnectivity(corp)) return reachesBeyondStations(g, g.connectivity(corp));
  const beyond = (n: number) => {
    const h = g.nodeHex(n);
    const s = g.nodeStop(n);
    return g.shapeAt(h).stopKind[s] !== JUNCTION && !g.tokensAt(h, s).includes(corp);
  };
  return stopNearStation(g, corp) || g.keptReachAny(corp, beyond) || reachesBeyondStations(g, g.connectivity(corp));
}

/** The cities holding the corporation's station tokens, as node ids (ascending). */
function tokenNodesOf(g: TrackGraph, corp: string): number[] {
  const out: number[] = [];
  for (let h = 0; h < g.hexCount; h++) if (g.hasTokens(h)) tokenNodesIn(g, h, corp, out);
  return out;
}

/** The cities of hex h holding the corporation's station tokens, added to `out` as node ids (ascending). */
export function tokenNodesIn(g: TrackGraph, h: number, corp: string, out: number[]): void {
  const tokens = g.stateAt(h).tokens;
  const shape = g.shapeAt(h);
  for (let s = 0; s < tokens.length; s++) {
    if (!tokens[s]!.includes(corp)) continue;
    if (s >= shape.stops.length || shape.stopKind[s] !== CITY) continue;
    out.push(g.nodeId(h, s));
  }
}

/** The stops the corporation's network reaches, as "I15-0" names (for display and debugging). */
export function reachedStopNames(g: TrackGraph, corp: string): string[] {
  const c = g.connectivity(corp);
  const out: string[] = [];
  for (let n = 0; n < c.nodes.length; n++) if (c.nodes[n]) out.push(g.nodeName(n));
  return out;
}

/** Per hex, the edges the network reaches (18xx.games `connected_hexes`), for highlighting. */
export function reachedHexEdges(g: TrackGraph, corp: string): Record<string, number[]> {
  const mask = g.connectivity(corp).edgeMask;
  const out: Record<string, number[]> = {};
  for (let h = 0; h < mask.length; h++) {
    const m = mask[h]!;
    if (!m) continue;
    const edges: number[] = [];
    for (let e = 0; e < 6; e++) if (m & (1 << e)) edges.push(e);
    out[g.hexIds[h]!] = edges;
  }
  return out;
}
