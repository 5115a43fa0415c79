import type { Ctx } from './context';
import { contentAt } from './tiles';
import type { TileContent } from '../title/types';
import { neighbor, oppositeEdge, rotateEdge } from '../hex/edges';

/**
 * Hexside costs (1846 §6.48 bridges, passes and tunnels; 18NY 7.1.1 bridges): track that completes a connection across
 * a hexside with a cost pays it once, when the second of its two hexes gets track to that side.
 */

/** The edges a tile's track leaves by, after rotation, as a bit mask (bit e for edge e). */
export const exitsOf = (content: TileContent, rotation: number): number => {
  let mask = 0;
  for (const p of content.paths ?? []) {
    if ('edge' in p.a) mask |= 1 << rotateEdge(p.a.edge, rotation);
    if ('edge' in p.b) mask |= 1 << rotateEdge(p.b.edge, rotation);
  }
  return mask;
};

function exitsAt(c: Ctx, hex: string): number {
  const h = c.s.hexes[hex];
  if (!h) return 0;
  return exitsOf(contentAt(c, hex), h.tile ? h.rotation : 0);
}

/**
 * Hexside costs the tile (its exits after rotation) would complete on `hex`: [edge, cost, type]. `paid` lists the
 * hexsides paid for so far (`<hex>:<edge>`, kept in the title's state).
 */
export function newBorders(c: Ctx, hex: string, exits: number, paid: readonly string[]): { edge: number; cost: number; type: string }[] {
  const def = c.t.hex.get(hex)!;
  const layout = c.title.map.layout;
  const out: { edge: number; cost: number; type: string }[] = [];
  for (const b of def.borders ?? []) {
    if (!b.cost || !(exits & (1 << b.edge)) || paid.includes(`${hex}:${b.edge}`)) continue;
    const other = neighbor(hex, b.edge, layout);
    if (!c.t.hex.has(other)) continue;
    if (exitsAt(c, other) & (1 << oppositeEdge(b.edge))) out.push({ edge: b.edge, cost: b.cost, type: b.type });
  }
  return out;
}

/** After a lay: the hexsides now connected on both sides are paid for good (added to `paid`). */
export function markBordersPaid(c: Ctx, hex: string, paid: string[]): void {
  const layout = c.title.map.layout;
  for (const b of newBorders(c, hex, exitsAt(c, hex), paid)) paid.push(`${hex}:${b.edge}`, `${neighbor(hex, b.edge, layout)}:${oppositeEdge(b.edge)}`);
}
