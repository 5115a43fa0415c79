/**
 * The search network of one corporation: the stops its stations reach, and every piece of track ("chain") that runs
 * from one stop to another without stopping (through hex sides and junctions), in flat typed arrays built once per
 * search.
 *
 * Each chain lists the track it uses as "atoms": the paths (by path id) and the hex sides (h * 6 + edge) it crosses,
 * exactly the units the route validator forbids using twice in one run (1830 §6.5: no track shared by two routes).
 * Atoms are renumbered densely so the search can mark them in a small Uint8Array.
 */
import { sidesOf } from '../graph/routes';
import { chainsFromStop, type Chain } from '../graph/chains';
import { CITY, JUNCTION, TOWN } from '../graph/shape';
import type { TrackGraph } from '../graph/trackGraph';

export interface Network {
  graph: TrackGraph;
  corporation: string;
  /** Local stop index -> graph node id. */
  node: Int32Array;
  /** Graph node id -> local stop index, or -1. */
  local: Int32Array;
  /** 0 city, 1 town, 2 off-board (graph StopKind). */
  kind: Uint8Array;
  /** 1 when a route may run through the stop (not an off-board, not a city filled by others). */
  passable: Uint8Array;
  /** 1 when the stop is a city holding the corporation's station. */
  token: Uint8Array;
  /** Stop group index + 1 (1830 Canada, Gulf: one stop of a group per route), or 0. */
  group: Int32Array;
  groupCount: number;
  /** Local indices of the station stops. */
  tokens: Int32Array;

  /** Directed chains: chain c and c ^ 1 are the two directions of one piece of track. */
  chainCount: number;
  from: Int32Array;
  to: Int32Array;
  /** Atoms of chain c: atoms[atomStart[c] .. atomStart[c + 1]) (shared by both directions). */
  atomStart: Int32Array;
  atoms: Int32Array;
  atomCount: number;
  /**
   * Hexes each chain runs through, off-board (red) hexes left out, each once (for trains counting hexes, 18NY §5):
   * hexList[hexStart[c >> 1] .. hexStart[(c >> 1) + 1]).
   */
  hexStart: Int32Array;
  hexList: Int32Array;
  /** Terminal track at the chain's start / end (the stop there must end the route). */
  termFrom: Uint8Array;
  termTo: Uint8Array;
  /** Paths of the undirected chain c >> 1, in the direction of the even chain. */
  paths: readonly (readonly number[])[];
  /** Outgoing chains of each stop: out[outStart[s] .. outStart[s + 1]). */
  outStart: Int32Array;
  out: Int32Array;
}

/** A chain of track from stop a to stop b (shared/graph/chains.ts). */
type RawChain = Chain;

/** Builds the network the corporation's stations reach now. */
export function buildNetwork(g: TrackGraph, corp: string): Network {
  const conn = g.connectivity(corp);
  const nodeIds: number[] = [];
  for (let n = 0; n < conn.nodes.length; n++) {
    if (!conn.nodes[n]) continue;
    const kind = g.shapeAt(g.nodeHex(n)).stopKind[g.nodeStop(n)];
    if (kind === JUNCTION || kind === undefined) continue;
    nodeIds.push(n);
  }
  const S = nodeIds.length;
  const local = new Int32Array(conn.nodes.length).fill(-1);
  nodeIds.forEach((n, i) => (local[n] = i));
  const node = Int32Array.from(nodeIds);
  const kind = new Uint8Array(S);
  const passable = new Uint8Array(S);
  const token = new Uint8Array(S);
  const group = new Int32Array(S);
  const groupIds = new Map<string, number>();
  const tokens: number[] = [];
  for (let i = 0; i < S; i++) {
    const n = nodeIds[i]!;
    const h = g.nodeHex(n);
    const s = g.nodeStop(n);
    const shape = g.shapeAt(h);
    const k = shape.stopKind[s]!;
    kind[i] = k;
    passable[i] = k === TOWN || (k === CITY && !g.cityBlocks(n, corp)) ? 1 : 0;
    if (k === CITY && g.tokensAt(h, s).includes(corp)) {
      token[i] = 1;
      tokens.push(i);
    }
    const name = shape.stops[s]?.group;
    if (name) {
      if (!groupIds.has(name)) groupIds.set(name, groupIds.size + 1);
      group[i] = groupIds.get(name)!;
    }
  }

  // Undirected chains between reached stops, each once. The walk from a stop finds every chain to another stop, so
  // each is found from both ends: keep the walk from the lower node (the first found, stops taken in node order).
  const chains: RawChain[] = [];
  for (const n of nodeIds) for (const c of chainsFromStop(g, n)) if (c.a < c.b && local[c.b]! >= 0) chains.push(c);

  // Atoms numbered densely in the order first met (keys: path ids, then PATH_KEYS + hex side).
  const P = g.maxPaths;
  const PATH_KEYS = g.hexCount * P;
  const atomIndex = new Int32Array(PATH_KEYS + g.hexCount * 6).fill(-1);
  let atomCount = 0;
  /** The chain being listed that uses each key, against a chain crossing one hex side twice. */
  const inChain = new Int32Array(atomIndex.length).fill(-1);
  const kept: RawChain[] = [];
  const atomLists: number[][] = [];
  const sides: number[] = [];
  const list: number[] = [];
  for (let k = 0; k < chains.length; k++) {
    const c = chains[k]!;
    list.length = 0;
    sides.length = 0;
    for (const p of c.paths) {
      list.push(p);
      sidesOf(g, p, sides);
    }
    for (const s of sides) list.push(PATH_KEYS + s);
    // A chain that would cross one hex side twice can never be run.
    let twice = false;
    for (const key of list) {
      if (inChain[key] === k) twice = true;
      inChain[key] = k;
    }
    if (twice) continue;
    kept.push(c);
    atomLists.push(
      list.map((key) => {
        if (atomIndex[key]! < 0) atomIndex[key] = atomCount++;
        return atomIndex[key]!;
      }),
    );
  }

  const U = kept.length;
  const C = U * 2;
  const from = new Int32Array(C);
  const to = new Int32Array(C);
  const hexStart = new Int32Array(U + 1);
  const hexList: number[] = [];
  const termFrom = new Uint8Array(C);
  const termTo = new Uint8Array(C);
  const flat: number[] = [];
  const isTerminal = (p: number) => {
    const h = Math.floor(p / P);
    return g.rotatedAt(h).terminal[p - h * P] === 1;
  };
  const paths: number[][] = [];
  /** The chain whose hexes are being listed, by hex (each hex once per chain). */
  const hexIn = new Int32Array(g.hexCount).fill(-1);
  for (let u = 0; u < U; u++) {
    const c = kept[u]!;
    hexStart[u] = hexList.length;
    for (const p of c.paths) {
      const h = Math.floor(p / P);
      if (hexIn[h] === u) continue;
      hexIn[h] = u;
      if (g.mapHexes[h]!.color !== 'red') hexList.push(h);
    }
    hexStart[u + 1] = hexList.length;
    const tFirst = isTerminal(c.paths[0]!) ? 1 : 0;
    const tLast = isTerminal(c.paths[c.paths.length - 1]!) ? 1 : 0;
    let tMid = 0;
    for (let i = 1; i < c.paths.length - 1; i++) if (isTerminal(c.paths[i]!)) tMid = 1;
    // Terminal track inside a chain can be neither end of a route.
    if (tMid) {
      from[2 * u] = from[2 * u + 1] = to[2 * u] = to[2 * u + 1] = -1;
    } else {
      from[2 * u] = local[c.a]!;
      to[2 * u] = local[c.b]!;
      from[2 * u + 1] = local[c.b]!;
      to[2 * u + 1] = local[c.a]!;
    }
    termFrom[2 * u] = termTo[2 * u + 1] = tFirst;
    termTo[2 * u] = termFrom[2 * u + 1] = tLast;
    paths.push(c.paths);
    for (const a of atomLists[u]!) flat.push(a);
  }
  // Both directions share the atoms of their piece of track.
  const start2 = new Int32Array(C + 1);
  {
    let at = 0;
    for (let u = 0; u < U; u++) {
      start2[2 * u] = at;
      start2[2 * u + 1] = at;
      at += atomLists[u]!.length;
    }
    start2[C] = at;
  }

  const outCount = new Int32Array(S + 1);
  for (let c = 0; c < C; c++) if (from[c]! >= 0) outCount[from[c]!]!++;
  const outStart = new Int32Array(S + 1);
  for (let s = 0; s < S; s++) outStart[s + 1] = outStart[s]! + outCount[s]!;
  const fill = outStart.slice(0, S);
  const out = new Int32Array(outStart[S]!);
  for (let c = 0; c < C; c++) if (from[c]! >= 0) out[fill[from[c]!]!++] = c;

  return {
    graph: g,
    corporation: corp,
    node,
    local,
    kind,
    passable,
    token,
    group,
    groupCount: groupIds.size,
    tokens: Int32Array.from(tokens),
    chainCount: C,
    from,
    to,
    atomStart: start2,
    atoms: Int32Array.from(flat),
    atomCount,
    hexStart,
    hexList: Int32Array.from(hexList),
    termFrom,
    termTo,
    paths,
    outStart,
    out,
  };
}

/** The networks built on each graph, by corporation, while the graph stays at `version` (it counts every change). */
const built = new WeakMap<TrackGraph, { version: number; byCorp: Map<string, Network> }>();

/**
 * `buildNetwork`, reused while the graph is unchanged (later calls on one position: the app asking again). The
 * search reorders the stops' outgoing chains (`out`) for its trains: each caller gets its own copy of them.
 */
export function networkOf(g: TrackGraph, corp: string): Network {
  let entry = built.get(g);
  if (!entry || entry.version !== g.version) {
    entry = { version: g.version, byCorp: new Map() };
    built.set(g, entry);
  }
  let n = entry.byCorp.get(corp);
  if (!n) {
    n = buildNetwork(g, corp);
    entry.byCorp.set(corp, n);
  }
  return { ...n, out: n.out.slice() };
}

/** Atoms of directed chain c: [atomsBegin(c), atomsEnd(c)). */
export const atomsBegin = (n: Network, c: number): number => n.atomStart[c & ~1]!;
export const atomsEnd = (n: Network, c: number): number => n.atomStart[(c & ~1) + 2]!;
