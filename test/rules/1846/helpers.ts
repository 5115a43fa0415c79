import { join } from 'node:path';
import { effectiveActions } from '../../../shared/engine/actions';
import { context, createGame, type Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import type { Ctx } from '../../../shared/engine/context';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';
import { rulesFor } from '../../../shared/rules/index';

/** A recorded 1846 game replayed up to and including action `upTo` (all of it when absent). */
export function gameAt(name: string, upTo = Infinity): Ctx {
  const g = loadFixture(join(FIXTURES, '1846', `${name}.json`));
  const actions = effectiveActions(g.actions).filter((a) => (a.id ?? 0) <= upTo);
  const r = replay(loadTitle('1846'), rulesFor(loadTitle('1846')), setupOf(g), actions);
  if (r.failure) throw new Error(r.failure.error);
  return ctxOf(r.game!);
}

export const ctxOf = (g: Game): Ctx => context(g);

/** A fresh game with three players (seed 1), after set-up. */
export function freshGame(optionalRules: string[] = []): Ctx {
  const r = createGame(loadTitle('1846'), rulesFor(loadTitle('1846')), {
    players: [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ],
    seed: 1,
    optionalRules,
  });
  if (!r.ok) throw new Error(r.error);
  return ctxOf(r.value);
}
