/**
 * A corporation's network after track changes, extended from what it reached before instead of walked again from its
 * stations: late in a game a network runs over most of the map, and most lays add a tile or two to it.
 *
 * An upgrade keeps every path of the tile it replaces (1830 §6.2, `oldPathsKept`), and a city never loses a slot, so
 * whatever the network reached it still reaches: only the changed hexes are walked again, from the sides the network
 * crossed toward them and their stations, and on from there to what was not reached before. The quick walk's result
 * depends only on what it reaches (`connectivity.ts`), so the extension finds the same. What it cannot tell as the
 * quick walk does is whether a legal route reaches each new path (its ways are not shortest): it follows the way to
 * each new path back to a station, and when that way passes a stop or crosses a hex side twice it gives up, and the
 * network is walked again. A way that led through a changed hex before is followed there on the track the hex had
 * (`before`): the new tile keeps each of those paths with the same sides and a city covering the same sides (1830
 * §6.2), so the same route still runs there.
 */
import { type Connectivity, ENTERED, UNKNOWN_WAY, type WalkRecord, tokenNodesIn, walkRecord } from './connectivity';
import { JUNCTION, type RotatedShape, STOP_BASE, isEdgeEnd } from './shape';
import type { TrackGraph } from './trackGraph';
import { markEnd, opposite, passable, tokenHexEdges } from './walkParts';
import { resultBytes } from './resultBytes';

/** Work buffers, kept per graph size and all back to their initial values when an extension ends. */
interface Scratch {
  /** 1 per directed path entry reached. */
  entered: Uint8Array;
  /** Per directed path entry reached, the entry whose way on reached it (-1 at a station, `UNKNOWN_WAY`). */
  parent: Int32Array;
  /** Every entry reached, the kept ones first (the work list, and what to reset afterwards). */
  queue: Int32Array;
  /** Path by which each stop was first reached (-1: a station or reached twice; -2: not yet). */
  firstVia: Int32Array;
  /** 1 per changed hex. */
  changed: Uint8Array;
  /** 1 per path a legal way reaches (checked new paths only). */
  legal: Uint8Array;
  /** Stops and hex sides of the way being checked. */
  onWay: Uint8Array;
  sideOnWay: Uint8Array;
  /** The marks set for the way being checked (to clear them afterwards). */
  marked: Int32Array;
  /** Per changed hex, its path tables when `base` was walked (unset elsewhere). */
  before: (RotatedShape | undefined)[];
  /**
   * The tree of the new entries (`markLegalWays`): per new entry its first child among them (-1: none yet), -2 for
   * every other entry; and per child, the next child of the same parent (-1: the last).
   */
  firstChild: Int32Array;
  nextSibling: Int32Array;
}

/**
 * A way's step through a changed hex as it was, in `WalkRecord`-style parents while an extension runs: `OLD - key` for
 * the old walk's entry `key` of the track the hex had then (its key may now name another path of the new tile).
 */
const OLD = -4;

/** The old walk's parent of each of its entries in a changed hex (keys of the track those hexes had). */
type OldParents = Map<number, number>;

const scratches = new Map<number, Scratch>();

function scratchFor(H: number, S: number, P: number): Scratch {
  const key = (H * 64 + S) * 256 + P;
  let s = scratches.get(key);
  if (!s) {
    s = {
      entered: new Uint8Array(H * P * 2),
      parent: new Int32Array(H * P * 2),
      queue: new Int32Array(H * P * 2),
      firstVia: new Int32Array(H * S).fill(-2),
      changed: new Uint8Array(H),
      legal: new Uint8Array(H * P),
      onWay: new Uint8Array(H * S),
      sideOnWay: new Uint8Array(H * 6),
      marked: new Int32Array(H * P * 2 + 1),
      before: new Array<RotatedShape | undefined>(H).fill(undefined),
      firstChild: new Int32Array(H * P * 2).fill(-2),
      nextSibling: new Int32Array(H * P * 2),
    };
    scratches.set(key, s);
  }
  return s;
}

/** Most entries followed back from one entry before its way counts as not known. */
const WAY_LIMIT = 10_000;

/**
 * The corporation's connectivity on the graph as it is now, from `base`, its connectivity before hexes `changed`
 * took new track (upgrades keeping the old, the same stations there or more) or tokens that only open ways, or null
 * where the network must be walked again (`base` came from following routes, or a new path's way is not a legal
 * route). `before[n]` is the path tables of hex `changed[n]` when `base` was walked.
 */
export function extendConnectivity(g: TrackGraph, base: Connectivity, changed: readonly number[], before: readonly RotatedShape[]): Connectivity | null {
  const walk = base.walk;
  if (!walk) return null;
  const H = g.hexCount;
  const S = g.maxStops;
  const P = g.maxPaths;
  const nbr = g.nbr;
  const corp = base.corporation;
  const sc = scratchFor(H, S, P);
  const { entered, parent, queue, firstVia } = sc;
  const inChanged = sc.changed;
  for (let n = 0; n < changed.length; n++) {
    inChanged[changed[n]!] = 1;
    sc.before[changed[n]!] = before[n];
  }

  const bytes = resultBytes(H * S + H * P + 3 * H);
  const nodes = bytes.subarray(0, H * S);
  const paths = bytes.subarray(H * S, H * S + H * P);
  const edgeMask = bytes.subarray(H * S + H * P, H * S + H * P + H);
  const touched = bytes.subarray(H * S + H * P + H, H * S + H * P + 2 * H);
  const entries = bytes.subarray(H * S + H * P + 2 * H, H * S + H * P + 3 * H);
  nodes.set(base.nodes);
  paths.set(base.paths);
  edgeMask.set(base.edgeMask);
  touched.set(base.touched);
  entries.set(base.entries);
  for (let c = 0; c < changed.length; c++) {
    nodes.fill(0, changed[c]! * S, changed[c]! * S + S);
    paths.fill(0, changed[c]! * P, changed[c]! * P + P);
  }

  // What was reached outside the changed hexes stays reached; a way through changed track is kept as it ran there
  // (`OLD`), to be followed on the track those hexes had.
  let tail = 0;
  const oldParents: OldParents = new Map();
  // The hex of each entry worked out in line, not by a helper: this loop runs over the whole network at every
  // extension, mostly in V8's interpreter, where a call costs more than the loop's other work.
  const { keys, parents } = walk;
  for (let n = 0; n < keys.length; n++) {
    const key = keys[n]!;
    const p = parents[n]!;
    if (inChanged[((key >> 1) / P) | 0]) {
      oldParents.set(key, p);
      continue;
    }
    entered[key] = 1;
    parent[key] = p >= 0 && inChanged[((p >> 1) / P) | 0] ? OLD - p : p;
    queue[tail++] = key;
  }
  const kept = tail;
  const visited: number[] = [];
  for (let n = 0; n < walk.viaNodes.length; n++) {
    const node = walk.viaNodes[n]!;
    if (inChanged[g.nodeHex(node)]) continue;
    firstVia[node] = walk.viaPaths[n]!;
    visited.push(node);
  }
  const tokenNodes: number[] = [];
  for (let n = 0; n < base.tokenNodes.length; n++) if (!inChanged[g.nodeHex(base.tokenNodes[n]!)]) tokenNodes.push(base.tokenNodes[n]!);
  const stations: number[] = [];
  for (let c = 0; c < changed.length; c++) if (g.hasTokens(changed[c]!)) tokenNodesIn(g, changed[c]!, corp, stations);
  if (stations.length) {
    tokenNodes.push(...stations);
    tokenNodes.sort((a, b) => a - b);
  }
  let stationsJoined = base.stationsJoined;

  const enter = (key: number, from: number) => {
    if (entered[key]) return;
    entered[key] = 1;
    parent[key] = from;
    queue[tail++] = key;
  };
  const enterFromStop = (h: number, s: number, exceptPath: number, from: number) => {
    const rs = g.rotatedAt(h);
    const byStop = rs.byStop[s];
    if (!byStop) return;
    for (let n = 0; n < byStop.length; n++) {
      const i = byStop[n]!;
      if (i !== exceptPath) enter((h * P + i) * 2 + (rs.ends[2 * i + 1] === STOP_BASE + s ? 1 : 0), from);
    }
  };

  for (let n = 0; n < stations.length; n++) {
    const node = stations[n]!;
    const h = g.nodeHex(node);
    nodes[node] = 1;
    firstVia[node] = -1;
    visited.push(node);
    touched[h] = 1;
    entries[h]! |= ENTERED;
    edgeMask[h]! |= tokenHexEdges(g, h, touched);
    enterFromStop(h, g.nodeStop(node), -1, -1);
  }
  // Into each changed hex by the sides the network crossed toward it from a hex that did not change (from a changed
  // one, the walk below crosses again).
  for (let c = 0; c < changed.length; c++) {
    const h = changed[c]!;
    const rs = g.rotatedAt(h);
    for (let e = 0; e < 6; e++) {
      if (!(base.entries[h]! & (1 << e))) continue;
      const o = nbr[h * 6 + e]!;
      if (o < 0 || inChanged[o]) continue;
      const from = entryToward(g, entered, o, opposite(e));
      if (from < 0) continue;
      const byEdge = rs.byEdge[e]!;
      for (let n = 0; n < byEdge.length; n++) {
        const j = byEdge[n]!;
        enter((h * P + j) * 2 + (rs.ends[2 * j + 1] === e ? 1 : 0), from);
      }
    }
  }

  // On from there as the quick walk goes (`walkWithoutHistory`), to what was not reached before.
  for (let head = kept; head < tail; head++) {
    const key = queue[head]!;
    const pathId = key >> 1;
    const h = (pathId / P) | 0;
    const i = pathId - h * P;
    const rs = g.rotatedAt(h);
    const a = rs.ends[2 * i]!;
    const b = rs.ends[2 * i + 1]!;
    paths[pathId] = 1;
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
      for (let n = 0; n < byEdge.length; n++) {
        const j = byEdge[n]!;
        enter((o * P + j) * 2 + (ors.ends[2 * j + 1] === back ? 1 : 0), key);
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
        enterFromStop(h, s, i, key);
      } else if (via !== i && via >= 0) {
        firstVia[node] = -1;
        enterFromStop(h, s, -1, key);
      }
    }
  }

  // Every path reached now that was not before needs a legal route to it.
  const legal = sc.legal;
  let allLegal = true;
  markLegalWays(g, sc, oldParents, kept, tail);
  for (let n = kept; n < tail && allLegal; n++) {
    const pathId = queue[n]! >> 1;
    if (!legal[pathId] && !(base.paths[pathId] && !inChanged[(pathId / P) | 0])) allLegal = false;
  }

  let record: WalkRecord | null = null;
  if (allLegal) {
    record = walkRecord(queue, tail, parent, visited, firstVia);
    // A way kept through a changed hex's old track goes on by the new tile's path that keeps that step, as the
    // extension reached it (else it is not known).
    const parents = record.parents as number[];
    for (let n = 0; n < parents.length; n++) if (parents[n]! <= OLD) parents[n] = keyNow(g, sc, OLD - parents[n]!);
  }
  for (let n = 0; n < tail; n++) entered[queue[n]!] = 0;
  // Only new entries' paths were checked (most of the queue is the kept network).
  for (let n = kept; n < tail; n++) legal[queue[n]! >> 1] = 0;
  for (let n = 0; n < visited.length; n++) firstVia[visited[n]!] = -2;
  for (let c = 0; c < changed.length; c++) {
    inChanged[changed[c]!] = 0;
    sc.before[changed[c]!] = undefined;
  }
  if (!record) return null;
  return { corporation: corp, tokenNodes, nodes, paths, edgeMask, touched, entries, stationsJoined, walk: record };
}

/** A reached entry of hex o's paths that leads to its side e, or -1. */
function entryToward(g: TrackGraph, entered: Uint8Array, o: number, e: number): number {
  const P = g.maxPaths;
  const rs = g.rotatedAt(o);
  const byEdge = rs.byEdge[e]!;
  for (let n = 0; n < byEdge.length; n++) {
    const j = byEdge[n]!;
    // Entered at its b end, a path leads to its a end.
    const key = (o * P + j) * 2 + (rs.ends[2 * j] === e ? 1 : 0);
    if (entered[key]) return key;
  }
  return -1;
}

/**
 * Marks in `sc.legal` the path of each new entry (`queue[kept..tail)`) whose way, as the walk took it (its parents
 * back to a station), is a route a train may run (1830 §6.4): no stop passed twice, no hex side crossed twice, and
 * the entry leads to no side crossed before (18xx.games enters no path toward a side by which the route already left
 * that hex). Each way is followed once: back to a station from each new entry whose parent was reached before
 * (`markWay`), then down the tree of the new entries a step at a time, the way's stops and sides marked as it goes
 * (a late extension adds tens of entries, each way hundreds of steps long).
 */
function markLegalWays(g: TrackGraph, sc: Scratch, oldParents: OldParents, kept: number, tail: number): void {
  const { queue, parent, legal, firstChild, nextSibling } = sc;
  for (let n = kept; n < tail; n++) firstChild[queue[n]!] = -1;
  // Children listed in reverse (the order of the checks does not matter: each way is checked as it is).
  for (let n = kept; n < tail; n++) {
    const key = queue[n]!;
    const p = parent[key]!;
    if (p >= 0 && firstChild[p] !== -2) {
      nextSibling[key] = firstChild[p]!;
      firstChild[p] = key;
    }
  }
  // `count`: the marks of the way to `key` (legal so far) in `sc.marked`.
  const visit = (key: number, count: number): void => {
    if (!leadsBack(g, sc, key)) legal[key >> 1] = 1;
    if (firstChild[key] === -1) return;
    const n = stepOnto(g, sc, key, count);
    if (n < 0) return;
    for (let kid = firstChild[key]!; kid >= 0; kid = nextSibling[kid]!) visit(kid, n);
    clearMarks(sc, count, n);
  };
  for (let n = kept; n < tail; n++) {
    const root = queue[n]!;
    const p = parent[root]!;
    if (p >= 0 && firstChild[p] !== -2) continue;
    const count = markWay(g, sc, oldParents, root);
    if (count < 0) continue;
    visit(root, count);
    clearMarks(sc, 0, count);
  }
  for (let n = kept; n < tail; n++) firstChild[queue[n]!] = -2;
}

/** Clears the marks `sc.marked[from..to)`. */
function clearMarks(sc: Scratch, from: number, to: number): void {
  const { onWay, sideOnWay, marked } = sc;
  const stopCount = onWay.length;
  for (let n = from; n < to; n++) {
    const m = marked[n]!;
    if (m < stopCount) onWay[m] = 0;
    else sideOnWay[m - stopCount] = 0;
  }
}

/**
 * Marks the end entry `key` leads to (and the station it leaves, where it is the first step of its way) after the
 * `count` marks of the way to it: the marks' count then, or -1 where the way would pass a stop or cross a side twice
 * (the marks it added cleared).
 */
function stepOnto(g: TrackGraph, sc: Scratch, key: number, count: number): number {
  const P = g.maxPaths;
  const S = g.maxStops;
  const { onWay, sideOnWay, marked } = sc;
  const pathId = key >> 1;
  const h = (pathId / P) | 0;
  const ends = g.rotatedAt(h).ends;
  const i = pathId - h * P;
  const to = key & 1 ? ends[2 * i]! : ends[2 * i + 1]!;
  let n = count;
  if (to < STOP_BASE) {
    const side = sideIds(g)[h * 6 + to]!;
    if (sideOnWay[side]) return -1;
    sideOnWay[side] = 1;
    marked[n++] = onWay.length + side;
  } else {
    const node = h * S + to - STOP_BASE;
    if (onWay[node]) return -1;
    onWay[node] = 1;
    marked[n++] = node;
  }
  if (sc.parent[key] === -1) {
    const from = key & 1 ? ends[2 * i + 1]! : ends[2 * i]!;
    const node = h * S + from - STOP_BASE;
    if (onWay[node]) {
      clearMarks(sc, count, n);
      return -1;
    }
    onWay[node] = 1;
    marked[n++] = node;
  }
  return n;
}

/** Does entry `key` lead to a side its way (marked) crossed before? */
function leadsBack(g: TrackGraph, sc: Scratch, key: number): boolean {
  const P = g.maxPaths;
  const pathId = key >> 1;
  const h = (pathId / P) | 0;
  const ends = g.rotatedAt(h).ends;
  const i = pathId - h * P;
  const to = key & 1 ? ends[2 * i]! : ends[2 * i + 1]!;
  return isEdgeEnd(to) && sc.sideOnWay[sideIds(g)[h * 6 + to]!] === 1;
}

/**
 * Marks the way the walk took to entry `key` (its parents back to a station) in `sc.marked` from its start, and returns
 * the marks' count; -1 (nothing left marked) where it passes a stop or crosses a hex side twice. A step of the way on
 * a changed hex's old track counts as the new tile's path between the same sides, its city the new city covering the
 * old one's sides (`nowEnd`); -1 too where the way is not known, or the new tile carries that step otherwise (through
 * a junction).
 */
function markWay(g: TrackGraph, sc: Scratch, oldParents: OldParents, key: number): number {
  const P = g.maxPaths;
  const S = g.maxStops;
  const { parent, onWay, sideOnWay, marked, before, changed } = sc;
  const sides = sideIds(g);
  // Stops are marked by node id in `onWay`, hex sides by `sideIds` in `sideOnWay`; `marked` lists them (a side as
  // its id past the stops) to clear them afterwards. Worked out in line: a way is followed back for each new path of
  // every extension, mostly in V8's interpreter, where a call costs more than a step's other work.
  const stopCount = onWay.length;
  let count = 0;
  let ok = true;
  let steps = 0;
  for (let x = parent[key]!; ;) {
    if ((x < 0 && x > OLD) || ++steps > WAY_LIMIT) {
      ok = x === -1;
      break;
    }
    const old = x <= OLD;
    const k = old ? OLD - x : x;
    const pathId = k >> 1;
    const h = (pathId / P) | 0;
    const ends = old ? before[h]!.ends : g.rotatedAt(h).ends;
    const i = pathId - h * P;
    // Entered at its b end, an entry leads to its a end.
    let to = k & 1 ? ends[2 * i]! : ends[2 * i + 1]!;
    let from = k & 1 ? ends[2 * i + 1]! : ends[2 * i]!;
    if (old) {
      to = nowEnd(g, before[h]!, h, to);
      from = nowEnd(g, before[h]!, h, from);
      if (to < 0 || from < 0 || !hasPath(g.rotatedAt(h).ends, to, from)) {
        ok = false;
        break;
      }
    }
    if (to < STOP_BASE) {
      const side = sides[h * 6 + to]!;
      if (sideOnWay[side]) {
        ok = false;
        break;
      }
      sideOnWay[side] = 1;
      marked[count++] = stopCount + side;
    } else {
      const node = h * S + to - STOP_BASE;
      if (onWay[node]) {
        ok = false;
        break;
      }
      onWay[node] = 1;
      marked[count++] = node;
    }
    // The old walk's parent of an old step: an old step again where that hex changed too.
    let next = old ? oldParents.get(k)! : parent[x]!;
    if (old && next >= 0 && changed[keyHex(next, P)]) next = OLD - next;
    if (next === -1) {
      // The first entry leaves a station.
      const node = h * S + from - STOP_BASE;
      if (onWay[node]) {
        ok = false;
        break;
      }
      onWay[node] = 1;
      marked[count++] = node;
    }
    x = next;
  }
  if (ok) return count;
  clearMarks(sc, 0, count);
  return -1;
}

/** The hex of a directed path entry. */
const keyHex = (key: number, P: number) => ((key >> 1) / P) | 0;

/**
 * End `end` of the track hex h had (`was`) on its track now: a side stays the side; a city or town becomes the stop
 * whose paths reach every side the old one's did (an upgrade keeps stations and their sides, 1830 §6.2), or -1 (none,
 * or a junction: two ways that crossed may now meet there).
 */
function nowEnd(g: TrackGraph, was: RotatedShape, h: number, end: number): number {
  if (isEdgeEnd(end)) return end;
  const sides = was.stopEdges[end - STOP_BASE] ?? 0;
  if (sides === 0) return -1;
  const now = g.rotatedAt(h).stopEdges;
  const kind = g.shapeAt(h).stopKind;
  for (let s = 0; s < now.length; s++) if ((sides & ~now[s]!) === 0) return kind[s] === JUNCTION ? -1 : STOP_BASE + s;
  return -1;
}

/**
 * The entry of hex h's track now that keeps the step of the old walk's entry `old` there (the same sides, the city
 * covering the old one's), if the extension reached it; else `UNKNOWN_WAY`.
 */
function keyNow(g: TrackGraph, sc: Scratch, old: number): number {
  const P = g.maxPaths;
  const pathId = old >> 1;
  const h = (pathId / P) | 0;
  const i = pathId - h * P;
  const was = sc.before[h]!.ends;
  // Entered at its b end, an entry leads to its a end.
  const to = nowEnd(g, sc.before[h]!, h, old & 1 ? was[2 * i]! : was[2 * i + 1]!);
  const from = nowEnd(g, sc.before[h]!, h, old & 1 ? was[2 * i + 1]! : was[2 * i]!);
  if (to < 0 || from < 0) return UNKNOWN_WAY;
  const ends = g.rotatedAt(h).ends;
  for (let j = 0; 2 * j < ends.length; j++) {
    let key = -1;
    if (ends[2 * j] === from && ends[2 * j + 1] === to) key = (h * P + j) * 2;
    else if (ends[2 * j + 1] === from && ends[2 * j] === to) key = (h * P + j) * 2 + 1;
    if (key >= 0) return sc.entered[key] ? key : UNKNOWN_WAY;
  }
  return UNKNOWN_WAY;
}

/** Does a path join ends a and b (either way round)? */
function hasPath(ends: Int8Array, a: number, b: number): boolean {
  for (let j = 0; j < ends.length; j += 2) if ((ends[j] === a && ends[j + 1] === b) || (ends[j] === b && ends[j + 1] === a)) return true;
  return false;
}

const sideTables = new WeakMap<Int32Array, Int32Array>();

/** Per hex side (h * 6 + e), one number for that side, the same from either hex; per graph (its neighbour table). */
function sideIds(g: TrackGraph): Int32Array {
  let t = sideTables.get(g.nbr);
  if (!t) {
    t = new Int32Array(g.nbr.length);
    for (let h = 0; h < g.hexCount; h++) {
      for (let e = 0; e < 6; e++) {
        const o = g.nbr[h * 6 + e]!;
        t[h * 6 + e] = o < 0 ? h * 6 + e : Math.min(h * 6 + e, o * 6 + opposite(e));
      }
    }
    sideTables.set(g.nbr, t);
  }
  return t;
}
