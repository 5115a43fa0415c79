import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { state18NY } from './state';
import { coalRevenue } from './coal';
import type { TrackGraph } from '../../graph/trackGraph';
import type { TitleDef } from '../../title/types';

/**
 * 18NY 7.1.3.2 Connection bonuses: each marked town, city and off-board location that has no company starting there
 * and no coal pays $10 to the first company whose run serves it; that company takes the bonus token and earns $10
 * more on every run from then on, the run that took it included.
 */

/** What each bonus token pays. */
export const CONNECTION_BONUS = 10;

/** The title's bonus locations: a hex, or an off-board location of several hexes named by its first. */
const locations = (c: Ctx) => (c.title.settings?.connectionBonusHexes ?? []) as (string | string[])[];

/**
 * The bonus location a stop serves (its key hex), or null. A hex of two locations has a stop for each, in the order the
 * locations are listed: A21 is Montreal's stop 0 (edge 0) and Burlington's stop 1 (edge 5), as 18xx.games tells them
 * by the edge the route leaves the hex by.
 */
function locationOf(c: Ctx, hex: string, stop: number): string | null {
  const found = locationsByHex(c).get(hex);
  if (!found) return null;
  return (found.length > 1 ? found[stop] : found[0]) ?? null;
}

const keyOf = (loc: string | string[]) => (typeof loc === 'string' ? loc : loc[0]!);

/**
 * Each hex's bonus locations (their key hexes, in the order listed), worked out once per title: every paying stop of
 * every run is looked up.
 */
const byHex = new WeakMap<TitleDef, ReadonlyMap<string, readonly string[]>>();

function locationsByHex(c: Ctx): ReadonlyMap<string, readonly string[]> {
  let m = byHex.get(c.title);
  if (!m) {
    const built = new Map<string, string[]>();
    for (const loc of locations(c)) for (const hex of typeof loc === 'string' ? [loc] : loc) built.set(hex, [...(built.get(hex) ?? []), keyOf(loc)]);
    byHex.set(c.title, (m = built));
  }
  return m;
}

/** After a run: the company takes the bonus tokens of the locations its routes served. */
export function claimBonuses(c: Ctx, sym: string, served: readonly string[]): void {
  const st = state18NY(c);
  for (const key of served) {
    if (st.bonusTaken.includes(key)) continue;
    st.bonusTaken.push(key);
    st.bonus[sym] = (st.bonus[sym] ?? 0) + CONNECTION_BONUS;
    log(c, `${sym} claims the connection bonus at ${key}`);
  }
}

/**
 * For each route of a run, in order, the locations not taken yet that its paying stops serve and no earlier route
 * of the run served. Only paying stops serve a location (18xx.games: a 4DE or 5DE serves only its company's stations
 * and off-boards, 5.3).
 */
export function bonusesServed(c: Ctx, g: TrackGraph, paying: readonly (readonly number[])[]): string[][] {
  const taken = state18NY(c).bonusTaken;
  const seen = new Set<string>();
  return paying.map((stops) => {
    const out: string[] = [];
    for (const node of stops) {
      const key = locationOf(c, g.hexIds[g.nodeHex(node)]!, g.nodeStop(node));
      if (key === null || taken.includes(key) || seen.has(key)) continue;
      seen.add(key);
      out.push(key);
    }
    return out;
  });
}

/** At most what a paying stop adds to the run: the bonus of a location not taken yet (for the route optimiser). */
export function bonusOfStop(c: Ctx, g: TrackGraph, node: number): number {
  const key = locationOf(c, g.hexIds[g.nodeHex(node)]!, g.nodeStop(node));
  return key !== null && !state18NY(c).bonusTaken.includes(key) ? CONNECTION_BONUS : 0;
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
