import type { Ctx } from '../../engine/context';
import type { PlayerId } from '../../engine/state';

/** 18NY's own state, kept in the game state's `extra` (plain data). */
export interface State18NY {
  /** The minor being auctioned in a stock round, if any (18NY 2.3). */
  auction: MinorAuction | null;
  /** Corporations that have paid their loans' interest this round: a loan taken after that brings $45 (7.1.5). */
  interestPaid: string[];
  /** The company that took a loan towards a train this turn: it must now buy the cheapest one (7.1.6.2). */
  trainLoan: string | null;
  /** The company that scrapped a train this turn: no loan towards a new one then. */
  salvaged: string | null;
  /** Coal locations claimed, as indexes into the title's `coalLocations` (7.1.3.3). */
  coalClaimed: number[];
  /** Hexsides whose bridge has been paid for (`<hex>:<edge>`, 7.1.1). */
  paidBorders: string[];
  /** Coal tokens claimed, by corporation: $10 each, every run (7.1.3.3). */
  coal: Record<string, number>;
  /** Connection bonus locations claimed (7.1.3.2), and what each company's bonus tokens earn per run. */
  bonusTaken: string[];
  bonus: Record<string, number>;
  /** Where the NYC formation stands (4.4): not triggered, its first or second formation round due, or done. */
  nyc: 'none' | 'round_one' | 'round_two' | 'complete';
  /** The NYC has formed (its first minor merged). */
  nycFormed: boolean;
  /** The owner of the first minor merged into the NYC: the NYC's pending president until a second share is bought. */
  nycFirstOwner: PlayerId | null;
  /** A capitalization round is due (the third 12H), and full capitalization applies from then on. */
  capitalizationRound: boolean;
  fullCapitalization: boolean;
  /** Companies that received full capitalization when they floated. */
  fullyCapitalized: string[];
  /** The NYC's par value, fixed at the first formation round. */
  nycPar: { price: number; row: number; col: number } | null;
  /** The operating company has opened its choice of mergers and takeovers (7.2). */
  viewingMerges: boolean;
  /** This action closed a company at a closing space in a stock round, another player holding its shares (`stockPriority.ts`). */
  stockClosing: boolean;
  /** The company whose station in Albany is the Stagecoach token, until it is replaced or removed. */
  stagecoach: string | null;
  /** Canal hexes built on so far: the Erie Canal's income falls $10 for each (7.1.1.2). */
  canalBuilt: string[];
}

/** An auction for a minor (18NY 2.3): who started it, the bids standing and who may still bid, in turn order. */
export interface MinorAuction {
  minor: string;
  starter: PlayerId;
  bids: { player: PlayerId; price: number }[];
  bidders: PlayerId[];
}

export const state18NY = (c: Ctx): State18NY => c.s.titleState as State18NY;

/** 18NY's state at the start (`TitleRules.titleState`). */
export function initialState18NY(): State18NY {
  return {
    auction: null,
    interestPaid: [],
    trainLoan: null,
    salvaged: null,
    coalClaimed: [],
    paidBorders: [],
    coal: {},
    canalBuilt: [],
    stagecoach: null,
    bonusTaken: [],
    bonus: {},
    nyc: 'none',
    nycPar: null,
    nycFormed: false,
    nycFirstOwner: null,
    capitalizationRound: false,
    fullCapitalization: false,
    fullyCapitalized: [],
    viewingMerges: false,
    stockClosing: false,
  };
}
