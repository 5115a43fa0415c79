/**
 * Checks of the track graph after every action of a recorded game, for each corporation: what differs is collected
 * (the first three, each named by the action after which it was found). Games of titles not fully implemented
 * replay part-way: their actions up to the first refusal are checked.
 */
import { graph } from '../../shared/engine/board';
import { context } from '../../shared/engine/game';
import { replay, setupOf } from '../../shared/engine/replay';
import type { TrackGraph } from '../../shared/graph/trackGraph';
import { rulesFor } from '../../shared/rules/index';
import { loadFixture, loadTitle } from './fixtures';

/** `check` says what differs for a corporation on the board after the `i`-th action (or null). */
export function differencesAfterEveryAction(titleId: string, file: string, check: (board: TrackGraph, corp: string, i: number) => string | null): string[] {
  const title = loadTitle(titleId);
  const g = loadFixture(file);
  const differences: string[] = [];
  replay(title, rulesFor(title), setupOf(g), g.actions, (game, a, i) => {
    if (differences.length >= 3) return;
    const board = graph(context(game));
    for (const corp of Object.keys(game.state.corporations)) {
      const d = check(board, corp, i);
      if (d) differences.push(`after action ${i} (${a.type}, id ${a.id}): ${corp}'s ${d}`);
    }
  });
  return differences;
}
