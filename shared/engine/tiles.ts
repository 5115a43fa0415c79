import type { Ctx } from './context';
import { check, fail } from './result';
import { byId } from './entities';
import type { HexState } from './state';
import type { TileContent } from '../title/types';
import { upgradeSourceKey } from '../title/upgrades';

/**
 * Tiles on the map: physical copies, what a hex shows now, and which laid-tile source the upgrade table keys on.
 * Copies are named `<tile>-<index>` (`57-2`); a hex's preprinted content is named after the hex (`E19`).
 */

export function parseCopy(copy: string): { tile: string; index: number } {
  const i = copy.lastIndexOf('-');
  check(i > 0, () => `bad tile name ${copy}`);
  return { tile: copy.slice(0, i), index: Number(copy.slice(i + 1)) };
}

export function manifestCount(c: Ctx, tile: string): number {
  const n = c.title.manifest[tile];
  return n === 'unlimited' ? Number.POSITIVE_INFINITY : (n ?? 0);
}

/**
 * The copy numbers of a tile in play: the manifest's count of them, numbered from 0 past the copies a variant left out
 * (`removedTileCopies`: 1870's original tile set drops `8-0` and `8-1`, so its 20 copies of tile 8 are `8-2` to `8-21`,
 * as 18xx.games names them).
 */
export function copyIndexes(c: Ctx, tile: string): { has: (index: number) => boolean; end: number } {
  const n = manifestCount(c, tile);
  const removed = c.t.settings.removedTileCopies;
  if (!removed.length) return { has: (i) => i >= 0 && i < n, end: n };
  const gone = new Set(removed.filter((r) => parseCopy(r).tile === tile).map((r) => parseCopy(r).index));
  const end = n + gone.size;
  return { has: (i) => i >= 0 && i < end && !gone.has(i), end };
}

/** The content a hex shows now: the laid tile, or its preprinted content. */
export function contentAt(c: Ctx, hex: string): TileContent {
  const h = c.s.hexes[hex];
  if (h?.tile) return c.t.tile.get(h.tile)!;
  return c.t.hex.get(hex)?.tile ?? {};
}

export function colorAt(c: Ctx, hex: string): string {
  const h = c.s.hexes[hex];
  if (h?.tile) return c.t.tile.get(h.tile)!.color;
  return c.t.hex.get(hex)!.color;
}

/** What the title's upgrade table lets the hex become now (shared/title/upgrades.ts picks the entry). */
export function allowedUpgrades(c: Ctx, hex: string): string[] {
  const h = c.s.hexes[hex];
  const key = upgradeSourceKey(c.title.upgrades, c.t.hex.get(hex)!, h?.tile ? c.t.tile.get(h.tile)! : null);
  return key ? c.title.upgrades[key] : [];
}

/** Resolves a city reference `57-1-0` / `E19-0` / `E19-0-0` to a hex and stop. */
export function resolveCity(c: Ctx, ref: string): { hex: string; stop: number } {
  const i = ref.lastIndexOf('-');
  check(i > 0, () => `bad city ${ref}`);
  const name = ref.slice(0, i);
  // A city is `<tile or hex>-<index>`; the index is a whole number, never `NaN` passed on to the rules.
  check(/^\d{1,2}$/.test(ref.slice(i + 1)), () => `bad city ${ref}: it ends in "-" and the city's index`);
  const stop = Number(ref.slice(i + 1));
  const onMap = byId(c.s.tilesOnMap, name);
  if (onMap) return { hex: onMap, stop };
  if (c.t.hex.has(name)) return { hex: name, stop };
  // A preprinted tile keeps its hex name even when its index suffix is present (`E19-0`).
  const j = name.lastIndexOf('-');
  if (j > 0 && c.t.hex.has(name.slice(0, j))) return preprinted(c, name.slice(0, j), stop, ref);
  return fail(`unknown city ${ref}`);
}

/** A preprinted city by the index 18xx.games gives it, parts before its cities counted (`preprintedCityOffset`). */
function preprinted(c: Ctx, hex: string, part: number, ref: string): { hex: string; stop: number } {
  const stop = part - (c.rules.preprintedCityOffset?.(c, hex) ?? 0);
  check(stop >= 0, () => `unknown city ${ref}`);
  return { hex, stop };
}

const emptySlots = (n: number): null[] => Array.from({ length: n }, () => null);

export function emptyHexState(slotsPerStop: number[]): HexState {
  return {
    tile: null,
    copy: null,
    rotation: 0,
    // Packed arrays (`new Array(n)` makes holey ones), as the lists made later by `map` are: one array shape for the
    // graph's hot reads.
    tokens: slotsPerStop.map(emptySlots),
    reserved: slotsPerStop.map(emptySlots),
  };
}

export function slotsOf(content: TileContent): number[] {
  return (content.stops ?? []).map((s) => (s.type === 'city' ? (s.slots ?? 1) : 0));
}

/**
 * The 18xx.games name of a city: `<tile copy>-<city>` (`57-1-0`); a hex's preprinted tile is `<hex>-<index>`
 * (`C15-0-0`), its index the hex's place in the list of hexes 18xx.games' map defines alike (title setting
 * `preprintedTileIndex`, 0 where not listed), its city's number counting the parts 18xx.games defines before it
 * (`TitleRules.preprintedCityOffset`: Albany in 18NY is `F20-0-1`).
 */
export function cityRef(c: Ctx, hex: string, stop: number): string {
  const h = c.s.hexes[hex];
  if (h.copy) return `${h.copy}-${stop}`;
  const index = c.t.settings.preprintedTileIndex[hex] ?? 0;
  return `${hex}-${index}-${stop + (c.rules.preprintedCityOffset?.(c, hex) ?? 0)}`;
}
