import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/engine/actions';
import { legalActions } from '../../../shared/engine/legal';
import { atPrice } from '../../../shared/engine/offers';
import { act, attempt, newGame, play } from '../../support/play';
import type { Game } from '../../../shared/engine/game';

/** The offered bid range on `company` for whoever acts: [min, max] and the option's action. */
function bidRange(g: Game, company: string): { min: number; max: number; action: Action } {
  const bid = legalActions(g).find((l) => l.type === 'bid');
  const o = bid?.type === 'bid' ? bid.options.find((x) => x.company === company) : undefined;
  if (!o) throw new Error(`no bid offered on ${company}`);
  return { min: o.min, max: o.max, action: o.action as Action };
}

describe('1870 initial stock round: bid money is set aside until its private is sold (1830 1.2.1)', () => {
  it("a player's bids on other privates, an outbid one too, lower what the auction offers and accepts", () => {
    // Four players start with 525 each. P1 bids 400 on the MKT and is outbid by P2; the others pass.
    const g = play(newGame('1870'), [
      act(1, 'bid', { company: 'MKT', price: 400 }),
      act(2, 'bid', { company: 'MKT', price: 420 }),
      act(3, 'pass'),
      act(4, 'pass'),
    ]);
    // P1's 400 still stands on the MKT: 125 is left for the SCC, and the offer says so.
    const scc = bidRange(g, 'SCC');
    expect([scc.min, scc.max]).toEqual([55, 125]);
    expect(attempt(g, atPrice(scc.action, scc.max)).error).toBeNull();
    expect(attempt(g, atPrice(scc.action, scc.max + 1)).error).toMatch(/player 1 has only 125 to bid/);
    // Raising the bid on the MKT itself may use all 525 (the standing 400 is part of it).
    const mkt = bidRange(g, 'MKT');
    expect([mkt.min, mkt.max]).toEqual([425, 525]);
    expect(attempt(g, atPrice(mkt.action, 525)).error).toBeNull();
    expect(attempt(g, atPrice(mkt.action, 526)).error).toMatch(/has only 525 to bid/);
  });
});
