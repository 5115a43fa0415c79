import type { Ctx } from '../context';
import { fail } from '../result';
import { playerKey, type CorporationState, type OwnerKey, type PlayerState } from '../state';

/**
 * The player or corporation an owner key names (`p:<id>`, `c:<sym>`), for the transfer modules. They look holders up
 * themselves rather than through `entities.ts`, which re-exports them.
 */
export function playerAt(c: Ctx, key: OwnerKey): PlayerState {
  for (const p of c.s.players) if (playerKey(p.id) === key) return p;
  return fail(`unknown player ${key.slice(2)}`);
}

export function corporationAt(c: Ctx, key: OwnerKey): CorporationState {
  const sym = key.slice(2);
  return Object.prototype.hasOwnProperty.call(c.s.corporations, sym) ? c.s.corporations[sym] : fail(`unknown corporation ${sym}`);
}
