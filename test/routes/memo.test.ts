import { describe, expect, it } from 'vitest';
import { context } from '../../shared/engine/game';
import { hexChanged } from '../../shared/engine/board';
import { bestRoutes } from '../../shared/routes/game';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions } from './positions';

/**
 * Best routes asked again on the same position reuse the proven optimum found before (shared/routes/memo.ts), and only
 * there: one game replayed in place, asked at every recorded 18NY run, must answer as a fresh copy of each position.
 */
describe('best routes kept for the position they were found on', () => {
  const file = fixtureFiles('18NY')[0]!;
  const fresh = (g: Parameters<typeof bestRoutes>[0]) => ({ ...g, state: structuredClone(g.state), cache: {} });
  // The search's effort aside: in place, the run chosen at an earlier position may still stand (shared/routes/previous.ts).
  const strip = (r: ReturnType<typeof bestRoutes>) => (r.ok ? { ...r.value, ms: 0, stats: null } : r);

  it('a game replayed in place answers at every run as a fresh copy of the position, and again alike', () => {
    let asked = 0;
    const differ: string[] = [];
    walkRoutePositions(loadTitle('18NY'), loadFixture(file), (p) => {
      const corp = String(p.action.entity);
      const kept = bestRoutes(p.game, corp);
      const again = bestRoutes(p.game, corp);
      const copy = bestRoutes(fresh(p.game), corp);
      if (JSON.stringify(strip(kept)) !== JSON.stringify(strip(copy))) differ.push(`#${p.action.id} ${corp}: kept`);
      if (JSON.stringify(strip(again)) !== JSON.stringify(strip(copy))) differ.push(`#${p.action.id} ${corp}: again`);
      asked++;
    });
    expect(asked).toBeGreaterThan(50);
    expect(differ).toEqual([]);
  });

  it('a result handed out is a copy; a changed hex, another question or a changed corporation searches again', () => {
    let done = false;
    walkRoutePositions(loadTitle('18NY'), loadFixture(file), (p) => {
      if (done || p.action.id !== 860) return;
      done = true;
      const game = fresh(p.game);
      const corp = String(p.action.entity);
      const first = bestRoutes(game, corp);
      if (!first.ok) throw new Error(first.error);
      first.value.routes.length = 0;
      const second = bestRoutes(game, corp);
      expect(second.ok && second.value.routes.length).toBeGreaterThan(0);
      // A what-if is another question.
      const whatIf = bestRoutes(game, corp, { trains: ['2H'] });
      expect(whatIf.ok && whatIf.value.revenue).toBeLessThan(second.ok ? second.value.revenue : 0);
      // The corporation's trains taken away in place: nothing to run.
      const c = context(game);
      const trains = c.s.corporations[corp]!.trains;
      c.s.corporations[corp]!.trains = [];
      const idle = bestRoutes(game, corp);
      expect(idle.ok && idle.value.revenue).toBe(0);
      c.s.corporations[corp]!.trains = trains;
      // Its stations lifted off the map in place (the graph told): searched again, on the new map.
      const before = bestRoutes(game, corp);
      const saved = structuredClone(c.s.hexes);
      for (const [id, h] of Object.entries(c.s.hexes)) {
        if (!h.tokens.some((slots) => slots.includes(corp))) continue;
        h.tokens = h.tokens.map((slots) => slots.map((x) => (x === corp ? null : x)));
        hexChanged(c, id);
      }
      const after = bestRoutes(game, corp);
      expect(after.ok && before.ok && before.value.revenue).toBeGreaterThan(0);
      expect(after.ok && after.value.revenue).toBe(0);
      for (const id of Object.keys(saved)) c.s.hexes[id] = saved[id]!;
    });
    expect(done).toBe(true);
  });
});
