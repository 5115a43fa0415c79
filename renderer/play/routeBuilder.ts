/**
 * Building a run by clicking stops: each train's route is the stops clicked in order; the track between two
 * consecutive stops is found here (the shortest piece of track not used by the run yet), and the run is checked and
 * priced by the graph's `validateRoutes`, the same function the engine uses (1830 §6.5, 1846 §6.8).
 */
import type { RouteJson } from '@shared/engine/actions';
import type { Game } from '@shared/engine/game';
import { graph } from '@shared/engine/board';
import { phaseColor, routeTrain } from '@shared/engine/routes';
import { chainHexes, chainsFromStop, sidesOf } from '@shared/graph/chains';
import { validateRoutes } from '@shared/graph/routes';
import { distanceUsed } from '@shared/graph/revenue';
import { JUNCTION } from '@shared/graph/shape';
import type { TrackGraph } from '@shared/graph/trackGraph';
import { ctxOf } from './view';

export interface StopRef {
  hex: string;
  stop: number;
}

export interface TrainRoute {
  train: string;
  stops: StopRef[];
}

export interface BuiltRun {
  routes: RouteJson[];
  /** Revenue per train, in the order of `trains` (0 while a route has fewer than two stops). */
  revenues: number[];
  total: number;
  /** Why the run is not legal yet, or null. */
  error: string | null;
  /** Hexes the run's track uses (to mark on the board). */
  hexes: string[];
  /**
   * For trains that count hexes (18NY's H-trains), the hexes allowed and, once the run is legal, travelled as the
   * engine counts them (the title's measure), in the order of `trains`; null for the other trains.
   */
  hexCounts: ({ used: number | null; of: number } | null)[];
}

/** Stops the corporation's network reaches (route targets on the board). */
export function reachableStops(game: Game, corp: string): StopRef[] {
  const c = ctxOf(game);
  const g = graph(c);
  const conn = g.connectivity(corp);
  const out: StopRef[] = [];
  for (let n = 0; n < conn.nodes.length; n++) {
    if (!conn.nodes[n]) continue;
    if (g.shapeAt(g.nodeHex(n)).stopKind[g.nodeStop(n)] === JUNCTION) continue;
    out.push(g.stopRef(n));
  }
  return out;
}

interface Link {
  paths: number[];
  hexes: string[];
}

/** Every piece of track from stop node `a` to stop node `b` (passing junctions only), shortest first. */
function linksBetween(g: TrackGraph, a: number, b: number): Link[] {
  return chainsFromStop(g, a)
    .filter((chain) => chain.b === b)
    .map((chain) => ({ paths: chain.paths, hexes: chainHexes(g, chain.paths) }))
    .sort((x, y) => x.hexes.length - y.hexes.length);
}

/** The run the clicked stops describe, with revenues or the reason it is not legal. */
export function buildRun(game: Game, corp: string, trains: readonly TrainRoute[]): BuiltRun {
  const c = ctxOf(game);
  const g = graph(c);
  const usedPaths = new Set<number>();
  const usedSides = new Set<number>();
  const routes: RouteJson[] = [];
  const hexes = new Set<string>();
  let error: string | null = null;
  const index: number[] = [];
  trains.forEach((t, ti) => {
    if (t.stops.length < 2) return;
    const nodes = t.stops.map((s) => g.parseNodeName(`${s.hex}-${s.stop}`));
    const connections: string[][] = [];
    for (let i = 1; i < nodes.length; i++) {
      const a = nodes[i - 1];
      const b = nodes[i];
      if (a === null || b === null) {
        error ??= `train ${t.train}: not a stop`;
        return;
      }
      const link = linksBetween(g, a, b).find((l) => l.paths.every((p) => !usedPaths.has(p) && sidesOf(g, p).every((s) => !usedSides.has(s))));
      if (!link) {
        error ??= `train ${t.train}: no free track from ${t.stops[i - 1].hex} to ${t.stops[i].hex}`;
        return;
      }
      for (const p of link.paths) {
        usedPaths.add(p);
        for (const s of sidesOf(g, p)) usedSides.add(s);
      }
      link.hexes.forEach((h) => hexes.add(h));
      connections.push(link.hexes);
    }
    routes.push({ train: t.train, connections, nodes: t.stops.map((s) => `${s.hex}-${s.stop}`) });
    index.push(ti);
  });
  const revenues = trains.map(() => 0);
  const k = c.s.corporations[corp];
  const hexTrain = (id: string) => {
    const rt = k.trains.includes(id) ? routeTrain(c, id) : undefined;
    return rt?.distanceUnit === 'hexes' && typeof rt.distance === 'number' ? rt : null;
  };
  const hexCounts = trains.map((t) => {
    const rt = hexTrain(t.train);
    return rt ? { used: null as number | null, of: rt.distance as number } : null;
  });
  if (error || routes.length === 0)
    return {
      routes,
      revenues,
      total: 0,
      error: error ?? (trains.length ? 'click at least two stops for a train' : null),
      hexes: [...hexes],
      hexCounts,
    };
  const rules = c.rules.routeRules?.(c, k) ?? {};
  const v = validateRoutes(
    g,
    corp,
    routes.map((r) => ({ train: r.train, connections: r.connections ?? [], nodes: r.nodes })),
    (id) => (k.trains.includes(id) ? routeTrain(c, id) : undefined),
    phaseColor(c),
    rules,
  );
  if (!v.ok) return { routes, revenues, total: 0, error: v.error, hexes: [...hexes], hexCounts };
  v.revenues.forEach((r, i) => {
    revenues[index[i]] = r;
    routes[i].revenue = r;
    const count = hexCounts[index[i]];
    const train = hexTrain(routes[i].train);
    if (count && train) {
      const ctx = { graph: g, corporation: corp, phaseColor: phaseColor(c), train, routes: v.routes.slice(0, i), stopRef: (n: number) => g.stopRef(n) };
      count.used = distanceUsed(g, v.routes[i]!, ctx, rules);
    }
  });
  return { routes, revenues, total: v.total, error: null, hexes: [...hexes], hexCounts };
}
