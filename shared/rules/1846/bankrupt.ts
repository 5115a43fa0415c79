import type { Ctx } from '../../engine/context';
import { corp } from '../../engine/entities';
import { check } from '../../engine/result';
import { byCorp } from '../../engine/rounds/or/common';
import { mustBuyTrain } from '../../engine/rounds/or/buyTrain';
import type { OrStep } from '../../engine/rounds/or/steps';
import { declareBankruptcy1846 } from './bankruptcy';

/** A president who cannot pay for a required train goes bankrupt (§7.2). */
export const bankruptStep1846: OrStep = {
  name: 'bankrupt',
  active: () => false,
  accepts: (c, k, a) => byCorp(k, a) && a.type === 'bankrupt',
  offers: () => [],
  process(c: Ctx, a) {
    const k = corp(c, String(a.entity));
    check(mustBuyTrain(c, k), () => `${k.sym} is not required to buy a train`);
    declareBankruptcy1846(c, k);
  },
};
