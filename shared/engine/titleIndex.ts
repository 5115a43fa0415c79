import type { CompanyDef, CorporationDef, MapHex, MarketCell, PhaseDef, StandardSettings, TileDef, TitleDef, TrainDef } from '../title/types';
import { settingsOf } from '../title/settings';

/** Lookups derived once per title definition (never stored in the game state). */
export interface TitleIndex {
  title: TitleDef;
  company: Map<string, CompanyDef>;
  corporation: Map<string, CorporationDef>;
  train: Map<string, TrainDef>;
  tile: Map<string, TileDef>;
  hex: Map<string, MapHex>;
  phaseByName: Map<string, number>;
  /** Market cell at [row, col], or undefined. */
  cell(row: number, col: number): MarketCell | undefined;
  /** Cells where a corporation may par: price -> [row, col]. */
  parCells: { price: number; row: number; col: number }[];
  /** The lowest par price (Infinity without par cells). */
  cheapestPar: number;
  /** The standard rule switches, defaults filled in. */
  settings: Readonly<StandardSettings>;
  /** Names of the trains some bank train takes in trade (`TrainDef.discount`: 1830's Diesel takes a 4, 5 or 6). */
  tradedIn: ReadonlySet<string>;
}

const cache = new WeakMap<TitleDef, TitleIndex>();

/**
 * `TitleIndex.cell`: one function for every index, not a closure per title, so that the engine's hot callers (price,
 * zones, limits) see a single call target across games whose optional rules give them titles of their own (1870),
 * and no read past the end of a row (each would send V8's optimised code back to the interpreter).
 */
function cellAt(this: TitleIndex, row: number, col: number): MarketCell | undefined {
  const rows = this.title.market.rows;
  if (row < 0 || row >= rows.length) return undefined;
  const r = rows[row]!;
  return col >= 0 && col < r.length ? (r[col] ?? undefined) : undefined;
}

export function indexTitle(title: TitleDef): TitleIndex {
  const hit = cache.get(title);
  if (hit) return hit;
  const rows = title.market.rows;
  const parCells: TitleIndex['parCells'] = [];
  rows.forEach((r, row) =>
    r.forEach((c, col) => {
      if (c && c.zones?.includes('par')) parCells.push({ price: c.price, row, col });
    }),
  );
  const idx: TitleIndex = {
    title,
    company: new Map(title.companies.map((c) => [c.sym, c])),
    corporation: new Map([...title.corporations, ...(title.minors ?? [])].map((c) => [c.sym, c])),
    train: new Map(title.trains.map((t) => [t.name, t])),
    tile: new Map(title.tiles.map((t) => [t.id, t])),
    hex: new Map(title.map.hexes.map((h) => [h.id, h])),
    phaseByName: new Map(title.phases.map((p: PhaseDef, i) => [p.name, i])),
    cell: cellAt,
    parCells,
    cheapestPar: Math.min(...parCells.map((x) => x.price)),
    settings: settingsOf(title),
    tradedIn: new Set(title.trains.flatMap((t) => Object.keys(t.discount ?? {}))),
  };
  cache.set(title, idx);
  return idx;
}
