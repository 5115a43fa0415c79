import type { Action, ActionOf } from '../../../../shared/engine/actions';
import type { Ctx } from '../../../../shared/engine/context';
import { corp, log, player } from '../../../../shared/engine/entities';
import type { LegalOffer } from '../../../../shared/engine/legal';
import { pendingOf, pushPending, resolvePending, type PendingStep } from '../../../../shared/engine/pending';
import { check } from '../../../../shared/engine/result';
import type { SpecialRoundKind } from '../../../../shared/engine/rounds/titleRounds';
import { playerKey, type PlayerId, type SpecialRound } from '../../../../shared/engine/state';
import { pay } from '../../../../shared/engine/transfer/cash';
import { MINOR } from './data';
import { minorPar, startMinor, whyNoMinor } from './minor';

/**
 * The tiny title's round of its own, the charter call, opens the game: each player in seat order answers once, by
 * starting the minor (`par`, while nobody has) or with `pass`. When everyone has answered, the first player owes a
 * decision out of turn, the toll: $10 paid to the bank (`choose` with `pay`) or refused (`pass`). The stock round
 * starts only once it is settled: the engine moves no round on while a decision is pending.
 */
export interface CharterCall extends SpecialRound {
  name: 'charter_call';
  answered: PlayerId[];
}

const waiting = (c: Ctx, r: CharterCall) => c.s.players.find((p) => !r.answered.includes(p.id))?.id ?? null;

export const charterCall: SpecialRoundKind = {
  name: 'charter_call',
  traceName: 'Round::CharterCall',
  traceStep: () => 'Answer',
  label: 'Charter call',
  asks: () => 'start the minor or pass',
  actors: (c, r) => {
    const id = waiting(c, r as CharterCall);
    return id === null ? [] : [id];
  },
  process(c, r, a: Action) {
    const call = r as CharterCall;
    const id = waiting(c, call);
    check(a.type === 'pass' || a.type === 'par', () => `${a.type} is not possible in the charter call`);
    check(a.entity === id, () => `it is ${player(c, id!).name}'s turn to answer`);
    if (a.type === 'par') startMinor(c, id!, a as ActionOf<'par'>);
    else log(c, `${player(c, id!).name} passes`);
    call.answered.push(id!);
    if (waiting(c, call) === null) pushPending(c, { kind: 'toll', entity: c.s.players[0].id });
  },
  finished: (c, r) => waiting(c, r as CharterCall) === null,
  legal: (_game, c, r) => {
    const id = waiting(c, r as CharterCall);
    if (id === null) return [];
    const out: LegalOffer[] = [{ type: 'pass', entity: id, entityType: 'player', label: 'Pass' }];
    if (!whyNoMinor(c, id)) out.unshift({ type: 'par', entity: id, corporations: [corp(c, MINOR).sym], prices: [minorPar(c)] });
    return out;
  },
};

/** The toll: `choose` with the choice `pay` pays $10 to the bank; `pass` refuses it. */
export const toll: PendingStep = {
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
  legal: (_game, c, p) => {
    const id = p.entity as PlayerId;
    const out: LegalOffer[] = [{ type: 'pass', entity: id, entityType: 'player', label: 'Refuse the toll' }];
    // A choice's entity is written as text; the action it carries names the player as the engine does.
    const pay10: Action = { type: 'choose', entity: id, entity_type: 'player', choice: 'pay' };
    if (player(c, id).cash >= 10)
      out.unshift({ type: 'choose', entity: String(id), entityType: 'player', choices: ['pay'], options: [{ choice: 'pay', action: pay10 }] });
    return out;
  },
};

export const tollPending = (c: Ctx) => pendingOf(c, 'toll');
