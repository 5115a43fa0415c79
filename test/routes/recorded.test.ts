import { describe, expect, it } from 'vitest';
import { applyAction } from '../../shared/engine/game';
import { bestRoutes, toRunRoutes } from '../../shared/routes/game';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * The optimiser against the players: before every recorded run of every recorded game, the best run earns at least
 * what the players ran, the search finishes (optimal), and the engine accepts the best run as a `run_routes` action
 * with the same revenues (the round trip: routes -> action -> validateRoutes).
 *
 * 1830 replays completely; 1846 replays partly (its positions up to where the engine stops are checked). 1846's
 * Mail Contract (a bonus of the whole run: the route visiting most stops) is scored by the optimiser too. 1870's
 * destinations (doubled at a route's end), markers and connection runs (one train exactly home to destination, else the
 * engine refuses the run) are searched under the same route rules as the engine checks. 1817's mines (per chain of
 * track) and bridges, and 18NY's hex edges, D bonus and connection bonuses likewise (replayed as far as the engine goes).
 */
const TITLES: Record<string, { complete: boolean }> = {
  '1830': { complete: true },
  '1846': { complete: false },
  '1870': { complete: true },
  '1817': { complete: false },
  '18NY': { complete: false },
};

for (const [title, { complete }] of Object.entries(TITLES)) {
  describe(`best routes at every recorded ${title} run`, () => {
    for (const file of fixtureFiles(title)) {
      const name = file.split('/').pop()!;
      it(`${name}: never below the players' routes, and the engine accepts them`, () => {
        const problems: string[] = [];
        const walk = walkRoutePositions(loadTitle(title), loadFixture(file), ({ game, action, recorded }) => {
          if (problems.length >= 5) return;
          const where = `before action ${action.id} (${action.entity})`;
          const r = bestRoutes(game, String(action.entity), { timeLimitMs: 20_000 });
          if (!r.ok) return void problems.push(`${where}: ${r.error}`);
          const best = r.value;
          if (best.revenue < recorded) problems.push(`${where}: best ${best.revenue} < recorded ${recorded}`);
          if (!best.optimal) problems.push(`${where}: search did not finish`);
          const run = applyAction(game, toRunRoutes(best, String(action.entity)));
          if (!run.ok) problems.push(`${where}: the engine refuses the best run: ${run.error}`);
        });
        expect(problems).toEqual([]);
        if (complete) {
          expect(walk.stoppedAt).toBeNull();
          expect(walk.count).toBeGreaterThan(0);
        }
      });
    }
  });
}
