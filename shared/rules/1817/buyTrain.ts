import type { Ctx } from '../../engine/context';
import { interestDue, loansOf, takeLoan, whyNoLoan } from '../../engine/loans';
import { buyTrainStep, hasRoom } from '../../engine/rounds/or/buyTrain';
import { orTurn } from '../../engine/rounds/or/common';
import { DISCARD, queueDiscards } from '../../engine/rounds/or/discard';
import type { OrStep } from '../../engine/rounds/or/steps';
import { REMOVED, type CorporationState } from '../../engine/state';
import { buyingPower, LOAN_AMOUNT } from './loans';
import { state1817 } from './state';
import { loanSharkInterest } from './volatility';

/**
 * 1817 buying trains, as 18xx.games runs the step. The trains of a company the bank liquidated (§7.2.4 step 5) leave
 * the game, but 18xx.games still counts each (until it rusts or becomes obsolete) as a train another company may
 * offer for $1, though it refuses to sell it: a company with room for a train and at least $1 of buying power then
 * stays at Buy Trains until it passes, even when it can pay for nothing (its step lists a purchase and a pass). The
 * rulebook says nothing of this; passing changes nothing, and a game recorded there has that pass, so we wait too.
 */
function waitsForLeftTrain(c: Ctx, k: CorporationState): boolean {
  if (!hasRoom(c, k) || buyingPower(c, k) < 1) return false;
  return c.s.trainOrder.some((id) => {
    const t = c.s.trains[id];
    return t.owner === REMOVED && !t.rusted && !t.obsolete;
  });
}

export const buyTrainStep1817: OrStep = {
  ...buyTrainStep,
  active: (c, k) => buyTrainStep.active(c, k) || waitsForLeftTrain(c, k),
  process(c, a) {
    buyTrainStep.process(c, a);
    if (a.type !== 'buy_train') return;
    // The standard step ends after a purchase when nothing more can be bought; 18xx.games waits for the pass.
    const k = c.s.corporations[String(a.entity)];
    const turn = orTurn(c);
    if (turn.done.includes('train') && waitsForLeftTrain(c, k)) turn.done = turn.done.filter((x) => x !== 'train');
    if (turn.done.includes('train') && loansFirst(c, k)) deferDiscards(c);
  },
};

/**
 * 18xx.games: once the company can buy nothing more, it pays its interest and takes or repays loans (or passes,
 * §6.9) before the discards a new phase asked for (its discard step comes after the loan step): will that loan step
 * wait for the company? The interest is paid as the interest step pays it (§6.8: short of cash, the company first
 * takes the loans it may), worked out on a copy of the state. Where it still cannot be paid, the company is liquidated
 * and its president pays (§6.10, §7.4) before any discard.
 */
function loansFirst(c: Ctx, k: CorporationState): boolean {
  if (!c.s.pending.some((p) => p.kind === DISCARD)) return false;
  const sim: Ctx = { ...c, s: structuredClone(c.s), cache: {} };
  const corp = sim.s.corporations[k.sym];
  const owed = () => interestDue(sim, corp) + loanSharkInterest(sim, corp);
  while (owed() > corp.cash && !whyNoLoan(sim, corp)) takeLoan(sim, corp);
  // Still short, the company goes into liquidation as the interest is paid, and its president's cash crisis comes
  // before the discards too (18xx.games pays interest once the train step is over, whatever is pending).
  if (owed() > corp.cash) return true;
  return !whyNoLoan(sim, corp) || (loansOf(corp).length > 0 && corp.cash - owed() >= LOAN_AMOUNT);
}

function deferDiscards(c: Ctx): void {
  c.s.pending = c.s.pending.filter((p) => p.kind !== DISCARD);
  state1817(c).discardsAfterLoans = true;
}

/** The discards put off until the company's loans are done: asked now (the limits are those of the phase now). */
export function askDeferredDiscards(c: Ctx): void {
  if (!state1817(c).discardsAfterLoans) return;
  delete state1817(c).discardsAfterLoans;
  queueDiscards(c);
}
