import type { Ctx } from '../../engine/context';
import { firstEdition } from './setup';
import { usesLeft } from './abilities';
import { state1846 } from './state';

/**
 * What the map shows of 1846's companies beyond the title data: where the Steamboat, Meat Packing and Boomtown
 * markers are and whom they serve (page 12), and which printed icons no longer apply (18xx.games removes them):
 * those of companies removed at set-up (§2.3) or not in the edition, the Lake Shore Line's and Little Miami's once
 * the company is closed or its lays are used, and the markers' locations once the markers are removed (phase IV).
 */

/** The icon each company (or the IC's land grant) puts on its hexes. */
const ICON: Record<string, string> = { SC: 'port', MPC: '1846/meat', LSL: '1846/lsl', BT: '1846/boom', LM: '1846/lm', IC: '1846/ic' };
/** Icons that go with the markers, removed with them in phase IV (§9). */
const MARKER_COMPANIES = ['SC', 'MPC', 'BT'];
const FIRST_EDITION_OUT = ['BT', 'LM'];

/**
 * Each marker: the hex it marks (on the company's printed icon there), the corporation it serves. With two players, a
 * removed corporation's token waiting for its city to turn green shows there too, in its colours (as 18xx.games
 * shows its logo).
 */
export function markers1846(c: Ctx): { company: string; hex?: string; corporation?: string; icon?: string }[] {
  const as = state1846(c).assignments;
  const waiting = state1846(c).secondTokensInGreen;
  return [
    ...Object.entries(as)
      .filter(([, a]) => a.hex || a.corporation)
      .map(([company, a]) => ({ company, icon: ICON[company], ...(a.hex ? { hex: a.hex } : {}), ...(a.corporation ? { corporation: a.corporation } : {}) })),
    ...Object.entries(waiting).map(([hex, sym]) => ({ company: sym, hex, corporation: sym })),
  ];
}

export function hiddenIcons1846(c: Ctx): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const removed = new Set(state1846(c).removed);
  const hide = (sym: string, hexes: readonly string[]) => {
    for (const h of hexes) (out[h] ??= []).push(ICON[sym]);
  };
  const hexesOf = (abilities: readonly { type: string; hexes?: string[] }[] | undefined, type: string) =>
    (abilities ?? []).find((a) => a.type === type)?.hexes ?? [];
  for (const def of c.title.companies) {
    const sym = def.sym;
    if (!ICON[sym]) continue;
    const layer = MARKER_COMPANIES.includes(sym) ? 'assign_hexes' : 'tile_lay';
    const hexes = hexesOf(def.abilities as { type: string; hexes?: string[] }[], layer);
    // Removed at set-up, or not in this edition (first edition: Boomtown, Little Miami).
    const outOfGame = removed.has(sym) || (firstEdition(c) && FIRST_EDITION_OUT.includes(sym));
    const spent = MARKER_COMPANIES.includes(sym) ? state1846(c).bonusesRemoved : c.s.companies[sym].closed || usesLeft(c, sym, 'tile_lay') <= 0;
    if (outOfGame || spent) hide(sym, hexes);
  }
  if (removed.has('IC')) hide('IC', hexesOf(c.t.corporation.get('IC')?.abilities as { type: string; hexes?: string[] }[], 'tile_lay'));
  return out;
}
