import type { Ctx } from '../../engine/context';
import { exitsOf, markBordersPaid, newBorders } from '../../engine/hexsideCosts';
import { corpKey, type CorporationState } from '../../engine/state';
import type { TileDef } from '../../title/types';
import { state1846 } from './state';

/**
 * Track cost (§6.48): every lay or upgrade costs $20 or the terrain cost of the hex it first builds on, whichever is
 * greater; track that completes a connection across a bridge, pass or tunnel hexside pays that hexside's cost once.
 * The Tunnel Blasting Company takes $20 off mountain costs; the IC's land grant $20 off yellow tiles on its icons.
 */

/** Hexsides paid for so far. Reading never creates the list: legal-action queries must leave the state as it was. */
const paidBorders = (c: Ctx): readonly string[] => state1846(c).paidBorders;

function ownsCompany(c: Ctx, k: CorporationState, sym: string): boolean {
  const co = c.s.companies[sym];
  return !!co && !co.closed && co.owner === corpKey(k.sym);
}

export function tileLayCost1846(c: Ctx, k: CorporationState, lay: { hex: string; tile: TileDef; rotation: number; firstLay: boolean; cost: number }): number {
  const tbc = ownsCompany(c, k, 'TBC');
  const def = c.t.hex.get(lay.hex)!;
  let terrain = 0;
  if (lay.firstLay) {
    for (const t of def.terrain ?? []) terrain += Math.max(0, t.cost - (tbc && t.type === 'mountain' ? 20 : 0));
  }
  let cost = Math.max(20, terrain);
  for (const b of newBorders(c, lay.hex, exitsOf(lay.tile, lay.rotation), paidBorders(c)))
    cost += Math.max(0, b.cost - (tbc && b.type === 'mountain' ? 20 : 0));
  const grant = (c.t.corporation.get(k.sym)?.abilities ?? []).find((a) => a.type === 'tile_lay' && (a as { passive?: boolean }).passive) as
    { hexes: string[]; tiles: string[]; discount?: number } | undefined;
  if (grant && grant.hexes.includes(lay.hex) && grant.tiles.includes(lay.tile.id)) cost = Math.max(0, cost - (grant.discount ?? 0));
  return cost;
}

/** After a lay: the hexsides now connected on both sides are paid for good. */
export function markBordersPaid1846(c: Ctx, hex: string): void {
  markBordersPaid(c, hex, state1846(c).paidBorders);
}
