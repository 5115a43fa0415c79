import type { Ctx } from '../../engine/context';
import { ability, closeCompany } from '../../engine/companies';
import { corpKey, type CorporationState } from '../../engine/state';
import { buyCompanyStep, minCompanyPrice } from '../../engine/rounds/or/buyCompany';
import type { OrStep } from '../../engine/rounds/or/steps';
import { privateTradeStep } from '../../engine/rounds/sr/privateTrade';
import type { StockStep } from '../../engine/rounds/stock';

/**
 * The Frisco private (SLSF) comes with the Frisco president's certificate; once its buyer has set the par price the
 * private closes (it never pays revenue and cannot be sold to a corporation).
 */
export function closeParCompany(c: Ctx, k: CorporationState): void {
  const pres = c.s.certOrder[k.sym][0];
  for (const def of c.title.companies) {
    const co = c.s.companies[def.sym];
    if (co.closed || !co.owner) continue;
    if (ability(c, def.sym, 'shares')?.shares.includes(pres)) closeCompany(c, def.sym);
  }
}

/** The Mississippi River Bridge Company. */
export const RIVER_BRIDGE = 'MRBC';

/** The corporations at home on the river (MP at St. Louis, SSW at Memphis): home hexes among the bridge's hexes. */
export function riverCorporation(c: Ctx, sym: string): boolean {
  const home = c.t.corporation.get(sym)?.home;
  return !!home && !!ability(c, RIVER_BRIDGE, 'tile_lay')?.hexes.includes(home);
}

/**
 * In phase 1 no private may be bought by a corporation, except the river bridge by MP or SSW, at no more than its face
 * value; from the first 3-train on, any private for half to twice its value (1870 privates).
 */
export function companiesForSale(c: Ctx, k: CorporationState): string[] | null {
  if (c.s.phase > 0) return null;
  return riverCorporation(c, k.sym) ? [RIVER_BRIDGE] : [];
}

export function maxCompanyPrice(c: Ctx, sym: string): number | undefined {
  if (sym === RIVER_BRIDGE && c.s.phase === 0) return c.t.company.get(sym)!.value;
  return undefined;
}

/**
 * The end-of-turn private purchase: in phase 1 MP and SSW are asked about the river bridge whoever holds it, as long as
 * they could pay its lowest price (as 18xx.games asks them; they pass).
 */
export const buyCompanyStep1870: OrStep = {
  ...buyCompanyStep,
  active: (c, k) =>
    buyCompanyStep.active(c, k) ||
    (c.s.phase === 0 && !c.s.companies[RIVER_BRIDGE].closed && riverCorporation(c, k.sym) && k.cash >= minCompanyPrice(c, RIVER_BRIDGE)) ||
    hasUsableMarker(c, k),
};

/** The step also waits for a corporation that could still place a private's marker (as 18xx.games offers it there). */
function hasUsableMarker(c: Ctx, k: CorporationState): boolean {
  for (const def of c.title.companies) {
    const co = c.s.companies[def.sym];
    if (co.closed || co.owner !== corpKey(k.sym)) continue;
    const i = (def.abilities ?? []).findIndex((a) => a.type === 'assign_hexes');
    if (i < 0) continue;
    const left = co.uses[i] ?? (def.abilities![i] as { count?: number }).count ?? 0;
    if (left > 0) return true;
  }
  return false;
}

/**
 * A stock turn waits for a trade of privates between players (p. 14: a player may buy another's private instead of a
 * share) only from phase 2 on. The rulebook names no phase for it; 18xx.games lists no private a player may buy in
 * phase 1 (then only MP and SSW may buy one, the river bridge), so its turn does not wait there, and ours follows.
 */
export const privateTradeStep1870: StockStep = {
  ...privateTradeStep,
  canAct: (c, id) => c.s.phase > 0 && !!privateTradeStep.canAct?.(c, id),
};
