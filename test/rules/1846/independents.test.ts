import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { agreeGame, liveAt } from '../../support/agree';
import { loadTitle } from '../../support/fixtures';

/**
 * §6.92-6.93 a corporation buying an independent railroad (Michigan Southern, Big 4): the independent's treasury and
 * 2-train join the corporation's, the train not running for it that round, and its station becomes one of the
 * corporation's extra stations, unless the corporation already has a station in that city. Random 1846 5p seed 5203,
 * which 18xx.games played alike to its end: NYC buys the Big 4 (action 42), GT, already in Detroit, the Michigan
 * Southern (action 70).
 */

const t = loadTitle('1846');
const g = agreeGame('independent-bought__1846_5p_std_s5203');

describe('§6.92 an independent railroad bought by a corporation', () => {
  const before = context(liveAt(t, g, 41)).s;
  const after = context(liveAt(t, g, 42)).s;

  it('the Big 4’s treasury and 2-train become the NYC’s, and the Big 4 leaves the game', () => {
    const big4 = before.corporations.BIG4;
    expect(big4.trains).toHaveLength(1);
    expect(after.corporations.NYC.cash).toBe(before.corporations.NYC.cash - 14 + big4.cash);
    expect(after.corporations.NYC.trains).toContain(big4.trains[0]);
    expect(after.corporations.BIG4).toMatchObject({ closed: true, trains: [] });
  });

  it('§6.93 that 2-train does not run for the NYC in the round it was bought', () => {
    expect(after.trains[before.corporations.BIG4.trains[0]].operated).toBe(true);
  });

  it('its station in Indianapolis (G9) becomes an extra station of the NYC', () => {
    expect(before.corporations.NYC.tokens.some((k) => k.hex === 'G9')).toBe(false);
    expect(after.corporations.NYC.tokens.filter((k) => k.hex === 'G9')).toHaveLength(1);
    expect(after.hexes.G9.tokens.flat()).toContain('NYC');
    expect(after.hexes.G9.tokens.flat()).not.toContain('BIG4');
  });
});

describe('§6.92 an independent bought by a corporation already in its city', () => {
  const before = context(liveAt(t, g, 69)).s;
  const after = context(liveAt(t, g, 70)).s;

  it('GT, with a station in Detroit (C15), keeps one station there: the Michigan Southern’s leaves the map', () => {
    expect(before.corporations.GT.tokens.filter((k) => k.hex === 'C15')).toHaveLength(1);
    expect(before.corporations.MS.tokens[0].hex).toBe('C15');
    expect(after.corporations.GT.tokens.filter((k) => k.hex === 'C15')).toHaveLength(1);
    expect(after.corporations.GT.tokens.length).toBe(before.corporations.GT.tokens.length);
    expect(after.hexes.C15.tokens.flat()).not.toContain('MS');
    expect(after.hexes.C15.tokens.flat().filter((s) => s === 'GT')).toHaveLength(1);
  });
});
