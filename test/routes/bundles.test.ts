import { describe, expect, it } from 'vitest';
import { graph } from '../../shared/engine/board';
import { context } from '../../shared/engine/game';
import { buildBundles } from '../../shared/routes/bundles';
import { bestRoutes } from '../../shared/routes/game';
import { buildNetwork } from '../../shared/routes/network';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * Growing routes stop by stop, parallel chains of track taken together and the track picked when a route is finished
 * (shared/routes/bundles.ts), finds the same best revenue as branching on every chain, and proves it: at every
 * recorded run of 1817 (dense track, mines on the track: the route's revenue depends on the chains picked), 1846
 * (route pools, trains paying their best stops) and 18NY (distance in hex edges, checked for the track picked).
 */
for (const title of ['1817', '1846', '18NY']) {
  describe(`${title}: bundles of parallel chains and single chains agree`, () => {
    for (const file of fixtureFiles(title)) {
      it(file.split('/').pop()!, () => {
        const wrong: string[] = [];
        let parallel = 0;
        walkRoutePositions(loadTitle(title), loadFixture(file), ({ game, action }) => {
          const corp = String(action.entity);
          if (buildBundles(buildNetwork(graph(context(game)), corp), true).parallel) parallel++;
          const bundled = bestRoutes(game, corp, { reuse: false });
          const single = bestRoutes(game, corp, { bundles: false, reuse: false });
          if (!bundled.ok || !single.ok) return void wrong.push(`#${action.id} ${corp}: ${[bundled, single].map((r) => (r.ok ? 'ok' : r.error)).join(' / ')}`);
          if (bundled.value.revenue !== single.value.revenue || !bundled.value.optimal || !single.value.optimal)
            wrong.push(`#${action.id} ${corp}: bundles ${bundled.value.revenue}, single chains ${single.value.revenue}`);
        });
        expect(wrong).toEqual([]);
        if (title === '1817' && file.endsWith('15528.json')) expect(parallel).toBeGreaterThan(50);
      });
    }
  });
}
