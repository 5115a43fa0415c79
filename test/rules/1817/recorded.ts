import { join } from 'node:path';
import type { Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';

/** A recorded 1817 game (`test/fixtures/games/1817/<name>.json`) replayed through the action with that id. */
export function recordedAt(name: string, id: number): Game {
  const t = loadTitle('1817');
  const g = loadFixture(join(FIXTURES, '1817', `${name}.json`));
  const r = replay(
    t,
    rulesFor(t),
    setupOf(g),
    g.actions.filter((a) => (a.id ?? 0) <= id),
  );
  if (r.failure) throw new Error(r.failure.error);
  return r.game!;
}
