import { describe, expect, it } from 'vitest';
import { applyAction, type Game } from '../../../shared/engine/game';
import { receivershipRun } from '../../../shared/routes/receivership';
import { ctxOf, recordedAt } from '../../support/play';

/** §7.14: a corporation in receivership runs its trains for the most revenue possible and withholds. */

/** 19962.json before PRR runs its routes (146), with PRR's president's certificate put in the Stock Market. */
function prrInReceivership(): Game {
  const { game } = recordedAt('1846', '19962.json', 146);
  const state = structuredClone(game.state);
  state.certificates.PRR_0.owner = 'pool';
  state.corporations.PRR.president = null;
  return { ...game, state, cache: {} };
}

describe('§7.14 a corporation in receivership', () => {
  it('its best routes are run for it (the app submits them as the run_routes action)', () => {
    const game = prrInReceivership();
    const run = receivershipRun(game);
    expect(run?.type).toBe('run_routes');
    const routes = (run as unknown as { routes: { revenue: number }[] }).routes;
    // At least what PRR's president ran here in the recorded game.
    const { game: recorded, next } = recordedAt('1846', '19962.json', 146);
    const ran = applyAction(recorded, next[0]!);
    if (!ran.ok) throw new Error(ran.error);
    const revenue = (ctxOf(ran.value).s.round as { turn: { revenue: number } }).turn.revenue;
    expect(revenue).toBeGreaterThan(0);
    expect(routes.reduce((s, r) => s + r.revenue, 0)).toBeGreaterThanOrEqual(revenue);
    const r = applyAction(game, run!);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // It withholds (its price moves left): no dividend step waits for anyone.
    const c = ctxOf(r.value);
    expect(c.s.corporations.PRR.market![1]).toBeLessThan(ctxOf(game).s.corporations.PRR.market![1]);
  });

  it('a corporation with a president is left to its president', () => {
    expect(receivershipRun(recordedAt('1846', '19962.json', 146).game)).toBeNull();
  });
});
