/**
 * The standard 18xx upgrade rule, used to compute a title's explicit `upgrades` table (which is then stored as data
 * and may be edited by hand). 1830 §6.2.2 and 1846 §6.45 state it: a tile is replaced only by a tile of the next
 * colour (yellow → green → brown → gray) with the same label and the same number and kind of cities and towns,
 * keeping every existing track segment and station in place under some rotation of the new tile.
 */
import type { MapHex, TileColor, TileContent, TileDef } from './types';

const NEXT_COLOR: Partial<Record<TileColor, TileColor>> = {
  white: 'yellow',
  yellow: 'green',
  green: 'brown',
  brown: 'gray',
};

/** A connection a route can use on a tile: edge-edge, edge-stop or stop-stop. Junctions are see-through. */
type End = { edge: number } | { stop: number };
type Connection = [End, End];

function endKey(e: End, rotation: number, stopMap: number[]): string {
  return 'edge' in e ? `e${(e.edge + rotation) % 6}` : `s${stopMap[e.stop]}`;
}

function connectionsOf(tile: TileContent): Connection[] {
  const stops = tile.stops ?? [];
  const isJunction = (e: { edge: number } | { stop: number }) => 'stop' in e && stops[e.stop]?.type === 'junction';
  const out: Connection[] = [];
  const junctionEnds = new Map<number, End[]>();
  for (const p of tile.paths ?? []) {
    const ends = [p.a, p.b];
    const j = ends.find(isJunction);
    if (j && 'stop' in j) {
      const other = ends[0] === j ? ends[1] : ends[0];
      junctionEnds.set(j.stop, [...(junctionEnds.get(j.stop) ?? []), other]);
    } else out.push([p.a, p.b]);
  }
  for (const ends of junctionEnds.values()) for (let i = 0; i < ends.length; i++) for (let k = i + 1; k < ends.length; k++) out.push([ends[i], ends[k]]);
  return out;
}

function connectionSet(tile: TileContent, rotation: number, stopMap: number[]): Set<string> {
  const set = new Set<string>();
  for (const [a, b] of connectionsOf(tile)) {
    const ka = endKey(a, rotation, stopMap);
    const kb = endKey(b, rotation, stopMap);
    set.add(ka < kb ? `${ka}-${kb}` : `${kb}-${ka}`);
  }
  return set;
}

/** Indices of revenue stops (junctions excluded) by type. */
function stopsByType(tile: TileContent): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  (tile.stops ?? []).forEach((s, i) => {
    if (s.type !== 'junction') (out[s.type] ??= []).push(i);
  });
  return out;
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** All maps from the old tile's stop indices to the new tile's, pairing stops of the same type. */
function stopMaps(from: TileContent, to: TileContent): number[][] {
  const a = stopsByType(from);
  const b = stopsByType(to);
  const types = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const t of types) if ((a[t]?.length ?? 0) !== (b[t]?.length ?? 0)) return [];
  let maps: number[][] = [[]];
  for (const t of types) {
    const next: number[][] = [];
    for (const perm of permutations(b[t]))
      for (const m of maps) {
        const copy = [...m];
        a[t].forEach((oldIndex, k) => (copy[oldIndex] = perm[k]));
        next.push(copy);
      }
    maps = next;
  }
  // A replaced city keeps at least its token slots (1830 §6.2.2: all stations go onto the new tile).
  return maps.filter((m) => (from.stops ?? []).every((s, i) => s.type === 'junction' || (to.stops?.[m[i]]?.slots ?? 1) >= (s.slots ?? 1)));
}

/** Can `to` replace `from` keeping all of `from`'s track and stations (colour and label not checked here)? */
export function preservesTrack(from: TileContent, to: TileContent): boolean {
  const identity = (to.stops ?? []).map((_, i) => i);
  const rotated = [0, 1, 2, 3, 4, 5].map((rotation) => connectionSet(to, rotation, identity));
  return stopMaps(from, to).some((map) => {
    const oldSet = [...connectionSet(from, 0, map)];
    return rotated.some((newSet) => oldSet.every((c) => newSet.has(c)));
  });
}

/** Tiles that may replace `from` (of colour `color`), requiring `label` (default: the old content's label). */
export function upgradeTargets(from: TileContent, color: TileColor, tiles: TileDef[], label = from.label): string[] {
  const next = NEXT_COLOR[color];
  if (!next) return [];
  return tiles.filter((t) => t.color === next && t.label === label && preservesTrack(from, t)).map((t) => t.id);
}

/** The class key of an empty or town/city-only map hex: `@plain`, `@town`, `@towns2`, `@city`, `@cities2` (+ `:label`). */
export function hexClass(hex: MapHex): string | undefined {
  if (hex.color !== 'white' || (hex.tile?.paths?.length ?? 0) > 0) return undefined;
  const stops = hex.tile?.stops ?? [];
  const towns = stops.filter((s) => s.type === 'town').length;
  const cities = stops.filter((s) => s.type === 'city').length;
  if (towns + cities !== stops.length) return undefined;
  let base: string | undefined;
  if (stops.length === 0) base = '@plain';
  else if (cities === 0) base = towns === 1 ? '@town' : towns === 2 ? '@towns2' : undefined;
  else if (towns === 0) base = cities === 1 ? '@city' : cities === 2 ? '@cities2' : undefined;
  if (!base) return undefined;
  const label = hex.tile?.label;
  return label ? `${base}:${label}` : base;
}

/**
 * The full table: every tile, every preprinted yellow/green/brown hex (by hex id), every class of empty map hex,
 * and `<tile>:<label>` for tiles lying on hexes whose future label applies at the next colour. Empty lists are left out.
 */
export function computeUpgrades(tiles: TileDef[], hexes: MapHex[]): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  const put = (key: string, targets: string[]) => {
    if (targets.length > 0) table[key] = targets;
  };
  for (const hex of hexes) {
    if (hex.blocked || !['white', 'yellow', 'green', 'brown'].includes(hex.color)) continue;
    const cls = hexClass(hex);
    const content = hex.tile ?? {};
    const key = cls ?? hex.id;
    if (table[key]) continue;
    put(key, upgradeTargets(content, hex.color, tiles));
  }
  for (const tile of tiles) put(tile.id, upgradeTargets(tile, tile.color, tiles));
  for (const hex of hexes) {
    const future = hex.futureLabel;
    if (!future) continue;
    for (const tile of tiles) {
      if (NEXT_COLOR[tile.color] !== future.color || tile.label) continue;
      put(`${tile.id}:${future.label}`, upgradeTargets(tile, tile.color, tiles, future.label));
    }
  }
  return table;
}

/**
 * The keys of a title's upgrade table that may list what a hex can become, most specific first: for a laid tile
 * `<tile>@<hex>`, then `<tile>:<label>` when the hex's future label takes effect with the next colour (1870 K/L,
 * 18NY "Bu"), then `<tile>`; for a hex still showing its printed content, its hex id, then its class (`@city`, ...).
 */
export function upgradeSourceKeys(hex: MapHex, tile: TileDef | null): string[] {
  if (tile) {
    const future = hex.futureLabel;
    const labelled = future && NEXT_COLOR[tile.color] === future.color ? [`${tile.id}:${future.label}`] : [];
    return [`${tile.id}@${hex.id}`, ...labelled, tile.id];
  }
  const cls = hexClass(hex);
  return cls ? [hex.id, cls] : [hex.id];
}

/** The first of those keys the table holds (the most specific entry wins), or null when it lists none. */
export function upgradeSourceKey(upgrades: Record<string, string[]>, hex: MapHex, tile: TileDef | null): string | null {
  return upgradeSourceKeys(hex, tile).find((k) => upgrades[k]) ?? null;
}
