import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graph } from '../../shared/engine/board';
import { context, type Game } from '../../shared/engine/game';
import { bestRoutes } from '../../shared/routes/game';
import { keepRun, keptRunRevenue, runKey } from '../../shared/routes/previous';
import { FIXTURES, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * A later call on a position starts from the run the last call chose there (shared/routes/previous.ts), once the route
 * validator has accepted it on the graph as it stands: the same revenue, proved optimal, with fewer search nodes where
 * the first call's greedy runs fell short; a kept run the validator refuses is no floor at all.
 */
function position(id: number): { game: Game; corp: string } {
  let found: { game: Game; corp: string } | null = null;
  walkRoutePositions(loadTitle('1817'), loadFixture(join(FIXTURES, '1817', '15528.json')), ({ game, action }) => {
    if (action.id === id) {
      found = { game: { title: game.title, rules: game.rules, state: structuredClone(game.state), cache: {} }, corp: String(action.entity) };
    }
  });
  return found!;
}

describe('later calls start from the run chosen before', () => {
  it('1817 15528.json #1620 WT (6- and 5-train): the same 830, proved, in fewer search nodes', () => {
    const { game, corp } = position(1620);
    const first = bestRoutes(game, corp);
    // The proven optimum kept for the position (shared/routes/memo.ts) forgotten: the search runs again.
    delete game.cache.bestRoutes;
    const later = bestRoutes(game, corp);
    const alone = bestRoutes(game, corp, { reuse: false });
    if (!first.ok || !later.ok || !alone.ok) throw new Error('no best run');
    expect([first.value.revenue, later.value.revenue, alone.value.revenue]).toEqual([830, 830, 830]);
    expect(later.value.optimal).toBe(true);
    expect(later.value.stats.nodes).toBeLessThan(first.value.stats.nodes);
    expect(alone.value.stats.nodes).toBe(first.value.stats.nodes);
  });

  it('a kept run the validator refuses (a train the corporation does not run) gives no floor', () => {
    const { game, corp } = position(1620);
    const first = bestRoutes(game, corp);
    if (!first.ok) throw new Error('no best run');
    const g = graph(context(game));
    const key = runKey(corp, ['x']);
    const routes = first.value.routes.map((r) => ({ train: 'x', connections: r.connections, hexes: r.hexes, nodes: r.nodes }));
    keepRun(g, key, routes);
    expect(keptRunRevenue(g, corp, key, () => undefined, 'green', {})).toBe(-1);
  });
});
