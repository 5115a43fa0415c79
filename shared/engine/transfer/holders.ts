import type { Ctx } from '../context';
import { fail } from '../result';
import { playerKey, type CorporationState, type OwnerKey, type PlayerState } from '../state';

/**
 * The player or corporation an owner key names (`p:<id>`, `c:<sym>`), for the transfer modules. They look holders up
 * themselves rather than through `entities.ts`, which re-exports them.
 */
export function playerAt(c: Ctx, key: OwnerKey): PlayerState {
  // Indexed: run at every payment, mostly interpreted in a cold replay (`NO_ITERATOR`, entities.ts).
  const players = c.s.players;
  for (let i = 0; i < players.length; i++) if (playerKey(players[i].id) === key) return players[i];
  return fail(`unknown player ${key.slice(2)}`);
}

export function corporationAt(c: Ctx, key: OwnerKey): CorporationState {
  const sym = key.slice(2);
  return Object.prototype.hasOwnProperty.call(c.s.corporations, sym) ? c.s.corporations[sym] : fail(`unknown corporation ${sym}`);
}
