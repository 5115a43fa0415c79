/**
 * 18xx-maker's tile geometry, read to find what connects to what. 18xx-maker draws a flat-topped hex with side 1 at
 * the bottom and sides numbered clockwise (2 bottom-left, 3 top-left, 4 top, 5 top-right, 6 bottom-right); things
 * are placed by `angle` (degrees clockwise from straight down) and `percent` (of the distance from the centre to a
 * side's midpoint). Track runs from a side: `straight` to the opposite side, `sharp` to the next side clockwise,
 * `gentle` to the one after, the default `city` to the centre. Units here: the apothem is 1.
 */

export interface Point {
  x: number;
  y: number;
}

const RAD = Math.PI / 180;
/** Centre to corner, the apothem being 1. */
const CIRCUMRADIUS = 2 / Math.sqrt(3);

/** The unit vector at `deg` degrees clockwise from straight down (screen y points down). */
export function direction(deg: number): Point {
  return { x: -Math.sin(deg * RAD), y: Math.cos(deg * RAD) };
}
const scale = (p: Point, k: number): Point => ({ x: p.x * k, y: p.y * k });
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Sides 1-6 → 0-5 (our flat edge numbering: 0 = S, clockwise; shared/hex/edges.ts). */
export const sideIndex = (side: number): number => (((Math.round(side) - 1) % 6) + 6) % 6;
const sideMidpoint = (i: number): Point => direction(i * 60);

/** Where a placed item sits: `angle`/`percent`, else `x`/`y` (18xx-maker pixels, apothem 86.6), else the centre. */
export function placeOf(item: { angle?: unknown; percent?: unknown; x?: unknown; y?: unknown }): Point {
  const angle = typeof item.angle === 'number' ? item.angle : 0;
  if (typeof item.percent === 'number') return scale(direction(angle), item.percent);
  if (typeof item.x === 'number' || typeof item.y === 'number') {
    const px = (75 * Math.sqrt(3)) / 1.5;
    return { x: (Number(item.x) || 0) / px, y: (Number(item.y) || 0) / px };
  }
  return { x: 0, y: 0 };
}

/** Our `loc` display hint: the edge a stop sits toward (0.5 steps), or undefined near the centre. */
export function locOf(p: Point): number | undefined {
  const r = Math.hypot(p.x, p.y);
  if (r < 0.3) return undefined;
  // Inverse of direction(): angle clockwise from down.
  const deg = (Math.atan2(-p.x, p.y) / RAD + 360) % 360;
  const loc = (Math.round(deg / 30) / 2) % 6;
  return loc;
}

export type TrackShape = 'straight' | 'sharp' | 'gentle' | 'sharpRev' | 'gentleRev' | 'centre';

/** The track's far end: another side (0-5), or the centre. */
export function farSide(shape: TrackShape, from: number): number | null {
  const step = { straight: 3, sharp: 1, gentle: 2, sharpRev: 5, gentleRev: 4, centre: NaN }[shape];
  return Number.isNaN(step) ? null : (from + step) % 6;
}

/** Points along a track from its side (t = 0) to its far end (t = 1). */
export function pointAt(shape: TrackShape, from: number, t: number): Point {
  const a = sideMidpoint(from);
  if (shape === 'centre') return scale(a, 1 - t);
  if (shape === 'straight') {
    const b = sideMidpoint((from + 3) % 6);
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  }
  // Arcs: a sharp curve turns about the corner between its sides, a gentle one about the point two apothems out
  // beyond the side between its sides.
  const clockwise = shape === 'sharp' || shape === 'gentle';
  const sharp = shape === 'sharp' || shape === 'sharpRev';
  const to = farSide(shape, from)!;
  const centre = sharp ? scale(direction(from * 60 + (clockwise ? 30 : -30)), CIRCUMRADIUS) : scale(direction(from * 60 + (clockwise ? 60 : -60)), 2);
  const b = sideMidpoint(to);
  const a0 = Math.atan2(a.y - centre.y, a.x - centre.x);
  let a1 = Math.atan2(b.y - centre.y, b.x - centre.x);
  // The short way round.
  if (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
  if (a0 - a1 > Math.PI) a1 += 2 * Math.PI;
  const r = distance(a, centre);
  const ang = a0 + (a1 - a0) * t;
  return { x: centre.x + r * Math.cos(ang), y: centre.y + r * Math.sin(ang) };
}

/** The parameter t (0-1) of the point of the track nearest to `p`, and how near it is. */
export function nearestOnTrack(shape: TrackShape, from: number, p: Point, range: [number, number] = [0, 1]): { t: number; gap: number } {
  let best = { t: range[0], gap: Infinity };
  const steps = 48;
  for (let i = 0; i <= steps; i++) {
    const t = range[0] + ((range[1] - range[0]) * i) / steps;
    const gap = distance(pointAt(shape, from, t), p);
    if (gap < best.gap) best = { t, gap };
  }
  return best;
}
