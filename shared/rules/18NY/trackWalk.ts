import type { Ctx } from '../../engine/context';
import { graph } from '../../engine/board';
import { contentAt } from '../../engine/tiles';
import { neighbor, oppositeEdge, rotateEdge } from '../../hex/edges';
import type { Layout } from '../../hex/coord';
import type { TileContent, TilePath } from '../../title/types';

/**
 * Walking the track hex by hex, through any city or town (stations do not block): what the NYC trigger (Albany to
 * Buffalo) and station costs (hexes to the nearest station) measure.
 */

const edgesOf = (p: TilePath, rot: number): number[] => [p.a, p.b].filter((e) => 'edge' in e).map((e) => rotateEdge((e as { edge: number }).edge, rot));
const stopsOf = (p: TilePath): number[] => [p.a, p.b].filter((e) => 'stop' in e).map((e) => (e as { stop: number }).stop);

/**
 * The edges the track of a tile (rotated by `rot`) leads to from where it was entered (`entered`: the edge, or null
 * for all its track), in the order the walk takes them: track entered by one edge reaches the edges of its own path
 * and of every path sharing a stop with it.
 */
function edgesFrom(paths: readonly TilePath[], rot: number, entered: number | null): number[] {
  const edges = new Set<number>();
  if (entered === null) for (const p of paths) for (const e of edgesOf(p, rot)) edges.add(e);
  else {
    const stops = new Set<number>();
    // A terminal path (an off-board area, Montreal) ends there: no track leads on through its stop (18xx.games' graph
    // walks stop at an off-board; 4.4's trigger is track between the cities).
    for (const p of paths) if (!p.terminal && edgesOf(p, rot).includes(entered)) for (const s of stopsOf(p)) stops.add(s);
    for (const p of paths) if (edgesOf(p, rot).includes(entered) || stopsOf(p).some((s) => stops.has(s))) for (const e of edgesOf(p, rot)) edges.add(e);
    edges.delete(entered);
  }
  return [...edges];
}

const NONE: readonly number[] = [];

/**
 * `edgesFrom` of each tile (or preprinted hex), by rotation and entry: a tile's track never changes, and the walks
 * (the NYC trigger after every lay, station costs) cross the same tiles again and again.
 */
const edgeCache = new WeakMap<TileContent, (readonly number[] | undefined)[]>();

function trackEdges(content: TileContent, rot: number, entered: number | null): readonly number[] {
  if (!content.paths?.length) return NONE;
  let byEntry = edgeCache.get(content);
  if (!byEntry) edgeCache.set(content, (byEntry = []));
  return (byEntry[rot * 7 + (entered ?? 6)] ??= edgesFrom(content.paths, rot, entered));
}

/** The neighbours' ids of each hex (by edge), each worked out once per map layout. */
const neighborCache = new Map<string, (string | undefined)[]>();

function neighborAt(hex: string, e: number, layout: Layout): string {
  const key = `${layout}:${hex}`;
  let ids = neighborCache.get(key);
  if (!ids) neighborCache.set(key, (ids = []));
  return (ids[e] ??= neighbor(hex, e, layout));
}

/**
 * The hexes the track of `hex` leads to from where it was entered (`entered`: the edge, or null for all its track),
 * each with the edge it is entered by.
 */
export function trackSteps(c: Ctx, hex: string, entered: number | null): [string, number][] {
  const h = c.s.hexes[hex];
  if (!h) return [];
  const out: [string, number][] = [];
  const edges = trackEdges(contentAt(c, hex), h.tile ? h.rotation : 0, entered);
  if (!edges.length) return out;
  for (const e of edges) {
    const next = neighborAt(hex, e, c.title.map.layout);
    const nh = c.s.hexes[next];
    if (!nh) continue;
    const back = oppositeEdge(e);
    if (trackEdges(contentAt(c, next), nh.tile ? nh.rotation : 0, null).includes(back)) out.push([next, back]);
  }
  return out;
}

interface ReachMemo {
  graph: object;
  trackVersion: number;
  byFrom: Map<string, ReadonlySet<string>>;
}

/**
 * The hexes track reaches from `from`, kept while the track stays as it was: the NYC trigger asks after every
 * operating-round action and the formation round for every minor (18NY 4.4), while only a lay changes the track.
 * Kept while the track graph's `trackVersion` (bumped when a hex shows other track, not for tokens: a merger moves
 * stations, not track) is unchanged.
 */
export function trackReach(c: Ctx, from: string): ReadonlySet<string> {
  const g = graph(c);
  let memo = c.cache.trackReach18NY as ReachMemo | undefined;
  if (!memo || memo.graph !== g || memo.trackVersion !== g.trackVersion)
    c.cache.trackReach18NY = memo = { graph: g, trackVersion: g.trackVersion, byFrom: new Map() };
  let reached = memo.byFrom.get(from);
  if (!reached) memo.byFrom.set(from, (reached = walkReach(c, from)));
  return reached;
}

function walkReach(c: Ctx, from: string): Set<string> {
  const reached = new Set<string>([from]);
  // A hex is walked once per edge it is entered by: its separate tracks (a tile with two that do not meet) each lead
  // on from their own edges, so one entry does not stand for another.
  const walked = new Set<string>();
  const queue: [string, number | null][] = [[from, null]];
  while (queue.length) {
    const [hex, entered] = queue.pop()!;
    for (const [next, back] of trackSteps(c, hex, entered)) {
      if (walked.has(`${next}:${back}`)) continue;
      walked.add(`${next}:${back}`);
      reached.add(next);
      queue.push([next, back]);
    }
  }
  return reached;
}

/**
 * Hexes along the track from `from` to the nearest hex where `target` holds, the hexes in `free` not counted
 * (18xx.games: the distinct hexes of the walk, less one); null when no track leads there.
 */
export function trackDistance(c: Ctx, from: string, target: (hex: string) => boolean, free: readonly string[] = []): number | null {
  // Breadth first by cost, a free hex costing nothing (a 0-1 search).
  const best = new Map<string, number>([[`${from}:`, 0]]);
  const deque: [string, number | null, number][] = [[from, null, 0]];
  while (deque.length) {
    const [hex, entered, d] = deque.shift()!;
    if (hex !== from && target(hex)) return d;
    for (const [next, back] of trackSteps(c, hex, entered)) {
      const nd = d + (free.includes(next) ? 0 : 1);
      const key = `${next}:${back}`;
      if ((best.get(key) ?? Infinity) <= nd) continue;
      best.set(key, nd);
      if (nd === d) deque.unshift([next, back, nd]);
      else deque.push([next, back, nd]);
    }
  }
  return null;
}
