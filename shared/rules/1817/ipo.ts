import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log, player, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { moveCert } from '../../engine/transfer/certs';
import { numCerts, certLimit } from '../../engine/certs';
import { graph } from '../../engine/board';
import { freeSlot } from '../../graph/tokens';
import { setPosition } from '../../engine/market';
import { pushPending, resolvePending, topPending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import { putToken } from '../../engine/rounds/or/token';
import { corporationActed } from '../../engine/rounds/stock';
import { cityRef, resolveCity } from '../../engine/tiles';
import { phaseDef } from '../../engine/trains';
import { resizeCertificates, shareCount } from '../../engine/certSize';
import { corpKey, type PendingDecision, type PlayerId, type StockRound } from '../../engine/state';
import type { LegalOffer } from '../../engine/legal';
import { moveCompany } from '../../engine/transfer/companies';
import { addToken } from '../../engine/transfer/tokens';

import { onCompanyStarted, onPrivateHandedIn } from './volatility';
/**
 * 1817 §5.5, a new company's IPO: on their stock turn a player names a company and bids $100-$400 for its president's
 * certificate, places its station in any city with a free slot, and the others bid on in turn ($5 steps; a player
 * who passes is out). The winner pays the bid into the company's treasury (privates count at face value), its
 * share price is the market price at or below half the bid, the winner chooses its size (2, 5 or 10 shares, as the
 * phase allows), hands in privates as part payment, and the company buys the stations its size calls for.
 */

export const MIN_IPO_BID = 100;
export const MAX_IPO_BID = 400;
const INCREMENT = 5;
const STATION_COST = 50;
/** Stations a company must have at each size (§5.5), one more with the Train Station private. */
const STATIONS: Record<number, number> = { 2: 1, 5: 2, 10: 4 };
export const TRAIN_STATION = 'TS';

export interface IpoAuction extends PendingDecision {
  kind: 'ipo';
  /** The player to act: the next bidder, then the winner. */
  entity: PlayerId;
  corporation: string;
  starter: PlayerId;
  bids: { player: PlayerId; price: number }[];
  /** Players still in the auction, in seating order. */
  bidders: PlayerId[];
  stage: 'bidding' | 'size' | 'assign';
}

/** A player's bidding power: cash and privates at face value (privates are part payment). */
export function biddingPower(c: Ctx, id: PlayerId): number {
  const key = playerKey(id);
  let n = player(c, id).cash;
  for (const co of Object.values(c.s.companies)) if (co.owner === key && !co.closed) n += c.t.company.get(co.sym)!.value;
  return n;
}

export function maxIpoBid(c: Ctx, id: PlayerId): number {
  if (numCerts(c, id) >= certLimit(c)) return 0;
  return Math.min(MAX_IPO_BID, biddingPower(c, id));
}

const privatesOf = (c: Ctx, id: PlayerId) =>
  Object.values(c.s.companies)
    .filter((co) => co.owner === playerKey(id) && !co.closed)
    .map((co) => co.sym);

/** The sums of face values of every choice of the player's privates. */
function privateSums(c: Ctx, id: PlayerId): number[] {
  let sums = [0];
  for (const sym of privatesOf(c, id)) sums = [...sums, ...sums.map((s) => s + c.t.company.get(sym)!.value)];
  return sums;
}

const highest = (a: IpoAuction) => a.bids.reduce<IpoAuction['bids'][number] | null>((hi, b) => (!hi || b.price > hi.price ? b : hi), null);

export function minIpoBid(a: IpoAuction | null): number {
  const hi = a && highest(a);
  return hi ? hi.price + INCREMENT : MIN_IPO_BID;
}

/** Checks a bid: its size and step, and that some choice of the bidder's privates plus cash pays it. */
function checkBid(c: Ctx, id: PlayerId, sym: string, price: number, a: IpoAuction | null): void {
  const min = minIpoBid(a);
  check(price >= min, () => `a bid for ${sym} must be at least ${min}`);
  check((price - min) % INCREMENT === 0, () => `a bid must rise by a multiple of ${INCREMENT}`);
  check(price <= maxIpoBid(c, id), () => `${player(c, id).name} may bid at most ${maxIpoBid(c, id)} for ${sym}`);
  const cash = player(c, id).cash;
  check(
    privateSums(c, id).some((s) => price >= s && price <= s + cash),
    () => `${price} cannot be paid with privates at face value and ${cash} in cash`,
  );
}

/**
 * The bids from `min` the player can pay (§5.5: cash and privates at face value, no change given for a private): one
 * range per choice of privates, each from its face values to those plus cash, in the auction's steps, overlaps merged.
 */
export function payableBids(c: Ctx, id: PlayerId, min: number): { min: number; max: number }[] {
  const max = maxIpoBid(c, id);
  const cash = player(c, id).cash;
  const onStep = (n: number, up: boolean) => min + INCREMENT * (up ? Math.ceil((n - min) / INCREMENT) : Math.floor((n - min) / INCREMENT));
  const ranges = privateSums(c, id)
    .map((s) => ({ min: onStep(Math.max(min, s), true), max: onStep(Math.min(max, s + cash), false) }))
    .filter((r) => r.min <= r.max)
    .sort((a, b) => a.min - b.min);
  const out: { min: number; max: number }[] = [];
  for (const r of ranges) {
    const last = out[out.length - 1];
    if (last && r.min <= last.max + INCREMENT) last.max = Math.max(last.max, r.max);
    else out.push({ ...r });
  }
  return out;
}

/** §5.5, said above an IPO's bids: what the winning bid becomes. */
export const ipoBidNote = (sym: string): string =>
  `the winning bid goes into ${sym}'s treasury (privates at face value); its share price is half the bid, rounded down to a market price`;

/** The bid for a company's president's certificate, as 18xx.games writes it. */
export const ipoBid = (id: PlayerId, corporation: string, price: number): Action =>
  ({ type: 'bid', entity: id, entity_type: 'player', corporation, price }) as Action;

/** Can the player start a company now (§5.5: before buying anything this turn, with $100 to bid)? */
export function mayStartCompany(c: Ctx, id: PlayerId): boolean {
  const r = c.s.round as StockRound;
  if (r.turn.bought || maxIpoBid(c, id) < MIN_IPO_BID) return false;
  return Object.values(c.s.corporations).some((k) => !k.ipoed && !k.closed);
}

/** §5.5: a player on their stock turn, before buying anything, starts a company by bidding for it. */
export function startIpo(c: Ctx, action: ActionOf<'bid'>): void {
  const r = c.s.round as StockRound;
  const id = c.s.players[r.current].id;
  check(action.entity === id, () => `it is ${player(c, id).name}'s turn`);
  check(!r.turn.bought, 'only one share or company may be bought in a turn');
  const sym = action.corporation!;
  const k = corp(c, sym);
  check(!k.ipoed && !k.closed, () => `${sym} has already been started`);
  checkBid(c, id, sym, action.price, null);
  log(c, `${player(c, id).name} auctions ${sym} for ${action.price}`);
  const a: IpoAuction = { kind: 'ipo', entity: id, corporation: sym, starter: id, bids: [{ player: id, price: action.price }], bidders: [], stage: 'bidding' };
  // Those who cannot bid more are out from the start, and a bankrupt player, out of the game (§7.4), whatever
  // privates they are left with; the starter stays.
  const next = minIpoBid(a);
  a.bidders = c.s.players.filter((p) => p.id === id || (!p.bankrupt && maxIpoBid(c, p.id) >= next)).map((p) => p.id);
  pushPending(c, a);
  // The station is placed before the others bid (it stands on top of the auction, which goes on once it is placed);
  // a starter nobody can outbid has won already.
  pushPending(c, { kind: 'ipo_station', entity: sym, starter: id });
  if (a.bidders.length === 1) resolve(c, a);
}

function nextBidder(a: IpoAuction): PlayerId {
  const hi = highest(a)!;
  return a.bidders[(a.bidders.indexOf(hi.player) + 1) % a.bidders.length];
}

function bid(c: Ctx, a: IpoAuction, action: ActionOf<'bid'>): void {
  check(action.corporation === a.corporation, () => `bidding is on ${a.corporation}`);
  checkBid(c, action.entity as PlayerId, a.corporation, action.price, a);
  a.bids = [...a.bids.filter((b) => b.player !== action.entity), { player: action.entity as PlayerId, price: action.price }];
  log(c, `${player(c, action.entity as PlayerId).name} bids ${action.price} for ${a.corporation}`);
  const next = minIpoBid(a);
  for (const p of [...a.bidders]) if (p !== action.entity && maxIpoBid(c, p) < next) leave(a, p);
  resolve(c, a);
}

function leave(a: IpoAuction, id: PlayerId): void {
  a.bidders = a.bidders.filter((p) => p !== id);
  a.bids = a.bids.filter((b) => b.player !== id);
}

/** One bidder left: they win; otherwise the next bidder acts. */
function resolve(c: Ctx, a: IpoAuction): void {
  if (a.bidders.length > 1) {
    a.entity = nextBidder(a);
    return;
  }
  const win = a.bids[0];
  const k = corp(c, a.corporation);
  // The share price: the highest market price at or below half the bid.
  const row = c.title.market.rows[0];
  let col = 0;
  for (let i = 0; i < row.length; i++) if (row[i] && row[i]!.price <= Math.floor(win.price / 2)) col = i;
  k.parPrice = row[col]!.price;
  setPosition(c, k, 0, col);
  k.ipoed = true;
  k.floated = true;
  k.president = win.player;
  moveCert(c, c.s.certificates[c.s.certOrder[k.sym][0]], playerKey(win.player));
  // The winner pays in full now, going below zero if privates are to make up the rest.
  pay(c, playerKey(win.player), corpKey(k.sym), win.price);
  log(c, `${player(c, win.player).name} wins ${k.sym} for ${win.price}; its share price is ${k.parPrice}`);
  a.entity = win.player;
  a.bids = [win];
  const sizes = phaseDef(c).corporationSizes ?? [2];
  if (sizes.length === 1) setSize(c, a, sizes[0]);
  else a.stage = 'size';
}

function setSize(c: Ctx, a: IpoAuction, size: number): void {
  if (size !== shareCount(c, a.corporation)) resizeCertificates(c, a.corporation, size);
  a.stage = 'assign';
  if (subsidiaries(c, a).length) return;
  // With no private to hand in, the stations are bought at once, even while the company's station is still to be placed.
  if (topPending(c) === a) finishIpo(c, a);
  else buyStations(c, a.corporation);
}

/**
 * Privates the winner may still hand in: those in some choice whose face values together leave the winner's cash at
 * zero or more and do not exceed the company's treasury.
 */
export function subsidiaries(c: Ctx, a: IpoAuction): string[] {
  const id = a.entity;
  const max = corp(c, a.corporation).cash;
  const cash = player(c, id).cash;
  const min = cash < 0 ? -cash : 0;
  const mine = privatesOf(c, id);
  const usable = new Set<string>();
  for (let mask = 1; mask < 1 << mine.length; mask++) {
    const chosen = mine.filter((_, i) => mask & (1 << i));
    const total = chosen.reduce((n, sym) => n + c.t.company.get(sym)!.value, 0);
    if (total >= min && total <= max) for (const sym of chosen) usable.add(sym);
  }
  return mine.filter((sym) => usable.has(sym));
}

function assign(c: Ctx, a: IpoAuction, action: ActionOf<'assign'>): void {
  const sym = action.target;
  check(subsidiaries(c, a).includes(sym), () => `${sym} cannot be used to pay for ${a.corporation}`);
  const value = c.t.company.get(sym)!.value;
  moveCompany(c, sym, corpKey(a.corporation));
  pay(c, corpKey(a.corporation), playerKey(a.entity), value);
  log(c, `${sym} goes into ${a.corporation} for ${value}`);
  // The Train Station private brings a station of its own.
  if (sym === TRAIN_STATION) addToken(corp(c, a.corporation), 0);
  onPrivateHandedIn(c, sym, a.corporation);
  if (!subsidiaries(c, a).length) finishIpo(c, a);
}

/** Stations the company must still buy (§5.5). */
export function stationsNeeded(c: Ctx, sym: string): number {
  const k = corp(c, sym);
  const owns = c.s.companies[TRAIN_STATION]?.owner === corpKey(sym);
  return STATIONS[shareCount(c, sym)] - k.tokens.length + (owns ? 1 : 0);
}

/** Buys the stations the company's size calls for, if it can pay; else it must take loans before the round ends. */
export function buyStations(c: Ctx, sym: string): void {
  const k = corp(c, sym);
  if (k.operated) return;
  const n = stationsNeeded(c, sym);
  if (n <= 0 || n * STATION_COST > k.cash) return;
  pay(c, corpKey(sym), 'bank', n * STATION_COST);
  for (let i = 0; i < n; i++) addToken(k, 0);
  log(c, `${sym} buys ${n} station${n > 1 ? 's' : ''} for ${n * STATION_COST}`);
}

function finishIpo(c: Ctx, a: IpoAuction): void {
  const k = corp(c, a.corporation);
  log(c, `${k.sym} starts with ${k.cash} and ${shareCount(c, k.sym)} shares`);
  buyStations(c, k.sym);
  onCompanyStarted(c, k.sym);
  resolvePending(c, a);
  // Starting a company is the starter's buy for the turn, which ends.
  const r = c.s.round as StockRound;
  r.turn.bought = true;
  corporationActed(c, 'par');
}

export const ipoStep: PendingStep = {
  kind: 'ipo',
  traceName: 'BuySellParShares',
  actor: (_c, p) => p.entity as PlayerId,
  // The winner has paid the whole bid and stands below zero until their privates make up the difference (§5.5).
  debtor: (_c, p) => ((p as IpoAuction).stage === 'bidding' ? null : (p.entity as PlayerId)),
  asks: (_c, p) => {
    const a = p as IpoAuction;
    return a.stage === 'bidding'
      ? `bid for ${a.corporation} or pass`
      : a.stage === 'size'
        ? `choose ${a.corporation}'s size`
        : `choose privates to pay for ${a.corporation}`;
  },
  accepts: (_c, p, action) => {
    const a = p as IpoAuction;
    if (action.entity !== a.entity) return false;
    if (a.stage === 'bidding') return action.type === 'bid' || action.type === 'pass';
    if (a.stage === 'size') return action.type === 'choose';
    return action.type === 'assign' || action.type === 'pass';
  },
  process(c, p, action: Action) {
    const a = p as IpoAuction;
    if (a.stage === 'bidding') {
      if (action.type === 'bid') return bid(c, a, action);
      log(c, `${player(c, a.entity).name} passes on ${a.corporation}`);
      leave(a, a.entity);
      return resolve(c, a);
    }
    if (a.stage === 'size') {
      const size = Number((action as ActionOf<'choose'>).choice);
      check((phaseDef(c).corporationSizes ?? [2]).includes(size), () => `${a.corporation} cannot have ${size} shares now`);
      return setSize(c, a, size);
    }
    if (action.type === 'assign') return assign(c, a, action);
    check(player(c, a.entity).cash >= 0, () => `${player(c, a.entity).name} must hand in privates to pay the bid`);
    finishIpo(c, a);
  },
  legal(_game, c, p, ok): LegalOffer[] {
    const a = p as IpoAuction;
    const id = a.entity;
    const out: LegalOffer[] = [];
    const pass = { type: 'pass', entity: id, entity_type: 'player' } as const;
    if (a.stage === 'bidding') {
      const options = payableBids(c, id, minIpoBid(a))
        .filter((r) => ok(ipoBid(id, a.corporation, r.min) as unknown as Record<string, unknown>))
        .map((r) => ({
          company: a.corporation,
          ...r,
          buy: false,
          highest: highest(a)!,
          note: ipoBidNote(a.corporation),
          action: ipoBid(id, a.corporation, r.min),
        }));
      if (options.length) out.push({ type: 'bid', entity: id, options });
      out.push({ type: 'pass', entity: id, entityType: 'player', label: `Pass on ${a.corporation}` });
    } else if (a.stage === 'size') {
      // The size as 18xx.games records it: the player chooses a number of shares.
      const options = (phaseDef(c).corporationSizes ?? [2])
        .map((size) => ({ choice: String(size), action: { type: 'choose', entity: id, entity_type: 'player', choice: size } as unknown as Action }))
        .filter((o) => ok(o.action as unknown as Record<string, unknown>));
      out.push({ type: 'choose', entity: String(id), entityType: 'player', choices: options.map((o) => o.choice), options });
    } else {
      // §5.5: each private the winner may still hand in, as 18xx.games records it (the player assigns the private).
      const targets = subsidiaries(c, a)
        .map((sym) => ({ sym, action: { type: 'assign', entity: id, entity_type: 'player', target: sym, target_type: 'company' } }))
        .filter((x) => ok(x.action))
        .map((x) => ({ target: x.sym, targetType: 'company' as const, action: x.action as Action }));
      if (targets.length) out.push({ type: 'assign', entity: String(id), targets });
      if (ok(pass)) out.push({ type: 'pass', entity: id, entityType: 'player', label: 'Hand in no more privates' });
    }
    return out;
  },
};

/** §5.5: the company's station goes into any city with a free slot, before the others bid. */
export const ipoStationStep: PendingStep = {
  kind: 'ipo_station',
  traceName: 'HomeToken',
  actor: (_c, p) => p.starter as PlayerId,
  // 18xx.games lists the company's owner as acting, or everyone while it has none (the auction is not over).
  actors: (c, p) => {
    const president = corp(c, String(p.entity)).president;
    return president !== null ? [president] : c.s.players.filter((x) => !x.bankrupt).map((x) => x.id);
  },
  asks: (_c, p) => `place ${p.entity}'s station`,
  accepts: (_c, p, a) => a.type === 'place_token' && a.entity === p.entity,
  process(c, p, action) {
    const k = corp(c, String(p.entity));
    const { hex, stop } = resolveCity(c, (action as ActionOf<'place_token'>).city);
    const g = graph(c);
    const slot = freeSlot(g, g.hex(hex), stop, k.sym);
    check(slot >= 0, () => `the city on ${hex} has no free slot`);
    putToken(c, k, hex, stop, slot, 0);
    k.home = hex;
    k.homeStop = stop;
    resolvePending(c, p);
    const a = topPending(c) as IpoAuction | null;
    if (a?.kind !== 'ipo') return;
    if (a.stage === 'bidding') resolve(c, a);
    else if (a.stage === 'assign' && !subsidiaries(c, a).length) finishIpo(c, a);
  },
  legal(_game, c, p): LegalOffer[] {
    const k = corp(c, String(p.entity));
    const g = graph(c);
    const cities: { city: string; hex: string; stop: number }[] = [];
    for (const [hex, h] of Object.entries(c.s.hexes))
      h.tokens.forEach((_, stop) => {
        if (freeSlot(g, g.hex(hex), stop, k.sym) >= 0) cities.push({ city: cityRef(c, hex, stop), hex, stop });
      });
    return [{ type: 'place_token', entity: k.sym, cities, price: 0 }];
  },
};
