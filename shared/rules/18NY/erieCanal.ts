import type { Ctx } from '../../engine/context';
import { closeCompany } from '../../engine/companies';
import { log } from '../../engine/entities';
import { state18NY } from './state';

/**
 * 18NY 7.1.1.2 Erie Canal hexes: each first lay on a hex marked with the canal lowers the Erie Canal's income by $10
 * (as 18xx.games plays it, at once); at $0 the private closes.
 */

const EC = 'EC';
const CANAL_ICON = '18_ny/canal';

export function erieCanalRevenue(c: Ctx, sym: string): number {
  const base = c.t.company.get(sym)!.revenue;
  return sym === EC ? Math.max(0, base - 10 * state18NY(c).canalBuilt.length) : base;
}

/** After a lay: a canal hex built on for the first time costs the Erie Canal $10 of income. */
export function canalLay(c: Ctx, hex: string): void {
  const st = state18NY(c);
  if (st.canalBuilt.includes(hex) || !c.t.hex.get(hex)?.icons?.includes(CANAL_ICON)) return;
  st.canalBuilt.push(hex);
  log(c, `the Erie Canal's income falls to ${erieCanalRevenue(c, EC)}`);
  const co = c.s.companies[EC];
  if (co && !co.closed && erieCanalRevenue(c, EC) === 0) closeCompany(c, EC);
}
