import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/engine/actions';
import { actingPlayers, applyLive, context, type Game } from '../../../shared/engine/game';
import { legalActions, legalTileLays, type LegalOffer } from '../../../shared/engine/legal';
import type { RecordedGame } from '../../../shared/engine/replay';
import { agreeGame, liveAt as liveAtIn } from '../../support/agree';
import { loadTitle } from '../../support/fixtures';
import { attempt } from '../../support/play';

/**
 * 1870 rules found by `npm run agree`: random games of ours that 18xx.games played otherwise, kept in
 * test/fixtures/agree (each file's `description` says where it is cut and why).
 */

const t = loadTitle('1870');

const liveAt = (g: RecordedGame, n?: number): Game => liveAtIn(t, g, n);

/** The action as live play records it (its automatic actions worked out by the engine, not the file's). */
function live(game: Game, a: Action): { game: Game; action: Action } {
  const { auto_actions: _recorded, ...bare } = a;
  const r = applyLive(game, bare as Action);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('1870 privates: no trade of privates between players in phase 1', () => {
  it('P2, holding privates with no share to buy or sell, is skipped in the second stock round: P3 acts next', () => {
    const c = context(liveAt(agreeGame('no-private-trade-in-phase-1__1870_7p_std_s6')));
    expect(c.s.phase).toBe(0);
    expect(Object.values(c.s.companies).some((co) => co.owner === 'p:2')).toBe(true);
    expect([...actingPlayers(c)]).toEqual([3]);
  });
});

describe('1870 destinations: a corporation that closes in its turn gets no destination check after it', () => {
  it('MKT passes its track lay at $10 with no route, falls to $0 and closes: its pass records no check', () => {
    const g = agreeGame('closed-in-turn-no-check__1870_6p_std_s5');
    const pass: Action = { type: 'pass', entity: 'MKT', entity_type: 'corporation', id: g.actions.length + 1 };
    const after = live(liveAt(g), pass);
    expect(context(after.game).s.corporations.MKT.closed).toBe(true);
    expect(after.action.auto_actions ?? []).toEqual([]);
  });
});

describe('1870 pp. 14, 24 price protection of a forced sale', () => {
  const g = agreeGame('protect-own-forced-sale__1870_5p_std_s4');

  it('a sale that handed over the presidency (P4’s SSW, its president’s certificate to P5) can only be let fall', () => {
    const swap = agreeGame('protect-after-president-swap__1870_7p_diesels_s203');
    const game = liveAt(swap, swap.actions.length - 1);
    expect(context(game).s.pending).toMatchObject([{ kind: 'price_protection', entity: 4, corporation: 'SSW' }]);
    expect(context(game).s.corporations.SSW.president).toBe(5);
    expect(legalActions(game).map((a) => `${a.type}:${a.entity}`)).toEqual(['pass:4']);
    expect(attempt(game, swap.actions.at(-1)!).error).toMatch(/no longer all in the market/);
  });

  it('P3 sold a share of SLSF, which P3 presides, to pay for MKT’s train: P3 is asked to protect it after the purchase', () => {
    const pass: Action = { type: 'pass', entity: 'MKT', entity_type: 'corporation', id: g.actions.length + 1 };
    const after = live(liveAt(g), pass);
    const c = context(after.game);
    expect(c.s.pending).toMatchObject([{ kind: 'price_protection', entity: 3, corporation: 'SLSF' }]);
    expect(legalActions(after.game).map((a) => `${a.type}:${a.entity}`)).toEqual(['buy_shares:3', 'pass:3']);
    // The destination check after MKT's turn waits for the decision.
    expect(after.action.auto_actions ?? []).toEqual([]);
  });
});

/** The lay offers of the game's current position (the corporation's, or a private's). */
const layOffers = (game: Game) => legalActions(game).filter((a): a is Extract<LegalOffer, { type: 'lay_tile' }> => a.type === 'lay_tile');

describe('1870 Mississippi River Bridge Company: its tile is laid in the track step ("when: track")', () => {
  it('once MP has passed its track step, the bridge’s lay is neither offered nor accepted', () => {
    const g = agreeGame('river-bridge-lay-in-track-step__1870_3p_diesels_s101');
    const game = liveAt(g, g.actions.length - 1);
    expect(layOffers(game)).toEqual([]);
    expect(attempt(game, g.actions.at(-1)!).error).toMatch(/MRBC's tile is laid in MP's track step/);
  });
});

describe('track beyond an off-board: a route ends at its terminal track, so no tile is laid past it', () => {
  it('FW reaches N3 only through N1 (Mexico): N3 is not offered and its upgrade is refused', () => {
    const g = agreeGame('no-lay-beyond-offboard__1870_4p_finish_on_400_s102');
    const game = liveAt(g);
    const offer = layOffers(game).find((o) => o.entity === 'FW')!;
    expect(offer.hexes).not.toContain('N3');
    const upgrade: Action = { type: 'lay_tile', entity: 'FW', entity_type: 'corporation', hex: 'N3', tile: '20-1', rotation: 0, id: g.actions.length + 1 };
    expect(attempt(game, upgrade).error).not.toBeNull();
  });
});

describe('1870 original tiles: the copies left out keep their numbers, as 18xx.games names them', () => {
  const g = agreeGame('original-tile-numbers__1870_5p_original_rules_s103');

  it('the first tile 8 offered is 8-2 (8-0 and 8-1 are not in the original set)', () => {
    const game = liveAt(g);
    const offer = layOffers(game).find((o) => o.entity === 'SLSF')!;
    expect(
      legalTileLays(game, offer, 'E10')
        .filter((o) => o.tile === '8')
        .map((o) => o.copy),
    ).toContain('8-2');
    const lay: Action = { type: 'lay_tile', entity: 'SLSF', entity_type: 'corporation', hex: 'E10', tile: '8-0', rotation: 4, id: g.actions.length + 1 };
    expect(attempt(game, lay).error).toMatch(/there is no tile 8-0/);
    expect(attempt(game, { ...lay, tile: '8-2' }).error).toBeNull();
  });

  it('the set still has 20 copies of tile 8: 8-21 is the last', () => {
    const game = liveAt(g);
    const lay: Action = { type: 'lay_tile', entity: 'SLSF', entity_type: 'corporation', hex: 'E10', tile: '8-22', rotation: 4, id: g.actions.length + 1 };
    expect(attempt(game, lay).error).toMatch(/there is no tile 8-22/);
    expect(attempt(game, { ...lay, tile: '8-21' }).error).toBeNull();
  });
});

describe('1870 emergency sales: shares are sold in blocks, each corporation once for the train', () => {
  it('P1 sold GMO, then MKT, for TP’s train: GMO is not offered again and a second sale of it is refused', () => {
    const g = agreeGame('emergency-sale-in-blocks__1870_4p_can_protect_if_sold_s107');
    const game = liveAt(g, g.actions.length - 1);
    const sell = legalActions(game).find((a) => a.type === 'sell_shares');
    expect(sell?.type === 'sell_shares' && sell.options.map((o) => o.corporation)).not.toContain('GMO');
    expect(attempt(game, g.actions.at(-1)!).error).toMatch(/GMO was already sold for this train/);
  });
});

describe('1870 p. 13 shares held over 60% after price protection: a sale must bring the seller within 60%', () => {
  it('P3, holding 80% of MP, may sell two MP shares for SP’s train, not one', () => {
    const g = agreeGame('sale-within-holding-limit__1870_3p_std_s401');
    const game = liveAt(g, g.actions.length - 1);
    const sell = legalActions(game).find((a) => a.type === 'sell_shares');
    const mp = sell?.type === 'sell_shares' ? sell.options.filter((o) => o.corporation === 'MP').map((o) => o.percent) : [];
    expect(mp).toEqual([20]);
    expect(attempt(game, g.actions.at(-1)!).error).toMatch(/must bring player 3 within the 60% holding limit/);
  });
});

describe('1870 forced train purchase: the president pays only for a train from the bank', () => {
  it('SSW, with no cash and no train, is offered no train of another corporation, and buying one for $1 is refused', () => {
    const g = agreeGame('no-cash-no-train-from-others__1870_2p_std_s400');
    const game = liveAt(g, g.actions.length - 1);
    expect(context(game).s.corporations.SSW.cash).toBe(0);
    const buy = legalActions(game).find((a) => a.type === 'buy_train');
    expect(buy?.type === 'buy_train' && buy.options.every((o) => o.from === 'depot' || o.from === 'pool')).toBe(true);
    expect(attempt(game, g.actions.at(-1)!).error).not.toBeNull();
  });
});

describe('1870 $400 finish: a price reaching $400 as the stock round ends (sold out) ends the game there', () => {
  const g = agreeGame('sold-out-400-ends-stock-round__1870_3p_finish_on_400_s9513');
  const before = liveAt(g, g.actions.length - 1);

  it('the last pass ends the stock round, SLSF rises to $400 and the game is over: no operating round starts', () => {
    const r = applyLive(before, g.actions.at(-1)!);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = context(r.value.game).s;
    expect(s).toMatchObject({ finished: true, endReason: 'stock_market', round: { kind: 'stock' } });
    expect(s.log.some((l) => /SLSF is sold out: price rises to 400/.test(l.text))).toBe(true);
    expect(s.log.some((l) => /Operating round 15\.1/.test(l.text))).toBe(false);
  });

  it('so no destination check of that operating round is recorded with the pass (18xx.games refused one)', () => {
    const r = applyLive(before, g.actions.at(-1)!);
    expect(r.ok && r.value.action.auto_actions).toBeFalsy();
  });
});
