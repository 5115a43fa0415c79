import { describe, expect, it } from 'vitest';
import { bestRoutes } from '../../shared/routes/game';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * A route that may visit any number of stops (18NY D trains, and H trains counting hexes; 1830 and 1870 D trains) is
 * bounded by what one path through the track in reach can collect (shared/routes/search.ts `pathBound`), not by
 * every stop in reach. The bound only prunes: at every recorded run, the search with it finds the same best revenue
 * as the search without it, both proved optimal, and never searches more.
 */
for (const title of ['18NY', '1830', '1870']) {
  describe(`${title}: the path bound changes no best run`, () => {
    for (const file of fixtureFiles(title)) {
      it(file.split('/').pop()!, () => {
        const wrong: string[] = [];
        let fewer = 0;
        walkRoutePositions(loadTitle(title), loadFixture(file), ({ game, action }) => {
          const corp = String(action.entity);
          const path = bestRoutes(game, corp, { reuse: false });
          const every = bestRoutes(game, corp, { pathBounds: false, reuse: false });
          if (!path.ok || !every.ok) return void wrong.push(`#${action.id} ${corp}: ${[path, every].map((r) => (r.ok ? 'ok' : r.error)).join(' / ')}`);
          if (path.value.revenue !== every.value.revenue || !path.value.optimal || !every.value.optimal)
            wrong.push(`#${action.id} ${corp}: path bound ${path.value.revenue}, every stop ${every.value.revenue}`);
          if (path.value.stats.nodes > every.value.stats.nodes)
            wrong.push(`#${action.id} ${corp}: ${path.value.stats.nodes} nodes > ${every.value.stats.nodes}`);
          if (path.value.stats.nodes < every.value.stats.nodes) fewer++;
        });
        expect(wrong).toEqual([]);
        if (title === '18NY') expect(fewer).toBeGreaterThan(10);
      });
    }
  });
}
