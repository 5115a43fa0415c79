/** Spot checks of 1870, 18NY and 1817 against their rulebooks where the text is legible. */
import { describe, expect, it } from 'vitest';
import { loadTitle } from './helpers';

describe('1870 (rulebook pp. 4-5 and the summary card)', () => {
  const t = loadTitle('1870');

  it('trains 2-12 with prices and counts; 12s unlimited', () => {
    expect(t.trains.map((tr) => [tr.name, tr.price, tr.count])).toEqual([
      ['2', 80, 7],
      ['3', 180, 6],
      ['4', 300, 5],
      ['5', 450, 4],
      ['6', 630, 3],
      ['8', 800, 3],
      ['10', 950, 2],
      ['12', 1100, 'unlimited'],
    ]);
  });

  it('eight phases; one OR in phase 1; blue (bottom) off-board values from phase 6', () => {
    expect(t.phases.map((p) => [p.name, p.on, p.trainLimit, p.operatingRounds, p.revenueColor ?? p.tiles.at(-1)])).toEqual([
      ['1', undefined, 4, 1, 'yellow'],
      ['2', '3', 4, 2, 'green'],
      ['3', '4', 3, 2, 'green'],
      ['4', '5', 2, 3, 'brown'],
      ['5', '6', 2, 3, 'gray'],
      ['6', '8', 2, 3, 'blue'],
      ['7', '10', 2, 3, 'blue'],
      ['8', '12', 2, 3, 'blue'],
    ]);
  });

  it('starting capital and certificate limits by companies in play', () => {
    expect(t.startingCash).toMatchObject({ '3': 700, '4': 525, '5': 420, '6': 350 });
    expect(t.certLimit).toMatchObject({ '2': { '10': 28, '9': 24 }, '6': { '10': 11, '9': 9 } });
  });

  it('every corporation has a home and a destination', () => {
    for (const c of t.corporations) expect([c.sym, typeof c.home, typeof c.destination]).toEqual([c.sym, 'string', 'string']);
    expect(t.corporations.find((c) => c.sym === 'TP')).toMatchObject({ home: 'J5', destination: 'N17' });
  });
});

describe('18NY', () => {
  const t = loadTitle('18NY');

  it('H trains count hexes; DE trains pay double for cities', () => {
    expect(t.trains.filter((tr) => tr.distanceUnit === 'hexes').map((tr) => tr.name)).toEqual(['2H', '4H', '6H', '12H']);
    expect(t.trains.find((tr) => tr.name === '4DE')?.distance).toEqual([{ nodes: ['city', 'offboard', 'town'], pay: 4, visit: 99, multiplier: 2 }]);
  });

  it('eleven minors and the NYC formed in play', () => {
    expect(t.corporations.filter((c) => c.type === 'minor')).toHaveLength(11);
    expect(t.corporations.find((c) => c.sym === 'NYC')).toMatchObject({ floatable: false, type: 'major' });
    expect(t.phases[0].trainLimit).toEqual({ minor: 2, major: 4 });
  });
});

describe('1817', () => {
  const t = loadTitle('1817');

  it('unlimited bank, 3-12 players, loans and corporation sizes by phase', () => {
    expect(t.bank).toBe('unlimited');
    expect(t.players).toEqual({ min: 3, max: 12 });
    expect(t.settings).toMatchObject({ maxLoans: 70, corporationSizes: { '2': 'small', '5': 'medium', '10': 'large' } });
    expect(t.phases.map((p) => p.corporationSizes)).toEqual([[2], [2], [2, 5], [5], [5, 10], [10], [10], [10]]);
  });

  it('volatility companies belong to that expansion only', () => {
    const vol = t.companies.filter((c) => c.editions?.includes('volatility')).map((c) => c.sym);
    expect(vol).toHaveLength(13);
    expect(t.optionalRules?.map((r) => r.id)).toContain('volatility');
  });
});
