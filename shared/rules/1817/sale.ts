import type { Ctx } from '../../engine/context';
import { log, percentOf, player, playerKey, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { removeFromMap } from '../../engine/board';
import { closeCompany } from '../../engine/companies';
import { queueDiscards } from '../../engine/rounds/or/discard';
import { countedTrainCount, trainLimit } from '../../engine/trains';
import { loansOf } from '../../engine/loans';
import { moveAllTrains } from '../../engine/transfer/trains';
import { moveAllCompanies } from '../../engine/transfer/companies';
import { moveAllLoans, returnAllLoans } from '../../engine/transfer/loans';
import { moveCert, resizeCert, retireCert } from '../../engine/transfer/certs';
import { shareCount } from '../../engine/certSize';
import { corpKey, ipoKey, REMOVED, type CorporationState } from '../../engine/state';
import { holdStationsOfReset } from './stations';

/**
 * 1817 §7.2, what a company sale moves: the buyer takes the sold company's trains, stations and privates, and in an
 * acquisition or friendly sale its cash and loans too (§7.2.4 step 6); the holders of its shares and shorts are paid
 * (or pay) a share of the price (step 9); the company is then reset, free to be started again (step 10).
 */

/** The number of `sym`'s shares a holder has, shorts counted against them (a 2-share company's single certificate is two). */
export const sharesHeld = (c: Ctx, sym: string, owner: string): number => percentOf(c, sym, owner) / sharePercent(c, sym);

/**
 * §7.2.4 step 6: the buyer takes the sold company's cash, privates, loans (unless they were set aside, a liquidation),
 * trains (over its limit it must discard) and stations; returns the number of loans taken over.
 */
export function takeOverAssets(c: Ctx, buyer: CorporationState, sold: CorporationState, withLoans: boolean): number {
  if (sold.cash > 0) pay(c, corpKey(sold.sym), corpKey(buyer.sym), sold.cash);
  moveAllCompanies(c, corpKey(sold.sym), corpKey(buyer.sym));
  const loans = withLoans ? loansOf(sold).length : 0;
  if (loans) moveAllLoans(sold, buyer);
  moveAllTrains(c, sold, corpKey(buyer.sym));
  if (countedTrainCount(c, buyer) > trainLimit(c, buyer)) queueDiscards(c);
  return loans;
}

/** §7.2.4 step 5: the bank buys a company in liquidation for $0: its stations leave the map, its trains and privates the game. */
export function scrapAssets(c: Ctx, k: CorporationState): void {
  const hexes = k.tokens.filter((t) => t.hex).map((t) => t.hex);
  removeFromMap(c, k);
  moveAllTrains(c, k, REMOVED);
  for (const co of Object.values(c.s.companies)) if (co.owner === corpKey(k.sym)) closeCompany(c, co.sym);
  log(c, `The bank liquidates ${k.sym} for $0, removing its stations (${hexes.join(', ') || 'none'})`);
}

/**
 * §7.2.4 step 9: each holder of shares is paid the price divided by the company's shares (rounded down) per share; a
 * holder of shorts pays it per short. The market's shares are the bank's.
 */
export function payShareholders(c: Ctx, k: CorporationState, amount: number): void {
  if (amount <= 0) return;
  const perShare = Math.floor(amount / shareCount(c, k.sym));
  const paid: string[] = [];
  for (const p of c.s.players) {
    const n = sharesHeld(c, k.sym, playerKey(p.id));
    if (!n || !perShare) continue;
    pay(c, 'bank', playerKey(p.id), n * perShare);
    paid.push(`${n * perShare} to ${p.name}`);
  }
  if (paid.length) log(c, `${k.sym} settles with its shareholders: ${amount} = ${perShare} a share (${paid.join(', ')})`);
}

/**
 * §7.2.4 step 10: the sold company goes back to the storage area: one certificate of two shares in its IPO (its shares,
 * those in the market and its shorts leave the game), no cash, loans, trains or stations, no price; it may be started again.
 */
export function resetCompany(c: Ctx, k: CorporationState): void {
  holdStationsOfReset(c, k);
  const def = c.t.corporation.get(k.sym)!;
  const [presidentId, ...others] = c.s.certOrder[k.sym];
  for (const id of others) retireCert(c, c.s.certificates[id]);
  const pres = c.s.certificates[presidentId];
  resizeCert(pres, 100);
  moveCert(c, pres, ipoKey(k.sym));
  returnAllLoans(c, k);
  Object.assign(k, {
    cash: 0,
    parPrice: null,
    market: null,
    ipoed: false,
    floated: false,
    president: null,
    tokens: def.tokens.map((p) => ({ price: p, hex: null, stop: 0 })),
    trains: [],
    operated: false,
  });
  delete k.home;
  delete k.homeStop;
}

/** The president of a liquidated company pays what its cash and price leave of its loans (§7.2.4 step 8). */
export function presidentPaysDebt(c: Ctx, k: CorporationState, debt: number): void {
  const id = k.president;
  if (id === null || debt <= 0) return;
  pay(c, playerKey(id), 'bank', debt);
  log(c, `${player(c, id).name} settles ${k.sym}'s debts for ${debt}`);
}
