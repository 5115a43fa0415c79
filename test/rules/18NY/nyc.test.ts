import { describe, expect, it } from 'vitest';
import { price } from '../../../shared/engine/market';
import { floatPercent18NY } from '../../../shared/rules/18NY/float';
import { state18NY } from '../../../shared/rules/18NY/state';
import { legalActions } from '../../../shared/engine/legal';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { nycAutoActions } from '../../../shared/rules/18NY/nycFormation';
import { action, after, ctx, play } from './helpers';

/** 18NY 4.4 NYC Formation Round, and the float percentages of 4.1-4.6. */

describe('4.4 NYC formation round', () => {
  it('follows the set of operating rounds in which the formation was triggered; minors decide in operating order', () => {
    const g = after(467);
    expect(g.state.round).toMatchObject({ kind: 'special', name: 'nyc_formation' });
    expect(ctx(g).s.round).toMatchObject({ index: 0 });
    expect((g.state.round as unknown as { minors: string[] }).minors.slice(0, 3)).toEqual(['8', '1', '3']);
  });

  it("the first merger forms the NYC at the NYC par nearest twice the connected minors' average price", () => {
    const g = after(468);
    const nyc = g.state.corporations.NYC;
    expect(nyc.ipoed).toBe(true);
    expect(price(ctx(g), nyc)).toBe(150);
  });

  it("a merging minor's owner receives an NYC share and twice its price less the NYC's; its home station becomes the NYC's", () => {
    const before = after(467);
    const g = after(468);
    const cash = (x: typeof g, id: number) => x.state.players.find((p) => p.id === id)!.cash;
    // Minor 8 (owner 2541) at $100: 2 × 100 − 150 = $50 and one share.
    expect(cash(g, 2541) - cash(before, 2541)).toBe(50);
    expect(g.state.corporations['8'].closed).toBe(true);
    expect(g.state.corporations.NYC.tokens.map((t) => t.hex)).toEqual(expect.arrayContaining(['D2', 'F20']));
  });

  it('minors 1 and 2 must merge: minor 1 may not decline', () => {
    const g = after(468);
    expect(g.state.corporations['1'].closed).toBe(true);
    const early = after(467);
    const r = play(early, { type: 'merge', entity: '8', entity_type: 'corporation', corporation: '8' });
    expect(play(r.game!, { type: 'pass', entity: '1', entity_type: 'corporation' }).error).toMatch(/must merge/);
  });

  it('a minor may decline (minor 6, action 470); after the round the stock round follows', () => {
    expect(after(470).state.corporations['6'].closed).toBe(false);
    const g = after(475);
    expect(g.state.round.kind).toBe('stock');
    expect(state18NY(ctx(g)).nyc).toBe('round_two');
  });
});

describe('4.1-4.6 float percentages', () => {
  it('a share company floats with 20% in phase 2H, 30% after the first 4H; the NYC with 10%', () => {
    const early = ctx(after(11));
    expect(floatPercent18NY(early, early.s.corporations.ERIE)).toBe(20);
    const later = ctx(after(150));
    expect(floatPercent18NY(later, later.s.corporations.RWO)).toBe(30);
    const formed = ctx(after(468));
    expect(floatPercent18NY(formed, formed.s.corporations.NYC)).toBe(10);
  });
});

describe("4.4 the NYC's first owner buys a second share", () => {
  /**
   * After action 475 (the stock round after the first formation round, Player 3's turn), as if Player 3 held one NYC
   * share only: the NYC has no president yet and Player 3, whose minor formed it, is its pending president.
   */
  function pending() {
    const g = after(475);
    const c = ctx(g);
    const mine = c.s.certOrder.NYC.map((id) => c.s.certificates[id]).filter((x) => x.owner === 'p:2541');
    const keep = mine.find((x) => !x.president)!;
    for (const x of mine) if (x !== keep) moveCert(c, x, 'ipo:NYC');
    c.s.corporations.NYC.president = null;
    state18NY(c).nycFirstOwner = 2541;
    return g;
  }

  it('must buy an NYC share first: nothing else may be bought, no NYC share sold, no pass', () => {
    const g = pending();
    const offers = legalActions(g);
    expect(offers.map((o) => o.type)).not.toContain('pass');
    const buy = offers.find((o) => o.type === 'buy_shares');
    expect(buy?.type === 'buy_shares' && [...new Set(buy.options.map((o) => o.corporation))]).toEqual(['NYC']);
    expect(play(g, { type: 'pass', entity: 2541, entity_type: 'player' }).error).toMatch(/first buy a second NYC share/);
    expect(play(g, { type: 'buy_shares', entity: 2541, entity_type: 'player', shares: ['NY&H_4'], percent: 10 }).error).toMatch(/first buy/);
  });

  it('the second share makes them president, with the president’s certificate', () => {
    const g = pending();
    const buy = legalActions(g).find((o) => o.type === 'buy_shares');
    const a = buy?.type === 'buy_shares' ? buy.options[0].action : null;
    const done = play(g, a as unknown as Record<string, unknown>).game!;
    expect(done.state.corporations.NYC.president).toBe(2541);
    expect(done.state.certificates[done.state.certOrder.NYC[0]].owner).toBe('p:2541');
    expect(play(done, { type: 'pass', entity: 2541, entity_type: 'player' }).error).toBeNull();
  });
});

describe('4.7 the final NYC merger round (the second formation round)', () => {
  it('every minor that can merge must: minor 6, which declined in the first round (action 470), may not decline', () => {
    const g = after(469);
    (g.state.round as unknown as { number: number }).number = 2;
    expect(play(g, { type: 'pass', entity: '6', entity_type: 'corporation' }).error).toMatch(/must merge/);
    expect(nycAutoActions(ctx(g))).toEqual([{ type: 'merge', entity: '6', entity_type: 'corporation', corporation: '6' }]);
  });

  it('a minor in receivership may not merge and is liquidated without compensation', () => {
    const before = after(708);
    const c = ctx(before);
    const owner = c.s.corporations['6'].president!;
    moveCert(c, c.s.certificates[c.s.certOrder['6'][0]], 'pool');
    c.s.corporations['6'].president = null;
    const cash = (x: typeof before) => x.state.players.find((p) => p.id === owner)!.cash;
    const g = play(before, action(709) as unknown as Record<string, unknown>).game!;
    expect(g.state.corporations['6'].closed).toBe(true);
    expect(cash(g)).toBe(cash(before));
  });
});
