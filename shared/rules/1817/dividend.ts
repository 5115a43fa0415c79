import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { moveLeft, moveRight, price, zonesAt } from '../../engine/market';
import { check } from '../../engine/result';
import { corpKey, ipoKey, RUSTED, type CorporationState } from '../../engine/state';
import { shareCount } from '../../engine/certSize';
import { moveTrain } from '../../engine/transfer/trains';
import { payScrapper } from './volatility';

/**
 * 1817 §6.6, dividends: pay all, pay half (the company keeps half, rounded down to a multiple of its share count;
 * exactly half for a 2-share company) or withhold. Each share is paid its part, rounded up; shares in the company's
 * treasury pay the company, shares in the market pay nobody, a short pays its holder's part back (negative). The
 * price moves by what the shareholders receive: one step right if at least the share price, two if at least twice
 * it, none below; one step left when nothing is paid (a company in the gray zone counts as priced $40).
 */
export function dividend1817(c: Ctx, k: CorporationState, action: ActionOf<'dividend'>, revenue: number): boolean {
  check(['payout', 'half', 'withhold'].includes(action.kind), () => `unknown dividend ${action.kind}`);
  const shares = shareCount(c, k.sym);
  const kept = action.kind === 'withhold' ? revenue : action.kind === 'payout' ? 0 : shares === 2 ? revenue / 2 : Math.floor(revenue / 2 / shares) * shares;
  const paid = revenue - kept;
  if (kept) pay(c, 'bank', corpKey(k.sym), kept);
  if (paid > 0) payShares(c, k, paid / shares);
  log(c, `${k.sym} ${action.kind === 'withhold' ? `withholds ${revenue}` : `pays ${paid}${kept ? `, keeping ${kept}` : ''}`}`);
  moveByPaid(c, k, paid);
  rustObsolete(c, k);
  return true;
}

/** Obsolete trains (the 2+ once a 4 is bought) run one last time: after the company's dividend they rust. */
export function rustObsolete(c: Ctx, k: CorporationState): void {
  for (const id of [...k.trains]) {
    const t = c.s.trains[id];
    if (!t.obsolete) continue;
    payScrapper(c, k, t);
    moveTrain(c, t, RUSTED);
    t.rusted = true;
    log(c, `${k.sym}'s obsolete ${t.variant}-train rusts`);
  }
}

function payShares(c: Ctx, k: CorporationState, perShare: number): void {
  const unit = sharePercent(c, k.sym);
  const byHolder = new Map<string, number>();
  for (const id of c.s.certOrder[k.sym]) {
    const cert = c.s.certificates[id];
    byHolder.set(cert.owner, (byHolder.get(cert.owner) ?? 0) + cert.percent);
  }
  for (const [holder, pct] of byHolder) {
    const to = holder === ipoKey(k.sym) ? corpKey(k.sym) : holder.startsWith('p:') || holder.startsWith('c:') ? holder : null;
    const amount = Math.ceil((pct / unit) * perShare);
    if (to && amount) pay(c, 'bank', to, amount);
  }
}

/** The price move for `paid` paid to the shareholders. */
export function moveByPaid(c: Ctx, k: CorporationState, paid: number): void {
  if (paid <= 0) {
    moveLeft(c, k);
    return;
  }
  const p = zonesAt(c, k).includes('acquisition') ? 40 : price(c, k);
  const times = paid >= 2 * p ? 2 : paid >= p ? 1 : 0;
  for (let i = 0; i < times; i++) moveRight(c, k);
}
