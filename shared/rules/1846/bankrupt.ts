import type { Ctx } from '../../engine/context';
import { corp } from '../../engine/entities';
import { check } from '../../engine/result';
import { byCorp, orTurn } from '../../engine/rounds/or/common';
import { whyNotBankrupt } from '../../engine/rounds/or/buyTrain';
import { emergencyIssueOptions } from './train';
import type { OrStep } from '../../engine/rounds/or/steps';
import { declareBankruptcy1846 } from './bankruptcy';
import { emergencySaleValue1846 } from './emergencySale';

/** A president who cannot pay for a required train goes bankrupt (§7.2). */
export const bankruptStep1846: OrStep = {
  name: 'bankrupt',
  active: () => false,
  // Only at the train step, where the train must be bought (§7.2), as in 1830 (engine/rounds/or/bankrupt.ts).
  accepts: (c, k, a) => byCorp(k, a) && a.type === 'bankrupt' && orTurn(c).step === 'train',
  offers: () => [],
  process(c: Ctx, a) {
    const k = corp(c, String(a.entity));
    // The shares it may issue in an emergency count as cash it could raise (§6.86): the most shares it may issue.
    const issue = emergencyIssueOptions(c, k).reduce((hi, o) => (o.n > hi.n ? o : hi), { n: 0, amount: 0 }).amount;
    const why = whyNotBankrupt(c, k, issue, emergencySaleValue1846);
    check(why === null, () => why!);
    declareBankruptcy1846(c, k);
  },
};
