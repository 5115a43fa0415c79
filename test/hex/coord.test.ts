import { describe, expect, it } from 'vitest';
import { coordParity, hexId, indexToLetters, lettersToIndex, mapParity, parseHexId, tryParseHexId } from '../../shared/hex';

describe('hex ids ↔ doubled coordinates', () => {
  it.each([
    ['A11', 'pointy', 0, 11],
    ['F20', 'pointy', 5, 20],
    ['K13', 'pointy', 10, 13],
    ['O2', 'pointy', 14, 2],
    ['AA3', 'pointy', 26, 3],
    ['B4', 'flat', 4, 1],
    ['A0', 'flat', 0, 0],
  ] as const)('parseHexId(%s, %s) = row %i col %i and back', (id, layout, row, col) => {
    expect(parseHexId(id, layout)).toEqual({ row, col });
    expect(hexId(row, col, layout)).toBe(id);
  });

  it.each(['', 'f20', '20F', 'F', 'F2O'])('rejects malformed id "%s"', (id) => {
    expect(tryParseHexId(id)).toBeNull();
    expect(() => parseHexId(id)).toThrow(/not a hex id/);
  });

  it.each([
    ['A', 0],
    ['Z', 25],
    ['AA', 26],
    ['AZ', 51],
    ['BA', 52],
  ])('letters %s = index %i', (letters, index) => {
    expect(lettersToIndex(letters)).toBe(index);
    expect(indexToLetters(index)).toBe(letters);
  });

  it.each([
    ['A11', 1], // 1830: A has odd columns
    ['B10', 1],
    ['A12', 0],
    ['F20', 1],
  ] as const)('parity of %s is %i', (id, parity) => {
    expect(coordParity(parseHexId(id))).toBe(parity);
  });
});

describe('mapParity', () => {
  it.each([
    [['A11', 'B10', 'K13'], 1],
    [['A12', 'B11'], 0],
    [[], 0],
  ] as const)('%j → %i', (ids, parity) => {
    expect(mapParity(ids)).toBe(parity);
  });
  it('refuses mixed lattices', () => {
    expect(() => mapParity(['A11', 'A12'])).toThrow(/A12 does not lie on the lattice of A11/);
  });
});
