/**
 * The upgrade chart's rows from the title's upgrade table: each source (a class of plain map hex, a map hex's
 * preprinted content, a tile, or a tile under a label or on one hex) with the tiles it may become.
 */
import type { TileColor, TileContent, TitleDef } from '@shared/title/types';
import { COLOR_ORDER, compareTileIds } from './tileCatalog';

export interface ChartSource {
  key: string;
  /** What to draw for the source. */
  content: TileContent & { color: TileColor; id?: string; terrain?: TitleDef['tiles'][number]['terrain'] };
  /** Caption under the drawing. */
  caption: string;
  /** A location name drawn on a map hex. */
  name?: string;
}

export interface ChartRow {
  source: ChartSource;
  targets: string[];
}

const CLASS_CONTENT: Record<string, { stops: TileContent['stops']; caption: string }> = {
  '@plain': { stops: [], caption: 'Plain hex' },
  '@town': { stops: [{ type: 'town', revenue: 0 }], caption: 'Town' },
  '@towns2': {
    stops: [
      { type: 'town', revenue: 0, loc: 1 },
      { type: 'town', revenue: 0, loc: 4 },
    ],
    caption: 'Two towns',
  },
  '@city': { stops: [{ type: 'city', revenue: 0 }], caption: 'City' },
  '@cities2': {
    stops: [
      { type: 'city', revenue: 0, loc: 1 },
      { type: 'city', revenue: 0, loc: 4 },
    ],
    caption: 'Two cities',
  },
};

function sourceOf(title: TitleDef, key: string): ChartSource {
  if (key.startsWith('@')) {
    const [cls = key, label] = key.split(':');
    const c = CLASS_CONTENT[cls];
    const caption = `${c?.caption ?? cls.slice(1)}${label ? ` (${label})` : ''}`;
    return { key, content: { color: 'white', stops: c?.stops ?? [], ...(label ? { label } : {}) }, caption };
  }
  const hex = title.map.hexes.find((h) => h.id === key);
  if (hex)
    return {
      key,
      content: { ...(hex.tile ?? {}), color: hex.color, ...(hex.terrain ? { terrain: hex.terrain } : {}) },
      caption: `${hex.id}${hex.name ? ` ${hex.name}` : ''}`,
      ...(hex.name ? { name: hex.name } : {}),
    };
  const m = /^(.+?)([:@])(.+)$/.exec(key);
  const tileId = m ? m[1]! : key;
  const tile = title.tiles.find((t) => t.id === tileId);
  const caption = m ? (m[2] === ':' ? `#${tileId} on a ${m[3]} hex` : `#${tileId} on ${m[3]}`) : `#${tileId}`;
  return { key, content: tile ? { ...tile } : { color: 'white', label: '?' }, caption };
}

function rank(title: TitleDef, key: string): [number, number, string] {
  if (key.startsWith('@')) return [0, Object.keys(CLASS_CONTENT).indexOf(key.split(':')[0]!), key];
  if (title.map.hexes.some((h) => h.id === key)) return [1, 0, key];
  const tileId = key.split(/[:@]/)[0]!;
  const tile = title.tiles.find((t) => t.id === tileId);
  return [2, tile ? COLOR_ORDER.indexOf(tile.color) : 9, key];
}

export function chartRows(title: TitleDef): ChartRow[] {
  const keys = Object.keys(title.upgrades).filter((k) => (title.upgrades[k] ?? []).length > 0);
  keys.sort((a, b) => {
    const [ga, ca, ka] = rank(title, a);
    const [gb, cb, kb] = rank(title, b);
    return ga - gb || ca - cb || compareTileIds(ka, kb);
  });
  return keys.map((key) => ({ source: sourceOf(title, key), targets: [...title.upgrades[key]!].sort(compareTileIds) }));
}
