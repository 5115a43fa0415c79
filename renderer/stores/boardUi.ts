/** UI-only board state: selection and hover. Kept apart from game state, which changes only by actions. */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export const useBoardUiStore = defineStore('boardUi', () => {
  const selectedHex = ref<string | null>(null);
  const hoveredHex = ref<string | null>(null);

  /** Clicking the selected hex again clears the selection. */
  function toggle(hexId: string): void {
    selectedHex.value = selectedHex.value === hexId ? null : hexId;
  }

  return { selectedHex, hoveredHex, toggle };
});
