/**
 * What a corporation's network reaches: walked from each of its station tokens along the track.
 *
 * Passage rules (1830 §6.3, 1846 §6.6): towns, junctions and cities with an empty slot or the corporation's own
 * token can be run through; a city whose slots are all filled by other corporations, and an off-board, can be
 * reached but not passed. A train never turns back at a hex side, so the walk tracks the direction each path is
 * entered from.
 */
import { CITY, JUNCTION, OFFBOARD, STOP_BASE, TOWN, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';

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
  /** Does track lead from one of the stations to another (a city of the corporation reached by the walk)? */
  readonly stationsJoined: boolean;
}

/**
 * Work buffers of a walk, kept per graph size and reused: connectivity is recomputed after most tile lays, and
 * fresh typed arrays per walk were a large part of the engine's garbage. Only the result arrays are new.
 */
interface Scratch {
  /** 1 per directed path entry (path id * 2 + 1 when entered from its b end) already queued. */
  entered: Uint8Array;
  /** Path by which each node was first reached (-1: a token or reached twice; -2: not yet). */
  firstVia: Int32Array;
  /** Every directed path entry queued, in order (the walk's work list, and what to reset afterwards). */
  queue: Int32Array;
}

const scratches = new Map<number, Scratch>();

function scratchFor(H: number, S: number, P: number): Scratch {
  const key = (H * 64 + S) * 256 + P;
  let s = scratches.get(key);
  if (!s) {
    s = { entered: new Uint8Array(H * P * 2), firstVia: new Int32Array(H * S).fill(-2), queue: new Int32Array(H * P * 2) };
    scratches.set(key, s);
  }
  return s;
}

export function computeConnectivity(g: TrackGraph, corp: string): Connectivity {
  const H = g.hexCount;
  const S = g.maxStops;
  const P = g.maxPaths;
  // One buffer for the four results: fewer allocations than four arrays.
  const buf = new ArrayBuffer(H * S + H * P + 2 * H);
  const nodes = new Uint8Array(buf, 0, H * S);
  const paths = new Uint8Array(buf, H * S, H * P);
  const edgeMask = new Uint8Array(buf, H * S + H * P, H);
  const touched = new Uint8Array(buf, H * S + H * P + H, H);
  const tokenNodes: number[] = [];
  const { entered, firstVia, queue } = scratchFor(H, S, P);
  const nbr = g.nbr;
  let tail = 0;
  /** Nodes whose `firstVia` the walk set (reset at the end). */
  const visited: number[] = [];
  let stationsJoined = false;

  for (let h = 0; h < H; h++) {
    if (!g.hasTokens(h)) continue;
    const tokens = g.stateAt(h).tokens;
    for (let s = 0; s < tokens.length; s++) {
      if (!tokens[s]!.includes(corp)) continue;
      const shape = g.shapeAt(h);
      if (s >= shape.stops.length || shape.stopKind[s] !== CITY) continue;
      const node = g.nodeId(h, s);
      tokenNodes.push(node);
      nodes[node] = 1;
      firstVia[node] = -1;
      visited.push(node);
      touched[h] = 1;
      for (let e = 0; e < 6; e++) {
        const o = nbr[h * 6 + e]!;
        if (o >= 0) {
          edgeMask[h]! |= 1 << e;
          touched[o] = 1;
        }
      }
      tail = enterFromStop(g, h, s, -1, entered, queue, tail);
    }
  }

  // Breadth first: the set reached does not depend on the order (a node reached by two paths opens all of its
  // paths, by one path all but that one), and the queue keeps every entry for the reset below.
  for (let head = 0; head < tail; head++) {
    const key = queue[head]!;
    const pathId = key >> 1;
    const h = (pathId / P) | 0;
    const i = pathId - h * P;
    const ends = g.rotatedAt(h).ends;
    const a = ends[2 * i]!;
    const b = ends[2 * i + 1]!;
    paths[pathId] = 1;
    touched[h] = 1;
    // Both ends: edges the network reaches, from this hex and from the neighbour across.
    if (isEdgeEnd(a)) {
      edgeMask[h]! |= 1 << a;
      const o = nbr[h * 6 + a]!;
      if (o >= 0) {
        edgeMask[o]! |= 1 << opposite(a);
        touched[o] = 1;
      }
    }
    if (isEdgeEnd(b)) {
      edgeMask[h]! |= 1 << b;
      const o = nbr[h * 6 + b]!;
      if (o >= 0) {
        edgeMask[o]! |= 1 << opposite(b);
        touched[o] = 1;
      }
    }
    const to = key & 1 ? a : b;
    if (isEdgeEnd(to)) {
      const o = nbr[h * 6 + to]!;
      if (o < 0) continue;
      const back = opposite(to);
      const ors = g.rotatedAt(o);
      const byEdge = ors.byEdge[back]!;
      for (let n = 0; n < byEdge.length; n++) {
        const j = byEdge[n]!;
        const k = (o * P + j) * 2 + (ors.ends[2 * j + 1] === back ? 1 : 0);
        if (!entered[k]) {
          entered[k] = 1;
          queue[tail++] = k;
        }
      }
    } else {
      const s = to - STOP_BASE;
      const node = g.nodeId(h, s);
      if (tokenNodes.includes(node)) stationsJoined = true;
      nodes[node] = 1;
      if (!passable(g, node, h, s, corp)) continue;
      const via = firstVia[node]!;
      if (via === -2) {
        visited.push(node);
        firstVia[node] = i;
        tail = enterFromStop(g, h, s, i, entered, queue, tail);
      } else if (via !== i && via >= 0) {
        firstVia[node] = -1; // the first path has now been entered too; nothing more to add later
        tail = enterFromStop(g, h, s, -1, entered, queue, tail);
      }
    }
  }

  for (let n = 0; n < tail; n++) entered[queue[n]!] = 0;
  for (const node of visited) firstVia[node] = -2;
  return { corporation: corp, tokenNodes, nodes, paths, edgeMask, touched, stationsJoined };
}

/**
 * Queues the paths leaving stop s of hex h, except `exceptPath` (a train never turns back on the path it came by);
 * returns the new end of the queue. A function of its own rather than a closure in the walk: a closure is a new
 * object per walk, and V8 does not inline it.
 */
function enterFromStop(g: TrackGraph, h: number, s: number, exceptPath: number, entered: Uint8Array, queue: Int32Array, tail: number): number {
  const rs = g.rotatedAt(h);
  const byStop = rs.byStop[s];
  if (!byStop) return tail;
  const P = g.maxPaths;
  for (let n = 0; n < byStop.length; n++) {
    const i = byStop[n]!;
    if (i === exceptPath) continue;
    const key = (h * P + i) * 2 + (rs.ends[2 * i + 1] === STOP_BASE + s ? 1 : 0);
    if (!entered[key]) {
      entered[key] = 1;
      queue[tail++] = key;
    }
  }
  return tail;
}

/** The edge across a hex side (edges are 0-5 here: no normalising needed). */
const opposite = (e: number): number => (e + 3) % 6;

/** Towns, junctions and cities with room for the corporation can be run through; off-boards never. */
function passable(g: TrackGraph, node: number, h: number, s: number, corp: string): boolean {
  const kind = g.shapeAt(h).stopKind[s];
  if (kind === TOWN || kind === JUNCTION) return true;
  if (kind === OFFBOARD) return false;
  return !g.cityBlocks(node, corp);
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
