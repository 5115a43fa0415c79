import { describe, expect, it } from 'vitest';
import { agreeGame } from '../../support/agree';
import { replay, setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';
import { legalActions } from '../../../shared/engine/legal';
import { loadCase, playCase } from '../../support/cases';
import { act, attempt, ctxOf, recordedAt } from '../../support/play';
import { price } from '../../../shared/engine/market';

/**
 * Operating-round rules checked on positions from a recorded 1830 game (26855): the state just before a given
 * action, then a legal or illegal alternative.
 */
describe('1830 operating round (1830 §6, §7)', () => {
  it('a tile must connect to the corporation’s network', () => {
    const { game, next } = recordedAt('1830', '26855.json', 52);
    const a = next.find((x) => x.type === 'lay_tile')!;
    expect(attempt(game, { ...a, hex: 'B12', tile: '7-0', rotation: 0 } as typeof a).error).toMatch(/connect|cannot be laid/);
  });

  it('a tile of a colour the phase does not allow is refused', () => {
    const { game, next } = recordedAt('1830', '26855.json', 52);
    const a = next.find((x) => x.type === 'lay_tile')!;
    expect(attempt(game, { ...a, tile: '14-0' } as typeof a).error).toMatch(/green tiles may not be laid in phase 2|cannot be laid/);
  });

  it('a recorded revenue that differs from what the route earns is an error', () => {
    const { game, next } = recordedAt('1830', '26855.json', 92);
    const run = next[0] as { routes: { revenue: number }[] };
    const bad = structuredClone(run);
    bad.routes[0].revenue += 10;
    expect(attempt(game, bad as never).error).toMatch(/recorded revenue/);
  });

  it('a train may run only one route', () => {
    const { game, next } = recordedAt('1830', '26855.json', 92);
    const run = structuredClone(next[0]) as { routes: { train: string }[] };
    run.routes[1].train = run.routes[0].train;
    expect(attempt(game, run as never).error).toBeTruthy();
  });

  it('paying out moves the price one step right; withholding one step left', () => {
    const { game, next } = recordedAt('1830', '26855.json', 93);
    const c = ctxOf(game);
    const before = price(c, game.state.corporations.NYNH);
    const paid = attempt(game, next[0]);
    const held = attempt(game, { ...next[0], kind: 'withhold' } as never);
    expect(paid.error).toBeNull();
    expect(held.error).toBeNull();
    expect(price(ctxOf(paid.game), paid.game.state.corporations.NYNH)).toBeGreaterThan(before);
    expect(price(ctxOf(held.game), held.game.state.corporations.NYNH)).toBeLessThan(before);
  });

  it('dividends: each 10% pays a tenth, pool shares pay the corporation, IPO shares pay nobody', () => {
    const { game, next } = recordedAt('1830', '26855.json', 93);
    const r = attempt(game, next[0]);
    const revenue = 110; // NYNH's three 2-trains ran 50 + 30 + 30 in the recorded game
    const paidOut = game.state.bank! - r.game.state.bank!;
    const ipo = Object.values(game.state.certificates)
      .filter((x) => x.corp === 'NYNH' && x.owner === 'ipo:NYNH')
      .reduce((n, x) => n + x.percent, 0);
    expect(paidOut).toBe(revenue - (revenue * ipo) / 100);
  });

  it('the first 3-train starts phase 3', () => {
    // 1830_game_end_bank: B&O buys the first 3-train with action 73.
    const { game, next } = recordedAt('1830', '1830_game_end_bank.json', 73);
    expect(game.state.phase).toBe(0);
    const r = attempt(game, next[0]);
    expect(r.error).toBeNull();
    expect(r.game.title.phases[r.game.state.phase].name).toBe('3');
  });
});

describe('1830 §6.6.2-6.6.3 forced train purchase from another corporation', () => {
  // test/fixtures/cases R4: PRR ($119) must buy a train, cannot afford the depot's 5-train; P1 has sold NYC_5 for it.
  const c = loadCase('R4');
  const at = c.actions.length - 1;

  it("the price must need the president's sale and may not exceed face value", () => {
    const g = playCase(c, at);
    const offer = legalActions(g).find((a) => a.type === 'buy_train');
    const option = offer?.type === 'buy_train' ? offer.options.find((o) => o.train === '3-0') : undefined;
    expect(option).toMatchObject({ min: 157, max: 180 });
    expect(attempt(g, c.actions[at]).error).toMatch(/may only spend between 157 and 180/);
    expect(attempt(g, act('PRR', 'buy_train', { train: '3-0', price: 181 })).error).toMatch(/between 157 and 180/);
    expect(attempt(g, act('PRR', 'buy_train', { train: '3-0', price: 157 })).error).toBeNull();
  });

  it('without a sale, any price from 1 up to face value (the president adding the rest)', () => {
    const g = playCase(c, at - 1);
    expect(attempt(g, act('PRR', 'buy_train', { train: '3-0', price: 1 })).error).toBeNull();
  });
});

describe('1830 §6.6.1 forced discards, in 18xx.games’ order', () => {
  // test/fixtures/agree: after CPR's first 5-train PRR, C&O and NYC (share values in that order) hold too many trains.
  // The rulebook has them discard in order of share value; 18xx.games asks in charter order (PRR, NYC, C&O), and so
  // do we (shared/engine/rounds/or/discard.ts says why).
  const g = agreeGame('discard-order__1830_4p_std_s3');
  const t = loadTitle('1830');

  it('live play asks in charter order: PRR, then NYC, then C&O', () => {
    const r = replay(t, rulesFor(t), setupOf(g), g.actions.slice(0, 251));
    expect(r.failure).toBeNull();
    let game = r.game!;
    const asked: string[] = [];
    for (const a of g.actions.slice(251)) {
      const offer = legalActions(game).find((x) => x.type === 'discard_train');
      if (offer) asked.push(String(offer.entity));
      const next = attempt(game, a);
      expect(next.error).toBeNull();
      game = next.game;
    }
    expect(asked).toEqual(['PRR', 'NYC', 'C&O']);
  });

  it('a log from 18xx.games, which asks in charter order (PRR, NYC, C&O), loads as it was played', () => {
    expect(replay(t, rulesFor(t), setupOf(g), g.actions).failure).toBeNull();
  });
});

describe('1830 §6.1 home station', () => {
  // This random game, played when our engine let the NYC place a station in the Erie's Buffalo (E11) before the Erie
  // had (its action 534), was refused there by 18xx.games. The Erie rule now closes the hex (test/rules/1830/
  // erieHome.test.ts): after the NYC's tile lay there, its turn goes on to its routes.
  it('the NYC may not take a city of the Erie’s home hex before the Erie has placed its home station', () => {
    const g = agreeGame('home-city-full__1830_3p_std_s2');
    const t = loadTitle('1830');
    const r = replay(t, rulesFor(t), setupOf(g), g.actions.slice(0, 533));
    expect(r.failure).toBeNull();
    expect(legalActions(r.game!).some((a) => a.type === 'place_token')).toBe(false);
    expect(attempt(r.game!, g.actions[533]).error).toMatch(/NYC is at its route step/);
  });
});

describe('1830 (Diesels): a train traded in for a D goes to the bank pool', () => {
  // test/fixtures/agree: a random game cut just after the B&O buys a D for $800, trading in its 5-train.
  it('the traded 5-train is in the pool, not out of the game', () => {
    const g = agreeGame('trade-in__1830_6p_std_s5');
    const t = loadTitle('1830');
    const r = replay(t, rulesFor(t), setupOf(g), g.actions);
    expect(r.failure).toBeNull();
    expect(g.actions.at(-1)).toMatchObject({ type: 'buy_train', entity: 'B&O', train: 'D-0', price: 800, exchange: '5-0' });
    expect(r.game!.state.trains['5-0']).toMatchObject({ owner: 'pool', rusted: false });
  });
});

describe('1830 §6.6.3 price limits on a train from another corporation, for the rest of the turn as 18xx.games keeps them', () => {
  // 26855.json before NYC's second purchase (action 101): NYC has bought 2-5; NYNH owns 2-2.
  const { game } = recordedAt('1830', '26855.json', 101);
  const withSale = (sharePrice: number | null): typeof game => {
    const state = structuredClone(game.state);
    state.corporations.NYC.cash = 50;
    (state.round as { turn: { emergencySharePrice: number | null } }).turn.emergencySharePrice = sharePrice;
    return { ...game, state, cache: {} };
  };
  const buy = act('NYC', 'buy_train', { train: '2-2', price: 40 });

  it('without a sale for a train this turn, any price from $1 up to the treasury (§6.6)', () => {
    expect(attempt(withSale(null), buy).error).toBeNull();
  });

  it('after the president sold shares for the forced purchase, a second purchase below face value must still need that sale', () => {
    // $50 treasury + the president's cash, less the last share's $30, is more than NYC can pay: nothing below face value.
    expect(attempt(withSale(30), buy).error).toMatch(/may only spend between/);
    const offer = legalActions(withSale(30)).find((a) => a.type === 'buy_train');
    expect(offer?.type === 'buy_train' && offer.options.some((o) => o.from === 'c:NYNH')).toBe(false);
  });
});

describe('1830 Diesels: a trade-in is legal at the train limit, so Buy Trains stays open for it', () => {
  // test/fixtures/agree: PRR (a 5 and a D, limit two, $1,082) has withheld; a D costs $800 with its 5 traded in.
  it('PRR is offered the D for its 5 and waits for its pass, as 18xx.games waits', () => {
    const g = agreeGame('trade-in-open__1830_2p_std_s1');
    const t = loadTitle('1830');
    const r = replay(t, rulesFor(t), setupOf(g), g.actions);
    expect(r.failure).toBeNull();
    const legal = legalActions(r.game!);
    const buy = legal.find((a) => a.type === 'buy_train');
    expect(buy?.type === 'buy_train' && buy.entity === 'PRR' && buy.options.some((o) => o.name === 'D' && o.exchange && o.min === 800)).toBe(true);
    expect(legal.some((a) => a.type === 'pass' && a.entity === 'PRR')).toBe(true);
  });
});

describe('1830 §6.1 a home station reserved on a hex upgraded before the corporation operates', () => {
  // test/fixtures/agree: NYC upgrades G19 (54) before the NYNH first operates; the NYNH's reserved city (city 0, on
  // side 3) is city 1 of the 54, and its home station goes there, as 18xx.games places it.
  const g = agreeGame('home-reservation-moved__1830_4p_multiple_brown_from_ipo_s8');
  const t = loadTitle('1830');
  const r = replay(t, rulesFor(t), setupOf(g), g.actions.slice(0, -1));

  it('the NYNH station is in city 1 of the 54, the city on side 3', () => {
    expect(r.failure).toBeNull();
    expect(r.game!.state.hexes.G19.tokens).toEqual([[null], ['NYNH']]);
  });

  it('so a tile on H18 must connect to that city: the lay 18xx.games refused is refused', () => {
    expect(attempt(r.game!, g.actions.at(-1)!).error).toMatch(/no new track connects to NYNH's network/);
  });
});

describe('1830 §7.6 an emergency sale raises only what the train needs, also from a holding above 60%', () => {
  // test/fixtures/agree: the B&O ($74, no train) must buy a D ($1,100); its president P1 has $1,551 and 70% of the
  // ERIE (bought while its price was in the brown zone). 1870 lets a holding above the limit be sold down to it.
  const g = agreeGame('emergency-sale-over-limit__1830_3p_std_s3001');
  const t = loadTitle('1830');
  const game = replay(t, rulesFor(t), setupOf(g), g.actions.slice(0, -1)).game!;

  it('selling an ERIE share is refused: P1 can pay the rest of the D', () => {
    expect(g.actions.at(-1)).toMatchObject({ type: 'sell_shares', entity: 1, shares: ['ERIE_5'] });
    expect(attempt(game, g.actions.at(-1)!).error).toMatch(/no more may be sold than needed/);
    expect(legalActions(game).map((a) => a.type)).toEqual(['buy_train']);
  });
});
