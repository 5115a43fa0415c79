import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { context, type Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import { orTurn } from '../../../shared/engine/rounds/or/common';
import { bestRoutes } from '../../../shared/routes/game';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';

/**
 * Recorded game 15528 (played without the variant) replayed with Modern Trains on: its routes carry no revenue, so
 * each run is scored anew. 18xx.games plays the whole log so too, and agrees with us on every action (checked with
 * `../shared/oracle`, twelve runs of 7- and 8-trains among them).
 */
const t = loadTitle('1817');

function through(id: number, optionalRules: string[]): Game {
  const g = loadFixture(join(FIXTURES, '1817', '15528.json'));
  const r = replay(
    t,
    rulesFor(t),
    { ...setupOf(g), optionalRules },
    g.actions.filter((a) => (a.id ?? 0) <= id),
  );
  if (r.failure) throw new Error(r.failure.error);
  return r.game!;
}

const revenueAt = (id: number, optionalRules: string[]) => orTurn(context(through(id, optionalRules))).revenue;

describe('1817 §9.4 Modern Trains: 7-trains earn $10 and 8-trains $20 more per station of their company on the route', () => {
  it('UR’s 8-train, through its station in B5, earns $20 more', () => {
    expect(revenueAt(1444, [])).toBe(230);
    expect(revenueAt(1444, ['modern_trains'])).toBe(250);
  });

  it('DL&W’s 7-train, through its station in C26, earns $10 more', () => {
    expect(revenueAt(1451, [])).toBe(250);
    expect(revenueAt(1451, ['modern_trains'])).toBe(260);
  });

  it('the best routes count the extra, as the run is scored', () => {
    const best = (optionalRules: string[]) => {
      const r = bestRoutes(through(1443, optionalRules), 'UR');
      return r.ok ? r.value.revenue : r.error;
    };
    expect(best([])).toBe(230);
    expect(best(['modern_trains'])).toBe(250);
  });
});
