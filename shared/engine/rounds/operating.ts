import type { Action } from '../actions';
import type { Ctx } from '../context';
import { payCompanyRevenue } from '../companies';
import { corp, log } from '../entities';
import { operatingOrder } from './or/order';
import { check } from '../result';
import type { CorporationState, OperatingRound, OperatingTurn } from '../state';
import { STEPS, type OrStep } from './or/steps';
import { operatingCorp, orRound } from './or/common';

/**
 * The operating round (1830 §6): corporations operate in share-price order; each turn is a fixed sequence of steps
 * (lay track, place a token, run trains, pay or withhold, buy trains, buy privates). A step with nothing to do is
 * skipped; some actions (privates' special abilities, buying a private) may come at any point of the turn.
 */

export function newOperatingRound(c: Ctx): OperatingRound {
  const order = operatingOrder(c);
  const round: OperatingRound = { kind: 'operating', order, index: 0, turn: freshTurn() };
  c.s.round = round;
  log(c, `-- Operating round ${c.s.turn}.${c.s.roundNum}`);
  payCompanyRevenue(c);
  c.rules.onOperatingRoundStart?.(c);
  startTurn(c);
  return round;
}

export function freshTurn(): OperatingTurn {
  return {
    step: '',
    done: [],
    tileLays: [],
    tokenPlaced: false,
    revenue: 0,
    routes: [],
    trainsBought: 0,
    abilitiesUsed: [],
    // Optional fields are present from the start: turns then all share one shape, which the JIT's optimized code
    // relies on (a field added later sends every function that saw a turn back to be recompiled).
    emergencySharePrice: null,
    emergencySold: [],
  };
}

export { orRound, operatingCorp, operatingOrder };

function steps(c: Ctx): OrStep[] {
  return c.rules.operatingSteps.map((name) => {
    const s = stepNamed(c, name);
    if (!s) throw new Error(`unknown operating step ${name}`);
    return s;
  });
}

/** Starts the turn of the corporation at the round's index (skipping closed ones, and those the title skips). */
function startTurn(c: Ctx): void {
  const r = orRound(c);
  while (r.index < r.order.length && skipped(c, corp(c, r.order[r.index]))) r.index++;
  if (r.index >= r.order.length) return;
  const k = corp(c, r.order[r.index]);
  r.turn = freshTurn();
  k.operated = true;
  for (const t of k.trains) c.s.trains[t].operated = false;
  c.rules.onTurnStart?.(c, k);
  STEPS.home_token.start?.(c, k);
  settle(c);
}

const skipped = (c: Ctx, k: CorporationState) => k.closed || !!c.rules.skipsTurn?.(c, k);

/**
 * Finds the current step: the first step in order that is not done and has something to do. Steps passed over on
 * the way are skipped (and so done), except those that only wait for something (a pending home token).
 */
export function settle(c: Ctx): void {
  const r = orRound(c);
  // A pending decision (a home city to choose) holds the turn where it is until it is settled.
  if (r.kind !== 'operating' || c.s.pending.length) return;
  const k = operatingCorp(c);
  if (!k) return;
  // An indexed loop: run after every action of a turn, mostly interpreted in a cold replay (`NO_ITERATOR`, entities.ts).
  const names = c.rules.operatingSteps;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (r.turn.done.includes(name)) continue;
    const step = stepNamed(c, name);
    if (step.active(c, k)) {
      r.turn.step = name;
      return;
    }
    if (step.waits) continue;
    // A step the corporation never reached is said in the log; one it acted in and finished is not.
    if (step.skipped && r.turn.step !== name) log(c, `${k.sym} skips ${step.skipped}`);
    r.turn.done.push(name);
    step.skip?.(c, k);
    // A skipped step may raise a decision (18NY: interest it could not pay); the turn then waits for it too.
    if (c.s.round !== r || operatingCorp(c) !== k || c.s.pending.length) return;
  }
  endTurn(c);
}

export function endTurn(c: Ctx): void {
  const r = orRound(c);
  const k = operatingCorp(c);
  if (k) c.rules.onTurnEnd?.(c, k);
  r.index++;
  if (r.index < r.order.length) startTurn(c);
}

export function operatingFinished(c: Ctx): boolean {
  const r = orRound(c);
  return r.index >= r.order.length;
}

/** Marks a step finished and moves on. */
export function stepDone(c: Ctx, name: string): void {
  const r = orRound(c);
  if (!r.turn.done.includes(name)) r.turn.done.push(name);
  settle(c);
}

/** Dispatches an action during an operating round. */
export function processOperating(c: Ctx, action: Action): void {
  const r = orRound(c);
  const k = operatingCorp(c);
  check(k, 'no corporation is operating');
  const holder = holdingStep(c, k);
  if (holder) {
    check(holder.accepts(c, k, action), () => `${action.type} is not possible now (${k.sym} must first finish its ${holder.name})`);
    holder.process(c, action);
    settle(c);
    return;
  }
  // Actions allowed at any time during the turn.
  const anytime = c.rules.anytimeSteps ?? ANYTIME_STEPS;
  for (let i = 0; i < anytime.length; i++) {
    const step = stepNamed(c, anytime[i]);
    if (step.accepts(c, k, action)) {
      step.process(c, action);
      settle(c);
      return;
    }
  }
  const step = stepNamed(c, r.turn.step);
  check(step, `no step is active`);
  check(step.accepts(c, k, action), () => `${action.type} is not possible now (${k.sym} is at its ${r.turn.step} step)`);
  step.process(c, action);
  settle(c);
}

/** The anytime step holding the turn (`OrStep.holds`), if any. */
export function holdingStep(c: Ctx, k: CorporationState): OrStep | undefined {
  const anytime = c.rules.anytimeSteps ?? ANYTIME_STEPS;
  for (let i = 0; i < anytime.length; i++) {
    const step = stepNamed(c, anytime[i]);
    if (step.holds?.(c, k)) return step;
  }
  return undefined;
}

/** A step by name: the title's own steps first, then the standard ones. */
export function stepNamed(c: Ctx, name: string): OrStep {
  return c.rules.steps?.[name] ?? STEPS[name];
}

/** Steps whose actions are accepted at any point of a corporation's turn. */
export const ANYTIME_STEPS = ['special_track', 'exchange', 'buy_company_any', 'bankrupt'];

export { steps };
