/**
 * Where the parts of a tile go. Tile data holds meaning only (stops, paths between edges and stops); this module
 * decides the standard 18xx picture: a lone stop sits in the centre, several stops lean toward the edges they
 * connect to, a town on a track between two edges is a bar across that track, edge-to-edge track is straight
 * (opposite edges) or an arc that meets both edges at right angles.
 * All points are relative to the hex centre; the tile's rotation is applied first.
 */
import { edgeAngle, edgeMidpoint, hexCorners, normEdge, type Layout } from '@shared/hex';
import type { PathEnd, Stop, TileContent } from '@shared/title/types';
import { dims, type Dims } from './dims';
import { ORIGIN, add, angleOf, arcPoints, bezierPoints, dist, length, lerp, lineIntersection, polar, scale, sub, type Point } from './vec';

export interface PlacedStop {
  index: number;
  stop: Stop;
  at: Point;
  /** Set for a town drawn as a bar across its track: the bar's angle in degrees. */
  barAngle?: number;
  /** Token slot centres (cities only). */
  slots: Point[];
  slotRadius: number;
  /** Radius of a circle covering the drawn stop, for keeping other marks off it. */
  hull: number;
  /** Turn of a multi-slot city (degrees): an off-centre two-slot city lies along the hex side it leans to. */
  angle: number;
}

export interface TrackPiece {
  points: Point[];
  /** Drawn as a tapered arrow: track into an off-board area. */
  terminal: boolean;
}

export interface TileLayout {
  d: Dims;
  layout: Layout;
  stops: PlacedStop[];
  track: TrackPiece[];
  /** Edges (after rotation) where track leaves the tile. */
  edges: Set<number>;
}

const CURVE_STEPS = 16;

function isEdge(e: PathEnd): e is { edge: number } {
  return 'edge' in e;
}

/** Track between two edges: straight across, or the arc centred where the two edge lines meet. */
export function edgeToEdge(a: number, b: number, size: number, layout: Layout): Point[] {
  const ma = edgeMidpoint(a, size, layout);
  const mb = edgeMidpoint(b, size, layout);
  if (normEdge(b - a) === 3) return [ma, mb];
  const corners = hexCorners(size, layout);
  const c = lineIntersection(corners[a]!, corners[(a + 1) % 6]!, corners[b]!, corners[(b + 1) % 6]!);
  return c ? arcPoints(c, ma, mb, CURVE_STEPS) : [ma, mb];
}

/** Track from an edge to a stop: leaves the edge at a right angle, then bends to the stop. */
function edgeToStop(edge: number, at: Point, size: number, layout: Layout): Point[] {
  const m = edgeMidpoint(edge, size, layout);
  if (length(at) < 1e-6) return [m, ORIGIN];
  return bezierPoints(m, lerp(m, ORIGIN, 0.4), lerp(at, m, 0.2), at, CURVE_STEPS);
}

/** Slot centres around a city centre, touching each other. */
function slotOffsets(n: number, r: number): Point[] {
  switch (n) {
    case 1:
      return [ORIGIN];
    case 2:
      return [
        { x: -r, y: 0 },
        { x: r, y: 0 },
      ];
    case 3:
      return [270, 30, 150].map((a) => polar(a, r / Math.cos(Math.PI / 6)));
    case 4:
      return [
        { x: -r, y: -r },
        { x: r, y: -r },
        { x: -r, y: r },
        { x: r, y: r },
      ];
    default: {
      const ring = r / Math.sin(Math.PI / n);
      return Array.from({ length: n }, (_, i) => polar(270 + (360 * i) / n, ring));
    }
  }
}

function hullOf(stop: Stop, d: Dims, slotRadius: number): number {
  if (stop.type === 'town') return d.townBarLength / 2;
  if (stop.type === 'offboard' || stop.type === 'junction') return 0;
  const n = stop.slots ?? 1;
  if (n === 1) return slotRadius;
  if (n === 2 || n === 4) return 2 * slotRadius * (n === 4 ? 1.2 : 1);
  return slotRadius * (1 + 1 / Math.cos(Math.PI / 6)) * (n > 4 ? 1.2 : 1);
}

/** Turns a point about the origin. */
function rotate(p: Point, deg: number): Point {
  if (deg === 0) return p;
  const a = (deg * Math.PI) / 180;
  return { x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) };
}

/** How far from the centre a stop may sit and stay inside the hex (a two-slot city lies along the side). */
function maxOffset(stop: Stop, d: Dims, slotRadius: number, hull: number): number {
  const radial = stop.type === 'city' && (stop.slots ?? 1) <= 2 ? slotRadius : hull;
  return d.apothem - radial - 0.05 * d.size;
}

/** Lays out one tile's content at the given rotation. */
export function layoutTile(content: TileContent, rotation: number, size: number, layout: Layout): TileLayout {
  const d = dims(size);
  const stops = content.stops ?? [];
  const rot = (e: number) => normEdge(e + rotation);
  const paths = (content.paths ?? []).map((p) => ({
    a: isEdge(p.a) ? { edge: rot(p.a.edge) } : p.a,
    b: isEdge(p.b) ? { edge: rot(p.b.edge) } : p.b,
    terminal: p.terminal ?? false,
  }));
  const edges = new Set<number>();
  for (const p of paths) {
    if (isEdge(p.a)) edges.add(p.a.edge);
    if (isEdge(p.b)) edges.add(p.b.edge);
  }

  // Edges each stop connects to, and whether it links to another stop.
  const stopEdges: number[][] = stops.map(() => []);
  const linked = new Set<number>();
  for (const p of paths) {
    if (isEdge(p.a) && !isEdge(p.b)) stopEdges[p.b.stop]?.push(p.a.edge);
    else if (!isEdge(p.a) && isEdge(p.b)) stopEdges[p.a.stop]?.push(p.b.edge);
    else if (!isEdge(p.a) && !isEdge(p.b)) linked.add(p.a.stop).add(p.b.stop);
  }

  const track: TrackPiece[] = [];
  const placed: (PlacedStop | undefined)[] = new Array(stops.length);

  // Towns on a track between exactly two edges: one continuous track with a bar at its middle.
  const through = new Set<number>();
  stops.forEach((stop, i) => {
    const es = stopEdges[i]!;
    if (stop.type !== 'town' || es.length !== 2 || linked.has(i) || stop.loc !== undefined || es[0] === es[1]) return;
    through.add(i);
    const pts = edgeToEdge(es[0]!, es[1]!, size, layout);
    track.push({ points: pts, terminal: false });
    const mid = pts.length === 2 ? lerp(pts[0]!, pts[1]!, 0.5) : pts[Math.floor(pts.length / 2)]!;
    const along = pts.length === 2 ? sub(pts[1]!, pts[0]!) : sub(pts[Math.floor(pts.length / 2) + 1]!, mid);
    placed[i] = { index: i, stop, at: mid, barAngle: angleOf(along) + 90, slots: [], slotRadius: 0, hull: d.townBarLength / 2, angle: 0 };
  });
  separateBars(placed, d);

  // Other stops: centre when alone; else toward their edges, or spread around when they have none.
  const rest = stops.map((_, i) => i).filter((i) => !through.has(i));
  const free = rest.filter((i) => stopEdges[i]!.length === 0 && stops[i]!.loc === undefined);
  const spread = free.length === 2 ? [210, 30] : free.map((_, k) => 270 + (360 * k) / Math.max(1, free.length));
  for (const i of rest) {
    const stop = stops[i]!;
    // Three or more stops on one tile (1846 Chicago) get smaller cities, pushed out toward their edges.
    const crowded = rest.length >= 3;
    const slotRadius = (stop.slots ?? 1) > 2 || crowded ? d.slotSmall : d.slot;
    const hull = hullOf(stop, d, slotRadius);
    const offset = crowded ? maxOffset(stop, d, slotRadius, hull) : Math.min(d.stopOffset, maxOffset(stop, d, slotRadius, hull));
    let at: Point = ORIGIN;
    if (stop.loc !== undefined) {
      at = polar(edgeAngle(stop.loc, layout), Math.min(0.5 * size, maxOffset(stop, d, slotRadius, hull)));
    } else if (rest.length > 1 || through.size > 0) {
      const es = ownEdges(stopEdges, i);
      if (es.length > 0) {
        const sum = es.reduce<Point>((acc, e) => add(acc, polar(edgeAngle(e, layout), 1)), ORIGIN);
        const dir = length(sum) > 1e-6 ? scale(sum, 1 / length(sum)) : polar(edgeAngle(es[0]!, layout), 1);
        at = scale(dir, offset);
      } else {
        at = polar(spread[free.indexOf(i)]!, offset);
      }
    }
    const angle = stop.type === 'city' && stop.slots === 2 && length(at) > 1e-6 ? angleOf(at) + 90 : 0;
    const slots = stop.type === 'city' ? slotOffsets(stop.slots ?? 1, slotRadius).map((o) => add(at, rotate(o, angle))) : [];
    placed[i] = { index: i, stop, at, slots, slotRadius, hull, angle };
  }
  pushApart(placed, rest, d);

  // Track to the placed stops.
  for (const p of paths) {
    const { a, b } = p;
    if (isEdge(a) && isEdge(b)) {
      track.push({ points: edgeToEdge(a.edge, b.edge, size, layout), terminal: p.terminal });
    } else if (isEdge(a) || isEdge(b)) {
      const [edge, si] = isEdge(a) ? [a.edge, (b as { stop: number }).stop] : [(b as { edge: number }).edge, a.stop];
      const s = placed[si];
      if (!s || through.has(si)) continue;
      if (s.stop.type === 'offboard') {
        const m = edgeMidpoint(edge, size, layout);
        track.push({ points: [m, lerp(m, s.at, 0.62)], terminal: true });
      } else {
        track.push({ points: edgeToStop(edge, s.at, size, layout), terminal: false });
      }
    } else {
      const sa = placed[a.stop];
      const sb = placed[b.stop];
      if (sa && sb) track.push({ points: [sa.at, sb.at], terminal: false });
    }
  }

  return { d, layout, stops: placed.filter((s): s is PlacedStop => s !== undefined), track, edges };
}

/**
 * The edges that place stop i: those no other stop also runs to, when it has any. A side several stops share is a
 * common trunk (1846 Chicago #298-#300: four cities, each with its own side and all joined to the east side); placed
 * by it, the cities would crowd together on that side.
 */
function ownEdges(stopEdges: readonly number[][], i: number): number[] {
  const es = stopEdges[i]!;
  const own = es.filter((e) => !stopEdges.some((other, j) => j !== i && other.includes(e)));
  return own.length > 0 ? own : es;
}

/** Two through-town bars at the same spot (crossing straight tracks) slide apart along their tracks. */
function separateBars(placed: (PlacedStop | undefined)[], d: Dims): void {
  const bars = placed.filter((s): s is PlacedStop => s?.barAngle !== undefined);
  for (let i = 0; i < bars.length; i++)
    for (let j = i + 1; j < bars.length; j++) {
      const a = bars[i]!;
      const b = bars[j]!;
      if (dist(a.at, b.at) >= d.townBarLength) continue;
      const shift = 0.3 * d.size;
      a.at = add(a.at, polar(a.barAngle! - 90, shift));
      b.at = add(b.at, polar(b.barAngle! + 90, shift));
    }
}

/** Stops that overlap move outward from the centre until they clear each other. */
function pushApart(placed: (PlacedStop | undefined)[], indices: number[], d: Dims): void {
  for (let round = 0; round < 12; round++) {
    let moved = false;
    for (const i of indices)
      for (const j of indices) {
        if (j <= i) continue;
        const a = placed[i]!;
        const b = placed[j]!;
        if (dist(a.at, b.at) >= a.hull + b.hull + 0.04 * d.size) continue;
        for (const s of [a, b]) {
          const r = length(s.at);
          if (r < 1e-6 || r + 0.04 * d.size > maxOffset(s.stop, d, s.slotRadius, s.hull)) continue;
          const next = scale(s.at, (r + 0.04 * d.size) / r);
          const delta = sub(next, s.at);
          s.at = next;
          s.slots = s.slots.map((p) => add(p, delta));
          moved = true;
        }
      }
    if (!moved) return;
  }
}
