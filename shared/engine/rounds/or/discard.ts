import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { corp, log } from '../../entities';
import { compareOperatingOrder } from '../../market';
import { pushPending, resolvePending, type PendingStep } from '../../pending';
import { check } from '../../result';
import { corpKey, type PendingDecision, type PlayerId } from '../../state';
import { countedTrainCount, discardTrain, trainLimit } from '../../trains';

/**
 * Forced discards (1830 §6.6.1): after a phase change, each corporation over the new train limit discards down to it,
 * highest share value first. Each is a pending decision `{ kind: 'discard_train', entity: <sym> }` of its president,
 * the first to discard on top.
 */
export const DISCARD = 'discard_train';

/** Raises the discards owed now (replacing any still waiting: the limits are those of the phase now). */
export function queueDiscards(c: Ctx): void {
  const over = Object.values(c.s.corporations)
    .filter((k) => !k.closed && countedTrainCount(c, k) > trainLimit(c, k))
    .sort((a, b) => compareOperatingOrder(c, a, b));
  c.s.pending = c.s.pending.filter((p) => p.kind !== DISCARD);
  for (let i = over.length - 1; i >= 0; i--) pushPending(c, { kind: DISCARD, entity: over[i].sym });
}

/**
 * The decision a discard answers: the top one in live play; 18xx.games asks in its own order (charter order), so a
 * log being loaded may discard for any corporation that must.
 */
function decisionFor(c: Ctx, top: PendingDecision, a: { entity: unknown }): PendingDecision {
  if (!c.loading || a.entity === top.entity) return top;
  return c.s.pending.find((p) => p.kind === DISCARD && p.entity === a.entity) ?? top;
}

export const discardPending: PendingStep = {
  kind: DISCARD,
  traceName: 'DiscardTrain',
  actor: (c, p) => corp(c, String(p.entity)).president as PlayerId,
  asks: (_c, p) => `discard a train of ${String(p.entity)} (over the train limit)`,
  accepts: (_c, _p, a) => a.type === 'discard_train',
  process(c, top, a) {
    const p = decisionFor(c, top, a);
    const sym = String(p.entity);
    check(a.entity === sym, () => `${sym} must discard first`);
    const t = c.s.trains[(a as ActionOf<'discard_train'>).train];
    check(t && t.owner === corpKey(sym), () => `${sym} does not own that train`);
    discardTrain(c, t);
    log(c, `${sym} discards a ${t.name} train`);
    const k = corp(c, sym);
    if (countedTrainCount(c, k) <= trainLimit(c, k)) resolvePending(c, p);
  },
  legal: (_game, c, p) => [{ type: 'discard_train', entity: String(p.entity), trains: corp(c, String(p.entity)).trains }],
};
