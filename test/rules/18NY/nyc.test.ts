import { describe, expect, it } from 'vitest';
import { price } from '../../../shared/engine/market';
import { floatPercent18NY } from '../../../shared/rules/18NY/float';
import { state18NY } from '../../../shared/rules/18NY/state';
import { after, ctx, play } from './helpers';

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
