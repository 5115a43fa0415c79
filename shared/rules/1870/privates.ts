import type { Ctx } from '../../engine/context';
import { ability, closeCompany } from '../../engine/companies';
import type { CorporationState } from '../../engine/state';

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
