import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';

/** Scenario tests of 1817's stock round (../shared/rules/1817.txt §5) on recorded game 15528, loaded at the action named. */
const GAME = loadFixture(join(FIXTURES, '1817', '15528.json'));

function at(id: number): Game {
  const t = loadTitle('1817');
  const r = replay(
    t,
    rulesFor(t),
    setupOf(GAME),
    GAME.actions.filter((a) => (a.id ?? 0) <= id),
  );
  if (r.failure) throw new Error(r.failure.error);
  return r.game!;
}

describe('1817 §5.5 starting a company', () => {
  it('with no private to hand in, its stations are bought as soon as it is won, before its station is placed', () => {
    // Action 721: 5159 wins UR (5 shares in phase 4) for $400 unopposed; its station is still to be placed.
    const g = at(721);
    expect(g.state.pending.at(-1)).toMatchObject({ kind: 'ipo_station', entity: 'UR' });
    expect(g.state.corporations.UR.cash).toBe(350);
  });
});
