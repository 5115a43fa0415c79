import type { Ctx } from '../../engine/context';
import { loansOf } from '../../engine/loans';
import { cheapestDepotTrain, otherTrains, priceRange, variantPrice } from '../../engine/rounds/or/buyTrain';
import { operatingCorp } from '../../engine/rounds/or/common';
import type { CorporationState } from '../../engine/state';
import { trainDef } from '../../engine/trains';
import { state18NY } from './state';

/**
 * The most the operating company may pay for a private (18NY 2e, as 18xx.games plays it): twice face value, but no
 * more than face value while it has loans (7.1.6: a company in debt does not overpay its president). After a loan
 * towards a train, or after scrapping its last train, it must keep what the train it must buy costs (the bank's
 * cheapest, or another company's at its lowest price), since neither its president nor (after scrapping) a loan may
 * help: 18xx.games takes such a purchase and then waits for a train that cannot be paid.
 */
export function maxCompanyPrice18NY(c: Ctx, sym: string): number | undefined {
  const k = c.s.round.kind === 'operating' ? operatingCorp(c) : null;
  if (!k) return undefined;
  const def = c.t.company.get(sym)!;
  let max = loansOf(k).length ? def.value : Math.floor(def.value * (def.maxPriceFactor ?? 2));
  if (boundToBuyTrain(c, k)) max = Math.min(max, k.cash - trainReserve(c, k));
  return max;
}

/** Has the company borrowed towards a train this turn, or scrapped its last one, so that it must buy one with its own cash? */
export function boundToBuyTrain(c: Ctx, k: CorporationState): boolean {
  const st = state18NY(c);
  return st.trainLoan === k.sym || (st.salvaged === k.sym && !k.trains.length);
}

/** The least the company can spend on the train it must buy. */
export function trainReserve(c: Ctx, k: CorporationState): number {
  const cheapest = cheapestDepotTrain(c);
  const prices = otherTrains(c, k).map((t) => priceRange(c, k, variantPrice(c, t), t).min);
  if (cheapest) prices.push(trainDef(c, cheapest).price);
  return prices.length ? Math.min(...prices) : 0;
}
