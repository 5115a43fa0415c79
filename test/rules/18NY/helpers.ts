import { join } from 'node:path';
import type { Action } from '../../../shared/engine/actions';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import type { Ctx } from '../../../shared/engine/context';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';

/** The recorded 18NY game 108746 (3 players, 694 actions), the source of the scenario tests' positions. */
export const recorded = () => loadFixture(join(FIXTURES, '18NY', '108746.json'));

const positions = new Map<number, Game>();

/** The game as it stood after action `id` of the recorded game (a copy to play on). */
export function after(id: number): Game {
  let g = positions.get(id);
  if (!g) {
    const rec = recorded();
    const t = loadTitle('18NY');
    const r = replay(
      t,
      rulesFor(t),
      setupOf(rec),
      rec.actions.filter((a) => (a.id ?? 0) <= id),
      () => {},
    );
    if (r.failure || !r.game) throw new Error(`the recorded game does not replay to ${id}: ${r.failure?.error}`);
    g = r.game;
    positions.set(id, g);
  }
  return { ...g, state: structuredClone(g.state), cache: {} };
}

/** The recorded action of that id. */
export const action = (id: number): Action => recorded().actions.find((a) => a.id === id)!;

export const ctx = (g: Game): Ctx => context(g);

/** Applies an action; returns the new game or the error. */
export function play(g: Game, a: Record<string, unknown>): { game: Game | null; error: string | null } {
  const r = applyAction(g, a as Action);
  return r.ok ? { game: r.value, error: null } : { game: null, error: r.error };
}
