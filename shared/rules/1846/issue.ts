import type { Action } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log, percentOf, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { check, checkRecorded } from '../../engine/result';
import { bundleOf, playerPercents, poolPercent, transferShares } from '../../engine/shares';
import { corpKey, POOL, ipoKey, type CorporationState } from '../../engine/state';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { inReceivership } from './dividend';

/**
 * Issuing and redeeming shares (§6.3). Issue: up to the shares held by players less those in the pool, from the
 * treasury to the pool, for the price one column left of the stock price. Redeem: shares from the pool to the
 * treasury for the price one column right. Neither moves the stock price. Possible until the dividend step.
 */

export function cellPrice(c: Ctx, k: CorporationState, offset: number): number {
  const [r, col] = k.market!;
  const row = c.title.market.rows[r];
  const i = Math.max(0, Math.min(row.length - 1, col + offset));
  return row[i]?.price ?? 0;
}

export function issuableShares(c: Ctx, k: CorporationState): number {
  const unit = sharePercent(c, k.sym);
  let players = 0;
  for (const v of playerPercents(c, k.sym).values()) players += v;
  const max = (players - poolPercent(c, k.sym)) / unit;
  return Math.max(0, Math.min(max, percentOf(c, k.sym, ipoKey(k.sym)) / unit));
}

export function redeemOrIssue(c: Ctx, k: CorporationState, a: Action): void {
  check(!k.minor && k.market, () => `${k.sym} cannot issue or redeem shares`);
  const ids = (a as { shares: string[] }).shares;
  const b = bundleOf(c, ids, (a as { percent?: number }).percent);
  check(b.corp === k.sym, () => `${k.sym} may issue or redeem only its own shares`);
  const n = b.percent / sharePercent(c, k.sym);
  if (a.type === 'sell_shares') {
    check(
      b.certs.every((x) => x.owner === ipoKey(k.sym)),
      'only treasury shares may be issued',
    );
    check(n <= issuableShares(c, k), () => `${k.sym} may issue at most ${issuableShares(c, k)} shares`);
    checkRecorded('share_price', (a as { share_price?: unknown }).share_price, cellPrice(c, k, -1));
    const amount = cellPrice(c, k, -1) * n;
    transferShares(c, b, POOL, { presidentChange: false });
    pay(c, 'bank', corpKey(k.sym), amount);
    log(c, `${k.sym} issues ${n} share(s) for ${amount}`);
  } else {
    check(
      b.certs.every((x) => x.owner === POOL),
      'only pool shares may be redeemed',
    );
    checkRecorded('share_price', (a as { share_price?: unknown }).share_price, cellPrice(c, k, 1));
    const amount = cellPrice(c, k, 1) * n;
    check(k.cash >= amount, () => `${k.sym} cannot pay ${amount}`);
    transferShares(c, b, ipoKey(k.sym), { presidentChange: false });
    pay(c, corpKey(k.sym), 'bank', amount);
    log(c, `${k.sym} redeems ${n} share(s) for ${amount}`);
  }
  (orTurn(c).abilitiesUsed ??= []).push('issue');
}

/**
 * What 18xx.games writes as `share_price` on a redemption (`TitleRules.ownSharePriceWritten`): the price one column
 * right (§6.32), which it charges only when the action names it (without it, it charges the stock price). Said here,
 * not read from a dry run's cash, because the turn a redemption leaves with nothing to do may close the corporation
 * at once (no train: it withholds and falls to $0, §6.7), so the treasury's change is not the price (random 1846 2p
 * first edition seed 5204 #378). An issue is left to the dry run (undefined).
 */
export function ownSharePriceWritten1846(c: Ctx, k: CorporationState, a: Action): number | undefined {
  return a.type === 'buy_shares' && k.market ? cellPrice(c, k, 1) : undefined;
}

export const issueStep: OrStep = {
  name: 'issue',
  active: () => false,
  // Not in receivership: no president decides (§7.13; 18xx.games offers no issue then).
  accepts: (c, k, a) =>
    !inReceivership(k) &&
    (a.type === 'sell_shares' || a.type === 'buy_shares') &&
    a.entity === k.sym &&
    a.entity_type === 'corporation' &&
    !orTurn(c).done.includes('dividend') &&
    !orTurn(c).abilitiesUsed.includes('issue'),
  offers: () => [],
  process(c, a) {
    redeemOrIssue(c, corp(c, String(a.entity)), a);
  },
};
