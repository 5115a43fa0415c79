import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp } from '../../engine/entities';
import type { PendingStep } from '../../engine/pending';
import { discardPending } from '../../engine/rounds/or/discard';
import type { PlayerId } from '../../engine/state';
import { afterBankruptcy } from './acquisition';
import { cashCrisisStep } from './cashCrisis';
import { state1817 } from './state';
import { inventorOnDiscard } from './volatility';

/**
 * 1817's out-of-turn decisions that the acquisition round waits on: a cash crisis (§7.4) and a buyer's discard over
 * its train limit (§7.2.4 step 6). A bankruptcy in one changes the sale under way (its bidders, §7.4), but only once
 * every open decision is settled, as 18xx.games takes all such steps before the round's own.
 */
function thenSettleBankruptcy(c: Ctx): void {
  if (!c.s.pending.length && state1817(c).bankruptcyToSettle) afterBankruptcy(c);
}

export const cashCrisisStep1817: PendingStep = {
  ...cashCrisisStep,
  process(c, p, a) {
    cashCrisisStep.process(c, p, a);
    if (a.type === 'bankrupt') afterBankruptcy(c);
    else thenSettleBankruptcy(c);
  },
};

/**
 * A discard by a company without a president (its president went bankrupt, §7.4): nobody presides it, so 18xx.games
 * lets any player still in the game make it and lists them all as acting; the app asks them all alike.
 */
export const discardStep1817: PendingStep = {
  ...discardPending,
  actors(c, p) {
    const president = corp(c, String(p.entity)).president;
    return president !== null ? [president] : c.s.players.filter((x) => !x.bankrupt).map((x) => x.id as PlayerId);
  },
  process(c, p, a) {
    const t = c.s.trains[(a as ActionOf<'discard_train'>).train];
    discardPending.process(c, p, a);
    // Volatility's Inventor (P14) pays for a type not yet paid when a train of it is discarded (18xx.games pays on any
    // train leaving its holder).
    inventorOnDiscard(c, t);
    thenSettleBankruptcy(c);
  },
};
