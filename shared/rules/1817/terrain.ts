import type { Ctx } from '../../engine/context';
import { abilities } from '../../engine/companies';
import { log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { corpKey, type CorporationState } from '../../engine/state';
import type { Ability, TileDef } from '../../title/types';

type Of<T extends Ability['type']> = Extract<Ability, { type: T }>;

/**
 * 1817 §3 terrain and the privates that change what it costs: the Ohio and Union Bridge Companies take $10 off a
 * river hex's cost; the Mountain Engineers earn their owner $20 whenever that company builds on a mountain.
 */

function ownedAbilities(c: Ctx, k: CorporationState) {
  return Object.values(c.s.companies)
    .filter((co) => !co.closed && co.owner === corpKey(k.sym))
    .flatMap((co) => abilities(c, co.sym).map((a) => ({ sym: co.sym, a })));
}

/** The hex's terrain costs where no tile lies yet (a laid tile has no terrain). */
function terrainOf(c: Ctx, hex: string): { type: string; cost: number }[] {
  return c.t.hex.get(hex)?.terrain ?? [];
}

/**
 * Terrain discounts of the company's privates, each up to the cost of its terrain on the hex, and together no more
 * than the terrain costs: both bridge companies take $10 off a $10 river once (18xx.games gives one discount of $10).
 */
export function tileLayCost1817(c: Ctx, k: CorporationState, lay: { hex: string; firstLay: boolean; cost: number }): number {
  if (!lay.firstLay) return lay.cost;
  let discount = 0;
  for (const { a: any } of ownedAbilities(c, k)) {
    if (any.type !== 'tile_discount') continue;
    const a = any as Of<'tile_discount'>;
    const terrain = terrainOf(c, lay.hex)
      .filter((t) => !a.terrain || t.type === a.terrain)
      .reduce((n, t) => n + t.cost, 0);
    discount += Math.min(terrain, a.discount);
  }
  const terrain = terrainOf(c, lay.hex).reduce((n, t) => n + t.cost, 0);
  return Math.max(0, lay.cost - Math.min(discount, terrain));
}

/** Income for building on terrain (Mountain Engineers), paid by the bank to the private's owner. */
export function afterTileLay1817(c: Ctx, k: CorporationState, hex: string): void {
  const h = c.s.hexes[hex];
  const tile: TileDef | undefined = h.tile ? c.t.tile.get(h.tile) : undefined;
  // Only a first lay builds on the terrain: a yellow tile on a plain (white) hex.
  if (tile?.color !== 'yellow' || c.t.hex.get(hex)?.color !== 'white') return;
  for (const { sym, a: any } of ownedAbilities(c, k)) {
    if (any.type !== 'tile_income') continue;
    const a = any as Of<'tile_income'>;
    const n = terrainOf(c, hex).filter((t) => t.type === a.terrain).length;
    if (!n) continue;
    pay(c, 'bank', corpKey(k.sym), a.income * n);
    log(c, `${k.sym} earns ${a.income * n} from ${sym} for building on ${a.terrain}`);
  }
}
