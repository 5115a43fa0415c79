/**
 * Icons a game no longer shows (those of companies removed from the game: the rules' `hiddenIcons` hook), taken off
 * the printed map's hex groups. Kept apart from building the map (mapArt): opening a game or removing a company
 * changes only the few hexes with such icons, so the rest of the static board keeps its Konva nodes (rebuilding the
 * whole map, its tiles layer and its hit shapes cost ~100 ms of an 1846 game's cold open, #15).
 */
import { sealed } from './sealed';
import type { ShapeSpec } from './types';

/** The map's hex groups with the icons in `hidden` (by hex id) left out; unchanged groups are the same objects. */
export function hideIcons(hexes: readonly ShapeSpec[], hidden: Readonly<Record<string, readonly string[]>>): readonly ShapeSpec[] {
  if (Object.keys(hidden).length === 0) return hexes;
  return hexes.map((group) => {
    const gone = hidden[String(group.config.hexId)];
    if (!gone?.length || !group.children) return group;
    const children = group.children.filter((c) => !gone.includes(c.config.icon as string));
    return children.length === group.children.length ? group : sealed({ ...group, children: sealed(children) });
  });
}
