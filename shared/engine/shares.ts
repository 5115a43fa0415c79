import type { Ctx } from './context';
import { check, fail } from './result';
import { byId, certsOf, corp, isPlayerKey, log, percentOf, playerIndex, playerOfKey, presidentPercent, sharePercent } from './entities';
import { moveCert } from './transfer/certs';
import { POOL, ipoKey, playerKey, type CertificateState, type OwnerKey, type PlayerId } from './state';

/**
 * Moving certificates between holders and the presidency that follows from it (1830 §5.2, §5.3).
 * A bundle may carry a president's certificate of which only part is sold (`percent` below the certificates' sum):
 * the new president then swaps normal certificates for the president's one and the difference returns to the seller.
 */
export interface Bundle {
  corp: string;
  certs: CertificateState[];
  /** Percent actually changing hands (may be below the certificates' sum when part of a president's cert is sold). */
  percent: number;
}

/**
 * The bundle an action names. Its percent is the engine's: the certificates' sum, or, where a president's
 * certificate is sold in part (1830 §5.3), that sum less whole shares; a recorded `percent` that is neither is an
 * error, never a number to trust (it sets the price paid).
 */
export function bundleOf(c: Ctx, ids: string[], percent?: number): Bundle {
  check(ids.length > 0, 'no shares given');
  const certs = ids.map((id) => byId(c.s.certificates, id) ?? fail(`unknown share ${id}`));
  check(new Set(ids).size === ids.length, 'a share is listed twice');
  const sym = certs[0].corp;
  check(
    certs.every((x) => x.corp === sym),
    'the shares are of different corporations',
  );
  const sum = certs.reduce((n, x) => n + x.percent, 0);
  if (percent === undefined || percent === sum) return { corp: sym, certs, percent: sum };
  const unit = sharePercent(c, sym);
  const partial =
    certs.some((x) => x.president) && percent > 0 && percent < sum && (sum - percent) % unit === 0 && sum - percent <= presidentPercent(c, sym) - unit;
  check(partial, () => `percent ${percent} does not match the shares given (${sum}%)`);
  return { corp: sym, certs, percent };
}

const bundleSum = (b: Bundle) => b.certs.reduce((n, x) => n + x.percent, 0);

/** Player holdings of a corporation: player id -> percent, for players holding any. */
export function playerPercents(c: Ctx, sym: string): Map<PlayerId, number> {
  const out = new Map<PlayerId, number>();
  const ids = c.s.certOrder[sym];
  for (let i = 0; i < ids.length; i++) {
    const cert = c.s.certificates[ids[i]];
    if (isPlayerKey(cert.owner)) {
      const p = playerOfKey(cert.owner);
      out.set(p, (out.get(p) ?? 0) + cert.percent);
    }
  }
  return out;
}

/** Seating distance from a to b, clockwise: the tie-break for a new president (1830 §5.3). */
function distance(c: Ctx, a: PlayerId | null, b: PlayerId): number {
  if (a === null) return 0;
  const n = c.s.players.length;
  return (playerIndex(c, b) - playerIndex(c, a) + n) % n;
}

export function transferShares(c: Ctx, b: Bundle, to: OwnerKey, opts: { presidentChange?: boolean } = {}): void {
  const k = corp(c, b.corp);
  const from = b.certs[0].owner;
  const previous = k.president;
  for (const cert of b.certs) moveCert(c, cert, to);
  if (opts.presidentChange === false) return;

  const holdings = playerPercents(c, b.corp);
  const max = Math.max(0, ...holdings.values());
  if (previous !== null && holdings.get(previous) === max) return;
  const presPct = presidentPercent(c, b.corp);
  let president: PlayerId | null = null;
  let best = Infinity;
  for (const [p, pct] of holdings) {
    if (pct !== max || pct < presPct) continue;
    const d = distance(c, previous, p);
    if (d < best) {
      best = d;
      president = p;
    }
  }
  if (president === null) return;
  k.president = president;
  log(c, `${c.s.players.find((x) => x.id === president)!.name} becomes the president of ${b.corp}`);

  const presInBundle = b.certs.find((x) => x.president);
  const partial = b.percent < bundleSum(b);
  if (to === playerKey(president) && previous !== null && from === playerKey(previous) && presInBundle && !partial) return;
  if (previous === null) {
    // A corporation without a president (1846 receivership): the new president swaps normal certificates for the
    // president's certificate wherever it lies (the pool).
    const pres = c.s.certificates[c.s.certOrder[b.corp][0]];
    if (isPlayerKey(pres.owner)) return;
    const n = pres.percent / sharePercent(c, b.corp);
    const normal = certsOf(c, b.corp, playerKey(president))
      .filter((x) => !x.president)
      .slice(0, n);
    for (const cert of normal) moveCert(c, cert, pres.owner);
    moveCert(c, pres, playerKey(president));
    return;
  }
  if (from === playerKey(president)) return;

  const presCert = presInBundle ?? certsOf(c, b.corp, playerKey(previous)).find((x) => x.president);
  if (!presCert) return;
  let transferTo: OwnerKey;
  let swapTo: OwnerKey;
  if (isPlayerKey(from) && isPlayerKey(to) && presInBundle) {
    transferTo = to;
    swapTo = to;
  } else {
    transferTo = soldSharesDestination(c, b.corp);
    swapTo = percentOf(c, b.corp, playerKey(previous)) >= presCert.percent ? playerKey(previous) : transferTo;
  }
  // The new president hands in normal certificates worth the president's certificate.
  const n = presCert.percent / sharePercent(c, b.corp);
  const normal = certsOf(c, b.corp, playerKey(president))
    .filter((x) => !x.president)
    .slice(0, n);
  for (const cert of normal) moveCert(c, cert, swapTo);
  moveCert(c, presCert, playerKey(president));

  if (partial) {
    const back = (bundleSum(b) - b.percent) / sharePercent(c, b.corp);
    for (let i = 0; i < back; i++) moveCert(c, certsOf(c, b.corp, transferTo)[0], from);
  }
}

export function soldSharesDestination(c: Ctx, sym: string): OwnerKey {
  return c.title.stock.soldSharesTo === 'ipo' ? ipoKey(sym) : POOL;
}

/** Percent of a corporation still in its IPO. */
export const ipoPercent = (c: Ctx, sym: string) => percentOf(c, sym, ipoKey(sym));
export const poolPercent = (c: Ctx, sym: string) => percentOf(c, sym, POOL);

/**
 * May the pool take `percent` more of `sym`? A limit of 100% is no limit: then it may hold more than 100% in
 * certificates, the shares paired with shorts (1817 §5.2 sets no limit to the open market; §5.3 shorts put shares in it).
 */
export const poolHasRoom = (c: Ctx, sym: string, percent: number): boolean => c.title.poolLimit >= 100 || poolPercent(c, sym) + percent <= c.title.poolLimit;
