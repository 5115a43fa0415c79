import { describe, expect, it } from 'vitest';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { GOLDEN_PARACHUTE, goldenParachute } from '../../../shared/rules/1817/volatility';
import { recordedAt } from './recorded';

/**
 * The volatility expansion's P20 Golden Parachute: "The President of the corp owning this private company is paid $100
 * from the bank when the Golden Parachute ownership is transferred to a corp with a different player as president, or
 * discarded to the bank." Tried on recorded game 15528's first acquisition round, where GT (president 5159) is in
 * liquidation (§7.2.1), with the private put into GT.
 */
function withParachute(id: number, inGT: boolean): Game {
  const g = recordedAt('15528', id);
  if (inGT) Object.assign(g.state.companies[GOLDEN_PARACHUTE], { owner: 'c:GT', closed: false });
  return g;
}

function act(g: Game, a: Record<string, unknown>): Game {
  const r = applyAction(g, { entity_type: typeof a.entity === 'number' ? 'player' : 'corporation', ...a } as never);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const cash = (g: Game, id: number) => g.state.players.find((p) => p.id === id)!.cash;

describe('1817 volatility: P20 Golden Parachute', () => {
  it('a company liquidated to the bank (no bid, §7.2.4 step 5) pays its president $100 from the bank', () => {
    const after = (inGT: boolean) => {
      let g = withParachute(612, inGT);
      for (const id of [655, 1594, 3370, 5159]) g = act(g, { type: 'pass', entity: id });
      return cash(g, 5159);
    };
    expect(after(true) - after(false)).toBe(100);
  });

  it('sold to a company of the same president (5159 wins GT with A&S), nobody collects', () => {
    const after = (inGT: boolean) => {
      let g = withParachute(621, inGT);
      g = act(g, { type: 'pass', entity: 1594 });
      expect(g.state.corporations['A&S'].president).toBe(5159);
      return cash(g, 5159);
    };
    expect(after(true)).toBe(after(false));
  });

  it('sold to a company another player presides, the seller’s president collects $100', () => {
    const g = withParachute(612, true);
    const c = context(g);
    const buyer = Object.values(c.s.corporations).find((k) => k.ipoed && !k.closed && k.president !== null && k.president !== 5159)!;
    const before = cash(g, 5159);
    goldenParachute(c, c.s.corporations.GT, buyer);
    expect(cash(g, 5159) - before).toBe(100);
    // Only while the company owns it.
    g.state.companies[GOLDEN_PARACHUTE].owner = null;
    goldenParachute(c, c.s.corporations.GT, buyer);
    expect(cash(g, 5159) - before).toBe(100);
  });
});
