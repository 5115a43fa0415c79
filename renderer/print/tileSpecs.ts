/**
 * A tile's drawing as ShapeSpecs, centred on the origin: the hex, the board's tile art, terrain costs and the
 * printed number, composed as TilePreview composes them, for the SVG print pages.
 */
import { hexDimensions, type Layout } from '@shared/hex';
import type { TileColor, TileContent, TileDef } from '@shared/title/types';
import { terrainShapes } from '../board/hexMarks';
import { hexOutline } from '../board/mapArt';
import { HEX_FILL, HEX_OUTLINE, INK } from '../board/palette';
import { tileArt, tileNumberShape } from '../board/tileArt';
import type { ShapeSpec } from '../board/types';

export interface TileSpecOptions {
  rotation?: number;
  /** The hex outline as on the board (default); sheets draw their own cut lines instead. */
  outline?: boolean;
  /** Print the tile number (default true). */
  showId?: boolean;
  currency?: string;
  /** A location name (map hexes in the upgrade chart). */
  name?: string;
}

export function hexSpec(size: number, layout: Layout, color: TileColor, outline = true, name = 'print-hex'): ShapeSpec {
  return {
    kind: 'line',
    config: {
      points: hexOutline(size, layout),
      closed: true,
      fill: HEX_FILL[color],
      ...(outline ? { stroke: HEX_OUTLINE, strokeWidth: Math.max(1, 0.02 * size) } : {}),
      name,
    },
  };
}

/** Everything drawn for a tile (or any tile content of a colour) of hex size `size` (centre to corner, CSS px). */
export function tileSpecs(
  tile: TileContent & { color: TileColor; id?: string; terrain?: TileDef['terrain'] },
  size: number,
  layout: Layout,
  opts: TileSpecOptions = {},
): ShapeSpec[] {
  const art = tileArt(tile, opts.rotation ?? 0, size, layout, opts.name ? { name: { text: opts.name, fill: tile.color === 'red' ? '#ffffff' : INK } } : {});
  const out: ShapeSpec[] = [hexSpec(size, layout, tile.color, opts.outline ?? true), ...art.shapes];
  if (tile.terrain?.length) out.push(...terrainShapes(tile.terrain, art.layout.d, layout, opts.currency ?? '$', art.blockers));
  if ((opts.showId ?? true) && tile.id) out.push(tileNumberShape(tile.id, art.layout, art.blockers));
  return out;
}

/** Width and height of one hex of size `size`. */
export function hexBox(size: number, layout: Layout): { width: number; height: number } {
  return hexDimensions(size, layout);
}
