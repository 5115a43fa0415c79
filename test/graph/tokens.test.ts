import { describe, expect, it } from 'vitest';
import { TrackGraph, checkTokenPlacement, reachableCities } from '../../shared/graph';
import { laid, tinyTitle } from './tinyTitle';

describe('token placement', () => {
  const board = () => ({
    B5: laid(null, 0, [['X']]),
    B7: laid('57', 1, [[]]), // city joined to B5's E side
    B3: laid('8', 2),
  });

  it("cities reached with a free slot, never the corporation's own hex", () => {
    const g = new TrackGraph(tinyTitle(), board());
    expect(reachableCities(g, 'X')).toEqual([{ hex: 'B7', stop: 0, slot: 0 }]);
  });

  it('a slot reserved for another corporation is not free; the reserving corporation takes its own', () => {
    const g = new TrackGraph(tinyTitle(), { ...board(), B7: laid('57', 1, [[]], [['Y']]) });
    expect(reachableCities(g, 'X')).toEqual([]);
    expect(checkTokenPlacement(g, 'X', 'B7', 0)).toMatch(/no slot open to X/);
    expect(checkTokenPlacement(g, 'Y', 'B7', 0, { ignoreConnectivity: true })).toBeNull();
  });

  it('two slots: the second is free after another corporation took the first', () => {
    const g = new TrackGraph(tinyTitle(), { ...board(), B5: laid('14', 1, [['Y', null]]), C6: laid(null, 0, [['X']]) });
    // X at C6 has no track; Y at B5 reaches B7. X placing at B5 ignoring connectivity takes slot 1.
    expect(checkTokenPlacement(g, 'X', 'B5', 0, { ignoreConnectivity: true })).toBeNull();
    expect(reachableCities(g, 'Y')).toEqual([{ hex: 'B7', stop: 0, slot: 0 }]);
  });

  it.each([
    ['X', 'B5', 0, /X already has a token in B5/],
    ['X', 'A4', 0, /network does not reach city 0 of A4/],
    ['X', 'A2', 0, /A2 has no city 0/],
    ['X', 'B3', 0, /B3 has no city 0/],
  ])('%s in %s city %i: %s', (corp, hex, stop, msg) => {
    const g = new TrackGraph(tinyTitle(), board());
    expect(checkTokenPlacement(g, corp, hex, stop)).toMatch(msg);
  });
});
