/**
 * An 18xx-maker game definition (github.com/18xx-maker/18xx-maker, MIT) → one of our titles, as the files of a
 * title folder, with every item that could not be mapped reported one per line (`<where>: <what>`), never dropped
 * silently. 18xx-maker describes what to print, not how to play: the rules it does not state (stock behaviour, tile
 * lays, game end) are the standard ones, and the upgrade table is computed by the standard rule
 * (shared/title/upgrades.ts); both are reported so the designer checks them.
 */
import { computeUpgrades } from '../../upgrades';
import type {
  Ability,
  CompanyDef,
  CorporationDef,
  MapHex,
  MarketCell,
  MarketZone,
  PhaseColor,
  PhaseDef,
  TileColor,
  TileDef,
  TitleDef,
  TrainDef,
  TrainEvent,
} from '../../types';
import { convertContent } from './content';
import { makerColor } from './colors';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const firstOf = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** 18xx-maker's tile library: tile id → drawing (tiles/*.json merged). */
export type TileLibrary = Record<string, Json>;

export interface MakerImport {
  title: TitleDef;
  /** The title as the files of a title folder (title.json, market.json, ...). */
  files: Record<string, Record<string, unknown>>;
  /** One line per item not mapped, or mapped by assumption. */
  unmapped: string[];
}

const HEX_COLORS: Record<string, TileColor> = {
  plain: 'white',
  white: 'white',
  yellow: 'yellow',
  green: 'green',
  brown: 'brown',
  gray: 'gray',
  grey: 'gray',
  offboard: 'red',
  red: 'red',
  water: 'blue',
  blue: 'blue',
  // A mountain hex is a plain hex whose terrain costs (it carries its terrain item).
  mountain: 'white',
};
const PHASE_ORDER: readonly PhaseColor[] = ['yellow', 'green', 'brown', 'gray'];

/** Import a parsed 18xx-maker game file; `id` is the title id (the file's name without `.json`). */
export function importMakerGame(game: unknown, library: TileLibrary, id: string): MakerImport {
  const unmapped: string[] = [];
  const g = isObject(game) ? game : {};
  const info = isObject(g.info) ? g.info : {};
  const flat = info.orientation !== 'vertical';
  const note = (where: string, what: string) => unmapped.push(`${where}: ${what}`);

  // Title facts and player counts.
  const players = list(g.players).filter((p) => typeof p.number === 'number');
  const counts = players.map((p) => p.number as number);
  const startingCash = Object.fromEntries(players.map((p) => [String(p.number), Number(p.capital ?? 0)]));
  const certLimit = Object.fromEntries(players.map((p) => [String(p.number), Number(p.certLimit ?? 0)]));
  const currency = (str(info.currency) ?? '$').replace('#', '').trim() || '$';
  const known = new Set([
    'info',
    'bank',
    'players',
    'stock',
    'trains',
    'phases',
    'companies',
    'privates',
    'tiles',
    'map',
    'tokenTypes',
    'shareTypes',
    'floatPercent',
  ]);
  for (const key of Object.keys(g)) {
    if (!known.has(key)) note('game', `"${key}" not mapped (printing or presentation only)`);
  }

  // Tiles: counts from the game, drawings from the game itself or the library.
  const tiles: TileDef[] = [];
  const manifest: Record<string, number | 'unlimited'> = {};
  for (const [tileId, entry] of Object.entries(isObject(g.tiles) ? g.tiles : {})) {
    const where = `tile ${tileId}`;
    const own = isObject(entry) ? entry : {};
    const base = typeof own.tile === 'string' ? library[own.tile] : library[tileId.split('|')[0]!];
    const drawing = isObject(entry) && (own.color !== undefined || own.track !== undefined || own.cities !== undefined) ? own : base;
    if (!drawing) {
      note(where, 'not in the game file or the 18xx-maker tile library: left out');
      continue;
    }
    const color = HEX_COLORS[String(drawing.color)];
    if (!color || color === 'white') {
      note(where, `colour "${String(drawing.color)}" not mapped: left out`);
      continue;
    }
    const quantity = typeof entry === 'number' ? entry : own.quantity;
    manifest[tileId] = quantity === '∞' ? 'unlimited' : typeof quantity === 'number' ? quantity : 1;
    const c = convertContent(drawing, where, unmapped);
    tiles.push({ id: tileId, color, ...c.content, ...(c.terrain.length ? { terrain: c.terrain } : {}) });
  }

  // Map.
  const hexes: MapHex[] = [];
  const homes = new Map<string, { hex: string; stop: number }>();
  const map = isObject(g.map) ? g.map : {};
  for (const [k, v] of Object.entries(map)) if (k !== 'hexes' && v !== undefined) note('map', `"${k}" not mapped (drawing only)`);
  for (const group of list(map.hexes)) {
    const ids = (Array.isArray(group.hexes) ? group.hexes : []).filter((h): h is string => typeof h === 'string');
    const color = HEX_COLORS[String(group.color ?? 'plain')];
    for (const hexId of ids) {
      const where = `map hex ${hexId}`;
      if (hexes.some((h) => h.id === hexId)) {
        note(where, 'listed twice: the first kept');
        continue;
      }
      if (!color) {
        note(where, `colour "${String(group.color)}" not mapped: left off the map`);
        continue;
      }
      const c = convertContent(group, where, unmapped);
      const hex: MapHex = { id: hexId, color };
      if (c.names.length) hex.name = c.names.join(' / ');
      if (c.content.stops || c.content.paths || c.content.label) hex.tile = c.content;
      if (c.terrain.length) hex.terrain = c.terrain;
      if (c.icons.length) hex.icons = c.icons;
      for (const h of c.homes) homes.set(h.corporation, { hex: hexId, stop: h.stop });
      hexes.push(hex);
    }
  }

  // Market.
  const stock = isObject(g.stock) ? g.stock : {};
  const legendZones = list(stock.legend).map((l, i) => zoneOfLegend(String(l.description ?? ''), `market legend ${i + 1}`, unmapped));
  const parValues = new Set((isObject(stock.par) && Array.isArray(stock.par.values) ? stock.par.values : []).filter((v) => typeof v === 'number'));
  const rawRows: unknown[][] =
    stock.type === '1D' || stock.type === '1Diag'
      ? [Array.isArray(stock.market) ? stock.market : []]
      : (Array.isArray(stock.market) ? stock.market : []).map((r) => (Array.isArray(r) ? r : []));
  if (stock.type && !['1D', '2D'].includes(String(stock.type)))
    note('market', `type "${String(stock.type)}" read as ${rawRows.length === 1 ? 'one row' : 'rows'}`);
  const usedPar = new Set<number>();
  const cellColors = new Set<string>();
  const rows = rawRows.map((row, r) =>
    row.map((cell, c): MarketCell | null => {
      if (cell === null || cell === undefined || cell === '') return null;
      const o = isObject(cell) ? cell : { label: cell };
      if (typeof o.color === 'string') cellColors.add(o.color);
      const price = Number(str(o.label ?? o.value)?.replace(/[^\d.]/g, ''));
      if (!Number.isFinite(price) || str(o.label ?? o.value) === undefined) {
        note(`market row ${r + 1}, column ${c + 1}`, `cell ${JSON.stringify(cell)} has no price: left empty`);
        return null;
      }
      const zones: MarketZone[] = [];
      const isPar = o.par === true || (rawRows.length === 1 && parValues.has(price) && !usedPar.has(price));
      if (isPar) {
        zones.push('par');
        usedPar.add(price);
      }
      if (typeof o.legend === 'number') {
        const z = legendZones[o.legend];
        if (z) zones.push(z);
      }
      return zones.length ? { price, zones } : { price };
    }),
  );
  if (cellColors.size) note('market', `cell colours ${[...cellColors].join(', ')} not mapped (their meaning is in the rules)`);
  if (parValues.size === 0 && !rows.some((r) => r.some((c) => c?.zones?.includes('par')))) {
    // Somewhere to par is needed to play at all: each row's first price from 50 to 100, for the designer to correct.
    for (const row of rows) {
      const cell = row.find((c) => c && c.price >= 50 && c.price <= 100);
      if (cell) cell.zones = [...(cell.zones ?? []), 'par'];
    }
    note('market', "no par prices given: each row's first price from 50 to 100 made a par price; set the real ones in the Market tab");
  }
  if (rawRows.length > 1 && !rows.some((r) => r.some((c) => c?.zones?.includes('par')))) {
    // A 2D market listing its par values apart: the cells of those prices in the first column that has them.
    for (const v of parValues) {
      const row = rows.find((r) => r.some((c) => c?.price === v));
      const cell = row?.find((c) => c?.price === v);
      if (cell) cell.zones = [...(cell.zones ?? []), 'par'];
    }
  }

  // Trains and phases.
  const trains: TrainDef[] = list(g.trains).map((t, i) => trainOf(t, i, unmapped));
  const trainNames = new Set(trains.map((t) => t.name));
  const phases: PhaseDef[] = [];
  const seenPhase = new Set<string>();
  list(g.phases).forEach((p, i) => {
    const where = `phase ${str(p.name) ?? i + 1}`;
    if (p.minor === true) {
      note(where, 'a phase of minor companies not mapped: left out');
      return;
    }
    let name = str(p.name) ?? String(i + 1);
    if (seenPhase.has(name)) {
      note(where, `a second phase named "${name}" renamed "${name}′"`);
      name = `${name}′`;
    }
    seenPhase.add(name);
    const tileColor = (str(firstOf(p.tiles)) ?? 'yellow') as PhaseColor;
    const upTo = Math.max(0, PHASE_ORDER.indexOf(tileColor));
    const onNames = [p.on, p.train].flatMap((x) => (Array.isArray(x) ? x : x === undefined ? [] : [x])).map(String);
    const on = onNames.find((n) => trainNames.has(n)) ?? (phases.length > 0 && trainNames.has(name) ? name : undefined);
    if (onNames.length > 1) note(where, `starts on ${onNames.join(' or ')}: on the first ${on ?? '(none)'} only`);
    if (phases.length > 0 && !on) note(where, 'names no train that starts it');
    const limitText = str(p.limit) ?? '4';
    const trainLimit = Number.parseInt(limitText, 10) || 4;
    if (!/^\d+$/.test(limitText)) note(where, `train limit "${limitText}" read as ${trainLimit}`);
    const status = p.buy_companies === true ? ['can_buy_companies'] : [];
    const phase: PhaseDef = {
      name,
      ...(on && phases.length > 0 ? { on } : {}),
      trainLimit,
      tiles: PHASE_ORDER.slice(0, upTo + 1) as PhaseColor[],
      operatingRounds: typeof p.rounds === 'number' ? p.rounds : 2,
      ...(status.length ? { status } : {}),
    };
    if (typeof p.rounds !== 'number') note(where, 'operating rounds not given: 2');
    if (isObject(p.events)) {
      for (const [event, on2] of Object.entries(p.events)) {
        const train = trains.find((t) => t.name === on);
        if (on2 && train && event === 'close_companies') train.events = [...(train.events ?? []), { type: 'close_companies' } as TrainEvent];
        else note(where, `event "${event}" not mapped`);
      }
    }
    if (p.notes !== undefined) note(where, `notes "${String(p.notes)}" not mapped (rules text)`);
    phases.push(phase);
  });
  if (phases.length === 0) phases.push({ name: '1', trainLimit: 4, tiles: ['yellow'], operatingRounds: 1 });

  // Corporations: tokens and shares from their types.
  const tokenTypes = isObject(g.tokenTypes) ? g.tokenTypes : {};
  const shareTypes = isObject(g.shareTypes) ? g.shareTypes : {};
  const tokensOf = (key: string, where: string): number[] => {
    const raw = tokenTypes[key] ?? tokenTypes.default ?? ['Free', 40, 100];
    return (Array.isArray(raw) ? raw : []).map((t) => {
      const n = t === 'Free' || t === 'free' ? 0 : Number(String(t).replace(/[^\d]/g, ''));
      if (!Number.isFinite(n)) note(where, `token cost ${JSON.stringify(t)} read as 0`);
      return Number.isFinite(n) ? n : 0;
    });
  };
  const sharesOf = (key: string): number[] | undefined => {
    const raw = list(shareTypes[key] ?? shareTypes.default);
    const out = raw.flatMap((s) => Array.from({ length: typeof s.quantity === 'number' ? s.quantity : 1 }, () => Number(s.percent ?? 10)));
    return out.length ? out : undefined;
  };
  const floatPercent = typeof g.floatPercent === 'number' ? g.floatPercent : 60;
  if (typeof g.floatPercent !== 'number') note('game', 'float percentage not given: 60');
  const corporations: CorporationDef[] = list(g.companies).map((c, i) => {
    const sym = str(c.abbrev) ?? `C${i + 1}`;
    const where = `corporation ${sym}`;
    const home = homes.get(sym);
    const shares = sharesOf(str(c.shares) ?? 'default');
    const corp: CorporationDef = {
      sym,
      name: str(c.name) ?? sym,
      floatPercent,
      tokens: tokensOf(str(c.tokens) ?? 'default', where),
      color: makerColor(str(c.color), where, unmapped),
      ...(shares && shares.join() !== '20,10,10,10,10,10,10,10,10' ? { shares } : {}),
      ...(home ? { home: home.hex, ...(home.stop > 0 ? { homeCity: home.stop } : {}) } : {}),
    };
    if (!home) note(where, 'no home city on the map (chosen in play?)');
    for (const k of Object.keys(c)) if (!['abbrev', 'name', 'color', 'tokens', 'shares', 'logo'].includes(k)) note(where, `"${k}" not mapped`);
    return corp;
  });

  // Private companies.
  const companies: CompanyDef[] = [];
  list(g.privates).forEach((p, i) => {
    const c = companyOf(p, i, unmapped);
    const base = c.sym;
    for (let k = 2; companies.some((o) => o.sym === c.sym); k++) c.sym = `${base}${k}`;
    if (c.sym !== base) note(`private ${c.name}`, `symbol "${base}" taken: "${c.sym}"`);
    companies.push(c);
  });

  // The upgrade table by the standard rule, and the standard rules for what 18xx-maker does not say.
  const upgrades = computeUpgrades(tiles, hexes);
  note('tiles', 'upgrade table computed by the standard rule (next colour, same label, keeps all track): check it');
  note(
    'rules',
    'stock, tile-lay and game-end rules are not in 18xx-maker files: the standard ones (full capitalization, one row down per share sold, one lay or upgrade, game ends at bank break after a full set of ORs)',
  );

  const title: TitleDef = {
    id,
    name: str(info.title) ?? id,
    version: '1.0.0',
    ...(str(info.subtitle) ? { subtitle: str(info.subtitle) } : {}),
    ...(str(info.designer) ? { designer: str(info.designer) } : {}),
    ...(str(info.publisher) ? { publisher: str(info.publisher) } : {}),
    players: { min: counts.length ? Math.min(...counts) : 2, max: counts.length ? Math.max(...counts) : 6 },
    currency,
    bank: typeof g.bank === 'number' ? g.bank : 12000,
    startingCash,
    certLimit,
    holdingLimit: 60,
    poolLimit: 50,
    // 18xx-maker's one stock rule: shares sold together move the price once.
    stock: {
      capitalization: 'full',
      sellBuyOrder: 'sell_buy_sell',
      sellMovement: info.mustSellInBlocks === true ? 'down_block' : 'down_share',
      poolShareDrop: 'none',
      sellAfter: 'first',
      soldSharesTo: 'pool',
    },
    tileLays: [{ lay: true, upgrade: true }],
    gameEnd: { bankrupt: 'immediate', bank: 'full_or' },
    market: { rows },
    phases,
    trains,
    companies,
    corporations,
    map: { layout: flat ? 'flat' : 'pointy', hexes },
    tiles,
    manifest,
    upgrades,
  };
  if (typeof g.bank !== 'number') note('game', `bank ${JSON.stringify(g.bank)} read as 12000`);
  for (const k of Object.keys(info))
    if (!['title', 'subtitle', 'designer', 'publisher', 'currency', 'orientation', 'mustSellInBlocks'].includes(k))
      note('info', `"${k}" not mapped (printing only)`);

  const head = Object.fromEntries(
    Object.entries(title).filter(([k]) => !['market', 'phases', 'trains', 'companies', 'corporations', 'map', 'tiles', 'manifest', 'upgrades'].includes(k)),
  );
  const files = {
    'title.json': head,
    'market.json': { market: title.market },
    'trains.json': { trains, phases },
    'companies.json': { companies, corporations },
    'map.json': { map: title.map },
    'tiles.json': { tiles, manifest, upgrades },
  };
  return { title, files, unmapped };
}

/** A market legend's meaning, from its description. */
function zoneOfLegend(text: string, where: string, unmapped: string[]): MarketZone | null {
  const t = text.toLowerCase();
  if (t.includes('certificate limit')) return 'no_cert_limit';
  if (/more than \d+%|exceed|holding limit/.test(t)) return 'unlimited';
  if (t.includes('more than one') || t.includes('multiple')) return 'multiple_buy';
  if (t.includes('close')) return 'close';
  if (t.includes('game end') || t.includes('ends the game')) return 'end_game';
  unmapped.push(`${where}: "${text}" not mapped to a market zone`);
  return null;
}

function trainOf(t: Json, i: number, unmapped: string[]): TrainDef {
  const name = str(t.name) ?? String(i + 1);
  const where = `train ${name}`;
  const note = (what: string) => unmapped.push(`${where}: ${what}`);
  // The distance is in the name: "4" runs to 4 stops, "3+1" to 3 cities and 1 town, "D" anywhere.
  let distance: TrainDef['distance'];
  const plus = /^(\d+)\+(\d+)$/.exec(name);
  const n = Number.parseInt(name, 10);
  if (plus)
    distance = [
      { nodes: ['city', 'offboard'], pay: Number(plus[1]), visit: Number(plus[1]) },
      { nodes: ['town'], pay: Number(plus[2]), visit: Number(plus[2]) },
    ];
  else if (/^\d+$/.test(name)) distance = n;
  else if (Number.isFinite(n)) {
    distance = n;
    note(`distance read from the name as ${n} (what "${name.slice(String(n).length)}" means is not mapped)`);
  } else {
    distance = 99;
    note('distance not in the name: unlimited (99) assumed, as for diesels');
  }
  const quantity = t.quantity === '∞' ? 'unlimited' : typeof t.quantity === 'number' ? t.quantity : 1;
  const train: TrainDef = { name, distance, price: typeof t.price === 'number' ? t.price : 0, count: quantity };
  const rust = firstOf(t.rust);
  if (rust !== undefined) train.rustsOn = String(rust);
  if (Array.isArray(t.rust) && t.rust.length > 1) note(`rusts on ${t.rust.join(' or ')}: on the first only`);
  const obsolete = firstOf(t.obsolete ?? t.phased);
  if (obsolete !== undefined) train.obsoleteOn = String(obsolete);
  if (t.available !== undefined) train.availableOn = String(t.available);
  if (isObject(t.discount)) train.discount = Object.fromEntries(Object.entries(t.discount).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
  for (const k of Object.keys(t)) {
    if (!['name', 'quantity', 'price', 'rust', 'obsolete', 'phased', 'available', 'discount', 'color', 'print', 'description', 'image'].includes(k))
      note(`"${k}" not mapped`);
  }
  return train;
}

/** 18xx-maker ability objects are 18xx.games-like (snake_case): the kinds our titles know, field by field. */
function abilityOf(a: Json, where: string, unmapped: string[]): Ability | null {
  const note = (what: string) => unmapped.push(`${where}: ${what}`);
  const ownerType = a.owner_type === 'player' || a.owner_type === 'corporation' ? { ownerType: a.owner_type } : {};
  const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]);
  switch (a.type) {
    case 'blocks_hexes':
      return { type: 'blocks_hexes', hexes: strings(a.hexes), ...ownerType };
    case 'tile_lay':
      if (a.when !== undefined) note(`tile lay "when ${String(a.when)}" not mapped: usable in the owner's track step`);
      return { type: 'tile_lay', hexes: strings(a.hexes), tiles: strings(a.tiles), ...ownerType, ...(a.free === true ? { free: true } : {}) };
    case 'exchange':
      return { type: 'exchange', corporations: strings(a.corporation ?? a.corporations), from: ['ipo'], ...ownerType };
    case 'revenue_change':
      return { type: 'revenue_change', revenue: Number(a.revenue ?? 0), ...(a.when !== undefined ? { onPhase: String(a.when) } : {}), ...ownerType };
    case 'ignore_terrain':
      // Ignoring a terrain's cost is a discount as large as any cost of it.
      return { type: 'tile_discount', terrain: String(a.terrain ?? 'mountain'), discount: 1000, ...ownerType };
    case 'never_closes':
      return { type: 'close', onPhase: 'never', ...ownerType };
    case 'no_buy':
      return { type: 'no_buy' };
    default:
      note(`ability "${String(a.type)}" not mapped`);
      return null;
  }
}

function companyOf(p: Json, i: number, unmapped: string[]): CompanyDef {
  const name = str(p.name) ?? `Private ${i + 1}`;
  const sym =
    str(p.sym) ??
    str(p.abbrev) ??
    name
      .split(/\s+/)
      .map((w) => w[0])
      .join('')
      .toUpperCase()
      .slice(0, 4);
  const where = `private ${sym}`;
  const revenue = Array.isArray(p.revenue) ? Number(p.revenue[0]) : Number(p.revenue ?? 0);
  if (Array.isArray(p.revenue)) unmapped.push(`${where}: revenues ${p.revenue.join('/')}: the first (${revenue}) kept, the others by its abilities`);
  const abilities = list(p.abilities)
    .map((a) => abilityOf(a, where, unmapped))
    .filter((a): a is Ability => a !== null);
  for (const k of Object.keys(p)) {
    if (!['name', 'sym', 'abbrev', 'price', 'revenue', 'description', 'abilities', 'hex', 'icon', 'iconColor', 'token', 'tile', 'company', 'color'].includes(k))
      unmapped.push(`${where}: "${k}" not mapped`);
  }
  return {
    sym,
    name,
    value: typeof p.price === 'number' ? p.price : 0,
    revenue: Number.isFinite(revenue) ? revenue : 0,
    ...(str(p.description) ? { desc: str(p.description) } : {}),
    ...(abilities.length ? { abilities } : {}),
  };
}
