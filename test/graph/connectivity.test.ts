import { describe, expect, it } from 'vitest';
import { TrackGraph, layableHexes, legalTileRotations, reachedHexEdges, reachedStopNames } from '../../shared/graph';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graph } from '../../shared/engine/board';
import { context } from '../../shared/engine/game';
import { replay, setupOf, type RecordedGame } from '../../shared/engine/replay';
import { rulesFor } from '../../shared/rules/index';
import { loadTitle } from '../support/fixtures';
import { attempt } from '../support/play';
import { laid, tinyTitle } from './tinyTitle';
import { stopsBetween } from '../../shared/graph/reach';

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

  it('a city filled by changing its hex state in place drops the cache of those who ran through it (1830 §6.3.3)', () => {
    const b5 = laid('14', 1, [['X', null]]);
    const g = new TrackGraph(tinyTitle(), { B5: b5, B3: laid('8', 2), B7: laid('57', 1, [['Y']]) });
    expect(reachedNodes(g, 'Y')).toEqual(['A2-0', 'B5-0', 'B7-0']);
    b5.tokens[0]![1] = 'Z'; // as the engine places a token: the same state object, changed
    g.updateHex('B5', b5);
    expect(reachedNodes(g, 'Y')).toEqual(['B5-0', 'B7-0']);
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

/**
 * 1830 §6.4.2: "A route may not reverse at a junction." The board of the R10 case (test/fixtures/cases), cut down to
 * the CPR's network: from Montreal (A19) the track runs through D22 (tile 27, two paths meeting at its side to D20)
 * on to D18 and the NYC's city at E19, which a loop through F20 and F18 enters again. Boston (E23) lies beyond D22's
 * other path from that side: a route reaches it only by coming back into D20 from D18, which needs E19 twice, or by
 * reversing at D22.
 */
describe('1830 §6.4.2: a route may not reverse at a junction', () => {
  const board = (cprAtE19: boolean) => ({
    A19: laid(null, 0, [['CPR']]),
    B20: laid('4', 5, [[]]),
    C21: laid('20', 1),
    D22: laid('27', 1),
    D20: laid('18', 4),
    D18: laid('29', 4),
    E19: laid('14', 2, [['NYC', cprAtE19 ? 'CPR' : null]]),
    F20: laid('2', 0, [[], []]),
    F18: laid('39', 2),
    E21: laid('19', 5),
    E23: laid('53', 5, [['B&M']]),
  });

  it('track reachable only by reversing at a junction, or by using a city twice, is not connected', () => {
    const g = new TrackGraph(loadTitle('1830'), board(false));
    expect(reachedStopNames(g, 'CPR')).toEqual(['A19-0', 'B20-0', 'E19-0', 'F20-1']);
    expect(edgesOf(g, 'CPR', 'E23')).toEqual([]);
    expect(edgesOf(g, 'CPR', 'D24')).toEqual([]);
    expect(edgesOf(g, 'CPR', 'D22')).toEqual([1, 2]);
    expect(legalTileRotations(g, 'CPR', 'E23', '61')).toEqual([]);
  });

  it('from a station beyond the junction the same track is a legal route', () => {
    const g = new TrackGraph(loadTitle('1830'), board(true));
    expect(reachedStopNames(g, 'CPR')).toContain('E23-0');
    expect(edgesOf(g, 'CPR', 'D22')).toEqual([1, 2, 4]);
    expect(legalTileRotations(g, 'CPR', 'E23', '61')).not.toEqual([]);
  });
  it('a run from one stop to another (1870 p. 23, home to destination) never reverses at the junction either', () => {
    const g = new TrackGraph(loadTitle('1830'), board(false));
    const node = (hex: string) => g.nodeId(g.hex(hex), 0);
    expect(stopsBetween(g, node('A19'), node('E23'), 'CPR', 20)).toBeNull();
    expect(stopsBetween(g, node('A19'), node('E19'), 'CPR', 20)).not.toBeNull();
    expect(stopsBetween(g, node('E19'), node('E23'), 'CPR', 20)).not.toBeNull();
  });
});

/**
 * 1870 p. 23 (a train runs from home to destination), 1830 §6.5 (no track used twice): H10 and I9 show tile 23, two
 * paths meeting at their common side; from H10 a loop through G11 and H12 (tiles 7) comes back to that side. From
 * PRR's station in J8 the track reaches I7 only by crossing the side between I9 and H10 twice (out to the loop and
 * back): a walk stop by stop without route history finds that way, a train cannot run it.
 */
describe('a home-to-destination run never uses one hex side twice (1870 p. 23)', () => {
  const board = {
    J8: laid('57', 0, [['PRR']]),
    I9: laid('23', 3),
    H10: laid('23', 0),
    G11: laid('7', 5),
    H12: laid('7', 1),
    I7: laid('57', 1, [[]]),
  };

  it('the stop beyond is not reachable, though a breadth-first walk passes the loop', () => {
    const g = new TrackGraph(loadTitle('1830'), board);
    const node = (hex: string) => g.nodeId(g.hex(hex), 0);
    expect(stopsBetween(g, node('J8'), node('I7'), 'PRR', 9)).toBeNull();
    expect(stopsBetween(g, node('I7'), node('J8'), 'PRR', 9)).toBeNull();
    // As connectivity (18xx.games) has it: the loop is track of PRR's, I7 is not.
    expect(reachedStopNames(g, 'PRR')).toEqual(['J8-0']);
    expect(edgesOf(g, 'PRR', 'H12')).toEqual([1, 2]);
  });

  it('with I9 sending its track straight on, the same stop is two stops away', () => {
    const g = new TrackGraph(loadTitle('1830'), { ...board, I9: laid('7', 0) });
    const node = (hex: string) => g.nodeId(g.hex(hex), 0);
    expect(stopsBetween(g, node('J8'), node('I7'), 'PRR', 9)).toBe(2);
  });
});

describe('a path leading back to a side the route already left the hex by is not reached (as 18xx.games)', () => {
  // test/fixtures/agree: the NYC's routes reach H16 from G17 and I15 only. The green 41 replacing the 23 there would
  // add the path between I15's side and H14's side, but a route can enter it only after leaving H16 towards I15.
  it('so the upgrade adds no new track and the semi-restrictive 1846 refuses it', () => {
    const file = join(import.meta.dirname, '..', 'fixtures', 'agree', 'new-track__1846_3p_std_s10.json');
    const game = JSON.parse(readFileSync(file, 'utf8')) as RecordedGame;
    const t = loadTitle('1846');
    const r = replay(t, rulesFor(t), setupOf(game), game.actions.slice(0, 546));
    expect(r.failure).toBeNull();
    const g = graph(context(r.game!));
    const h = g.hex('H16');
    const reached = g.connectivityIf('NYC', h, g.shapeOf('41'), 0).paths;
    expect([0, 1, 2].map((i) => reached[h * g.maxPaths + i])).toEqual([1, 0, 1]); // 0-3 and 1-3 were there before
    expect(attempt(r.game!, game.actions[546]).error).toMatch(/must add new track or change a city value/);
  });
});
