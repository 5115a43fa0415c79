/** Pan and zoom of the board: a scale and the screen position of the board's origin. Pure math. */
import type { Point } from './vec';

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 0.15;
export const MAX_SCALE = 6;

export function clampScale(s: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));
}

/** The whole board centred in the viewport, as large as fits. */
export function fitView(contentW: number, contentH: number, viewW: number, viewH: number): View {
  if (contentW <= 0 || contentH <= 0 || viewW <= 0 || viewH <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = clampScale(Math.min(viewW / contentW, viewH / contentH));
  return { scale, x: (viewW - contentW * scale) / 2, y: (viewH - contentH * scale) / 2 };
}

/** Zoom by `factor` keeping the board point under `anchor` (screen pixels) where it is. */
export function zoomAt(view: View, factor: number, anchor: Point): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: anchor.x - (anchor.x - view.x) * k, y: anchor.y - (anchor.y - view.y) * k };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { scale: view.scale, x: view.x + dx, y: view.y + dy };
}

/** Screen pixel → board pixel. */
export function toBoard(view: View, p: Point): Point {
  return { x: (p.x - view.x) / view.scale, y: (p.y - view.y) / view.scale };
}

/** Board pixel → screen pixel. */
export function toScreen(view: View, p: Point): Point {
  return { x: view.x + p.x * view.scale, y: view.y + p.y * view.scale };
}
