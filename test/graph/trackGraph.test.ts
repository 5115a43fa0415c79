import { describe, expect, it } from 'vitest';
import { TrackGraph } from '../../shared/graph';
import { laid, tinyTitle } from './tinyTitle';

describe('TrackGraph structure', () => {
  const g = new TrackGraph(tinyTitle());
  const side = (hex: string, edge: number) => g.nbr[g.hex(hex) * 6 + edge];
  const blocked = (hex: string, edge: number) => g.layBlocked[g.hex(hex) * 6 + edge];

  it.each([
    ['B5', 1, 'B3'],
    ['B5', 4, 'B7'],
    ['B5', 2, 'A4'],
    ['B3', 2, 'A2'],
    ['C8', 2, 'B7'],
  ])('%s edge %i joins %s', (hex, edge, other) => {
    expect(side(hex, edge)).toBe(g.hex(other));
  });

  it('an impassable border blocks both sides, even when printed on one only', () => {
    expect(side('C4', 3)).toBe(-1);
    expect(side('B5', 0)).toBe(-1);
  });

  it('off-map sides have no neighbour', () => {
    expect(side('B3', 1)).toBe(-1);
    expect(side('A4', 3)).toBe(-1);
  });

  it.each([
    ['B3', 2, 0, 'red off-board whose track points back'],
    ['B3', 0, 1, 'blue hex'],
    ['B3', 1, 1, 'off the map'],
    ['B7', 5, 0, 'red off-board C8 points NW back at B7'],
    ['C6', 4, 1, 'red off-board C8 has no track toward C6'],
    ['B3', 4, 0, 'ordinary neighbour'],
  ])('laying in %s toward edge %i blocked=%i (%s)', (hex, edge, b) => {
    expect(blocked(hex, edge)).toBe(b);
  });

  it('node names follow 18xx.games ("B5-0")', () => {
    const n = g.nodeId(g.hex('B5'), 0);
    expect(g.nodeName(n)).toBe('B5-0');
    expect(g.parseNodeName('B5-0')).toBe(n);
    expect(g.parseNodeName('B5-1')).toBeNull();
    expect(g.parseNodeName('Z9-0')).toBeNull();
  });

  it('a full city blocks others, never its owner; an empty or reserved slot does not block', () => {
    g.updateHex('B5', laid(null, 0, [['X']]));
    const n = g.nodeId(g.hex('B5'), 0);
    expect(g.cityBlocks(n, 'Y')).toBe(true);
    expect(g.cityBlocks(n, 'X')).toBe(false);
    g.updateHex('B5', laid(null, 0, [[]], [['Y']]));
    expect(g.cityBlocks(n, 'Z')).toBe(false);
  });

  it('unknown tiles and hexes are reported with their names', () => {
    expect(() => g.updateHex('B3', laid('999'))).toThrow(/tile 999 is not defined/);
    expect(() => g.updateHex('Z9', laid('7'))).toThrow(/Z9 is not on the tiny map/);
  });

  it('updateHex(hexId) alone reads the board last given', () => {
    const h = new TrackGraph(tinyTitle());
    const board: Record<string, ReturnType<typeof laid>> = {};
    h.setBoard(board);
    board.B7 = laid('9', 1);
    h.updateHex('B7');
    expect(h.shapeAt(h.hex('B7')).key).toBe('9');
    h.updateHex('B7', undefined);
    expect(h.shapeAt(h.hex('B7')).key).toBe('@B7');
  });

  it('sync applies only the hexes whose state object changed', () => {
    const h = new TrackGraph(tinyTitle());
    const board = { B3: laid('8', 2), B5: laid(null, 0, [['X']]) };
    h.sync(board);
    const v = h.version;
    h.sync({ ...board });
    expect(h.version).toBe(v);
    h.sync({ ...board, B7: laid('9', 1) });
    expect(h.version).toBe(v + 1);
    expect(h.shapeAt(h.hex('B7')).key).toBe('9');
  });
});
