import type { TitleRules } from '../../../../shared/rules/types';
import type { Ctx } from '../../../../shared/engine/context';
import { interestDue } from '../../../../shared/engine/loans';
import { ANYTIME_STEPS } from '../../../../shared/engine/rounds/operating';
import { insertStockStep, replaceStockStep } from '../../../../shared/engine/rounds/sr/steps';
import { startSpecialRound } from '../../../../shared/engine/rounds/sequence';
import { corpKey, type CorporationState } from '../../../../shared/engine/state';
import { log } from '../../../../shared/engine/entities';
import { pay } from '../../../../shared/engine/transfer/cash';
import { standardRules } from '../../../../shared/rules/standard';
import { charterCall, toll } from './charterRound';
import { convertStep } from './minor';
import { shortStep, writeOffShortPaybacks } from './shorts';
import { buyClosingShorts } from '../../../../shared/engine/rounds/sr/short';
import { claimStipend, initialTinyState, stipendAutoActions } from './stipend';

/**
 * Tiny: a test title built through the hook interface only, the worked example of shared/engine/README.md ("Adding
 * a title"). It plays on 1830's data with a minor added (`data.ts`) and uses every piece of the core at once:
 *  - a round of its own, the charter call, opens the game (`rounds`, `firstRound`; charterRound.ts);
 *  - an out-of-turn decision on the pending stack, the toll, holds the game after it (`pendingSteps`);
 *  - a minor with its own rules: one tile lay, no train needed (`tileLays`, `mustBuyTrain`; minor.ts);
 *  - a resizable certificate: the minor converts into five shares (an anytime operating step; minor.ts);
 *  - loans of $50 at any time of a turn, two at most, $5 interest each paid as the turn ends (`loans`, `onTurnEnd`);
 *  - short shares: a stock step of its own, the purchase that closes a short, paybacks (`stockSteps`, `dividend`; shorts.ts);
 *  - an automatic action, the stipend, with the title's own state (`autoActions`, `process`, `titleState`; stipend.ts).
 */

/** Interest on the loans held, as much as the treasury can pay (a tiny title need not bankrupt anyone for it). */
function payInterest(c: Ctx, k: CorporationState): void {
  const due = Math.min(interestDue(c, k), k.cash);
  if (!due) return;
  pay(c, corpKey(k.sym), 'bank', due);
  log(c, `${k.sym} pays ${due} interest`);
}

export const tinyRules: TitleRules = {
  ...standardRules,
  id: 'tiny',
  titleState: initialTinyState,
  firstRound: (c) => startSpecialRound(c, 'charter_call', { answered: [] }),
  rounds: { charter_call: charterCall },
  pendingSteps: { toll },
  tileLays: (c, k) => (k.minor ? c.title.tileLays.slice(0, 1) : null),
  mustBuyTrain: (_c, k) => (k.minor ? false : undefined),
  steps: { convert: convertStep },
  anytimeSteps: [...ANYTIME_STEPS, 'loan', 'convert'],
  loans: { amount: () => 50, limit: () => 2, interest: () => 5 },
  onTurnEnd: payInterest,
  dividend: (c, k, a, revenue) => writeOffShortPaybacks(c, k, a.kind, revenue),
  stockSteps: (standard) => insertStockStep(replaceStockStep(standard, buyClosingShorts), 'buy', shortStep),
  autoActions: stipendAutoActions,
  process: claimStipend,
};
