/**
 * Which tiles the title's upgrade table offers for a hex as it lies now (1830 §6.2.2: tiles are replaced by tiles
 * of the next colour, as the table lists). The table's sources are a tile id, a hex id (preprinted content), a class
 * of plain map hex (`@plain`, `@city`, ... see shared/title/upgrades.ts), or `<tile>:<label>` where a hex takes a
 * label at the next colour (1870 "P" at brown, 18NY "Bu" at gray). Phase colours and tile counts are the engine's.
 */
import { upgradeSourceKey as tableKey } from '../title/upgrades';
import type { TrackGraph } from './trackGraph';

/**
 * The key of the hex's current content in the title's `upgrades` table (the most specific entry present; see
 * shared/title/upgrades.ts `upgradeSourceKeys`), or the hex id when the table lists nothing for it.
 */
export function upgradeSourceKey(g: TrackGraph, hexId: string): string {
  const h = g.hex(hexId);
  const tile = g.stateAt(h).tile;
  const def = tile === null ? null : (g.title.tiles.find((t) => t.id === tile) ?? null);
  return tableKey(g.title.upgrades, g.mapHexes[h]!, def) ?? hexId;
}

/** Tile ids the upgrade table lists for the hex now (before legality of rotations, phase and availability). */
export function upgradeCandidates(g: TrackGraph, hexId: string): string[] {
  return g.title.upgrades[upgradeSourceKey(g, hexId)] ?? [];
}
