/**
 * Placing marks (revenue, labels, terrain, names) where nothing is drawn yet: each candidate is scored by its
 * clearance from everything already on the hex, and the first best candidate wins, so callers list candidates in
 * order of preference.
 */
import type { TileLayout } from './tileLayout';
import { dist, length, lerp, type Point } from './vec';

/** Something drawn on the hex, as a covering circle. */
export interface Blocker {
  at: Point;
  r: number;
}

/** Track sampled into small circles, and the stops' covering circles. */
export function blockersOf(t: TileLayout): Blocker[] {
  const out: Blocker[] = [];
  const r = t.d.track / 2 + t.d.casing;
  const step = 0.08 * t.d.size;
  for (const piece of t.track) {
    const pts = piece.points;
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i]!;
      const b = pts[i + 1]!;
      const n = Math.max(1, Math.ceil(dist(a, b) / step));
      for (let k = 0; k < n; k++) out.push({ at: lerp(a, b, k / n), r });
    }
    out.push({ at: pts[pts.length - 1]!, r });
  }
  for (const s of t.stops) if (s.hull > 0) out.push({ at: s.at, r: s.hull });
  return out;
}

/**
 * The candidate whose circle of radius `r` keeps the most room from the blockers, staying within `inside`
 * of the hex centre (a candidate poking out of the hex loses to any that fits).
 */
export function pickSpot(candidates: readonly Point[], r: number, blockers: readonly Blocker[], inside: number): Point {
  return pickCovered(candidates, (c) => [{ at: c, r }], blockers, inside);
}

/**
 * The same for a mark wider than a circle (a row of revenue boxes): `cover` gives the circles that cover it at a
 * candidate, and the candidate's room is the least of theirs, so no part of the mark is placed over another.
 */
export function pickCovered(candidates: readonly Point[], cover: (c: Point) => Blocker[], blockers: readonly Blocker[], inside: number): Point {
  let best = candidates[0]!;
  let bestScore = -Infinity;
  for (const c of candidates) {
    let clearance = Infinity;
    let overflow = -Infinity;
    let r = 0;
    for (const p of cover(c)) {
      for (const b of blockers) clearance = Math.min(clearance, dist(p.at, b.at) - b.r - p.r);
      overflow = Math.max(overflow, length(p.at) + p.r - inside);
      r = Math.max(r, p.r);
    }
    if (clearance === Infinity) clearance = 1e6;
    const score = overflow > 0 ? clearance - 1000 - overflow : Math.min(clearance, 0.5 * r);
    if (score > bestScore + 1e-6) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** Circles covering a `width` × `height` box centred at `at` (their radius half its height, a radius apart). */
export function boxCover(at: Point, width: number, height: number): Blocker[] {
  const r = height / 2;
  const n = Math.max(1, Math.ceil((width - 2 * r) / r));
  const out: Blocker[] = [];
  for (let k = 0; k <= n; k++) out.push({ at: { x: at.x - width / 2 + r + ((width - 2 * r) * k) / n, y: at.y }, r });
  return out;
}

/** How far `p` lies inside a convex polygon (negative: outside), by its nearest side. */
export function depthInside(p: Point, corners: readonly Point[]): number {
  let depth = Infinity;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const len = Math.hypot(ex, ey);
    // Corners run clockwise on screen (y down), so the inside is to the right of each side.
    depth = Math.min(depth, (ex * (p.y - a.y) - ey * (p.x - a.x)) / len);
  }
  return depth;
}
