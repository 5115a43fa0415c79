/**
 * What the panels show of the game in progress. A view model only: the engine bridge (to come) fills it after each
 * action; until a game is running it stays empty and the panels say so.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { BoardState } from '../board/types';

export interface PlayerView {
  id: string;
  name: string;
  cash: number;
  /** Certificates, shares and companies in one short line, e.g. "PRR 30%, CA". */
  holdings?: string;
}

export const useGameViewStore = defineStore('gameView', () => {
  const round = ref<string | null>(null);
  const phase = ref<string | null>(null);
  /** Whose turn: a player name, or the operating corporation. */
  const turn = ref<string | null>(null);
  const players = shallowRef<PlayerView[]>([]);
  const board = shallowRef<BoardState>({});
  /** Share price marker positions: sym → [row, column], stack order top first. */
  const prices = shallowRef<Record<string, [number, number]>>({});
  const log = shallowRef<string[]>([]);
  /** Hexes where the current action may take place (from the engine's legal actions). */
  const legalHexes = shallowRef<string[]>([]);
  return { round, phase, turn, players, board, prices, log, legalHexes };
});
