import type { ActionOf } from '../../engine/actions';
import { abilities, closeCompany } from '../../engine/companies';
import { check } from '../../engine/result';
import { buyTrain } from '../../engine/rounds/or/buyTrain';
import { operatingCorp, orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { corpKey } from '../../engine/state';
import type { Ability } from '../../title/types';

type Discount = Extract<Ability, { type: 'train_discount' }>;

/**
 * 18NY 2.2 West Point Foundry: its owning company may once buy a 2H, 4H or 6H train at half price, or a 12H train $200
 * cheaper (the private's `train_discount` abilities); it then closes. The purchase is recorded as the private's own
 * `buy_train`, during the company's train step.
 */
export const trainDiscountStep: OrStep = {
  name: 'train_discount',
  active: () => false,
  accepts: (c, k, a) => a.type === 'buy_train' && a.entity_type === 'company' && c.s.companies[String(a.entity)]?.owner === corpKey(k.sym),
  offers: () => [],
  process(c, a) {
    const k = operatingCorp(c)!;
    const sym = String(a.entity);
    const action = a as ActionOf<'buy_train'>;
    check(orTurn(c).step === 'train', () => `${sym}'s discount is for the train step`);
    const t = c.s.trains[action.train];
    check(t, () => `unknown train ${action.train}`);
    const list = abilities(c, sym);
    const found = list.findIndex((x) => x.type === 'train_discount' && (x as Discount).trains.includes(t.name));
    const co = c.s.companies[sym];
    const ab = list[found] as Discount | undefined;
    check(ab && (co.uses[found] ?? ab.count ?? 1) > 0, () => `${sym} gives no discount on a ${t.name} train`);
    buyTrain(c, k, { ...action, entity: k.sym, entity_type: 'corporation' }, { discount: ab.discount });
    co.uses[found] = (co.uses[found] ?? ab.count ?? 1) - 1;
    if (ab.closedWhenUsedUp) closeCompany(c, sym);
  },
};
