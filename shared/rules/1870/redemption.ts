import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import type { LegalOffer } from '../../engine/legal';
import { certsOf, corp, log, percentOf, playerOfKey, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { price, setPosition } from '../../engine/market';
import { check } from '../../engine/result';
import { bundleOf, playerPercents, transferShares } from '../../engine/shares';
import { corporationActed, stockActor, type StockStep } from '../../engine/rounds/stock';
import { corpKey, ipoKey, POOL, playerKey, type CertificateState, type CorporationState, type OwnerKey, type StockRound } from '../../engine/state';
import { hasOption } from './options';
import { state1870, stockRoundRecords } from './state';

/**
 * Share redemption and reissue (1870 pp. 17-18): on a stock turn a president may, as the whole turn, have the
 * corporation buy back one of its shares at market price, or put all its redeemed shares back on offer.
 */

/** Most shares a corporation may hold of itself, unsold and redeemed together ("a maximum of four shares"). */
const MAX_HELD = 4;

const heldByItself = (c: Ctx, sym: string) => (percentOf(c, sym, ipoKey(sym)) + percentOf(c, sym, corpKey(sym))) / sharePercent(c, sym);

/** May the corporation redeem a share now (not which one)? */
function mayRedeem(c: Ctx, k: CorporationState): boolean {
  const sr = stockRoundRecords(c);
  if (!k.floated || !k.operated || sr.redeemed.includes(k.sym)) return false;
  if (heldByItself(c, k.sym) >= MAX_HELD) return false;
  // Money taken in from a reissue this round may not be used (p. 18).
  return (sr.cashBefore[k.sym] ?? k.cash) >= price(c, k);
}

/**
 * Holders a share may be redeemed from: the open market while it has any; else any player, the president only while
 * the presidency would not change.
 */
export function redeemableHolders(c: Ctx, k: CorporationState): string[] {
  if (percentOf(c, k.sym, POOL) > 0) return [POOL];
  const holdings = playerPercents(c, k.sym);
  let othersMax = 0;
  for (const [p, pct] of holdings) if (p !== k.president && pct > othersMax) othersMax = pct;
  const out: string[] = [];
  for (const [p, pct] of holdings) {
    if (!pct || (p === k.president && pct - sharePercent(c, k.sym) < othersMax)) continue;
    out.push(playerKey(p));
  }
  return out;
}

/**
 * The share a corporation redeems from a holder: the first of its shares that holder got (the president's certificate
 * is never redeemed), as 18xx.games takes the first share of the holder's list.
 */
function redeemableShare(c: Ctx, k: CorporationState, holder: OwnerKey): CertificateState | undefined {
  return certsOf(c, k.sym, holder).find((x) => !x.president);
}

function redeem(c: Ctx, k: CorporationState, a: ActionOf<'buy_shares'>): void {
  check(mayRedeem(c, k), () => `${k.sym} may not redeem a share now`);
  const b = bundleOf(c, a.shares, a.percent);
  check(b.corp === k.sym && b.certs.length === 1 && !b.certs[0].president, () => `${k.sym} may redeem only one of its own shares`);
  const from = b.certs[0].owner;
  check(redeemableHolders(c, k).includes(from), () => `${k.sym} may not redeem a share from ${from}`);
  const first = redeemableShare(c, k, from);
  check(first === b.certs[0], () => `${k.sym} redeems ${first?.id} from ${from}, the first share it got, not ${b.certs[0].id}`);
  const cost = price(c, k);
  check(k.cash >= cost, () => `${k.sym} cannot pay ${cost}`);
  pay(c, corpKey(k.sym), from === POOL ? 'bank' : from, cost);
  transferShares(c, b, corpKey(k.sym), { presidentChange: false });
  stockRoundRecords(c).redeemed.push(k.sym);
  log(c, `${k.sym} redeems a share from ${from === POOL ? 'the market' : playerOfKey(from)} for ${cost}`);
}

/**
 * The new par price of a reissue: the top-row price nearest to 3/4 of the share price (rounded up between two), but
 * never below the old par; at most $200 with the `max_reissue_200` option.
 */
export function reissuePar(c: Ctx, k: CorporationState): { price: number; col: number } {
  const top = c.title.market.rows[0];
  const target = 0.75 * price(c, k) + 1;
  let best = -1;
  top.forEach((cell, col) => {
    if (!cell || (hasOption(c.s.optionalRules, 'max_reissue_200') && cell.price > 200)) return;
    if (best < 0 || Math.abs(target - cell.price) < Math.abs(target - top[best]!.price)) best = col;
  });
  return { price: top[best]!.price, col: best };
}

/**
 * What 18xx.games writes as `share_price` on these actions (`TitleRules.ownSharePriceWritten`): nothing on a
 * redemption (it finds the share by itself), the new par on a reissue (the bundle it offers carries it).
 */
export function ownSharePriceWritten1870(c: Ctx, k: CorporationState, a: Action): number | null {
  return a.type === 'sell_shares' ? Math.max(reissuePar(c, k).price, k.parPrice ?? 0) : null;
}

function reissue(c: Ctx, k: CorporationState, a: ActionOf<'sell_shares'>): void {
  const sr = stockRoundRecords(c);
  const held = c.s.certOrder[k.sym].filter((id) => c.s.certificates[id].owner === corpKey(k.sym));
  check(held.length > 0, () => `${k.sym} has no redeemed shares`);
  check(percentOf(c, k.sym, ipoKey(k.sym)) === 0, () => `${k.sym} still has shares on offer`);
  check(!sr.reissued.includes(k.sym), () => `${k.sym} has already reissued this stock round`);
  const b = bundleOf(c, a.shares, a.percent);
  check(b.certs.length === held.length && b.certs.every((x) => held.includes(x.id)), () => `${k.sym} must reissue all its redeemed shares`);
  sr.cashBefore[k.sym] ??= k.cash;
  sr.reissued.push(k.sym);
  transferShares(c, b, ipoKey(k.sym), { presidentChange: false });
  const par = reissuePar(c, k);
  if (par.price > (k.parPrice ?? 0)) {
    // The par marker moves; the share price stays where it is.
    const at = k.market!;
    const seq = k.marketSeq;
    k.parPrice = par.price;
    setPosition(c, k, at[0], at[1]);
    k.marketSeq = seq;
    log(c, `${k.sym}'s par price is now ${par.price}`);
  }
  const st = state1870(c);
  if (!st.reissued.includes(k.sym)) st.reissued.push(k.sym);
  log(c, `${k.sym} reissues ${b.percent}%`);
}

/** The corporation acting on its president's stock turn, checked to be the acting player's. */
function actingCorporation(c: Ctx, a: Action): CorporationState {
  const k = corp(c, String(a.entity));
  const id = stockActor(c);
  check(k.president === id, () => `${k.sym} acts only on its president's turn (it is player ${id}'s)`);
  return k;
}

const corporationCerts = (c: Ctx, k: CorporationState) => c.s.certOrder[k.sym].map((cid) => c.s.certificates[cid]);

/**
 * Redemption (p. 17): a corporation the acting player presides buys one of its shares back at market price, from
 * the open market while it has any; this is the president's whole stock turn.
 */
export const redeemStep: StockStep = {
  name: 'redeem',
  accepts: (_c, a) => a.type === 'buy_shares' && a.entity_type === 'corporation',
  process(c, a) {
    const k = actingCorporation(c, a);
    check((c.s.round as StockRound).turn.actions.length === 0, () => `a redemption is the president's whole stock turn`);
    redeem(c, k, a as ActionOf<'buy_shares'>);
    corporationActed(c, 'redeem');
  },
  // A share redeemed from each holder it may come from, checked by a dry run.
  legal(_game, c, id, ok) {
    const out: LegalOffer[] = [];
    for (const k of Object.values(c.s.corporations)) {
      if (k.closed || k.president !== id || !mayRedeem(c, k)) continue;
      const options: { shares: string[]; count: number; amount: number }[] = [];
      for (const holder of redeemableHolders(c, k)) {
        const cert = redeemableShare(c, k, holder);
        if (cert && ok({ type: 'buy_shares', entity: k.sym, entity_type: 'corporation', shares: [cert.id], percent: cert.percent }))
          options.push({ shares: [cert.id], count: 1, amount: price(c, k) });
      }
      if (options.length) out.push({ type: 'redeem', entity: k.sym, options });
    }
    return out;
  },
};

/** Reissue (p. 18): a corporation the acting player presides puts all its redeemed shares back on offer. */
export const reissueStep: StockStep = {
  name: 'reissue',
  accepts: (_c, a) => a.type === 'sell_shares' && a.entity_type === 'corporation',
  process(c, a) {
    reissue(c, actingCorporation(c, a), a as ActionOf<'sell_shares'>);
    corporationActed(c, 'reissue');
  },
  legal(_game, c, id, ok) {
    const out: LegalOffer[] = [];
    for (const k of Object.values(c.s.corporations)) {
      if (k.closed || k.president !== id) continue;
      const held = corporationCerts(c, k).filter((x) => x.owner === corpKey(k.sym));
      const shares = held.map((x) => x.id);
      const percent = held.reduce((n, x) => n + x.percent, 0);
      if (held.length && ok({ type: 'sell_shares', entity: k.sym, entity_type: 'corporation', shares, percent }))
        out.push({ type: 'issue', entity: k.sym, options: [{ shares, count: held.length, amount: 0 }] });
    }
    return out;
  },
};

/** After a reissue, IPO shares pay the corporation. */
export function capitalization1870(c: Ctx, sym: string): 'incremental' | undefined {
  return state1870(c).reissued.includes(sym) ? 'incremental' : undefined;
}
