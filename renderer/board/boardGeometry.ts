/** Where each map hex sits in board pixels, and the board's size including the coordinate margin. */
import { coordParity, hexDimensions, hexToPixel, parseHexId, type Layout } from '@shared/hex';
import type { MapDef } from '@shared/title/types';
import type { Point } from './vec';

export interface BoardGeometry {
  size: number;
  layout: Layout;
  centers: ReadonlyMap<string, Point>;
  width: number;
  height: number;
  /** Margin around the hexes, where the coordinates are printed. */
  margin: number;
  /** Board pixel = hexToPixel(id) + offset. */
  offset: Point;
  /** The map's row+col parity, for pixelToHex. */
  parity: 0 | 1;
}

export function boardGeometry(map: MapDef, size: number): BoardGeometry {
  const layout = map.layout;
  const { width: hw, height: hh } = hexDimensions(size, layout);
  const margin = 0.6 * size;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const raw = new Map<string, Point>();
  for (const h of map.hexes) {
    const p = hexToPixel(h.id, size, layout);
    raw.set(h.id, p);
    minX = Math.min(minX, p.x - hw / 2);
    minY = Math.min(minY, p.y - hh / 2);
    maxX = Math.max(maxX, p.x + hw / 2);
    maxY = Math.max(maxY, p.y + hh / 2);
  }
  if (raw.size === 0) return { size, layout, centers: raw, width: 2 * margin, height: 2 * margin, margin, offset: { x: margin, y: margin }, parity: 0 };
  const offset = { x: margin - minX, y: margin - minY };
  const centers = new Map<string, Point>();
  for (const [id, p] of raw) centers.set(id, { x: p.x + offset.x, y: p.y + offset.y });
  return {
    size,
    layout,
    centers,
    width: maxX - minX + 2 * margin,
    height: maxY - minY + 2 * margin,
    margin,
    offset,
    parity: coordParity(parseHexId(map.hexes[0]!.id, layout)),
  };
}
