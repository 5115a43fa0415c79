/** 1846 facts checked against the rulebook (/work/shared/rules/1846.txt, first edition) and the second edition. */
import { describe, expect, it } from 'vitest';
import { loadTitle } from './helpers';

const t = loadTitle('1846');

describe('1846 against the rulebook', () => {
  it('private companies: list prices and incomes (p. 19 chart), second edition ones marked', () => {
    expect(t.companies.map((c) => [c.sym, c.value, c.revenue, c.editions ?? null])).toEqual([
      ['MS', 60, 0, null],
      ['BIG4', 40, 0, null],
      ['C&WI', 60, 10, null],
      ['MAIL', 80, 0, null],
      ['TBC', 60, 20, null],
      ['MPC', 60, 15, null],
      ['SC', 40, 10, null],
      ['LSL', 40, 15, null],
      ['MC', 40, 15, null],
      ['O&I', 40, 15, null],
      ['BT', 40, 10, ['2nd']],
      ['LM', 40, 15, ['2nd']],
    ]);
  });

  it('independent railroads carry a debt and are minors with a home token (§3.23)', () => {
    const ms = t.companies.find((c) => c.sym === 'MS')!;
    const big4 = t.companies.find((c) => c.sym === 'BIG4')!;
    expect([ms.debt, ms.minor, big4.debt, big4.minor]).toEqual([80, 'MS', 60, 'BIG4']);
    expect(t.minors?.map((m) => [m.sym, m.home])).toEqual([
      ['MS', 'C15'],
      ['BIG4', 'G9'],
    ]);
  });

  it('optional rules first_ed and second_ed_co exclude each other', () => {
    expect(t.optionalRules?.map((r) => [r.id, r.excludes])).toEqual([
      ['first_ed', ['second_ed_co']],
      ['second_ed_co', ['first_ed']],
    ]);
    expect(t.settings).toMatchObject({ defaultEdition: '2nd', editionRules: { first_ed: '1st' } });
  });

  it('corporations: start cities and token counts (p. 19)', () => {
    expect(t.corporations.map((c) => [c.sym, c.home, c.tokens.length])).toEqual([
      ['PRR', 'F20', 5],
      ['NYC', 'D20', 4],
      ['B&O', 'G19', 4],
      ['C&O', 'I15', 4],
      ['ERIE', 'E21', 4],
      ['GT', 'B16', 3],
      ['IC', 'K3', 4],
    ]);
    for (const c of t.corporations) expect([c.floatPercent, c.alwaysMarketPrice]).toEqual([20, true]);
  });

  it('reserved tokens: B&O $40/$100 Cincinnati, PRR $40/$60 Ft. Wayne, Erie $40, IC $40 Centralia', () => {
    const token = (sym: string) => t.corporations.find((c) => c.sym === sym)!.abilities!.find((a) => a.type === 'token');
    expect(token('B&O')).toMatchObject({ hexes: ['H12'], price: 40, teleportPrice: 100 });
    expect(token('PRR')).toMatchObject({ hexes: ['E11'], price: 40, teleportPrice: 60 });
    expect(token('ERIE')).toMatchObject({ hexes: ['D20'], price: 40 });
    expect(token('IC')).toMatchObject({ hexes: ['I5'], price: 40 });
    expect(t.corporations.find((c) => c.sym === 'IC')!.abilities).toContainEqual({ type: 'par_subsidy' });
  });

  it('certificate limit by players and corporations in play (p. 19)', () => {
    expect(t.certLimit).toMatchObject({
      '3': { '5': 14, '4': 11 },
      '4': { '6': 12, '5': 10, '4': 8 },
      '5': { '7': 11, '6': 10, '5': 8, '4': 6 },
    });
    // Two players: the two-player variant (as 18xx.games plays "1846 2p Variant"), with its own limits.
    expect(t.certLimit['2']).toEqual({ '5': 19, '4': 16 });
    expect(t.players).toEqual({ min: 2, max: 5 });
  });

  it('trains: list prices of both sides, phasing out and removal (p. 19)', () => {
    expect(t.trains.map((tr) => [tr.name, tr.price, tr.variants?.map((v) => [v.name, v.price]) ?? []])).toEqual([
      ['2', 80, []],
      ['4', 180, [['3/5', 160]]],
      ['5', 500, [['4/6', 450]]],
      ['6', 800, [['7/8', 900]]],
    ]);
    const two = t.trains[0];
    expect([two.obsoleteOn, two.rustsOn]).toEqual(['5', '6']); // phased out in III, removed in IV
    expect(t.trains[1].obsoleteOn).toBe('6'); // II trains phased out in IV
    // §6.84: 6-trains are unlimited; 18xx.games has 9 (more than a game buys), and 4 in the two-player variant.
    expect(t.trains[3].count).toEqual({ '2': 4, '3': 9, '4': 9, '5': 9 });
    expect(t.trains[0].count).toEqual({ '2': 7, '3': 7, '4': 8, '5': 9 });
    expect(t.phases.map((p) => [p.name, p.trainLimit])).toEqual([
      ['I', 4],
      ['II', 4],
      ['III', 3],
      ['IV', 2],
    ]);
  });

  it('one-row market from $0 (closes) with par values 40-150', () => {
    expect(t.market.rows).toHaveLength(1);
    expect(t.market.rows[0][0]).toEqual({ price: 0, zones: ['close'] });
    const pars = t.market.rows[0].filter((c) => c?.zones?.includes('par')).map((c) => c!.price);
    expect(pars).toEqual([40, 50, 60, 70, 80, 90, 100, 112, 124, 137, 150]);
  });

  it('two tile lays (second yellow or one upgrade), $20 per lay (§6.43, §6.48)', () => {
    expect(t.tileLays).toEqual([
      { lay: true, upgrade: true },
      { lay: true, upgrade: 'not_if_upgraded' },
    ]);
    expect(t.settings?.tileCost).toBe(20);
    expect(t.stock).toMatchObject({ capitalization: 'incremental', sellBuyOrder: 'sell_buy', sellAfter: 'p_any_operate' });
  });
});
