import type { Ctx } from '../../engine/context';
import { buyTrainStep, hasRoom } from '../../engine/rounds/or/buyTrain';
import { orTurn } from '../../engine/rounds/or/common';
import { DISCARD, queueDiscards } from '../../engine/rounds/or/discard';
import type { OrStep } from '../../engine/rounds/or/steps';
import { REMOVED, type CorporationState } from '../../engine/state';
import { buyingPower } from './loans';
import { state1817 } from './state';

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
    if (turn.done.includes('train') && interestFirst(c)) deferDiscards(c);
  },
};

/**
 * 18xx.games pays the company's interest as soon as its train step is over (§6.8: short of cash, the company first
 * takes the loans it may; still short, it is liquidated and its president pays, §6.10, §7.4), whatever is pending, and
 * only then do the discards a new phase asked for come: after the loan step where that waits for the company (its
 * discard step comes after the loan step), else as its turn ends. So the discards are always put off: the interest is
 * paid with the purchase (random 1817 4p short squeeze seed 3916 #326: WT, at its five loans, pays $75 as it buys the
 * first 4-train and discards after).
 */
const interestFirst = (c: Ctx): boolean => c.s.pending.some((p) => p.kind === DISCARD);

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
