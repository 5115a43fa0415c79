import type { Ctx } from '../context';
import { hexChanged } from '../graphCache';
import { fail } from '../result';
import type { CorporationState, TokenState } from '../state';

/**
 * Stations (tokens) change place here and nowhere else: a corporation's token goes from its charter to a city slot,
 * comes off the map back to the charter, or a station on the map passes to another corporation (a minor bought,
 * 1846 §6.93; a merger). The hex's slots (`HexState.tokens`) and the token's own `hex` and `stop` always agree, and
 * the track graph hears of every change. A station may stand beside a city's slots (1870's destination station).
 */

/**
 * Puts one of the corporation's tokens (off the map) in a city slot, which must be open. A slot past the city's last
 * stands beside the city (1870's destination station, which takes no slot); the slots between stay open.
 */
export function placeStation(c: Ctx, k: CorporationState, token: TokenState, hex: string, stop: number, slot: number): void {
  if (token.hex) fail(`${k.sym}'s token is already on ${token.hex}`);
  const slots = c.s.hexes[hex]?.tokens[stop] ?? fail(`${hex} has no city ${stop}`);
  if (slots[slot]) fail(`slot ${slot} of city ${stop} on ${hex} holds ${slots[slot]}`);
  while (slots.length < slot) slots.push(null);
  slots[slot] = k.sym;
  token.hex = hex;
  token.stop = stop;
  hexChanged(c, hex);
}

/**
 * Takes the corporation's station off the map: the token goes back to its charter (or out of play with it). A
 * corporation holding two stations in one city (18NY: the Stagecoach token beside its own) names the token's `slot`;
 * otherwise its slot is the one its name is in.
 */
export function liftStation(c: Ctx, k: CorporationState, token: TokenState, slot?: number): void {
  const hex = token.hex ?? fail(`${k.sym}'s token is not on the map`);
  const slots = c.s.hexes[hex].tokens[token.stop];
  const at = slot ?? slots?.indexOf(k.sym) ?? -1;
  if (at < 0 || slots?.[at] !== k.sym) fail(`${k.sym} has no station in city ${token.stop} of ${hex}${slot === undefined ? '' : ` slot ${slot}`}`);
  slots[at] = null;
  token.hex = null;
  hexChanged(c, hex);
}

/**
 * A station on the map passes from one corporation to another: `from`'s token leaves the map and `to`'s token (off the
 * map; a new one when the title gives one) takes a slot of the same city, as a token placed there would (`openSlot`).
 * The slot may differ from the one left (18xx.games swaps a token by lifting it and placing the other), and a later
 * action naming a slot (`remove_token`) reads it.
 */
export function handOverStation(c: Ctx, from: CorporationState, token: TokenState, to: CorporationState, into: TokenState): void {
  const hex = token.hex ?? fail(`${from.sym}'s token is not on the map`);
  if (into.hex) fail(`${to.sym}'s token is already on ${into.hex}`);
  const slots = c.s.hexes[hex].tokens[token.stop];
  const at = slots.indexOf(from.sym);
  if (at < 0) fail(`${from.sym} has no station in city ${token.stop} of ${hex}`);
  slots[at] = null;
  const slot = openSlot(c, hex, token.stop, to.sym, at);
  slots[slot] = to.sym;
  into.hex = hex;
  into.stop = token.stop;
  token.hex = null;
  hexChanged(c, hex);
}

/**
 * The slot of city `stop` a corporation's token placed there takes: the one reserved for it, else the first open slot
 * reserved for no one; `fallback` when none is.
 */
function openSlot(c: Ctx, hex: string, stop: number, sym: string, fallback: number): number {
  const h = c.s.hexes[hex];
  const slots = h.tokens[stop];
  const reserved = h.reserved[stop] ?? [];
  const own = reserved.findIndex((r, i) => r === sym && !slots[i]);
  if (own >= 0) return own;
  const open = slots.findIndex((t, i) => !t && !reserved[i]);
  return open >= 0 ? open : fallback;
}

/**
 * A tile laid over another: each station in the hex's old slots (`slots`) follows its city to the new tile's (`map`:
 * old city → new city; two cities may become one, 1817 X30). The caller moves the slots themselves with the tile.
 */
export function followRelaidStations(c: Ctx, hex: string, slots: readonly (readonly (string | null)[])[], map: readonly number[]): void {
  for (const sym of new Set(slots.flat()))
    if (sym) for (const t of c.s.corporations[sym].tokens) if (t.hex === hex && map[t.stop] !== undefined) t.stop = map[t.stop];
}

/** A new token on the corporation's charter, off the map (an extra station bought or given, 1817 §6.4, 1846 §4). */
export function addToken(k: CorporationState, price: number): TokenState {
  const token: TokenState = { price, hex: null, stop: 0 };
  k.tokens.push(token);
  return token;
}

/**
 * The corporation keeps these of its tokens, in this order; the others, which must be off the map, leave the game
 * (1817 §7.3: a merged company keeps eight markers at most).
 */
export function keepTokens(k: CorporationState, kept: TokenState[]): void {
  for (const t of kept) if (!k.tokens.includes(t)) fail(`the token is not ${k.sym}'s`);
  for (const t of k.tokens) if (t.hex && !kept.includes(t)) fail(`${k.sym}'s station on ${t.hex} cannot leave the game from the map`);
  k.tokens = kept;
}
