import type { Ctx } from '../context';
import { fail } from '../result';
import { BANK, type OwnerKey } from '../state';
import { corporationAt, playerAt } from './holders';

/**
 * Cash changes hands here and nowhere else: between the bank, players and corporations (minors included), each named
 * by its owner key (`bank`, `p:<id>`, `c:<sym>`). Every move takes from one holder what it gives another, so money is
 * conserved by construction (`conservation.ts` checks the sum after every action). An unlimited bank (`null`, 1817)
 * pays and receives without counting.
 */

/** Moves `amount` from one holder to another (a negative amount moves it back); both are checked before either changes. */
export function pay(c: Ctx, from: OwnerKey, to: OwnerKey, amount: number): void {
  if (amount === 0) return;
  if (!Number.isFinite(amount)) fail(`cannot move ${amount} from ${from} to ${to}`);
  const payer = account(c, from);
  const payee = account(c, to);
  if (payer) payer.cash -= amount;
  else if (c.s.bank !== null) c.s.bank -= amount;
  if (payee) payee.cash += amount;
  else if (c.s.bank !== null) c.s.bank += amount;
}

/** Moves all the holder's cash to another (a corporation closing pays its treasury to the bank, 1846 §8). */
export function payAll(c: Ctx, from: OwnerKey, to: OwnerKey): number {
  const amount = cashOf(c, from);
  pay(c, from, to, amount);
  return amount;
}

export function cashOf(c: Ctx, who: OwnerKey): number {
  return account(c, who)?.cash ?? c.s.bank ?? Number.POSITIVE_INFINITY;
}

/** The player or corporation holding the cash, null for the bank. */
function account(c: Ctx, who: OwnerKey): { cash: number } | null {
  if (who === BANK) return null;
  if (who.startsWith('p:')) return playerAt(c, who);
  if (who.startsWith('c:')) return corporationAt(c, who);
  return fail(`${who} holds no cash`);
}
