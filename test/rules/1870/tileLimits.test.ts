import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { tileRunOut } from '../../support/tileRunOut';
import { attempt } from '../../support/play';

/**
 * 1870 "Lay or upgrade track": upgraded tiles go back to the tile pool, and only tiles in the pool may be laid. A case
 * random play reaches in every game: both tiles 6 are on the map. Checked against 18xx.games: given the cut game and
 * TP's lay of 6-1 on J3, it refuses it ("Cannot lay tile 6-1; it is already on hex E12") in rotations 2 and 4, where the
 * tile would otherwise fit.
 */
describe('1870 tile pool: a tile whose every copy is on the map may not be laid', () => {
  const { game, lay, offered } = tileRunOut('1870', 'tile-run-out__1870_2p_std_s500', 'TP', 'J3');

  it('both copies of tile 6 are on the map', () => {
    const onMap = context(game).s.tilesOnMap;
    expect(onMap['6-0']).toBeDefined();
    expect(onMap['6-1']).toBe('E12');
  });

  it('TP is offered 5 and 57 on J3, not 6', () => {
    const { hexes, tiles } = offered();
    expect(hexes).toContain('J3');
    expect(tiles).toEqual(['5', '57']);
  });

  it('the lay of 6-1 is refused in each rotation that fits, 57-0 accepted', () => {
    for (const rotation of [2, 4]) expect(attempt(game, lay('6-1', rotation)).error).toMatch(/tile 6-1 is already on the map/);
    expect(attempt(game, lay('57-0', 1)).error).toBeNull();
  });
});
