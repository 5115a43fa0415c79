import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../shared/engine/game';
import { action, after } from './helpers';

const play = (g: ReturnType<typeof after>, id: number) => {
  const r = applyAction(g, action(id));
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/**
 * 18NY §10 ends the game on a bankruptcy, a broken bank or one company left. A game where none of these can happen
 * and nobody can act (every company closed but one never floated and the unformed NYC: random play 4p seed 21) would
 * go on for ever: it stops unfinished at stock round 100, as 18xx.games stops every game (`dnf`).
 */
describe('§10 a game that cannot end: stopped unfinished at the turn limit', () => {
  it('the operating set of turn 99 ends: stock round 100 does not start, the game is over (dnf)', () => {
    const before = after(81);
    before.state.turn = 99;
    const g = play(before, 82);
    expect(g.state.finished).toBe(true);
    expect(g.state.endReason).toBe('dnf');
    expect(g.state.turn).toBe(100);
  });

  it('before it, the game goes on', () => {
    const g = play(after(81), 82);
    expect(g.state.finished).toBe(false);
    expect(g.state.turn).toBe(2);
  });
});
