/**
 * One-off converter: /work/shared/reference/<title>.json (facts as 18xx.games encodes them) → titles/<id>/*.json in
 * our format (shared/title/types.ts). Facts are transcribed; every sentence (descriptions, option names) is our own,
 * written from the rulebooks in /work/shared/rules. The upgrade table is computed from the standard rule and written
 * out as data.
 *
 *   npx tsx scripts/import-reference.ts [referenceDir] [titlesDir] [title...]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNotation } from '../shared/title/notation';
import { computeUpgrades } from '../shared/title/upgrades';
import { describeTile } from '../shared/title/describe';
import { fileOfKey } from '../shared/title/load';
import type {
  Ability,
  CompanyDef,
  CorporationDef,
  MapHex,
  MarketCell,
  OptionalRule,
  PhaseDef,
  TileColor,
  TileDef,
  TitleDef,
  TrainDef,
} from '../shared/title/types';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw reference data

// ---------------------------------------------------------------------------------------------------------------
// Our own words: company descriptions and optional rules, written from the rulebooks.
// ---------------------------------------------------------------------------------------------------------------

const COMPANY_DESC: Record<string, Record<string, string>> = {
  '1830': {
    SV: 'No special power. While a player owns it, no tile may be laid in its hex (G15).',
    CS: 'Its owning railroad may lay one extra tile in B20, connected or not, on top of its normal tile lay. Blocks B20 while owned by a player.',
    DH: 'Its owning railroad may lay a tile in F16 (paying the $120 mountain) and a free station there, without any connection; this is its tile lay for the turn. Blocks F16 while owned by a player.',
    MH: 'Its owner may trade it for a 10% NYC share from the bank or the pool, which closes it. Blocks D18 while owned by a player.',
    CA: 'Its first buyer also receives a 10% PRR share for free. Blocks H18 while owned by a player.',
    BO: "Its buyer also receives the B&O president's certificate and sets the B&O par price. Cannot be sold to a railroad; closes when the B&O buys its first train. Blocks I13 and I15 while owned by a player.",
  },
  '1846': {
    MS: 'Independent railroad: pays $60 list price plus $80 debt; starts with $60, a 2-train and a token in Detroit (C15); operates first and splits its revenue evenly with its owner.',
    BIG4: 'Independent railroad: pays $40 list price plus $60 debt; starts with $40, a 2-train and a token in Indianapolis (G9); operates after the Michigan Southern and splits its revenue evenly with its owner.',
    'C&WI': 'Holds a reserved city space in Chicago (D6); its owning corporation may put an extra, free token there without a connection.',
    MAIL: 'Its owning corporation earns $10 more per city or off-board visited by one of its trains. Never removed once a corporation owns it.',
    TBC: 'Mountain and tunnel costs are $20 lower for its owning corporation.',
    MPC: 'Its owning corporation may put a $30 marker on St. Louis (I1) or Chicago (D6); its routes there earn $30 more until phase IV.',
    SC: 'Its owner moves a port marker to a port location each operating round; routes of the marked corporation to that port earn $20 more (per port symbol) until phase IV.',
    LSL: 'Once green tiles are available, its owning corporation may make one extra, free upgrade of Cleveland (E17) or Toledo (D14).',
    MC: 'Its owning corporation may lay up to two extra, free yellow tiles in B10 and B12 (connected to each other). Blocks those hexes while owned by a player.',
    'O&I':
      'Its owning corporation may lay up to two extra, free yellow tiles in F14 and F16 (connected to each other). Blocks those hexes while owned by a player.',
    BT: 'Second edition. Its owning corporation may put a marker on Cincinnati (H12); its routes there earn $20 more until phase IV.',
    LM: 'Second edition. Its owning corporation may lay two extra tiles in Cincinnati (H12) and Dayton (G13), with a $20 discount and without a connection; the two must connect to each other.',
  },
  '1870': {
    GRSC: 'No special power.',
    MRBC: 'While a player owns it, no track may cross the Mississippi. Its owning corporation may lay one tile on a river hex with a $40 discount.',
    SCC: 'Its owning corporation may place the cattle token on a city west of the Mississippi: that city is worth $10 more to it.',
    GSC: 'Its owning corporation may place one of two port tokens (open or closed) on a port city: the open port adds $20 for the owner, the closed one blocks others.',
    SLSF: "Its buyer also receives the Frisco president's certificate. Cannot be sold to a corporation.",
    MKT: 'Its buyer also receives a 10% Katy share.',
  },
  '18NY': {
    AIW: 'Its owning corporation may once lay a tile on a water hex without paying the water cost.',
    SC: 'Its owning corporation may place a free token in Albany (F20), where a city space is reserved for it.',
    WPF: 'Its owning corporation may once buy a 2H, 4H or 6H train at half price, or a 12H train $200 cheaper.',
    PCF: 'Gives access to the Pennsylvania coal fields for the connection bonuses.',
    EC: 'Pays a high income but loses value as water tiles are laid along the Erie Canal. Cannot be sold to a corporation.',
    DPC: "Its buyer also receives the D&H president's certificate. Closes when the D&H buys its first train. Cannot be sold to a corporation.",
  },
  '1817': {
    PSM: 'Its owning corporation may lay the special yellow tile X00 on Pittsburgh (F13) without a connection, as its tile lay.',
    ME: 'Its owning corporation receives $20 each time it lays a yellow tile on a mountain.',
    OBC: 'One $10 bridge token for Louisville, Cincinnati or Charleston; its owning corporation also skips the $10 river fee on yellow tiles.',
    UBC: 'Two $10 bridge tokens for Louisville, Cincinnati or Charleston; its owning corporation also skips the $10 river fee on yellow tiles.',
    TS: 'Gives its owning corporation one more station marker.',
    MINC: 'One coal mine marker: lay a yellow coal mine tile on a mountain next to a revenue centre.',
    CM: 'Two coal mine markers: lay yellow coal mine tiles on mountains next to revenue centres.',
    MAJC: 'Three coal mine markers: lay yellow coal mine tiles on mountains next to revenue centres.',
    MINM: 'Pays its owning corporation $10 each operating round while it owns a train.',
    MAIL: 'Pays its owning corporation $15 each operating round while it owns a train.',
    MAJM: 'Pays its owning corporation $20 each operating round while it owns a train.',
    P12: 'Volatility: comes with $60 for the owning corporation, which must pay $10 interest every operating round.',
    P13: 'Volatility: does nothing.',
    P14: 'Volatility: the bank pays its owning corporation when the first train of each type is bought or exported.',
    P15: 'Volatility: its owning corporation is paid for each of its trains that rusts or is scrapped.',
    P16: 'Volatility: its owning corporation may lay the special yellow tile X00 on Buffalo (C14), as its tile lay.',
    P17: 'Volatility: its owning corporation may lay the special yellow tile X00 on Toledo (D7), as its tile lay.',
    P18: 'Volatility: the first tile operation of each turn costs $10, the second is free.',
    P19: 'Volatility: the second tile operation of each turn is free.',
    P20: 'Volatility: pays its owner a sum when the owning corporation is liquidated or acquired.',
    P21: 'Volatility: gives its owning corporation a free station marker placement.',
    P22: 'Volatility: one ranch marker to lay a yellow tile on a ranch hex, as the tile lay.',
    P23: 'Volatility: two ranch markers to lay yellow tiles on ranch hexes, as the tile lay.',
    P24: 'Volatility: its owning corporation may lay the special yellow tile X00 on Indianapolis (F3), as its tile lay.',
  },
};

const OPTIONAL_RULES: Record<string, OptionalRule[]> = {
  '1830': [
    {
      id: 'multiple_brown_from_ipo',
      name: 'Several brown-zone shares from the IPO',
      description:
        'A corporation whose price is in the brown zone may have several of its shares bought in one turn from the initial offering as well as from the bank pool.',
    },
    {
      id: 'optional_6_train',
      name: 'Third 6-train',
      description: 'There are three 6-trains instead of two.',
    },
  ],
  '1846': [
    {
      id: 'first_ed',
      name: 'First edition companies',
      description: 'Play with the first edition private companies only: Boomtown and Little Miami are not used.',
      excludes: ['second_ed_co'],
      players: [2, 3, 4, 5],
    },
    {
      id: 'second_ed_co',
      name: 'Keep Boomtown, Little Miami and C&O',
      description:
        'When companies and corporations are removed at set-up for fewer than five players, Boomtown, Little Miami and the Chesapeake & Ohio are never among them.',
      excludes: ['first_ed'],
      players: [2, 3, 4, 5],
    },
  ],
  '1870': [
    {
      id: 'diesels',
      name: '1830 Diesels',
      description:
        'The 8- and 10-trains are left out and the 12-trains become diesels (cost $1100, or $800 trading in a 4, 5 or 6); phases 5 and 6 change accordingly.',
    },
    {
      id: 'finish_on_400',
      name: '$400 finish',
      description: 'The game ends as soon as a share price reaches $400; no further company operates.',
    },
    {
      id: 'original_rules',
      name: "Designer's original rules",
      description: 'Switches on all the options below, as in the game first published.',
    },
    {
      id: 'station_wars',
      name: 'Station marker wars',
      description:
        'Destination station markers take a normal city space where they are placed; without a free space they wait at the hex edge and move in when a space opens.',
    },
    {
      id: 'original_tiles',
      name: 'Original tile set',
      description: 'Play with the smaller tile set of the original edition.',
    },
    {
      id: 'max_reissue_200',
      name: 'Reissue at most $200',
      description: 'A corporation cannot reissue shares at a price above $200.',
    },
    {
      id: 'can_protect_if_sold',
      name: 'Original price protection',
      description: 'A player may price-protect a corporation even after selling its shares in the same stock round.',
    },
    {
      id: 'original_market',
      name: 'Original stock market',
      description: 'Use the stock market of the original edition (the one shared with 1850 and 1832).',
    },
  ],
  '18NY': [
    {
      id: 'immediate_capitalization_round',
      name: 'Immediate capitalization round',
      description: 'The special capitalization round follows at once when the last 12H train is bought.',
      default: true,
    },
  ],
  '1817': [
    {
      id: 'short_squeeze',
      name: 'Short squeeze',
      description: 'At the end of a stock round, a corporation of which players hold more than 100% moves up a second time.',
    },
    {
      id: 'five_shorts',
      name: 'Five shorts',
      description: 'At most five shares of a 10-share corporation may be sold short.',
    },
    {
      id: 'modern_trains',
      name: 'Modern trains',
      description: '7-trains earn $10 and 8-trains $20 more for each station marker of their corporation.',
    },
    {
      id: 'volatility',
      name: 'Volatility expansion',
      description: 'Thirteen more private companies and a changed initial auction.',
    },
  ],
};

const META: Record<string, { name: string; publisher?: string; rules?: string; holdingLimit: number }> = {
  '1830': { name: '1830', publisher: 'Lookout Games', holdingLimit: 60 },
  '1846': { name: '1846', publisher: 'GMT Games', rules: '1846', holdingLimit: 60 },
  '1870': { name: '1870', publisher: 'Mayfair Games', rules: '1870', holdingLimit: 60 },
  // 18NY §6.1: "no share limits ... in ownership in an individual company".
  '18NY': { name: '18NY', publisher: 'All-Aboard Games', rules: '18NY', holdingLimit: 100 },
  '1817': { name: '1817', publisher: 'All-Aboard Games', rules: '1817', holdingLimit: 100 },
};

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

const camel = (s: string) => s.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Stock-market zone letters (18xx.games `SharePrice::TYPE_MAP`) → our zone names. */
const ZONE: Record<string, string> = {
  p: 'par',
  e: 'end_game',
  c: 'close',
  b: 'multiple_buy',
  o: 'unlimited',
  y: 'no_cert_limit',
  l: 'liquidation',
  a: 'acquisition',
  r: 'repar',
  i: 'ignore_one_sale',
  j: 'ignore_two_sales',
  s: 'safe_par',
  x: 'par_1',
  z: 'par_2',
  w: 'par_3',
};

export function marketCell(code: string): MarketCell | null {
  if (code === '') return null;
  const m = /^(\d+)([a-zA-Z]*)$/.exec(code);
  if (!m) throw new Error(`bad market cell "${code}"`);
  const cell: MarketCell = { price: Number(m[1]) };
  const zones = [...m[2]].map((ch) => {
    const z = ZONE[ch];
    if (!z) throw new Error(`unknown market zone letter "${ch}" in "${code}"`);
    return z;
  });
  if (zones.length > 0) cell.zones = zones;
  return cell;
}

const RENAME: Record<string, string> = { consume_tile_lay: 'consumesTileLay' };
const DROP = new Set(['description', 'desc_detail', 'desc']);

export function ability(raw: Json): Ability {
  if (raw.type === 'base' && raw.remove === 'par') return { type: 'par_subsidy' };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (DROP.has(k)) continue;
    out[RENAME[k] ?? camel(k)] = v;
  }
  if (typeof out.when === 'string' && out.type !== 'close') out.when = [out.when];
  if (typeof out.shares === 'string') out.shares = [out.shares];
  return out as Ability;
}

function trainDef(raw: Json, counts?: Record<string, TrainDef['count']>): TrainDef {
  const t: TrainDef = { name: raw.name, distance: raw.distance, price: raw.price, count: counts?.[raw.name] ?? raw.num };
  if (t.count === undefined) throw new Error(`train ${raw.name}: no count`);
  if (raw.rusts_on) t.rustsOn = raw.rusts_on;
  if (raw.obsolete_on) t.obsoleteOn = raw.obsolete_on;
  if (raw.available_on) t.availableOn = raw.available_on;
  if (raw.discount) t.discount = raw.discount;
  if (raw.variants) t.variants = raw.variants.map((v: Json) => ({ name: v.name, distance: v.distance, price: v.price }));
  if (raw.events) t.events = raw.events;
  return t;
}

function phaseDef(raw: Json): PhaseDef {
  const tiles = raw.tiles.filter((c: string) => c !== 'blue');
  const p: PhaseDef = { name: raw.name, trainLimit: raw.train_limit, tiles, operatingRounds: raw.operating_rounds };
  if (raw.on) p.on = raw.on;
  if (raw.tiles.includes('blue')) p.revenueColor = 'blue';
  if (raw.status) p.status = raw.status;
  if (raw.corporation_sizes) p.corporationSizes = raw.corporation_sizes;
  return p;
}

function corporation(raw: Json, fallbackType?: string): CorporationDef {
  const c: CorporationDef = {
    sym: raw.sym,
    name: raw.name,
    floatPercent: raw.float_percent ?? 100,
    tokens: raw.tokens,
    color: raw.color,
  };
  const type = raw.type ?? fallbackType;
  if (type) c.type = type;
  if (raw.shares) c.shares = raw.shares;
  if (raw.coordinates) c.home = raw.coordinates;
  if (raw.city !== undefined) c.homeCity = raw.city;
  if (raw.destination_coordinates) c.destination = raw.destination_coordinates;
  if (raw.text_color) c.textColor = raw.text_color;
  let abilities: Json[] = raw.abilities ?? [];
  // 1870 §destinations: the reference marks a corporation's destination as a one-hex assignment ability.
  const dest = abilities.find((a) => a.type === 'assign_hexes' && a.hexes?.length === 1 && !a.owner_type);
  if (dest && !raw.destination_coordinates) {
    c.destination = dest.hexes[0];
    abilities = abilities.filter((a) => a !== dest);
  }
  if (abilities.length) c.abilities = abilities.map(ability);
  if (raw.max_ownership_percent) c.maxOwnershipPercent = raw.max_ownership_percent;
  if (raw.always_market_price) c.alwaysMarketPrice = true;
  if (raw.floatable === false) c.floatable = false;
  return c;
}

/**
 * What a corporation may pay a player for a private, as factors of face value: 1830 §4.3 and 1870 "half to double";
 * 18NY §2.2 the same ranges ($10-$40 for the $20 Iron Works); 1846 §6.91 from $1 up to the list price (0 = $1).
 */
const PRICE_FACTORS: Record<string, [number, number]> = {
  '1830': [0.5, 2],
  '1870': [0.5, 2],
  '18NY': [0.5, 2],
  '1846': [0, 1],
};

function company(title: string, raw: Json, editions?: string[], minorSyms?: Set<string>): CompanyDef {
  const c: CompanyDef = { sym: raw.sym, name: raw.name, value: raw.value, revenue: raw.revenue };
  // 18xx.games models a debt as a negative discount (price = value - discount).
  if (raw.discount && raw.discount < 0) c.debt = -raw.discount;
  const factors = PRICE_FACTORS[title];
  if (factors) [c.minPriceFactor, c.maxPriceFactor] = factors;
  const desc = COMPANY_DESC[title]?.[raw.sym];
  if (desc) c.desc = desc;
  if (raw.abilities?.length) c.abilities = raw.abilities.map(ability);
  if (editions) c.editions = editions;
  if (minorSyms?.has(raw.sym)) c.minor = raw.sym;
  return c;
}

const STANDARD_SETTINGS = [
  'MUST_SELL_IN_BLOCKS',
  'MARKET_SHARE_LIMIT',
  'HOME_TOKEN_TIMING',
  'EBUY_FROM_OTHERS',
  'EBUY_CAN_SELL_SHARES',
  'EBUY_PRES_SWAP',
  'EBUY_DEPOT_TRAIN_MUST_BE_CHEAPEST',
  'EBUY_SELL_MORE_THAN_NEEDED',
  'EBUY_OWNER_MUST_HELP',
  'EBUY_CAN_TAKE_PLAYER_LOAN',
  'MUST_EMERGENCY_ISSUE_BEFORE_EBUY',
  'MUST_BUY_TRAIN',
  'ALLOW_TRAIN_BUY_FROM_OTHERS',
  'ALLOW_OBSOLETE_TRAIN_BUY',
  'OBSOLETE_TRAINS_COUNT_FOR_LIMIT',
  'DISCARDED_TRAINS',
  'CERT_LIMIT_INCLUDES_PRIVATES',
  'CERT_LIMIT_CHANGE_ON_BANKRUPTCY',
  'MULTIPLE_BUY_ONLY_FROM_MARKET',
  'SOLD_OUT_INCREASE',
  'SOLD_OUT_TOP_ROW_MOVEMENT',
  'PRESIDENT_SALES_TO_MARKET',
  'CORPORATE_BUY_SHARE_ALLOW_BUY_FROM_PRESIDENT',
  'MIN_BID_INCREMENT',
  'MUST_BID_INCREMENT_MULTIPLE',
  'BANKRUPTCY_ALLOWED',
  'BANKRUPTCY_ENDS_GAME_AFTER',
  'CLOSED_CORP_TRAINS_REMOVED',
  'CLOSED_CORP_TOKENS_REMOVED',
  'CLOSED_CORP_RESERVATIONS_REMOVED',
  'TRACK_RESTRICTION',
  'TILE_RESERVATION_BLOCKS_OTHERS',
  'TILE_TYPE',
  'TILE_UPGRADES_MUST_USE_MAX_EXITS',
  'TILE_COST',
  'NEXT_SR_PLAYER_ORDER',
  'ALLOW_REMOVING_TOWNS',
  'ALL_COMPANIES_ASSIGNABLE',
  'IMPASSABLE_HEX_COLORS',
];

/** Market-zone lists given by zone letter meaning in the reference (`CERT_LIMIT_TYPES` etc.) → our zone names. */
const zoneName = (z: string) => (z === 'endgame' ? 'end_game' : z);

function standardSettings(c: Json): Record<string, unknown> {
  const s: Record<string, unknown> = {};
  for (const k of STANDARD_SETTINGS) if (c[k] !== undefined && c[k] !== null) s[camel(k)] = c[k];
  s.certLimitZones = c.CERT_LIMIT_TYPES.map(zoneName);
  s.multipleBuyZones = c.MULTIPLE_BUY_TYPES.map(zoneName);
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Title-specific pieces
// ---------------------------------------------------------------------------------------------------------------

/** 1846 train supply by player count (the rulebook's set-up: remove trains with fewer than five players). */
const TRAIN_COUNTS: Record<string, Record<string, TrainDef['count']>> = {
  '1830': { '6': 2 },
  '1846': {
    '2': { '3': 7, '4': 8, '5': 9 },
    '4': { '3': 4, '4': 5, '5': 6 },
    '5': { '3': 3, '4': 4, '5': 5 },
    // 1846 §6.84: phase IV trains are unlimited.
    '6': 'unlimited',
  },
};

/**
 * Upgrades the standard rule cannot find, from the rulebooks: 1817 §5 "NY city tiles must be replaced with
 * corresponding tiles" (brown NY 62 with two cities → gray X30 with one); 1870: the brown P tile becomes the gray
 * Kansas City (K) tile in B11 and the gray St. Louis (L) tile in C18 only.
 */
const EXTRA_UPGRADES: Record<string, Record<string, string[]>> = {
  '1817': { '62': ['X30'] },
  '1870': { '170@B11': ['171K'], '170@C18': ['172L'] },
};

function titleSettings(id: string, c: Json): Record<string, unknown> {
  // 1846 §6.3, 1870 "Share redemption and share reissue", 18NY §6.2: corporations issue and redeem their own shares.
  const s: Record<string, unknown> = { issueShares: ['1846', '1870', '18NY'].includes(id), redeemShares: ['1846', '1870', '18NY'].includes(id) };
  switch (id) {
    case '1846':
      Object.assign(s, {
        privateGroups: { orange: c.ORANGE_GROUP, blue: c.BLUE_GROUP },
        corporationGroups: { green: c.GREEN_GROUP, north: c.NORTH_GROUP, south: c.SOUTH_GROUP },
        removedCorporationSecondToken: c.REMOVED_CORP_SECOND_TOKEN,
        lakeShoreLineHexes: c.LSL_HEXES,
        littleMiamiHexes: c.LITTLE_MIAMI_HEXES,
        meatPackingHexes: c.MEAT_HEXES,
        steamboatHexes: c.STEAMBOAT_HEXES,
        boomtownHexes: c.BOOMTOWN_HEXES,
        defaultEdition: '2nd',
        editionRules: { first_ed: '1st' },
        ipoName: 'Treasury',
      });
      break;
    case '1870':
      Object.assign(s, {
        originalCertLimit: c.ORIG_CERT_LIMIT,
        dieselVariant: {
          trains: c.DIESEL_VARIANT_TRAINS.map((t: Json) => trainDef(t)),
          phases: c.DIESEL_VARIANT_PHASES.map(phaseDef),
        },
        originalTilesRemoved: c.OPTION_TILES_REMOVE_ORIGINAL_GAME,
        finishOn400GameEnd: c.VARIANT_GAME_END_CHECK,
        ipoName: c.IPO_RESERVED_NAME,
      });
      break;
    case '18NY':
      Object.assign(s, {
        nycTokenCost: c.NYC_TOKEN_COST,
        coalLocations: c.COAL_LOCATIONS,
        connectionBonusHexes: c.CONNECTION_BONUS_HEXES,
        variableFloatPercentages: c.VARIABLE_FLOAT_PERCENTAGES,
        // 18NY §7.1.5-7.1.6: $50 loans at $5 interest; minors at most 2, share companies one per share held by players.
        loanValue: 50,
        loanInterest: 5,
        minorLoanLimit: 2,
      });
      break;
    case '1817':
      Object.assign(s, {
        maxLoans: c.MAX_LOAN,
        minLoanInterest: c.MIN_LOAN,
        loansPerIncrement: c.LOANS_PER_INCREMENT,
        loanInterestIncrements: c.LOAN_INTEREST_INCREMENTS,
        seedMoney: c.SEED_MONEY,
        limitTokensAfterMerger: c.LIMIT_TOKENS_AFTER_MERGER,
        corporationSizes: c.CORPORATION_SIZES,
        mineCompanies: c.MINE_COMPANIES,
        ranchCompanies: c.RANCH_COMPANIES,
        ranchHexes: c.RANCH_HEXES,
        volatilityCityTileCompanies: c.VOLATILITY_CITY_TILE_COMPANIES,
        trainStationCompany: c.TRAIN_STATION_PRIVATE_NAME,
        defaultEdition: 'base',
        editionRules: { volatility: 'volatility' },
        // 1817 §5.3: shares may be sold short (not in 2-share corporations; none new from phase 8).
        shortSelling: true,
      });
      break;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Conversion
// ---------------------------------------------------------------------------------------------------------------

function mapHexes(c: Json): MapHex[] {
  const hexes: MapHex[] = [];
  for (const [color, group] of Object.entries(c.HEXES as Record<string, Record<string, string>>)) {
    for (const [idsJson, code] of Object.entries(group)) {
      const ids: string[] = JSON.parse(idsJson);
      for (const id of ids) {
        const parsed = parseNotation(code ?? '');
        const hex: MapHex = { id, color: color as TileColor };
        const name = c.LOCATION_NAMES?.[id];
        if (name) hex.name = name;
        if (parsed.content.stops || parsed.content.paths || parsed.content.label) hex.tile = parsed.content;
        if (parsed.terrain.length) hex.terrain = parsed.terrain;
        if (parsed.borders.length) hex.borders = parsed.borders;
        if (parsed.icons.length) hex.icons = parsed.icons;
        if (parsed.futureLabel) hex.futureLabel = parsed.futureLabel;
        if (parsed.partitions.length) hex.partitions = parsed.partitions;
        hexes.push(hex);
      }
    }
  }
  // Stable, readable order: by row letter(s) then column number.
  const key = (id: string) => {
    const m = /^([A-Z]+)(-?\d+)$/.exec(id)!;
    return [m[1].length, m[1], Number(m[2])] as const;
  };
  return hexes.sort((a, b) => {
    const [al, ar, ac] = key(a.id);
    const [bl, br, bc] = key(b.id);
    return al - bl || (ar < br ? -1 : ar > br ? 1 : 0) || ac - bc;
  });
}

function tilesOf(ref: Json): { tiles: TileDef[]; manifest: Record<string, number | 'unlimited'> } {
  const tiles: TileDef[] = [];
  const manifest: Record<string, number | 'unlimited'> = {};
  for (const [id, def] of Object.entries(ref.tile_definitions as Record<string, Json>)) {
    const parsed = parseNotation(def.code);
    if (parsed.borders.length || parsed.icons.length || parsed.partitions.length || parsed.futureLabel)
      throw new Error(`tile ${id}: hex-only notation in a tile`);
    const tile: TileDef = { id, color: def.color, ...parsed.content };
    if (parsed.terrain.length) tile.terrain = parsed.terrain;
    tile.desc = describeTile(tile);
    tiles.push(tile);
    manifest[id] = def.count;
  }
  return { tiles, manifest };
}

export function convert(ref: Json): TitleDef {
  const c = ref.constants;
  const id: string = ref.title;
  const meta = META[id];
  const { tiles, manifest } = tilesOf(ref);
  const hexes = mapHexes(c);

  const trainsRaw: Json[] = c.TRAINS.length ? c.TRAINS : c.STANDARD_TRAINS;
  const phasesRaw: Json[] = c.PHASES.length ? c.PHASES : c.STANDARD_PHASES;
  const trains = trainsRaw.map((t) => trainDef(t, TRAIN_COUNTS[id]));
  if (id === '18NY') for (const t of trains) if (t.name.endsWith('H')) t.distanceUnit = 'hexes';

  const minorSyms = new Set<string>(c.MINORS.map((m: Json) => m.sym));
  const companies: CompanyDef[] = c.COMPANIES.map((raw: Json) =>
    company(id, raw, id === '1846' && ['BT', 'LM'].includes(raw.sym) ? ['2nd'] : undefined, minorSyms),
  );
  if (c.VOLATILITY_COMPANIES) for (const raw of c.VOLATILITY_COMPANIES) companies.push(company(id, raw, ['volatility']));

  const corporations: CorporationDef[] = c.CORPORATIONS.map((raw: Json) => corporation(raw));
  const minors: CorporationDef[] = c.MINORS.map((raw: Json) => ({ ...corporation(raw, 'minor'), shares: [100] }));

  const title: TitleDef = {
    id,
    name: meta.name,
    version: '1.0.0',
    players: { min: c.PLAYER_RANGE[0], max: c.PLAYER_RANGE[1] },
    currency: String(c.CURRENCY_FORMAT_STR).replace(/%[sd]/, '').trim() || '$',
    bank: c.BANK_CASH,
    startingCash: c.STARTING_CASH,
    certLimit: c.CERT_LIMIT,
    holdingLimit: meta.holdingLimit,
    poolLimit: Math.min(c.MARKET_SHARE_LIMIT, 100),
    stock: {
      capitalization: c.CAPITALIZATION,
      sellBuyOrder: c.SELL_BUY_ORDER,
      sellMovement: c.SELL_MOVEMENT,
      poolShareDrop: c.POOL_SHARE_DROP,
      sellAfter: c.SELL_AFTER,
      soldSharesTo: c.SOLD_SHARES_DESTINATION === 'corporation' ? 'ipo' : 'pool',
    },
    tileLays: c.TILE_LAYS.map((l: Json) => {
      const lay: TitleDef['tileLays'][number] = { lay: l.lay, upgrade: l.upgrade };
      if (l.cost) lay.cost = l.cost;
      if (l.cannot_reuse_same_hex) lay.cannotReuseSameHex = true;
      return lay;
    }),
    gameEnd: c.PHASES.length ? c.GAME_END_CHECK : (c.STANDARD_GAME_END_CHECK ?? c.GAME_END_CHECK),
    market: { rows: c.MARKET.map((row: string[]) => row.map(marketCell)) },
    phases: phasesRaw.map(phaseDef),
    trains,
    companies,
    corporations,
    map: { layout: c.LAYOUT, hexes },
    tiles,
    manifest,
    upgrades: { ...computeUpgrades(tiles, hexes), ...EXTRA_UPGRADES[id] },
    random: { a: c.RAND_A, c: c.RAND_C, m: c.RAND_M },
    settings: { ...standardSettings(c), ...titleSettings(id, c) },
  };
  if (c.GAME_SUBTITLE) title.subtitle = c.GAME_SUBTITLE;
  if (c.GAME_DESIGNER) title.designer = c.GAME_DESIGNER;
  if (meta.publisher) title.publisher = meta.publisher;
  if (meta.rules) title.rules = meta.rules;
  if (minors.length) title.minors = minors;
  if (OPTIONAL_RULES[id]) title.optionalRules = OPTIONAL_RULES[id];
  for (const [k, v] of Object.entries(title.settings!)) if (v === undefined) delete title.settings![k];
  return title;
}

export function split(title: TitleDef): Record<string, Record<string, unknown>> {
  const files: Record<string, Record<string, unknown>> = { 'title.json': {} };
  for (const [k, v] of Object.entries(title)) {
    const file = fileOfKey(k);
    (files[file] ??= {})[k] = v;
  }
  return files;
}

function main(): void {
  const [refDir = '/work/shared/reference', outDir = 'titles', ...only] = process.argv.slice(2);
  const ids = only.length ? only : ['1830', '1846', '1870', '18NY', '1817'];
  for (const id of ids) {
    const ref = JSON.parse(readFileSync(join(refDir, `${id}.json`), 'utf8'));
    const title = convert(ref);
    const dir = join(outDir, id);
    mkdirSync(dir, { recursive: true });
    for (const [file, json] of Object.entries(split(title))) {
      writeFileSync(join(dir, file), JSON.stringify(json, null, 2) + '\n');
    }
    console.log(`${id}: ${title.tiles.length} tiles, ${title.map.hexes.length} hexes, ${Object.keys(title.upgrades).length} upgrade sources`);
  }
}

if (process.argv[1]?.endsWith('import-reference.ts')) main();
