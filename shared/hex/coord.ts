/**
 * Hex ids and doubled coordinates.
 *
 * A hex id is the coordinate printed on the map ("F20"). For the pointy layout (all five shipped titles) the letters
 * name the row and the number is the column in *doubled* coordinates: neighbours in one row differ by 2 in the column,
 * so within one map every hex has `row + col` of the same parity (1830: A11 → row 0, col 11, odd; 1846: B10 → even).
 * For the flat layout the letters name the column and the number is the doubled row.
 *
 * Rows/columns given by letters are 0-based (A = 0, Z = 25, AA = 26, like spreadsheet columns); numbers are kept as
 * printed.
 */

export type Layout = 'pointy' | 'flat';

/** Doubled coordinates: pointy maps double the column, flat maps double the row. */
export interface HexCoord {
  row: number;
  col: number;
}

const HEX_ID = /^([A-Z]+)(-?\d+)$/;

/** Letters → 0-based index: A = 0, Z = 25, AA = 26. */
export function lettersToIndex(letters: string): number {
  let n = 0;
  for (let i = 0; i < letters.length; i++) n = n * 26 + (letters.charCodeAt(i) - 64);
  return n - 1;
}

/** 0-based index → letters: 0 = A, 25 = Z, 26 = AA. */
export function indexToLetters(index: number): string {
  let s = '';
  let n = index + 1;
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Parses a printed hex id. Returns null for text that is not a hex id. */
export function tryParseHexId(id: string, layout: Layout = 'pointy'): HexCoord | null {
  const m = HEX_ID.exec(id);
  if (!m) return null;
  const letters = lettersToIndex(m[1]!);
  const number = Number(m[2]);
  return layout === 'pointy' ? { row: letters, col: number } : { row: number, col: letters };
}

/** Parses a printed hex id ("F20" → row 5, col 20 in the pointy layout). Throws on malformed ids. */
export function parseHexId(id: string, layout: Layout = 'pointy'): HexCoord {
  const c = tryParseHexId(id, layout);
  if (!c) throw new Error(`parseHexId: "${id}" is not a hex id (letters then a number, e.g. "F20")`);
  return c;
}

/** The printed id of a coordinate: pointy (5, 20) → "F20"; flat (row 4, col 1) → "B4". */
export function hexId(row: number, col: number, layout: Layout = 'pointy'): string {
  return layout === 'pointy' ? `${indexToLetters(row)}${col}` : `${indexToLetters(col)}${row}`;
}

/** Parity of `row + col` (0 or 1): constant over one map; `pixelToHex` needs it to snap onto the map's lattice. */
export function coordParity(c: HexCoord): 0 | 1 {
  return (((c.row + c.col) % 2) + 2) % 2 === 0 ? 0 : 1;
}

/** The `row + col` parity shared by a map's hexes (0 for an empty list); throws if the map mixes parities. */
export function mapParity(ids: readonly string[], layout: Layout = 'pointy'): 0 | 1 {
  if (ids.length === 0) return 0;
  const p = coordParity(parseHexId(ids[0]!, layout));
  for (const id of ids) {
    if (coordParity(parseHexId(id, layout)) !== p) throw new Error(`mapParity: ${id} does not lie on the lattice of ${ids[0]}`);
  }
  return p;
}
