import type { Action, ActionOf } from '../../engine/actions';
import type { LegalOffer } from '../../engine/legal';
import type { StockStep } from '../../engine/rounds/sr/step';
import type { Ctx } from '../../engine/context';
import { canGain } from '../../engine/certs';
import { corp, log, player } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { floatIfReady } from '../../engine/floating';
import { setPosition } from '../../engine/market';
import { check } from '../../engine/result';
import { stockActor } from '../../engine/rounds/stock';
import { recordAction } from '../../engine/rounds/sr/turn';
import { transferShares } from '../../engine/shares';
import { corpKey, playerKey, type PlayerId, type StockRound } from '../../engine/state';
import { state18NY, type MinorAuction } from './state';

/**
 * 18NY 2.3 "Starting Minor Companies": on their stock turn a player proposes a minor with a bid of at least $100; the
 * others may bid higher (in $5 steps) or pass, in turn, until one bidder is left. The winner pays the bid into the
 * minor's treasury and places its price at the minor par value closest to half the bid (at most $80).
 */

export const MIN_MINOR_BID = 100;
const INCREMENT = 5;
/** The highest par value of a minor (the top of the market's minor par column). */
const MAX_MINOR_PAR = 80;

/** The player whose bid or pass the open auction waits for, or null when no minor is being auctioned. */
export function minorBidder(c: Ctx): PlayerId | null {
  const a = state18NY(c).auction;
  if (!a) return null;
  const top = highest(a);
  return a.bidders[(a.bidders.indexOf(top.player) + 1) % a.bidders.length];
}

const highest = (a: MinorAuction) => a.bids.reduce((best, b) => (b.price > best.price ? b : best));

function minBid(a: MinorAuction | null): number {
  return a ? highest(a).price + INCREMENT : MIN_MINOR_BID;
}

/** Can the player still bid `min` on the minor (cash, and room under the certificate limit)? */
function canBid(c: Ctx, id: PlayerId, minor: string, min: number): boolean {
  return player(c, id).cash >= min && canGain(c, id, minor, 100);
}

/** A bid on a minor names it as the corporation bid for (18xx.games' `bid` with `corporation`). */
const bidAction = (id: PlayerId, minor: string, price: number): Action => ({ type: 'bid', entity: id, entity_type: 'player', corporation: minor, price });

/** Nothing bought or started on this turn: sales may come first (18NY 2e §6.1, as 18xx.games plays it). */
const noPurchaseYet = (r: StockRound) => !r.turn.bought && !r.turn.actions.some((x) => x !== 'sell');

/** Can the player propose a minor on this turn: nothing bought yet, $100, a minor left to start? */
function canPropose(c: Ctx, id: PlayerId): boolean {
  const r = c.s.round;
  if (r.kind !== 'stock' || !noPurchaseYet(r) || state18NY(c).auction) return false;
  if (player(c, id).cash < MIN_MINOR_BID) return false;
  return Object.values(c.s.corporations).some((k) => k.minor && !k.ipoed && !k.closed && canGain(c, id, k.sym, 100));
}

/**
 * The stock step of minor auctions: proposing a minor is the player's action for the turn; while the auction runs it
 * holds the round, and only bids and passes on the minor are accepted, from the bidder whose turn it is.
 */
export const minorBidStep: StockStep = {
  name: 'minor_bid',
  accepts: (c, a) => (a.type === 'bid' && a.corporation !== undefined) || (a.type === 'pass' && !!state18NY(c).auction),
  process(c, a) {
    const st = state18NY(c);
    if (a.type === 'bid') return bid(c, a);
    const who = minorBidder(c)!;
    check(a.entity === who, () => `it is player ${who}'s turn to bid on minor ${st.auction!.minor}`);
    log(c, `${player(c, who).name} passes on ${st.auction!.minor}`);
    st.auction!.bids = st.auction!.bids.filter((b) => b.player !== who);
    st.auction!.bidders = st.auction!.bidders.filter((p) => p !== who);
    resolve(c);
  },
  canAct: canPropose,
  holds: (c) => !!state18NY(c).auction,
  actors: (c) => [minorBidder(c)!],
  legal(_game, c, id) {
    const a = state18NY(c).auction;
    const max = player(c, id).cash;
    if (a) {
      const min = minBid(a);
      const out: LegalOffer[] = [{ type: 'pass', entity: id, entityType: 'player', label: `Pass on minor ${a.minor}` }];
      if (max >= min) out.unshift({ type: 'bid', entity: id, options: [{ company: a.minor, min, max, buy: false, action: bidAction(id, a.minor, min) }] });
      return out;
    }
    if (!canPropose(c, id)) return [];
    const minors = Object.values(c.s.corporations).filter((k) => k.minor && !k.ipoed && !k.closed && canGain(c, id, k.sym, 100));
    return [
      {
        type: 'bid',
        entity: id,
        options: minors.map((k) => ({ company: k.sym, min: MIN_MINOR_BID, max, buy: false, action: bidAction(id, k.sym, MIN_MINOR_BID) })),
      },
    ];
  },
};

function bid(c: Ctx, action: ActionOf<'bid'>): void {
  const st = state18NY(c);
  const sym = String(action.corporation);
  const id = action.entity as PlayerId;
  const a = st.auction;
  if (a) {
    check(sym === a.minor, () => `minor ${a.minor} is being auctioned, not ${sym}`);
    check(id === minorBidder(c), () => `it is player ${minorBidder(c)}'s turn to bid on minor ${sym}`);
  } else {
    check(id === stockActor(c), () => `it is not player ${id}'s turn`);
    const r = c.s.round as StockRound;
    check(noPurchaseYet(r), 'a minor may be proposed only instead of buying');
    const k = corp(c, sym);
    check(c.t.corporation.get(sym)?.type === 'minor' && !k.ipoed && !k.closed, () => `minor ${sym} cannot be started`);
  }
  const min = minBid(a);
  check(action.price >= min, () => `the lowest bid on minor ${sym} is ${min}`);
  check((action.price - min) % INCREMENT === 0, () => `bids rise in steps of ${INCREMENT}`);
  check(action.price <= player(c, id).cash, () => `player ${id} has only ${player(c, id).cash}`);
  check(canGain(c, id, sym, 100), () => `player ${id} is at the certificate limit`);
  if (!a) {
    log(c, `${player(c, id).name} proposes minor ${sym} for ${action.price}`);
    const auction: MinorAuction = { minor: sym, starter: id, bids: [{ player: id, price: action.price }], bidders: [] };
    // Everyone who can outbid takes part, in turn order; the others are out at once.
    auction.bidders = c.s.players.map((p) => p.id).filter((p) => p === id || canBid(c, p, sym, action.price + INCREMENT));
    st.auction = auction;
  } else {
    log(c, `${player(c, id).name} bids ${action.price} for minor ${sym}`);
    a.bids = [...a.bids.filter((b) => b.player !== id), { player: id, price: action.price }];
    a.bidders = a.bidders.filter((p) => p === id || canBid(c, p, sym, action.price + INCREMENT));
  }
  resolve(c);
}

/**
 * With one bidder left, the minor goes to the highest bid. The proposer's turn then goes on as after a purchase,
 * whoever won: they may still sell, then pass (18xx.games; the first edition's 2.3 passed the turn on at once).
 */
function resolve(c: Ctx): void {
  const st = state18NY(c);
  const a = st.auction!;
  if (a.bidders.length > 1) return;
  st.auction = null;
  const win = highest(a);
  startMinor(c, a.minor, win.player, win.price);
  const turn = (c.s.round as StockRound).turn;
  turn.bought = true;
  turn.boughtFrom = a.minor;
  recordAction(c, 'par');
}

/** The winner's minor: its price from half the bid, its single certificate, the bid as its treasury (2.3). */
function startMinor(c: Ctx, sym: string, id: PlayerId, bid: number): void {
  const k = corp(c, sym);
  const cap = Math.min(Math.floor(bid / 2), MAX_MINOR_PAR);
  const cell = minorParCells(c)
    .filter((p) => p.price <= cap)
    .sort((x, y) => y.price - x.price)[0];
  check(cell, () => `no minor par value at or below ${cap}`);
  k.parPrice = cell.price;
  k.ipoed = true;
  setPosition(c, k, cell.row, cell.col);
  pay(c, playerKey(id), corpKey(sym), bid);
  transferShares(c, { corp: sym, certs: c.s.certOrder[sym].map((x) => c.s.certificates[x]), percent: 100 }, playerKey(id));
  log(c, `${player(c, id).name} wins minor ${sym} for ${bid}; its price is ${cell.price}`);
  floatIfReady(c, k);
}

/** The market's minor par values (the cells marked `par_1`). */
export function minorParCells(c: Ctx): { price: number; row: number; col: number }[] {
  const out: { price: number; row: number; col: number }[] = [];
  c.title.market.rows.forEach((row, r) =>
    row.forEach((cell, col) => {
      if (cell?.zones?.includes('par_1')) out.push({ price: cell.price, row: r, col });
    }),
  );
  return out;
}
