import { graph } from '../../engine/board';
import type { Ctx } from '../../engine/context';
import { hasOption } from './options';

/**
 * Station marker wars (1870 variants, p. 26; 18xx.games option `station_wars`, part of `original_rules`): "the
 * destination station markers for Dallas, Fort Worth, New Orleans, and St. Louis are placed in available large city
 * spaces as normal station markers are. If no space is available at the destination, the station marker may be placed
 * at the edge of the hex. If a city space becomes available later the destination station marker should be moved to
 * the space." The corporations with those destinations are GMO, MP, SP, SSW and TP.
 */
const STATION_WARS_CORPORATIONS = ['GMO', 'MP', 'SP', 'SSW', 'TP'];

/** Does this corporation's destination station take a city space (station wars)? */
export function takesCitySpace(c: Ctx, sym: string): boolean {
  return hasOption(c.s.optionalRules, 'station_wars') && STATION_WARS_CORPORATIONS.includes(sym);
}

/**
 * The slot of the destination city that `sym`'s destination station takes: the first open space no one has reserved,
 * else one beside the city (beyond its spaces, where an upgrade that opens a space moves it in: the upgrade fills new
 * spaces from the stations standing beside).
 */
export function destinationSlot(c: Ctx, hex: string, sym: string): number {
  const h = c.s.hexes[hex];
  const slots = graph(c).shapeAt(graph(c).hex(hex)).slots[0] ?? 0;
  const tokens = h.tokens[0];
  const reserved = h.reserved?.[0] ?? [];
  if (takesCitySpace(c, sym)) for (let i = 0; i < slots; i++) if (!tokens[i] && !reserved[i]) return i;
  return besideSlot(c, hex);
}

/** The first slot beside the destination city: past its spaces and the stations already standing beside it. */
export function besideSlot(c: Ctx, hex: string): number {
  return Math.max(c.s.hexes[hex].tokens[0].length, graph(c).shapeAt(graph(c).hex(hex)).slots[0] ?? 0);
}
