import { describe, expect, it } from 'vitest';
import { agreeGame } from '../../support/agree';
import { act, attempt, auctionDone1830, ctxOf, newGame, play } from '../../support/play';
import { price } from '../../../shared/engine/market';
import { actingPlayers, context, type Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';
import { legalActions } from '../../../shared/engine/legal';
import { loadCase, playCase } from '../../support/cases';

/** After the auction of auctionDone1830, the stock round starts with P3 (left of P2, who bought the B&O private). */
function firstStockRound(): Game {
  return auctionDone1830(newGame('1830'));
}

const priceOf = (g: Game, sym: string) => price(ctxOf(g), g.state.corporations[sym]);

describe('1830 stock round (1830 §5)', () => {
  it('the player after the last buyer in the auction starts the first stock round', () => {
    const g = firstStockRound();
    expect(g.state.round.kind).toBe('stock');
    expect(attempt(g, act(1, 'pass')).error).toMatch(/not player 1's turn/);
  });

  it('parring buys the president certificate at twice the par price', () => {
    const g = play(firstStockRound(), [act(3, 'par', { corporation: 'PRR', share_price: '67,5,6' })]);
    expect(g.state.certificates.PRR_0.owner).toBe('p:3');
    expect(g.state.players.find((p) => p.id === 3)!.cash).toBe(600 - 70 - 134);
    expect(g.state.corporations.PRR.president).toBe(3);
  });

  it('a corporation floats when 60% is sold and receives ten times its par price', () => {
    let g = play(firstStockRound(), [act(3, 'par', { corporation: 'NYC', share_price: '67,5,6' })]);
    // P4, P1, P2 pass; P3 buys on until 60% is sold.
    for (const share of ['NYC_1', 'NYC_2', 'NYC_3'])
      g = play(g, [act(4, 'pass'), act(1, 'pass'), act(2, 'pass'), act(3, 'buy_shares', { shares: [share], percent: 10 })]);
    expect(g.state.corporations.NYC.floated).toBe(false);
    g = play(g, [act(4, 'buy_shares', { shares: ['NYC_4'], percent: 10 })]);
    expect(g.state.corporations.NYC.floated).toBe(true);
    expect(g.state.corporations.NYC.cash).toBe(670);
  });

  it('only one certificate may be bought per turn', () => {
    const g = play(firstStockRound(), [act(3, 'par', { corporation: 'NYC', share_price: '67,5,6' })]);
    expect(attempt(g, act(3, 'buy_shares', { shares: ['NYC_1'], percent: 10 })).error).toMatch(/not player 3's turn|one/);
  });

  it('no shares may be sold in the first stock round', () => {
    const g = firstStockRound();
    expect(attempt(g, act(3, 'sell_shares', { shares: ['PRR_1'], percent: 10 })).error).toBeTruthy();
    expect(attempt(play(g, [act(3, 'pass'), act(4, 'pass')]), act(1, 'sell_shares', { shares: ['PRR_1'], percent: 10 })).error).toMatch(
      /first stock round|may not be sold yet/,
    );
  });

  it('a player may hold at most 60% of a corporation', () => {
    let g = play(firstStockRound(), [act(3, 'par', { corporation: 'NYC', share_price: '67,5,6' })]);
    for (const share of ['NYC_1', 'NYC_2', 'NYC_3', 'NYC_4'])
      g = play(g, [act(4, 'pass'), act(1, 'pass'), act(2, 'pass'), act(3, 'buy_shares', { shares: [share], percent: 10 })]);
    g = play(g, [act(4, 'pass'), act(1, 'pass'), act(2, 'pass')]);
    expect(attempt(g, act(3, 'buy_shares', { shares: ['NYC_5'], percent: 10 })).error).toMatch(/may not hold more/);
  });

  it('the round ends when all pass in succession; the priority deal goes left of the last buyer', () => {
    const g = play(firstStockRound(), [
      act(3, 'par', { corporation: 'NYC', share_price: '67,5,6' }),
      act(4, 'pass'),
      act(1, 'pass'),
      act(2, 'pass'),
      act(3, 'pass'),
    ]);
    // No corporation floated, so the operating round is empty and the second stock round begins at once.
    expect(g.state.round.kind).toBe('stock');
    expect(g.state.turn).toBe(2);
    expect(g.state.priority).toBe(4);
  });

  it('an illegal action leaves the state exactly as it was', () => {
    const g = firstStockRound();
    const before = JSON.stringify(g.state);
    expect(attempt(g, act(3, 'buy_shares', { shares: ['NYC_1'], percent: 10 })).error).toMatch(/not been parred/);
    expect(attempt(g, act(3, 'par', { corporation: 'NYC', share_price: '999,0,0' })).error).toMatch(/not a par price/);
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it('unsold shares of a sold-out corporation: its price rises at the end of the stock round', () => {
    // P3 and P4 buy all of NYC between them (P3 60%, P4 40%) over the round.
    let g = play(firstStockRound(), [act(3, 'par', { corporation: 'NYC', share_price: '67,5,6' })]);
    const order = [4, 1, 2, 3];
    const left = ['NYC_1', 'NYC_2', 'NYC_3', 'NYC_4', 'NYC_5', 'NYC_6', 'NYC_7', 'NYC_8'];
    let i = 0;
    while (left.length) {
      const p = order[i++ % 4];
      const share = left[0];
      const r = attempt(g, act(p, 'buy_shares', { shares: [share], percent: 10 }));
      if (r.error) g = play(g, [act(p, 'pass')]);
      else {
        g = r.game;
        left.shift();
      }
    }
    expect(priceOf(g, 'NYC')).toBe(67);
    // Everyone passes: the round ends and NYC, sold out, moves up.
    while (g.state.round.kind === 'stock') {
      const id = (g.state.round as { current: number }).current;
      g = play(g, [act(g.state.players[id].id, 'pass')]);
    }
    expect(priceOf(g, 'NYC')).toBe(71);
  });
});

describe('1830 §4.3 conforming to limits', () => {
  // test/fixtures/cases R11: in stock round 5 P2 holds 100% of NYC, whose price has left the orange zone.
  const c = loadCase('R11');
  const at = c.actions.length - 1;

  it('a player over the holding limit must sell before buying or passing', () => {
    const g = playCase(c, at);
    expect(g.state.round.kind).toBe('stock');
    expect(attempt(g, c.actions[at]).error).toMatch(/must sell first/);
    expect(attempt(g, act(2, 'pass')).error).toMatch(/must sell first/);
    const legal = legalActions(g);
    expect(legal.map((a) => a.type)).toEqual(['sell_shares']);
  });

  it('once within the limits the player may buy or pass again', () => {
    let g = playCase(c, at);
    const nyc = Object.values(g.state.certificates).filter((x) => x.corp === 'NYC' && x.owner === 'p:2' && !x.president);
    g = play(g, [act(2, 'sell_shares', { shares: nyc.slice(0, 4).map((x) => x.id), percent: 40 })]);
    expect(attempt(g, act(2, 'pass')).error).toBeNull();
  });
});

describe('1830 a stock turn does not wait for private trades over the B&O private, which may not be bought', () => {
  // test/fixtures/agree: P5 ($52 after selling a CPR share) can buy nothing; P4 holds the B&O private (no_buy).
  it('after the sale P5 has nothing left to do: the turn passes to P6 unasked', () => {
    const g = agreeGame('no-buy-private-no-wait__1830_6p_multiple_brown_from_ipo_s3009');
    const t = loadTitle('1830');
    const r = replay(t, rulesFor(t), setupOf(g), g.actions);
    expect(r.failure).toBeNull();
    expect(r.game!.state.companies.BO.owner).toBe('p:4');
    expect(actingPlayers(context(r.game!))).toEqual([6]);
  });
});
