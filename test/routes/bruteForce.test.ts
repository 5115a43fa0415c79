import { describe, expect, it } from 'vitest';
import { graph } from '../../shared/engine/board';
import { context } from '../../shared/engine/game';
import { phaseColor } from '../../shared/engine/routes';
import type { ResolvedRoute, RouteRules, RouteTrain } from '../../shared/graph/types';
import { optimizeRoutes, type OptimizerRouteRules } from '../../shared/routes/optimize';
import type { TrackGraph } from '../../shared/graph/trackGraph';
import type { RevenueColor } from '../../shared/title/types';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { bruteForceBest, candidateRoutes } from './bruteForce';
import { chainEdges, hexEdgesCrossed } from '../../shared/rules/18NY/routes';
import { walkRoutePositions } from './positions';

/**
 * Exactness: on small recorded 1830 positions, the optimiser's best run equals the best found by trying every
 * combination of walks (scored by the route validator), for the standard trains and for train kinds and rule hooks
 * of other titles run on the same boards.
 */

interface Position {
  label: string;
  g: TrackGraph;
  corp: string;
  phase: RevenueColor;
}

const MAX_CANDIDATES = 400;
const PER_GAME = 10;

function smallPositions(): Position[] {
  const out: Position[] = [];
  const title = loadTitle('1830');
  for (const file of fixtureFiles('1830')) {
    let taken = 0;
    let seen = 0;
    const name = file.split('/').pop();
    walkRoutePositions(title, loadFixture(file), ({ game, action }) => {
      if (taken >= PER_GAME) return;
      const c = context(game);
      const g = graph(c);
      const corp = String(action.entity);
      const n = candidateRoutes(g, corp, 99).length;
      // Spread over the game: every third run that is small enough.
      if (n > MAX_CANDIDATES || n < 4 || seen++ % 3 !== 0) return;
      // The graph is shared with the replay, which goes on changing it: keep a copy of this board.
      const copy = new (g.constructor as typeof TrackGraph)(g.title, structuredClone(game.state.hexes));
      out.push({ label: `${name} before ${action.id} (${corp})`, g: copy, corp, phase: phaseColor(c) });
      taken++;
    });
  }
  return out;
}

const positions = smallPositions();

const train = (name: string, distance: RouteTrain['distance'], extra: Partial<RouteTrain> = {}): RouteTrain => ({ name, distance, ...extra });
const offboardBonus: OptimizerRouteRules = {
  bonus: (route: ResolvedRoute, stops: readonly number[], ctx) =>
    stops.some((n) => ctx.graph.shapeAt(ctx.graph.nodeHex(n)).stopKind[ctx.graph.nodeStop(n)] === 2) ? 30 : 0,
};

const isOffboard = (g: TrackGraph, n: number) => g.shapeAt(g.nodeHex(n)).stopKind[g.nodeStop(n)] === 2;
/** 1846 Mail Contract: the route visiting most stops (ties: the higher train id) earns 10 per stop. */
const longestRouteBonus: OptimizerRouteRules = {
  runBonus: (routes) => {
    let best = -1;
    routes.forEach((r, i) => {
      const b = routes[best];
      if (!b || r.nodes.length > b.nodes.length || (r.nodes.length === b.nodes.length && r.train > b.train)) best = i;
    });
    return routes.map((r, i) => (i === best ? 10 * r.nodes.length : 0));
  },
};

/** 18NY H trains: hex edges crossed, with the optimiser's lower bound per chain (or only checked when finished). */
const hexEdges: OptimizerRouteRules = { routeDistance: hexEdgesCrossed, chainDistance: chainEdges };

/**
 * A bonus of the run from the stops its routes pay, like 18NY's connection bonuses (7.1.3.2): $10 for each town or
 * off-board served, once per run (the first route serving it counts it).
 */
const servedOnce: OptimizerRouteRules = {
  runExtra: (g, _routes, paying) => {
    const seen = new Set<number>();
    return paying.map((stops) => {
      let n = 0;
      for (const s of stops) if (g.shapeAt(g.nodeHex(s)).stopKind[g.nodeStop(s)]! > 0 && !seen.has(s) && seen.add(s)) n += 10;
      return n;
    });
  },
};
const servedOnceStop = (ctx: { graph: TrackGraph }, s: number) => (ctx.graph.shapeAt(ctx.graph.nodeHex(s)).stopKind[ctx.graph.nodeStop(s)]! > 0 ? 10 : 0);

/** Like 1817 mines: $10 for each marked hex a route runs through (every fifth hex of the map here), once each. */
const isMine = (h: number) => h % 5 === 0;
const minesOf = (paths: readonly number[], g: TrackGraph) => new Set(paths.map((p) => Math.floor(p / g.maxPaths)).filter(isMine)).size * 10;
const mines: OptimizerRouteRules = {
  bonus: (route, _stops, ctx) => minesOf(route.paths, ctx.graph),
  chainBonus: (paths, ctx) => minesOf(paths, ctx.graph),
  bonusBound: () => 0,
};

/** `pathBonus`: the revenue depends on the track too (never `revenueOfStopsOnly`: not for the route pools' method). */
const CASES: { name: string; trains: RouteTrain[]; rules?: OptimizerRouteRules; pathBonus?: boolean }[] = [
  { name: 'a 2-train and a 3-train', trains: [train('2', 2), train('3', 3)] },
  { name: 'two identical 3-trains', trains: [train('3', 3), train('3', 3)] },
  { name: 'three trains: 2, 2 and 3', trains: [train('2', 2), train('2', 2), train('3', 3)] },
  { name: 'four trains: 3 and three identical 2s', trains: [train('3', 3), train('2', 2), train('2', 2), train('2', 2)] },
  { name: 'a 4-train and a D (unlimited)', trains: [train('4', 4), train('D', 999)] },
  { name: 'towns free (townVisitCost 0)', trains: [train('2', 2), train('3', 3)], rules: { townVisitCost: 0 } },
  { name: 'a 4H train counting hexes (18NY)', trains: [train('4H', 4, { distanceUnit: 'hexes' })] },
  { name: 'two 2H trains counting hexes (18NY)', trains: [train('2H', 2, { distanceUnit: 'hexes' }), train('2H', 2, { distanceUnit: 'hexes' })] },
  { name: 'a 4H and a 2H train counting hexes (18NY)', trains: [train('4H', 4, { distanceUnit: 'hexes' }), train('2H', 2, { distanceUnit: 'hexes' })] },
  { name: 'a 3/5 train paying its best 3 cities (1846)', trains: [train('3/5', [{ nodes: ['city', 'offboard'], pay: 3, visit: 5 }])] },
  { name: 'a 4DE paying its best 4 stops doubled (18NY)', trains: [train('4DE', [{ nodes: ['city', 'offboard', 'town'], pay: 4, visit: 99, multiplier: 2 }])] },
  { name: 'an off-board bonus with its bound', trains: [train('3', 3), train('2', 2)], rules: { ...offboardBonus, bonusBound: () => 30 } },
  { name: 'an off-board bonus without a bound', trains: [train('3', 3)], rules: offboardBonus },
  {
    name: 'an off-board bonus with a bound from the stops in reach',
    trains: [train('3', 3), train('2', 2)],
    rules: { ...offboardBonus, bonusBound: (ctx, stops) => (stops.some((n) => isOffboard(ctx.graph, n)) ? 30 : 0) },
  },
  {
    name: 'an off-board bonus on a 3/5 train, bounded from the stops in reach',
    trains: [train('3/5', [{ nodes: ['city', 'offboard'], pay: 3, visit: 5 }]), train('2', 2)],
    rules: { ...offboardBonus, bonusBound: (ctx, stops) => (stops.some((n) => isOffboard(ctx.graph, n)) ? 30 : 0), revenueOfStopsOnly: true },
  },
  {
    name: 'a bonus of the whole run (the longest route, 1846 Mail Contract) with its bound',
    trains: [train('3', 3), train('2', 2), train('2', 2)],
    rules: { ...longestRouteBonus, runBonusBound: (m) => 10 * Math.max(0, ...Array.from(m)) },
  },
  { name: 'a bonus of the whole run without a bound', trains: [train('3', 3), train('2', 2)], rules: longestRouteBonus },
  { name: '18NY: a 4H and a 2H crossing hex edges, pruned by the edges of each chain', trains: [train('4H', 4), train('2H', 2)], rules: hexEdges },
  { name: '18NY: a 4H crossing hex edges, checked when finished only', trains: [train('4H', 4)], rules: { routeDistance: hexEdgesCrossed } },
  { name: '1817 mines passed through, counted per chain of track', trains: [train('3', 3), train('2', 2)], rules: mines, pathBonus: true },
  {
    name: '1817 mines passed through by a 3/5 train paying its best 3 cities',
    trains: [train('3/5', [{ nodes: ['city', 'offboard'], pay: 3, visit: 5 }]), train('2', 2)],
    rules: mines,
    pathBonus: true,
  },
  {
    name: '18NY 7.1.3.2: bonuses served once per run, bounded per stop',
    trains: [train('3', 3), train('2', 2), train('2', 2)],
    rules: { ...servedOnce, runExtraStop: servedOnceStop },
  },
  { name: '18NY 7.1.3.2: bonuses served once per run, without a bound', trains: [train('3', 3), train('2', 2)], rules: servedOnce },
  {
    name: '18NY 7.1.3.2: bonuses served once per run by 4DE trains paying their best stops',
    trains: [train('4DE', [{ nodes: ['city', 'offboard', 'town'], pay: 4, visit: 99, multiplier: 2 }]), train('2', 2)],
    rules: { ...servedOnce, runExtraStop: servedOnceStop },
  },
  {
    name: 'a route check hook (no town on a route)',
    trains: [train('2', 2), train('3', 3)],
    rules: {
      extraValidation: (route, ctx) =>
        route.nodes.some((n) => ctx.graph.shapeAt(ctx.graph.nodeHex(n)).stopKind[ctx.graph.nodeStop(n)] === 1) ? 'no towns' : null,
    },
  },
  {
    name: 'a whole-run check hook (at most two routes)',
    trains: [train('2', 2), train('2', 2), train('3', 3)],
    rules: { extraSetValidation: (routes) => (routes.length > 2 ? 'at most two routes' : null) },
  },
];

/**
 * Both ways of searching: route pools (every route of each train listed, then combined; used where a route's revenue
 * depends on its stops only, which all these hooks do) and the single branch and bound (the fallback).
 */
const METHODS: { name: string; poolLimit: number; rules: (r: OptimizerRouteRules) => OptimizerRouteRules }[] = [
  { name: 'route pools', poolLimit: 20_000, rules: (r) => ({ ...r, revenueOfStopsOnly: true }) },
  { name: 'one branch and bound', poolLimit: 0, rules: (r) => r },
];

describe('the optimiser equals brute force on small recorded boards', () => {
  it('finds enough small positions to be meaningful', () => {
    expect(positions.length).toBeGreaterThanOrEqual(6);
  });
  for (const method of METHODS) {
    for (const cs of CASES.filter((x) => !(x.pathBonus && method.name === 'route pools'))) {
      it(`${method.name}: ${cs.name}`, () => {
        const wrong: string[] = [];
        for (const p of positions) {
          const trains = cs.trains.map((t, i) => ({ id: `${t.name}-${i}`, train: t }));
          const rules: RouteRules = cs.rules ?? {};
          const best = optimizeRoutes(p.g, p.corp, trains, p.phase, method.rules(rules), { poolLimit: method.poolLimit, reuse: false });
          const brute = bruteForceBest(p.g, p.corp, trains, p.phase, rules);
          if (best.revenue !== brute || !best.optimal) wrong.push(`${p.label}: optimiser ${best.revenue} (optimal ${best.optimal}), brute force ${brute}`);
        }
        expect(wrong).toEqual([]);
      });
    }
  }
});
