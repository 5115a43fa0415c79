import type { Action } from '../../actions';
import type { Ctx } from '../../context';
import type { CorporationState } from '../../state';

/** Is the action by the operating corporation itself? */
export const byCorp = (k: CorporationState, a: Action) => a.entity === k.sym && a.entity_type !== 'company' && a.entity_type !== 'player';


export function orTurn(c: Ctx) {
  return (c.s.round as import('../../state').OperatingRound).turn;
}
