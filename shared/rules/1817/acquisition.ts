import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log, player } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import type { LegalOffer } from '../../engine/legal';
import { loansOf, loansOut, takeLoan, whyNoLoan } from '../../engine/loans';
import { compareOperatingOrder, moveLeft } from '../../engine/market';
import { check } from '../../engine/result';
import { startSpecialRound } from '../../engine/rounds/sequence';
import type { SpecialRoundKind } from '../../engine/rounds/titleRounds';
import { corpKey, type CorporationState, type PlayerId, type SpecialRound } from '../../engine/state';
import { LOAN_AMOUNT, loans1817 } from './loans';
import { state1817 } from './state';
import { inLowZones } from './stockTurn';
import { compensation, eligibleBuyers, lowZone, maxBid, maxBidBy, minBid, type Sale } from './acquisitionBids';
import { payShareholders, presidentPaysDebt, resetCompany, scrapAssets, takeOverAssets } from './sale';
import { takeOverStations } from './stations';
import { checkCashCrisis } from './cashCrisis';
import { nextLoanId, returnAllLoans, returnLoan } from '../../engine/transfer/loans';
import { goldenParachute } from './volatility';

/**
 * 1817 §7.2, the acquisition round, after each merger round: from the lowest share price up (§7.2.4: the reverse of
 * the operating order at the start of the round), each company is sold or not. One in the red liquidation space is
 * always auctioned, the bank holding the $0 opening bid; one in the gray acquisition area is auctioned from $10 and
 * sold only if a company bids; any other its president may offer for sale at its market value (a friendly sale).
 * Presidents bid for one of their companies, around the table from the seller's president's left; the winner names
 * the buying company, which takes the sold company's assets, pays (taking loans if it must), may take more loans and
 * repay those it took over; then the holders of shares and shorts are settled and the sold company is reset.
 */

export interface AcquisitionRound extends SpecialRound {
  name: 'acquisition';
  /** Companies still to be offered, the next first. */
  offering: string[];
  /** The players who presided a company as the round began: they bid. */
  bidders: PlayerId[];
  /** The company being sold now, and where its sale stands. */
  sale: Sale | null;
}

/** §7: each company's zone as the merger round began (a company that fell into a low zone since is not sold). */
export function noteZonesAtMergerStart(c: Ctx): void {
  const zones: Record<string, string> = {};
  for (const k of Object.values(c.s.corporations)) if (k.floated && !k.closed) zones[k.sym] = lowZone(c, k);
  state1817(c).zonesAtMerger = zones;
}

export function newAcquisitionRound(c: Ctx): void {
  const offering = Object.values(c.s.corporations)
    .filter((k) => k.floated && !k.closed)
    .sort((a, b) => compareOperatingOrder(c, b, a))
    .map((k) => k.sym);
  const presiding = new Set(Object.values(c.s.corporations).map((k) => (k.ipoed && !k.closed ? k.president : null)));
  const bidders = c.s.players.filter((p) => !p.bankrupt && presiding.has(p.id)).map((p) => p.id);
  const r = startSpecialRound(c, 'acquisition', { offering, bidders, sale: null }) as AcquisitionRound;
  log(c, `-- Acquisition round ${c.s.turn}.${c.s.roundNum}`);
  nextSale(c, r);
}

/** The next company to sell: skipped when it fell into a low zone during this merger and acquisition round. */
function nextSale(c: Ctx, r: AcquisitionRound): void {
  r.sale = null;
  while (r.offering.length) {
    const k = corp(c, r.offering[0]);
    const zone = lowZone(c, k);
    if (zone && zone !== (state1817(c).zonesAtMerger?.[k.sym] ?? '')) {
      log(c, `${k.sym} moved into ${zone} during this round and is not sold`);
      r.offering.shift();
      continue;
    }
    if (zone === 'liquidation') {
      // §7.2.4 step 2: its cash and loans are set aside (the loans stay on its charter, out of the bank, until settled).
      const cash = k.cash;
      if (cash) pay(c, corpKey(k.sym), 'bank', cash);
      r.sale = newSale(k.sym, 'liquidation', cash);
      log(c, `${k.sym} is liquidated: the bank offers $0; it had ${cash} and ${loansOf(k).length} loans`);
      return startAuction(c, r);
    }
    if (zone === 'acquisition') {
      r.sale = newSale(k.sym, 'acquisition', 0);
      log(c, `${k.sym} is offered for acquisition`);
      return startAuction(c, r);
    }
    r.sale = newSale(k.sym, 'friendly', 0);
    if (r.bidders.some((id) => maxBid(c, r.sale!, id) >= minBid(c, r.sale!))) return;
    log(c, `${k.sym} cannot be bought at ${minBid(c, r.sale)}`);
    r.offering.shift();
  }
  r.sale = null;
}

function newSale(corporation: string, mode: Sale['mode'], setAsideCash: number): Sale {
  return {
    corporation,
    mode,
    stage: mode === 'friendly' ? 'offer' : 'auction',
    bidders: [],
    high: null,
    buyer: null,
    unpaidLoans: 0,
    setAsideCash,
    passedLoans: false,
    passedRepay: false,
  };
}

/** §7.2.4 step 4: the presidents who could pay the opening bid take part. */
function startAuction(c: Ctx, r: AcquisitionRound): void {
  const sale = r.sale!;
  sale.stage = 'auction';
  const min = minBid(c, sale);
  sale.bidders = r.bidders.filter((id) => !player(c, id).bankrupt && maxBid(c, sale, id) >= min);
  resolve(c, r);
}

/**
 * §7.4: a player gone bankrupt bids no more; an auction they were in goes on without them. The sale of the company the
 * bankrupt's crisis came from is finished first: while a decision of it is still open (its buyer's discard, §7.2.4 step
 * 6), the auction under way waits for it (18xx.games: every out-of-turn step comes before the round's own).
 */
export function afterBankruptcy(c: Ctx): void {
  const r = c.s.round;
  if (r.kind !== 'special' || r.name !== 'acquisition') return;
  if (c.s.pending.length) {
    state1817(c).bankruptcyToSettle = true;
    return;
  }
  delete state1817(c).bankruptcyToSettle;
  const a = r as AcquisitionRound;
  const live = (id: PlayerId) => !player(c, id).bankrupt;
  a.bidders = a.bidders.filter(live);
  // The bankrupt's companies go into liquidation: one being sold and not yet bought is sold no more, having fallen
  // into a low zone during this round (§7.2; 18xx.games: "no longer eligible to be auctioned").
  const k = a.sale && !a.sale.buyer ? corp(c, a.sale.corporation) : null;
  if (k && lowZone(c, k) && lowZone(c, k) !== (state1817(c).zonesAtMerger?.[k.sym] ?? '')) {
    log(c, `${k.sym} is no longer eligible to be sold`);
    a.offering.splice(a.offering.indexOf(k.sym), 1);
    return nextSale(c, a);
  }
  if (a.sale?.stage !== 'auction') return;
  a.sale.bidders = a.sale.bidders.filter(live);
  if (a.sale.high && !live(a.sale.high.player)) a.sale.high = null;
  resolve(c, a);
}

/** Nobody left: no sale (the bank's $0 for a company in liquidation); one bidder left with the high bid: they win. */
function resolve(c: Ctx, r: AcquisitionRound): void {
  const sale = r.sale!;
  if (!sale.bidders.length) return noSale(c, r);
  if (sale.bidders.length === 1 && sale.high) win(c, r);
}

/** The player to bid or pass: the next still in after the high bidder, else the first from the seller's president's left. */
export function bidder(c: Ctx, sale: Sale): PlayerId | null {
  if (!sale.bidders.length) return null;
  if (sale.high) return sale.bidders[(sale.bidders.indexOf(sale.high.player) + 1) % sale.bidders.length];
  const ps = c.s.players;
  const k = corp(c, sale.corporation);
  // A company whose president went bankrupt is sold from the left of that player (§7.4).
  const owner = k.president ?? state1817(c).ownerWhenLiquidated?.[k.sym];
  const from = ps.findIndex((p) => p.id === owner);
  for (let i = 1; i <= ps.length; i++) {
    const id = ps[(from + i) % ps.length].id;
    if (sale.bidders.includes(id)) return id;
  }
  return null;
}

function noSale(c: Ctx, r: AcquisitionRound): void {
  const k = corp(c, r.sale!.corporation);
  if (r.sale!.mode === 'liquidation') {
    goldenParachute(c, k, null);
    scrapAssets(c, k);
    return settle(c, r);
  }
  log(c, `All pass on ${k.sym}: not ${r.sale!.mode === 'acquisition' ? 'acquired' : 'sold'}`);
  r.offering.shift();
  nextSale(c, r);
}

function win(c: Ctx, r: AcquisitionRound): void {
  const sale = r.sale!;
  const high = sale.high!;
  log(c, `${player(c, high.player).name} wins the auction of ${sale.corporation} for ${high.price}`);
  sale.stage = 'choose';
  const buyers = eligibleBuyers(c, sale, high.player, high.price);
  if (buyers.length === 1) acquire(c, r, buyers[0]);
}

/** §7.2.4 steps 6-7: the buyer takes the assets, then pays, with loans where its cash falls short. */
function acquire(c: Ctx, r: AcquisitionRound, buyer: CorporationState): void {
  const sale = r.sale!;
  const k = corp(c, sale.corporation);
  sale.buyer = buyer.sym;
  sale.stage = 'loans';
  goldenParachute(c, k, buyer);
  const paid = compensation(c, sale);
  if (paid) pay(c, 'bank', corpKey(k.sym), paid);
  sale.unpaidLoans = takeOverAssets(c, buyer, k, sale.mode !== 'liquidation');
  takeOverStations(c, buyer, k);
  log(c, `${buyer.sym} acquires ${k.sym}`);
  const price = sale.high!.price;
  while (buyer.cash < price) takeLoan(c, buyer);
  pay(c, corpKey(buyer.sym), 'bank', price);
  if (sale.mode === 'liquidation') sale.setAsideCash += price;
  afterLoans(c, r);
}

const mayTakeLoan = (c: Ctx, sale: Sale, k: CorporationState) => !sale.passedLoans && !whyNoLoan(c, k);
const mayRepay = (sale: Sale, k: CorporationState) => !sale.passedRepay && sale.unpaidLoans > 0 && k.cash >= LOAN_AMOUNT;

/**
 * §7.2.4 step 7: the buyer may take loans, then repay those it took over; over its loan limit it repays them at once.
 * Each one left unpaid moves its price a space left; one that falls into acquisition so is not offered this round.
 */
function afterLoans(c: Ctx, r: AcquisitionRound): void {
  const sale = r.sale!;
  const buyer = corp(c, sale.buyer!);
  if (mayTakeLoan(c, sale, buyer)) return;
  while (loansOf(buyer).length > loans1817.limit(c, buyer)) repayTakenOver(c, sale, buyer);
  if (mayRepay(sale, buyer)) {
    sale.stage = 'repay';
    return;
  }
  for (let i = 0; i < sale.unpaidLoans; i++) moveLeft(c, buyer);
  if (sale.unpaidLoans && inLowZones(c, buyer) && r.offering.includes(buyer.sym)) {
    log(c, `${buyer.sym} falls into acquisition and is not offered this round`);
    r.offering.splice(r.offering.indexOf(buyer.sym), 1);
  }
  settle(c, r);
}

/** A loan taken over is repaid with no price move (§7.2.4 step 7: only those left unpaid move it). */
function repayTakenOver(c: Ctx, sale: Sale, buyer: CorporationState): void {
  returnLoan(c, buyer, loansOf(buyer).at(-1)!);
  pay(c, corpKey(buyer.sym), 'bank', LOAN_AMOUNT);
  log(c, `${buyer.sym} repays a loan of ${sale.corporation} for ${LOAN_AMOUNT}`);
  sale.unpaidLoans--;
}

/** §7.2.4 steps 8-10: a liquidated company's loans are settled; shareholders are paid; the company is reset. */
function settle(c: Ctx, r: AcquisitionRound): void {
  const sale = r.sale!;
  const k = corp(c, sale.corporation);
  let forShareholders = sale.high?.price ?? 0;
  if (sale.mode === 'liquidation') {
    const owed = loansOf(k).length * LOAN_AMOUNT;
    const debt = Math.max(0, owed - sale.setAsideCash);
    returnAllLoans(c, k);
    presidentPaysDebt(c, k, debt);
    forShareholders = debt > 0 ? 0 : sale.setAsideCash - owed;
  }
  payShareholders(c, k, forShareholders);
  // §7.4: a president who cannot pay the debts, or a short seller who cannot settle, is in a cash crisis.
  const owner = k.president ?? state1817(c).ownerWhenLiquidated?.[k.sym] ?? null;
  resetCompany(c, k);
  if (owner !== null) checkCashCrisis(c, owner);
  r.offering.splice(r.offering.indexOf(k.sym), 1);
  nextSale(c, r);
}

const sold = (c: Ctx, r: AcquisitionRound) => (r.sale ? corp(c, r.sale.corporation) : null);

/** Who decides now, and as which entity: the seller's president, a bidder, the winner naming a buyer, or the buyer. */
function acting(c: Ctx, r: AcquisitionRound): { player: PlayerId | null; entity: PlayerId | string | null } {
  const sale = r.sale;
  if (!sale) return { player: null, entity: null };
  if (sale.stage === 'offer') return { player: sold(c, r)!.president, entity: sold(c, r)!.president };
  if (sale.stage === 'auction') {
    const id = bidder(c, sale);
    return { player: id, entity: id };
  }
  if (sale.stage === 'choose') return { player: sale.high!.player, entity: sale.high!.player };
  return { player: corp(c, sale.buyer!).president, entity: sale.buyer };
}

function process(c: Ctx, r: AcquisitionRound, a: Action): void {
  const sale = r.sale;
  check(sale, () => 'nothing is for sale');
  const who = acting(c, r);
  check(a.entity === who.entity, () => `it is ${typeof who.entity === 'string' ? who.entity : player(c, who.entity!).name}'s turn`);
  const k = corp(c, sale.corporation);
  switch (sale.stage) {
    case 'offer':
      if (a.type === 'pass') {
        log(c, `${player(c, k.president!).name} declines to offer ${k.sym} for sale`);
        r.offering.shift();
        return nextSale(c, r);
      }
      check(a.type === 'assign' && a.target === k.sym, () => `${player(c, k.president!).name} may offer ${k.sym} for sale or pass`);
      log(c, `${k.sym} is offered for sale from ${minBid(c, sale)}`);
      return startAuction(c, r);
    case 'auction':
      if (a.type === 'pass') {
        log(c, `${player(c, a.entity as PlayerId).name} passes on ${k.sym}`);
        sale.bidders = sale.bidders.filter((id) => id !== a.entity);
        return resolve(c, r);
      }
      check(a.type === 'bid' && a.corporation === k.sym, () => `bid for ${k.sym} or pass`);
      return bid(c, r, a);
    case 'choose': {
      check(a.type === 'merge', () => `name the company that buys ${k.sym}`);
      const buyer = eligibleBuyers(c, sale, sale.high!.player, sale.high!.price).find((x) => x.sym === a.corporation);
      check(buyer, () => `${String(a.corporation)} cannot buy ${k.sym}`);
      return acquire(c, r, buyer);
    }
    case 'loans':
    case 'repay': {
      const buyer = corp(c, sale.buyer!);
      if (a.type === 'pass') {
        if (sale.stage === 'loans') sale.passedLoans = true;
        else sale.passedRepay = true;
        log(c, `${buyer.sym} passes`);
      } else if (a.type === 'take_loan') {
        check(sale.stage === 'loans' && mayTakeLoan(c, sale, buyer), () => `${buyer.sym} may not take a loan now`);
        takeLoan(c, buyer);
      } else {
        check(a.type === 'payoff_loan' && sale.stage === 'repay', () => `${buyer.sym} may take loans, repay ${k.sym}'s or pass`);
        sale.passedLoans = true;
        repayTakenOver(c, sale, buyer);
      }
      if (!sale.passedLoans && whyNoLoan(c, buyer)) sale.passedLoans = true;
      return afterLoans(c, r);
    }
  }
}

/** §7.2.4 step 4: bids go in steps of $10. */
const BID_STEP = 10;

/** §7.2.4 step 4: a bid in steps of $10 from the least allowed up to what the bidder's companies could pay. */
function bid(c: Ctx, r: AcquisitionRound, a: ActionOf<'bid'>): void {
  const sale = r.sale!;
  const id = a.entity as PlayerId;
  const min = minBid(c, sale);
  check(a.price % BID_STEP === 0, () => `a bid of ${a.price} is not a multiple of ${BID_STEP}`);
  check(a.price >= min, () => `the least bid for ${sale.corporation} is ${min}`);
  const max = maxBid(c, sale, id);
  check(a.price <= max, () => `${player(c, id).name}'s companies can bid ${max} at most for ${sale.corporation}`);
  sale.high = { player: id, price: a.price };
  log(c, `${player(c, id).name} bids ${a.price} for ${sale.corporation}`);
  // Those who cannot reach the next bid are out.
  const next = minBid(c, sale);
  sale.bidders = sale.bidders.filter((p) => p === id || maxBid(c, sale, p) >= next);
  resolve(c, r);
}

/** §7.2, said above a sale's bids: why the company is sold, what comes with it, and what the bidder's companies can pay. */
function saleNote(c: Ctx, sale: Sale, id: PlayerId, min: number): string {
  const sym = sale.corporation;
  const why = {
    liquidation: `${sym} is in liquidation: the bank bids $0 and keeps its cash and loans`,
    acquisition: `${sym} is in the gray acquisition area: it is sold for the highest bid, its cash and loans going to the buyer`,
    friendly: `${sym} is offered for sale by its president, from its market value; its cash and loans go to the buyer`,
  }[sale.mode];
  const out = loansOut(c);
  const can = eligibleBuyers(c, sale, id, min).map((b) => `${b.sym} up to ${c.title.currency}${maxBidBy(c, sale, b, out)}`);
  return `${why}. A bid is paid by one of your companies, from its cash and the loans it may take${can.length ? ` (${can.join(', ')})` : ''}; the winner names it (§7.2.4)`;
}

function legal(c: Ctx, r: AcquisitionRound, ok: (a: Record<string, unknown>) => boolean): LegalOffer[] {
  const sale = r.sale;
  if (!sale) return [];
  const who = acting(c, r);
  if (who.entity === null) return [];
  const k = corp(c, sale.corporation);
  const out: LegalOffer[] = [];
  const pass = (label: string, entityType: 'player' | 'corporation' = 'player') => {
    if (ok({ type: 'pass', entity: who.entity, entity_type: entityType })) out.push({ type: 'pass', entity: who.entity!, entityType, label });
  };
  if (sale.stage === 'offer') {
    const offer = { type: 'assign', entity: who.entity, entity_type: 'player', target: k.sym, target_type: 'corporation' };
    if (ok(offer))
      out.push({ type: 'assign', entity: String(who.entity), targets: [{ target: k.sym, targetType: 'corporation', action: offer as unknown as Action }] });
    pass(`Do not offer ${k.sym} for sale`);
  } else if (sale.stage === 'auction') {
    const id = who.entity as PlayerId;
    const min = minBid(c, sale);
    const action = { type: 'bid', entity: id, entity_type: 'player', corporation: k.sym, price: min };
    if (ok(action))
      out.push({
        type: 'bid',
        entity: id,
        options: [
          {
            company: k.sym,
            min,
            max: maxBid(c, sale, id),
            buy: false,
            step: BID_STEP,
            ...(sale.high ? { highest: sale.high } : {}),
            note: saleNote(c, sale, id, min),
            action: action as unknown as Action,
          },
        ],
      });
    pass(`Pass on ${k.sym}`);
  } else if (sale.stage === 'choose') {
    const buyers = eligibleBuyers(c, sale, sale.high!.player, sale.high!.price);
    const options = buyers.map((b) => ({
      choice: b.sym,
      action: { type: 'merge', entity: who.entity, entity_type: 'player', corporation: b.sym } as unknown as Action,
    }));
    out.push({ type: 'choose', entity: String(who.entity), entityType: 'player', choices: buyers.map((b) => b.sym), options });
  } else {
    const buyer = corp(c, sale.buyer!);
    if (sale.stage === 'loans' && ok({ type: 'take_loan', entity: buyer.sym, entity_type: 'corporation', loan: nextLoanId(c) }))
      out.push({ type: 'take_loan', entity: buyer.sym, loan: nextLoanId(c), amount: LOAN_AMOUNT });
    if (sale.stage === 'repay') out.push({ type: 'payoff_loan', entity: buyer.sym, loan: loansOf(buyer).at(-1)!, amount: LOAN_AMOUNT });
    pass(sale.stage === 'loans' ? 'Take no more loans' : `Repay no more of ${k.sym}'s loans`, 'corporation');
  }
  return out;
}

export const acquisitionRound: SpecialRoundKind = {
  name: 'acquisition',
  traceName: 'Round::Acquisition',
  traceStep: () => 'Acquire',
  label: 'Acquisition round',
  asks(c, r) {
    const sale = (r as AcquisitionRound).sale;
    if (!sale) return 'wait';
    const sym = sale.corporation;
    const what = {
      offer: `offer ${sym} for sale or pass`,
      auction: `bid for ${sym} or pass`,
      choose: `name the company that buys ${sym}`,
      loans: `take loans to pay for ${sym}, or pass`,
      repay: `repay ${sym}'s loans or pass`,
    };
    return what[sale.stage];
  },
  actors(c, r) {
    const id = acting(c, r as AcquisitionRound).player;
    return id === null ? [] : [id];
  },
  currentEntity: (c, r) => acting(c, r as AcquisitionRound).entity,
  process: (c, r, a) => process(c, r as AcquisitionRound, a),
  finished: (_c, r) => !(r as AcquisitionRound).sale && !(r as AcquisitionRound).offering.length,
  legal: (_game, c, r, ok) => legal(c, r as AcquisitionRound, ok),
};
