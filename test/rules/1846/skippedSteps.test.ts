import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import type { OperatingRound } from '../../../shared/engine/state';
import { act, recordedAt } from '../../support/play';

/**
 * Running routes (1846 §6.5): a corporation runs the trains it owns, each once per operating round. One whose trains
 * may not run any more this round has no run to make, and 18xx.games skips its Run Routes step (no `run_routes` is
 * recorded): so do we.
 */
describe('the route step is skipped when no train of the corporation can run', () => {
  // 19962.json, second operating round: IC has bought MS (whose 2-train already ran for MS) and passes its track step
  // (action 100); it then runs its 4-train (action 101).
  const { game } = recordedAt('1846', '19962.json', 100);

  it('with a train that has not run, IC stops at its route step', () => {
    const r = applyAction(game, act('IC', 'pass'));
    if (!r.ok) throw new Error(r.error);
    expect((r.value.state.round as OperatingRound).turn.step).toBe('route');
    expect(legalActions(r.value).some((a) => a.type === 'run_routes')).toBe(true);
  });

  it('when every train has already run this round, the step is skipped and no run is offered', () => {
    const state = structuredClone(game.state);
    for (const id of state.corporations.IC.trains) state.trains[id].operated = true;
    const r = applyAction({ ...game, state, cache: {} }, act('IC', 'pass'));
    if (!r.ok) throw new Error(r.error);
    expect((r.value.state.round as OperatingRound).turn.step).not.toBe('route');
    expect(legalActions(r.value).some((a) => a.type === 'run_routes')).toBe(false);
    expect(applyAction(r.value, act('IC', 'run_routes', { routes: [] })).ok).toBe(false);
  });
});

/** A step passed over is said in the log, as 18xx.games says it ("NYC skips run routes"), so no turn goes silently. */
describe('skipped steps are said in the log', () => {
  const linesOf = (beforeId: number, uptoId: number) => {
    const { game, next } = recordedAt('1846', '19962.json', beforeId);
    let g = game;
    for (const a of next.filter((x) => (x.id ?? 0) <= uptoId)) {
      const r = applyAction(g, a);
      if (!r.ok) throw new Error(r.error);
      g = r.value;
    }
    return g.state.log.filter((l) => (l.action ?? 0) >= beforeId).map((l) => l.text);
  };

  it('a corporation without a train skips its route step (NYC passes its track, first operating round)', () => {
    expect(linesOf(47, 47)).toContain('NYC skips run routes');
  });

  it('an independent with nothing to lay or place skips its track-and-station step (BIG4, action 88)', () => {
    expect(linesOf(88, 88)).toContain('BIG4 skips lay track and place a station');
  });

  it('a step the corporation acted in is not said to be skipped (PRR lays, runs and pays, actions 90-93)', () => {
    expect(linesOf(90, 93).filter((l) => l.includes('skips'))).toEqual([]);
  });
});
