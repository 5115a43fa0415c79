/** The editor's pure helpers: path updates, tile content edits, upgrade lint, problem places, manifest totals. */
import { describe, expect, test } from 'vitest';
import { removeStop, addPath } from '../../../renderer/editor/contentOps';
import { manifestTotals } from '../../../renderer/editor/manifestTotals';
import { addHex, newHexProblem, removeHex, setHome } from '../../../renderer/editor/mapOps';
import { newTitle, rectangleIds } from '../../../renderer/editor/newTitle';
import { filesOfTitle, titleOfPack, packOf } from '../../../renderer/editor/packFiles';
import { pathOf, pointerOf, setIn, updateIn } from '../../../renderer/editor/paths';
import { placeOf } from '../../../renderer/editor/places';
import { removeTile, renameTile } from '../../../renderer/editor/tileOps';
import { lintUpgrades } from '../../../renderer/editor/upgradeLint';
import type { TitleDef } from '@shared/title/types';
import { loadTitle } from '../titles';

const mini = (): TitleDef => newTitle({ id: 'mini', name: 'Mini', layout: 'pointy', rows: 3, columns: 4, players: { min: 2, max: 4 } });

describe('paths', () => {
  test('an update copies only the objects along the path (structural sharing)', () => {
    const root = { a: { b: [1, 2, 3] }, c: { d: 1 } };
    const next = setIn(root, ['a', 'b', 1], 9);
    expect(next.a.b).toEqual([1, 9, 3]);
    expect(root.a.b).toEqual([1, 2, 3]);
    expect(next.c).toBe(root.c);
  });
  test('undefined deletes a key or removes an array element', () => {
    expect(updateIn({ a: 1, b: 2 }, ['a'], () => undefined)).toEqual({ b: 2 });
    expect(updateIn([1, 2, 3], [1], () => undefined)).toEqual([1, 3]);
  });
  test.each([
    [['upgrades', '57/x', 0], '/upgrades/57~1x/0'],
    [['a~b'], '/a~0b'],
  ])('pointer of %j is %s and back', (path, pointer) => {
    expect(pointerOf(path)).toBe(pointer);
    expect(pathOf(pointer)).toEqual(path.map(String));
  });
});

describe('new title', () => {
  test.each([
    ['pointy', 2, 3, ['A1', 'A3', 'A5', 'B2', 'B4', 'B6']],
    ['flat', 3, 2, ['A1', 'B2', 'A3', 'B4', 'A5', 'B6']],
  ] as const)('%s %i × %i hexes lie on one lattice', (layout, rows, columns, ids) => {
    expect(rectangleIds(rows, columns, layout)).toEqual(ids);
  });
  test.each([
    [3, 4, 'pointy', ['B4', 'B6']],
    [4, 5, 'pointy', ['B4', 'C7']],
    [4, 5, 'flat', ['B4', 'D6']],
    [2, 3, 'pointy', ['A3', 'B4']],
  ] as const)('%i × %i %s: the two homes lie where a straight tile fits (%j)', (rows, columns, layout, homes) => {
    const t = newTitle({ id: 'x', name: 'X', layout, rows, columns, players: { min: 2, max: 4 } });
    expect(t.corporations.map((c) => c.home)).toEqual(homes);
  });
  test('the starter title has homes on its two cities and the standard upgrades', () => {
    const t = mini();
    expect(t.corporations.map((c) => c.home)).toEqual(['B4', 'B6']);
    expect(t.upgrades['@plain']).toEqual(['7', '8', '9']);
    expect(Object.keys(t.manifest).sort()).toEqual(t.tiles.map((x) => x.id).sort());
  });
});

describe('pack files', () => {
  test('keys go back to the file they came from; new keys to their usual file', () => {
    const t = loadTitle('1830');
    const files = filesOfTitle({ ...t, minors: [] }, { map: 'map.json', tiles: 'tiles.json' });
    expect(Object.keys(files['map.json']!)).toEqual(['map']);
    expect(files['companies.json']!.minors).toEqual([]);
    const pack = packOf(t, {}, {}, { createdAt: 'now' });
    expect(titleOfPack(pack).title.map).toEqual(t.map);
  });
});

describe('map edits', () => {
  test.each([
    ['D4', null],
    ['A1', 'A1 is already on the map'],
    ['D5', 'D5 is not on this map'],
    ['5D', '"5D" is not a hex coordinate'],
  ])('a new hex %s: %s', (id, problem) => {
    const p = newHexProblem(mini(), id);
    if (problem === null) expect(p).toBeNull();
    else expect(p).toContain(problem);
  });
  test('removing a home hex removes the home; adding puts the hex on the map', () => {
    const t = removeHex(addHex(mini(), { id: 'D4', color: 'white' }), 'B4');
    expect(t.map.hexes.some((h) => h.id === 'D4')).toBe(true);
    expect(t.corporations[0]!.home).toBeUndefined();
    expect(setHome(t, 'WR', 'B6').corporations[0]!.home).toBe('B6');
  });
});

describe('tile content', () => {
  test('removing a stop drops its track and renumbers later stops', () => {
    const c = {
      stops: [
        { type: 'city' as const, revenue: 20 },
        { type: 'town' as const, revenue: 10 },
      ],
      paths: [
        { a: { edge: 0 }, b: { stop: 0 } },
        { a: { edge: 3 }, b: { stop: 1 } },
      ],
    };
    expect(removeStop(c, 0)).toEqual({ stops: [{ type: 'town', revenue: 10 }], paths: [{ a: { edge: 3 }, b: { stop: 0 } }] });
  });
  test('the same track is not laid twice, either way round', () => {
    const c = addPath({}, { a: { edge: 0 }, b: { edge: 3 } });
    expect(addPath(c, { a: { edge: 3 }, b: { edge: 0 } })).toBe(c);
  });
  test('renaming a tile renames its manifest entry and upgrade-table mentions; removing drops them', () => {
    const t = renameTile(mini(), '57', 'X57');
    expect(t.manifest.X57).toBe(4);
    expect(t.upgrades['@city']).toEqual(['X57']);
    expect(t.upgrades.X57).toEqual(['15']);
    const r = removeTile(t, 'X57');
    expect(r.upgrades['@city']).toBeUndefined();
    expect(r.manifest.X57).toBeUndefined();
  });
});

describe('upgrade lint', () => {
  test('1830 as shipped: every upgrade keeps track and label', () => {
    const kinds = lintUpgrades(loadTitle('1830')).filter((l) => l.kind !== 'unreachable');
    expect(kinds).toEqual([]);
  });
  test.each([
    ['7', '24', 'drops-track'],
    ['57', '23', 'drops-track'],
    ['8', '57', 'colour'],
  ])('upgrade %s → %s is flagged %s', (source, target, kind) => {
    const t = mini();
    const lint = lintUpgrades({ ...t, upgrades: { ...t.upgrades, [source]: [target] } });
    expect(lint.some((l) => l.source === source && l.target === target && l.kind === kind)).toBe(true);
  });
  test('a label change is flagged, and a tile nothing upgrades to', () => {
    const t = mini();
    const tiles = t.tiles.map((x) => (x.id === '15' ? { ...x, label: 'B' } : x));
    const lint = lintUpgrades({ ...t, tiles, upgrades: { ...t.upgrades, '57': ['15'], '9': [] } });
    expect(lint.some((l) => l.kind === 'label' && l.target === '15')).toBe(true);
    const bare = lintUpgrades({ ...t, upgrades: { '@plain': ['7'] } });
    expect(
      bare
        .filter((l) => l.kind === 'unreachable')
        .map((l) => l.source)
        .sort(),
    ).toEqual(['15', '23', '24', '57', '8', '9']);
  });
});

describe('problem places', () => {
  const t = mini();
  test.each([
    ['map.json', '/map/hexes/4/tile/paths/0', { tab: 'map', hex: 'B2' }],
    ['tiles.json', '/tiles/3/stops/0', { tab: 'tiles', tile: '57' }],
    ['tiles.json', '/manifest/57', { tab: 'manifest', tile: '57' }],
    ['tiles.json', '/upgrades/@plain/1', { tab: 'upgrades', source: '@plain' }],
    ['trains.json', '/trains/1/price', { tab: 'trains', table: 'trains', row: 1 }],
    ['companies.json', '/corporations/0/home', { tab: 'companies', table: 'corporations', row: 0 }],
    ['title.json', '/stock/sellMovement', { tab: 'rules' }],
    ['pack', '/assets/x.svg', { tab: 'title' }],
    ['market.json', '/market/rows/2/4/price', { tab: 'market', cell: { row: 2, column: 4 }, label: 'market row 3, column 5 price' }],
    ['market.json', '/market/rows/0', { tab: 'market', cell: { row: 0 }, label: 'market row 1' }],
  ])('%s %s', (file, pointer, want) => {
    expect(placeOf({ file, pointer }, t)).toMatchObject(want);
  });
});

test('manifest totals by colour count unlimited tiles apart', () => {
  const t = mini();
  const { groups, all } = manifestTotals({ ...t, manifest: { ...t.manifest, '7': 'unlimited' } });
  expect(groups.map((g) => [g.color, g.copies, g.unlimited])).toEqual([
    ['yellow', 12, 1],
    ['green', 6, 0],
  ]);
  expect(all).toMatchObject({ tiles: 7, copies: 18, unlimited: 1 });
});
