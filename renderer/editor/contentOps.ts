/**
 * Edits of tile content (a tile, or a hex's preprinted content) that keep it consistent: paths name stops by
 * index, so removing a stop removes its paths and renumbers the rest; a path is never added twice.
 */
import type { PathEnd, Stop, TileContent, TilePath } from '@shared/title/types';

const endKey = (e: PathEnd) => ('edge' in e ? `e${e.edge}` : `s${e.stop}`);
const pathKey = (p: TilePath) => [endKey(p.a), endKey(p.b)].sort().join('-');

export function addPath(content: TileContent, path: TilePath): TileContent {
  const paths = content.paths ?? [];
  if (paths.some((p) => pathKey(p) === pathKey(path))) return content;
  return { ...content, paths: [...paths, path] };
}

export function removePath(content: TileContent, index: number): TileContent {
  const paths = (content.paths ?? []).filter((_, i) => i !== index);
  return withList(content, 'paths', paths);
}

export function addStop(content: TileContent, stop: Stop): TileContent {
  return { ...content, stops: [...(content.stops ?? []), stop] };
}

export function removeStop(content: TileContent, index: number): TileContent {
  const stops = (content.stops ?? []).filter((_, i) => i !== index);
  const renumber = (e: PathEnd): PathEnd => ('stop' in e && e.stop > index ? { stop: e.stop - 1 } : e);
  const paths = (content.paths ?? [])
    .filter((p) => !('stop' in p.a && p.a.stop === index) && !('stop' in p.b && p.b.stop === index))
    .map((p) => ({ ...p, a: renumber(p.a), b: renumber(p.b) }));
  return withList(withList(content, 'stops', stops), 'paths', paths);
}

/** Empty lists are left out, as the shipped titles write them. */
function withList<K extends 'stops' | 'paths'>(content: TileContent, key: K, list: NonNullable<TileContent[K]>): TileContent {
  const copy = { ...content };
  if (list.length) copy[key] = list;
  else delete copy[key];
  return copy;
}

export const NEW_STOP: Record<Stop['type'], Stop> = {
  city: { type: 'city', revenue: 20, slots: 1 },
  town: { type: 'town', revenue: 10 },
  offboard: { type: 'offboard', revenue: { yellow: 20, brown: 40 } },
  junction: { type: 'junction', revenue: 0 },
};
