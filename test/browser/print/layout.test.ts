import { describe, expect, test } from 'vitest';
import { chunk, fitCount, honeycomb, mapPages, paginate } from '../../../renderer/print/layout';
import { pageBox } from '../../../renderer/print/paper';
import { parsePrintRoute, printRoute } from '../../../renderer/print/printRoute';
import { chartRows } from '../../../renderer/print/upgradeChart';
import { manifestGroups, physicalTiles, upgradesOf } from '../../../renderer/print/tileCatalog';
import { hexSizeFromFlatToFlat, mmToPx } from '../../../renderer/print/units';
import { loadTitle } from '../titles';

describe('print routes', () => {
  test.each([
    ['#/print/manifest?title=1830', { kind: 'manifest', titleId: '1830', paper: 'A4', landscape: false, hexMm: 38 }],
    ['/print/map?title=1846&paper=letter', { kind: 'map', titleId: '1846', paper: 'Letter', landscape: true, hexMm: 38 }],
    ['print/sheets?title=18NY&hex=30mm&orientation=landscape', { kind: 'sheets', titleId: '18NY', landscape: true, hexMm: 30 }],
    ['market?title=1817&orientation=portrait', { kind: 'market', titleId: '1817', landscape: false }],
    ['#/print/upgrades?title=1870&hex=25.5', { kind: 'upgrades', hexMm: 25.5 }],
    ['#/print/market?title=1830&cell=16mm&copies=3', { kind: 'market', cellMm: 16, copies: 3 }],
  ])('%s', (route, expected) => {
    const r = parsePrintRoute(route);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.request).toMatchObject(expected);
  });

  test.each([
    ['#/print/poster?title=1830', 'unknown page "poster"'],
    ['#/print/map', 'no title'],
    ['#/print/map?title=1830&paper=A3', 'paper "A3" is not A4 or Letter'],
    ['#/print/map?title=1830&hex=5mm', 'hex size "5mm" must be'],
    ['#/print/map?title=1830&orientation=sideways', 'orientation "sideways"'],
    ['#/print/market?title=1830&cell=4mm', 'market cell size "4mm" must be 8–40 mm'],
    ['#/print/market?title=1830&copies=2.5', 'copies "2.5" must be a whole number 1–20'],
  ])('%s is refused: %s', (route, message) => {
    const r = parsePrintRoute(route);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  test('printRoute and parsePrintRoute agree', () => {
    const route = printRoute({ kind: 'sheets', titleId: '1830', paper: 'Letter', landscape: true, hexMm: 40, unlimited: 3 });
    expect(route).toBe('#/print/sheets?title=1830&paper=Letter&orientation=landscape&hex=40mm&unlimited=3');
    expect(parsePrintRoute(route)).toEqual({
      ok: true,
      request: {
        kind: 'sheets',
        titleId: '1830',
        paper: 'Letter',
        landscape: true,
        hexMm: 40,
        unlimited: 3,
        sheetLayout: 'edge',
        bleedMm: 1.5,
        cutLines: true,
        cellMm: null,
        copies: 1,
        autoprint: false,
      },
    });
  });
});

describe('true size', () => {
  test('38 mm is 143.6 CSS px; a pointy hex 38 mm flat to flat has size 21.94 mm', () => {
    expect(mmToPx(38)).toBeCloseTo(143.62, 2);
    expect(hexSizeFromFlatToFlat(38)).toBeCloseTo(21.939, 3);
  });
  test('page boxes: A4 portrait, Letter landscape, 10 mm margins', () => {
    expect(pageBox('A4', false)).toMatchObject({ width: 210, height: 297, inner: { width: 190, height: 277 } });
    expect(pageBox('Letter', true)).toMatchObject({ width: 279.4, height: 215.9 });
  });
});

describe('pagination keeps blocks whole', () => {
  test('blocks fill pages in order; a heading moves with the block after it', () => {
    const blocks = [
      { item: 'h1', height: 10, keepWithNext: true },
      { item: 'a', height: 40 },
      { item: 'b', height: 40 },
      { item: 'h2', height: 10, keepWithNext: true },
      { item: 'c', height: 40 },
    ];
    expect(paginate(blocks, 100)).toEqual([
      ['h1', 'a', 'b'],
      ['h2', 'c'],
    ]);
    expect(paginate(blocks, 1000)).toEqual([['h1', 'a', 'b', 'h2', 'c']]);
    expect(
      paginate(
        [
          { item: 'huge', height: 500 },
          { item: 'x', height: 1 },
        ],
        100,
      ),
    ).toEqual([['huge'], ['x']]);
  });
  test('fitCount and chunk', () => {
    expect(fitCount(190, 38, 5)).toBe(4);
    expect(fitCount(10, 38, 5)).toBe(1);
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('honeycomb packing for tile sheets', () => {
  test('pointy 38 mm hexes on A4: rows 1.5 sizes apart, odd rows shifted half a hex, all inside the bleed', () => {
    const s = hexSizeFromFlatToFlat(38);
    const spots = honeycomb(190, 277, s, 'pointy', 1.5);
    expect(spots.length).toBeGreaterThan(20);
    for (const p of spots) {
      expect(p.x - 19).toBeGreaterThanOrEqual(1.5 - 1e-9);
      expect(p.x + 19).toBeLessThanOrEqual(190 - 1.5 + 1e-9);
      expect(p.y - s).toBeGreaterThanOrEqual(1.5 - 1e-9);
      expect(p.y + s).toBeLessThanOrEqual(277 - 1.5 + 1e-9);
    }
    const rows = [...new Set(spots.map((p) => p.y.toFixed(3)))].map(Number);
    expect(rows[1]! - rows[0]!).toBeCloseTo(1.5 * s, 2);
    expect(spots.find((p) => p.y > spots[0]!.y + 1)!.x - spots[0]!.x).toBeCloseTo(19, 6);
    // Neighbours touch: centres one hex width apart in a row.
    expect(spots[1]!.x - spots[0]!.x).toBeCloseTo(38, 6);
  });
  test('flat hexes are the transpose', () => {
    const s = 10;
    const spots = honeycomb(100, 60, s, 'flat', 0);
    expect(spots[1]!.y - spots[0]!.y).toBeCloseTo(Math.sqrt(3) * s, 6);
  });
});

describe('map pages', () => {
  test('pages overlap by the strip and cover the map, centred', () => {
    const g = mapPages(531, 399, { width: 277, height: 190 }, 12);
    expect([g.rows, g.cols]).toEqual([3, 2]);
    const right = Math.max(...g.pages.map((p) => p.x + 277));
    const left = Math.min(...g.pages.map((p) => p.x));
    expect(left).toBeLessThanOrEqual(0);
    expect(right).toBeGreaterThanOrEqual(531);
    expect(left + right).toBeCloseTo(531, 6);
    expect(g.pages[1]!.x - g.pages[0]!.x).toBe(265);
  });
  test('a map smaller than one page is one page', () => {
    expect(mapPages(100, 100, { width: 190, height: 277 }, 12)).toMatchObject({ rows: 1, cols: 1 });
  });
});

describe('what the pages list', () => {
  test('1830 manifest: by colour, yellow first, counts from the manifest, upgrades from the table', () => {
    const t = loadTitle('1830');
    const groups = manifestGroups(t);
    // 1830 has no gray tiles.
    expect(groups.map((g) => g.color)).toEqual(['yellow', 'green', 'brown']);
    const e57 = groups[0]!.entries.find((e) => e.tile.id === '57')!;
    expect(e57.count).toBe(t.manifest['57']);
    expect(e57.upgrades).toEqual([{ where: '', targets: t.upgrades['57'] }]);
    expect(physicalTiles(t, 6).length).toBe(Object.values(t.manifest).reduce<number>((a, b) => a + (b as number), 0));
  });
  test('1846 unlimited tiles print the asked number of copies', () => {
    const t = loadTitle('1846');
    expect(physicalTiles(t, 4).filter((p) => p.tile.id === '7').length).toBe(4);
    expect(physicalTiles(t, 0).filter((p) => p.tile.id === '7').length).toBe(0);
  });
  test('18NY: label variants of a tile are listed with it', () => {
    const t = loadTitle('18NY');
    expect(upgradesOf(t, '57').map((u) => u.where)).toEqual(['', 'label R']);
  });
  test('upgrade chart: plain-hex classes first, then map hexes, then tiles by colour; every source of the table', () => {
    const t = loadTitle('1870');
    const rows = chartRows(t);
    expect(rows[0]!.source.key).toBe('@plain');
    expect(rows.length).toBe(Object.values(t.upgrades).filter((v) => v.length > 0).length);
    expect(rows.find((r) => r.source.key === '170@B11')!.source.caption).toBe('#170 on B11');
  });
});
