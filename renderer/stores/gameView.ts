/**
 * What the panels show of the game on screen (the present or a history state): a view model filled by
 * `play/view.ts` whenever the game shown changes. Until a game runs it stays empty and the panels say so.
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
  /** Cash + shares at market + privates at face value (1830 §8.2). */
  value?: number;
  certs?: number;
  certLimit?: number;
  priority?: boolean;
  /** Whose turn it is (acting player). */
  acting?: boolean;
  bankrupt?: boolean;
  shares?: { sym: string; percent: number; president: boolean }[];
  companies?: string[];
}

export interface CorporationView {
  sym: string;
  name: string;
  color: string;
  textColor?: string;
  cash: number;
  price: number | null;
  par: number | null;
  trains: string[];
  tokensLeft: number;
  tokensTotal: number;
  ipoPercent: number;
  poolPercent: number;
  president: string | null;
  floated: boolean;
  operating: boolean;
  closed: boolean;
  companies: string[];
  minor: boolean;
  /** Companies whose markers serve it (1846 Steamboat, Meat Packing, Boomtown). */
  markers?: string[];
  /** 1846 §6.3: shares the corporation holds of itself in its treasury. */
  treasuryPercent?: number;
  /** Loans held, allowed and the interest due at its next turn (18NY, 1817). */
  loans?: { held: number; limit: number; interest: number } | null;
  /** Shorts open on it (1817). */
  shorts?: number;
  /** 18NY: what its connection bonus and coal tokens add to each run. */
  tokenIncome?: { bonus: number; coal: number } | null;
  /** The market zones of the cell its price stands on (why it is in the red or gray area). */
  zones?: readonly string[];
  /** What put it there, where the title says more than the zone (1817: why it is in the red liquidation space). */
  standing?: string | null;
}

export interface SummaryView {
  bank: number | null;
  phase: string;
  trainLimit: string;
  /** The next train the depot sells, and what follows. */
  depot: { name: string; price: number; count: number }[];
  pool: string[];
  certLimit: number;
  finished: boolean;
  result?: { name: string; value: number }[];
  /** The bank's loans and what one costs (18NY, 1817). */
  loans?: { out: number; total: number | null; amount: number; perLoan: number; next: number | null; effect: string | null } | null;
}

export const useGameViewStore = defineStore('gameView', () => {
  const round = ref<string | null>(null);
  const phase = ref<string | null>(null);
  /** Whose turn: a player name, or the operating corporation. */
  const turn = ref<string | null>(null);
  /** What the one acting must do, in a few words ("buy, sell or pass"). */
  const task = ref<string | null>(null);
  const players = shallowRef<PlayerView[]>([]);
  const corporationViews = shallowRef<CorporationView[]>([]);
  const summary = shallowRef<SummaryView | null>(null);
  const board = shallowRef<BoardState>({});
  /** Printed icons the game no longer shows, by hex (companies out of the game). */
  const hiddenIcons = shallowRef<Record<string, string[]>>({});
  /** Share price marker positions: sym → [row, column], stack order top first. */
  const prices = shallowRef<Record<string, [number, number]>>({});
  const log = shallowRef<string[]>([]);
  /** Hexes where the current action may take place (from the engine's legal actions). */
  const legalHexes = shallowRef<string[]>([]);
  return { round, phase, turn, task, players, corporationViews, summary, board, hiddenIcons, prices, log, legalHexes };
});
