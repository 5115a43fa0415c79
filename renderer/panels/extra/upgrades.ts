/**
 * What a tile, or the content of a hex, may become (the title's upgrade table, `TitleDef.upgrades`), for the upgrade
 * browser. A hex's sources are resolved as the engine does (`upgradeSourceKeys` in shared/title/upgrades.ts: `<tile>@<hex>`, the future label, the
 * tile; or for printed content the hex id, then its class such as `@city`).
 */
import { context } from '@shared/engine/game';
import type { GameState } from '@shared/engine/state';
import { allowedUpgrades } from '@shared/engine/tiles';
import { hexClass } from '@shared/title/upgrades';
import type { TileDef, TitleDef } from '@shared/title/types';
import { rulesFor } from '@shared/rules';

export interface UpgradeSource {
  /** The tile drawn as the source (a printed hex becomes a pseudo tile named after the hex). */
  tile: TileDef;
  rotation: number;
  /** What it is, in words: `Tile 57`, `F20 (printed)`. */
  caption: string;
  upgrades: TileDef[];
}

function tiles(title: TitleDef, ids: readonly string[]): TileDef[] {
  const byId = new Map(title.tiles.map((t) => [t.id, t]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function tileSource(title: TitleDef, tileId: string): UpgradeSource | null {
  const tile = title.tiles.find((t) => t.id === tileId);
  if (!tile) return null;
  return { tile, rotation: 0, caption: `Tile ${tile.id}`, upgrades: tiles(title, title.upgrades[tile.id] ?? []) };
}

/** The hex's current content and its upgrades; with no game state, the printed content. */
export function hexSource(title: TitleDef, hexId: string, state?: GameState | null): UpgradeSource | null {
  const hex = title.map.hexes.find((h) => h.id === hexId);
  if (!hex) return null;
  const laid = state?.hexes[hexId];
  if (laid?.tile) {
    const tile = title.tiles.find((t) => t.id === laid.tile)!;
    const ups = state ? allowedUpgrades(context({ title: title, rules: rulesFor(title), state: state }), hexId) : (title.upgrades[tile.id] ?? []);
    return { tile, rotation: laid.rotation, caption: `${hexId}${hex.name ? ` ${hex.name}` : ''}: tile ${tile.id}`, upgrades: tiles(title, ups) };
  }
  const printed: TileDef = { id: hexId, color: hex.color, ...(hex.tile ?? {}), ...(hex.terrain ? { terrain: hex.terrain } : {}) };
  const cls = hexClass(hex);
  const ups = hex.blocked
    ? []
    : state
      ? allowedUpgrades(context({ title: title, rules: rulesFor(title), state: state }), hexId)
      : (title.upgrades[hexId] ?? (cls ? title.upgrades[cls] : undefined) ?? []);
  return { tile: printed, rotation: 0, caption: `${hexId}${hex.name ? ` ${hex.name}` : ''} (printed)`, upgrades: tiles(title, ups) };
}
