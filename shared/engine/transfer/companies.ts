import type { Ctx } from '../context';
import { fail } from '../result';
import type { CompanyState, OwnerKey } from '../state';
import { corporationAt, playerAt } from './holders';

/**
 * Private companies change holders here and nowhere else: from the bank (no owner yet) to a player (an auction, a
 * draft), from a player to a corporation (1830 §6.5), from a corporation to another (a merger, 1817), and out of play
 * when they close (`null`). A closed company moves no more.
 */
export function moveCompany(c: Ctx, sym: string, to: OwnerKey | null): CompanyState {
  const co = Object.prototype.hasOwnProperty.call(c.s.companies, sym) ? c.s.companies[sym] : fail(`unknown private ${sym}`);
  if (co.closed) fail(`${sym} is closed`);
  if (to?.startsWith('p:')) playerAt(c, to);
  else if (to?.startsWith('c:')) corporationAt(c, to);
  else if (to !== null) fail(`${sym} cannot go to ${to}`);
  co.owner = to;
  return co;
}

/** Moves every open private a holder has to another (a corporation taken over, 18NY; merged, 1817). */
export function moveAllCompanies(c: Ctx, from: OwnerKey, to: OwnerKey): void {
  for (const sym in c.s.companies) {
    const co = c.s.companies[sym];
    if (!co.closed && co.owner === from) moveCompany(c, sym, to);
  }
}

/**
 * A private leaves the game: it closes where it is held (1830 §4.1), or is taken out unsold (1817 §4.2: the privates
 * nobody bought in the initial auction; its volatility draw). Closing twice does nothing.
 */
export function retireCompany(c: Ctx, sym: string): CompanyState {
  const co = Object.prototype.hasOwnProperty.call(c.s.companies, sym) ? c.s.companies[sym] : fail(`unknown private ${sym}`);
  if (co.closed) return co;
  co.owner = null;
  co.closed = true;
  return co;
}
