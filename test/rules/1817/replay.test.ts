import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupOf } from '../../../shared/engine/replay';
import { compareWithTrace } from '../../../shared/engine/trace';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle, loadTrace } from '../../support/fixtures';
import { replay } from '../../../shared/engine/replay';
import { results } from '../../../shared/engine/value';
import { context } from '../../../shared/engine/game';
import { conservationProblems } from '../../../shared/engine/conservation';

/**
 * How far each recorded 1817 game replays with the state matching 18xx.games' trace after every action: the last
 * action id reached so far, raised as the rules module grows (`npx tsx scripts/trace-diff.ts <game>` shows the first
 * difference beyond).
 */
const REACHED: Record<string, number> = {
  '15528': 1679,
  '16281': 810,
  '1817_game_end_bankrupt': 1589,
  '20758': 370,
};

describe('recorded 1817 games replay as far as the rules are built', () => {
  for (const [name, last] of Object.entries(REACHED)) {
    it(`${name} matches the trace through action ${last}`, () => {
      const t = loadTitle('1817');
      const file = join(FIXTURES, '1817', `${name}.json`);
      const g = loadFixture(file);
      const log = g.actions.filter((a) => (a.id ?? 0) <= last);
      const r = compareWithTrace(t, rulesFor(t), setupOf(g), log, loadTrace('1817', file)!, 3);
      expect(r.failure?.error ?? null).toBeNull();
      expect(r.differences.map((d) => `action ${d.action.id}: ${d.lines.join('; ')}`)).toEqual([]);
      expect(r.compared).toBeGreaterThan(0);
    });
  }
});

/** Games that replay to the end: the recorded end and every player's value, money and certificates conserved. */
const COMPLETE = ['20758', '16281', '15528', '1817_game_end_bankrupt'];

describe('recorded 1817 games that replay to their recorded end', () => {
  for (const name of COMPLETE) {
    it(`${name} ends as recorded, conserving cash and certificates after every action`, () => {
      const t = loadTitle('1817');
      const g = loadFixture(join(FIXTURES, '1817', `${name}.json`));
      const problems: string[] = [];
      const r = replay(t, rulesFor(t), setupOf(g), g.actions, (game, a) => {
        if (problems.length < 3) for (const p of conservationProblems(game.state)) problems.push(`after ${a.id}: ${p}`);
      });
      expect(r.failure?.error ?? null).toBeNull();
      expect(problems).toEqual([]);
      expect(r.game!.state.finished).toBe(true);
      expect(r.game!.state.endReason).toBe(g.game_end_reason);
      expect(results(context(r.game!))).toEqual(g.result);
    });
  }
});
