import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestRoutes } from '../../shared/routes/game';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * The bounds change no best run: at every recorded run of 1870 (route pools, destinations, the connection run) and
 * 1817 (mines: the track bounds), the revenue the search found before them (`test/fixtures/routes/<title>-best-revenues.json`,
 * "<game> #<action> <corporation>": revenue), proved optimal; and the same again where the call starts from the run
 * chosen before (shared/routes/previous.ts): the last call on the graph for these trains, at this position or an
 * earlier one of the game.
 */
for (const title of ['1870', '1817']) {
  const before = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'routes', `${title}-best-revenues.json`), 'utf8')) as Record<
    string,
    number
  >;

  describe(`${title}: every recorded run keeps its best revenue`, () => {
    for (const file of fixtureFiles(title)) {
      const name = file.split('/').pop()!;
      it(name, () => {
        const wrong: string[] = [];
        let compared = 0;
        walkRoutePositions(loadTitle(title), loadFixture(file), ({ game, action }) => {
          const corp = String(action.entity);
          const label = `${name} #${action.id} ${corp}`;
          const want = before[label];
          const kept = bestRoutes(game, corp);
          const alone = bestRoutes(game, corp, { reuse: false });
          const again = bestRoutes(game, corp);
          if (!kept.ok || !alone.ok || !again.ok) return void wrong.push(`${label}: ${[kept, alone, again].map((r) => (r.ok ? 'ok' : r.error)).join(' / ')}`);
          if (want !== undefined) compared++;
          const got = [kept.value, alone.value, again.value];
          if (got.some((r) => !r.optimal || r.revenue !== want)) wrong.push(`${label}: ${got.map((r) => r.revenue).join(' / ')}, before ${want}`);
        });
        expect(wrong).toEqual([]);
        expect(compared).toBe(Object.keys(before).filter((k) => k.startsWith(`${name} `)).length);
      });
    }
  });
}
