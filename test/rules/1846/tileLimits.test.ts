import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { tileRunOut } from '../../support/tileRunOut';
import { attempt } from '../../support/play';

/**
 * 1846 §6.46 Tile Limits: "The number and types of available tiles limits what may be laid". A case random play
 * reaches in every game and a recorded game may hit at any lay: the title's only tile 292 is on the map.
 * Checked against 18xx.games: given the cut game and ERIE's lay of 292-0 on E17, it refuses it ("Cannot lay tile
 * 292-0; it is already on hex H12") in rotations 1, 3 and 4, where the tile would otherwise fit.
 */
describe('§6.46 tile limits: a tile whose every copy is on the map may not be laid', () => {
  const { game, lay, offered } = tileRunOut('1846', 'tile-run-out__1846_4p_second_ed_co_s5010', 'ERIE', 'E17');

  it('the one 292 lies on H12 (Little Miami’s lay)', () => {
    expect(context(game).s.tilesOnMap['292-0']).toBe('H12');
  });

  it('ERIE is offered 291 and 293 on E17, not 292', () => {
    const { hexes, tiles } = offered();
    expect(hexes).toContain('E17');
    expect(tiles).toEqual(['291', '293']);
  });

  it('the lay of 292-0 is refused in each rotation that fits, 291-0 accepted where it fits', () => {
    for (const rotation of [1, 3, 4]) expect(attempt(game, lay('292-0', rotation)).error).toMatch(/tile 292-0 is already on the map/);
    expect(attempt(game, lay('291-0', 4)).error).toBeNull();
  });
});
