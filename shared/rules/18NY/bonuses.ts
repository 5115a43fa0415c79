import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { state18NY } from './state';
import { coalRevenue } from './coal';

/**
 * 18NY 7.1.3.2 Connection bonuses: each marked town, city and off-board location that has no company starting there
 * and no coal pays $10 to the first company whose run serves it; that company takes the bonus token and earns $10
 * more on every run from then on, the run that took it included.
 */

/** The title's bonus locations: a hex, or an off-board location of several hexes named by its first. */
const locations = (c: Ctx) => (c.title.settings?.connectionBonusHexes ?? []) as (string | string[])[];

/** The bonus location a stop's hex belongs to (its key hex), or null. */
function locationOf(c: Ctx, hex: string): string | null {
  for (const loc of locations(c)) {
    if (typeof loc === 'string' ? loc === hex : loc.includes(hex)) return typeof loc === 'string' ? loc : loc[0];
  }
  return null;
}

/** After a run: the company takes the bonus tokens of the locations its routes served. */
export function claimBonuses(c: Ctx, sym: string, served: string[]): void {
  const st = state18NY(c);
  for (const key of served) {
    if (st.bonusTaken.includes(key)) continue;
    st.bonusTaken.push(key);
    st.bonus[sym] = (st.bonus[sym] ?? 0) + 10;
    log(c, `${sym} claims the connection bonus at ${key}`);
  }
}

/** The bonus locations the routes' stops serve (for claiming after the run). */
export function bonusLocationsOf(c: Ctx, hexes: readonly string[]): string[] {
  const st = state18NY(c);
  const out: string[] = [];
  for (const hex of hexes) {
    const key = locationOf(c, hex);
    if (key && !st.bonusTaken.includes(key) && !out.includes(key)) out.push(key);
  }
  return out;
}

/** What a company's tokens add to each run: $10 per connection bonus and per coal token taken. */
export function tokenRevenue(c: Ctx, sym: string): number {
  return (state18NY(c).bonus[sym] ?? 0) + coalRevenue(c, sym);
}

/** A company left without trains by another's purchase (rusting, or its train bought) loses its bonus tokens (7.1.3.2). */
export function loseBonusesOfTrainless(c: Ctx, buyer: string): void {
  const st = state18NY(c);
  for (const sym of Object.keys(st.bonus)) {
    if (sym === buyer || c.s.corporations[sym].trains.length) continue;
    delete st.bonus[sym];
    log(c, `${sym} has no train left and loses its connection bonuses`);
  }
}
