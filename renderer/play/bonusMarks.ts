/**
 * 18NY's connection bonus and coal tokens (7.1.3.2-7.1.3.3), for display: the printed map has no icon for them, so
 * each location whose token is still to be taken gets a marker on its hex ("+10" a bonus, "coal" the coal), and each
 * company's tokens taken are counted on its card. Read from the title's settings and the rules module's state.
 */
import type { Ctx } from '@shared/engine/context';
import { state18NY } from '@shared/rules/18NY/state';
import type { BoardMarker } from '../board/types';

const bonusLocations = (c: Ctx) => (c.title.settings?.connectionBonusHexes ?? []) as (string | string[])[];
const coalLocations = (c: Ctx) => (c.title.settings?.coalLocations ?? []) as string[][];
const hasTokens = (c: Ctx) => bonusLocations(c).length > 0 || coalLocations(c).length > 0;

/** A bonus token gold, a coal token black, as they are printed. */
const BONUS: BoardMarker = { label: '+10', color: '#ffd54f', textColor: '#1a1a1a' };
const COAL: BoardMarker = { label: 'coal', color: '#212121', textColor: '#ffffff' };

/** Markers for the tokens still on the map, by hex: a bonus location's on its first hex, a coal location's on each. */
export function bonusMarkers(c: Ctx): { hex: string; marker: BoardMarker }[] {
  if (!hasTokens(c)) return [];
  const st = state18NY(c);
  const out: { hex: string; marker: BoardMarker }[] = [];
  for (const loc of bonusLocations(c)) {
    const key = typeof loc === 'string' ? loc : loc[0]!;
    if (!st.bonusTaken.includes(key)) out.push({ hex: key, marker: BONUS });
  }
  coalLocations(c).forEach((loc, i) => {
    if (!st.coalClaimed.includes(i)) for (const hex of loc) out.push({ hex, marker: COAL });
  });
  return out;
}

/** What a company's bonus and coal tokens add to each of its runs (money), or null. */
export function tokenIncome(c: Ctx, sym: string): { bonus: number; coal: number } | null {
  if (!hasTokens(c)) return null;
  const st = state18NY(c);
  const bonus = st.bonus[sym] ?? 0;
  const coal = st.coal[sym] ?? 0;
  return bonus || coal ? { bonus, coal } : null;
}
