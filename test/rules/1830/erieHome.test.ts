import { describe, expect, it } from 'vitest';
import { createGame } from '../../../shared/engine/game';
import { rulesFor } from '../../../shared/rules/index';
import { TrackGraph } from '../../../shared/graph';
import { checkTokenPlacement, reachableCities } from '../../../shared/graph/tokens';
import { laid } from '../../graph/tinyTitle';
import { loadTitle } from '../../support/fixtures';

/**
 * 1830 §6.3 (the Erie's home): "The Erie home station may be placed on either city in the yellow hex marked with the
 * Erie logo. After a tile has been placed there, no other railroad may place a station there until the Erie has
 * placed its home station." (18xx.games: a reservation of the whole hex, which in 1830 blocks the others.)
 */
describe('1830: Buffalo (E11) is closed to other stations until the Erie places its home station', () => {
  const title = loadTitle('1830');

  it('set-up reserves the whole hex for the Erie, no city in particular', () => {
    const g = createGame(title, rulesFor(title), { players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })), seed: 1 });
    if (!g.ok) throw new Error(g.error);
    expect(g.value.state.hexes.E11.homeOf).toEqual(['ERIE']);
    expect(g.value.state.hexes.E11.reserved).toEqual([[null], [null]]);
  });

  const board = (e11Tokens: (string | null)[][], homeOf?: string[]) => ({
    D14: laid(null, 0, [['NYC']]),
    D12: laid('8', 4),
    E11: { ...laid('59', 3, e11Tokens), ...(homeOf ? { homeOf } : {}) },
  });

  it('the NYC, whose track reaches a city of E11, may not place a station there while the Erie has not', () => {
    const g = new TrackGraph(title, board([[null], [null]], ['ERIE']));
    expect(g.connectivity('NYC').nodes[g.nodeId(g.hex('E11'), 0)]).toBe(1);
    expect(reachableCities(g, 'NYC').map((x) => x.hex)).not.toContain('E11');
    expect(checkTokenPlacement(g, 'NYC', 'E11', 0)).toMatch(/no slot open to NYC/);
    expect(checkTokenPlacement(g, 'ERIE', 'E11', 0, { ignoreConnectivity: true })).toBeNull();
  });

  it('once the Erie has its station there, the other city is open to the NYC', () => {
    const g = new TrackGraph(title, board([[null], ['ERIE']]));
    expect(checkTokenPlacement(g, 'NYC', 'E11', 0)).toBeNull();
  });
});
