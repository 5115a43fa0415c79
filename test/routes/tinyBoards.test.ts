import { describe, expect, it } from 'vitest';
import { TrackGraph } from '../../shared/graph/trackGraph';
import { validateRoutes } from '../../shared/graph/routes';
import type { ResolvedRoute, RouteTrain } from '../../shared/graph/types';
import type { MapHex } from '../../shared/title/types';
import { optimizeRoutes } from '../../shared/routes/optimize';
import { TINY_HEXES, TINY_TILES, laid, tinyTitle } from '../graph/tinyTitle';
import { bruteForceBest } from './bruteForce';

/** Route rules on hand-made boards: the optimiser's best run, checked against brute force and the validator. */

const T = (name: string, distance: number): RouteTrain => ({ name, distance });
const run = (g: TrackGraph, trains: RouteTrain[], phase: 'yellow' | 'brown' = 'yellow', timeLimitMs?: number) =>
  optimizeRoutes(
    g,
    'X',
    trains.map((train, i) => ({ id: `${train.name}-${i}`, train })),
    phase,
    {},
    { timeLimitMs },
  );
const brute = (g: TrackGraph, trains: RouteTrain[], phase: 'yellow' | 'brown' = 'yellow') =>
  bruteForceBest(
    g,
    'X',
    trains.map((train, i) => ({ id: `${train.name}-${i}`, train })),
    phase,
  );

/** X home in B5 (city 30, W–E); W runs to off-board A2 (20/40), E through B7 (green city 30) to off-board C8 (30/60). */
const board = () => ({
  B5: laid(null, 0, [['X']]),
  B3: laid('8', 2),
  B7: laid('14', 1, [[null, null]]),
});

describe('best runs on the hand-made board', () => {
  it.each([
    ['one 2-train takes the richer side', [T('2', 2)], 'yellow', 60],
    ['a 4-train runs off-board to off-board', [T('4', 4)], 'yellow', 20 + 30 + 30 + 30],
    ['two 2-trains split at the station', [T('2', 2), T('2', 2)], 'yellow', 50 + 60],
    ['off-boards pay their brown value in brown', [T('4', 4)], 'brown', 40 + 30 + 30 + 60],
  ] as const)('%s', (_, trains, phase, revenue) => {
    const g = new TrackGraph(tinyTitle(), board());
    const best = run(g, [...trains], phase);
    expect(best).toMatchObject({ revenue, optimal: true });
    expect(brute(g, [...trains], phase)).toBe(revenue);
    // The routes as recorded actions pass the validator with the same revenues.
    const lookup = Object.fromEntries(trains.map((t, i) => [`${t.name}-${i}`, t]));
    const v = validateRoutes(g, 'X', best.routes, lookup, phase);
    expect(v).toMatchObject({ ok: true, total: revenue });
  });

  it('a city filled by other stations ends a route but is not run through', () => {
    const g = new TrackGraph(tinyTitle(), { ...board(), B7: laid('14', 1, [['Y', 'Z']]) });
    const best = run(g, [T('4', 4)]);
    expect(best.revenue).toBe(20 + 30 + 30); // A2 – B5 – B7, not on to C8
    expect(best.routes[0]!.nodes).toEqual(expect.arrayContaining(['B7-0']));
    expect(best.routes[0]!.nodes).not.toContain('C8-0');
    expect(brute(g, [T('4', 4)])).toBe(80);
  });

  it('a route visits at most one stop of a group (1830 Canada, Gulf): the D takes the richer off-board', () => {
    const hexes: MapHex[] = TINY_HEXES.map((h) =>
      h.id === 'A2' ? { ...h, tile: { ...h.tile, stops: [{ type: 'offboard', revenue: 20, group: 'Gulf' }] } } : h,
    );
    const g = new TrackGraph(tinyTitle(hexes), board());
    const best = run(g, [T('D', 999)]);
    expect(best).toMatchObject({ revenue: 30 + 30 + 30, optimal: true }); // B5 – B7 – C8 (30), not A2 (20) as well
    expect(brute(g, [T('D', 999)])).toBe(90);
    // Two trains may each take one of them.
    expect(run(g, [T('D', 999), T('D', 999)]).revenue).toBe(brute(g, [T('D', 999), T('D', 999)]));
  });

  it('terminal track may end a route but not be run through', () => {
    const hexes: MapHex[] = TINY_HEXES.map((h) =>
      h.id === 'B3' ? { id: 'B3', color: 'gray', tile: { paths: [{ a: { edge: 2 }, b: { edge: 4 }, terminal: true }] } } : h,
    );
    const g = new TrackGraph(tinyTitle(hexes), { B5: laid(null, 0, [['X']]), B7: laid('14', 1, [[null, null]]) });
    expect(run(g, [T('4', 4)]).revenue).toBe(brute(g, [T('4', 4)]));
  });

  it('a junction is run through without counting as a stop', () => {
    const g = new TrackGraph(tinyTitle(), { C6: laid('57', 0, [['X']]), B7: laid('J', 5), A8: laid('3', 0) });
    expect(run(g, [T('2', 2)])).toMatchObject({ revenue: 30, optimal: true });
  });

  it('a four-way junction may be crossed twice on different paths', () => {
    const title = tinyTitle(undefined, [
      ...TINY_TILES,
      { id: 'JX', color: 'brown', stops: [{ type: 'junction', revenue: 0 }], paths: [0, 1, 3, 4].map((e) => ({ a: { edge: e }, b: { stop: 0 } })) },
    ]);
    const g = new TrackGraph(title, { B5: laid('JX', 1), B3: laid('57', 1, [['X']]), B7: laid('3', 0), C6: laid('3', 2), A4: laid('57', 2, [[]]) });
    expect(run(g, [T('4', 4)])).toMatchObject({ revenue: 60, optimal: true });
    expect(brute(g, [T('4', 4)])).toBe(60);
  });

  it('two cities on one hex (OO) are two stops', () => {
    const g = new TrackGraph(tinyTitle(), { ...board(), B5: laid('OO1', 1, [['X'], []]) });
    const best = run(g, [T('2', 2), T('3', 3)]);
    expect(best.revenue).toBe(brute(g, [T('2', 2), T('3', 3)]));
    expect(best.optimal).toBe(true);
  });

  it('a corporation without a station, or without trains, earns nothing', () => {
    const g = new TrackGraph(tinyTitle(), board());
    expect(optimizeRoutes(g, 'Q', [{ id: '2-0', train: T('2', 2) }], 'yellow')).toMatchObject({ revenue: 0, routes: [], optimal: true });
    expect(optimizeRoutes(g, 'X', [], 'yellow')).toMatchObject({ revenue: 0, routes: [], optimal: true });
  });

  it('a required route is run by a train that can make it, even where running freely earns more (1870 p. 23)', () => {
    // One route must run from A2 to B7 (three stops): the 2-train cannot, so the 4-train does and the 2-train finds no
    // track left (80); freely they earn 140 (A2–B5, B5–C8), the 4-train alone 110 (A2 to C8).
    const g = new TrackGraph(tinyTitle(), board());
    const hexOf = (n: number) => g.hexIds[g.nodeHex(n)];
    const requiredRoute = (r: ResolvedRoute) => [hexOf(r.nodes[0]!), hexOf(r.nodes[r.nodes.length - 1]!)].sort().join() === 'A2,B7';
    const trains = [T('4', 4), T('2', 2)].map((train, i) => ({ id: `${train.name}-${i}`, train }));
    expect(optimizeRoutes(g, 'X', trains, 'yellow').revenue).toBe(140);
    const best = optimizeRoutes(g, 'X', trains, 'yellow', { requiredRoute });
    expect(best).toMatchObject({ revenue: 20 + 30 + 30, optimal: true });
    expect(best.routes.map((r) => [r.train, r.hexes.slice().sort().join()])).toEqual([['4-0', 'A2,B5,B7']]);
  });
});
