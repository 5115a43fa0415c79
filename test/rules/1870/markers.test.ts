import { describe, expect, it } from 'vitest';
import { context, createGame } from '../../../shared/engine/game';
import type { Ctx } from '../../../shared/engine/context';
import { rulesFor } from '../../../shared/rules/index';
import { markerBonus } from '../../../shared/rules/1870/markers';
import { state1870 } from '../../../shared/rules/1870/state';
import { loadTitle } from '../../support/fixtures';

/** 1870 privates' markers: the Southern Cattle Company's token and the Gulf Shipping Company's port. */
function fresh(): Ctx {
  const t = loadTitle('1870');
  const r = createGame(t, rulesFor(t), { players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })), seed: 1 });
  if (!r.ok) throw new Error(r.error);
  return context(r.value);
}

const stopsAt = (hex: string) => (h: string) => h === hex;

describe('1870 markers', () => {
  it('an open port adds $20 to its owner and $10 to any other corporation stopping there', () => {
    const c = fresh();
    state1870(c).markers.GSC = { hex: 'N17', corporation: 'SP' };
    expect(markerBonus(c, c.s.corporations.SP)(stopsAt('N17'))).toBe(20);
    expect(markerBonus(c, c.s.corporations.TP)(stopsAt('N17'))).toBe(10);
    expect(markerBonus(c, c.s.corporations.TP)(stopsAt('M20'))).toBe(0);
  });

  it('a closed port adds $20 to its owner only', () => {
    const c = fresh();
    state1870(c).markers.GSC = { hex: 'N17', corporation: 'SP', closed: true };
    expect(markerBonus(c, c.s.corporations.SP)(stopsAt('N17'))).toBe(20);
    expect(markerBonus(c, c.s.corporations.TP)(stopsAt('N17'))).toBe(0);
  });

  it("the cattle token adds $10 to its owner's routes stopping at its city", () => {
    const c = fresh();
    state1870(c).markers.SCC = { hex: 'B11', corporation: 'MKT' };
    expect(markerBonus(c, c.s.corporations.MKT)(stopsAt('B11'))).toBe(10);
    expect(markerBonus(c, c.s.corporations.ATSF)(stopsAt('B11'))).toBe(0);
  });
});
