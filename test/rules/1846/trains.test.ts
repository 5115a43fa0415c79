import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { act, attempt, ctxOf, play, recordedAt } from '../../support/play';
import { corp1846Mut } from '../../../shared/rules/1846/state';

/** Buying trains and raising money for them in 1846 (§6.8, §6.86-6.89, §6.91-6.92), from recorded positions. */

const issue = (corp: string, shares: string[]) => act(corp, 'sell_shares', { shares, percent: shares.length * 10 });
const buyTrain = (corp: string, train: string, price: number, variant?: string) => act(corp, 'buy_train', { train, price, ...(variant ? { variant } : {}) });

describe('§6.86 forced train purchase after an emergency issue (12666.json, IC in OR 2.2: $136, no train)', () => {
  // The bank offers 4-trains: the 3/5 for $160, the 4 for $180. IC may issue one share ($40) or two ($60).
  const { game } = recordedAt('1846', '12666.json', 123);

  it('"must spend": after two shares IC may not buy the 3/5 it could pay for after one', () => {
    const issued = play(game, [issue('IC', ['IC_4', 'IC_5'])]);
    expect(ctxOf(issued).s.corporations.IC.cash).toBe(196);
    expect(attempt(issued, buyTrain('IC', '4-1', 160, '3/5')).error).toMatch(/IC could pay 160 before its last share was issued: it must buy a dearer train/);
    expect(attempt(issued, buyTrain('IC', '4-1', 180, '4')).error).toBeNull();
  });

  it('§6.87: after one share IC buys the 3/5; its president may not add cash for the 4', () => {
    const issued = play(game, [issue('IC', ['IC_4'])]);
    expect(attempt(issued, buyTrain('IC', '4-1', 160, '3/5')).error).toBeNull();
    expect(attempt(issued, buyTrain('IC', '4-1', 180, '4')).error).toMatch(/can afford a 160 train from the bank itself: its president may not add cash/);
  });

  it('after an emergency issue the train comes from the bank, not from another corporation', () => {
    expect(attempt(game, buyTrain('IC', '2-4', 1)).error).toBeNull();
    const issued = play(game, [issue('IC', ['IC_4'])]);
    expect(attempt(issued, buyTrain('IC', '2-4', 1)).error).toMatch(/IC issued shares to buy a train: it must buy it from the bank/);
    expect(JSON.stringify(legalActions(issued))).not.toContain('"from":"c:NYC"');
  });

  it('after an emergency issue no private is bought until the corporation owns a train (R5)', () => {
    const issued = play(game, [issue('IC', ['IC_4'])]);
    const buyMs = act('IC', 'buy_company', { company: 'MS', price: 1 });
    expect(attempt(issued, buyMs).error).toMatch(/IC issued shares to buy a train: it may buy a private only once it owns one/);
    expect(legalActions(issued).some((a) => a.type === 'buy_company')).toBe(false);
    const bought = play(issued, [buyTrain('IC', '4-1', 160, '3/5')]);
    expect(attempt(bought, buyMs).error).toBeNull();
  });
});

/** A position changed to the situation a rule needs (the engine reads nothing but the state). */
function adjusted(game: Game, change: (s: Game['state']) => void): Game {
  const state = structuredClone(game.state);
  change(state);
  return { ...game, state, cache: {} };
}

describe('§6.88 the president sells shares for a required train (1846_game_end_reason_bankrupt.json, NYC in OR 7.1)', () => {
  // NYC has $33 and no train; its president (Player 3) holds NYC's president's certificate and IC's.
  const { game } = recordedAt('1846', '1846_game_end_reason_bankrupt.json', 273);
  // The pool is over-full of NYC after earlier bankruptcies (§7.11): two of its shares go to the president and
  // the rest back to NYC's treasury for these positions.
  const pooled = game.state.certOrder.NYC.filter((id) => game.state.certificates[id].owner === 'pool');
  const [one, two] = pooled;
  const emptyPool = (s: Game['state']) => {
    for (const id of pooled.slice(2)) s.certificates[id].owner = 'ipo:NYC';
  };
  const sell = (id: string) => act('Player 3', 'sell_shares', { shares: [id], percent: 10 }, 'player');
  const sellNyc = sell(one);

  it('no sale moves the operating corporation to the closing space ($10 to $0)', () => {
    // Give the president one more NYC share, at $20 and then at $10.
    const at = (col: number) =>
      adjusted(game, (s) => {
        emptyPool(s);
        s.certificates[one].owner = 'p:Player 3';
        s.corporations.NYC.market = [0, col];
      });
    expect(attempt(at(2), sellNyc).error).toBeNull();
    expect(attempt(at(1), sellNyc).error).toMatch(/selling would move NYC to the closing space/);
  });

  it('§7.13: no sale of a corporation in receivership', () => {
    const g = adjusted(game, (s) => {
      for (const id of s.certOrder.IC) if (s.certificates[id].owner === 'p:Player 3') s.certificates[id].owner = 'pool';
      s.certificates.IC_1.owner = 'p:Player 3';
      s.corporations.IC.president = null;
    });
    expect(attempt(g, act('Player 3', 'sell_shares', { shares: ['IC_1'], percent: 10 }, 'player')).error).toMatch(
      /IC is in receivership: its shares may not be sold/,
    );
  });

  it('§5.3: the shares of one corporation go in one sale', () => {
    const g = adjusted(game, (s) => {
      emptyPool(s);
      s.certificates[one].owner = 'p:Player 3';
      s.certificates[two].owner = 'p:Player 3';
      s.corporations.NYC.market = [0, 9];
      s.corporations.NYC.cash = 0;
      corp1846Mut(s.corporations.NYC).emergencyIssued = true;
    });
    const once = play(g, [sellNyc]);
    expect(attempt(once, sell(two)).error).toMatch(/NYC was already sold for this train/);
  });
});
