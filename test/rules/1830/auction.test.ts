import { describe, expect, it } from 'vitest';
import { act, attempt, auctionDone1830, newGame, play } from '../../support/play';

describe('1830 private auction (1830 §4)', () => {
  it('buying the cheapest private at face value passes the priority deal to the left', () => {
    const g = play(newGame('1830'), [act(1, 'bid', { company: 'SV', price: 20 })]);
    expect(g.state.companies.SV.owner).toBe('p:1');
    expect(g.state.players[0].cash).toBe(580);
    expect(g.state.priority).toBe(2);
  });

  it('a bid on a dearer private must exceed its face value by at least 5', () => {
    const g = newGame('1830');
    expect(attempt(g, act(1, 'bid', { company: 'CA', price: 160 })).error).toMatch(/at least 165/);
    expect(attempt(g, act(1, 'bid', { company: 'CA', price: 165 })).error).toBeNull();
  });

  it('a lone bidder buys the private at the bid once it becomes the cheapest', () => {
    const g = play(newGame('1830'), [act(1, 'bid', { company: 'CS', price: 45 }), act(2, 'bid', { company: 'SV', price: 20 })]);
    expect(g.state.companies.CS.owner).toBe('p:1');
    expect(g.state.players[0].cash).toBe(555);
  });

  it('several bidders bid the private up, the lowest bidder first; the last one left buys', () => {
    let g = play(newGame('1830'), [
      act(1, 'bid', { company: 'CS', price: 45 }),
      act(2, 'bid', { company: 'CS', price: 50 }),
      act(3, 'bid', { company: 'SV', price: 20 }),
    ]);
    // P1 holds the lower bid and acts first in the auction.
    expect(attempt(g, act(2, 'bid', { company: 'CS', price: 60 })).error).toMatch(/not player 2's turn/);
    g = play(g, [act(1, 'bid', { company: 'CS', price: 55 }), act(2, 'pass')]);
    expect(g.state.companies.CS.owner).toBe('p:1');
    expect(g.state.players.find((p) => p.id === 1)!.cash).toBe(545);
  });

  it('when everyone passes with the SV unsold, its price drops by 5', () => {
    const g = play(newGame('1830'), [act(1, 'pass'), act(2, 'pass'), act(3, 'pass'), act(4, 'pass')]);
    expect(attempt(g, act(1, 'bid', { company: 'SV', price: 20 })).error).toMatch(/costs 15/);
    expect(attempt(g, act(1, 'bid', { company: 'SV', price: 15 })).error).toBeNull();
  });

  it('when the SV price reaches 0 the next player must take it for free', () => {
    let g = newGame('1830');
    for (let round = 0; round < 4; round++)
      g = play(
        g,
        [1, 2, 3, 4].map((p) => act(p, 'pass')),
      );
    expect(attempt(g, act(1, 'pass')).error).toMatch(/must be taken/);
    g = play(g, [act(1, 'bid', { company: 'SV', price: 0 })]);
    expect(g.state.companies.SV.owner).toBe('p:1');
  });

  it('when everyone passes after the SV is sold, the privates pay their revenue', () => {
    const g = play(newGame('1830'), [act(1, 'bid', { company: 'SV', price: 20 }), act(2, 'pass'), act(3, 'pass'), act(4, 'pass'), act(1, 'pass')]);
    expect(g.state.players[0].cash).toBe(580 + 5);
  });

  it('the C&A comes with a 10% PRR share', () => {
    const g = auctionDone1830(newGame('1830'));
    expect(g.state.certificates.PRR_1.owner).toBe('p:1');
  });

  it('the B&O private comes with the B&O president certificate, whose par price its buyer sets at once', () => {
    const before = play(newGame('1830'), [
      act(1, 'bid', { company: 'SV', price: 20 }),
      act(2, 'bid', { company: 'CS', price: 40 }),
      act(3, 'bid', { company: 'DH', price: 70 }),
      act(4, 'bid', { company: 'MH', price: 110 }),
      act(1, 'bid', { company: 'CA', price: 160 }),
      act(2, 'bid', { company: 'BO', price: 220 }),
    ]);
    expect(before.state.certificates['B&O_0'].owner).toBe('p:2');
    expect(attempt(before, act(3, 'pass')).error).toMatch(/par price of B&O/);
    const g = play(before, [act(2, 'par', { corporation: 'B&O', share_price: '100,0,6' })]);
    expect(g.state.corporations['B&O'].parPrice).toBe(100);
    expect(g.state.round.kind).toBe('stock');
  });
});
