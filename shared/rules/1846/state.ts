import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import type { DraftState } from './draft';
import type { Draft2pState } from './draft2p';

/** 1846's own state (`GameState.titleState`), its defaults in `initialState1846`. */
export interface State1846 {
  /** Privates and corporations taken out of the game at set-up (§4, by player count). */
  removed: string[];
  /** The draft dealt at set-up, until it becomes the first round. */
  draft: DraftState | Draft2pState | null;
  /** Two players: price reductions of privates passed on when last, kept from one draft round to the next. */
  draftDiscount: Record<string, number>;
  /** Two players: the opening draft rounds are over (the first stock round has begun). */
  draftFinished: boolean;
  /** Two players: a removed corporation's token waiting for its city to turn green, by hex. */
  secondTokensInGreen: Record<string, string>;
  /** Where the markers stand (Steamboat, Meat Packing, Boomtown): company -> hex and corporation. */
  assignments: Record<string, { hex?: string; corporation?: string }>;
  /** The first 6-train has removed the markers (§ events). */
  bonusesRemoved: boolean;
  /** Hexsides whose border cost has been paid, `<hex>:<edge>` from both sides (§6.3). */
  paidBorders: string[];
  /** Corporations whose home reservations were lifted (removed at set-up). */
  noReservations: string[];
}

export const initialState1846 = (): State1846 => ({
  removed: [],
  draft: null,
  draftDiscount: {},
  draftFinished: false,
  secondTokensInGreen: {},
  assignments: {},
  bonusesRemoved: false,
  paidBorders: [],
  noReservations: [],
});

export const state1846 = (c: Ctx): State1846 => c.s.titleState as State1846;

/** What 1846 records of a corporation during its operating turn (cleared at the start of each). */
export interface Corporation1846 {
  /** It issued shares to buy a train this turn (§6.87): the train must come from the bank. */
  emergencyIssued?: boolean;
  /** What its last share issued or sold for a train raised. */
  lastShareRaised?: { amount: number; bySale: boolean };
  /** Corporations whose shares the president sold for its train this turn. */
  soldForTrain?: string[];
  /** Its token ability (C&WI-like) has been used (not cleared). */
  tokenAbilityUsed?: boolean;
}

const NONE: Readonly<Corporation1846> = Object.freeze({});

/** A corporation's 1846 record, for reading (never creates it: legal actions must not change the state). */
export const corp1846 = (k: CorporationState): Readonly<Corporation1846> => (k.titleState as Corporation1846 | undefined) ?? NONE;

/** A corporation's 1846 record, for writing. */
export const corp1846Mut = (k: CorporationState): Corporation1846 => (k.titleState ??= {}) as Corporation1846;
