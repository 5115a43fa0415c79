import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestRoutes } from '../../shared/routes/game';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * 18NY's bounds in the route search: the D train's $100 per off-board served (2nd edition, as 18xx.games) counted in
 * each off-board's value (`stopBonus`), and a route's two open ends bounded by one path walk. At every recorded 18NY
 * run the search finds, proven optimal, the revenue the search before them found
 * (`test/fixtures/routes/18NY-best-revenues.json`: "<game> #<action> <corporation>": revenue), and the revenue it
 * finds without path bounds.
 */
const before = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'routes', '18NY-best-revenues.json'), 'utf8')) as Record<string, number>;

describe('18NY: the D train bonus per off-board and one path walk for both ends keep every best run', () => {
  for (const file of fixtureFiles('18NY')) {
    const name = file.split('/').pop()!;
    it(name, () => {
      const wrong: string[] = [];
      let compared = 0;
      walkRoutePositions(loadTitle('18NY'), loadFixture(file), ({ game, action }) => {
        const corp = String(action.entity);
        const label = `${name} #${action.id} ${corp}`;
        const best = bestRoutes(game, corp);
        const unbounded = bestRoutes(game, corp, { pathBounds: false });
        if (!best.ok || !unbounded.ok) return void wrong.push(`${label}: ${[best, unbounded].map((r) => (r.ok ? 'ok' : r.error)).join(' / ')}`);
        const want = before[label];
        if (want !== undefined) compared++;
        if (!best.value.optimal || best.value.revenue !== unbounded.value.revenue || (want !== undefined && best.value.revenue !== want))
          wrong.push(`${label}: now ${best.value.revenue}, without path bounds ${unbounded.value.revenue}, before ${want}`);
      });
      expect(wrong).toEqual([]);
      expect(compared).toBe(Object.keys(before).filter((k) => k.startsWith(`${name} `)).length);
    });
  }
});
