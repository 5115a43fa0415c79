/**
 * The tile manifest as a player checks it: each tile of the title with its printed count, how many copies lie on
 * the map (the game state's `tilesOnMap`, keyed by copy id `57-2`) and how many remain in the supply.
 */
import type { ManifestCount, TileColor, TileDef, TitleDef } from '@shared/title/types';

export interface ManifestRow {
  tile: TileDef;
  count: ManifestCount;
  onMap: number;
  /** Copies left in the supply; 'unlimited' for an unlimited manifest entry. */
  left: number | 'unlimited';
}

export interface ManifestGroup {
  color: TileColor;
  rows: ManifestRow[];
}

/** Tiles come in the order they are upgraded. */
export const COLOR_ORDER: readonly TileColor[] = ['yellow', 'green', 'brown', 'gray', 'white', 'red', 'blue'];

/** Printed tile id of a physical copy: `57-2` -> `57`, `X11-0` -> `X11`. */
export function tileOfCopy(copy: string): string {
  const i = copy.lastIndexOf('-');
  return i > 0 ? copy.slice(0, i) : copy;
}

export function onMapCounts(tilesOnMap: Readonly<Record<string, string>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const copy of Object.keys(tilesOnMap)) {
    const id = tileOfCopy(copy);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Numeric tile ids in numeric order, others (X11, 1817's 80) after, in string order. */
function byNumber(a: TileDef, b: TileDef): number {
  const na = Number(a.id);
  const nb = Number(b.id);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  if (Number.isFinite(na) !== Number.isFinite(nb)) return Number.isFinite(na) ? -1 : 1;
  return a.id.localeCompare(b.id);
}

export function manifestRow(title: TitleDef, tile: TileDef, onMap: Map<string, number>): ManifestRow {
  const count = title.manifest[tile.id] ?? 0;
  const n = onMap.get(tile.id) ?? 0;
  return { tile, count, onMap: n, left: count === 'unlimited' ? 'unlimited' : Math.max(0, count - n) };
}

export function manifestGroups(title: TitleDef, tilesOnMap: Readonly<Record<string, string>> = {}): ManifestGroup[] {
  const onMap = onMapCounts(tilesOnMap);
  return COLOR_ORDER.map((color) => ({
    color,
    rows: title.tiles
      .filter((t) => t.color === color)
      .sort(byNumber)
      .map((t) => manifestRow(title, t, onMap)),
  })).filter((g) => g.rows.length > 0);
}
