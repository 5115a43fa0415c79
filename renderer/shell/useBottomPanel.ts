/**
 * The bottom panel under the board (stock market and the extra tabs): its height is dragged on its top edge (or set
 * with the arrow keys there) and it collapses to its tab strip, so the map gets the free space. Remembered between
 * sessions; collapsed by default on short screens (1280×720), where the map needs all the height it can get to stay
 * legible.
 */
import { computed, ref, watch } from 'vue';

const PANEL_KEY = 'desk.bottomPanel';
/** Dragged lower than this, the panel collapses. */
const COLLAPSE_BELOW = 60;

function remembered(): { height: number; collapsed: boolean } | null {
  try {
    return JSON.parse(localStorage.getItem(PANEL_KEY) ?? 'null') as { height: number; collapsed: boolean } | null;
  } catch {
    return null;
  }
}

export function useBottomPanel() {
  const saved = remembered();
  const screenH = typeof window !== 'undefined' ? window.innerHeight : 1000;
  const tab = ref('market');
  const panelHeight = ref(saved?.height ?? Math.round(Math.min(320, Math.max(150, screenH * 0.26))));
  const panelCollapsed = ref(saved?.collapsed ?? screenH < 800);
  watch([panelHeight, panelCollapsed], () => {
    try {
      localStorage.setItem(PANEL_KEY, JSON.stringify({ height: panelHeight.value, collapsed: panelCollapsed.value }));
    } catch {
      // storage unavailable: the panel still works, it is just not remembered
    }
  });
  const panelStyle = computed(() => (panelCollapsed.value ? {} : { height: `${panelHeight.value}px` }));
  const highest = () => Math.round(window.innerHeight * 0.7);

  function showTab(id: string): void {
    tab.value = id;
    panelCollapsed.value = false;
  }
  function startResize(e: PointerEvent): void {
    const startY = e.clientY;
    const startH = panelCollapsed.value ? 0 : panelHeight.value;
    const el = e.currentTarget as HTMLElement;
    el.setPointerCapture(e.pointerId);
    const move = (m: PointerEvent) => {
      const h = Math.round(startH + startY - m.clientY);
      panelCollapsed.value = h < COLLAPSE_BELOW;
      if (h >= COLLAPSE_BELOW) panelHeight.value = Math.min(highest(), h);
    };
    const up = () => {
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
    };
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
  }
  function resizeByKey(e: KeyboardEvent): void {
    const step = e.key === 'ArrowUp' ? 40 : e.key === 'ArrowDown' ? -40 : 0;
    if (!step) return;
    e.preventDefault();
    panelCollapsed.value = false;
    panelHeight.value = Math.min(highest(), Math.max(100, panelHeight.value + step));
  }
  return { tab, panelHeight, panelCollapsed, panelStyle, showTab, startResize, resizeByKey };
}
