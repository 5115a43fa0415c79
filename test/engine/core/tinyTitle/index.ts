import type { TitleRules } from '../../../shared/rules/types';
import type { Action } from '../../../shared/engine/actions';
import type { Ctx } from '../../../shared/engine/context';
import { log, player } from '../../../shared/engine/entities';
import { pay } from '../../../shared/engine/transfer/cash';
import { pendingOf, pushPending, resolvePending, type PendingStep } from '../../../shared/engine/pending';
import { check } from '../../../shared/engine/result';
import type { SpecialRoundKind } from '../../../shared/engine/rounds/titleRounds';
import { startSpecialRound } from '../../../shared/engine/rounds/sequence';
import { playerKey, type PlayerId, type SpecialRound } from '../../../shared/engine/state';
import { standardRules } from '../../../shared/rules/standard';
import { ANYTIME_STEPS } from '../../../shared/engine/rounds/operating';

/**
 * A test title's rules built through the hook interface only (shared/engine/README.md, "Adding a title"): it plays on
 * 1830's data, opens with a round of its own (a roll call: each player in seat order answers `pass` once) and, when
 * the roll call is over, the first player owes a decision out of turn (a toll of $10 paid to the bank or refused with
 * `pass`) before the stock round can start. When the stock round starts, the rules take an automatic action: the
 * last player claims a $5 stipend (`claim_hex_token` stands in for any title's automatic action). Corporations may
 * take up to two $50 loans at any time of their operating turn, at $5 interest.
 */

interface RollCall extends SpecialRound {
  name: 'roll_call';
  answered: PlayerId[];
}

const waiting = (c: Ctx, r: RollCall) => c.s.players.find((p) => !r.answered.includes(p.id))?.id ?? null;

const rollCall: SpecialRoundKind = {
  name: 'roll_call',
  traceName: 'Round::RollCall',
  traceStep: () => 'Answer',
  label: 'Roll call',
  asks: () => 'answer the roll call',
  actors: (c, r) => {
    const id = waiting(c, r as RollCall);
    return id === null ? [] : [id];
  },
  process(c, r, a: Action) {
    const call = r as RollCall;
    const id = waiting(c, call);
    check(a.type === 'pass', () => `${a.type} is not possible in the roll call`);
    check(a.entity === id, () => `it is ${player(c, id!).name}'s turn to answer`);
    call.answered.push(id!);
    log(c, `${player(c, id!).name} answers`);
    if (waiting(c, call) === null) pushPending(c, { kind: 'toll', entity: c.s.players[0].id });
  },
  finished: (c, r) => waiting(c, r as RollCall) === null,
  legal: (_game, c, r) => {
    const id = waiting(c, r as RollCall);
    return id === null ? [] : [{ type: 'pass', entity: id, entityType: 'player', label: 'Answer' }];
  },
};

/** The toll: `choose` with the choice `pay` pays $10 to the bank; `pass` refuses it. */
const toll: PendingStep = {
  kind: 'toll',
  traceName: 'Toll',
  actor: (_c, p) => p.entity as PlayerId,
  asks: () => 'pay the $10 toll or refuse it',
  accepts: (_c, p, a) => a.entity === p.entity && (a.type === 'pass' || a.type === 'choose'),
  process(c, p, a) {
    if (a.type === 'choose') {
      check(a.choice === 'pay', () => `${String(a.choice)} is not a choice here`);
      pay(c, playerKey(p.entity as PlayerId), 'bank', 10);
    }
    resolvePending(c, p);
  },
  legal: (_game, _c, p) => [{ type: 'pass', entity: p.entity as PlayerId, entityType: 'player', label: 'Refuse the toll' }],
};

/** The title's own state: who claimed the stipend. */
interface HookState {
  stipend: PlayerId | null;
}
export const stateOf = (c: Ctx) => c.s.titleState as HookState;

/** The stipend is due once, as soon as the stock round has started. */
function autoActions(c: Ctx): Action[] {
  if (c.s.round.kind !== 'stock' || stateOf(c).stipend !== null) return [];
  const last = c.s.players[c.s.players.length - 1].id;
  return [{ type: 'claim_hex_token', entity: last, entity_type: 'player', hex: 'A1' } as unknown as Action];
}

export const hookTitleRules: TitleRules = {
  ...standardRules,
  id: 'hook-test',
  firstRound: (c) => startSpecialRound(c, 'roll_call', { answered: [] }),
  titleState: (): HookState => ({ stipend: null }),
  rounds: { roll_call: rollCall },
  pendingSteps: { toll },
  autoActions,
  loans: { amount: () => 50, limit: () => 2, interest: () => 5 },
  anytimeSteps: [...ANYTIME_STEPS, 'loan'],
  process(c, a) {
    if ((a.type as string) !== 'claim_hex_token') return false;
    check(stateOf(c).stipend === null, 'the stipend was already claimed');
    stateOf(c).stipend = a.entity;
    pay(c, 'bank', playerKey(a.entity), 5);
    return true;
  },
};

export const tollPending = (c: Ctx) => pendingOf(c, 'toll');
