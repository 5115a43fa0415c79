import { describe, expect, it } from 'vitest';
import { actingPlayers, applyAction, context, dryRun, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { playerKey } from '../../../shared/engine/state';
import { traceSnapshot } from '../../../shared/engine/trace';
import { price } from '../../../shared/engine/market';
import type { Action } from '../../../shared/engine/actions';
import { state1870 } from '../../../shared/rules/1870/state';
import { PROTECTION } from '../../../shared/rules/1870/protection';
import { firstPosition } from './helpers';

/** The first position of a recorded game where a president must decide on protecting a sale (1870 p. 13). */
function protectionPosition(): Game {
  const game = firstPosition('40469_white-to-yellow_price_protect_allowed', (c) => c.s.pending.at(-1)?.kind === PROTECTION);
  if (!game) throw new Error('no price protection in the recorded game');
  return game;
}

describe('1870 share price protection (pp. 13-14), a decision on the pending stack', () => {
  it('when the seller’s stock turn is over, the president of the company sold acts next, and the banner names the decision', () => {
    const game = protectionPosition();
    const c = context(game);
    const sale = state1870(c).sales[0];
    const top = c.s.pending.at(-1)!;
    expect(top.entity).toBe(sale.president);
    expect(actingPlayers(c)).toEqual([sale.president]);
    expect(traceSnapshot(c).step).toBe('PriceProtection');
  });

  it('the legal actions are buying exactly the shares just sold at market, or passing, and a dry run accepts each', () => {
    const game = protectionPosition();
    const c = context(game);
    const sale = state1870(c).sales[0];
    const offers = legalActions(game);
    expect(offers.map((o) => o.type).sort()).toEqual(['buy_shares', 'pass']);
    const buy = offers.find((o) => o.type === 'buy_shares')!;
    if (buy.type !== 'buy_shares') throw new Error('unreachable');
    expect(buy.options).toEqual([
      expect.objectContaining({ corporation: sale.corp, shares: sale.certs, price: price(c, c.s.corporations[sale.corp]) * sale.certs.length }),
    ]);
    const asAction = { type: 'buy_shares', entity: sale.president!, entity_type: 'player', shares: sale.certs, percent: sale.percent } as Action;
    expect(dryRun(game, asAction).ok).toBe(true);
    expect(dryRun(game, { type: 'pass', entity: sale.president!, entity_type: 'player' } as Action).ok).toBe(true);
  });

  it('the president may only buy the shares just sold; anyone else is told who must decide first', () => {
    const game = protectionPosition();
    const c = context(game);
    const sale = state1870(c).sales[0];
    const other = c.s.players.find((p) => p.id !== sale.president)!.id;
    const r = applyAction(game, { type: 'pass', entity: other, entity_type: 'player' } as Action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/must decide on protecting the price of/);
  });

  it('protecting buys the shares at market and leaves the price; passing lets it fall, and the stack is empty again', () => {
    const game = protectionPosition();
    const c = context(game);
    const sale = state1870(c).sales[0];
    const before = price(c, c.s.corporations[sale.corp]);
    const bought = applyAction(game, {
      type: 'buy_shares',
      entity: sale.president!,
      entity_type: 'player',
      shares: sale.certs,
      percent: sale.percent,
    } as Action);
    expect(bought.ok, bought.ok ? '' : bought.error).toBe(true);
    if (!bought.ok) return;
    const after = context(bought.value);
    expect(price(after, after.s.corporations[sale.corp])).toBe(before);
    for (const id of sale.certs) expect(after.s.certificates[id].owner).toBe(playerKey(sale.president!));
    expect(state1870(after).sales.some((x) => x.certs.join() === sale.certs.join())).toBe(false);

    const passed = applyAction(game, { type: 'pass', entity: sale.president!, entity_type: 'player' } as Action);
    expect(passed.ok, passed.ok ? '' : passed.error).toBe(true);
    if (!passed.ok) return;
    const fell = context(passed.value);
    expect(price(fell, fell.s.corporations[sale.corp])).toBeLessThan(before);
  });
});
