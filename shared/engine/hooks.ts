import type { Ctx } from './context';
import type { Action, ActionOf } from './actions';
import type { PhaseDef, TileDef, TitleDef } from '../title/types';
import type { RouteRules } from '../graph/types';
import type { CertificateState, CorporationState, PlayerId, RoundState, TrainState } from './state';
import type { Bundle } from './shares';
import type { OrStep } from './rounds/or/steps';
import type { StockStep } from './rounds/sr/step';
import type { PendingStep } from './pending';
import type { LoanRules } from './loans';
import type { SpecialRoundKind } from './rounds/titleRounds';

/**
 * Title rules: the named hooks by which a title's rules differ from the standard ones. Every hook is optional;
 * `shared/rules/standard.ts` holds the defaults. A designer's new title uses only data and the standard rules.
 */
export interface TitleRules {
  id: string;
  /**
   * The title as the game's optional rules change its data (1870 diesels: other trains and phases; a $400 cell that
   * ends the game). Called once when a game is created; the game keeps the result as its title.
   */
  withOptions?(title: TitleDef, optionalRules: readonly string[]): TitleDef;
  /** Ids of the optional rules this module implements (18xx.games names); a title may offer only these. */
  optionalRules?: readonly string[];
  /** The title's own state at the start (`GameState.titleState`): its fields and their defaults, in one place. */
  titleState?(): object;
  /**
   * Variants that 18xx.games keeps as titles of their own, by the player count that makes a game one ("1846 2p
   * Variant" for two): a game file of that name is a game of this title, and one written for that many players is
   * named so.
   */
  gameFileVariants?: readonly { title: string; players: number }[];
  /** Adjusts the freshly created state (set-up removals, draft set-up, starting privates). */
  setup?(c: Ctx): void;
  /** The first round of the game (1830: the waterfall auction of the private companies; 1846: its draft). */
  firstRound(c: Ctx): RoundState;
  /** Rounds of the title's own, by name (`shared/engine/rounds/titleRounds.ts`). */
  rounds?: Record<string, SpecialRoundKind>;
  /**
   * When a round is over: starts the next one where the title's order differs from the standard one (with the
   * functions of `shared/engine/rounds/sequence.ts`) and returns true; false leaves the standard order.
   */
  nextRound?(c: Ctx, ended: RoundState): boolean;
  /**
   * The steps of a player's stock turn (`shared/engine/rounds/sr/`), given the standard ones: replace or add a step by
   * name (`replaceStockStep`, `insertStockStep`); 1870 adds redemption and reissue. Asked once per rules module.
   */
  stockSteps?(standard: readonly StockStep[]): StockStep[];
  /** Steps of a corporation's operating turn, in order. */
  operatingSteps: string[];
  /** Loans: their amount, limits, interest and price moves (`shared/engine/loans.ts`); none where absent. */
  loans?: LoanRules;
  /** The title's own kinds of out-of-turn decision (`shared/engine/pending.ts`), used before the engine's of that kind. */
  pendingSteps?: Record<string, PendingStep>;
  /** The title's own operating steps by name (used before the standard ones of the same name). */
  steps?: Record<string, OrStep>;
  /** Steps whose actions are accepted at any point of the turn (default: privates' abilities, buying privates). */
  anytimeSteps?: string[];
  /** Players who must act now where the title decides it (1846: the Steamboat's owner at the start of a round). */
  actingPlayers?(c: Ctx): PlayerId[] | null;
  /** Names of the round and step as 18xx.games shows them, where the title's differ (trace comparison, UI). */
  roundNames?(c: Ctx): { round?: string; step?: string; entity?: PlayerId } | null;
  /** Companies' markers on the map and on corporations (1846 Steamboat, Meat Packing, Boomtown), for display only. */
  markers?(c: Ctx): { company: string; hex?: string; corporation?: string; icon?: string }[];
  /**
   * Why a corporation stands where it does on the market, where its cell's zone alone cannot say (1817: what put it in
   * the red liquidation space), for display only; null where there is nothing to add.
   */
  standing?(c: Ctx, sym: string): string | null;
  /**
   * Corporations' destinations, for display (1870): the hex, and whether the corporation has reached it and where its
   * destination station went (`map`: the destination pays double at a route's end).
   */
  destinations?(c: Ctx): { corporation: string; hex: string; reached: false | 'map' | 'charter' }[];
  /** Icons of the printed map that no longer mean anything, by hex (1846: those of companies out of the game). */
  hiddenIcons?(c: Ctx): Record<string, string[]>;
  /** After a corporation has been parred (1846 IC subsidy). */
  afterPar?(c: Ctx, k: CorporationState): void;
  /** May the corporation be parred now (18NY: share companies from the second stock round on)? Default: yes. */
  mayPar?(c: Ctx, k: CorporationState): boolean;
  certCountsForLimit?(c: Ctx, sym: string): boolean;
  certWeight?(c: Ctx, cert: CertificateState): number;
  companyCountsForLimit?(c: Ctx, sym: string): boolean;
  certLimit?(c: Ctx): number;
  /** The percentage sold that floats the corporation now, where it changes in play (18NY: by phase; the NYC 10%). */
  floatPercent?(c: Ctx, k: CorporationState): number;
  afterFloat?(c: Ctx, k: CorporationState): void;
  checkSale?(c: Ctx, player: PlayerId, bundle: Bundle): void;
  /** Has the pool room for the bundle, beyond the title's `poolLimit` (18NY: no more in the pool than players hold)? */
  fitsInPool?(c: Ctx, bundle: Bundle): boolean;
  /** May this corporation's shares be sold before it has operated, where the title's `sellAfter` says not (18NY NYC)? */
  maySellBeforeOperating?(c: Ctx, k: CorporationState): boolean;
  /**
   * The price movement of a sale, where the title decides it instead of `stock.sellMovement` (1870: sales wait in a
   * queue for price protection). `president` is the president before the sale.
   */
  sellPriceMovement?(c: Ctx, k: CorporationState, sale: { seller: PlayerId; bundle: Bundle; president: PlayerId | null }): void;
  /**
   * The `share_price` 18xx.games writes on a corporation's sale or purchase of its own shares, where the title's
   * differs from what its treasury receives or pays per share (`export.ts` asWritten): a price, or null for none
   * (1870: a redemption carries none, a reissue the new par).
   */
  ownSharePriceWritten?(c: Ctx, k: CorporationState, action: ActionOf<'buy_shares'> | ActionOf<'sell_shares'>): number | null | undefined;
  /** A market move where the title's market differs (1870 soft ledge); returns true when it moved the marker. */
  marketMove?(c: Ctx, k: CorporationState, dir: 'up' | 'down' | 'left' | 'right'): boolean;
  /** After a player's stock turn is over, before the next player acts (1870: sales then wait for price protection). */
  afterStockTurn?(c: Ctx): void;
  obsoleteCountsForLimit?: boolean;
  /**
   * A player over the holding limit of a corporation need not sell it down (1870: price protection may take a
   * president over 60%); the certificate limit still applies.
   */
  mayHoldAboveHoldingLimit?: boolean;
  /**
   * What the corporation could spend now on a train or a tile lay's cost, where more than its cash (1817: the loans it
   * may still take). Default: its cash.
   */
  buyingPower?(c: Ctx, k: CorporationState): number;
  /**
   * The percentage of one corporation a player may hold, where the title's `holdingLimit` differs by game or by
   * corporation (1846 with two players: 70; 1817: 60 once a company has 5 or 10 shares).
   */
  holdingLimit?(c: Ctx, sym: string): number;
  afterTrainBought?(c: Ctx, k: CorporationState, t: TrainState): void;
  /** A train has left the depot, bought or exported (1817 volatility: the Inventor is paid for each type's first). */
  trainLeftDepot?(c: Ctx, t: TrainState): void;
  /**
   * Must the corporation, trainless, buy a train, where the title's `mustBuyTrain` setting does not say it for every
   * kind (18NY: a minor never must); undefined for the setting's answer.
   */
  mustBuyTrain?(c: Ctx, k: CorporationState): boolean | undefined;
  /**
   * The price range for another corporation's train `t` of face value `face`, given the standard one (18NY: at face
   * value when either company has loans).
   */
  trainPriceRange?(c: Ctx, k: CorporationState, t: TrainState, face: number, range: { min: number; max: number }): { min: number; max: number };
  /** A corporation's train is about to rust (18NY: its owner is paid the salvage value). */
  beforeRust?(c: Ctx, k: CorporationState, t: TrainState): void;
  onPhaseChange?(c: Ctx, phase: PhaseDef): void;
  /** Handles a train event; returns true when handled. */
  trainEvent?(c: Ctx, type: string): boolean;
  afterTileLay?(c: Ctx, k: CorporationState, hex: string): void;
  /** Why a tile lay breaks the title's own rules (1870: crossing the Mississippi without the bridge), or null. */
  checkTileLay?(c: Ctx, k: CorporationState, lay: { hex: string; tile: TileDef; rotation: number }): string | null;
  /** A corporation's tile lays in a turn where they differ from the title's `tileLays` (18NY: a minor lays one tile). */
  tileLays?(c: Ctx, k: CorporationState): TitleDef['tileLays'] | null;
  /**
   * The cost of a tile lay before ability discounts; `cost` is the standard one (1846: at least $20, hexside costs);
   * `company`, the private laying it with its ability, if one does (18NY: the Albany Iron Works' water discount).
   */
  tileLayCost?(c: Ctx, k: CorporationState, lay: { hex: string; tile: TileDef; rotation: number; firstLay: boolean; cost: number; company?: string }): number;
  trainCanRun?(c: Ctx, k: CorporationState, train: string): boolean;
  /** Title-specific dividend kinds; returns true when handled. */
  dividend?(c: Ctx, k: CorporationState, action: ActionOf<'dividend'>, revenue: number): boolean;
  dividendPriceMovement?(c: Ctx, k: CorporationState, revenue: number, kind: 'payout' | 'withhold' | string): void;
  /** Does the corporation pass over its operating turn when it comes (18NY: a company in receivership does not operate)? */
  skipsTurn?(c: Ctx, k: CorporationState): boolean;
  onTurnStart?(c: Ctx, k: CorporationState): void;
  onTurnEnd?(c: Ctx, k: CorporationState): void;
  onOperatingRoundStart?(c: Ctx): void;
  /**
   * Is the corporation sold out at the end of a stock round (its price then rises), where the title decides (1817: a
   * 2-share company never is; shorts count against the players' holdings)? Default: none in the IPO or the pool.
   */
  soldOut?(c: Ctx, k: CorporationState): boolean;
  /** How many spaces a sold-out corporation rises (1817 short squeeze: twice when players hold more than 100%). Default: one. */
  soldOutRises?(c: Ctx, k: CorporationState): number;
  /** After a stock round's end-of-round price moves (1846: a price at 0 closes the corporation). */
  onStockRoundEnd?(c: Ctx): void;
  onOperatingRoundEnd?(c: Ctx): void;
  operatingOrder?(c: Ctx): string[];
  checkGameEnd?(c: Ctx): void;
  /** What the title adds to a player's value (cash, shares, privates), negative to take off (18NY: $5 per share per loan). */
  playerValueAdjustment?(c: Ctx, player: PlayerId): number;
  onBankruptcy?(c: Ctx, k: CorporationState, player: PlayerId): void;
  /**
   * Privates a corporation may buy from players now, where the title decides (1870: in phase 1 only the river
   * bridge, and only by MP and SSW); null for the standard rule (any player's private once the phase allows it).
   */
  companiesForSale?(c: Ctx, k: CorporationState): string[] | null;
  /**
   * How many parts precede the cities of a hex's preprinted tile in 18xx.games' definition of it, which its city names
   * count (18NY Albany, `label=A;city=...`: its city is `F20-0-1`). Absent: 0.
   */
  preprintedCityOffset?(c: Ctx, hex: string): number;
  /**
   * May the corporation's treasury stand below zero now, because what it owes is still being raised or is left
   * unpaid? (18NY: interest it could not pay while its cash crisis stands or while in receivership; the NYC paying
   * merging minors' owners before its end-of-round loans.) Absent: never.
   */
  mayOwe?(c: Ctx, k: CorporationState): boolean;
  /** What a corporation could spend in its track step, where it is more than its cash (18NY: the loans it may take). */
  trackBuyingPower?(c: Ctx, k: CorporationState): number;
  /** A private's revenue now, where it changes in play (18NY Erie Canal: $10 less for each canal hex improved). */
  companyRevenue?(c: Ctx, sym: string): number;
  /** The most a corporation may pay for a private, where it differs from the title's factor (1870 river bridge). */
  maxCompanyPrice?(c: Ctx, sym: string): number | undefined;
  /** How a corporation is capitalised now, where it may change (1870: incremental after a reissue). */
  capitalization?(c: Ctx, sym: string): 'full' | 'incremental' | undefined;
  /** May extra shares bought in the brown zone come only from the pool? */
  multipleBuyOnlyFromMarket?(c: Ctx): boolean;
  /** Route rules (distance measure, stop revenue, bonuses) for a corporation's run. */
  routeRules?(c: Ctx, k: CorporationState): RouteRules;
  /**
   * The automatic actions the rules take now, if any (1870 destination connection runs, 18NY coal tokens, interest
   * and repayments): live play applies them after each action and records them in its `auto_actions`; a replayed log
   * applies those it recorded (`applyLive` in game.ts). Each is checked by its handler like any action.
   */
  autoActions?(c: Ctx): Action[];
  /** Handles a title-specific action, or returns false to fall through to the standard handling. */
  process?(c: Ctx, action: Action): boolean;
}
