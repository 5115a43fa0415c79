import type { Ctx } from '../../engine/context';
import { contentAt } from '../../engine/tiles';
import { corpKey, type CorporationState } from '../../engine/state';
import type { TileContent, TileDef } from '../../title/types';
import { neighbor, oppositeEdge, rotateEdge } from '../../hex/edges';
import { state1846 } from './state';

/**
 * Track cost (§6.48): every lay or upgrade costs $20 or the terrain cost of the hex it first builds on, whichever is
 * greater; track that completes a connection across a bridge, pass or tunnel hexside pays that hexside's cost once.
 * The Tunnel Blasting Company takes $20 off mountain costs; the IC's land grant $20 off yellow tiles on its icons.
 */

/** The edges a tile's track leaves by, after rotation, as a bit mask (bit e for edge e). */
const exitsOf = (content: TileContent, rotation: number): number => {
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
const paidBorders = (c: Ctx): readonly string[] => state1846(c).paidBorders;

function ownsCompany(c: Ctx, k: CorporationState, sym: string): boolean {
  const co = c.s.companies[sym];
  return !!co && !co.closed && co.owner === corpKey(k.sym);
}

/** Hexside costs the tile (with rotation) would complete on `hex`: [edge, cost, type]. */
function newBorders(c: Ctx, hex: string, exits: number): { edge: number; cost: number; type: string }[] {
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

export function tileLayCost1846(c: Ctx, k: CorporationState, lay: { hex: string; tile: TileDef; rotation: number; firstLay: boolean; cost: number }): number {
  const tbc = ownsCompany(c, k, 'TBC');
  const def = c.t.hex.get(lay.hex)!;
  let terrain = 0;
  if (lay.firstLay) {
    for (const t of def.terrain ?? []) terrain += Math.max(0, t.cost - (tbc && t.type === 'mountain' ? 20 : 0));
  }
  let cost = Math.max(20, terrain);
  for (const b of newBorders(c, lay.hex, exitsOf(lay.tile, lay.rotation))) cost += Math.max(0, b.cost - (tbc && b.type === 'mountain' ? 20 : 0));
  const grant = (c.t.corporation.get(k.sym)?.abilities ?? []).find((a) => a.type === 'tile_lay' && (a as { passive?: boolean }).passive) as
    { hexes: string[]; tiles: string[]; discount?: number } | undefined;
  if (grant && grant.hexes.includes(lay.hex) && grant.tiles.includes(lay.tile.id)) cost = Math.max(0, cost - (grant.discount ?? 0));
  return cost;
}

/** After a lay: the hexsides now connected on both sides are paid for good. */
export function markBordersPaid(c: Ctx, hex: string): void {
  const layout = c.title.map.layout;
  for (const b of newBorders(c, hex, exitsAt(c, hex))) {
    state1846(c).paidBorders.push(`${hex}:${b.edge}`, `${neighbor(hex, b.edge, layout)}:${oppositeEdge(b.edge)}`);
  }
}
