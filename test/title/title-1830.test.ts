/** 1830 facts checked against the rulebook (/work/shared/rules/1830.txt). */
import { describe, expect, it } from 'vitest';
import { loadTitle } from './helpers';

const t = loadTitle('1830');

describe('1830 against the rulebook', () => {
  it('has eight corporations with their home stations', () => {
    expect(Object.fromEntries(t.corporations.map((c) => [c.sym, c.home]))).toEqual({
      PRR: 'H12',
      NYC: 'E19',
      CPR: 'A19',
      'B&O': 'I15',
      'C&O': 'F6',
      ERIE: 'E11',
      NYNH: 'G19',
      'B&M': 'E23',
    });
  });

  it('floats at 60% with 10 certificates (president 20%)', () => {
    for (const c of t.corporations) {
      expect(c.floatPercent).toBe(60);
      expect(c.shares).toBeUndefined(); // the default 20 + 8 × 10
    }
  });

  it('home station free, then $40, later ones $100 (§6.3)', () => {
    for (const c of t.corporations) {
      expect(c.tokens[0]).toBe(0);
      expect(c.tokens[1]).toBe(40);
      for (const cost of c.tokens.slice(2)) expect(cost).toBe(100);
    }
    const tokenCounts = Object.fromEntries(t.corporations.map((c) => [c.sym, c.tokens.length]));
    expect(tokenCounts).toEqual({ PRR: 4, NYC: 4, CPR: 4, 'B&O': 3, 'C&O': 3, ERIE: 3, NYNH: 2, 'B&M': 2 });
  });

  it('has six private companies with their face values and revenues', () => {
    expect(t.companies.map((c) => [c.sym, c.value, c.revenue])).toEqual([
      ['SV', 20, 5],
      ['CS', 40, 10],
      ['DH', 70, 15],
      ['MH', 110, 20],
      ['CA', 160, 25],
      ['BO', 220, 30],
    ]);
  });

  it('private companies sell to corporations for half to twice face value', () => {
    for (const c of t.companies) expect([c.minPriceFactor, c.maxPriceFactor]).toEqual([0.5, 2]);
  });

  it('private abilities: C&A gives a PRR share, B&O the B&O presidency, M&H trades for NYC', () => {
    const ability = (sym: string, type: string) => t.companies.find((c) => c.sym === sym)!.abilities!.find((a) => a.type === type);
    expect(ability('CA', 'shares')).toEqual({ type: 'shares', shares: ['PRR_1'] });
    expect(ability('BO', 'shares')).toEqual({ type: 'shares', shares: ['B&O_0'] });
    expect(ability('BO', 'no_buy')).toEqual({ type: 'no_buy' });
    expect(ability('MH', 'exchange')).toMatchObject({ corporations: ['NYC'], from: ['ipo', 'market'] });
    expect(ability('SV', 'blocks_hexes')).toMatchObject({ hexes: ['G15'], ownerType: 'player' });
  });

  it('trains 2/3/4/5/6/D: counts 6/5/4/3/2/unlimited and prices', () => {
    expect(t.trains.map((tr) => [tr.name, tr.count, tr.price])).toEqual([
      ['2', 6, 80],
      ['3', 5, 180],
      ['4', 4, 300],
      ['5', 3, 450],
      ['6', 2, 630],
      ['D', 'unlimited', 1100],
    ]);
    const byName = Object.fromEntries(t.trains.map((tr) => [tr.name, tr]));
    expect([byName['2'].rustsOn, byName['3'].rustsOn, byName['4'].rustsOn]).toEqual(['4', '6', 'D']);
    expect(byName['D'].availableOn).toBe('6');
    expect(byName['D'].discount).toEqual({ '4': 300, '5': 300, '6': 300 });
    expect(byName['5'].events).toEqual([{ type: 'close_companies' }]);
  });

  it('phases: train limits 4/4/3/2/2/2, operating rounds 1/2/2/3/3/3, brown tiles from phase 5', () => {
    expect(t.phases.map((p) => [p.name, p.on, p.trainLimit, p.operatingRounds, p.tiles.at(-1)])).toEqual([
      ['2', undefined, 4, 1, 'yellow'],
      ['3', '3', 4, 2, 'green'],
      ['4', '4', 3, 2, 'green'],
      ['5', '5', 2, 3, 'brown'],
      ['6', '6', 2, 3, 'brown'],
      ['D', 'D', 2, 3, 'brown'],
    ]);
  });

  it('certificate limits 28/20/16/13/11, bank $12000, starting cash $2400 split', () => {
    expect(t.certLimit).toEqual({ '2': 28, '3': 20, '4': 16, '5': 13, '6': 11 });
    expect(t.bank).toBe(12000);
    expect(t.startingCash).toEqual({ '2': 1200, '3': 800, '4': 600, '5': 480, '6': 400 });
    expect([t.holdingLimit, t.poolLimit]).toEqual([60, 50]);
  });

  it('market: par values 67-100, yellow/orange/brown zones', () => {
    const cells = t.market.rows.flat().filter((c) => c !== null);
    const withZone = (z: string) => cells.filter((c) => c!.zones?.includes(z)).map((c) => c!.price);
    expect(withZone('par').sort((a, b) => a - b)).toEqual([67, 71, 76, 82, 90, 100]);
    // The rulebook's stock market: yellow (no certificate limit), orange (also above 60%), brown (also several per turn).
    expect(withZone('no_cert_limit').length).toBe(19);
    expect(withZone('unlimited').sort((a, b) => a - b)).toEqual([32, 34, 36, 39, 40, 40, 40, 40, 41, 42, 45]);
    expect(withZone('multiple_buy').sort((a, b) => a - b)).toEqual([10, 10, 10, 10, 18, 20, 20, 20, 20, 25, 27, 30, 30, 30, 30]);
    expect(t.market.rows[0][0]).toEqual({ price: 60, zones: ['no_cert_limit'] });
    expect(t.market.rows[0].at(-1)).toEqual({ price: 350 });
    expect(t.settings?.certLimitZones).toEqual(['multiple_buy', 'unlimited', 'no_cert_limit']);
  });

  it('standard stock rules: full capitalization, sell in any order, one row down per share, no sales in SR 1', () => {
    expect(t.stock).toEqual({
      capitalization: 'full',
      sellBuyOrder: 'sell_buy_sell',
      sellMovement: 'down_share',
      poolShareDrop: 'none',
      sellAfter: 'first',
      soldSharesTo: 'pool',
    });
    expect(t.gameEnd).toEqual({ bankrupt: 'immediate', bank: 'full_or' });
    // Its own rules module (privates, the optional 6-train), named so that a copy plays by it too.
    expect(t.rules).toBe('1830');
  });

  it('preprinted New York (G19): two $40 cities, NY label, $80 water', () => {
    const g19 = t.map.hexes.find((h) => h.id === 'G19')!;
    expect(g19.color).toBe('yellow');
    expect(g19.tile?.label).toBe('NY');
    expect(g19.tile?.stops).toEqual([
      { type: 'city', revenue: 40 },
      { type: 'city', revenue: 40 },
    ]);
    expect(g19.terrain).toEqual([{ type: 'water', cost: 80 }]);
  });

  it('tile manifest totals and copy naming', () => {
    expect(Object.values(t.manifest).reduce<number>((n, c) => n + (c as number), 0)).toBe(85);
    expect(t.manifest['57']).toBe(4);
    expect(t.tiles.find((x) => x.id === '57')?.desc).toBe('Yellow tile: one city ($20, one token space); track to two sides.');
  });
});
