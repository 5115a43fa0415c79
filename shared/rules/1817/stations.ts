import type { Ctx } from '../../engine/context';
import { hexChanged } from '../../engine/board';
import type { CorporationState, TokenState } from '../../engine/state';

/**
 * 1817 §7.3, acquired station markers: when a company takes over another's stations (an acquisition, a friendly sale,
 * a merger), the other's markers on the map become the survivor's, and where both stood in the same city the
 * survivor's own marker goes back to its charter. The survivor keeps at most eight: markers still on a charter beyond
 * eight are dropped, and with more than eight on the map its president first chooses which to remove (`reduceTokens`).
 */
export const MAX_STATIONS = 8;

const placed = (k: CorporationState) => k.tokens.filter((t) => t.hex);

function lift(c: Ctx, k: CorporationState, t: TokenState): void {
  const slots = c.s.hexes[t.hex!].tokens[t.stop];
  slots[slots.indexOf(k.sym)] = null;
  hexChanged(c, t.hex!);
  t.hex = null;
}

/** The survivor's markers in cities where `other` has one go back to its charter (§7.3). */
export function removeDuplicateStations(c: Ctx, survivor: CorporationState, other: CorporationState): void {
  const theirs = new Set(placed(other).map((t) => `${t.hex}/${t.stop}`));
  for (const t of survivor.tokens) if (t.hex && theirs.has(`${t.hex}/${t.stop}`)) lift(c, survivor, t);
}

/**
 * Must the survivor's president choose markers to remove before `other`'s join it: two markers of theirs in one hex
 * (two cities of a tile), or more than eight on the map between them?
 */
export function stationsAboveLimit(survivor: CorporationState, other: CorporationState): boolean {
  const mine = placed(survivor).map((t) => t.hex);
  const theirs = new Set(placed(other).map((t) => t.hex));
  if (new Set(mine).size !== mine.length || mine.some((h) => theirs.has(h))) return true;
  return mine.length + theirs.size > MAX_STATIONS;
}

/**
 * `other`'s markers become the survivor's: those on the map stay where they are under the survivor's colour, those on
 * its charter join the survivor's charter (at no cost); the survivor keeps eight at most, the map's first.
 */
export function takeOverStations(c: Ctx, survivor: CorporationState, other: CorporationState): void {
  const onMap = placed(survivor);
  const spare = survivor.tokens.filter((t) => !t.hex);
  for (const t of other.tokens) {
    if (!t.hex) {
      spare.push({ price: 0, hex: null, stop: 0 });
      continue;
    }
    const slots = c.s.hexes[t.hex].tokens[t.stop];
    slots[slots.indexOf(other.sym)] = survivor.sym;
    hexChanged(c, t.hex);
    onMap.push({ price: 0, hex: t.hex, stop: t.stop });
  }
  other.tokens = other.tokens.map((t) => ({ ...t, hex: null, stop: 0 }));
  spare.sort((a, b) => a.price - b.price);
  survivor.tokens = [...onMap, ...spare].slice(0, MAX_STATIONS);
}
