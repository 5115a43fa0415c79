import { describe, expect, it } from 'vitest';
import { type RouteTrain, TrackGraph, bestRoutes, validateRoutes } from '../../shared/graph';
import { BoardReplay, effectiveActions, loadFixture, loadTitle } from './replay';
import { laid, tinyTitle } from './tinyTitle';

const T = (name: string, distance: number): RouteTrain => ({ name, distance });

describe('bestRoutes on the hand-made board', () => {
  // X home B5 (30): W to off-board A2 (20/40), E through B7 (green city 30) to off-board C8 (30/60).
  const board = () => ({ B5: laid(null, 0, [['X']]), B3: laid('8', 2), B7: laid('14', 1, [[null, null]]) });

  it.each([
    [[T('2', 2)], [60], 'a 2-train takes B5–B7 (60) over B5–A2 (50)'],
    [[T('2', 2), T('2', 2)], [60, 50], 'two 2-trains split at B5'],
    [[T('3', 3)], [90], 'a 3-train: B5–B7–C8'],
    [[T('4', 4)], [110], 'a 4-train runs A2 to C8'],
    [[T('4', 4), T('2', 2)], [90, 50], 'two shorter runs beat the 4-train alone (110)'],
  ] as [RouteTrain[], number[], string][])('%j → %j (%s)', (trains, revenues) => {
    const g = new TrackGraph(tinyTitle(), board());
    const r = bestRoutes(g, 'X', trains.map((train, i) => ({ id: `${train.name}-${i}`, train })), 'yellow');
    expect(r.complete).toBe(true);
    expect(r.revenues).toEqual(revenues);
    const check = validateRoutes(g, 'X', r.actions, Object.fromEntries(trains.map((t, i) => [`${t.name}-${i}`, t])), 'yellow');
    expect(check).toMatchObject({ ok: true, revenues });
  });

  it('hex-counting trains (18NY 2H) are searched by hexes travelled', () => {
    const g = new TrackGraph(tinyTitle(), board());
    const train: RouteTrain = { name: '2H', distance: 2, distanceUnit: 'hexes' };
    const r = bestRoutes(g, 'X', [{ id: '2H-0', train }], 'yellow');
    expect(r).toMatchObject({ complete: true, revenues: [110] });
  });

  it('a corporation without a network runs nothing', () => {
    const g = new TrackGraph(tinyTitle(), board());
    expect(bestRoutes(g, 'Z', [{ id: '2-0', train: T('2', 2) }], 'yellow')).toMatchObject({ routes: [], total: 0 });
  });
});

describe('bestRoutes on recorded 1830 runs: never worse than the players, always legal', () => {
  it.each(['26855.json', '1830_game_end_bank.json'])('%s', (file) => {
    const title = loadTitle('1830');
    const replay = new BoardReplay(title);
    let checked = 0;
    let slowest = 0;
    for (const a of effectiveActions(loadFixture('1830', file).actions)) {
      if (a.type === 'run_routes' && a.routes?.length) {
        replay.apply({ ...a, type: 'noop' }); // home token placement only
        const corp = String(a.entity);
        const trains = a.routes.map((r) => {
          const name = r.train.slice(0, r.train.lastIndexOf('-'));
          const def = title.trains.find((t) => t.name === name)!;
          return { id: r.train, train: { name, distance: def.distance } };
        });
        const t0 = performance.now();
        const best = bestRoutes(replay.graph, corp, trains, phaseColorAt(replay), {}, { deadlineMs: 5000 });
        slowest = Math.max(slowest, performance.now() - t0);
        const recorded = a.routes.reduce((s, r) => s + r.revenue, 0);
        expect(best.complete, `action ${a.id}`).toBe(true);
        expect(best.total, `action ${a.id}: best ${JSON.stringify(best.actions)}`).toBeGreaterThanOrEqual(recorded);
        const check = validateRoutes(replay.graph, corp, best.actions, Object.fromEntries(trains.map((t) => [t.id, t.train])), phaseColorAt(replay));
        expect(check).toMatchObject({ ok: true, revenues: best.revenues });
        checked++;
      }
      replay.apply(a);
    }
    expect(checked).toBeGreaterThan(40);
    console.log(`${file}: ${checked} runs, slowest search ${slowest.toFixed(1)} ms`);
  });
});

function phaseColorAt(replay: BoardReplay) {
  return (replay as unknown as { phaseColor(): 'yellow' | 'green' | 'brown' | 'gray' }).phaseColor();
}
