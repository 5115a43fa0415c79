/**
 * The "New title" wizard's starting point: a small title that passes every check and can be play-tested at once,
 * for the designer to change. A rectangle of plain hexes with two cities (the two corporations' homes), the basic
 * yellow and green track tiles, a 2D market, two trains and two phases, standard 1830-style stock rules.
 */
import { hexId, neighbors, type Layout } from '@shared/hex';
import { computeUpgrades } from '@shared/title/upgrades';
import type { MapHex, MarketCell, TileDef, TitleDef } from '@shared/title/types';

export interface NewTitleOptions {
  id: string;
  name: string;
  layout: Layout;
  rows: number;
  columns: number;
  players: { min: number; max: number };
}

const e = (edge: number) => ({ edge });
const s = (stop: number) => ({ stop });

/** Standard tiles, as numbered in most 18xx titles. */
export const STARTER_TILES: TileDef[] = [
  { id: '7', color: 'yellow', paths: [{ a: e(0), b: e(1) }] },
  { id: '8', color: 'yellow', paths: [{ a: e(0), b: e(2) }] },
  { id: '9', color: 'yellow', paths: [{ a: e(0), b: e(3) }] },
  {
    id: '57',
    color: 'yellow',
    stops: [{ type: 'city', revenue: 20 }],
    paths: [
      { a: e(0), b: s(0) },
      { a: s(0), b: e(3) },
    ],
  },
  {
    id: '23',
    color: 'green',
    paths: [
      { a: e(0), b: e(3) },
      { a: e(0), b: e(4) },
    ],
  },
  {
    id: '24',
    color: 'green',
    paths: [
      { a: e(0), b: e(3) },
      { a: e(0), b: e(2) },
    ],
  },
  {
    id: '15',
    color: 'green',
    stops: [{ type: 'city', revenue: 30, slots: 2 }],
    paths: [0, 1, 2, 3].map((k) => ({ a: e(k), b: s(0) })),
  },
];

/** Printed ids of a rows × columns rectangle on the doubled-coordinate lattice (every other column per row). */
export function rectangleIds(rows: number, columns: number, layout: Layout): string[] {
  const ids: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      // Pointy maps double the column (row + col even); flat maps double the row. Numbers start at 1 as printed.
      if (layout === 'pointy') ids.push(hexId(r, 2 * c + (r % 2) + 1, layout));
      else ids.push(hexId(2 * r + (c % 2) + 1, c, layout));
    }
  return ids;
}

/**
 * Two home cities well inside the map: among the hexes with the most neighbours on the map, the first and the last
 * in printed order (a corner city cannot take a straight tile like 57 without track running off the map).
 */
export function starterHomes(ids: readonly string[], layout: Layout): string[] {
  const on = new Set(ids);
  const score = (id: string) => neighbors(id, layout).filter((n) => n !== null && on.has(n)).length;
  const ranked = [...new Set(ids.map(score))].sort((a, b) => b - a);
  const best = ids.filter((id) => score(id) === ranked[0]);
  const first = best[0]!;
  const rest = ids.filter((id) => id !== first && score(id) >= (best.length > 1 ? ranked[0]! : (ranked[1] ?? 0)));
  const last = rest.at(-1);
  return last ? [first, last] : [first];
}

function market(): { rows: (MarketCell | null)[][] } {
  const row = (prices: number[], par: number[]) => prices.map((price) => (par.includes(price) ? { price, zones: ['par'] } : { price }));
  return {
    rows: [
      row([60, 70, 80, 90, 100, 110, 125, 140, 160, 180, 200, 225, 250], [100]),
      row([50, 60, 70, 80, 90, 100, 110, 125, 140, 160, 180], [90]),
      row([40, 50, 60, 70, 80, 90, 100, 110, 125], [80, 70]),
      row([30, 40, 50, 60, 70, 80, 90], []),
    ],
  };
}

export function newTitle(o: NewTitleOptions): TitleDef {
  const ids = rectangleIds(Math.max(1, o.rows), Math.max(1, o.columns), o.layout);
  const hexes: MapHex[] = ids.map((id) => ({ id, color: 'white' }));
  const homes = starterHomes(ids, o.layout);
  for (const [k, id] of homes.entries()) {
    const hex = hexes.find((h) => h.id === id)!;
    hex.name = k === 0 ? 'Westport' : 'Eastville';
    // A one-hex map homes both corporations in one city: give it a slot each.
    hex.tile = { stops: [{ type: 'city', revenue: 20, ...(homes.length === 1 ? { slots: 2 } : {}) }] };
  }
  const counts: number[] = [];
  for (let n = o.players.min; n <= o.players.max; n++) counts.push(n);
  const byCount = (f: (n: number) => number) => Object.fromEntries(counts.map((n) => [String(n), f(n)]));
  const tiles = STARTER_TILES.map((t) => structuredClone(t));
  return {
    id: o.id,
    name: o.name,
    version: '0.1.0',
    players: { ...o.players },
    currency: '$',
    bank: 6000,
    startingCash: byCount((n) => Math.round(2400 / n / 10) * 10),
    certLimit: byCount((n) => Math.max(4, Math.round(24 / n))),
    holdingLimit: 60,
    poolLimit: 50,
    stock: { capitalization: 'full', sellBuyOrder: 'sell_buy_sell', sellMovement: 'down_share', sellAfter: 'first', soldSharesTo: 'pool' },
    tileLays: [{ lay: true, upgrade: true }],
    gameEnd: { bankrupt: 'immediate', bank: 'full_or' },
    market: market(),
    phases: [
      { name: '2', trainLimit: 4, tiles: ['yellow'], operatingRounds: 1 },
      { name: '3', on: '3', trainLimit: 3, tiles: ['yellow', 'green'], operatingRounds: 2 },
    ],
    trains: [
      { name: '2', distance: 2, price: 80, count: 4, rustsOn: '3' },
      { name: '3', distance: 3, price: 180, count: 3 },
    ],
    companies: [],
    corporations: [
      { sym: 'WR', name: 'Western Railroad', floatPercent: 60, tokens: [0, 40], color: '#1f5fa8', home: homes[0] },
      { sym: 'ER', name: 'Eastern Railroad', floatPercent: 60, tokens: [0, 40], color: '#b3261e', home: homes[homes.length - 1] },
    ],
    map: { layout: o.layout, hexes },
    tiles,
    manifest: Object.fromEntries(tiles.map((t) => [t.id, t.color === 'yellow' ? 4 : 2])),
    upgrades: computeUpgrades(tiles, hexes),
  };
}
