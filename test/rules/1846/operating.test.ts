import { describe, expect, it } from 'vitest';
import { setPosition } from '../../../shared/engine/market';
import { eastWestBonus } from '../../../shared/rules/1846/routes';
import { cellPrice, issuableShares } from '../../../shared/rules/1846/issue';
import { tileLayCost1846 } from '../../../shared/rules/1846/cost';
import { freshGame, gameAt } from './helpers';

describe('East-West bonus adds both off-boards\u2019 bonuses (§6.65)', () => {
  it.each([
    [['C5', 'B18'], 70],
    [['I1', 'H20'], 50],
    [['C5', 'D14'], 0],
    [['B18', 'H20'], 0],
  ] as [string[], number][])('%j earns %i', (hexes, bonus) => {
    expect(eastWestBonus(freshGame(), hexes)).toBe(bonus);
  });
});

describe('issuing shares (§6.31)', () => {
  it('a corporation issues up to the shares players hold less those in the pool, one column left of its price', () => {
    const c = gameAt('hs_cvjhogoy_1599504419', 26);
    const k = c.s.corporations.NYC;
    // NYC: players hold 50%, none in the pool; the recorded issue of 5 shares raised $30 each.
    expect(issuableShares(c, k)).toBe(5);
    expect(cellPrice(c, k, -1)).toBe(30);
    const after = gameAt('hs_cvjhogoy_1599504419', 27);
    expect(after.s.corporations.NYC.cash - k.cash).toBe(150);
  });
});

describe('track costs at least $20 per lay (§6.48)', () => {
  it.each([
    ['E9', '8', 20], // plain hex
    ['H14', '8', 60], // mountain $60
    ['H16', '8', 40], // mountain $40
  ] as [string, string, number][])('laying on %s costs %i', (hex, tile, cost) => {
    const c = freshGame();
    const k = c.s.corporations.NYC;
    setPosition(c, k, 0, 5);
    expect(tileLayCost1846(c, k, { hex, tile: c.t.tile.get(tile)!, rotation: 0, firstLay: true, cost: 0 })).toBe(cost);
  });
});
