import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestRoutes } from '../../shared/routes/game';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * The last train's routes listed once before the joint search (shared/routes/lastRoutes.ts) find the same, proven
 * optimal revenue as the search before them: at every recorded 1817 run against the revenues that search found
 * (`test/fixtures/routes/1817-best-revenues.json`, written by it: "<game> #<action> <corporation>": revenue), and
 * with the list turned off (`lastRoutes: false`). 1817's trains share cities, not track, and its mines make a
 * route's revenue depend on the track picked: the listed routes are run on every choice of free track.
 */
const before = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'routes', '1817-best-revenues.json'), 'utf8')) as Record<string, number>;

describe('1817: listing the last train routes keeps every best run', () => {
  for (const file of fixtureFiles('1817')) {
    const name = file.split('/').pop()!;
    it(name, () => {
      const wrong: string[] = [];
      let compared = 0;
      walkRoutePositions(loadTitle('1817'), loadFixture(file), ({ game, action }) => {
        const corp = String(action.entity);
        const label = `${name} #${action.id} ${corp}`;
        const listed = bestRoutes(game, corp, { reuse: false });
        const searched = bestRoutes(game, corp, { lastRoutes: false, reuse: false });
        if (!listed.ok || !searched.ok) return void wrong.push(`${label}: ${[listed, searched].map((r) => (r.ok ? 'ok' : r.error)).join(' / ')}`);
        const want = before[label];
        if (want !== undefined) compared++;
        if (!listed.value.optimal || listed.value.revenue !== searched.value.revenue || (want !== undefined && listed.value.revenue !== want))
          wrong.push(`${label}: listed ${listed.value.revenue}, searched ${searched.value.revenue}, before ${want}`);
      });
      expect(wrong).toEqual([]);
      expect(compared).toBe(Object.keys(before).filter((k) => k.startsWith(`${name} `)).length);
    });
  }
});
