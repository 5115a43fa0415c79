/**
 * Pins our pointy edge numbering to the 18xx.games data the recorded games were played under:
 * every entry of `hex_neighbors` in each title's reference file must equal `neighbor(hex, edge)`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { neighbor } from '../../shared/hex';
import { join } from 'node:path';
import { REFERENCE } from '../support/fixtures';

const TITLES = ['1817', '1830', '1846', '1870', '18NY'];

describe('edge numbering agrees with the reference hex_neighbors', () => {
  it.each(TITLES)('%s', (title) => {
    const ref = JSON.parse(readFileSync(join(REFERENCE, `${title}.json`), 'utf8')) as {
      constants: { LAYOUT: string };
      hex_neighbors: Record<string, Record<string, string>>;
    };
    expect(ref.constants.LAYOUT).toBe('pointy');
    let checked = 0;
    for (const [hex, byEdge] of Object.entries(ref.hex_neighbors)) {
      for (const [edge, other] of Object.entries(byEdge)) {
        expect(`${hex}/${edge} → ${neighbor(hex, Number(edge))}`).toBe(`${hex}/${edge} → ${other}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
