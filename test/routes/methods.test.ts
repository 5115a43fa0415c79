import { describe, expect, it } from 'vitest';
import { bestRoutes } from '../../shared/routes/game';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * The optimiser's two searches agree: at every recorded run of 1830, 1846 and 1870, listing the routes of each train
 * and combining them (route pools, the default) finds the same best revenue as growing all trains' routes in one
 * branch and bound, and both prove it. The pools leave out every route that cannot be part of a run beating the greedy
 * one (bounded by the weaker trains' pools on the track left free): this fails if that drops the optimum. A train
 * with more routes than the pool limit falls back to the branch and bound.
 */
for (const title of ['1830', '1846', '1870']) {
  describe(`${title}: route pools and the branch and bound agree`, () => {
    for (const file of fixtureFiles(title)) {
      it(file.split('/').pop()!, () => {
        const wrong: string[] = [];
        let n = 0;
        walkRoutePositions(loadTitle(title), loadFixture(file), ({ game, action }) => {
          const corp = String(action.entity);
          const pools = bestRoutes(game, corp, { reuse: false });
          const bb = bestRoutes(game, corp, { poolLimit: 0, reuse: false });
          // Every third position also with a pool limit below its route count (the fallback after listing).
          const fallback = n++ % 3 === 0 ? bestRoutes(game, corp, { poolLimit: 3, reuse: false }) : bb;
          if (!pools.ok || !bb.ok || !fallback.ok)
            return void wrong.push(`#${action.id} ${corp}: ${[pools, bb, fallback].map((r) => (r.ok ? 'ok' : r.error)).join(' / ')}`);
          const revenues = [pools.value.revenue, bb.value.revenue, fallback.value.revenue];
          if (new Set(revenues).size !== 1 || !pools.value.optimal || !bb.value.optimal || !fallback.value.optimal) {
            wrong.push(`#${action.id} ${corp}: pools ${revenues[0]}, branch and bound ${revenues[1]}, fallback ${revenues[2]}`);
          }
        });
        expect(wrong).toEqual([]);
      });
    }
  });
}
