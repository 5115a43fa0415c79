import type { Ctx } from '../../context';
import { check } from '../../result';
import { byCorp, orTurn } from './common';
import type { OrStep } from './steps';
import { whyNotBankrupt } from './buyTrain';
import { declareBankruptcy } from '../../bankruptcy';

/** A corporation that must buy a train its president cannot pay for: the president goes bankrupt (1830 §7.6). */
export const bankruptStep: OrStep = {
  name: 'bankrupt',
  active: () => false,
  // Only where the train must be bought: at the train step (1830 §7.6), never earlier in the turn.
  accepts: (c, k, a) => byCorp(k, a) && a.type === 'bankrupt' && orTurn(c).step === 'train',
  offers: () => [],
  process(c: Ctx, a) {
    const k = c.s.corporations[a.entity as string];
    const why = whyNotBankrupt(c, k);
    check(why === null, () => why!);
    declareBankruptcy(c, k);
  },
};
