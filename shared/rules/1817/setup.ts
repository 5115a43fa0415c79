import type { Ctx } from '../../engine/context';
import { retireCompany } from '../../engine/transfer/companies';
import { drawCityTilePrivate, isVolatility } from './volatility';

/** The privates of the volatility expansion (P12-P24), in the game only with that option. */
const VOLATILITY_COMPANIES = /^P(1[2-9]|2[0-4])$/;

/** Set-up: without the volatility expansion its privates are out of the game; with it, one city-tile private is drawn. */
export function setup1817(c: Ctx): void {
  if (isVolatility(c)) return drawCityTilePrivate(c);
  for (const sym of Object.keys(c.s.companies)) if (VOLATILITY_COMPANIES.test(sym)) retireCompany(c, sym);
}
