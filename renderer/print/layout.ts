/**
 * Page layout of the print pages, in millimetres, computed here rather than left to the browser's fragmentation:
 * a drawing is never cut by a page break because every page holds only whole blocks.
 */
import type { Layout } from '@shared/hex';

export interface Block<T> {
  item: T;
  /** Height in mm, gaps included. */
  height: number;
  /** A heading stays on the page of the block after it. */
  keepWithNext?: boolean;
}

/** Blocks into pages of `pageHeight` mm, in order; a block taller than a page gets a page of its own. */
export function paginate<T>(blocks: readonly Block<T>[], pageHeight: number): T[][] {
  const pages: T[][] = [];
  let page: T[] = [];
  let used = 0;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    // A heading needs room for itself and the block it introduces.
    const need = b.keepWithNext && blocks[i + 1] ? b.height + blocks[i + 1]!.height : b.height;
    if (page.length > 0 && used + need > pageHeight + 1e-6) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(b.item);
    used += b.height;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** How many boxes of `size` fit in `room` with `gap` between them (at least one). */
export function fitCount(room: number, size: number, gap: number): number {
  return Math.max(1, Math.floor((room + gap + 1e-6) / (size + gap)));
}

export function chunk<T>(items: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += n) out.push(items.slice(i, i + n));
  return out;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Hex centres packed edge to edge (a honeycomb, so neighbours share their cut lines) inside `width` × `height` mm,
 * keeping `bleed` mm free all round for colour printed past the cut. Pointy hexes go in rows, flat ones in
 * columns. Returns the centres of one page, row by row, for as many hexes as fit.
 */
export function honeycomb(width: number, height: number, size: number, layout: Layout, bleed: number, gap = 0): Point[] {
  // Flat hexes are pointy ones transposed: lay out in swapped axes and swap back.
  const [w, h] = layout === 'pointy' ? [width, height] : [height, width];
  // With a gap (die-cut sheets) the centres step as if the hexes were `gap` wider, flat to flat.
  const across = Math.sqrt(3) * size + gap;
  const rowStep = 1.5 * size + (gap * Math.sqrt(3)) / 2;
  const usableW = w - 2 * bleed;
  const usableH = h - 2 * bleed;
  if (usableW < across - gap || usableH < 2 * size) return [];
  const rows = Math.floor((usableH - 2 * size) / rowStep + 1e-6) + 1;
  const out: Point[] = [];
  for (let r = 0; r < rows; r++) {
    const shift = r % 2 === 1 ? across / 2 : 0;
    const n = Math.floor((usableW - shift + gap) / across + 1e-6);
    for (let i = 0; i < n; i++) {
      const p = { x: bleed + shift + (across - gap) / 2 + i * across, y: bleed + size + r * rowStep };
      out.push(layout === 'pointy' ? p : { x: p.y, y: p.x });
    }
  }
  return out;
}

export interface MapPage {
  row: number;
  col: number;
  /** The part of the map this page shows: its top-left corner in map mm. */
  x: number;
  y: number;
}

/**
 * A map of `width` × `height` mm over pages whose printable area is `inner`, neighbouring pages sharing an
 * `overlap` mm strip for gluing. The pages together are centred on the map.
 */
export function mapPages(
  width: number,
  height: number,
  inner: { width: number; height: number },
  overlap: number,
): { rows: number; cols: number; pages: MapPage[] } {
  const stepX = inner.width - overlap;
  const stepY = inner.height - overlap;
  const cols = Math.max(1, Math.ceil((width - overlap) / stepX - 1e-6));
  const rows = Math.max(1, Math.ceil((height - overlap) / stepY - 1e-6));
  const x0 = (width - (cols * stepX + overlap)) / 2;
  const y0 = (height - (rows * stepY + overlap)) / 2;
  const pages: MapPage[] = [];
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) pages.push({ row, col, x: x0 + col * stepX, y: y0 + row * stepY });
  return { rows, cols, pages };
}
