/**
 * Caches a Konva group (the laid tiles and tokens) as one bitmap while the board is panned or zoomed, so each frame of
 * the gesture blits an image instead of redrawing every track, city and label; once the gesture has been still for
 * `settleMs` the bitmap is dropped and the group is drawn live again, crisp at the new zoom.
 * Beyond ~16 M cached pixels the group stays live (zoomed far in, the bitmap would cost more than it saves).
 */
import type Konva from 'konva';
import { onBeforeUnmount, type Ref } from 'vue';

const MAX_CACHE_PIXELS = 16_000_000;

export function useGestureCache(
  group: Ref<{ getNode(): Konva.Group } | null>,
  scale: () => number,
  size: () => { width: number; height: number },
  settleMs = 150,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;

  function release(): void {
    clearTimeout(timer);
    timer = undefined;
    const node = group.value?.getNode();
    if (!node?.isCached()) return;
    node.clearCache();
    node.getLayer()?.batchDraw();
  }

  /** A gesture frame: cache the group if it is not yet, and keep it cached until the gesture settles. */
  function touch(): void {
    const node = group.value?.getNode();
    if (!node) return;
    if (!node.isCached() && node.hasChildren()) {
      const { width, height } = size();
      const ratio = scale() * (window.devicePixelRatio || 1);
      if (ratio * ratio * width * height <= MAX_CACHE_PIXELS) node.cache({ pixelRatio: ratio, x: 0, y: 0, width, height });
    }
    clearTimeout(timer);
    timer = held ? undefined : setTimeout(release, settleMs);
  }

  /** A drag holds the cache until `end()`, however long it pauses. */
  function begin(): void {
    held = true;
    touch();
  }
  function end(): void {
    held = false;
    touch();
  }

  onBeforeUnmount(() => clearTimeout(timer));
  return { touch, begin, end, release };
}
