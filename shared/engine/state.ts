/**
 * The game state: plain serialisable data, entities referenced by id. Everything here can be rebuilt from the title,
 * the set-up (players, seed, optional rules) and the action log; it is a cache of that log.
 */

/** A player's id: 18xx.games exports use numbers, or names where players have no id. */
export type PlayerId = number | string;

/**
 * Who holds a certificate, company or train, as a compact key:
 * `p:<player id>`, `c:<corporation sym>` (a corporation's own treasury), `ipo:<sym>` (unsold shares in the
 * corporation's IPO), `pool` (the bank pool / open market), `bank`, `depot` (trains not yet sold).
 */
export type OwnerKey = string;

/**
 * Owner keys are built for every ownership test, so each is made once and reused: no string building per call, and
 * comparisons of the same key are then pointer comparisons.
 */
function memoKey<T>(prefix: string): (id: T) => OwnerKey {
  const keys = new Map<T, OwnerKey>();
  return (id) => {
    let k = keys.get(id);
    if (k === undefined) keys.set(id, (k = `${prefix}${id}`));
    return k;
  };
}

export const playerKey: (id: PlayerId) => OwnerKey = memoKey('p:');
export const corpKey: (sym: string) => OwnerKey = memoKey('c:');
export const ipoKey: (sym: string) => OwnerKey = memoKey('ipo:');
export const POOL = 'pool';
export const BANK = 'bank';
export const DEPOT = 'depot';
/** Where trains go out of play: rusted (1830 §7.2), removed from the game (1846 §8), exported unbought (1817 §6.11). */
export const RUSTED = 'rusted';
export const REMOVED = 'removed';
export const EXPORTED = 'exported';

export interface PlayerState {
  id: PlayerId;
  name: string;
  cash: number;
  bankrupt: boolean;
}

export interface CertificateState {
  /** `NYC_0` is the president's certificate. */
  id: string;
  corp: string;
  percent: number;
  president: boolean;
  owner: OwnerKey;
  /** Order of arrival with its holder: a holder's certificates are listed oldest first (president swaps take those). */
  seq: number;
}

export interface CompanyState {
  sym: string;
  owner: OwnerKey | null;
  closed: boolean;
  /** Remaining uses of counted abilities, by ability index. */
  uses: Record<number, number>;
}

export interface TokenState {
  /** Cost of this token. */
  price: number;
  /** Where it stands, or null while it is still on the charter. */
  hex: string | null;
  stop: number;
}

export interface CorporationState {
  sym: string;
  /** A minor company (1846 MS, Big 4) rather than a share company. */
  minor: boolean;
  cash: number;
  parPrice: number | null;
  /** Position on the market grid [row, column], null before parring. */
  market: [number, number] | null;
  /** Order of arrival on its market cell: among equal positions the earlier arrival operates first. */
  marketSeq: number;
  ipoed: boolean;
  floated: boolean;
  closed: boolean;
  /** Player who is president (cached from certificates for speed and clarity). */
  president: PlayerId | null;
  tokens: TokenState[];
  trains: string[];
  /** Has it operated at least once (1830: private company purchase rules, price protection...). */
  operated: boolean;
  /** Home hex chosen at par where the title lets the president choose. */
  home?: string;
  homeStop?: number;
  /** Numbers of the loans it holds (`shared/engine/loans.ts`), where the title has loans. */
  loans?: number[];
  /** The title's own record of the corporation (1846: what it did this turn), read through the rules module's accessor. */
  titleState?: object;
}

export interface TrainState {
  /** `2-4` is the fifth physical 2-train. */
  id: string;
  name: string;
  variant: string;
  owner: OwnerKey;
  rusted: boolean;
  obsolete: boolean;
  /** Ran in the current operating round (1846: a train bought from a minor may not run again). */
  operated: boolean;
}

export interface HexState {
  /** Laid tile def id (`57`), or null while the hex shows its preprinted content. */
  tile: string | null;
  /** Physical copy laid (`57-2`), null for preprinted. */
  copy: string | null;
  rotation: number;
  /** tokens[stop][slot] = corporation sym or null. */
  tokens: (string | null)[][];
  /** reserved[stop][slot] = corporation sym whose home slot this is (until it places its home token). */
  reserved: (string | null)[][];
  /**
   * Corporations whose home is this whole hex (several cities, none named): reserved until they place their home
   * token here (1830: the Erie in Buffalo, E11). Absent when none.
   */
  homeOf?: string[];
}

export interface LogEntry {
  /** Id of the action that produced this line (0 = set-up). */
  action: number;
  text: string;
}

export type GameEndReason = 'bank' | 'bankrupt' | 'stock_market' | 'all_closed' | 'final_phase' | 'final_train' | 'dnf' | 'manually_ended' | 'closed';

export interface GameState {
  title: string;
  optionalRules: string[];
  seed: number;
  /** Current value of the seeded generator. */
  rng: number;
  players: PlayerState[];
  /** Bank cash; `null` for an unlimited bank (1817). */
  bank: number | null;
  /** Cash the bank started with (for the conservation check). */
  startingBank: number | null;
  priority: PlayerId;
  certificates: Record<string, CertificateState>;
  /** Certificate ids per corporation, in certificate order. */
  certOrder: Record<string, string[]>;
  companies: Record<string, CompanyState>;
  corporations: Record<string, CorporationState>;
  trains: Record<string, TrainState>;
  /** All train ids in depot order. */
  trainOrder: string[];
  hexes: Record<string, HexState>;
  /** Physical tile copies on the map: copy id (`57-2`) -> hex. */
  tilesOnMap: Record<string, string>;
  /** Index into title.phases. */
  phase: number;
  /** Names of trains of which at least one has been bought (phase triggers, rusting, availability). */
  trainsBought: string[];
  round: RoundState;
  /** Counts for the trace: stock rounds so far (`turn`). */
  turn: number;
  /** Number of the current operating round within its set (1-based). */
  roundNum: number;
  /** Operating rounds in the current set (fixed when the set starts, 1830 §phases). */
  orsInSet: number;
  /** Set when the game end has been triggered: the reason and when to stop. */
  gameEnd: { reason: GameEndReason; timing: string; turn: number; roundNum: number } | null;
  finished: boolean;
  endReason: GameEndReason | null;
  log: LogEntry[];
  /** Counter behind certificate `seq` and corporation `marketSeq`. */
  seq: number;
  /** Id of the last processed action. */
  lastActionId: number;
  /** Number of the next loan the bank gives (`shared/engine/loans.ts`). */
  nextLoan: number;
  /** Loans given back to a bank with a fixed number of them (1817), in the order they came back (`transfer/loans.ts`). */
  returnedLoans?: number[];
  /** Decisions taken out of turn, the last on top (`shared/engine/pending.ts`): they come before the round goes on. */
  pending: PendingDecision[];
  /**
   * The title's own state, made at set-up by `TitleRules.titleState` (its defaults, in one place) and read through the
   * rules module's typed accessor (1846 `state1846`, 1870 `state1870`). Kept serialisable.
   */
  titleState: object;
}

/**
 * A decision someone must take out of turn (`shared/engine/pending.ts`): its kind names the step that handles it,
 * `entity` is what it is about (a corporation's sym, a player's id); the rest is the kind's own data.
 */
export interface PendingDecision {
  kind: string;
  entity: PlayerId | string;
  [data: string]: unknown;
}

// ---------------------------------------------------------------------------------------------------------------------
// Rounds

export interface AuctionBid {
  player: PlayerId;
  price: number;
}

export interface WaterfallAuctionState {
  kind: 'waterfall';
  /** Companies still for sale in face-value order. */
  companies: string[];
  /** Bids placed on companies other than the cheapest. */
  bids: Record<string, AuctionBid[]>;
  /** Company currently resolved among its bidders, if any. */
  auctioning: string | null;
  /** Discount on the cheapest company after rounds of passes (1830 §4.2: SV price drops by 5). */
  discount: Record<string, number>;
  /** Player whose buy-bid turn it is (index into players). */
  current: number;
  /** Consecutive passes in the buy-bid turn sequence. */
  passes: number;
  /** Whose turn it was when the company auction started (the sequence resumes after it). */
  lastBuyer: number;
}

export interface AuctionRound {
  kind: 'auction';
  step: WaterfallAuctionState | Record<string, unknown>;
}

export interface StockTurn {
  player: PlayerId;
  bought: boolean;
  /** Corporation whose share was bought this turn (brown zone multiple buys). */
  boughtFrom: string | null;
  /** Corporations sold this turn (sell-buy order). */
  sold: string[];
  /** What was done this turn, in order: 'buy', 'sell', 'par'. */
  actions: string[];
  /** Bought from the IPO this turn (1830 brown-zone multiple buys come only from the pool). */
  boughtIpo: boolean;
}

export interface StockRound {
  kind: 'stock';
  /** Index into players of who acts. */
  current: number;
  /** Player who last bought or sold (priority deal goes to the left). */
  lastActor: PlayerId | null;
  /** Corporations each player sold this round: they may not buy those again this round (1830 §5.3). */
  soldThisRound: Record<string, string[]>;
  turn: StockTurn;
  /** Players whose last turn was a pass (the round ends when all have passed). */
  passed: PlayerId[];
}

export interface OperatingTurn {
  /** Step the corporation is at (the first step not done that has something to do): 'track', 'token', ... */
  step: string;
  /** Steps finished (passed, used up or skipped) this turn. */
  done: string[];
  tileLays: { upgrade: boolean; hex: string }[];
  tokenPlaced: boolean;
  /** Routes run this turn and the total revenue they earn. */
  revenue: number;
  routes: { train: string; revenue: number; hexes: string[] }[];
  trainsBought: number;
  /** Abilities used this turn, by company sym. */
  abilitiesUsed: string[];
  /** The price per share of the president's last emergency sale in this turn's train step (1830 §6.6.3). */
  emergencySharePrice?: number | null;
  /** Corporations whose shares the president sold in this turn's train step (sold in one block: 1846 §5.3, 1870). */
  emergencySold?: string[];
}

export interface OperatingRound {
  kind: 'operating';
  /** Corporations in operating order, fixed as they start (re-sorted when a new one floats per the title). */
  order: string[];
  /** Index of the corporation operating. */
  index: number;
  turn: OperatingTurn;
}

/** A round of the title's own (`shared/engine/rounds/titleRounds.ts`): its name, and its data. */
export interface SpecialRound {
  kind: 'special';
  name: string;
  [data: string]: unknown;
}

export type RoundState = AuctionRound | StockRound | OperatingRound | SpecialRound;
