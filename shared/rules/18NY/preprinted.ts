/**
 * 18xx.games names a city by its place among all the parts of its tile. Six preprinted cities of 18NY come after a
 * label or a future label in its map (Rochester D8, Syracuse D12, Buffalo E3, Albany F20, New York J20, Brooklyn K21),
 * so their cities are `<hex>-0-1`: a station placed there before the hex is built names it so.
 */
const LABEL_FIRST = new Set(['D8', 'D12', 'E3', 'F20', 'J20', 'K21']);

export const preprintedCityOffset18NY = (_c: unknown, hex: string): number => (LABEL_FIRST.has(hex) ? 1 : 0);
