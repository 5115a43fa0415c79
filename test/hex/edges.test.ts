import { describe, expect, it } from 'vitest';
import { edgeBetween, hexDistance, neighbor, neighbors, oppositeEdge, parseHexId, rotateEdge } from '../../shared/hex';

describe('pointy edges: clockwise from lower left, 0=SW 1=W 2=NW 3=NE 4=E 5=SE', () => {
  it.each([
    [0, 'G19'],
    [1, 'F18'],
    [2, 'E19'],
    [3, 'E21'],
    [4, 'F22'],
    [5, 'G21'],
  ])('neighbor(F20, %i) = %s', (edge, id) => {
    expect(neighbor('F20', edge)).toBe(id);
    expect(edgeBetween('F20', id)).toBe(edge);
    expect(edgeBetween(id, 'F20')).toBe(oppositeEdge(edge));
  });

  it('neighbors lists all six by edge, null past row A', () => {
    expect(neighbors('F20')).toEqual(['G19', 'F18', 'E19', 'E21', 'F22', 'G21']);
    expect(neighbors('A11')).toEqual(['B10', 'A9', null, null, 'A13', 'B12']);
  });

  it('edgeBetween is null for hexes that do not touch', () => {
    expect(edgeBetween('F20', 'F24')).toBeNull();
    expect(edgeBetween('F20', 'F20')).toBeNull();
  });
});

describe('flat edges: clockwise from bottom, 0=S 1=SW 2=NW 3=N 4=NE 5=SE (letters = columns, numbers = doubled rows)', () => {
  it.each([
    [0, 'C6'],
    [1, 'B5'],
    [2, 'B3'],
    [3, 'C2'],
    [4, 'D3'],
    [5, 'D5'],
  ])('neighbor(C4, %i) = %s', (edge, id) => {
    expect(neighbor('C4', edge, 'flat')).toBe(id);
    expect(edgeBetween('C4', id, 'flat')).toBe(edge);
  });
});

describe('edge arithmetic', () => {
  it.each([
    [0, 3],
    [1, 4],
    [2, 5],
    [3, 0],
    [4, 1],
    [5, 2],
  ])('oppositeEdge(%i) = %i', (e, o) => expect(oppositeEdge(e)).toBe(o));

  it.each([
    [0, 0, 0],
    [0, 1, 1],
    [5, 1, 0],
    [3, 5, 2],
    [4, 4, 2],
    [2, -1, 1],
  ])('rotateEdge(%i, %i) = %i', (e, r, out) => expect(rotateEdge(e, r)).toBe(out));
});

describe('hexDistance', () => {
  it.each([
    ['F20', 'F20', 0],
    ['F20', 'G19', 1],
    ['F20', 'F24', 2],
    ['F20', 'H20', 2],
    ['F20', 'I15', 4],
    ['A11', 'K13', 10],
  ])('pointy %s → %s = %i', (a, b, d) => {
    expect(hexDistance(parseHexId(a), parseHexId(b))).toBe(d);
  });
  it.each([
    ['C4', 'C8', 2],
    ['C4', 'E4', 2],
    ['C4', 'F7', 3],
  ])('flat %s → %s = %i', (a, b, d) => {
    expect(hexDistance(parseHexId(a, 'flat'), parseHexId(b, 'flat'), 'flat')).toBe(d);
  });
});
