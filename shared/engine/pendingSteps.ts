import type { Action } from './actions';
import type { Ctx } from './context';
import type { PendingStep } from './pending';
import { topPending } from './pending';
import { RuleError } from './result';
import type { PendingDecision, PlayerId } from './state';
import { parStep } from './rounds/pendingPar';
import { homeCityStep } from './rounds/or/homeToken';
import { discardPending } from './rounds/or/discard';
import { teleportTokenPending } from './rounds/or/special';

/** The engine's own kinds of pending decision; a title adds or replaces kinds with `TitleRules.pendingSteps`. */
const ENGINE_STEPS: Record<string, PendingStep> = {
  [parStep.kind]: parStep,
  [homeCityStep.kind]: homeCityStep,
  [discardPending.kind]: discardPending,
  [teleportTokenPending.kind]: teleportTokenPending,
};

/** The step that handles a kind of decision: the title's own first, then the engine's. */
export function pendingStep(c: Ctx, kind: string): PendingStep {
  const step = c.rules.pendingSteps?.[kind] ?? ENGINE_STEPS[kind];
  if (!step) throw new RuleError(`no step handles a pending ${kind.replace(/_/g, ' ')}`);
  return step;
}

/**
 * Handles an action while a decision is pending: it must answer the decision on top, or let it lapse (the step's
 * `lapse`: then false, and the action is not yet handled).
 */
export function processPending(c: Ctx, action: Action): boolean {
  const p = topPending(c)!;
  const step = pendingStep(c, p.kind);
  if (!step.accepts(c, p, action)) {
    if (step.lapse?.(c, p, action)) return false;
    throw new RuleError(`${describe(c, p, step)} first`);
  }
  step.process(c, p, action);
  return true;
}

/** Who must decide now, while a decision is pending. */
export function pendingActor(c: Ctx): PlayerId | null {
  const p = topPending(c);
  return p ? pendingStep(c, p.kind).actor(c, p) : null;
}

/** Everyone acting while a decision is pending (the actor, unless the step lists more). */
export function pendingActors(c: Ctx): PlayerId[] {
  const p = topPending(c);
  if (!p) return [];
  const step = pendingStep(c, p.kind);
  if (step.actors) return step.actors(c, p);
  const who = step.actor(c, p);
  return who === null ? [] : [who];
}

/** Players whom an open decision lets stand below zero (`PendingStep.debtor`): anyone else's cash is at least 0. */
export function pendingDebtors(c: Ctx): PlayerId[] {
  return c.s.pending.flatMap((p) => {
    const who = pendingStep(c, p.kind).debtor?.(c, p);
    return who === undefined || who === null ? [] : [who];
  });
}

function describe(c: Ctx, p: PendingDecision, step: PendingStep): string {
  const who = step.actor(c, p);
  const name = who === null ? 'the bank' : (c.s.players.find((x) => x.id === who)?.name ?? String(who));
  return `${name} must ${step.asks(c, p)}`;
}
