import type { Action } from '../../../../shared/engine/actions';
import type { Ctx } from '../../../../shared/engine/context';
import { check } from '../../../../shared/engine/result';
import { playerKey, type PlayerId } from '../../../../shared/engine/state';
import { pay } from '../../../../shared/engine/transfer/cash';

/**
 * The tiny title's automatic action: as soon as the first stock round has started, the last player claims a $5
 * stipend (`claim_hex_token` stands in for any title's automatic action). Nobody chooses it: live play takes it after
 * the action that calls for it and records it in that action's `auto_actions`; a replay applies it from the log.
 */

/** The title's own state (`GameState.titleState`): who claimed the stipend. */
export interface TinyState {
  stipend: PlayerId | null;
}
export const initialTinyState = (): TinyState => ({ stipend: null });
export const stateOf = (c: Ctx) => c.s.titleState as TinyState;

export function stipendAutoActions(c: Ctx): Action[] {
  if (c.s.round.kind !== 'stock' || stateOf(c).stipend !== null) return [];
  const last = c.s.players[c.s.players.length - 1].id;
  return [{ type: 'claim_hex_token', entity: last, entity_type: 'player', hex: 'A1' } as unknown as Action];
}

/** The handler of the stipend's action (`TitleRules.process`): checked like any action. */
export function claimStipend(c: Ctx, a: Action): boolean {
  if ((a.type as string) !== 'claim_hex_token') return false;
  check(stateOf(c).stipend === null, 'the stipend was already claimed');
  stateOf(c).stipend = a.entity as PlayerId;
  pay(c, 'bank', playerKey(a.entity as PlayerId), 5);
  return true;
}
