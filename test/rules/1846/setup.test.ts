import { describe, expect, it } from 'vitest';
import { gameAt } from './helpers';
import { state1846 } from '../../../shared/rules/1846/state';

/** 1846 §2.2: with fewer than five players, privates and corporations are removed at random (18xx.games' seeded draws). */
describe('set-up removals by player count', () => {
  // Removed entities as the reference engine's first trace line lists them.
  const table: [string, string[]][] = [
    ['hs_cvjhogoy_1599504419', ['LSL', 'O&I', 'TBC', 'SC', 'C&O', 'ERIE']],
    ['12666', ['LSL', 'O&I', 'TBC', 'SC', 'PRR', 'C&O']],
    ['1846_game_end_reason_dnf', ['LSL', 'MC', 'O&I', 'TBC', 'MPC', 'SC', 'PRR', 'ERIE']],
    ['19962', ['MC', 'TBC', 'C&O']],
    ['222264', ['LSL', 'MC', 'MPC', 'SC', 'ERIE']],
    ['1846_game_end_reason_all_closed', ['MC', 'TBC']],
    ['3099', []],
  ];
  it.each(table)('%s removes the recorded companies and corporations', (name, removed) => {
    const c = gameAt(name, 0);
    expect(state1846(c).removed).toEqual(removed);
    for (const sym of removed) {
      if (c.s.companies[sym]) expect(c.s.companies[sym].closed).toBe(true);
      else expect(c.s.corporations[sym].closed).toBe(true);
    }
  });

  it('a removed corporation still puts its home station on the map', () => {
    const c = gameAt('hs_cvjhogoy_1599504419', 0);
    expect(c.s.corporations.ERIE.tokens[0].hex).toBe('E21');
  });

  it('the independent railroads start with a 2-train and their home station', () => {
    const c = gameAt('hs_cvjhogoy_1599504419', 0);
    for (const [sym, home] of [
      ['MS', 'C15'],
      ['BIG4', 'G9'],
    ]) {
      expect(c.s.corporations[sym].trains.map((t) => c.s.trains[t].name)).toEqual(['2']);
      expect(c.s.corporations[sym].tokens[0].hex).toBe(home);
    }
  });

  it('the first edition leaves out Boomtown and Little Miami', () => {
    const c = gameAt('12666', 0);
    expect(c.s.companies.BT.closed).toBe(true);
    expect(c.s.companies.LM.closed).toBe(true);
  });
});
