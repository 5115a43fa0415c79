/**
 * Reading an 18xx.games `run_routes` route onto the graph. A recorded route lists `connections`: each is the chain of
 * hexes one piece of track runs through from one stop to the next (listed in either direction). Consecutive
 * connections share a stop. Where hexes hold several stops (1830 NY, OO) more than one reading may fit; all are
 * offered, those matching the recorded `nodes` first.
 */
import { type Chain, chainsThrough, sidesOf } from './chains';
import type { TrackGraph } from './trackGraph';
import type { ResolvedRoute, RouteAction } from './types';

/** Track already taken by other routes of the run. */
export interface UsedTrack {
  paths: Set<number>;
  sides: Set<number>;
}

/** Every way the recorded route can be read onto the track (lazily; usually exactly one). */
export function* resolveRoute(g: TrackGraph, action: RouteAction, used: UsedTrack): Generator<ResolvedRoute | string> {
  if (action.connections.length === 0) {
    yield `train ${action.train}: the route has no track`;
    return;
  }
  const cands: Chain[][] = [];
  for (const conn of action.connections) {
    const hexes: number[] = [];
    for (const id of conn) {
      const h = g.hexIndex.get(id.split(' ')[0]!);
      if (h === undefined) {
        yield `train ${action.train}: ${id} is not on the map`;
        return;
      }
      hexes.push(h);
    }
    const chains = chainsThrough(g, hexes);
    if (chains.length === 0) {
      yield `train ${action.train}: no track runs ${conn.join('-')} between two stops`;
      return;
    }
    cands.push(chains);
  }
  const wanted = action.nodes ? new Set(action.nodes) : null;
  const paths: number[] = [];
  const nodes: number[] = [];
  const localPaths = new Set<number>();
  const localSides = new Map<number, number>();

  const take = (chain: Chain): boolean => {
    for (const p of chain.paths) {
      if (used.paths.has(p) || localPaths.has(p)) return false;
      for (const s of sidesOf(g, p)) if (used.sides.has(s) || localSides.has(s)) return false;
    }
    return true;
  };
  const push = (chain: Chain, reversed: boolean) => {
    const ps = reversed ? [...chain.paths].reverse() : chain.paths;
    for (const p of ps) {
      paths.push(p);
      localPaths.add(p);
      for (const s of sidesOf(g, p)) localSides.set(s, (localSides.get(s) ?? 0) + 1);
    }
  };
  const pop = (chain: Chain) => {
    for (const p of chain.paths) {
      paths.pop();
      localPaths.delete(p);
      for (const s of sidesOf(g, p)) {
        const n = localSides.get(s)! - 1;
        if (n === 0) localSides.delete(s);
        else localSides.set(s, n);
      }
    }
  };

  const readings: ResolvedRoute[] = [];
  const MAX_READINGS = 64;
  const search = (c: number): void => {
    if (readings.length >= MAX_READINGS) return;
    if (c === cands.length) {
      readings.push({ train: action.train, nodes: nodes.slice(), paths: paths.slice() });
      return;
    }
    for (const chain of cands[c]!) {
      if (!take(chain)) continue;
      const last = nodes[nodes.length - 1];
      const orientations: [number, number, boolean][] =
        c === 0
          ? [
              [chain.a, chain.b, false],
              [chain.b, chain.a, true],
            ]
          : chain.a === last
            ? [[chain.a, chain.b, false]]
            : chain.b === last
              ? [[chain.b, chain.a, true]]
              : [];
      for (const [from, to, reversed] of orientations) {
        if (c === 0) nodes.push(from);
        nodes.push(to);
        push(chain, reversed);
        search(c + 1);
        pop(chain);
        nodes.pop();
        if (c === 0) nodes.pop();
      }
    }
  };
  search(0);
  if (readings.length === 0) {
    yield `train ${action.train}: the connections ${action.connections.map((c) => c.join('-')).join(', ')} do not form one route on free track`;
    return;
  }
  // Recorded nodes (newer recordings) pick among readings; titles may number stops differently, so they only
  // order the readings, never exclude one.
  if (wanted) {
    const matches = (r: ResolvedRoute) => r.nodes.length === wanted.size && r.nodes.every((n) => wanted.has(g.nodeName(n)));
    readings.sort((x, y) => Number(matches(y)) - Number(matches(x)));
  }
  yield* readings;
}


