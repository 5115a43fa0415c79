import { describe, expect, it } from 'vitest';
import { price } from '../../../shared/engine/market';
import { state18NY } from '../../../shared/rules/18NY/state';
import { after, ctx, play } from './helpers';

/**
 * 18NY second edition (18xx.games): the capitalization round the third 12H makes due, full capitalization after it,
 * and the end of the second NYC formation round (4.4: the minors left are liquidated). Positions of game 108746.
 */

const issue = (entity: string, shares: string[]) => ({ type: 'sell_shares', entity, entity_type: 'corporation', shares, percent: shares.length * 10 });

describe('the capitalization round', () => {
  it('the third 12H makes it due (HR bought it, action 562)', () => {
    expect(state18NY(ctx(after(561))).capitalizationRound).toBe(false);
    expect(state18NY(ctx(after(562))).capitalizationRound).toBe(true);
  });

  it('comes after the set of operating rounds and the NYC formation round, each share company in operating order', () => {
    const g = after(709);
    expect(g.state.round).toMatchObject({ kind: 'special', name: 'capitalization' });
    expect(ctx(g).s.turn).toBe(5);
    // D&H first: the NYC and NY&H have no shares left to issue, minors never issue.
    expect(play(g, issue('ERIE', ['ERIE_6'])).error).toMatch(/D&H must issue shares or pass/);
  });

  it('a company issues at the current price and the price does not move', () => {
    // D&H issues three shares at $260 (action 710).
    const before = after(709);
    const g = play(before, issue('D&H', ['D&H_6', 'D&H_7', 'D&H_8'])).game!;
    expect(g.state.corporations['D&H'].cash - before.state.corporations['D&H'].cash).toBe(780);
    expect(price(ctx(g), g.state.corporations['D&H'])).toBe(260);
  });

  it('no more shares than leave as many in the pool as players hold', () => {
    // ERIE: players hold 70% and none is in the pool, but it has three treasury shares left of the four asked.
    const g = after(710);
    expect(play(g, issue('ERIE', ['ERIE_5', 'ERIE_6', 'ERIE_7', 'ERIE_8'])).error).toMatch(/at most 3 shares/);
  });

  it('is followed by the next stock round', () => {
    const g = after(713);
    expect(g.state.round.kind).toBe('stock');
    expect(ctx(g).s.turn).toBe(6);
    expect(state18NY(ctx(g)).capitalizationRound).toBe(false);
  });
});

describe('full capitalization', () => {
  it('a company floating with 60% sold after the capitalization event receives ten times its par, its treasury shares go to the pool', () => {
    // B&A (par $100) floats when its fourth share is bought (action 765): it has $1,000 and 40% in the pool.
    const g = after(765);
    const c = ctx(g);
    expect(g.state.corporations['B&A'].cash).toBe(1000);
    expect(c.s.certOrder['B&A'].filter((id) => c.s.certificates[id].owner === 'pool')).toHaveLength(4);
  });
});

describe('4.7 the final NYC merger round: the minors left are liquidated', () => {
  it('a minor that cannot merge is liquidated: its price moves left and its owner receives twice the price', () => {
    // Minor 6 ($80, not connected to Albany) at the end of the second round: its owner receives 2 × $75.
    const before = after(708);
    const g = after(709);
    const owner = before.state.corporations['6'].president!;
    const cash = (x: typeof g) => x.state.players.find((p) => p.id === owner)!.cash;
    expect(cash(g) - cash(before)).toBe(150);
    expect(g.state.corporations['6'].closed).toBe(true);
    expect(state18NY(ctx(g)).nyc).toBe('complete');
  });
});
