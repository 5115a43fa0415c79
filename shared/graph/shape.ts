/**
 * Compiled tile shapes: a tile def (or a hex's preprinted content) turned into integer path tables, one per rotation,
 * built once and shared by every hex showing that tile.
 *
 * A path end is encoded as a small integer: 0-5 = edge (after rotation), STOP_BASE + s = stop s.
 */
import type { Stop, TileColor, TileContent } from '../title/types';

export const STOP_BASE = 8;

export const isEdgeEnd = (end: number): boolean => end < STOP_BASE;

/** The path tables of a shape under one rotation. */
export interface RotatedShape {
  /** ends[2i], ends[2i+1]: the two ends of path i. */
  readonly ends: Int8Array;
  /** 1 where path i is terminal (may end a route, never be run through). */
  readonly terminal: Uint8Array;
  /** Path indices touching each edge 0-5. */
  readonly byEdge: readonly (readonly number[])[];
  /** Path indices touching each stop. */
  readonly byStop: readonly (readonly number[])[];
  /** Bit e set when some path reaches edge e. */
  readonly exitMask: number;
  /** Per stop: bit mask of the edges its paths reach (the 18xx.games "city/town edges"). */
  readonly stopEdges: readonly number[];
}

export type StopKind = 0 | 1 | 2 | 3;
export const CITY: StopKind = 0;
export const TOWN: StopKind = 1;
export const OFFBOARD: StopKind = 2;
export const JUNCTION: StopKind = 3;
const KIND: Record<Stop['type'], StopKind> = { city: CITY, town: TOWN, offboard: OFFBOARD, junction: JUNCTION };

export interface Shape {
  /** Tile def id, or `@<hex id>` for preprinted content. */
  readonly key: string;
  readonly color: TileColor;
  readonly label: string | undefined;
  readonly stops: readonly Stop[];
  readonly stopKind: readonly StopKind[];
  /** Token slots per stop (0 for non-cities). */
  readonly slots: readonly number[];
  readonly pathCount: number;
  readonly rotations: readonly RotatedShape[];
}

function endCode(end: { edge: number } | { stop: number }, rotation: number): number {
  return 'edge' in end ? (((end.edge + rotation) % 6) + 6) % 6 : STOP_BASE + end.stop;
}

function rotate(content: TileContent, rotation: number): RotatedShape {
  const paths = content.paths ?? [];
  const stopCount = content.stops?.length ?? 0;
  const ends = new Int8Array(paths.length * 2);
  const terminal = new Uint8Array(paths.length);
  const byEdge: number[][] = [[], [], [], [], [], []];
  const byStop: number[][] = Array.from({ length: stopCount }, () => []);
  const stopEdges = new Array<number>(stopCount).fill(0);
  let exitMask = 0;
  paths.forEach((p, i) => {
    const a = endCode(p.a, rotation);
    const b = endCode(p.b, rotation);
    ends[2 * i] = a;
    ends[2 * i + 1] = b;
    terminal[i] = p.terminal ? 1 : 0;
    for (const e of [a, b]) {
      if (isEdgeEnd(e)) {
        byEdge[e]!.push(i);
        exitMask |= 1 << e;
      } else byStop[e - STOP_BASE]?.push(i);
    }
    if (isEdgeEnd(a) && !isEdgeEnd(b)) stopEdges[b - STOP_BASE]! |= 1 << a;
    if (isEdgeEnd(b) && !isEdgeEnd(a)) stopEdges[a - STOP_BASE]! |= 1 << b;
  });
  return { ends, terminal, byEdge, byStop, exitMask, stopEdges };
}

/**
 * Compiled shapes are pure functions of (key, colour, content); titles are immutable, so a shape is compiled once per
 * content object and shared by every game of the title (a new game builds its graph without recompiling).
 */
const compiled = new WeakMap<TileContent, Map<string, Shape>>();

export function compileShape(key: string, color: TileColor, content: TileContent): Shape {
  let byKey = compiled.get(content);
  const id = `${key}|${color}`;
  const hit = byKey?.get(id);
  if (hit) return hit;
  const shape = compileShapeNow(key, color, content);
  if (!byKey) compiled.set(content, (byKey = new Map()));
  byKey.set(id, shape);
  return shape;
}

function compileShapeNow(key: string, color: TileColor, content: TileContent): Shape {
  const stops = content.stops ?? [];
  const pathCount = content.paths?.length ?? 0;
  for (const p of content.paths ?? []) {
    for (const end of [p.a, p.b]) {
      if ('stop' in end && (end.stop < 0 || end.stop >= stops.length)) {
        throw new Error(`tile ${key}: a path names stop ${end.stop} but the tile has ${stops.length} stop(s)`);
      }
    }
  }
  return {
    key,
    color,
    label: content.label,
    stops,
    stopKind: stops.map((s) => KIND[s.type] ?? CITY),
    slots: stops.map((s) => (s.type === 'city' ? (s.slots ?? 1) : 0)),
    pathCount,
    rotations: [0, 1, 2, 3, 4, 5].map((r) => rotate(content, r)),
  };
}
