/**
 * Station token placement (1830 §6.3, 1846 §6.5): a corporation may place a token in a city its network reaches,
 * in a slot that is empty and not reserved for another corporation, and never two tokens in one hex.
 */
import { nodeNearStation } from './nearStations';
import { CITY } from './shape';
import type { TrackGraph } from './trackGraph';
import type { TokenSlotRef } from './types';

/** The slot the corporation would take in city `stop` of hex h, or -1 if none is open to it. */
export function freeSlot(g: TrackGraph, h: number, stop: number, corp: string): number {
  const shape = g.shapeAt(h);
  if (shape.stopKind[stop] !== CITY) return -1;
  if (blockedByHomeHex(g, h, corp)) return -1;
  const tokens = g.tokensAt(h, stop);
  const reserved = g.stateAt(h).reserved?.[stop] ?? [];
  let open = -1;
  for (let i = 0; i < shape.slots[stop]!; i++) {
    if (tokens[i]) continue;
    const r = reserved[i];
    if (r === corp) return i; // its own reserved (home) slot first
    if (!r && open < 0) open = i;
  }
  // Its reservation moved beside the city (18NY: minor 1's home beside the Stagecoach token, `stagecoach.ts`).
  for (let i = shape.slots[stop]!; i < reserved.length; i++) if (reserved[i] === corp && !tokens[i]) return i;
  return open;
}

/**
 * A hex that is a corporation's home as a whole (several cities) is closed to the others' tokens until that
 * corporation places its home token there, where the title says so (1830: "After a tile has been placed there, no
 * other railroad may place a station there until the Erie has placed its home station"; 18xx.games
 * TILE_RESERVATION_BLOCKS_OTHERS `always`).
 */
function blockedByHomeHex(g: TrackGraph, h: number, corp: string): boolean {
  const homes = g.stateAt(h).homeOf;
  if (!homes?.length || homes.includes(corp)) return false;
  return g.title.settings?.tileReservationBlocksOthers === 'always';
}

/** Cities (with the slot to take) where the corporation may place a token now. */
export function reachableCities(g: TrackGraph, corp: string): TokenSlotRef[] {
  const c = g.connectivity(corp);
  const out: TokenSlotRef[] = [];
  for (let node = 0; node < c.nodes.length; node++) {
    if (!c.nodes[node]) continue;
    const h = g.nodeHex(node);
    const stop = g.nodeStop(node);
    if (g.hasTokenInHex(h, corp)) continue;
    const slot = freeSlot(g, h, stop, corp);
    if (slot >= 0) out.push({ hex: g.hexIds[h]!, stop, slot });
  }
  return out;
}

/**
 * Is there a city where the corporation may place a token now (`reachableCities(...).length > 0` without the
 * list)? With `accept`, only cities on hexes it accepts count.
 */
export function hasReachableCity(g: TrackGraph, corp: string, accept?: (hexId: string) => boolean): boolean {
  const open = (node: number) => {
    const h = g.nodeHex(node);
    if (g.hasTokenInHex(h, corp) || freeSlot(g, h, g.nodeStop(node), corp) < 0) return false;
    return !accept || accept(g.hexIds[h]!);
  };
  // A city a short route from a station reaches (`nearStations.ts`), or among what the network surely still reaches
  // (`TrackGraph.keptReachAny`), answers without walking or extending it.
  if (!g.hasConnectivity(corp) && (nodeNearStation(g, corp, open) || g.keptReachAny(corp, open))) return true;
  const nodes = g.connectivity(corp).nodes;
  for (let node = 0; node < nodes.length; node++) if (nodes[node] && open(node)) return true;
  return false;
}

/** Why the corporation may not place a token in city `stop` of `hexId`, or null if it may. */
export function checkTokenPlacement(g: TrackGraph, corp: string, hexId: string, stop: number, opts: { ignoreConnectivity?: boolean } = {}): string | null {
  const h = g.hexIndex.get(hexId);
  if (h === undefined) return `${hexId} is not on the map`;
  if (g.shapeAt(h).stopKind[stop] !== CITY) return `${hexId} has no city ${stop}`;
  if (g.hasTokenInHex(h, corp)) return `${corp} already has a token in ${hexId}`;
  if (freeSlot(g, h, stop, corp) < 0) return `city ${stop} of ${hexId} has no slot open to ${corp}`;
  const node = g.nodeId(h, stop);
  if (opts.ignoreConnectivity || g.keptNode(corp, node)) return null;
  // A city at the end of a short route from one of its stations is reached (`nearStations.ts`): the network is walked
  // only when those routes say nothing, late in a game when it covers most of the map (#18).
  if (!g.hasConnectivity(corp) && nodeNearStation(g, corp, (n) => n === node)) return null;
  if (!g.connectivity(corp).nodes[node]) return `${corp}'s network does not reach city ${stop} of ${hexId}`;
  return null;
}
