/**
 * A change of tokens alone (the track the same) keeps, extends or walks again each cached network by what it does to
 * it (`TrackGraph.tokenChange`): a city filled by others that a network ran through cuts it short (1830 §6.3), the
 * city opening again or a station of its own only adds to it, and a change in a city it never reached leaves it as
 * it was. Whatever is kept must be what a fresh walk finds.
 */
import { describe, expect, it } from 'vitest';
import { TrackGraph } from '../../shared/graph';
import { computeConnectivity, type Connectivity } from '../../shared/graph/connectivity';
import { laid, tinyTitle } from './tinyTitle';

const reachedNodes = (g: TrackGraph, c: Connectivity) => {
  const out: string[] = [];
  c.nodes.forEach((v, n) => v && out.push(g.nodeName(n)));
  return out.sort();
};

/** The cached connectivity, checked field by field against a fresh walk of the same board. */
function cached(g: TrackGraph, corp: string): Connectivity {
  const c = g.connectivity(corp);
  const fresh = computeConnectivity(g, corp);
  expect([...c.tokenNodes].sort()).toEqual([...fresh.tokenNodes].sort());
  for (const k of ['nodes', 'paths', 'edgeMask', 'touched', 'entries'] as const) expect(Array.from(c[k])).toEqual(Array.from(fresh[k]));
  expect(c.stationsJoined).toBe(fresh.stationsJoined);
  return c;
}

describe('a change of tokens and the cached networks (1830 §6.3)', () => {
  // X's station and one open slot in B5 (green 14), track on to the off-board A2 (B3) and Y's city B7.
  const board = () =>
    new TrackGraph(tinyTitle(), {
      B5: laid('14', 1, [['X', null]]),
      B3: laid('8', 2),
      B7: laid('57', 1, [['Y']]),
    });

  it('a city filled by others cuts short a network that ran through it; opened again, the network reaches on', () => {
    const g = board();
    expect(reachedNodes(g, cached(g, 'Y'))).toEqual(['A2-0', 'B5-0', 'B7-0']);
    g.updateHex('B5', laid('14', 1, [['X', 'Z']]));
    expect(reachedNodes(g, cached(g, 'Y'))).toEqual(['B5-0', 'B7-0']);
    g.updateHex('B5', laid('14', 1, [['X', null]]));
    expect(reachedNodes(g, cached(g, 'Y'))).toEqual(['A2-0', 'B5-0', 'B7-0']);
  });

  it("a station of its own in a city it reached adds to a network; another's station beside its own changes nothing", () => {
    const g = board();
    const x = cached(g, 'X');
    cached(g, 'Y');
    g.updateHex('B5', laid('14', 1, [['X', 'Y']]));
    expect(
      cached(g, 'Y')
        .tokenNodes.map((n) => g.nodeName(n))
        .sort(),
    ).toEqual(['B5-0', 'B7-0']);
    expect(g.connectivity('X')).toBe(x);
    cached(g, 'X');
  });

  it('a station lifted is walked again', () => {
    const g = board();
    cached(g, 'Y');
    g.updateHex('B7', laid('57', 1, [[null]]));
    expect(reachedNodes(g, cached(g, 'Y'))).toEqual([]);
  });
});
