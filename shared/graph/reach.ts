/**
 * Reachability of one stop from another by a corporation's train (1870 destinations: can a train run from home to
 * the destination?). Track is followed as a train runs it: never turning back at a hex side, passing through towns
 * and cities with room for the corporation, stopping at off-boards and at cities others have filled.
 */
import { STOP_BASE, isEdgeEnd } from './shape';
import { passable } from './walkParts';
import type { TrackGraph } from './trackGraph';

/**
 * The stops (both ends included) a run from node `from` to node `to` for `corp` needs at least, or null when there is
 * none within `limit` stops. A breadth-first walk over directed path entries, stop by stop, then a search along real
 * routes to confirm (as 18xx.games checks a destination: every run from the destination is followed).
 */
export function stopsBetween(g: TrackGraph, from: number, to: number, corp: string, limit: number): number | null {
  const key = `${corp} ${from} ${to}`;
  const known = noneFound.get(g)?.get(key);
  if (known && limit <= known.limit && g.unchangedSince(known.hexes, known.version)) return null;
  const walk: WalkRead = { hexes: [], exhausted: false };
  const fewest = fewestStops(g, from, to, corp, limit, walk);
  if (fewest === null) {
    remember(g, key, walk.exhausted ? Infinity : limit, walk.hexes);
    return null;
  }
  // The breadth-first walk keeps no route history, so its way may turn back where two paths of a tile meet (1830
  // §6.4.2, case R10) or cross a hex side twice: a train cannot run that. It never rules out a real run (it passes a
  // stop again by each way it reaches it), so its "none" stands, and a run it finds is confirmed by following routes.
  const read = new Set<number>();
  if (legalRunExists(g, from, to, corp, limit, read)) return fewest;
  remember(g, key, limit, read);
  return null;
}

function remember(g: TrackGraph, key: string, limit: number, hexes: Iterable<number>): void {
  let found = noneFound.get(g);
  if (!found) noneFound.set(g, (found = new Map()));
  found.set(key, { limit, version: g.version, hexes: Int32Array.from(hexes) });
}

/** What a breadth-first walk read: the hexes whose track or tokens it looked at, and whether it went as far as it could. */
interface WalkRead {
  hexes: number[];
  /** Stopped with nothing left to follow before its limit of stops: a longer train finds no more. */
  exhausted: boolean;
}

/**
 * The searches whose breadth-first walk found no run, by graph and by corporation and stops, with the limit it
 * searched within (any, where it went as far as the track goes), the hexes it read and the graph's version then: the
 * answer stands for that limit or less while none of those hexes changes. 1870 asks after every turn whether each
 * corporation reaches its destination; late in a game most networks await an extension somewhere else on the map (a
 * lay elsewhere does not change this), and a train bought raises a corporation's limit.
 */
const noneFound = new WeakMap<TrackGraph, Map<string, { limit: number; version: number; hexes: Int32Array }>>();

/** Most entries the route-by-route search follows before it takes the breadth-first answer as it is. */
const ROUTE_SEARCH_LIMIT = 50_000;

/**
 * Is there a run from `from` to `to` within `limit` stops that a train may take: no stop or hex side used twice, and
 * from a tile entered by a side only along a path that starts at that side (never turning back at a junction)?
 * True as well when the search gives up (the breadth-first answer stands then). `read` gets the hexes whose track
 * or tokens it looked at.
 */
function legalRunExists(g: TrackGraph, from: number, to: number, corp: string, limit: number, read: Set<number>): boolean {
  if (from === to) return true;
  const onRoute = new Set<number>([from]);
  const crossed = new Set<number>();
  let steps = 0;
  const follow = (h: number, i: number, atB: boolean, stops: number): boolean => {
    if (++steps > ROUTE_SEARCH_LIMIT) return true;
    const ends = g.rotatedAt(h).ends;
    const end = atB ? ends[2 * i]! : ends[2 * i + 1]!;
    if (isEdgeEnd(end)) {
      const o = g.nbr[h * 6 + end]!;
      if (o < 0 || crossed.has(h * 6 + end)) return false;
      read.add(o);
      const back = (end + 3) % 6;
      crossed.add(h * 6 + end).add(o * 6 + back);
      const ors = g.rotatedAt(o);
      let found = false;
      const byEdge = ors.byEdge[back] ?? [];
      for (let n = 0; n < byEdge.length && !found; n++) found = follow(o, byEdge[n]!, ors.ends[2 * byEdge[n]! + 1] === back, stops);
      crossed.delete(h * 6 + end);
      crossed.delete(o * 6 + back);
      return found;
    }
    const s = end - STOP_BASE;
    const node = g.nodeId(h, s);
    if (node === to) return true;
    if (onRoute.has(node) || stops + 1 >= limit || !passable(g, node, h, s, corp, i)) return false;
    onRoute.add(node);
    const found = leaveStop(h, s, i, stops + 1);
    onRoute.delete(node);
    return found;
  };
  const leaveStop = (h: number, s: number, exceptPath: number, stops: number): boolean => {
    read.add(h);
    const rs = g.rotatedAt(h);
    const byStop = rs.byStop[s] ?? [];
    for (let n = 0; n < byStop.length; n++) {
      const i = byStop[n]!;
      if (i !== exceptPath && follow(h, i, rs.ends[2 * i + 1] === STOP_BASE + s, stops)) return true;
    }
    return false;
  };
  return leaveStop(g.nodeHex(from), g.nodeStop(from), -1, 1);
}

/** Marks of `fewestStops`, kept per graph size and cleared after each walk (it runs for every corporation and turn). */
interface Scratch {
  /** 1 per directed path entry queued. */
  seen: Uint8Array;
  /** 1 per hex read. */
  read: Uint8Array;
}

const scratches = new Map<number, Scratch>();

function scratchFor(H: number, P: number): Scratch {
  const key = H * 256 + P;
  let s = scratches.get(key);
  if (!s) scratches.set(key, (s = { seen: new Uint8Array(H * P * 2), read: new Uint8Array(H) }));
  return s;
}

/**
 * The fewest stops of a walk over directed path entries (no route history): each entry is taken once, at the fewest
 * stops, and a stop is left again by every way it is reached (taking only the first would miss runs that reach it
 * later by another way and go on where the first could not: game-end-market-400 #955, SLSF through H13).
 */
function fewestStops(g: TrackGraph, from: number, to: number, corp: string, limit: number, walk: WalkRead): number | null {
  if (from === to) return 1;
  const { seen, read } = scratchFor(g.hexCount, g.maxPaths);
  const seenKeys: number[] = [];
  const hexesRead = walk.hexes;
  try {
    const P = g.maxPaths;
    let frontier: number[] = [];
    const enter = (key: number, out: number[]) => {
      if (seen[key]) return;
      seen[key] = 1;
      seenKeys.push(key);
      out.push(key);
    };
    // Every hex whose track the walk looks at: where it leaves a stop, and across each side it reaches (new track
    // there could take it on). A stop's tokens are read in its own hex.
    const readHex = (h: number) => {
      if (read[h]) return;
      read[h] = 1;
      hexesRead.push(h);
    };
    const enterFromStop = (h: number, s: number, exceptPath: number, out: number[]) => {
      readHex(h);
      const rs = g.rotatedAt(h);
      const byStop = rs.byStop[s];
      if (!byStop) return;
      for (let n = 0; n < byStop.length; n++) {
        const i = byStop[n]!;
        if (i !== exceptPath) enter((h * P + i) * 2 + (rs.ends[2 * i + 1] === STOP_BASE + s ? 1 : 0), out);
      }
    };
    enterFromStop(g.nodeHex(from), g.nodeStop(from), -1, frontier);
    // `stops`: the stops of the run so far; each round of the loop reaches the next stop.
    for (let stops = 1; stops < limit && frontier.length; stops++) {
      const next: number[] = [];
      const queue = frontier;
      for (let head = 0; head < queue.length; head++) {
        const key = queue[head]!;
        const pathId = key >> 1;
        const h = (pathId / P) | 0;
        const i = pathId - h * P;
        const ends = g.rotatedAt(h).ends;
        const end = key & 1 ? ends[2 * i]! : ends[2 * i + 1]!;
        if (isEdgeEnd(end)) {
          // Across the hex side: still between the same two stops.
          const o = g.nbr[h * 6 + end]!;
          if (o < 0) continue;
          readHex(o);
          const back = (end + 3) % 6;
          const ors = g.rotatedAt(o);
          const byEdge = ors.byEdge[back];
          if (!byEdge) continue;
          for (let n = 0; n < byEdge.length; n++) {
            const j = byEdge[n]!;
            enter((o * P + j) * 2 + (ors.ends[2 * j + 1] === back ? 1 : 0), queue);
          }
          continue;
        }
        const s = end - STOP_BASE;
        const node = g.nodeId(h, s);
        if (node === to) return stops + 1;
        if (node === from || !passable(g, node, h, s, corp, i)) continue;
        enterFromStop(h, s, i, next);
      }
      frontier = next;
    }
    walk.exhausted = frontier.length === 0;
    return null;
  } finally {
    for (let n = 0; n < seenKeys.length; n++) seen[seenKeys[n]!] = 0;
    for (let n = 0; n < hexesRead.length; n++) read[hexesRead[n]!] = 0;
  }
}
