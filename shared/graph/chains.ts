/**
 * Chains: track between two consecutive stops of a route, and small measures of a route's track. A chain starts at a
 * stop, runs over edge-to-edge track (passing junctions) and ends at the next stop. A route may pass one junction
 * twice on different paths: a recorded 1817 run crosses a four-way junction tile (E16) twice.
 */
import { oppositeEdge } from '../hex';
import { JUNCTION, STOP_BASE, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';
import type { ResolvedRoute } from './types';

/** Track between two stops: paths in order from stop `a` to stop `b`. */
export interface Chain {
  a: number;
  b: number;
  paths: number[];
}

/**
 * Every chain of track leaving stop node `start` by each of its paths, through junctions, to the next stop (any
 * path used at most once per chain). Route search (shared/routes/network.ts) and route building by clicking stops
 * (renderer/play/routeBuilder.ts) both start here.
 */
export function chainsFromStop(g: TrackGraph, start: number): Chain[] {
  const out: Chain[] = [];
  const P = g.maxPaths;
  const h0 = g.nodeHex(start);
  const s0 = g.nodeStop(start);
  const acc: number[] = [];
  const walk = (h: number, i: number, from: number): void => {
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const to = a === from ? rs.ends[2 * i + 1]! : a;
    if (isEdgeEnd(to)) {
      const o = g.nbr[h * 6 + to]!;
      if (o < 0) return;
      const back = oppositeEdge(to);
      const byEdge = g.rotatedAt(o).byEdge[back]!;
      for (let n = 0; n < byEdge.length; n++) {
        const j = byEdge[n]!;
        const pid = o * P + j;
        if (acc.includes(pid)) continue;
        acc.push(pid);
        walk(o, j, back);
        acc.pop();
      }
      return;
    }
    const s = to - STOP_BASE;
    if (g.shapeAt(h).stopKind[s] === JUNCTION) {
      const byStop = rs.byStop[s]!;
      for (let n = 0; n < byStop.length; n++) {
        const j = byStop[n]!;
        const pid = h * P + j;
        if (j === i || acc.includes(pid)) continue;
        acc.push(pid);
        walk(h, j, to);
        acc.pop();
      }
      return;
    }
    const node = g.nodeId(h, s);
    if (node !== start) out.push({ a: start, b: node, paths: acc.slice() });
  };
  for (const i of g.rotatedAt(h0).byStop[s0] ?? []) {
    acc.push(h0 * P + i);
    walk(h0, i, STOP_BASE + s0);
    acc.pop();
  }
  return out;
}

/** The hexes a chain runs through, in order (each hex once per visit). */
export function chainHexes(g: TrackGraph, paths: readonly number[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    const hex = g.hexIds[Math.floor(p / g.maxPaths)]!;
    if (out[out.length - 1] !== hex) out.push(hex);
  }
  return out;
}

/**
 * All chains of track matching a list of hex indices. Its loops, as those of the other walks of the graph, go by
 * index: a cold replay (the command line's, a game's first opening) runs them in V8's interpreter, where each step
 * of a `for of` allocates an iterator result (#18).
 */
export function chainsThrough(g: TrackGraph, hexes: readonly number[]): Chain[] {
  const out: Chain[] = [];
  const k = hexes.length;
  const P = g.maxPaths;
  const h0 = hexes[0]!;
  const shape0 = g.shapeAt(h0);
  const rs0 = g.rotatedAt(h0);

  const walk = (h: number, i: number, from: number, idx: number, acc: number[], start: number): void => {
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const to = a === from ? rs.ends[2 * i + 1]! : a;
    if (isEdgeEnd(to)) {
      if (idx === k - 1) return;
      const o = g.nbr[h * 6 + to]!;
      if (o !== hexes[idx + 1]) return;
      const back = oppositeEdge(to);
      const byEdge = g.rotatedAt(o).byEdge[back]!;
      for (let n = 0; n < byEdge.length; n++) {
        const j = byEdge[n]!;
        const pid = o * P + j;
        if (acc.includes(pid)) continue;
        acc.push(pid);
        walk(o, j, back, idx + 1, acc, start);
        acc.pop();
      }
      return;
    }
    const s = to - STOP_BASE;
    if (g.shapeAt(h).stopKind[s] === JUNCTION) {
      const byStop = rs.byStop[s]!;
      for (let n = 0; n < byStop.length; n++) {
        const j = byStop[n]!;
        const pid = h * P + j;
        if (j === i || acc.includes(pid)) continue;
        acc.push(pid);
        walk(h, j, to, idx, acc, start);
        acc.pop();
      }
      return;
    }
    const node = g.nodeId(h, s);
    if (idx === k - 1 && node !== start) out.push({ a: start, b: node, paths: acc.slice() });
  };

  for (let s = 0; s < shape0.stops.length; s++) {
    if (shape0.stopKind[s] === JUNCTION) continue;
    const start = g.nodeId(h0, s);
    const byStop = rs0.byStop[s]!;
    for (let n = 0; n < byStop.length; n++) walk(h0, byStop[n]!, STOP_BASE + s, 0, [h0 * P + byStop[n]!], start);
  }
  return out;
}

/** Hex sides a path crosses (h * 6 + edge for each edge end). */
export function sidesOf(g: TrackGraph, pathId: number): number[] {
  const out: number[] = [];
  for (let end = 0; end < 2; end++) {
    const s = sideAt(g, pathId, end);
    if (s >= 0) out.push(s);
  }
  return out;
}

/** The hex side (h * 6 + edge) at end 0 or 1 of a path, or -1 where that end is a stop. Allocates nothing. */
export function sideAt(g: TrackGraph, pathId: number, end: number): number {
  const P = g.maxPaths;
  const h = Math.floor(pathId / P);
  const e = g.rotatedAt(h).ends[2 * (pathId - h * P) + end]!;
  return isEdgeEnd(e) ? h * 6 + e : -1;
}

/** The hexes a route's track runs through, each once, in running order (18xx.games `all_hexes`). */
export function routeHexes(g: TrackGraph, route: ResolvedRoute): string[] {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const p of route.paths) {
    const h = Math.floor(p / g.maxPaths);
    if (!seen.has(h)) {
      seen.add(h);
      out.push(g.hexIds[h]!);
    }
  }
  return out;
}

/** Hex sides crossed by a route: the distance of trains that count hexes (18NY H-trains, 5.1). */
export function hexSidesCrossed(g: TrackGraph, route: ResolvedRoute): number {
  let ends = 0;
  const paths = route.paths;
  for (let n = 0; n < paths.length; n++) ends += (sideAt(g, paths[n]!, 0) >= 0 ? 1 : 0) + (sideAt(g, paths[n]!, 1) >= 0 ? 1 : 0);
  return ends / 2;
}
