import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/engine/legal';
import { price } from '../../../shared/engine/market';
import type { StockRound } from '../../../shared/engine/state';
import { after, ctx, play } from './helpers';

/**
 * 18NY 6.2 Railroad stock actions: on its president's stock turn, instead of the player's own action, a share company
 * that has operated issues treasury shares or buys one back from the pool. Positions of game 108746.
 */

const P2 = 4521;
const sharesOf = (g: ReturnType<typeof after>, sym: string, owner: string) =>
  Object.values(g.state.certificates).filter((x) => x.corp === sym && x.owner === owner);

describe('6.2 buying back shares', () => {
  it('Player 2 (stock turn after action 713) may have the ERIE or the HR buy back a pool share', () => {
    const offers = legalActions(after(713)).filter((o) => o.type === 'redeem');
    expect(offers.map((o) => o.entity)).toEqual(['ERIE', 'HR']);
  });

  it('the company pays the current price for the pool’s first share, which goes to its treasury; the price stays; the turn ends', () => {
    const before = after(713);
    const erie = before.state.corporations.ERIE;
    const cert = sharesOf(before, 'ERIE', 'pool')[0];
    const unit = price(ctx(before), erie);
    const g = play(before, { type: 'buy_shares', entity: 'ERIE', entity_type: 'corporation', shares: [cert.id], percent: 10 }).game!;
    expect(before.state.corporations.ERIE.cash - g.state.corporations.ERIE.cash).toBe(unit);
    expect(g.state.certificates[cert.id].owner).toBe('ipo:ERIE');
    expect(price(ctx(g), g.state.corporations.ERIE)).toBe(unit);
    expect(ctx(g).s.players[(g.state.round as StockRound).current].id).not.toBe(P2);
  });

  it('a share other than the pool’s first is refused', () => {
    const before = after(713);
    const second = sharesOf(before, 'ERIE', 'pool')[1];
    expect(play(before, { type: 'buy_shares', entity: 'ERIE', entity_type: 'corporation', shares: [second.id], percent: 10 }).error).toMatch(/pool's first/);
  });

  it('not in a stock round in which the company issued shares', () => {
    const g = after(713);
    (g.state.round as StockRound).soldThisRound.ERIE = ['ERIE'];
    const cert = sharesOf(g, 'ERIE', 'pool')[0];
    expect(
      legalActions(g)
        .filter((o) => o.type === 'redeem')
        .map((o) => o.entity),
    ).toEqual(['HR']);
    expect(play(g, { type: 'buy_shares', entity: 'ERIE', entity_type: 'corporation', shares: [cert.id], percent: 10 }).error).toMatch(/may not buy back/);
  });
});

describe('6.2 issuing shares in a stock round', () => {
  it('is offered for each company the acting player presides that may issue (Player 2 after action 503: ERIE and HR)', () => {
    const issues = legalActions(after(503)).filter((o) => o.type === 'issue');
    expect(issues.map((o) => o.entity)).toEqual(['ERIE', 'HR']);
  });

  it('an issue is the president’s turn, and the company may not buy back in that round', () => {
    const before = after(503);
    const issue = legalActions(before).find((o) => o.type === 'issue' && o.entity === 'ERIE');
    const a = issue?.type === 'issue' ? issue.options[0].action : null;
    const g = play(before, a as unknown as Record<string, unknown>).game!;
    expect((g.state.round as StockRound).soldThisRound.ERIE).toEqual(['ERIE']);
    expect(ctx(g).s.players[(g.state.round as StockRound).current].id).not.toBe(P2);
  });
});
