/**
 * Hex edges, neighbours and rotation.
 *
 * Edges are numbered 0-5 clockwise. Pointy layout (the 18xx.games convention, checked against its `hex_neighbors`):
 * 0 = SW, 1 = W, 2 = NW, 3 = NE, 4 = E, 5 = SE. Flat layout (our convention, the pointy one turned 30° back):
 * 0 = S, 1 = SW, 2 = NW, 3 = N, 4 = NE, 5 = SE. In both, edge e faces the screen angle 120° + 60°·e (pointy) or
 * 90° + 60°·e (flat), angles clockwise from +x with y pointing down.
 * A tile laid with rotation r moves its edge e to (e + r) mod 6.
 */
import { type HexCoord, type Layout, hexId, parseHexId } from './coord';

export type Edge = 0 | 1 | 2 | 3 | 4 | 5;
export const EDGES: readonly Edge[] = [0, 1, 2, 3, 4, 5];

/** Doubled-coordinate step [dRow, dCol] across each edge. */
const POINTY_STEP: readonly (readonly [number, number])[] = [
  [1, -1], // 0 SW
  [0, -2], // 1 W
  [-1, -1], // 2 NW
  [-1, 1], // 3 NE
  [0, 2], // 4 E
  [1, 1], // 5 SE
];
const FLAT_STEP: readonly (readonly [number, number])[] = [
  [2, 0], // 0 S
  [1, -1], // 1 SW
  [-1, -1], // 2 NW
  [-2, 0], // 3 N
  [-1, 1], // 4 NE
  [1, 1], // 5 SE
];

/** Names of the edges, for messages. */
export const EDGE_NAMES: Record<Layout, readonly string[]> = {
  pointy: ['SW', 'W', 'NW', 'NE', 'E', 'SE'],
  flat: ['S', 'SW', 'NW', 'N', 'NE', 'SE'],
};

/** Normalises any integer to 0-5. */
export function normEdge(e: number): Edge {
  return (((e % 6) + 6) % 6) as Edge;
}

/** The edge of the neighbour that touches edge e: (e + 3) mod 6. */
export function oppositeEdge(e: number): Edge {
  return normEdge(e + 3);
}

/** Where edge e of a tile ends up when the tile is laid with rotation r: (e + r) mod 6. */
export function rotateEdge(e: number, r: number): Edge {
  return normEdge(e + r);
}

/** The coordinate across edge e. */
export function neighborCoord(c: HexCoord, edge: number, layout: Layout = 'pointy'): HexCoord {
  const step = (layout === 'pointy' ? POINTY_STEP : FLAT_STEP)[normEdge(edge)]!;
  return { row: c.row + step[0], col: c.col + step[1] };
}

/** The id of the hex across edge e of hex `id` (whether or not it is on the map). */
export function neighbor(id: string, edge: number, layout: Layout = 'pointy'): string {
  const n = neighborCoord(parseHexId(id, layout), edge, layout);
  return hexId(n.row, n.col, layout);
}

/**
 * The six neighbours, indexed by edge. Coordinates that would leave the letter range (row < 0 in pointy) give null;
 * whether a neighbour exists on a given map is the map's business.
 */
export function neighbors(id: string, layout: Layout = 'pointy'): (string | null)[] {
  const c = parseHexId(id, layout);
  return EDGES.map((e) => {
    const n = neighborCoord(c, e, layout);
    const letterIndex = layout === 'pointy' ? n.row : n.col;
    return letterIndex < 0 ? null : hexId(n.row, n.col, layout);
  });
}

/** The edge of `a` that touches `b`, or null when they are not adjacent. */
export function edgeBetween(a: string, b: string, layout: Layout = 'pointy'): Edge | null {
  const ca = parseHexId(a, layout);
  const cb = parseHexId(b, layout);
  const steps = layout === 'pointy' ? POINTY_STEP : FLAT_STEP;
  for (let e = 0; e < 6; e++) {
    const s = steps[e]!;
    if (ca.row + s[0] === cb.row && ca.col + s[1] === cb.col) return e as Edge;
  }
  return null;
}

/** Number of hex steps between two coordinates (doubled-coordinate distance). */
export function hexDistance(a: HexCoord, b: HexCoord, layout: Layout = 'pointy'): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return layout === 'pointy' ? dr + Math.max(0, (dc - dr) / 2) : dc + Math.max(0, (dr - dc) / 2);
}
