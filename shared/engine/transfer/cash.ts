import type { Ctx } from '../context';
import { fail } from '../result';
import { BANK, playerKey, type CorporationState, type OwnerKey, type PlayerState } from '../state';

/**
 * Cash changes hands here and nowhere else: between the bank, players and corporations (minors included), each named
 * by its owner key (`bank`, `p:<id>`, `c:<sym>`). Every move takes from one holder what it gives another, so money is
 * conserved by construction (`conservation.ts` checks the sum after every action). An unlimited bank (`null`, 1817)
 * pays and receives without counting.
 */

/** Moves `amount` from one holder to another (a negative amount moves it back). */
export function pay(c: Ctx, from: OwnerKey, to: OwnerKey, amount: number): void {
  if (amount === 0) return;
  if (!Number.isFinite(amount)) fail(`cannot move ${amount} from ${from} to ${to}`);
  adjustCash(c, from, -amount);
  adjustCash(c, to, amount);
}

/** Moves all the holder's cash to another (a corporation closing pays its treasury to the bank, 1846 §8). */
export function payAll(c: Ctx, from: OwnerKey, to: OwnerKey): number {
  const amount = cashOf(c, from);
  pay(c, from, to, amount);
  return amount;
}

export function cashOf(c: Ctx, who: OwnerKey): number {
  if (who === BANK) return c.s.bank ?? Number.POSITIVE_INFINITY;
  if (who.startsWith('p:')) return playerOf(c, who).cash;
  if (who.startsWith('c:')) return corporationOf(c, who).cash;
  return fail(`${who} holds no cash`);
}

function adjustCash(c: Ctx, who: OwnerKey, delta: number): void {
  if (who === BANK) {
    if (c.s.bank !== null) c.s.bank += delta;
  } else if (who.startsWith('p:')) playerOf(c, who).cash += delta;
  else if (who.startsWith('c:')) corporationOf(c, who).cash += delta;
  else fail(`${who} holds no cash`);
}

// Lookups by owner key, without `entities.ts` (which re-exports `pay` for the modules that still import it there).
function playerOf(c: Ctx, key: OwnerKey): PlayerState {
  for (const p of c.s.players) if (playerKey(p.id) === key) return p;
  return fail(`unknown player ${key.slice(2)}`);
}

function corporationOf(c: Ctx, key: OwnerKey): CorporationState {
  const sym = key.slice(2);
  return Object.prototype.hasOwnProperty.call(c.s.corporations, sym) ? c.s.corporations[sym] : fail(`unknown corporation ${sym}`);
}
