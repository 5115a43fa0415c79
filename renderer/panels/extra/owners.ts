/** Names for owner keys (`p:<id>`, `c:<sym>`, `ipo:<sym>`, `pool`, `bank`, `depot`) as a player reads them. */
import type { GameState, OwnerKey } from '@shared/engine/state';

export function ownerLabel(state: Pick<GameState, 'players'>, key: OwnerKey | null): string {
  if (key === null || key === 'bank') return 'Bank';
  if (key === 'pool') return 'Pool';
  if (key === 'depot') return 'Depot';
  const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'p') return state.players.find((p) => String(p.id) === id)?.name ?? `Player ${id}`;
  if (kind === 'ipo') return `${id} IPO`;
  return id;
}
