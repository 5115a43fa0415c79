import type { Ctx } from './context';
import { check } from './result';
import { issueCert, resizeCert } from './transfer/certs';
import { ipoKey, type CertificateState } from './state';

/**
 * Resizable certificates (1817 §5.5 sizes at the IPO, §7.1.1 conversions): a corporation of 2 shares becomes one of 5
 * or 10, one of 5 becomes one of 10. The certificates held keep their holders and change their percent (the
 * president's 100% becomes 40% or 20%, a 5-share corporation's 20% shares become 10%, short certificates -10%); new
 * ones, numbered on from the old size's (`NYSW_4`...), go to the corporation's treasury. Holdings in shares do not change.
 */

/** A corporation's size in shares: a single (president's) certificate is two shares (1817 §1.1 "2-share company"). */
export function shareCount(c: Ctx, sym: string): number {
  const ids = c.s.certOrder[sym];
  if (ids.length === 1) return 2;
  const unit = c.s.certificates[ids[1]].percent;
  return Math.round(100 / Math.abs(unit));
}

/** The percent of one share and of the president's certificate at each size. */
const SIZES: Record<number, { share: number; president: number }> = {
  2: { share: 50, president: 100 },
  5: { share: 20, president: 40 },
  10: { share: 10, president: 20 },
};

/** Resizes `sym` to `shares` shares; returns the new certificates (in the treasury). */
export function resizeCertificates(c: Ctx, sym: string, shares: number): CertificateState[] {
  const from = shareCount(c, sym);
  const to = SIZES[shares];
  check(to && shares > from, () => `${sym} cannot go from ${from} to ${shares} shares`);
  const ids = c.s.certOrder[sym];
  // Every share certificate held keeps its number of shares (one), the president's its two.
  for (const id of ids) {
    const cert = c.s.certificates[id];
    resizeCert(cert, cert.president ? to.president : Math.sign(cert.percent) * to.share);
  }
  const held = ids.reduce((n, id) => n + c.s.certificates[id].percent, 0);
  const added: CertificateState[] = [];
  // The new shares are numbered after the shares of the old size (`_1`-`_3` at 5, `_4`-`_8` at 10, as 18xx.games names
  // them); shorts' pairs are numbered from `_10` on and never meet them (shorts.ts).
  let next = from - 1;
  for (let pct = held; pct < 100; pct += to.share) {
    added.push(issueCert(c, sym, `${sym}_${next++}`, to.share, ipoKey(sym)));
  }
  return added;
}

/** The number a certificate id ends in (`NYSW_4` → 4). */
export function certIndex(id: string): number {
  return Number(id.slice(id.lastIndexOf('_') + 1)) || 0;
}
