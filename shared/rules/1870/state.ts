import type { Ctx } from '../../engine/context';
import type { PlayerId } from '../../engine/state';

/** 1870's own state, the game state's `titleState` (plain data). */
export interface State1870 {
  /** Corporations that have reissued shares: their IPO shares now pay the corporation (1870 share reissue). */
  reissued: string[];
  /** Markers on the map (Southern Cattle, Gulf Shipping ports): company -> hex, corporation it benefits, port closed. */
  markers: Record<string, { hex: string; corporation: string; closed?: boolean }>;
  /**
   * Destinations (1870 destinations): a corporation's marker waits on its destination hex until its connection run;
   * then its station goes on the map (`map`: the destination pays double at a route's end) or on the charter.
   */
  destinations: Record<string, 'map' | 'charter'>;
  /** Connection runs (1870 destinations): the queue, where its first run stands, and the last check's finding. */
  connection: Connection;
  /** Sales waiting for their president's price protection, in the order sold (1870 p. 13). */
  sales: Sale[];
  /** Each corporation's first operating turn (`<turn>.<round>`), and the river bridge's last home lay (`<turn>.<round>:<corporation>:<hex>`). */
  firstTurn?: Record<string, string>;
  homeLay?: string;
  /** The stock round (its turn number) that `sr` belongs to. */
  srTurn: number;
  sr: {
    /** Corporations that redeemed a share this stock round (one per complete stock round). */
    redeemed: string[];
    /** Corporations that reissued this stock round (once per complete stock round). */
    reissued: string[];
    /** A corporation's cash before its first reissue this round: what it may redeem with. */
    cashBefore: Record<string, number>;
  };
}

export interface Connection {
  /** Corporations whose connection run is due, in order. */
  runs: string[];
  stage: 'token' | 'route' | 'dividend';
  /** Revenue of the run's routes, between the route and the dividend. */
  revenue: number;
  /** The operating step that holds the runs (marked done when the queue is empty). */
  step: string;
  /** Which check was made last (operating turn and step), so that each is made once. */
  checked: string;
  /**
   * Checks made and not yet recorded as `destination_connection` actions, oldest first: who made each (the
   * corporation whose turn ends or starts) and what it found. 18xx.games records two per turn change.
   */
  checks: { by: string; found: string[] }[];
}

export interface Sale {
  corp: string;
  certs: string[];
  percent: number;
  seller: PlayerId;
  /** The president when the shares were sold: a president elected by the sale does not protect it (p. 14). */
  president: PlayerId | null;
}

/** 1870's state at the start (`TitleRules.titleState`). */
export const initialState1870 = (): State1870 => ({
  reissued: [],
  markers: {},
  destinations: {},
  connection: { runs: [], stage: 'token', revenue: 0, step: '', checked: '', checks: [] },
  sales: [],
  srTurn: 0,
  sr: { redeemed: [], reissued: [], cashBefore: {} },
});

export const state1870 = (c: Ctx): State1870 => c.s.titleState as State1870;

/** The records of the current stock round (fresh when a new stock round has begun). */
export function stockRoundRecords(c: Ctx): State1870['sr'] {
  const s = state1870(c);
  if (s.srTurn !== c.s.turn) {
    s.srTurn = c.s.turn;
    s.sr = { redeemed: [], reissued: [], cashBefore: {} };
  }
  return s.sr;
}
