import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log, player, playerKey, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { canGain } from '../../engine/certs';
import { takeLoan, whyNoLoan } from '../../engine/loans';
import { price } from '../../engine/market';
import { check } from '../../engine/result';
import { bundleOf, transferShares } from '../../engine/shares';
import { sellShares } from '../../engine/rounds/stock';
import { closeShort, shortsOf } from '../../engine/shorts';
import { resizeCertificates, shareCount } from '../../engine/certSize';
import { stationSubsidy } from './volatility';
import { liquidate } from './operating';
import { corpKey, ipoKey, type CertificateState, type CorporationState, type PlayerId, type SpecialRound } from '../../engine/state';
import { addToken } from '../../engine/transfer/tokens';

/**
 * 1817 §7.1.1 conversion and §7.1.4 what follows it: a 2-share company becomes a 5-share one, a 5-share one a
 * 10-share one; then, from its president on around the table, each player may buy its new treasury shares at the
 * market price (the president as many as the 60% limit allows, the others one) or pass; then the company may take loans; then it
 * buys the stations its new size calls for ($50 each: one at 5 shares, two at 10, up to 8 in all).
 */

const STATION_COST = 50;
const MAX_STATIONS = 8;

export interface Conversion {
  corporation: string;
  stage: 'shares' | 'loans';
  /** Players who are done buying. */
  done: PlayerId[];
  stations: number;
}

export interface WithConversion extends SpecialRound {
  conversion: Conversion | null;
}

export function convert(c: Ctx, r: WithConversion, k: CorporationState): void {
  const before = shareCount(c, k.sym);
  check(before === 2 || before === 5, () => `${k.sym} has ${before} shares and cannot convert`);
  resizeCertificates(c, k.sym, before === 2 ? 5 : 10);
  const tokens = k.tokens.length;
  const stations = before === 2 ? (tokens < MAX_STATIONS ? 1 : 0) : Math.min(Math.max(MAX_STATIONS - tokens, 0), 2);
  log(c, `${k.sym} converts from ${before} to ${shareCount(c, k.sym)} shares`);
  r.conversion = { corporation: k.sym, stage: 'shares', done: [], stations };
  settleConversion(c, r);
}

export function treasuryShare(c: Ctx, sym: string): CertificateState | undefined {
  return c.s.certOrder[sym].map((id) => c.s.certificates[id]).find((x) => x.owner === ipoKey(sym) && x.percent > 0);
}

export function canBuy(c: Ctx, id: PlayerId, k: CorporationState): boolean {
  const share = treasuryShare(c, k.sym);
  return !!share && player(c, id).cash >= price(c, k) && canGain(c, id, k.sym, share.percent);
}

/** §7.1.4: a player other than the president may sell shares of it they hold. */
export function canSell(c: Ctx, id: PlayerId, k: CorporationState): boolean {
  const key = playerKey(id);
  return k.president !== id && c.s.certOrder[k.sym].some((x) => c.s.certificates[x].owner === key && c.s.certificates[x].percent > 0);
}

/** The player to buy, sell or pass now: around the table from the president, the first not yet done who could buy or sell. */
export function conversionBuyer(c: Ctx, conv: Conversion): PlayerId | null {
  const k = corp(c, conv.corporation);
  const n = c.s.players.length;
  const from = c.s.players.findIndex((p) => p.id === k.president);
  for (let i = 0; i < n; i++) {
    const p = c.s.players[(from + i) % n];
    if (!conv.done.includes(p.id) && !p.bankrupt && (canBuy(c, p.id, k) || canSell(c, p.id, k))) return p.id;
  }
  return null;
}

/** Moves the conversion on: to the loans once nobody buys, then the stations once no loan may be taken. */
export function settleConversion(c: Ctx, r: WithConversion): void {
  const conv = r.conversion!;
  const k = corp(c, conv.corporation);
  if (conv.stage === 'shares' && conversionBuyer(c, conv) === null) conv.stage = 'loans';
  if (conv.stage === 'loans' && whyNoLoan(c, k)) finishConversion(c, r);
}

function finishConversion(c: Ctx, r: WithConversion): void {
  const conv = r.conversion!;
  const k = corp(c, conv.corporation);
  if (conv.stations) {
    const cost = conv.stations * STATION_COST - stationSubsidy(c, k);
    if (k.cash < cost) {
      // §7.1.1: a company that cannot pay for its stations goes into liquidation.
      log(c, `${k.sym} cannot pay ${cost} for its stations`);
      liquidate(c, k, 'conversionStations');
    } else {
      pay(c, corpKey(k.sym), 'bank', cost);
      for (let i = 0; i < conv.stations; i++) addToken(k, 0);
      log(c, `${k.sym} pays ${cost} for ${conv.stations} station${conv.stations > 1 ? 's' : ''}`);
    }
  }
  r.conversion = null;
}

/** Who acts during a conversion, and as which entity. */
export function conversionActor(c: Ctx, conv: Conversion): { player: PlayerId | null; entity: PlayerId | string } {
  if (conv.stage === 'shares') {
    const id = conversionBuyer(c, conv);
    return { player: id, entity: id ?? conv.corporation };
  }
  return { player: corp(c, conv.corporation).president, entity: conv.corporation };
}

export function processConversion(c: Ctx, r: WithConversion, a: Action): void {
  const conv = r.conversion!;
  const k = corp(c, conv.corporation);
  if (conv.stage === 'shares') {
    const id = conversionBuyer(c, conv)!;
    check(a.entity === id, () => `it is ${player(c, id).name}'s turn to buy ${k.sym} shares or pass`);
    if (a.type === 'pass') conv.done.push(id);
    else if (a.type === 'sell_shares') {
      // §7.1.4: another player may sell shares of it instead, any number, once (no short sales).
      const b = bundleOf(c, a.shares, a.percent);
      check(
        canSell(c, id, k) && b.corp === k.sym && b.certs.every((x) => x.owner === playerKey(id) && x.percent > 0),
        () => `${player(c, id).name} may sell only ${k.sym} shares of theirs`,
      );
      sellShares(c, id, b);
      conv.done.push(id);
    } else {
      check(a.type === 'buy_shares', () => `${a.type} is not possible after ${k.sym}'s conversion`);
      buyTreasuryShare(c, id, k, a);
      // The president may buy on (within the 60% limit); anyone else buys one.
      if (k.president !== id || !canBuy(c, id, k)) conv.done.push(id);
    }
  } else {
    check(a.entity === k.sym, () => `${k.sym} may take loans or pass`);
    if (a.type === 'pass') return finishConversion(c, r);
    check(a.type === 'take_loan', () => `${a.type} is not possible after ${k.sym}'s conversion`);
    takeLoan(c, k);
  }
  settleConversion(c, r);
}

function buyTreasuryShare(c: Ctx, id: PlayerId, k: CorporationState, a: ActionOf<'buy_shares'>): void {
  const b = bundleOf(c, a.shares, a.percent);
  check(b.corp === k.sym && b.certs.every((x) => x.owner === ipoKey(k.sym)), () => `only ${k.sym}'s treasury shares are for sale`);
  check(canGain(c, id, k.sym, b.percent), () => `${player(c, id).name} may not hold more of ${k.sym}`);
  const cost = (price(c, k) * b.percent) / sharePercent(c, k.sym);
  check(player(c, id).cash >= cost, () => `${player(c, id).name} cannot pay ${cost}`);
  const short = shortsOf(c, id, k.sym).length > 0;
  pay(c, playerKey(id), corpKey(k.sym), cost);
  transferShares(c, b, playerKey(id));
  log(c, `${player(c, id).name} buys ${b.percent}% of ${k.sym} for ${cost}`);
  if (short) closeShort(c, id, b.certs[0]);
}
