/**
 * Which tiles the title's upgrade table offers for a hex as it lies now (1830 §6.2.2: tiles are replaced by tiles
 * of the next colour, as the table lists). The table's sources are a tile id, a hex id (preprinted content), a class
 * of plain map hex (`@plain`, `@city`, ... see shared/title/upgrades.ts), or `<tile>:<label>` where a hex takes a
 * label at the next colour (1870 "P" at brown, 18NY "Bu" at gray). Phase colours and tile counts are the engine's.
 */
import { hexClass } from '../title/upgrades';
import type { TileColor } from '../title/types';
import type { TrackGraph } from './trackGraph';

const NEXT_COLOR: Partial<Record<TileColor, TileColor>> = { white: 'yellow', yellow: 'green', green: 'brown', brown: 'gray' };

/** The key of the hex's current content in the title's `upgrades` table. */
export function upgradeSourceKey(g: TrackGraph, hexId: string): string {
  const h = g.hex(hexId);
  const mapHex = g.mapHexes[h]!;
  const tile = g.stateAt(h).tile;
  if (tile === null) return hexClass(mapHex) ?? hexId;
  const future = mapHex.futureLabel;
  const color = g.shapeAt(h).color;
  return future && NEXT_COLOR[color] === future.color ? `${tile}:${future.label}` : tile;
}

/** Tile ids the upgrade table lists for the hex now (before legality of rotations, phase and availability). */
export function upgradeCandidates(g: TrackGraph, hexId: string): string[] {
  return g.title.upgrades[upgradeSourceKey(g, hexId)] ?? [];
}
