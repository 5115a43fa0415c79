/**
 * Building a run by clicking stops: each train's route is the stops clicked in order; the track between two
 * consecutive stops is found here (the shortest piece of track not used by the run yet, a longer one where a later
 * piece of the run needs that track: 1830 §6.5, no track used twice in a run), and the run is checked and
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

/** A piece of a train's route: from one clicked stop to the next, and the track that may join them. */
interface Leg {
  train: number;
  from: StopRef;
  to: StopRef;
  links: Link[];
}

/** Link choices tried at most, and full runs checked at most, before the builder gives up on the clicks. */
const MAX_TRIES = 20_000;
const MAX_RUNS = 50;

/**
 * Every choice of track for the legs that uses no piece of track twice (shortest first): where the shortest track
 * between two stops is taken by another leg (two trains through the same hexes), a longer one is tried. `stuck`
 * reports the furthest leg that found no free track.
 */
function* trackChoices(g: TrackGraph, legs: readonly Leg[], stuck: { leg: number }): Generator<Link[]> {
  const usedPaths = new Set<number>();
  const usedSides = new Set<number>();
  const chosen: Link[] = [];
  let tries = 0;
  function* from(i: number): Generator<Link[]> {
    if (i === legs.length) {
      yield [...chosen];
      return;
    }
    let any = false;
    for (const link of legs[i].links) {
      if (++tries > MAX_TRIES) return;
      const sides = link.paths.flatMap((p) => sidesOf(g, p));
      if (link.paths.some((p) => usedPaths.has(p)) || sides.some((x) => usedSides.has(x))) continue;
      any = true;
      link.paths.forEach((p) => usedPaths.add(p));
      sides.forEach((x) => usedSides.add(x));
      chosen.push(link);
      yield* from(i + 1);
      chosen.pop();
      link.paths.forEach((p) => usedPaths.delete(p));
      sides.forEach((x) => usedSides.delete(x));
    }
    if (!any) stuck.leg = Math.max(stuck.leg, i);
  }
  yield* from(0);
}

/** The run the clicked stops describe, with revenues or the reason it is not legal. */
export function buildRun(game: Game, corp: string, trains: readonly TrainRoute[]): BuiltRun {
  const c = ctxOf(game);
  const g = graph(c);
  const k = c.s.corporations[corp];
  const hexTrain = (id: string) => {
    const rt = k.trains.includes(id) ? routeTrain(c, id) : undefined;
    return rt?.distanceUnit === 'hexes' && typeof rt.distance === 'number' ? rt : null;
  };
  const hexCounts = trains.map((t) => {
    const rt = hexTrain(t.train);
    return rt ? { used: null as number | null, of: rt.distance as number } : null;
  });
  const revenues = trains.map(() => 0);
  const fail = (error: string | null, routes: RouteJson[] = [], hexes: string[] = []): BuiltRun => ({ routes, revenues, total: 0, error, hexes, hexCounts });

  // The legs of every train with two stops or more, each with the track that may join its stops.
  const legs: Leg[] = [];
  const index: number[] = [];
  for (const [ti, t] of trains.entries()) {
    if (t.stops.length < 2) continue;
    const nodes = t.stops.map((x) => g.parseNodeName(`${x.hex}-${x.stop}`));
    if (nodes.some((n) => n === null)) return fail(`train ${t.train}: not a stop`);
    for (let i = 1; i < nodes.length; i++) legs.push({ train: ti, from: t.stops[i - 1], to: t.stops[i], links: linksBetween(g, nodes[i - 1]!, nodes[i]!) });
    index.push(ti);
  }
  if (!legs.length) return fail(trains.length ? 'click at least two stops for a train' : null);

  const rules = c.rules.routeRules?.(c, k) ?? {};
  const stuck = { leg: 0 };
  let first: BuiltRun | null = null;
  let runs = 0;
  for (const links of trackChoices(g, legs, stuck)) {
    const routes: RouteJson[] = index.map((ti) => ({ train: trains[ti].train, connections: [], nodes: trains[ti].stops.map((x) => `${x.hex}-${x.stop}`) }));
    const hexes = new Set<string>();
    legs.forEach((leg, i) => {
      routes[index.indexOf(leg.train)].connections!.push(links[i].hexes);
      links[i].hexes.forEach((h) => hexes.add(h));
    });
    const v = validateRoutes(
      g,
      corp,
      routes.map((r) => ({ train: r.train, connections: r.connections ?? [], nodes: r.nodes })),
      (id) => (k.trains.includes(id) ? routeTrain(c, id) : undefined),
      phaseColor(c),
      rules,
    );
    if (!v.ok) {
      first ??= fail(v.error, routes, [...hexes]);
      if (++runs >= MAX_RUNS) break;
      continue;
    }
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
  if (first) return first;
  const leg = legs[stuck.leg];
  return fail(`train ${trains[leg.train].train}: no free track from ${leg.from.hex} to ${leg.to.hex}`);
}
