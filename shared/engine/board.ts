import type { Ctx } from './context';
import type { CorporationState } from './state';
import { hexChanged } from './graphCache';
import { liftStation } from './transfer/tokens';

// The track graph kept beside the state (`graphCache.ts`), imported from here by most of the engine.
export { graph, hexChanged } from './graphCache';

/** A closing corporation's stations come off the map and its home reservations are freed (1846 §8, 1870). */
export function removeFromMap(c: Ctx, k: CorporationState): void {
  for (const t of k.tokens) if (t.hex) liftStation(c, k, t);
  for (const hex in c.s.hexes) {
    const h = c.s.hexes[hex];
    if (!h.reserved.some((s) => s.includes(k.sym))) continue;
    h.reserved = h.reserved.map((s) => s.map((r) => (r === k.sym ? null : r)));
    hexChanged(c, hex);
  }
}
