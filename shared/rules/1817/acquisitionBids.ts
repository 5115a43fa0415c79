import type { Ctx } from '../../engine/context';
import { corp } from '../../engine/entities';
import { loansOf, loansOut } from '../../engine/loans';
import { price, zonesAt } from '../../engine/market';
import { shareCount } from '../../engine/certSize';
import { ipoKey, type CorporationState, type PlayerId } from '../../engine/state';
import { buyingPower, LOAN_AMOUNT } from './loans';
import { inLowZones } from './stockTurn';
import { sharesHeld } from './sale';

/**
 * 1817 §7.2.4 steps 3-4, the bids in a company sale: the least bid, what a president's companies could pay, and which
 * of them may buy.
 */

export interface Sale {
  corporation: string;
  /** §7.2: a company in the red zone is liquidated, one in the gray zone acquired; any other is sold by its president's offer. */
  mode: 'liquidation' | 'acquisition' | 'friendly';
  /** Waiting for: the president's offer, bids, the winner naming the buyer, the buyer's loans, its repayments. */
  stage: 'offer' | 'auction' | 'choose' | 'loans' | 'repay';
  /** Players still in the auction, in seating order. */
  bidders: PlayerId[];
  high: { player: PlayerId; price: number } | null;
  buyer: string | null;
  /** Loans the buyer took over and has not repaid. */
  unpaidLoans: number;
  /** A liquidated company's cash set aside (§7.2.4 step 2), with the price paid for it once sold. */
  setAsideCash: number;
  passedLoans: boolean;
  passedRepay: boolean;
}

/** The low zone a company's price is in ('liquidation' or 'acquisition'), or ''. */
export function lowZone(c: Ctx, k: CorporationState): string {
  const zones = zonesAt(c, k);
  return zones.includes('liquidation') ? 'liquidation' : zones.includes('acquisition') ? 'acquisition' : '';
}

/** §7.2.4 step 6: a friendly sale's company is paid the market price for each of its treasury shares. */
export function compensation(c: Ctx, sale: Sale): number {
  if (sale.mode !== 'friendly') return 0;
  const k = corp(c, sale.corporation);
  return Math.max(0, sharesHeld(c, k.sym, ipoKey(k.sym))) * price(c, k);
}

/**
 * §7.2.4 step 3: the least bid: $10 over the high bid; to open, $10 for a company in liquidation or acquisition (the
 * bank's $0 is no player's), the market value (price × shares, rounded up to $10) in a friendly sale.
 */
export function minBid(c: Ctx, sale: Sale): number {
  if (sale.high) return sale.high.price + 10;
  if (sale.mode !== 'friendly') return 10;
  const k = corp(c, sale.corporation);
  return Math.ceil((shareCount(c, k.sym) * price(c, k)) / 10) * 10;
}

/** §7.2.4 step 4: companies in liquidation or acquisition may not buy. */
const mayBuy = (buyer: CorporationState, sold: CorporationState, c: Ctx) => buyer !== sold && buyer.floated && !buyer.closed && !inLowZones(c, buyer);

/**
 * The most `buyer` could pay for the company sold: its cash and the loans it could take (counting the sold company's,
 * repaid, as the bank's again), with the sold company's cash and its treasury shares' compensation, less repaying the
 * sold company's loans. `out`: the loans out now (asked once for all of a player's companies).
 */
export function maxBidBy(c: Ctx, sale: Sale, buyer: CorporationState, out = loansOut(c)): number {
  const sold = corp(c, sale.corporation);
  // A liquidated company's loans and cash were set aside: they do not come with it.
  const loans = sale.mode === 'liquidation' ? 0 : loansOf(sold).length;
  const cash = sale.mode === 'liquidation' ? 0 : sold.cash;
  return buyingPower(c, buyer, loans, out) + cash + compensation(c, sale) - loans * LOAN_AMOUNT;
}

/** The player's companies that could buy at `price`. */
export function eligibleBuyers(c: Ctx, sale: Sale, id: PlayerId, atPrice: number): CorporationState[] {
  const sold = corp(c, sale.corporation);
  const out = loansOut(c);
  return Object.values(c.s.corporations).filter((b) => b.president === id && mayBuy(b, sold, c) && maxBidBy(c, sale, b, out) >= atPrice);
}

/**
 * The most the player may bid: what the best of their companies could pay; the sold company's own president may only
 * raise the bid by the least step (§7.2.4 step 4).
 */
export function maxBid(c: Ctx, sale: Sale, id: PlayerId): number {
  const sold = corp(c, sale.corporation);
  let best = 0;
  const out = loansOut(c);
  const corps = c.s.corporations;
  for (const sym in corps) {
    const b = corps[sym]!;
    if (b.president === id && mayBuy(b, sold, c)) best = Math.max(best, maxBidBy(c, sale, b, out));
  }
  return sold.president === id ? Math.min(best, minBid(c, sale)) : best;
}
