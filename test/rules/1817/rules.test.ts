import { describe, expect, it } from 'vitest';
import { applyAction, context, createGame, type Game } from '../../../shared/engine/game';
import type { Ctx } from '../../../shared/engine/context';
import { legalActions } from '../../../shared/engine/legal';
import { playerKey } from '../../../shared/engine/entities';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { price, setPosition } from '../../../shared/engine/market';
import { rulesFor } from '../../../shared/rules/index';
import { currentRate } from '../../../shared/rules/1817/loans';
import { dividend1817 } from '../../../shared/rules/1817/dividend';
import type { SelectionAuction } from '../../../shared/rules/1817/auction';
import { loadTitle } from '../../support/fixtures';

/** Scenario tests of 1817 rules (../shared/rules/1817.txt), on fresh games of four players. */
const PLAYERS = [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` }));

function start(): Game {
  const t = loadTitle('1817');
  const r = createGame(t, rulesFor(t), { players: PLAYERS, seed: 1 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function act(g: Game, a: Record<string, unknown>): Game {
  const r = applyAction(g, { entity_type: 'player', ...a } as never);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const err = (g: Game, a: Record<string, unknown>) => {
  const r = applyAction(g, { entity_type: 'player', ...a } as never);
  return r.ok ? null : r.error;
};

const auction = (g: Game) => g.state.round as SelectionAuction;

describe('1817 §4.2 the initial auction with $200 of seed money', () => {
  it('the opening bid plus the seed money left must reach the face value; the seed money pays the difference', () => {
    let g = start();
    // MAJC is worth $90: with $200 of seed money it may open at $0.
    g = act(g, { type: 'bid', entity: 1, company: 'MAJC', price: 0 });
    for (const id of [2, 3, 4]) g = act(g, { type: 'pass', entity: id });
    expect(g.state.companies.MAJC.owner).toBe('p:1');
    expect(g.state.players[0].cash).toBe(315);
    expect(auction(g).seedMoney).toBe(110);
    // $110 left: MAJM ($120) opens at $10 at least, in steps of $5.
    expect(err(g, { type: 'bid', entity: 2, company: 'MAJM', price: 5 })).toMatch(/at least 10/);
    expect(err(g, { type: 'bid', entity: 2, company: 'MAJM', price: 12 })).toMatch(/multiple of 5/);
    g = act(g, { type: 'bid', entity: 2, company: 'MAJM', price: 10 });
    expect(legalActions(g)).toContainEqual({
      type: 'bid',
      entity: 3,
      options: [
        {
          company: 'MAJM',
          min: 15,
          max: 315,
          buy: false,
          action: { type: 'bid', entity: 3, entity_type: 'player', company: 'MAJM', price: 15 },
          // What the panel shows beside the bid: the standing bid and what the seed money does (§4.2).
          highest: { player: 2, price: 10 },
          note: "face value $120; the bank's seed money ($110 left) makes up a bid below it",
        },
      ],
    });
  });

  it('a player who passes is out of that auction; the last bidder left buys, and play goes on after the starter', () => {
    let g = start();
    g = act(g, { type: 'bid', entity: 1, company: 'TS', price: 0 });
    g = act(g, { type: 'bid', entity: 2, company: 'TS', price: 20 });
    g = act(g, { type: 'pass', entity: 3 });
    g = act(g, { type: 'pass', entity: 4 });
    g = act(g, { type: 'bid', entity: 1, company: 'TS', price: 25 });
    // Players 3 and 4 are out: player 2 answers, and passing leaves player 1 the buyer.
    expect(err(g, { type: 'bid', entity: 3, company: 'TS', price: 30 })).toMatch(/P2's turn/);
    g = act(g, { type: 'pass', entity: 2 });
    expect(g.state.companies.TS.owner).toBe('p:1');
    expect(g.state.players[0].cash).toBe(290);
    expect(auction(g).seedMoney).toBe(145);
    expect(context(g).s.round.kind).toBe('special');
    expect(legalActions(g)[0]).toMatchObject({ type: 'bid', entity: 2 });
  });

  it('when all pass in succession the unsold privates leave the game and the stock round starts', () => {
    let g = start();
    for (const id of [1, 2, 3, 4]) g = act(g, { type: 'pass', entity: id });
    expect(g.state.round.kind).toBe('stock');
    expect(Object.values(g.state.companies).every((co) => co.closed)).toBe(true);
  });
});

/** A game whose stock round has started, every private unsold. */
function stockRound(): Game {
  let g = start();
  for (const id of [1, 2, 3, 4]) g = act(g, { type: 'pass', entity: id });
  return g;
}

describe('1817 §5.5 a company started by auction in the stock round', () => {
  it('bids run from $100 to $400 in steps of $5; the station goes down before the others bid', () => {
    let g = stockRound();
    expect(err(g, { type: 'bid', entity: 1, corporation: 'H', price: 95 })).toMatch(/at least 100/);
    expect(err(g, { type: 'bid', entity: 1, corporation: 'H', price: 102 })).toMatch(/multiple of 5/);
    g = act(g, { type: 'bid', entity: 1, corporation: 'H', price: 120 });
    expect(legalActions(g)[0]).toMatchObject({ type: 'place_token', entity: 'H' });
    expect(err(g, { type: 'bid', entity: 2, corporation: 'H', price: 125 })).toMatch(/must place H's station first/);
    g = act(g, { type: 'place_token', entity: 'H', entity_type: 'corporation', city: 'H9-0-0' });
    g = act(g, { type: 'bid', entity: 2, corporation: 'H', price: 130 });
    for (const id of [3, 4, 1]) g = act(g, { type: 'pass', entity: id });
    // Player 2 wins at $130: the share price is the market price at or below half of it, the bid goes to H.
    const h = g.state.corporations.H;
    expect(h.president).toBe(2);
    expect(price(context(g), h)).toBe(65);
    expect(h.cash).toBe(130);
    expect(g.state.players[1].cash).toBe(315 - 130);
    // Player 1 started the auction: their turn is over, player 2 is next.
    expect(g.state.round).toMatchObject({ kind: 'stock', current: 1 });
    expect(h.tokens.map((t) => t.hex)).toEqual(['H9']);
  });
});

describe('1817 §6.8 the interest rate', () => {
  it('is 5% for up to 5 loans out, 5% more for each 5 more, at most 70%', () => {
    const c = context(stockRound());
    const take = (n: number) => {
      c.s.corporations.H.loans = Array.from({ length: n }, (_, i) => i);
      return currentRate(c);
    };
    expect([0, 1, 5, 6, 10, 11, 69, 70].map(take)).toEqual([5, 5, 5, 10, 10, 15, 70, 70]);
  });
});

/** A started 2-share H at $100, presided by player 1. */
function withH(): Ctx {
  const c = context(stockRound());
  const k = c.s.corporations.H;
  Object.assign(k, { ipoed: true, floated: true, president: 1, parPrice: 100 });
  setPosition(
    c,
    k,
    0,
    c.title.market.rows[0].findIndex((x) => x?.price === 100),
  );
  moveCert(c, c.s.certificates.H_0, playerKey(1));
  return c;
}

describe('1817 §6.6 dividends', () => {
  it('a 2-share company paying half keeps exactly half; the price moves right only if the payout reaches the price', () => {
    const c = withH();
    dividend1817(c, c.s.corporations.H, { type: 'half', entity: 'H', kind: 'half' } as never, 150);
    expect(c.s.corporations.H.cash).toBe(75);
    expect(c.s.players[0].cash).toBe(315 + 75);
    expect(price(c, c.s.corporations.H)).toBe(100);
  });

  it('paying out twice the price moves it two steps right; withholding moves it one step left', () => {
    const c = withH();
    dividend1817(c, c.s.corporations.H, { kind: 'payout' } as never, 200);
    expect(c.s.players[0].cash).toBe(315 + 200);
    expect(price(c, c.s.corporations.H)).toBe(120);
    dividend1817(c, c.s.corporations.H, { kind: 'withhold' } as never, 50);
    expect(price(c, c.s.corporations.H)).toBe(110);
    expect(c.s.corporations.H.cash).toBe(50);
  });
});
