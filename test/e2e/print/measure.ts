/** Measuring drawings in rendered pages, in mm. */
import { pixel, type Image } from './png';
import { pxPerMm } from './pdf';

export interface BoxMm {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Rgb = readonly [number, number, number];

/** Distance of `p` from the segment a–b in RGB space: how much of some third colour (a stroke) is mixed in. */
function offSegment(p: Rgb, a: Rgb, b: Rgb): number {
  const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const ap = [p[0] - a[0], p[1] - a[1], p[2] - a[2]];
  const len2 = ab[0]! ** 2 + ab[1]! ** 2 + ab[2]! ** 2;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (ap[0]! * ab[0]! + ap[1]! * ab[1]! + ap[2]! * ab[2]!) / len2));
  return Math.hypot(ap[0]! - t * ab[0]!, ap[1]! - t * ab[1]!, ap[2]! - t * ab[2]!);
}

/** Centre of the stroke crossing row `y` between x0 and x1 (px), weighting pixels by how much stroke they hold. */
function strokeCentre(img: Image, y: number, x0: number, x1: number, paper: Rgb, fill: Rgb): number | null {
  let sum = 0;
  let weight = 0;
  for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(img.width - 1, Math.ceil(x1)); x++) {
    const w = offSegment(pixel(img, x, y), paper, fill);
    if (w < 12) continue;
    sum += (x + 0.5) * w;
    weight += w;
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * Flat-to-flat width of a pointy hex drawn at about `box` (mm on the page): the distance between the centres of its
 * left and right outline strokes (which are centred on the true edges), averaged over rows along the flat sides,
 * away from the edge midpoints where track may meet them.
 */
export function hexWidthMm(img: Image, box: BoxMm, fill: Rgb, paper: Rgb = [255, 255, 255]): number {
  const px = (mm: number) => mm * pxPerMm;
  const cy = px(box.y + box.height / 2);
  const side = box.height / 2; // a pointy hex's flat side is as long as its size (half the height)
  const rows: number[] = [];
  for (const f of [-0.4, -0.3, -0.2, 0.2, 0.3, 0.4]) rows.push(Math.round(cy + px(f * side)));
  const widths: number[] = [];
  const slack = px(1);
  for (const y of rows) {
    const left = strokeCentre(img, y, px(box.x) - slack, px(box.x) + slack, paper, fill);
    const right = strokeCentre(img, y, px(box.x + box.width) - slack, px(box.x + box.width) + slack, paper, fill);
    if (left !== null && right !== null) widths.push((right - left) / pxPerMm);
  }
  if (widths.length === 0) throw new Error(`no hex outline found near ${JSON.stringify(box)}`);
  return widths.reduce((a, b) => a + b, 0) / widths.length;
}

/** Pixels of strong colour (tile fills, not the gray of text) in rows y0..y1 mm of a page. */
export function colouredPixels(img: Image, y0Mm: number, y1Mm: number): number {
  let n = 0;
  const ya = Math.max(0, Math.floor(y0Mm * pxPerMm));
  const yb = Math.min(img.height - 1, Math.ceil(y1Mm * pxPerMm));
  for (let y = ya; y <= yb; y++)
    for (let x = 0; x < img.width; x++) {
      const [r, g, b] = pixel(img, x, y);
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) n++;
    }
  return n;
}

/** Share of pixels near a colour inside a box (mm). */
export function shareNear(img: Image, box: BoxMm, hex: string, tol = 60): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let hit = 0;
  let all = 0;
  for (let y = Math.floor(box.y * pxPerMm); y < Math.ceil((box.y + box.height) * pxPerMm); y++)
    for (let x = Math.floor(box.x * pxPerMm); x < Math.ceil((box.x + box.width) * pxPerMm); x++) {
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const p = pixel(img, x, y);
      all++;
      if (Math.abs(p[0] - c[0]!) + Math.abs(p[1] - c[1]!) + Math.abs(p[2] - c[2]!) <= tol) hit++;
    }
  return all ? hit / all : 0;
}

/** Centre of a dark stroke crossing the line `at` (px) between a and b (px): rows when `across` is 'x', else columns. */
function darkCentre(img: Image, across: 'x' | 'y', at: number, a: number, b: number): number | null {
  let sum = 0;
  let weight = 0;
  const limit = across === 'x' ? img.width : img.height;
  for (let i = Math.max(0, Math.floor(a)); i <= Math.min(limit - 1, Math.ceil(b)); i++) {
    const [r, g, bl] = across === 'x' ? pixel(img, i, at) : pixel(img, at, i);
    const w = 255 - (r + g + bl) / 3;
    if (w < 12) continue;
    sum += (i + 0.5) * w;
    weight += w;
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * Width (`'x'`) or height (`'y'`) of a card's outline drawn about `box` (mm on the page): the distance between the
 * centres of its two outline strokes, averaged along the sides at the fractions `at` of the other dimension (keep
 * them where the card is white next to its outline).
 */
export function outlineSpanMm(img: Image, box: BoxMm, axis: 'x' | 'y', at: number[]): number {
  const px = (mm: number) => mm * pxPerMm;
  const slack = px(1);
  const spans: number[] = [];
  for (const f of at) {
    const line = Math.round(axis === 'x' ? px(box.y + f * box.height) : px(box.x + f * box.width));
    const [start, size] = axis === 'x' ? [box.x, box.width] : [box.y, box.height];
    const a = darkCentre(img, axis, line, px(start) - slack, px(start) + slack);
    const b = darkCentre(img, axis, line, px(start + size) - slack, px(start + size) + slack);
    if (a !== null && b !== null) spans.push((b - a) / pxPerMm);
  }
  if (spans.length === 0) throw new Error(`no outline found near ${JSON.stringify(box)}`);
  return spans.reduce((s, x) => s + x, 0) / spans.length;
}
