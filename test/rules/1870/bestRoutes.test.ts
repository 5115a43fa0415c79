import { describe, expect, it } from 'vitest';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { bestRoutes, toRunRoutes } from '../../../shared/routes/game';
import { connectionRunner, connectionStage } from '../../../shared/rules/1870/connection';
import { state1870 } from '../../../shared/rules/1870/state';
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
