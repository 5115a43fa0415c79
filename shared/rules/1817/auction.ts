import type { Action } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log, player, playerIndex, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { acquireCompany } from '../../engine/companies';
import { retireCompany } from '../../engine/transfer/companies';
import type { LegalOffer } from '../../engine/legal';
import { check } from '../../engine/result';
import type { SpecialRoundKind } from '../../engine/rounds/titleRounds';
import type { PlayerId, SpecialRound } from '../../engine/state';
import { buildPyramid, isVolatility, openRow, takeFromPyramid, type Pyramid } from './volatility';

/**
 * 1817 §4.2, the initial auction: in turn a player puts a private up for auction or passes. The opening bid plus the
 * seed money left must reach the private's face value (the bank pays the difference from its $200 of seed money);
 * bids rise in steps of $5, a player who passes is out of that auction, and when one bidder is left they buy the
 * private. Play goes on from the player after the one who started the auction; when all pass in succession the
 * unsold privates are removed and the player after the last to start an auction gets the priority deal. The
 * volatility expansion changes the auction (`volatility.ts`).
 */
export interface SelectionAuction extends SpecialRound {
  name: 'selection';
  /** Privates not yet sold. */
  companies: string[];
  /** Seed money left; null with the volatility expansion, which has none. */
  seedMoney: number | null;
  /** With the volatility expansion: the privates' pyramid, of which only the bottom row is open (`volatility.ts`). */
  pyramid?: Pyramid;
  /** Seat index of the player to act when no auction is on. */
  current: number;
  /** Players who passed since the last auction. */
  passed: PlayerId[];
  /** The private being auctioned, its bids (in the order made) and those still in it (in seating order). */
  auctioning: string | null;
  bids: { player: PlayerId; price: number }[];
  bidders: PlayerId[];
  starter: PlayerId | null;
  over: boolean;
}

export const SEED_MONEY = 200;
const INCREMENT = 5;

export function newSelectionAuction(c: Ctx): SelectionAuction {
  const companies = c.title.companies.filter((co) => c.s.companies[co.sym] && !c.s.companies[co.sym].closed).map((co) => co.sym);
  const volatile = isVolatility(c);
  return {
    kind: 'special',
    name: 'selection',
    companies,
    seedMoney: volatile ? null : SEED_MONEY,
    ...(volatile ? { pyramid: buildPyramid(c, companies) } : {}),
    current: playerIndex(c, c.s.priority),
    passed: [],
    auctioning: null,
    bids: [],
    bidders: [],
    starter: null,
    over: false,
  };
}

const faceValue = (c: Ctx, sym: string) => c.t.company.get(sym)!.value;
const highest = (a: SelectionAuction) => a.bids.reduce<{ player: PlayerId; price: number } | null>((hi, b) => (!hi || b.price > hi.price ? b : hi), null);

/** The least bid now on `sym`: its face value less the seed money left (at least 0), or $5 over the highest bid. */
export function minBid(c: Ctx, a: SelectionAuction, sym: string): number {
  const hi = a.auctioning === sym ? highest(a) : null;
  return hi ? hi.price + INCREMENT : a.seedMoney === null ? 0 : Math.max(0, faceValue(c, sym) - a.seedMoney);
}

/** §4.2, said beside each private: its face value, and what of a bid below it the seed money left makes up. */
function bidNote(c: Ctx, a: SelectionAuction, sym: string): string {
  const $ = (n: number) => `${c.title.currency}${n}`;
  const face = `face value ${$(faceValue(c, sym))}`;
  if (a.seedMoney === null) return face;
  return `${face}; the bank's seed money (${$(a.seedMoney)} left) makes up a bid below it`;
}

export function selectionActor(c: Ctx, a: SelectionAuction): PlayerId {
  const hi = highest(a);
  if (a.auctioning && hi) {
    const i = a.bidders.indexOf(hi.player);
    return a.bidders[(i + 1) % a.bidders.length];
  }
  return c.s.players[a.current].id;
}

export function processSelection(c: Ctx, a: SelectionAuction, action: Action): void {
  const actor = selectionActor(c, a);
  check(action.entity === actor, () => `it is ${player(c, actor).name}'s turn in the auction`);
  check(action.type === 'bid' || action.type === 'pass', () => `${action.type} is not possible in the initial auction`);
  if (action.type === 'pass') {
    if (a.auctioning) {
      log(c, `${player(c, actor).name} passes on ${a.auctioning}`);
      leave(c, a, actor);
      return;
    }
    check(!a.pyramid, 'with the volatility expansion a player must put a private up for auction');
    log(c, `${player(c, actor).name} passes`);
    a.passed.push(actor);
    if (a.passed.length === c.s.players.length) return allPassed(c, a);
    nextPlayer(c, a);
    return;
  }
  const sym = action.company;
  check(sym && a.companies.includes(sym), () => `${sym} is not for sale`);
  check(!a.pyramid || openRow(a.pyramid).includes(sym), () => `${sym} is not in the pyramid's bottom row`);
  check(!a.auctioning || sym === a.auctioning, () => `bidding is on ${a.auctioning}`);
  const min = minBid(c, a, sym);
  check(action.price >= min, () => `a bid on ${sym} must be at least ${min}`);
  check((action.price - min) % INCREMENT === 0, () => `a bid must rise by a multiple of ${INCREMENT}`);
  check(action.price <= player(c, actor).cash, () => `${player(c, actor).name} has only ${player(c, actor).cash}`);
  a.passed = a.passed.filter((p) => p !== actor);
  a.bids = [...a.bids.filter((b) => b.player !== actor), { player: actor, price: action.price }];
  log(c, `${player(c, actor).name} bids ${action.price} for ${sym}`);
  if (!a.auctioning) {
    // The auction starts: those who cannot pay the next bid are out at once (the starter stays).
    a.auctioning = sym;
    a.starter = actor;
    a.bidders = c.s.players.map((p) => p.id);
  }
  const next = minBid(c, a, sym);
  for (const id of [...a.bidders]) if (id !== actor && player(c, id).cash < next) leave(c, a, id);
  resolve(c, a);
}

/** A bidder out of the auction (passed, or cannot pay the next bid); their bid is withdrawn. */
function leave(c: Ctx, a: SelectionAuction, id: PlayerId): void {
  a.bidders = a.bidders.filter((p) => p !== id);
  a.bids = a.bids.filter((b) => b.player !== id);
  resolve(c, a);
}

function resolve(c: Ctx, a: SelectionAuction): void {
  if (!a.auctioning || a.bidders.length !== 1 || !a.bids.length) return;
  const sym = a.auctioning;
  const win = a.bids[0];
  const seed = a.seedMoney === null ? 0 : Math.max(0, faceValue(c, sym) - win.price);
  if (a.seedMoney !== null) a.seedMoney -= seed;
  pay(c, playerKey(win.player), 'bank', win.price);
  acquireCompany(c, sym, playerKey(win.player));
  log(c, `${player(c, win.player).name} wins ${sym} for ${win.price}${seed ? `, ${seed} of seed money` : ''}`);
  const removed = a.pyramid ? takeFromPyramid(c, a.pyramid, sym) : [];
  a.companies = a.companies.filter((x) => x !== sym && !removed.includes(x));
  a.auctioning = null;
  a.bids = [];
  a.bidders = [];
  a.passed = [];
  // Play goes on after the starter; with the volatility expansion, after the winner.
  a.current = playerIndex(c, a.pyramid ? win.player : a.starter!);
  nextPlayer(c, a);
  if (!a.companies.length) finish(c, a);
}

function nextPlayer(c: Ctx, a: SelectionAuction): void {
  const n = c.s.players.length;
  do a.current = (a.current + 1) % n;
  while (a.passed.includes(c.s.players[a.current].id));
}

function allPassed(c: Ctx, a: SelectionAuction): void {
  for (const sym of a.companies) {
    retireCompany(c, sym);
    log(c, `${sym} is removed from the game`);
  }
  a.companies = [];
  a.current = (a.current + 1) % c.s.players.length;
  finish(c, a);
}

/** §4.2: the player after the last to start an auction gets the priority deal. */
function finish(c: Ctx, a: SelectionAuction): void {
  a.over = true;
  c.s.priority = c.s.players[a.current].id;
}

export const selectionRound: SpecialRoundKind = {
  name: 'selection',
  traceName: 'Round::Auction',
  traceStep: () => 'SelectionAuction',
  label: 'Initial auction',
  asks: (c, r) => {
    const a = r as SelectionAuction;
    return a.auctioning ? `bid on ${a.auctioning} or pass` : 'put a private up for auction or pass';
  },
  actors: (c, r) => [selectionActor(c, r as SelectionAuction)],
  process: (c, r, action) => processSelection(c, r as SelectionAuction, action),
  finished: (_c, r) => (r as SelectionAuction).over,
  legal(_game, c, r, ok): LegalOffer[] {
    const a = r as SelectionAuction;
    const id = selectionActor(c, a);
    const out: LegalOffer[] = [];
    const max = player(c, id).cash;
    const hi = highest(a);
    const options = (a.auctioning ? [a.auctioning] : a.pyramid ? openRow(a.pyramid) : a.companies)
      .map((company) => ({ company, min: minBid(c, a, company), max, buy: false, note: bidNote(c, a, company), ...(hi ? { highest: hi } : {}) }))
      .filter((o) => ok({ type: 'bid', entity: id, entity_type: 'player', company: o.company, price: o.min }));
    if (options.length) out.push({ type: 'bid', entity: id, options });
    if (ok({ type: 'pass', entity: id, entity_type: 'player' }))
      out.push({ type: 'pass', entity: id, entityType: 'player', label: a.auctioning ? `Pass on ${a.auctioning}` : 'Pass' });
    return out;
  },
};
