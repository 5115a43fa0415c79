import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { isPlayerKey, log, sharePercent } from '../../entities';
import { pay } from '../../transfer/cash';
import { moveLeft, moveRight, price } from '../../market';
import { check } from '../../result';
import { POOL, corpKey, ipoKey, type CorporationState } from '../../state';
import { byCorp, orTurn } from './common';
import type { OrStep } from './steps';

/**
 * Paying out or withholding (1830 §6.5): a payout pays each 10% share a tenth of the revenue (pool shares pay the
 * corporation, unsold IPO shares pay nobody) and moves the price right; withholding keeps it all and moves it left.
 */

export const dividendStep: OrStep = {
  name: 'dividend',
  active: (c) => orTurn(c).done.includes('route') && orTurn(c).revenue > 0,
  // A corporation that earns nothing withholds nothing: its price still falls (1830 §6.5).
  skip: (c, k) => withhold(c, k, 0),
  accepts: (c, k, a) => byCorp(k, a) && a.type === 'dividend',
  offers: () => ['dividend'],
  legal(_game, c, k, ok) {
    // 1846 §6.9: half pays out half the revenue and withholds the rest, where the title's rules take it.
    const half = ok({ type: 'dividend', entity: k.sym, entity_type: 'corporation', kind: 'half' });
    return [{ type: 'dividend', entity: k.sym, kinds: ['payout', 'withhold', ...(half ? ['half'] : [])], revenue: orTurn(c).revenue }];
  },
  process(c, a) {
    const k = c.s.corporations[a.entity as string];
    const action = a as ActionOf<'dividend'>;
    const revenue = orTurn(c).revenue;
    if (c.rules.dividend?.(c, k, action, revenue)) {
      orTurn(c).done.push('dividend');
      return;
    }
    check(action.kind === 'payout' || action.kind === 'withhold', () => `unknown dividend ${action.kind}`);
    if (action.kind === 'payout') payout(c, k, revenue);
    else withhold(c, k, revenue);
    orTurn(c).done.push('dividend');
  },
};

export function withhold(c: Ctx, k: CorporationState, revenue: number): void {
  if (revenue) pay(c, 'bank', corpKey(k.sym), revenue);
  // Nothing earned: the route step was skipped (no train, or no route) and there is nothing to choose.
  log(c, revenue ? `${k.sym} withholds ${revenue}` : `${k.sym} earns nothing (no train or no route)`);
  if (c.rules.dividendPriceMovement) c.rules.dividendPriceMovement(c, k, revenue, 'withhold');
  else moveLeft(c, k);
  log(c, `${k.sym}'s share price moves to ${price(c, k)}`);
}

/** Pays `revenue` as dividends to the holders of `k`'s shares. */
export function payShareholders(c: Ctx, k: CorporationState, revenue: number): void {
  const unit = sharePercent(c, k.sym);
  const perShare = revenue / (100 / unit);
  // Each holder's percent, holders in the order of their first certificate. Indexed loops over two short lists: run
  // at every payout, mostly interpreted in a cold replay (`NO_ITERATOR`, entities.ts).
  const holders: string[] = [];
  const percents: number[] = [];
  const ids = c.s.certOrder[k.sym];
  for (let i = 0; i < ids.length; i++) {
    const cert = c.s.certificates[ids[i]];
    const at = holders.indexOf(cert.owner);
    if (at < 0) {
      holders.push(cert.owner);
      percents.push(cert.percent);
    } else percents[at] += cert.percent;
  }
  for (let i = 0; i < holders.length; i++) {
    const holder = holders[i];
    const amount = Math.floor((perShare * percents[i]) / unit);
    if (!amount) continue;
    if (isPlayerKey(holder)) pay(c, 'bank', holder, amount);
    else if (holder === POOL) {
      if (c.t.settings.poolDividendsTo === 'corporation') pay(c, 'bank', corpKey(k.sym), amount);
    } else if (holder === ipoKey(k.sym)) {
      if (c.t.settings.ipoDividendsTo === 'corporation') pay(c, 'bank', corpKey(k.sym), amount);
    } else if (holder.startsWith('c:')) pay(c, 'bank', holder, amount);
  }
}

export function payout(c: Ctx, k: CorporationState, revenue: number): void {
  payShareholders(c, k, revenue);
  log(c, `${k.sym} pays ${revenue}`);
  if (c.rules.dividendPriceMovement) c.rules.dividendPriceMovement(c, k, revenue, 'payout');
  else moveRight(c, k);
  log(c, `${k.sym}'s share price moves to ${price(c, k)}`);
}
