/**
 * Pan and zoom state of the board, with its keyboard bindings: arrows pan, +/- zoom, 0 or F fits.
 * `content` is the board's size in board pixels; `width`/`height` the viewport's in CSS pixels.
 */
import { ref, type Ref } from 'vue';
import { MAX_SCALE, MIN_SCALE, fitView, panBy, zoomAt, type View } from './viewport';
import type { Point } from './vec';

export const PAN_STEP = 60;

export function useViewport(content: () => { width: number; height: number }, width: Ref<number>, height: Ref<number>) {
  const view = ref<View>({ scale: 1, x: 0, y: 0 });

  function fitted(): View {
    const c = content();
    return fitView(c.width, c.height, width.value, height.value);
  }

  function fit(): void {
    view.value = fitted();
  }

  function zoomBy(factor: number, anchor: Point = { x: width.value / 2, y: height.value / 2 }): void {
    view.value = zoomAt(view.value, factor, anchor);
  }

  /** Centres the view on a board point, at a given scale (default: the current one). */
  function centerOn(p: Point, scale = view.value.scale): void {
    const s = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
    view.value = { scale: s, x: width.value / 2 - p.x * s, y: height.value / 2 - p.y * s };
  }

  function onKey(e: KeyboardEvent): void {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => (view.value = panBy(view.value, PAN_STEP, 0)),
      ArrowRight: () => (view.value = panBy(view.value, -PAN_STEP, 0)),
      ArrowUp: () => (view.value = panBy(view.value, 0, PAN_STEP)),
      ArrowDown: () => (view.value = panBy(view.value, 0, -PAN_STEP)),
      '+': () => zoomBy(1.2),
      '=': () => zoomBy(1.2),
      '-': () => zoomBy(1 / 1.2),
      '0': fit,
      f: fit,
    };
    const act = actions[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  }

  return { view, fit, fitted, zoomBy, centerOn, onKey };
}
