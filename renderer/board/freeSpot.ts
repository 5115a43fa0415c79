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
  let best = candidates[0]!;
  let bestScore = -Infinity;
  for (const c of candidates) {
    let clearance = Infinity;
    for (const b of blockers) clearance = Math.min(clearance, dist(c, b.at) - b.r - r);
    if (clearance === Infinity) clearance = 1e6;
    const overflow = length(c) + r - inside;
    const score = overflow > 0 ? clearance - 1000 - overflow : Math.min(clearance, 0.5 * r);
    if (score > bestScore + 1e-6) {
      best = c;
      bestScore = score;
    }
  }
  return best;
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
