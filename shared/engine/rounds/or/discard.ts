import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { corp, log } from '../../entities';
import { pushPending, resolvePending, type PendingStep } from '../../pending';
import { check } from '../../result';
import { corpKey, type PendingDecision, type PlayerId } from '../../state';
import { countedTrainCount, discardTrain, trainLimit } from '../../trains';

/**
 * Forced discards (1830 §6.6.1): after a phase change, each corporation over the new train limit discards down to it.
 * Each is a pending decision `{ kind: 'discard_train', entity: <sym> }` of its president, the first to discard on top.
 *
 * The order is 18xx.games', not the rulebook's: 1830 §6.6.1 has the corporations discard "in order of share value",
 * but 18xx.games asks them in charter order (minors first, then corporations as the title lists them:
 * `crowded_corps`). Games are played against 18xx.games (recorded games load, ours are exported to it) and its order
 * decides whose turn it is after each discard, so live play asks as it does. The trains discarded go to the pool
 * either way; only the order of the questions differs.
 */
export const DISCARD = 'discard_train';

/** Raises the discards owed now (replacing any still waiting: the limits are those of the phase now). */
export function queueDiscards(c: Ctx): void {
  const charter = [...(c.title.minors ?? []), ...c.title.corporations].map((d) => d.sym);
  const over = Object.values(c.s.corporations)
    .filter((k) => !k.closed && countedTrainCount(c, k) > trainLimit(c, k))
    .sort((a, b) => charter.indexOf(a.sym) - charter.indexOf(b.sym));
  c.s.pending = c.s.pending.filter((p) => p.kind !== DISCARD);
  for (let i = over.length - 1; i >= 0; i--) pushPending(c, { kind: DISCARD, entity: over[i].sym });
}

/**
 * The decision a discard answers: the top one is asked first, but, as in 18xx.games (which asks the first and takes
 * a discard of any corporation that must), any corporation over the limit may discard.
 */
function decisionFor(c: Ctx, top: PendingDecision, a: { entity: unknown }): PendingDecision {
  if (a.entity === top.entity) return top;
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
