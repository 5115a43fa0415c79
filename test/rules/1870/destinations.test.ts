import { describe, expect, it } from 'vitest';
import { effectiveActions } from '../../../shared/engine/actions';
import { applyLive, context, createGame } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import { results } from '../../../shared/engine/value';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';
import { graph } from '../../../shared/engine/board';
import { stopsBetween } from '../../../shared/graph/reach';
import { TrackGraph } from '../../../shared/graph/trackGraph';
import { laid } from '../../graph/tinyTitle';
import { canReachDestination } from '../../../shared/rules/1870/connection';
import { GAMES, firstPosition, recorded, withoutDestinationChecks } from './helpers';

/**
 * 1870 destinations: the engine itself finds when a corporation can run home to destination and holds its connection
 * run at once; in live play it records each check as 18xx.games does (an automatic `destination_connection`).
 */
describe('connection runs are found by the engine in live play as the recorded games have them', () => {
  for (const name of GAMES) {
    it(name, () => {
      const t = loadTitle('1870');
      const g = recorded(name);
      const created = createGame(t, rulesFor(t), setupOf(g));
      if (!created.ok) throw new Error(created.error);
      let game = created.value;
      const found: string[] = [];
      for (const a of withoutDestinationChecks(name)) {
        const r = applyLive(game, a);
        if (!r.ok) throw new Error(r.error);
        game = r.value.game;
        for (const auto of r.value.action.auto_actions ?? [])
          if (auto.type === 'destination_connection') found.push(`${a.id}: ${auto.entity} [${(auto.corporations ?? []).join()}]`);
      }
      // Every check as 18xx.games records it: after which action, by whom (the turn ending or starting), what it found.
      const inLog = effectiveActions(g.actions).flatMap((a) =>
        (a.auto_actions ?? []).flatMap((x) => (x.type === 'destination_connection' ? [`${a.id}: ${x.entity} [${(x.corporations ?? []).join()}]`] : [])),
      );
      expect(found).toEqual(inLog);
      expect(game.state.finished).toBe(true);
      expect(results(context(game))).toEqual(g.result);
    });
  }
});

/**
 * 1870 p. 23, as 18xx.games checks it (every run from the destination is followed, each stop passed at most once per
 * run): the check may not take the first way it found to a stop as the only one. game-end-market-400 after #955:
 * SLSF's run from its destination M22 to its home E12 in eight stops passes its own city H13 from the east, after
 * M2; the walk stop by stop first reaches H13 another way in fewer stops, from where E12 lies beyond the eight.
 */
describe('the destination check after every turn answers as a fresh search would (1870 destinations)', () => {
  // It reads the network when the graph has it at hand, and remembers the searches that found no run while the hexes
  // they read stand (shared/graph/reach.ts).
  it.each(GAMES)('%s', (name) => {
    const g = recorded(name);
    const t = loadTitle('1870');
    const differences: string[] = [];
    replay(t, rulesFor(t), setupOf(g), g.actions, (game, a) => {
      const c = context(game);
      for (const k of Object.values(c.s.corporations)) {
        const kept = canReachDestination(c, k);
        const fresh = canReachDestination({ ...c, cache: {} }, k);
        if (kept !== fresh && differences.length < 3) differences.push(`after ${a.id}: ${k.sym} ${kept} (fresh: ${fresh})`);
      }
    });
    expect(differences).toEqual([]);
  });
});

describe('the destination check follows every way through a stop (p. 23)', () => {
  it('SLSF can run M22 to E12 in eight stops through H13', () => {
    const game = firstPosition('game-end-market-400', (c) => c.s.lastActionId >= 955)!;
    const c = context(game);
    const g = graph(c);
    const node = (hex: string) => g.nodeId(g.hex(hex), 0);
    expect(stopsBetween(g, node('M22'), node('E12'), 'SLSF', 8)).not.toBeNull();
    expect(stopsBetween(g, node('M22'), node('E12'), 'SLSF', 7)).toBeNull();
  });
});

/**
 * 1870's off-board cities (N1, M22, A2, A22) are reached by terminal track: a run may end there, never pass through
 * (18xx.games stops its destination walk at terminal track). N1's track leads to M2 and N3: cities in both, joined only
 * through N1.
 */
describe('a run from home to destination never passes through an off-board city (p. 23)', () => {
  it('M2 to N3 only through N1 is no run; M2 to N1 is one', () => {
    const g = new TrackGraph(loadTitle('1870'), { M2: laid('57', 0, [['SP']]), N3: laid('57', 1, [[]]) });
    const node = (hex: string) => g.nodeId(g.hex(hex), 0);
    expect(stopsBetween(g, node('M2'), node('N3'), 'SP', 5)).toBeNull();
    expect(stopsBetween(g, node('M2'), node('N1'), 'SP', 5)).toBe(2);
    expect(stopsBetween(g, node('N1'), node('M2'), 'SP', 5)).toBe(2);
  });
});
