/**
 * Hex ↔ pixel geometry for both layouts. `size` is the distance from the centre to a corner; y points down.
 *
 * Pointy: width √3·size, height 2·size; centre x = col·(√3/2)·size, y = row·1.5·size (doubled columns).
 * Flat:   width 2·size, height √3·size; centre x = col·1.5·size, y = row·(√3/2)·size (doubled rows).
 * So the hex at row 0, col 0 is centred on the origin; renderers translate the whole board.
 */
import { type HexCoord, type Layout, hexId, parseHexId } from './coord';
import { normEdge } from './edges';

export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

/** Angle (degrees, clockwise from +x, y down) from the centre to the middle of edge e. */
export function edgeAngle(edge: number, layout: Layout = 'pointy'): number {
  return (layout === 'pointy' ? 120 : 90) + 60 * normEdge(edge);
}

/** Centre of a coordinate in pixels. */
export function coordToPixel(c: HexCoord, size: number, layout: Layout = 'pointy'): Point {
  return layout === 'pointy' ? { x: (c.col * SQRT3 * size) / 2, y: c.row * 1.5 * size } : { x: c.col * 1.5 * size, y: (c.row * SQRT3 * size) / 2 };
}

/** Centre of hex `id` in pixels. */
export function hexToPixel(id: string, size: number, layout: Layout = 'pointy'): Point {
  return coordToPixel(parseHexId(id, layout), size, layout);
}

/** Width and height of one hex. */
export function hexDimensions(size: number, layout: Layout = 'pointy'): { width: number; height: number } {
  return layout === 'pointy' ? { width: SQRT3 * size, height: 2 * size } : { width: 2 * size, height: SQRT3 * size };
}

/**
 * The six corners relative to the centre, in edge order: edge e runs from corner e to corner (e + 1) mod 6.
 * Pointy corner 0 is the bottom vertex; flat corner 0 is the right end of the bottom edge.
 */
export function hexCorners(size: number, layout: Layout = 'pointy'): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((edgeAngle(i, layout) - 30) * Math.PI) / 180;
    out.push({ x: size * Math.cos(a), y: size * Math.sin(a) });
  }
  return out;
}

/** Midpoint of edge e relative to the centre (distance √3/2·size, the inner radius). */
export function edgeMidpoint(edge: number, size: number, layout: Layout = 'pointy'): Point {
  const a = (edgeAngle(edge, layout) * Math.PI) / 180;
  const r = (SQRT3 / 2) * size;
  return { x: r * Math.cos(a), y: r * Math.sin(a) };
}

/**
 * The coordinate containing a pixel. `parity` is the map's `row + col` parity (see `coordParity`): 1830's
 * A11 has odd parity, 1846's B10 even; the lattice of one parity is shifted by one doubled step.
 */
export function pixelToCoord(p: Point, size: number, layout: Layout = 'pointy', parity: 0 | 1 = 0): HexCoord {
  // Shift so the map's lattice becomes the even one, convert to fractional axial, cube-round, convert back.
  const shift = coordToPixel(layout === 'pointy' ? { row: 0, col: parity } : { row: parity, col: 0 }, size, layout);
  const x = p.x - shift.x;
  const y = p.y - shift.y;
  let q: number;
  let r: number;
  if (layout === 'pointy') {
    q = ((SQRT3 / 3) * x - y / 3) / size;
    r = ((2 / 3) * y) / size;
  } else {
    q = ((2 / 3) * x) / size;
    r = (-x / 3 + (SQRT3 / 3) * y) / size;
  }
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return layout === 'pointy' ? { row: rr, col: 2 * rq + rr + parity } : { row: 2 * rr + rq + parity, col: rq };
}

/** The id of the hex containing a pixel (see `pixelToCoord` for `parity`). */
export function pixelToHex(p: Point, size: number, layout: Layout = 'pointy', parity: 0 | 1 = 0): string {
  const c = pixelToCoord(p, size, layout, parity);
  return hexId(c.row, c.col, layout);
}

/** The pixel box holding every hex of a map (corners included), for sizing and centring the board. */
export function boardBounds(ids: readonly string[], size: number, layout: Layout = 'pointy'): { minX: number; minY: number; maxX: number; maxY: number } {
  const { width, height } = hexDimensions(size, layout);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const id of ids) {
    const c = hexToPixel(id, size, layout);
    minX = Math.min(minX, c.x - width / 2);
    maxX = Math.max(maxX, c.x + width / 2);
    minY = Math.min(minY, c.y - height / 2);
    maxY = Math.max(maxY, c.y + height / 2);
  }
  return { minX, minY, maxX, maxY };
}
