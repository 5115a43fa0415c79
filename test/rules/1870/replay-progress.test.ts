import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import { diffTrace, traceSnapshot } from '../../../shared/engine/trace';
import { fixtureFiles, loadFixture, loadTitle, loadTrace } from '../../support/fixtures';
import { rulesFor } from '../../../shared/rules/index';

/**
 * How far each recorded 1870 game replays today: the number of effective actions that replay with the state equal to
 * the reference trace after each of them. Raised as rules go in; a game that replays to its end moves to the generic
 * suite (test/engine/fixtures.test.ts).
 */
const MATCHING: Record<string, number> = {
  '1644327587_Mississippi_river_madness.json': 342,
  '1870_game_end_bank.json': 893,
  '1870_game_end_bankrupt.json': 646,
  '40469_white-to-yellow_price_protect_allowed.json': 677,
  '40469_white-to-yellow_price_protect_over_cert_limit_fails.json': 680,
  'game-end-market-400.json': 710,
};

/** Effective actions replayed with no difference from the trace, up to the first difference or failure. */
function matchingActions(file: string): number {
  const trace = loadTrace('1870', file);
  const g = loadFixture(file);
  let first = -1;
  const t = loadTitle('1870');
  const r = replay(t, rulesFor(t), setupOf(g), g.actions, (game, _a, i) => {
    const ref = trace?.[i + 1];
    if (first >= 0 || !ref) return;
    if (diffTrace(traceSnapshot(context(game)), ref).length) first = i;
  });
  return first >= 0 ? first : r.actions;
}

describe('recorded 1870 games replay at least as far as before', () => {
  for (const file of fixtureFiles('1870')) {
    const name = file.split('/').pop()!;
    it.skipIf(!(name in MATCHING))(name, () => {
      expect(matchingActions(file)).toBeGreaterThanOrEqual(MATCHING[name]);
    });
  }
});
