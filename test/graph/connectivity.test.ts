import { describe, expect, it } from 'vitest';
import { TrackGraph, layableHexes, reachedHexEdges, reachedStopNames } from '../../shared/graph';
import { laid, tinyTitle } from './tinyTitle';

const reachedNodes = (g: TrackGraph, corp: string) => {
  const c = g.connectivity(corp);
  const out: string[] = [];
  c.nodes.forEach((v, n) => v && out.push(g.nodeName(n)));
  return out.sort();
};
const edgesOf = (g: TrackGraph, corp: string, hex: string) => {
  const m = g.connectivity(corp).edgeMask[g.hex(hex)]!;
  return [0, 1, 2, 3, 4, 5].filter((e) => m & (1 << e));
};

describe('connectivity from station tokens', () => {
  it('a token hex opens all its sides with neighbours; its track opens the hexes beyond', () => {
    const g = new TrackGraph(tinyTitle(), { B5: laid(null, 0, [['X']]) });
    expect(edgesOf(g, 'X', 'B5')).toEqual([1, 2, 3, 4, 5]); // edge 0: impassable border
    expect(edgesOf(g, 'X', 'B3')).toEqual([4]);
    expect(edgesOf(g, 'X', 'B7')).toEqual([1]);
    expect(layableHexes(g, 'X')).toEqual(['B3', 'B5', 'B7']);
    expect(reachedNodes(g, 'X')).toEqual(['B5-0']);
  });

  it('track reaches an off-board but does not run through it', () => {
    const g = new TrackGraph(tinyTitle(), {
      B5: laid(null, 0, [['X']]),
      B3: laid('8', 2), // W of B5 to A2
      A4: laid('57', 1, [[]]), // city joined to A2's other side
    });
    expect(reachedNodes(g, 'X')).toEqual(['A2-0', 'B5-0']);
    expect(edgesOf(g, 'X', 'A4')).toEqual([]);
  });

  it('a city full of other tokens is reached but not passed; towns and open cities are passed', () => {
    const g = new TrackGraph(tinyTitle(), {
      B5: laid(null, 0, [['X']]),
      B3: laid('8', 2),
      B7: laid('57', 1, [['Y']]),
    });
    expect(reachedNodes(g, 'Y')).toEqual(['B5-0', 'B7-0']);
    expect(reachedNodes(g, 'X')).toEqual(['A2-0', 'B5-0', 'B7-0']);
    g.updateHex('B5', laid('14', 1, [['X', null]]));
    expect(reachedNodes(g, 'Y')).toEqual(['A2-0', 'B5-0', 'B7-0']);
  });

  it('a corporation without tokens reaches nothing', () => {
    const g = new TrackGraph(tinyTitle(), { B3: laid('8', 2) });
    expect(reachedNodes(g, 'Z')).toEqual([]);
    expect(layableHexes(g, 'Z')).toEqual([]);
  });

  it('a junction is passed through', () => {
    const g = new TrackGraph(tinyTitle(), {
      B5: laid(null, 0, [['X']]),
      B7: laid('J', 0), // junction between W and E... E is off-map, so only W matters
      B3: laid('J', 0),
    });
    expect(edgesOf(g, 'X', 'B3')).toEqual([1, 4]);
  });
});

describe('connectivity cache is kept until a change touches the network', () => {
  it('a change far away keeps the cached result; a change next to the network drops it', () => {
    const g = new TrackGraph(tinyTitle(), { B5: laid(null, 0, [['X']]) });
    const first = g.connectivity('X');
    g.updateHex('C2', laid(null)); // untouched hex (blue, not adjacent to X's track)
    expect(g.connectivity('X')).toBe(first);
    g.updateHex('B3', laid('8', 2));
    const second = g.connectivity('X');
    expect(second).not.toBe(first);
    expect(reachedNodes(g, 'X')).toEqual(['A2-0', 'B5-0']);
  });

  it("placing a token drops the placing corporation's cache even far from its network", () => {
    const g = new TrackGraph(tinyTitle(), { B5: laid(null, 0, [['X']]) });
    const first = g.connectivity('X');
    g.updateHex('C6', laid(null, 0, [['X']]));
    expect(g.connectivity('X')).not.toBe(first);
    expect(reachedNodes(g, 'X')).toEqual(['B5-0', 'C6-0']);
  });
});

describe('readable summaries', () => {
  it('reached stops and hex edges by name; private-blocked hexes left out of layable ones', () => {
    const g = new TrackGraph(tinyTitle(), { B5: laid(null, 0, [['X']]), B3: laid('8', 2) });
    expect(reachedStopNames(g, 'X')).toEqual(['A2-0', 'B5-0']);
    expect(reachedHexEdges(g, 'X')).toMatchObject({ B3: [2, 4], B7: [1], A2: [5] });
    expect(layableHexes(g, 'X', ['B7'])).toEqual(['B3', 'B5']);
  });
});
