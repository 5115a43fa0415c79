/**
 * The board as a tool of the action panel: which hexes and cities are offered, a preview board (a tile being laid),
 * and what a click does. One panel holds the tool at a time; it releases it when it closes. UI state only: the game
 * changes only by actions.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { BoardState } from '../board/types';

export interface BoardTool {
  /** Who holds the tool (a panel's id), so a closing panel releases only its own. */
  owner: string;
  highlights?: readonly string[];
  cityTargets?: readonly { hex: string; stop: number }[];
  selected?: string | null;
  /** Board to draw instead of the game's (a tile preview). */
  board?: BoardState | null;
  onHex?: (hex: string) => void;
  onCity?: (hex: string, stop: number) => void;
  /** Routes to draw over the board: each the hexes a train runs through, in order. */
  paths?: readonly (readonly string[])[];
  /** Mouse wheel over the board (rotating a tile); return true when used (the board then does not zoom). */
  onWheel?: (deltaY: number) => boolean;
}

export const usePlayUiStore = defineStore('playUi', () => {
  const tool = shallowRef<BoardTool | null>(null);
  const helpOpen = ref(false);
  /** Which tool of several the OR offers is active ('lay_tile', 'place_token', 'run_routes', or a company's). */
  const activeTool = ref<string | null>(null);
  /** The end-of-game screen is over the board (it opens when the game ends; closing it shows the final board). */
  const endOpen = ref(false);

  function setTool(t: BoardTool): void {
    tool.value = t;
  }
  function release(owner: string): void {
    if (tool.value?.owner === owner) tool.value = null;
  }
  return { tool, helpOpen, activeTool, endOpen, setTool, release };
});
