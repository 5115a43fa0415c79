/**
 * Reading an 18xx.games `run_routes` route onto the graph. A recorded route lists `connections`: each is the chain of
 * hexes one piece of track runs through from one stop to the next (listed in either direction). Consecutive
 * connections share a stop. Where hexes hold several stops (1830 NY, OO) more than one reading may fit; all are
 * offered, those matching the recorded `nodes` first.
 */
import { type Chain, chainsThrough, sideAt } from './chains';
import type { TrackGraph } from './trackGraph';
import type { ResolvedRoute, RouteAction } from './types';

/** Track already taken by other routes of the run. */
export interface UsedTrack {
  paths: Set<number>;
  sides: Set<number>;
}

/**
 * Every way the recorded route can be read onto the track (usually exactly one), or one message saying why there is
 * none. A list, not a generator: every reading is found before the first is tried (the recorded nodes order them),
 * so a generator only added its own objects to every route checked.
 */
export function resolveRoute(g: TrackGraph, action: RouteAction, used: UsedTrack): readonly (ResolvedRoute | string)[] {
  if (action.connections.length === 0) return [`train ${action.train}: the route has no track`];
  const cands: Chain[][] = [];
  // By index, as every loop here (run once per recorded route, in V8's interpreter when replaying cold: a `for of`
  // allocates at every step, #18).
  for (let ci = 0; ci < action.connections.length; ci++) {
    const conn = action.connections[ci]!;
    const hexes: number[] = [];
    for (let n = 0; n < conn.length; n++) {
      const id = conn[n]!;
      const space = id.indexOf(' ');
      const h = g.hexIndex.get(space < 0 ? id : id.slice(0, space));
      if (h === undefined) return [`train ${action.train}: ${id} is not on the map`];
      hexes.push(h);
    }
    const chains = chainsThrough(g, hexes);
    if (chains.length === 0) return [`train ${action.train}: no track runs ${conn.join('-')} between two stops`];
    cands.push(chains);
  }
  const paths: number[] = [];
  const nodes: number[] = [];
  // Hex sides the reading crosses so far, as a stack (a chain's sides are popped when it is taken back); routes are
  // short, so a linear search beats a set here.
  const sides: number[] = [];

  const take = (chain: Chain): boolean => {
    for (let n = 0; n < chain.paths.length; n++) {
      const p = chain.paths[n]!;
      if (used.paths.has(p) || paths.includes(p)) return false;
      for (let end = 0; end < 2; end++) {
        const s = sideAt(g, p, end);
        if (s >= 0 && (used.sides.has(s) || sides.includes(s))) return false;
      }
    }
    return true;
  };
  const push = (chain: Chain, reversed: boolean) => {
    const n = chain.paths.length;
    for (let k = 0; k < n; k++) {
      const p = chain.paths[reversed ? n - 1 - k : k]!;
      paths.push(p);
      for (let end = 0; end < 2; end++) {
        const s = sideAt(g, p, end);
        if (s >= 0) sides.push(s);
      }
    }
  };
  const pop = (chain: Chain) => {
    for (let n = 0; n < chain.paths.length; n++) {
      const p = chain.paths[n]!;
      paths.pop();
      for (let end = 0; end < 2; end++) if (sideAt(g, p, end) >= 0) sides.pop();
    }
  };
  const follow = (c: number, chain: Chain, from: number, to: number, reversed: boolean) => {
    if (c === 0) nodes.push(from);
    nodes.push(to);
    push(chain, reversed);
    search(c + 1);
    pop(chain);
    nodes.pop();
    if (c === 0) nodes.pop();
  };

  const readings: ResolvedRoute[] = [];
  const MAX_READINGS = 64;
  const search = (c: number): void => {
    if (readings.length >= MAX_READINGS) return;
    if (c === cands.length) {
      readings.push({ train: action.train, nodes: nodes.slice(), paths: paths.slice() });
      return;
    }
    const chains = cands[c]!;
    for (let n = 0; n < chains.length; n++) {
      const chain = chains[n]!;
      if (!take(chain)) continue;
      const last = nodes[nodes.length - 1];
      if (c === 0) {
        follow(c, chain, chain.a, chain.b, false);
        follow(c, chain, chain.b, chain.a, true);
      } else if (chain.a === last) follow(c, chain, chain.a, chain.b, false);
      else if (chain.b === last) follow(c, chain, chain.b, chain.a, true);
    }
  };
  search(0);
  if (readings.length === 0)
    return [`train ${action.train}: the connections ${action.connections.map((c) => c.join('-')).join(', ')} do not form one route on free track`];
  // Recorded nodes (newer recordings) pick among readings; titles may number stops differently, so they only
  // order the readings, never exclude one.
  if (action.nodes && readings.length > 1) {
    const names = new Set(action.nodes);
    // The recorded names as node ids (a name that does not name a stop exactly as `nodeName` would matches none).
    const wanted = new Set<number>();
    for (const name of names) {
      const n = g.parseNodeName(name);
      if (n !== null && g.nodeName(n) === name) wanted.add(n);
    }
    const matches = (r: ResolvedRoute) => r.nodes.length === names.size && r.nodes.every((n) => wanted.has(n));
    readings.sort((x, y) => Number(matches(y)) - Number(matches(x)));
  }
  return readings;
}
