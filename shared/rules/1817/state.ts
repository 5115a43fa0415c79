import type { Ctx } from '../../engine/context';
import type { PlayerId } from '../../engine/state';

/** What put a company into the red liquidation space (`standing.ts` says each on its card). */
export type LiquidationCause = 'trainless' | 'interest' | 'conversionStations' | 'ipoStations' | 'bankrupt';

/** 1817's own state, the game state's `titleState` (plain data). */
export interface State1817 {
  /** The interest rate fixed at the start of the operating round (§6.8), or null between operating rounds. */
  interestRate: number | null;
  /** Mines and bridges on the map, and the hex a mine company is laying on while its lay is applied. */
  markers: { mines: string[]; bridges: string[]; mineLay: string | null };
  /** Volatility expansion: the train types the Inventor (P14) has been paid for. */
  inventorPaid?: string[];
  /** Each company's low zone ('liquidation', 'acquisition' or '') as the merger round began (§7, `acquisition.ts`). */
  zonesAtMerger?: Record<string, string>;
  /** §8: the number of operating rounds in the final set, once the first 8-train has signalled the end (`gameEnd.ts`). */
  finalSet?: number;
  /** §7.4: the president a company had when its president went bankrupt (its sale is then run from their left). */
  ownerWhenLiquidated?: Record<string, PlayerId>;
  /** A bankruptcy in the acquisition round whose effect on the sale waits for the open decisions (`acquisition.ts`). */
  bankruptcyToSettle?: boolean;
  /** Discards a new phase asked for, put off until the operating company's loans are done (`buyTrain.ts`). */
  discardsAfterLoans?: boolean;
  /** Why each company went into the red liquidation space, for its card (`standing.ts`; no rule reads it). */
  liquidatedFor?: Record<string, LiquidationCause>;
  /** Companies 18xx.games last found reaching no city with an open slot, until a tile or station is placed (`stationCache.ts`). */
  noStationReach?: string[];
}

export const initialState1817 = (): State1817 => ({
  interestRate: null,
  markers: { mines: [], bridges: [], mineLay: null },
});

export const state1817 = (c: Ctx): State1817 => c.s.titleState as State1817;
