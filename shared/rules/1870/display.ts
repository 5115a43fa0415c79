import type { Ctx } from '../../engine/context';
import { state1870 } from './state';

/**
 * What the map shows of 1870 beyond the title data: the Southern Cattle and Gulf Shipping markers where they were
 * placed, in the colours of the corporation that placed them (1870 privates), and each corporation's destination
 * (1870 destinations): its marker until the connection run, then its station where it went.
 */

/** The cattle and port markers on the map (a closed port stays, serving no one more than the others). */
export function markers1870(c: Ctx): { company: string; hex?: string; corporation?: string }[] {
  return Object.entries(state1870(c).markers).map(([company, m]) => ({ company, hex: m.hex, ...(m.closed ? {} : { corporation: m.corporation }) }));
}

/** Every corporation's destination: not reached yet, or reached with its station on the map or on its charter. */
export function destinations1870(c: Ctx): { corporation: string; hex: string; reached: false | 'map' | 'charter' }[] {
  const reached = state1870(c).destinations;
  return c.title.corporations
    .filter((def) => def.destination && !c.s.corporations[def.sym]?.closed)
    .map((def) => ({ corporation: def.sym, hex: def.destination!, reached: reached[def.sym] ?? false }));
}
