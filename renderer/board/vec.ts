/** Small 2D vector helpers for tile drawing (y points down, angles in degrees clockwise from +x). */
import type { Point } from '@shared/hex';

export type { Point };

export const ORIGIN: Point = { x: 0, y: 0 };

export function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function sub(a: Point, b: Point): Point {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function scale(a: Point, k: number): Point {
  return { x: a.x * k, y: a.y * k };
}

export function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

export function length(a: Point): number {
  return Math.hypot(a.x, a.y);
}

export function dist(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function polar(angleDeg: number, r: number): Point {
  const a = (angleDeg * Math.PI) / 180;
  return { x: r * Math.cos(a), y: r * Math.sin(a) };
}

export function angleOf(a: Point): number {
  return (Math.atan2(a.y, a.x) * 180) / Math.PI;
}

/** Intersection of the infinite lines p1-p2 and p3-p4, or null when parallel. */
export function lineIntersection(p1: Point, p2: Point, p3: Point, p4: Point): Point | null {
  const d = (p1.x - p2.x) * (p3.y - p4.y) - (p1.y - p2.y) * (p3.x - p4.x);
  if (Math.abs(d) < 1e-9) return null;
  const a = p1.x * p2.y - p1.y * p2.x;
  const b = p3.x * p4.y - p3.y * p4.x;
  return { x: (a * (p3.x - p4.x) - (p1.x - p2.x) * b) / d, y: (a * (p3.y - p4.y) - (p1.y - p2.y) * b) / d };
}

/** Points of a circular arc around `c` from `from` to `to`, the short way round. */
export function arcPoints(c: Point, from: Point, to: Point, steps: number): Point[] {
  const r = dist(c, from);
  const a0 = Math.atan2(from.y - c.y, from.x - c.x);
  let a1 = Math.atan2(to.y - c.y, to.x - c.x);
  while (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
  while (a1 - a0 < -Math.PI) a1 += 2 * Math.PI;
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    out.push({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) });
  }
  return out;
}

/** Points of a cubic Bézier curve. */
export function bezierPoints(p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    out.push({ x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y });
  }
  return out;
}

/** Flattens points to Konva's [x0, y0, x1, y1, ...], rounded to 0.01 to keep configs small. */
export function flat(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (const p of points) out.push(Math.round(p.x * 100) / 100, Math.round(p.y * 100) / 100);
  return out;
}
