import { describe, expect, it } from 'vitest';
import {
  EDGES,
  boardBounds,
  coordParity,
  edgeMidpoint,
  hexCorners,
  hexDimensions,
  hexToPixel,
  neighbor,
  parseHexId,
  pixelToHex,
  type Layout,
} from '../../shared/hex';

const S3 = Math.sqrt(3);
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('hexToPixel', () => {
  it.each([
    ['A0', 'pointy', 0, 0],
    ['A2', 'pointy', S3 * 10, 0],
    ['B1', 'pointy', (S3 / 2) * 10, 15],
    ['F20', 'pointy', 10 * S3 * 10, 75],
    ['A0', 'flat', 0, 0],
    ['B1', 'flat', 15, (S3 / 2) * 10],
    ['A2', 'flat', 0, S3 * 10],
  ] as const)('%s (%s, size 10) is centred at (%f, %f)', (id, layout, x, y) => {
    close(hexToPixel(id, 10, layout), { x, y });
  });

  it.each(['pointy', 'flat'] as const)('%s: neighbours are one hex width apart, through the edge midpoint', (layout) => {
    const size = 7;
    const c = hexToPixel('F20', size, layout);
    for (const e of EDGES) {
      const n = hexToPixel(neighbor('F20', e, layout), size, layout);
      const m = edgeMidpoint(e, size, layout);
      close({ x: (n.x - c.x) / 2, y: (n.y - c.y) / 2 }, m);
    }
  });
});

describe('hexCorners and edgeMidpoint', () => {
  it('pointy corners: corner 0 at the bottom, clockwise; edge e spans corners e and e+1', () => {
    const c = hexCorners(10, 'pointy');
    close(c[0]!, { x: 0, y: 10 });
    close(c[1]!, { x: -5 * S3, y: 5 });
    close(c[2]!, { x: -5 * S3, y: -5 });
    close(c[3]!, { x: 0, y: -10 });
    close(c[4]!, { x: 5 * S3, y: -5 });
    close(c[5]!, { x: 5 * S3, y: 5 });
  });
  it('flat corners: corner 0 is the right end of the bottom edge, clockwise', () => {
    const c = hexCorners(10, 'flat');
    close(c[0]!, { x: 5, y: 5 * S3 });
    close(c[1]!, { x: -5, y: 5 * S3 });
    close(c[2]!, { x: -10, y: 0 });
    close(c[3]!, { x: -5, y: -5 * S3 });
    close(c[4]!, { x: 5, y: -5 * S3 });
    close(c[5]!, { x: 10, y: 0 });
  });
  it.each([
    ['pointy', 0, -2.5 * S3, 7.5], // SW
    ['pointy', 1, -5 * S3, 0], // W
    ['pointy', 4, 5 * S3, 0], // E
    ['flat', 0, 0, 5 * S3], // S
    ['flat', 3, 0, -5 * S3], // N
  ] as const)('%s edgeMidpoint(%i) = (%f, %f) and lies between its corners', (layout, e, x, y) => {
    close(edgeMidpoint(e, 10, layout), { x, y });
    const c = hexCorners(10, layout);
    const a = c[e]!;
    const b = c[(e + 1) % 6]!;
    close(edgeMidpoint(e, 10, layout), { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  });
  it.each([
    ['pointy', 17.320508, 20],
    ['flat', 20, 17.320508],
  ] as const)('%s hexDimensions(10) = %f × %f', (layout, w, h) => {
    const d = hexDimensions(10, layout);
    expect(d.width).toBeCloseTo(w, 5);
    expect(d.height).toBeCloseTo(h, 5);
  });
});

describe('pixelToHex inverts hexToPixel, including points near the rim', () => {
  const cases: [Layout, string][] = [
    ['pointy', 'F20'],
    ['pointy', 'A11'],
    ['pointy', 'B10'],
    ['pointy', 'K13'],
    ['flat', 'C4'],
    ['flat', 'B5'],
  ];
  it.each(cases)('%s %s', (layout, id) => {
    const size = 12;
    const parity = coordParity(parseHexId(id, layout));
    const c = hexToPixel(id, size, layout);
    expect(pixelToHex(c, size, layout, parity)).toBe(id);
    for (const corner of hexCorners(size * 0.95, layout)) {
      expect(pixelToHex({ x: c.x + corner.x, y: c.y + corner.y }, size, layout, parity)).toBe(id);
    }
    for (const e of EDGES) {
      const m = edgeMidpoint(e, size * 1.1, layout);
      expect(pixelToHex({ x: c.x + m.x, y: c.y + m.y }, size, layout, parity)).toBe(neighbor(id, e, layout));
    }
  });
});

describe('boardBounds', () => {
  it('a single pointy hex spans its width and height', () => {
    const b = boardBounds(['A0'], 10, 'pointy');
    expect(b.minX).toBeCloseTo(-5 * S3, 9);
    expect(b.maxX).toBeCloseTo(5 * S3, 9);
    expect(b.minY).toBeCloseTo(-10, 9);
    expect(b.maxY).toBeCloseTo(10, 9);
  });
  it('two hexes in a row: one width apart', () => {
    const b = boardBounds(['A0', 'A2'], 10, 'pointy');
    expect(b.maxX - b.minX).toBeCloseTo(2 * 10 * S3, 9);
  });
});
