/**
 * What a corporation's network reaches: walked from each of its station tokens along the track.
 *
 * Passage rules (1830 §6.3, 1846 §6.6): towns, junctions and cities with an empty slot or the corporation's own
 * token can be run through; a city whose slots are all filled by other corporations, and an off-board, can be
 * reached but not passed. A train never turns back at a hex side, so the walk tracks the direction each path is
 * entered from.
 */
import { oppositeEdge } from '../hex';
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
}

export function computeConnectivity(g: TrackGraph, corp: string): Connectivity {
  const H = g.hexCount;
  const S = g.maxStops;
  const P = g.maxPaths;
  const nodes = new Uint8Array(H * S);
  const paths = new Uint8Array(H * P);
  const edgeMask = new Uint8Array(H);
  const touched = new Uint8Array(H);
  const entered = new Uint8Array(H * P * 2);
  const tokenNodes: number[] = [];
  // Path by which each node was first reached (-1: a token; -2: not yet). A later arrival by another path may
  // leave by the first one, but a train never turns back on the path it came in by.
  const firstVia = new Int32Array(H * S).fill(-2);
  // Stack of directed path entries: (path id * 2 + 1 when entered from its b end).
  const stack: number[] = [];

  const enterFromStop = (h: number, s: number, exceptPath: number) => {
    const rs = g.rotatedAt(h);
    for (const i of rs.byStop[s] ?? []) {
      if (i === exceptPath) continue;
      const fromB = rs.ends[2 * i + 1] === STOP_BASE + s ? 1 : 0;
      const key = (h * P + i) * 2 + fromB;
      if (!entered[key]) {
        entered[key] = 1;
        stack.push(key);
      }
    }
  };

  const passable = (node: number, h: number, s: number): boolean => {
    const kind = g.shapeAt(h).stopKind[s];
    if (kind === TOWN || kind === JUNCTION) return true;
    if (kind === OFFBOARD) return false;
    return !g.cityBlocks(node, corp);
  };

  for (let h = 0; h < H; h++) {
    const tokens = g.stateAt(h).tokens;
    for (let s = 0; s < tokens.length; s++) {
      if (!tokens[s]!.includes(corp)) continue;
      if (s >= g.shapeAt(h).stops.length || g.shapeAt(h).stopKind[s] !== CITY) continue;
      const node = g.nodeId(h, s);
      tokenNodes.push(node);
      nodes[node] = 1;
      firstVia[node] = -1;
      touched[h] = 1;
      for (let e = 0; e < 6; e++) {
        const o = g.nbr[h * 6 + e]!;
        if (o >= 0) {
          edgeMask[h]! |= 1 << e;
          touched[o] = 1;
        }
      }
      enterFromStop(h, s, -1);
    }
  }

  while (stack.length > 0) {
    const key = stack.pop()!;
    const pathId = key >> 1;
    const fromB = key & 1;
    const h = Math.floor(pathId / P);
    const i = pathId - h * P;
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const b = rs.ends[2 * i + 1]!;
    paths[pathId] = 1;
    touched[h] = 1;
    for (const end of [a, b]) {
      if (!isEdgeEnd(end)) continue;
      edgeMask[h]! |= 1 << end;
      const o = g.nbr[h * 6 + end]!;
      if (o >= 0) {
        edgeMask[o]! |= 1 << oppositeEdge(end);
        touched[o] = 1;
      }
    }
    const to = fromB ? a : b;
    if (isEdgeEnd(to)) {
      const o = g.nbr[h * 6 + to]!;
      if (o < 0) continue;
      const back = oppositeEdge(to);
      const ors = g.rotatedAt(o);
      for (const j of ors.byEdge[back]!) {
        const jFromB = ors.ends[2 * j + 1] === back ? 1 : 0;
        const k = (o * P + j) * 2 + jFromB;
        if (!entered[k]) {
          entered[k] = 1;
          stack.push(k);
        }
      }
    } else {
      const s = to - STOP_BASE;
      const node = g.nodeId(h, s);
      nodes[node] = 1;
      if (!passable(node, h, s)) continue;
      const via = firstVia[node]!;
      if (via === -2) {
        firstVia[node] = i;
        enterFromStop(h, s, i);
      } else if (via !== i && via >= 0) {
        firstVia[node] = -1; // the first path has now been entered too; nothing more to add later
        enterFromStop(h, s, -1);
      }
    }
  }

  return { corporation: corp, tokenNodes, nodes, paths, edgeMask, touched };
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
