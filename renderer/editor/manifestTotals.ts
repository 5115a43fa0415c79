/** Totals of the tile manifest by colour: finite copies, and whether any tile of that colour is unlimited. */
import type { TitleDef } from '@shared/title/types';
import { byColour } from './tileOps';

export interface ColourTotal {
  color: string;
  tiles: number;
  copies: number;
  unlimited: number;
}

export function manifestTotals(title: TitleDef): { groups: ColourTotal[]; all: ColourTotal } {
  const groups = byColour(title.tiles).map(({ color, tiles }) => {
    let copies = 0;
    let unlimited = 0;
    for (const t of tiles) {
      const n = title.manifest[t.id];
      if (n === 'unlimited') unlimited++;
      else copies += n ?? 0;
    }
    return { color, tiles: tiles.length, copies, unlimited };
  });
  const all = groups.reduce((a, g) => ({ color: 'all', tiles: a.tiles + g.tiles, copies: a.copies + g.copies, unlimited: a.unlimited + g.unlimited }), {
    color: 'all',
    tiles: 0,
    copies: 0,
    unlimited: 0,
  });
  return { groups, all };
}

export const totalText = (t: ColourTotal) => `${t.copies}${t.unlimited ? ` + ${t.unlimited} unlimited` : ''}`;
