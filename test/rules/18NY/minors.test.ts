import { describe, expect, it } from 'vitest';
import { price } from '../../../shared/engine/market';
import { legalActions } from '../../../shared/engine/legal';
import { playerValue } from '../../../shared/engine/value';
import { tileLays18NY } from '../../../shared/rules/18NY/track';
import { after, ctx, play } from './helpers';

/** 18NY 2.3-2.4 and 7.1: minors started by bid, their one tile lay and their 50/50 dividends. */

describe('2.3 starting minor companies', () => {
  it('the highest bid wins the minor: its treasury is the bid, its price the minor par at or below half the bid', () => {
    // Player 4521 proposed minor 1 for $160 (action 12); both others passed (13, 14).
    const g = after(14);
    const k = g.state.corporations['1'];
    expect(k).toMatchObject({ cash: 160, president: 4521, floated: true });
    expect(price(ctx(g), k)).toBe(80);
    // A $110 bid prices its minor at $55 (minor 9, action 29).
    expect(price(ctx(after(30)), after(30).state.corporations['9'])).toBe(55);
  });

  it('a bid must beat the last by a multiple of $5, and only the bidder whose turn it is may bid', () => {
    const g = after(12);
    expect(play(g, { type: 'bid', entity: 2541, entity_type: 'player', corporation: '1', price: 163 }).error).toMatch(/lowest bid on minor 1 is 165/);
    expect(play(g, { type: 'bid', entity: 2541, entity_type: 'player', corporation: '1', price: 172 }).error).toMatch(/steps of 5/);
    expect(play(g, { type: 'bid', entity: 5840, entity_type: 'player', corporation: '1', price: 170 }).error).toMatch(/turn to bid/);
    expect(play(g, { type: 'bid', entity: 2541, entity_type: 'player', corporation: '1', price: 165 }).error).toBeNull();
  });

  it('while a minor is auctioned, the bidder whose turn it is is offered a higher bid on it or a pass', () => {
    const offers = legalActions(after(12));
    const bid = offers.find((o) => o.type === 'bid');
    expect(bid && bid.type === 'bid' && bid.options[0].action).toMatchObject({ type: 'bid', entity: 2541, corporation: '1', price: 165 });
    expect(offers.some((o) => o.type === 'pass')).toBe(true);
  });

  it('a minor certificate counts as two shares: a player holding minor 1 at $80 is worth $160 for it', () => {
    const g = after(14);
    const p = g.state.players.find((x) => x.id === 4521)!;
    // Player 4521 holds the Albany Iron Works ($20) and the Erie Canal ($140) besides.
    expect(playerValue(ctx(g), 4521) - p.cash - 20 - 140).toBe(160);
  });
});

describe('7.1.1 laying track', () => {
  it('a minor lays or upgrades one tile a turn, a share company two', () => {
    const c = ctx(after(14));
    expect(tileLays18NY(c, c.s.corporations['1'])).toHaveLength(1);
    expect(tileLays18NY(c, c.s.corporations['D&H'])).toBeNull();
  });
});

describe('7.1.4 dividends', () => {
  it('a minor pays half its revenue to its owner and keeps half', () => {
    // Minor 1 runs for $70 and takes the connection bonus at Kingston (+$10): $40 each (action 87).
    const before = after(86);
    const g = after(87);
    expect(g.state.corporations['1'].cash - before.state.corporations['1'].cash).toBe(40);
    const cash = (x: typeof g) => x.state.players.find((p) => p.id === 4521)!.cash;
    expect(cash(g) - cash(before)).toBe(40);
  });

  it('a minor that earns nothing withholds and its price falls a box', () => {
    // Minor 1 lays a tile and has no train to run yet (action 50): $80 to $75.
    expect(price(ctx(after(50)), after(50).state.corporations['1'])).toBe(75);
  });
});
