import type { Action } from '../../actions';
import type { Ctx } from '../../context';
import type { CorporationState, OperatingRound } from '../../state';
import { corp } from '../../entities';

/** Is the action by the operating corporation itself? */
export const byCorp = (k: CorporationState, a: Action) => a.entity === k.sym && a.entity_type !== 'company' && a.entity_type !== 'player';

export const orRound = (c: Ctx) => c.s.round as OperatingRound;

export function orTurn(c: Ctx) {
  return orRound(c).turn;
}

/** The corporation whose turn it is. */
export function operatingCorp(c: Ctx): CorporationState | null {
  const r = orRound(c);
  const sym = r.order[r.index];
  return sym ? corp(c, sym) : null;
}
