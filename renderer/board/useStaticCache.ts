/**
 * Caches the static board (a Konva group) as one bitmap, re-cached once zooming settles so it stays sharp, at a
 * pixel ratio that keeps the bitmap under ~16 M pixels; beyond that it is drawn live (a few hundred shapes are cheap).
 */
import type Konva from 'konva';
import { onBeforeUnmount, type Ref } from 'vue';

const MAX_CACHE_PIXELS = 16_000_000;

export function useStaticCache(group: Ref<{ getNode(): Konva.Group } | null>, scale: () => number, size: () => { width: number; height: number }) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cachedRatio = 0;

  function recache(): void {
    const node = group.value?.getNode();
    if (!node) return;
    const { width, height } = size();
    const want = scale() * (window.devicePixelRatio || 1);
    const limit = Math.sqrt(MAX_CACHE_PIXELS / (width * height));
    if (want > limit) {
      node.clearCache();
      cachedRatio = 0;
    } else {
      const ratio = Math.max(0.5, Math.ceil(want * 4) / 4);
      if (ratio === cachedRatio && node.isCached()) return;
      node.cache({ pixelRatio: ratio, x: 0, y: 0, width, height });
      cachedRatio = ratio;
    }
    node.getLayer()?.batchDraw();
  }

  function schedule(delay = 150): void {
    clearTimeout(timer);
    timer = setTimeout(recache, delay);
  }

  /**
   * The content changed: drop the bitmap and cache afresh once the board has been drawn live (caching draws the whole
   * map once more: a new title's first frame, a game being opened, does not wait for it).
   */
  function invalidate(): void {
    group.value?.getNode().clearCache();
    cachedRatio = 0;
    clearTimeout(timer);
    requestAnimationFrame(() => schedule(0));
  }

  onBeforeUnmount(() => clearTimeout(timer));
  return { recache, schedule, invalidate };
}
