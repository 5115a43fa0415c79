/** Whole-title edits of tiles: add, copy, rename (manifest and upgrade table follow), remove. Pure. */
import type { TileDef, TitleDef } from '@shared/title/types';

/** A tile id not used yet: `base`, `base-2`, `base-3`, ... */
export function freeTileId(title: TitleDef, base: string): string {
  const used = new Set(title.tiles.map((t) => t.id));
  if (!used.has(base)) return base;
  for (let k = 2; ; k++) if (!used.has(`${base}-${k}`)) return `${base}-${k}`;
}

export function addTile(title: TitleDef, tile: TileDef, count: number | 'unlimited' = 1): TitleDef {
  return { ...title, tiles: [...title.tiles, tile], manifest: { ...title.manifest, [tile.id]: count } };
}

export function removeTile(title: TitleDef, id: string): TitleDef {
  const { [id]: _gone, ...manifest } = title.manifest;
  const upgrades: Record<string, string[]> = {};
  for (const [source, targets] of Object.entries(title.upgrades)) {
    if (source === id || source.startsWith(`${id}:`) || source.startsWith(`${id}@`)) continue;
    const left = targets.filter((t) => t !== id);
    if (left.length) upgrades[source] = left;
  }
  return { ...title, tiles: title.tiles.filter((t) => t.id !== id), manifest, upgrades };
}

export function renameTile(title: TitleDef, from: string, to: string): TitleDef {
  const manifest = Object.fromEntries(Object.entries(title.manifest).map(([k, v]) => [k === from ? to : k, v]));
  const renameSource = (s: string) => (s === from ? to : s.startsWith(`${from}:`) || s.startsWith(`${from}@`) ? to + s.slice(from.length) : s);
  const upgrades = Object.fromEntries(Object.entries(title.upgrades).map(([k, v]) => [renameSource(k), v.map((x) => (x === from ? to : x))]));
  return { ...title, tiles: title.tiles.map((t) => (t.id === from ? { ...t, id: to } : t)), manifest, upgrades };
}

export const COLOR_ORDER = ['yellow', 'green', 'brown', 'gray', 'white', 'red', 'blue'] as const;

/** Tiles grouped by colour in the usual order (yellow, green, brown, gray). */
export function byColour(tiles: readonly TileDef[]): { color: string; tiles: TileDef[] }[] {
  return COLOR_ORDER.map((color) => ({ color, tiles: tiles.filter((t) => t.color === color) })).filter((g) => g.tiles.length > 0);
}
