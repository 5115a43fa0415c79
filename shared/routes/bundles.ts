/**
 * Bundles: the chains of track that run from one stop to the same next stop (with the same ends: terminal or not),
 * taken together. On dense boards most neighbouring stops are joined by several such parallel chains (1817 15528.json
 * #1671: 291 chains in 222 bundles, up to 7 in one), and a search that branches on every chain visits each sequence
 * of stops once per choice of track: 55,384 search nodes for 3,874 sequences of stops there. The search
 * (./search.ts) branches on bundles instead and picks the track of each step when the route is finished.
 */
import { atomsBegin, atomsEnd, type Network } from './network';

export interface Bundles {
  /** Bundles out of stop s: ids start[s] .. start[s + 1), in the order of the stop's outgoing chains. */
  start: Int32Array;
  /** The stop each bundle leads to. */
  to: Int32Array;
  /** Terminal track at the bundle's start / end (as its chains: `Network.termFrom`, `termTo`). */
  termFrom: Uint8Array;
  termTo: Uint8Array;
  /** Directed chains of bundle b: chains[chainStart[b] .. chainStart[b + 1]). */
  chainStart: Int32Array;
  chains: Int32Array;
  /** Some bundle holds more than one chain (else branching on bundles is branching on chains). */
  parallel: boolean;
  /** Order of the bundles out of one stop, to generate each two-armed route once (arm B's first after arm A's). */
  rank: Int32Array;
  /**
   * The track all chains of bundle b use (the city's exit, the hex sides next to it...): common[commonStart[b] ..
   * commonStart[b + 1]), in the order of its first chain's atoms. What a route takes where all of them are free.
   */
  commonStart: Int32Array;
  common: Int32Array;
}

/**
 * Groups each stop's outgoing chains (in `n.out` order) by where they lead and how they end; with `grouped` false,
 * each chain alone (ranked by chain id, as the search ranked chains). A bundle's chains come most `chainValue` (of the
 * undirected chain) first: the track tried first when a route is finished.
 */
export function buildBundles(n: Network, grouped: boolean, chainValue?: Int32Array): Bundles {
  const S = n.node.length;
  const start = new Int32Array(S + 1);
  const to: number[] = [];
  const termFrom: number[] = [];
  const termTo: number[] = [];
  const chainStart: number[] = [0];
  const chains: number[] = [];
  const rank: number[] = [];
  let parallel = false;
  for (let s = 0; s < S; s++) {
    start[s] = to.length;
    const groups = new Map<number, number[]>();
    for (let o = n.outStart[s]!, hi = n.outStart[s + 1]!; o < hi; o++) {
      const ch = n.out[o]!;
      const key = grouped ? n.to[ch]! * 4 + n.termFrom[ch]! * 2 + n.termTo[ch]! : -1 - ch;
      const g = groups.get(key);
      if (g) {
        g.push(ch);
        parallel = true;
      } else groups.set(key, [ch]);
    }
    for (const g of groups.values()) {
      if (chainValue?.length) g.sort((a, b) => chainValue[b >> 1]! - chainValue[a >> 1]!);
      const ch = g[0]!;
      rank.push(grouped ? to.length : ch);
      to.push(n.to[ch]!);
      termFrom.push(n.termFrom[ch]!);
      termTo.push(n.termTo[ch]!);
      chains.push(...g);
      chainStart.push(chains.length);
    }
  }
  start[S] = to.length;
  // An atom is common where every chain of the bundle has it (a chain lists each of its atoms once): counted per
  // bundle, in arrays stamped with the bundle.
  const commonStart = [0];
  const common: number[] = [];
  const stamp = new Int32Array(n.atomCount).fill(-1);
  const count = new Int32Array(n.atomCount);
  for (let b = 0; b < to.length; b++) {
    const k0 = chainStart[b]!;
    const k1 = chainStart[b + 1]!;
    for (let k = k0 + 1; k < k1; k++) {
      for (let i = atomsBegin(n, chains[k]!), hi = atomsEnd(n, chains[k]!); i < hi; i++) {
        const a = n.atoms[i]!;
        if (stamp[a] !== b) {
          stamp[a] = b;
          count[a] = 0;
        }
        count[a]!++;
      }
    }
    const first = chains[k0]!;
    for (let i = atomsBegin(n, first), hi = atomsEnd(n, first); i < hi; i++) {
      const a = n.atoms[i]!;
      if (k1 - k0 === 1 || (stamp[a] === b && count[a] === k1 - k0 - 1)) common.push(a);
    }
    commonStart.push(common.length);
  }
  return {
    start,
    to: Int32Array.from(to),
    termFrom: Uint8Array.from(termFrom),
    termTo: Uint8Array.from(termTo),
    chainStart: Int32Array.from(chainStart),
    chains: Int32Array.from(chains),
    parallel,
    rank: Int32Array.from(rank),
    commonStart: Int32Array.from(commonStart),
    common: Int32Array.from(common),
  };
}
