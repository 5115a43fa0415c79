import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { bestRoutes, toRunRoutes } from '../../../shared/routes/game';
import { connectionRunner, connectionStage } from '../../../shared/rules/1870/connection';
import { state1870 } from '../../../shared/rules/1870/state';
import { TrackGraph } from '../../../shared/graph/trackGraph';
import type { ResolvedRoute } from '../../../shared/graph/types';
import { optimizeRoutes } from '../../../shared/routes/optimize';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';
import { GAMES, firstPosition } from './helpers';

/**
 * Best routes know 1870's destinations (rules p. 23): in a connection run one train runs exactly from the home station
 * to the destination, and a destination station on the map doubles its city at a route's end.
 */
const runAt = (game: Game) => {
  const c = context(game);
  const sym = connectionRunner(c)!;
  return { c, sym, home: c.s.corporations[sym].tokens[0].hex, dest: c.t.corporation.get(sym)!.destination };
};

describe('best routes of a connection run run one train exactly from home to destination (p. 23)', () => {
  for (const name of GAMES) {
    it(name, () => {
      const game = firstPosition(name, (c) => connectionRunner(c) !== null && connectionStage(c) === 'route');
      expect(game).not.toBeNull();
      const { sym, home, dest } = runAt(game!);
      const best = bestRoutes(game!, sym);
      if (!best.ok) throw new Error(best.error);
      const ends = best.value.routes.map((r) => [r.hexes[0], r.hexes[r.hexes.length - 1]].sort().join());
      expect(ends).toContain([home, dest].sort().join());
      expect(applyAction(game!, toRunRoutes(best.value, sym)).ok).toBe(true);
    });
  }
});

describe('a destination station doubles its city at a route end in best routes (p. 23)', () => {
  it("the connection run's home-to-destination route earns the destination twice", () => {
    const game = firstPosition(
      GAMES[0],
      (c) => connectionRunner(c) !== null && connectionStage(c) === 'route' && state1870(c).destinations[connectionRunner(c)!] === 'map',
    );
    expect(game).not.toBeNull();
    const { sym, dest } = runAt(game!);
    const best = bestRoutes(game!, sym);
    if (!best.ok) throw new Error(best.error);
    const run = best.value.routes.find((r) => r.hexes[0] === dest || r.hexes[r.hexes.length - 1] === dest)!;
    // The same stops without the destination station on the map earn the destination's value once less.
    const without = structuredClone(game!.state);
    delete (without.titleState as { destinations: Record<string, string> }).destinations[sym];
    const plain = bestRoutes({ ...game!, state: without, cache: {} }, sym);
    expect(plain.ok).toBe(true);
    expect(run.revenue).toBeGreaterThan(0);
    expect(best.value.revenue).toBeGreaterThan(plain.ok ? plain.value.revenue : 0);
  });
});

/**
 * The board of random play 1870 5p [original_tiles, max_reissue_200, can_protect_if_sold, original_market] seed 17 at
 * SP's connection run (home N1, destination N17 with its station, an 8-train and a 5-train): only the 8-train can run
 * home to destination (six stops), and running freely both trains would earn more than any run that connects.
 */
describe('a train that cannot reach the destination leaves the connection run to one that can (p. 23)', () => {
  const OPTIONS = ['original_tiles', 'max_reissue_200', 'can_protect_if_sold', 'original_market'];
  const board = () => {
    const raw = JSON.parse(readFileSync(join(import.meta.dirname, 'games', 'connection-run_5p_s17.board.json'), 'utf8')) as Record<
      string,
      [string | null, number, (string | null)[][]]
    >;
    return Object.fromEntries(Object.entries(raw).map(([hex, [tile, rotation, tokens]]) => [hex, { tile, rotation, tokens }]));
  };
  const title = loadTitle('1870');
  const g = new TrackGraph(rulesFor(title).withOptions!(title, OPTIONS), board());
  const trains = [
    { id: '8-1', train: { name: '8', distance: 8 } },
    { id: '5-2', train: { name: '5', distance: 5 } },
  ];
  const connects = (r: ResolvedRoute) =>
    [r.nodes[0], r.nodes[r.nodes.length - 1]]
      .map((n) => g.hexIds[g.nodeHex(n!)])
      .sort()
      .join() === 'N1,N17';
  const rules = {
    revenueOfStopsOnly: true,
    requiredRoute: connects,
    extraSetValidation: (rs: readonly ResolvedRoute[]) => (rs.some(connects) ? null : 'no connection'),
  };

  it('the 8-train runs N1 to N17 and the 5-train runs beside it', () => {
    const free = optimizeRoutes(g, 'SP', trains, 'blue', { revenueOfStopsOnly: true });
    const best = optimizeRoutes(g, 'SP', trains, 'blue', rules);
    expect(best.optimal).toBe(true);
    expect(best.routes.map((r) => [r.train, r.hexes[0], r.hexes[r.hexes.length - 1]])).toContainEqual(['8-1', 'N1', 'N17']);
    expect(best.routes.map((r) => r.train)).toEqual(['8-1', '5-2']);
    expect(best.revenue).toBeLessThan(free.revenue);
  });

  it('the 5-train alone cannot make the run: no run is offered as one', () => {
    expect(() => optimizeRoutes(g, 'SP', trains.slice(1), 'blue', rules)).toThrow(/no train of SP can run the required route/);
  });
});
