/**
 * A small hand-made title for graph tests (pointy layout, doubled coordinates):
 *
 *   A2(red: off-board 20/40, edges E and SE)   A4(city)   A6   A8(town)
 *        B3        B5(yellow city 30, track W–E)        B7
 *   C2(blue)   C4(impassable border NE)   C6(city)   C8(red: off-board 30/60, edge NW; group "Gulf")
 *
 * Only the fields the graph reads are real; the rest are placeholders.
 */
import type { MapHex, TileDef, TitleDef } from '../../shared/title/types';

export const TINY_HEXES: MapHex[] = [
  {
    id: 'A2',
    color: 'red',
    tile: {
      stops: [{ type: 'offboard', revenue: { yellow: 20, brown: 40 } }],
      paths: [
        { a: { edge: 4 }, b: { stop: 0 } },
        { a: { edge: 5 }, b: { stop: 0 } },
      ],
    },
  },
  { id: 'A4', color: 'white', tile: { stops: [{ type: 'city', revenue: 0 }] } },
  { id: 'A6', color: 'white' },
  { id: 'A8', color: 'white', tile: { stops: [{ type: 'town', revenue: 0 }] } },
  { id: 'B3', color: 'white' },
  {
    id: 'B5',
    color: 'yellow',
    tile: {
      stops: [{ type: 'city', revenue: 30 }],
      paths: [
        { a: { edge: 1 }, b: { stop: 0 } },
        { a: { edge: 4 }, b: { stop: 0 } },
      ],
    },
  },
  { id: 'B7', color: 'white' },
  { id: 'C2', color: 'blue' },
  { id: 'C4', color: 'white', borders: [{ edge: 3, type: 'impassable' }] },
  { id: 'C6', color: 'white', tile: { stops: [{ type: 'city', revenue: 0 }] } },
  {
    id: 'C8',
    color: 'red',
    tile: {
      stops: [{ type: 'offboard', revenue: { yellow: 30, brown: 60 }, group: 'Gulf' }],
      paths: [{ a: { edge: 2 }, b: { stop: 0 } }],
    },
  },
];

const p = (a: number | `s${number}`, b: number | `s${number}`, terminal?: boolean) => ({
  a: typeof a === 'number' ? { edge: a } : { stop: Number(a.slice(1)) },
  b: typeof b === 'number' ? { edge: b } : { stop: Number(b.slice(1)) },
  ...(terminal ? { terminal } : {}),
});

export const TINY_TILES: TileDef[] = [
  { id: '7', color: 'yellow', paths: [p(0, 1)] },
  { id: '8', color: 'yellow', paths: [p(0, 2)] },
  { id: '9', color: 'yellow', paths: [p(0, 3)] },
  { id: '3', color: 'yellow', stops: [{ type: 'town', revenue: 10 }], paths: [p(0, 's0'), p(1, 's0')] },
  { id: '57', color: 'yellow', stops: [{ type: 'city', revenue: 20 }], paths: [p(0, 's0'), p(3, 's0')] },
  {
    id: '14',
    color: 'green',
    stops: [{ type: 'city', revenue: 30, slots: 2 }],
    paths: [p(0, 's0'), p(1, 's0'), p(3, 's0'), p(4, 's0')],
  },
  { id: '23', color: 'green', paths: [p(0, 3), p(0, 4)] },
  // Two cities on one tile (an OO tile) and its green upgrade keeping them apart.
  {
    id: 'OO1',
    color: 'yellow',
    label: 'OO',
    stops: [
      { type: 'city', revenue: 20 },
      { type: 'city', revenue: 20 },
    ],
    paths: [p(0, 's0'), p(3, 's1')],
  },
  {
    id: 'OO2',
    color: 'green',
    label: 'OO',
    stops: [
      { type: 'city', revenue: 30 },
      { type: 'city', revenue: 30 },
    ],
    paths: [p(0, 's0'), p(1, 's0'), p(3, 's1'), p(4, 's1')],
  },
  // A terminal approach, for the "cannot run through terminal track" rule.
  { id: 'T', color: 'yellow', stops: [{ type: 'town', revenue: 10 }], paths: [p(1, 's0', true), p(4, 's0', true)] },
  // A junction tile: two paths meeting at a point that is no stop.
  {
    id: 'J',
    color: 'yellow',
    stops: [{ type: 'junction', revenue: 0 }],
    paths: [p(1, 's0'), p(4, 's0')],
  },
];

export function tinyTitle(hexes: MapHex[] = TINY_HEXES, tiles: TileDef[] = TINY_TILES): TitleDef {
  return {
    id: 'tiny',
    name: 'Tiny',
    version: '0',
    players: { min: 2, max: 2 },
    currency: '$%s',
    bank: 1000,
    startingCash: { '2': 100 },
    certLimit: { '2': 10 },
    holdingLimit: 60,
    poolLimit: 50,
    stock: { capitalization: 'full', sellBuyOrder: 'sell_buy_sell', sellMovement: 'down_share' },
    tileLays: [{ lay: true, upgrade: true }],
    gameEnd: {},
    market: { rows: [] },
    phases: [],
    trains: [],
    companies: [],
    corporations: [],
    map: { layout: 'pointy', hexes },
    tiles,
    manifest: {},
    upgrades: {},
  } as unknown as TitleDef;
}

/** A hex state with one laid tile and tokens. */
export const laid = (tile: string | null, rotation = 0, tokens: (string | null)[][] = [], reserved?: (string | null)[][]) => ({
  tile,
  rotation,
  tokens,
  ...(reserved ? { reserved } : {}),
});
