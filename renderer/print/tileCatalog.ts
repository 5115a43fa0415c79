/** The tiles of a title as the manifest prints them: grouped by colour, with counts and upgrade targets. */
import type { ManifestCount, TileColor, TileDef, TitleDef } from '@shared/title/types';

/** Colour order of the manifest: the order tiles come into play. */
export const COLOR_ORDER: TileColor[] = ['yellow', 'green', 'brown', 'gray', 'white', 'red', 'blue'];

export const COLOR_NAME: Record<TileColor, string> = {
  yellow: 'Yellow',
  green: 'Green',
  brown: 'Brown',
  gray: 'Gray',
  white: 'White',
  red: 'Red',
  blue: 'Blue',
};

export interface UpgradeLine {
  /** Where the upgrade applies beyond the tile itself: `label R`, `on B11`; empty for the plain entry. */
  where: string;
  targets: string[];
}

export interface TileEntry {
  tile: TileDef;
  count: ManifestCount;
  upgrades: UpgradeLine[];
}

/** Natural order of tile numbers: 7 < 8 < 57 < 611 < X11. */
export function compareTileIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Upgrade targets of a tile from the title's table: `<id>`, `<id>:<label>`, `<id>@<hex>` entries. */
export function upgradesOf(title: TitleDef, tileId: string): UpgradeLine[] {
  const out: UpgradeLine[] = [];
  for (const [source, targets] of Object.entries(title.upgrades)) {
    if (source === tileId) out.unshift({ where: '', targets: [...targets] });
    else if (source.startsWith(`${tileId}:`)) out.push({ where: `label ${source.slice(tileId.length + 1)}`, targets: [...targets] });
    else if (source.startsWith(`${tileId}@`)) out.push({ where: `on ${source.slice(tileId.length + 1)}`, targets: [...targets] });
  }
  return out;
}

/** One entry per tile in the manifest (tiles missing from it print with count 0), grouped by colour. */
export function manifestGroups(title: TitleDef): { color: TileColor; entries: TileEntry[] }[] {
  const groups: { color: TileColor; entries: TileEntry[] }[] = [];
  for (const color of COLOR_ORDER) {
    const tiles = title.tiles.filter((t) => t.color === color).sort((a, b) => compareTileIds(a.id, b.id));
    if (tiles.length === 0) continue;
    groups.push({ color, entries: tiles.map((tile) => ({ tile, count: title.manifest[tile.id] ?? 0, upgrades: upgradesOf(title, tile.id) })) });
  }
  return groups;
}

/** Physical tiles to print: every copy of every tile; `unlimited` tiles as `unlimitedCopies` copies. */
export function physicalTiles(title: TitleDef, unlimitedCopies: number): { tile: TileDef; copy: number }[] {
  const out: { tile: TileDef; copy: number }[] = [];
  for (const g of manifestGroups(title))
    for (const e of g.entries) {
      const n = e.count === 'unlimited' ? unlimitedCopies : e.count;
      for (let copy = 0; copy < n; copy++) out.push({ tile: e.tile, copy });
    }
  return out;
}

export function countText(count: ManifestCount): string {
  return count === 'unlimited' ? '∞' : String(count);
}
