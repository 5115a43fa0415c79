import type { Action } from './actions';
import type { Ctx } from './context';
import type { Game } from './game';
import type { LegalOffer } from './legal';
import type { PendingDecision, PlayerId } from './state';

/**
 * Decisions taken out of turn: a par price owed for a president's certificate that came with a private (1830 B&O),
 * a home city to choose, and, for titles, price protection (1870), connection runs, cash crises, token replacement
 * after a merger. They stand on one stack in the state (`GameState.pending`, the last on top): whoever must decide
 * the top one acts before anyone else, the rounds wait until the stack is empty, and "who acts now" and the legal
 * actions read the top decision first.
 *
 * Each kind of decision has a step (the engine's own in `pendingSteps.ts`, a title's in `TitleRules.pendingSteps`) that
 * says who decides, which actions it accepts, what they do, and which actions are legal. A step's `process` removes
 * its decision when it is settled (`resolvePending`); one decision may take several actions.
 */
export interface PendingStep {
  kind: string;
  /** The player who decides (null: nobody can, and the engine settles it itself). */
  actor(c: Ctx, p: PendingDecision): PlayerId | null;
  /**
   * Everyone 18xx.games lists as acting, where that is more than the one who decides (1817: while a corporation
   * being auctioned places its station, all players are waiting on it). Defaults to the actor.
   */
  actors?(c: Ctx, p: PendingDecision): PlayerId[];
  /** Does the action answer this decision? (Checked before `process`; a refusal names the decision.) */
  accepts(c: Ctx, p: PendingDecision, a: Action): boolean;
  process(c: Ctx, p: PendingDecision, a: Action): void;
  /**
   * For an action that does not answer the decision: may it be taken all the same, the decision lapsing by it (1846:
   * any other action forfeits a private's second tile lay)? Removes the decision and returns true; absent, or false:
   * the action is refused until the decision is taken.
   */
  lapse?(c: Ctx, p: PendingDecision, a: Action): boolean;
  /** The legal actions while this decision is on top; `ok` checks an action by a dry run. */
  legal(game: Game, c: Ctx, p: PendingDecision, ok: (a: Record<string, unknown>) => boolean): LegalOffer[];
  /** What the decision asks, as a sentence's end: "set the par price of B&O" (messages, the turn banner). */
  asks(c: Ctx, p: PendingDecision): string;
  /** The step's name as 18xx.games reports it (trace comparison). */
  traceName?: string;
  /** The acting entity as 18xx.games names it, where it is not the decision's `entity` (trace comparison). */
  traceEntity?(c: Ctx, p: PendingDecision): string;
  /**
   * A player this decision lets stand below zero until it is settled, because settling it is how they pay what they
   * owe (1817: the winner of a company's auction handing in privates, a player in a cash crisis). Absent: nobody.
   */
  debtor?(c: Ctx, p: PendingDecision): PlayerId | null;
}

/** Puts a decision on top of the stack. */
export function pushPending(c: Ctx, p: PendingDecision): void {
  c.s.pending.push(p);
}

export function topPending(c: Ctx): PendingDecision | null {
  const list = c.s.pending;
  return list.length ? list[list.length - 1] : null;
}

/** The decision of that kind, if one is waiting anywhere on the stack. */
export function pendingOf(c: Ctx, kind: string): PendingDecision | null {
  for (let i = c.s.pending.length - 1; i >= 0; i--) if (c.s.pending[i].kind === kind) return c.s.pending[i];
  return null;
}

/** Removes a settled decision (the round it interrupted then goes on). */
export function resolvePending(c: Ctx, p: PendingDecision): void {
  const i = c.s.pending.indexOf(p);
  if (i >= 0) c.s.pending.splice(i, 1);
}
