/** Where tile parts go: pure layout rules, checked with literal tables (runs in the browser project with the rest of the renderer). */
import { describe, expect, test } from 'vitest';
import { edgeMidpoint } from '@shared/hex';
import type { TileContent } from '@shared/title/types';
import { edgeToEdge, layoutTile } from '../../renderer/board/tileLayout';
import { initialBoard } from '../../renderer/board/homes';
import { tileLayerBuilder } from '../../renderer/board/tileLayerArt';
import { tileArt } from '../../renderer/board/tileArt';
import { mapArt } from '../../renderer/board/mapArt';
import type { BoardState } from '../../renderer/board/types';
import { dist, length } from '../../renderer/board/vec';
import { loadTitle } from './titles';

const SIZE = 50;
const near = (a: { x: number; y: number }, b: { x: number; y: number }) => dist(a, b) < 0.01;

describe('track between edges', () => {
  test.each([
    ['opposite edges: a straight line', 0, 3, 2],
    ['edges two apart: a gentle arc', 0, 2, 17],
    ['adjacent edges: a sharp arc', 0, 1, 17],
  ])('%s', (_name, a, b, points) => {
    const pts = edgeToEdge(a, b, SIZE, 'pointy');
    expect(pts.length).toBe(points);
    expect(near(pts[0]!, edgeMidpoint(a, SIZE))).toBe(true);
    expect(near(pts.at(-1)!, edgeMidpoint(b, SIZE))).toBe(true);
  });

  test('an arc meets each edge at a right angle (its first step points at the hex centre)', () => {
    const pts = edgeToEdge(0, 2, SIZE, 'pointy');
    const m = pts[0]!;
    const step = { x: pts[1]!.x - m.x, y: pts[1]!.y - m.y };
    const inward = { x: -m.x, y: -m.y };
    const cos = (step.x * inward.x + step.y * inward.y) / (length(step) * length(inward));
    expect(cos).toBeGreaterThan(0.99);
  });
});

describe('stops', () => {
  const city57: TileContent = {
    stops: [{ type: 'city', revenue: 20 }],
    paths: [
      { a: { edge: 0 }, b: { stop: 0 } },
      { a: { stop: 0 }, b: { edge: 3 } },
    ],
  };
  const town3: TileContent = {
    stops: [{ type: 'town', revenue: 10 }],
    paths: [
      { a: { edge: 0 }, b: { stop: 0 } },
      { a: { stop: 0 }, b: { edge: 1 } },
    ],
  };
  const oo59: TileContent = {
    stops: [
      { type: 'city', revenue: 40 },
      { type: 'city', revenue: 40 },
    ],
    paths: [
      { a: { edge: 0 }, b: { stop: 0 } },
      { a: { edge: 2 }, b: { stop: 1 } },
    ],
    label: 'OO',
  };

  test('a lone city sits in the centre with one slot', () => {
    const t = layoutTile(city57, 0, SIZE, 'pointy');
    expect(t.stops[0]!.at).toEqual({ x: 0, y: 0 });
    expect(t.stops[0]!.slots.length).toBe(1);
  });

  test('rotation moves the track to edges (e + r) mod 6', () => {
    expect([...layoutTile(city57, 0, SIZE, 'pointy').edges].sort()).toEqual([0, 3]);
    expect([...layoutTile(city57, 2, SIZE, 'pointy').edges].sort()).toEqual([2, 5]);
    expect([...layoutTile(city57, 5, SIZE, 'pointy').edges].sort()).toEqual([2, 5]);
  });

  test('a town on a track between two edges is a bar across the middle of that track', () => {
    const t = layoutTile(town3, 0, SIZE, 'pointy');
    expect(t.stops[0]!.barAngle).toBeDefined();
    expect(t.track.length).toBe(1);
    const arc = t.track[0]!.points;
    expect(near(t.stops[0]!.at, arc[Math.floor(arc.length / 2)]!)).toBe(true);
  });

  test('two cities lean toward their own edges and do not overlap', () => {
    const t = layoutTile(oo59, 0, SIZE, 'pointy');
    const [a, b] = t.stops;
    expect(dist(a!.at, edgeMidpoint(0, SIZE))).toBeLessThan(dist(a!.at, edgeMidpoint(2, SIZE)));
    expect(dist(b!.at, edgeMidpoint(2, SIZE))).toBeLessThan(dist(b!.at, edgeMidpoint(0, SIZE)));
    expect(dist(a!.at, b!.at)).toBeGreaterThan(a!.hull + b!.hull);
  });

  test('track into an off-board area is a terminal arrow that stops short of the centre', () => {
    const t = layoutTile({ stops: [{ type: 'offboard', revenue: { yellow: 30, brown: 60 } }], paths: [{ a: { edge: 4 }, b: { stop: 0 } }] }, 0, SIZE, 'pointy');
    expect(t.track[0]!.terminal).toBe(true);
    expect(length(t.track[0]!.points.at(-1)!)).toBeGreaterThan(0.2 * SIZE);
  });

  test('a stop with a location hint sits toward that edge (1830 Altoona: loc 2.5 is the top corner)', () => {
    const t = layoutTile(
      {
        stops: [{ type: 'city', revenue: 10, loc: 2.5 }],
        paths: [
          { a: { edge: 1 }, b: { stop: 0 } },
          { a: { edge: 4 }, b: { stop: 0 } },
          { a: { edge: 1 }, b: { edge: 4 } },
        ],
      },
      0,
      SIZE,
      'pointy',
    );
    expect(Math.abs(t.stops[0]!.at.x)).toBeLessThan(0.01);
    expect(t.stops[0]!.at.y).toBeLessThan(-0.3 * SIZE);
  });
});

describe('tiles layer', () => {
  test('a state change rebuilds only the hexes that changed', () => {
    const title = loadTitle('1830');
    const build = tileLayerBuilder(title, mapArt(title, SIZE));
    const s1: BoardState = { E19: { tile: '57', rotation: 1, tokens: [['NYC']] }, H12: { tile: null, rotation: 0, tokens: [['PRR']] } };
    const s2: BoardState = { ...s1, F20: { tile: '1', rotation: 0, tokens: [] } };
    const a = build(s1);
    const b = build(s2);
    expect(b.length).toBe(3);
    for (const id of ['E19', 'H12']) expect(b.find((x) => x.key === id)!.spec).toBe(a.find((x) => x.key === id)!.spec);
    expect(Object.isFrozen(b[0]!.spec)).toBe(true);
  });

  test('an unknown tile id is drawn as a marked hex, not an error', () => {
    const title = loadTitle('1830');
    const build = tileLayerBuilder(title, mapArt(title, SIZE));
    const out = build({ E19: { tile: 'X999', rotation: 0, tokens: [] } });
    expect(out.length).toBe(1);
  });
});

describe('home markers before the game', () => {
  test.each([
    ['1830', 'H12', 'PRR', 0, 0],
    ['1830', 'G19', 'NYNH', 0, 0],
    ['1830', 'E11', 'ERIE', 0, 0],
    ['1846', 'E11', 'PRR', 0, 0],
    ['1846', 'F20', 'PRR', 0, 0],
  ])('%s %s: slot held for %s', (id, hex, sym, city, slot) => {
    const board = initialBoard(loadTitle(id));
    expect(board[hex]?.reserved?.[city]?.[slot]).toBe(sym);
    expect(board[hex]?.tile).toBeNull();
  });

  test('every 1830 corporation has its home marker', () => {
    const board = initialBoard(loadTitle('1830'));
    const held = Object.values(board)
      .flatMap((h) => h.reserved!.flat())
      .filter(Boolean)
      .sort();
    expect(held).toEqual(['B&M', 'B&O', 'C&O', 'CPR', 'ERIE', 'NYC', 'NYNH', 'PRR']);
  });
});

describe('1846 Chicago (#298, #299, #300): four cities, each with its own side, all joined to one more side', () => {
  const title = loadTitle('1846');
  test.each(['298', '299', '300'])('#%s in every rotation: the cities stand apart, inside the hex, the label clear of them', (id) => {
    const tile = title.tiles.find((t) => t.id === id)!;
    for (let rotation = 0; rotation < 6; rotation++) {
      const t = layoutTile(tile, rotation, SIZE, 'pointy');
      const cities = t.stops;
      expect(cities.length).toBe(4);
      for (const c of cities) expect(length(c.at) + c.hull).toBeLessThanOrEqual(t.d.apothem + 1e-6);
      for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) expect(dist(cities[i]!.at, cities[j]!.at)).toBeGreaterThan(cities[i]!.hull + cities[j]!.hull);
      const art = tileArt(tile, rotation, SIZE, 'pointy');
      const label = art.shapes.find((s) => s.config.name === 'label')!;
      const at = { x: Number(label.config.x) + Number(label.config.width ?? 0) / 2, y: Number(label.config.y) + Number(label.config.height ?? 0) / 2 };
      for (const c of cities) expect(dist(at, c.at)).toBeGreaterThan(c.hull);
    }
  });
});
