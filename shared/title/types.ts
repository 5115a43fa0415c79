/**
 * A title definition: everything about an 18xx title that is data, not code.
 * `schemas/title.schema.json` is the JSON Schema of exactly this shape; `test/title/schema-types.test.ts`
 * keeps the two from drifting. A title whose rules differ from the standard ones names a rules module
 * (`rules`), a small set of typed hooks in `shared/rules/<id>.ts`.
 *
 * On disk a title is a folder `titles/<id>/` whose JSON files each hold some top-level keys of this object
 * (`title.json`, `market.json`, `trains.json`, `companies.json`, `map.json`, `tiles.json`); the loader merges them.
 */

/** Hex and tile colours. `white` = empty/preprinted buildable, `gray` = never upgraded, `red` = off-board, `blue` = water. */
export type TileColor = 'white' | 'yellow' | 'green' | 'brown' | 'gray' | 'red' | 'blue';

/** The colour of the current phase decides off-board revenues and which tiles may be laid. */
export type PhaseColor = 'yellow' | 'green' | 'brown' | 'gray';

/**
 * Colours keying phase-dependent revenues: the phase colours, plus `blue`, 1870's last off-board value (used from
 * phase 6 on, see `PhaseDef.revenueColor`; there are no blue tiles).
 */
export type RevenueColor = PhaseColor | 'blue';

/**
 * A revenue that is fixed, or depends on the colour of the current phase (off-boards). When the current colour has
 * no entry, the entry of the latest earlier colour applies (1830 off-boards list yellow and brown: green phases pay
 * the yellow value, gray phases the brown one).
 */
export type Revenue = number | { [color in RevenueColor]?: number };

/** A revenue centre ("stop") on a tile or preprinted hex. Stops are numbered in array order: 0, 1, ... */
export interface Stop {
  /**
   * `junction` is not a revenue centre but a point where paths meet (1817 tiles 80-83 and 544-546, 18NY K23); it
   * shares the stop numbering so paths can reference it. A route may cross a junction more than once on different
   * paths (as a recorded 1817 game does), but never reuse a path.
   */
  type: 'city' | 'town' | 'offboard' | 'junction';
  revenue: Revenue;
  /** Token slots of a city (default 1). */
  slots?: number;
  /** Stops sharing a group name may be visited at most once per route between them (1830 "Canada", "Gulf"). */
  group?: string;
  /** Display hint only: where on the tile the stop sits (0-5 = toward that edge, 0.5 steps allowed, absent = centre). */
  loc?: number;
}

/** One end of a track path: a tile edge (0-5, before rotation) or a stop index. */
export type PathEnd = { edge: number } | { stop: number };

export interface TilePath {
  a: PathEnd;
  b: PathEnd;
  /** A terminal path may end a route but not be run through (off-board approaches). */
  terminal?: boolean;
}

/** Tile content: the meaning of a tile, never its drawing. */
export interface TileContent {
  stops?: Stop[];
  paths?: TilePath[];
  /** Upgrade label (`OO`, `NY`, `B`, `Chi`): a tile upgrades only to a tile of the same label. */
  label?: string;
}

export interface TileDef extends TileContent {
  /** Printed tile number, e.g. "57". The engine names physical copies "57-0", "57-1", ... */
  id: string;
  color: TileColor;
  /** Terrain cost paid every time this tile is laid (18NY New York tiles X11, X22: $80 water). */
  terrain?: Terrain[];
  /** Our own short description, for the tile picker and the manifest sheet. */
  desc?: string;
}

/** The manifest: how many physical copies of each tile exist. */
export type ManifestCount = number | 'unlimited';

export interface Terrain {
  type: 'water' | 'mountain' | 'hill' | 'river' | 'lake' | 'swamp' | 'desert' | string;
  /** Cost paid by the corporation laying the first tile on the hex. */
  cost: number;
}

export interface Border {
  edge: number;
  /**
   * `impassable`: no track may cross; `water`/`mountain`: crossing costs `cost`; `divider`: a drawn line between
   * two parts of an off-board area; `open`: display only, no hexside line (hexes drawn as one area).
   */
  type: 'impassable' | 'water' | 'mountain' | string;
  cost?: number;
}

export interface MapHex {
  /** Printed coordinate, e.g. "F20". This is the hex's id everywhere. */
  id: string;
  /** Printed colour of the hex. */
  color: TileColor;
  /** Location name printed on the map. */
  name?: string;
  /** Preprinted content: stops, paths and label printed on the map (the "tile" named after the hex). */
  tile?: TileContent;
  /** Terrain costs paid when a tile is first laid here. */
  terrain?: Terrain[];
  borders?: Border[];
  /** Hexes where no tile may be laid at all (besides blue/red/gray which are never built on). */
  blocked?: boolean;
  /** Title-specific markers: e.g. east-west bonus icons, destination marks. */
  icons?: string[];
  /** A label that the hex takes once it is upgraded to tiles of `color` (1870 "P" at brown, 18NY "R" at green). */
  futureLabel?: { label: string; color: TileColor };
  /** Lines (rivers) dividing the hex (1870 Mississippi): see `Partition`. */
  partitions?: Partition[];
}

/**
 * A line across a hex from one point of its outline to another (1870: the Mississippi river). A point is an edge
 * number 0-5 (its midpoint) with an optional `+`/`-` meaning a little clockwise/anticlockwise from that midpoint.
 */
export interface Partition {
  a: string;
  b: string;
  /** What the line is: `water` (a river track may cross only with a bridge), `divider` (display). */
  type: string;
  /** Which side of the line the hex's revenue centre lies on, when it matters: `inner` or `outer`. */
  restrict?: 'inner' | 'outer';
}

export interface MapDef {
  layout: 'pointy' | 'flat';
  /** Coordinate scheme: letters are rows for pointy maps (default), columns for flat maps. */
  axes?: { rows: 'letters' | 'numbers'; columns: 'letters' | 'numbers' };
  hexes: MapHex[];
}

/** Zone effects of stock-market cells. */
export type MarketZone =
  | 'par' // a corporation may be parred here
  | 'no_cert_limit' // shares here do not count toward the certificate limit (1830 yellow)
  | 'unlimited' // shares here count toward no limit and may exceed the holding limit (1830 orange)
  | 'multiple_buy' // several shares may be bought in one turn (1830 brown)
  | 'close' // the corporation closes when it reaches this cell (1846 "0")
  | 'end_game' // the game ends when a price reaches this cell
  | string;

export interface MarketCell {
  price: number;
  zones?: MarketZone[];
}

export interface MarketDef {
  /** Rows of cells; null where the printed grid has no cell. A 1D market has one row. */
  rows: (MarketCell | null)[][];
}

/** How far a train runs. A number counts all stops; segments count stop types separately (1846 "4/6"). */
export type TrainDistance = number | { nodes: ('city' | 'town' | 'offboard')[]; pay: number; visit: number; multiplier?: number }[];

export interface TrainEvent {
  /** `close_companies`, `remove_bonuses`, `remove_reservations`, ... handled by the engine or the title's rules. */
  type: string;
  when?: number;
}

export interface TrainVariant {
  name: string;
  distance: TrainDistance;
  price: number;
}

export interface TrainDef {
  name: string;
  distance: TrainDistance;
  /** What `distance` counts: revenue stops (default) or hexes travelled (18NY "H" trains). */
  distanceUnit?: 'stops' | 'hexes';
  price: number;
  /** Number of copies, or unlimited, or by player count (1846: `{"3": 7, "4": 8, "5": 9}`). */
  count: number | 'unlimited' | Record<string, number>;
  /** Phase/train name on whose first purchase these trains are removed. */
  rustsOn?: string;
  /** Trains become obsolete (run one last time, cannot be bought) on the first purchase of this train. */
  obsoleteOn?: string;
  /** This train can be bought only once the named train has been bought (1830 D after the first 6). */
  availableOn?: string;
  /** Trade-in discount by train name given up (1830 D: 300 off for a 4, 5 or 6). */
  discount?: Record<string, number>;
  variants?: TrainVariant[];
  events?: TrainEvent[];
}

export interface PhaseDef {
  name: string;
  /** Train name whose first purchase starts this phase (absent for the first phase). */
  on?: string;
  trainLimit: number | Record<string, number>;
  tiles: PhaseColor[];
  /** Which value of phase-dependent revenues applies (default: the last colour of `tiles`; 1870 phases 6-8: blue). */
  revenueColor?: RevenueColor;
  operatingRounds: number;
  /** Flags: `can_buy_companies`, `can_buy_companies_from_other_players`, ... */
  status?: string[];
  /** Share counts a corporation may be started with in this phase (1817: 2, 5 or 10 shares). */
  corporationSizes?: number[];
}

/** A special ability of a private company, as typed data. */
export type Ability =
  | { type: 'blocks_hexes'; hexes: string[]; ownerType?: 'player' | 'corporation' }
  | {
      type: 'tile_lay';
      hexes: string[];
      tiles: string[];
      ownerType?: 'player' | 'corporation';
      /** When it may be used: during the owner's track step, or any time during the owning corporation's turn. */
      when?: string[];
      count?: number;
      free?: boolean;
      /** Does the lay replace the corporation's normal tile lay? */
      consumesTileLay?: boolean;
      reachable?: boolean;
      closedWhenUsedUp?: boolean;
      discount?: number;
      /** `false`: the lay follows the normal colour/upgrade rules; default: the listed tiles may be laid as listed. */
      special?: boolean;
      /**
       * With several lays that must come together: `false` lets their tiles not connect to each other; by default
       * each connects to another of them (1846 MC and O&I; Little Miami's need not). Connection to the owner's track
       * is `reachable`.
       */
      connect?: boolean;
      /** Several lays of this ability in one turn follow each other: any other action forfeits the rest. */
      mustLayTogether?: boolean;
      /** Always in force without an action (1846 IC's free yellow lays on its icon hexes). */
      passive?: boolean;
    }
  | {
      type: 'teleport';
      hexes: string[];
      tiles: string[];
      ownerType?: 'player' | 'corporation';
      cost?: number;
    }
  | {
      /** Exchange the private for a share of a corporation (1830 Mohawk & Hudson: a 10% NYC share). */
      type: 'exchange';
      corporations: string[];
      from: ('ipo' | 'market')[];
      ownerType?: 'player' | 'corporation';
      when?: string[];
    }
  | {
      /** Buying the private gives a certificate (1830 C&A: 10% of PRR; B&O: B&O president's certificate). */
      type: 'shares';
      shares: string[];
    }
  | { type: 'no_buy' }
  | { type: 'close'; onPhase?: string; when?: string; corporation?: string; ownerType?: 'player' | 'corporation' }
  | {
      type: 'revenue_change';
      revenue: number;
      onPhase?: string;
      when?: string[];
      ownerType?: 'player' | 'corporation';
    }
  | {
      type: 'token';
      hexes: string[];
      price?: number;
      teleportPrice?: number;
      extraAction?: boolean;
      count?: number;
      /** Stop index of the city, for hexes with several (1846 C&WI: Chicago city 3). */
      city?: number;
      ownerType?: 'player' | 'corporation';
      when?: string[];
    }
  | {
      type: 'tile_discount';
      terrain?: string;
      discount: number;
      hexes?: string[];
      ownerType?: 'player' | 'corporation';
      count?: number;
      when?: string[];
    }
  | {
      type: 'assign_hexes';
      hexes: string[];
      count?: number;
      /** Uses per operating round instead of in total (1846 Steamboat). */
      countPerOr?: number;
      ownerType?: 'player' | 'corporation';
      when?: string[];
    }
  | {
      type: 'assign_corporation';
      count?: number;
      countPerOr?: number;
      ownerType?: 'player' | 'corporation';
      when?: string[];
    }
  | {
      type: 'reservation';
      hex: string;
      /** Stop index of the reserved city (default 0). */
      city?: number;
      slot?: number;
      /** When the reservation ends: `sold`, `close`, or a phase name (`IV`). */
      remove?: string;
    }
  | { /** Receives its par price once from the bank when parred (1846 IC). */ type: 'par_subsidy' }
  | {
      type: 'train_discount';
      /** An amount, or a fraction of the price when below 1 (18NY West Point Foundry: 0.5). */
      discount: number;
      trains: string[];
      count?: number;
      closedWhenUsedUp?: boolean;
      ownerType?: 'player' | 'corporation';
      when?: string[];
    }
  | { type: 'hex_bonus'; hexes: string[]; amount: number }
  | {
      type: 'tile_income';
      income: number;
      terrain: string;
      ownerType?: 'player' | 'corporation';
      /** Only lays by the owning corporation itself earn the income. */
      ownerOnly?: boolean;
    }
  | {
      /** Extra station markers for the owning corporation (1817 Train Station). */ type: 'additional_token';
      count: number;
      ownerType?: 'player' | 'corporation';
    }
  | {
      /** While owned as `ownerType`, no track may cross partitions of this type (1870 Mississippi River Bridge Co.). */
      type: 'blocks_partition';
      partitionType: string;
      ownerType?: 'player' | 'corporation';
    }
  | {
      /** Money paid to the owning corporation for each of its trains scrapped, by train name (1817 Scrapper). */
      type: 'train_scrapper';
      scrapValues: Record<string, number>;
    }
  | { type: string; [key: string]: unknown };

export interface CompanyDef {
  /** Symbol used in action logs, e.g. "CA". */
  sym: string;
  name: string;
  /** Face value (the minimum bid / price). */
  value: number;
  /** Debt paid to the bank on top of the price when bought at the start (1846 Michigan Southern $80, Big 4 $60). */
  debt?: number;
  revenue: number;
  /** Our own short description of what the company does. */
  desc?: string;
  abilities?: Ability[];
  /** Purchase price range for corporations buying from players, as factors of face value (1830: 0.5–2). */
  minPriceFactor?: number;
  maxPriceFactor?: number;
  /** For companies that are really minors sold as privates (1846 MS, Big 4). */
  minor?: string;
  /** Companies removed at set-up with a given number of players, or which edition they belong to. */
  editions?: string[];
}

export interface CorporationDef {
  sym: string;
  name: string;
  /** Kind of corporation: a standard share company, or a minor. */
  type?: 'major' | 'minor' | 'national' | string;
  /** Percentage of shares sold from the IPO needed to float. */
  floatPercent: number;
  /** Certificate sizes in percent; the first is the president's certificate. Default: [20,10,10,10,10,10,10,10,10]. */
  shares?: number[];
  /** Token costs; the first is the home token. */
  tokens: number[];
  /** Home hex (absent: chosen when parred, 1846 Chicago choice is a title rule). */
  home?: string;
  /** For a home hex with several cities, which city (stop index) is home. */
  homeCity?: number;
  /** Where the corporation's destination lies (1870, 18NY). */
  destination?: string;
  color: string;
  textColor?: string;
  /** Per-corporation abilities (reserved tokens, ...). */
  abilities?: Ability[];
  /** Max percentage one player may hold (default: the title's holding limit). */
  maxOwnershipPercent?: number;
  /** Always pays market price (not par) from the IPO. */
  alwaysMarketPrice?: boolean;
  /** `false`: never started by players; formed during play (18NY New York Central). */
  floatable?: boolean;
  editions?: string[];
}

export interface OptionalRule {
  /** The id used in saves and 18xx.games exports (`settings.optional_rules`). */
  id: string;
  name: string;
  description: string;
  /** Options that exclude each other. */
  excludes?: string[];
  players?: number[];
  /** Selected unless the players turn it off (18NY immediate capitalization round). */
  default?: boolean;
}

/** Per player count, either a number or a table by number of corporations left (1846). */
export type CertLimit = Record<string, number | Record<string, number>>;

export interface TitleDef {
  /** Title id, e.g. "1830". */
  id: string;
  name: string;
  subtitle?: string;
  designer?: string;
  publisher?: string;
  /** Version of this title definition; saves record it along with a hash. */
  version: string;
  /** Name of the rules module in `shared/rules/` (absent: the standard rules). */
  rules?: string;
  players: { min: number; max: number };
  currency: string;
  /** Bank cash, fixed or by player count; "unlimited" for 1817. */
  bank: number | Record<string, number> | 'unlimited';
  startingCash: Record<string, number>;
  certLimit: CertLimit;
  /** Default maximum percentage of one corporation a player may hold (1830: 60). */
  holdingLimit: number;
  /** Maximum percentage of one corporation in the bank pool (1830: 50). */
  poolLimit: number;
  /** Standard stock-round/OR behaviours. */
  stock: {
    /** `full`: corporation receives its whole capital on floating; `incremental`: as shares are bought. */
    capitalization: 'full' | 'incremental';
    /** `sell_buy_sell`: a player may sell and buy in any order (1830); `sell_buy`: sell before buying (1846). */
    sellBuyOrder: 'sell_buy_sell' | 'sell_buy' | 'sell_buy_or_buy_sell';
    /** Price movement on selling: one row down per share (1830), left per block (1846), none (1817). */
    sellMovement: 'down_share' | 'down_block' | 'left_block' | 'left_block_pres' | 'left_share' | 'none';
    /** Price drop when shares are left in the pool at end of a stock round. */
    poolShareDrop?: 'none' | 'down_share' | 'down_block' | 'left_block';
    /**
     * When shares may first be sold: after the first stock round (`first`, 1830), once the corporation has
     * operated (`operate`), the same but its president may sell any time (`p_any_operate`, 1846), after the stock
     * round in which the corporation floated (`after_sr_floated`, 1817), or at any time.
     */
    sellAfter?: 'first' | 'operate' | 'p_any_operate' | 'after_sr_floated' | 'any_time';
    /** Selling puts shares back into the pool (standard) or the IPO. */
    soldSharesTo?: 'pool' | 'ipo';
  };
  /** Tile lays allowed per operating turn. */
  tileLays: {
    lay: boolean | 'not_if_upgraded';
    upgrade: boolean | 'not_if_upgraded';
    cost?: number;
    /** This lay may not be in a hex already built in this turn (18NY, 1817 second lay). */
    cannotReuseSameHex?: boolean;
  }[];
  /** Conditions that end the game and when: `immediate`, `current_or`, `full_or`, `one_more_full_or_set`. */
  gameEnd: Record<string, 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set'>;
  market: MarketDef;
  phases: PhaseDef[];
  trains: TrainDef[];
  companies: CompanyDef[];
  corporations: CorporationDef[];
  minors?: CorporationDef[];
  map: MapDef;
  tiles: TileDef[];
  manifest: Record<string, ManifestCount>;
  /**
   * Explicit upgrade table: for each source, the tile ids it may become. A source is a tile id, a hex id (for the
   * preprinted content of that hex), or a class of plain map hex: `@plain`, `@town`, `@city`, `@towns2`,
   * `@cities2`, with `:<label>` appended when the hex carries a label (`@cities2:OO`). A tile id with `:<label>`
   * (`57:R`) lists the upgrades of that tile on a hex whose `futureLabel` takes effect with the upgrade; a tile id
   * with `@<hex>` (`170@B11`) those of that tile on that hex only. For a tile on a hex the engine takes the first
   * present of `<tile>@<hex>`, `<tile>:<label>` (when the hex's future label applies), `<tile>`.
   */
  upgrades: Record<string, string[]>;
  optionalRules?: OptionalRule[];
  /** Seeded random generator constants (linear congruential). */
  random?: { a: number; c: number; m: number };
  /**
   * Rule switches: the standard ones the engine reads (`StandardSettings`, defaults in `shared/title/settings.ts`),
   * and a title's own, read by its rules module through a typed view of its own (1870: `Settings1870`).
   */
  settings?: Partial<StandardSettings> & Record<string, unknown>;
}

/** The standard rule switches the engine reads; `shared/title/settings.ts` holds their defaults (`settingsOf`). */
export interface StandardSettings {
  /** Stock round: all shares of a corporation sold in a turn go in one sale (1846 §5.3). */
  mustSellInBlocks: boolean;
  /** Stock round: extra brown-zone shares come from the pool only (1830 §5.2 with the pool rule). */
  multipleBuyOnlyFromMarket: boolean;
  /** Stock round: a game reaching this stock round is stopped unfinished (18xx.games "dnf"); null: no limit. */
  turnLimit: number | null;
  /** Trains may be bought from other corporations. */
  allowTrainBuyFromOthers: boolean;
  /** When a corporation must own a train: with a route (1830 §6.6), always (1846), or never (1817). */
  mustBuyTrain: 'route' | 'always' | 'never';
  /** Emergency buying from another corporation: `never` (the president does not add cash for it) or otherwise. */
  ebuyFromOthers: string;
  /** In an emergency sale the president may sell shares that swap the presidency of another corporation. */
  ebuyPresSwap: boolean;
  /** In an emergency sale the president may raise more than the train costs. */
  ebuySellMoreThanNeeded: boolean;
  /** When a home station is placed: when the corporation first operates, or when it floats (1846). */
  homeTokenTiming: 'operate' | 'float';
  /** Who receives dividends on shares in the pool and in the IPO: the corporation or the bank. */
  poolDividendsTo: 'corporation' | 'bank';
  ipoDividendsTo: 'corporation' | 'bank';
  /** Which preprinted city of a hex is the first (by hex), where it is not the first listed. */
  preprintedTileIndex: Record<string, number>;
  /** How new track must connect (18xx.games `TRACK_RESTRICTION`). */
  trackRestriction: 'permissive' | 'restrictive' | 'semi_restrictive' | 'city_permissive';
  /** Hex colours no route may enter. */
  impassableHexColors: TileColor[];
  /** What the spreadsheet calls the IPO (1846, 1870: Treasury). */
  ipoName: string;
  /**
   * Tile copies a variant leaves out (`8-0`), the manifest counting only the others, which keep their numbers (1870's
   * original tile set, as 18xx.games numbers it).
   */
  removedTileCopies: string[];
  /** A rise on the top row of a 2D market: `none` (it stays) or `down_right` (one down, then one right; 18NY). */
  soldOutTopRowMovement: 'none' | 'down_right';
}
