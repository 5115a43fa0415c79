/**
 * The engine's budget is about 10 µs per action on average over a whole game. Replaying a recorded game's board
 * (every lay checked for legality and applied, every token checked and placed, every route validated) must stay well
 * inside it; the bound is loose so slow or busy CI machines pass (about 3 µs measured alone on 2 cores), and still catches an
 * accidental wholesale rebuild per action.
 */
import { describe, expect, it } from 'vitest';
import { BoardReplay, effectiveActions, loadFixture, loadTitle } from './replay';

describe('graph work per action over a whole recorded game', () => {
  it.each([
    ['1830', '1830_game_end_bank.json'],
    ['1817', '15528.json'],
  ])('%s %s', (titleId, file) => {
    const title = loadTitle(titleId);
    const actions = effectiveActions(loadFixture(titleId, file).actions);
    let best = Infinity;
    for (let k = 0; k < 10; k++) {
      const replay = new BoardReplay(title);
      const t0 = performance.now();
      for (const a of actions) replay.apply(a);
      best = Math.min(best, performance.now() - t0);
    }
    const perAction = (best * 1000) / actions.length;
    expect(perAction, `${perAction.toFixed(2)} µs per action`).toBeLessThan(60);
  });
});
