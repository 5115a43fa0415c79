import type { Action, ActionOf } from '../../engine/actions';
import type { LegalOffer, TrainOption } from '../../engine/offers';
import { depotTrains, trainDef } from '../../engine/trains';
import { abilities, closeCompany } from '../../engine/companies';
import { check } from '../../engine/result';
import { buyTrain } from '../../engine/rounds/or/buyTrain';
import { state18NY } from './state';
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
  // In the train step: each bank train a discount of the company's privates applies to, at its discounted price.
  legal(_game, c, k, ok) {
    if (orTurn(c).step !== 'train') return [];
    const out: LegalOffer[] = [];
    for (const co of Object.values(c.s.companies)) {
      if (co.closed || co.owner !== corpKey(k.sym)) continue;
      const options: (TrainOption & { action: Action })[] = [];
      abilities(c, co.sym).forEach((ab, i) => {
        if (ab.type !== 'train_discount' || (co.uses[i] ?? ab.count ?? 1) <= 0) return;
        for (const t of depotTrains(c)) {
          if (!(ab as Discount).trains.includes(t.name)) continue;
          const face = trainDef(c, t).price;
          const d = (ab as Discount).discount;
          const price = face - (d < 1 ? Math.floor(face * d) : d);
          const action = { type: 'buy_train', entity: co.sym, entity_type: 'company', train: t.id, price } as Action;
          if (ok(action as unknown as Record<string, unknown>))
            options.push({ train: t.id, name: t.name, variant: t.variant, min: price, max: price, from: t.owner, action });
        }
      });
      if (options.length) out.push({ type: 'buy_train', entity: co.sym, options });
    }
    return out;
  },
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
    // Any train bought settles a loan taken towards one (18xx.games: every purchase ends the train loan).
    if (state18NY(c).trainLoan === k.sym) state18NY(c).trainLoan = null;
    co.uses[found] = (co.uses[found] ?? ab.count ?? 1) - 1;
    if (ab.closedWhenUsedUp) closeCompany(c, sym);
  },
};
