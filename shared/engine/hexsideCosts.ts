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

/** Hexsides paid for so far. Reading never creates the list: legal-action queries must leave the state as it was. */
const paidBorders = (c: Ctx): readonly string[] => (c.s.extra.paidBorders ?? []) as string[];

/** Hexside costs the tile (its exits after rotation) would complete on `hex`: [edge, cost, type]. */
export function newBorders(c: Ctx, hex: string, exits: number): { edge: number; cost: number; type: string }[] {
  const def = c.t.hex.get(hex)!;
  const layout = c.title.map.layout;
  const out: { edge: number; cost: number; type: string }[] = [];
  for (const b of def.borders ?? []) {
    if (!b.cost || !(exits & (1 << b.edge)) || paidBorders(c).includes(`${hex}:${b.edge}`)) continue;
    const other = neighbor(hex, b.edge, layout);
    if (!c.t.hex.has(other)) continue;
    if (exitsAt(c, other) & (1 << oppositeEdge(b.edge))) out.push({ edge: b.edge, cost: b.cost, type: b.type });
  }
  return out;
}

/** After a lay: the hexsides now connected on both sides are paid for good. */
export function markBordersPaid(c: Ctx, hex: string): void {
  const layout = c.title.map.layout;
  for (const b of newBorders(c, hex, exitsAt(c, hex))) {
    ((c.s.extra.paidBorders ??= []) as string[]).push(`${hex}:${b.edge}`, `${neighbor(hex, b.edge, layout)}:${oppositeEdge(b.edge)}`);
  }
}
