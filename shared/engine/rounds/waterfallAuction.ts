import type { ActionOf } from '../actions';
import type { Ctx } from '../context';
import { log, nextPlayer, player, playerIndex, playerKey } from '../entities';
import { cashOf, pay } from '../transfer/cash';
import { check } from '../result';
import { acquireCompany, payCompanyRevenue } from '../companies';
import type { AuctionRound, PlayerId, WaterfallAuctionState } from '../state';

/**
 * The 1830 private company auction (1830 §4): in turn each player buys the cheapest private at its face value,
 * bids on a dearer one, or passes. When the cheapest is bought, bids on the next one are settled at once.
 */

const MIN_INCREMENT = 5;

export function newWaterfallAuction(c: Ctx): AuctionRound {
  const companies = c.title.companies
    .filter((co) => c.s.companies[co.sym] && !c.s.companies[co.sym].owner && !c.s.companies[co.sym].closed)
    .map((co) => co.sym)
    .sort((a, b) => c.t.company.get(a)!.value - c.t.company.get(b)!.value);
  const step: WaterfallAuctionState = {
    kind: 'waterfall',
    companies,
    bids: {},
    auctioning: null,
    discount: {},
    current: playerIndex(c, c.s.priority),
    passes: 0,
    lastBuyer: playerIndex(c, c.s.priority),
  };
  return { kind: 'auction', step };
}

function st(c: Ctx): WaterfallAuctionState {
  return (c.s.round as AuctionRound).step as WaterfallAuctionState;
}

export function faceValue(c: Ctx, sym: string): number {
  return c.t.company.get(sym)!.value - (st(c).discount[sym] ?? 0);
}

function highestBid(a: WaterfallAuctionState, sym: string): number {
  return Math.max(0, ...(a.bids[sym] ?? []).map((b) => b.price));
}

/**
 * Cash a player has not committed to bids on other companies: the most the player may bid on `except`. A bid's money
 * is set aside until its private is sold (1830 1.2.1, which 1870's initial stock round follows), an outbid bid's too
 * (18xx.games `WaterfallAuction#max_bid`). The auction's checks and its legal offers both read it.
 */
export function biddingPower(c: Ctx, id: PlayerId, except: string): number {
  const a = st(c);
  let committed = 0;
  for (const [sym, bids] of Object.entries(a.bids)) {
    if (sym === except) continue;
    for (const b of bids) if (b.player === id) committed += b.price;
  }
  return player(c, id).cash - committed;
}

export function minBid(c: Ctx, sym: string): number {
  const a = st(c);
  if (sym === a.companies[0] && !a.auctioning) return faceValue(c, sym);
  return Math.max(highestBid(a, sym), c.t.company.get(sym)!.value) + MIN_INCREMENT;
}

/** Who must act: the lowest bidder during a company auction, else the player whose buy-bid turn it is. */
export function auctionActor(c: Ctx): PlayerId {
  const a = st(c);
  if (a.auctioning) {
    const bids = a.bids[a.auctioning]!;
    return bids.reduce((lo, b) => (b.price < lo.price ? b : lo)).player;
  }
  return c.s.players[a.current].id;
}

export function processAuction(c: Ctx, action: ActionOf<'bid'> | ActionOf<'pass'>): void {
  const a = st(c);
  const actor = auctionActor(c);
  check(action.entity === actor, () => `it is not player ${action.entity}'s turn in the auction (waiting for ${actor})`);
  if (a.auctioning) return processAuctionBid(c, a, action);

  if (action.type === 'pass') {
    check(faceValue(c, a.companies[0]) > 0, () => `${a.companies[0]} is free and must be taken`);
    log(c, `${player(c, actor).name} passes`);
    a.passes++;
    if (a.passes >= c.s.players.length) allPassed(c, a);
    advanceTurn(c, a);
    return;
  }
  const sym = action.company;
  check(sym && a.companies.includes(sym), () => `company ${sym} is not for sale`);
  const price = action.price;
  if (sym === a.companies[0]) {
    check(price === faceValue(c, sym), () => `${sym} costs ${faceValue(c, sym)}, not ${price}`);
    check(biddingPower(c, actor, sym) >= price, () => `player ${actor} cannot afford ${sym}`);
    buy(c, a, sym, actor, price);
    c.s.priority = nextPlayer(c, actor);
    a.passes = 0;
    a.lastBuyer = playerIndex(c, actor);
    settleBids(c, a);
    if (!a.auctioning) advanceTurn(c, a);
    return;
  }
  check(price >= minBid(c, sym), () => `a bid on ${sym} must be at least ${minBid(c, sym)}`);
  check(biddingPower(c, actor, sym) >= price, () => `player ${actor} has only ${biddingPower(c, actor, sym)} to bid`);
  check(faceValue(c, a.companies[0]) > 0, () => `${a.companies[0]} is free and must be taken`);
  const bids = (a.bids[sym] ??= []);
  const mine = bids.find((b) => b.player === actor);
  if (mine) mine.price = price;
  else bids.push({ player: actor, price });
  log(c, `${player(c, actor).name} bids ${price} for ${sym}`);
  a.passes = 0;
  a.lastBuyer = playerIndex(c, actor);
  advanceTurn(c, a);
}

function processAuctionBid(c: Ctx, a: WaterfallAuctionState, action: ActionOf<'bid'> | ActionOf<'pass'>): void {
  const sym = a.auctioning!;
  const bids = a.bids[sym]!;
  const actor = action.entity as PlayerId;
  if (action.type === 'pass') {
    log(c, `${player(c, actor).name} passes on ${sym}`);
    a.bids[sym] = bids.filter((b) => b.player !== actor);
  } else {
    check(action.company === sym, () => `bidding is on ${sym}`);
    check(action.price >= highestBid(a, sym) + MIN_INCREMENT, () => `a bid on ${sym} must be at least ${highestBid(a, sym) + MIN_INCREMENT}`);
    check(biddingPower(c, actor, sym) >= action.price, () => `player ${actor} cannot bid ${action.price}`);
    bids.find((b) => b.player === actor)!.price = action.price;
    log(c, `${player(c, actor).name} bids ${action.price} for ${sym}`);
  }
  if (a.bids[sym]!.length === 1) {
    a.auctioning = null;
    const win = a.bids[sym]![0];
    buy(c, a, sym, win.player, win.price);
    settleBids(c, a);
    if (!a.auctioning) resumeAfterAuction(c, a);
  }
}

function buy(c: Ctx, a: WaterfallAuctionState, sym: string, id: PlayerId, price: number): void {
  check(cashOf(c, playerKey(id)) >= price, () => `player ${id} cannot pay ${price}`);
  delete a.bids[sym];
  a.companies = a.companies.filter((x) => x !== sym);
  pay(c, playerKey(id), 'bank', price);
  log(c, `${player(c, id).name} buys ${sym} for ${price}`);
  acquireCompany(c, sym, playerKey(id));
}

/**
 * After a purchase, bids on the new cheapest company are settled: a lone bidder buys, several bid it up. A par price
 * still to be set (1870 Frisco) waits until the bids are settled, as in 18xx.games.
 */
function settleBids(c: Ctx, a: WaterfallAuctionState): void {
  while (a.companies.length) {
    const next = a.companies[0];
    const bids = a.bids[next];
    if (!bids?.length) return;
    if (bids.length === 1) {
      buy(c, a, next, bids[0].player, bids[0].price);
      continue;
    }
    a.auctioning = next;
    return;
  }
}

/** A par price owed for a certificate that came with a company (1830 B&O) stops the auction until it is set. */
function pendingPar(c: Ctx): boolean {
  return c.s.pending.length > 0;
}

function resumeAfterAuction(c: Ctx, a: WaterfallAuctionState): void {
  a.current = a.lastBuyer;
  advanceTurn(c, a);
}

function advanceTurn(c: Ctx, a: WaterfallAuctionState): void {
  a.current = (a.current + 1) % c.s.players.length;
}

/**
 * Everyone passed (1830 §4.2): while the cheapest private is unsold its price drops by 5 (at 0 the next player must
 * take it); otherwise the privates already bought pay their revenue and bidding goes on.
 */
function allPassed(c: Ctx, a: WaterfallAuctionState): void {
  a.passes = 0;
  const first = c.title.companies.reduce((lo, co) => (co.value < lo.value ? co : lo));
  const cheapest = a.companies[0];
  if (cheapest === first.sym) {
    a.discount[cheapest] = (a.discount[cheapest] ?? 0) + 5;
    log(c, `${cheapest} now costs ${faceValue(c, cheapest)}`);
  } else {
    payCompanyRevenue(c);
  }
}

export function auctionFinished(c: Ctx): boolean {
  const a = st(c);
  return a.companies.length === 0 && !a.auctioning && !pendingPar(c);
}
