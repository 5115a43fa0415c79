import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { tileRunOut } from '../../support/tileRunOut';
import { attempt } from '../../support/play';

/**
 * 1830 §6.2: a tile is laid from the stacks of available tiles (85 in all, the manifest on p. 28); an upgraded tile goes
 * back to them. A case random play reaches in every game: the one tile 1 is on the map. Checked against 18xx.games:
 * given the cut game and B&O's lay of 1-0 on G17, it refuses it ("Cannot lay tile 1-0; it is already on hex F20") in
 * rotations 1, 2, 4 and 5, where the tile would otherwise fit.
 */
describe('1830 §6.2 available tiles: a tile whose every copy is on the map may not be laid', () => {
  const { game, lay, offered } = tileRunOut('1830', 'tile-run-out__1830_5p_multiple_brown_from_ipo_s7008', 'B&O', 'G17');

  it('the one tile 1 is on F20', () => {
    expect(context(game).s.tilesOnMap['1-0']).toBe('F20');
  });

  it('B&O is offered 2, 55, 56 and 69 on G17, not 1', () => {
    const { hexes, tiles } = offered();
    expect(hexes).toContain('G17');
    expect(tiles).toEqual(['2', '55', '56', '69']);
  });

  it('the lay of 1-0 is refused in each rotation that fits, 2-0 accepted', () => {
    for (const rotation of [1, 2, 4, 5]) expect(attempt(game, lay('1-0', rotation)).error).toMatch(/tile 1-0 is already on the map/);
    expect(attempt(game, lay('2-0', 0)).error).toBeNull();
  });
});
